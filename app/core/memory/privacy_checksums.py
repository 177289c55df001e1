"""Check-digit and shape validators used by the local privacy detector.

Pure functions on strings of digits (or upper-case alphanumerics); none of them raise on junk
input, they just return False.
"""
from __future__ import annotations

import datetime as _dt

# IBAN length per country: the SWIFT registry plus the countries that publish "experimental"
# IBANs (mostly in Africa) which banks already print on statements.
IBAN_LENGTHS: dict[str, int] = {
    "AD": 24, "AE": 23, "AL": 28, "AT": 20, "AZ": 28, "BA": 20, "BE": 16, "BG": 22, "BH": 22,
    "BI": 27, "BR": 29, "BY": 28, "CH": 21, "CR": 22, "CY": 28, "CZ": 24, "DE": 22, "DJ": 27,
    "DK": 18, "DO": 28, "EE": 20, "EG": 29, "ES": 24, "FI": 18, "FK": 18, "FO": 18, "FR": 27,
    "GB": 22, "GE": 22, "GI": 23, "GL": 18, "GR": 27, "GT": 28, "HN": 28, "HR": 21, "HU": 28,
    "IE": 22, "IL": 23, "IQ": 23, "IS": 26, "IT": 27, "JO": 30, "KW": 30, "KZ": 20, "LB": 28,
    "LC": 32, "LI": 21, "LT": 20, "LU": 20, "LV": 21, "LY": 25, "MC": 27, "MD": 24, "ME": 22,
    "MK": 19, "MN": 20, "MR": 27, "MT": 31, "MU": 30, "NI": 28, "NL": 18, "NO": 15, "OM": 23,
    "PK": 24, "PL": 28, "PS": 29, "PT": 25, "QA": 29, "RO": 24, "RS": 22, "RU": 33, "SA": 24,
    "SC": 31, "SD": 18, "SE": 24, "SI": 19, "SK": 24, "SM": 27, "SO": 23, "ST": 25, "SV": 28,
    "TL": 23, "TN": 24, "TR": 26, "UA": 29, "VA": 22, "VG": 24, "XK": 20, "YE": 30,
    # experimental / national IBANs
    "AO": 25, "BF": 28, "BJ": 28, "CF": 27, "CG": 27, "CI": 28, "CM": 27, "CV": 25, "DZ": 26,
    "GA": 27, "GQ": 27, "GW": 25, "IR": 26, "KM": 27, "MA": 28, "MG": 27, "ML": 28, "MZ": 25,
    "NE": 28, "SN": 28, "TD": 27, "TG": 28,
}


def luhn_ok(digits: str) -> bool:
    if not digits.isdigit() or len(digits) < 2:
        return False
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = ord(ch) - 48
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def plausible_card_prefix(digits: str) -> bool:
    """Issuer identification number ranges of the card schemes people actually carry."""
    n = len(digits)
    if not 13 <= n <= 19:
        return False
    p1, p2, p3, p4 = digits[0], int(digits[:2]), int(digits[:3]), int(digits[:4])
    if p1 == "4":                                   # Visa (13, 16, 19)
        return n in (13, 16, 19)
    if 51 <= p2 <= 55 or 2221 <= p4 <= 2720:        # Mastercard
        return n == 16
    if p2 in (34, 37):                              # American Express
        return n == 15
    if 2200 <= p4 <= 2204:                          # Mir
        return n >= 16
    if 300 <= p3 <= 305 or p3 == 309 or p2 in (36, 38, 39):   # Diners Club
        return n >= 14
    if 3528 <= p4 <= 3589:                          # JCB
        return n >= 16
    if p2 == 50 or 56 <= p2 <= 69:                  # Maestro, Discover, UnionPay, RuPay
        return n >= 12
    if p2 in (81, 82):                              # UnionPay / RuPay newer ranges
        return n >= 16
    return False


def _alnum_to_int_string(text: str) -> str | None:
    out = []
    for ch in text:
        if "0" <= ch <= "9":
            out.append(ch)
        elif "A" <= ch <= "Z":
            out.append(str(ord(ch) - 55))
        else:
            return None
    return "".join(out)


def iban_ok(compact: str) -> bool:
    """`compact` is upper-case without spaces, e.g. 'DE89370400440532013000'."""
    if len(compact) < 15 or len(compact) > 34:
        return False
    country = compact[:2]
    expected = IBAN_LENGTHS.get(country)
    if expected is None or len(compact) != expected or not compact[2:4].isdigit():
        return False
    numeric = _alnum_to_int_string(compact[4:] + compact[:4])
    return numeric is not None and int(numeric) % 97 == 1


def nrb_ok(digits: str) -> bool:
    """Polish domestic account number (NRB): a PL IBAN without the 'PL' prefix."""
    return len(digits) == 26 and digits.isdigit() and iban_ok("PL" + digits)


def pesel_ok(digits: str) -> bool:
    if len(digits) != 11 or not digits.isdigit():
        return False
    weights = (1, 3, 7, 9, 1, 3, 7, 9, 1, 3)
    total = sum(int(d) * w for d, w in zip(digits, weights))
    if (10 - total % 10) % 10 != int(digits[10]):
        return False
    year, month, day = int(digits[0:2]), int(digits[2:4]), int(digits[4:6])
    century = {0: 1900, 20: 2000, 40: 2100, 60: 2200, 80: 1800}.get(month - month % 20)
    if century is None:
        return False
    month = month % 20
    try:
        _dt.date(century + year, month, day)
    except ValueError:
        return False
    return True


def ssn_ok(area: str, group: str, serial: str) -> bool:
    """US SSN range rules: no 000/666/9xx area, no 00 group, no 0000 serial."""
    if area in ("000", "666") or area.startswith("9"):
        return False
    if group == "00" or serial == "0000":
        return False
    # numbers the SSA itself voided after they were printed in advertising
    if area + group + serial in {"078051120", "219099999", "457555462", "123456789"}:
        return False
    return True


def polish_id_card_ok(code: str) -> bool:
    """Polish identity card (dowód osobisty): AAA C DDDDD, C is the check digit."""
    code = code.replace(" ", "")
    if len(code) != 9 or not code[:3].isalpha() or not code[3:].isdigit() or not code.isascii():
        return False
    values = [ord(c) - 55 for c in code[:3].upper()] + [int(c) for c in code[3:]]
    weights = (7, 3, 1, 9, 7, 3, 1, 7, 3)
    return sum(v * w for v, w in zip(values, weights)) % 10 == 0


def polish_passport_ok(code: str) -> bool:
    """Polish passport: AA C DDDDDD with the check digit third."""
    code = code.replace(" ", "")
    if len(code) != 9 or not code[:2].isalpha() or not code[2:].isdigit() or not code.isascii():
        return False
    values = [ord(c) - 55 for c in code[:2].upper()] + [int(c) for c in code[2:]]
    weights = (7, 3, 9, 1, 7, 3, 1, 7, 3)
    return sum(v * w for v, w in zip(values, weights)) % 10 == 0


def german_tax_id_ok(digits: str) -> bool:
    """Steuerliche Identifikationsnummer: 11 digits, ISO 7064 MOD 11,10 check digit."""
    if len(digits) != 11 or not digits.isdigit() or digits[0] == "0":
        return False
    product = 10
    for ch in digits[:10]:
        total = (int(ch) + product) % 10 or 10
        product = (total * 2) % 11
    check = 11 - product
    if check == 10:
        check = 0
    return check == int(digits[10])
