"""Round 23 (rgreen): green talk that names an illness or draws numbers, and the red twins that stay red.

False red on green text nobody tuned on (broad-zzk..zzo, public text) was 1.8 % against a 2 % limit. The classes fixed
here, each with sentences of our own (not any set's lines) in several languages, a third kept aside until the rule
was written, and red twins of the same surface that must stay red:
- a condition as the topic of an event, a text or a debate: "a talk on dementia", "ob Demenz erblich ist"
  (health_topics.py);
- a condition in a share of a group: "12 % of our employees took sick leave" (health_topics.py);
- a hobby, a series or a game one is "addicted" to: "bin süchtig danach", "adicto a este juego" (health_topics.py);
- a lottery draw's five rising picks asked about as a win, the draw's extra ball after "and", the Spanish
  "Euromillones" (phones.py, lottery_draws.py for the learned model); the writer's own mobile beside a lottery word
  stays red;
- a plate shown in an advert ("in der Werbung von BMW", "sur la pub Renault": numbers.py);
- a public body's or a branch's address ("na adres oddziału ZUS przy ul. ...", "die Adresse der Behörde, ...":
  vocab/public_bodies.py for identity_chat.py and spoken_identity.py);
- a relative who "beats me" at a game ("schlägt mich beim Schach", "me bat aux échecs": game_wins.py);
- a carer's workplace ("a psychiatric nurse", "pielęgniarką na onkologii") and the Krebs cycle (health_topics.py).
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

LOTTO_GREEN = [
    "I played 4 11 23 35 42 49 in the lottery, did anything come up?",
    "Moje liczby w lotto: 5 13 21 34 40 47, sprawdzisz losowanie z soboty?",
    "Lottozahlen vom Samstag: 2 9 17 28 36 44, Superzahl 7 – hab ich was?",
    "Euromillones: 8 15 27 39 48 y estrellas 3 11, ¿cuánto se gana con tres aciertos?",
    "Loto de mercredi : 6 14 22 31 45, numéro chance 4. J'ai gagné quelque chose ?",
    "Мої числа в лотереї 3 18 24 30 41 45, що означає 4 збіги?",
]
LOTTO_ASIDE = [
    "Powerball numbers 12, 19, 33, 48, 61 and 7 — what's the jackpot?",
    "Eurojackpot 1-14-22-37-49 + 3 7, hat jemand gewonnen?",
    "Numery z losowania Multi Multi: 4 9 16 25 36 49 52 61, jak sprawdzić wygraną?",
]
LOTTO_RED = [
    "wygrałem w lotka, dzwoń 512 193 341",
    "Lotto-Gewinn! Meine Handynummer: 0171 2345678",
    "mi número 612 19 33 41, te cuento lo de la lotería",
    "gané algo en la lotería, mi móvil 612 19 33 41, llámame",
]
HOBBY_GREEN = [
    "Ich habe letzten Winter mit Schach angefangen und bin total süchtig danach.",
    "Jestem uzależniona od tego podcastu, słucham go codziennie w drodze do pracy.",
    "Soy adicto a este juego de mesa, ¿conoces otros parecidos?",
    "I got into sourdough baking in May and I'm addicted to it now.",
    "Je suis accro au crochet depuis cet été, des idées de projets ?",
    "Я залежна від цього серіалу, порадь щось схоже.",
]
HOBBY_ASIDE = [
    "Estoy enganchada a esta serie coreana, ¿cuántas temporadas tiene?",
    "Od miesiąca biegam i jestem od tego uzależniony, jak nie przesadzić?",
    "Seit ich klettere, bin ich süchtig nach diesem Gefühl am Fels.",
]
HOBBY_RED = [
    "Ich bin süchtig nach Schmerztabletten und schäme mich.",
    "Jestem uzależniona od alkoholu od pięciu lat.",
    "Soy adicta a las apuestas online y debo dinero.",
    "I'm addicted to painkillers since the surgery.",
    "Je suis accro à la cocaïne depuis deux ans.",
    "Я залежний від алкоголю вже три роки.",
    "Soy adicto al juego y he perdido los ahorros de este año.",
    "I started drinking every night after work and now I'm hooked on it.",
    "Mein Vater ist süchtig nach Oxycodon, wo finde ich eine Beratung?",
]
TOPIC_GREEN = [
    "Our library is hosting a talk on dementia next month and I'm writing the invitation.",
    "Nasz klub organizuje wykład o cukrzycy, a ja mam przygotować plakat.",
    "Wir diskutieren in der Familie, ob Demenz erblich ist.",
    "Ми з друзями сперечаємося, чи діабет можна вилікувати.",
    "Je prépare une conférence sur la maladie de Parkinson pour l'association du quartier, par où commencer ?",
    "Estoy organizando una charla sobre el Alzheimer en el centro cívico, ¿qué ponentes invito?",
]
TOPIC_ASIDE = [
    "My students are debating whether ADHD is overdiagnosed; can you list sources?",
    "Im Verein gibt es einen Vortrag über Multiple Sklerose, ich soll die Einladung schreiben.",
    "Piszę artykuł o depresji do gazetki szkolnej, podaj rzetelne źródła.",
]
TOPIC_RED = [
    "I have dementia and our library is hosting a talk on it.",
    "Mam cukrzycę, więc idę na wykład o cukrzycy.",
    "Ich habe Multiple Sklerose und gehe morgen zu einem Vortrag.",
    "Tengo Alzheimer en fase inicial y quiero ir a una charla sobre el tema.",
    "On m'a diagnostiqué la maladie de Parkinson l'an dernier, je cherche une conférence.",
]
STATS_GREEN = [
    "Last year 12 % of our employees took sick leave for back pain; write a slide title.",
    "W zeszłym roku 8% naszych pracowników było na zwolnieniu lekarskim, zrób wykres.",
    "Im Quartal waren 11 % der Belegschaft krankgeschrieben, wie formuliere ich das im Bericht?",
    "El 20 % de nuestros alumnos tiene asma según la encuesta, ¿cómo lo presento?",
]
STATS_ASIDE = [
    "Selon l'enquête, 15 % des salariés souffrent de burn-out ; propose un titre.",
    "За опитуванням, 30 % наших працівників мали депресію, як це показати на графіку?",
]
STATS_RED = [
    "Last year I took sick leave for depression, about 12 % of my working days.",
    "W zeszłym roku byłam na zwolnieniu lekarskim z powodu depresji.",
    "Ich war im Quartal wegen Burn-out krankgeschrieben.",
    "Tengo asma desde niño, como el 20 % de mis compañeros.",
]
PLATE_GREEN = [
    "Was bedeutet das Kennzeichen M-AX 2024 in der Werbung von Mercedes?",
    "W reklamie Skody auto ma rejestrację WPI 7777A, czy to prawdziwa tablica?",
    "Das Auto auf dem Werbeplakat hat das Kennzeichen S-EL 500, gibt es das wirklich?",
    "On the billboard for the new Kia the plate reads KI24 ABC, is that a real registration?",
]
PLATE_ASIDE = [
    "In der Fernsehwerbung von VW steht auf dem Nummernschild WOB-VW 1, darf man das?",
    # kept aside and still red: the learned model, not the plate rules, reads a French plate
    pytest.param("Sur la pub Renault la plaque est AB-123-CD, c'est une vraie immatriculation ?",
                 marks=pytest.mark.xfail(strict=True, reason="the learned value model reads the plate")),
]
PLATE_RED = [
    "Mein Kennzeichen ist M-AX 2024, die Versicherung braucht es bis Freitag.",
    "Moja rejestracja to WPI 7777A, wpisz ją do formularza parkingowego.",
    "My plate is KI24 ABC, please add it to the residents' parking list.",
]
OFFICE_GREEN = [
    "Czy wniosek mogę wysłać na adres urzędu skarbowego przy ul. Lipowej 14 w Lublinie?",
    "Soll ich das Formular an die Adresse der Behörde, Lindenallee 7, schicken oder online einreichen?",
    "¿Envío la solicitud a la sucursal del banco en la calle Mayor 12 o la entrego en mano?",
    "Do I send the appeal to the council offices at 4 Market Street, or is e-mail enough?",
]
OFFICE_ASIDE = [
    "Envoie le dossier à l'adresse de l'agence, 18 rue des Lilas, ou faut-il passer au guichet ?",
    # kept aside and still red: the body named before the sending cue ("list do ambasady wysłać na adres ...")
    pytest.param("Czy list do ambasady wysłać na adres ul. Wiejska 10 w Warszawie?",
                 marks=pytest.mark.xfail(strict=True, reason="a public body before the delivery cue is not read")),
]
OFFICE_RED = [
    "Wyślij paczkę na adres ul. Lipowa 14 m. 3, tam mieszkam od maja.",
    "Schick das Paket an Lindenallee 7, das ist meine Wohnung.",
    "Please deliver it to 4 Market Street, flat 2 — my home address.",
]

GAME_GREEN = [
    "Mein Onkel schlägt mich jedes Mal beim Schach, wie lerne ich Eröffnungen?",
    "Mon frère me bat toujours aux échecs, quels livres pour progresser ?",
    "Meine Frau hat mich beim Monopoly schon wieder geschlagen, gibt es eine Strategie?",
    "Brat ogrywa mnie w szachy co niedzielę, jak się poprawić?",
]
GAME_ASIDE = [
    "Mein Freund schlägt mich immer im Tennis, wie verbessere ich meine Rückhand?",
    "Ma copine me bat au badminton à chaque fois, des conseils pour le smash ?",
]
GAME_RED = [
    "Mein Mann schlägt mich, wenn er beim Kartenspielen verliert.",
    "Mein Vater schlägt mich und ich habe Angst, nach Hause zu gehen.",
    "Mon mari me bat depuis deux ans, je ne sais pas à qui parler.",
    "My husband hits me when he loses at poker.",
]

CARE_GREEN = [
    "My sister works as a psychiatric nurse and sleeps in the day, how do we keep the kids quiet?",
    "Jestem pielęgniarką na onkologii, jak przetrwać nocne dyżury?",
    "Meine Tochter ist Ärztin auf der Intensivstation, was schenke ich ihr zum Geburtstag?",
    "I'm a medical student, summarise the Krebs cycle for my exam.",
]
CARE_ASIDE = [
    "Soy enfermera en psiquiatría y trabajo de noche, ¿qué cenar antes del turno?",
    "Ma mère est bénévole en soins palliatifs, comment l'aider à décompresser ?",
]
CARE_RED = [
    "I'm a psychiatric nurse and I was diagnosed with bipolar disorder last year.",
    "Jestem pielęgniarką na onkologii i sama mam raka piersi.",
    "Ich bin Krankenschwester und habe seit Jahren Depressionen.",
]


GREEN = (TOPIC_GREEN + TOPIC_ASIDE + STATS_GREEN + STATS_ASIDE + HOBBY_GREEN + HOBBY_ASIDE + LOTTO_GREEN + LOTTO_ASIDE
         + PLATE_GREEN + PLATE_ASIDE + OFFICE_GREEN + OFFICE_ASIDE + GAME_GREEN + GAME_ASIDE
         + CARE_GREEN + CARE_ASIDE)
RED = TOPIC_RED + STATS_RED + HOBBY_RED + LOTTO_RED + PLATE_RED + OFFICE_RED + GAME_RED + CARE_RED


@pytest.mark.parametrize("text", GREEN)
def test_green_talk_is_not_red(text: object) -> None:
    assert isinstance(text, str)
    verdict = detect(text)
    assert not verdict.is_red, verdict.findings


@pytest.mark.parametrize("text", RED)
def test_red_twins_stay_red(text: str) -> None:
    assert detect(text).is_red


def test_own_condition_beside_a_topic_keeps_its_sentence() -> None:
    text = "Mam cukrzycę, więc idę na wykład o cukrzycy."
    found = [f for f in detect(text).findings if f.reason == "health information"]
    assert found and text[found[0].start:found[0].end].startswith("Mam cukrzycę")


def test_lottery_picks_are_not_scored_by_the_learned_model() -> None:
    assert not detect("my picks this week: 3 14 22 35 41 and bonus 9").is_red
    assert detect("my mobile is 07700 900 461, text me the lottery results").is_red
