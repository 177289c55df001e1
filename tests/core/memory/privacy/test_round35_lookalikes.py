"""Round 35 (rlook): look-alikes the fresh sets zzz46..zzz50 found red, closed as mechanisms in six languages.

1. A provider's customer, contract or personal-account number introduced as such is green (provider_references.py);
   a bank's customer number, one beside a password, a login or a card stays red.
2. A MAC address, a firmware or build string, a serial or model number and a listing's number are not the learned
   model's to score (device_strings.py); a Wi-Fi password beside a MAC address stays red.
3. An organisation's postal address is no person's home (org_addresses.py, home_cues.venue_before); a person's name
   before the same street, the writer's "I live at ..." stay red.
4. A GP's surgery is a place: booking, cancelling, its new system (practice_places.py); an operation or a treatment
   named stays red.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

PROVIDER_GREEN = [
    # the fresh sets' lines
    "Особовий рахунок за воду 1204857, як подати показники онлайн?",
    "Numer klienta w PGE to 1200453789, a w aplikacji żąda numeru PPE — czym to się różni?",
    "Wo finde ich auf der Stromrechnung die Vertragsnummer, die so aussieht wie 4001827364?",
    # new sentences
    "My customer number with Octopus is 4417720931, where do I enter the meter reading?",
    "The broadband customer ID 88123456 is on the letter from Virgin, do I need it to cancel?",
    "Mój numer klienta w Tauronie to 4477120381, gdzie wpisać odczyt licznika?",
    "Numer umowy z Orange 3012288471, jak ją wypowiedzieć?",
    "Nr klienta w Play 55120934 — czy przy przeniesieniu numeru się zmieni?",
    "Meine Kundennummer bei den Stadtwerken ist 700812345, wie melde ich den Zählerstand?",
    "Die Vertragsnummer 4001827364 steht oben rechts, brauche ich die für den Umzug?",
    "Kundennummer 5512093 bei der Telekom — wo finde ich die im Kundencenter?",
    # round 25 and the first identifier tests had these red; the fresh sets' authors label them green
    "Die Stadtwerke wollen meine Kundennummer 600412378 für die Wohnung, wo steht die?",
    "numer klienta w elektrowni 6325609695",
    "Mi número de cliente de Iberdrola es 300028451, ¿dónde veo la lectura del contador?",
    "El número de abonado de Movistar 44120938 aparece en la factura, ¿para qué sirve?",
    "Le numéro client Free 34871923 est demandé pour résilier, où le trouver ?",
    "Mon numéro d'abonné Engie est 600412893, comment envoyer mon relevé ?",
    "Мій особовий рахунок за газ 0412778341, як передати показники?",
    "Номер договору з Київстаром 4411928, як його розірвати?",
    "Лицевой счёт за свет 1204857301, как передать показания онлайн?",
]

PROVIDER_RED = [
    "bank login: customer no. 45679101, password Morele_16! — remind me next month",
    "my online banking customer id is 70431198, can you log me in and check the balance?",
    "Numer klienta do bankowości 44120938, hasło Kasztan#2019 — zaloguj mnie proszę",
    "Meine Kundennummer fürs Online-Banking ist 70431198 und die PIN 4471",
    "Mi número de cliente de la banca online es 70431198, entra tú",
    "Mon numéro client pour la banque en ligne est 70431198, mot de passe Lune!2024",
    "Номер клієнта в банку 70431198, пароль Sonce_2024, зайди за мене",
    "my IBAN for the rent refund is GB33BUKB20201555555555",
    "numer konta: PL65 1020 5558 1111 1482 4731 0032, przelej mi zwrot kaucji",
]

DEVICE_GREEN = [
    # the fresh sets' lines
    "Po aktualizacji do One UI 6.1 (S928BXXU1AXB5) nie działa hotspot",
    "En el router aparece CB:AF:E8:E4:6D:F2 como desconocido, ¿cómo sé qué aparato es?",
    "Оголошення на DOM.RIA з ID 30418275 зникло, квартиру вже здали?",
    # new sentences: MAC addresses
    "An unknown device CB:AF:E8:E4:6D:F2 keeps joining my Wi-Fi, how do I block it?",
    "W routerze widzę urządzenie CB:AF:E8:E4:6D:F2, co to jest?",
    "Im Router taucht CB-AF-E8-E4-6D-F2 auf, welches Gerät ist das?",
    "Sur ma box, l'appareil CB:AF:E8:E4:6D:F2 est inconnu, je le bloque ?",
    "В роутері з'явився пристрій CB:AF:E8:E4:6D:F2, що це?",
    # firmware and build strings
    "Depuis la mise à jour One UI 6.1 (S918BXXS3BXA1), le wifi saute",
    "After the update to firmware S928BXXU1AXB5 the hotspot stopped working.",
    "Seit dem Update auf S928BXXU1AXB5 geht der Hotspot nicht mehr.",
    "Tras la actualización a S928BXXU1AXB5 no funciona el hotspot.",
    "Після оновлення до S928BXXU1AXB5 не працює хотспот.",
    "После обновления до S928BXXU1AXB5 не работает точка доступа.",
    "Wersja oprogramowania S928BXXU1AXB5 — czy to najnowsza?",
    # serial and model numbers
    "The serial number on my laptop is 5CD2481K9Q, is it still under warranty?",
    "Die Seriennummer des Routers ist S2K4A9B771, wo gebe ich die ein?",
    "El número de serie de mi portátil es PF3K8Z2Q, ¿tiene garantía?",
    # listings
    "Ogłoszenie na Otodom o ID 64412093 zniknęło, czy mieszkanie wynajęte?",
    "Die Anzeige auf ImmoScout mit der ID 145882013 ist weg, ist die Wohnung vergeben?",
    "El anuncio de Idealista con referencia 30418275 ya no aparece, ¿lo han alquilado?",
    "Объявление на Авито № 3041827512 пропало, квартиру сдали?",
]

DEVICE_RED = [
    "My Wi-Fi is MyNet-5G, MAC 3C:22:FB:9A:10:7E, password Kotek!2019xQ",
    "Moje hasło do wifi to Kx9#mT2vQ8, a MAC routera CB:AF:E8:E4:6D:F2.",
    "My Wi-Fi password is S928BXXU1AXB5, can you remember it?",
    "Das WLAN-Passwort ist S928BXXU1AXB5, schreib es auf.",
    "La contraseña del wifi es S928BXXU1AXB5, apúntala.",
    "Le mot de passe du wifi est S928BXXU1AXB5, note-le.",
    "Пароль від вайфаю S928BXXU1AXB5, запиши.",
]

ORG_GREEN = [
    # the fresh sets' lines
    "Can I post my passport form to HM Passport Office, PO Box 767, Southport, PR8 9PT, or does it have to go online?",
    "Kann ich meinen Antrag an die Deutsche Rentenversicherung Bund, Ruhrstraße 2, 10709 Berlin schicken?",
    # new sentences
    "Send it to Acme Widgets Ltd, 12 Harbour Road, Bristol BS1 5TT — is first class enough?",
    "Do I send the form to HMRC, PO Box 4000, Cardiff, CF14 8HR, or online?",
    "Wohin genau: Finanzamt Köln-Süd, Postfach 90 05 40, 50445 Köln, oder ans Bürgeramt?",
    "Die Adresse ist Techniker Krankenkasse, Bramfelder Straße 140, 22305 Hamburg, reicht ein einfacher Brief?",
    "Wysyłam wniosek do ZUS Oddział Warszawa, ul. Senatorska 6, 00-917 Warszawa — czy potrzebuję potwierdzenia odbioru?",
    "Czy pismo do Urzędu Skarbowego Warszawa-Bielany, ul. Skalbmierska 5, 01-844 Warszawa mogę wysłać zwykłym listem?",
    "Envío la solicitud a la Tesorería General de la Seguridad Social, C/ Los Astros 5, 28007 Madrid, ¿vale por correo?",
    "¿Se puede mandar al Ayuntamiento de Sevilla, Plaza Nueva 1, 41001 Sevilla, o hay que ir en persona?",
    "J'envoie le dossier à la CAF de Paris, 50 rue du Docteur Finlay, 75015 Paris, c'est la bonne adresse ?",
    "Puis-je écrire à la Mairie de Lyon, 1 place de la Comédie, 69001 Lyon, pour le permis ?",
    "Чи можна надіслати заяву до ПФУ, вул. Бастіонна 9, Київ, 01014 поштою?",
    "Можно ли отправить заявление в Пенсионный фонд, ул. Ленина 12, 620014 Екатеринбург, обычным письмом?",
]

ORG_RED = [
    "Please send the card to Jan Kowalski, ul. Lipowa 5, 00-950 Warszawa.",
    "Schick das Paket an Klaus Hoffmann, Ruhrstraße 2, 10709 Berlin.",
    "Ich wohne in der Ruhrstraße 2, 10709 Berlin, trag das bitte ein.",
    "I live at Ruhrstraße 2, 10709 Berlin, can you put that on the form?",
    "Mandalo a Carmen Ruiz, C/ Almendros 14, 46020 Valencia.",
    "Envoie-le à Odile Perrin, 8 rue des Lilas, 69003 Lyon.",
    "My mum, Joan Hill, lives at 14 Alder Close, Leeds LS6 2QT.",
]

HEALTH_GREEN = [
    # the fresh set's line
    "How do you normally book a doctor's appointment online? Our surgery has a new system.",
    # new sentences
    "My surgery is closed on Fridays, can I book online?",
    "I need to cancel my appointment at the surgery tomorrow, how do I do it online?",
    "I rang the GP surgery at 8am and all appointments were gone, is there a better time?",
    "Our doctor's surgery switched to an online form, how do I request a call back?",
    "The surgery reception says I must book through the NHS app, how does that work?",
    "Nasza przychodnia ma nowy system rejestracji, jak umówić wizytę online?",
    "Muszę odwołać wizytę u lekarza, jak to zrobić przez internet?",
    "Unsere Praxis hat ein neues Buchungssystem, wie mache ich online einen Termin?",
    "Ich muss meinen Arzttermin absagen, geht das online?",
    "Mi centro de salud tiene un sistema nuevo, ¿cómo pido cita online?",
    "Tengo que cancelar la cita con el médico, ¿cómo se hace por internet?",
    "Mon cabinet médical a un nouveau système, comment prendre rendez-vous en ligne ?",
    "Je dois annuler mon rendez-vous chez le médecin, comment faire en ligne ?",
    "Наша поліклініка має нову систему, як записатися до лікаря онлайн?",
    "Мне нужно отменить запись к врачу, как это сделать онлайн?",
]

HEALTH_RED = [
    "My appointment for chemo was moved to Thursday, can I book a taxi?",
    "I have surgery on my knee next week, how do I book the pre-op appointment?",
    "My surgery is on Tuesday and I'm scared.",
    "After my surgery I can't walk far.",
    "I rang the surgery because my depression is getting worse, they gave me an appointment.",
    "Mam wizytę u onkologa w czwartek, jak ją przełożyć?",
    "Ich habe einen Termin zur Chemo am Donnerstag, wie sage ich ab?",
]


@pytest.mark.parametrize("text", PROVIDER_GREEN + DEVICE_GREEN + ORG_GREEN + HEALTH_GREEN)
def test_lookalike_green(text: str) -> None:
    v = detect(text)
    assert v.label == "green", (text, v.findings)


@pytest.mark.parametrize("text", PROVIDER_RED + DEVICE_RED + ORG_RED + HEALTH_RED)
def test_real_case_red(text: str) -> None:
    v = detect(text)
    assert v.label == "red", text
