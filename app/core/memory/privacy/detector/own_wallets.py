"""The writer's own cryptocurrency address, given for a payment (round 38, rmoney; set broad-zzz65, money between
people): "Друг повертає борг у BTC на мою адресу bc1q...", "meine Adresse ist bc1q...", "send it to my wallet 3CBA...",
"voici mon adresse BTC : 1sh9...".

An address's shape (bech32 "bc1...", a legacy base58 "1..."/"3...", an Ethereum "0x" and forty hex digits, a Tron
"T...") is no secret, and the learned model scores it on its look alone: a debt repaid to the writer's own wallet read
green where the model's score fell short. A wallet is a bank account that stays with its owner for good - every
payment to it is public and tied to them - so a first-person possessive of an address or a wallet right before the
value says whose it is. In en, pl, de, es, fr, uk and ru: "my (BTC) address / wallet", "meine (Bitcoin-)Adresse",
"mi dirección / mi wallet / mi cartera", "mon adresse / mon portefeuille", "mój adres / mój portfel", "моя адреса /
мій гаманець / на мою адресу", "мой адрес / мой кошелёк", then the value within a few words ("is", ":", "(BTC)").

Green limits: a project's or a charity's published donation address (no possessive: "the project lists its donation
address 1Lar..."), someone else's ("his wallet", "the exchange's address"), an example or a test vector.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.lazy import LazyPattern

_REASON = "own cryptocurrency address"

# (the words a wallet is named by: most messages hold none, and then no pattern runs)
_GATE = word_gate("address", "adresse", "adres", "dirección", "direccion", "адрес", "адреса", "адресу", "wallet",
                  "portefeuille", "portfel", "cartera", "monedero", "гаманець", "гаманця", "кошел", "кошёл")
# a possessive of the writer, up to two words (a coin's name), the address's or the wallet's noun; then, in the same
# clause, up to 30 characters ("is", ":", "(BTC)", "en Bitcoin") before the value
_OWN = folded_lazy(
    r"(?<![\w'])(?:my|mine|meine?|meiner|mi|mis|mon|ma|mój|moj|moja|moją|mojego|na mój|мою|моя|мій|мого|моєї|мой|моего|"
    r"моей|мне на)\s+(?:[^\W\d_][\w-]*\s+){0,2}?"
    r"(?:[\w-]*address|[\w-]*adresse|adres\w*|dirección|direccion|адрес\w*|wallet|portefeuille|portfel\w*|cartera|"
    r"monedero|гаманець|гаманця|гаманці|кошел[её]к\w*|кошельк\w*)(?![\w'])[^.!?\n;]{0,30}?$")
_VALUE = LazyPattern(
    r"(?<![\w])(?:bc1[02-9ac-hj-np-z]{25,59}|[13][1-9A-HJ-NP-Za-km-z]{25,34}|0x[0-9a-fA-F]{40}|T[1-9A-HJ-NP-Za-km-z]{33})"
    r"(?![\w])")
# an example, a test vector, a value made up for a form
_SAMPLE = folded_lazy(
    r"(?<![\w'])(?:example|sample|test\w*|dummy|fake|beispiel\w*|przykład\w*|ejemplo|exemple|приклад\w*|пример\w*|"
    r"тестов\w*)(?![\w'])")


def find_own_wallets(t: str) -> list[Finding]:
    """Identifier findings on the cryptocurrency addresses of normalised `t` a possessive of the writer names (see
    the doc)."""
    if not opens(t, _GATE):
        return []
    found = []
    low = None
    for m in _VALUE.finditer(t):
        if m.group().startswith(("1", "3")) and (m.group().isdigit() or m.group().isalpha()):
            continue  # (a base58 address mixes digits and letters)
        if low is None:
            low = lower_keep_length(t)
        clause = max(low.rfind(c, 0, m.start()) for c in ".!?\n") + 1
        if not _OWN.search(low, max(clause, m.start() - 90), m.start()):
            continue
        stop = min((i for i in (low.find(c, m.end()) for c in ".!?\n") if i >= 0), default=len(low))
        if _SAMPLE.search(low, clause, stop):
            continue
        found.append(Finding(Kind.IDENTIFIER, _REASON, *m.span()))
    return found
