"""Round 29 (rdisc): sensitive facts stated bare - as a field of a named person's pasted record, or as the verdict a
result or a doctor delivered - with no "I have" or "she is" before them (bare_values.py). Sentences written for these
tests, none taken from a benchmark file.

Classes:
- A a named person's record whose field holds a condition, a party or union (in a party, role or membership field), a
  faith, an orientation or an origin: "Name: ... | Party: Labour", "Nom : ... / Pathologie : ...", "ПІБ: ... / Причина:
  ми баптисти";
- B a diagnosis delivered as a verdict: after a result, a scan, a biopsy or a doctor, the phrase that follows a colon,
  a dash or "it's / c'est / es / to / це / это", in a message that names its owner.

RED: green on the base (5af20ac), red now. GREEN: near-misses that must stay green (blank or placeholder values, a
placeholder person, a department, a sample, fiction, a study's results, a verdict hoped against, no owner).
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED: list[str] = [
    # A - health fields
    'Please tidy this for HR:\nName: Fiona Marsh\nCondition: multiple sclerosis\nAdjustment: ground-floor desk',
    'Bitte ins Formularfeld übertragen:\nName: Jonas Albrecht\nErkrankung: Morbus Crohn\nHinweis: Toilettennähe',
    'Popraw mi to:\nImię i nazwisko: Agata Wrona\nSchorzenie: padaczka\nUwagi: bez nocnych zmian',
    'Ordena esto para la mutua:\nNombre: Irene Calvo\nEnfermedad: esclerosis múltiple\nTurno: mañanas',
    'Mets en forme :\nNom : Hugo Lefèvre\nMaladie : sclérose en plaques\nHoraires : matin',
    'Відформатуй:\nПІБ: Олена Ткачук\nДіагноз: розсіяний склероз\nГрафік: ранковий',
    # A - party, union, faith
    'Row for the mail merge: Name: Gareth Powell | Ward: Riverside | Party: Labour | Role: leafleter',
    'Zeile für die Liste: Name: Sabine Krüger | Funktion: Vertrauensfrau der IG Metall | Abteilung: Montage',
    'Karta członkowska, sprawdź:\nImię i nazwisko: Marek Sowa\nPartia: Konfederacja\nKoło: Radom',
    'Ficha para el sindicato:\nNombre: Pilar Ortega\nCargo: delegada sindical de CCOO\nCentro: Getafe',
    'Vérifie la fiche :\nNom : Julien Perrin\nAppartenance : Rassemblement national\nSection : Metz',
    'Анкета волонтера:\nПІБ: Андрій Мельник\nРелігія: греко-католик\nДосвід: 2 роки',
    'Заявление в школу:\nФИО матери: Ольга Зайцева\nПричина: мы баптисты, в воскресенье служение',
    # B - a verdict delivered
    'The biopsy came back on Friday: lymphoma. My husband still has not told his parents. How do we start?',
    'Heute kam das Ergebnis vom Neurologen: Parkinson. Mein Vater will es noch niemandem sagen.',
    'Wyniki przyszły wczoraj. To jednak stwardnienie rozsiane. Mama nie chce, żeby sąsiedzi wiedzieli.',
    'Ayer nos dieron el resultado de la resonancia: esclerosis múltiple. Mi hermana está hundida.',
    'Le cardiologue a été clair : insuffisance cardiaque. Mon père refuse d\'arrêter de travailler.',
    'Лікарі нарешті сказали: цукровий діабет першого типу. Синові дев\'ять, як йому пояснити?',
    'Врачи подтвердили — рассеянный склероз. Жена пока не хочет говорить своим родителям.',
]

GREEN: list[str] = [
    # A - near-misses: no person, a placeholder, blank values, a department, a sample
    'Form fields for the intake page:\nName: \nCondition: \nAdjustment: ',
    'Template row: Name: John Doe | Party: [party] | Ward: [ward]',
    'Name: Jan Kowalski\nSchorzenie: padaczka\n(to tylko przykładowe dane do szkolenia)',
    'Nombre: Irene Calvo\nDepartamento: Oncología\nTurno: mañanas',
    'Name: Gareth Powell | Role: delivery driver | Depot: Riverside',
    'Nom : Hugo Lefèvre\nRôle : organisateur de la fête d\'anniversaire\nSalle : B2',
    'Заява:\nПІБ: Олена Ткачук\nВідділ: онкологія\nГрафік: ранковий',
    'Name: Sabine Krüger\nAbteilung: Montage\nSchicht: Früh',
    'Character sheet for my novel: Name: Edith Crane | Condition: consumption | Home: Bath',
    # B - near-misses: a study, a verdict hoped against, a question in general, no owner
    'The study results: diabetes rates rose by 4 % in a decade. Summarise it for a slide.',
    'Die Ergebnisse kamen heute: kein Krebs. Mein Vater ist so erleichtert.',
    'The doctor said: nothing serious, just a strain. My knee is fine now.',
    'Resultados del ensayo: la esclerosis múltiple responde mejor al fármaco B. ¿Cómo lo explico en clase?',
    'Les résultats de l\'analyse : tout est normal. Ma mère est rassurée.',
    'Wyniki badań: wszystko w normie. Mama może jechać na wakacje.',
    'Лікар сказав: це просто застуда. Син уже в школі.',
]


@pytest.mark.parametrize("text", RED)
def test_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", GREEN)
def test_green(text: str) -> None:
    assert detect(text).label == "green", text
