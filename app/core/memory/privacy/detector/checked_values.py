"""Does a value really fail its check? For failed_checks.py's developers and testers (round 39).

"Mi validador de DNI acepta 61010338P y la letra no cuadra", "My regex for NHS numbers accepts 464 389 8268. It shouldn't,
the check digit is wrong", "Мой валидатор пропускает ИНН 896365929770, хотя контрольные цифры неверные": a developer
shows a value their code lets through and says it fails its check. Such a value is nobody's document when it REALLY fails
(no office issues a number whose check digit is wrong); one that passes is a real-looking number whatever the message
says about it ("is it valid?" asked of a valid PESEL is the writer's PESEL).

`really_fails` tries the checks the message names (DNI, NHS, ИНН, PESEL, IBAN ...) or, when it names none, every check
the value's shape can carry: it fails only when none of them passes. None: no check fits the value (a US SSN, a phone's
digits), so nothing can be confirmed.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector import checksums as ck
from app.core.memory.privacy.detector.lazy import LazyPattern


def _inn_ok(d: str) -> bool:
    from stdnum.ru import inn

    try:
        return bool(inn.is_valid(d))
    except Exception:
        return False


def _nss_ok(d: str) -> bool:
    from app.core.memory.privacy.detector.numbers import spanish_nss_ok

    return spanish_nss_ok(d)


# (plain sources: re.fullmatch compiles and caches the few a message asks for, when one asks)
# (name, the value's compact shape, its check): a shape the check can be asked of
_CHECKS: list[tuple[str, str, Callable[[str], bool]]] = [
    ("dni", r"\d{8}[A-Z]", ck.spanish_dni_ok),
    ("nie", r"[XYZ]\d{7}[A-Z]", ck.spanish_nie_ok),
    ("cif", r"[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J]", ck.spanish_cif_ok),
    ("iban", r"[A-Z]{2}\d{2}[A-Z0-9]{11,30}", ck.iban_ok),
    ("nhs", r"\d{10}", ck.nhs_number_ok),
    ("inn", r"\d{10}|\d{12}", _inn_ok),
    ("rnokpp", r"\d{10}", ck.ukrainian_rntrc_ok),
    ("nip", r"\d{10}", ck.nip_ok),
    ("pesel", r"\d{11}", ck.pesel_ok),
    ("idnr", r"\d{11}", ck.german_tax_id_ok),
    ("nss", r"\d{12}", _nss_ok),
    ("nir", r"[12]\d{14}", ck.french_nir_ok),
    ("nrb", r"\d{26}", ck.nrb_ok),
    ("card", r"\d{13,19}", ck.luhn_ok),
    # (round 40) the German health-insurance number (a letter, nine digits) and the Russian ОМС policy's sixteen
    # digits: "die Versichertennummer A960194170 ist ungültig", "мой скрипт не принимает полис ОМС ..."
    ("kvnr", r"[A-Z]\d{9}", ck.german_kvnr_ok),
    ("oms", r"\d{16}", ck.russian_oms_ok),
    # (round 46, rfr) the Russian СНИЛС (nine digits and a two-digit check): "466-476-453 38 — этот СНИЛС из примера не
    # проходит проверку контрольного числа"
    ("snils", r"\d{11}", ck.snils_ok),
    # (round 49, rfr) the Polish identity card (three letters, six digits, the first digit the check) and passport (two
    # letters, seven digits): "testuję walidator numerów dowodu, YGI764721 powinien odpaść, bo cyfra kontrolna się nie
    # zgadza"
    ("dowod", r"[A-Z]{3}\d{6}", ck.polish_id_card_ok),
    ("paszport", r"[A-Z]{2}\d{7}", ck.polish_passport_ok),
]
# the document a message names, as its words are written (lower-cased): the check(s) it means
_NAMED = [
    (LazyPattern(r"(?<![^\W\d_])(?:dni|nif)(?![^\W\d_])"), ("dni", "nie", "cif")),
    (LazyPattern(r"(?<![^\W\d_])(?:nie|tie)(?![^\W\d_])"), ("nie",)),
    (LazyPattern(r"(?<![^\W\d_])cif(?![^\W\d_])"), ("cif",)),
    (LazyPattern(r"iban|(?<![^\W\d_])(?:nrb|konto|konta|rachun\w*)(?![^\W\d_])"), ("iban", "nrb")),
    (LazyPattern(r"(?<![^\W\d_])nhs(?![^\W\d_])"), ("nhs",)),
    (LazyPattern(r"(?<![^\W\d_])(?:инн|інн|inn)(?![^\W\d_])"), ("inn", "rnokpp")),
    (LazyPattern(r"(?<![^\W\d_])(?:рнокпп|іпн|ипн|ipn|rnokpp)(?![^\W\d_])"), ("rnokpp",)),
    (LazyPattern(r"(?<![^\W\d_])nip(?![^\W\d_])"), ("nip",)),
    (LazyPattern(r"pesel"), ("pesel",)),
    (LazyPattern(r"steuer-?id|(?<![^\W\d_])idnr"), ("idnr",)),
    (LazyPattern(r"seguridad social|(?<![^\W\d_])nu?ss(?![^\W\d_])"), ("nss",)),
    (LazyPattern(r"(?<![^\W\d_])nir(?![^\W\d_])|s[ée]curit[ée] sociale"), ("nir",)),
    (LazyPattern(r"versichertennummer|versichertennr|(?<![^\W\d_])(?:kvnr|egk)(?![^\W\d_])"), ("kvnr",)),
    (LazyPattern(r"(?<![^\W\d_])(?:омс|oms|енп)(?![^\W\d_])|полис|поліс"), ("oms",)),
    (LazyPattern(r"снилс|снілс|snils"), ("snils",)),
    (LazyPattern(r"(?<![^\W\d_])(?:dow[oó]d\w*|dowodzik\w*)(?![^\W\d_])"), ("dowod",)),
    (LazyPattern(r"paszport\w*"), ("paszport",)),
    (LazyPattern(r"card|karta|karty|kart[eęy]|tarjeta|carte|картк\w*|карт[аыу]|luhn"), ("card",)),
]


def really_fails(value: str, low_context: str) -> bool | None:
    """True when `value` fails every check that fits it (those `low_context` names, else all its shape allows);
    False when one passes; None when no check fits."""
    compact = re.sub(r"[\s\-./]", "", value).upper()
    named = {n for pattern, names in _NAMED if pattern.search(low_context) for n in names}
    tried = False
    for name, shape, check in _CHECKS:
        if (named and name not in named) or not re.fullmatch(shape, compact):
            continue
        tried = True
        if check(compact):
            return False
    return True if tried else None
