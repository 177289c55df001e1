"""Check-digit validators used by the local privacy detector, on python-stdnum.

The national and financial formats (IBAN, PESEL, NIP, REGON, Steuer-ID, DNI/NIE, NIR, SSN, RNOKPP,
NHS number ...) are validated by python-stdnum, which tracks the registries; this module only adapts
them to "compact string in, bool out" and keeps the two Polish document checks stdnum lacks (identity
card and passport) and the card schemes' issuer ranges. None of the functions raise on junk input.
"""
from __future__ import annotations

from stdnum import iban as _iban
from stdnum import luhn as _luhn
from stdnum.de import idnr as _de_idnr
from stdnum.de import stnr as _de_stnr
from stdnum.de import vat as _de_vat
from stdnum.es import cif as _es_cif
from stdnum.es import dni as _es_dni
from stdnum.es import nie as _es_nie
from stdnum.fr import nif as _fr_nif
from stdnum.fr import nir as _fr_nir
from stdnum.fr import siren as _fr_siren
from stdnum.fr import siret as _fr_siret
from stdnum.fr import tva as _fr_tva
from stdnum.gb import nhs as _gb_nhs
from stdnum.gb import utr as _gb_utr
from stdnum.gb import vat as _gb_vat
from stdnum.iso7064 import mod_97_10 as _mod97
from stdnum.pl import nip as _pl_nip
from stdnum.pl import pesel as _pl_pesel
from stdnum.pl import regon as _pl_regon
from stdnum.ua import rntrc as _ua_rntrc
from stdnum.us import itin as _us_itin
from stdnum.us import ssn as _us_ssn

# Countries that publish "experimental" IBANs (mostly in Africa) which banks already print on
# statements but which are not (yet) in the SWIFT registry stdnum follows: only length and mod-97.
EXPERIMENTAL_IBAN_LENGTHS: dict[str, int] = {
    "AO": 25, "BF": 28, "BJ": 28, "CF": 27, "CG": 27, "CI": 28, "CM": 27, "CV": 25, "DZ": 26,
    "GA": 27, "GQ": 27, "GW": 25, "IR": 26, "KM": 27, "MA": 28, "MG": 27, "ML": 28, "MZ": 25,
    "NE": 28, "SN": 28, "TD": 27, "TG": 28,
}


def _registry_lengths() -> dict[str, int]:
    """IBAN length per registry country, from stdnum's own database."""
    out: dict[str, int] = {}
    try:
        for entry in _iban._ibandb.prefixes:  # type: ignore[attr-defined]  # (len, low, high, props, children)
            country, bban = entry[1], entry[3].get("bban", "")
            total = sum(int("".join(ch for ch in part if ch.isdigit()) or 0) for part in bban.split("!")[:-1])
            if total:
                out[country] = total + 4
    except Exception:  # an internal change in stdnum: fall back to validation alone
        pass
    return out


IBAN_LENGTHS: dict[str, int] = {**_registry_lengths(), **EXPERIMENTAL_IBAN_LENGTHS}


def _ok(module, value: str) -> bool:
    try:
        return bool(module.is_valid(value))
    except Exception:
        return False


def luhn_ok(digits: str) -> bool:
    return digits.isdigit() and len(digits) >= 2 and _ok(_luhn, digits)


def plausible_card_prefix(digits: str) -> bool:
    """Issuer identification number ranges of the card schemes people actually carry."""
    n = len(digits)
    if not 13 <= n <= 19 or not digits.isdigit():
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


def ean13_ok(digits: str) -> bool:
    """GS1 EAN-13 / GTIN-13 check digit (weights 1, 3 from the left): the barcode of a product."""
    if len(digits) != 13 or not digits.isdigit():
        return False
    total = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(digits[:12]))
    return (10 - total % 10) % 10 == int(digits[12])


def iban_ok(compact: str) -> bool:
    """`compact` is upper-case without spaces, e.g. 'DE89370400440532013000'."""
    if not 15 <= len(compact) <= 34 or not compact.isalnum() or not compact.isascii():
        return False
    country = compact[:2]
    if IBAN_LENGTHS.get(country, len(compact)) != len(compact) or not _mod97_one(compact):
        return False  # cheap: most candidates fail here, before stdnum's registry look-up
    if country in EXPERIMENTAL_IBAN_LENGTHS:
        return len(compact) == EXPERIMENTAL_IBAN_LENGTHS[country] and compact[2:4].isdigit() and _ok(
            _mod97, compact[4:] + compact[:4])
    return _ok(_iban, compact)


def _mod97_one(compact: str) -> bool:
    """ISO 7064 mod 97-10 over the rearranged IBAN (letters as 10..35)."""
    moved = compact[4:] + compact[:4]
    try:
        return int("".join(str(int(ch, 36)) for ch in moved)) % 97 == 1
    except ValueError:
        return False


def nrb_ok(digits: str) -> bool:
    """Polish domestic account number (NRB): a PL IBAN without the 'PL' prefix."""
    return len(digits) == 26 and digits.isdigit() and iban_ok("PL" + digits)


def pesel_ok(digits: str) -> bool:
    """PESEL: check digit and a real birth date (stdnum checks both)."""
    return len(digits) == 11 and digits.isdigit() and _ok(_pl_pesel, digits)


def snils_ok(digits: str) -> bool:
    """Russian СНИЛС: eleven digits, the last two the check of the first nine (weights 9..1, mod 101; 100 and 101 are 00).
    (Round 46, rfr: moved here from insurance_numbers so that checked_values can ask it of a value said to fail.)"""
    if len(digits) != 11 or not digits.isdigit():
        return False
    total = sum(int(c) * (9 - i) for i, c in enumerate(digits[:9]))
    check = total if total < 100 else 0 if total in (100, 101) else total % 101 % 100
    return check == int(digits[9:])


def ssn_ok(area: str, group: str, serial: str) -> bool:
    """US SSN: stdnum's area/group/serial rules and the numbers the SSA voided after they were
    printed in advertising; 123-45-6789 is everyone's placeholder."""
    value = area + group + serial
    return value != "123456789" and _ok(_us_ssn, value)


def itin_ok(digits: str) -> bool:
    """US individual taxpayer identification number (9xx-7x-xxxx and the other ITIN ranges)."""
    return _ok(_us_itin, digits)


def nip_ok(digits: str) -> bool:
    return len(digits) == 10 and _ok(_pl_nip, digits)


def regon_ok(digits: str) -> bool:
    return len(digits) in (9, 14) and _ok(_pl_regon, digits)


def german_tax_id_ok(digits: str) -> bool:
    """Steuerliche Identifikationsnummer (IdNr), 11 digits."""
    return len(digits) == 11 and _ok(_de_idnr, digits)


def german_tax_number_ok(value: str) -> bool:
    """Steuernummer in any Land's format ("181/815/08155", "2181508150")."""
    return _ok(_de_stnr, value)


def spanish_dni_ok(value: str) -> bool:
    return _ok(_es_dni, value)


def spanish_nie_ok(value: str) -> bool:
    return _ok(_es_nie, value)


def french_nir_ok(value: str) -> bool:
    """Numéro de sécurité sociale (NIR), 15 characters with the key (Corsica: 2A / 2B)."""
    return _ok(_fr_nir, value)


def french_tax_number_ok(digits: str) -> bool:
    """Numéro fiscal de référence (SPI), 13 digits."""
    return _ok(_fr_nif, digits)


def ukrainian_rntrc_ok(digits: str) -> bool:
    """РНОКПП / ІПН: the individual taxpayer number, 10 digits."""
    return len(digits) == 10 and _ok(_ua_rntrc, digits)


def nhs_number_ok(digits: str) -> bool:
    return _ok(_gb_nhs, digits)


def uk_utr_ok(digits: str) -> bool:
    return _ok(_gb_utr, digits)


def polish_id_card_ok(code: str) -> bool:
    """Polish identity card (dowód osobisty): AAA C DDDDD, C is the check digit (weights
    7 3 1 9 7 3 1 7 3 over the letters' values A=10 ... and the digits). Not in stdnum."""
    code = code.replace(" ", "").upper()
    if len(code) != 9 or not code[:3].isalpha() or not code[3:].isdigit() or not code.isascii():
        return False
    values = [ord(c) - 55 for c in code[:3]] + [int(c) for c in code[3:]]
    weights = (7, 3, 1, 9, 7, 3, 1, 7, 3)
    return sum(v * w for v, w in zip(values, weights)) % 10 == 0


def polish_passport_ok(code: str) -> bool:
    """Polish passport: AA C DDDDDD with the check digit third. Not in stdnum."""
    code = code.replace(" ", "").upper()
    if len(code) != 9 or not code[:2].isalpha() or not code[2:].isdigit() or not code.isascii():
        return False
    values = [ord(c) - 55 for c in code[:2]] + [int(c) for c in code[2:]]
    weights = (7, 3, 9, 1, 7, 3, 1, 7, 3)
    return sum(v * w for v, w in zip(values, weights)) % 10 == 0


def _icao_value(ch: str) -> int:
    return int(ch) if ch.isdigit() else ord(ch) - 55


def german_id_card_ok(code: str) -> bool:
    """German Personalausweis / Reisepass document number with its check digit (ICAO 9303:
    weights 7 3 1 over digits and letters A=10 ...), e.g. 'T220001293'. Not in stdnum."""
    code = code.replace(" ", "").upper()
    if len(code) != 10 or not code.isascii() or not code.isalnum() or not code[-1].isdigit():
        return False
    total = sum(_icao_value(c) * (7, 3, 1)[i % 3] for i, c in enumerate(code[:9]))
    return total % 10 == int(code[9])


def uk_driving_licence_ok(code: str) -> bool:
    """UK (DVLA) driving licence number: the 6 digits are decade, month (+50 for women), day and year
    digit of the birth date; the surname part is letters padded with trailing 9s only."""
    code = code.upper()
    if len(code) != 16 or not code.isascii():
        return False
    surname = code[:5].rstrip("9")
    if not surname.isalpha():
        return False
    month, day = int(code[6:8]), int(code[8:10])
    if month > 50:
        month -= 50
    return 1 <= month <= 12 and 1 <= day <= 31


def german_svnr_ok(code: str) -> bool:
    """German social-insurance (pension) number, Sozialversicherungs-/Rentenversicherungsnummer: area (2
    digits), birth date DDMMYY, the birth surname's initial, serial (2 digits), check digit. The initial is
    read as its place in the alphabet (two digits); the twelve digits before the check digit are weighted
    2 1 2 5 7 1 2 1 2 1 2 1, each product's digit sum added, mod 10. Not in stdnum."""
    code = code.replace(" ", "").upper()
    if len(code) != 12 or not code.isascii() or not (code[:8].isdigit() and code[8].isalpha() and code[9:].isdigit()):
        return False
    day, month = int(code[2:4]), int(code[4:6])
    if not (1 <= day <= 31 or 41 <= day <= 71) or not 1 <= month <= 12:  # (+40 on the day: a second number)
        return False
    digits = code[:8] + f"{ord(code[8]) - 64:02d}" + code[9:11]
    total = sum(sum(divmod(int(d) * w, 10)) for d, w in zip(digits, (2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1)))
    return total % 10 == int(code[11])


def business_number_ok(compact: str) -> bool:
    """A registration or VAT number of a business in one of the six countries (stdnum's checks): German,
    French and British VAT numbers, SIRET and SIREN, Polish NIP and REGON. Which one it is matters not:
    the caller has a sole trader's own number, which names a person whatever its kind."""
    v = compact.upper()
    if v[:2] == "DE":
        return _ok(_de_vat, v)
    if v[:2] == "FR":
        return _ok(_fr_tva, v)
    if v[:2] == "GB":
        return _ok(_gb_vat, v)
    if v[:2] == "ES":  # (round 23) an autónomo's NIF-IVA: their DNI or NIE after ES
        return spanish_dni_ok(v[2:]) or spanish_nie_ok(v[2:]) or _ok(_es_cif, v[2:])
    if len(v) == 9 and v[0] in "ABCDEFGHJNPQRSUVW":  # (round 24) a Spanish company's CIF (a one-person firm's names it)
        return _ok(_es_cif, v)
    if v[:2] == "PL":
        v = v[2:]
    if not v.isdigit() or len(set(v)) <= 2:
        return False
    if len(v) == 14:
        return _ok(_fr_siret, v) or _ok(_pl_regon, v)
    if len(v) == 10:
        return _ok(_pl_nip, v)
    if len(v) == 9:
        return _ok(_fr_siren, v) or _ok(_pl_regon, v)
    return False


def spanish_cif_ok(value: str) -> bool:
    """A Spanish organisation's tax number (CIF: a letter for its kind, seven digits, a check character)."""
    return len(value) == 9 and value[0] in "ABCDEFGHJNPQRSUVW" and _ok(_es_cif, value)


def german_kvnr_ok(code: str) -> bool:
    """German health-insurance number (Krankenversichertennummer, on the eGK): a letter and nine digits, the last a
    check digit. The letter is read as its place in the alphabet (two digits), the ten digits before the check
    weighted 1 2 1 2 ..., each product's digit sum added, mod 10. Not in stdnum (round 40)."""
    if len(code) != 10 or not ("A" <= code[0] <= "Z" and code[1:].isdigit()):
        return False
    digits = f"{ord(code[0]) - 64:02d}" + code[1:9]
    total = sum(sum(divmod(int(d) * (1 + i % 2), 10)) for i, d in enumerate(digits))
    return total % 10 == int(code[9])


def russian_oms_ok(digits: str) -> bool:
    """A Russian compulsory health-insurance policy's single number (ЕНП полиса ОМС, sixteen digits): of the first
    fifteen, the digits in odd places counted from the right, read as one number and doubled, written after the
    digits in even places; the sum of that string's digits, taken from the next multiple of ten, is the sixteenth
    digit (ФОМС's order). Not in stdnum (round 40)."""
    if len(digits) != 16 or not digits.isdigit():
        return False
    body = digits[:15]
    odd = body[::-1][::2][::-1]  # places 1, 3, 5 ... from the right, in their order
    even = body[::-1][1::2][::-1]
    total = sum(int(c) for c in even + str(int(odd) * 2))
    return (10 - total % 10) % 10 == int(digits[15])


_KW_VALUES = {c: i for i, c in enumerate("0123456789XABCDEFGHIJKLMNOPRSTUWYZ")}


def polish_kw_ok(court: str, number: str, check: str) -> bool:
    """A Polish land register's number (księga wieczysta: court code, eight digits, check digit): the court code's
    characters read 0-9 as themselves, X as 10, then A ... Z without Q and V from 11, the twelve values weighted 1 3 7
    repeated, mod 10 (round 40)."""
    chars = court.upper() + number
    if len(chars) != 12 or not check.isdigit() or any(c not in _KW_VALUES for c in chars):
        return False
    return sum(_KW_VALUES[c] * (1, 3, 7)[i % 3] for i, c in enumerate(chars)) % 10 == int(check)
