"""The local privacy detector: identifiers with checksums, secrets, identity, personal
disclosures, look-alikes that must stay green, spans, redaction and robustness.

All sentences here are written for these tests (none is taken from the benchmark file).
"""
from __future__ import annotations

import dataclasses
import random
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from stdnum import iban as stdnum_iban
from stdnum import luhn as stdnum_luhn
from stdnum.pl import pesel as stdnum_pesel

from app.core.memory.privacy.detector import checksums as ck
from app.core.memory.privacy.detector.verdict import Finding, Kind, Verdict, detect, redact

# ---------------------------------------------------------------- builders for checksummed data


def luhn_complete(body: str) -> str:
    """`body` plus the one check digit that makes it Luhn-valid (python-stdnum's, not ours)."""
    return body + stdnum_luhn.calc_check_digit(body)


def iban_for(country: str, bban: str) -> str:
    return country + stdnum_iban.calc_check_digits(country + "00" + bban) + bban


def pesel_for(year: int, month: int, day: int, serial: str = "1234") -> str:
    offset = {1800: 80, 1900: 0, 2000: 20, 2100: 40, 2200: 60}[year - year % 100]
    base = f"{year % 100:02d}{month + offset:02d}{day:02d}{serial}"
    return base + stdnum_pesel.calc_check_digit(base)


def bump_digit(value: str, index: int) -> str:
    """Change the digit at `index` (counting digits only) to a different digit."""
    seen = -1
    chars = list(value)
    for i, ch in enumerate(chars):
        if ch.isdigit():
            seen += 1
            if seen == index:
                chars[i] = str((int(ch) + 3) % 10)
                return "".join(chars)
    raise IndexError(index)


def groups_of_four(s: str) -> str:
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


# Published test vectors: the card schemes' test numbers, stdnum's check digits. The IBANs are the
# registry examples with a changed account number and stdnum's check digits: the registry's own
# examples are documentation, which the detector leaves green unless the text says it is theirs.
VISA = luhn_complete("453914880343646")          # 16 digits, check digit from stdnum
MASTERCARD = "2223000048400011"                   # Mastercard's published 2-series test number
AMEX = "378734493671000"                          # American Express's published test number
DE_IBAN = "DE37370400440532013742"
GB_IBAN = "GB53NWBK60161331927745"
PL_IBAN = "PL18109010140000071219817722"
FR_IBAN = "FR7620041010050500013026149"
PESEL_1987 = pesel_for(1987, 4, 23, "0751")
PESEL_2004 = pesel_for(2004, 11, 2, "3318")


def reasons(text: str) -> list[str]:
    return [f.reason for f in detect(text).findings]


def red_spans(text: str) -> list[str]:
    return [text[f.start:f.end] for f in detect(text).findings]


# ---------------------------------------------------------------- API shape


def test_public_types():
    assert {k.value for k in Kind} >= {"identifier", "secret", "health", "finance", "relationship"}
    v = detect("My SSN is 536-22-1234, please keep it.")
    assert isinstance(v, Verdict) and v.label == "red" and v.is_red
    assert isinstance(v.findings, tuple) and all(isinstance(f, Finding) for f in v.findings)
    assert v.reason == v.findings[0].reason == "US social security number"
    green = detect("I prefer dark themes in every editor.")
    assert green.label == "green" and not green.is_red and green.findings == () and green.reason == ""
    assert detect("").label == "green"


def test_findings_and_verdicts_are_frozen():
    f = detect("PIN 4711").findings[0]
    with pytest.raises(dataclasses.FrozenInstanceError):
        f.start = 0  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        detect("PIN 4711").label = "green"  # type: ignore[misc]


# ---------------------------------------------------------------- payment cards


@pytest.mark.parametrize("text, card", [
    (f"My card number is {groups_of_four(VISA)}, expiry 03/28.", groups_of_four(VISA)),
    (f"Zapłać moją kartą {VISA} za bilety.", VISA),
    (f"Meine Kreditkarte: {'-'.join(VISA[i:i + 4] for i in range(0, 16, 4))}", "-".join(VISA[i:i + 4] for i in range(0, 16, 4))),
    (f"Charge {groups_of_four(MASTERCARD)} for the hotel please", groups_of_four(MASTERCARD)),
    (f"Amex {AMEX[:4]} {AMEX[4:10]} {AMEX[10:]} was declined", f"{AMEX[:4]} {AMEX[4:10]} {AMEX[10:]}"),
    (f"card {groups_of_four(VISA)} 08/27", groups_of_four(VISA)),  # expiry glued on: still found
])
def test_cards_found_with_exact_span(text, card):
    v = detect(text)
    assert v.is_red and v.reason == "payment card number"
    assert red_spans(text) == [card]
    assert v.findings[0].kind is Kind.IDENTIFIER


@pytest.mark.parametrize("index", range(16))
def test_card_with_any_one_digit_changed_is_not_red(index):
    assert detect(f"Is {groups_of_four(VISA)} right?").is_red
    assert not detect(f"Is {groups_of_four(bump_digit(VISA, index))} right?").is_red


@pytest.mark.parametrize("text", [
    "Luhn-valid but no issuer: 0000 0000 0000 0000",
    "ISBN 978-3-16-148410-0 is the hardback",
    "ISBN-13 978-0-306-40615-7, ISBN-10 0-306-40615-2",
    "Order 1234-5678-9012-3456 was cancelled",
    "Use the Stripe test card 4242 4242 4242 4242 in sandbox mode",
    "Przykładowy numer karty do testów: 4111 1111 1111 1111",
    "The amount was 4 539 148 803 436 zł in the budget plan",
    "Unix ms 1710498000123 overflowed an int32",
])
def test_card_lookalikes_are_green(text):
    assert not detect(text).is_red, detect(text)


# ---------------------------------------------------------------- IBAN and account numbers


@pytest.mark.parametrize("text, iban", [
    (f"Mein Konto: {groups_of_four(DE_IBAN)} – bitte bis Freitag", groups_of_four(DE_IBAN)),
    (f"Przelej zaliczkę na {PL_IBAN}, dzięki", PL_IBAN),
    (f"Pay the deposit into {groups_of_four(GB_IBAN)}.", groups_of_four(GB_IBAN)),
    (f"IBAN {groups_of_four(FR_IBAN)} for the rent", groups_of_four(FR_IBAN)),
    (f"lowercase works too: {DE_IBAN.lower()}", DE_IBAN.lower()),
])
def test_ibans_found_with_exact_span(text, iban):
    v = detect(text)
    assert v.reason == "IBAN (bank account number)"
    assert red_spans(text) == [iban]


@pytest.mark.parametrize("iban", [
    "NL37ABNA0417164981", "CH7400762011623852911", "AT661904300234573887", "LT251000011101001542",
    "IE25AIBK93115212349921", "NO9386011117947", "MT84MALT011000012345MTLCAST001S",
    "SA0380000000608010167519", "UA053223130000026007233566871",
])
def test_ibans_of_many_countries(iban):
    assert stdnum_iban.is_valid(iban)
    assert detect(f"Send it to {groups_of_four(iban)} today").is_red
    assert not detect(f"Send it to {groups_of_four(bump_digit(iban, 5))} today").is_red


def test_registry_example_iban_is_green_unless_it_is_theirs():
    assert not detect("The registry's sample is DE89 3704 0044 0532 0130 00").is_red
    assert not detect("Pay into GB29 NWBK 6016 1331 9268 19 per the docs").is_red
    assert red_spans("Mein Konto: DE89 3704 0044 0532 0130 00") == ["DE89 3704 0044 0532 0130 00"]


@pytest.mark.parametrize("index", range(0, 20, 3))
def test_iban_with_one_digit_changed_is_not_red(index):
    assert not detect(f"Przelew na {groups_of_four(bump_digit(DE_IBAN, index))} dziś").is_red


def test_iban_wrong_length_for_country_is_not_red():
    assert not detect(f"Konto {DE_IBAN}12 proszę").findings or reasons(f"Konto {DE_IBAN}12 proszę") != [
        "IBAN (bank account number)"]


def test_polish_account_number_without_country_prefix():
    nrb = PL_IBAN[2:]
    pretty = nrb[:2] + " " + groups_of_four(nrb[2:])
    text = f"Landlord wants my account number for the refund: {pretty}."
    assert red_spans(text) == [pretty]
    assert not detect(f"Numer referencyjny {bump_digit(pretty, 4)} z systemu").is_red


def test_account_number_after_keyword():
    assert reasons("Sort code 20-00-00, account number 55779911") == ["bank account number"]


# ---------------------------------------------------------------- phone numbers


@pytest.mark.parametrize("text, phone", [
    ("Wpisz mój numer +48 512 345 678 do stopki.", "+48 512 345 678"),
    ("The courier can call me on +1 (212) 555-0187.", "+1 (212) 555-0187"),
    ("Meine Handynummer ist 0170 1234567", "0170 1234567"),
    ("Ruf mich an: +49 (0)30 1234567", "+49 (0)30 1234567"),
    ("My mobile is 07700 900123, text me", "07700 900123"),
    ("Zadzwoń do mnie na 600 700 800 po 17", "600 700 800"),
    ("You can reach me at (415) 555-0199 tonight", "(415) 555-0199"),
    ("Phone: +44 20 7946 0958", "+44 20 7946 0958"),
    ("(+48) 604 218 935 is my cell", "(+48) 604 218 935"),
    ("mój numer to 604218935", "604218935"),
    ("Mój nr tel. 22 628 45 61", "22 628 45 61"),
    ("My French number: 0033 6 12 34 56 78", "0033 6 12 34 56 78"),
    ("If the plumber can't get in, he can ring 07911 123456.", "07911 123456"),
    ("He can reach the office on 415 555 0132", "415 555 0132"),
])
def test_phones_found_with_exact_span(text, phone):
    assert reasons(text) == ["phone number"]
    assert red_spans(text) == [phone]


@pytest.mark.parametrize("text", [
    "Bump Node from 18.19.1 to 20.11.0 and Python to 3.11.7",
    "Parse 2024-03-05T14:22:07+01:00 with the timezone",
    "Server 192.168.100.254 drops packets on port 8443",
    "We sold 123 456 789 units last year",
    "It costs 1 234 567 zł in total",
    "Budget: $1,299,000 for 2025",
    "Seed 1234567890 for reproducibility",
    "Infolinia banku 800 302 302 działa całą dobę",
    "Customer service: 0800 800 800",
    "Our support line is +1 800 555 0199",
    "Use the Twilio test number +15005550006 in the integration tests",
    "The build number is 20240315.4",
    "Lottery numbers were 4 8 15 16 23 42",
    "It has 512 345 678 rows and 600 700 800 more in the archive",
    "Transfer to NL91 ABNA 0417 1643 01 failed the checksum",
    "Train at 07:45 from platform 3, arriving 10:12",
    "Meeting in room 2.13 at 14:30",
    "Population of Poland is about 38 000 000",
    "commit 1705bb7a0c3d introduced the regression",
])
def test_phone_lookalikes_are_green(text):
    assert not detect(text).is_red, detect(text)


# ---------------------------------------------------------------- e-mail


@pytest.mark.parametrize("text, email", [
    ("Send the draft to my private address ola.wisniewska82@gmail.com please", "ola.wisniewska82@gmail.com"),
    ("Napisz na ANNA.NOWAK@WP.PL w sprawie faktury", "ANNA.NOWAK@WP.PL"),
    ("ich bin erreichbar unter max.mustermann+news@gmx.de.", "max.mustermann+news@gmx.de"),
    ("reply to tom@family-mail.example", "tom@family-mail.example"),
])
def test_emails_found_with_exact_span(text, email):
    assert reasons(text) == ["e-mail address"]
    assert red_spans(text) == [email]


@pytest.mark.parametrize("text", [
    "git clone git@github.com:owner/repo.git fails with a host key error",
    "Push to deploy@build-box.internal:apps/site.git hangs",
    "The validator must accept user@example.com and reject foo@",
    "npm i lodash@4.17.21 and react@18.2.0",
    "Export icon@2x.png and icon@3x.png for retina",
    "Mails from noreply@github.com go to spam",
    'Run `git config --global user.email "you@example.com"` first',
])
def test_email_lookalikes_are_green(text):
    assert not detect(text).is_red, detect(text)


# ---------------------------------------------------------------- national IDs and documents


@pytest.mark.parametrize("pesel", [PESEL_1987, PESEL_2004, pesel_for(1899, 12, 31, "0000"), pesel_for(2024, 2, 29, "5555")])
def test_pesel_valid_checksum_and_date(pesel):
    text = f"Wpisz {pesel} w rubrykę numer 3."
    assert reasons(text) == ["PESEL number"]
    assert red_spans(text) == [pesel]


def test_identifiers_inside_csv_and_json():
    csv = f"id,name,pesel\n1,Jan Kowalski,{PESEL_1987}"
    assert red_spans(csv) == [PESEL_1987]
    blob = '{"email": "anna.nowak@firma.pl", "phone": "tel:604218935"}'
    assert red_spans(blob) == ["anna.nowak@firma.pl", "604218935"]
    assert not detect("Meeting 14:22:07 and 1,299,000 users").is_red


@pytest.mark.parametrize("index", range(11))
def test_pesel_with_one_digit_changed_is_not_red(index):
    assert not detect(f"Wpisz {bump_digit(PESEL_1987, index)} w rubrykę.").is_red


def test_pesel_with_impossible_date_is_not_red():
    # right check digit, but the 31st of February
    base = "870231" + "1234"
    value = base + stdnum_pesel.calc_check_digit(base)
    assert not ck.pesel_ok(value)
    assert not detect(f"Mój PESEL to {value}.").findings or reasons(f"Mój PESEL to {value}.") != ["PESEL number"]


@pytest.mark.parametrize("text, value, reason", [
    ("My SSN is 536-22-1234, which form do I need?", "536-22-1234", "US social security number"),
    ("social security number 536 22 1234", "536 22 1234", "US social security number"),
    ("My NI number is JG 10 37 58 A", "JG 10 37 58 A", "UK national insurance number"),
    ("Passport number 561204398, expires 2031.", "561204398", "passport number"),
    ("My passport no. is X1234567 and it expires soon", "X1234567", "passport number"),
    ("Numer paszportu: EA 1234567", "EA 1234567", "passport number"),
    ("Meine Reisepassnummer lautet C01X00T47", "C01X00T47", "passport number"),
    ("Numer mojego dowodu to ABS123456, czy to ważne?", "ABS123456", "identity card number"),
    ("Personalausweisnummer: T22000129", "T22000129", "identity card number"),
    ("My driver's licence number is MORGA753116SM9IJ", "MORGA753116SM9IJ", "driving licence number"),
    ("Meine Steuer-ID lautet 86 095 742 719", "86 095 742 719", "tax identification number"),
    ("Numer rejestracyjny mojego auta to WX 12345", "WX 12345", "vehicle registration or VIN"),
    ("My car's VIN is 1HGCM82633A004352", "1HGCM82633A004352", "vehicle registration or VIN"),
    ("My home IP is 83.12.45.67, is it blacklisted?", "83.12.45.67", "home IP address"),
])
def test_national_ids_with_exact_span(text, value, reason):
    assert reason in reasons(text)
    assert value in red_spans(text)


@pytest.mark.parametrize("text", [
    "SSN 666-12-3456 is not issuable",          # area 666
    "Form field 900-12-3456 from the mock data",  # 9xx area
    "Part 536-00-1234 ships tomorrow",            # group 00
    "The famous wallet card 078-05-1120",         # voided by the SSA
    "My passport expires in 2031",                # no number
    "Passport photos cost 35 zł at the kiosk",
    "Polish ID card check digit: ABA300001 fails",
    "The sample PESEL 44051401359 comes from the Wikipedia article",
    "QQ 12 34 56 C is the example NINO prefix",
    # check digit off by one, no owner (since round 34 "Meine Steuer-ID lautet 86 095 742 718" is red: a number the
    # writer calls their own with the document's shape is their number typed wrong - owned_shapes.py)
    "Die Steuer-ID 86 095 742 718 aus dem Lehrbuch hat eine falsche Prüfziffer",
    "Car registration number formats differ across EU countries",
    "The VIN decoder library is slow",
    "Ping 8.8.8.8 to test DNS from the office IP range",
])
def test_id_lookalikes_are_green(text):
    assert not detect(text).is_red, detect(text)


def test_polish_id_card_checksum():
    assert ck.polish_id_card_ok("ABA300000")
    assert not ck.polish_id_card_ok("ABA300001")
    assert ck.german_tax_id_ok("65929970489")
    assert not ck.german_tax_id_ok("65929970488")


# ---------------------------------------------------------------- secrets


@pytest.mark.parametrize("text, secret, reason", [
    ("export OPENAI_API_KEY=sk-proj-a8F3kLm29QxZ7vBn4TyR1wPd6HsJ0cUe", "sk-proj-a8F3kLm29QxZ7vBn4TyR1wPd6HsJ0cUe", "API key"),
    ("token ghp_Q9w8E7r6T5y4U3i2O1p0AaSsDdFfGgHhJjKk in CI", "ghp_Q9w8E7r6T5y4U3i2O1p0AaSsDdFfGgHhJjKk", "GitHub token"),
    ("AKIAZ7QW3ERT5YUI9OPA is my key id", "AKIAZ7QW3ERT5YUI9OPA", "AWS access key"),
    ("slack xoxb-2048-5512-9a8b7c6d5e4f3a2b1c0d", "xoxb-2048-5512-9a8b7c6d5e4f3a2b1c0d", "Slack token"),
    ("src=maps?key=AIzaSyB3kR9xLmQ2vT8nW5pJ7cF4hD1gE6aZ0sU", "AIzaSyB3kR9xLmQ2vT8nW5pJ7cF4hD1gE6aZ0sU", "Google API key"),
    ("aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYzQ8aB3kLmN", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYzQ8aB3kLmN",
     "secret key or token"),
    ("my api key is 3f9a8B7c6d5e4f3a2b1c0d9e8f7a6b5c", "3f9a8B7c6d5e4f3a2b1c0d9e8f7a6b5c", "secret key or token"),
    ("db: postgres://admin:Xk9pq2zz@db.internal:5432/prod", "Xk9pq2zz", "password in a URL"),
    ("My bank login password is Tr0ub4dor&3, keep it", "Tr0ub4dor&3", "password"),
    ("home wifi password is Kettle!Dawn47 if I forget", "Kettle!Dawn47", "password"),
    ("Hasło do poczty to kotek123, zapisz je", "kotek123", "password"),
    ("Moje hasło: Wiosna#2023", "Wiosna#2023", "password"),
    ("Das Passwort für den Router lautet Sommer2024!", "Sommer2024!", "password"),
    ('the wifi password at home is "ziemniak"', "ziemniak", "password"),
    ("Debit card PIN is 8390, remember it", "8390", "PIN code"),
    ("my pin is 0912", "0912", "PIN code"),
    ("PIN do karty to 4721", "4721", "PIN code"),
    ("PIN-Nummer: 4711", "4711", "PIN code"),
    ("The CVV on the back is 392", "392", "card security code"),
    ("The door code is 4471, let the cleaner in", "4471", "password"),
    ("Kod do domofonu to 1379", "1379", "password"),
    ("My mother's maiden name is Kowalska, that's my security answer", "Kowalska", "security question answer"),
])

def test_secrets_found_with_exact_span(text, secret, reason):
    v = detect(text)
    assert v.is_red and v.reason == reason
    assert red_spans(text)[0] == secret
    assert v.findings[0].kind is Kind.SECRET


def test_wallet_recovery_phrase_is_redacted_whole():
    words = "apple banana cherry dolphin eagle falcon grape harbor island jungle kettle lemon"
    text = f"My seed phrase is {words}, keep it safe"
    assert reasons(text) == ["wallet recovery phrase"]
    assert red_spans(text) == [words]
    assert redact(text) == "My seed phrase is [private], keep it safe"


def test_private_key_without_end_line_covers_the_body():
    text = "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA7x9\nQ2xhc3NpYyBrZXkgYm9keQ==\n"
    (span,) = red_spans(text)
    assert "MIIEowIBAAKCAQEA7x9" in span and "Q2xhc3NpYyBrZXkgYm9keQ==" in span
    assert "MIIE" not in redact(text)


def test_private_key_block_is_one_span():
    text = "check this:\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAA\n-----END OPENSSH PRIVATE KEY-----\nthanks"
    assert reasons(text) == ["private key"]
    assert red_spans(text)[0].startswith("-----BEGIN") and red_spans(text)[0].endswith("KEY-----")


@pytest.mark.parametrize("text", [
    "Password field validation in my form rejects spaces",
    "The password must be at least 12 characters",
    "How do I hash a password with bcrypt in Node?",
    "I forgot my password, how do I reset it?",
    "My password is too long for the field apparently",
    "The password is hashed with argon2 before storage",
    "Password: ********",
    "token = os.environ['GITHUB_TOKEN']",
    "API_KEY=your-api-key-here",
    "Use Authorization: Bearer <token> in the header",
    "Add the AWS example key AKIAIOSFODNN7EXAMPLE to the docs",
    "password = request.form['password']",
    "Set DB_PASSWORD=${DB_PASSWORD} in compose",
    "GPIO pin 17 drives the LED; pinMode(13, OUTPUT) too",
    "git bisect points at commit 9fceb02d0ae598e95dc970b74767f19372d61af8",
    "Docker digest sha256:3b8c1a2e4f5d6c7b8a9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c",
    "W tym sprincie poprawiamy walidację pola hasła w formularzu rejestracji",
    "Error: password authentication failed for user postgres",
    "Our sk-learn-compatible-estimator-wrapper class is slow",
    "The seed for the random generator is 42",
    "Check the door code component in the React app",
    "Rename token validationForTheCurrentUser123 in the parser",
    "LED_PIN=1234 and SORT_KEY=created_at in the sketch config",
    "CACHE_KEY=user42session is built per request",
    "The UUID 123e4567-e89b-12d3-a456-426614174000 collides",
])
def test_secret_lookalikes_are_green(text):
    assert not detect(text).is_red, detect(text)


# ---------------------------------------------------------------- identity


@pytest.mark.parametrize("text, reason", [
    ("Jan Kowalski, ul. Długa 5, Warszawa — proszę o fakturę", "name with home address"),
    ("John Smith lives at 42 Baker Street and owes me a ladder", "name with home address"),
    ("I'm Edith Crawley, 9 Hawthorn Close, Leeds. Write to the council for me.", "name with home address"),
    ("Nazywam się Piotr Zieliński i mieszkam przy ul. Lipowej 8/2 w Gdyni.", "name with home address"),
    ("Ich bin Lukas Becker und wohne in der Goethestraße 12 in Leipzig.", "name with home address"),
    ("My address is 58 Kingsway Road, Leeds LS6 2AB", "home address"),
    ("Put this on the form: Ruth Adeyemi, born 14 March 1983.", "name with date of birth"),
    ("Maria Schmidt, geb. 14.03.1982", "name with date of birth"),
    ("My date of birth is 12/04/1988", "date of birth"),
    ("My daughter Zoe Miller goes to Hillside Primary School.", "child's name with school or address"),
])
def test_identity(text, reason):
    v = detect(text)
    assert v.is_red and reason in reasons(text)
    assert any(f.kind is Kind.IDENTITY for f in v.findings)


@pytest.mark.parametrize("text", [
    "Sherlock Holmes supposedly lived at 221B Baker Street.",
    "The White House is at 1600 Pennsylvania Avenue",
    "Pałac Kultury, pl. Defilad 1, Warszawa — ile kosztuje wjazd?",
    "Urząd Miasta, ul. Piotrkowska 104 — godziny otwarcia?",
    "Hotel Adlon, Unter den Linden 77, Berlin has a nice bar",
    "Nasze biuro mieści się przy ul. Marszałkowskiej 10 w Warszawie",
    "Send the parcel to the locker at 10 Station Road",
    "I moved to Berlin three years ago",
    "My son loves Lego and dinosaurs.",
])
def test_identity_lookalikes_are_green(text):
    assert not detect(text).is_red, detect(text)


# ---------------------------------------------------------------- health, money, intimate life


@pytest.mark.parametrize("text, kind", [
    ("I was diagnosed with coeliac disease last spring.", Kind.HEALTH),
    ("I've been on Lexapro for anxiety since last year.", Kind.HEALTH),
    ("Maybe it's related, but I was diagnosed with lupus in May.", Kind.HEALTH),
    ("My psychiatrist switched me to 100 mg of sertraline.", Kind.HEALTH),
    ("I've had Crohn's since 2015 and I'm on Humira injections.", Kind.HEALTH),
    ("I have to inject insulin four times a day.", Kind.HEALTH),
    ("After my miscarriage I still can't sleep properly.", Kind.HEALTH),
    ("Mam depresję od kilku lat.", Kind.HEALTH),
    ("Od roku leczę się na nerwicę.", Kind.HEALTH),
    ("Lekarka stwierdziła u mnie nadciśnienie.", Kind.HEALTH),
    ("Biorę Euthyrox, bo mam Hashimoto.", Kind.HEALTH),
    ("Jestem w ciąży, ale jeszcze nikomu nie mówiłam.", Kind.HEALTH),
    ("Mein Arzt hat mir Ritalin verschrieben.", Kind.HEALTH),
    ("Ich habe seit letztem Jahr eine Angststörung.", Kind.HEALTH),
    ("My salary is 7,200 a month after tax.", Kind.FINANCE),
    ("I make $61,000 a year and rent eats half of it.", Kind.FINANCE),
    ("I still owe about $12k on my car loan.", Kind.FINANCE),
    ("We're three months behind on rent.", Kind.FINANCE),
    ("My mortgage payment is €1,450 a month.", Kind.FINANCE),
    ("My credit score fell after I missed two mortgage payments.", Kind.FINANCE),
    ("Zarabiam 9 tys. brutto, czy to mało?", Kind.FINANCE),
    ("Mam 30 tysięcy długu na kartach kredytowych.", Kind.FINANCE),
    ("Komornik zajął mi pensję.", Kind.FINANCE),
    ("Ich verdiene 3.200 Euro netto.", Kind.FINANCE),
    ("Ich habe 20.000 Euro Schulden bei der Bank.", Kind.FINANCE),
    ("My wife found out about my affair last week.", Kind.RELATIONSHIP),
    ("I've been cheating on my boyfriend for months.", Kind.RELATIONSHIP),
    ("My husband and I are separating after 12 years.", Kind.RELATIONSHIP),
    ("My parents don't know I'm gay.", Kind.RELATIONSHIP),
    ("My stepdad used to hit me when he was drunk.", Kind.RELATIONSHIP),
    ("I smoke weed every night to fall asleep.", Kind.RELATIONSHIP),
    ("We adopted our son when he was three.", Kind.RELATIONSHIP),
    ("Zdradziłam męża z kolegą z pracy.", Kind.RELATIONSHIP),
    ("Ojciec mnie bił, kiedy byłem dzieckiem.", Kind.RELATIONSHIP),
    ("Od dwóch lat nie rozmawiam z bratem.", Kind.RELATIONSHIP),
    ("My mother and I haven't spoken in five years.", Kind.RELATIONSHIP),
    ("Mój brat jest uzależniony od hazardu.", Kind.HEALTH),
    ("Meine Frau betrügt mich seit einem Jahr.", Kind.RELATIONSHIP),
    ("Ich habe Streit mit meinem Bruder wegen des Erbes.", Kind.RELATIONSHIP),
])
def test_personal_disclosures(text, kind):
    v = detect(text)
    assert v.is_red, text
    assert kind in {f.kind for f in v.findings}


@pytest.mark.parametrize("text", [
    # technical talk with sensitive-looking words
    "Add a /health check endpoint for the load balancer.",
    "We need to pay down our technical debt before the release.",
    "The bank of memory cells in the FPGA is addressed by row.",
    "I'm building a salary calculator in Python for freelancers.",
    "Our hospital client wants a diagnosis field in the form.",
    "Design a database schema for mortgage applications.",
    "Rate limiting to prevent API abuse.",
    "Cheat sheet for git commands please.",
    "Kredyt w API się skończył, doładuję jutro.",
    "Jak zrobić health check w Kubernetesie?",
    "The depression in the terrain mesh causes artifacts.",
    # general knowledge and other people
    "What are the early symptoms of type 2 diabetes?",
    "The Great Depression started in 1929.",
    "The patient in the case study was diagnosed with lupus.",
    "Is it true that credit card debt in the US passed $1 trillion?",
    "In my novel, the main character has an affair with her boss.",
    "My dog had surgery on his paw, he's recovering well.",
    "We adopted Kubernetes last year and it was painful.",
    "My kid adopted a stray cat last week.",
    "She beat me at chess again.",
    "I owe you one for yesterday!",
    "I'm addicted to coffee, send help.",
    "I use std::vector everywhere in my engine.",
    "I had a stroke of luck with that bug.",
    "I need to file my taxes before April.",
    "We're thinking about a mortgage next year.",
    "Moja siostra studiuje psychologię w Krakowie.",
    "Mam spadek formy po świętach.",
    "Wir zahlen getrennt, bitte.",
    "I separated the concerns into two modules.",
    "I'm volunteering at a cancer charity run this weekend.",
    "I wonder if I have ADHD, I'm always distracted.",
    "I watched Suicide Squad again last night.",
    # vague, hedged or harmless personal remarks (yellow or green, never red here)
    "Maybe I should see a therapist? Not sure it's worth it.",
    "I think I might be depressed, not sure though.",
    "Chyba za dużo piję w weekendy.",
    "Money's been a bit tight, might cut back on takeaways.",
    "Remind me to call my mum on Sunday.",
    "I'm vegetarian, so no meat in the recipes please.",
    "I got promoted to senior engineer last month!",
])
def test_disclosure_lookalikes_are_not_red(text):
    assert not detect(text).is_red, detect(text)


def test_disclosure_span_is_the_sentence():
    text = "The build is green. I was diagnosed with asthma in May. Anyway, back to CI."
    (f,) = detect(text).findings
    assert text[f.start:f.end] == "I was diagnosed with asthma in May."


# ---------------------------------------------------------------- several findings, ordering, redaction


def test_several_findings_most_concrete_first():
    text = f"Dan Reed | +44 7700 900318 | dan.reed@example.org | card {groups_of_four(VISA)}"
    v = detect(text)
    assert set(reasons(text)) == {"phone number", "e-mail address", "payment card number"}
    assert [f.start for f in v.findings] == sorted(f.start for f in v.findings)


def test_secret_is_reported_before_identifier():
    text = "email me at kim.lee@example.net, my password is Hx7!kLm2"
    assert detect(text).reason == "password"


@pytest.mark.parametrize("text, secret", [
    (f"My card number is {groups_of_four(VISA)}, exp 09/27.", groups_of_four(VISA)),
    ("Hasło do bankowości to Sloneczko#1987, zapisz.", "Sloneczko#1987"),
    (f"IBAN {groups_of_four(PL_IBAN)} proszę", groups_of_four(PL_IBAN)),
    ("Mój PESEL to " + PESEL_2004 + ".", PESEL_2004),
    ("call +48 604 218 935 or mail a.b.c@d-e.pl", "+48 604 218 935"),
])
def test_redact_removes_the_secret(text, secret):
    out = redact(text)
    assert secret not in out
    assert "[private]" in out


def test_redact_keeps_surrounding_text_and_custom_placeholder():
    assert redact("my pin is 0912, ok?") == "my pin is [private], ok?"
    assert redact("PIN 4711", placeholder="█") == "PIN █"
    assert redact("Password: Tr0ub4dor&3 and PIN 4711") == "Password: [private] and PIN [private]"


def test_redact_without_findings_returns_the_same_text():
    text = "Bump version to 2.14.3 and tag v2.14.3"
    assert redact(text) is text or redact(text) == text
    assert redact("") == ""


def test_redact_merges_overlapping_spans():
    text = "I'm Nora Quinn, 12 Elm Road, Bath. My phone +44 20 7946 0958."
    out = redact(text)
    assert "Nora Quinn" not in out and "Elm Road" not in out and "7946" not in out


# ---------------------------------------------------------------- robustness and speed


@pytest.mark.parametrize("text", [
    "\x00" * 1000,
    "\ud800\udfff\ud83d" * 300,
    "1 " * 20000,
    "1-" * 20000,
    "+48 604 218 935, " * 2000,
    "Mam depresję. " * 3000,
    "a@" * 20000,
    "I " * 20000,
    "password is " * 5000,
    "İ" * 1000 + " my pin is 1234",
    # masks without a number after them (a row of dots beside any digit hung partial.py's masked-number pattern)
    "1 " + "." * 3000 + " x",
    "Chapter 1 " + "." * 48 + " page 9",  # a table of contents' leader dots
    "1 " + "*" * 3000 + "x",
    "1 " + "• " * 3000 + "x",
    "1 " + "XX-" * 3000 + "y",
    "--90.71%--__libc_start_main\n          |" * 300,
    # log records, list items and spelled letters repeated
    "2026-02-11 07:30:12,482 INFO " * 3000,
    "Anna (" * 3000,
    "hasło: K jak Karol, " * 2000,
])
def test_pathological_inputs_finish_quickly(text):
    # CPU time of this process: a catastrophic backtrack burns it, a loaded machine's waiting does not
    start = time.process_time()
    v = detect(text)
    out = redact(text)
    assert time.process_time() - start < 10
    assert isinstance(out, str)
    for f in v.findings:
        assert 0 <= f.start < f.end <= len(text)


def test_throughput_is_in_the_thousands_per_second():
    rng = random.Random(3)
    pool = [
        "How do I debounce a search input in React?",
        "Ich programmiere meistens in Kotlin.",
        "Mam depresję i biorę leki.",
        f"My card is {groups_of_four(VISA)}",
        "Call me on +48 604 218 935 tomorrow",
        "Bump Node from 18.19.1 to 20.11.0",
        "Zarabiam 7 400 zł na rękę.",
        "I'm Edith Crawley, 9 Hawthorn Close, Leeds.",
    ]
    texts = [rng.choice(pool) for _ in range(2000)]
    for t in texts[:50]:
        detect(t)
    start = time.process_time()
    for t in texts:
        detect(t)
    per_second = len(texts) / max(time.process_time() - start, 1e-9)
    # the benchmark target is 5,000/s (benchmarks/privacy_speed.py measures it); this only guards against an
    # order-of-magnitude regression. (On this pool, mostly messages with numbers, the slow CI machine reads 780 to
    # 1,300/s from one run to the next on the same code, so a floor of 1,000 failed by chance.)
    assert per_second > 500, per_second


_ANY_CHAR = st.characters(exclude_categories=())  # includes lone surrogates and controls


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(alphabet=st.one_of(_ANY_CHAR, st.sampled_from("\x00 0123456789+-@.:/ \n")), max_size=300))
def test_detect_never_raises_and_spans_are_sane(text):
    v = detect(text)
    assert v.label in ("red", "green")
    assert v.is_red == bool(v.findings)
    assert v.reason == (v.findings[0].reason if v.findings else "")
    for f in v.findings:
        assert isinstance(f.kind, Kind)
        assert 0 <= f.start < f.end <= len(text)
        assert f.reason
    out = redact(text)
    if not v.findings:
        assert out == text
    else:
        assert "[private]" in out


_FILLER = st.lists(
    st.sampled_from(["hello", "please", "note:", "thanks", ",", ".", "\n", "zażółć", "über", "🙂", "\x00", "ok", "—"]),
    max_size=8,
).map(" ".join)


def _card(draw_digits: str) -> str:
    return groups_of_four(luhn_complete("4" + draw_digits))


_SECRETS = st.one_of(
    st.text("0123456789", min_size=14, max_size=14).map(_card),
    st.text("0123456789", min_size=18, max_size=18).map(lambda d: groups_of_four(iban_for("DE", d))),
    st.tuples(st.integers(1900, 2099), st.integers(1, 12), st.integers(1, 28), st.text("0123456789", min_size=4, max_size=4))
      .map(lambda t: pesel_for(*t)),
    # (70x and 80x are premium-rate and toll-free lines: a business's, never a person's number)
    st.from_regex(r"\+48 (?:[56]\d|7[1-9]|8[1-9])\d \d{3} \d{3}", fullmatch=True),
    st.from_regex(r"[a-z]{3,8}\.[a-z]{2,6}[0-9]{2}@[a-z]{3,8}\.(?:pl|com|de)", fullmatch=True),
    st.from_regex(r"ghp_[A-Za-z0-9]{36}", fullmatch=True).filter(lambda s: any(c.isdigit() for c in s)),
)


@settings(max_examples=200, deadline=None)
@given(_FILLER, _SECRETS, _FILLER)
def test_redacted_text_never_contains_the_secret(before, secret, after):
    text = f"{before} {secret} {after}"
    v = detect(text)
    assert v.is_red, text
    out = redact(text)
    assert secret not in out
    for f in v.findings:
        assert text[f.start:f.end] not in out
