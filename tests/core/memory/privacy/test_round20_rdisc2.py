"""Round 20, rdisc2: classes of disclosures no earlier list named (vocab/lexicon.py), in six languages - a lexicon of
conditions and medicines, a diagnosis told without a subject, a sick note's diagnosis code, salary figures and payslips,
debts with collectors or microloans, a benefit refused or cut, abuse told of oneself or one's mother, a partner's second
family, a union named with a role in either order, a conversion, an origin or a minority, a trans person or a same-sex
couple telling it. Greens: a topic explained on request, a sample budget, a clinic's company name, and look-alikes of
the new patterns (a football score, the European Union, heritage sites, goods of some origin, a chess game)."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

# red with this round's rules, green before them
RED = [
    "My sister has atrial fibrillation and now takes blood thinners.",
    "Mi madre tiene fibrilación auricular, el médico le cambió la pastilla.",
    "tested positive for hepatitis c, waiting for the specialist",
    "na L4 mam kod F41, czy pracodawca to widzi",
    "Mi marido cobra 1.600 euros netos y yo 900, ¿nos llega para un piso?",
    "Sur mon bulletin de salaire il y a 1 980 € net, pourquoi si peu ?",
    "owe 9k on credit cards and the bailiffs sent a letter",
    "Мені пишуть колектори, борг 40 тисяч по мікрозаймах.",
    "ZUS odmówił mi zasiłku chorobowego, nie wiem z czego żyć.",
    "Le Pôle emploi m'a supprimé mes allocations chômage depuis mars.",
    "Me han denegado el ingreso mínimo vital por segunda vez.",
    "my stepdad used to beat my mum when I was little",
    "Mein Vater hat meine Mutter jahrelang geschlagen und erniedrigt.",
    "Moja żona pisze z innym facetem od miesięcy.",
    "Nous vivons séparés depuis l'été mais personne ne le sait.",
    "My cousin became Catholic last year and now refuses to eat meat on Fridays.",
    "Mi hermano se ha hecho testigo de Jehová.",
    "Mi hija es una mujer trans y empieza el tratamiento hormonal.",
    "Meine Freundin und ich sind zwei Frauen und wollen ein Kind adoptieren.",
]

# green with this round's vetoes, red before them
GREEN = [
    "Explique-moi l'endométriose en termes simples pour un exposé.",
]

# look-alikes of the new patterns: green before and after (guards, not fixes)
GUARDS = [
    "What are the symptoms of atrial fibrillation?",
    "Jakie są objawy migotania przedsionków?",
    "Was ist der Unterschied zwischen Bipolar I und II?",
    "¿Qué significa TDAH en un informe escolar?",
    "How much does a carer earn in London on average?",
    "Ile zarabia magazynier w Polsce?",
    "Write a sample payslip with £2,000 gross for a training slide.",
    "How do debt collectors work in the UK?",
    "Can bailiffs enter my home if I owe council tax?",
    "What benefits can a single parent claim?",
    "Was ist Bürgergeld und wer bekommt es?",
    "Union members have the right to be accompanied at a disciplinary.",
    "The European Union is a member of the WTO.",
    "Who voted for Brexit in 2016, by age group?",
    "The senator converted to Catholicism in 1998.",
    "Roma won 2-0 against Lazio last night.",
    "The museum shows the Turkish heritage site restoration.",
    "goods of Chinese origin are taxed higher",
    "The transgender rights bill passed the senate today.",
    "In the novel the heroine was abused by her uncle.",
    "My brother beat me at chess again.",
    "Our Git remote origin points to the old server.",
    "my dad hit the jackpot at bingo lol",
    "She became CEO of the bank in 2020.",
    "background: black; color: white",
    "my pay is 20 € per hour for tutoring, how should I invoice?",
    "For a class I'm making a sample budget: £1,900 income, £700 rent. Fill in the rest, it's not for me.",
    "Für ein Referat brauche ich einen Beispielhaushalt: 2.400 € netto, 800 € Miete. Keine echten Daten.",
    "Die Zahnklinik GmbH hat ihre Adresse geändert, muss ich die Rechnung neu anfordern?",
    "Wyjaśnij mi depresję prostymi słowami, piszę referat.",
]


@pytest.mark.parametrize("text", RED)
def test_the_new_classes_of_disclosure_are_red(text: str) -> None:
    assert detect(text).label == "red"


@pytest.mark.parametrize("text", GREEN)
def test_topic_requests_sample_figures_and_company_names_are_green(text: str) -> None:
    assert detect(text).label != "red", detect(text)


@pytest.mark.parametrize("text", GUARDS)
def test_look_alikes_of_the_new_patterns_stay_green(text: str) -> None:
    assert detect(text).label != "red", detect(text)
