"""Round 18 (rdisc): disclosures confided in everyday words (vocab/confided.py), German chat without "ich"
(dropped_subject.py), a colleague's illness told at work (absences.py), Polish typed without diacritics, and doubts
that keep a suspicion or a money worry yellow.

All sentences here are written for these tests (none is taken from a benchmark file). Every RED and GREEN sentence
fails on the code before round 18; the GUARDS are look-alikes of the new rules that must stay green.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.findings import Kind
from app.core.memory.privacy.detector.verdict import detect

RED = [
    # intimate life: sleeping with or seeing someone other than the partner
    ("Desde marzo me acuesto con el hermano de mi cuñada y nadie lo sabe.", Kind.RELATIONSHIP),
    ("Ich schlafe seit Wochen mit meinem Kollegen.", Kind.RELATIONSHIP),
    ("Mi mujer vive en Lima y yo estoy durmiendo con una compañera del máster aquí.", Kind.RELATIONSHIP),
    ("Дружина думає, що я на рибалці, а я зустрічаюся з іншою вже пів року.", Kind.RELATIONSHIP),
    ("Żona pracuje w Irlandii, a ja od zimy jestem z sąsiadką z bloku.", Kind.RELATIONSHIP),
    ("Mein Mann weiß nicht, dass ich mich in meinen Trainer verliebt habe.", Kind.RELATIONSHIP),
    ("Tengo una aventura con el profesor de yoga desde el verano.", Kind.RELATIONSHIP),
    # a relationship with one's boss or colleague
    ("I've been dating my supervisor for a few months, do I have to disclose it?", Kind.RELATIONSHIP),
    ("Je sors avec ma responsable depuis janvier, est-ce que je dois le dire ?", Kind.RELATIONSHIP),
    ("Spotykam się z moim przełożonym i boję się plotek w biurze.", Kind.RELATIONSHIP),
    ("Я встречаюсь со своим начальником, как это скрыть от коллег?", Kind.RELATIONSHIP),
    # open, polyamorous or sexless couple; leaving; married on paper
    ("Wir führen seit zwei Jahren eine offene Beziehung und meine Eltern ahnen nichts.", Kind.RELATIONSHIP),
    ("I'm in a relationship with two people and my sister just found out.", Kind.RELATIONSHIP),
    ("Mein Freund und ich hatten seit Monaten keinen Sex, ist das normal?", Kind.RELATIONSHIP),
    ("ich denk schon länger an trennung, meine frau ahnt nichts", Kind.RELATIONSHIP),
    ("Moja żona i ja nie współżyjemy od porodu.", Kind.RELATIONSHIP),
    ("We live apart now, but on paper I'm still married to him.", Kind.RELATIONSHIP),
    ("Формально я досі заміжня, хоча вже три роки живу окремо.", Kind.RELATIONSHIP),
    # health: illnesses named in everyday words, the writer in hospital, a passive diagnosis
    ("My daughter has cerebral palsy and starts school in September.", Kind.HEALTH),
    ("Mi hijo tiene fibrosis quística, ¿qué ayudas hay?", Kind.HEALTH),
    ("J'ai une pneumonie depuis lundi et je tousse encore.", Kind.HEALTH),
    ("Mam zapalenie płuc i nie mogę iść do pracy.", Kind.HEALTH),
    ("У мене панкреатит, що можна їсти?", Kind.HEALTH),
    ("Meine Schwiegermutter ist alkoholkrank, wir wissen nicht weiter.", Kind.HEALTH),
    ("I've been in hospital since Sunday with a blood infection, my insurer wants forms.", Kind.HEALTH),
    ("Me ingresaron ayer en Lisboa por una infección y sigo con suero.", Kind.HEALTH),
    ("Leżę od tygodnia w szpitalu w Wiedniu, ubezpieczenie nie odpowiada.", Kind.HEALTH),
    ("Я потрапила в лікарню в Празі, страховка не покриває.", Kind.HEALTH),
    ("Je suis hospitalisée à Lyon depuis samedi, qui prévenir ?", Kind.HEALTH),
    ("La hija de mi vecina fue diagnosticada hace poco y la madre está destrozada.", Kind.HEALTH),
    ("zrobilem wczoraj test, wyszedl pozytywny na hiv", Kind.HEALTH),
    ("Jak napisać zespołowi, że Marta jest na zwolnieniu? Ona ma sepsę i leży na OIOM-ie.", Kind.HEALTH),
    ("Как сказать коллегам, что у бухгалтера пневмония и её не будет две недели?", Kind.HEALTH),
    ("Koleżanka z działu ma białaczkę, jak ją wesprzeć?", Kind.HEALTH),
    ("Ma collègue a une sclérose en plaques, comment adapter son poste ?", Kind.HEALTH),
    ("Колега має діабет і часто бере відгули.", Kind.HEALTH),
    ("dostalam wczoraj diagnoze - astma oskrzelowa", Kind.HEALTH),
    ("bin seit januar in therapie wegen depressionen", Kind.HEALTH),
    # money: arrears counted, loans one can no longer pay, a debt for the flat
    ("Llevamos dos recibos de la luz sin pagar y nos van a cortar.", Kind.FINANCE),
    ("I'm three months behind with the council tax and got a letter.", Kind.FINANCE),
    ("Мы задолжали управляющей компании за полгода.", Kind.FINANCE),
    ("Wir sind mit der Miete drei Monate im Rückstand.", Kind.FINANCE),
    ("Ми заборгували за оренду, господар хоче нас виселити.", Kind.FINANCE),
    ("J'ai trois prêts et je ne peux plus les rembourser.", Kind.FINANCE),
    ("Wir haben die letzten drei Kreditraten nicht bezahlt, was droht uns?", Kind.FINANCE),
    ("No hemos pagado los dos últimos recibos de la hipoteca.", Kind.FINANCE),
    ("On n'a pas payé les deux derniers loyers, le propriétaire s'énerve.", Kind.FINANCE),
    ("Ми не сплатили два останні внески за кредит.", Kind.FINANCE),
    # a breakup named with the partner; rehab; long covid
    ("Rozstałam się z narzeczonym miesiąc przed ślubem.", Kind.RELATIONSHIP),
    ("Мы расстались с мужем, но живём в одной квартире.", Kind.RELATIONSHIP),
    ("Meine Schwester ist seit Mai in einer Suchtklinik.", Kind.HEALTH),
    ("Mi padre está en desintoxicación desde enero.", Kind.HEALTH),
    ("J'ai un covid long depuis un an et je suis épuisée.", Kind.HEALTH),
    # beliefs: party activists and members, a vote named bare, a hyphenated church
    ("Я активіст однієї партії, чи можуть мене звільнити?", Kind.BELIEFS),
    ("Я активист партии, меня уволили за это.", Kind.BELIEFS),
    ("Wir sind seit Jahren in der Partei, aber das sagen wir niemandem.", Kind.BELIEFS),
    ("We voted Reform in the local election and now the neighbours ignore us.", Kind.BELIEFS),
    ("Мама перейшла в греко-католицьку церкву, тато не розмовляє з нею.", Kind.BELIEFS),
    # ethnicity: from a family of a named minority
    ("Nowa uczennica jest z rodziny romskiej, jak przygotować klasę?", Kind.ETHNICITY),
    ("Mi vecina es de una familia gitana y en el bloque la tratan mal.", Kind.ETHNICITY),
    # German chat without "ich"
    ("hab 4000 € schulden beim vermieter und weiß nicht weiter", Kind.FINANCE),
    ("bin bei der gew und will streiken, geht das?", Kind.BELIEFS),
    ("bin seit märz schwanger und hab angst vorm chef", Kind.HEALTH),
]

GREEN = [
    # a suspicion, a condition not yet met, a hesitation: not a fact (yellow at most)
    "Creo que estoy embarazada, ¿cuándo hago la prueba?",
    "Мені здається, я вагітна, але тест ще не робила.",
    "Si suben el alquiler otra vez no llegamos a fin de mes.",
    "J'hésite à demander un crédit pour couvrir mon découvert.",
    # a numeral, not the speaker; a question about a fact's consequence
    "what's the difference between type I and II diabetes",
    "is bipolar I worse than bipolar II",
    "If I'm hospitalized during my trip to Italy, does my card cover it?",
]

GUARDS = [
    "Meine Frau weiß nicht, dass ich ihr einen Hund schenke.",
    "I was admitted to the bar in 2019 and now work in Madrid.",
    "Bin day is Tuesday, can you remind me?",
    "The hospital in Alicante has a new pneumonia ward, says the article.",
    "Which party won the election in 1997?",
    "She has two kids and a dog.",
    "My team has a new manager from Monday.",
    "Is it true that people with cystic fibrosis should not meet each other?",
    "La familia gitana es un tema de mi tesis sobre el flamenco.",
    "Salam, how are you?",
    "Je couche les enfants à 20h, comment les calmer ?",
    "Mi novio está en Madrid y yo estoy con mis padres.",
    "Kolega ma nowy samochód.",
    "Ma collègue a un nouveau vélo.",
    "Firma ma długi wobec dostawców, ale to nie moja sprawa.",
    "I'm seeing my manager tomorrow about the budget.",
    "Po koncercie rozstaliśmy się z kolegami na dworcu.",
    "No he pagado nada todavía, ¿cómo se paga la matrícula?",
    "Me han ingresado la nómina esta mañana, ¿cuánto me quitan de IRPF?",
    "Llevamos dos semanas sin pagar el gimnasio porque está cerrado.",
    "The loans desk says we can't pay invoices before Friday.",
    "Hospitalisé après sa chute, le cycliste va mieux selon son équipe.",
    "What happens if I'm admitted to hospital on holiday in Greece?",
    "I sleep with my baby in the same bed, is that safe?",
]


@pytest.mark.parametrize(("text", "kind"), RED)
def test_a_confided_disclosure_is_red(text: str, kind: Kind) -> None:
    verdict = detect(text)
    assert verdict.label == "red"
    assert kind in {f.kind for f in verdict.findings}


@pytest.mark.parametrize("text", GREEN)
def test_a_suspicion_a_condition_or_a_numeral_is_not_red(text: str) -> None:
    assert detect(text).label != "red"


@pytest.mark.parametrize("text", GUARDS)
def test_look_alikes_of_the_new_rules_stay_green(text: str) -> None:
    assert detect(text).label != "red"


def test_the_dropped_subjects_span_is_on_the_original_text() -> None:
    text = "Hallo!  Bin seit 2 Jahren HIV-positiv. Und hab Schulden von 4000 €."
    spans = sorted(text[f.start:f.end] for f in detect(text).findings)
    assert spans == ["Bin seit 2 Jahren HIV-positiv.", "Und hab Schulden von 4000 €."]
