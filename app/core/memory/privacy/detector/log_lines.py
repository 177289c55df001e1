"""Log records pasted into a chat: their numbers are the machine's, not a person's.

People paste logs when they ask for help: syslog and journal lines, Android logcat, Java/Python/Go loggers,
web servers, CI output. Every line carries a timestamp, process and thread ids, durations, counters, block,
session and request ids, addresses and ports. Read as prose, those runs of digits look like phone numbers
("16:13:38.907  1702 10454"), cards (a timestamp "2005-06-30-08.33.35.910212" is 20 digits and passes Luhn one
time in ten), ID numbers ("sid 188978561024") and, to the learned model, passwords ("vis=0x40000500").
Measured on public system logs (benchmarks/privacy_public_text.py --logs), a quarter of 8-line pastes were
called red before this module, all of them falsely but a leaked e-mail address.

A line is a log record when it begins with a timestamp that has seconds (ISO and its variants, syslog's
"Jun 14 15:16:02", Apache's "[Sun Dec 04 04:51:08 2005]", logcat's "03-17 16:13:38.820", compact forms such
as "081109 203615" or "20171223-22:15:29:633", or an epoch before a date), optionally after one leading token
(a file name, "- ", "[", a syslog priority "<34>"). In such a line
- an identifier the rules found stays red only when the line names what it is (a keyword such as phone,
  IBAN, card, PESEL, SSN, passport, customer ... in the 48 characters before it), when it is an e-mail address
  or an IBAN (their shape says what they are), when a phone number is written with its country code, or
  when a card number is one unbroken run of digits (a card number in a log is a real leak);
- the learned model does not score the line.
Secrets (a password, a token after "token=", a private key) and disclosures are judged as everywhere else:
"2024-05-01 12:00:01 INFO login ok user=anna password=Xk9#mP2q" stays red.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import Finding, Kind, speed_up

_MON = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)"
_DAY = r"(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)"
_TS = (
    # ISO and its variants: "2015-10-18 18:01:48,963", "2016-09-28T04:30:31.458Z", "2005-06-03-15.42.50.675872",
    # "17/06/09 20:10:40", "2017-05-16_13:53:08", "2016/9/27:20:30:31.458"
    r"\d{2,4}[-/.]\d{1,2}[-/.]\d{1,2}(?:[ T_:-]|,\s?)\d{1,2}[:.]\d{2}[:.]\d{2}(?:[.,:]\d{1,9})?(?:Z|[+-]\d{2}:?\d{2})?"
    # logcat and day-month forms: "03-17 16:13:38.820", "10.30 16:49:06"
    r"|\d{1,2}[-/.]\d{1,2}\s\d{1,2}:\d{2}:\d{2}(?:[.,]\d{1,6})?"
    # syslog and Apache: "Jun 14 15:16:02", "Sun Dec 04 04:51:08 2005"
    rf"|(?:{_DAY}\s)?{_MON}\s{{1,2}}\d{{1,2}}\s\d{{1,2}}:\d{{2}}:\d{{2}}(?:\.\d{{1,6}})?(?:\s\d{{4}})?"
    # compact: "20171223-22:15:29:633", "20240501T120001"
    r"|\d{8}[-T ]\d{1,2}:?\d{2}:?\d{2}(?:[:.,]\d{1,6})?"
    # a time with its fraction at the line's start: "12:01:33.123 [main] INFO"
    r"|\d{2}:\d{2}:\d{2}[.,]\d{3,6}"
    # HDFS-style "yymmdd hhmmss" and an epoch before a date ("1117838570 2005.06.03")
    r"|\d{6}\s\d{6}(?=\s)"
    r"|1\d{9}(?:\.\d{1,6})?\s\d{4}[-.]\d{2}[-.]\d{2}"
)
# optional lead-in: "- ", "[", "<34>", one token without spaces ("nova-api.log.1.2017-05-16_13:53:08 ")
_RECORD = re.compile(rf"^[ \t]*(?:<\d{{1,3}}>|[-\[(|*>]\s?)?(?:\S{{1,80}}\s+)?\[?(?:{_TS})(?![\d:])", re.MULTILINE)
# what names the value: a field or a word saying whose number it is
_NAMED = re.compile(
    r"(?i)(?:phone|tel\b|tel[.:=_]|mobile|msisdn|cell|handy|telefon|телефон|тел\.|"
    r"pesel|ssn|social|nino|insurance|iban|acc(?:oun)?t|konto|rachun|card|karta|\bpan\b|cc_?num|"
    # (round 40) the card's field in the other languages: "carte=5345 ...", "tarjeta=", "Karte=", "картка=", "карта="
    r"carte|tarjeta|karte|картк|карт[аиы]\b|"
    r"nip\b|vat|tax|steuer|idnr|passport|paszport|pasaporte|passeport|паспорт|dni\b|nie\b|nir\b|rnokpp|"
    r"ідентифікац|dow[oó]d|personal|national|citizen|customer|client|patient|employee|member|holder|"
    r"owner|birth|dob\b|geburt|urodz|ipn|[іи]нн|ubezpiecz|insured|versicher|asegurad|assur|payer|платник|pacjent|klient|kunde|sms|whatsapp|recipient|caller|callee|contact|dial|call(?:ed|ing)?\b)")
_STRONG = ("e-mail address", "IBAN (bank account number)", "IBAN (bank account number, misread)")


def log_record_spans(t: str) -> list[tuple[int, int]]:
    """The spans of `t`'s lines that are log records (see the module's doc)."""
    if ":" not in t and "." not in t:  # every timestamp form has one of them
        return []
    out = []
    for m in _RECORD.finditer(t):
        end = t.find("\n", m.start())
        out.append((m.start(), len(t) if end < 0 else end))
    return out


def unnamed_in_records(t: str, findings: list[Finding], records: list[tuple[int, int]]) -> list[Finding]:
    """`findings` without the identifiers that sit in a log record and nothing there says are a person's."""
    if not records:
        return findings
    kept = []
    for f in findings:
        line = next(((s, e) for s, e in records if s <= f.start < e), None)
        if line is None or f.kind is not Kind.IDENTIFIER or _named(t, f, line[0]):
            kept.append(f)
    return kept


def _named(t: str, f: Finding, line_start: int) -> bool:
    if f.reason in _STRONG:
        return True
    value = t[f.start:f.end]
    if f.reason == "phone number" and value.lstrip("(").startswith(("+", "00")):
        return True
    if f.reason == "payment card number" and value.isdigit():
        return True
    return _NAMED.search(t, max(line_start, f.start - 48), f.start) is not None


speed_up(globals())  # each pattern behind its word and digit gate (gates.py): most messages have no timestamp, year or birth word
