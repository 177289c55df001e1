"""Round 49, rlegal: law, work and money disclosures the newest development sets (broad-zzz101..zzz120) still missed, by
family - drink-driving told by the offender or about a relative (driving_offences.py).
The writer's own sentences (not the data's), in the seven languages, lower case and without diacritics among them, with
their yellow and green twins (a question about the legal limit, a statistic, a news story, a public figure, a novel, a
condition, a negation)."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

DRIVE_RED = [
    "got caught drink driving last saturday, 62 in breath, court is in march",
    "i was pulled over after the party and blew 0.8, they took my licence on the spot",
    "i failed a breathalyser test on the way home from the pub, what ban am i looking at",
    "my brother got caught drunk driving again, 1.1 promille this time",
    "got done for drink driving in 2019 and my insurer still charges me double",
    "zlapali mnie po pijaku, 0,7 promila, zabrali prawo jazdy",
    "wczoraj zatrzymała mnie drogówka i wydmuchałem 0,3 promila, co mi grozi",
    "straciłem prawo jazdy za jazdę po alkoholu, na 3 lata",
    "bin gestern mit 0,8 promille erwischt worden, lappen ist weg",
    "ich wurde mit 1,1 promille am steuer erwischt, was kommt jetzt auf mich zu",
    "hab wegen trunkenheit am steuer ein fahrverbot bekommen",
    "me pararon en un control y di 0,45 en aire espirado",
    "me han quitado el carnet por conducir borracho",
    "a mi hermano lo pillaron conduciendo borracho con 0,8",
    "j'ai ete controle positif a l'alcool hier, 0,6 mg, retrait immediat",
    "on m'a suspendu le permis pour conduite en etat d'ivresse",
    "je me suis fait arreter avec 1,2 g d'alcool dans le sang",
    "мене спіймали п'яним за кермом, позбавили прав на рік",
    "вчора продув 0,9 проміле на посту, склали протокол",
    "меня поймали пьяным за рулем, что мне грозит",
    "продул 0,6 промилле, лишат ли прав?",
]
DRIVE_NOT_RED = [
    "what's the legal drink drive limit in scotland?",
    "how long is a driving ban for drink driving in the uk?",
    "ile promili mozna miec w polsce, zeby nie stracic prawa jazdy?",
    "ab wie viel promille ist der führerschein weg?",
    "cual es la tasa maxima de alcoholemia en espana?",
    "quelle est la limite d'alcool au volant en france ?",
    "скільки проміле дозволено водієві в україні?",
    "какой штраф за пьяную езду в 2024 году?",
    "police caught 1,200 drink drivers over christmas, says the bbc",
    "ein fahrer wurde heute mit 2,1 promille auf der a4 erwischt",
    "a driver was caught at 2.1 promille on the m4 this morning",
    "in my novel the detective gets caught drink driving and loses everything",
    "the minister was caught drink driving, should he resign?",
    "if i blew 0.3 would they take my licence?",
    "i never drink and drive, i always get a taxi",
    "i was pulled over for a broken tail light, is that a fine?",
    "me pararon en un control de la guardia civil y todo bien, solo papeles",
]


@pytest.mark.parametrize("text", DRIVE_RED)
def test_drink_driving_told_is_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", DRIVE_NOT_RED)
def test_drink_driving_questions_stay(text: str) -> None:
    assert not detect(text).is_red, text

PAY_RED = [
    "got an offer for 72k base, i'm currently on 61k, worth moving?",
    "my payslip says 3,200 gross, take-home 2,480, is their offer of 3,600 better?",
    "oferta 14 tys. brutto. obecnie 11 500 zł, brać?",
    "na reke mam 6 200 zl, a oferta jest na 8 tys, negocjowac?",
    "das angebot liegt bei 58k. aktuell 52.000, lohnt sich der wechsel?",
    "me ofrecen 38.000 brutos y ahora cobro 31.000, ¿me cambio?",
    "on me propose 48 k€, je suis a 42 k€ aujourd'hui, je negocie ?",
    "пропонують 45 000 грн, зараз маю 38 000, переходити?",
    "предлагают 150 тысяч. сейчас 120 тысяч, стоит ли уходить?",
]
PAY_NOT_RED = [
    "the job ad says salary 45-55k, is that fair for a junior?",
    "вакансія: від 35 000 до 45 000 грн на руки, це норм для юриста?",
    "gus podaje przecietne wynagrodzenie obecnie 8 100 zl brutto, to mediana?",
    "laut statistik liegt das gehalt aktuell bei 3.900 € im median",
    "how do i negotiate a higher salary offer without sounding greedy?",
    "i'm at 12,000 steps a day, is that enough? the offer at the gym ends friday",
    "currently 2,000 people apply for every offer at google, says the article",
]


@pytest.mark.parametrize("text", PAY_RED)
def test_current_pay_beside_an_offer_is_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", PAY_NOT_RED)
def test_pay_in_general_stays(text: str) -> None:
    assert not detect(text).is_red, text

PRISON_RED = [
    "i spent two years in prison for burglary, how do i explain the gap on my cv?",
    "i got out of prison in may and nobody will hire me",
    "wyszedlem z wiezienia pol roku temu, czy pracodawca zobaczy wpis?",
    "ich war zwei jahre in haft wegen einbruch, was sag ich im vorstellungsgespräch",
    "ich wurde letztes jahr aus der jva entlassen und suche arbeit",
    "estuve tres anos en prision por trafico, ahora busco trabajo",
    "j'ai fait 18 mois ferme pour vol, je sors a peine",
    "j'ai fait 3 ans aux baumettes, sortie le mois dernier, comment je presente ca ?",
    "вийшов з в'язниці минулого року, як тепер шукати роботу?",
    "я вышел из колонии в марте, на работу никуда не берут",
]
PRISON_NOT_RED = [
    "how long do you usually spend in prison for burglary in the uk?",
    "in my novel the hero gets out of prison after ten years",
    "wie lange sitzt man für einbruch in haft?",
    "how do people find work after they get out of prison?",
    "¿cuántos presos salen de la cárcel cada año en españa?",
]


@pytest.mark.parametrize("text", PRISON_RED)
def test_prison_term_served_is_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", PRISON_NOT_RED)
def test_prison_in_general_stays(text: str) -> None:
    assert not detect(text).is_red, text

DISMISSAL_RED = [
    "i was fired for gross misconduct in june, how do i explain it in interviews?",
    "they sacked me for falsifying my expenses, i didn't do it",
    "i have a disciplinary hearing on monday for being drunk at the christmas party",
    "zwolnili mnie dyscyplinarnie za rzekome picie w pracy",
    "dostalam nagane na pismie i boje sie ze to koniec",
    "mir wurde fristlos gekündigt wegen diebstahl, stimmt gar nicht",
    "ich hab eine abmahnung bekommen, weil ich zu spät war, was jetzt",
    "me despidieron por robo el mes pasado, ¿puedo reclamar?",
    "me abrieron expediente disciplinario en el hospital",
    "j'ai ete licencie pour faute grave apres 12 ans, je peux contester ?",
    "on m'a mis a pied pour insubordination, ca se passe comment ?",
    "мене звільнили за статтею за прогул, хоча я був на лікарняному",
    "меня уволили по статье за появление в нетрезвом виде",
    "мне объявили выговор за опоздания, это законно?",
]
DISMISSAL_NOT_RED = [
    "can you be fired for gross misconduct while on sick leave?",
    "que dit la jurisprudence sur le licenciement pour faute grave ?",
    "was bedeutet fristlos gekündigt genau?",
    "desde que me despidieron no duermo bien, sera el estres",
    "they didn't fire me for the mistake, just a chat with hr",
    "if i get fired for misconduct will i get unemployment benefits?",
    "in the novel the butler is dismissed for theft",
    "a colleague was dismissed for theft last year, the whole office knows",
    "ile wynosi okres wypowiedzenia przy zwolnieniu dyscyplinarnym?",
    "за що можуть звільнити за статтею 40 кзпп?",
]


@pytest.mark.parametrize("text", DISMISSAL_RED)
def test_dismissal_for_misconduct_is_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", DISMISSAL_NOT_RED)
def test_dismissal_in_general_stays(text: str) -> None:
    assert not detect(text).is_red, text

KIN_SCAM_RED = [
    "my nan lost 6,000 to a fake bank call last week and won't tell anyone",
    "dad transferred £9k to a safe account after a call from his bank's fraud team",
    "mama przelala 20 tys. zl oszustom, ktorzy dzwonili z banku",
    "dziadek dal 15 tysiecy kurierowi metoda na policjanta",
    "meine oma hat nach einem anruf vom falschen enkel 12.000 € an einen abholer gegeben",
    "a mi madre le estafaron 4.000 euros con una falsa llamada del banco",
    "mon pere a envoye 7 000 € a un faux conseiller bancaire",
    "мама віддала 40 тисяч шахраям, які дзвонили нібито з банку",
    "бабушку обманули на 100 тысяч мошенники по телефону",
]
KIN_SCAM_NOT_RED = [
    "my gran almost sent 5,000 to a fake bank, luckily she called me first",
    "a pensioner lost 40,000 to a fake police officer, says the local paper",
    "how do i warn my mum about the safe account scam?",
    "babcia dała mi 200 zł na urodziny",
    "mi abuelo le dio 50 € al nieto por su cumpleaños",
    "oma hat 300 € für den neuen fernseher bezahlt",
    "les arnaques au faux neveu font perdre 12 000 € en moyenne aux seniors",
]


@pytest.mark.parametrize("text", KIN_SCAM_RED)
def test_relative_robbed_by_a_scam_is_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", KIN_SCAM_NOT_RED)
def test_scam_warnings_stay(text: str) -> None:
    assert not detect(text).is_red, text

SIBLING_RED = [
    "my sister's been taking money out of mum's account for months and won't tell me how much",
    "сестра переоформила мамину квартиру на себя, теперь мы не общаемся",
    "брат переоформив батьківську хату на себе, поки тато був у лікарні",
    "mein bruder hat omas wohnung auf sich umschreiben lassen, wir reden nicht mehr",
]
SIBLING_NOT_RED = [
    "can a sibling with power of attorney take money out of a parent's account?",
    "як переоформити квартиру на себе після смерті мами?",
    "i think my brother might be taking money from dad's account, not sure",
]


@pytest.mark.parametrize("text", SIBLING_RED)
def test_sibling_taking_a_parents_money_is_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", SIBLING_NOT_RED)
def test_estate_questions_stay(text: str) -> None:
    assert not detect(text).is_red, text
