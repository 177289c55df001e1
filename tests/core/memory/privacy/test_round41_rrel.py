"""Round 41, rrel: the writer's own affair and a teacher's advances.

- own_affairs.py: the writer's own affair told beside a partner kept in the dark ("Mąż myśli, że jestem na delegacji, a
  jadę z innym"), or confronted or confessed in a letter to correct or translate ("je sais tout pour toi et Chloe",
  "Jake and me have been seeing each other ..., im sorry"); a surprise kept from a partner, a friend met with his wife,
  a story, "I know about you and your brother's plans" stay green;
- tutor_advances.py: a lecturer's or supervisor's bargain (a pass for meeting him) or improper messages to the writer;
  the same as policy, a film, or a teacher's ordinary condition ("if I hand in the essay") stay green.
The red sentences are green on the tree before the round."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

OWN_AFFAIRS = [
    "My husband thinks I'm at a yoga retreat this weekend but I'm going away with someone I've been seeing.",
    'Meine Frau glaubt, ich bin auf Montage, dabei hab ich was mit einer Nachbarin angefangen.',
    'Ich hatte was mit der Trainerin, mein Mann darf davon nie erfahren.',
    'Mon mari croit que je suis chez ma sœur, en fait je passe le week-end avec un autre.',
    'Mąż myśli, że jestem na delegacji, a jadę z innym do Zakopanego.',
    'Чоловік думає, що я у відрядженні, а я їду з іншим до Львова.',
    'Popraw błędy: "Pawel wiem o tobie i Agnieszce od wakacji i nie chce tego dluzej ciagnac"',
    'Translate to English: "Lucas je sais tout pour toi et Chloe, ne mens plus"',
    'Korrigier bitte: "Markus, ich weiss von dir und Sabine seit Ostern."',
    'Fix this: "Tom I know about you and Jess and I want you out by friday"',
    'Traduce: "Andrés, lo sé todo sobre ti y Lucía, no me mientas más"',
    'Переклади: "Андрію, я знаю про тебе і Марину, не бреши"',
    'Исправь ошибки: "Дима я знаю о тебе и Свете с весны"',
    'Fix the spelling: "Emma I need to tell you that Jake and me have been seeing each other since june, im sorry"',
]

OWN_AFFAIR_LOOKALIKES = [
    "My wife thinks I'm working late but I'm actually planning her surprise birthday party.",
    'In the novel, his wife believes he is in Paris while he is with another woman.',
    'Ma femme croit que je suis au bureau, mais je prépare son cadeau avec sa sœur.',
    'W sobotę spotykam się z kolegą i jego żoną na kolacji.',
    "I know about you and your brother's plans for the party, don't worry.",
    'Mi mujer cree que el regalo es para su madre.',
    'Жена думает, что я забыл про годовщину, а я уже купил билеты.',
]

TUTOR_ADVANCES = [
    "My lecturer keeps hinting he'll pass me if I go out for dinner with him.",
    'Mi profesora de la facultad dice que me aprobará si salgo a cenar con él, bueno con ella.',
    'Mein Betreuer schreibt mir nachts anzügliche Nachrichten und droht mit der Note.',
    "Mon prof de fac m'a dit qu'il me donnerait la moyenne si je passais la soirée chez lui.",
    'Promotor sugeruje, ze zalicze, jesli sie z nim spotkam w hotelu.',
    'Wykładowca wysyła mi niestosowne wiadomości w nocy.',
    'Науковий керівник пише мені непристойні повідомлення і погрожує не допустити до захисту.',
    'Преподаватель сказал, что поставит экзамен, если я приду к нему в гости.',
    'My PhD supervisor sends me inappropriate messages late at night.',
]

TUTOR_LOOKALIKES = [
    'How should a university handle a lecturer who sends students inappropriate messages?',
    "My teacher said he'll pass me if I hand in the essay by Friday.",
    "Mon directeur de thèse m'envoie ses corrections la nuit.",
    'Преподаватель сказал, что поставит зачёт, если я сдам курсовую.',
    'In the film the professor sends inappropriate messages to a student.',
    'Mi profesor dice que aprobaré si repito el examen.',
]


@pytest.mark.parametrize("text", OWN_AFFAIRS + TUTOR_ADVANCES)
def test_red(text):
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", OWN_AFFAIR_LOOKALIKES + TUTOR_LOOKALIKES)
def test_lookalikes_stay_green(text):
    assert detect(text).label == "green", text
