"""Round 32 (rform): sensitive disclosures given as fields of pasted structured text, closed in general
(sensitive_fields.py). Sentences written for these tests (none taken from a benchmark file), in en, pl, de, es, fr and
uk/ru.

A faith, a medicine, a diagnosis or pre-existing condition, an addiction, a pregnancy, a party or union membership, a
divorce or domestic violence written as `Label: value`, `"key": "value"`, YAML, `key = value`, a CSV header with rows,
or an OCR'd line in capitals glued to its value is red when the record is the writer's (a first-person or family
word, or a bare record of two or more fields) or a named person's. Blank templates, placeholders, "none / keine /
brak / ninguna / aucune / немає" (a field answered "no" is no disclosure: green), questions, pending values, code,
a drug's leaflet, percentages, samples and placeholder persons stay green, as do a birthday party and a batch.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector import gates
from app.core.memory.privacy.detector.sensitive_fields import find_sensitive_fields
from app.core.memory.privacy.detector.verdict import detect

RED_FIELDS: list[str] = [
    "Can you fix the formatting of my intake form?\nName: Laura Bennett\nDate of visit: 12/03\nMedication: sertraline 50 mg\nAllergies: penicillin",
    "Please translate my details for the new GP:\nMedication: sertraline 50 mg daily",
    "Medication: sertraline 50 mg, Allergies: none — please translate to German",
    "Leki: metformina 2x500, euthyrox 50 — przetłumacz to na angielski",
    "Przetłumacz na niemiecki mój formularz:\nImię: Marta\nLeki: metformina 2x500\nAlergie: brak",
    "Bitte ins Englische übersetzen:\nDauermedikation: L-Thyroxin 75\nVorerkrankungen: Hashimoto",
    "medicacion_actual: quetiapina 100mg\nalergias: ninguna\n¿me lo pasas a JSON?",
    "Traitement en cours : Lévothyrox 75 µg\nAntécédents : thyroïdectomie 2019\nTu peux mettre ça au propre ?",
    "Ліки: еутирокс 75, метформін 500 — переклади англійською, будь ласка",
    "Diagnosis: F32.1\nReferral reason: low mood — what does F32.1 mean on my letter?",
    "Rozpoznanie: cukrzyca typu 2 — to z mojego wypisu, co to znaczy dokładnie?",
    "Auf meinem Attest steht: Diagnose (ICD-10): F41.0 — was heißt das?",
    "{\"paciente\": \"yo\", \"diagnostico\": \"VIH+\", \"tratamiento\": \"TAR\"} ordénalo por favor",
    "Diagnostic : trouble bipolaire type II (mon compte-rendu), tu peux reformuler ?",
    "Діагноз: цукровий діабет 2 типу — це з моєї виписки, поясни",
    "Sucht: Alkohol (trocken seit 2021) — so steht es in meinem Reha-Antrag, bitte korrigieren",
    "uzależnienie: hazard, terapia od marca — popraw mi to w ankiecie",
    "addiction: opioids, in recovery — can you tidy up my profile section?",
    "adicción: cocaína (en tratamiento desde 2022) — corrige mi ficha por favor",
    "Addiction : alcool, abstinent depuis 2 ans — corrige ma fiche",
    "Залежність: алкоголь, не п'ю з 2020 — виправ мою анкету",
    "Schwangerschaftswoche: 14 — bitte in mein Formular für den Arbeitgeber eintragen",
    "ciąża: tak, 20 tc. — uzupełnij mi ten formularz do pracy",
    "embarazo: sí (semana 12) — rellena mi formulario",
    "Pregnant: yes, 14 weeks — fill this into my HR form",
    "Grossesse : oui, 16 SA — remplis mon formulaire",
    "Вагітність: так, 18 тижнів — заповни мою анкету",
    "Parteimitglied: Die Linke — bitte in meinen Lebenslauf einarbeiten?",
    "członek związku: OPZZ — dopisz to do mojego CV",
    "union: Unite, branch rep — add that to my profile",
    "Wyznanie: rzymskokatolickie — przetłumacz mi to świadectwo",
    "Konfession: ev. — bitte mein Formular prüfen",
    "{\"name\": \"Amir Haddad\", \"religion\": \"muslim\", \"age\": 34} can you validate this JSON?",
    "Religión: judía — está en mi ficha, tradúcela",
    "Віросповідання: греко-католицьке — переклади мою довідку",
    "Religion : musulmane — c'est sur ma fiche, traduis-la",
    "name;religion;meds\nAnna Kowalska;katolicka;sertralina\nPiotr Nowak;prawosławna;metformina\nsort by name please",
    "Name,Religion,Medication\nAmir Haddad,Muslim,insulin\nSophie Klein,Jewish,none\nsort by name",
    "Vorname: Jonas\nNachname: Berg\nKonfession: römisch-katholisch\nBitte auf Englisch",
    "Nombre: Lucía Ortega\nMedicación: sertralina 50 mg\nPasa esto a tabla",
    "Nom : Claire Dubois\nTraitement : insuline\nMets en tableau",
    "ПІБ: Олена Коваль\nЛіки: сертралін 50 мг\nОформи таблицею",
    "patient:\n  name: Tom Reed\n  medication: sertraline 50mg\n  diagnosis: depression\nfix the yaml indentation",
    "DIAGNOSE:Depression\nMEDIKATION:Sertralin 50mg\n(OCR aus meinem Arztbrief, bitte korrigieren)",
    "Debt: £4,200 on credit cards, 3 months behind — fill into my budget form",
    "Zadłużenie: 18 000 zł, komornik od maja — uzupełnij mój formularz",
    "Familienstand: geschieden seit 2023 — mein Formular bitte prüfen",
    "Estado civil: divorciada — revisa mi ficha",
    "Gewalt in der Familie: ja, Anzeige 2022 — Formular für mich ausfüllen",
    "Current medication: citalopram 20mg\nGP: Dr Shah\nPlease turn this into a short note for my dentist",
    "meds = lamotrigine 200, quetiapine 25 (from my health notes, can you alphabetise?)",
    "- medications: [sertraline, propranolol]\nfix my yaml please",
    "Aktuelle Medikamente: Metoprolol 47,5, Ramipril 5 — bitte für meine Reise auf Spanisch",
    "Przyjmowane leki: Euthyrox 75, Letrox — przetłumacz na angielski dla mojego lekarza w Londynie",
    "Medicamentos actuales: Sintrom, Adiro 100 — tradúcelo para mi viaje",
    "Médicaments : Deroxat 20 mg, Xanax au besoin — traduis pour mon médecin anglais",
    "Препарати: ламотриджин 100, кветіапін 25 — переклади для мого лікаря",
    "Лекарства: сертралин 50, ламотриджин — переведи для моего врача",
    "Medical history: type 1 diabetes, coeliac\nEmergency contact: my sister — reword this",
    "Vorerkrankungen: Asthma, Depression (2019)\nBitte für meinen Arzt in Frankreich übersetzen",
    "Choroby przewlekłe: nadciśnienie, astma — to z mojej karty, przetłumacz",
    "Antecedentes: epilepsia desde 2015 — es mi historial, pásalo a inglés",
    "Antécédents médicaux : dépression, anorexie à 17 ans — c'est mon dossier, corrige",
    "Хронічні захворювання: астма, гіпертонія — це моя картка, переклади",
    "Diagnosis (primary): generalised anxiety disorder\nReferral: CBT — this is my discharge letter, simplify it",
    "Rozpoznanie główne: depresja nawracająca — wypis mojej mamy, wyjaśnij prościej",
    "Diagnóstico: trastorno bipolar tipo I — es el informe de mi hermano",
    "Діагноз: біполярний розлад — це з виписки мого брата",
    "Диагноз: шизофрения — из выписки моего отца, объясни",
    "Substance use: alcohol, daily, trying to cut down — fill into my GP form",
    "Abhängigkeit: Glücksspiel, seit 2022 in Therapie — für meinen Antrag",
    "Nałóg: alkohol, niepijący od roku — wpisz do mojej ankiety",
    "Adicciones: alcohol (sobrio desde 2020) — para mi formulario",
    "Dépendance : cannabis, sevrage en cours — pour mon dossier",
    "Зависимость: алкоголь, не пью с 2021 — заполни мою анкету",
    "Pregnancy: 22 weeks — add to my travel insurance form",
    "SSW: 12 — bitte ins Formular für meine Krankenkasse",
    "Tydzień ciąży: 30 — wpisz do mojego wniosku",
    "Semanas de gestación: 16 — completa mi solicitud",
    "Grossesse : 24 SA — pour ma demande",
    "Термін вагітності: 20 тижнів — для моєї заяви",
    "Беременность: да, 10 недель — для моей анкеты",
    "Gewerkschaft: ver.di, Vertrauensfrau — bitte in meinen Lebenslauf",
    "Sindicato: CCOO, delegada — añádelo a mi CV",
    "Syndicat : CGT, élu CSE — ajoute à mon CV",
    "Профспілка: член первинної організації — додай у моє резюме",
    "Party membership: Labour since 2015 — is that OK to list on my CV?",
    "Afiliación política: Podemos — ¿lo pongo en mi CV?",
    "Appartenance politique : LFI — je le mets sur mon CV ?",
    "Przynależność partyjna: Razem — dodać do mojego CV?",
    "Marital status: separated\nDependants: 2 — my mortgage form, check wording",
    "Stan cywilny: rozwiedziona — popraw mój wniosek",
    "Situation familiale : divorcée — corrige ma demande",
    "Сімейний стан: розлучена — перевір мою заяву",
    "Domestic violence: yes, police report 2023 — fill in my housing application",
    "Przemoc domowa: tak, Niebieska Karta — uzupełnij mój wniosek o mieszkanie",
    "Violencia de género: sí, denuncia en 2022 — rellena mi solicitud",
    "Violences conjugales : oui, plainte 2021 — remplis mon dossier logement",
    "Домашнє насильство: так, заява в поліцію 2023 — заповни мою заяву",
    "{\"patient\": \"Marek Zieliński\", \"leki\": \"sertralina 50\", \"rozpoznanie\": \"depresja\"}",
    "name: Tom Reed\nreligion: catholic\nfix indentation",
    "Religion: Catholic\nMarital status: married\nTranslate to Spanish",
    "Wyznanie: prawosławne\nStan cywilny: żonaty\nPrzetłumacz na angielski",
    "RELIGIONSZUGEHÖRIGKEIT:islamisch\nSTAATSANGEHÖRIGKEIT:deutsch",
]

GREEN_FIELDS: list[str] = [
    "Religion: ____\nMedication: [none]\nDiagnosis: <to be filled>",
    "{\"religion\": null, \"medication\": null}",
    "columns: name, religion, diagnosis — how should I normalise this table?",
    "Medication: none\nAllergies: none",
    "Religion: none",
    "Religion: keine",
    "Wyznanie: brak",
    "Religión: ninguna",
    "Religion : aucune",
    "Віросповідання: немає",
    "Name: John Doe\nReligion: Catholic\nMedication: sertraline 50 mg (sample data)",
    "Name: Max Mustermann\nKonfession: ev.\nBeispiel",
    "class Patient(models.Model):\n    religion = models.CharField(max_length=50)\n    diagnosis = models.TextField()",
    "Religion,Percent\nCatholic,41\nMuslim,5\nNone,30",
    "Medication: what should I write here if I take vitamins only?",
    "Party: Labour — that's the constituency winner in 2019, right?",
    "Leki: apap, ibuprofen — co kupić do apteczki na wyjazd?",
    "Religion: ____",
    "Religion:\nMedication:\nDiagnosis:",
    "Medications: none known\nAllergies: none known — is that how I should write it on my form?",
    "Party: Saturday 8pm at my place, bring snacks",
    "Party: 25 guests, venue: my garden",
    "Union: 3 tables joined, my query is slow",
    "Parti : samedi soir chez moi",
    "Partia: 2 palety towaru, mój magazyn",
    "Treatment: 3 coats of varnish on my table, how long to dry?",
    "Therapy: physio for my knee? What does it cost on average?",
    "Religion: what should I write on my form if I'm not sure?",
    "Wyznanie: co wpisać w moim formularzu?",
    "Familienstand: ledig — mein Formular bitte prüfen",
    "my model: religion = models.CharField(max_length=30)",
    "Example record for my tutorial:\nName: Anna Nowak\nReligion: Buddhist",
    "Treatment plan for my lawn: fertilise in April\nWatering: twice weekly",
    "Medication: none\nReligion: none\nMy form is done",
    "Pregnancy: no — is this form field required for men too?",
    "Schwangerschaft: nein\nRaucher: nein — mein Formular",
]

# the module's own reading: these hold no sentence the older rules read, only the field
MODULE_RED: list[str] = [
    "Wyznanie: rzymskokatolickie — przetłumacz mi to świadectwo",
    "Konfession: ev. — bitte mein Formular prüfen",
    '{"name": "Amir Haddad", "religion": "muslim", "age": 34} can you validate this JSON?',
    "Schwangerschaftswoche: 14 — bitte in mein Formular für den Arbeitgeber eintragen",
    "embarazo: sí (semana 12) — rellena mi formulario",
    "Вагітність: так, 18 тижнів — заповни мою анкету",
    "członek związku: OPZZ — dopisz to do mojego CV",
    "Parteimitglied: Die Linke — bitte in meinen Lebenslauf einarbeiten?",
    "Estado civil: divorciada — revisa mi ficha",
    "Gewalt in der Familie: ja, Anzeige 2022 — Formular für mich ausfüllen",
    "addiction: opioids, in recovery — can you tidy up my profile section?",
    "Bitte ins Englische übersetzen:\nDauermedikation: L-Thyroxin 75\nVorerkrankungen: Hashimoto",
]

MODULE_GREEN: list[str] = [
    "Religion: none\nMedication: none — my form",
    "Wyznanie: brak — mój formularz",
    "Religión: ninguna — mi ficha",
    "Religion : aucune — ma fiche",
    "Віросповідання: немає — моя анкета",
    "Konfession: keine — mein Formular",
    "Diagnosis: pending\nNext step: my appointment on Monday",
    "Survey results for my thesis:\nReligion: Catholic 41%, Muslim 5%",
    "my model: religion = models.CharField(max_length=30)",
    "my schema: religion: string",
    "Party: Saturday 8pm at my place, bring snacks",
    "Partia: 2 palety towaru, mój magazyn",
    "Marital status: married — my mortgage form",
    "Religion: Catholic — this is a sample record for my tutorial",
    "Name: Max Mustermann\nKonfession: ev.",
    "Religion: Catholic, Muslim, Jewish — which should I list first in the dropdown?",
    "Religion: Catholic / Protestant / Orthodox — my survey draft, fix the order",
    "Wyznanie: opcje do wyboru w moim formularzu — katolickie, prawosławne, inne",
]


@pytest.mark.parametrize("text", RED_FIELDS)
def test_sensitive_field_is_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", GREEN_FIELDS)
def test_field_near_miss_stays_green(text: str) -> None:
    assert detect(text).label == "green", text


@pytest.mark.parametrize("text", MODULE_RED)
def test_module_reads_the_field(text: str) -> None:
    assert find_sensitive_fields(text), text


@pytest.mark.parametrize("text", MODULE_GREEN)
def test_module_leaves_blank_or_foreign_fields(text: str) -> None:
    assert not find_sensitive_fields(text), text


@pytest.mark.parametrize("text", RED_FIELDS + GREEN_FIELDS + MODULE_RED + MODULE_GREEN)
def test_gate_skips_no_match(text: str) -> None:
    detect(text)  # the text's word mask, as the detector prepares it
    gated = bool(find_sensitive_fields(text))
    gates.ENABLED = False
    try:
        assert bool(find_sensitive_fields(text)) == gated, text
    finally:
        gates.ENABLED = True
