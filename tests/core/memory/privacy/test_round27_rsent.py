"""Round 27 (rsent): secrets written away from, or without, their key word (secret_distances.py).

Sentences written for these tests (none taken from a benchmark file); those marked "kept aside" were not run on the new
code until it was done. Classes:
- A the key word (a card's code or number, a PIN, a door or alarm code, a password, a device) in one sentence, the value
  in a later one opened by a copula or a demonstrative ("It's 5821.", "Es el 8136.", "Це 2957.", "Er lautet 3064.",
  "C'est Citronnier#2019"), alone ("5521, I think", "7730.", a password alone) or after a short lead ("Here it is:
  4471", "Записую, щоб не забути: 6093");
- B the value given as what to type, enter, dial or press once an alarm, a keypad, a door, a gate or a lock was named,
  in its sentence or the two before, often as spaced single digits ("punch in 3 9 0 6", "wstukać 5 2 8 7", "teclear
  7 3 5 2", "composer 6 1 9 4", "набрать 2 7 6 9", "gib einfach 6 0 3 9 ein", "sie muss 4 8 1 6 eintippen");
- C a device that opens with a number named instead of a "code": a padlock, a safe, a key box, a lockbox, a bike lock
  (kłódka, Vorhängeschloss, candado, cadenas, навісний замок, сейф, ключниця), tied by a copula, a dash, a colon,
  "opens with", "set to", "auf ... eingestellt", "je l'ai mis sur", "поставив на".

RULE_RED: green on the base (6d870a1), or red there only by the learned model: red by a rule now. KEPT: red by a rule on
the base already, and still. GREEN: twins of the same surface (a year, a count, a price, a time range, a page, a flat,
an error code, a hotline menu, a microwave, a lift, a recipe, a parcel locker's spent code, an alarm clock), green now.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RULE_RED: list[tuple[str, str]] = [
    ('A', "Grandpa can't get to the cash machine this week, so he gave me his card and whispered the number once the visitors had gone. It's 5821. Is it legal for me to withdraw his pension?"),
    ('A', 'Babcia dała mi swoją kartę, żebym wypłacił pieniądze z bankomatu. Kod podała mi szeptem przy kasie. To 6093. Czy bank może mieć do mnie pretensje?'),
    ('A', 'Mi tía me ha dejado su tarjeta para sacar dinero del cajero porque no puede andar. Me apuntó el código en una servilleta. Es el 8136. ¿Me pueden poner pegas en el banco?'),
    ('A', 'Тато в лікарні й попросив зняти гроші з його картки в банкоматі. Код він написав мені на серветці. Це 2957. Чи можуть заблокувати картку, якщо знімаю я?'),
    ('A', "Outlook on my laptop keeps asking for the password again and again. I've retyped it carefully a few times now. It's Marigold!Lane58 if that matters. Could the account be locked?"),
    ('A', "Mon ordinateur me redemande sans arrêt le mot de passe de la messagerie. Je l'ai pourtant recopié deux fois. C'est Citronnier#2019, avec une majuscule. Que faire ?"),
    ('A', 'El portátil me pide la contraseña del correo cada cinco minutos. Ya la he escrito varias veces. Es Girasol_Rojo1984, con mayúscula. ¿Por qué no la acepta?'),
    ('A', 'Meine Schwiegermutter kann nicht mehr gut laufen und hat mir ihre Bankkarte mitgegeben, um am Automaten Geld zu holen. Den Code hat sie mir ins Ohr geflüstert. Er lautet 3064.'),
    ('A', 'The new code for the garden gate came by email this morning. Here it is: 4471. Can you put it in the family chat summary without the number?'),
    ('A', 'Mama podyktowała mi przez telefon kod do domofonu. Zapisuję: 2856, bo znowu zapomnę.'),
    ('A', 'He wrote the code for the storage unit on the back of a receipt. 5521, I think, unless the ink smudged.'),
    ('A', 'Der Code für das Gartentor hat sich geändert. 7730. Sag es bitte nur der Familie.'),
    ('A', "Код від хвіртки змінили в п'ятницю. Записую, щоб не забути: 6093."),
    ('B', "My sister is feeding the fish while we're away. The alarm panel is behind the coat rack; she has forty seconds once the door opens. She should punch in 3 9 0 6 and then press the tick button. Can you write that up for her?"),
    ('B', 'Kuzyn przyjedzie w sobotę podlać pomidory. W garażu jest alarm, po otwarciu drzwi ma pół minuty. Musi wstukać 5 2 8 7 i nacisnąć OK. Napisz mu prostą instrukcję.'),
    ('B', 'Mi suegra viene a regar mientras estamos fuera. La alarma salta en cuanto abre; tiene que teclear 7 3 5 2 y pulsar la almohadilla. ¿Me ayudas a explicárselo?'),
    ('B', 'Пока мы на даче, за квартирой присмотрит брат. После того как откроет дверь, у него минута: нужно набрать 2 7 6 9 на пульте и нажать решётку.'),
    ('B', 'Am Hoftor ist ein Tastenfeld, gib einfach 6 0 3 9 ein und drück auf die Glocke, dann geht es auf.'),
    ('B', 'Pour entrer dans la cour, tape 9 5 0 2 sur le boîtier à côté du portail, puis pousse la grille.'),
    ('B', 'Біля хвіртки є кодова панель, треба натиснути 3 1 8 6 і потягнути на себе.'),
    ('B', "The alarm is armed overnight. To switch it off, enter 1 5 7 3 followed by the hash key; you've got half a minute after coming in."),
    ('B', 'When the alarm starts beeping, key the four digits 2 8 1 7 into the panel and wait for the green light.'),
    ('B', 'Jak alarm zacznie piszczeć, wpisz na klawiaturze 4 4 1 9 i zatwierdź.'),
    ('B', 'Щоб зняти квартиру з охорони, набираєш на пульті 3 5 7 2 і чекаєш на зелений вогник.'),
    ('B', 'Чтобы снять сигнализацию, на пульте вводишь 7 0 4 3 и ключ.'),
    ('C', "The padlock on the shed is 5937 — she'll need it to get the lawnmower out."),
    ('C', 'Kłódka na piwnicy to 8153, klucze do roweru leżą na półce.'),
    ('C', 'Das Vorhängeschloss am Gartenhaus ist 3 7 0 5, den Rasenmäher kannst du dir nehmen.'),
    ('C', 'El candado de la bici es 6 1 8 3; déjala atada en el patio cuando vuelvas.'),
    ('C', "Le cadenas du local à vélos, c'est 4 0 6 8. Remets-le bien en place en partant."),
    ('C', 'Навісний замок на сараї — 2718, ключі від машини там на цвяху.'),
    ('C', 'La caja fuerte del armario se abre con 72581, por si necesitas los pasaportes.'),
    ('C', 'The safe in the hotel room, I set it to 2 7 4 1 before we went out.'),
    ('C', 'Kłódkę na garażu przestawiłem na 5 0 9 2, przekaż tacie.'),
    ('C', 'Den Tresor im Schlafzimmer habe ich auf 48153 eingestellt, falls was ist.'),
    ('C', "Le cadenas de la cave, je l'ai mis sur 3 8 4 6 hier."),
    ('C', 'Сейф у спальні я поставив на 92614, скажи тільки мамі.'),
    ('A', "Ma voisine âgée m'a confié sa carte pour retirer de l'argent au distributeur. Elle m'a murmuré le code dans l'entrée. C'est 4702, je crois. Est-ce que c'est risqué pour moi ?"),  # (kept aside)
    ('A', 'Бабушка отдала мне свою карту, чтобы я снял пенсию в банкомате. Код она сказала шёпотом, пока никого не было. Это 3186. Не будет ли проблем?'),  # (kept aside)
    ('A', 'Laptop ciągle prosi o hasło do poczty. Wpisałam je już chyba pięć razy, bez skutku. To Jaskolka_Wiosna77, czy tam jest jakiś błąd?'),  # (kept aside)
    ('A', 'Пошта на телефоні знову просить пароль. Я вже тричі його набирала повністю. Це Ромашка_Поле42, з великої літери. Що може бути не так?'),  # (kept aside)
    ('B', 'Unsere Nachbarin gießt die Blumen. Die Alarmanlage piept nach dem Aufschließen, dann hat sie dreißig Sekunden. Sie muss 4 8 1 6 eintippen und mit der Raute bestätigen.'),  # (kept aside)
    ('B', 'Поки нас не буде, квіти поливатиме сусідка. На дверях стоїть сигналізація: треба ввести 8 4 0 3 і натиснути зелену кнопку за тридцять секунд.'),  # (kept aside)
    ('B', 'На калитке кодовый замок: введите 4 9 2 0 и потяните ручку. Переведи это на английский для гостей.'),  # (kept aside)
    ('B', 'Wenn du reinkommst, piept die Alarmanlage. Tipp einfach 7 2 9 1 ein, dann ist Ruhe.'),  # (kept aside)
    ('C', 'Sejf w szafie otwiera się na 40917, ale bateria już słabnie.'),  # (kept aside)
    ('C', 'Сейф у шафі відкривається на 60354, там документи на квартиру.'),  # (kept aside)
    ('C', 'Навесной замок на гараже — 9134, возьми оттуда лестницу.'),  # (kept aside)
]
KEPT: list[tuple[str, str]] = [
    ('A', "The cleaner needs the code for the side entrance on Thursday. I told her on the phone but she didn't write it down. It's 2849, could you draft her a short text?"),
    ('A', 'Соседка будет кормить кота, пока мы в отпуске. Код от сигнализации я ей передал лично, на бумаге ничего нет. Это 8052, но она всё равно боится ошибиться.'),
    ('A', "I've left the spare key in the lockbox by the door. The combination is 4 1 8 8, tell the plumber only when he arrives."),
    ('A', "Je t'envoie le code du portail pour samedi. Le voici : 8215. Ne le mets pas dans le groupe."),
    ('A', "Dad's card is with me because he can't get to the bank. The PIN he told me yesterday: 3 0 9 2. Is it ok to use it?"),
    ('A', 'Hasło do Netflixa zmieniłem wczoraj, bo ktoś się logował z Wrocławia. Zielony_Ogrod2025. Zapisz mi, jak to wytłumaczyć dzieciom.'),
    ('A', 'I changed the family password for the streaming account last night. Pebble#Harbour71. Can you help me explain to the kids why?'),
    ('B', "Ma belle-sœur garde la maison ce week-end. Il y a une alarme à l'entrée : elle doit composer 6 1 9 4 puis appuyer sur la touche étoile dans les trente secondes."),
    ('B', 'When the courier reaches the back gate he just needs to key in 50713 on the pad and push. Can you turn that into a polite note?'),
    ('B', 'Przy furtce jest klawiatura, wystarczy wpisać 80472 i pchnąć. Przekaż to pani od sprzątania.'),
    ('B', 'Die Alarmanlage musst du unscharf schalten: 5 3 8 2 und dann die Raute.'),
    ('B', 'Para desarmar la alarma, pon 8 1 6 4 en el teclado de la entrada.'),
    ('B', "Quand tu arrives, l'alarme bipe : tu désactives avec 2 6 9 0 puis OFF."),
    ('B', 'Wenn die Alarmanlage piept, gibst du 4 8 1 6 ein und drückst die Raute.'),
    ('B', 'At the back gate you type 3 0 7 5 and push hard, the latch sticks.'),
    ('C', 'Ключница у входа: 5082, запасные ключи на красном брелоке.'),
    ('C', 'For the Airbnb, the lockbox on the railing is set to 1 9 6 4; please reset it after you take the keys.'),
    ('C', 'Der Schlüsseltresor neben der Haustür: 9426. Bitte nach dem Rausnehmen wieder verdrehen.'),
    ('C', "Combination for the bike lock: 7 3 9 1, it's chained to the railing outside."),
    ('C', 'Our key safe — 1 8 6 3 — the spare key is inside, the cleaner knows.'),
    ('C', 'El candado del trastero lleva la combinación 7 2 1 9.'),
    ('C', 'Ключница возле двери открывается кодом 4 2 7 9.'),
    ('A', 'Mama dała mi swoją kartę, bo sama nie dojdzie do bankomatu. Numer PIN-u powiedziała mi przez telefon wieczorem. To było 7419, zapisałem na kartce.'),  # (kept aside)
    ('A', 'Meine Mutter liegt im Krankenhaus und hat mir ihre EC-Karte gegeben, damit ich Geld abhebe. Den Code hat sie mir auf einen Zettel geschrieben. Es ist die 7240. Darf ich das überhaupt?'),  # (kept aside)
    ('B', 'En el portal hay un teclado: marca 2 4 1 7 y empuja fuerte. ¿Cómo se lo pongo al repartidor?'),  # (kept aside)
    ('C', 'Key box by the back door: 2604. The spare keys are on the blue ring.'),  # (kept aside)
    ('C', 'La boîte à clés près de la porte est sur 3591, les draps sont dans le placard.'),  # (kept aside)
]
GREEN: list[tuple[str, str]] = [
    ('A', "My grandfather gave me his card to pay for groceries. It's 2024 and he still doesn't trust contactless. Any tips?"),
    ('A', 'Mam nowy kod do bramy od administratora. To 4 cyfry, ale ich nie pamiętam.'),
    ('A', "He forgot his card PIN again. It's 10:30 now and the bank opens at 11."),
    ('A', 'Отец попросил снять деньги с карты в банкомате. Это 4500 рублей на лекарства, сколько там комиссия?'),
    ('A', 'Me dijo el código del descuento por teléfono. Es el 15 % en toda la tienda.'),
    ('A', "The alarm panel beeps since the storm last night. It's error 4012 according to the manual, what does it mean?"),
    ('A', 'Die PIN für die neue Karte kam heute. Es ist 1500 Euro Tageslimit, reicht das für den Urlaub?'),
    ('A', "J'ai oublié le mot de passe du wifi de l'hôtel. C'est 2 euros la journée pour l'avoir, ça vaut le coup ?"),
    ('A', 'Ich habe mein Passwort für das Portal geändert. Es ist 12 Zeichen lang und hat Sonderzeichen.'),
    ('A', 'Код з посилки я вже використала, посилку забрала. Це 3 дні тому було, нічого не лишилось.'),
    ('A', 'The new code of conduct for the club came by email. Here it is: 12 pages, mostly about parking.'),
    ('A', 'Der Code für das Gartentor hat sich geändert. 2025 wird es ein neues Schloss geben.'),
    ('A', "I got the password reset email yesterday. It's 3 steps and I'm stuck on the second."),
    ('A', "I need the code for the gym's wifi. 2024 was the last time I asked."),
    ('A', 'Our alarm company sent a new contract. Monthly fee: 2999 forints, is that normal?'),
    ('A', 'The gate code changed again. Ticket number: 48213, still no answer from the manager.'),
    ('A', 'Mam nowy kod do bramy. Zamówienie: 482193 przyszło wczoraj.'),
    ('A', 'The padlock broke last winter. 2019 was a cold year.'),
    ('A', 'Kod do domofonu dostaniesz na miejscu. Mieszkanie: 1402, trzecie piętro.'),
    ('A', 'Die Alarmanlage piept seit gestern. Fehlermeldung: 4012, was bedeutet das?'),
    ('A', 'El código del portal lo tiene la vecina. Piso: 1203, pregúntale a ella.'),
    ('A', 'Le code de la porte est affiché dans le hall. Horaires : 0830 à 1900.'),
    ('A', 'Mein Passwort wurde zurückgesetzt. Die E-Mail kam von noreply@example.com um 14 Uhr.'),
    ('B', 'When you call the helpline, press 1 for billing, then 3 for card issues, and enter your customer number.'),
    ('B', 'Na infolinii trzeba wybrać 2, potem 4, a potem wpisać numer zamówienia z maila.'),
    ('B', 'Dial 0 for reception, 9 for an outside line, and then the room number.'),
    ('B', 'Im Aufzug drückst du die 4 für den vierten Stock, der Alarmknopf ist der gelbe.'),
    ('B', 'Wpisz 2026 w polu rok i naciśnij dalej, alarm przypomni ci o terminie.'),
    ('B', 'Para la receta, pon el horno a 180 grados y teclea 45 minutos en el temporizador.'),
    ('B', 'Набрати 112 у разі тривоги, а сигналізацію потім перевірить охорона.'),
    ('B', 'Sur le clavier du distributeur de boissons, tapez 104 pour un café et 212 pour un thé.'),
    ('B', 'The burglar alarm went off at 0300 and the police came. We had to enter the house through the garage.'),
    ('B', 'When the fire alarm tests on Monday, enter the building by the side door at 0930.'),
    ('B', 'Wpisz na klawiaturze telefonu 112 i poczekaj na dyspozytora, jak włączy się alarm.'),
    ('B', 'Pour le parking, tapez votre plaque sur le clavier puis payez 4 euros.'),
    ('B', 'Na bramce jest klawiatura, ale wpisz najpierw numer mieszkania: 12, potem czekaj.'),
    ('B', 'Beim Tresor im Hotel: Anleitung auf Seite 4, Code selbst wählen.'),
    ('C', 'The padlock cost 12.99 at the hardware store and it is rated for outdoor use.'),
    ('C', 'Kłódka to model 3312 z marketu, czy jest odporna na mróz?'),
    ('C', 'Der Tresor wiegt 45 kg und ist 60 cm hoch, passt er in den Schrank?'),
    ('C', 'El candado del patio es de 2019 y ya está oxidado, ¿lo cambio?'),
    ('C', 'My locker is 1142 on the second floor, next to the showers.'),
    ('C', 'Навісний замок — 250 грн на ринку, беру два.'),
    ('C', 'The key box holds 12 keys and the lid is magnetic.'),
    ('C', "Le coffre-fort de l'hôtel, c'est la page 14 du livret d'accueil."),
    ('C', 'Сейф стоит 3500 рублей, брать или нет?'),
    ('C', 'The safe in the hotel room is 30 cm wide, will a laptop fit?'),
    ('C', 'Kłódka na garażu kosztowała 59 zł, a ta na piwnicy 35 zł.'),
    ('C', 'Der Tresor im Keller ist seit 2019 leer.'),
    ('C', 'Сейф у спальні на 20 кілограмів, його важко зрушити.'),
    ('C', 'The safe has 2 shelves; the keypad takes 4 AA batteries.'),
    ('A', "Il m'a donné le code de l'appartement hier. C'est à 19 h qu'on se retrouve devant la porte."),  # (kept aside)
    ('A', 'Мне на почту пришёл пароль для входа в кабинет. Это 2 минуты дела, но я боюсь ошибиться.'),  # (kept aside)
    ('A', 'Der Code für den Rabatt steht auf dem Flyer. Es ist 20 Prozent auf alles außer Tiernahrung.'),  # (kept aside)
    ('B', 'Um den Kundenservice zu erreichen, wählst du erst die 3 und dann die 5.'),  # (kept aside)
    ('B', 'In the lift, press 4 for the fourth floor; the alarm button is the yellow one.'),  # (kept aside)
    ('B', "Pour le four, tapez 200 degrés puis appuyez sur la touche départ, l'alarme sonne à la fin."),  # (kept aside)
    ('B', 'Щоб зателефонувати на гарячу лінію банку, наберіть 0 800 300 545 і натисніть 2.'),  # (kept aside)
    ('C', "Ton casier, c'est le 214, au deuxième étage du gymnase."),  # (kept aside)
    ('C', 'Sejf hotelowy: instrukcja na stronie 14 w folderze.'),  # (kept aside)
    ('C', 'Der Schlüsselkasten: 2 Stück für 39 Euro bestellt.'),  # (kept aside)
    ('C', 'El candado es 2 euros más caro en la ferretería del barrio.'),  # (kept aside)
]


@pytest.mark.parametrize(("cls", "text"), RULE_RED)
def test_rule_red(cls: str, text: str) -> None:
    verdict = detect(text)
    assert verdict.is_red, (cls, text)
    assert "learned" not in verdict.reason, (cls, verdict.reason)


@pytest.mark.parametrize(("cls", "text"), KEPT)
def test_kept(cls: str, text: str) -> None:
    assert detect(text).is_red, (cls, text)


@pytest.mark.parametrize(("cls", "text"), GREEN)
def test_green(cls: str, text: str) -> None:
    verdict = detect(text)
    assert not verdict.is_red, (cls, verdict.findings)
