"""Round 44 (rids): an authenticator's seed - the TOTP secret a site shows as a QR code's "setup key" for Google
Authenticator, Aegis, Authy, 2FAS: base32 (letters and the digits 2 to 7), 16 to 64 characters, often printed in
groups of four and typed in lower case ("Der Einrichtungsschlüssel für Aegis ist o2xl alsl l2eg d5zk ...", "klucz
konfiguracji: gezd gnbv ...", "clave de configuración de Google Authenticator: mfrg gzdf ...", "секретний ключ 2FA:
KRSX..."). Whoever holds it makes the writer's second-factor codes: a secret like a password.

secrets.py reads a seed right after "authenticator key"/"2FA secret"; people name it further away, with the app's
name and their own words for the setup key. Read here: a setup key's or an authenticator's word in the value's
sentence (up to 90 characters before it, or 40 after), and a value of base32's shape - one case, six letters and at
least two of the digits 2-7 (one in four groups or more), together (16 to 64) or in four to sixteen groups of four.
Words typed in groups of four letters have no digits; a hexadecimal hash has 0, 1, 8 and 9.

Green limits: a documentation's or an RFC's sample ("example", "RFC 6238", "test vector", "Beispiel", "przykład",
"ejemplo", "exemple", "приклад", "пример", and the two seeds every tutorial prints), a run of one group repeated.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.findings import speed_up

# the words of a setup key or an authenticator (lower-cased text), one of them in the message
GATE_WORDS = ("2fa", "totp", "otp", "mfa", "authenticat", "authy", "aegis", "2fas", "two-factor", "two factor",
              "setup key", "secret key", "seed", "uwierzytel", "dwuskładnik", "dwuskladnik", "dwuetap", "klucz konfig",
              "einrichtungsschl", "zwei-faktor", "2-faktor", "geheimschl", "clave de config", "dos pasos",
              "doble factor", "autentica", "clé de config", "cle de config", "double authent", "deux facteurs",
              "clé secrète", "cle secrete", "authentifica", "секретн", "ключ налашт", "ключ настр", "двофактор",
              "двухфактор", "аутентиф", "двоетап", "двухэтап")
_NAMES = (r"2fa|totp|otp|mfa|\w*authenticat\w*|authy|aegis|2fas|freeotp|two[\- ]factor|setup key|secret key|seed|"
          r"\w*uwierzyteln\w*|dwusk[łl]adnik\w*|dwuetap\w*|klucz\w* (?:konfiguracj\w*|tajn\w*|sekretn\w*)|"
          r"einrichtungsschl[üu]ssel\w*|zwei[\- ]?faktor\w*|2[\- ]faktor\w*|geheimschl[üu]ssel\w*|"
          r"clave (?:de configuraci[oó]n|secreta)|dos pasos|doble factor|autenticaci[oó]n|"
          r"cl[ée] (?:de configuration|secr[èe]te)|double authentification|deux facteurs|authentification|"
          r"секретн\w* ключ\w*|ключ\w* (?:налаштуван\w*|настройк\w*)|двофактор\w*|двухфактор\w*|аутентифікатор\w*|"
          r"аутентификатор\w*|двоетап\w*|двухэтап\w*")
_NAME = re.compile(r"(?<![^\W\d_])(?:" + _NAMES + r")(?![^\W\d_])")
# the value: base32 together, or in groups of four parted by one space or dash
_SEED = re.compile(r"(?<![\w\-/=.])((?:[a-z2-7]{4}[ \-]){3,15}[a-z2-7]{4}|[a-z2-7]{16,64})(=*)(?![\w\-/])")
_DIGITS = re.compile(r"[2-7]")
_SAMPLE = re.compile(r"(?<![^\W\d_])(?:example\w*|sample\w*|rfc|test vectors?|dummy|placeholder|beispiel\w*|"
                     r"przyk[łl]ad\w*|ejemplo\w*|exemple\w*|приклад\w*|пример\w*)(?![^\W\d_])")
# the seeds tutorials print ("Hello!" and RFC 6238's "12345678901234567890" in base32)
_TUTORIAL = ("jbswy3dpehpk3pxp", "gezdgnbvgy3tqojq")


def find_totp_seeds(text: str, low: str, add: Callable[[str, int, int], None]) -> None:
    """Call add(reason, start, end) for each authenticator seed in `text` (`low`: lower-cased, same length)."""
    if not any(w in low for w in GATE_WORDS):
        return
    for m in _SEED.finditer(low):
        start, end = m.span(1)
        raw = text[start:end]
        letters = [c for c in raw if c.isalpha()]
        if not (all(c.isupper() for c in letters) or all(c.islower() for c in letters)):
            continue  # a word in mixed case, an identifier in camel case
        value = m.group(1).replace(" ", "").replace("-", "")
        groups = m.group(1).replace("-", " ").split(" ")
        if len(_DIGITS.findall(value)) < (1 if len(groups) >= 4 else 2) or len(letters) < 6 or len(value) < 16:
            continue
        if len(groups) > 1 and len(set(groups)) == 1:
            continue
        if any(t in value for t in _TUTORIAL):
            continue
        stop = max(low.rfind(". ", 0, start), low.rfind("\n", 0, start), start - 90, 0)
        after = low.find(". ", m.end())
        after = min(m.end() + 40, after if after >= 0 else len(low))
        if not (_NAME.search(low, stop, start) or _NAME.search(low, m.end(), after)):
            continue
        if _SAMPLE.search(low, stop, after):
            continue
        add("authenticator secret", start, m.end())


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
