"""Values that documentation shows as examples: no one's address and no one's secret.

Manuals and tutorials people paste (measured on the PHP manual's Polish translation and the Python
documentation with benchmarks/privacy_public_text.py) show accounts and settings with values that cannot be
anybody's:
- an e-mail address at a domain reserved for documentation and tests (RFC 2606 and 6761: example.com, .org
  and .net, any name under .example, .test, .invalid or .localhost) whose name is a role or a filler ("user@",
  "you@", "noreply@", "admin@") or that sits in a URL's credentials ("ftp://user:password@example.com/pub").
  A person's name at such a domain stays red: people and test sets alike write their own address that way
  ("my work e-mail, priya.raman@example.com");
- a "password" whose value names a password instead of being one: the word itself or its sample forms
  ('password' => 'secret', open_password => 'samplepassword', "changeme"), or a setting's name written in
  lower-case snake case with one part naming the secret ("caching_sha2_password", "mysql_native_password").
Everything else stays with the finders: "Password_2024!" or "secret99" are somebody's passwords.

Round 45 (rfr): a vendor's own sample person at its real domain ("john.appleseed@icloud.com", "max.mustermann@gmx.de")
where the message speaks of docs or samples.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import Finding, Kind

_RESERVED_MAIL = re.compile(
    r"@(?:[\w-]+\.)*(?:example\.(?:com|org|net)|example|test|invalid|localhost)$", re.IGNORECASE)
# (role and filler names only: a person's name at an example domain, even "jan.kowalski@example.com", is written
# as somebody's address in tests and test sets alike, and stays red)
_GENERIC_LOCAL = frozenset("""
user username user1 user2 name yourname your.name your_name you someone somebody foo bar baz test tester demo
admin administrator root info contact hello mail email noreply no-reply postmaster webmaster support sales office
""".split())
_NAMES_A_SECRET = frozenset("""
secret password passwd passwort passw0rd hasło haslo contraseña contrasena motdepasse пароль
samplepassword examplepassword mypassword yourpassword testpassword dbpassword userpassword
my_password your_password sample_password example_password test_password db_password user_password
mysecret yoursecret my_secret your_secret changeme change_me changeit placeholder
""".split())
_SNAKE_NAME = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)+")
_SECRET_PART = frozenset("password passwd pwd secret token key pass".split())


def _token_before(t: str, start: int) -> str:
    """The part of the whitespace-free token that ends at `start` ("ftp://user:" before "password@example.com")."""
    head = t[max(0, start - 80):start]
    return head.rsplit(None, 1)[-1] if head.strip() else ""


# (round 19) a payment sandbox's generated test accounts: PayPal's "sb-47abc29@personal.example.com" and
# "@business.example.com"
_SANDBOX_MAIL = re.compile(r"(?i)^sb-[a-z0-9]+@(?:personal|business)\.example\.com$")


# (round 21) a code host's no-reply relay, which forwards nothing and names an account, not a mailbox:
# "41098123+tmoreland@users.noreply.github.com", "1234-jdoe@users.noreply.gitlab.com", "x@noreply.codeberg.org"
_RELAY_MAIL = re.compile(r"(?i)@(?:users\.noreply\.(?:github\.com|gitlab\.com|bitbucket\.org)|noreply\.codeberg\.org)$")
# (round 21) the placeholder people of the six languages' manuals, at a reserved domain: "max.mustermann@example.org",
# "john.doe@example.com", "jean.dupont@example.fr" is not reserved and stays red
_PLACEHOLDER_LOCAL = re.compile(
    r"(?i)^(?:max|erika|john|jane|johnny|richard|jean|marie|juan|maria|fulano|mengano|ivan|іван|jan|anna)?[._\-]?"
    r"(?:mustermann|musterfrau|doe|roe|dupont|durand|perez|pérez|fulano|testowy|testowa|przykładowy|petrenko|ivanov)"
    r"\d{0,3}$")
# (round 45, rfr) the manuals' own sample people at their vendor's domain ("john.appleseed@icloud.com" in Apple's docs,
# "max.mustermann@gmx.de" in a German form's guide): only these unmistakable fillers, and only where the message speaks of
# documentation or samples ("the sample organiser in the family-sharing docs"); "jane.doe@gmail.com" is a real name too
_FILLER_LOCAL = re.compile(r"(?i)^(?:john|johnny|jane|j|max|erika|m|e)?[._\-]?(?:appleseed|mustermann|musterfrau)\d{0,3}$")
_DOCS_TALK = re.compile(
    r"(?i)(?<!\w)(?:docs?|documentation|dokumentation|dokumentacj\w*|documentaci[oó]n|документаці\w*|"
    r"документаци\w*|samples?|examples?|beispiel\w*|muster\w*|przykład\w*|ejemplos?|exemples?|приклад\w*|пример\w*|"
    r"placeholders?|templates?|mock-?ups?|screenshots?|tutorials?)(?!\w)")
# (round 37) an address pattern, not an address: the local part is only the words for "first name", "last name",
# "name", "initial" of the seven languages (and their transliterations), two or more - "firstname.lastname@company.com",
# "imie.nazwisko@firma.pl", "vorname.nachname@firma.de", "nombre.apellido@", "prenom.nom@", "imya.prizvyshche@",
# "имя.фамилия@" - which a template, a style guide or an IT policy gives at any domain (a name is no such word:
# "jan.kowalski@firma.pl" stays red)
_PATTERN_WORD = (r"(?:first|last|given|family|middle|sur)?[._\-]?name|first|last|initials?|surname|"
                 r"imi[eę]|nazwisko|inicja[lł]\w*|vorname|nachname|familienname|name|"
                 r"nombre|apellidos?|inicial(?:es)?|pr[ée]nom|nom|initiales?|"
                 r"imya|imia|imja|prizvyshche|prizvysche|prizvishche|familiya|familija|otchestvo|по[-_.]?батькові|"
                 r"им[яь]|фамили[яи]|отчество|ім['’]?я|прізвище|ініціал\w*")
_PATTERN_LOCAL = re.compile(r"(?i)^(?:" + _PATTERN_WORD + r")(?:[._\-](?:" + _PATTERN_WORD + r"))+$")
# (round 21) an address at a reserved domain the message calls a test or sample account
_TEST_ACCOUNT = re.compile(
    r"(?i)(?<!\w)(?:test[ \-]?(?:user|account|nutzer|benutzer|konto)\w*|dummy|fake|mock\w*|fixture\w*|seed\w*|faker|"
    r"sample (?:user|account)|użytkownik\w* testow\w*|testow\w* (?:użytkownik|konto|kont)\w*|konto testowe|"
    r"usuario de prueba|cuenta de prueba|utilisateur de test|compte de test|"
    r"тестов\w* (?:користувач|акаунт|аккаунт|пользовател|учётн|обліков)\w*)(?!\w)")


def drop_documented(t: str, findings: list[Finding]) -> list[Finding]:
    """`findings` without the documentation's example values (see the module's doc)."""
    kept = []
    for f in findings:
        value = t[f.start:f.end].strip("'\"`“”‘’«»")
        if f.kind is Kind.IDENTIFIER and f.reason == "e-mail address" and _RESERVED_MAIL.search(value) and (
                value.split("@", 1)[0].lower() in _GENERIC_LOCAL or "://" in _token_before(t, f.start)
                or _SANDBOX_MAIL.match(value)):
            continue
        if f.kind is Kind.IDENTIFIER and f.reason == "e-mail address" and (_RELAY_MAIL.search(value) or _RESERVED_MAIL.search(
                value) and (_PLACEHOLDER_LOCAL.match(value.split("@", 1)[0]) or _TEST_ACCOUNT.search(t))):
            continue
        if f.kind is Kind.IDENTIFIER and f.reason == "e-mail address" and _FILLER_LOCAL.match(value.split("@", 1)[0]) \
                and _DOCS_TALK.search(t):
            continue  # (round 45) "john.appleseed@icloud.com" as the docs' sample organiser
        if f.kind is Kind.IDENTIFIER and f.reason == "e-mail address" and _PATTERN_LOCAL.match(value.split("@", 1)[0]):
            continue  # (round 37) "imie.nazwisko@firma.pl" in a signature's template: a pattern, nobody's address
        if f.kind is Kind.SECRET and (value.lower() in _NAMES_A_SECRET or (
                _SNAKE_NAME.fullmatch(value) is not None and not _SECRET_PART.isdisjoint(value.split("_")))):
            continue
        kept.append(f)
    return kept
