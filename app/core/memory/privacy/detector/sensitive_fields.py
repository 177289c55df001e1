"""A sensitive attribute given as a field of a pasted record (round 32, rform): "Wyznanie: rzymskokatolickie",
"Dauermedikation: L-Thyroxin 75", '"religion": "muslim"', "medicacion_actual: quetiapina", "Sucht: Alkohol",
"Schwangerschaftswoche: 14", "członek związku: OPZZ", "Estado civil: divorciada", "DIAGNOSE:Depression".

People paste forms, JSON, YAML, .ini-like notes and OCR'd letters and ask to fix, translate or sort them. The field's
label names the attribute and the value is the answer, so there is no "I have" or "I am" for disclosures.py to read;
form_answers.py wants a message that names a form and a value its vocabulary knows, bare_values.py wants a person
field with a name in line-start fields. Here the label alone decides the family, and any real answer is the fact:

- a faith's label (religion, Konfession, wyznanie, religión, confession, віросповідання) with any value;
- a medicine's label (medication, Dauermedikation, leki, medicación actual, traitement en cours, ліки), a diagnosis's,
  a pre-existing condition's (Vorerkrankungen, choroby przewlekłe, antecedentes, antécédents, анамнез), an
  addiction's (Sucht, uzależnienie, adicción, залежність), a pregnancy's (Schwangerschaftswoche, ciąża, embarazo,
  grossesse, вагітність: a week's number or a "yes" is the answer) - health;
- a party's or a union's membership label (Parteimitglied, członek związku, Gewerkschaft, sindicato, syndicat,
  профспілка) with any value; a bare "party / parti / partido / partia / union" label only with a party's or a
  union's name as its value (a birthday party, a batch);
- a marital status field whose value is a divorce or a separation, a domestic violence field answered - relationship.

The field: a label at a line's or a record's start (after "{", ",", ";", "|" or a quote), with up to two words around
its keyword ("Aktuelle Medikation", "Traitement en cours", "medicacion_actual", "Diagnose (ICD-10)"), then ":" or "=",
glued or spaced, and a value up to the line's, the quote's or the cell's end.
Owner: the record is the writer's (a first-person or family word anywhere: "my form", "mein Arztbrief", "popraw mi",
"revisa mi ficha", "мою анкету") or a named person's (a name field with a real name, '"name": "Amir Haddad"').

Green limits: a blank or placeholder value ("____", "[none]", "<to be filled>", "null", "none", "keine", "brak",
"ninguna", "aucune", "немає": the field answered "no" is no disclosure), a question in the value ("Diagnosis: what
does F32.1 mean?"), a field list without values, a sample, template or placeholder person (John Doe, Max Mustermann,
Jan Kowalski), code (a value that calls or types: "models.CharField(...)", "VARCHAR(50)", "str"), a drug's leaflet
(Wirkstoff, active substance, ulotka: its fields are the drug's), statistics (no owner).
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.addressed_letters import SAMPLE
from app.core.memory.privacy.detector.bare_values import ORG, OWNER, PERSON_AT, PERSON_VALUE
from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_compiled
from app.core.memory.privacy.detector.form_answers import negative
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.lived_acts import NOT_ANYONES
from app.core.memory.privacy.detector.mockup_persons import PLACEHOLDER_NAMES

_REASONS = {Kind.HEALTH: "health information", Kind.BELIEFS: "religion, politics or union membership",
            Kind.RELATIONSHIP: "intimate or private life"}

# the families: (kind, label keyword, what the value must be)
_ANY, _ORG_ONLY, _DIVORCE, _PREGNANCY = 0, 1, 2, 3
_FAMILIES: tuple[tuple[Kind, int, str], ...] = (
    (Kind.BELIEFS, _ANY,
     r"religion|religious affiliation|faith|denomination|konfession|religionszugehörigkeit|bekenntnis|religi[oó]n|"
     r"confesi[oó]n|credo|religia|wyznanie|confession|religieuse?|віросповідання|релігія|конфесія|вероисповедание|"
     r"религия"),
    (Kind.HEALTH, _ANY,
     r"medications?|meds|medicines?|drugs? taken|prescriptions?|medikation|dauermedikation|medikamente?|arzneimittel|"
     r"leki|lekarstwa|przyjmowane leki|medicaci[oó]n|medicamentos?|m[ée]dicaments?|traitements?|tratamientos?|"
     r"treatment|behandlung|therapie|therapy|terapia|thérapie|ліки|препарати|лікування|лекарства|препараты|лечение|"
     r"diagnos[ie]s|diagnose|diagnostic|diagn[oó]stico|diagnoza|rozpoznanie|діагноз|диагноз|dx|"
     r"pre-?existing conditions?|medical history|medical conditions?|chronic (?:conditions?|illness(?:es)?)|"
     r"vorerkrankungen?|grunderkrankungen?|erkrankungen?|krankheiten|choroby(?: przewlekłe| współistniejące)?|"
     r"schorzenia|antecedentes(?: médicos| personales)?|enfermedades|ant[ée]c[ée]dents(?: médicaux)?|pathologies?|"
     r"анамнез|хронічні захворювання|захворювання|хвороби|хронические заболевания|заболевания|"
     r"addictions?|substance use|sucht|abhängigkeit|suchterkrankung|uzależnieni[ae]|nałóg|adicci[oó]n|adicciones|"
     r"dépendances?|залежність|залежності|зависимость|зависимости"),
    (Kind.HEALTH, _PREGNANCY,
     r"pregnan(?:t|cy)|weeks pregnant|gestation|schwanger(?:schaft)?|schwangerschaftswoche|ssw|ciąża|ciąży|"
     r"tydzień ciąży|embarazo|embarazada|semanas? de gestaci[oó]n|grossesse|enceinte|semaines? d'aménorrhée|"
     r"вагітність|вагітна|термін вагітності|беременность|беременна|срок беременности"),
    (Kind.BELIEFS, _ANY,
     r"party member(?:ship)?|political party|political affiliation|union member(?:ship)?|trade union|"
     r"parteimitglied(?:schaft)?|parteizugehörigkeit|gewerkschaft(?:smitglied(?:schaft)?)?|"
     r"członek (?:związku|partii)|członkostwo w (?:związku|partii)|przynależność (?:partyjna|związkowa|do związku|do partii)|"
     r"związek zawodowy|afiliaci[oó]n(?: política| sindical)?|militancia|sindicato|afiliad[oa] a|"
     r"appartenance (?:politique|syndicale)|syndicat|adhérent(?:e)? (?:à|au|du)|membre (?:du|d'un) (?:parti|syndicat)|"
     r"член (?:партії|профспілки|партии|профсоюза)|партійність|партийность|профспілка|профсоюз"),
    (Kind.BELIEFS, _ORG_ONLY, r"party|partei|partido|parti|partia|union|partiya|партія|партия"),
    (Kind.RELATIONSHIP, _DIVORCE,
     r"marital status|civil status|familienstand|stan cywilny|estado civil|état civil|situation (?:familiale|matrimoniale)|"
     r"сімейний стан|семейное положение"),
    (Kind.RELATIONSHIP, _ANY,
     r"domestic (?:violence|abuse)|häusliche gewalt|gewalt in der familie|przemoc (?:domowa|w rodzinie)|"
     r"violencia (?:doméstica|de género|intrafamiliar)|violences? (?:conjugales?|domestiques?|intrafamiliales?)|"
     r"домашнє насильство|насильство в сім'ї|домашнее насилие|насилие в семье"),
)
_KEYS = "|".join(f"(?P<f{i}>{src})" for i, (_k, _v, src) in enumerate(_FAMILIES))
# the field: its start, up to two words before the keyword, the keyword, up to two after (or a bracket), the separator
_FIELD = folded_compiled(
    r"(?:^|(?<=[\n{,;|\"'\[]))[ \t*•>#-]*[\"']?(?:[^\W\d]+[ _-]){0,2}?(?:" + _KEYS + r")"
    r"(?:[ _-](?:[^\W\d]+|\(\w+\))){0,3}?(?:[ \t]*\([^)\n]{0,20}\))?[\"']?[ \t]*[:=][ \t]*(?:\[[ \t]*)?[\"']?")
_VALUE_END = re.compile(r"[\n\"|{}\[\]]|\s[-–—]+\s|,\s*[\"']?[\w ]{1,30}[\"']?\s*:|;\s*\w+\s*:|$")
_PRESENT = folded_compiled(r"(?:\s*['\"«(]?\s*)(?:yes|yeah|y|true|ja|tak|sí|si|oui|так|да|\d{1,2}\b|\d{1,2}\.?\s?(?:ssw|tc|sa|tyg|wk|weeks?|semanas?|"
               r"semaines?|тиж|нед))")
# a value not given yet: "pending", "unknown", "to follow", "ausstehend", "w trakcie ustalania", "pendiente"
_PENDING = folded_compiled(r"\s*(?:pending|unknown|unclear|to follow|to be (?:confirmed|determined)|not (?:yet )?known|ausstehend|unbekannt|"
               r"unklar|offen|folgt|nieznan\w*|do ustalenia|w trakcie ustalania|oczekuje|pendiente|desconocid[oa]|por determinar|"
               r"en attente|inconnue?|à préciser|à déterminer|невідом\w*|очікується|уточнюється|неизвестн\w*|ожидается|уточняется)"
               r"(?!\w)")
_ITEM_BREAK = re.compile(r"\s*[,/;]\s*|\s+(?:or|oder|lub|albo|o|ou|або|или)\s+")
# a form being built, not filled in: its options, a dropdown, a field's choices
_OPTIONS = folded_compiled(r"(?<!\w)(?:dropdown|drop-down|options?|choices|picklist|auswahl\w*|optionen|dropdown-?liste|lista rozwijana|"
               r"opcj\w*|desplegable|opciones|liste déroulante|choix|варіант\w*|випадаюч\w*|вариант\w*|выпадающ\w*)(?!\w)")
# a faith abbreviated on a German or Polish form: "ev.", "rk", "röm.-kath.", "prot."
_FAITH_SHORT = folded_compiled(r"\s*(?:ev|evang|rk|r\.\s?k|röm\.?-?\s?kath|kath|prot|orth|luth|ref|isl|jüd|gr\.?-?\s?kat)\.?(?:\s|$|[,;])")
_DIVORCED = folded_compiled(r"(?<!\w)(?:divorced|separated|geschieden|getrennt\w*|rozwiedzion\w*|rozwódk\w*|rozwodnik|w separacji|"
                r"w trakcie rozwodu|divorciad[oa]s?|separad[oa]s?|en trámite de divorcio|divorcée?s?|séparée?s?|"
                r"en instance de divorce|розлучен\w*|розлучник|розлучниця|разведен\w*|в разводе)(?!\w)")
# a value that is code, a type or an empty literal: models.CharField(...), VARCHAR(50), str, null, None, ""
_CODE_VALUE = folded_compiled(r"\s*(?:[\w.]+\([^)]*\)?|(?:str|int|string|text|varchar|char|bool|boolean|enum|null|none|nil|undefined|"
                  r"true|false|optional\[\w+\]|list\[\w+\])\b|\"\"|''|\$\{|\{\{|%\()")
_LEAFLET = folded_compiled(r"(?<!\w)(?:active substance|active ingredient|package leaflet|wirkstoff|gebrauchsinformation|"
               r"packungsbeilage|substancja czynna|ulotk\w*|principio activo|prospecto|substance active|notice|"
               r"діюча речовина|інструкція|действующее вещество|инструкция)(?!\w)")
_CODE_TEXT = folded_compiled(r"(?<!\w)(?:def|class|models\.\w+|charfield|varchar|create table|select|insert into|interface|"
                 r"schema|columns?|spalten|kolumny|columnas|colonnes|колонки|стовпці|fields?|felder|pola|campos|champs|"
                 r"поля)(?!\w)")
# a name field's value in JSON or a record: '"name": "Amir Haddad"', "name: Tom Reed"
_JSON_PERSON = re.compile(r"[\"']?(?:full_?name|name|nombre|nom|imię|imie|name_?full|vorname|ім'я|піб|фио|имя|patient|"
                          r"paciente|pacjent|patientin|пацієнт|пациент|employee|mitarbeiter|empleado|salarié|pracownik)[\"']?\s*[:=]"
                          r"\s*[\"']?(?P<name>[A-ZÀ-ÖØ-ÞĀ-ŽА-ЯІЇЄҐ][\w'’.-]+(?:\s+[A-ZÀ-ÖØ-ÞĀ-ŽА-ЯІЇЄҐ][\w'’.-]+)+)",
                          re.IGNORECASE)
# first-person and family forms OWNER lacks: "мою анкету", "моєї", "meine", "mía", "moją"
_MORE_OWNER = folded_compiled(r"(?<![\w'])(?:mine|myself|meine\w*|meinem|mío|mía|míos|mías|moi-même|moją|mojej|mojego|mojemu|mną|"
                  r"мою|моє|моєї|моїй|моїм|моєму|мого|моего|моей|моё|собі|себе|себя)(?![\w'])")
# (round 33) the record's subject given as the writer: '"patient": "self"', "paciente: yo", "Patient: ich"
_SELF_RECORD = folded_compiled(r"(?<![\w'])(?:patient|paciente|pacjent|patientin|пацієнт|пациент|subject|owner)[\"']?\s*[:=]\s*[\"']?"
                   r"(?:self|me|myself|yo|ich|selbst|ja|moi|я|сам\w*)(?![\w'])")
# (round 33) a form being filled in: a faith or a party in its field is the answer of the one filling it
_FORM = folded_compiled(r"(?<![\w'])(?:forms?|formular\w*|antrag\w*|fragebogen|ankiet\w*|wniosek|wniosku|ficha|formulario|solicitud|"
            r"encuesta|formulaire|fiche|dossier d'inscription|анкет\w*|заяв\w*|бланк\w*|опитуванн\w*|опрос\w*)(?![\w'])")
_WORDY = re.compile(r"[^\W\d_]{3}").search
_LINE_FIELD = re.compile(r"(?m)^[ \t*•-]*[^\W\d][^:\n]{0,30}:[ \t]*\S")
GATE = word_gate(
    "religi", "faith", "denomin", "konfes", "bekennt", "confes", "credo", "wyznan", "віроспо", "релігі", "конфес",
    "вероис", "религи", "medic", "meds", "drug", "prescr", "medika", "arznei", "leki", "lekars", "médica", "traite",
    "tratam", "treatm", "behand", "therap", "terapi", "thérap", "ліки", "препар", "лікува", "лекарс", "лечен",
    "diagn", "rozpoz", "діагно", "диагно", "condit", "histor", "chroni", "erkran", "krankh", "choroby", "schorz",
    "antece", "antéc", "enferm", "pathol", "анамне", "захвор", "хворо", "заболе", "addict", "substa", "sucht",
    "abhäng", "uzależ", "nałóg", "adicc", "dépend", "залежн", "зависи", "pregna", "gestat", "schwan", "ssw", "ciąż",
    "embara", "grosse", "encein", "aménor", "вагітн", "беремен", "party", "partei", "partid", "parti", "union",
    "gewerk", "związ", "członk", "przyna", "afilia", "milita", "sindic", "syndic", "appart", "adhér", "membre",
    "партій", "партий", "партія", "партия", "профсп", "профсо", "marital", "civil", "famili", "cywiln", "сімейн",
    "семейн", "violen", "gewalt", "przemo", "насиль", "насили", "член", "gesta", "affil", "matrim", "domest", "domést",
    "dx")


def _owner(text: str, low: str, kind: Kind) -> bool:
    """The record is the writer's or a relative's, or a named person's."""
    if OWNER.search(low) or _MORE_OWNER.search(low) or _SELF_RECORD.search(low):
        return True
    if kind is Kind.BELIEFS and _FORM.search(low):
        return True  # (round 33) a faith or a party entered in a form's field: the one filling it in
    for m in PERSON_AT.finditer(low):
        v = PERSON_VALUE.match(text, m.end())
        if v and " ".join(v.group().split()[:2]).lower() not in PLACEHOLDER_NAMES:
            return True
    j = _JSON_PERSON.search(text)
    if j:
        return " ".join(j.group("name").split()[:2]).lower() not in PLACEHOLDER_NAMES
    # a record of its own, pasted bare: two or more "Label: value" lines and no one else's name on them
    return len(_LINE_FIELD.findall(text)) >= 2


def _fits(family: int, i: int, value: str, low_value: str, kind: Kind) -> bool:
    """Whether `value` answers a field of this family (see the module's doc)."""
    if family == _PREGNANCY and _PRESENT.match(low_value):
        return True
    if i == 0 and _FAITH_SHORT.match(low_value):
        return True
    if negative(value) or "?" in value:
        return False
    if _CODE_VALUE.match(low_value) or _PENDING.match(low_value) or "%" in value:
        return False
    if kind is Kind.BELIEFS and len(_ITEM_BREAK.split(value)) >= 3:
        return False  # a list of options: "Religion: Catholic, Muslim, Jewish"
    if family == _ORG_ONLY:
        return bool(ORG.search(low_value))
    if family == _DIVORCE:
        return bool(_DIVORCED.search(low_value))
    if family == _PREGNANCY:
        return False
    return True


def find_sensitive_fields(text: str) -> list[Finding]:
    """A faith, a medicine, a diagnosis, an addiction, a pregnancy, a party or union membership, a divorce or domestic
    violence given as a field of the writer's or a named person's pasted record (see the module's doc)."""
    if not (":" in text or "=" in text) or not opens(text, GATE):
        return []
    low = lower_keep_length(text).replace("’", "'")
    if SAMPLE.search(low) or NOT_ANYONES.search(low) or _LEAFLET.search(low) or _OPTIONS.search(low):
        return []
    owner: bool | None = None
    for m in _FIELD.finditer(low):
        i = next(int(k[1:]) for k, v in m.groupdict().items() if v is not None)
        kind, family, _src = _FAMILIES[i]
        end = _VALUE_END.search(low, m.end())
        stop = end.start() if end else len(low)
        value = text[m.end():stop].strip()
        if not value:
            continue
        if m.group(f"f{i}") == "dx" and not _WORDY(value):
            continue  # "dx = x2 - x1": a variable, not a diagnosis (round 33)
        if not _fits(family, i, value, low[m.end():stop], kind):
            continue
        if _CODE_TEXT.search(low) and not OWNER.search(low):
            return []
        if owner is None:
            owner = _owner(text, low, kind)
        if not owner:
            return []
        return [Finding(kind, _REASONS[kind], m.start(), stop)]
    return []
