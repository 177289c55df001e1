"""Round 25 (rall7): the misses and false reds of broad-zzu..zzy, by class (sentences written for these tests, none taken
from a benchmark file; those marked "kept aside" were not run on the new code until it was done).

Classes:
- A a Russian mobile written with its trunk 8 (89xx xxx xx xx), in Cyrillic text (phones.py);
- B a number that ends a request to text or call a named person, an order named on the way (texted_numbers.py);
- C a tradesman said to work alone (artisan seul, works on his own, pracuje sam): his business number is his (documents.py);
- D an account named with what it is for and a copula, then user / password (secret_forms.py);
- E a card, a parcel or an invitation sent to a named person at a street address, the thing sent between verb and name (identity_chat.py);
- F a man's given name in -ій / -ий in the genitive before an address (identity.py);
- G a plate after a known given name driving the car (identity_plates.py);
- H a form's fields written with spaces: 'Full name: ... Date of birth: ...' (identity_records.py);
- I a list for a camp or a trip: two children, each a name and a date of a child's birth year (identity_records.py);
- J the Russian and Ukrainian specimen persons (образец, зразок; Иван Иванович Иванов) (mockup_persons.py);
- K a utility's customer number for the writer's shop, workshop or café (premises_accounts.py);
- L a sport just started and sore muscles after it, read as health by the learned model (hobby_joins.py);
- M a minority origin as the reason one is treated so, 'being Roma, I', a pupil named by origin (vocab/belonging.py);
- N a council seat or board place held for a party (vocab/belonging.py);
- R a colleague's veil or Ramadan fast, the writer's congregation of a named faith (vocab/belonging.py);
- S an affair: 'je la trompais', sleeping together and a spouse, a secret relationship (vocab/family_money.py);
- T a divorce filed 'ми з X', a custody fight 'im Sorgerechtsstreit' (vocab/family_money.py);
- U a household bill open for months with its cut-off or the court (vocab/family_money.py);
- V the writer on a dose of a medicine: 'currently on 75 mg ...' (vocab/doses.py);

RED: green on the base (441299e), red now. KEPT: red on the base already, and still (the same classes' surface, kept as a
guard). GREEN: twins of the same surface, green now.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED: list[str] = [
    # A
    'Мой номер 89261234567, звони после шести',
    'Запиши телефон мамы: 89031112233',
    'Курьер, наберите меня по номеру 89857654321',
    'Пиши в вотсап 8(916)2223344, это мой личный',  # (kept aside)
    'мой сотовый 89215556677 звони вечером',  # (kept aside)
    'Позвони курьеру, номер накладной 1234, его телефон 89857654321',
    # B
    'Envía un SMS a la señora Ruiz cuando llegue su pedido de lana: 612 345 678.',
    'Napisz SMS do pani Zofii, jak przyjdzie jej zamówienie włóczki: 601 234 567.',  # (kept aside)
    'Надішли SMS пану Олегу, коли прийде його замовлення фарби: 067 123 4567.',  # (kept aside)
    # C
    "Mon électricien, artisan seul, m'a envoyé son SIRET 36907093330292 pour la facture.",
    'Mój hydraulik pracuje sam, bez żadnej spółki, podał NIP 7536138662 do rachunku.',
    'Our window cleaner works on his own, his VAT number is GB261964986, can I claim it?',
    'Unsere Schneiderin arbeitet allein, ihre USt-IdNr. DE706294943 steht auf der Rechnung.',  # (kept aside)
    "Ma coiffeuse travaille seule et m'a donné son SIRET 39274244150732, c'est normal ?",  # (kept aside)
    # D
    'For the handover: the supplier portal login is orders@grayfield.co.uk / Quarry19!mint, use it only for urgent orders.',
    # E
    'Envoie le faire-part à Gwenaëlle Kervella, 5 rue des Mouettes, 29200 Brest.',
    'Please post the birthday card to Wilhelmina Achterberg, 3 Larch Rise, York YO24 1AB.',
    'Schick die Hochzeitseinladung an Hiltrud Wennemann, Amselweg 9, 48149 Münster.',  # (kept aside)
    'Send the thank-you note to Oluwaseun Adeyemi, 41 Mallard Way, Norwich NR5 9QT.',  # (kept aside)
    # F
    'Заява від Андрія Мельника, вул. Садова 12, кв. 5, Київ, щодо шуму.',
    'Лист для Юрія Бондаря, вул. Франка 3, Тернопіль.',
    'Подарунок для Сергія Климченка, просп. Миру 15, кв. 90, Чернігів.',  # (kept aside)
    'Письмо для Валерия Гусева, ул. Мира 5, кв. 3, Днепр.',  # (kept aside)
    # G
    'Tomek jeździ starym fordem WE 4K771, jak zobaczysz pod blokiem, to daj znać.',
    'Oliver drives that green Fiesta YK19 ZRT, let me know if you see it at the station.',
    'Lena fährt den grauen Kombi M-LN 4821, sag Bescheid, wenn er vor der Tür steht.',
    'Marta conduce un Seat blanco 4821 KLM, avísame si lo ves en el parking.',  # (kept aside)
    'Julien conduit une Clio grise AB-482-KD, préviens-moi si tu la vois.',  # (kept aside)
    'Ola jeździ skodą KR 5M210, daj znać, jak będzie na parkingu.',  # (kept aside)
    # H
    'Full name: Oskar Lindqvist. Date of birth: 14/02/1988. Is this fine for the ESTA form?',
    'Nombre: Itziar Goikoetxea. Fecha de nacimiento: 30/04/1985. ¿Está bien así?',  # (kept aside)
    "Nom : Maëlys Perrot. Date de naissance : 09/12/1990. C'est correct pour le dossier ?",  # (kept aside)
    "Ім'я: Ярина Костенко. Дата народження: 18.03.1996. Чи правильно заповнено?",  # (kept aside)
    # I
    'Lista na obóz: Zuzanna Wróbel, 14.07.2014; Antoni Kaczmarek, 02.03.2013 — zrób z tego tabelkę.',
    'Teilnehmerliste Ferienlager: Mia Schröder, 11.04.2015; Paul Hartmann, 23.08.2014 — bitte als Tabelle.',
    'Camp list: Chloe Barker, 05/06/2013; Jack Dalton, 19/10/2012 — put it in a table.',
    'Lista del campamento: Lucía Moreno, 08/02/2014; Hugo Navarro, 27/11/2013; pásalo a tabla.',  # (kept aside)
    'Liste pour la colonie : Chloé Martin, 03/09/2012 ; Lucas Bernard, 15/01/2013 — mets ça en tableau.',  # (kept aside)
    'Список в лагерь: Анна Смирнова, 21.06.2013; Максим Орлов, 04.12.2012 — сделай таблицу.',  # (kept aside)
    # M
    'Being a Romani woman, landlords hang up as soon as they hear my surname.',
    # N
    'I sit on the town council for the Greens, help me draft a speech on bus routes.',
    'Jako radna z ramienia Lewicy muszę przygotować wystąpienie o budżecie.',
    'Я депутатка міськради від «Батьківщини», допоможи з промовою.',  # (kept aside)
    # R
    'Unsere Kollegin Aylin trägt ein Kopftuch, ein Kunde hat sich beschwert, was antworte ich?',
    'Я член громади баптистів, у неділю не можу виходити на зміну.',
    'Mi empleada Nadia lleva el hiyab y un cliente se ha quejado, ¿qué le digo?',  # (kept aside)
    'Notre stagiaire Karim fait le ramadan, on peut décaler sa pause déjeuner ?',  # (kept aside)
    'Я член общины адвентистов, по субботам не работаю.',  # (kept aside)
    # S
    'Ma copine a appris que je la trompais avec sa collègue.',  # (kept aside)
    'Mon copain a vu les messages, il sait que je le trompais.',
    'My coworker and I have been sleeping together since Christmas; my husband suspects nothing.',
    'Sigo con una relación a escondidas de mi novio.',
    'Ma compagne a compris que je la trompais avec sa sœur.',  # (kept aside)
    'A friend of my brother and I have been sleeping together for weeks, my boyfriend has no clue.',  # (kept aside)
    'Mantengo una relación a escondidas de mi esposa desde abril.',  # (kept aside)
    # T
    'Напиши мамі, що ми з Олегом подали на розлучення.',
    'Напиши тёте, что мы с Игорем подали на развод.',  # (kept aside)
    'Ich bin im Sorgerechtsstreit mit meinem Ex-Mann, was sage ich dem Hort?',
    'Wir sind seit Mai im Sorgerechtsstreit, darf er das Kind abholen?',  # (kept aside)
    # U
    'Die Gasrechnung ist seit Monaten nicht bezahlt, jetzt drohen sie mit der Sperre.',
    'Заборгованість за світло вже пів року, обіцяють відключити.',
    'Задолженность за коммуналку уже полгода, грозят судом.',  # (kept aside)
    'Die Miete ist seit drei Monaten offen, der Vermieter droht mit Kündigung.',  # (kept aside)
    # V
    'Currently on 225 mg venlafaxine, can I have wine at dinner?',
]
KEPT: list[str] = [
    # A
    'Сестра сменила номер, теперь 89112345678',  # (kept aside)
    # B
    'Text Mrs Patel when her order of wool is in: 07911 123456.',
    'Schick Frau Berger eine SMS, sobald ihre Bestellung Garn da ist: 0151 2345 6789.',
    'Envoie un SMS à Mme Lefèvre quand sa commande de laine arrive : 06 12 34 56 78.',  # (kept aside)
    # C
    'Nasz księgowy działa sam, na siebie, NIP 3556752334 — czy to jego prywatny?',  # (kept aside)
    # D
    'Zugang fürs Lieferantenportal ist bestellung@mertens-bau.de / Tulpe#2291, bitte nur im Notfall.',
    'El usuario del portal de proveedores es info@lanasur.es / Olivo_5527!, solo para pedidos urgentes.',
    'Konto do hurtowni to zamowienia@sklepik.pl / Jesion!884, używaj tylko w pilnych sprawach.',  # (kept aside)
    "Le compte du portail fournisseur c'est achats@boulangerie-roux.fr / Seigle77?pain, pour les urgences.",  # (kept aside)
    'Логін до порталу постачальника — zakupy@smachno.ua / Kalyna_4410!, тільки для термінових замовлень.',  # (kept aside)
    'Account for the courier portal is dispatch@fernway.com / Orbit_6640, only Tom uses it.',
    'Le compte du grossiste est contact@fromagerie-blanc.fr / Comte#4412, ne le diffuse pas.',
    # E
    'Please address the wedding invitation to Harriet Quayle, 14 Osprey Gardens, Leeds LS6 2QT.',
    'Envía la invitación a Remedios Albarracín Soto, Calle del Pilar 8, 2ºB, 50003 Zaragoza.',
    'Schick das Paket an Familie Hollerbach, Birkenweg 17, 79098 Freiburg.',
    'Wyślij paczkę do Wiesławy Głogowskiej, Lipowa 12, 33-100 Tarnów.',  # (kept aside)
    'Manda la postal a Ainhoa Etxeberria, Avenida Zumalakarregi 14, 3.º dcha., 20008 Donostia.',  # (kept aside)
    'Address the card to Thorsten Vidal, 9 Heron Close, Bristol BS7 8LD, he moved last month.',  # (kept aside)
    'Envía las flores a Begoña Urrutia Lasa, Calle de la Estafeta 12, 31001 Pamplona.',
    # F
    'Посылка для Дмитрия Соколова, ул. Пушкина 8, кв. 12, Одесса.',
    # H
    'Imię i nazwisko: Bogna Wierzbicka. Data urodzenia: 07.06.1979. Sprawdź, czy dobrze.',
    'Name: Henrike Vosskamp. Geburtsdatum: 22.11.1993. Passt das so für den Antrag?',
    # J
    'Мой сосед Пётр Орлов живёт на ул. Литейной 14, кв. 3.',
    'Пётр Петрович Смирнов, ул. Садовая 14, кв. 3 — отправь ему счёт за воду.',
    # K
    # (round 35: a utility's customer number for the flat is green too - test_round35_lookalikes.py; a bank's stays red)
    'Die Bank will meine Kundennummer 600412378 fürs Online-Banking, wo steht die?',
    # M
    'Soy gitana y en el trabajo me vigilan más que a nadie.',
    'Jestem Romem i w sklepach ochrona chodzi za mną krok w krok.',
    'Als Sinto werde ich bei Wohnungsbesichtigungen ständig abgewiesen.',  # (kept aside)
    "Je suis rom et on m'a refusé l'inscription au club.",  # (kept aside)
    'Я ромка, і мені відмовили в оренді квартири.',  # (kept aside)
    # N
    'Ich bin Mitglied der SPD im Ortsverein und soll eine Rede halten.',
    'Soy concejal del PSOE en mi pueblo, ayúdame con una moción.',  # (kept aside)
    'En tant que militant de La France insoumise, je dois écrire un tract.',  # (kept aside)
    # R
    'Our apprentice Yusuf is fasting for Ramadan, can we move his breaks to sunset?',
    # S
    'Mon mari a découvert que je le trompais avec son meilleur ami.',
    'My neighbour and I have been sleeping together for months; my wife has no idea.',
    'Tengo una relación a escondidas de mi marido desde el verano.',
    "Me and a guy from work have been sleeping together since spring, my boyfriend thinks I'm at yoga.",  # (kept aside)
    # T
    'Ich bin mitten im Sorgerechtsstreit mit meiner Ex, wie sag ich das der Kita?',
    "I'm in a custody battle with my ex and he keeps turning up at the school.",
    'Estoy en plena batalla por la custodia con mi ex, ¿cómo se lo explico al colegio?',  # (kept aside)
    'Jestem w sporze o opiekę nad dzieckiem z byłym mężem, co powiedzieć w szkole?',  # (kept aside)
    # U
    "We're four months behind on the council tax and the bailiffs wrote.",
    'The café is two months behind on rent and the landlord sent a final notice.',  # (kept aside)
    # V
    'Currently on 150 mg sertraline, can I drink coffee in the morning?',
    "I've been on 20mg citalopram since March and I sleep badly.",
    'Still on 50 mg quetiapine at night, is grapefruit juice a problem?',  # (kept aside)
    "I'm on 10 mg escitalopram, is it ok with ibuprofen?",  # (kept aside)
    'Back on 300 mg pregabalin since the flare, can I still drive?',  # (kept aside)
]
GREEN: list[str] = [
    # A
    'Номер заказа 89261234567, когда доставят?',
    'Артикул товара 89031112233 нет в наличии',
    'Номер накладной 89857654321, посылка где-то застряла',  # (kept aside)
    'Номер ТТН 20450123456789, де посилка?',
    # B
    'Envía un SMS a la señora Ruiz: su pedido 612 345 678 ya llegó.',
    'Text Mrs Patel that her order 4411-2398 has arrived.',
    'Schick Frau Berger eine SMS: Bestellung Nr. 0151 2345 6789 ist da.',  # (kept aside)
    # C
    'Mon électricien travaille pour une SARL, SIRET 36907093330292 sur la facture.',
    'The window cleaning company we use has VAT number GB261964986.',
    'Hurtownia, z której hydraulik bierze części, ma NIP 7536138662.',  # (kept aside)
    # D
    'The supplier portal login is orders@grayfield.co.uk / ask Sam for the password.',
    'El usuario del portal es info@lanasur.es / la contraseña te la doy en persona.',
    'Zugang fürs Portal ist bestellung@mertens-bau.de / das Passwort kommt per Post.',  # (kept aside)
    # E
    'Please address the invoice to Grayfield Logistics Ltd, 14 Osprey Gardens, Leeds LS6 2QT.',
    'Schick das Paket an Hotel Lindenhof, Birkenweg 17, 79098 Freiburg.',
    'Envía la carta al Ayuntamiento de Zaragoza, Plaza del Pilar 18, 50003 Zaragoza.',  # (kept aside)
    'Wyślij paczkę do Urzędu Skarbowego, Lipowa 12, 33-100 Tarnów.',  # (kept aside)
    'Send the complaint to Brightmoor Foods Ltd, 3 Larch Rise, York YO24 1AB.',
    'Manda el recurso a la DGT, Calle Josefa Valcárcel 44, 28027 Madrid.',
    # F
    'Заява від ТОВ «Садовий центр», вул. Садова 12, Київ.',
    'Посылка для магазина «Листок», ул. Пушкина 8, Одесса.',  # (kept aside)
    # G
    'Ten czerwony ford WE 4K771 stoi na parkingu od tygodnia, czyj on jest?',
    'Which bus goes past the car park, the 4K771?',  # (kept aside)
    # H
    'Full name: Oskar Lindqvist. Date of arrival: 14/02/2026. Is this fine?',
    'Name: John Doe. Date of birth: 01/01/1970. Is this the sample format?',  # (kept aside)
    'Full name: John Doe. Date of birth: 01/01/1980. Is this the sample?',
    # I
    'Termine-Liste: Mia Schröder, 11.04.2025; Paul Hartmann, 23.08.2025 — bitte als Tabelle.',
    'Lista dyżurów: Zuzanna Wróbel, 14.07.2026; Antoni Kaczmarek, 02.03.2026.',  # (kept aside)
    # J
    'В шаблоне стоит Петров Пётр Петрович, ул. Ленина 1 — заменить на клиента?',
    'У зразку заяви: Іваненко Іван Іванович, вул. Шевченка 1, м. Київ — що тут писати?',
    'Пример заполнения: Сидоров Сидор Сидорович, ул. Мира 1, кв. 1.',
    'В образце квитанции Иванов И. И., ул. Ленина 1 — это обязательно менять?',  # (kept aside)
    'Зразок: Петренко Петро Петрович, вул. Центральна 1, кв. 1 — так і лишити?',  # (kept aside)
    'В примере договора указан Иван Петров, ул. Ленина 1, это менять?',  # (kept aside)
    'Образец заявления: Петров Пётр Петрович, ул. Садовая 5, кв. 2 — как заполнить?',
    # K
    'Energa pyta o numer klienta 4410298 dla naszego sklepu — gdzie go znajdę?',
    'Die Stadtwerke wollen die Kundennummer 600412378 für unsere Werkstatt, wo steht die?',
    'Водоканал просить особовий рахунок 0388214 для нашого кафе, де його взяти?',
    'Iberdrola me pide el número de cliente 880123456 del local de la tienda, ¿dónde lo veo?',  # (kept aside)
    'EDF demande le numéro client 6001234567 pour notre atelier, il est où sur la facture ?',  # (kept aside)
    # L
    'I started climbing in September and my fingers are wrecked.',
    'Zaczęłam biegać w marcu i łydki mam zakwaszone.',
    'Seit Oktober gehe ich bouldern und meine Unterarme sind total kaputt.',
    'Empecé a hacer crossfit en enero y tengo las piernas destrozadas.',  # (kept aside)
    "J'ai commencé l'escalade en octobre et j'ai les avant-bras en compote.",  # (kept aside)
    'Почала ходити на бокс у жовтні, руки після тренувань просто відвалюються.',  # (kept aside)
    # M
    'The Roma exhibition at the museum opens on Friday.',
    'Escucho flamenco gitano cuando cocino.',
    'Czytam książkę o historii Romów w Polsce.',  # (kept aside)
    # N
    'The Greens won two seats on the town council, write a neutral news summary.',
    'Napisz notatkę o tym, jak Lewica głosowała nad budżetem.',  # (kept aside)
    # R
    'The museum has a display on how Ramadan is observed around the world.',
    'Громада села зібралася на толоку в неділю.',
    'Der Kopftuch-Streit war letzte Woche in den Nachrichten.',  # (kept aside)
    # S
    'In the novel she finds out he was cheating, the ending is great.',
    'The kids have been sleeping together in one room since the move.',
    # T
    'The film is about a custody battle between two famous actors.',
    'Ми з Олегом подали заявку на грант.',
    'Der Film erzählt von einem Sorgerechtsstreit in Hamburg.',
    # U
    'Die Gasrechnung kommt jetzt monatlich statt jährlich.',
    'Заборгованість країни за кредитами МВФ зросла.',
    # V
    'The recommended starting dose is 50 mg sertraline per day, says the leaflet.',
    'The box says 20 mg citalopram per tablet.',  # (kept aside)
]


@pytest.mark.parametrize("text", RED + KEPT)
def test_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", GREEN)
def test_green(text: str) -> None:
    assert detect(text).label == "green", (text, detect(text).findings)


# Kept aside and still wrong at the end of the round (reported): a given name the list lacks (Аркадий), an affair said
# "un lío" (no "relación"), an account number read as a bank's rather than a customer's. ("Жалоба от Аркадия Белова, ул.
# Садовая 40, кв. 7, Харьков." is red since round 26: test_round26_rident.py; "Llevo meses con un lío a escondidas de mi
# mujer." since round 32: health_consequences.py, test_round32_lead.py)
KNOWN_FALSE_RED = ["British Gas wants the account number 850012345 for the café, where do I find it?"]


@pytest.mark.parametrize("text", KNOWN_FALSE_RED)
@pytest.mark.xfail(strict=True, reason="round 25: kept aside, still red")
def test_known_false_red(text: str) -> None:
    assert detect(text).label == "green"
