"""A named person's debt to the writer, with its sum (round 39, rpublic; set broad-zzz67, drafts about to go public):
"Warning: Steve Dalton of Dalton Roofing owes me £3,200 and has blocked my number", "Pan Dariusz Kowal z firmy DK-Bud
jest mi winien 8 400 zł", "Markus Fiedler aus Dorfen schuldet mir 5.600 €", "Franck Bertin, plombier à Lorient, me doit
2 300 €", "Rubén Castillo, de Reformas Castillo, me debe 2.900 €", "Олег Бондар винен мені 12 000 грн".

third_persons.find_named_pay reads "Olga owes £6,000": a given name as the clause's subject right before the verb. A
warning post names the debtor in full and says who he is between the name and the verb ("of Dalton Roofing", ", plombier
à Lorient,", "z firmy DK-Bud", "aus Dorfen"), and the writer is the creditor: the verb carries "me" ("me doit", "me
debe", "jest mi winien", "schuldet mir", "винен мені", "должен мне"), which the pay rules take for a word between the
verb and the sum or miss. What the post tells is the named person's debt, with his name: the same fact as the payroll
line. In en, pl, de, es, fr, uk and ru, in one sentence: a person's full name (a known given name and a capitalised
surname) or a title and a surname ("Pan Kowal", "Herr Fiedler", "M. Bertin"), at most a short apposition, then the
first-person debt verb and a sum with its currency.

Green limits: a firm as the debtor ("Dalton Roofing owes me £3,200": no given name; "Dalton Roofing owes its suppliers"
in the news: no "me"), a debt without a sum ("he owes me an apology", "me debe una explicación"), the writer's own debt
("I owe Steve Dalton £300": the rules on the writer's money decide), a sample or a template (addressed_letters.SAMPLE),
and a hypothetical ("if Steve Dalton owes me ...": left to the question's rules).
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.addressed_letters import SAMPLE
from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import caseless_folded_lazy, folded_lazy
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.sentence_scope import after_spaces

_REASON = "personal finances"

# every spelling the pattern reads, folded too ("dłużny" typed "dluzny")
_GATE = word_gate("owes", "owed", "winien", "winna", "dłużn", "dluzn", "wisi", "schuldet", "schulden", "schuldig",
                  "debe", "deben", "adeuda", "doit", "doivent", "винен", "винна", "заборгува", "должен", "должна",
                  "задолжа")


def _lazy(source: str, flags: int = 0) -> LazyPattern:
    return (caseless_folded_lazy(source) if flags else folded_lazy(source))


_DEBT = _lazy(
    r"(?<!\w)(?:(?:still |has |have )?owes? me|has owed me|"
    r"schuldet mir|schulden mir|(?P<ist>(?:ist|sind) mir(?: noch)?)|"
    r"me doit|me doivent|me debe|me deben|me adeuda|"
    r"jest mi (?:winien|winna|dłużny|dłużna)|są mi (?:winni|dłużni)|wisi mi|"
    r"(?:винен|винна|заборгував|заборгувала) мені|мені (?:винен|винна)|"
    r"(?:должен|должна|задолжал|задолжала) мне|мне (?:должен|должна))(?!\w)")
# the sum, a few words on: "owes me £3,200", "me doit encore 2 300 €", "schuldet mir seit März 5.600 €"
_SUM = _lazy(r"(?:\s+(?:still|encore|todavía|aún|noch|jeszcze|ще|ещё|еще|already|już|seit \w+|since \w+|"
                  r"depuis \w+|desde \w+|od \w+|з \w+|с \w+|over|more than|plus de|más de|über|ponad|понад|более|"
                  r"about|around|environ|unos|rund|etwa|około|близько|около))*\s*"
                  r"(?:[€£$]\s?\d|\d[\d\s.,]*\s?(?:€|£|\$|eur\b|euros?\b|zł|zl\b|pln\b|tys|k\b|грн|гривен|гривень|"
                  r"руб|тис|тыс|usd\b|gbp\b|chf\b|dollars?\b|pounds?\b|francs?\b))", re.IGNORECASE)
# German "ist mir ... schuldig": the sum between the verb and "schuldig"
_SCHULDIG = _lazy(r"[^!?\n]{0,30}?schuldig")
_CAP = r"[A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐЁ][a-zß-öø-ÿąćęłńóśźżа-яєіїґё'’-]+"
# a full name (given name, surname: checked against the name list) or a title and a surname
_FULL = LazyPattern(r"(?<![\w'’-])(" + _CAP + r")\s+(" + _CAP + r")(?:-" + _CAP + r")?(?![\w'’-])")
_TITLED = LazyPattern(r"(?<![\w.])(?:[Pp]an|[Pp]ani|[Hh]err|[Ff]rau|Mr|Mrs|Ms|M|Mme|[Ss]r|[Ss]ra|[Ss]eñor|[Ss]eñora|"
                     r"[Dd]on|[Dd]oña|[Пп]ан|[Пп]ані|[Гг]осподин)\.?\s+" + _CAP + r"(?![\w'’-])")
# (an unlisted given name) a full name opening the clause and described by an apposition in lower case: "Franck Bertin,
# plombier à Lorient, me doit ..." - not a firm's ("Dalton Roofing, a local firm, owes me ...")
_DESCRIBED = LazyPattern(r"\s*(" + _CAP + r")\s+(" + _CAP + r"),\s+[a-zß-öø-ÿąćęłńóśźżа-яєіїґё][^,]{2,40},\s*$")
_FIRM = LazyPattern(r"(?i)(?<!\w)(?:firm|company|business|ltd|limited|gmbh|firma|unternehmen|entreprise|société|sarl|sas|"
                    r"empresa|compañía|s\.?l\.?|s\.?a\.?|spółk\w*|sp\. z o\.o\.|фірм\w*|компані\w*|фирм\w*|компани\w*|"
                    r"тов|ооо)(?!\w)")
# a hypothetical or a question about a case: "if", "what if", "falls", "si", "jeśli", "якщо", "если"
IF = _lazy(r"(?<!\w)(?:if|suppose|falls|wenn|si|jeśli|jeżeli|gdyby|якщо|если|коли б)(?!\w)", re.IGNORECASE)


# a full stop that ends a sentence: not the one after a title's or a given name's initial ("M. Bertin", "J. Kowal")
_DOT = LazyPattern(r"(?<![\s(][A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐЁ])(?<!^[A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐЁ])\.(?=\s)")


def clause_start(t: str, at: int) -> int:
    """Where the sentence (or the quoted sentence) holding t[at] starts."""
    stop = max(t.rfind(c, 0, at) for c in '!?\n:"«„“')
    for dot in _DOT.finditer(t, stop + 1, at):
        stop = dot.start()
    return stop + 1


def named(t: str, a: int, b: int) -> bool:
    from app.core.memory.privacy.detector.identity import _given_name, _is_person_name  # (identity imports the finders)
    for m in _FULL.finditer(t, a, b):
        if _given_name(m.group(1)) and _is_person_name(m.group(1), m.group(2)):
            return True
    if any(m.start() >= a for m in _TITLED.finditer(t, a, b)):
        return True
    d = _DESCRIBED.compiled.match(t, a, b)
    return d is not None and _is_person_name(d.group(1), d.group(2)) and not _FIRM.search(t, a, b)


def find_named_debts(t: str) -> list[Finding]:
    """A finance finding over the sentence of normalised `t` in which a named person owes the writer a sum (see the
    doc)."""
    if not opens(t, _GATE):
        return []
    low = lower_keep_length(t)
    for m in _DEBT.finditer(low):
        if m.group("ist"):
            if not _SCHULDIG.compiled.match(low, m.end()) or not _SUM.compiled.match(low, m.end()):
                continue  # "ist mir 5.600 € schuldig"; not "ist mir egal"
        elif not _SUM.compiled.match(low, m.end()):
            continue
        a = clause_start(t, m.start())
        if m.start() - a > 90 or IF.search(t, a, m.start()) or SAMPLE.search(low):
            continue
        if named(t, a, m.start()):
            ends = [i for i in (t.find(c, m.end()) for c in '.!?\n"»”“') if i >= 0]
            b = min(ends) if ends else len(t)
            return [Finding(Kind.FINANCE, _REASON, after_spaces(t, a, b), b)]
    return []
