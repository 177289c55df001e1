"""Round 11 of the privacy detector: disclosures said plainly inside a sentence about something else.

Red: a couple separating or a partner who left for someone else, falling for someone else while in a
couple, a child with another partner, an ex who keeps the children, a partner who hits, wanting a
divorce; a union or party membership held as a role; belonging to an ethnic minority; PTSD from a
named event, a relative who "has" a mental illness, antidepressants; living as a trans woman; a
dating profile opening with orientation and age; not managing to repay one's debts; a pregnancy
followed by "I don't know whether ..." about something else.
Green: the same words as topics, news, other meanings ("broke up the meeting", "unite the team",
"second family car", "Gay, 1990s history"), and a statement doubted afterwards.

All sentences here are written for these tests (none is taken from a benchmark file).
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import Kind, detect


def kinds(text: str) -> set[Kind]:
    return {f.kind for f in detect(text).findings}


RED = [
    # a couple separating, a partner who left for someone else
    ("My Irish wife and I separated in spring, but the lease is still in both our names.", Kind.RELATIONSHIP),
    ("my boyfriend and I broke up last month and he still has my spare keys", Kind.RELATIONSHIP),
    ("Wir haben beschlossen, uns zu trennen, und jetzt geht es um die Wohnung in Graz.", Kind.RELATIONSHIP),
    ("Ми з дружиною вирішили розлучитися, як поділити квартиру у Львові?", Kind.RELATIONSHIP),
    ("Postanowiliśmy się rozstać po dwunastu latach, kto zatrzymuje psa?", Kind.RELATIONSHIP),
    ("Mi marido y yo hemos decidido separarnos y no sé cómo decírselo a su madre.", Kind.RELATIONSHIP),
    ("Mon conjoint et moi nous séparons, qui garde l'appartement de Lyon ?", Kind.RELATIONSHIP),
    ("Жена ушла к другому, а кредит за машину остался на мне.", Kind.RELATIONSHIP),
    ("My husband left me for a woman from his gym and now wants half the house.", Kind.RELATIONSHIP),
    ("Żona odeszła do innego i zabrała samochód, co mogę zrobić?", Kind.RELATIONSHIP),
    # falling for someone else, a second family
    ("My wife is still in Odesa and I've fallen in love with someone at work here.", Kind.RELATIONSHIP),
    ("Mi novia vive en Lima y yo estoy saliendo con una chica de Sevilla desde marzo.", Kind.RELATIONSHIP),
    ("Mein Mann weiß nichts davon, ich habe mich in einen Kollegen verliebt.", Kind.RELATIONSHIP),
    ("zakochałam się w innym i nie wiem jak powiedzieć mężowi", Kind.RELATIONSHIP),
    ("Він не знає, що я закохалася в іншого.", Kind.RELATIONSHIP),
    ("Mój mąż ma drugą rodzinę w Norwegii, dowiedziałam się z Facebooka.", Kind.RELATIONSHIP),
    ("He has a secret family in Leeds and I found out from a text message.", Kind.RELATIONSHIP),
    ("Er hat ein Kind mit einer anderen Frau, und ich soll Unterhalt mitzahlen?", Kind.RELATIONSHIP),
    # an ex who keeps the children, wanting a divorce
    ("My ex still won't bring back our daughter after half-term, who do I call?", Kind.RELATIONSHIP),
    ("Były mąż nie oddał mi córki po weekendzie, policja mówi że to sprawa sądu.", Kind.RELATIONSHIP),
    ("Mi ex no me ha devuelto a nuestro hijo desde el domingo.", Kind.RELATIONSHIP),
    ("Колишній чоловік не повертає сина після канікул.", Kind.RELATIONSHIP),
    ("Я хочу розлучення, але він не дає згоди.", Kind.RELATIONSHIP),
    ("I want a divorce but we have a joint mortgage until 2031.", Kind.RELATIONSHIP),
    ("Chcę rozwodu, a mąż mówi, że nie da.", Kind.RELATIONSHIP),
    # a partner who hits
    ("My boyfriend slapped me again last night in front of the kids.", Kind.RELATIONSHIP),
    ("Mąż mnie znowu uderzył, gdzie mogę pojechać z dziećmi na noc?", Kind.RELATIONSHIP),
    ("Муж меня вчера избил, как написать заявление?", Kind.RELATIONSHIP),
    ("Mi pareja me pega cuando bebe y no sé a quién llamar.", Kind.RELATIONSHIP),
    # union and party membership
    ("I joined Unison in January after the ward restructure, can they move me now?", Kind.BELIEFS),
    ("Ich bin seit letztem Jahr in der NGG, weil der Betrieb keine Zuschläge zahlt.", Kind.BELIEFS),
    ("Ich bin verdi-Mitglied und frage mich, ob der Chef das wissen darf.", Kind.BELIEFS),
    ("Od roku jestem w komisji zakładowej NSZZ i dostałem wypowiedzenie.", Kind.BELIEFS),
    ("Jestem członkiem związku od 2019 i szef o tym wie.", Kind.BELIEFS),
    ("I'm a Green Party councillor and my landlord keeps bringing it up.", Kind.BELIEFS),
    ("Soy militante del PSOE desde hace diez años, ¿me pueden despedir por eso?", Kind.BELIEFS),
    ("Je suis syndiquée à la CGT depuis 2018 et mon chef me le reproche.", Kind.BELIEFS),
    ("Я член профспілки вже п'ять років, а директор погрожує звільненням.", Kind.BELIEFS),
    # ethnicity
    ("As a Black Dutch woman in Kraków I keep being asked where I'm really from.", Kind.ETHNICITY),
    ("Jestem Romką i w szkole syna znowu były przykre komentarze.", Kind.ETHNICITY),
    ("Ich bin Sintiza und der Vermieter hat plötzlich keine Wohnung mehr frei.", Kind.ETHNICITY),
    ("Я кримська татарка, і в банку знову переплутали моє прізвище.", Kind.ETHNICITY),
    ("Je suis kabyle et ma belle-famille ne l'accepte pas.", Kind.ETHNICITY),
    # mental health
    ("Brat po wojsku ma PTSD po wypadku i nie chce iść do lekarza.", Kind.HEALTH),
    ("It's really PTSD from the crash in May, not back pain, but I told HR otherwise.", Kind.HEALTH),
    ("Батько має депресію і відмовляється від лікаря.", Kind.HEALTH),
    ("Мама п'є антидепресанти вже рік, чи можна їй алкоголь на весіллі?", Kind.HEALTH),
    # gender identity
    ("Ich wollte endlich als trans Frau leben, deshalb bin ich nach Berlin gezogen.", Kind.SEXUALITY),
    ("I moved to Glasgow so I could live as a trans man without my family watching.", Kind.SEXUALITY),
    # a dating profile
    ("Fix my bio: 'gay, 41, new to Leeds, into climbing and bad films'", Kind.SEXUALITY),
    ("Popraw mój opis: 'lesbijka, 29, Gdańsk, szukam kogoś na serio'", Kind.SEXUALITY),
    ("Mein Profil: 'schwul, 37, Köln, ehrlich und ruhig' – klingt das gut?", Kind.SEXUALITY),
    # debt
    ("Mam kartę, dwa chwilówki i ratę za auto, nie dajemy rady spłacać.", Kind.FINANCE),
    ("I can't keep up with my payday loans any more, they text me every day.", Kind.FINANCE),
    ("Ich kann die Raten nicht mehr zahlen, seit ich den Job verloren habe.", Kind.FINANCE),
    ("No puedo pagar mis deudas desde que cerraron la tienda.", Kind.FINANCE),
    ("Je n'arrive plus à rembourser mes crédits depuis mon licenciement.", Kind.FINANCE),
    ("Не можу виплачувати кредит, банк дзвонить щодня.", Kind.FINANCE),
    # a pregnancy, then a question about something else
    ("Estoy embarazada de 14 semanas y no sé si mi contrato se renueva.", Kind.HEALTH),
    ("Jestem w 20 tygodniu ciąży i nie wiem, czy pracodawca może mnie przenieść.", Kind.HEALTH),
]

GREEN = [
    "The committee broke up the meeting early because of the fire alarm.",
    "How do I unite the team after a merger? Any workshop ideas?",
    "Our second family car is a 2012 Corolla, is it worth selling?",
    "Gay, 1990s, and the history of Pride marches: write a short timeline.",
    "Wir trennen uns von dem alten Server am Freitag.",
    "Explain how the UK courts decide custody when parents separate.",
    "What does a trade union rep do, and how do I join Unite as a student?",
    "Write a news summary: a PSOE councillor resigned in Getafe over a contract.",
    "How common is PTSD after an accident among paramedics?",
    "Ich glaube, ich habe eine Essstörung, bin aber nicht sicher.",
    "I think I might be pregnant, I'm not sure yet.",
    "Roma cuisine: what do people cook for a wedding in Slovakia?",
    "Napisz wiadomość: rozstajemy się z dostawcą internetu od maja.",
    "Our ex-colleague won't return the laptop, how do I ask politely?",
    "Jestem w szczęśliwym związku od pięciu lat, polećcie film na rocznicę.",
    "Live as a local in Lisbon: which neighbourhoods are cheapest?",
]


@pytest.mark.parametrize("text,kind", RED)
def test_plain_disclosure_is_red(text: str, kind: Kind) -> None:
    assert kind in kinds(text), text


@pytest.mark.parametrize("text", GREEN)
def test_topic_or_other_meaning_stays_green(text: str) -> None:
    assert not detect(text).is_red, (text, detect(text).findings)
