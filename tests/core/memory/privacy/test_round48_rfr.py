"""Round 48, rfr: yellows called red and false reds, by family - a contact value the writer asks about ("who is
...@...?", "Wem gehört +49 ...?"), an anonymous someone's value, a plate read off a car that drove off or that stands
where it should not, a supplier's "new" IBAN doubted or a stranger's card in a chat (unknown_owners.py), and the public
advice lines (poison centres, consumer and legal advice lines) asked about or put on a babysitter's list (phones.py).
The writer's own sentences (not the data's) in the seven languages, with their red twins: the writer's own value, a
named person's, a kin's."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect


def _show(text):
    v = detect(text)
    return [(f.reason, text[f.start:f.end]) for f in v.findings]


# unknown_owners.py: the value itself asked about, an anonymous someone's value, an office claimed, a sender doubted
ASKED_YELLOW = [
    "who is billing-desk@paypal-secure-help.net? they say my account is locked",
    "who's support.team@royalmail-redelivery.info? it wants £1.99 for a parcel",
    "wer ist kontakt@dhl-zustellung24.de? angeblich wartet ein Paket auf mich",
    "Wem gehört die Nummer +49 1523 8874102? Ruft jeden Abend an und legt auf",
    "kto to jest obsluga@inpost-doplata.pl? piszą że paczka czeka na dopłatę",
    "do kogo należy numer +48 731 220 914? dzwoni co rano i milczy",
    "¿quién es avisos@correos-entrega-pendiente.com? me pide pagar 2 euros",
    "c'est qui service.client@ameli-remboursement.fr ? il me demande mon RIB",
    "qui est contact@chronopost-livraison.info ? un colis en attente soi-disant",
    "хто такий pidtrymka@novaposhta-dostavka.com? пише, що посилка затримана",
    "кто такой info@gosuslugi-vyplata.ru? пишет, что мне положена выплата",
    'some "tax-refund-office@outlook.com" says i\'m owed money back',
    "dzwoni jakiś +48 602 118 447 i mówi że z banku, nie przedstawił się",
    "Anruf von +49 1512 4471209, angeblich von der Sparkasse. Ich bin da gar nicht Kunde. Zurückrufen?",
    "Un 07 81 22 40 19 m'a écrit pour un colis, je n'ai jamais donné mon numéro, c'est qui ?",
    "Eine Nummer 0176 2280 9913 hat mir geschrieben, sie sei die neue Trainerin. Stimmt das?",
    "got a message from lena.trains.hard@proton.me on the running app, don't know her, reply?",
    "Me llegó un correo de citas.previas@salud-reintegros.com pidiendo datos bancarios, ¿es fiable?",
]
ASKED_RED = [
    "who is anna.kowalska@gmail.com? she's my sister, write to her about the party",
    "my email is piotr.nowak82@gmail.com, who is going to send me the invoice?",
    "wer ist für die Abrechnung zuständig? meine Nummer ist 0176 2280 9913",
    "call me at +48 602 118 447, who is bringing the cake?",
    "c'est qui qui garde les enfants ? mon numéro : 06 12 45 78 90",
    "¿quién es el responsable? mi móvil es 612 345 678",
    "хто такий відповідальний? мій номер 067 123 45 67",
    "кто такой ответственный? мой номер +7 916 123 45 67",
    "dzwoni jakiś facet do mojej mamy, jej numer to 512 330 118",
    "some friends of mine need my new number: 07912 448 103",
    "my sister's number +44 7700 912 448 keeps getting calls from someone, who is it?",
]

# unknown_owners.py: a plate off a car that drove off, or one standing or loitering with whom to tell asked
PLATE_YELLOW = [
    "a white van hit my mirror on the high street and drove off, I got the plate: KN19 XOP",
    "Jemand hat mir beim Ausparken die Tür eingedellt, Kennzeichen M-RT 4410, dann ist er einfach weggefahren",
    "ktoś zarysował mi drzwi na parkingu, rejestracja KR 7731F, uciekł zanim wyszłam ze sklepu",
    "un coche me dio un golpe en la rotonda y se dio a la fuga, matrícula 4471 KZM",
    "une camionnette a accroché mon rétro, immatriculée DK-448-RT, et le chauffeur s'est enfui",
    "машина з номером АА 4471 КМ зачепила мій бампер і водій поїхав",
    "машина с номером А 447 КМ 77 помяла мне крыло и скрылась, водитель уехал",
    "Ein weißer Transporter mit HH-KL 2209 steht seit zwei Wochen vor unserer Garage, kann man den Halter irgendwie ermitteln?",
    "a grey van KN21 PLX has been parked outside our gate for a week, how do I find the owner?",
    "une voiture immatriculée EF-553-LM se gare tous les soirs devant la sortie de secours, je préviens qui ?",
    "un coche con matrícula 2290 LKP que para cada mañana delante del colegio, ¿a quién aviso?",
    "czarny samochód WA 55812 kręci się pod szkołą od tygodnia, kogo powiadomić?",
]
PLATE_RED = [
    "my car is KN19 XOP, the other driver drove off after hitting it",
    "my husband's car KN21 PLX was hit and the other guy drove off",
    "mein Ex fährt einen Golf HH-KL 2209 und ist nach dem Streit einfach weggefahren",
    "mi vecino Raúl tiene el coche 2290 LKP y se fue sin pagar el arreglo",
    "ma voiture immatriculée DK-448-RT a été embouti, l'autre conducteur s'est enfui",
    "моя машина АА 4471 КМ, водій що в неї врізався поїхав",
    "le mec de mon rendez-vous Tinder se gare sous ma fenêtre chaque nuit, plaque EF-553-LM, je fais quoi ?",
]

# unknown_owners.py: a payee's account that came in, doubted, or a stranger's card nobody knows
ACCOUNT_YELLOW = [
    "our supplier emailed that they changed banks, new IBAN GB13 BUKB 6016 1331 9268 19, not sure if the email is genuine",
    "Die Hausverwaltung schreibt plötzlich, neue IBAN DE47 3704 0044 0532 0130 77 für die Miete, ich weiß nicht, ob die Mail echt ist",
    "Dostałam maila od dostawcy, że zmienił rachunek, nowe konto PL45 1090 1014 0000 0712 1981 2871, nie wiem czy ten mail jest prawdziwy",
    "Un proveedor nos manda un nuevo IBAN ES69 2100 0418 4702 0005 1339, no sé si el correo es legítimo",
    "Le syndic nous envoie un nouveau RIB avec l'IBAN FR84 2004 1010 0505 0001 3M02 607, je ne sais pas si le mail est authentique",
    "Підрядник пише, що змінив рахунок, новий IBAN UA96 3223 1300 0002 6007 2335 6600 9, не впевнений, чи лист справжній",
    'в группе дома кто-то скинул карту 4276 3800 1234 5679 "на ремонт лифта", никто не знает, чья она',
    "someone in the school chat posted a card 4111 1111 1111 1111 to collect for the teacher's gift, no idea whose it is",
]
ACCOUNT_RED = [
    "my new IBAN is GB13 BUKB 6016 1331 9268 19, not sure if the email to payroll is genuine",
    "Meine neue IBAN DE47 3704 0044 0532 0130 77, keine Ahnung wer die alte noch hat",
    "moja karta 4111 1111 1111 1111, ktoś wyłudził z niej pieniądze, oszust",
    "mi hermana me pasa su cuenta ES69 2100 0418 4702 0005 1339, no sé si es estafa",
    "voici mon RIB FR84 2004 1010 0505 0001 3M02 607, quelqu'un m'a arnaqué",
    'перевела с карты 4276 3800 1234 5679 мошенникам 20 тысяч на "безопасный счёт", что делать?',
]

# phones.py: a public advice line named before its number
HOTLINE_GREEN = [
    "for the babysitter's fridge list: poison control 0344 892 0111, is that the right one for the UK?",
    "Giftnotruf Berlin 030 19240 - ist der auch nachts erreichbar?",
    "Ośrodek Toksykologii w Krakowie 12 411 99 99, czy to dobry numer na kartkę dla niani?",
    "Verbraucherzentrale Bayern 089 552 794 0 - helfen die auch bei Ärger mit dem Stromanbieter?",
    "la oficina del consumidor de Madrid 91 480 50 50 ¿atiende por teléfono?",
    "Токсикологічний центр Києва 044 501 53 22 - він цілодобовий?",
    "Centre antipoison de Lyon 04 72 11 69 11 : je le mets sur la liste pour la nounou ?",
    "Is Civil Legal Advice on 0345 345 4345 free for benefit appeals?",
]
HOTLINE_RED = [
    "Citizens Advice volunteer Anna gave me her private mobile 07700 914 223, text her tomorrow",
    "my legal advice solicitor Jan Nowak, his mobile 07700 914 223, call him tomorrow",
    "Mi abogada de la asesoría jurídica me dio su móvil personal: 612 448 903",
    "Ma voisine Claire, qui travaille au centre antipoison, son portable perso c'est le 06 44 81 29 03",
    "Moja siostra pracuje w ośrodku toksykologii, jej prywatny numer 512 330 118",
]


@pytest.mark.parametrize("text", ASKED_YELLOW + PLATE_YELLOW + ACCOUNT_YELLOW)
def test_a_strangers_value_is_not_red(text):
    assert not detect(text).is_red, _show(text)


@pytest.mark.parametrize("text", ASKED_RED + PLATE_RED + ACCOUNT_RED)
def test_the_writers_or_a_known_persons_value_stays_red(text):
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", HOTLINE_GREEN)
def test_a_public_advice_line_is_not_red(text):
    assert not detect(text).is_red, _show(text)


@pytest.mark.parametrize("text", HOTLINE_RED)
def test_a_persons_number_beside_an_advice_line_stays_red(text):
    assert detect(text).is_red, text


# bailiff_clients.py: a bailiff's or a collector's letters for a stranger (a former occupant, a name on the envelope)
LETTERS_YELLOW = [
    "dostaję pisma od windykacji do jakiejś pani Marzeny, mieszkam tu dopiero od marca, odsyłać?",
    "Ständig kommen Inkasso-Briefe für den Vormieter, was mache ich damit?",
    "me llegan cartas de recobro para un tal Julián Pardo, no sé quién es",
    "I keep getting letters from bailiffs for the previous tenant, can I just return them?",
    "encore une lettre d'huissier pour l'ancien locataire, je la renvoie à qui ?",
    "приходять листи від виконавця на якогось Петренка, а я тут живу півроку",
    "приходят письма от коллекторов на какого-то Сидорова, я его не знаю",
]
LETTERS_RED = [
    "listy od komornika do jakiegoś pana przychodzą, ale to ja mam długi w trzech bankach",
    "je reçois des lettres d'huissier pour moi, j'ai des dettes depuis un an",
    "mam komornika na koncie od stycznia",
    "Inkasso-Briefe für meinen Bruder, er hat 8000 Euro Schulden",
    "I keep getting letters from bailiffs for the previous tenant, and now one for me too - I owe the council 2,000 in arrears",
]


@pytest.mark.parametrize("text", LETTERS_YELLOW)
def test_letters_for_a_stranger_are_not_red(text):
    assert not detect(text).is_red, _show(text)


@pytest.mark.parametrize("text", LETTERS_RED)
def test_the_writers_or_a_kins_debt_stays_red(text):
    assert detect(text).is_red, text


# health_topics.py: a hobby named first, "addicted" alone after it
HOOKED_GREEN = [
    "Seit dem Sommer gehe ich bouldern und bin total süchtig",
    "started crochet in January and i'm completely hooked",
    "gram w szachy od roku i jestem uzależniona",
    "empecé yoga en septiembre y estoy enganchada",
    "граю в шахи щовечора і вже залежна",
]
HOOKED_RED = [
    "Ich spiele Padel und bin süchtig nach Schmerztabletten",
    "I started running and I'm addicted to painkillers for my knee",
    "gram w szachy i jestem uzależniony od alkoholu",
]


@pytest.mark.parametrize("text", HOOKED_GREEN)
def test_hooked_on_a_hobby_is_not_health(text):
    assert not detect(text).is_red, _show(text)


@pytest.mark.parametrize("text", HOOKED_RED)
def test_hooked_on_a_substance_stays_red(text):
    assert detect(text).is_red, text
