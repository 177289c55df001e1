"""Violence heard at the neighbours' (round 26): "I hear shouting next door, who should I call?", "Słyszę przez ścianę,
że sąsiad bije żonę", "Sąsiadka pyta, gdzie zadzwonić, jeśli podejrzewa przemoc w rodzinie za ścianą", "Schreie bei
den Nachbarn", "des cris chez les voisins", "за стіною в сусідів крики".

A witness asking where to report, or passing on a neighbour's question about a helpline, tells nothing of the
writer's own home or relationships; the people concerned are unnamed. `drop_neighbour_violence` drops the
"intimate or private life" findings of such a message.
Green limits: only when the violence is placed at the neighbours' (next door, through the wall, the neighbours) and
the message has no first-person object or family possessive ("me", "mnie", "mich", "mi marido", "mon mari", "мене")
and no person named (a known given name and a capitalised word): "my neighbour hits me", "mój mąż mnie bije, sąsiedzi słyszą", "Jan
Kowalski bije żonę" stay red.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.vocab.names import FIRST_NAMES

_NEIGHBOURS = re.compile(
    r"(?i)next door|neighbou?r|through the wall|za ścian\w*|przez ścian\w*|sąsiad\w*|sasiad\w*|nebenan|nachbar\w*|"
    r"durch die wand|vecin[oa]s?|al lado|voisin\w*|à côté|за стін\w*|сусід\w*|за стен\w*|сосед\w*")
_FIRST_PERSON = re.compile(
    r"(?i)(?<![\w'’])(?:me|my|mine|us|our|mnie|mną|mi|mój|moja|moje|mojego|mojej|moim|nas|nasz\w*|mich|mir|mein\w*|uns|"
    r"unser\w*|mis|nos|nuestr\w*|moi|mon|ma|mes|nous|notre|мене|мені|мій|моя|моє|мого|моєї|нас|наш\w*|меня|мне|мой|"
    r"моё|моего|моей)(?![\w'’])|(?<!\w)m['’]")
_NAMED = re.compile(r"(?<=[a-ząćęłńóśźżäöüßéèàçñа-яєіїґё,;:] )[A-ZĄĆĘŁŃŚŹŻÄÖÜА-ЯЄІЇҐЁ][a-ząćęłńóśźżäöüßéèàçñа-яєіїґё]+ "
                    r"[A-ZĄĆĘŁŃŚŹŻÄÖÜА-ЯЄІЇҐЁ][a-ząćęłńóśźżäöüßéèàçñа-яєіїґё]+")


# the writer as the one asked or told: "une voisine me demande", "she asked me", "sąsiadka mnie pyta", "fragt mich"
_ASKED_ME = re.compile(
    r"(?i)(?<!\w)(?:me (?:demande|a demandé|dit|a dit|pregunta|preguntó|ha preguntado|dijo|ha dicho|escribió)|"
    r"(?:asked|asks|told|tells|texted|messaged) me|mnie (?:pyta|zapytała?|prosi)|(?:pyta|zapytała?|prosi) mnie|"
    r"fragt mich|hat mich gefragt|mich gefragt|erzählte mir|mir erzählt|мене (?:питає|запитала?|просить)|"
    r"меня (?:спрашивает|спросила?|просит))(?!\w)")


# the violence itself (the finding must be about it: an affair with the neighbour is the writer's own life)
_VIOLENCE = re.compile(
    r"(?i)violen\w*|abuse\w*|abusive|hit(?:s|ting)?|beat(?:s|ing)?|shout\w*|scream\w*|gewalt\w*|schläg\w*|schlägt|"
    r"schrei\w*|przemoc\w*|bij[eąa]\w*|krzyk\w*|maltrat\w*|golpe\w*|grit\w*|peg[ao]\w*|cris|frapp\w*|"
    r"насильств\w*|насили\w*|б['’]є|бьёт|бьет|крик\w*|побо\w*")


# the neighbours' love life told as gossip is another class (hearsay.py): an affair word keeps the finding
_AFFAIR = re.compile(r"(?i)kochank\w*|romans\w*|lover|affair|cheat\w*|geliebte\w*|affäre|amante|maîtresse|liaison|"
                     r"коханк\w*|коханц\w*|любовни\w*|зрад\w*|измен\w*|zdradz\w*|betr[üu]g\w*|engañ\w*|tromp\w*")


def drop_neighbour_violence(t: str, told: list[Finding]) -> list[Finding]:
    """`told` without its intimate-life findings when the message places them at unnamed neighbours' and not at home."""
    if not any(f.kind is Kind.RELATIONSHIP for f in told) or _FIRST_PERSON.search(_ASKED_ME.sub(" ", t)) or _AFFAIR.search(t) or any(
            n.group().split()[0] in FIRST_NAMES for n in _NAMED.finditer(t)):
        return told
    return [f for f in told if f.kind is not Kind.RELATIONSHIP or not _NEIGHBOURS.search(t, f.start, f.end)
            or not _VIOLENCE.search(t, f.start, f.end)]
