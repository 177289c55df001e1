"""Round 43, rmoney: a relative's means with its figure, a person's pay beside the writer's, the household's income said
as "we", a named person's ethnic minority beside their name. The writer's own sentences (not the data's), in the seven
languages, with near-misses that stay green."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

# kin_means.py: KIN MEANS - the possessive or genitive joins the means to the relative, a sum in the sentence
KIN_MEANS_RED = [
    "Dad's state pension is £230 a week and the carers cost more than that.",
    "mums savings are down to 12k, what now",
    "Write a letter to the council: my gran's care home fees are £1,350 a week.",
    "Grandad's income is about £14,000 a year, does he qualify?",
    "Papas Rente liegt bei 1.300 €, das Heim kostet 3.400 €.",
    "Omas Rente reicht nicht, das Pflegeheim will 2.900 € im Monat.",
    "Emerytura mojej babci wynosi 1900 zł i nie starcza na leki.",
    "Renta mamy to tylko 1400 zl.",
    "la jubilacion de mama es de 650 euros, no llegamos",
    "La retraite de mon père est de 980 € par mois.",
    "la retraite de maman est de 1 120 € et l'ehpad coute 2 600 €",
    "Мамина пенсія - 5 тисяч, а ліки коштують більше.",
    "Пенсія бабусі 3 800 грн, як їй вижити?",
    "У мами пенсія 4 100 грн.",
    "Пенсия папы 22 тысячи, а сиделка стоит 40.",
    "У бабушки пенсия 17 тысяч, помогите посчитать.",
    "Напиши письмо: пенсия моей мамы 15 тысяч рублей, а пансионат стоит 60 тысяч.",
]
# kin_means.py: PAY PAIR - someone's pay with a figure, then the writer's
PAY_PAIR_RED = [
    "Kasia zarabia 9 tys., a ja 6,5 za to samo.",
    "Коллега Олег получает 90 тысяч, а я 70.",
    "Marta cobra 1.900 y yo 1.500 haciendo lo mismo.",
    "Jonas kriegt 4.200 und ich nur 3.600.",
    "Julie gagne 2800 et moi 2200, c'est normal ?",
]
# household_money.py: the household's income said as "we", "at home", "per member"
HOUSEHOLD_RED = [
    "en casa entra 1.100 € al mes, somos tres",
    "Nuestros ingresos son de 1.650 € al mes.",
    "Pro Kopf haben wir 700 € im Monat.",
    "Na osobę w rodzinie mamy 1 200 zł, czy dostanę stypendium socjalne?",
    "Nos revenus sont de 2 100 € par mois pour quatre.",
    "À deux on touche 1 800 €, est-ce que j'ai droit à la bourse ?",
    "Доход на человека у нас 12 тысяч, положена ли субсидия?",
]
# named_origins.py: a named person's minority beside their name, or their origins with racism or an origin's adjective
ORIGINS_RED = [
    "Ромську дівчинку Ліану в моєму класі дражнять.",
    "ромського хлопчика Михайла не беруть у команду",
    "Mamy w klasie romską dziewczynkę Esmeraldę i nikt z nią nie siedzi.",
    "Roksana, romska uczennica z 3b, przestała przychodzić.",
    "the Roma boy Marius keeps getting picked on, what do I do?",
    "Kezia, is the only Roma girl in my class and gets called names.",
    "Write a note to parents: Dilan, a Kurdish girl in Year 7, is being excluded.",
    "Aylin, eine kurdische Schülerin in meiner Klasse, wird gemobbt.",
    "Die Sinti-Familie? Nein: Django, ein Sinti-Junge aus der 4a.",
    "Dilan, une élève kurde de ma classe, est mise à l'écart.",
    "Dilan, une élève rom de ma classe, est mise à l'écart.",
    "Тимур, чеченский мальчик из моего класса, сидит один.",
    "Moussa, un élève de ma classe, subit des remarques racistes sur ses origines maliennes.",
    "Aylin wird in meiner Klasse wegen ihrer Herkunft ausgegrenzt.",
    "Karim from my class gets racist comments about his Moroccan origins.",
]
GREEN = [
    # the same money in general, no owner, no figure, a hypothetical, a story, a pay scale, a firm
    "The state pension is £230 a week from April.",
    "Care home fees in Surrey average £1,480 a week.",
    "If mum's savings fall below £23,250, does the council pay?",
    "Mum's pension is paid on the 5th of each month.",
    "In the novel, the hero's mother's pension is 300 roubles.",
    "Średnia emerytura w Polsce to 3 900 zł.",
    "Die durchschnittliche Rente liegt bei 1.500 €.",
    "La pensión mínima es de 780 € al mes.",
    "Le minimum vieillesse est de 1 012 € par mois.",
    "Середня пенсія в Україні 5 800 грн.",
    "Средняя пенсия в России 23 тысячи.",
    "Juniors earn 42k and seniors 60k.",
    "Mum's birthday cake cost £40.",
    "Dad's pension fund invests in bonds.",
    "Las oposiciones de Hacienda: el sueldo es de 2.100 € y yo quiero prepararlas.",
    "El Real Madrid gana 50 millones y el Barça 40.",
    # a grant's thresholds
    "El umbral de la beca es de 1.300 € por miembro de la familia.",
    "¿Cuánto tiene que entrar en casa para pedir la beca?",
    "Дохід на члена сім'ї не має перевищувати 5 000 грн.",
    "Dochód na osobę nie może przekroczyć 1 294 zł.",
    "Le plafond de revenus est de 2 100 € par mois.",
    "Wir haben zusammen 3 Kinder und einen Hund.",
    "Средний доход на человека в регионе 30 тысяч.",
    # a people in general, no name, a story, a public figure, a city
    "Roma girls leave school earlier than their peers, says the report.",
    "The history of the Kurdish people is long.",
    "Kurdish pupils in Germany: what do the statistics say?",
    "A Roma girl in my class asked about the holiday.",
    "In the novel, Esmeralda, a Roma girl, dances in the square.",
    "Zidane parle souvent de ses origines kabyles.",
    "Francesco, a boy from Roma, is visiting us.",
    "My class is learning about Roma culture this week.",
    "Wie erkläre ich Kindern die Geschichte der Sinti und Roma?",
    "Historia Romów w Polsce - materiały dla uczniów.",
    "Його походження нікого не цікавить, він чудовий учень.",
]


@pytest.mark.parametrize("text", KIN_MEANS_RED + PAY_PAIR_RED + HOUSEHOLD_RED + ORIGINS_RED)
def test_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", GREEN)
def test_green(text: str) -> None:
    assert detect(text).label == "green", text
