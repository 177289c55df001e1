"""Round 46, rsens: the sensitive disclosures the newest development sets (broad-zzz91..zzz105) still missed, by family -
a relative's fight over a dead parent's estate, the estate's debts and the writer's inherited sum (estate_matters.py),
the writer's low balance beside a shortfall (own_shortfalls.py), a month's pay with its job or platform (own_earnings.py),
the writer's support of a party or a blank ballot (party_support.py), a secret affair "estoy con ... a escondidas"
(vocab/apps.py), a faith given up or an apostasy filed (church_leaving.py), "als orthodoxer Jude" (vocab/special.py).
The writer's own sentences (not the data's), in the seven languages, lower case and without diacritics among them, with
their yellow and green twins (a question about the law, a hypothetical, a suspicion, a story, a stranger's estate)."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

# estate_matters.py: DISPUTE
ESTATE_DISPUTE_RED = [
    "my sister emptied dad's flat the week after the funeral and changed the locks",
    "My brother Tom took everything from Gran's house for himself before probate, we don't speak anymore.",
    "my cousin is contesting the will and my aunt's solicitor says it could take a year",
    "mein bruder hat omas schmuck fuer sich behalten, seit der beerdigung reden wir nicht mehr",
    "Meine Schwester weigert sich, das Haus unserer Eltern zu verkaufen, und wohnt mietfrei drin.",
    "mi hermano se quedo con las joyas de mama despues del entierro y no nos hablamos",
    "Mi hermana Lucía se niega a vender el piso de nuestros padres y vive allí sin pagar nada.",
    "mon frere a vide la maison de papa avant le notaire, on ne se parle plus",
    "Ma sœur Camille refuse de signer chez le notaire pour la succession de maman.",
    "brat zabral cale wyposazenie z domu mamy zaraz po pogrzebie i nie odzywa sie do mnie",
    "Moja siostra Ewa przepisała mieszkanie babci na siebie, a teraz grozi mi sądem o spadek.",
    "брат забрав батькову машину і документи одразу після похорону, ми не спілкуємося",
    "моя сестра переписала бабусину квартиру на себе, тепер через спадщину ми не розмовляємо",
    "брат поменял замки в маминой квартире и отказывается делить наследство",
    "Сестра Ира вывезла из дома родителей всю мебель после похорон и не отвечает на звонки.",
]
ESTATE_DISPUTE_NOT_RED = [
    "Can a sibling refuse to sell an inherited house in England?",
    "how is an estate divided between siblings when there is no will?",
    "I think my brother might have taken some of mum's jewellery after the funeral, not sure though",
    "Kann ein Erbe sich weigern, das Haus zu verkaufen?",
    "¿puede un hermano quedarse con la herencia si no hay testamento?",
    "Dans mon roman, le frère vole l'héritage de sa sœur après l'enterrement.",
    "czy brat może odmówić sprzedaży domu po rodzicach?",
    "чи може сестра відмовитися продавати спадкову квартиру?",
    "my brother took the kids to the funeral and then we went for lunch",
    "the notary refuses to answer emails on saturdays",
]

# estate_matters.py: ESTATE DEBTS, INHERITED SUM
ESTATE_MONEY_RED = [
    "dad left about 30k of debts and a car loan, do i have to pay them",
    "My mother left £8,200 on credit cards when she died. Is that my problem now?",
    "papa hinterlaesst 18.000 euro schulden und eine kleine wohnung",
    "mi padre dejó 25.000 € de deudas con el banco y una casa en el pueblo",
    "ma mère a laissé 12 000 euros de dettes et un crédit auto",
    "po tacie zostal kredyt 70 tys. i dzialka, nie wiem czy przyjac spadek",
    "після мами залишився кредит на 90 тисяч, квартира на неї",
    "после отца остались долги 300 тысяч по кредиткам",
    "i inherited £64,000 from my grandmother and don't know what to do with it",
    "I'm getting 120k from my uncle's estate next month, should I pay off the mortgage?",
    "ich hab 40.000 € von meiner tante geerbt, muss ich das beim jobcenter angeben?",
    "he heredado 60.000 euros de mi abuela y no sé si declararlos",
    "j'ai hérité de 95 000 € de mon parrain, combien je paie de droits ?",
    "je suis beneficiaire d'une assurance-vie de 60 000 € de mon oncle",
    "odziedziczylam 150 tys. zl po babci, jaki podatek?",
    "успадкувала 400 тисяч гривень від бабусі, чи треба платити податок",
    "унаследовал 2 млн рублей от деда, как не потерять",
]
ESTATE_MONEY_NOT_RED = [
    "How is inheritance tax computed on an estate worth £400,000?",
    "what happens to credit card debts when someone dies?",
    "if I inherit 200k from my aunt, do I pay tax on it?",
    "Wie hoch ist der Freibetrag bei der Erbschaftsteuer für Nichten?",
    "¿Cómo se calcula el impuesto de sucesiones en Andalucía?",
    "Quels sont les abattements pour une assurance-vie après 70 ans ?",
    "jak obliczyć podatek od spadku w drugiej grupie?",
    "як рахується податок на спадщину для онуків?",
    "Как считается налог на наследство для внуков?",
    "mum left her credit card at the shop again",
    "the tenant left 2,000 in debts and disappeared",
    "In the novel the widow inherited 2 million from her husband.",
]

# own_shortfalls.py: LOW BALANCE (round 46)
BALANCE_RED = [
    "i only have £240 in my account and the deposit for the flat is £900",
    "I've only got $85 in my bank account and the car insurance is $310.",
    "hab gerade noch 60 € auf dem konto und die miete ist fällig",
    "solo tengo 120 € en la cuenta y me piden 600 de fianza",
    "je n'ai plus que 45 € sur mon compte et le loyer tombe lundi",
    "mam tylko 300 zl na koncie a rata kredytu to 1200",
    "у мене на картці 400 грн, а за світло треба 2 тисячі",
    "у меня на карте 900 рублей, а за лечение зуба надо 15 тысяч",
]
BALANCE_NOT_RED = [
    "il me reste 30 € sur mon compte jusqu'à la paie",
    "how much should I keep in my account as an emergency fund?",
    "Wie viel Geld sollte man auf dem Konto haben?",
    "je n'ai que 2 jours de congé, on part où ?",
    "i have 3 tabs open on my card reader app, how to close them",
    "Can I pay with the money in my account online?",
]

# own_earnings.py: a dropped "I", A MONTH'S PAY (round 46)
EARNINGS_RED = [
    "made £1,850 from tutoring last month, do i need to tell hmrc",
    "last month £2,100 net as a courier and the rent is £950",
    "letzten monat 1.900 € netto als kellner, reicht das für wohngeld?",
    "en febrero saqué 1.200 € con uber eats y no sé cuánto declarar",
    "le mois dernier 1 700 € nets comme livreur, j'ai droit à la prime d'activité ?",
    "w zeszłym miesiącu 4 300 zł netto jako kurier, czy to dużo?",
]
EARNINGS_NOT_RED = [
    "made a cake last month for 12 people",
    "last month the company made £2m in revenue",
    "Wie viel verdient ein Kellner im Monat netto?",
    "¿Cuánto saca un rider de Glovo al mes?",
    "le mois dernier 1 700 € nets en moyenne pour un livreur selon l'article",
    "what do couriers make in a month, roughly £2,000 net?",
]

# party_support.py: SUPPORT (round 46)
SUPPORT_RED = [
    "ich unterstütze offen die afd und mein chef weiß das",
    "i openly support the SNP and my dad is furious",
    "popieram konfederację od lat, ale w pracy nikt nie wie",
    "voto a vox desde hace años y mi familia no lo sabe",
    "je soutiens lfi depuis 2017, mes collègues se moquent",
    "я голосую за кпрф, жена не знает",
    "я відкрито підтримую опозиційну партію і боюся звільнення",
    "я поддерживаю оппозиционную партию и боюсь увольнения",
    "j'ai voté nul au second tour et mon père ne me parle plus",
    "i spoiled my ballot in protest this time",
    "oddalem niewazny glos w drugiej turze",
]
SUPPORT_NOT_RED = [
    "which party should I vote for?",
    "Do you support the Labour party position on tax?",
    "I support the idea of a new party",
    "je soutiens mon équipe au match",
    "is it legal to spoil my ballot?",
    "czy warto głosować na Konfederację?",
]

# vocab/apps.py: a secret affair with "estoy con ... a escondidas" (round 46)
AFFAIR_RED = [
    "estoy con alguien a escondidas de mi mujer desde hace un año",
    "llevo dos años con un hombre casado a escondidas de mi marido",
    "ando con un compañero a escondidas y los dos estamos casados",
]
AFFAIR_NOT_RED = [
    "estoy con mis amigas a escondidas de mis padres",
    "¿qué hago si sospecho que mi marido está con alguien a escondidas?",
]

# vocab/special.py ("als orthodoxer Jude"), church_leaving.py: LOST FAITH, APOSTASY DONE (round 46)
FAITH_RED = [
    "als fromme muslimin trage ich kopftuch, darf mein chef das verbieten?",
    "Als orthodoxer Jude fahre ich am Schabbat nicht, kann ich die Prüfung verschieben?",
    "i dont believe in god anymore but my parents make me go to church every sunday",
    "ich glaube nicht mehr an gott, aber meine oma soll das nicht wissen",
    "ya no creo en dios y mi madre sigue rezando por mi",
    "je crois plus en dieu, comment le dire à mes parents",
    "przestalam wierzyc w boga po smierci taty",
    "я більше не вірю в бога, але хрещу дитину заради батьків",
    "я уже не верю в бога, а жена ходит в церковь",
    "he solicitado la apostasía y el obispado no contesta",
]
FAITH_NOT_RED = [
    "do you believe in god?",
    "why do people stop believing in god?",
    "I don't believe in god-given talent, it's all practice",
    "what if i stopped believing in god, would my parents notice?",
    "Dans mon roman, l'héroïne ne croit plus en Dieu.",
    "Wie lebt man als orthodoxer Jude in Berlin?",
    "Als orthodoxer Jude hat Tevje im Musical fünf Töchter.",
]


@pytest.mark.parametrize("text", ESTATE_DISPUTE_RED + ESTATE_MONEY_RED + BALANCE_RED + EARNINGS_RED + SUPPORT_RED
                         + AFFAIR_RED + FAITH_RED)
def test_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", ESTATE_DISPUTE_NOT_RED + ESTATE_MONEY_NOT_RED + BALANCE_NOT_RED + EARNINGS_NOT_RED
                         + SUPPORT_NOT_RED + AFFAIR_NOT_RED + FAITH_NOT_RED)
def test_not_red(text: str) -> None:
    assert detect(text).label != "red", text
