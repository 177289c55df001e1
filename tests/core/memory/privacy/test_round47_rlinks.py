"""Round 47, rlinks: a person tied to a school, a home, a date of birth, a plate or a schedule - the families the
newest sets missed, in the writer's own sentences (not the data's) in the seven languages, with their green twins: a
placeholder, a public figure, a fictional person, a business's or a university's address, a question about a place.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

# child_schools._WHEN_NAMED: a full name after a conjunction of time with a leaving or arriving verb and a school by its
# proper name or number in the sentence - a home automation or a routine keyed to a child's school
SCHEDULED_SCHOOL_RED = [
    "Automation idea: when Ruby Caldwell's tablet leaves Oakfield Primary, send me a notification. How?",
    "when Oliver Bennett gets to St Mary's Catholic Primary I want a ping on my phone",
    "jak Antoś Wiśniewski wyjdzie ze szkoły nr 44 na Ursynowie, włącz światło w przedpokoju",
    "Kiedy Maja Zielińska dotrze do SP nr 7, chcę powiadomienie na telefon. Jak to ustawić w Home Assistant?",
    "jak Zosia Malinowska wyjdzie z SP nr 5 przy Bohaterów Westerplatte, wyślij mi powiadomienie",
    "Sobald Jonas Becker das Goethe-Gymnasium verlässt, soll das Licht im Flur angehen.",
    "Wenn Emma Wagner an der Grundschule am Rosenhof ankommt, schick mir eine Nachricht.",
    "Cuando Lucía Fernández llegue al CEIP Miguel de Cervantes, mándame un aviso al móvil.",
    "En cuanto Pablo Ortega sale del colegio San José, que se encienda la luz del pasillo.",
    "Quand Hugo Lefebvre arrive à l'école Jean-Moulin, envoie-moi une notif.",
    "Dès que Chloé Girard quitte le collège Victor-Hugo, allume le chauffage.",
    "Quand Camille Roux sort du collège Jean-Jaurès, allume le chauffage.",
    "Коли Марко Бондаренко прийде до школи №57, надішли мені сповіщення.",
    "Щойно Дарина Коваль вийде з гімназії №3, хай вмикається світло.",
    "Когда Артём Соколов выйдет из школы № 1520, пусть включится обогреватель.",
    "Как только Алиса Петрова придёт в лицей №2, отправь мне уведомление.",
]
SCHEDULED_SCHOOL_GREEN = [
    "When John Doe leaves Oakfield Primary, send a notification — that's the sample in the docs.",
    "When the kids leave St Anne's Primary, the road gets busy. How do I set a geofence?",
    "when my son leaves school I want the heating on. How do I do a geofence?",
    "Kiedy dzieci wychodzą ze szkoły nr 12, robi się korek. Jak ustawić geofence?",
    "Wenn die Schule am Lerchenberg aus ist, soll die Heizung hochfahren. Wie geht das?",
    "Cuando salga del colegio, que se encienda la calefacción. ¿Cómo hago la geovalla?",
    "Quand Harry Potter quitte Poudlard, il prend le train.",
    "When Prince George leaves St Thomas's school the press follows him.",
    "Kiedy bohaterowie opowiadania, Ala Nowak i Ola Kos, wychodzą ze szkoły nr 3, zaczyna się akcja.",
    "When Taylor Swift leaves St Paul's School after the concert, the fans wait outside — which famous singer went there?",
]

@pytest.mark.parametrize("text", SCHEDULED_SCHOOL_RED)
def test_a_person_tied_to_a_school_or_a_home_is_red(text):
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", SCHEDULED_SCHOOL_GREEN)
def test_placeholders_public_figures_stories_and_premises_are_not_red(text):
    assert detect(text).label != "red", text
