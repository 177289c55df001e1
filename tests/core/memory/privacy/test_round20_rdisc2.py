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
    # other styles: an older user, a user living abroad mixing languages, a freelancer
    "my gp says i have sleep apnoea and i need a cpap machine",
    "Good morning dear, my doctor says I have glaucoma in both eyes.",
    "diagnosed with long covid in march, still cant work full days",
    "Moja córka jest niepełnosprawna, ma orzeczenie.",
    "J'ai une RQTH depuis 2021 pour mon dos.",
    "Mein Mann nimmt Marcumar, darf er Ibuprofen?",
    "I'm self-employed and last year I only made £14k, can I still get a mortgage?",
    "The tax office sent bailiffs for my unpaid 4,800 € VAT.",
    "Gerichtsvollzieher war heute da wegen 3.200 € Schulden.",
    "Податкова заблокувала рахунок, борг 80 тисяч гривень.",
    "My mum lost her Pension Credit after they reassessed her.",
    "Meiner Mutter wurde die Grundsicherung gekürzt.",
    "A mi madre le han quitado la pensión no contributiva.",
    "Mamie a perdu son APL et ne peut plus payer le loyer.",
    "Mojej mamie odebrali zasiłek opiekuńczy.",
    "My husband has a girlfriend in Leeds, I found the messages.",
    "Mein Kind ist nichtbinär und will einen neuen Vornamen.",
    "Mi hermano y su marido son dos hombres y quieren adoptar.",
    "Hello, I am 78 and I have osteoporosis, can I still do gardening?",
    "Mi marido tiene EPOC y usa oxígeno en casa.",
    "Mój tata dostał wypowiedzenie i teraz żyje z zasiłku, ledwo starcza.",
    "Як ФОП маю борг по ЄСВ 35 тисяч, податкова заблокувала рахунок.",
    "Ich habe 2024 als Selbstständige nur 19.000 € Gewinn gemacht.",
    "Nuestra hija sufrió abusos de su entrenador, el juicio es en marzo.",
    "My father was violent with my mother for years, I still have nightmares.",
    "W dzieciństwie ojciec znęcał się nad mamą.",
    "Meine Tochter und ihre Frau bekommen ein Baby.",
    "Ma fille et sa femme ont adopté un enfant.",
    "Mi vecina es sindicalista de CCOO y la han despedido.",
    "Tata był w Solidarności w latach 80., internowali go.",
    "Ma belle-fille est juive, que lui offrir pour Hanoukka ?",
    "Our new neighbours are Roma and the street is gossiping.",
    "Meine Schwiegertochter ist Sintiza und wird im Dorf schief angeschaut.",
    "Mi yerno es gitano y mi familia no lo acepta.",
    "Моя невістка — ромка, і сусіди пліткують.",
]

# green with this round's vetoes, red before them
GREEN = [
    "Explique-moi l'endométriose en termes simples pour un exposé.",
    "Explain heart failure to me in simple words.",
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
    "What is sleep apnoea?",
    "Morbus Crohn Symptome bei Kindern?",
    "¿Qué es la esclerosis múltiple?",
    "How much does a freelancer earn in Poland on average?",
    "Ile zarabia freelancer w Polsce?",
    "What can bailiffs take from my house in the UK?",
    "Kiedy komornik może zająć konto?",
    "Who can get Pension Credit?",
    "Was ist Grundsicherung im Alter?",
    "What is the role of a union rep?",
    "¿Qué hace un delegado sindical?",
    "Rome - Lazio tonight at 8, who wins?",
    "AS Roma is top of the league.",
    "The Kurdish language has several dialects.",
    "The affair of the century: the Dreyfus case explained.",
    "Ma collègue est partie en vacances en Algérie.",
    "What does atrial fibrillation look like on an ECG?",
    "Famous people with bipolar disorder?",
    "My bank says the card payment was declined, why?",
    "ich hab 3.200 € für den Urlaub gespart, wohin?",
    "Our office will be closed on Monday for the bank holiday.",
    "The union rep meeting is on Tuesday at 5 in room 3.",
    "I beat my brother at tennis 6-2 6-3.",
    "Spain beat Portugal in the final.",
    "The CGT called a national strike for Thursday.",
    "Die Klinik hat neue Öffnungszeiten.",
    "Chinese heritage month starts in May.",
    "Ich habe ein Buch über die Geschichte der Roma gelesen.",
    "Mein Vater war 30 Jahre Mitglied im Schützenverein.",
    "He was abused as a child in the film, it's very dark.",
    "What is heart failure exactly?",
    "Is osteoporosis common after 70?",
    "Which payday loan companies are regulated by the FCA?",
    "How do I invoice a client in Germany as a freelancer?",
    "What does a union rep do in the UK?",
    "What do Jehovah's Witnesses believe?",
    "History of the Roma people in Europe, please.",
    "How many Muslims live in Germany?",
    "Can you recommend a book about Alzheimer's for carers?",
    "Our company earned €2.4 million in revenue last year.",
    "The bank refused the merger with Commerzbank.",
    "The dog was abused by its previous owner, the shelter said.",
    "Lisbon beat Porto 2-1 yesterday.",
    "My husband and I are two pensioners looking for a cruise.",
    "My son and his friend want to go camping.",
    "Meine Tochter und ihre Freundin gehen ins Kino.",
    "I have a meeting with the union tomorrow about the new contract terms for all staff.",
    "The bailiff scene in the novel is hilarious.",
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
