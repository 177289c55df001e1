"""Round 45, rsens: the sensitive disclosures the newest development sets (broad-zzz86..zzz100) still missed, by family -
the writer's money shortfall (own_shortfalls.py), a named person's affair said with an apposition or a title
(named_affairs.py), a same-sex couple passed off as siblings, a co-mother, a trans identity in uk/ru
(implied_orientations.py), an injury told with its treatment as in a claim (claimed_injuries.py), a partner smashing
the home's things in a fight (smashed_things.py), the writer's origin with a migration status (origin_status.py). The
writer's own sentences (not the data's), in the seven languages, lower case and without diacritics among them, with
their yellow and green twins (a question about the topic, a hypothetical, a suspicion, a rumour, a story, a public
figure, an accident, someone nobody could identify)."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

# own_shortfalls.py: CANT PAY, OWN DUES, CLAIMED BACK
SHORTFALL_RED = [
    "nie moge splacic kredytu od dwoch miesiecy, bank dzwoni codziennie",
    "Nie daję rady płacić rat za samochód, co mam zrobić?",
    "i cant pay this month's mortgage instalment and the bank wants a call",
    "We can no longer afford the repayments on the car loan.",
    "ich kann den kredit nicht mehr bedienen, seit ich arbeitslos bin",
    "no llego a pagar la cuota del préstamo este mes",
    "je n'arrive plus à payer mes mensualités depuis mon licenciement",
    "j'peux pas rembourser le pret de la voiture ce mois-ci",
    "не можу сплатити черговий платіж за кредит, що робити",
    "після звільнення вже не тягну платежі по іпотеці",
    "Не могу оплатить взнос по кредиту, зарплату опять задержали.",
    "mam 12 tys. zaleglosci w ZUS i boje sie komornika",
    "i've got £4,300 of arrears on the council tax and a summons",
    "Ich habe 3.800 € Mietschulden und der Vermieter droht mit Kündigung.",
    "tengo 9.000 euros en microcreditos y no se lo he contado a nadie",
    "j'ai 2 400 € de loyers impayés et une lettre de l'huissier",
    "у мене 40 тисяч боргу по мікрозаймах",
    "У меня 120 тысяч долга по кредиткам, муж не знает.",
    "the DWP says I have to pay back £2,100 of overpaid universal credit",
    "ZUS żąda ode mnie zwrotu 4 000 zł zasiłku",
    "la caf me reclame 1 900 € d'indu de prime d'activite",
    "Пенсійний фонд вимагає з мене повернути 12 000 грн",
]
SHORTFALL_NOT_RED = [
    "What is an overpayment from the CAF and when do people have to repay it?",
    "How are ZUS arrears calculated for a sole trader?",
    "I might not be able to pay the loan next month if the contract ends.",
    "Jeśli nie mogę spłacić kredytu, co może zrobić bank?",
    "my client can't pay the invoice on time",
    "the company has 4 million in debts according to the news",
    "Write a short story where the hero can't pay his debts to the mafia.",
    "On a 2 000 € de budget pour les vacances, des idées ?",
    "Wie hoch sind die Mietschulden in Deutschland im Durchschnitt?",
]

# named_affairs.py: the named person with an apposition, or by title and surname
AFFAIR_RED = [
    "Marta, the treasurer of our allotment society, has a thing with the caretaker and her husband has no idea.",
    "Mrs Whitfield from number 12 has been sleeping with the plumber, her husband has no idea.",
    "pani Nowak z parteru ma romans z dozorcą, a mąż jest w delegacji",
    "Herr Lindner aus dem dritten Stock hat was mit der Vermieterin",
    "Carmen, la del tercero, está liada con el portero desde el verano.",
    "Claire, la trésorière de l'association, couche avec le jardinier.",
    "Олена, голова ОСББ, має роман із сантехніком.",
    "Светлана, председатель ТСЖ, крутит роман с консьержем",
]
AFFAIR_NOT_RED = [
    "Frau Reinholz hat was mit dem Auto gemacht, jetzt ist die Stoßstange kaputt.",
    "Mr Darcy, the hero of the novel, has an affair with the governess.",
    "Sophie, the chair of the board, has a thing with cars and collects them.",
    "Gadają, że pani Nowak z parteru ma romans z dozorcą, ale kto wie.",
]

# implied_orientations.py: the couple passed off as siblings, the co-mother, the trans noun in uk/ru
ORIENTATION_RED = [
    "my girlfriend and i rent a flat and the landlord thinks we're sisters, what happens if she finds out",
    "mein freund und ich wohnen zusammen, der vermieter denkt, wir sind brüder",
    "mi novia y yo vivimos juntas y la casera cree que somos primas",
    "ma copine et moi, le proprio croit qu'on est soeurs, on a peur qu'il nous vire",
    "z chłopakiem mieszkamy razem, a sąsiedzi myślą, że jesteśmy braćmi",
    "мы с девушкой снимаем квартиру, хозяйка думает, что мы сёстры",
    "ми з дівчиною разом третій рік, а бабуся вважає, що ми сестри",
    "ma femme a accouché, je dois adopter notre fils comme seconde maman",
    "meine frau erwartet unser kind und ich will es als co-mutter anerkennen",
    "я транс дівчина і боюсь казати батькам",
    "Я транс-парень, когда говорить об этом на свиданиях?",
]
ORIENTATION_NOT_RED = [
    "people always think we're sisters because we look alike",
    "my best friend and I look so alike that strangers think we are sisters",
    "everyone thinks we're brothers, we are just cousins",
    "як трансгендерні люди змінюють документи?",
    "в фильме героиня говорит \"я транс-девушка\"",
    "what does second-parent adoption mean for a co-mother?",
]

# disclosures.py: "czy to (w ogóle) możliwe ...?" after the fact asks what it allows
POSSIBLE_RED = [
    "jestem gejem i chcę wpisać partnera do polisy, czy to w ogóle możliwe bez ślubu?",
    "я гей і хочу вписати партнера в договір, чи це можливо без шлюбу?",
]

# claimed_injuries.py: the injury with its treatment
INJURY_RED = [
    "i fractured my wrist cycling and had a plate put in, can i claim?",
    "whiplash grade 2 after the crash in march, physio twice a week",
    "сломал ногу на работе, месяц на больничном, сколько заплатит страховая",
    "Schleudertrauma nach dem Auffahrunfall, zwei Wochen krankgeschrieben",
    "mam złamaną rękę w gipsie od tygodnia",
    "me rompí el tobillo en marzo, me operaron y llevo dos meses de baja",
    "entorse grave de la cheville depuis samedi, plâtre pour trois semaines",
    "перелом ребер після падіння, тиждень пролежала в лікарні",
]
INJURY_NOT_RED = [
    "How long does a fractured wrist take to heal after surgery?",
    "what does insurance usually pay for whiplash with physio?",
    "if I break a leg skiing, does the travel insurance cover the hospital?",
    "I think I broke my toe, it's swollen, should I go to hospital?",
    "Messi's broken ankle kept him in hospital for a week",
    "the patient had a hip fracture and surgery on day 2",
    "my phone screen is broken and the repair shop has it for a week",
]

# smashed_things.py: a partner smashing the home's things in a fight
SMASHED_RED = [
    "my boyfriend punched a hole in the wall last night when i said i was going out",
    "my husband smashed my phone during a row",
    "mi pareja me rompió el móvil anoche en una pelea",
    "mąż rozbił mi telefon o ścianę, bo pisałam z koleżanką",
    "муж в ссоре выбил дверь в ванную, я там пряталась",
    "mein freund hat im suff die badezimmertuer eingetreten",
    "mon mari a défoncé la porte de la chambre pendant une crise",
    "мій хлопець у сварці розбив телевізор",
]
SMASHED_NOT_RED = [
    "my husband broke the tv remote by sitting on it lol",
    "my husband fixed the door that the kids broke",
    "my husband accidentally broke the TV while moving it",
    "mein Freund hat den Fernseher an die Wand gehängt",
    "the burglar kicked in the door",
    "what if my partner breaks my phone in a fight, is that abuse?",
    "mon copain a cassé son téléphone en tombant",
]

# origin_status.py: the origin with a status, the writer's people, an expired visa with the writer still here
ORIGIN_RED = [
    "ich bin syrer und mein asylverfahren läuft seit einem jahr",
    "soy venezolana y pedí asilo hace 8 meses",
    "я українка, маю тимчасовий захист у Німеччині",
    "я афганец, жду решения по убежищу",
    "we're irish travellers and the site is closing",
    "jestem Białorusinką i czekam na decyzję o ochronie międzynarodowej",
    "je suis érythréen, ma demande d'asile est en cours depuis un an",
    "my residence permit expired in may and i'm still here waiting for the appeal",
]
ORIGIN_NOT_RED = [
    "I'm Ukrainian, any good borscht tips?",
    "Je suis ukrainienne et j'adore la cuisine française",
    "how long does an asylum claim take for Eritreans?",
    "a Syrian refugee joined my class today",
    "if my visa expires while I'm waiting for the appeal, can I stay?",
    "my visa expired, how do I renew it?",
    "the gens du voyage camp near the town is in the news",
]


@pytest.mark.parametrize("text", SHORTFALL_RED + AFFAIR_RED + ORIENTATION_RED + POSSIBLE_RED + INJURY_RED + SMASHED_RED
                         + ORIGIN_RED)
def test_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", SHORTFALL_NOT_RED + AFFAIR_NOT_RED + ORIENTATION_NOT_RED + INJURY_NOT_RED
                         + SMASHED_NOT_RED + ORIGIN_NOT_RED)
def test_not_red(text: str) -> None:
    assert detect(text).label != "red", text
