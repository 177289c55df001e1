"""Round 42, rids: identifiers and secrets of the fresh sets (broad-zzz81..85) that were green, and look-alikes.

- secrets._KEY_SHAPES: vendor tokens of a fixed prefix and a fixed-length random body pasted without a key word
  (Shopify shpat_/shpss_/shpca_/shppa_, Twilio SK + 32 hex, DigitalOcean, Postman, Linear, Doppler, Grafana, New
  Relic, Databricks, Replicate); a tutorial's "shpat_xxxx..." and a zero body stay green;
- org_context.THING_BEFORE: "kod odbioru do paczkomatu: ..." names the locker the pickup code opens, not a parcel whose
  number follows (a parcel's tracking number stays green);
- secrets._CVV: a card's security code said with where it is printed ("au dos de ma carte", "auf der Rückseite",
  "on the back of my debit card", "na odwrocie"), "Prüfziffer" with a card; a year after the place, a check digit with
  no card, the question where the code is stay green;
- kept_codes.py: a combination written in dashed groups ("17-42-09", "4471-09"), "Zahlenkombination", "Werkstatt"
  no factory setting; a model's number, a size, a date stay green;
- secret_phrasings._PRIME_WORDS: "prime à la conversion" is a subsidy (the numéro fiscal beside it is the writer's);
  numbers._ID_KEYWORDS: "N° fiscal", "nº fiscal", "Unique Taxpayer Reference" are tax labels;
- given_accounts.py: "дав роботодавцю свій IBAN", "Podałem pracodawcy swój numer konta": the reflexive possessive
  after a verb of giving and its recipient is the giver's; the organisation's own account as the subject stays green;
- alien_numbers.py: a US A-number after its label, a green card's own number; a USCIS receipt number (a case's
  reference), the label without a value, an example, a placeholder stay green.
The red sentences are green on the tree before the round; the rule-read ones were red there only by the learned
model's guess or another rule's wrong reason, and now carry the mechanism's reason; the kept ones were red and stay so."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED = [
    "Die Shopify-App meldet 401, in der Konsole steht 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 — neu erzeugen?",
    "our store sync logs print 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 on every request, is that bad?",
    "W logach widzę 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, czy to klucz aplikacji?",
    "En el .env tengo 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, ¿lo borro del repo?",
    "J'ai collé SKa3f09c17e5b84d62c0e9f1b7a4d2c658 dans le ticket, c'est grave ?",
    "В конфиге terraform лежит dop_v1_8e2c4a91f07b3d56e2a9c18f4b07d3e6a1c95f28d40b7e3c6a92f15d08e4b7c3, удалить?",
    "Скопіював у чат lin_api_Q8vR2mKx7TnZ4pLw9YbC3sHd6FgJ1uVeA5oNiXrM — це небезпечно?",
    "kod odbioru do paczkomatu: 602817, odbierzesz za mnie po pracy?",
    "Kod odbioru do paczkomatu 739046 przyszedł SMS-em, weź paczkę dla mamy.",
    "Die Prüfziffer auf der Rückseite meiner Karte ist 472, muss ich die im Shop eingeben?",
    "Die Pruefziffer auf der Rueckseite meiner Karte ist 615, ist das normal?",
    "Die Zahlenkombination vom Schlüsseltresor in der Werkstatt ist 28-51-06.",
    "Die Zahlenkombination vom Schlusseltresor in der Werkstatt ist 28-51-06.",
    "Mon numéro fiscal 3189888223361, je le mets où sur la demande de prime à la conversion ?",
    "N° fiscal : 3189888223361, à mettre sur la déclaration ?",
    "nº fiscal 3189888223361, le conseiller me le demande.",
    "Unique Taxpayer Reference 59197 46114 - where do I put it on the return?",
    "Для зарплати дав роботодавцю свій IBAN UA27 3909 9603 0824 6281 9482 1993 5, чи потрібен SWIFT?",
    "Дал работодателю свой IBAN UA35 1819 0937 8657 9754 3231 9487 5, а зарплата не пришла.",
    "Podałem pracodawcy swój numer konta PL40 5260 1815 9083 0166 1318 6091, czy to bezpieczne?",
    "Ja podałam pracodawcy swoj numer konta PL40 5260 1815 9083 0166 1318 6091.",
    "My USCIS A-number is A-204-187-736 and nothing has moved in months.",
    "Green card number SRC2190845512 — where is it on the card?",
    "Le cryptogramme au dos de ma carte bleue c'est 417, je le donne au vendeur ?",
    "CVC on the back of my Visa: 530, the form keeps failing.",
    "Der Tresor in der Wohnung meiner Oma hat den Code 6392-14, die Erben brauchen ihn.",
    "N° fiscal 3189888223361, je le mets sur le formulaire ?",
    "Надіслала роботодавцю свої реквізити UA27 3909 9603 0824 6281 9482 1993 5 для зарплати.",
    "Отправил работодателю свой счёт UA35 1819 0937 8657 9754 3231 9487 5 для зарплаты.",
]
RULE_READ = [
    ("Le cryptogramme au dos de ma carte c'est 938, le livreur me le demande au téléphone.", "card security code"),
    ("The CVV on the back of my debit card: 284, the site keeps rejecting it.", "card security code"),
    ("El código de seguridad del reverso de mi tarjeta es 746, ¿lo pongo?", "card security code"),
    ("My A# is 087-364-921, do I write it on the I-765?", "alien registration number"),
    ("Alien registration no. A 204 187 736 — is it the same as the USCIS number?", "alien registration number"),
    ("Mi número A es A204187736, ¿lo pongo en el formulario?", "alien registration number"),
    ("Mein A-Nummer steht auf der Karte: A-204-187-736.", "alien registration number"),
    ("Mój numer A to A204187736, wpisać go w formularzu?", "alien registration number"),
    ("Мій A-номер A-204-187-736, куди його вписати?", "alien registration number"),
    ("Мой номер A — A204187736, это нужно для формы?", "alien registration number"),
    ("Le cryptogramme au dos de ma carte c'est 652, on me le demande pour le paiement en trois fois.", "card security code"),
    ("The CVV on the back of my card is 719, is it okay to give it to the hotel?", "card security code"),
    ("Die Prüfziffer hinten auf meiner Karte lautet 846, der Händler fragt danach.", "card security code"),
    ("El CVV del dorso de mi tarjeta es 318, ¿se lo doy al hotel?", "card security code"),
    ("El código de seguridad del reverso de mi tarjeta es 209, ¿lo pongo en la web?", "card security code"),
    ("Kod odbioru do paczkomatu: 271904, odbierz za mnie.", "password"),
    ("My alien number is A-204-187-736, the lawyer asked for it.", "alien registration number"),
    ("USCIS A-number A 204 187 736 — should I put it in the email?", "alien registration number"),
    ("Mi número de extranjero es A-204-187-736, ¿lo doy al abogado?", "alien registration number"),
    ("Mon numéro A est A-204-187-736, l'avocat le demande.", "alien registration number"),
    ("My green card number is LIN2190845512, HR wants it.", "residence permit number"),
]
STAY_RED = [
    "kod odbioru do paczkomatu przy Żabce: 418253, odbierz proszę jutro",
    "Kod CVC na odwrocie mojej karty to 903, sklep o niego prosi.",
    "Код CVV на звороті моєї картки 519, магазин просить.",
    "Код CVV на обороте моей карты 381, продавец его просит.",
    "Der Tresor im Keller meines Vaters hat den Code 5823-16, der Notar braucht ihn.",
    "Die Tresorkombination im Büro: 08-33-71, bitte nicht weitergeben.",
    "The garage lockbox code is 2251-84, let the plumber in.",
    "Le code du casier de la salle de sport c'est 18-04-27.",
    "Mon numero fiscal 3189888223361 pour la prime a la conversion, c'est bon ?",
    "Kod CVV z tyłu mojej karty to 427, podać go kurierowi?",
    "Код CVV ззаду на моїй картці 674, чи можна його казати?",
    "Код CVV сзади на моей карте 582, продавец просит.",
    "The combination on the garage lockbox is 39-14-72, let yourself in.",
    "Kombinacja sejfu w warsztacie to 61-29-04, zapisz.",
    "La combinación de la caja fuerte de la oficina es 2719-35.",
    "La combinaison du coffre-fort de l'atelier : 44-18-63.",
    "Комбінація сейфа в майстерні — 5173-28.",
    "Код сейфа в мастерской 36-81-27, не забудь.",
    "Mon numéro fiscal 3189888223361 pour la prime à la casse, c'est lequel ?",
    "Wysłałem szefowi swój numer konta PL40 5260 1815 9083 0166 1318 6091 do przelewu premii.",
]
VENDOR_LOOKALIKES = [
    "Shopify docs show shpat_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx as a placeholder for the admin token.",
    "Die SKU SKAB12 und der Hash SK00000000000000000000000000000000 sind egal.",
    "Wo finde ich in Shopify das shpat_-Token für die Admin-API?",
]
LOCKER_LOOKALIKES = [
    "Numer przesyłki do paczkomatu: 630012345678901234567890, gdzie ją śledzić?",
    "Kod odbioru do paczki nr 630012345678901234567890 — gdzie jest teraz paczka?",
    "kod odbioru do paczkomatu nie przyszedł, gdzie go znajdę?",
]
CARD_LOOKALIKES = [
    "Where is the CVV on the back of my card? I can't find it.",
    "The CVV on the back of the card is printed since 2010.",
    "Le cryptogramme au dos de la carte fait 3 chiffres, c'est normal ?",
    "Die Prüfziffer der Sendungsnummer ist 123, stimmt das?",
    "Le cryptogramme au dos de ma carte est effacé depuis 2 ans.",
]
COMBINATION_LOOKALIKES = [
    "Der Tresor ist vom Typ 4450-12, welches Schloss passt?",
    "The safe measures 45-30-40 cm.",
    "Der Code vom Tresor wurde am 12-05-24 geändert.",
    "Der Tresor hat die Modellnummer 4471-09.",
]
TAX_LOOKALIKES = [
    "N° fiscal : 3189888223362, à mettre sur la déclaration ?",  # (the SPI's key does not fit)
    "Es un gasto no fiscal de 3189888223361 euros.",
    "Est-ce que 3189888223361 est un nombre premier ?",
]
ORG_IBANS = [
    "Фонд дав свій рахунок UA27 3909 9603 0824 6281 9482 1993 5 для донатів.",
    "Роботодавець надіслав свій IBAN UA27 3909 9603 0824 6281 9482 1993 5 для повернення авансу.",
    "Школа надіслала батькам свій рахунок UA27 3909 9603 0824 6281 9482 1993 5 для оплати екскурсії.",
    "Pracodawca podał swój numer konta PL40 5260 1815 9083 0166 1318 6091 do zwrotu zaliczki.",
]
ALIEN_LOOKALIKES = [
    "Where do I find my A-number on the green card?",
    "USCIS receipt number IOE0912345678, how long does processing take?",
    "The form says to enter the A-number like A-123-456-789 as an example.",
    "Call USCIS number 800-375-5283 for help.",
    "A-000-000-000 is what I type when I don't have one.",
]




@pytest.mark.parametrize("text", RED + STAY_RED)
def test_red(text: str) -> None:
    assert detect(text).label == "red", (text, detect(text).findings)


@pytest.mark.parametrize(("text", "reason"), RULE_READ)
def test_read_by_the_rule(text: str, reason: str) -> None:
    assert detect(text).reason == reason, (text, detect(text).findings)


@pytest.mark.parametrize("text", VENDOR_LOOKALIKES + LOCKER_LOOKALIKES + CARD_LOOKALIKES + COMBINATION_LOOKALIKES
                         + TAX_LOOKALIKES + ORG_IBANS + ALIEN_LOOKALIKES)
def test_lookalikes_stay_green(text: str) -> None:
    assert detect(text).label == "green", (text, detect(text).findings)
