"""A disclosure about the writer's relative, partner or friend told in the sentence after the one that names them
(round 27, rlong: long messages).

The disclosure rules judge a sentence by whom it names: "My brother lives in Lviv. He has had diabetes since he was a
child." names the brother in the first sentence and tells the condition in the second, whose subject is only "he" (or
nothing at all in the languages that drop it: "Mi hermano vive en Sevilla. Tiene esquizofrenia ...", "Mój brat mieszka
w Gdańsku. Jest gejem ..."). The second sentence then speaks of nobody and the rules let it go; long messages are
written that way.

Here a sentence that opens (within its first four words) with a third-person subject pronoun, or with a verb of
state in the third person where the language drops the pronoun, and that names no one of its own before it, is read
together with the sentence before it when that one names the writer's relative, partner, friend or colleague
(disclosures.py's own reading of "whose"): the stop between them becomes a comma (the same length, so spans stay)
and the rules run again; their findings over the carried sentence are kept. A run of such sentences carries the same
person on.
Green limits: a carried sentence about the people the person's job deals with (patients, pupils, clients, a ward)
is not carried ("Mi madre es profesora. Ella explica el cáncer a sus alumnos"); the rules judge the joined sentence as they judge any sentence (a topic, a hedge, a question, a
negation, a public figure stay green); a sentence with a subject of its own ("Diabetes is common on his ward", "The
doctor says ...") is not carried; only where the rules found nothing in the message.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.findings import Finding, lower_keep_length
from app.core.memory.privacy.detector.folding import fold_letters
from app.core.memory.privacy.detector.gates import gated
from app.core.memory.privacy.detector.model_windows import sentence_spans

# the writer's own people, with a possessive: "my brother", "mi madre", "ma sœur", "мій брат", "моя сестра", "mein Vater"
_PERSON = re.compile(fold_letters(
    r"(?<!\w)(?:my|our|mein\w*|unser\w*|mi|mis|nuestr[oa]s?|mon|ma|mes|notre|nos|m[oó]j|moja|moi|moje\w*|moim|nasz\w*|"
    r"мій|моя|мої|мого|моєї|наш\w*|мой|моей|моего|мои)\s+(?:\w+\s+)?(?:"
    r"brother|sister|mum|mom|mother|dad|father|son|daughter|husband|wife|partner|boyfriend|girlfriend|friend|uncle|aunt|"
    r"cousin|grandma|grandmother|grandpa|grandfather|niece|nephew|colleague|flatmate|"
    r"bruder|schwester|mutter|mama|vater|papa|sohn|tochter|mann|frau|freund|freundin|partner\w*|onkel|tante|cousin\w*|"
    r"oma|opa|kolleg\w*|"
    r"hermano|hermana|madre|mamá|padre|papá|hijo|hija|marido|mujer|esposo|esposa|pareja|novio|novia|amig[oa]|tío|tía|"
    r"prim[oa]|abuel[oa]|compañer[oa]|"
    r"frère|sœur|soeur|mère|père|fils|fille|mari|femme|conjoint\w*|copain|copine|ami|amie|oncle|tante|cousin\w*|"
    r"grand-mère|grand-père|collègue|"
    r"brat\w*|siostr\w*|mam[aąy]|tat[aąy]|ojc\w*|syn\w*|córk\w*|mąż|męż\w*|żon[aąy]|partner\w*|chłopak\w*|"
    r"dziewczyn\w*|przyjaci\w*|wuj\w*|cioci?\w*|kuzyn\w*|babci?\w*|dziad\w*|koleg\w*|koleżank\w*|"
    r"брат\w*|сестр\w*|мам\w*|мат\w*|тат\w*|бать\w*|отец|отц\w*|папа|син\w*|сын\w*|доньк\w*|доч\w*|чолові\w*|"
    r"муж\w*|дружин\w*|жен\w*|хлопц\w*|хлопець|парень|дівчин\w*|девушк\w*|друг\w*|подруг\w*|дяд\w*|тіт\w*|"
    r"тет\w*|бабус\w*|бабушк\w*|дід\w*|дедушк\w*|колег\w*)(?!\w)", True))


def names_person(t: str, start: int, end: int) -> bool:
    """Whether t[start:end] names one of the writer's relatives, partners, friends or colleagues."""
    return _PERSON.search(lower_keep_length(t), start, end) is not None

# a third-person subject, or a pro-drop verb of state, among a sentence's first four words
# (not Polish "on", "one", "ma": English "on", "one", French "ma")
_SUBJECT = (r"(?:he|she|they|er|sie|il|elle|ils|elles|él|ella|ellos|ellas|ona|oni|він|вона|"
    r"вони|он|она|они|tiene|está|padece|sufre|debe|lleva|jest|choruje|cierpi|leczy|bierze|має|хворіє|страждає|"
    r"лікується|болеет|страдает|лечится)(?!\w)")
_CARRIED = re.compile(fold_letters(r"\W*(?:[^\W\d_]+\W+){0,3}?" + _SUBJECT, True))
_PERSON_GATE = gated(_PERSON)
_CARRIED_GATE = gated(re.compile(fold_letters(r"(?<!\w)" + _SUBJECT, True)))
# a person of its own before the pronoun ("The doctor says he ...", "Mein Arzt meint, er ...") is that person's sentence
_OWN_SUBJECT = re.compile(r"[A-ZÀ-ÖØ-ÞĄĆĘŁŃÓŚŹŻА-ЯІЇЄҐ][\w'-]+")
# the people a job deals with: "Ella explica el cáncer a sus alumnos", "He sees overdoses in his patients" - the person's
# work, not their life
_AT_WORK = re.compile(fold_letters(
    r"(?<!\w)(?:patients?|pacientes?|patient\w*|pacjent\w*|пацієнт\w*|пациент\w*|students?|pupils?|alumn[oa]s|"
    r"schüler\w*|uczni\w*|uczennic\w*|учн\w*|учени\w*|élèves?|étudiants?|clients?|clientes?|kunden|klient\w*|клієнт\w*|"
    r"клиент\w*|class|klass\w*|clase|classe|klas\w*|клас\w*|ward|station|planta|oddzia\w*|відділенн\w*|отделени\w*)"
    r"(?!\w)", True))
# the sentences: model_windows' split (a stop not after a digit, "3.5" stays inside; a line break; the rest of the text
# is the last sentence), one linear pass
sentences = sentence_spans


def _carried(t: str, low: str, start: int, end: int) -> bool:
    m = _CARRIED.match(low, start, end)
    if m is None:
        return False
    words = list(_OWN_SUBJECT.finditer(t, start, m.end()))
    return len(words) <= 1 and (not words or t[start:words[0].start()].strip() == "")  # only its first word capitalised


def find_carried(t: str, find: Callable[[str], list[Finding]],
                 names: Callable[[str, int, int], bool] = names_person) -> list[Finding]:
    """The rules' findings (`find`) over sentences of `t` that carry the person the sentence before them names
    (`names(t, start, end)`: whether t[start:end] names the writer's relative, partner, friend or colleague)."""
    low = lower_keep_length(t)
    if not _CARRIED_GATE.search(low):
        return []
    if names is names_person and _PERSON_GATE.search(low) is None:
        return []  # nobody of the writer's is named in any sentence (a sentence ends before a space or the text's end)
    spans = sentences(t)
    if len(spans) < 2:
        return []
    chars: list[str] | None = None
    carried: list[tuple[int, int]] = []
    named = False
    for i, (s, e) in enumerate(spans):
        if i and named and _carried(t, low, s, e) and not _AT_WORK.search(low, s, e):
            prev_end = spans[i - 1][1]
            stop = prev_end
            while stop > spans[i - 1][0] and t[stop - 1] in ".!?":
                stop -= 1
            if stop == prev_end:
                named = False
                continue  # (a line break between them: a list, not a story)
            if chars is None:
                chars = list(t)
            chars[stop:prev_end] = "," * (prev_end - stop)
            carried.append((s, e))
            continue  # the person is carried on to the next sentence
        named = names(t, s, e)
    if chars is None:
        return []
    return [f for f in find("".join(chars)) if any(s < f.end and f.start < e for s, e in carried)]
