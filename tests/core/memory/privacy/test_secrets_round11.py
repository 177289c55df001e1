"""Secrets as people phrase them, round 11: a router's key printed in digit groups, a PIN with its
length between word and value, a number right after a keypad, intercom or key safe, a VPN code, a
parcel locker's pickup code named with "for"/"do"/"для", a PIN that "is the same as" another one,
a wallet phrase written with commas; and the look-alikes that must stay green: code pasted for help
with a sandbox's published test card and its CVC, the official docs' sample passwords, a keypad's
size, a VPN's port, a PIN's length without a PIN.

All sentences are written for these tests; none is taken from a benchmark file.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect, redact

# three valid BIP-39 phrases drawn for these tests
_SEED_A = "circle alien leader toss awkward cliff grocery tuition zebra swift inside argue"
_SEED_B = "glad door return potato fat palace same canal armed pumpkin rural wrestle"
_SEED_C = "front grace total airport usual sister danger wealth cotton vital latin plunge"

RED = [
    # a router's printed key in groups of four digits, after a network name with "!" in it
    ("WLAN-Zugang für die Gäste: FRITZ!Box 6660, Schlüssel 5512 0937 4481 2290 7716", "5512 0937 4481 2290 7716"),
    ("wifi in the cabin: FRITZ!Box 7530, key 3029 8841 0076 5519 2204, write it on the fridge", "3029 8841 0076 5519 2204"),
    ("sieć w mieszkaniu: Speedport Smart 4, klucz 4410 2298 1537 6620", "4410 2298 1537 6620"),
    ("la red del piso es MiFibra-7C21, clave 7781 4420 9163 0058", "7781 4420 9163 0058"),
    # a PIN with its length between the word and the value
    ("my card PIN of 4 digits 7291 - can the bank ever ask for it?", "7291"),
    ("PIN z 4 cyfr 3816, zapisz go mamie na kartce", "3816"),
    ("die PIN mit 6 Ziffern 284019 für die Banking-App", "284019"),
    ("el PIN de 6 dígitos 530127 de la app del banco", "530127"),
    ("le code PIN à 4 chiffres 9024 de ma carte", "9024"),
    ("ПІН з 4 цифр 6153 від картки, не кажи нікому", "6153"),
    # a number right after a keypad, an intercom, a key safe
    ("Airbnb note: lockbox 3927 by the bins, keys inside", "3927"),
    ("the intercom 4418# lets you into the stairwell", "4418"),
    ("domofon 2580, potem trzecie piętro", "2580"),
    ("back gate keypad 7094*, then the code for the shed is on the hook", "7094"),
    # a code for the VPN
    ("VPN code 662913, it expires in a minute", "662913"),
    ("kod do VPN 418275, wpisz zanim wygaśnie", "418275"),
    ("code pour le VPN du bureau 902614 — je le mets où ?", "902614"),
    # a parcel locker's pickup code
    ("kod do odbioru paczki z paczkomatu: 739104", "739104"),
    ("Код для отримання в поштоматі 528306, забери, будь ласка", "528306"),
    ("el código para recoger el paquete: 618392", "618392"),
    ("code to collect the parcel: 884120", "884120"),
    # a PIN that "is the same as" another one
    ("tell grandma the card pin is the same as the front door – 6207", "6207"),
    ("PIN karty jest taki sam jak do alarmu: 4815", "4815"),
    ("die PIN ist dieselbe wie fürs Garagentor: 3390", "3390"),
    ("el pin es el mismo que el del garaje - 7126", "7126"),
    ("пін такий самий, як від гаража — 2947", "2947"),
]

SEEDS = [
    ("found this in my late father's desk, I think it's a crypto wallet:\n" + ", ".join(_SEED_A.split()), _SEED_A.split()),
    ("Kartka z sejfu, ułóż po kolei: " + ", ".join(_SEED_B.split()) + ". Co to jest?", _SEED_B.split()),
    ("Notiz vom Dachboden, bitte als Liste 1-12:\n\n" + ",\n".join(_SEED_C.split()), _SEED_C.split()),
]

GREEN = [
    # code pasted for help, with a payment sandbox's published card and a CVC
    "Why is this fixture rejected?\n```js\nconst card = { number: '4242 4242 4242 4242', cvc: '314', exp: '04/30' };\n"
    "await pay(card); // Stripe test card, should succeed\n```",
    "Der Test schlägt fehl:\n```python\npayload = {\"number\": \"4000000000009995\", \"cvc\": \"817\", \"exp_month\": 1}\n"
    "assert charge(payload).declined  # insufficient funds\n```",
    "Czemu to nie przechodzi?\n```ts\nawait form.fill({ card: '4111 1111 1111 1111', cvc: '552' });  // sandbox card\n"
    "expect(await form.submit()).toBe(true);\n```",
    # the official docs' sample passwords in a manifest or a command
    "Mi Secret de Kubernetes no funciona:\n```yaml\ndata:\n  username: YWRtaW4=\n  password: MWYyZDFlMmU2N2Rm\n```",
    "docker run --name db -e MYSQL_ROOT_PASSWORD=my-secret-pw -d mysql:8 fails with 'port in use', why?",
    "The postgres image docs say POSTGRES_PASSWORD=mysecretpassword, do I have to change it for local dev?",
    # a keypad's size, an intercom's model, a VPN's port, a PIN's length without a PIN
    "the keypad 3x4 membrane version, is it waterproof?",
    "which intercom 2020 model works with Alexa?",
    "where do I type the VPN code from the authenticator app, before or after the password?",
    "my bank wants a PIN of 6 digits now instead of 4, is that safer?",
    "a seed phrase is usually 12 or 24 words, like: apple, banana, cherry, grape, lemon, mango, melon, olive, peach, "
    "pear, plum, prune",
    "the pin is the same as the one on the old card, I didn't change it",
]

# code pasted for help whose values its writer calls documented examples, placeholders or test data
GREEN_CODE_EXAMPLES = [
    "Why does `validate('85031274619')` return False in my unit test? The number is just an example from the docs.",
    "Warum matcht `^[XYZ]\\d{7}[A-Z]$` nicht auf 'Y3618204L'? Der Wert ist nur ein Beispiel aus der Doku.",
    "```sql\nINSERT INTO users (name, phone) VALUES ('Test', '0501234567'); -- test data\n```\nwhy does the insert fail?",
    "Czemu `luhn('4539 1488 0343 6467')` zwraca False? To tylko przykład z dokumentacji.",
    "¿Por qué falla `parse_nie(\"X5129376P\")`? Son valores de ejemplo de la documentación.",
    "Чому `validate_phone(\"+380501234567\")` повертає None? Це просто приклад рядка з документації.",
]
# a snippet's sample passwords: the keyword as its own value, a test's fixture passwords
GREEN_CODE_SAMPLES = [
    "```sql\nCREATE ROLE app LOGIN PASSWORD 'password';\n```\nis this enough for a local db?",
    "```python\ndef test_login(client):\n    r = client.post('/login', data={'user': 'bob', 'password': 'secret123'})\n"
    "    assert r.status_code == 302\n```\nwhy 400?",
    "```js\nit('rejects a short password', () => {\n  expect(validate('test1')).toBe(false);\n  expect(validate('P@ssw0rd')).toBe(true);\n});\n```",
    "Test schlägt fehl: ```python\nassert check_pw(\"passwort123\") is False\n```",
    "```js\nconst otp = '482910'; // fixture\nexpect(verify(otp)).toBe(true);\n```",
    "```yaml\nenv:\n  DB_PASSWORD: \"pwd\"\n```\njak to przenieść do sekretów?",
]
# the same shapes stay red when nobody calls them examples, and a password in the snippet stays red
RED_CODE = [
    ("```python\npesel = '92110458239'\nassert validate(pesel)\n```\nto mój PESEL, czemu test nie przechodzi?", "92110458239"),
    ("¿Por qué este regex no acepta mi NIE 'Z8041273H'?  ^[XYZ]\\d{7}[A-Z]$", "Z8041273H"),
    ("Following the docs example I set `DB_PASSWORD = 'Qm7#vT2pLx9w'` in settings.py, is that safe?", "Qm7#vT2pLx9w"),
    ("```python\ndef test_prod_login(client):\n    r = client.post('/login', data={'password': 'Vq8#mT2xLp9z'})\n"
     "    assert r.ok\n```", "Vq8#mT2xLp9z"),
    ("```sql\nCREATE ROLE app LOGIN PASSWORD 'Hk4!zR8pWq2m';\n```", "Hk4!zR8pWq2m"),
]


@pytest.mark.parametrize("text", GREEN_CODE_EXAMPLES + GREEN_CODE_SAMPLES)
def test_round11_code_with_documented_example_values_stays_green(text: str) -> None:
    verdict = detect(text)
    assert not verdict.is_red, (text, [(f.reason, text[f.start:f.end]) for f in verdict.findings])


@pytest.mark.parametrize("text,value", RED_CODE)
def test_round11_code_with_real_values_stays_red(text: str, value: str) -> None:
    assert detect(text).is_red, text
    assert value not in redact(text), redact(text)


@pytest.mark.parametrize("text,secret", RED)
def test_round11_secret_is_red_and_redacted(text: str, secret: str) -> None:
    verdict = detect(text)
    assert verdict.is_red, text
    assert verdict.findings[0].kind.value == "secret", [(f.reason, text[f.start:f.end]) for f in verdict.findings]
    assert secret not in redact(text), redact(text)


@pytest.mark.parametrize("text,words", SEEDS)
def test_round11_comma_separated_wallet_phrase_is_redacted(text: str, words: list[str]) -> None:
    assert detect(text).is_red, text
    redacted = redact(text)
    assert sum(w in redacted.split() or w + "," in redacted.split() for w in words) <= 2, redacted


@pytest.mark.parametrize("text", GREEN)
def test_round11_look_alike_stays_green(text: str) -> None:
    verdict = detect(text)
    assert not verdict.is_red, (text, [(f.reason, text[f.start:f.end]) for f in verdict.findings])


# numbers that are nobody's: lottery numbers, a number in a prime/factor question, a lettered invoice number
GREEN_PUBLIC_NUMBERS = [
    "Lotto: I played 3 14 22 31 40 47 and the draw was 3 14 25 31 41 47, how many did I hit?",
    "Eurojackpot – meine Zahlen 5, 12, 19, 33, 48 und gezogen wurden 5, 12, 20, 33, 47. Gewinnklasse?",
    "Lotería: mis números 7 13 21 28 36 44, los sorteados 7 13 22 28 35 44, ¿cuántos aciertos?",
    "Is 5105105105105100 a prime number or can it be factorised?",
    "Rozłóż na czynniki pierwsze liczbę 4539148803436467, krok po kroku.",
    "Ist 49927398716 eine Primzahl? Bitte mit Rechenweg.",
    "¿Es 6011000990139424 un número primo? Factoriza si puedes.",
    "Is 2147483647 a prime? Mersenne primes, de facto the largest 32-bit one.",
    "Est-ce que 1000000007 est un nombre premier ? Décompose en facteurs sinon.",
    "Фактура: склади нагадування про рахунок-фактуру № ОФ-2024/118 від 03.10 на 9 400 грн.",
    "Przypomnij klientowi o fakturze nr FV/2024/0931 z 12 marca.",
    "Write a polite reminder about invoice INV-004213 due last Friday.",
    "Rappelle au client la facture n° FA-2024-0077 du 5 mars.",
]
RED_NEAR_PUBLIC_NUMBERS = [
    # a card next to a prime-free question, a phone next to a lottery word, a bank account after "рахунок"
    ("my card 4539148803436467 was declined at the lotto kiosk, why?", "4539148803436467"),
    ("two-factor code 48291033 from the bank, is it a scam?", "48291033"),
    ("Переказ на рахунок UA58 3052 9900 0002 6006 0124 4531 7 — це мій, перевір формат", "UA58 3052 9900 0002 6006 0124 4531 7"),
    # "prime" in French is a bonus or a benefit, not a prime number: the number beside it is the user's
    ("Pour la prime d'activité, la CAF demande mon numéro 270035210762113, je le mets où ?", "270035210762113"),
    ("Ma prime de fin d'année n'est pas arrivée, voici mon numéro de sécu 182058422254621", "182058422254621"),
    ("Les primes d’assurance sont prélevées, numéro 169085400441044 sur mon attestation.", "169085400441044"),
]


@pytest.mark.parametrize("text", GREEN_PUBLIC_NUMBERS)
def test_round11_public_numbers_stay_green(text: str) -> None:
    verdict = detect(text)
    assert not verdict.is_red, (text, [(f.reason, text[f.start:f.end]) for f in verdict.findings])


@pytest.mark.parametrize("text,value", RED_NEAR_PUBLIC_NUMBERS)
def test_round11_private_numbers_near_public_ones_stay_red(text: str, value: str) -> None:
    assert detect(text).is_red, text
    assert value not in redact(text), redact(text)
