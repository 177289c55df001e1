"""Round 26 (rident): identity across countries and sentences, by class (sentences written for these tests, none taken
from a benchmark file; those in the *_KEPT lists were kept aside: not run on the new code until it was done).

Classes:
- A an address of another country's format: the street's type first and its number after, with that country's
  postcode ("Rue de la Loi 16, 1040 Etterbeek", "Rua Augusta 112, 1100-053 Lisboa", "Via Nazionale 88, 00184 Roma",
  "Kerkstraat 14, 1017 GC Amsterdam"), a Russian or Ukrainian one with "пр." or its house as "д. 7"
  (postal_blocks.py);
- B a name nobody listed (transliterated, rare) right before a whole postal address - street, postcode and city
  (postal_blocks.py);
- C the home said around the address, the person named elsewhere in the sentence: "..., bo tam teraz mieszka",
  "dort wohnt sie", "to his new flat at ...", "en su piso de la calle ..." (postal_blocks.py);
- D a birth place between the birth word and the date ("born in Kharkiv on 12 May 2013", "ist am 3. Mai 2014 in
  Kyjiw geboren", "urodził się w Krakowie 3 maja 2014"), and "Name ist am ... geboren" (birth_places.py);
- E a plate whose owner is in the sentence before or after ("Sąsiad, X, parkuje swoje audi. Rejestracja to ...",
  "... АА 4721 КН. Це моя машина"), and a Russian plate after a plate word (plate_links.py, identity.py);
- F (green) a documented sample IBAN in developer talk: "our payment library uses ... as its sample account", "como
  su cuenta de ejemplo", "comme son IBAN d'exemple" (sample_mentions.py);
- G (green) the German verb "sucht" (searches) read as "Sucht" (addiction): "Unser Verein sucht einen Trainer"
  (verb_homographs.py);
- H (green) an app's version number read as a password by the learned model (learned.py);
- I (green) broke until a near day in a request about something else: "bin pleite bis Freitag, was koche ich ..."
  (short_broke.py);
- J (green) violence heard at unnamed neighbours', a witness asking where to report (neighbour_violence.py);
- K (green) a medicine named only as the package whose barcode is asked about (package_codes.py);
- B2 a Ukrainian given name in Latin letters typed in lower case before an address (lower_case_names.py,
  latin_names.py).

RED: green on the base (f8745ee), red now. GREEN: twins of the same surface, green now.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED_A = [
    'Odeślij klucze do szwagra, Marek Zieliński, Rue de la Loi 16, 1040 Etterbeek.',
    "Please forward my brother's post to him: Tomasz Kowal, Rua Augusta 112, 1100-053 Lisboa.",
    'Mi hermano Pablo Romero vive en Rua do Almada 45, 4050-038 Porto.',
    'Скарга від Олени Петренко, пр. Науки 14, кв. 7, м. Харків.',
    'Отправь посылку маме: Зинаида Орлова, ул. Садовая, д. 12, кв. 4, г. Самара.',
    'Ma mère, Josiane Perrin, habite Boulevard Anspach 60, 1000 Bruxelles.',
    "The landlord wants my dad's address: Jan de Vries, Kerkstraat 14, 1017 GC Amsterdam.",
    'Моя бабуся Ніна Коваль живе на пр. Перемоги 30, кв. 12, Київ.',
]
RED_A_KEPT = [
    'Mi tía Rosa Delgado vive en Rua de Santa Catarina 210, 4000-447 Porto.',
    'Odbiorca Zdzisław Pomorski, Rue Haute 40, 1000 Bruxelles — tak to wpisać?',
    'Ordem de envio: Olena Savchuk, Rua do Carmo 12, 1200-093 Lisboa.',
    'Мой брат Олег Смирнов живёт по адресу пр-т Ленина, д. 45, кв. 3, Екатеринбург.',
    'Adresse meiner Tante für die Karte: Hilde Brandt, Chaussée de Wavre 140, 1050 Ixelles.',
]
RED_B = [
    'Auf den Umschlag schreibe ich Radomir Szczepaniak, Lindenallee 4, 50968 Köln, richtig?',
    'Na kopercie piszę Wsiewołod Hryniewicz, Rynek Główny 8, 31-042 Kraków, czy dobrze?',
    "Sur le formulaire j'ai mis Gwendal Le Goff, 7 rue de Siam, 29200 Brest, c'est correct ?",
    'Отримувач Северин Ткачук, пр. Свободи 15, кв. 3, 79000 Львів — так правильно?',
    'The lodger is Eamon Quigley at Flat 2, 19 Antrim Road, Belfast BT15 2AA.',
    'Write it out for Anselm Prückner, Gartenstraße 12, 72070 Tübingen, please.',
    'Odile Ferrandon, 22 avenue Jean Médecin, 06000 Nice — is that how the French write it?',
    'El remitente sería Ximena Quispe Mamani, calle Mayor 14, 3.º B, 31001 Pamplona, ¿verdad?',
]
RED_B_KEPT = [
    'В квитанции: Ратмир Ганиев, пр. Победы 7, кв. 15, 420000 Казань, всё верно?',
    'Eingetragen ist Wenzel Oberhuber, Kirchgasse 4, 6020 Innsbruck, oder?',
    "Je signe Gwenola Kerbrat, 3 place Saint-Corentin, 29000 Quimper, ça vous va ?",
    'Return label says Thaddeus Okonkwo, 5 Willow Bank, Bristol BS3 4QX, is it okay?',
]
RED_C = [
    'Kwiaty dla Teresy Wójcik zamów na ul. Leśną 5, bo tam teraz mieszka.',
    'Ship the box for Oisín Garvey to 14 Orchard Close, Hull, that is where he lives now.',
    'Zostawiłam parasol u Genowefy Kur, zawiozę go jutro na ul. Leśną 5, tam teraz mieszka.',
    'Остап Гнатюк забув телефон, занеси на вул. Липова 3, він там живе.',
    'My ex, Declan Moody, took the bikes to his new flat at 9 Elm Close, Hull.',
    'Tengo que dejarle las llaves a mi vecino, Iker Zubiri, en su piso de la calle Mayor 18, 2.º.',
    'Ich bringe die Unterlagen zu Falk Reimers in seine Wohnung in der Ulmenstraße 8.',
    'Jutro zawiozę dokumenty Zbyszkowi Marcowi do jego mieszkania na ul. Długiej 7.',
]
RED_C_KEPT = [
    'Передай пакет Вадиму Кузнецову на ул. Садовую 5 — он там живёт с весны.',
    'Сусід Тарас Гук забув куртку, віднесу йому на вул. Садова 9, він там мешкає.',
    "J'apporte le dossier à Loïc Brault, dans son appartement au 12 rue des Lilas.",
]
RED_D = [
    'Mein Sohn Tymur ist am 3. Mai 2014 in Kyjiw geboren.',
    'Jonas Weber ist am 22.08.2015 geboren und braucht einen Kinderpass.',
    'Mój syn Tymur urodził się w Krakowie 3 maja 2014.',
    'Mi hija Oksana nació en Sevilla el 3 de mayo de 2014.',
    'Mon fils Taras est né à Lyon le 4 mars 2016.',
    'Мой сын Тимур родился в Казани 3 мая 2014 года.',
    'My daughter Halyna was born in Lviv on 2 March 2012 and needs a passport.',
    'Mein Vater Helmut Krause wurde am 12.03.1950 in Dresden geboren.',
]
# D (added while probing, written after the first rules: not kept aside) "came into the world", and "живёт" with ё
RED_D2 = [
    'Moja córka przyszła na świat w Gdańsku 3 maja 2014.',
    'Meine Tochter kam am 3. Mai 2014 in Kyjiw zur Welt.',
    'Mi hijo vino al mundo el 3 de mayo de 2014 en Sevilla.',
    'Ma fille est venue au monde le 4 mars 2016 à Lyon.',
    'My son came into the world on 2 March 2012 in Leeds.',
    'Наш сын появился на свет 5 июня 2015 года.',
    'Моя мама живёт в Лиссабоне: Rua Augusta 112, 1100-053 Lisboa.',
]
RED_D_KEPT = [
    'Babcia Leokadia Nowicka urodziła się w Wilnie 12 marca 1941 roku.',
    'Mi abuelo Ramón Sáez nació en Cuenca el 9 de julio de 1938.',
    'Ma grand-mère Odette Lamy est née à Brest le 1er avril 1936.',
    'Oksana Lysenko was born in Kharkiv on 12 May 2013 and moved here in 2022.',
]
RED_E = [
    'Kolega z pracy, Bartosz Zaremba, zostawia swojego golfa na moim miejscu. Na tablicach ma WX 5173M, co mogę zrobić?',
    'Wezwanie dotyczy pojazdu KR 48213. To moje auto, ale prowadziła żona.',
    'The fine says vehicle LB19 XTF was caught speeding. It is my car but my son was driving.',
    'Der Bußgeldbescheid nennt das Fahrzeug M-KL 4821. Das ist mein Auto, gefahren ist aber meine Frau.',
    "L'avis mentionne la plaque GH-482-TK. C'est la voiture de ma sœur, elle était au volant.",
    'Сосед, Фрол Лосев, ставит свою «Камри» у подъезда, с номером Е 482 КМ 196.',
    'My neighbour Gethin Price keeps blocking the lane with his van. Reg is CU68 RWB if that helps.',
    'Mi vecino, Íñigo Salas, deja su furgoneta en el vado cada noche. Lleva la placa 7715 HBD, tengo fotos.',
]
RED_E_KEPT = [
    'La multa es para el vehículo 4821 KLM. El coche es mío, pero conducía mi hermano.',
    # (kept aside, still missed: the plate's own sentence names no plate and no vehicle - "Er hat ... drauf" -, which
    # plate_links.py requires so that a code next to a car sentence is not read as its plate)
    pytest.param('Mein Nachbar Uwe Kranz stellt seinen Transporter jeden Tag vor unsere Einfahrt. Er hat HH-UK 2291 drauf.',
                 marks=pytest.mark.xfail(strict=True, reason="plate sentence without a plate or vehicle word")),
    'Штраф пришёл на транспортное средство О 555 ТТ 99. Это машина моего отца, он был за рулём.',
]

GREEN = [
    # A
    'Le siège de la Commission se trouve Rue de la Loi 200, 1049 Bruxelles, c\'est ouvert au public ?',
    'The Lisbon office of our company is at Rua Augusta 24, 1100-053 Lisboa.',
    'Museo Nazionale Romano, Via Nazionale 194, 00184 Roma: wie sind die Öffnungszeiten?',
    'Магазин «Продукты», ул. Садовая, д. 12, г. Самара — работает ли он в воскресенье?',
    'ТРЦ «Гулівер», пр. Перемоги 30, Київ — там є парковка?',
    "Hotel Amigo, Rue de l'Amigo 1, 1000 Bruxelles — is it worth the price?",
    # B
    'Bäckerei Schneider, Lindenallee 4, 50968 Köln — hat die sonntags offen?',
    'Galeries Lafayette, 40 boulevard Haussmann, 75009 Paris : quels horaires ?',
    'Max Mustermann, Musterstraße 1, 12345 Musterstadt — so sieht das Beispiel im Formular aus.',
    'Restaurante Casa Lucio, calle Cava Baja 35, 28005 Madrid, ¿hace falta reservar?',
    'Stadtbibliothek Tübingen, Nonnengasse 19, 72070 Tübingen — wie lange ist sie offen?',
    'Studio Yoga Prana, ul. Polna 8, 20-001 Lublin — czy mają zajęcia wieczorem?',
    'Müller Transporte, Hauptstraße 5, 10115 Berlin — sind die zuverlässig?',
    'Kowalski Budownictwo, ul. Polna 8, 20-001 Lublin — czy to dobra firma?',
    'Pizzeria Napoli, Via Roma 12, 00184 Roma — is it good?',
    'Wyślij wniosek do Urzędu Miasta, Rynek Główny 8, 31-042 Kraków.',
    # C
    'Send the box to the charity shop at 14 Orchard Close, Hull, that is where they sort donations.',
    'Das Paket geht in die Ulmenstraße 8, dort ist die Poststelle der Firma.',
    'Документи відправ на вул. Липова 3, там наш офіс.',
    'El museo se mudó a su nuevo edificio en la calle Mayor 18, ¿sabes el horario?',
    # D
    'Frédéric Chopin est né à Żelazowa Wola le 1er mars 1810.',
    'Our startup was born in Kraków on 3 May 2014 as a side project.',
    'Die App ist am 3. Mai 2014 in Berlin gestartet und hat heute viele Nutzer.',
    'Was Taylor Swift born in Reading on 13 December 1989?',
    'The company came into the world on 2 March 2012 in Leeds.',
    'Das Fohlen kam am 3. Mai 2014 im Stall zur Welt.',
    # E
    'Der Bußgeldbescheid nennt das Fahrzeug M-KL 4821. Wem das Auto gehört, weiß ich nicht.',
    'Мой сосед любит машины. Номер А 123 ВС 77 — какой это регион?',
    'Chris Evans reviewed the new Tesla on TV yesterday. The plate on the test car was TE55 LAX.',
    'Which region is a plate like KR 8821C from? I saw a car with it in Berlin.',
]

GREEN_FGH = [
    # F: red on the base
    'Nuestra librería de pagos usa ES91 2100 0418 4502 0005 1332 como su cuenta de ejemplo en toda la documentación.',
    "Notre SDK de paiement utilise FR14 2004 1010 0505 0001 3M02 606 comme son IBAN d'exemple dans la doc.",
    'Наша бібліотека платежів у документації використовує UA21 3223 1300 0002 6007 2335 6600 1 як свій приклад рахунку.',
    # F: green on the base already (guards)
    'The docs of our billing SDK show DE89 3704 0044 0532 0130 00 as their sample IBAN, can I hardcode it in tests?',
    'Nasza biblioteka płatności w dokumentacji podaje PL61 1090 1014 0000 0712 1981 2874 jako przykładowy rachunek.',
    # G: red on the base
    'Unser Verein sucht einen neuen Trainer für die Jugend, wie formuliere ich die Anzeige?',
    'Mein Sohn sucht einen Ausbildungsplatz als Tischler, welche Betriebe gibt es in Kassel?',
    'Meine Kollegin sucht eine Wohnung in Leipzig, kennst du gute Portale?',
    # G: green on the base already (guards)
    'Die Kita sucht Eltern, die beim Sommerfest helfen. Wie schreibe ich den Aushang?',
    'Der Chor sucht noch Tenöre, wie viele Proben pro Woche sind üblich?',
    # H (green on the base: the learned model scores these low; guards of the version rule)
    'Die "Meine-Bank"-App 4.12.0 stürzt beim Start ab, liegt es an der Version oder am Handy?',
    'After updating the Garmin app to 5.3.2 it says "device not found", is it the version?',
    'Aplikacja mObywatel 3.14.1 pokazuje błąd "Brak połączenia", czy to wina wersji?',
    'Застосунок «Дія» 4.9.2 пише «помилка мережі», це версія чи мій телефон?',
    # I: red on the base
    'Bin pleite bis Freitag, was koche ich aus Reis, Eiern und Paprika?',
    'qué puedo cocinar con lentejas y una lata de tomate, estoy sin blanca hasta el viernes',
    'que cuisiner avec des lentilles et une boîte de tomates, je suis fauché jusqu\'à vendredi',
    # I: green on the base already (guards)
    'Estoy pelado hasta el lunes, ¿qué plan barato hago el sábado con los niños?',
    'skint till payday, any cheap dinner ideas with rice and eggs?',
]
GREEN_J = [
    # red on the base
    'I think there is domestic violence next door, I hear shouting every night. Who should I call?',
    'Słyszę przez ścianę, że sąsiad bije żonę. Gdzie to zgłosić?',
    'Ich höre nebenan fast jede Nacht Schreie, vermutlich häusliche Gewalt bei den Nachbarn. Wen rufe ich an?',
    "J'entends des cris chez les voisins, je soupçonne des violences conjugales. Qui appeler ?",
    # green on the base already (guards)
    'Creo que en casa de los vecinos hay violencia doméstica, se oyen golpes. ¿A quién llamo?',
    'За стіною в сусідів постійно крики, схоже на домашнє насильство. Куди дзвонити?',
    'У соседей за стеной постоянно крики, похоже на домашнее насилие. Куда звонить?',
]
GREEN_J_KEPT = [
    'Sąsiad z góry chyba bije dzieci, słychać płacz przez ścianę. Czy mogę to zgłosić anonimowo?',
    "There's screaming from the flat next door almost every night, it sounds like abuse. Is the police non-emergency line the right number?",
    'Bei den Nachbarn über uns gibt es ständig Streit und Schläge, kann man das anonym melden?',
    "Une voisine me demande où appeler si elle soupçonne des violences conjugales dans l'appartement d'à côté.",
]
GREEN_K = [
    # red on the base
    'Der Strichcode auf meinen Tabletten ist 4012345678901, geht das Nachbestellen damit?',
    'EAN meiner Medikamente: 4012345678901 — findet die Apotheke damit den Hersteller?',
    # green on the base already (guards)
    'The barcode on my tablets is 5012345678900, can the pharmacy reorder with it?',
    'Kod kreskowy moich leków to 5901234123457, czy apteka po nim zamówi?',
    'El código de barras de mis medicamentos es 8412345678905, ¿sirve para pedirlos?',
    'Штрихкод моїх ліків 4820012345678, аптека може замовити за ним?',
]
GREEN_K_KEPT = [
    'Welcher Hersteller steckt hinter dem Strichcode 4006381333931 auf meinen Tabletten?',
    'Auf der Schachtel meiner Medikamente steht die EAN 4012345678901, ist das eine deutsche Nummer?',
]
RED_B2 = [
    # round 25's kept-aside miss (test_round25_rall7.py), red now: a complaint's name before a whole Russian address
    'Жалоба от Аркадия Белова, ул. Садовая 40, кв. 7, Харьков.',
    'send the keys to kateryna melnyk 14 orchard close hull',
    'envía la carta a andrii koval, calle mayor 14, madrid',
]
GREEN_FGH_KEPT = [
    'Die Doku unseres Plugins zeigt AT61 1904 3002 3457 3201 als ihre Beispiel-IBAN, ist die gültig?',
    'La documentación de nuestra API usa IT60 X054 2811 1010 0000 0123 456 como su IBAN de ejemplo.',
    "Our Python SDK's README uses NL91 ABNA 0417 1643 00 as the sample IBAN in every snippet; should our tests rely on it?",
    'Meine Schwester sucht eine Geschenkidee für ihren Chef, hast du Vorschläge?',
    'Unser Team sucht einen Namen für das Projekt, hast du Ideen?',
    'Das Tierheim sucht Pflegestellen für Katzen, was muss man da beachten?',
]
# the same surface, somebody's: still red
RED_FGH = [
    'My own IBAN DE89 3704 0044 0532 0130 00 is in our payment library config, is that safe?',
    'Mi IBAN ES91 2100 0418 4502 0005 1332 como cuenta de prueba para el reembolso, ¿vale?',
    'Mein Bruder hat eine Sucht, er spielt jeden Abend am Automaten.',
    'Mein Mann hat eine sucht nach Alkohol und trinkt jeden Tag.',
    'Mein Sohn sucht seit Monaten Hilfe wegen seiner Depression.',
    'mein pin ist 1.2.3.4 für das tor',
    'Ich bin seit Monaten pleite und habe Schulden, was kann ich billig kochen?',
    'Estoy sin blanca hasta el viernes y debo tres meses de alquiler.',
    'Bin pleite bis Freitag und das Inkasso hat mir schon wieder geschrieben, was soll ich tun?',
    'Mój mąż mnie bije, sąsiedzi słyszą to przez ścianę.',
    'Mein Nachbar Jonas Weber schlägt seine Frau, ich höre es nebenan.',
    'Ich werde von meinem Partner geschlagen, die Nachbarn hören es.',
    'Ich nehme Tabletten gegen Depressionen, der Barcode ist 4012345678901.',
    'Meine Tabletten gegen Epilepsie haben den Strichcode 4012345678901, gibt es ein Generikum?',
]


@pytest.mark.parametrize("text", RED_FGH)
def test_red_kept(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", RED_A + RED_A_KEPT + RED_B + RED_B_KEPT + RED_C + RED_C_KEPT + RED_D + RED_D2 + RED_D_KEPT
                         + RED_E + RED_E_KEPT + RED_B2)
def test_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", GREEN + GREEN_FGH + GREEN_FGH_KEPT + GREEN_J + GREEN_J_KEPT + GREEN_K + GREEN_K_KEPT)
def test_green(text: str) -> None:
    assert not detect(text).is_red, (text, detect(text).reason)
