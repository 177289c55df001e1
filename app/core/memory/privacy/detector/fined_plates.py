"""Round 51 (the lead): a licence plate on a fine the writer received - "me han multado el coche 4821 LKV en la ZBE",
"Bußgeldbescheid für M-KL 4410, Halter bin ich", "Anhörungsbogen für M-JG 1890 bekommen", "dostałam mandat na auto
KR 5512T", "I got a parking ticket for KX21 PLM", "j'ai reçu une amende pour FG-318-KL", "мені прийшов штраф на машину
КА 4412 ОР".

A fine is sent to a car's keeper: the writer who says they were fined, or who names the notice that came for a plate,
tells whose the plate is as plainly as "my car" does (category plate-owner, kind identity; three development sets
wrote it, 0 of 3 read before). identity.py reads a plate's owner by a possessive, a name or a label; the fine's phrase
has none of them. In en, pl, de, es, fr and uk (the plate shapes identity.py's _BARE_PLATE reads) a plate counts when
- the writer's fine comes first: "me han multado", "me ha llegado una multa", "I got a (parking) ticket", "I've been
  fined", "dostałem/dostałam mandat", "przyszedł mi mandat", "j'ai reçu une amende", "мені прийшов штраф", "мене
  оштрафували", or a German notice named for the plate ("Bußgeldbescheid/Anhörungsbogen/Strafzettel für");
- and the plate follows it with nothing but the car's words between ("el coche", "na auto", "на машину", "for my car",
  "pour ma voiture").
Green or yellow limits: a fine with no plate ("how do I appeal a parking ticket?"), a plate after other words ("I got a
ticket because a van KX21 PLM blocked the bay": the van's), a message about a scam fine ("SMS", "timo", "arnaque",
"шахраї"), a plate said not to be the writer's, a made-up plate or a story.
"""
from __future__ import annotations

import re
from types import ModuleType

from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.folded_patterns import caseless_folded_lazy as _lazy
from app.core.memory.privacy.detector.identity_plates import made_up
from app.core.memory.privacy.detector.school_children import STORY
from app.core.memory.privacy.detector.sentence_scope import stop_bounds

_REASON = "licence plate with its owner"

# the writer's fine, or a German notice named for a plate (folded: typed plain too)
FINED = _lazy(
    r"(?<!\w)(?:"
    r"me (?:han|ha) (?:multado|puesto (?:una )?multa|llegado (?:una )?multa|ca[íi]do (?:una )?multa)|me multaron|"
    r"(?:he|hemos) recibido (?:una )?multa|"
    r"i(?:['’]ve| have)? (?:got|received|been given|was given|been issued) (?:a |an )?(?:parking |speeding |bus lane )?"
    r"(?:ticket|fine|pcn|penalty charge notice)|i(?:['’]ve| have) been fined|i was fined|"
    r"(?:bu(?:ß|ss)geldbescheid|anh(?:ö|oe?)rungsbogen|strafzettel|kn(?:ö|oe?)llchen|verwarnungsgeld|zeugenfragebogen) f(?:ü|ue?)r|"
    r"(?:dosta[łl](?:em|am|i[śs]my)|przyszed[łl] mi|wystawili mi) (?:mandat|wezwanie)|"
    r"j['’]?ai (?:re[çc]u|eu|pris) (?:une |un )?(?:amende|contravention|pv|avis de contravention)|"
    r"мені (?:прийшов|виписали|дали) штраф|отрима(?:в|ла|ли) штраф|мене оштрафували"
    r")(?!\w)"
)
# a scam's fine, a plate said not to be the writer's, a sample
_NOT_OWN = _lazy(
    r"(?<!\w)(?:sms|scam\w*|phishing|timo|estafa|arnaque\w*|betrug\w*|oszust\w*|шахра\w*|not (?:my|mine)|no es m[íi]o|"
    r"nicht mein\w*|pas (?:ma|mon|à moi)|nie (?:m[óo]j|moje)|не (?:мій|моя|моє)|example|ejemplo|beispiel|muster\w*|"
    r"przyk[łl]ad\w*|exemple|приклад\w*)(?!\w)"
)
# the words that may stand between the fine and its plate: the car and its article or possessive
_GAP_WORDS = frozenset(
    "for on to the my our car van para por en el la mi nuestro coche carro moto furgoneta furgo na za moje mój moj "
    "auto samochód samochod wagen fahrzeug das den mein meinen pour ma mon notre voiture на за мою мій машину авто "
    "автомобіль".split())
_WORD = re.compile(r"\w+")


def find_fined_plates(t: str, base: ModuleType) -> list[Finding]:
    """Identity findings on the plates of normalised `t` that follow the writer's fine (see the doc). `base` is
    identity.py (its plate pattern)."""
    for cue in FINED.finditer(t):
        m = base._BARE_PLATE.search(t, cue.end(), cue.end() + 60)
        if m is None or any(w.lower() not in _GAP_WORDS for w in _WORD.findall(t, cue.end(), m.start())):
            continue
        start, end = stop_bounds(t, cue.start(), m.end(), "!?\n", "!?\n")
        if made_up(t, start, end) or _NOT_OWN.search(t, start, end) or STORY.search(t, start, end):
            continue
        return [Finding(Kind.IDENTITY, _REASON, m.start("plate"), m.end("plate"))]
    return []
