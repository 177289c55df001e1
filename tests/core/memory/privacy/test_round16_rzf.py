"""Round 16 of the privacy detector (broad-zf: developers and admins pasting logs, configs, manifests, dumps).

Family 1, public values in pastes the learned model read as secrets (public_values.py): SSH public key lines,
PEM blocks of public keys, certificates and PGP public keys, values named public ("PublicKey = ...", "klucz
publiczny"), age recipients, hex constants of at most 64 bits, encoding and hash names ("password base64"), ids
named as a record's or a request's ("uid ...", "trace_id=..."), Stripe object ids, the specimen ID documents'
numbers, base64 of a placeholder ("password: cGFzc3dvcmQ="). Their secret halves stay red (a private key block,
WireGuard's PrivateKey, "AGE-SECRET-KEY-1...", a real base64 password).
Family 2, published test cards in a developer's tests in any inflection and framework: "w testach e2e",
"Unit-Tests", "cy.type(...)" (numbers.py).
Family 3, a fragment of a number said to be its end: "the last 4 of their SSN", "Karte mit Endung 7730",
"з картки на 2291", "с карты на 4417" (partial.py).
Family 4, a utility's or a housing association's account: "Régie des eaux ..., IBAN", "the water bill ...",
"нашого ОСББ" (numbers.py).
Family 5, a phone in an SMS or call log's addressee field: "To=+1857...", "from=+48..." (phones.py).
Family 6, identity in pasted data: a name and a birth date in one row ("('Harold ...', '1951-07-22')",
"dob=..."; identity_records.py), a plate after the abbreviated "nr rej." (identity.py), a name before a full
address with more common given names (vocab/names.py).
Family 8, a VIN is red only when tied to a person, as a plate is: "auto mojego szwagra, VIN ...", "Tom Baker's van"
(vin_owner.py); a VIN pasted to decode it or to check a used car is green.
Family 9, payment providers' test-mode keys (sk_test_, rk_test_, pk_test_, rzp_test_) are test data; live keys and
webhook secrets stay red (secrets.py).
Family 10, an account in a configuration or a payload: under a key naming the business ("merchant.iban:",
"COMPANY_IBAN=") it is the business's (numbers.py); under "customer_iban" it is the customer's, not a thing's
number (context.py).
Family 11, more look-alikes kept from the learned model: a hash after a word for a checksum or a commit, a UUID
not introduced as a key or token, a run of zeros (public_values.py), the visible end of a masked number ("*5521",
"****0937", "...4418"; partial.py). Keys in UUID or hex form after a key word, and passwords with a star inside,
stay red.
Family 7, a disclosure in its own clause beside a technical one: "I'm diabetic and I code a script", "ich habe MS
und ..." (disclosures.py).

All sentences here are written for these tests (none is taken from a benchmark file).
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED = [
    # family 1: the secret half
    "keys.txt: AGE-SECRET-KEY-1GFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGF",
    # family 5
    'Vonage webhook: from=+4915112345678 text="ok" - the sender is my landlord, how do I store it?',
    "call_log.csv: from=+4915112345678 duration=42s, das ist meine Mutter",
    # family 6
    "Import fails on: (17, 'Agnieszka Wróbel', '1983-04-19', 'Kraków')",
    "Wiersz CSV: Tomasz Zieliński;12.09.1974;Poznań;kierowca",
    'payload {"full_name": "Bernard Roche", "date_of_birth": "1958-11-02"} is rejected by the API',
    "user=mkrause name=Manfred Krause dob=1969-05-03 -> 422 from the API",
    "Raport: właścicielka Anna Zawada, nr rej. WZ 7302L, abonament nocny",
    "test address: Gerard Dupuis, 14 rue des Lilas, 69003 Lyon - Nominatim returns nothing",
    # family 10
    '{"customer_iban": "DE63500105175407324977", "name": "Lena Vogt"}',
    # family 7
    "I'm diabetic and I code a small script to read my glucose sensor.",
    "Je suis épileptique et je code une appli pour les alertes.",
    "Ich habe MS und nutze deshalb Sprachsteuerung in VS Code.",
]
GREEN = [
    # family 1
    "authorized_keys: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIJq7Fz3mP9wXk2Lr8Vt5Yn1Bc4De6Gh0Jk2Mn4Pq6Rs ops@bastion",
    "Dodałem klucz: ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBPx7Kq2Lm9Wv4Rt1Yu8Io3Pa6S= ja@laptop",
    "-----BEGIN CERTIFICATE-----\nMIIC+zCCAeOgAwIBAgIJAKx9Zq3Lm8Wv5Rt1MA0GCSqGSIb3DQEBCwUAMBQxEjAQBgNVBAMMCWxv\n"
    "-----END CERTIFICATE-----\nnginx: SSL_CTX_use_certificate failed",
    "Mein öffentlicher Schlüssel: -----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEp8Xk2Lr9Vt5Yn1Bc4De6Gh0Jk\n"
    "-----END PUBLIC KEY-----",
    "Peer config: PublicKey = Qm7vX2nL9pR4tY7wZ1aB6cD0eG5hJ8iK2lM4nO6pQ8s= but the handshake never completes",
    "Magic number 0xCAFEBABE, then version 0x0037 — el class file está corrupto?",
    "kubectl zeigt password: YWRtaW4= — das ist nur 'admin' base64, oder?",
    "Firestore trigger: uid Qw8ErT5yU1iO3pAs7DfG9hJk2L has no profile document",
    "Stripe webhook: evt_1PqRsT2eZvKYlo2C8mXnB4tY for customer cus_QwErTy12AsDf34 arrives twice",
    "Musterausweis Ausweisnr. L01X00T47 — nehmen wir den für die OCR-Tests?",
    # family 8
    "Is VIN SALGA2BE8MA412345 a UK-market model? The dealer says it was imported",
    "VIN JTDKB20U793512345 — jak sprawdzić historię tego auta w CEPiK przed zakupem?",
    "Numéro VIN VF3LCYHZPKS123456 — comment voir l'historique sur HistoVec ?",
    "The VIN 2HGFC2F59KH512345 decodes to a Civic but our API says invalid checksum",
    # family 9
    "Why does sk_test_Qw8ErT5yU1iO3pAs7DfG9hJk work on localhost but not on the staging box?",
    "STRIPE_SECRET_KEY=sk_test_51Hx9QwErTyUiOpAsDfGhJkLzXcVbNm12345678 stoi w .env.example",
    # family 10
    "application.yml: merchant.iban: DE63500105175407324977 — Spring liest es nicht",
    # family 11
    "Прийшло SMS що з картки *6630 списали 39 zł, я не пам'ятаю такої підписки",
    "В смс была карта *8841, это точно моя?",
    "Im Newsletter steht meine Karte als ****2281, haben die die ganze Nummer?",
    # family 2
    "W testach integracyjnych wpisuję 4242 4242 4242 4242 i płatność przechodzi",
    "Cypress: cy.get('#card').type('5555555555554444') then the 3DS frame hangs",
    # family 3 (yellow in the sets: never red)
    "Клієнтка каже, що з картки на 7731 списали двічі",
    # family 4
    "On the water bill: Wessex Water, IBAN GB33BUKB20201555555556, I parse it with pdftotext",
    "Реквізити нашого ОСББ для внесків: UA213223130000026007233566001 — як зробити QR?",
]

# Guards: already right before this round (each passes on the old code), kept so that the new rules cannot
# turn them: the secret halves of family 1, the user's own test-numbered card, owned VINs, Stripe live keys, look-alikes of
# families 1, 3, 6, 7.
KEPT_RED = [
    "HEROKU_API_KEY=4f6a2c1e-9b3d-4e7f-a8c5-0d2e6b1f3a9c ended up in the CI log",
    "Mon mot de passe c'est Kobra*712Z, dis-le au livreur",
    "row: user_iban=FR5730006000011234567890143; name=Odile Perrin",
    # family 8: owned VINs stay red
    "Samochód mojego szwagra, VIN WF0AXXWPMAHB12345, ma wezwanie serwisowe — jak to sprawdzić?",
    "VIN of Tom Baker's van: 1FTFW1ET5DFC10312, he asked me to check recalls",
    "Mein VIN ist WVWZZZ1KZ8W123456, kann man damit meine Adresse herausfinden?",
    "STRIPE_SECRET_KEY=sk_live_51Hx9QwErTyUiOpAsDfGhJkLzXcVbNm12345678 leaked in our repo",
    "whsec_Qw8ErT5yU1iO3pAs7DfG9hJkLzXcVbNm is the webhook secret",
    "[Interface]\nPrivateKey = kF3nQ8vX2mL9pR4tY7wZ1aB6cD0eG5hJ8iK2lM4nO6p=\nListenPort = 51820",
    "-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIBkR3qZ7vN2mX8pL4tW9yA1bC6dE0fG5hJ2kM8nQ3rS7oAoGCCqGSM49\n-----END EC PRIVATE KEY-----",
    "apiVersion: v1\nkind: Secret\ndata:\n  password: V2ludGVyU3VuITIwMjY=\n",
    "Mój klient płaci kartą, moja karta to 4242 4242 4242 4242 i w testach nie działa",
]
KEPT_GREEN = [
    "Suma kontrolna instalatora: 3b7e0f9a1c5d2e8f4a6b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f, zgadza się ze stroną?",
    "Bank napisał, że z karty *6630 zeszło 39 zł za subskrypcję, co to może być?",
    "El portal me da el error 4f6a2c1e-9b3d-4e7f-a8c5-0d2e6b1f3a9c al subir el PDF, ¿qué hago?",
    "Na ekranie testowym kod BLIK to 000 000, czy tak ma być?",
    "В листі видно лише кінець номера ...7731, решта прихована",
    'settings.py: COMPANY_IBAN = "ES2821000418450200051399" se imprime en cada factura',
    "config: societe.rib=FR5730006000011234567890143 pour le pied de page des factures",
    "sops: age recipient age1zvkyg2lqzraa2lnjvqej32nkuu0ues2s82hzrye869xeexvn73equnujwj is set, still no key",
    "Segfault at 0x7ffd5e8c4a10, exit code 0xC0000005",
    "the column stores password sha512 and the salt, is that enough?",
    "The IVR asks for the last 4 of the caller's SSN, mine is 0923, and hangs up",
    "Kundin sagt, die Karte mit Endung 6614 wurde doppelt belastet",
    "Клиент пишет, что с карты на 4417 ушло два платежа",
    "(17, 'Agnieszka Wróbel', '2025-04-19', 'signup')",
    "Tomasz Zieliński, hired 1998-04-01, Sales",
    "INSERT INTO staff VALUES ('Max Mustermann', '1964-08-12');",
    "My app tracks diabetes and the script exports the data.",
]


@pytest.mark.parametrize("text", RED + KEPT_RED)
def test_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", GREEN + KEPT_GREEN)
def test_green(text: str) -> None:
    v = detect(text)
    assert not v.is_red, (text, v.findings)
