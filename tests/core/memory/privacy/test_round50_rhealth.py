"""Round 50, rhealth: the writer's own health the newest development sets (broad-zzz106..zzz125) still missed, by family -
a war or service injury and its after-effects: a wound, a brain injury, a lost limb, hearing lost to blasts, told with
the writer or with what makes it one case (a year, operations, a hospital, a medical board or a rating)
(service_injuries.py); a diagnosis named by a specialist with its treatment (noted_conditions.py's doctors); a pregnancy
told by its weeks or months without "I am" (pregnancy_weeks.py); a disability card held (stated_conditions.py's terms);
the writer bitten and treated against rabies (exposure_treatments.py).
The writer's own sentences (not the data's), in the seven languages, lower case and without diacritics among them, with
their green twins (a question in general, military history and a grandparent's war, fiction, a public figure, a pet,
another's wound, a hurt feeling)."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

SERVICE_RED = [
    # a wound of the writer
    "I was wounded in Afghanistan in 2010 and had three operations on my leg.",
    "i got shot in the leg in kandahar, still limping",
    "I have shrapnel in my back from an IED, the VA rating is 40%",
    "Я отримав поранення під Бахмутом, два місяці в госпіталі.",
    "маю кульове поранення плеча, лікуюсь у госпіталі у Львові",
    "Я получил ранение в ногу в 2022 году, перенёс три операции.",
    "otrzymalem rany odlamkowe nogi w 2022, dwie operacje",
    "ranny pod Bachmutem, trzy operacje, od tego czasu kuleje",
    "Ich wurde 2010 in Kundus verwundet und bin seitdem in Behandlung.",
    "Schussverletzung am Oberschenkel 2012, zwei OPs, laufe seitdem schlecht",
    "me hirieron en Afganistán en 2009, tengo metralla en la espalda",
    "herida de bala en el hombro en 2011, dos operaciones",
    "J'ai été blessé au Mali en 2014, éclat d'obus dans l'épaule, deux opérations.",
    "blesse par balle a la jambe en 2010, trois operations, je boite encore",
    # a limb lost
    "I lost my leg to an IED in Helmand, got a 60% VA rating.",
    "Straciłem nogę na minie w Afganistanie w 2011.",
    "perdi la pierna izquierda en una mina en 2008, busco una protesis",
    "j'ai perdu un oeil en opex en 2011",
    "Я втратив ногу під Херсоном, ВЛК дала другу групу",
    "я потерял руку под Бахмутом в 2023",
    # an after-effect anchored in a board, a year, a blast or a rating
    "My TBI from 2011 still gives me headaches.",
    "Mam niedosłuch po wybuchu miny w 2012.",
    "od wybuchu w 2014 mam szumy uszne i niedosluch, WBE przyznala rente",
    "seit der Explosion 2012 habe ich Tinnitus und Hörverlust",
    "tengo acufenos desde la explosion de 2010",
    "j'ai des acouphènes depuis l'explosion, pension d'invalidité à 30 %",
    "в мене приглухуватість після вибуху, МСЕК дала третю групу",
    "у меня тугоухость после контузии в 2015 году",
]

SERVICE_NOT_RED = [
    # a hurt feeling, a lost thing
    "I felt wounded by his words.",
    "My pride was wounded in that meeting.",
    "me hirieron mucho sus palabras",
    "je suis blessé par tes mots",
    "jestem rannym ptaszkiem, wstaje o piatej",
    # a worry, a question in general
    "I'm a sound engineer and I'm worried about hearing loss.",
    "Can loud concerts cause tinnitus?",
    "How common is TBI among veterans?",
    "Was ist ein Schädel-Hirn-Trauma?",
    "¿Qué es la hipoacusia bilateral?",
    "Qu'est-ce qu'un traumatisme crânien ?",
    "Що таке ЧМТ і як її лікують?",
    "Что такое контузия?",
    "Tinnitus is often diagnosed late, studies say.",
    # history, a grandparent's war, another's wound, a public figure, a pet
    "Mein Opa wurde 1944 verwundet.",
    "Mój dziadek stracił nogę pod Monte Cassino.",
    "Мій дід отримав поранення під Сталінградом.",
    "He was wounded in Afghanistan in 2010.",
    "Did the general get wounded in 1944?",
    "Zelensky visited wounded soldiers in the hospital in 2023.",
    "У нас на роботі поранений кіт, його лікують з 2023.",
    # fiction, a game
    "I'm writing a novel: the hero was wounded in Helmand in 2010.",
    "W grze mój bohater został ranny w 2010 roku.",
]


@pytest.mark.parametrize("text", SERVICE_RED)
def test_service_injury_red(text):
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", SERVICE_NOT_RED)
def test_service_injury_not_red(text):
    assert detect(text).label != "red", text


# a specialist who named the diagnosis, with its treatment (noted_conditions.py's doctors)
SPECIALIST_RED = [
    "Психіатр поставив депресію, виписали сертралін.",
    "психиатр поставил биполярное расстройство, назначил литий",
    "the psychiatrist diagnosed bipolar II and started me on lamotrigine",
    "neurolog stwierdził migrenę przewlekłą, dostałam topiramat",
    "Der Neurologe hat Epilepsie festgestellt, ich nehme jetzt Levetiracetam.",
    "la psiquiatra me dijo que es un trastorno bipolar, tomo litio",
    "le neurologue a confirmé une sclérose en plaques, je commence un traitement",
]
SPECIALIST_NOT_RED = [
    "What does a psychiatrist do on the first visit?",
    "Czym się różni neurolog od neurochirurga?",
    "¿Qué es un alergólogo y cuándo hay que ir?",
]


@pytest.mark.parametrize("text", SPECIALIST_RED)
def test_specialist_red(text):
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", SPECIALIST_NOT_RED)
def test_specialist_not_red(text):
    assert detect(text).label != "red", text


# a pregnancy told by its term, no "I am"
PREGNANCY_RED = [
    "enceinte de cinq mois, je peux encore prendre l'avion ?",
    "enceinte de 7 mois et mon employeur refuse l'amenagement de poste",
    "embarazada de 20 semanas, ¿puedo volar?",
    "embarazada de tres meses y sin contrato, que hago",
    "w 20 tygodniu ciąży, czy mogę latać?",
    "12 tydzien ciazy i mam mdlosci caly dzien",
    "вагітна, 20 тижнів, чи можна летіти?",
    "беременна на сроке 12 недель, можно ли мне лететь",
    "schwanger in der 12. Woche, darf ich noch fliegen?",
    "bin in der 14. SSW und habe Blutungen",
]
PREGNANCY_NOT_RED = [
    "Was passiert in der 12. SSW?",
    "¿Qué pasa en la semana 20 de embarazo?",
    "Jakie badania są w 12 tygodniu ciąży?",
    "What happens at 20 weeks of pregnancy?",
    "здається я вагітна, затримка тиждень",
    "Combien de semaines dure une grossesse ?",
]


@pytest.mark.parametrize("text", PREGNANCY_RED)
def test_pregnancy_red(text):
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", PREGNANCY_NOT_RED)
def test_pregnancy_not_red(text):
    assert detect(text).label != "red", text


# a disability card held
CARD_RED = [
    "j'ai une carte mobilite inclusion mention invalidite, ca change quoi pour les impots ?",
    "j'ai la CMI invalidité depuis l'an dernier",
    "mam legitymację osoby niepełnosprawnej, czy przysługuje mi zniżka na pociąg?",
    "маю посвідчення особи з інвалідністю, чи є знижка на проїзд?",
    "у меня удостоверение инвалида, положена ли скидка?",
    "I have a disabled parking permit because of my back, can I park here?",
]
CARD_NOT_RED = [
    "Qu'est-ce que la carte mobilité inclusion ?",
    "Jak wyrobić legitymację osoby niepełnosprawnej?",
    "Як отримати посвідчення особи з інвалідністю?",
    "How do you apply for a disabled parking permit?",
]


@pytest.mark.parametrize("text", CARD_RED)
def test_card_red(text):
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", CARD_NOT_RED)
def test_card_not_red(text):
    assert detect(text).label != "red", text


# bitten and treated against rabies
RABIES_RED = [
    "a stray dog bit me and I'm getting the rabies shots",
    "I was bitten by a bat last week, started rabies vaccine on Monday",
    "mich hat ein Hund gebissen, ich bekomme jetzt die Tollwutimpfung",
    "me mordio un perro y me pusieron la vacuna antirrabica",
    "un chien m'a mordu, j'ai eu le vaccin antirabique",
    "мене вкусив собака, роблю щеплення від сказу",
    "меня укусила собака, колю прививки от бешенства",
    "kot sasiadki mnie podrapal i ugryzl, dostalem szczepionke przeciw wsciekliznie",
]
RABIES_NOT_RED = [
    "My dog was bitten by a fox, does he need a rabies booster?",
    "The cat got her rabies vaccine today.",
    "If a bat bites me, do I need rabies shots?",
    "How many rabies shots do you need after a bite?",
    "pies mnie ugryzł, czy muszę brać szczepienie przeciw wściekliźnie?",
]


@pytest.mark.parametrize("text", RABIES_RED)
def test_rabies_red(text):
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", RABIES_NOT_RED)
def test_rabies_not_red(text):
    assert detect(text).label != "red", text
