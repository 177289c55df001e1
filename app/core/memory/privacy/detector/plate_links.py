"""A licence plate whose owner is said in the sentence before or after it (round 26).

Longer messages put the car and its owner in one sentence and the plate in the next ("Sąsiad, Ryszard Pietrzyk,
parkuje swoje audi pod blokiem. Rejestracja to WE 4829K", "My neighbour Gethin Price blocks the lane with his van.
Reg is CU68 RWB"), or a fine's plate first and whose car it is after ("... vehicle LB19 XTF was caught speeding. It
is my car", "АА 4721 КН ... Це моя машина", "C'est la voiture de ma sœur"). identity.py reads the owner in the
plate's own sentence only; here the sentence right before or right after may hold it.
Green limits: the plate's own sentence must speak of a plate or a vehicle; the other sentence must hold an owned
vehicle - the writer's ("my car", "mein Auto", "el coche es mío"), a relative's ("la voiture de ma sœur", "машина
моего отца"), or a named person's with his or her possessive ("swoje audi", "his van", "seinen Transporter") - not a
bare name next to a car ("Chris Evans reviewed the new Tesla") nor a neighbour unnamed. Made-up plates (adverts,
games, samples) stay green (identity_plates.made_up).
"""
from __future__ import annotations

import re
from types import ModuleType

from app.core.memory.privacy.detector import name_letters
from app.core.memory.privacy.detector.findings import Finding, Kind

_PLATE_WORD = re.compile(
    r"(?i)plate|\breg\b|registration|rejestrac|tablic|kennzeichen|nummernschild|matr[ií]cula|placa|immatricul|plaque|"
    r"номер|знак"
)
# the writer's own vehicle: "my car", "mein Auto", "moje auto", "mi coche", "ma voiture", "моя машина" (the possessive
# right before the vehicle word, an adjective or a quote between), or "it is mine" after it
_GAP = r"\s+(?:[^\W\d_]+\s+)?[«\"„“']?$"
_MINE_BEFORE = re.compile(
    r"(?i)(?<!\w)(?:my|mój|moje|moja|mojego|mojej|mein|meine|meinem|meinen|mi|ma|mon|мій|моя|моє|мою|мой|моё|мою|наш|наша|"
    r"our|nasz|nasze|naszego|unser|unsere|unseren|nuestro|nuestra|notre)" + _GAP)
_MINE_AFTER = re.compile(r"(?i)\W{0,3}(?:\w+\s+){0,2}(?:is mine|es mío|es mía|est à moi|jest moje|jest mój|ist meins|"
                         r"ist meiner|на мене|на меня|registered to me|na mnie|auf mich)(?!\w)")
# a relative's: "машина моего отца", "la voiture de ma sœur", "samochód mojej mamy", "das Auto meiner Frau"
_RELATIVE_AFTER = re.compile(
    r"(?i)\s+(?:of my|de ma|de mon|de mi|mojej|mojego|meiner|meines|моего|моей|мого|моєї|мо(?:го|єї))\s+\w+")
# a third person's possessive right before the vehicle: "his van", "swoje audi", "seinen Transporter", "su furgoneta",
# "свою серую «Камри»"
_THEIRS_BEFORE = re.compile(
    r"(?i)(?<!\w)(?:his|her|their|swo\w+|jego|jej|sein\w*|ihr\w*|su|sus|son|sa|ses|свою|свій|своє|свое|свой|своя|"
    r"його|її|его|её)" + _GAP)
_SENTENCE_END = re.compile(r"[.!?\n]+(?=\s|$)")
_PAIR_UP = name_letters.UP
_PAIR_LOW = name_letters.LOW + "'’"
_PAIR = re.compile(rf"(?<![\w-])(?P<first>[{_PAIR_UP}][{_PAIR_LOW}]+)\s+(?P<last>[{_PAIR_UP}][{_PAIR_LOW}]+)")
# (round 29) a title between: "auto pana Witolda Gajewskiego", "das Auto von Herrn Jonas Weber", "el coche del señor ...",
# "la voiture de M. Julien Marchal", "машина пана Андрія ..."
_TITLES = (r"pana|pani|państwa|herrn?|frau|mr\.?|mrs\.?|ms\.?|se[ñn]or[a]?|sr\.?|sra\.?|don|doña|monsieur|madame|m\.|mme|"
           r"пана|пані|господина|госпожи")
_OF_PERSON = re.compile(rf"\s+(?:(?:de|von|vom|del|of|od|від|от)\s+)?(?:(?i:{_TITLES})\s+)?(?P<first>[{_PAIR_UP}][{_PAIR_LOW}]+)\s+"
                        rf"(?P<last>[{_PAIR_UP}][{_PAIR_LOW}]+)")


def _sentences(text: str) -> list[tuple[int, int]]:
    out = []
    start = 0
    for m in _SENTENCE_END.finditer(text):
        out.append((start, m.end()))
        start = m.end()
    if start < len(text):
        out.append((start, len(text)))
    return out


def linked_plates(text: str, base: ModuleType) -> list[Finding]:
    """Plates (read by identity.py's plate patterns) whose owner is in the sentence right before or after."""
    found: list[Finding] = []
    sentences = None
    for m in [*base._BARE_PLATE.finditer(text), *base._PLATE.finditer(text)]:
        plate = m.group("plate")
        if (base._YEARISH.match(plate) or not any(c.isdigit() for c in plate) or not any(c.isalpha() for c in plate)
                or base._MADE_UP_DIGITS.search(plate)) or ("glued" in m.groupdict() and m.group("glued")):
            continue
        if sentences is None:
            sentences = _sentences(text)
        i = next((k for k, (s, e) in enumerate(sentences) if s <= m.start("plate") < e), -1)
        if i < 0:
            continue
        s, e = sentences[i]
        if not (_PLATE_WORD.search(text, s, e) or base._VEHICLE.search(text, s, e)
                or base.plates.driving_in(text, s, e)) or base.plates.made_up(text, s, e):
            continue
        if any(0 <= k < len(sentences) and _owned_vehicle(text, *sentences[k], base) for k in (i - 1, i + 1)) or (
                i > 0 and _carries_subject(text, s, e) and _names_person(text, *sentences[i - 1], base)):
            found.append(Finding(Kind.IDENTITY, "licence plate with its owner", m.start("plate"), m.end("plate")))
    return found


# (round 28) the plate's sentence goes on about the person the sentence before named, its subject dropped or a pronoun:
# "Sąsiad ..., Marek Pawlak, codziennie parkuje ... Jeździ szarym oplem o numerach ...", "... a guy called Nathan Orr.
# Drives a black Ranger, plate ...", "La del tercero se llama Marisa Pardo. Conduce un Peugeot ...", "Er fährt ..."
_PRONOUN = frozenset("he she er sie il elle él ella on ona він вона он она".split())
_HAS_VERBS = frozenset(
    "drives drove has had owns parks parked leaves left keeps uses blocks bought "
    "jeździ ma parkuje stawia zostawia posiada używa zastawia blokuje kupił kupiła jeździł jeździła miał miała "
    "fährt fuhr hat hatte parkt parkte stellt lässt besitzt nutzt blockiert "
    "conduce tiene aparca deja maneja usa lleva compró bloquea aparcó dejó "
    "conduit roule gare laisse possède utilise bloque stationne "
    "їздить має паркує ставить залишає водить купив купила блокує "
    "ездит имеет паркует ставит оставляет водит купил купила блокирует".split())
_OPENING = re.compile(r"[\s«\"„“'(\-–—]*([^\W\d_]+)(?:\s+([^\W\d_]+))?")


def _carries_subject(text: str, s: int, e: int) -> bool:
    """The sentence text[s:e] opens with a pronoun, or with a verb of driving or having (an adverb may come first)."""
    m = _OPENING.match(text, s, e)
    if m is None:
        return False
    first = m.group(1).lower()
    second = (m.group(2) or "").lower()
    return first in _PRONOUN or first in _HAS_VERBS or second in _HAS_VERBS


def _names_person(text: str, s: int, e: int, base: ModuleType) -> bool:
    """The sentence text[s:e] names a person by name and surname: a known given name (in any case), a relative's or
    a neighbour's name, or the writer's ex's."""
    for n in _PAIR.finditer(text, s, e):
        first, last = n.group("first"), n.group("last")
        if not base._is_person_name(first, last) or base._is_placeholder(text, first + " " + last, None):
            continue
        if (base._given_name(first) or base.plates.genitive_name(first, base._given_name)
                or base._RELATIVE.search(text, s, e) or base._OWNER_WORD.search(text, s, n.start())
                or base.plates.ex_partner(text, s, e)):
            return True
    return False


def _owned_vehicle(text: str, s: int, e: int, base: ModuleType) -> bool:
    """The sentence text[s:e] speaks of a vehicle somebody owns: the writer, a relative, or a person named in it."""
    for v in base._VEHICLE.finditer(text, s, e):
        before = text[max(s, v.start() - 30):v.start()]
        after = text[v.end():min(e, v.end() + 25)]
        if _MINE_BEFORE.search(before) or _MINE_AFTER.match(after) or _RELATIVE_AFTER.match(after):
            return True  # "my car", "el coche es mío", "машина моего отца", "la voiture de ma sœur"
        n = _OF_PERSON.match(after)  # (round 28) "To auto Marka Pawlaka", "la voiture de Julien Marchal", "машина Андрія ..."
        if n and base._is_person_name(n.group("first"), n.group("last")) and (
                base._given_name(n.group("first")) or base.plates.genitive_name(n.group("first"), base._given_name)) \
                and not base._is_placeholder(text, n.group("first") + " " + n.group("last"), None):
            return True
        if _THEIRS_BEFORE.search(before) and (base._RELATIVE.search(text, s, e) or any(
                base._is_person_name(n.group("first"), n.group("last"))
                and not base._is_placeholder(text, n.group("first") + " " + n.group("last"), None)
                for n in _PAIR.finditer(text, s, v.start()))):
            return True  # "Sąsiad, Ryszard Pietrzyk, parkuje swoje audi", "my neighbour Gethin Price ... his van"
    return False
