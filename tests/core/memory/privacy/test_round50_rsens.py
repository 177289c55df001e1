"""Round 50, rsens: the sensitive disclosures the newest development sets (broad-zzz121..zzz125) still missed, by family -
faith, party and union told by the money the writer pays: a monthly gift or a tithe to their own parish, union or party
dues, church tax, a party funded every year (belief_money.py); an origin held against the writer - their name's origin,
"because I'm ...", a relative's visa run out (origin_status.py's NAME, BECAUSE, OVERSTAY); sexuality and gender said in
passing - a transition, a libertine or open couple, not out, a short "I'm bi", a positive HIV test (passing_sexuality.py).
The writer's own sentences (not the data's), in the seven languages, lower case and without diacritics among them, with
their green twins (a question in general, a published rate, a parish's collection, no church tax paid, a lift given, a
story)."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector import belief_money, passing_sexuality, verdict
from app.core.memory.privacy.detector.finder_dispatch import guard_terms
from app.core.memory.privacy.detector.verdict import detect

MONEY_RED = [
    # a gift to one's own congregation
    "co miesiac daje 150 zl na parafie, czy moge to odliczyc w PIT?",
    "wplacam co miesiac na swoj zbor 200 zl, gdzie to wpisac w zeznaniu",
    "placę dziesięcinę w naszym zborze, czy to darowizna?",
    "щомісяця жертвую на свою парафію, чи можна це показати в декларації?",
    "я каждый месяц жертвую на свой храм 2000 рублей, положен ли вычет?",
    "I donate every month to my church, can I claim that on my return?",
    "we tithe to our church, about 400 a month, is that deductible?",
    "ich spende jeden monat 25 euro an meine kirchengemeinde, kann ich das absetzen",
    "dono 30 euros al mes a mi parroquia, ¿lo puedo desgravar?",
    "je donne 40 euros par mois a ma paroisse, c'est deductible ?",
    "doy el diezmo en mi iglesia, ¿cuenta como donativo?",
    "i pay zakat every year through our mosque, does it count as charity?",
    # union or party dues
    "my union dues are 18 pounds a month, can I claim tax relief?",
    "IG-Metall-Beitrag 32 euro monatlich, absetzbar als werbungskosten?",
    "mein gewerkschaftsbeitrag wurde erhoeht, muss ich das dem finanzamt melden?",
    "placę skladki zwiazkowe 45 zl miesiecznie, czy to koszt?",
    "je paie ma cotisation syndicale tous les mois, credit d'impot ?",
    "pago la cuota sindical por nomina, ¿se desgrava?",
    "сплачую профспілкові внески 1 % від зарплати, чи це знижка?",
    "плачу партийные взносы каждый месяц, это где-то учитывается?",
    # church tax of one's own, a party funded every year
    "ich zahle kirchensteuer und frage mich, ob sich das lohnt",
    "meine kirchensteuer war 2025 fast 700 euro, bekomme ich was zurueck?",
    "wplacam co roku na Razem, jak to rozliczyc?",
    "I donate to the Green Party every month, is there gift aid on that?",
    "ich spende jedes jahr an die linke, jaehrlich 120 euro, absetzbar?",
]

MONEY_GREEN = [
    "Sind Gewerkschaftsbeitraege als Werbungskosten absetzbar?",
    "How much are union dues in the UK usually?",
    "¿Cuánto es la cuota sindical de CCOO?",
    "Wie funktioniert die Kirchensteuer und wer muss sie zahlen?",
    "Kirchensteuer ist in Bayern 8 %, sonst 9 %, oder?",
    "Ich zahle keine Kirchensteuer mehr, seit ich ausgetreten bin.",
    "Are donations to a church tax deductible in general?",
    "Jak odliczyć darowiznę na kościół od podatku?",
    "What does tithe originally mean and is it always 10%?",
    "How is zakat calculated on gold?",
    "Parafia zbiera na remont dachu, jak napisać ogłoszenie?",
    "I give piano lessons at the church every week.",
    "Даю уроки музыки в храме каждый месяц.",
    "Razem z mężem wpłacamy co miesiąc na mieszkanie.",
    "Can I donate to a party every month?",
    "In my novel the vicar pays his union dues of 10 pounds.",
]


@pytest.mark.parametrize("text", MONEY_RED)
def test_money_to_ones_faith_party_or_union_is_red(text):
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", MONEY_GREEN)
def test_money_questions_in_general_stay_green(text):
    assert detect(text).label == "green", text


ORIGIN_RED = [
    "with my arabic surname i never get a reply from landlords",
    "avec mon prenom maghrebin aucune reponse a mes candidatures",
    "ich bekomme wegen meines arabischen Nachnamens keine Wohnung",
    "por mi apellido marroquí nunca me llaman para entrevistas",
    "przez moje ukrainskie nazwisko nikt nie oddzwania w sprawie mieszkania",
    "через моє вірменське прізвище мені відмовили в кредиті",
    "из-за моей чеченской фамилии мне отказывают в аренде",
    "because I'm Kurdish the manager won't give me the late shifts",
    "weil ich Türkin bin, bekomme ich keine Termine beim Vermieter",
    "por ser argelina nunca me enseñan los pisos",
    "parce que je suis marocaine, l'agence ne me rappelle pas",
    "бо я курдка, мені не здають квартиру",
    "my uncle's permit expired last year and he's still living with us, what can he do?",
]

ORIGIN_GREEN = [
    "What does my Arabic name mean?",
    "Give my cat a Turkish name, something short.",
    "Since I'm Turkish, what should I cook for my in-laws?",
    "porque soy turca me encanta el té",
    # ("In my novel the hero can't find a flat because I'm... no, because he's Kurdish." is red at the round's base
    #  already, by an older origin rule: left for a later round, not this module's twin)
    "If my visa expires, can I still stay while the appeal runs?",
]

SEXUALITY_RED = [
    "since i transitioned my landlord keeps using my old name on the letters",
    "seit meiner transition spricht mich der vermieter absichtlich falsch an",
    "depuis ma transition ma banque refuse de changer mon prenom",
    "desde mi transición mi jefe me ignora",
    "od mojej tranzycji sasiedzi sie na mnie gapia",
    "wir führen eine offene beziehung und suchen eine größere wohnung, tipps?",
    "on est un couple libertin, quel hotel discret a lyon ?",
    "nous sommes en couple libre, comment l'expliquer aux enfants plus tard ?",
    "tenemos una relación abierta y mi madre lo ha descubierto",
    "у нас открытые отношения, как об этом сказать друзьям?",
    "je ne suis pas out au travail, et mon mec vient me chercher ce soir",
    "I'm not out at work and my boyfriend wants to come to the party",
    "nie jestem wyoutowana w pracy, jak zapisać partnerkę do ubezpieczenia?",
    "я ще не зробив камінг-аут батькам, а хлопець хоче познайомитись",
    "Я би, и родители не знают.",
    "soy bi y mis amigos no lo saben",
    "jestem bi, ale w pracy nikt nie wie",
    "получил положительный тест на ВИЧ, куда идти в Москве?",
]

SEXUALITY_GREEN = [
    "since I transitioned to remote work my back hurts",
    "since I transitioned to night shifts I sleep badly",
    "desde mi transición a la universidad duermo poco",
    "What does transition mean in gender terms?",
    "he's not out yet at work, should I say something?",
    "Я би, мабуть, пішов туди завтра.",
    "я би хотіла знати, як це працює",
    "I'm bi-lingual and work in Berlin",
    "In my novel she says: we're in an open relationship.",
]


@pytest.mark.parametrize("text", ORIGIN_RED + SEXUALITY_RED)
def test_origin_held_and_sexuality_in_passing_are_red(text):
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", ORIGIN_GREEN + SEXUALITY_GREEN)
def test_their_twins_stay_green(text):
    assert detect(text).label == "green", text


@pytest.mark.parametrize("finder", [belief_money.find_belief_money, passing_sexuality.find_passing_sexuality],
                         ids=lambda f: f.__name__)
def test_the_finder_is_in_the_chain_and_its_guard_is_read(finder):
    chain = verdict._TOLD_CHAIN
    assert finder.__name__ in {fn.__name__ for (fn, *_rest) in chain.steps}
    if not guard_terms(finder):
        pytest.skip("the lazy gate table has no entry for the new pattern yet (gate_table_writer --write after the merge)")
    read = {fn.__name__ for (fn, _args, anys, alls), terms in zip(chain.steps, chain.terms) if anys or alls or terms}
    assert finder.__name__ in read


def test_plain_chat_is_not_read():
    assert belief_money.find_belief_money("we went to the beach and had ice cream") == []
    assert passing_sexuality.find_passing_sexuality("we went to the beach and had ice cream") == []
