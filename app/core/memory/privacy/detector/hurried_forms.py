"""Disclosures typed in a hurry or in a form the vocabulary does not list (round 30, rdisc): "hab eine affaere mit
meinem nachbarn mein mann ahnt nichts", "im a paid member of the green party should i put that on my cv", "estamos
divorciándonos, la vista es en enero", "nous sommes en train de divorcer", "je suis accro aux jeux d'argent".

The vocabulary reads sentences as written with care: German umlauts, a comma before the question that follows the
disclosure, the progressive in the form its lists name ("nos estamos divorciando"). Here the message is rewritten into
those forms and read by the same finder (`find`, disclosures.find_disclosures), so a rule written once reads both:
- German umlauts typed as two letters ("affaere", "schlaegt", "spielsuechtig": ae, oe, ue after a consonant);
- a run-on message without punctuation: a comma before a clause that opens with a question or modal and a pronoun
  ("should i", "soll ich", "czy mogę", "debería", "est-ce que", "чи варто");
- the Spanish progressive with the pronoun glued to the gerund ("estamos divorciándonos" -> "nos estamos divorciando")
  and the French progressive ("nous sommes en train de divorcer" -> "nous divorcons").
And one family no list held in every language: the writer's addiction to gambling ("accro aux jeux d'argent",
"addicted to betting", "uzależniony od hazardu", "bin spielsüchtig", "adicta a las apuestas", "залежна від ставок").
A finding covers the sentence; greens stay green because the rewritten text is read by the same rules with the same
limits (a topic, a question in general, a negation).

Round 51 (rspeed): an ASCII message's rewrite words are searched case as written in its lower-cased copy - the same
answer, a twentieth of the IGNORECASE scan.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folding import fold_letters
from app.core.memory.privacy.detector.gates import caseless_gate, gated, opens_caseless
from app.core.memory.privacy.detector.sentence_scope import stop_span

_UMLAUT = re.compile(r"(?<=[bcdfghjklmnprstvwxzß])(?:ae|oe|ue)", re.IGNORECASE)
_UMLAUT_OF = {"ae": "ä", "oe": "ö", "ue": "ü", "Ae": "Ä", "Oe": "Ö", "Ue": "Ü", "AE": "Ä", "OE": "Ö", "UE": "Ü"}
# a German-looking message: one of its common words
_GERMAN = re.compile(r"(?<!\w)(?:ich|hab|habe|bin|mein|meine|meinem|meiner|mit|und|nicht|nichts|ist|der|die|das|er|sie|"
                     r"wir|uns|mir|mich)(?!\w)", re.IGNORECASE)
_GERMAN_GATE = caseless_gate(_GERMAN)  # (an ASCII message without one of the words as a word: no scan, gates.py)
_RUN_ON = re.compile(fold_letters(
    r"(?<=[^\W\d_])\s+(?=(?:should i|shall i|can i|could i|do i|is it|will i|must i|soll ich|sollte ich|kann ich|muss ich|"
    r"darf ich|was soll|czy (?:mogę|powinien\w*|powinnam|muszę|to|warto)|(?:debería|puedo|tengo que) |"
    r"est-ce que|dois-je|je dois|faut-il|(?:чи|как|стоит|можно|нужно|варто|треба) )(?!\w))", True), re.IGNORECASE)
_ES_PROGRESSIVE = re.compile(r"(?<!\w)(estoy|estamos|está|están|estás) (\w+?)(á|ié)nd(ome|onos|ose|ote)(?!\w)",
                             re.IGNORECASE)
_ES_CLITIC = {"ome": "me", "onos": "nos", "ose": "se", "ote": "te"}
_FR_PROGRESSIVE = re.compile(r"(?<!\w)(nous sommes|on est|je suis) en train de (?:(nous|se|me) )?(\w+)er(?!\w)",
                             re.IGNORECASE)
_FR_PERSON = {"nous sommes": ("nous ", "nous ", "ons"), "on est": ("on ", "se ", "e"), "je suis": ("je ", "me ", "e")}
_REWRITE_WORDS = (r"ae|oe|ue|ándo|iéndo|andonos|endonos|en train de|\s(?:should|shall|can|could|do|is|will|must|"
                  r"soll|sollte|kann|muss|darf|was|czy|debería|puedo|tengo|est-ce|dois-je|je|faut|чи|как|стоит|"
                  r"можно|нужно|варто|треба)\s")
_GATE_REWRITE = re.compile(_REWRITE_WORDS, re.IGNORECASE)
# Round 51 (rspeed): the same words, case as written (all lower case), searched in an ASCII message's lower-cased copy:
# under IGNORECASE an ASCII character matches one of them exactly where its lower case is that character (no other
# letter of theirs matches an ASCII character), so the two searches agree at the same places; the IGNORECASE scan folded
# each character against forty alternatives at every position (~80 us a chat turn without a comma or a question mark,
# 659 of 2,760 LoCoMo turns), the case-sensitive one takes a twentieth of that
_GATE_REWRITE_LOW = re.compile(_REWRITE_WORDS)

_SELF = (r"(?:i'm|im|i am|i've been|ive been|i'm getting|jestem|jestam|(?:ich )?bin|soy|estoy|me volví|je suis|"
         r"je deviens|я|я стал\w*|я став|я стала)")
_GAMBLING = re.compile(fold_letters(
    r"(?<![\w'])" + _SELF + r"\s+(?:\w+\s+){0,2}?(?:"
    r"(?:addicted|hooked) (?:to|on) (?:gambling|betting|slots|slot machines|online casinos?|casinos?|sports betting|poker)|"
    r"a (?:gambling|betting) addict|a compulsive gambler|"
    r"uzależnion\w* od (?:hazardu|zakładów\w*|gier hazardowych|kasyn\w*|automatów)|hazardzist\w*|"
    r"\w*spielsüchtig|wettsüchtig|glücksspielsüchtig|spielsüchtige[rn]?|"
    r"adict[oa] (?:al juego|a las apuestas|a las tragaperras|al casino|al póker)|ludópata|"
    r"accro (?:aux jeux d'argent|au jeu|aux paris(?: sportifs| en ligne)?|au casino|aux machines à sous|au poker)|"
    r"dépendante? (?:aux jeux d'argent|au jeu|aux paris)|joueur compulsif|joueuse compulsive|"
    r"залежн\w* від (?:азартних ігор|ставок|казино|ігрових автоматів)|ігроман\w*|лудоман\w*|"
    r"зависим\w* от (?:азартных игр|ставок|казино|игровых автоматов)|игроман\w*)(?![\w'])", True), re.IGNORECASE)
_GATE_GAMBLING = gated(re.compile(fold_letters(
    r"(?<![\w'])(?:gambling|betting|slots|casinos?|poker|gambler|hazard\w*|zakład\w*|kasyn\w*|automatów|\w*süchtig\w*|"
    r"juego|apuestas|tragaperras|casino|póker|ludópata|jeux|jeu|paris|compulsi\w*|азартн\w*|ставок|казино|автомат\w*|"
    r"ігроман\w*|лудоман\w*|игроман\w*)(?![\w'])", True)))


def _fr_present(m: re.Match[str]) -> str:
    """"nous sommes en train de divorcer" -> "nous divorçons", "on est en train de se séparer" -> "on se sépare"."""
    subject, reflexive, ending = _FR_PERSON[m.group(1).lower()]
    return subject + (reflexive if m.group(2) else "") + m.group(3) + ending


def _may_umlaut(t: str) -> bool:
    """Whether `_rewrite` reads "ae", "oe", "ue" in `t` as umlauts (a German word in it)."""
    return (("ae" in t or "oe" in t or "ue" in t or "AE" in t or "UE" in t or "OE" in t) and opens_caseless(t, _GERMAN_GATE)
            and _GERMAN.search(t) is not None)


def _rewrite(t: str) -> str:
    out = t
    if _may_umlaut(out):
        out = _UMLAUT.sub(lambda m: _UMLAUT_OF.get(m.group(), m.group()), out)
    if "nd" in out:
        out = _ES_PROGRESSIVE.sub(lambda m: f"{_ES_CLITIC[m.group(4).lower()]} {m.group(1)} {m.group(2)}"
                                  f"{'a' if m.group(3).lower() == 'á' else 'ie'}ndo", out)
    if "en train de" in out:
        out = _FR_PROGRESSIVE.sub(_fr_present, out)
    if "," not in out and "?" not in out:
        out = _RUN_ON.sub(", ", out)
    return out


def find_hurried(t: str, find: Callable[[str], list[Finding]]) -> list[Finding]:
    """Findings over normalised `t` for a disclosure typed in a hurry or a form the rules do not list (see the doc);
    `find` reads a text with the disclosure rules."""
    low = lower_keep_length(t)
    if _GATE_GAMBLING.search(low):
        m = _GAMBLING.search(low)
        if m is not None:
            return [Finding(Kind.HEALTH, "health information", *stop_span(t, m.start(), m.end()))]
    # `_rewrite` changes nothing in a message with a comma or a question mark (no run-on, and its other steps add or
    # drop neither) unless it has umlauts typed as two letters, "en train de", or a Spanish gerund ("á"/"ié" before
    # "nd": never in an ASCII message): most messages are spared _GATE_REWRITE's scan (~45 us) and the rewrite's
    if ("," in t or "?" in t) and "en train de" not in t and ("nd" not in t or t.isascii()) and not _may_umlaut(t):
        return []
    if (_GATE_REWRITE_LOW.search(low) if t.isascii() else _GATE_REWRITE.search(t)) is None:
        return []
    variant = _rewrite(t)
    if variant == t:
        return []
    found = find(variant)
    if not found:
        return []
    # the variant's spans are not the text's: the finding covers the message (its sentences are the same)
    kinds = sorted({(f.kind, f.reason) for f in found}, key=lambda k: k[0].value)
    stripped = t.rstrip()
    lead = len(stripped) - len(stripped.lstrip())
    return [Finding(kind, reason, lead, len(stripped)) for kind, reason in kinds[:1]]
