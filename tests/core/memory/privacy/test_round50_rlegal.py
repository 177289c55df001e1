"""Round 50, rlegal: money, law and relationships the newest development sets (broad-zzz106..zzz125) still missed, by
family - the writer's own figures in tax and budget talk (own_budgets.py).
The writer's own sentences (not the data's), in the seven languages, lower case and without diacritics among them, with
their yellow and green twins (a published threshold or rate, a question with example figures, a condition, an example,
a firm's figures, an invoice's net line)."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

BUDGET_RED = [
    "last tax year turnover £54,000, profit about £31,000 as a sole trader, should i go limited?",
    "my income 2,300 a month after tax, can i afford a 1,100 flat?",
    "take home is £1,980 a month and rent is £875, is a £9k loan sensible",
    "przychod w 2024 to 240 tys., dochod okolo 150 tys., oplaca sie ryczalt?",
    "w tym roku dochód 96 tys. na skali, czy liniowy się opłaci?",
    "mój dochód 7 800 zł miesięcznie, czy dostanę kredyt 300 tys.?",
    "Umsatz 2023: 64.000 €, Gewinn 39.500 €. Lohnt sich die GmbH?",
    "netto 2.150 €, kaltmiete 780 €, schaffe ich einen kredit von 15.000 €?",
    "als Kleinunternehmer hatte ich Einnahmen 2024 von 19.800 €, bleibe ich unter der Grenze nächstes Jahr?",
    "bekomme ich etwa 2.900 netto, wie viel kann ich monatlich sparen?",
    "facturacion 2024: 58.000 €, beneficio neto 34.000 €, me conviene pasar a sociedad?",
    "cobro 1.420 y el alquiler son 690 €, me llega para un coche?",
    "CA 2023 : 52 000 € en micro-BNC, je passe au reel ?",
    "chiffre d'affaires 2024 : 81 000 €, bénéfice 47 000 €, SASU ou EURL ?",
    "je touche 1 850 € net, loyer 720 €, je peux emprunter combien ?",
    "дохід за 2024 рік 1,6 млн грн, я на другій групі, не перевищу ліміт?",
    "мій дохід 19 000 грн на місяць, чи дадуть кредит?",
    "отримую 24 тисячі, оренда 9 тисяч, чи потягну іпотеку?",
    "доход за год 2,4 млн, я самозанятый на НПД, что будет дальше?",
    "получаю 85 тысяч на руки, ипотека 38 тысяч, брать ли машину в кредит?",
]
BUDGET_NOT_RED = [
    "what's the income tax on a profit of £40k for a sole trader?",
    "the vat threshold is £90,000 turnover, does that include zero-rated sales?",
    "if my turnover is £95,000 next year do i have to register for vat?",
    "limit przychodu na ryczałcie to 2 mln euro, prawda?",
    "przykład: przychód 100 tys., koszty 40 tys., ile podatku na liniowym?",
    "Kleinunternehmergrenze: Umsatz 25.000 € im Vorjahr, gilt das schon 2025?",
    "Netto 2.380 €, MwSt 452,20 €, Brutto 2.832,20 € - stimmt die Rechnung so?",
    "Die Firma meldet für 2024 einen Umsatz von 3,1 Mio €, Gewinn 410.000 €.",
    "el autonomo del ejemplo factura 40.000 €, cuanto paga de IRPF?",
    "plafond micro-BNC : chiffre d'affaires 77 700 €, c'est toujours ça ?",
    "ліміт доходу для третьої групи у 2025 році - 9 336 000 грн?",
    "какой лимит дохода у самозанятых в 2024 году, 2,4 млн?",
    "the average income in the uk is 35,000 a year, how does that compare to germany?",
    "revenue 2024: $391bn, profit $94bn - apple's numbers look strong",
    "i would pay how much tax on an income of 50,000?",
]


@pytest.mark.parametrize("text", BUDGET_RED)
def test_own_tax_and_budget_figures_are_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", BUDGET_NOT_RED)
def test_thresholds_and_examples_stay(text: str) -> None:
    assert not detect(text).is_red, text

DUE_RED = [
    "hmrc agreed a time to pay plan over 12 months and i missed the third payment",
    "i skipped two instalments of my car loan over christmas, what now",
    "urząd zgodził się na układ ratalny, ale nie zapłaciłem dwóch ostatnich rat",
    "przestałam płacić raty kredytu w październiku",
    "das Finanzamt hat Ratenzahlung bewilligt, die dritte Rate konnte ich nicht mehr zahlen",
    "beim autokredit hänge ich mit zwei raten hinterher",
    "me concedieron el fraccionamiento de la deuda y he dejado de pagar tres plazos",
    "no he podido pagar las dos ultimas cuotas del prestamo",
    "j'ai un echeancier avec les impots et j'ai loupe l'echeance de fevrier",
    "j'ai du retard sur les mensualites de mon pret etudiant",
    "я пропустив два платежі по розстрочці від податкової",
    "прострочка по кредиту вже два місяці, банк дзвонить щодня",
    "маю борги по кредитах і комуналці, не знаю що робити",
    "у меня просрочка по ипотеке третий месяц",
    "не внёс два платежа по рассрочке за телефон, что будет",
]
DUE_NOT_RED = [
    "what happens if you miss a payment on a time to pay arrangement?",
    "i missed the train and the deadline for my essay",
    "co się dzieje, jeśli nie zapłacę raty układu ratalnego?",
    "was passiert, wenn man eine Rate der Stundung nicht zahlt?",
    "si dejo de pagar un plazo del aplazamiento, ¿me quitan el fraccionamiento?",
    "j'ai raté le bus ce matin, je suis arrivé en retard",
    "що буде при прострочці по кредиту?",
    "чем грозит просрочка по ипотеке?",
    "the app was down so i couldn't make the payment online, will they charge me?",
]
PET_RED = [
    "my boyfriend kicks the dog whenever he's angry with me",
    "my husband threatened to kill the cat if i leave him",
    "mój mąż kopie psa, kiedy wraca pijany",
    "mein mann droht, den hund zu toeten, wenn ich ausziehe",
    "mi marido patea al perro cuando se enfada conmigo",
    "mon conjoint menace de noyer le chaton si je pars",
    "чоловік б'є собаку, коли злиться на мене",
    "муж угрожает убить кота, если я уйду",
]
PET_NOT_RED = [
    "my dog was kicked by a horse yesterday, should i see a vet?",
    "a neighbour kicked my dog in the park, can i report him?",
    "my husband would never hurt the cat, he just doesn't like it",
    "in the film the husband kicks the dog to show he's a villain",
    "mein hund tritt beim spielen nach der katze, ist das normal?",
    "como evito que el perro muerda al gato?",
]


@pytest.mark.parametrize("text", DUE_RED)
def test_missed_instalments_and_overdue_loans_are_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", DUE_NOT_RED)
def test_payment_questions_stay(text: str) -> None:
    assert not detect(text).is_red, text


@pytest.mark.parametrize("text", PET_RED)
def test_violence_through_a_pet_is_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", PET_NOT_RED)
def test_pet_questions_stay(text: str) -> None:
    assert not detect(text).is_red, text

MILITARY_RED = [
    "i got a summary court-martial in 2012 for going awol, how do i explain it on job applications?",
    "i was given a bad conduct discharge after the fight in the barracks",
    "mam sprawe przed wojskowym sadem okregowym za jazde po pijanemu",
    "dostałem 14 dni aresztu za spóźnienie z przepustki",
    "ich habe drei tage disziplinararrest bekommen, weil ich betrunken zum dienst kam",
    "me han puesto 10 dias de arresto por una pelea en el cuartel",
    "j'ai pris 15 jours d'arrêt pour être rentré ivre à la caserne",
    "мені дали 10 діб арешту за самовільне залишення частини",
    "меня судит военный суд за драку с сослуживцем",
]
MILITARY_NOT_RED = [
    "what's the difference between a summary and a special court-martial?",
    "how does a bad conduct discharge affect va benefits in general?",
    "ile dni aresztu moze dostac zolnierz za spoznienie?",
    "wie lange darf ein disziplinararrest bei der bundeswehr dauern?",
    "cuantos dias de arresto se pueden imponer por una falta leve?",
    "combien de jours d'arrêt risque un militaire pour une absence ?",
    "скільки діб арешту можуть дати військовому?",
]


@pytest.mark.parametrize("text", MILITARY_RED)
def test_military_discipline_told_is_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", MILITARY_NOT_RED)
def test_military_discipline_questions_stay(text: str) -> None:
    assert not detect(text).is_red, text
