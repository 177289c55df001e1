"""A value the message itself calls an example (round 20).

context.lookalike_before reads "the sample PESEL ..." when the example word stands in the last words before the
value. Two common phrasings escaped it:
- a bank account read by its checksum alone (an NRB has no keyword finder): "jest przykładowy rachunek 61 1090 ...";
- the example word between the number's keyword and the value: "le format du NIR avec un exemple fictif, du genre
  2 69 05 ...", "the NINO format, for example QQ...", "Steuer-ID, zum Beispiel ...".
Either is nobody's number unless a possessive says whose ("przykład: mój PESEL ...").
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.context import EXAMPLE_STEMS, EXAMPLE_WORDS, OWNER
from app.core.memory.privacy.detector.real_values import said_real

_WORD = re.compile(r"[^\W\d_]+")
_MORE_EXAMPLE = frozenset("e.g eg np przykładowo przykladowo beispielsweise z.b zb ejemplo p.ej ex par exemple".split())


def _example_words(words: list[str]) -> bool:
    return any(w in EXAMPLE_WORDS or w.startswith(EXAMPLE_STEMS) for w in words) and not any(w in OWNER for w in words)


def example_before(text: str, start: int) -> bool:
    """An example word among the last three words before `start`, and no possessive among them."""
    words = _WORD.findall(text[max(0, start - 40):start].lower())[-3:]
    return bool(words) and _example_words(words)


def example_between(low: str, kw_end: int, value_start: int) -> bool:
    """"NIR avec un exemple fictif, du genre 2 69 ...": the example word between a keyword and its value."""
    if value_start - kw_end < 4:
        return False
    return _example_words(_WORD.findall(low[kw_end:value_start]))


# ---------------------------------------------------------------- (round 21) the example word after the value
# "wzór dowodu ze „ZZC 108201" jako przykładowym numerem", "steht 36 574 261 809 als Beispiel für die IdNr", "uses
# 123-45-6789 as an example", "utiliza 12345678Z como ejemplo", "donne 1 85 05 ... comme exemple", "наводить ... як
# приклад": a value the message says is shown as an example, in a few words right after it
_EXAMPLE_AFTER = re.compile(
    r"(?i)(?:[ \-]?\d{1,4}){0,3}[\"'”“»)\]]?\s*[,(–—-]?\s*(?:(?:is|are|was|jest|to|ist|es|est|є|это|це)\s+)?(?:as|als|jako|como|comme|en|à titre d'|"
    r"як|как|в качестве|w charakterze|for|für|для|zum|za|un|an|a|the|ein|einer|ejemplo|por)?\s*"
    r"(?:an?\s+|the\s+|ein\s+|un\s+|une\s+)?(?:example|sample|specimen|placeholder|dummy|przykład\w*|przyklad\w*|beispiel\w*|"
    r"muster\w*|ejemplo|exemple|spécimen|specimen|приклад\w*|пример\w*|зраз\w*|образ(?:ец|ца|цом)|wzór|wzor\w*)(?!\w)")
# a specimen document named before the value: "wzór dowodu ze ...", "Musterausweis mit ...", "specimen passport ...",
# "espécimen del DNI", "spécimen de CNI", "зразок паспорта"
_SPECIMEN_BEFORE = re.compile(
    r"(?i)(?<!\w)(?:(?:wzór|wzor|wzoru|wzorze|wzory) (?:dowodu|paszportu|legitymacji|prawa jazdy|karty)|"
    r"(?:specimen|spécimen|espécimen)(?: (?:de |del |d'|of (?:a |the )?))?(?:\w+ )?(?:passport|id|card|cni|carte|passeport|dni|"
    r"pasaporte|tarjeta|document\w*)|muster-?(?:ausweis|pass|reisepass|karte|dokument)\w*|"
    r"(?<!старого )(?<!нового )(?:зразок|зразка|зразку) (?:паспорт|посвідч|картк|документ)\w*|"
    r"образ(?:ец|ца) (?:паспорт|удостовер|карт|документ)\w*)(?!\w)[^.!?\n]{0,40}$")
_EXAMPLE_HINT = re.compile(
    r"(?i)exam|sampl|specim|spécim|espécim|placeholder|dummy|przyk|wz[oó]r|beisp|muster|ejempl|muestra|exempl|прикла|приме|зраз|образ|"
    r"vector|vektor|vecteur|вектор")
# a phrase from the standard's published test vectors: "the BIP-39 test vectors have ...", "Testvektor", "wektor testowy",
# "vector de prueba", "vecteur de test", "тестовий вектор"
_TEST_VECTOR = re.compile(
    r"(?i)test[ \-]?vectors?|testvektor\w*|test-vektor\w*|wektor\w* testow\w*|testow\w* wektor\w*|vectore?s? de (?:prueba|test)|"
    r"vecteurs? de test|тестов\w* вектор\w*|вектор\w* тест\w*")


# (a secret: the documentation's words only; "test", "random", "generated" name real passwords too)
_SECRET_EXAMPLE = re.compile(
    r"(?<!\w)(?:example|sample|placeholder|dummy|przykład\w*|przyklad\w*|beispiel\w*|ejemplo|exemple|приклад\w*|"
    r"пример\w*|muster\w*|docs|documentation|dokumentacj\w*|doku|dokumentation|documentación|документаці\w*|"
    r"документаци\w*)(?!\w)")


_SELF = frozenset("i ich ja yo je я we wir my nosotros nous ми мы".split())

# (round 26) a value a library's documentation uses "as its sample account", "como su cuenta de ejemplo", "comme son IBAN
# d'exemple", "als ihre Beispiel-IBAN", "як свій приклад рахунку": the example word a few words after "as"
_EXAMPLE_AS = re.compile(
    r"(?i)[\"'”“»)\]]?\s*[,(]?\s*(?:as|als|jako|como|comme|як|как|в качестве)\s+(?:[^\W\d_]+['’]?[\s\-]*){0,3}?"
    r"(?:example|sample|specimen|placeholder|dummy|przykład\w*|przyklad\w*|beispiel\w*|muster\w*|ejemplo|exemple|"
    r"приклад\w*|пример\w*)(?!\w)")
# "our payment library", "unsere Zahlungsbibliothek", "nasza biblioteka": the possessive is the software's, not the value's
_OUR_SOFTWARE = re.compile(
    r"(?i)(?<!\w)(?:our|my|unser\w*|mein\w*|nasz\w*|moj\w*|mój|nuestr\w*|mi|notre|nos|mon|ma|наш\w*|мо[яєюї]\w*|мой)\s+"
    r"(?:[^\W\d_]+\s+){0,2}?[^\W\d_]*(?:librar\w*|lib|sdk|api|docs|documentation|guide|readme|codebase|repo\w*|"
    r"test suite|tests|bibliothek\w*|doku\w*|biblioteka|bibliotek\w*|dokumentacj\w*|librer[ií]a|documentaci[oó]n|"
    r"biblioth[eè]que|бібліотек\w*|документаці\w*|библиотек\w*|документаци\w*)(?!\w)")


def _plain_words(head: str) -> str:
    """The last five words of `head` that are words, not a host or a name in code ("nexus.internal.example",
    "srv3.example-intranet.pl", "EXAMPLE_URL")."""
    words = [w.strip(".,:;!?()[]{}\"'«»„“”—–-").lower() for w in head.split()]
    return " ".join([w for w in words if w.isalpha()][-5:])


# (round 37) a key in a vendor's shape ("sk-proj-...", "ghp_...", "AKIA...", "xoxb-...") with a random body is a live key
# whatever the message calls it - "вставлю ключ у приклад", "an example .env: OPENAI_API_KEY=sk-proj-...": the vendors'
# documented samples ("...EXAMPLE", filler bodies, jwt.io's token) are rejected where the shape is read (secrets.py) and a
# test-mode key ("sk_test_...") is a sandbox's; the JWT and a PEM block are left to the example words.
# (round 39) A Telegram bot token too: its shape (a bot's id, ":AA" and 33 random characters) is only ever BotFather's
# live token - "Wrzucam README na GitHuba, sprawdź czy przykład jest jasny:\nBOT_TOKEN=8912...:AAJs..." publishes the
# writer's bot; the Bot API docs' own sample is rejected where the shape is read (secrets._DOC_SAMPLES), and a token a
# tutorial or the docs show stays the docs' (_DOCS_BEFORE)
_VENDOR_KEYS = frozenset({"API key", "GitHub token", "AWS access key", "Slack token", "Google API key", "GitLab token",
                          "Stripe key", "Hugging Face token", "npm token", "SendGrid key", "PyPI token", "age secret key",
                          "Telegram bot token",
                          # (round 42) the vendor shapes added to secrets._KEY_SHAPES: a fixed prefix and a random body
                          "Shopify token", "Twilio API key", "DigitalOcean token", "Postman API key", "Linear API key",
                          "Doppler token", "Grafana token", "New Relic key", "Databricks token", "Replicate token"})

# (a sample the message says comes from documentation stays the documentation's: "przykładowy klucz z README: ghp_...")
_DOCS_BEFORE = re.compile(r"(?i)readme|\bdocs?\b|documentation|dokumentacj|\bdoku|documentación|документац|tutorial|\btuto\b")


def drop_examples(t: str, findings: list, rejected: list[tuple[int, int]]) -> list:
    """Identifiers and secrets the message shows as examples: an example word right after the value, a specimen
    document named before it, or (a secret) an example word right before it - "przykładowy token to 123456:ABC-...".
    A possessive keeps the value ("my example PESEL" is still mine)."""
    from app.core.memory.privacy.detector.findings import Kind, lower_keep_length

    if not _EXAMPLE_HINT.search(t):
        return findings
    kept = []
    for f in findings:
        if f.reason == "wallet recovery phrase" and _TEST_VECTOR.search(t):
            rejected.append((f.start, f.end))
            continue
        if f.reason in _VENDOR_KEYS and "_test_" not in t[f.start:f.end] and not _DOCS_BEFORE.search(t, max(0, f.start - 50), f.start):
            kept.append(f)
            continue
        if f.kind is Kind.IDENTIFIER or f.kind is Kind.SECRET:
            head = t[max(0, f.start - 40):f.start]
            doc = _EXAMPLE_AS.match(t, f.end, f.end + 50) if f.kind is Kind.IDENTIFIER else None
            owners = {w for w in _WORD.findall((_OUR_SOFTWARE.sub(" ", head) if doc else head).lower())[-4:] if w in OWNER}
            if owners == {"ma"} and _SPECIMEN_BEFORE.search(head):
                owners = set()  # (round 23) the Polish "has", not the French "my": "wzór dowodu ... ma ABA 300000"
            owned = bool(owners) or (
                f.kind is Kind.SECRET and not _SELF.isdisjoint(_plain_words(head).split()))  # "the docs example I set ..."
            if not owned and (doc or _EXAMPLE_AFTER.match(t, f.end, f.end + 40) or _SPECIMEN_BEFORE.search(head)
                              or (f.kind is Kind.SECRET and _SECRET_EXAMPLE.search(_plain_words(head)))) \
                    and not said_real(lower_keep_length(t), f.start, f.end):
                # (round 37: not "вставлю наш справжній ключ у приклад" - the writer's real one, real_values.py)
                rejected.append((f.start, f.end))
                continue
        kept.append(f)
    return kept
