"""Round 42, rdisc: health, money and beliefs disclosures told in passing (zzz81..85's misses, and more variants).

- owned_conditions.py: the writer's condition named beside another request - a positive STI test, a paralysis, a late
  pregnancy's week, an eye disease, a broken spine, an alcohol therapy, IVF rounds, an operation's bill.
- money_claims.py: a loan to a named person told by the lender, a tax office's claim on the writer, an insolvency with
  its debt figure first.
- party_support.py: money given to a party, "j'adhère à" a party, a union's seat on a works council; apps.py: a
  Polish faith apposition closed by a first-person verb in -ę ("Jako świadek Jehowy nie przyjmę ...").
Each red sentence was green before the round; each near-miss stays as it was."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector import gates
from app.core.memory.privacy.detector.verdict import detect

HEALTH_RED = [
    "Mein Chlamydien-Abstrich war positiv, zahlt die Kasse das Antibiotikum?",
    "I'm 31 weeks with twins, which pram fits two?",
    "Je suis à 32 semaines de grossesse, quelle valise préparer ?",
    "Ich hatte eine Netzhautablösung, darf ich im Sommer fliegen?",
    "Mam odwarstwienie siatkówki, czy mogę dźwigać zakupy?",
    "I have keratoconus, which contact lenses are best?",
    "Mam złamany kręg szyjny po wypadku, czy mogę prowadzić?",
    "Je me suis fait une fracture de vertèbre au ski, quel matelas acheter ?",
    "Ich mache gerade eine Alkoholtherapie und suche alkoholfreie Rezepte.",
    "Nous avons fait trois FIV, ça vaut le coup d'aller en Espagne ?",
    # a positive STI test
    "Mój wynik na chlamydię jest dodatni, czy partner też musi się leczyć?",
    "Mi análisis de clamidia dio positivo, ¿cuánto dura el tratamiento?",
    "Мій аналіз на гонорею позитивний, що тепер робити?",
    "Мой тест на трихомониаз положительный, это лечится?",
    # a paralysis
    "I'm tetraplegic after a diving accident, which laptop can I use with voice control?",
    "Jestem sparaliżowana od pasa w dół, szukam auta z ręcznym sterowaniem.",
    "Mein Mann ist seit dem Sturz querschnittgelähmt, welche Rampe passt an die Haustür?",
    "Soy tetrapléjico y busco un móvil que se maneje por voz.",
    "Je suis tétraplégique depuis mon accident de moto, quel fauteuil choisir ?",
    "Я паралізований нижче пояса після травми, де замовити ручний контроль для авто?",
    # a late pregnancy's week
    "I'm 29 weeks with our first and need a cot that fits a tiny room.",
    # an eye disease
    "Ich habe grünen Star und brauche eine Brille fürs Autofahren.",
    "J'ai un glaucome, est-ce que je peux encore conduire la nuit ?",
    "У мене катаракта на обох очах, операцію призначили на травень.",
    "Tengo un desprendimiento de retina, ¿puedo volar la semana que viene?",
    # a broken spine
    "У меня компрессионный перелом позвоночника, можно ли мне в бассейн?",
    # an alcohol therapy
    # IVF rounds
    "Hemos hecho tres ciclos de FIV y la clínica propone un cuarto.",
    "Ми пройшли дві спроби ЕКЗ, чи варто пробувати ще?",
    # an operation's bill
    "My knee replacement costs £11,500 privately, can I spread the payments?",
    "Meine Hüft-OP kostet 9.400 €, zahlt die Zusatzversicherung?",
    "Moje implanty zębów kosztują 14 tys. zł, czy mogę to odliczyć?",
    "Mi implante dental cuesta 1.400 €, ¿puedo desgravarlo?",
]
HEALTH_GREEN = [
    "Is chlamydia curable with a single dose?",
    "What is the difference between glaucoma and cataracts?",
    "I was paralysed with fear before the exam.",
    "Ich brauche den Querschnitt des Trägers für die Statik.",
    "I'm 3 weeks into a ten-week coding course, any tips?",
    "Estoy de vacaciones dos semanas, ¿qué visito?",
    "How much does a knee replacement cost in Spain?",
    "My bank transfer costs 3 € per operation.",
    "Jako kierowca nie zgodzę się na to.",
]

MONEY_RED = [
    "Sophie Marchand m'a emprunté 1 500 € en janvier.",
    "The tax office is chasing me for £2,100 from 2022.",
    "Les impôts me réclament 3 400 € pour 2023, je peux étaler ?",
    "Skarbówka domaga się ode mnie 12 tys. zł za najem.",
    "Voy a pedir la segunda oportunidad, 52.000 € de deuda con tres bancos y sin trabajo.",
    # a loan to a named person
    "Ich habe Jonas Weber im Januar 1.500 € geliehen und er meldet sich nicht mehr.",
    "Thomas Berger hat sich 900 € von mir geliehen und zahlt nichts zurück.",
    "Lucía Martín me pidió prestados 600 € en verano y no me los devuelve.",
    "Marek Zieliński pożyczył ode mnie 5 tys. zł i unika telefonu.",
    "Игорь Смирнов занял у меня 50 тысяч рублей полгода назад.",
    # a tax office's claim on the writer
    "Hacienda me reclama 5.000 € de la declaración de 2022.",
    "Податкова вимагає з мене 40 тисяч гривень.",
    "Налоговая требует с меня 80 тысяч рублей.",
    "Das Finanzamt will 3.200 € von mir, ich kann das nur in Raten zahlen.",
    # an insolvency with its debt figure first
]
MONEY_GREEN = [
    "Ravi Mehta borrowed £2,000 from the bank for his van.",
    "I lent £5,000 to Dalton Roofing Ltd for the project.",
    "If I lend Anna Smith £500, do I need a contract?",
    "My bank lent me money at 7%, is that a good rate?",
    "Das Finanzamt fordert von meinem Mandanten 12.000 € nach, wie legen wir Einspruch ein?",
    "How much can HMRC claim back from a company, say £5,000?",
    "Le fisc réclame en moyenne 3 000 € lors d'un redressement ?",
    "¿Cómo funciona la Ley de Segunda Oportunidad con 50.000 € de deuda?",
    "Wie funktioniert die Privatinsolvenz bei 38.000 € Schulden?",
]

BELIEFS_RED = [
    "Formo parte del comité de empresa por UGT, ¿me pueden despedir?",
    "Ich habe der SPD 150 € überwiesen, bekomme ich eine Quittung?",
    "I donated £500 to the Labour Party before the election, do I declare it?",
    "Ich habe 300 € an die Grünen gespendet, kann ich das absetzen?",
    "Doné 200 € a Podemos en la campaña de mayo.",
    "J'ai donné 100 € à La France insoumise pour les européennes.",
    "Przelałam 500 zł na Lewicę, czy dostanę potwierdzenie?",
    "Я пожертвував 5000 гривень партії, чи треба це декларувати?",
    "Я перевёл 10 тысяч рублей партии, это законно?",
    "J'adhère au Parti socialiste depuis 2019, comment changer de section ?",
    "I sit on the works council for Unite and we're negotiating shift pay.",
    "Ich sitze im Personalrat für ver.di, was darf ich ansprechen?",
    "Je siège au CSE pour la CGT, puis-je refuser une réunion ?",
    "Jako świadek Jehowy nie przyjmę krwi, jak to zapisać w karcie pacjenta?",
]
BELIEFS_GREEN = [
    "How much can I donate to a political party in the UK?",
    "Labour received £5m from donors last year.",
    "I paid £200 for labour on the kitchen.",
    "Ich habe 5 € für die grünen Bohnen bezahlt.",
    "Doné 20 € para el partido benéfico del colegio.",
    "I gave £20 for the office party.",
    "J'adhère totalement à ton idée.",
    "J'adhère à la mutuelle de mon employeur.",
    "Darf der Betriebsrat der IG Metall Überstunden ablehnen?",
    "Mein Kollege sitzt für ver.di im Betriebsrat.",
]

# typed without diacritics: the gates hold the plain spellings the folded patterns read
PLAIN_TYPED = [
    "Moj wynik na chlamydie jest dodatni, co teraz?",
    "Jestem sparalizowana od pasa w dol, szukam auta.",
    "Mam zacme w prawym oku, operacja w lipcu.",
    "Po upadku mam zlamany kregoslup i chodze na rehabilitacje.",
    "Urzad skarbowy zada ode mnie 9 tys. zl podatku.",
    "Wplacilam 500 zl na Konfederacje przed wyborami.",
    "Ich sitze fur die IG Metall im Betriebsrat.",
    "Jako swiadek Jehowy nie przyjme krwi.",
]


@pytest.mark.parametrize("text", HEALTH_RED + MONEY_RED + BELIEFS_RED)
def test_disclosure_told_in_passing_is_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", HEALTH_GREEN + MONEY_GREEN + BELIEFS_GREEN)
def test_near_miss_stays_green(text: str) -> None:
    assert detect(text).label == "green", (text, detect(text).findings)


@pytest.mark.parametrize("text", PLAIN_TYPED)
def test_typed_plain_is_red_gated_and_ungated(text: str) -> None:
    gated = detect(text)
    gates.ENABLED = False
    try:
        ungated = detect(text)
    finally:
        gates.ENABLED = True
    assert gated.label == ungated.label == "red", (text, gated.findings, ungated.findings)
