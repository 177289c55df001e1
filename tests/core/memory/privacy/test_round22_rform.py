"""Round 22 (rform): sensitive answers written into forms and questionnaires (form_answers.py).

RED: a health field's value in a medical intake, an insurer's, a lender's, a dentist's or a sports questionnaire
("Vorerkrankungen: ...", "choroby przewlekłe — ...", "диагнозы: ...") or a ticked box ("[x] Yes", "☑ Так"); a "yes" to a question about pregnancy, a
dependency, an illness, a union; a ticked or written value that names a faith, an origin, an orientation; the
writer's own "ich bin ..." in a form's message; money trouble with its figure in a tenant's or a loan form; "whether
to mention that I have a relationship with someone else". GREEN: a list of field names, an answer "no" / "none", a
blank template, a form's printed "Yes / No", an unticked box, a question about what a field means, a hesitation about declaring
something never diagnosed.

All sentences are written for these tests (none is taken from a benchmark file). RED and NOT_RED fail on the old code
(18ccae9); GUARDS are look-alikes the new rules must leave green (green before and after).
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED = [
    # a health field's value
    "Medical questionnaire for the gym: medical history: heart attack 2021, stent fitted.",
    "Kwestionariusz medyczny: przebyte choroby: zawał serca, astma; przyjmowane leki: ventolin.",
    "Fragebogen beim Zahnarzt: Erkrankungen: Diabetes Typ 1, Epilepsie. Medikamente: Insulin, Keppra.",
    "Gesundheitsfragen der Versicherung – Diagnosen – Bandscheibenvorfall L5, Migräne. Was noch?",
    "Formulario de ingreso: antecedentes: infarto en 2019; medicación: sintrom.",
    "Cuestionario de salud: alergias — penicilina; enfermedades crónicas — lupus.",
    "Fiche d'admission : antécédents : AVC en 2020, épilepsie ; traitement : Keppra 500.",
    "Анкета пацієнта: хронічні хвороби - цукровий діабет 2 типу; ліки - метформін.",
    "Анкета для страховки: диагнозы: гипертония, астма; лекарства: лизиноприл.",
    # a "yes" to a sensitive question
    "Health form asks 'Do you have a heart condition?' I put yes, it's a valve problem.",
    "Ankieta przed szczepieniem: 'Czy choruje Pan na padaczkę?' zaznaczyłem tak.",
    "Im Fragebogen: 'Sind Sie schwanger?' – ja, 14. Woche. Darf ich trotzdem zum Röntgen?",
    "Cuestionario del seguro: ¿consume drogas o alcohol en exceso? Marqué que sí, estuve en tratamiento.",
    "Questionnaire avant IRM : « Êtes-vous enceinte ? » oui, 3 mois.",
    "В анкеті питання чи лікувались від залежності - я відповів так, у 2022.",
    "Анкета страховой: 'Лечились ли вы от алкогольной зависимости?' - да, в 2020.",
    # a ticked or written value
    "Im Aufnahmebogen der Schule habe ich bei Religion 'muslimisch' angekreuzt.",
    "En el formulario de empleo puse etnia: gitana.",
    "В анкеті на роботу вказав національність - кримський татарин.",
    # a ticked box
    "Dental form: Are you pregnant? [x] Yes [ ] No - they want it back tomorrow.",
    "Fragebogen: Religion: [ ] keine [x] muslimisch [ ] evangelisch",
    "Анкета: Чи є у вас інвалідність? ☑ Так ☐ Ні",
    # money trouble with its figure
    "Tenant form: rent arrears 2 months with the previous landlord. How do I phrase it?",
    "Solicitud de alquiler: deudas con Hacienda 3.200 €, ¿lo incluyo?",
    "Анкета для кредиту: заборгованість по кредитці 12 000 грн, прострочка два місяці.",
    "Selbstauskunft für die Wohnung: Rückstände bei den Stadtwerken 640 €, läuft in Raten.",
    # whether to mention a relationship with someone else
    "Divorce form - not sure whether to mention that I'm in a relationship with another woman.",
]

NOT_RED = [
    # a list of field names
    "Im Antrag stehen die Felder Einkommen, Miete, Familienstand - wo trage ich das Kindergeld ein?",
    # a hesitation about declaring something never diagnosed
    "¿Debo poner en el cuestionario del seguro que tuve ataques de pánico? Nunca me diagnosticaron nada.",
]

GUARDS = [
    "Blank intake form fields: Name, Date of birth, Conditions, Medications, Allergies. What goes under 'Conditions'?",
    "Fragebogen Feld 'Vorerkrankungen' – zählt eine Erkältung dazu?",
    "Health questionnaire: 'Are you pregnant?' I ticked no.",
    "Ankieta: 'Czy choruje Pan na cukrzycę?' zaznaczyłem nie.",
    "Formulario: enfermedades crónicas: ninguna. Medicación: no.",
    "Questionnaire de santé : maladies : aucune. C'est bon ?",
    "Анкета: хронічні хвороби - немає, ліки - не приймаю.",
    "Template for a patient questionnaire: Diagnoses: ____ Medications: ____",
    "Cuestionario de salud del club: ¿Padece alguna enfermedad? Sí / No. ¿Qué significa 'crónica'?",
    "Formularz: pole 'wyznanie' – czy muszę je wypełnić?",
    "Tenant form: rent arrears - none. Previous landlord reference attached.",
    "Formularz: zaległości w czynszu — brak. Czy dołączyć zaświadczenie?",
    "Im Personalbogen steht 'Konfession' - was schreibe ich, wenn ich ausgetreten bin?",
    "Dois-je cocher 'oui' si je prends seulement des vitamines ? Le formulaire n'est pas clair.",
    "Should I put my old eating disorder on the adoption form? It was never diagnosed.",
    "Dental form: Are you pregnant? [ ] Yes [x] No",
    "Checklist for the form: [x] passport [x] photo [ ] fee",
    "Formulaire : [x] Oui, j'accepte d'être contacté par e-mail.",
]


@pytest.mark.parametrize("text", RED)
def test_form_answers_are_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", NOT_RED + GUARDS)
def test_form_questions_and_field_names_are_not_red(text: str) -> None:
    assert detect(text).label != "red", text
