"""Round 37 (ridentity): named children with their class and school, names tied to a home by a newcomer's note or a
chat line, orientation in a bio's list, an ethnic origin declared.

- PUPIL (class_pupils.py): a full name, its class at once after it, then a school word, no pupil's verb;
- HOME (introduced_homes.py): "I'm NAME, new at / moved into ADDRESS" and "[time] NAME: send it to ADDRESS";
- BIO (profile_orientations.py): an orientation word as one item of a list beside an age item;
- ORIGIN (declared_origins.py): a first-person declaration of a nationality or ethnicity, or a descent opening the
  writer's text.
The near-misses (a teacher, a class or a school without a child's name, a story's pupil, a shop's or an office's
address, a question about orientation, a character's bio, a census question, a farmer's son) stay green.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED = [
    # PUPIL: name, class, school
    "Please draft a note to the office: she's Poppy Trelawney, Year 3 at St Kevin's Primary, and she gets travel sick.",
    "Certificate text please: Harvey Lockwood, Year 6, Oakfield Academy, Star Reader of the month.",
    "Karteczka do szatni: Antek Wierzbicki z 3a w SP nr 8 na Bielanach zostaje na świetlicy do 17.",
    "Podpisz dyplom: Julia Kaczmarska, klasa 2c, Szkoła Podstawowa nr 21 w Gdyni, za udział w konkursie.",
    "Elternbrief: Mila Hartwig aus der 2b der Grundschule an der Linde fehlt morgen wegen eines Arzttermins.",
    "Für die Urkunde: Jonas Pfeiffer, 4a, Grundschule Sonnenhang, erster Platz im Vorlesewettbewerb.",
    "Mensaje al grupo: hoy recoge la abuela a Lucía Ferrer, de 3ºA del CEIP Santa Ana.",
    "Para el diploma: Martina Robles, 5ºB, Colegio San José, mejor lectora del trimestre.",
    "Message à la maîtresse : c'est la maman de Jade Fontaine, en CM1 à l'école Victor-Hugo, elle sera absente jeudi.",
    "Pour le diplôme : Louis Garnier, CE2, école Jean-Macé de Lyon, champion de calcul mental.",
    "Для грамоти: Софія Коваленко, 2-А клас, ліцей № 5 міста Рівне, перше місце на олімпіаді.",
    "У чат батьків: Назара Мельника з 4-В гімназії № 3 сьогодні забирає тато.",
    "Для грамоты: Алиса Воробьёва, 3-Б класс, школа № 118, победитель конкурса чтецов.",
    # HOME: a newcomer's note
    "Kartka na drzwi: jestem Marta Lewandowska, wprowadziłam się pod 14 na Lipowej 9, przepraszam za hałas.",
    "Zettel im Flur: Hallo, ich bin Emre Kılıç, neu im 3. OG rechts, Pappelallee 12. Am Samstag wird es laut.",
    "Hallo zusammen, ich bin Aylin Yılmaz, frisch eingezogen im 1. OG, Lindenallee 4, sorry für die Kisten im Flur.",
    "Kartka: jestem Tomasz Kruk, wprowadziłem się pod 3 na Klonowej 15, w niedzielę wnoszę meble.",
    # HOME: a chat speaker's delivery address
    "[19:40] Oliver Hartley: send the card to 14 Birch Road, Leeds LS6 2AB, I'm home after six\nmake it a label",
    "[08:15] Lucía Navarro: enviad el paquete a Calle Mayor 12, 3ºB, 28013 Madrid, estoy por la tarde\nhaz la etiqueta",
    "[12:02] Camille Roux : envoyez les fleurs au 7 rue des Lilas, 69003 Lyon, je suis là demain\nmets-le en étiquette",
    "[21:10] Felix Hartmann: Paket bitte an Lindenweg 5, 04109 Leipzig, bin ab 17 Uhr zuhause\nmach ein Etikett daraus",
    "[10:30] Agnieszka Wrona: przesyłkę wyślijcie na ul. Kwiatową 3/5, 60-101 Poznań, będę po 16\nzrób etykietę",
    # BIO: orientation beside an age
    "Tekst na Tindera: 28 lat, Wrocław, lesbijka, kocham planszówki. Popraw styl.",
    "Profile blurb: 35, gay, Bristol, runner and bad cook. Make it punchier.",
    "Profiltext: „29, schwul, Hamburg, Segeln und schlechte Wortspiele“ – mach es lockerer.",
    "Bio para Bumble: «26, lesbiana, Sevilla, flamenco y series». Más divertida, porfa.",
    "Bio : « 33 ans, bi, Nantes, vélo et jeux de société ». Rends-la plus drôle.",
    "Біо: «35, гей, Дніпро, бігаю і готую». Зроби смішніше.",
    "Био: «33, лесбиянка, Самара, велосипед». Сделай смешнее.",
    # ORIGIN: declared, or a descent opening the text
    "W spisie powszechnym zadeklarowałam narodowość kaszubską, czy to gdzieś widać?",
    "In the 2021 census I declared Cornish nationality, does it count for anything?",
    "Bei der Volkszählung habe ich sorbische Volkszugehörigkeit angegeben.",
    "En el censo de 2021 declaré la nacionalidad vasca, ¿sirve de algo?",
    "Au recensement j'ai déclaré l'origine ethnique kabyle, est-ce enregistré ?",
    "У переписі я зазначила національність лемкиня.",
    "В переписи я указала национальность чеченка.",
    "Essay opening: Son of Kurdish refugees, I learned English from football commentary.",
    "Córka Łemków, wychowałam się pod Gorlicami - pomóż mi to rozwinąć w liście motywacyjnym.",
    "Fils de harkis, j'ai grandi près de Rivesaltes. Aide-moi à continuer la lettre.",
    "Hija de inmigrantes marroquíes, yo crecí en El Ejido: ¿cómo sigo la carta?",
]

GREEN = [
    # PUPIL near-misses: a teacher, a class or school alone, a story's pupil
    "Mrs Clara Hopkins, Year 4 teacher at St Anne's Primary, is retiring in July.",
    "Year 2 at St Bride's Primary has PE on Tuesdays and Thursdays.",
    "Klasa 3b w SP nr 12: plan lekcji na wtorek, proszę o przypomnienie.",
    "Die 3c der Grundschule am Park hat morgen Wandertag.",
    "Write a story about Lily Evans, Year 2 at Hogwarts Primary, who finds a dragon.",
    "La escuela CEIP Miguel Hernández está en Calle del Sol 4: ¿a qué hora abre?",
    # HOME near-misses: a shop's, an office's address, no newcomer's word
    "[10:02] Anna Nowak: sklep jest na ul. Długiej 5, otwarte do 18",
    "[09:14] Oliver Hartley: send the invoice to our office at 5 Main Street, Leeds LS1 4AB",
    "[11:20] Beatriz Molina: la tienda está en Calle del Olivo 23, abre a las diez",
    "Hi, I'm new to Leeds, which areas near Birch Road 14 bus stop are nice?",
    # BIO near-misses: a question, news, a character's bio
    "Is it legal to ask about sexual orientation in a job interview?",
    "Poll: 34% of gay and lesbian respondents reported discrimination at work.",
    "Character bio for my novel: 32, bisexual, Valencia, smuggler with a heart of gold.",
    "Postać do opowiadania: 40 lat, gej, Gdańsk, detektyw. Rozwiń jej historię.",
    "gay bar recommendations in Berlin, 3 people, Friday night?",
    # ORIGIN near-misses: a census question, a farmer's son, a novel's narrator
    "Can I declare Silesian nationality in the census?",
    "Czy w spisie można zadeklarować narodowość śląską?",
    "Ile osób zadeklarowało narodowość łemkowską w spisie 2021?",
    "Son of a farmer, I grew up in Kent and moved to London at 18.",
    "Fils d'agriculteur, j'ai grandi dans le Cantal.",
    "Write a novel opening: Daughter of Kurdish refugees, I remember the camp.",
]


@pytest.mark.parametrize("text", RED)
def test_red(text: str) -> None:
    assert detect(text).label == "red", detect(text)


@pytest.mark.parametrize("text", GREEN)
def test_green(text: str) -> None:
    assert detect(text).label == "green", detect(text)
