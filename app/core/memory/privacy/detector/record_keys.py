"""A database record's key is no secret key (round 31).

"la clave e9f79234-dcd8-... se repite en dos tablas, ¿es normal?", "klucz główny 18056035-7d73-... występuje dwa razy":
the word for a key ("clave", "klucz", "key", "Schlüssel", "clé", "ключ") also names a table's primary or foreign key,
and a UUID is the usual shape of one. The secret finders read "clave <value>" and "klucz <value>" as a password or a
secret key. The value is a record's key when
- a database key's own name stands before it: primary, foreign, composite or surrogate key, "klucz główny / obcy /
  podstawowy", "clave primaria / foránea / ajena", "Primärschlüssel", "Fremdschlüssel", "clé primaire / étrangère",
  "первинний / зовнішній ключ", "первичный / внешний ключ";
- or it is a UUID and the message speaks of tables, rows, columns, records, a database or duplicates and names no
  credential (a password, a token, a secret, an API, a login, a licence or a wallet).

Red stays red: "my API key is 6f1c...-..." (a credential named), "clave del wifi: ..." (no UUID, no key name), a UUID
after "secret" or "token".
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import Finding, Kind, speed_up

_UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
# a database key's name right before the value (lower-cased text)
_KEY_NAME = re.compile(
    r"(?<![^\W\d_])(?:(?:primary|foreign|composite|surrogate|natural|partition|sort|row|record|lookup) key|pk|fk|"
    r"klucz\w* (?:główn\w*|glown\w*|obc\w*|podstawow\w*|złożon\w*|zlozon\w*|rekordu|wiersza)|"
    r"clave (?:primaria|for[áa]nea|ajena|compuesta|del registro|de la fila)|"
    r"prim[äa]rschl[üu]ssel\w*|fremdschl[üu]ssel\w*|datensatzschl[üu]ssel\w*|"
    r"cl[ée] (?:primaire|[ée]trang[èe]re|composite|de l['’]enregistrement)|"
    r"первинн\w* ключ\w*|зовнішн\w* ключ\w*|первичн\w* ключ\w*|внешн\w* ключ\w*)(?![^\W\d_])[^\n.!?]{0,24}$"
)
# the message speaks of stored records
_RECORDS = re.compile(
    r"(?<![^\W\d_])(?:tables?|tabl[ae]s?|tabel\w*|tabelle\w*|таблиц\w*|rows?|filas?|wiersz\w*|zeilen?|lignes?|"
    r"рядк\w*|рядок|строк\w*|columns?|kolumn\w*|columnas?|spalten?|colonnes?|стовпц\w*|столбц\w*|records?|rekord\w*|"
    r"registros?|datens[äa]tz\w*|enregistrements?|запис\w*|database|db|baz\w* danych|base de (?:datos|donn[ée]es)|"
    r"datenbank\w*|баз\w* дан\w*|sql|insert|select|join|uuid|guid|v4|duplicat\w*|duplik\w*|doublons?|дубл\w*|"
    r"se repite|repeated|powtarza\w*|występuje dwa|wiederholt|se r[ée]p[èe]te|повторю\w*|повторя\w*)(?![^\W\d_])"
)
_CREDENTIAL = re.compile(
    r"passw\w*|hasł\w*|hasl\w*|contrase\w*|mot de passe|mdp|парол\w*|token\w*|токен\w*|secret\w*|geheim\w*|sekret\w*|"
    r"secreto|секрет\w*|api|login|logowa\w*|anmeld\w*|auth\w*|licen[cs]\w*|licencj\w*|lizenz\w*|ліценз\w*|лиценз\w*|"
    r"wallet|portfel\w*|cartera|portefeuille|гаман\w*|кошел\w*|wifi|wi-fi|wlan|access|dostęp\w*|zugang\w*|acceso|"
    r"accès|доступ\w*"
)


def drop_record_keys(low: str, findings: list[Finding], rejected: list[tuple[int, int]]) -> list[Finding]:
    """`findings` without the secret findings on a record's key (see the module's doc; `low`: the lower-cased text)."""
    kept = []
    credential: bool | None = None
    for f in findings:
        if f.kind is Kind.SECRET and _UUID.search(low, f.start, f.end):
            if _KEY_NAME.search(low, max(0, f.start - 60), f.start):
                rejected.append((f.start, f.end))
                continue
            if credential is None:
                credential = _CREDENTIAL.search(low) is not None
            if not credential and _RECORDS.search(low):
                rejected.append((f.start, f.end))
                continue
        kept.append(f)
    return kept


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
