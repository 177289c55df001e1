"""The learned disclosure model read sentence by sentence when the whole message does not reach it (session 22, rctx).

The model (disclosure_model.py) reads a message as one bag of words, its vector of unit length: every ordinary sentence
around a disclosure dilutes it. "маю борг на кредитці 20 тисяч через ставки." is red alone and green once "Яка історія
кримських татар до 1944 року?" follows; "Mi marido y yo llevamos un año sin relaciones sexuales ..." turns green with a
request to sum up a meeting after it. Real messages are often that long: a question, then the story, then another.

So a message of several sentences the model leaves green is read again in windows of one sentence and of two neighbours,
each scored as a message of its own. A window counts only when it
- has `MIN_WORDS` distinct words at least: a reply of two words ("Це я.", "I will!") scores on one word's weight;
- clears the threshold by `MARGIN`: a sentence alone is shorter than the messages the threshold was chosen on, and the
  model's near misses among ordinary sentences (a convention with colleagues, a father's 70th birthday) sit just above it
  once read alone;
- passes the model's own checks (a denial, a question put as a condition, a snub at work) in the window itself;
- (round 32, rlearn) rests on more than the narrating voice: its content (narrated_voice.content, the score's part that
  words other than pronouns, articles, conjunctions and auxiliaries bring) reaches narrated_voice.WINDOW_MIN. One
  sentence lifted out of a message is short, so "J'ai 52 ans et je me mets au piano", "Tengo 47 años y me he comprado
  un ukelele", "Mon neveu me l'a demandé et je n'ai pas su répondre" clear the threshold on "je/me/et", "y/me/he" alone
  (content -0.3 to 0.6); every development red a window caught has content 1.9 or more.
A sentence ends at . ! ? before a space (not after a digit: "zu seinem 70. Geburtstag", "20.000 €.") or at a line break.
The finding spans the window, not the message.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector import disclosure_model as dm
from app.core.memory.privacy.detector.findings import Finding
from app.core.memory.privacy.detector.narrated_voice import WINDOW_MIN, content

MIN_WORDS = 6
MARGIN = 0.5
# the whole message's gate figure (Model.partial) below which no window is read: the windows that clear the threshold
# lie in messages whose figure is 2.0 or more 97 times in 100 (the development sets' red lines among ordinary sentences,
# privacy_perturb --context), and one ordinary chat message in twelve reaches it (LoCoMo): the windows then cost about a
# hundredth of the detector's time on chat instead of a twelfth
WHOLE_GATE = 2.0

# where a sentence ends: its stop (not after a digit), or a line break
_END = re.compile(r"(?<!\d)[.!?…]+(?=\s)|\n")
_SENTENCE_HINT = re.compile(r"[.!?…]\s|\n")


def _sentences(t: str) -> list[tuple[int, int]]:
    spans = []
    pos = 0
    for m in _END.finditer(t):
        if t[pos:m.end()].strip():
            spans.append((pos, m.end()))
        pos = m.end()
    if t[pos:].strip():
        spans.append((pos, len(t)))
    return spans


sentence_spans = _sentences  # (narrated_voice.py's whole-message check reads the same sentences)


def find_model_windows(t: str, model: dm.Model | None = None) -> list[Finding]:
    """The model's finding on a window of one or two sentences of `t` (normalised), or none (see the doc)."""
    if not _SENTENCE_HINT.search(t):
        return []
    if model is None:
        if not dm.ENABLED:
            return []
        model = dm.load()
        if model is None:
            return []
    if model.whole_partial(t) < WHOLE_GATE:
        return []  # (the whole message's words and stems, as the gate reads them: see WHOLE_GATE)
    spans = _sentences(t)
    if len(spans) < 2:
        return []
    words = [set(dm.words(t[s:e])) for s, e in spans]
    n = len(spans)
    for i in range(n):
        for k in (1, 2):
            if i + k > n or k == n:
                continue
            ws = words[i] if k == 1 else words[i] | words[i + 1]
            if len(ws) < MIN_WORDS or model.partial(ws) < model.gate:
                continue
            start, end = spans[i][0], spans[i + k - 1][1]
            window = t[start:end]
            if model.score(window, gated=False) < model.threshold + MARGIN or content(model, window) < WINDOW_MIN:
                continue
            found = dm.find_disclosure_model(window, model)
            if found:
                lead = len(window) - len(window.lstrip())
                stop = start + len(window.rstrip())
                return [Finding(f.kind, f.reason, start + lead, stop) for f in found]
    return []
