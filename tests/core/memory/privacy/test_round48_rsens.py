"""Round 48, rsens: the sensitive disclosures the newest development sets (broad-zzz101..zzz115) still missed, by family -
money lost or sent to a fraud, a romance scam among them (scam_losses.py), a partner watching the writer's weight or
runs and punishing it, or doling money out (partner_control.py's WATCHED and ALLOWANCE), an anabolic steroid cycle
(taken_drugs.py's STEROID), the writer's own criminal record (own_convictions.py), a sibling emptying a parent's
account (estate_matters.py's ACCOUNT), two dads or two mums said with the partner and the birth mother beside her
female partner (implied_orientations.py).
The writer's own sentences (not the data's), in the seven languages, lower case and without diacritics among them, with
their yellow and green twins (a scam warning in the news, a neighbour's loss, a clean record, a gym rumour, a partner
who cheers)."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

SCAM_RED = [
    "i lost 9k to a fake crypto trading site, the bank won't refund",
    "I've lost £3,500 to a scam investment app my mate recommended",
    'got scammed out of 1200 quid by a fake landlord on facebook',
    "i sent a guy i met on tinder 2,000 for his plane ticket and now he's blocked me",
    'sent my online boyfriend $4000 for his hospital bill, my family has no idea',
    'straciłam 30 tys. na fałszywej platformie inwestycyjnej',
    'przelalem 12 tys zl oszustowi ktory podawal sie za doradce z banku',
    'oszukali mnie na 8 tysiecy przez falszywy sklep',
    'wyslalam 5 tys. zl mezczyznie poznanemu na portalu randkowym, na clo',
    'ich habe 8.000 € an eine fake-plattform verloren',
    'ich hab einem mann aus dem internet 3000 euro für zollgebühren überwiesen',
    'ich wurde um 2.500 € betrogen, falscher polizist am telefon',
    'perdi 6.000 euros en una web de inversiones falsa',
    'le mande 3.000 € a un hombre que conoci en instagram y ya no contesta',
    'me estafaron 900 € con un falso alquiler',
    "j'ai perdu 12 000 € avec un faux conseiller bancaire",
    "j'ai envoye 4 000 € a un homme rencontre sur un site de rencontre",
    "on m'a arnaque de 700 € sur leboncoin avec un faux paiement",
    'втратила 40 тисяч гривень на фейковій біржі',
    'я переказав 15 тисяч шахраям, які дзвонили від імені банку',
    'меня развели на 80 тысяч через фейковую биржу',
    'я отправила 50 тысяч мужчине с сайта знакомств на таможенный сбор',
]
SCAM_NOT_RED = [
    'how do romance scams usually work?',
    'a pensioner lost 40k to a fake crypto site, says the bbc',
    'my neighbour lost 20k to a fake investment platform',
    'if i sent him 500 for his visa would i get it back',
    'i never sent him anything, he asked for 2000 for his visa',
    'in the film she sent 10,000 to a man she met online',
    'i lost 2k on tesla shares last year, should i sell',
    'i paid 40 for a fake christmas tree, is that a good price',
    'ich habe 500 € für facebook-werbung bezahlt, lohnt sich das',
    'seniorin verliert 30.000 € an falsche polizisten',
    'una mujer perdio 20.000 euros en una estafa romantica, segun la policia',
    'ofiary straciły 3 mln zł na fałszywych inwestycjach',
    "je n'ai jamais envoyé d'argent à un homme rencontré sur un site",
    'як не втратити гроші через шахраїв?',
    'сосед потерял 100 тысяч на фейковой бирже',
    'mandé 200 € a mi madre por bizum',
    'i sent 300 to my landlord for the deposit',
    'straciłem 200 zł na giełdzie, normalka',
]

WATCHED_RED = [
    'my boyfriend tracks every run on strava and gets angry if i run with men from the club',
    'my wife checks my weight on the smart scale every morning and sulks if it went up',
    'moj chlopak sprawdza moje treningi w garminie i robi awanture jak biegam z kolega',
    'maz patrzy na moja wage codziennie i nie odzywa sie jak przytyje',
    'mein mann kontrolliert jeden morgen mein gewicht auf der waage und schreit wenn es mehr ist',
    'mi novio revisa mis rutas de running y se enfada si corro con otros',
    "mon mari surveille mon poids chaque matin et ne me parle plus si j'ai pris un kilo",
    'хлопець стежить за моїми пробіжками в страві і влаштовує скандал, якщо я бігаю з друзями',
    'муж каждое утро смотрит мой вес в приложении и не разговаривает со мной, если он вырос',
    'my husband keeps all the bank cards and gives me 30 pounds a week',
    'mon copain a tous mes codes et me donne 40 € par semaine',
    'chlopak zabral mi karte i daje mi tylko na jedzenie',
    'муж выдаёт мне 3000 рублей в неделю, а зарплату забирает',
]
WATCHED_NOT_RED = [
    'my wife checks my strava and says well done after every run',
    "my husband checks my weight for the doctor because i can't read the scale",
    'if my boyfriend tracks my runs does that mean he is jealous?',
    'my husband never gets angry when he checks my strava',
    'my coach checks my weight every morning and shouts if it goes up',
    'in the book her husband checks her weight and goes quiet',
    'my husband gives me a lift to work every day',
    'my mum gives me 20 pounds a week pocket money',
    'mi marido me da 50 € para la compra del mes',
    'mon mari regarde le match et crie devant la tele',
]

STEROID_RED = [
    'running test e 400 and tren a for 10 weeks, what bloods should i get',
    'im on my first cycle of dbol and my back pumps are killing me',
    "i've been on anavar for 6 weeks, is hair loss normal?",
    'jade na tescie i dece od miesiaca, jakie badania zrobic',
    'biore oxandrolon od 4 tygodni i mam tradzik',
    'ich nehme seit 8 wochen testosteron enantat und winstrol, welche blutwerte soll ich checken',
    'estoy con dianabol y trembolona desde hace 5 semanas, que analisis me hago',
    "je suis en cure de sustanon depuis 2 mois, j'ai mal aux seins",
    'колю тестостерон і тренболон вже два місяці, які аналізи здати',
    'я на курсе анавара шестую неделю, печень болит',
    'сижу на оксандролоне месяц, можно ли пить алкоголь',
]
STEROID_NOT_RED = [
    'what does tren do to your heart?',
    'should i run test e for my first cycle?',
    'is anavar safe for women?',
    'he is on tren, you can tell from his shoulders',
    'i think my gym mate is on steroids',
    'jestem na tescie z matematyki, napisze pozniej',
    'rumour says he is on dbol',
    'ich fahre zum test am montag',
    'tomo el tren a las 8',
    'was bedeutet testosteron fur muskeln',
    'я на тесті з англійської, напишу пізніше',
]

RECORD_RED = [
    'ive got a conviction for drink driving from 2019, will the us give me an esta?',
    'i have a caution for shoplifting from when i was 19, do i need to tell my new employer',
    'i served 2 years for burglary, how do i explain the gap on my cv',
    'bylem karany za posiadanie, czy to widac w zaswiadczeniu z krk',
    'mam wyrok w zawieszeniu za pobicie, czy moge wyjechac do uk',
    'ich bin vorbestraft wegen diebstahl, kann ich trotzdem verbeamtet werden',
    'ich habe eine vorstrafe wegen körperverletzung, steht das im führungszeugnis?',
    'tengo antecedentes penales por trafico, puedo sacar el pasaporte?',
    'fui condenado por robo en 2017, cuando se borran los antecedentes',
    "j'ai un casier pour violences, est-ce que je peux devenir chauffeur vtc",
    "j'ai fait 8 mois de prison pour stups, comment je le dis a mon employeur",
    'у мене судимість за хуліганство, чи можна працювати в школі',
    'мене засудили умовно за крадіжку, як це вплине на візу',
    'у меня судимость по 228, возьмут ли меня в такси',
    'я отсидел три года, как теперь устроиться на работу',
]
RECORD_NOT_RED = [
    'i have no criminal record, do i still need a dbs check?',
    'does a caution show up on a basic dbs?',
    'nie bylem karany, jak dostac zaswiadczenie z krk',
    'ich bin nicht vorbestraft, brauche aber ein führungszeugnis',
    'no tengo antecedentes penales, como pido el certificado',
    "je n'ai pas de casier judiciaire, il me faut un extrait",
    'у мене немає судимості, як отримати довідку',
    'у меня нет судимости, нужна справка для работы',
    'if i had a conviction could i still be a teacher',
    'in my novel the character served 10 years for murder',
    'kiedy zaciera sie wyrok w zawieszeniu?',
    "j'ai été condamné à payer les frais de justice dans un litige avec mon voisin",
]

# estate_matters.py (round 48): a parent's account emptied by a sibling
DRAINED_RED = [
    "my sister drained mum's savings while she was in the care home and now we don't speak",
    "my brother emptied dad's account the week after the funeral",
    'brat wyczyscil konto mamy kiedy lezala w szpitalu, nie odzywamy sie',
    'meine schwester hat das konto von papa leer geraumt, wir reden nicht mehr',
    'mi hermano vacio la cuenta de mama y ya no nos hablamos',
    'mon frere a vide le compte de papa pendant son hospitalisation',
    'сестра спустошила рахунок мами, поки вона була в лікарні, ми не спілкуємося',
    'брат опустошил счёт отца после его смерти, мы не общаемся',
]
DRAINED_NOT_RED = [
    'my brother emptied his own account to buy a car',
    "can a sibling with power of attorney empty a parent's account?",
    "i think my brother might have emptied mum's account",
    "in the novel the son drains his father's savings",
    "my sister emptied the dishwasher and mum's fridge",
    'czy brat moze wyczyscic konto mamy majac pelnomocnictwo?',
]

# implied_orientations.py (round 48): two dads or two mums said with the partner, the birth mother beside her partner
PARENTS_RED = [
    "my husband and i are two dads and the new nanny doesn't know yet",
    'mi marido y yo somos dos padres, como se lo contamos a la canguro',
    'mi mujer y yo somos dos madres y la profe pregunta por el papa',
    'mon mari et moi sommes deux papas, faut-il le dire a la nounou',
    'mein mann und ich sind zwei vater, wie sagen wir es der kita',
    'mój mąż i ja jesteśmy dwoma ojcami, jak powiedzieć niani?',
    'ми з моїм чоловіком дві мами... тобто два тата, як сказати няні',
    'jestesmy dwoma ojcami adoptowanej corki',
    'ми з чоловіком два тата, як сказати новій няні',
    'мы с мужем два папы, как объяснить это няне',
    'wychowujemy z partnerka corke, jestem jej biologiczna matka, a ona nie ma zadnych praw',
    "i'm the birth mum and my wife has no parental rights at the nursery yet",
    "je suis la mere biologique et ma compagne n'a aucun droit pour l'instant",
]
PARENTS_NOT_RED = [
    'a picture book about a family with two dads for my class',
    'my husband and i are two busy parents, any meal prep tips',
    'who counts as the birth mother on the certificate when two women have a baby?',
    'in the novel she is the birth mother and her wife raises the child',
    'ми з чоловіком двоє батьків трьох дітей, порадьте секції',
    'mi marido y yo somos dos padres agotados, ideas para cenas rapidas',
]


@pytest.mark.parametrize("text", SCAM_RED + WATCHED_RED + STEROID_RED + RECORD_RED + DRAINED_RED + PARENTS_RED)
def test_red(text):
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", SCAM_NOT_RED + WATCHED_NOT_RED + STEROID_NOT_RED + RECORD_NOT_RED + DRAINED_NOT_RED + PARENTS_NOT_RED)
def test_not_red(text):
    assert detect(text).label != "red", text
