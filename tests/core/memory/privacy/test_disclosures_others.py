"""Round 9 of the privacy detector: disclosures about other people and in everyday spellings.

Red: a colleague's sick note or union dues in an HR or payroll note (a named person is a data
subject), a relative named without a possessive as Polish and Ukrainian write it ("brat", "tata",
"брат"), Polish typed without diacritics, a fact stated before a question in the same sentence
("I'm in rehab, how do I tell my boss?"), someone's faith or party card in the third person, a
seized account, a divorce said with the verb alone, origin ("somos de origen ...").
Green: the same words as a topic question, a relative in hospital with nothing more known, an
invoice amount before a question, a name next to an everyday word, falling in love with a city.

All sentences here are written for these tests (none is taken from a benchmark file).
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import Kind, detect


def kinds(text: str) -> set[Kind]:
    return {f.kind for f in detect(text).findings}


RED = [
    # a named colleague's health in an HR note
    ("HR memo: Daniel Hughes is on sick leave after a slipped disc, back in March.", Kind.HEALTH),
    ("Krankmeldung: Herr Stefan Vogel hat eine Tuberkulose, er fehlt bis Ende Mai.", Kind.HEALTH),
    ("Para el parte: Ana Ruiz tiene hepatitis B y estará de baja dos semanas.", Kind.HEALTH),
    ("fiche RH : Sophie Martin est malvoyante, il lui faut un écran plus grand.", Kind.HEALTH),
    ("kadry: Marta Zielińska ma orzeczenie o niepełnosprawności i potrzebuje biurka przy oknie.", Kind.HEALTH),
    ("відділ кадрів: Олена Бойко на лікарняному, у неї гепатит, повернеться в червні.", Kind.HEALTH),
    # a statement, then a question in the same sentence
    ("I'm on sick leave with a herniated disc, how do I tell my manager the deadline moves?", Kind.HEALTH),
    ("Meine Mutter hat Brustkrebs, wie erkläre ich das den Kindern?", Kind.HEALTH),
    ("Mam zdiagnozowaną gruźlicę, jak powiedzieć o tym w pracy?", Kind.HEALTH),
    # relatives without a possessive, Polish without diacritics, Ukrainian
    ("siostra jest w ciazy i boi sie powiedziec rodzicom", Kind.HEALTH),
    ("dziadek ma alzheimera i coraz częściej się gubi", Kind.HEALTH),
    ("сестра зізналася, що вона лесбійка, а мама плаче", Kind.SEXUALITY),
    ("syn powiedział, że jest gejem, i nie wiem jak zareagować", Kind.SEXUALITY),
    ("tata zadłużył się w parabanku na dwadzieścia tysięcy", Kind.FINANCE),
    ("my brother has lost his savings betting on football and asks us for money", Kind.FINANCE),
    # someone's faith or party in the third person, conversion, apostasy
    ("Il est juif pratiquant, on évite les réunions le samedi.", Kind.BELIEFS),
    ("She is a devout Muslim and fasts every year, so lunch meetings are hard.", Kind.BELIEFS),
    ("mama jest w Konfederacji i rozdaje ulotki pod kościołem", Kind.BELIEFS),
    ("My aunt is a Labour party member and knocks on doors every election.", Kind.BELIEFS),
    ("Meine Schwester ist zum Buddhismus übergetreten.", Kind.BELIEFS),
    ("planuję apostazję, ale babcia się załamie", Kind.BELIEFS),
    ("vona pravoslavna, a my katolyky, de vinchatysia?", Kind.BELIEFS),
    ("Gehaltsabrechnung: Gewerkschaftsbeitrag für Jens Becker 1 %, bitte prüfen.", Kind.BELIEFS),
    # seized accounts, frozen cards, consumer credit
    ("Nos han embargado la nómina por una multa antigua de 600 euros.", Kind.FINANCE),
    ("Mein Konto wurde gepfändet, die Miete geht nicht raus.", Kind.FINANCE),
    ("The council garnished my wages over unpaid council tax.", Kind.FINANCE),
    ("on a 8 000 € de découvert et deux crédits conso, je ne dors plus", Kind.FINANCE),
    # a divorce with the verb alone, an affair
    ("розлучаємося після десяти років, діти ще не знають", Kind.RELATIONSHIP),
    ("zakochalem sie w kolezance z pracy, a zona niczego nie podejrzewa", Kind.RELATIONSHIP),
    ("I fell in love with a colleague and my wife has no idea.", Kind.RELATIONSHIP),
    # origin
    ("Somos de origen peruano y en el barrio nos miran raro.", Kind.ETHNICITY),
    ("On est d'origine algérienne, et ma fille se fait insulter au collège.", Kind.ETHNICITY),
    ("I'm British Pakistani and the form only lists 'Asian'.", Kind.ETHNICITY),
]

GREEN = [
    # topic questions, a whole sentence asking
    "Is a slipped disc a reason for sick leave in Germany?",
    "Wie lange dauert eine Tuberkulose-Behandlung normalerweise?",
    "¿Cuánto cobra de media un técnico de la CCOO?",
    "Combien coûte une cotisation syndicale en moyenne ?",
    # a relative in hospital with nothing more known
    "tata jest w szpitalu na obserwacji, czekamy na wyniki",
    "mama wraca jutro ze szpitala, trzeba posprzątać",
    # an amount before a question, no person
    "Faktura na 2 460 zł brutto: jak wpisać VAT w JPK?",
    "Angebot über 3.500 € netto: wie formuliere ich die Zahlungsbedingungen?",
    # a name next to everyday words
    "Thomas Müller scored twice, is he the best striker in the league?",
    "Laura Palmer is a character in Twin Peaks; what happened to her?",
    # falling in love with things, not people
    "zakochałem się w Lizbonie, a żona w Porto",
    "I fell in love with this city, my wife too.",
    # beliefs words as topics
    "Is the Reform UK party gaining members in Wales?",
    "Ile osób należy do PiS według ostatnich danych?",
    "Why do people convert to Buddhism later in life?",
    # a bank blocking a card for fraud is not a money problem here
    "How long does a bank take to unblock a card after a fraud alert?",
]


@pytest.mark.parametrize("text,kind", RED)
def test_disclosures_about_others_and_in_everyday_spellings_are_red(text, kind):
    verdict = detect(text)
    assert verdict.is_red, text
    assert kind in kinds(text), (text, kinds(text))


@pytest.mark.parametrize("text", GREEN)
def test_topic_questions_relatives_in_hospital_invoices_and_names_stay_green(text):
    verdict = detect(text)
    assert not verdict.is_red, (text, [f.reason for f in verdict.findings])
