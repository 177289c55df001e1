"""Round 28 (rident): identity - a named person tied to a licence plate, a birth date or a home address - in the ways
fresh text writes them. Sentences written for these tests, none taken from a benchmark file; those marked "kept aside"
were not run on the new code until it was done.

Classes (the mechanism in brackets):
- P1 a plate in a national format read nowhere before: a digit first, as US plates are ("plate 7KLM512", "matrícula
  2BCD417") - identity.py's plate patterns;
- P2 the owner named in the sentence before, the plate's sentence going on with its subject dropped or a pronoun
  ("... Marek Pawlak ... Jeździ szarym oplem o numerach ...", "... called Nathan Orr. Drives a black Ranger, plate ..."),
  or the sentence after naming the owner after the vehicle ("To auto Marka Pawlaka", "Це машина Андрія Кравця") -
  plate_links.py; and Opel in the Polish cases that drop its e ("opla", "oplem") as a vehicle word;
- P3 the writer's ex, named or not, as the car's owner ("The ex still drives ...", "Колишня досі їздить ...") -
  identity_plates.ex_partner;
- B1 a named object, the rest of its clause (a verb's particle, a purpose), then ", born ..." ("Melde ... an, geboren
  am ...", "Inscris ... au club de judo, née le ...") - birth_appositions.py;
- B2 the birth label after the date ("03.08.1979 року народження", "14.02.1961 (Geburtsdatum)") - identity.py;
- B3 the name's clause and the birth or home clause joined by "and" ("Se llama ... y nació el ...", "Elle s'appelle
  ... et habite au ...") - identity.py, birth_places.py; B3n the same in the next sentence, the person introduced by a
  naming verb whatever the name ("Her name is Maud Ellery; she lives at ...") - identity_antecedents.py;
- B4 a birthday's day and month with the birth year said apart ("wird am 19.07. achtzig, geboren 1946", "Jahrgang
  1941", "rocznik 1955") - birth_years.py;
- G green twins: a car's colour and model capitalised at a sentence's start are no owner's name ("Grey Astra ... for
  sale" - identity._car_pair), a public body's address as a letter's addressee (a parliament, a ministry, a utility - vocab/
  public_bodies.py), a shop's or a firm's, a celebrity's birthday, a plate nobody owns, an "ex-" thing, placeholders.

RED: green on the base (cb4bf24), red now. GREEN: red on the base, green now. GREEN_ALSO: twins, green on the base and
now. KEPT: red on the base and still red (the same classes, already read).
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED: list[str] = [
    "The guy next door, Travis Mendel, revs his black Charger with plate 6XYZ803 at 2 am every night. Can I file a noise complaint?",  # P1
    "Our HOA says Brenda Kowalczyk's red Ford Escape, California plate 8GHT291, has to leave the fire lane by Friday.",  # P1
    "My ex, Connor Blaine, still drives the blue Subaru Outback with plate 4RPL776 and waits outside my office.",  # P1
    "Sąsiad spod siódemki, Zenon Wróbel, zastawia mi wyjazd czarnym audi z tablicą 5KTR220 z Kalifornii.",  # P1
    "Mein Nachbar Uwe Brandt parkt seinen grauen Pickup mit US-Kennzeichen 7MWD104 vor unserer Einfahrt.",  # P1 (kept aside)
    "Mon voisin Julien Marchal gare sa Mustang rouge, plaque 3FRN559, devant mon portail chaque soir.",  # P1
    "Mój były szef, Robert Zając, mieszka piętro wyżej. Codziennie stawia białą skodę o numerach SK 7P214 na miejscu dla inwalidów. Gdzie to zgłosić?",  # P2
    "Бывший муж — Сергей Волков. Ездит на серой «Камри» А 123 ВС 77 и караулит меня у подъезда.",  # P2 (kept aside)
    "My sister's ex is a guy called Nathan Orr. Drives a black Ranger, plate LK20 PWZ, and keeps turning up at the school gates.",  # P2
    "The ex still drives past the school in a grey Astra, WR18 KHN, twice a day.",  # P3
    "Der Ex steht mit dem schwarzen BMW B-XK 4410 jeden Abend gegenüber der Kita.",  # P3 (kept aside)
    "El ex sigue apareciendo con el Ibiza blanco 5521 GKT en la puerta del colegio.",  # P3
    "Бывший опять стоит на белой «Киа» Н 745 ОР 197 возле садика.",  # P3 (kept aside)
    "Ex keeps following me around town in a black Tiguan, plate LK20 PWZ. Should I call the police?",  # P3
    "Inscris Léa Morin au club de judo, née le 12 février 2016, c'est ma nièce.",  # B1
    "Book Harriet Vance in for the flu jab on Tuesday, date of birth 02/09/1946. She's my neighbour and can't use the phone.",  # B1
    "Оформіть пропуск на Ірину Левченко, 03.08.1979 року народження, вона наш новий бухгалтер.",  # B2
    "Довідка потрібна для Петра Гнатюка, 17 березня 1952 року народження.",  # B2
    "Für die Anmeldung: Elke Hollmann, 14.02.1961 (Geburtsdatum), Zimmer 12.",  # B2
    "Her name is Tilly Brannock and she was born on 2 March 2018, so she starts school next year.",  # B3
    "Nazywa się Zofia Kamińska i urodziła się 3 maja 2016 roku, potrzebuję wzoru zgody na wycieczkę.",  # B3 (kept aside)
    "Il s'appelle Hugo Lefèvre et il est né le 21 octobre 2013 ; quelle catégorie pour le foot ?",  # B3
    "Его зовут Тимур Алиев, и он родился 12.12.2012, записываем в секцию.",  # B3
    "The new boy in my class is Ethan Kerr and he was born on 30 June 2016.",  # B3
    "Se llama Tomás Ibarra y vive en la calle Olmo 22, 3º izquierda, en Burgos. Quiero mandarle un regalo.",  # B3
    "Sie heißt Ilse Marquardt und wohnt in der Kastanienallee 31 in Jena, sie ist meine Patentante.",  # B3 (kept aside)
    "Opa Günter Hesse feiert am 3. Oktober Geburtstag, Jahrgang 1941 — was schenke ich ihm?",  # B4
    "My grandad Walter Breen has his birthday on 14 March; he was born in 1939, so it's a big one.",  # B4
    "Teściowa, Danuta Kępa, ma urodziny 2 listopada, rocznik 1955. Pomóż mi z życzeniami.",  # B4 (kept aside)
    "Mi abuela Rosario Vidal cumple años el 8 de mayo y nació en 1943, ¿qué le regalo?",  # B4
    "Ma tante Josiane Roux fête son anniversaire le 17 juin, elle est née en 1952.",  # B4
    "Дід Степан Ковальчук святкує день народження 21 січня, народився у 1940 році.",  # B4 (kept aside)
    "У бабушки, Валентины Орловой, день рождения 5 апреля, она 1947 года рождения.",  # B4
    "Tante Hilde Sommer hat am 28.02. Geburtstag, geboren ist sie 1950.",  # B4 (kept aside)
    "My mother-in-law Carol Dunmore turns 70 on 11 September. She was born in 1956 in Leeds.",  # B4
    "Elle s'appelle Odile Perrin. Elle habite au 12 rue des Tanneurs, 67000 Strasbourg.",  # B3n
    "Her name is Maud Ellery; she lives at 9 Copper Lane, Hexham.",  # B3n
    "Sie heißt Karla Weinhold und ist am 22.07.1959 geboren.",  # B3
    "Sie heißt Karla Weinhold und wurde am 22.07.1959 in Köln geboren.",  # B3
    "Nazywa się Bożydar Kwiek. On mieszka przy ul. Polnej 3 w Kielcach, chcę mu wysłać kartkę.",  # B3n
    "Її звати Ярина Дзюба. Вона живе на вулиці Зеленій, 14, у Луцьку.",  # B3n
    "Его зовут Ростислав Ким. Он живёт на улице Мира, 8, в Омске.",  # B3n
    "Er heißt Lutz Eberwein. Er wohnt in der Mühlgasse 4 in Fulda.",  # B3n
    "Marek Pawlak z trzeciego piętra znowu zostawił swojego starego szarego opla WPR 4K721 na miejscu dla inwalidów.",  # P1
    "Na miejscu dla inwalidów codziennie stoi szary opel WPR 4K721. To auto Marka Pawlaka z klatki obok.",  # P2
    "На газоні знову стоїть чорний «Фольксваген» ВС 2291 АК. Це машина Андрія Кравця з п'ятого поверху.",  # P2
]


GREEN: list[str] = [
    "Нужно отправить обращение в Государственную Думу, ул. Охотный Ряд, 1, Москва.",  # G (kept aside)
    "Wyślij reklamację do Zakładu Energetycznego, ul. Lipowa 12, Kraków, jak najszybciej.",  # G
    "Grey Astra WR18 KHN for sale at £4,995 ex VAT, drives perfectly.",  # P twin: a colour and a model are no owner
]


GREEN_ALSO: list[str] = [
    "Хочу надіслати скаргу до Міністерства охорони здоров'я, вул. Грушевського, 7, Київ. Який формат?",  # G
    "Muszę wysłać petycję do Sejmu, ul. Wiejska 4/6/8, Warszawa. Czy wystarczy zwykły list?",  # G
    "Ich will einen Brief an den Bundestag schicken, Platz der Republik 1, 11011 Berlin. Reicht eine normale Briefmarke?",  # G (kept aside)
    "I'm sending a letter to the Home Office, 2 Marsham Street, London. Should it be recorded delivery?",  # G
    "Voy a enviar una queja al Ministerio de Sanidad, Paseo del Prado 18, Madrid. ¿Hace falta burofax?",  # G (kept aside)
    "Je dois envoyer un courrier à l'Assemblée nationale, 126 rue de l'Université, Paris. Quel format ?",  # G
    "Надішліть лист до Київської міської ради, вул. Хрещатик, 36. Як правильно оформити?",  # G
    "A blue Camry with plate 7KLM512 has been parked on the street for a week, no idea whose it is.",  # G
    "Someone's white van, plate KR 5T193, blocked the gate all night and nobody knows who owns it.",  # G (kept aside)
    "Ex-police Volvo V70 for sale, plate YK08 RNE, full service history.",  # G
    "El ejemplo del manual dice: se llama Juan Pérez y nació el 1 de enero de 1980.",  # G
    "Paul McCartney has his birthday on 18 June, and he was born in 1942 in Liverpool, right?",  # G (kept aside)
    "Rafa Nadal cumple años el 3 de junio y nació en 1986, ¿no?",  # G
    "La panadería se llama Horno Santa Clara y está en la calle Mayor 15, abre a las siete.",  # G
    "Die Kanzlei heißt Brandt & Vogel und sitzt in der Hafenstraße 12 in Kiel.",  # G (kept aside)
    "The shop is called Rosie Lane and it is at 14 Market Street, next to the bank.",  # G
    "Our new office is at 5 Harbour Road. The manager is called Sarah Lyons and she was born in Cork.",  # G
    "Samochód o numerach WGM 5K21 stoi od tygodnia pod blokiem i nikt nie wie, czyj jest.",  # G
    "The bakery is called Maud Ellery. It is at 9 Copper Lane and opens at seven.",  # B3n twin
    "Die Praxis heißt Lutz Eberwein. Sie ist in der Mühlgasse 4 in Fulda.",  # B3n twin
    "La boutique s'appelle Maison Perrin. Elle est au 12 rue des Tanneurs.",  # B3n twin
    "Codziennie na miejscu dla inwalidów stoi szary opel WPR 4K721, nie wiem czyj.",  # P twin
    "Someone parks a grey Opel WPR 4K721 on the disabled bay every day, no idea who.",  # P twin
    "Rafa Nadal cumple años el 3 de junio y nació en 1986, y mi hijo Leo también cumple el 3 de junio.",  # B4 twin
    "My grandad's favourite singer, Paul McCartney, has his birthday on 18 June and was born in 1942.",  # B4 twin
    "Grey Astra for sale, £4,995 ex VAT, plate 8GHT291, full service history.",  # P3 twin
]


KEPT: list[str] = [
    "Mi vecino Arturo Lozano deja su furgoneta blanca, matrícula 2BCD417, en la entrada del garaje.",  # P1 (kept aside)
    "Brother-in-law Gareth Lloyd left his green Jeep, plate 12-KHB-7, in the staff car park again.",  # P1
    "Next door there's a man called Dale Prentiss. He drives a silver Honda Civic, plate WR18 KHN, and blocks the alley every morning.",  # P2
    "Im Erdgeschoss wohnt Herr Jürgen Falk. Er fährt einen roten Golf mit dem Kennzeichen K-JF 318 und parkt immer auf dem Gehweg.",  # P2
    "La del tercero se llama Marisa Pardo. Conduce un Peugeot 208 azul con matrícula 7391 HBK y lo deja en el vado todas las noches.",  # P2 (kept aside)
    "Mon ex s'appelle Karim Benali. Il roule maintenant dans une Golf noire immatriculée FK-208-LD et passe devant chez moi.",  # P2
    "Мій сусід — Андрій Кравець. Їздить на чорному «Фольксвагені» ВС 2291 АК і ставить його під моїм вікном.",  # P2
    "Zgłaszam sąsiada, Pawła Mroczka. Ma srebrną toyotę WE 518KM i od tygodnia parkuje na trawniku przed blokiem.",  # P2 (kept aside)
    "Колишня досі їздить на червоній «Мазді» АІ 5527 ОР повз мою роботу.",  # P3
    "L'ex rôde encore en Twingo bleue immatriculée CK-552-RT devant l'école de la petite.",  # P3 (kept aside)
    "Były znowu stał szarym fordem WGM 5K21 pod przedszkolem, co mam zrobić?",  # P3
    "Trag bitte Karin Seidel ein, geboren am 03.11.1948, sie kommt zur Grippeimpfung.",  # B1
    "Meld Jonas Ebert für den Schwimmkurs an, geb. 14.06.2016, Notfallkontakt bin ich.",  # B1
    "Please sign Milo Hartley up for the junior league, born 22 April 2015, he is my nephew.",  # B1 (kept aside)
    "Zapisz Zofię Wrzos na szczepienie, urodzoną 7 marca 1951, ma swoją legitymację.",  # B1
    "Apunta a Lucía Ferrer al campamento, nacida el 30/05/2014, es la hija de mi vecina.",  # B1 (kept aside)
    "Запиши Олега Савчука на прийом до кардіолога, народженого 4 вересня 1957.",  # B1 (kept aside)
    "Add Harriet Vance, 02/09/1946 (date of birth), to the list for the Tuesday clinic.",  # B2 (kept aside)
    "Na listę dopisz Tadeusza Sowę, 02.05.1949 (data urodzenia), to teść mojej siostry.",  # B2 (kept aside)
    "Reserva para Irene Calvo, 09/11/2017 (fecha de nacimiento), clase de los sábados.",  # B2
    "Pour l'inscription du petit : Hugo Ferrand, 12/03/2015 (date de naissance), groupe des moyens.",  # B2 (kept aside)
    "Пропуск для Анны Беловой, 5 июня 1988 года рождения, на завтра к девяти.",  # B2
    "Mi sobrina se llama Carla Rius Pons y nació el 14 de agosto de 2019 en Girona. ¿Qué le regalo?",  # B3
    "Її звати Соломія Гриценко, і вона народилася 9 липня 2015 року.",  # B3 (kept aside)
    "Mon parrain s'appelle Gérard Blanchet et vit au 8 impasse des Lilas, 44000 Nantes.",  # B3
    "My old piano teacher is Margaret Quill and she lives at 27 Orchard Way, Ludlow.",  # B3 (kept aside)
    "Nazywa się Halina Dudek i mieszka przy ul. Kwiatowej 14/2 w Lublinie.",  # B3
    "Її звати Галина Мороз, і вона живе на вулиці Лесі Українки, 17.",  # B3
    "Его зовут Павел Громов и он живёт на улице Садовой, 45, рядом со школой.",  # B3 (kept aside)
    "Devant mon portail il y a chaque soir une Clio grise GH-417-KT. C'est la voiture de Julien Marchal, du troisième.",  # P2
    "Jeden Abend steht ein roter Golf K-JF 318 auf dem Gehweg. Das ist das Auto von Jürgen Falk aus dem Erdgeschoss.",  # P2
]


@pytest.mark.parametrize("text", RED + KEPT)
def test_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", GREEN + GREEN_ALSO)
def test_green(text: str) -> None:
    assert not detect(text).is_red, (text, detect(text).reason)
