"""Round 51, rsens: beliefs, origin and sexuality of a described person or of the writer that the newest development
sets (broad-zzz126..zzz130) still missed, by family - a person at work or next door told by their faith, conversion,
skin colour or origin, an ethnic name they are called, a party's leaflets they hand out or a party they back
(staff_beliefs.py); a same-sex couple and a sex toy ordered, said in passing (passing_sexuality.py); the writer's
Christian faith as a sentence's frame (faith_life.py); a country's adjective before the
writer's minority (self_identities.py). The writer's own sentences (not the data's), in the seven languages, lower case
and without diacritics among them, with their green twins (a question in general, a rule for all staff, history,
fiction, a public figure, a football club)."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector import staff_beliefs, verdict
from app.core.memory.privacy.detector.finder_dispatch import guard_terms
from app.core.memory.privacy.detector.verdict import detect

STAFF_RED = [
    # ROLE: a role noun and a faith or a minority, with a copula, a dash or (uk, ru) nothing
    "наша касирка мусульманка, просить перерву на намаз о першій",
    "новий стажер іудей і не може працювати в суботу, як скласти графік?",
    "моя соседка свидетель иеговы, каждое утро ходит по подъезду",
    "наш водитель мусульманин и в рамадан просит короткую смену",
    "notre nouvelle caissiere est musulmane et voudrait une pause pour prier",
    "ma collègue est témoin de Jéhovah, elle refuse de fêter les anniversaires au bureau",
    "una camarera es testigo de jehova y no quiere celebrar la navidad con el equipo",
    "mi inquilino es judío practicante y me pide no usar el timbre el sábado",
    "nasz stazysta jest swiadkiem jehowy i nie chce brac udzialu w wigilii firmowej",
    "our cleaner is a devout sikh and wants to wear his turban with the uniform",
    "mein neuer Azubi ist Muslim und fragt nach einem Gebetsraum",
    "my tenant is Roma and the other tenants keep complaining about her",
    "la voisine est gitane et le syndic refuse de lui parler",
    "сусід ром, і його постійно перевіряє поліція біля під'їзду",
    "mamá es gitana y en la residencia la tratan distinto",
    # CONVERTED
    "depuis qu'il s'est converti, notre livreur fait sa prière pendant la pause",
    "our receptionist converted to Islam in the summer and now fasts, how do I adjust her shifts?",
    "Meine Kollegin ist zum Islam konvertiert und trägt jetzt Kopftuch im Büro.",
    "mi compañera se convirtió al islam y quiere llevar el pañuelo en la tienda",
    "kelnerka przeszla na islam i chce nosic chuste na sali",
    "наша офіціантка перейшла в іслам і тепер носить хустку",
    "бухгалтер принял ислам, просит перерыв на молитву",
    # BECAUSE
    "a customer asked for another cashier because she's black, what do I say to Amara?",
    "der Vermieter will Herrn Okafor die Wohnung nicht geben, weil er schwarz ist",
    "el dueño no deja entrar a Jonathan en el bar por ser gitano",
    "on refuse la location à Samia parce qu'elle est maghrebine, c'est legal ?",
    "szef nie awansuje Kofiego, bo jest czarnoskóry, co mogę zrobić?",
    "на роботі з Русланом не хочуть працювати, бо він ром",
    "начальник придирается к Ахмеду из-за цвета его кожи",
    # CALLED
    "the lads on site keep calling our new guy Tariq 'the Paki', he's had enough",
    "Die Kunden nennen unsere Kassiererin nur 'die Türkin', sie ist darüber traurig.",
    "dans l'équipe on l'appelle « l'Arabe » depuis son arrivée, il n'ose rien dire",
    "en la obra le llaman 'el moro' y se ríen de él",
    "chlopaki z magazynu nazywaja go 'Cyganem' i smieja sie z niego",
    "у бригаді його називають «циганом», він просить перевести його",
    # LEAFLETS and SUPPORTS
    "nasza kasjerka rozdaje klientom ulotki Konfederacji przy kasie",
    "mein Fahrer klebt AfD-Plakate an den Firmenwagen, darf ich das verbieten?",
    "un serveur distribue des tracts du Rassemblement national en terrasse",
    "our driver hands out Reform UK leaflets to the passengers",
    "наш водій розклеює листівки партії на маршрутці",
    "сусіди відкрито підтримують росію, а я збираю донати, боюся їх",
    "mi vecino apoya a Vox y cuelga carteles en el portal",
    "я волонтерка ЗСУ, а хазяйка квартири питає, куди я їжджу",
]

STAFF_GREEN = [
    "can an employer refuse a headscarf at the front desk?",
    "If an employee is Muslim, do I have to give prayer breaks by law?",
    "Muss jeder Mitarbeiter, der Muslim ist, einen Gebetsraum bekommen?",
    "¿Puede un empresario obligar a trabajar en domingo por motivos religiosos?",
    "Est-ce qu'un salarié peut porter le voile en entreprise en France ?",
    "сотрудник еврейской школы просит отпуск на праздники",
    "співробітник православної лікарні просить відгул",
    "In the novel the driver is called 'the Kurd' by everyone at the depot.",
    "In 1963 a bus driver was refused service because he was black.",
    "Notre client a converti son fichier Excel en PDF.",
    "he converted to euros before the trip",
    "my neighbour supports Arsenal and shouts at every match",
    "Чи можна отримати податкову знижку за донати на ЗСУ?",
    "Як описати в резюме службу в ЗСУ?",
    "Wie viele Flugblätter darf eine Partei vor der Wahl verteilen?",
    "¿Qué partido reparte más propaganda electoral en Madrid?",
    "why are ramadan prayer times different every year?",
    "czy pracodawca musi dać wolne na święta żydowskie?",
    "Які права має працівник-мусульманин в Україні загалом?",
]

SEXUALITY_RED = [
    "muss ich dem Vermieter sagen, dass wir ein schwules Paar sind?",
    "wir sind ein lesbisches paar und suchen eine wohnung auf dem land",
    "on est un couple de lesbiennes, le proprio peut-il refuser ?",
    "somos una pareja gay y queremos adoptar, ¿por dónde empezamos?",
    "jestesmy para gejow i szukamy mieszkania na wynajem",
    "ми одностатева пара, чи можемо взяти іпотеку на двох?",
    "мы однополая пара, как оформить доверенность друг на друга?",
]

TOY_RED = [
    "bought a vibrator online and the parcel went to the neighbour, how do I get it back discreetly?",
    "hab mir einen Umschnalldildo bestellt, das Paket liegt jetzt bei der Post",
    "j'ai commandé un gode-ceinture pour nous deux, la livraison est bloquée",
    "compré un succionador y me llegó roto, ¿puedo devolverlo?",
    "zamowilam wibrator, a paczka przyszla otwarta",
    "замовила вібратор, а посилку віддали свекрусі",
    "я заказал кое-что в секс-шопе, как забрать заказ без паспорта?",
]

TOY_GREEN = [
    "she bought a vibrator for her friend's hen party",
    "what is the vibrator motor in a phone called?",
    "How do sex shops handle returns in the UK?",
]

FAITH_AS_RED = [
    "weil ich als gläubige Christin keine Waffe tragen will, stelle ich einen Antrag",
    "As a Christian, I can't sign a contract that asks me to work on Sundays",
    "jako chrzescijanka nie chce pracowac w niedziele, co mi grozi?",
    "як християнка я не можу працювати на Великдень",
    "en tant que chrétienne, je refuse de participer à cette soirée",
]

FAITH_AS_GREEN = [
    "juega como Cristiano, ¿verdad?",
    "Als Christian mich gestern anrief, war ich im Bus.",
    "als Christ kann man das so sehen, oder?",
]

SEXUALITY_GREEN = [
    "Sind die beiden im Film ein schwules Paar?",
    "In dem Roman sind wir ein schwules Paar auf der Flucht.",
    "Can a same-sex couple adopt in Poland?",
    "¿Qué derechos tiene una pareja del mismo sexo en España?",
]

ORIGIN_RED = [
    "I'm Romanian Roma and the agency stopped answering my emails",
    "im hungarian roma, can a landlord ask about that?",
]

ORIGIN_GREEN = [
    "I'm not Roma, but my neighbours are asking me about the camp.",
    "What is the history of the Roma in Romania?",
]


@pytest.mark.parametrize("text", STAFF_RED + SEXUALITY_RED + ORIGIN_RED + TOY_RED + FAITH_AS_RED)
def test_a_described_persons_or_the_writers_beliefs_origin_or_sexuality_is_red(text):
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", STAFF_GREEN + SEXUALITY_GREEN + ORIGIN_GREEN + TOY_GREEN + FAITH_AS_GREEN)
def test_their_twins_stay_green(text):
    assert detect(text).label == "green", text


def test_staff_beliefs_reads_the_kind():
    assert staff_beliefs.find_staff_beliefs("на роботі з Русланом не хочуть працювати, бо він ром")[0].kind == "ethnicity"
    assert staff_beliefs.find_staff_beliefs("mein neuer Azubi ist Muslim und fragt")[0].kind == "beliefs"
    assert staff_beliefs.find_staff_beliefs("a customer left because she's jewish")[0].kind == "beliefs"


def test_the_finder_is_in_the_chain_and_its_guard_is_read():
    chain = verdict._TOLD_CHAIN
    finder = staff_beliefs.find_staff_beliefs
    assert finder.__name__ in {fn.__name__ for (fn, *_rest) in chain.steps}
    if not guard_terms(finder):
        pytest.skip("the lazy gate table has no entry for the new pattern yet (gate_table_writer --write after the merge)")
    read = {fn.__name__ for (fn, _args, anys, alls), terms in zip(chain.steps, chain.terms) if anys or alls or terms}
    assert finder.__name__ in read


def test_plain_chat_is_not_read():
    assert staff_beliefs.find_staff_beliefs("we went to the beach and had ice cream with the neighbours") == []
