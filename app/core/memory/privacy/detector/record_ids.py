"""A person's checked number under its field's name in a pasted technical record (round 40, rdev).

Developers and IT staff paste what broke: an SQL insert ("INSERT INTO clients (fio, inn) VALUES ('Зайцева Алла
Викторовна', '570218260407')"), a log line's key=value pairs ('doc_type=DO doc_no=ABS 116382 holder="Kamil Dudek"'),
a JSON body ('{"pib": "Оксана Ткачук", "rnokpp": "7981406816"}'), an HL7 PID segment from a hospital's feed
("PID|1|7831241396^^^NHS|ABERNETHY^CLAIRE|19720314|F"). The keyword rules read "ИНН 5702..." and "РНОКПП 7981..." in
prose, but a column's or a key's name in Latin letters ("inn", "rnokpp", "doc_no", "nhs_number") sits apart from its
value in an insert, and the message around it asks about the code, so nothing read the value.

The record's keys say what each value is; the value's check digit says it is one: a Russian personal INN (12 digits,
both check digits), a Ukrainian РНОКПП, a PESEL, an NHS number, a Polish ID card (ABC123456, its check digit), a
payment card (Luhn and an issuer's prefix). Such a value is a real person's when the same record (the insert's row,
the log line, the JSON object) holds a person's name (a name key's value, or a quoted value of a person's shape -
identity_rows.name_ok), or an HL7 PID segment holds the patient's name.

Green limits: known placeholder people and a message that says its rows are invented (mockup_persons.placeholder_record:
Faker, dummy, fake, generated, examples); the schemes' published test cards (numbers.PUBLIC_TEST_CARDS); values
of one or two repeated digits or a counting run ("1234567890"); a value no check digit accepts; a record without a
person's name (a firm's row, a bare log line: the keyword rules judge those as before); HL7's specimen patients
(EVERYMAN^ADAM, TEST^PATIENT ...).

Gated in identifiers.py on the digits (six at least) and on one of the keys' names being in the text (GATE_WORDS).
"""
from __future__ import annotations

from app.core.memory.privacy.detector import checksums as ck
from app.core.memory.privacy.detector.identity_rows import INSERT, SQL_VALUE, TUPLE, name_ok
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.mockup_persons import placeholder_record
from app.core.memory.privacy.detector.numbers import PUBLIC_TEST_CARDS

# a key's name as a substring of the lower-cased text: no key, nothing to read
GATE_WORDS = ("inn", "инн", "інн", "rnokpp", "рнокпп", "ipn", "іпн", "ипн", "pesel", "nhs", "doc", "dowod", "id_card",
              "idcard", "card", "carte", "tarjeta", "karte", "karta", "картк", "карт", "pid|", "pan")

# the field's name -> what its value must be (the whole key, lower case, quotes stripped)
_KEY = LazyPattern(
    r"(?P<inn>(?:client_|person_|fl_)?(?:inn|инн)(?:_?fl)?)$"
    r"|(?P<rnokpp>rnokpp|рнокпп|ipn|іпн|ипн|drfo|kod_?drfo)$"
    r"|(?P<pesel>pesel(?:_?(?:nr|no|number))?)$"
    r"|(?P<nhs>nhs(?:_?(?:no|num|number|id))?)$"
    r"|(?P<idcard>doc(?:ument)?_?(?:no|nr|num|number)|id_?card(?:_?(?:no|nr|number))?|nr_?dowodu|dowod(?:_?nr)?|"
    r"seria_?i?_?nr_?dowodu)$"
    r"|(?P<card>(?:credit_?|debit_?)?card(?:_?(?:no|nr|num|number))?|cc_?(?:no|num|number)|pan|carte(?:_?(?:no|num|numero))?|"
    r"num(?:ero)?_?(?:de_?)?(?:carte|tarjeta)|tarjeta|karte|kartennummer|karta|nr_?karty|картка|карта|номер_?карт[иы])$"
)
# key=value, key: value, "key": "value" on one line; the value a number (a Polish ID card's three letters first)
_PAIR = LazyPattern(
    r"(?P<key>[\w\-]{2,24})[\"'`]?[ \t]*[:=][ \t]*[\"'`]?"
    r"(?P<val>(?:[A-Z]{3}[ \t]?)?\d(?:[ \t\-]?\d){5,18})(?![\w\-])"
)
# a key's value that is a name: holder="Kamil Dudek", "pib": "Оксана Ткачук", name=Anna Lis
_NAME_PAIR = LazyPattern(
    r"(?P<key>[\w\-]{2,24})[\"'`]?[ \t]*[:=][ \t]*(?:\"(?P<q1>[^\"\n]{3,60})\"|'(?P<q2>[^'\n]{3,60})'|"
    r"(?P<bare>[^\W\d_][^\W\d_'’\-]+(?:[ \t][^\W\d_][^\W\d_'’\-]+){1,2})(?=[ \t]*(?:$|[,;}|&]|[ \t][\w\-]{2,24}[:=])))"
)
_NAME_KEY = LazyPattern(
    r"(?:(?:full|display|legal|customer|client|patient|card|account|person|user|member|holder|owner)_?)?name|holder|"
    r"card_?holder|owner|fio|фио|pib|піб|imie_?(?:i_?)?nazwisko|nombre(?:_?completo)?|titular|nom(?:_?complet)?|"
    r"inhaber|kontoinhaber|kunde|customer|client|klient|cliente|patient|pacjent|pacient[ea]|empfaenger|beneficiar\w*|"
    r"отримувач|получатель|клієнт|клиент|пацієнт|пациент"
)
# an HL7 v2 PID segment: its fields between bars, one line
_PID = LazyPattern(r"(?m)(?:^|[\s:>])PID\|(?P<body>[^\n]{8,400})")
_HL7_NAME = LazyPattern(r"(?P<sur>[^\W\d_][^\W\d_'’\-]+)\^(?P<given>[^\W\d_][^\W\d_'’\-]+)(?:\^[^|]*)?")
_HL7_ID = LazyPattern(r"(?P<val>\d{6,12})\^[^|]*?\^(?P<auth>[A-Za-z]{2,12})")
_HL7_SPECIMENS = frozenset({"everyman adam", "everywoman eve", "test patient", "patient test", "doe john", "doe jane",
                            "sample patient", "patient sample", "dummy patient", "test test", "smith john"})


def _inn_ok(digits: str) -> bool:
    """A Russian person's INN: twelve digits, both check digits (a firm's has ten: company_inn.py reads those)."""
    if len(digits) != 12:
        return False
    d = [int(c) for c in digits]
    w1 = (7, 2, 4, 10, 3, 5, 9, 4, 6, 8)
    w2 = (3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8)
    return (sum(a * b for a, b in zip(d, w1)) % 11) % 10 == d[10] and (sum(a * b for a, b in zip(d, w2)) % 11) % 10 == d[11]


def _made_up(digits: str) -> bool:
    """One or two digits repeated, or a counting run: a value typed to fill a field."""
    return len(set(digits)) <= 2 or digits in "012345678901234567890" or digits in "987654321098765432109"


def _checked(kind: str, value: str) -> str | None:
    """The finding's reason when `value` is a valid `kind` number, else None."""
    compact = "".join(c for c in value if c.isalnum())
    digits = "".join(c for c in compact if c.isdigit())
    if kind != "idcard" and (not compact.isdigit() or _made_up(digits)):
        return None
    if kind == "inn":
        return "tax identification number" if _inn_ok(digits) else None
    if kind == "rnokpp":
        return "tax identification number" if len(digits) == 10 and ck.ukrainian_rntrc_ok(digits) else None
    if kind == "pesel":
        return "PESEL number" if len(digits) == 11 and ck.pesel_ok(digits) else None
    if kind == "nhs":
        return "social security / insurance number" if len(digits) == 10 and ck.nhs_number_ok(digits) else None
    if kind == "idcard":
        ok = len(compact) == 9 and compact[:3].isalpha() and compact[:3].isupper() and digits == compact[3:] \
            and not _made_up(digits) and ck.polish_id_card_ok(compact)
        return "identity card number" if ok else None
    if kind == "card":
        ok = 13 <= len(digits) <= 19 and digits not in PUBLIC_TEST_CARDS and ck.luhn_ok(digits) \
            and ck.plausible_card_prefix(digits)
        return "payment card number" if ok else None
    return None


def _key_kind(raw: str) -> str | None:
    m = _KEY.compiled.match(raw.strip().strip("\"'`[]").lower())
    return m.lastgroup if m is not None else None


def _line_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    s = text.rfind("\n", 0, start) + 1
    e = text.find("\n", end)
    return s, len(text) if e < 0 else e


def _placeholder(text: str, name: str) -> bool:
    """A placeholder person, also written surname first with a patronymic ("Иванов Иван Иванович")."""
    words = name.replace(",", " ").split()
    return any(placeholder_record(text, " ".join(words[i:i + 2]), None) for i in range(max(1, len(words) - 1)))


def _named_in(text: str, start: int, end: int) -> str | None:
    """A person's name held by a name key, or quoted, in text[start:end]."""
    for m in _NAME_PAIR.finditer(text, start, end):
        value = m.group("q1") or m.group("q2") or m.group("bare")
        if _NAME_KEY.compiled.fullmatch(m.group("key").lower()) and name_ok(value):
            return value
    for quote in ('"', "'"):
        at = text.find(quote, start, end)
        while 0 <= at < end:
            close = text.find(quote, at + 1, end)
            if close < 0:
                break
            value = text[at + 1:close]
            if 3 <= len(value) <= 60 and "\n" not in value and name_ok(value):
                return value
            at = text.find(quote, close + 1, end)
    return None


def _pairs(text: str, add) -> None:  # noqa: ANN001 - add(reason, start, end)
    for m in _PAIR.finditer(text):
        kind = _key_kind(m.group("key"))
        if kind is None:
            continue
        reason = _checked(kind, m.group("val"))
        if reason is None:
            continue
        s, e = _record_bounds(text, m.start(), m.end())
        name = _named_in(text, s, e)
        if name is not None and not _placeholder(text, name):
            add(reason, *m.span("val"))


def _record_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    """The record around a pair: its JSON object when it sits in one on its line, else its line."""
    s, e = _line_bounds(text, start, end)
    opened = text.rfind("{", s, start)
    if opened >= 0 and "}" not in text[opened:start]:
        closed = text.find("}", end, e)
        return opened, e if closed < 0 else closed + 1
    return s, e


def _sql(text: str, add) -> None:  # noqa: ANN001
    for m in INSERT.finditer(text):
        kinds = [_key_kind(c) for c in m.group("cols").split(",")]
        if not any(kinds):
            continue
        at = m.end()
        while (t := TUPLE.match(text, at)) is not None:
            body_at = t.start("body")
            cells = list(SQL_VALUE.finditer(t.group("body")))
            if len(cells) == len(kinds):
                values = [c.group().strip("'\"").replace("''", "'") for c in cells]
                name = next((v for v in values if name_ok(v)), None)
                if name is not None and not _placeholder(text, name):
                    for kind, cell, value in zip(kinds, cells, values):
                        reason = _checked(kind, value) if kind else None
                        if reason is not None:
                            quote = 1 if cell.group()[:1] in "'\"" else 0
                            add(reason, body_at + cell.start() + quote, body_at + cell.end() - quote)
            at = t.end()
            while at < len(text) and text[at] in " \t\n,":
                at += 1


def _hl7(text: str, add) -> None:  # noqa: ANN001
    for m in _PID.finditer(text):
        fields = m.group("body").split("|")
        name = next((n for f in fields if (n := _HL7_NAME.compiled.fullmatch(f))), None)
        if name is None or _made_up_name(name.group("sur"), name.group("given")):
            continue
        person = f"{name.group('given').title()} {name.group('sur').title()}"
        if _placeholder(text, person):
            continue
        base = m.start("body")
        for f in _HL7_ID.finditer(m.group("body")):
            auth = f.group("auth").upper()
            kind = "nhs" if auth.startswith("NHS") else "pesel" if auth.startswith("PESEL") else None
            reason = _checked(kind, f.group("val")) if kind else None
            if reason is not None:
                add(reason, base + f.start("val"), base + f.end("val"))


def _made_up_name(surname: str, given: str) -> bool:
    return f"{surname} {given}".lower() in _HL7_SPECIMENS or surname.lower() == given.lower()


def find_record_ids(text: str, low_text: str, add) -> None:  # noqa: ANN001 - add(reason, start, end)
    """Add each checked number under its key's name in a record that names its person (see the module's doc)."""
    if "pid|" in low_text:
        _hl7(text, add)
    if "insert" in low_text and "values" in low_text:
        _sql(text, add)
    if "=" in text or ":" in text:
        _pairs(text, add)
