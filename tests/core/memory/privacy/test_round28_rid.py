"""Round 28 (rid): validated identifiers that stayed green (sentences written for these tests, none taken from a
benchmark file; those marked "kept aside" were not run on the new code until it was done).

Classes:
- A an account (IBAN) in the sentence after one that ends on a thing's word ("... la commande. C'est BE..",
  "... za bilety. Numer to PL..."): the look-alike test read the thing's word across the full stop (context.py);
- B a sole trader's own business number asked for by a client ("Klientka pyta, jaki mam NIP. To ...",
  "a customer wants my VAT number. It's ..."): the client is the one asking, not the owner, and the number may
  stand in the next sentence (documents.py, later_values.py);
- C a key word typed with one letter wrong ("steur-id", "pasaprte", "паспотр", "Führerschien"): the word read as
  the key word it is one edit away from (keyword_typos.py);
- D a value one or two sentences after its key word ("... el número de pasaporte. Lo pongo aquí: PAH..."):
  checked numbers and passport-shaped values (later_values.py);
- E a Ukrainian/Russian taxpayer number (РНОКПП) after the everyday word "код" with its owner ("Дідусів код ...")
  (later_values.py);
- F a Mexican CLABE (18 digits with its check digit) after its name (clabe.py).

RED and KEPT_ASIDE: green on the base (cb4bf24), red now; KEPT: red on the base already and still. GREEN: twins of the same surface (an organisation's number, an order's,
a number that fails its check), green now.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED: list[str] = [
    # A
    "Ma cousine et moi, on a partagé les frais de la commande. C'est BE36 2835 1080 3081, son compte, je lui vire ma moitié ce soir.",
    "Je dois rembourser ma voisine pour le colis. C'est FR80 6823 2493 8603 3055 6172 776, on se l'est noté sur un post-it.",
    'I owe my flatmate half of the takeaway order. NL71 RABO 0783 5544 95 is his account, can you draft a short message for the transfer?',
    'Siostra zapłaciła za paczkę. Numer to PL61 8807 5513 6381 9214 8971 2328, napisz mi krótki tytuł przelewu.',
    'Mi hermana pagó la reserva del apartamento. Es ES11 1868 6386 6562 9835 7499, le mando mi parte mañana.',
    'Брат оплатив замовлення. Номер: UA46 3052 9900 0002 6151 1939 2847 6, скину йому половину ввечері.',
    # B
    'Prowadzę jednoosobową firmę remontową. Klient pyta, jaki mam NIP, bo chce fakturę. To 8190937865, ale nie jestem na VAT.',
    'Je suis micro-entrepreneuse (couture). Une cliente veut mon numéro de TVA pour sa comptabilité. Le voici : FR32748526050.',
    'Ich bin Einzelunternehmerin und gebe Yogakurse. Eine Kundin will meine USt-IdNr. für ihre Buchhaltung. Sie lautet DE792174218.',
    'I work as a freelancer from Kraków. A client from Berlin asks for my NIP for the invoice. Here it is: 5559797114.',
    'Soy autónomo, arreglo ordenadores. Un cliente me pide el NIF-IVA para la factura. Te lo paso: ES16968771S.',
    # C
    'steur-id von meinem Mann: 48065271002, brauchen wir die für den Antrag bei der Bank?',
    'Meine Stuer-ID ist 26 694 630 182, ist das die richtige Nummer für den neuen Arbeitgeber?',
    'mi número de pasaprte es PAB482771, ¿me ayudas a rellenar el formulario del ESTA?',
    'my passprot number is C01X00T47, can you check the format?',
    'el pasapote de mi hijo es PAA334912, ¿lo escribo con espacios?',
    'Passwrot für das Konto bei der Sparkasse: Sommerwiese_2019',
    # D
    'El formulario del consulado pide el número de pasaporte y no me fío de mí misma. Te lo copio aquí: PAB518264. ¿Cuánto tarda el trámite?',
    'The visa portal wants my passport number. I copied it from the photo page. Here it is: C01X00T47, does the portal take spaces?',
    "Le site de l'ambassade demande le numéro de passeport de ma fille. Je l'ai retrouvé dans le tiroir. C'est 19AV48273.",
    'Do wniosku o wizę potrzebny jest numer paszportu. Przepisuję go ze zdjęcia. EH9772095, czy litery wielkie?',
    'Mój NIP? Muszę sprawdzić w CEIDG. Już mam: 5559797114.',
    # E
    'Код у деда 5292905810, нужен для субсидии, куда его вписать?',
    'Код у бабушки 5097009616, его спрашивают в собесе.',
    'Мой код 3763634685 нужен для справки в собесе?',
    # F
    'Mi CLABE es 127385613430645295, deposítame ahí lo de la renta de este mes.',
    'Pásale a mi mamá lo del mes a su CLABE 646166742294507195, ella no tiene tarjeta.',
    "My Mexican account's CLABE: 014914442670541930 - can you wire the deposit for the flat?",
    'Meine CLABE in Mexiko lautet 014842624133815394, kannst du mir das Geld dorthin schicken?',
    'Cuenta CLABE de mi hermano 044974797715619738 para la transferencia SPEI de mañana.',
]

# written with the others, not run on the new code until it was done (green on the base)
KEPT_ASIDE: list[str] = [
    # A
    'Mein Bruder hat die Hälfte der Bestellung bezahlt. Nummer: DE22 3116 5228 8493 7230 44, ich überweise ihm den Rest.',  # (kept aside)
    "Ma fille m'a avancé l'argent pour le billet. Le numéro, c'est BE75 5508 1019 8351, tu peux préparer le virement ?",  # (kept aside)
    # B
    'Soy autónoma, doy clases de guitarra. Un alumno pide mi NIF para la factura. Es el 35834599R, ¿lo pongo con guion?',  # (kept aside)
    # F
    'Ma CLABE mexicaine : 021480506765942247, tu peux y virer ta part du loyer ?',  # (kept aside)
    'Моя CLABE у Мексиці: 127936711601956307, переказуй туди.',  # (kept aside)
]

# written and kept aside with them, but red on the base already (a phone, a card, the learned model): guards of the same surface
KEPT: list[str] = [
    'Я ФОП, роблю манікюр удома. Клієнтка питає, який у мене податковий номер. Ось він: 3959375289.',  # (kept aside; red on the base already)
    'mon numéro de passeprot : 19AV48273, tu peux vérifier le formulaire ?',  # (kept aside; red on the base already)
    'номер паспрта моего мужа 4509 772351, впиши его в бланк',  # (kept aside; red on the base already)
    'Для візи треба номер паспорта дружини. Я його переписав з фото. Ось: FE4417322.',  # (kept aside; red on the base already)
    'Das Formular will die Reisepassnummer meines Sohnes. Ich habe sie vom Pass abgeschrieben: C4J7R2L9X? Nein, es ist CF7K21LM9.',  # (kept aside; red on the base already)
    'Код сестри 3456061413, його просять у ЦНАПі для довідки.',  # (kept aside; red on the base already)
    'Moja CLABE w meksykańskim banku to 646512494221449982, przelej tam zaliczkę.',  # (kept aside; red on the base already)
]

GREEN: list[str] = [
    # A: the thing's own number, an organisation's account
    "J'ai payé la commande hier. Le numéro de commande, c'est 4471-2209-8831, il n'est toujours pas arrivé.",
    'Zapłaciłam za zamówienie w sklepie. Numer konta sklepu to PL20 1785 8766 6153 8599 8515 1643, czy przelew dojdzie dziś?',
    'I booked the train tickets. Number is 883 201 776 4, the booking reference for the whole family.',
    'Hemos pagado la reserva. El localizador es XK7Q2M, ¿cómo cambio el nombre de un pasajero?',
    # B: the client's or a supplier's number
    'Prowadzę jednoosobową firmę. Klient przysłał NIP swojej spółki do faktury: 3387500474, jak to wpisać w programie?',
    'I am a sole trader. A customer asked for an invoice and sent his VAT number: FR00747938090. Where does it go on the invoice?',
    'Jestem freelancerem. Faktura od hurtowni ma NIP 7612220297, czy mogę ją odliczyć?',
    "Je suis auto-entrepreneur. Un client me donne son numéro de TVA, FR00747938090, pour sa facture.",
    # C: a typed key word with a value that fails the number's check, or a form's sample
    'Meine Stuer-ID ist 12345678900? Das Formular sagt ungültig.',
    'mi pasaprte caduca en marzo, ¿cuánto tarda renovarlo?',
    'Mein Passwrot ist abgelaufen und die Hotline unter 0800 330 1000 hilft auch nicht weiter.',
    'The passprot office in Durham is at 2 Millbank, open until 16:00.',
    'Steur-ID: wie viele Stellen hat die eigentlich, 11 oder 12?',
    # D: the next sentence's number is a booking's, an order's
    'Hay que dar el número de pasaporte en la web. Ya lo hice. El localizador de la reserva es PAB518264.',
    'Ich muss den Reisepass verlängern lassen. Die Vorgangsnummer beim Bürgeramt ist 2026-44718.',
    'Mój NIP? Muszę sprawdzić w CEIDG. Zamówienie ma numer 5559797114.',
    # E: a product's, an order's code
    'Код товару 3278680260 на сайті не знаходиться, що робити?',
    'Код замовлення 1692708723, коли приїде посилка?',
    # F: a company's CLABE, a CLABE failing its check digit, an 18-digit tracking number
    'La CLABE de la escuela para pagar la colegiatura es 012180015689432714, ¿cobran comisión?',
    'El número de guía 127385613430645295 no aparece en la página de la paquetería.',
]


@pytest.mark.parametrize("text", RED + KEPT_ASIDE + KEPT)
def test_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", GREEN)
def test_green(text: str) -> None:
    assert not detect(text).is_red, (text, detect(text).findings)
