"""Round 41, rrel: relationships, harassment, abuse, sexuality and origin told without the vocabulary's words.

- own_affairs.py: the writer's own affair beside a partner kept in the dark ("Mąż myśli, że jestem na delegacji, a jadę
  z innym"), or confronted or confessed in a letter to correct or translate ("je sais tout pour toi et Chloe", "Jake
  and me have been seeing each other ..., im sorry");
- tutor_advances.py: a lecturer's or supervisor's bargain (a pass for meeting him) or improper messages to the writer;
- partner_threats.py: a partner's threat with a weapon ("m'a menacée d'un couteau", "pulled a knife on me");
- confined_children.py: a child locked in a cellar or a cupboard by a parent ("su padrastro lo encierra en el trastero");
- lived_sexuality.py: a sexual practice in the writer's life ("wir probieren Bondage aus"), homophobia met beside the
  writer's own partner ("mieszkam z chłopakiem. To homofobia?");
- implied_orientations.py: a hormone started without "on" ("I've just started HRT");
- vocab/confided.py: the writer speaking as one of a people, the indigenous ones too ("As an Inuk, I ...", "Jako
  Kaszubka ... czułam").
Each red sentence is green on the tree before the round; the look-alikes are green on both.
"""
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

PARTNER_THREATS = [
    'Mi novio me amenazó de muerte por WhatsApp anoche.',
    'My ex threatened to kill me if I go to the police.',
    "Traduis pour mon avocate : « Mon conjoint m'a menacée d'un couteau devant les enfants. »",
    'My boyfriend pulled a knife on me when I said I was leaving.',
]

CONFINED_CHILDREN = [
    'A pupil told me his stepdad locks him in the basement when he cries.',
    'Als Kind hat mein Vater mich oft in den Keller gesperrt.',
    'Una alumna me contó que su madre la encierra en el armario por la noche.',
    'Uczeń powiedział, że ojczym zamyka go w piwnicy za karę.',
    'Учень розповів, що мати замикає його в підвалі.',
    'Ученица сказала, что отчим запирает её в кладовке.',
    'Un alumno de tercero, Hugo, dice que su padrastro lo encierra en el trastero.',
    'Mój uczeń Kuba mówi, że mama zamyka go w komórce, kiedy płacze.',
    'Ein Schüler erzählte mir, dass sein Stiefvater ihn im Keller einsperrt.',
    'Eine Schülerin hat erzählt, dass ihre Mutter sie in den Schrank gesperrt hat.',
]

LIVED_SEXUALITY = [
    'My girlfriend and I want to try BDSM, how do we agree on a safe word?',
    'Moja żona i ja próbujemy bondage, jak ustalić granice?',
    'Mi pareja y yo hemos empezado con el intercambio de parejas, ¿cómo se habla de celos?',
    'Ma femme et moi, on essaie le bondage depuis un mois.',
    'Ми з дружиною пробуємо БДСМ, як домовитися про стоп-слово?',
    'Мы с мужем хотим попробовать БДСМ, с чего начать?',
    "Le proprio a refusé quand il a compris que je vis avec mon copain, c'est de l'homophobie ?",
    'Mi casero nos echó cuando vio que vivo con mi novio. ¿Es homofobia denunciable?',
    'Wynajmujący odmówił, jak zobaczył, że mieszkam z chłopakiem. To homofobia?',
    'My girlfriend and I have started going to a swingers club, how do we set rules?',
    'Mon mari et moi on fréquente un club échangiste, comment en parler à nos amis ?',
    'Wir probieren gerade Bondage aus und ich will ein Safeword festlegen.',
    'Ми з чоловіком пробуємо бондаж, як домовитися про межі? БДСМ для нас новий.',
]

STARTED_HORMONES = [
    "I've just started HRT and want HR to update my name.",
]

SPOKEN_AS_ONE_OF_A_PEOPLE = [
    'As a Maori student I often felt out of place at uni, can you polish this paragraph?',
    'Popraw: „Jako Łemkini od dziecka słyszałam, że mam się nie wychylać.”',
    'Jako Kaszubka zawsze czułam się trochę obco w Warszawie, popraw ten akapit.',
    'Als junge Indigene aus Bolivien habe ich in Berlin oft Rassismus erlebt, formulier das bitte neu.',
    'As an Inuk, I grew up far from any university; polish this paragraph for my application.',
]

LOOKALIKES = [
    "My wife thinks I'm working late but I'm actually planning her surprise birthday party.",
    'In the novel, his wife believes he is in Paris while he is with another woman.',
    'Ma femme croit que je suis au bureau, mais je prépare son cadeau avec sa sœur.',
    'W sobotę spotykam się z kolegą i jego żoną na kolacji.',
    "I know about you and your brother's plans for the party, don't worry.",
    'Mi mujer cree que el regalo es para su madre.',
    'Жена думает, что я забыл про годовщину, а я уже купил билеты.',
    'How should a university handle a lecturer who sends students inappropriate messages?',
    "My teacher said he'll pass me if I hand in the essay by Friday.",
    "Mon directeur de thèse m'envoie ses corrections la nuit.",
    'Преподаватель сказал, что поставит зачёт, если я сдам курсовую.',
    'In the film the professor sends inappropriate messages to a student.',
    'Mi profesor dice que aprobaré si repito el examen.',
    'A man threatened me with a knife outside the station and took my phone.',
    'My husband never threatened me with a knife, he just shouts.',
    'In the film the husband threatens his wife with a knife.',
    'My dad locks the bikes in the shed every night.',
    'My son locked himself in the bathroom after the argument.',
    'In the fairy tale the stepmother locks her in the attic.',
    'What does BDSM stand for?',
    'Is BDSM legal in Germany?',
    'We watched a documentary about BDSM communities.',
    'Is homophobia a crime in Poland?',
    'My girlfriend wrote an essay on homophobia in sport.',
    'The HRT lecture covers menopause in general.',
    'Le peuple kanak est autochtone de Nouvelle-Calédonie.',
    'How were Maori land rights treated in the 1840 treaty?',
    'Mi compañero dice que su vecino le amenazó con un cuchillo en el portal.',
    'Le gardien ferme la cave à clé tous les soirs, ma mère râle.',
]

RED = (OWN_AFFAIRS + TUTOR_ADVANCES + PARTNER_THREATS + CONFINED_CHILDREN + LIVED_SEXUALITY + STARTED_HORMONES
       + SPOKEN_AS_ONE_OF_A_PEOPLE)


@pytest.mark.parametrize("text", RED)
def test_red(text):
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", LOOKALIKES)
def test_lookalikes_stay_green(text):
    assert detect(text).label == "green", text
