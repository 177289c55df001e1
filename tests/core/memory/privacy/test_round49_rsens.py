"""Round 49, rsens: the sensitive disclosures the newest development sets (broad-zzz101..zzz120) still missed, by family -
religious life told by a member: one's own baptism or confirmation, an office in the congregation, the dress of a faith,
the household's Sabbath, a relative's faith said as what they are (faith_life.py), and a faith left: the registers, the
services given up, the sacraments disbelieved (church_leaving.py's _LOST_FAITH); an elderly parent abused by a carer or a
relative (dependant_abuse.py); a parent's late love or same-sex partner told by the child (kin_romances.py); a couple hidden from the parents, a
donor conception with one's wife, a partner one may not marry (couple_signs.py); the writer's cycle length or period
start day (cycle_data.py).
The writer's own sentences (not the data's), in the seven languages, lower case and without diacritics among them, with
their yellow and green twins (a question on the rite, a godchild's baptism, a service time, a parish fête, fiction, a
public figure, another's thought)."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

FAITH_RED = [
    # a rite of one's own
    "im getting baptized next sunday at the river, kind of terrified tbh",
    "I'll be baptised at Easter, can you help with a short testimony",
    "finally getting baptised at 40, what do people usually wear",
    "ich lasse mich im mai taufen, mit 38, und meine eltern wissen nichts davon",
    "ich werde naechsten monat gefirmt und brauche noch einen paten",
    "me voy a bautizar en pascua y mi familia es atea",
    "recibo la confirmacion en junio, a los 29",
    "je me fais baptiser a paques, a 33 ans, et j'ai le trac",
    "je fais ma confirmation a la pentecote, mes parents ne sont pas croyants",
    "przystepuje do bierzmowania w wieku 27 lat bo chcemy wziac slub koscielny",
    "przyjme chrzest w sobote, rodzina nic nie wie",
    "приймаю хрещення в неділю, мені вже 30",
    "я буду креститься на пасху, родители против",
    # an office in a congregation, a congregation of a kind
    "i'm an elder at our church but i've stopped believing most of it",
    "my husband is a deacon in our parish and i can't tell him i have doubts",
    "we're members of a pentecostal church and the pastor wants us to tithe more",
    "wir sind in einer freikirche und mein mann ist dort aeltester",
    "ich bin im kirchenvorstand und zweifle seit monaten",
    "soy catequista en mi parroquia y ya no se si creo",
    "je suis catechiste et je ne sais plus si je crois",
    "jestem ministrantem od dziesieciu lat, ale coraz mniej wierze",
    "я староста в нашому храмі, але мені соромно казати, що я сумніваюся",
    "я чтец в нашем приходе и больше не чувствую веры",
    # the dress of one's faith
    "i wear a hijab and the interviewer kept staring at it",
    "ich trage seit zwei jahren kopftuch und mein chef macht sprueche",
    "nosze hidzab i w pracy ciagle pytaja dlaczego",
    "je porte le hijab et la salle de sport me refuse l'acces",
    "я ношу хіджаб і в офісі на мене дивляться",
    "as a turban-wearing sikh i can't fit a standard helmet, what are my options",
    # the household's Sabbath
    "we keep shabbat so no calls friday night please",
    "on respecte le shabbat, la reunion du samedi ne va pas",
    "u nas w domu przestrzegamy szabatu, jak ustawic timer swiatla",
    "мы соблюдаем шаббат, нужна плита с таймером",
    # a relative's faith as what they are
    "mum's a jehovah's witness and refuses the transfusion",
    "mama jest swiadkiem jehowy i nie chce transfuzji",
    "papa est juif pratiquant, il faut des repas casher a l'hopital",
    "тато свідок єгови, відмовляється від переливання крові",
    "папа — свидетель иеговы, как говорить с хирургом",
    # a faith left
    "j'ai demande ma radiation des registres de bapteme l'an dernier",
    "i stopped going to church after my divorce and my mum keeps asking",
    "ich gehe nicht mehr in die kirche, meine oma weint deswegen",
    "ya no voy a misa desde que murio mi padre y mi madre no lo sabe",
    "nie chodze juz do kosciola i tesciowa robi mi wyrzuty",
    "я більше не вірю в таїнства, але співаю в хорі",
    "я больше не хожу в церковь, а муж ходит каждое воскресенье",
]
FAITH_NOT_RED = [
    "what happens at a confirmation?",
    "my godson is getting baptised on sunday, what gift?",
    "can i be baptised if i'm divorced?",
    "should i wear a kippah to my colleague's bar mitzvah?",
    "what time is mass on sunday at st mary's?",
    "ideas for a parish fete with a small budget",
    "wie laeuft eine firmung ab?",
    "was schenkt man zur taufe meiner nichte?",
    "que se regala en un bautizo?",
    "que faut-il pour etre parrain au bapteme de mon neveu ?",
    "ile kosztuje chrzest w parafii?",
    "коли було хрещення русі?",
    "в каком возрасте обычно крестят детей?",
    "in the novel the heroine gets baptised at the end",
    "what does it mean to keep kosher?",
    "why do some women wear a hijab?",
    "my dad's jewish friend is coming over for dinner",
    "was mother teresa a catholic nun in calcutta?",
    "what if i stopped going to church, would my family notice?",
    "i stopped going to the gym in march",
    "the elders of the village met on sunday",
    "jestem lektorem angielskiego na uczelni",
    "я староста групи в університеті",
    "on respecte les horaires de la piscine",
]


@pytest.mark.parametrize("text", FAITH_RED)
def test_red(text):
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", FAITH_NOT_RED)
def test_not_red(text):
    assert detect(text).label != "red", text

ABUSE_RED = [
    "my brother lives with dad and shouts at him every day, dad is scared of him",
    "the carer has been taking mum's pension and she won't say anything",
    "gran's neighbour keeps borrowing money off her and never pays it back",
    "die pflegerin schreit oma jeden morgen an, wir haben es auf dem video",
    "mein bruder nimmt mama die rente weg, jeden monat",
    "la cuidadora le grita a mi abuela cuando no quiere comer",
    "mi tio le quita la pension a mi abuelo cada mes",
    "l'aide a domicile crie sur mamie et lui prend sa carte bleue",
    "opiekunka krzyczy na babcie i zabiera jej emeryture",
    "brat zabiera tacie rente i straszy go",
    "доглядальниця кричить на бабусю і забирає у неї пенсію",
    "сиделка кричит на бабушку и отбирает у нее пенсию",
]
ABUSE_NOT_RED = [
    "what should i do if a carer shouts at my mum?",
    "i have a feeling my brother takes mum's pension but i have no proof",
    "mum shouts at the tv during football",
    "grandma takes her pension in cash every month",
    "what are the signs of financial abuse of older people?",
    "мне кажется, брат что-то темнит с папиными деньгами",
    "ich glaube, mein bruder verschweigt was wegen omas konto",
    "escribe un cuento sobre una cuidadora que grita a un anciano",
]
ROMANCE_RED = [
    "my dad, 82, is dating a widow from his bowls club and my sister is furious",
    "grandma fell in love with a resident in her care home",
    "mum has a new boyfriend at 79 and he wants her to sign the house over",
    "oma hat sich mit 84 im heim verliebt und die pflegerinnen lachen darueber",
    "mein vater lebt seit einem jahr mit einer witwe aus dem dorf zusammen",
    "mi abuelo tiene novia en el centro de dia y mi tia no lo soporta",
    "mi madre sale con un señor del coro y mis hermanos no se lo creen",
    "mamie est tombee amoureuse d'un resident de son ehpad",
    "mon pere s'est installe avec une voisine a 80 ans",
    "babcia zwiazala sie z sasiadem i rodzina sie klocila",
    "тато в 80 років зійшовся з сусідкою",
    "бабушка сошлась с соседом по даче, мама в шоке",
    # a parent's partner of the same sex
    "my mum lives with her girlfriend and my uncle won't accept it",
    "mi abuela vive con su compañera desde hace 30 años",
    "dziadek od lat mieszka ze swoim partnerem",
]
ROMANCE_NOT_RED = [
    "dad moved in with us after the fall",
    "my mum is seeing a cardiologist tomorrow",
    "mi padre sale con sus amigos los viernes",
    "papa sort avec ses copains le samedi",
    "babcia spotyka sie z kolezankami w klubie",
    "в фильме бабушка влюбилась в соседа",
    "mum fell in love with the garden centre",
    "dad has a good relationship with his gp",
    "how do i support an elderly parent who wants to date again?",
]


@pytest.mark.parametrize("text", ABUSE_RED + ROMANCE_RED)
def test_kin_red(text):
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", ABUSE_NOT_RED + ROMANCE_NOT_RED)
def test_kin_not_red(text):
    assert detect(text).label != "red", text

COUPLE_RED = [
    "my parents don't know we're together yet, she's coming to christmas as my flatmate",
    "ihre eltern wissen nicht, dass wir zusammen sind",
    "mis padres no saben que somos pareja y vivimos juntas",
    "mes parents ne savent pas qu'on est ensemble depuis deux ans",
    "rodzice nie wiedza, ze jestesmy para",
    "батьки не знають, що ми разом уже три роки",
    "родители не знают, что мы вместе",
    "my wife and i had our daughter with donor sperm from a clinic in denmark",
    "mi mujer y yo tuvimos a los mellizos con semen de donante",
    "ja i moja partnerka mamy syna z banku nasienia",
    "мы с женой родили сына с донорской спермой",
    "ми з партнеркою 5 років, а шлюб не можемо зареєструвати",
]
COUPLE_NOT_RED = [
    "my parents don't know we're moving to berlin",
    "can same-sex couples marry in poland?",
    "how does a sperm bank choose its donors?",
    "in the film two women have a baby with a donor",
    "mes parents ne savent pas qu'on part en vacances",
]


@pytest.mark.parametrize("text", COUPLE_RED)
def test_couple_red(text):
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", COUPLE_NOT_RED)
def test_couple_not_red(text):
    assert detect(text).label != "red", text

CYCLE_RED = [
    "my cycle is 31 days and my period started on the 4th, plan my intervals",
    "mon cycle dure 28 jours, regles depuis le 12",
    "tengo ciclos de 30 dias y quiero cuadrar los entrenos",
    "mein zyklus dauert 27 tage, wann trainiere ich am haertesten",
    "moj cykl trwa 32 dni, okres zaczal sie 5.",
    "мій цикл 29 днів, коли краще бігати інтервали",
    "цикл у меня 26 дней, месячные начались 10-го",
]
CYCLE_NOT_RED = [
    "my period is two weeks late, my cycle is usually 28 days",
    "how long is a normal cycle?",
    "is a 35 day cycle normal?",
    "my billing cycle is 30 days",
    "the washing machine cycle takes 90 minutes",
]


@pytest.mark.parametrize("text", CYCLE_RED)
def test_cycle_red(text):
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", CYCLE_NOT_RED)
def test_cycle_not_red(text):
    assert detect(text).label != "red", text
