"""Round 27 (rown): whose number is it, and which country's (sentences written for these tests, none taken from a
benchmark file; those marked "kept aside" were not run on the new code until it was done).

Classes:
- A a relative's business tax number (NIP, numéro fiscal, Steuernummer) beside an organisation's word (a hospital, the
  tax office, a bank): the relative is the owner, by a possessive after the kinship word or the kinship word after the
  keyword (kin_traders.py; numbers.py);
- A2 a French numéro fiscal (SPI) far from its name, or named by its paper, the avis d'impôt (fiscal_numbers.py);
- B a phone given FOR the clients, patients, members ("mój numer dla klientek salonu: ...") read as a client number
  (context.py: the purpose before the customer word; trip_things.py: Spanish plural articles), or the writer's
  own number named at the start of the sentence and given at its end (own_number_said.py; phones.py);
- C1 an invoice's number after "рахунок" / "счёт" read as a bank account (org_references.py);
- C2 a court's case reference read as a phone (org_references.py);
- C3 a company register's code after "код" read as a one-time code (org_references.py);
- C4 a product's EAN-13 in a GS1 or barcode sentence read as a 13-digit card (org_references.py);
- C5 a charity's registration number, C6 a parcel's tracking number by its carrier: not the learned model's to score
  (org_references.py).

RED: green on the base (6d870a1), red now. KEPT: red on the base already and still (the same classes' surface, kept
as a guard). GREEN: twins of the same surface (an organisation's reference, a product, an order), green now.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED: list[str] = [
    'Siostra jest na działalności, jej NIP 1095252287 muszę podać w szpitalu, bo leży tam od wtorku i nie ma kto jej rozliczyć.',  # A
    "Ma sœur est micro-entrepreneuse ; son numéro fiscal 2076841693234, l'hôpital me demande de gérer ses papiers pendant son séjour.",  # A
    'Potrzebuję pomocy z PIT-em taty. Tata jest elektrykiem na swoim i urząd skarbowy przysłał wezwanie. NIP taty to 3168526350. Co mam odpisać?',  # A
    "Mon père est artisan, la mairie réclame le numéro fiscal de mon père, 2239797146342, pour la taxe ; il est à l'hôpital.",  # A
    'Meine Tochter ist freiberufliche Fotografin; das Finanzamt hat ihre Steuernummer 21/815/08150 falsch auf den Bescheid gedruckt.',  # A (kept aside)
    "Le numéro fiscal que la CAF me réclame pour le dossier de ma mère, ce serait celui-là : 2697558385116 ? Il est tout en haut de son avis d'impôt.",  # A2
    'Mój numer dla klientek salonu: 698 214 735, dopisz go na ulotce.',  # B
    'Мій номер для клієнток салону — 067 412 58 31, додай на візитку.',  # B
    'Мой номер для клиенток салона — 8 921 345 67 12, добавь на визитку.',  # B
    'Nowy numer dla klientów warsztatu to 512 907 364 – stary już nie działa, zmień go w ogłoszeniu.',  # B (kept aside)
    'Я відкрила студію вій. Мій номер для клієнток, польський, бо я у Вроцлаві: 888 133 404. Допоможи скласти пост.',  # B (kept aside)
    'My number, the Polish one since I moved to Wrocław for work, is 888 133 404.',  # B
    'Mi número de aquí, el polaco, que es el que uso para el trabajo: 698 214 735.',  # B
]
KEPT: list[str] = [
    'Teściowa prowadzi mały warzywniak, jej NIP 7641300024 – bank chce go do wniosku o kartę, a ja jej pomagam.',  # A
    'Mein Sohn ist Einzelunternehmer, das Krankenhaus fragt nach seiner Steuernummer 151/815/08156 für die Abrechnung.',  # A
    'Żona ma jednoosobową firmę sprzątającą, a ZUS w piśmie podał jej NIP 4038693937 z błędem – jak to zgłosić?',  # A (kept aside)
    "Ma femme est auto-entrepreneuse et la banque veut son numéro fiscal : 2933880036108. Où le trouve-t-on sur l'avis ?",  # A (kept aside)
    "The bank asked for my mother's tax number, 2429260120; she's a self-employed cleaner.",  # A
    'Mi hermana es autónoma y el hospital le pide su número fiscal, 48291736Q, para facturar las guardias.',  # A
    'Meine Mutter arbeitet selbstständig; die Bank will die Steuernummer meiner Mutter, 21/815/08150, für den Kredit.',  # A
    'Сестра — ФОП, і лікарня просить її податковий номер 3844536820 для договору.',  # A
    'Сестра — ИП, больница просит её налоговый номер 773008369007 для договора.',  # A
    "J'ai trouvé en haut de mon avis d'impôt un numéro à treize chiffres, 0170425901247, c'est bien lui qu'on appelle numéro fiscal ?",  # A2
    "Pour ma déclaration de micro-entrepreneur, l'URSSAF veut mon numéro fiscal ; sur l'avis d'imposition je lis 2257250994474, c'est ça ?",  # A2 (kept aside)
    'Mi número para los clientes de la peluquería es el 612 48 73 90, ponlo en la web.',  # B
    'Мій номер для клієнтів манікюру, польський: 601 734 892, додай його в оголошення.',  # B (kept aside)
    'Mój numer dla pacjentów gabinetu: 698 214 735, wpisz go na stronie.',  # B
    'Мій номер для учнів студії — 067 412 58 31, напиши в оголошенні.',  # B
    'Мой телефон для абонентов клуба — 8 921 345 67 12, добавь в рассылку.',  # B
    'Mi número para los socios del club: 612 48 73 90, ponlo en el tablón.',  # B
    'Meine Nummer für die Mitglieder des Vereins: 0151 23847561, bitte in den Newsletter.',  # B
    'Mon numéro pour les patients du cabinet : 06 12 45 78 90, ajoute-le sur le site.',  # B
    'My number for the students of the course: 07845 612903, put it on the handout.',  # B
    'Mój telefon dla członków klubu: 512 907 364, dodaj do maila.',  # B (kept aside)
    'Mein Handy, das polnische, auf dem mich die Kunden im Laden anrufen: 512 907 364.',  # B
    'Мій рахунок 26205012345678 у ПриватБанку, переведи туди гроші за квитки.',  # C1
    'Суд подзвонить мені на 067 412 58 31, щоб узгодити дату засідання.',  # C2
    "Банк надіслав мені код 53483309 у SMS, а я його продиктувала кур'єру. Що тепер?",  # C3
    'Мой код из SMS 53483309, банк просит продиктовать его оператору.',  # C3
    'Moja stara karta Visa 4763175114403 wciąż jest podpięta do sklepu, jak ją usunąć?',  # C4
]
GREEN: list[str] = [
    'Mama kupiła lodówkę w sklepie, jego NIP 5559797114 jest na paragonie, a urząd skarbowy pyta o zwrot.',  # A
    'Firma brata, spółka z o.o., zmieniła siedzibę; jej NIP 3637552467 został ten sam, a urząd skarbowy pyta o adres.',  # A
    "Sur mon avis d'impôt il y a un code-barres 3017620422003 en bas, à quoi sert-il ?",  # A2
    "Le numéro fiscal comporte treize chiffres, par exemple 0000000000000 dans la notice ; où est le mien sur l'avis d'impôt ?",  # A2
    'Numer zamówienia klientki salonu: 698 214 735, gdzie go wpisać w systemie?',  # B
    'Номер замовлення для клієнтки — 067 412 58 31, як його відстежити на сайті?',  # B
    'Mój numer zamówienia w sklepie to 888 133 404, gdzie go sprawdzić?',  # B
    'Рахунок № 2026/1184 від служби доставки води має дві однакові позиції; як попросити виправити?',  # C1
    'Счёт № 2025/3307 от управляющей компании пришёл дважды, оплачивать оба?',  # C1
    'Рахунок № 2026/0419 від електрика на 3 200 грн — чи можна оплатити частинами?',  # C1 (kept aside)
    'Faktura nr 2026/1184 od firmy sprzątającej ma zły adres.',  # C1
    'Rechnung Nr. 2026/1184 vom Pflegedienst enthält zwei Besuche am selben Abend.',  # C1
    'La factura n.º 2026/1184 del fontanero tiene un error.',  # C1
    "Facture n° 2026/1184 de l'aide à domicile : deux passages le même soir.",  # C1
    'Invoice no. 2026/1184 from the care agency lists two visits on one evening.',  # C1
    'Номер справи в суді щодо розлучення сусідів 522/14871/25 — де подивитися, коли засідання?',  # C2
    'Номер дела 2-1534/2025 в районном суде; где посмотреть дату заседания?',  # C2
    'Моя справа в апеляційному суді має номер 761/30219/24, як дізнатися суддю?',  # C2 (kept aside)
    'На повестке номер дела 02-4411/2026, а суд не тот, что я ждал. Что делать?',  # C2 (kept aside)
    'Sprawa o sygnaturze I C 1284/25 w sądzie rejonowym, jak sprawdzić termin?',  # C2
    'Das Aktenzeichen 3 O 123/24 steht auf dem Brief vom Landgericht, was bedeutet das O?',  # C2
    "Le tribunal indique RG n° 24/01234 sur la convocation, c'est quoi ?",  # C2
    'The court letter gives case number 2024/0123/7, what does the last part mean?',  # C2
    'El juzgado me ha mandado el procedimiento 1234/2024, ¿cómo consulto el estado?',  # C2
    'Постачальник надіслав свій код ЄДРПОУ 41264882, як перевірити фірму в реєстрі?',  # C3
    'Поставщик прислал код ЕГРПОУ 36512487, как проверить фирму?',  # C3
    'Підрядник дав нам код ЄДРПОУ 40123487 — це достатньо для договору?',  # C3 (kept aside)
    'Dostawca podał kod REGON 123456785, jak sprawdzić firmę w GUS?',  # C3
    "Le fournisseur m'a envoyé son code SIREN 732829320, comment vérifier la société ?",  # C3
    'Czy w bazie GS1 sprawdzę, kto produkuje miód z kodem 4837155327647, który sprzedaje konkurencja?',  # C4
    'Im GS1-Register steht beim Code 4710929403160 ein anderer Hersteller als auf dem Etikett, wie kann das sein?',  # C4
    'Sur GS1 je peux savoir qui fabrique le produit au code 4366188528054 ?',  # C4
    "Can I look up the producer of barcode 4541771956579 through GS1? It's on a jar of honey.",  # C4 (kept aside)
    'Як через GS1 дізнатися виробника товару з кодом 4673040626798?',  # C4 (kept aside)
    'Штрихкод 4837155327647 на банке мёда — как узнать производителя через GS1?',  # C4
    'Wer stellt das Produkt mit dem Strichcode 4541771956579 her? Im GS1-Register finde ich nichts.',  # C4
    '¿En GS1 puedo ver quién fabrica el producto con código 4763175114403?',  # C4
    'The hospice shop says their registered charity number is 1187342 — can I Gift Aid a donation there?',  # C5
    'Chcę przekazać 1,5% podatku fundacji, numer KRS organizacji pożytku 0000270809 mam z ulotki. Gdzie to wpisać?',  # C5
    "Le refuge m'a donné son numéro RNA W751234567 pour le reçu fiscal, c'est normal ?",  # C5 (kept aside)
    'Royal Mail left a card but the tracking number JX 5521 0934 7GB shows nothing online. Where do I collect it?',  # C6
    'Die DHL-Sendungsnummer JJD 0001 2345 6789 0123 zeigt seit drei Tagen nichts an.',  # C6
    'Трек-номер Нової пошти 2045 0012 3456 78, посилка стоїть третій день, що робити?',  # C6 (kept aside)
]


@pytest.mark.parametrize("text", RED + KEPT)
def test_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", GREEN)
def test_green(text: str) -> None:
    verdict = detect(text)
    assert not verdict.is_red, (text, verdict.reason)
