"""Round 35 after the merge (session 32): what the full development evaluation and the full privacy suite found the
new finders over-reading.

- quoted_messages read a quoted question or a field's name as a statement to its reader: a form's "Are you
  pregnant? [ ] Yes [x] No", a lesson plan's "For PSHE: how would you explain ...?", a template's field
  '"Diagnose:"'. A question asks; it tells nothing about the person it is put to.
- glued_keys read a shell variable's name as a password key: "password: ${DB_PASSWORD:?missing}" in a diff.
The mechanisms the round added stay red (a letter's finding, a lawyer's divorce notice, "newpass=...").
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

GREEN = [
    # a form's question, quoted or after the form's label, in six languages
    "Dental form: Are you pregnant? [ ] Yes [x] No",
    "The clinic's questionnaire says: \"Do you have diabetes?\" - what if I'm not sure how to answer for my dad?",
    "Formularz: Czy jest Pani w ciąży? [ ] Tak [x] Nie",
    "Fragebogen: Sind Sie schwanger? ja / nein",
    "Formulaire : Êtes-vous enceinte ? oui / non",
    "Cuestionario: ¿Está usted embarazada? Sí / No",
    "Анкета: Чи ви вагітні? Так / Ні",
    # a lesson's question to a class
    "For PSHE: how would you explain the difference between sexual orientation and gender identity to Year 9?",
    # a field's name in a template
    'Wie schreibt man im Arztbrief korrekt "Diagnose:" – mit Doppelpunkt oder ohne?',
    "Jak napisać w szablonie wypisu pole „Rozpoznanie:”?",
    'How do I fill in the box "Diagnosis:" on this template, in capitals?',
    'En la plantilla del informe, ¿el campo "Diagnóstico:" va en negrita?',
    # a shell variable's name is no password's key
    "diff:\n-  password: ${DB_PASSWORD}\n+  password: ${DB_PASSWORD:?missing}\nist die Syntax gültig?",
    "in compose: NEWPASS=${NEW_PASS:-} and pw2=$PW2_FROM_VAULT, is that right?",
]

RED = [
    'Letter from the clinic: "Following your assessment you meet criteria for ADHD, combined type." What next?',
    'Anwaltsschreiben: "Scheidungsantrag Ihrer Ehefrau ist eingegangen". Was kommt jetzt?',
    "Mon avocat : la requête en divorce de votre épouse a été enregistrée. Et maintenant ?",
    'Dostałam mail "Witamy w Partii Zielonych, legitymacja w drodze". Czy to może mi zaszkodzić?',
    "reset done, newpass=Marigold_1984x pls remember it",
    "nowe_haslo=Wrzos!2291 zapisz mi to",
]


@pytest.mark.parametrize("text", GREEN)
def test_green(text: str) -> None:
    assert detect(text).label == "green", detect(text)


@pytest.mark.parametrize("text", RED)
def test_red(text: str) -> None:
    assert detect(text).label == "red", detect(text)
