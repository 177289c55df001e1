"""A learned whole-message model beside the disclosure rules: is this message someone telling their own health,
sexuality, beliefs, origin, money troubles or intimate life?

The rules (disclosures.py) read a disclosure phrase by phrase; this model reads the message as a bag of words and
adds red where the rules found nothing at all (verdict.py calls it last, only for messages still green). It can
only add red, never take the rules' red away.

- Features: the message lower-cased with the letters' diacritics dropped; its words (letters only), their first
  five letters (a crude stem for the inflected languages) and the pairs of adjacent words; binary, the message's
  vector of unit length. Each feature is hashed (crc32) into 2**24 buckets, as in training.
- A logistic regression shared by the six languages and, for a flagged message, a second one that names the kind
  (health, sexuality, beliefs, ethnicity, finance, relationship). Trained by
  benchmarks/privacy_synth/disclosure_model.py on the development sets, the hand-written topic twins
  (benchmarks/data/privacy/twins-disclosure.jsonl: harmless neighbours of each sensitive topic; -b.jsonl, session 18:
  per-kind red lines, so that the kind head names the right kind, and their twins) and ordinary chat as negatives;
  the threshold chosen leaving sets out (docs/privacy.md). Below the kind head's `kind_min` probability (0 in the
  shipped weights: off) the reason names no kind.
- Weights in resources/privacy/disclosure_model.npz, float arrays only (the buckets kept, their weights, the kind
  weights), read without numpy (npz.py) by the app's warm-up or on first use. Scoring is a few dictionary look-ups
  per word behind a gate (Model.partial: words and stems only) that spares most messages the pairs.
- A first-person denial ("I'm not gay, but ...") is left to the rules: a bag of words cannot tell it from what it
  denies.
"""
from __future__ import annotations

import functools
import math
import re
import zlib
from collections.abc import Sequence

from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.lazy import after_compile_all
from app.core.memory.privacy.detector.npz import read_npz
from app.core.memory.privacy.detector.text import letter_runs, lower

MODEL_FILE = ("privacy", "disclosure_model.npz")
BITS = 24  # buckets: bucket numbers stay exact in the file's float32
MASK = (1 << BITS) - 1
KINDS = (Kind.HEALTH, Kind.SEXUALITY, Kind.BELIEFS, Kind.ETHNICITY, Kind.FINANCE, Kind.RELATIONSHIP)

# `set_enabled` switches it for a process (tests, benchmarks)
ENABLED = True

_FOLD = str.maketrans({**dict(zip("ąćęłńóśźżàâéèêëîïôùûÿçáíúñäöüё", "acelnoszzaaeeeeiiouuycaiunaouе", strict=True)),
                       "ß": "ss"})
_DENIED = re.compile(r"\bi'?m not\b|\bi am not\b|\bi'?m no\b|\bi'?ve never been\b|\bi have never been\b|\bich bin (?:nicht|kein)"
                     r"|\bnie jestem\b|\bno soy\b|\bno estoy\b|\bje ne suis pas\b|\bje suis pas\b")
# A question put as a condition ("Can bailiffs enter my home if I owe council tax?", "Was passiert, wenn ich ...?"):
# asked about a case, not told; the rules still read it (a told disclosure beside it is theirs to catch).
_HYPOTHETICAL = re.compile(r"\b(?:if|wenn|falls|si|jeśli|jeżeli|jesli|jezeli|якщо|если)\s+(?:i|ich|je|j'|yo|me|mi|"
                           r"nie|ja|я|мені|мне|my|mein\w*|mon|ma|mes)\b")
# (round 22) A colleague's or a boss's coldness and the worry that follows ("mon manager m'a pas dit bonjour, j'ai fait une
# connerie?", "my boss ignored me all day"): an everyday worry at work, not a disclosure; the model reads the worry's
# words as health.
_WORK_SNUB = re.compile(
    r"\b(?:manager|boss|supervisor|colleague|coworker|team ?lead|chef|cheffe|patron|collègue|collegue|responsable|szef\w*|"
    r"kierownik\w*|kierowniczk\w*|koleg\w*|przełożon\w*|chef\w*|vorgesetzt\w*|kolleg\w*|jefe|jefa|compañer[oa]|"
    r"encargad[oa]|начальни\w*|керівни\w*|колег\w*|шеф\w*)\b.{0,60}?(?:didn'?t (?:say hi|say hello|greet me|reply|answer)|"
    r"ignored me|ignores me|ignoring me|(?:m'a|m'as|ma) (?:pas|plus) (?:dit bonjour|salué\w*|salue|répondu|repondu|"
    r"regardé\w*|regarde)|m'ignore|m'a ignoré\w*|hat mich (?:nicht|kaum) (?:gegrüßt|gegruesst|begrüßt|angeschaut|"
    r"beachtet)|ignoriert mich|grüßt mich nicht|nie przywitał\w*|nie przywital\w*|nie odpowiedział\w*|mnie ignoruje|"
    r"zignorował\w*|no me (?:saludó|saludo|contestó|contesto|habla)|me ignora|me ignoró|не привіта\w*|ігнорує мене|"
    r"не поздорова\w*|игнорирует меня|не ответил\w*|не відповів\w*)")
_WORD = re.compile(r"[^\W\d_]+")  # letters only: numbers say little about what kind of thing is told
_CACHE_MAX = 200_000  # words remembered with their weights (a long session's vocabulary; cleared when full)


def words(text: str) -> Sequence[str]:
    low = lower(text)  # (text.lower(), once per text)
    # (on ASCII text the runs of letters: text.letter_runs, once per text - the learned model read them already)
    return letter_runs(low) if low.isascii() else _WORD.findall(low.translate(_FOLD))


def features(text: str) -> list[str]:
    """The message's features as strings (repeated ones count once): "w" word, "p" stem, "b" pair."""
    ws = words(text)
    out = ["w" + w for w in ws]
    out += ["p" + w[:5] for w in ws if len(w) > 5]
    out += ["b" + a + " " + b for a, b in zip(ws, ws[1:])]
    return out


def bucket(feature: str) -> int:
    return zlib.crc32(feature.encode("utf-8")) & MASK


def hashed(text: str) -> list[int]:
    """The buckets of the message's features (what training reads)."""
    return [bucket(g) for g in features(text)]


class _Weights(dict):
    """A word's weight, or the weight of the word and its stem together (`with_stem`), looked up when first read."""

    __slots__ = ("weights", "with_stem", "prefix")

    def __init__(self, weights: dict[int, float], prefix: str, with_stem: bool = False) -> None:
        super().__init__()
        self.weights = weights
        self.prefix = prefix
        self.with_stem = with_stem

    def __missing__(self, w: str) -> float:
        if len(self) > _CACHE_MAX:
            self.clear()
        got = self.weights.get(bucket(self.prefix + w), 0.0)
        if self.with_stem and len(w) > 5:
            got += self.weights.get(bucket("p" + w[:5]), 0.0)
        self[w] = got
        return got


class Model:
    """Weights per bucket, the bias, the threshold, the gate and the kind model (read only for a flagged message).

    `gate`: the weights of a message's distinct words and their stems alone (no pairs), over the root of the
    number of its distinct words; below it a message is not scored. Training set it under the lowest such figure
    of every development message scoring near the threshold."""

    __slots__ = ("weights", "bias", "threshold", "gate", "kind_weights", "kind_bias", "kind_min", "_word", "_stem",
                 "_gate", "_whole")

    def __init__(self, buckets: list[int], weights: list[float], bias: float, threshold: float, gate: float,
                 kind_weights: list[float], kind_bias: tuple[float, ...], kind_min: float = 0.0) -> None:
        self.weights = dict(zip(buckets, weights))
        # the kind weights flat, a bucket's six from its row's offset: ints and floats only, so that the garbage
        # collector has no hundred thousand tuples to walk through on every full collection
        self.kind_weights = (dict(zip(buckets, range(0, len(KINDS) * len(buckets), len(KINDS)))), kind_weights)
        self.bias = bias
        self.threshold = threshold
        self.gate = gate
        self.kind_bias = kind_bias
        self.kind_min = kind_min  # below this probability of its kind the reason names none
        self._word = _Weights(self.weights, "w")
        self._stem = _Weights(self.weights, "p")
        self._gate = _Weights(self.weights, "w", with_stem=True)
        self._whole: tuple[str | None, float] = (None, 0.0)  # the last message `score` gated and its `partial`

    def partial(self, ws: set[str]) -> float:
        """The gate's figure: the weights of the distinct words and their stems, over the root of their number."""
        if not ws:
            return -math.inf
        return sum(map(self._gate.__getitem__, ws)) / math.sqrt(len(ws))

    def whole_partial(self, text: str) -> float:
        """partial(set(words(text))): kept from `score` for the same message (model_windows.py reads it right after
        find_disclosure_model scored the message: the words, their set and their weights were worked out twice)."""
        last = self._whole
        if last[0] is text:
            return last[1]
        got = self.partial(set(words(text)))
        self._whole = (text, got)
        return got

    def score(self, text: str, gated: bool = True) -> float:
        """The logit (-inf for a message the gate turns away when `gated`)."""
        ws = words(text)
        distinct = set(ws)
        if gated:
            figure = self.partial(distinct)  # (-inf when there is no word)
            self._whole = (text, figure)
            if not distinct or figure < self.gate:
                return -math.inf
        elif not distinct:
            return -math.inf
        stems = {x[:5] for x in distinct if len(x) > 5}
        pairs = {a + " " + b for a, b in zip(ws, ws[1:])}
        get = self.weights.get
        total = (sum(map(self._word.__getitem__, distinct)) + sum(map(self._stem.__getitem__, stems))
                 + sum([get(bucket("b" + q), 0.0) for q in pairs]))
        return self.bias + total / math.sqrt(len(distinct) + len(stems) + len(pairs))

    def kind(self, text: str) -> tuple[Kind, float]:
        """The likeliest kind and its probability (the kind head's softmax)."""
        z = list(self.kind_bias)
        offsets, flat = self.kind_weights
        for b in {bucket(g) for g in features(text)}:
            at = offsets.get(b)
            if at is not None:
                for i in range(len(z)):
                    z[i] += flat[at + i]
        top = max(range(len(z)), key=z.__getitem__)
        return KINDS[top], 1.0 / sum(math.exp(x - z[top]) for x in z)


def from_arrays(arrays: dict[str, tuple[tuple[int, ...], list[float]]]) -> Model | None:
    """The model from an .npz file's arrays (read_npz), or None when they are not what the trainer writes."""
    try:
        (n,), buckets = arrays["buckets"]
        (m,), weights = arrays["weights"]
        (k, six), kind = arrays["kind_weights"]
        bias, threshold, gate, kind_bias = (arrays[x][1] for x in ("bias", "threshold", "gate", "kind_bias"))
    except (KeyError, ValueError):
        return None
    if not (n == m == k and six == len(KINDS) == len(kind_bias)) or not (len(bias) == len(threshold) == len(gate) == 1):
        return None
    kind_min = arrays.get("kind_min", ((1,), [0.0]))[1]
    return Model([int(b) for b in buckets], weights, bias[0], threshold[0], gate[0], kind, tuple(kind_bias),
                 float(kind_min[0]) if len(kind_min) == 1 else 0.0)


@functools.lru_cache(maxsize=1)
def load() -> Model | None:
    """The model from resources/, or None when the file is missing or unreadable (the rules still run)."""
    from app.core.paths import resource_path

    path = resource_path(*MODEL_FILE)
    if not path.exists():
        return None
    arrays = read_npz(path)
    return None if arrays is None else from_arrays(arrays)


# the warm-up reads the model too: else the first message past the gate after it waited for the file
after_compile_all(lambda: load() if ENABLED else None)


def set_enabled(on: bool) -> None:
    global ENABLED
    ENABLED = on


def find_disclosure_model(t: str, model: Model | None = None) -> list[Finding]:
    """A finding over the whole of normalised text `t` when the model's score reaches its threshold (else none)."""
    if model is None:
        if not ENABLED:
            return []
        model = load()
        if model is None:
            return []
    if model.score(t) < model.threshold:
        return []
    low = t.lower().replace("’", "'")
    if _DENIED.search(low) or ("?" in low and _HYPOTHETICAL.search(low)) or _WORK_SNUB.search(low):
        return []
    kind, p = model.kind(t)
    if p < model.kind_min:  # the kind head unsure: a reason that names no kind rather than a wrong one
        return [Finding(kind, "sensitive personal disclosure (learned message model)", 0, len(t))]
    return [Finding(kind, f"{kind.value} disclosure (learned message model)", 0, len(t))]
