"""Round 26 (rsec): a secret's key word and its value in different clauses or sentences (secret_attached.py).

Sentences written for these tests (none taken from a benchmark file); those marked "kept aside" were not run on the new
code until it was done. Classes:
- A the secret named, its value given later through a pronoun's or a dropped subject's copula ("I think it was ...",
  "c'était ...", "es war ...", "to było ...", "це був ...", "вроде это ...");
- B one of several secrets named by its issuer or place: "the Santander one is ...", "ta z mBanku to ...", "la del BBVA
  es la ...", "celle de la Poste, c'est ...", "від Приватбанку — ...";
- C a value a device takes or a verb uses: "the keypad ... takes ...", "wyłączasz kodem ...", "opens with ...";
- D a value said, dictated, read out or texted: "the message said ...", "die ... vorgelesen", "me dictó ...";
- E the value between the code word and what it opens: "the code 4821 for the back gate", "Kod 7305 do bramy";
- F a password-shaped value used after the password word, past the first long word ("... incorrect alors que
  j'utilise ...");
- G the value first, the key word after it: "5830 as the PIN", "4093? That's the code for the side gate";
- H the value closing the key word's own sentence after a colon or a dash ("... so he could confirm delivery: 604183");
- I a text message pasted, the value first: "318 507 is your verification code", "602913 to twój kod weryfikacyjny";
- J a password of lower case and digits right after a tie ("on the sticker it says kfrm8841", "це був kotyk2019");
- K only punctuation between the key word (and what it is for) and the value: "My PIN?? 4471", "Kod do bramy... 5521".

RULE_RED: green on the base (f8745ee), or red there only by the learned model: red by a rule now (the model's guess is
no guarantee - it scores one token at a time and is not read when a rule finds something else). KEPT: red by a rule on
the base already, and still. GREEN: twins of the same surface (a secret talked about without its value; a year, a count,
a time, an amount, a phone or an order number near the key word), green now.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RULE_RED: list[tuple[str, str]] = [
    ('A', "I can never remember my debit card PIN. My husband says it's 7302 but the machine keeps rejecting it."),
    ('A', 'Zapomniałam PIN-u do nowej karty. Mama mówi, że to było 5184, ale nie jestem pewna. Co robić?'),
    ('A', 'Ich habe die Geheimzahl meiner Sparkassenkarte verlegt. Ich glaube, es war 3957, stimmt das überhaupt?'),
    ('A', "Mon père a noté le code de sa carte quelque part. D'après lui c'est 2748, mais la banque l'a bloquée."),
    ('A', 'Мама просит напомнить ей ПИН от карты. Вроде это 4629, запишу в заметки.'),
    ('A', "The code for the bike lock is on a sticker somewhere. I'm fairly sure it was 9184 last summer."),
    ('B', 'I have three cards and keep confusing their PINs. The Santander one is 5817, the others I never use.'),
    ('B', 'Mam dwie karty i mylą mi się PIN-y. Ta z mBanku to 3094, a drugiej nie pamiętam.'),
    ('B', 'Ich verwechsle ständig die PINs meiner Karten. Die von der Volksbank ist 7461, die andere hab ich notiert.'),
    ('B', 'Tengo dos tarjetas y siempre confundo los PIN. La del BBVA es la 2856 y la otra no la uso nunca.'),
    ('B', "J'ai deux codes de carte et je les mélange tout le temps. Celle de la Poste, c'est 6073."),
    ('B', 'У мене дві картки, і я плутаю їхні ПІН-коди. Від Приватбанку — 4928, другий у нотатках.'),
    ('B', "We've got two alarm codes, one for the shop and one for the flat. The flat one is 3361 and I keep forgetting."),
    ('B', 'Our gym has two doors with keypads; the back one is 80417 since Monday.'),
    ('C', 'When you arrive, the keypad by the garage takes 7319 and then the hash key.'),
    ('C', "Домофон у під'їзді відкривається на 3749 і ключ."),
    ('D', 'The bank texted me a code to approve the transfer and a man on the phone wants it. The message said 731502, should I give it?'),
    ('D', 'Meine Oma hat mir am Telefon ihre Geheimzahl diktiert, die 4906, damit ich Geld abhebe. Ist das okay?'),
    ('D', "Ma tante m'a lu le code de sa carte au téléphone, le 8024, pour que je fasse ses courses."),
    ('D', "Got an SMS from my bank about a login I didn't make; the SMS read 592047 and said not to share it."),
    ('D', 'Dostałem SMS z kodem do przelewu, w wiadomości było 384915, a ktoś dzwoni i o niego prosi.'),
    ('E', 'The code 4821 for the back gate changes next week, remind me to tell the cleaner.'),
    ('E', 'Kod 7305 do bramy działa tylko do piątku, potem administrator go zmienia.'),
    ('E', 'Der Code 6190B für die Haustür gilt ab morgen nicht mehr.'),
    ('E', "Le code 2468A de l'immeuble change lundi, préviens ta sœur."),
    ('E', "Код 5172 від під'їзду змінять у понеділок, нагадай мамі."),
    ('E', 'Код 40718 от калитки поменяют на следующей неделе.'),
    ('F', "My email says the password is incorrect even though I've been typing Heather!Bath1987 for years. Why?"),
    ('F', 'Bank wciąż pisze, że hasło jest nieprawidłowe, a przecież wpisuję Kasztan#Lato21 od zawsze.'),
    ('F', 'Сайт пише, що пароль неправильний, хоча я вводжу Калина!Львів77 вже роками.'),
    ('F', "Outlook keeps telling me the password was rejected, but I'm entering Puffin$Cliffs42 exactly."),
    ('F', 'Мне пишут, что пароль неверный, хотя я использую Ромашка!Сад88 уже давно.'),
    ('G', 'Ich habe 3917 als PIN festgelegt und jetzt fällt sie mir nicht mehr ein.'),
    ('G', 'Puse 6428 como PIN de la tarjeta nueva y el cajero dice que es incorrecto.'),
    ('G', "J'ai choisi 8164 comme code de ma carte, c'est une bonne idée ?"),
    ('G', 'Поставила 2951 як ПІН на нову картку, а тепер сумніваюся.'),
    ('G', "Remember 4093? That's the code for the side gate now."),
    ('H', "The courier asked me to forward the code from the bank's SMS so he could confirm delivery: 604183. Should I?"),
    ('H', 'Szef poprosił, żebym mu przesłała kod z SMS-a z banku, bo potwierdza przelew: 519274.'),
    ('I', "WhatsApp: 318 507 is your verification code. My 'friend' wants it, should I send it?"),
    ('I', 'Got this: 740215 ist Ihr Bestätigungscode. Jemand am Telefon will ihn haben.'),
    ('J', 'The router wants the admin password, and on the sticker underneath it says kfrm8841 - where do I set parental controls?'),
    ('J', 'Mein Mailkonto will ein Kennwort, auf dem Zettel in der Schublade steht sommer2024x, reicht das?'),
    ('J', 'Mi abuelo no se acuerda de la contraseña del correo, dice que es pepito1955, ¿la cambio?'),
    ('J', 'Забув пароль від пошти, здається, це був kotyk2019, як відновити?'),
    ('K', 'My PIN?? 4471, I keep forgetting it, help me find a trick.'),
    ('K', 'Kod do bramy... 5521. Nie mów nikomu, proszę.'),
    ('K', "Le code de l'alarme ?! 6092 — je l'avais noté quelque part."),
    ('A', "Forgot the PIN for my new Revolut card. I think it's 3806, could you keep that in your notes?"),  # (kept aside)
    ('A', 'Mein Vater hat seine PIN vergessen. Er meint, sie lautet 6127, aber er ist sich nicht sicher.'),  # (kept aside)
    ('A', 'No recuerdo la contraseña numérica del móvil de mi hijo, creo que es 918273 o algo así.'),  # (kept aside)
    ('A', "J'ai retrouvé le code de mon cadenas, c'était 4093 depuis le début !"),  # (kept aside)
    ('B', 'My cards have different PINs. The Lloyds one is 6731 and the credit card is something else.'),  # (kept aside)
    ('B', 'Mamy dwa kody do alarmu. Ten do garażu to 5904, a do domu inny.'),  # (kept aside)
    ('B', 'Tenemos dos portales con código; el de atrás es el 7145 desde ayer.'),  # (kept aside)
    ('D', 'Someone called about my parcel and asked for the code I got. The text said 605913, I think I read it out.'),  # (kept aside)
    ('D', "Ma voisine m'a dicté son code de carte, 5392, pour que je retire de l'argent."),  # (kept aside)
    ('E', 'The code 7712 to the bin store was changed, tell the new tenant.'),  # (kept aside)
    ('E', 'Kod 3380B do furtki obowiązuje od soboty.'),  # (kept aside)
    ('E', 'Der Code 4120 vom Tor unten funktioniert seit gestern nicht.'),  # (kept aside)
    ('G', "I chose 6172 as my PIN because it's easy to type."),  # (kept aside)
    ('G', 'Ustawiłem 3849 jako kod do alarmu, zapisz go sobie.'),  # (kept aside)
    ('G', "9264, c'est le nouveau code de l'immeuble depuis lundi."),  # (kept aside)
    ('J', 'Moja mama zapomniała hasła do poczty, mówi, że to było kwiatek1962, co teraz?'),  # (kept aside)
]
KEPT: list[tuple[str, str]] = [
    ('A', 'Mi abuela no se acuerda del PIN del cajero, cree que era el 6042 pero ya lo ha fallado dos veces.'),
    ('A', 'Забула PIN від картки Моно, здається, це був 8315. Скільки спроб ще лишилось?'),
    ('C', 'Alarm w domu wyłączasz kodem 4417, masz na to pół minuty.'),
    ('C', 'Die Alarmanlage im Ferienhaus schaltet man mit 8253 aus, danach die Tür aufschließen.'),
    ('C', 'La alarma de casa se desactiva con el 9062, tienes treinta segundos desde que abres.'),
    ('C', "Pour l'alarme de la maison, tu la désactives avec 5127 dès que tu entres."),
    ('C', 'Сигналізацію на дачі вимикаєш кодом 6380, у тебе пів хвилини.'),
    ('C', 'The gate at the allotment opens with 2914 on the little pad, the lock is stiff.'),
    ('D', 'Mi madre me dictó el PIN de su tarjeta por teléfono, el 3178, para que sacara dinero.'),
    ('D', 'Babcia podyktowała mi swój PIN przez telefon, 6659, żebym wypłaciła jej emeryturę.'),
    ('D', 'Сусідка продиктувала мені свій ПІН, 2087, щоб я зняла їй гроші.'),
    ('E', 'El código 8034 de la alarma lo cambiamos en verano, apúntalo.'),
    ('E', 'Le digicode 9317 du parking ne marche plus depuis hier.'),
    ('F', 'Das Portal sagt, mein Passwort sei falsch, obwohl ich seit Jahren Tannenbaum!Harz55 benutze.'),
    ('F', 'La web dice que la contraseña es incorrecta pero yo siempre uso Girasol!Mayo90, ¿qué hago?'),
    ('F', 'Le site dit que mon mot de passe est invalide alors que je tape Mistral#Vent2020 depuis toujours.'),
    ('G', 'I typed 5830 as the PIN three times and now the card is blocked, what now?'),
    ('G', 'Wpisałam 7246 jako PIN do nowej karty, ale bankomat go nie przyjął.'),
    ('G', '7315 — to jest nowy kod do furtki, nie zgub.'),
    ('H', 'Der Vermieter will den Code für die Haustür in der WhatsApp-Gruppe haben — 7306, soll ich?'),
    ('H', 'Mi vecino me pide el código de la alarma para regarme las plantas mientras estoy fuera: 4851.'),
    ('I', 'Dostałam: 602913 to twój kod weryfikacyjny. Ktoś z OLX o niego prosi.'),
    ('I', 'Me llega: 884102 es tu código de verificación. Un comprador de Wallapop me lo pide.'),
    ('K', 'Die PIN (8306) hab ich schon wieder vergessen, peinlich.'),
    ('C', 'The lockbox by the front door takes 6281, the keys are inside.'),  # (kept aside)
    ('C', 'Drzwi do klatki otwierasz kodem 1946 i przyciskiem z kluczykiem.'),  # (kept aside)
    ('C', 'La puerta del garaje se abre con el 3826 en el teclado de la izquierda.'),  # (kept aside)
    ('D', 'Mein Bruder hat mir gestern die PIN seiner Karte vorgelesen, die 7014, damit ich tanken kann.'),  # (kept aside)
    ('F', "The app says my password is wrong, yet I'm using Lighthouse#Kent09 like always."),  # (kept aside)
    ('F', "Le site me dit que le mot de passe est faux alors que j'utilise Bruyère!Vosges63."),  # (kept aside)
    ('F', 'El banco dice que la contraseña es errónea y yo escribo Naranjo#Valencia12 siempre.'),  # (kept aside)
    ('H', "Someone from 'the bank' wants the code they just texted me, to stop a payment: 905318. Is it real?"),  # (kept aside)
    ('I', 'Got a text: 551 209 est votre code de connexion. Un inconnu me le demande.'),  # (kept aside)
]
GREEN: list[str] = [
    'The code they sent me was for the wrong country; it said 2024 edition.',
    "Our door has a keypad; the building was built in 1931, it's 1931 architecture.",
    'Mein Passwort-Manager heißt Bitwarden, davor war es KeePass2 auf dem Stick.',
    'The text message said 1500 people had signed up already.',
    'The SMS said 30 minutes but the courier took 2 hours.',
    'Tengo que poner el código postal, es el 28013, ¿verdad?',
    "Le code de réduction c'est 2024NOEL, il marche ?",
    "Writing a scene: the detective learns the safe's password — it's the victim's wedding date, 0612 — and opens it.",
    'My PIN has four digits and I changed it in 2019. Is it time to pick a new one?',
    'Zmieniłam PIN w 2021 roku i od tego czasu go pamiętam. Czy to bezpieczne?',
    'Olvidé el PIN de la tarjeta. El banco me dijo que tarda 5 días y cuesta 12 euros.',
    "J'ai oublié le code de ma carte. La banque dit que c'est 15 euros pour un nouveau.",
    'Забула ПІН від картки. У банку сказали, що це 3 робочих дні.',
    'I forgot my PIN and the card got blocked after 3 tries. The hotline is 0800 161 5151, is that the right one?',
    'The keypad on the entrance takes 4 AA batteries; which brand lasts longest?',
    'The alarm code has 4 digits and expires after 3 wrong attempts. Can I change it myself?',
    'La alarma se desactiva con el mando, no hace falta código. Cuesta 89 euros al año.',
    'Die Alarmanlage schaltet man mit der App aus, seit 2022 geht das auch per Sprachbefehl.',
    'The bank texted me a code to approve the transfer. The message said it expires in 10 minutes.',
    'The SMS with the code arrived at 14:35 and said it was valid for 5 minutes.',
    'I reset my password yesterday. My order number is 48213377, where is the parcel?',
    "Le code de l'immeuble change lundi, le syndic nous l'enverra par SMS vers 18h.",
    'Kod do bramy zmienia się w 2025 roku, administracja da znać.',
    'The code for the gate changes every month; it was changed on 14 March.',
    'I have two cards and keep confusing their PINs. The Santander one costs 24 pounds a year.',
    'Mein Passwort ist falsch, obwohl ich es seit Jahren benutze. Ich nutze Firefox 128.',
    'Le site dit que mon mot de passe est invalide alors que je tape le bon depuis 2018.',
    "My password was rejected. I'm using Windows 11 and Chrome 131, does that matter?",
    'The PIN letter arrived in 2024, it was 3 weeks late. How long does a new one take?',
    "Our gym's keypad code changed and the new one is posted at reception; the gym opens at 0600.",
    'Wpisałam 3 razy zły PIN i karta się zablokowała.',
    'In 1998 as a student I had a PIN I still remember, funny how memory works.',
    "Room 4417, that's the one with the broken keypad; maintenance knows.",
    'The router wants the admin password, and on the sticker underneath it says model 4471 - where is it?',
    'Mi abuelo no se acuerda de la contraseña del correo, dice que es de 2015, ¿la cambio?',
    'Der Vermieter will die Codes für die Haustür neu setzen — ab 2026, sagt er.',
    'WhatsApp: your verification code will arrive by SMS within 5 minutes.',
    'My PIN got blocked. It was 3 attempts and then nothing. The branch at 1200 Market Street opens at 0900.',
    "The door code changed again. It's 2025 and we still can't get a working intercom!",
    'Kod do domofonu nie działa. To już 3 raz w tym miesiącu, a czynsz to 2400 zł.',
    'Das Passwort ist abgelaufen. Es war 90 Tage gültig, jetzt muss ich ein neues mit 12 Zeichen wählen.',
    'La contraseña del banco caducó. Era de 2019, la cambié el 12 de marzo.',
    "Le code de la porte ne marche plus, c'est 2 fois cette semaine. Le syndic est au 3 rue Victor Hugo.",
    'Код от подъезда поменяли. Это было 15 марта, нас никто не предупредил.',
    'The SMS code never arrived. I waited 20 minutes; my number ends in 4471.',
    'I changed my alarm code last week. The installer charged 4500 for the new panel.',
    'Our keypad takes a 9V battery and the manual says model 4471B.',
    'Mam nowy PIN. Karta przyszła w 2024 roku, a konto mam od 2015.',
    'The gate code is in the welcome email; the house number is 2580 on the map, odd numbering.',
    'Der PIN-Brief kam am Montag, die Karte 3 Tage später. Die Filiale hat Nummer 4471 auf dem Schild.',
    "J'ai reçu mon code par SMS. C'était à 18h30, j'étais au travail.",
    'Hasło do wifi zmieniłem, to było 2 tygodnie temu, router to model 4471.',
    'Клавіатура на вході не працює, це вже 2 тиждень, ремонт коштує 1500 грн.',
    'Alarm w biurze włącza się o 2200, kod zna tylko szef.',
    'I have two cards and keep confusing their PINs. The Santander one expires in 2027.',
    'Код з СМС не прийшов. Я чекала до 2300, потім лягла спати.',
    'I lost my keypad remote. It was 2999 yen on Amazon.',
    'Домофон не працює, дзвоню на 4471, а там ніхто не бере.',
    'Прийшло СМС про списання з картки, що закінчується на 5521. Що робити?',
    'PIN. 2019 was the year I finally memorised it.',
    'I forgot my PIN. Customer service said it was 2 to 3 working days for a new one.',  # (kept aside)
    'La contraseña es incorrecta aunque uso el mismo portátil desde 2020.',  # (kept aside)
    'Ich habe die PIN-Briefe bekommen, die 2 Briefe kamen getrennt am Montag.',  # (kept aside)
    "Код від під'їзду змінили, новий скажуть о 18:00.",  # (kept aside)
    'The code they sent expired. The text said 10 minutes and I took 12.',  # (kept aside)
    'Le digicode du parking ne marche plus depuis le 3 mai, le syndic répond au 01 42 68 53 00.',  # (kept aside)
    'Tengo dos tarjetas con PIN distinto; la del BBVA cuesta 30 euros al año.',  # (kept aside)
    'My PIN was blocked at 2130 last night at the ATM in Leeds, what now?',  # (kept aside)
]


@pytest.mark.parametrize(("cls", "text"), RULE_RED)
def test_rule_red(cls: str, text: str) -> None:
    verdict = detect(text)
    assert verdict.is_red, (cls, text)
    assert "learned" not in verdict.reason, (cls, verdict.reason)


@pytest.mark.parametrize(("cls", "text"), KEPT)
def test_kept(cls: str, text: str) -> None:
    assert detect(text).is_red, (cls, text)


@pytest.mark.parametrize("text", GREEN)
def test_green(text: str) -> None:
    verdict = detect(text)
    assert not verdict.is_red, verdict.findings
