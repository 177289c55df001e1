"""Sensitive facts stated bare, with no "I have" or "she is" before them (round 29, rdisc): as a field of a named
person's pasted record, or as the verdict a result or a doctor delivered.

The sentence rules of disclosures.py want the condition, the party or the faith said of someone ("Meine Mutter hat
Brustkrebs", "Je suis déléguée syndicale CGT"); form_answers.py reads answers only in a message that names a form.
Two families state the fact as a bare value instead, and the owner stands elsewhere in the message:

- a record pasted to be checked, merged or filled in, whose person field holds a name ("Name: Derek Holloway",
  "Nom : Quentin Royer", "Imię i nazwisko: Grzegorz Lis", "ПІБ батька: Ігор Семенюк") and whose other fields hold
  the fact: "Party: Reform UK", "Pathologie : diabète de type 1", "Afiliación: Podemos", "Mandat : déléguée syndicale
  CGT", "Funkcja: przewodniczący komisji zakładowej NSZZ", "Причина: ми адвентисти сьомого дня"; a value is judged by
  form_answers.py's reading ("I have ..." / "I am ..."), by a party or union named in a party, role or membership
  field, or by a faith or condition label's field;
- a diagnosis delivered as a verdict ("Letzten Dienstag kam der Befund: Brustkrebs", "Лікарі нарешті сказали прямо:
  епілепсія", "On a eu les résultats ... C'est bien la maladie d'Alzheimer", "The biopsy came back: lymphoma"): after
  a result or a doctor's word, the phrase that follows a colon, a dash or "it's / c'est / es / to / це / это" (within
  the next sentence) is judged as "I have ..."; the message must name its owner (the writer, a relative, a friend).

Green limits: a blank or placeholder value ("Party: ____", "[diagnosis]", "none"), a sample, a template, fiction or
the topic in general (SAMPLE, lived_acts' NOT_ANYONES), a question about a field, a placeholder person ("Jan
Kowalski"), a verdict with no owner ("Study results: diabetes rises"), a negated or hoped-against verdict ("results:
no cancer", "hopefully not epilepsy"), a department or employer ("Department: Oncology").
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.addressed_letters import SAMPLE
from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_compiled
from app.core.memory.privacy.detector.form_answers import judge, negative
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.lived_acts import NOT_ANYONES
from app.core.memory.privacy.detector.mockup_persons import PLACEHOLDER_NAMES
from app.core.memory.privacy.detector.vocab.lived import PARTY_ORG, UNION_ORG

_REASONS = {Kind.HEALTH: "health information", Kind.BELIEFS: "religion, politics or union membership",
            Kind.SEXUALITY: "sexual orientation or sex life", Kind.FINANCE: "personal finances",
            Kind.RELATIONSHIP: "intimate or private life", Kind.ETHNICITY: "ethnic origin"}

# ---------------------------------------------------------------- a named person's record

# a field: a short label at a line's start or after a "|", a colon, a value up to the line's end or the next "|"
_FIELD = re.compile(r"(?:^|(?<=\n)|(?<=\|)|(?<=: ))[ \t*•-]*(?P<label>[^\W\d_][^:\n|]{0,32}?)[ \t]*:[ \t]*"
                    r"(?P<value>[^\n|]{1,120})")
_PERSON_LABEL = folded_compiled(
    r"(?:(?:full |first |last |given |family )?name|name(?:,| und| and) vorname|vorname|nachname|patient(?:in)?|"
    r"employee|mitarbeiter(?:in)?|member|mitglied|nom(?: complet| et prénom| prénom)?|prénom|salarié\w*|adhérent\w*|"
    r"nombre(?: y apellidos| completo)?|apellidos?|emplead[oa]|socio|soci[oa]|afiliad[oa]|paciente|"
    r"imię(?: i nazwisko)?|nazwisko(?: i imię)?|pracownik|członek|pacjent\w*|"
    r"піб|п\.і\.б\.?|ім'я|ім’я|прізвище|працівник|член|пацієнт\w*|фио|ф\.и\.о\.?|имя|фамилия|сотрудник|пациент\w*)"
    r"(?:\s+\S+){0,2}")
PERSON_AT = re.compile(r"(?:^|(?<=[\n|:]))[ \t*•-]*" + _PERSON_LABEL.pattern + r"[ \t]*:")
PERSON_VALUE = re.compile(r"\s*[A-ZÀ-ÖØ-ÞĀ-ŽА-ЯІЇЄҐ][\w'’.-]+(?:\s+[A-ZÀ-ÖØ-ÞĀ-ŽА-ЯІЇЄҐ][\w'’.-]+)+")
# fields whose value is the fact when it names a party or a union: "Party:", "Mandat :", "Funkcja:", "Cargo:"
_AFFILIATION_LABEL = folded_compiled(
    r"(?:party|party membership|affiliation|membership|union|mandate|role|function|position|office|"
    r"partei|parteizugehörigkeit|mitgliedschaft|gewerkschaft|funktion|mandat|amt|rolle|"
    r"partido|afiliaci[oó]n|militancia|sindicato|cargo|funci[oó]n|"
    r"parti|adhésion|appartenance|syndicat|fonction|rôle|"
    r"partia|przynależność\w*|członkostwo|związek\w*|funkcja|stanowisko|rola|"
    r"партія|партійність|членство|профспілка|посада|функція|роль|партия|партийность|профсоюз|должность)")
ORG = folded_compiled(r"(?<!\w)(?:" + PARTY_ORG + r"|" + UNION_ORG + r"|déléguée? syndica\w*|delegad[oa] sindical|"
           r"union (?:rep|representative|steward)|shop steward|betriebsrat\w*|personalrat\w*)(?!\w)")
# a place of work named by its field: "Department: Oncology", "Відділ: онкологія", "Arbeitgeber: Krebshilfe"
_WORKPLACE_LABEL = folded_compiled(
    r"(?<!\w)(?:department|dept|unit|ward|team|division|specialty|speciality|employer|company|clinic|hospital|site|"
    r"abteilung|station|fachrichtung|fachbereich|arbeitgeber|firma|klinik|bereich|dział\w*|oddział\w*|specjalizacj\w*|"
    r"pracodawca|firma|departamento|servicio|especialidad|empresa|unidad|planta|service|spécialité|employeur|"
    r"entreprise|société|відділ\w*|відділенн\w*|спеціальність|роботодавець|компанія|отдел\w*|отделени\w*|"
    r"специальность|работодатель|компания)(?!\w)")
# labels that make any real answer the fact: a condition's, a faith's, an orientation's, an origin's
_SENSITIVE_LABEL = (
    (Kind.HEALTH, folded_compiled(r"(?:diagnos[ie]s|diagnosis|diagnose|diagnostic|diagnóstico|diagnoza|rozpoznanie|діагноз|диагноз|"
                      r"pathology|pathologie|patología|patologia|condition|medical condition|illness|disease|erkrankung|"
                      r"krankheit|grunderkrankung|choroba|schorzenie|enfermedad|maladie|affection|хвороба|"
                      r"захворювання|болезнь|заболевание|disability|behinderung|niepełnosprawność|discapacidad|"
                      r"handicap|інвалідність|инвалидность)")),
    (Kind.BELIEFS, folded_compiled(r"(?:religion|faith|denomination|konfession|religi[oó]n|confesi[oó]n|religia|wyznanie|confession|"
                       r"віросповідання|релігія|вероисповедание|религия)")),
    (Kind.SEXUALITY, folded_compiled(r"(?:(?:sexual )?orientation|orientacja(?: seksualna)?|sexuelle orientierung|orientaci[oó]n sexual|"
                         r"orientation sexuelle|орієнтація|ориентация)")),
    (Kind.ETHNICITY, folded_compiled(r"(?:ethnicity|ethnic origin|ethnic group|ethnische herkunft|etnia|origen étnico|"
                         r"origine ethnique|pochodzenie etniczne|етнічне походження|национальность|етнічність)")),
)
# a faith the lists of disclosures.py lack, said in a field's value ("ми адвентисти сьомого дня", "Zeugen Jehovas")
FAITH_VALUE = folded_compiled(
    r"(?<!\w)(?:adventist\w*|adventyst\w*|adventist[ae]n?|adventistes?|адвентист\w*|jehovah'?s? witness\w*|"
    r"zeugen jehovas|testigos? de jehová|témoins? de jéhovah|świadk\w* jehowy|свідк\w* єгови|свидетел\w* иеговы|"
    r"mormon\w*|mormón\w*|мормон\w*|pentecostal\w*|pfingstler\w*|zielonoświątkow\w*|пятидесятник\w*|п'ятидесятник\w*|"
    r"baptist\w*|baptyst\w*|баптист\w*|quaker\w*|kwakr\w*|hindu\w*|hinduist\w*|sikh\w*|buddhist\w*|buddyst\w*|"
    r"budist\w*|bouddhiste\w*|буддист\w*|буддіст\w*)(?!\w)")
_PERSON_GATE = word_gate("name", "nom", "nombre", "imię", "imie", "nazwisko", "vorname", "nachname", "піб", "ім'я",
                         "прізвище", "фио", "имя", "фамилия", "patient", "paciente", "pacjent", "пацієнт", "пациент",
                         "employee", "mitarbeiter", "pracownik", "empleado", "salarié", "працівник", "сотрудник",
                         "member", "mitglied", "socio", "adhérent", "członek", "член", "prénom", "apellidos")


def _record(text: str, low: str) -> Finding | None:
    fields = list(_FIELD.finditer(text))
    if len(fields) < 2:
        return None
    person = next((m for m in PERSON_AT.finditer(low) if PERSON_VALUE.match(text, m.end())), None)
    if person is None:
        return None
    name = " ".join(PERSON_VALUE.match(text, person.end()).group().split()[:2]).lower()  # type: ignore[union-attr]
    if name in PLACEHOLDER_NAMES:
        return None
    for f in fields:
        if f.start("label") <= person.start() < f.end("value"):
            continue  # (the person's own field, or a heading whose value runs over it)
        value = f.group("value").strip()
        if negative(value) or value.endswith("?") or _WORKPLACE_LABEL.search(low, f.start("label"), f.end("label")):
            continue
        kind = None
        label = (f.start("label"), f.end("label"))
        if _AFFILIATION_LABEL.fullmatch(low, *label) and ORG.search(low, f.start("value"), f.end("value")):
            kind = Kind.BELIEFS
        else:
            kind = next((k for k, rx in _SENSITIVE_LABEL if rx.fullmatch(low, *label)), None)
            if kind is None and FAITH_VALUE.search(lower_keep_length(value)):
                kind = Kind.BELIEFS
            if kind is None:
                kind = judge(value)
                if kind is Kind.FINANCE:
                    kind = None  # (a record's amounts are everyone's: salaries, invoices; kin_debts and the rules read them)
        if kind is not None:
            return Finding(kind, _REASONS[kind], min(person.start(), f.start("label")), max(person.end(), f.end("value")))
    return None


# ---------------------------------------------------------------- a diagnosis delivered as a verdict

_G_VERDICT = ("befund", "result", "résultat", "resultat", "resultado", "wynik", "результат", "diagnos", "diagnoz",
              "діагноз", "диагноз", "biops", "biopsi", "біопс", "биопс", "scan", "mri", "irm", "resonancia", "rezonans",
              "мрт", "кт", "doctor", "doctors", "arzt", "ärzt", "ärztin", "médecin", "médico", "médicos", "lekarz",
              "lekarka", "lekarze", "лікар", "лікарі", "врач", "врачи", "neurolog", "onkolog", "oncolog", "cardiolog",
              "kardiolog", "specialist", "consultant", "spezialist", "especialista", "spécialiste", "specjalist",
              "фахів", "специалист", "gp", "hausarzt", "confirmed", "bestätigt", "confirmado", "confirmé",
              "potwierdz", "підтверд", "подтверд", "came back", "verdict", "urteil", "veredicto", "werdykt", "вердикт")
_VERDICT_GATE = word_gate(*_G_VERDICT)
_VERDICT = folded_compiled(
    r"(?<!\w)(?:befund\w*|results?|résultats?|resultados?|resultat\w*|wynik\w*|результат\w*|diagnos\w*|diagnoz\w*|"
    r"діагноз\w*|диагноз\w*|biops\w*|biopsi\w*|біопс\w*|биопс\w*|scan|mri|irm|resonancia|rezonans\w*|мрт|кт|"
    r"doctors?|arzt|ärzt\w*|médecins?|médicos?|lekarz\w*|lekark\w*|лікар\w*|врач\w*|neurolog\w*|onkolog\w*|oncolog\w*|"
    r"cardiolog\w*|kardiolog\w*|specialist|consultant|spezialist\w*|especialista|spécialiste|specjalist\w*|фахів\w*|"
    r"специалист\w*|gp|hausarzt\w*|confirmed|bestätigt|confirmad[oa]|confirmé\w*|potwierdz\w*|підтверд\w*|"
    r"подтверд\w*|came back|verdict|urteil|veredicto|werdykt|вердикт)(?!\w)")
# the verdict's phrase: after a colon or a dash, or after "it's / c'est / es ist / es / to / це / это" opening a
# sentence or clause
_OPENING = folded_compiled(
    r"[.!?,;]?\s*(?::|(?<=\s)-(?=\s)|[–—]|(?:(?:so|and|also|und|y|et|i|і|и|а)\s+)?"
    r"(?:it'?s|it is|it was|es ist|es war|es|ist es|c'est|c'était|to jest|to|це|это|это был\w*)(?!\w))"
    r"(?:\s+(?:definitely|really|officially|indeed|actually|eindeutig|wirklich|tatsächlich|definitivamente|"
    r"efectivamente|bien|vraiment|bel et bien|jednak|naprawdę|faktycznie|na pewno|справді|точно|таки|"
    r"действительно|всё-таки|все-таки|прямо|нарешті|наконец))*[\s:,]*")
_MARKS = frozenset(":-–—.,;!?")
_PHRASE_END = re.compile(r"[,.;:!?\n()—–]|\s[-–—]\s")
OWNER = folded_compiled(
    r"(?<![\w'’])(?:i|i'm|i've|me|my|we|our|us|ich|ich's|mich|mir|mein\w*|wir|uns\w*|yo|me|mi|mis|nos|nuestr\w*|je|j'|moi|"
    r"mon|ma|mes|nous|notre|nos|ja|mnie|mi|mój|moj\w*|nas|nasz\w*|я|мене|мені|мій|моя|мої|ми|нас|наш\w*|меня|мне|"
    r"мой|мы|brother|sister|mum|mom|mother|dad|father|son|daughter|husband|wife|partner|grandma|grandpa|friend|"
    r"bruder|schwester|mutter|mama|vater|papa|sohn|tochter|oma|opa|hermano|hermana|madre|padre|hijo|hija|marido|"
    r"abuel[oa]|amig[oa]|frère|sœur|soeur|mère|père|fils|fille|mari|femme|grand-mère|grand-père|brat\w*|siostr\w*|"
    r"mam[aąy]|tat[aąy]|ojc\w*|syn\w*|córk\w*|mąż|męż\w*|żon[aąy]|babci\w*|dziad\w*|брат\w*|сестр\w*|мам\w*|"
    r"мати|тато|батьк\w*|син|сина|синові|сину|сином|донька|доньк\w*|чоловік\w*|дружин\w*|бабус\w*|дідус\w*|мать|отец|сын\w*|дочь|"
    r"дочк\w*|муж\w*|жена|жены|бабушк\w*|дедушк\w*)(?![\w'’])")
_NOT_IT = folded_compiled(r"(?<!\w)(?:no|not|nicht|kein\w*|nie|ni|ne|pas|ні|не|нет|hopefully|hoffentlich|ojalá|j'espère|"
              r"oby|сподіваюся|надеюсь|maybe|vielleicht|quizás|quizá|peut-être|może|można|можливо|може|может|might|could|may|"
              r"possibly|probably|kann|könnte|vermutlich|wahrscheinlich|puede|podría|posible|probablemente|peut|pourrait|"
              r"probablement|mógł|mogła|mogło|chyba|prawdopodobnie|могло|могла|мабуть|ймовірно|вероятно|наверное|"
              r"suspect\w*|verdacht|sospech\w*|soupçon\w*|podejrz\w*|підозр\w*|подозр\w*|or|oder|o|ou|lub|czy|чи|или|або)(?!\w)")


def _verdict(text: str, low: str) -> Finding | None:
    for m in _VERDICT.finditer(low):
        stop = len(low)
        dots = 0
        for i in range(m.end(), len(low)):  # the rest of this sentence and the next one
            if low[i] in ".!?\n":
                dots += 1
                if dots == 2:
                    stop = i
                    break
        for pos in [m.end()] + [i for i in range(m.end(), stop) if low[i] in _MARKS]:
            o = _OPENING.match(low, pos)
            if o is None or o.end() == pos:
                continue
            end = _PHRASE_END.search(low, o.end(), stop)
            phrase_end = end.start() if end else stop
            phrase = text[o.end():phrase_end].strip()
            if 2 < len(phrase) <= 60 and len(phrase.split()) <= 6 and not _NOT_IT.search(low, o.start(), phrase_end) \
                    and judge(phrase) is Kind.HEALTH:
                return Finding(Kind.HEALTH, _REASONS[Kind.HEALTH], m.start(), phrase_end)
    return None


def find_bare_values(text: str) -> list[Finding]:
    """A sensitive fact stated as a named person's record field or as a delivered diagnosis (see the module's doc)."""
    record = ":" in text and opens(text, _PERSON_GATE)
    verdict = opens(text, _VERDICT_GATE)
    if not (record or verdict):
        return []
    low = lower_keep_length(text).replace("’", "'")
    if SAMPLE.search(low) or NOT_ANYONES.search(low):
        return []
    found = _record(text, low) if record else None
    if found is None and verdict and OWNER.search(low):
        found = _verdict(text, low)
    return [found] if found else []
