"""An institution's number for one of its members, tied to the person (round 30): an employee's, a staff member's,
a payroll or personnel number ("Personalnummer 0041873 von Sabine Lorenz", "Priya Venkataraman, employee no.
E-448172", "Jestem Anna Nowak, numer pracowniczy 30117", "табельний номер 10482 — Олег Ткач"), and a student's number
in the wordings the ID keywords of numbers.py do not list ("Je suis Apolline Mercadier, n° étudiant 22104387",
"Soy Álvaro Quintanilla, expediente UCM 20231457", "nr indeksu 287451", "Matrikel-Nr. 5447830", "номер залікової
книжки 12708436").

Alone the number means something only inside the employer or the university (work_badges.py keeps "my badge number
is ..." green for the learned model); with the holder's full name beside it, it is that person's record there. So a
value after one of these labels is red when, in the same sentence, a person is named (a listed given name and a
capitalised surname, or a self-introduction "I'm / je suis / soy / jestem / ich bin / я" and two capitalised words,
or two capitalised words right before the label or after the value with "von / de / of"). A student's number is red
as numbers.py reads its student labels (a university's number is that student's wherever it is given); a bare
"expediente" is any office's file, a student's only with a university's acronym ("expediente UCM 2023...").
Round 48 (rids): or with a study named in the message ("Soy Andrea ..., expediente 2836..., grado en Enfermería", "de la
facultad", "máster en"); a court's, a town hall's or a grant application's expediente stays green.

Green limits: a course code, a room, a ticket's, a case's or an order's number has none of these labels; a company's
own registration number neither; a label with no value, a value without a digit, a year, an amount; a template's
placeholder ("[ID]") has no digit; a "sample", "demo" or "test" value before it (lookalike_before).
Gated on the labels' stems, then on a digit.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.context import lookalike_before
from app.core.memory.privacy.detector.findings import speed_up
from app.core.memory.privacy.detector.person_papers import given_name

# (lower-cased text) the labels; "staff" and "student" also as "staff/student ID", "emp. no."
_EMPLOYEE = (
    r"(?:employee|staff|payroll|personnel|works|emp\.?)\s?(?:number|no\.?|nr\.?|id|#|ref(?:erence)?)|"
    r"personal-?(?:nummer|nr\.?)|personalnr\.?|mitarbeiter-?(?:nummer|nr\.?|id)|"
    r"nu?me?r\.?\s(?:pracownika|pracowniczy|kadrowy|ewidencyjny|służbowy|personalny)|"
    r"n[uú]mero de (?:emplead[oa]|trabajador[a]?|personal|n[oó]mina)|n\.?[ºo°]\.?\s?(?:de )?(?:emplead[oa]|trabajador[a]?|personal)|"
    r"matricule(?:\s(?:salari[ée]e?|agent|employ[ée]e?|rh))?|num[ée]ro (?:d['’]employ[ée]e?|de salari[ée]e?|d['’]agent|de matricule|de personnel)|"
    r"n°\s?(?:d['’]employ[ée]e?|de salari[ée]e?|d['’]agent|de matricule)|"
    r"табельн\w*(?:\s(?:номер|№))?|номер (?:працівника|співробітника|сотрудника|робітника|работника)"
)
_STUDENT = (
    r"student(?:s['’])?\s?(?:number|no\.?|nr\.?|id|#|card number|registration number)|matriculation (?:number|no\.?)|"
    r"enrol?ment (?:number|no\.?)|"
    r"matrikel-?(?:nummer|nr\.?)|matrikelnr\.?|studierenden-?(?:nummer|nr\.?)|studenten-?(?:nummer|nr\.?)|"
    r"nu?me?r\.?\s(?:albumu|indeksu|legitymacji studenckiej)|"
    r"n[uú]mero de (?:expediente|estudiante|alumn[oa])|expediente(?: acad[eé]mico)?|n\.?[ºo°]\.?\s?(?:de )?expediente|"
    r"carn[eé]t? de estudiante|"
    r"num[ée]ro (?:d['’])?[ée]tudiant|n°\s?(?:d['’])?[ée]tudiant|num[ée]ro ine|n°\s?ine|carte (?:d['’])?[ée]tudiant(?:e)?|"
    r"номер залікової(?: книжки)?|залікова книжка|залікової книжки|номер студентськ\w*(?: квитка)?|студентськ\w* квит\w*|"
    r"номер зач[её]тн\w*(?: книжки)?|зач[её]тк\w*|номер студенческ\w*(?: билета)?|студенческ\w* билет\w*"
)
_LABEL = re.compile(r"(?<![^\W_])(?:(?P<emp>" + _EMPLOYEE + r")|(?P<stu>" + _STUDENT + r"))(?![^\W_])")
# the labels' stems, one of them (a substring test each: most messages hold none)
GATE_WORDS = ("employ", "emplead", "trabajador", "staff", "payroll", "personnel", "works ", "emp", "personal", "mitarbeiter", "pracown", "kadrow",
              "ewidencyj", "służbow", "nómina", "nomina", "matricul", "salari", "agent", "табельн", "працівник",
              "співробітник", "сотрудник", "робітник", "работник", "student", "enrol", "matrikel", "studierend",
              "albumu", "indeksu", "legitymac", "expedient", "alumn", "estudiant", "tudiant", "ine", "залік", "студент",
              "зач")
_CAP_WORD = r"[A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐ][a-zß-öø-ÿąćęłńóśźżа-яєіїґ'’\-]+"
# after the label: an institution's acronym ("expediente UCM"), a connector, then the value: a few letters and digits
_VALUE_AFTER = re.compile(
    # the holder between: "número de empleado de Carmen Vidal es ...", "Personalnummer von Frau Lang: ..."
    r"(?:\s(?:de|del|von|vom|of|dla|для|у|від)\s(?:(?:Herrn?|Frau|Mr|Mrs|Ms|Dr|M|Mme|pan[ia]?|señora?|sr|sra)\.?\s)?"
    + _CAP_WORD + r"(?:\s" + _CAP_WORD + r")?,?)?"
    r"(?:\s(?:de la |de l['’]|del |de |of |der |des |at |w |na |в |у )?(?P<inst>[A-ZÀ-ÞА-ЯІЇЄ][A-Za-zÀ-ÿА-Яа-яІЇЄіїє]{1,11})(?=[\s:]))?"
    r"(?:\s?(?:is|was|ist|lautet|war|es|est|era|c['’]est|to|jest|це|это|є|:|—|–|-|=|#|№|n°|nr\.?|no\.?))*"
    r"\s?(?:the |le |el |la |die )?(?:[#№]\s?)?"
    r"(?P<value>(?:[A-ZА-ЯІЇЄ]{1,3}[\-\s]?(?:№\s?)?)?\d[\d\-/]{2,14}\d[A-Z]?)(?![\w\-/])"
)
_CAP = r"[A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐ][a-zß-öø-ÿąćęłńóśźżа-яєіїґ'’\-]+"
_FULL_NAME = re.compile(r"(?<![\w'’])(" + _CAP + r")\s+(?:[A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐ]\.\s+)?(" + _CAP + r")")
# the writer introducing themself: "I'm ...", "je suis ...", "soy ...", "jestem ...", "ich bin ...", "я ...", "my name is"
_INTRO = re.compile(
    r"(?i:(?<![\w'’])(?:i['’]m|i am|my name is|this is|je suis|je m['’]appelle|moi c['’]est|soy|me llamo|mi nombre es|"
    r"jestem|nazywam się|ich bin|ich heiße|mein name ist|hier ist|я|мене звати|меня зовут|це|это)\s+)"
    + _CAP + r"\s+" + _CAP
)
# (not the dot of a title or an initial: "M. Hugo Bertrand", "Dr. Anna Weber", "Nr. 4471")
_SENTENCE_BREAK = re.compile(r"(?<![\s(][A-ZА-Я])(?<!Mr)(?<!Dr)(?<!Ms)(?<!Sr)(?<!Mrs)(?<!Mme)(?<!Hr)(?<!Fr)(?<![Nn]r)(?<![Nn]o)"
                             r"[.!?\n](?:\s|$)")
# a name nobody listed, right beside the label or the value: "Ellis Pennock, staff number ...", "... 0041873 von Jan
# Kowalski", "... de la señora Quintanilla" is not needed: a listed given name is read anywhere in the sentence
_NAME_AT_LABEL = re.compile(r"(?<![\w'’])(" + _CAP + r")\s+(" + _CAP + r")\s?[,:(–—-]?\s?$")
_NAME_AFTER_VALUE = re.compile(r"\s?,?\s?(?:von|vom|of|for|de|del|du|dla|для|від|от|у)\s+(?:(?:Herrn?|Frau|Mr|Mrs|Ms|Dr|M|Mme|"
                               r"pan[ia]?|señora?|sr|sra|пана|пані)\.?\s+)?(" + _CAP + r")\s+(" + _CAP + r")")
_GREETING = frozenset("""
dear hello hi hey team hallo liebe lieber sehr hola estimado estimada bonjour cher chère cześć witam szanowni szanowny
шановний шановна привіт добрий здравствуйте note write draft please bitte por favor merci dzięki
""".split())
# not the name: an organisation's words or a month ("Lyon 2", "Universidad Complutense" are no person)
_NOT_PERSON = frozenset("""
universidad université universität university uniwersytet університет университет politechnika hochschule school
escuela école szkoła школа lyceum lycée instituto institut institute college colegio collège akademia academy
january february march april june july august september october november december
""".split())


def _sentence(text: str, start: int, end: int) -> tuple[int, int]:
    a = max(0, start - 140)
    cuts = list(_SENTENCE_BREAK.finditer(text, a, start))
    cut = cuts[-1] if cuts else None
    lo = cut.end() if cut is not None else a
    m = _SENTENCE_BREAK.search(text, end, min(len(text), end + 140))
    return lo, m.start() if m else min(len(text), end + 140)


def _named(text: str, lo: int, hi: int, skip: tuple[int, int]) -> bool:
    """Is a person named between `lo` and `hi` (outside the label and value at `skip`)?"""
    for m in _FULL_NAME.finditer(text, lo, hi):
        if skip[0] <= m.start() < skip[1]:
            continue
        first, last = m.group(1), m.group(2)
        if first.lower() in _NOT_PERSON or last.lower() in _NOT_PERSON:
            continue
        if given_name(first) or given_name(last):
            return True
    return _INTRO.search(text, lo, hi) is not None


def _beside(text: str, start: int, end: int) -> bool:
    """A name nobody listed right before the label or right after the value."""
    for n in (_NAME_AT_LABEL.search(text, max(0, start - 50), start), _NAME_AFTER_VALUE.match(text, end)):
        if n is not None and not {n.group(1).lower(), n.group(2).lower()} & (_NOT_PERSON | _GREETING):
            return True
    return False


# (round 32) a template or a mock-up filled with made-up data: its numbers are filler (on lower-cased text)
_DUMMY_DATA = re.compile(
    r"\b(?:dummy|fake|sample|placeholder|made-up|made up|fictional|fictitious|mock|test|example)\s(?:data|details|values|"
    r"entries|employees?|records?|people|persons?)\b|\b(?:dummy|beispiel|test|fantasie|platzhalter)-?daten\b|"
    r"\bdatos\s(?:ficticios|falsos|de\s(?:ejemplo|prueba))\b|\bdonn[ée]es\s(?:fictives|factices|bidon|d['’]exemple|de\stest)\b|"
    r"\bdan(?:e|ymi|ych)\s(?:fikcyjn\w*|przykładow\w*|testow\w*|zmyślon\w*)|(?:вигадан|тестов|фіктивн|фиктивн|вымышленн)\w*\s+дан\w*"
)


# (round 48, rids) a study named in the message makes a bare "expediente" the student's file: "Soy Andrea ..., expediente
# 28363145, grado en Enfermería", "expediente 4471203 de la facultad" (lower-cased text; not a grant's or a university's
# office file: "Mi solicitud de beca tiene el número de expediente BEC-2025-...")
_STUDIES = re.compile(r"(?<![^\W\d_])(?:grado en|carrera de|facultad|certificado acad[ée]mico|"
                      r"asignatura\w*|m[áa]ster en|doctorado|tfg|tfm|secretar[ií]a acad[ée]mica|alumn[oa] de)(?![^\W\d_])")


def find_member_numbers(text: str, low: str, add: Callable[[str, int, int], None]) -> None:
    """Call add(reason, start, end) for each employee's or student's number tied to a person (see the module's doc)."""
    if not any(w in low for w in GATE_WORDS):
        return
    for m in _LABEL.finditer(low):
        v = _VALUE_AFTER.match(text, m.end())
        if v is None:
            continue
        value = v.group("value")
        digits = re.sub(r"\D", "", value)
        if len(digits) < 4 or re.fullmatch(r"(?:19|20)\d\d", digits) or lookalike_before(text, m.start()):
            continue
        if _DUMMY_DATA.search(low):
            continue  # (round 32) "a payslip template with dummy data: John Doe, ..., employee no. 000123": filler
        student = m.group("stu") is not None
        stu = m.group("stu") or ""
        if "expediente" in stu and "acad" not in stu and not (v.group("inst") and v.group("inst").isupper()) \
                and not _STUDIES.search(low):
            continue  # "(número de) expediente" is a file at any office or court: a student's with a university's acronym ("UCM")
        if student or _named(text, *_sentence(text, m.start(), v.end()), v.span("value")) \
                or _beside(text, m.start(), v.end()):
            add("student ID number" if student else "employee number", *v.span("value"))


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
