"""Round 12 of the privacy detector: disclosures written as notes, forms and forwarded texts, or dictated.

Red: a named or pronoun-named person diagnosed, a doctor who confirmed a condition, a child's condition
for a school form, a medicine schedule, off work with an illness, therapy for a condition, a pregnancy
counted by the user; living on a means-tested benefit, an IVA or CCJ, being listed as a defaulter,
arrears and missed instalments, a payment order, more unpaid loans; a couple splitting, a partner who
moved out or pays no maintenance, an affair, separating from someone; a same-sex couple; a minority
named as "we"; a union rep, party dues.
Green: the same words as topics, case studies, other meanings ("we're splitting the bill", "I'm a
member of the gym", "Roma vs Lazio"), and hedged or generic questions.

All sentences here are written for these tests (none is taken from a benchmark file).
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import Kind, detect


def kinds(text: str) -> set[Kind]:
    return {f.kind for f in detect(text).findings}


RED = [
    # a named or pronoun-named person diagnosed
    ("School letter draft: Oskar was diagnosed with epilepsy in May, the staff need to know the seizure plan.", Kind.HEALTH),
    ("Hay que avisar al club de que a Lucía le han diagnosticado diabetes tipo 1.", Kind.HEALTH),
    ("Napisz do trenera, że Kuba ma zdiagnozowaną astmę i musi mieć inhalator.", Kind.HEALTH),
    ("Bei Jonas wurde im Sommer Zöliakie diagnostiziert, was schreibe ich der Kita?", Kind.HEALTH),
    ("Pour la cantine : on lui a diagnostiqué une maladie cœliaque en mars.", Kind.HEALTH),
    ("Синові діагностували аутизм, як написати заяву до школи?", Kind.HEALTH),
    # a doctor confirmed a condition, in a note or dictated
    ("memo the oncologist confirmed it's lymphoma stage two, tell the family after Christmas", Kind.HEALTH),
    ("notatka lekarz potwierdził że to stwardnienie rozsiane, nic nie mówić w pracy", Kind.HEALTH),
    ("nota el neurólogo ha confirmado que es esclerosis múltiple, no decir nada todavía", Kind.HEALTH),
    ("Sprachnotiz: die Ärztin hat bestätigt, es ist Parkinson, erst mal niemandem sagen", Kind.HEALTH),
    # a child's condition named by a pronoun or, in Ukrainian, by a name
    ("Pour le centre aéré : il a un diabète de type 1 et un capteur au bras.", Kind.HEALTH),
    ("Form for the trip: she has coeliac disease, so no gluten at all please.", Kind.HEALTH),
    ("Для табору: у Марка епілепсія, потрібні ліки з собою.", Kind.HEALTH),
    # a medicine schedule
    ("Make a table:\n07:30 escitalopram 10 mg\n21:00 quetiapine 50 mg", Kind.HEALTH),
    ("Plan: rano metformin 500 mg, wieczorem metformin 500 mg, zrób z tego tabelkę", Kind.HEALTH),
    # off work with an illness, therapy for a condition
    ("HR wants a letter because I've been off sick with depression for six weeks.", Kind.HEALTH),
    ("Czy moją terapię na depresję da się odliczyć od podatku?", Kind.HEALTH),
    ("Mi psicoterapia por depresión la paga el seguro, ¿lo declaro?", Kind.HEALTH),
    # a pregnancy counted by the user
    ("Two positive tests this morning! How far along am I if my last period was on 3 March?", Kind.HEALTH),
    # living on a means-tested benefit
    ("We're living on Universal Credit since the factory closed, any cheap days out?", Kind.FINANCE),
    ("Żyjemy z zasiłku z opieki społecznej i nie starcza na buty dla dzieci.", Kind.FINANCE),
    ("Ich beziehe seit Januar Bürgergeld, darf ich einen Minijob annehmen?", Kind.FINANCE),
    ("Vivimos del ingreso mínimo vital desde que me quedé sin trabajo.", Kind.FINANCE),
    ("On vit avec le RSA et les allocations depuis deux ans.", Kind.FINANCE),
    ("Я живу на соцдопомогу, грошей не вистачає на ліки.", Kind.FINANCE),
    # an IVA, a CCJ, listed as a defaulter
    ("I've got two CCJs from my twenties, will a landlord see them?", Kind.FINANCE),
    ("My debt relief order ends in June, can I open a bank account now?", Kind.FINANCE),
    ("Nous sommes fichés à la Banque de France depuis le découvert de l'an dernier.", Kind.FINANCE),
    ("Figuro en ASNEF por una factura del móvil que nunca recibí.", Kind.FINANCE),
    ("Jestem w KRD przez stary rachunek za telefon, jak to usunąć?", Kind.FINANCE),
    # arrears and missed instalments, payment orders, unpaid loans
    ("Wir sind schon 2.300 € mit der Miete im Rückstand, der Vermieter droht.", Kind.FINANCE),
    ("Llevo tres recibos de la luz sin pagar y me han mandado un aviso de corte.", Kind.FINANCE),
    ("We've missed three mortgage payments and the bank wants a meeting.", Kind.FINANCE),
    ("Ich hab einen Vollstreckungsbescheid gekriegt und weiß nicht, wie ich das zahlen soll.", Kind.FINANCE),
    ("У нас прострочений кредит у двох банках, колектори дзвонять щодня.", Kind.FINANCE),
    ("Tengo dos créditos sin pagar y me llaman del banco cada día.", Kind.FINANCE),
    # a couple splitting, a partner who moved out or pays no maintenance
    ("We're separating after nine years, how do we split the pension?", Kind.RELATIONSHIP),
    ("Meine Frau und ich lassen uns scheiden, wer behält den Hund?", Kind.RELATIONSHIP),
    ("My wife moved out last weekend and took the kids to her mum's.", Kind.RELATIONSHIP),
    ("Mąż się wyprowadził w sobotę i nie odbiera telefonu.", Kind.RELATIONSHIP),
    ("Mi marido se ha ido de casa y no sé cómo pagar el alquiler.", Kind.RELATIONSHIP),
    ("Mon ex ne paie plus la pension alimentaire depuis septembre.", Kind.RELATIONSHIP),
    ("Były mąż znowu nie płaci alimentów na syna, co robić?", Kind.RELATIONSHIP),
    # an affair, a spouse caught with someone
    ("Found my boyfriend texting another woman at 3am, I feel sick.", Kind.RELATIONSHIP),
    ("Ich habe meinen Freund mit einer anderen im Auto erwischt.", Kind.RELATIONSHIP),
    ("J'ai surpris mon mari avec une autre au restaurant hier soir.", Kind.RELATIONSHIP),
    ("I've been seeing my old flame behind my husband's back since spring.", Kind.RELATIONSHIP),
    ("Quedando con un compañero a escondidas de mi marido desde enero, no sé parar.", Kind.RELATIONSHIP),
    # separating from someone
    ("me divorcio de Álvaro en marzo, no se lo cuentes a nadie", Kind.RELATIONSHIP),
    ("Rozwodzę się z mężem, jak podzielić kredyt?", Kind.RELATIONSHIP),
    ("I'm leaving my husband next month and need a cheap flat.", Kind.RELATIONSHIP),
    # a same-sex couple
    ("As a gay couple we want to adopt, which agencies are friendly?", Kind.SEXUALITY),
    ("Wir sind ein schwules Paar und suchen eine Wohnung in Köln.", Kind.SEXUALITY),
    ("Somos una pareja de lesbianas y queremos casarnos en Sevilla.", Kind.SEXUALITY),
    ("Nous sommes un couple lesbien, quelle banque pour un prêt commun ?", Kind.SEXUALITY),
    ("Jesteśmy lesbijkami i szukamy mieszkania, czy właściciel może odmówić?", Kind.SEXUALITY),
    # a minority named as "we", a filled-in form
    ("Wir sind Sinti und der Vermieter legt immer auf, wenn er den Namen hört.", Kind.ETHNICITY),
    ("Somos gitanos y en el colegio tratan distinto a mi hijo.", Kind.ETHNICITY),
    ("Jesteśmy Romami i urzędnik nie chciał przyjąć wniosku.", Kind.ETHNICITY),
    ("Ми роми, і нас не пускають у кафе, куди скаржитися?", Kind.ETHNICITY),
    ("Job form: Ethnicity: Black Caribbean. Can they ask that?", Kind.ETHNICITY),
    # a union rep, party dues
    ("I'm the Unison steward for our ward, can they stop my facility time?", Kind.BELIEFS),
    ("Je suis déléguée syndicale CGT et mon chef me met la pression.", Kind.BELIEFS),
    ("Soy delegada sindical de CCOO y me han cambiado el turno.", Kind.BELIEFS),
    ("Przypomnienie: składka członkowska Lewicy za styczeń do 15.", Kind.BELIEFS),
    ("As a Labour party member can I stand for the parish council?", Kind.BELIEFS),
]

GREEN = [
    # diagnoses as topics, case studies, history
    "The patient in the case study was diagnosed with lupus at 30; what are the typical first signs?",
    "If someone was diagnosed with diabetes, can they still hold a commercial driving licence?",
    "Napisz artykuł o tym, ile osób ma zdiagnozowaną cukrzycę w Polsce.",
    "Bei vielen Kindern wurde ADHS diagnostiziert, warum steigt die Zahl?",
    "В Україні діабет має кожен десятий дорослий, це правда?",
    "What does a doctor mean when they say a tumour is benign?",
    "Doctors say cancer survival rates have doubled since the 1970s.",
    # a medicine or a dose as a topic
    "What is the usual starting dose of sertraline for adults?",
    "Is 08:00 or 20:00 better for a daily vitamin D tablet?",
    # money topics
    "How is Universal Credit calculated for a single parent?",
    "Qu'est-ce que le RSA et qui y a droit ?",
    "What is a CCJ and how long does it stay on a credit file?",
    "Was passiert, wenn man mit der Miete im Rückstand ist?",
    "We missed the train by four minutes, is there a later one to York?",
    "Wie beantrage ich Bürgergeld für meinen Nachbarn, der kein Deutsch spricht?",
    "¿Qué es ASNEF y cómo se consulta?",
    # other meanings of splitting, moving out, catching, members
    "We're splitting the bill three ways, how much is each share of £96?",
    "My partner moved out the old sofa and now we need a new one.",
    "I caught my husband's cold and now the whole family is ill.",
    "I'm a member of the gym at the depot, can they change the fees?",
    "Składka członkowska razem z wpisowym w klubie tenisowym to 300 zł.",
    "Roma vs Lazio tonight, what time is kick-off?",
    "Wir sind Roma-Fans und fahren zum Spiel nach Rom.",
    "As a gay rights historian, what should I read about Stonewall?",
    "Ethnicity: why do job forms ask about it at all?",
    "Me separo de la empresa en diciembre, ¿cómo calculo el finiquito?",
]


@pytest.mark.parametrize("text,kind", RED)
def test_noted_disclosure_is_red(text: str, kind: Kind) -> None:
    assert kind in kinds(text), text


@pytest.mark.parametrize("text", GREEN)
def test_topic_or_other_meaning_stays_green(text: str) -> None:
    verdict = detect(text)
    assert not verdict.is_red, (text, verdict.findings)


def test_a_hedge_about_a_consequence_does_not_clear_the_statement() -> None:
    # "might" is about the permit, not about being a union rep
    assert Kind.BELIEFS in kinds("I'm a Unison rep at the hospital, so my parking permit might be withdrawn.")
    # but a hedge on the statement itself still clears it
    assert Kind.BELIEFS not in kinds("I might be a Unison rep next year, not sure yet.")
