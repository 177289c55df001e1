"""Whose a health or intimate word is inside a work note (round 40): a named colleague's, or the writer's own.

disclosures.py lets a sentence's technical words veto its health, intimate and money words ("the cancer dataset", "a
diagnosis field", "the divorce module"), unless the word's own clause says it of the writer ("I'm in therapy, how do I
word the handover?"). People write about a colleague or a customer inside a ticket, a sprint note or a runbook, and
about their own condition next to the firm's process, and the technical words of the request then silenced them:
"Sprint note: Priya is out from Monday for her second round of chemo, reassign her tickets", "Our tech lead Marco is
sleeping with the product owner", "Nach meinem Bandscheibenvorfall lädt mich die Firma zum BEM-Gespräch ein". Two more
owners of a clause, read only once the veto is about to apply (a rare path):

- `subject_end`: the clause opens with an identified person - a given name, after at most a few words that name their
  role or join the clause ("our new junior Ahmed", "Fyi Jamie", "but Ahmed", "Наша тестувальниця Дарина", "Notre
  nouveau dev Moussa"), or a capitalised word with their team ("Jamie from QA", "Kasia z księgowości", "Jana aus der
  Buchhaltung"). The technical words are then counted after the person only: the role ("tech lead") is who they are,
  not what the clause is about. Not a placeholder ("Max Mustermann", "John Doe": third_persons' NOT_SUBJECT and a
  name that is a word), not a role alone ("the new junior has to fix the cancer classifier" has no person).
- `owned_before`: the word just before the hit is the writer's possessive (or the hit opens with "after my": "po moim
  zawale") and, in English, the word after it no technical word: "meinem Bandscheibenvorfall", "my stroke", "mi
  diálisis", "mój zawał", "мій інсульт" (not French "ma", which is Polish "has") - not "my cancer classifier" (the
  word after is the technical thing the writer owns).
- `work_subject` (for third_subjects.py): the same colleague by role and name, or by name and team, rewritten as "my
  sister" / "my brother" so that the rules that read a relative read them ("Notre nouveau dev Moussa est d'origine
  peule", "Наша тестувальниця Дарина — трансгендерна жінка").
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.gates import opens, whole_word_gate
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.third_persons import FIRST, NOT_SUBJECT

# words that may stand before the person at the clause's start: determiners, "new", fillers, joins, and work roles
# (lower case; the seven languages)
_LEAD_WORDS = frozenset("""
our the new fyi btw also note but and so unser unsere unserer neue neuer neu der die auch aber und
nasz nasza nowy nowa nowe ale i też notre nos nouveau nouvelle nouvel le la mais et aussi
nuestro nuestra nuevo nueva el pero y también наш наша новий нова новенький новенька але і та також
новый новая новенькая но и тоже
junior senior dev devs developer engineer tester qa lead tech designer intern trainee analyst admin sysadmin manager pm
po architect devops sre support agent scrum master product owner accountant recruiter
entwickler entwicklerin kollege kollegin praktikant praktikantin azubi werkstudent werkstudentin
programista programistka tester testerka stażysta stażystka stazysta stazystka kierownik kierowniczka księgowa
księgowy ksiegowa ksiegowy
développeur développeuse developpeur developpeuse stagiaire alternant alternante collègue collegue chef cheffe
desarrollador desarrolladora becario becaria compañero compañera companero companera jefe jefa de backend frontend
розробник розробниця тестувальник тестувальниця стажер стажерка колега керівник керівниця бухгалтерка
разработчик разработчица тестировщик тестировщица стажёр стажерка коллега руководитель
""".split())
# the teams a colleague is "from" (and their spellings typed without diacritics, as the other patterns read them)
TEAMS = """qa hr ops devops support sales marketing accounts accounting finance legal payroll design backend frontend
mobile security platform infra logistics warehouse buchhaltung personalabteilung vertrieb einkauf lager it-abteilung
księgowości ksiegowosci kadr magazynu sprzedaży sprzedazy contabilidad rrhh ventas almacén almacen soporte compta
comptabilité comptabilite rh ventes entrepôt entrepot бухгалтерії кадрів підтримки складу продажів бухгалтерии кадров
поддержки склада продаж""".split()
# "Jamie from QA", "Kasia z księgowości", "Jana aus der Buchhaltung", "Pedro de contabilidad", "Marie de la compta",
# "Оля з бухгалтерії", "Оля из бухгалтерии": a capitalised word and their team
_FROM_TEAM = LazyPattern(
    r"(?=[^\W\d_a-zß-ÿа-яіїєґёąćęłńóśźż])[^\W\d_][\w'’-]+\s+(?:from|in|on|z|ze|aus|vom|von|de|du|del|з|із|зі|из)\s+"
    r"(?i:(?:the|der|dem|la|le|l'|el)\s+)?"
    r"(?i:" + "|".join(sorted(TEAMS, key=len, reverse=True)) + r")(?![\w-])")
# roles named by their technical field: "the backend", "the devops" are things as often as people
_TECHNICAL = frozenset("dev devs devops tech qa backend frontend admin sysadmin support de".split())
_WORD = re.compile(r"[\w'’-]+")
_LETTERS = re.compile(r"[^\W\d_]+")


def subject_end(text: str, start: int, end: int) -> int:
    """Where the predicate starts when text[start:end] (a clause) opens with an identified person, else -1."""
    m = _FROM_TEAM.compiled.match(text, _skip_space(text, start, end), end)
    if m is None:  # (a lead word may stand before the named team member too: "but Jamie from QA ...")
        for w in _WORD.finditer(text, start, min(end, start + 60)):
            if w.group().lower() not in _LEAD_WORDS:
                m = _FROM_TEAM.compiled.match(text, w.start(), end)
                break
    if m is not None:
        return m.end()
    for i, w in enumerate(_WORD.finditer(text, start, min(end, start + 60))):
        word = w.group()
        if word.lower() in _LEAD_WORDS and i < 5:
            continue
        if word in NOT_SUBJECT or not FIRST.compiled.fullmatch(word):
            return -1
        after = text[w.end():w.end() + 2]
        # the name and then the predicate, an apposition's comma or a dash: "Valeria, es ...", "Дарина — ..."
        return w.end() if after[:1] in (" ", ",") or after.strip()[:1] in ("—", "–") else -1
    return -1


def work_role(word: str) -> bool:
    """Is the lower-cased word a work role ("owner", "lead", "qa"): a person, not a technical thing?"""
    return word in _LEAD_WORDS and word not in _TECHNICAL


def _skip_space(text: str, start: int, end: int) -> int:
    while start < end and text[start] in " \t\n":
        start += 1
    return start


_OWN_BEFORE = re.compile(r"(?<![\w'])(?:my|mein|meine|meinem|meinen|meiner|meines|mi|mis|mon|mes|mój|moja|moje|mojego|"
                         r"mojej|moim|moją|mojemu|мій|моя|моє|мого|моєї|моїм|моєму|мою|мой|моё|моего|моей|моим|моему)\s+$")


# a pattern's match that opens with "after my": "po moim zawale", "after my stroke", "nach meinem Infarkt"
_AFTER_OWN = re.compile(r"(?:after|since|nach|seit|tras|desde|après|depuis|po|od|після|від|после|с)\s+(?:my|mein\w*|mi|mis|"
                        r"mon|mes|mój|moim|mojej|mojego|мого|моєї|моїй|мого|моего|моей|моём|моем)\s")


def owned_before(low_text: str, start: int, pos: int) -> bool:
    """Is the word just before `pos` (within its clause, from `start`) the writer's possessive, or does the hit at `pos`
    open with "after my" ("po moim zawale")?"""
    return _OWN_BEFORE.search(low_text, max(start, pos - 10), pos) is not None or _AFTER_OWN.match(low_text, pos) is not None


# ---------------------------------------------------------------- a work note's person as a clause's subject

# the roles only (no determiner, no join): one of them, or a team after "from", makes the name a colleague's
ROLES = _LEAD_WORDS - frozenset("""
our the new fyi btw also note but and so unser unsere unserer neue neuer neu der die auch aber und nasz nasza nowy nowa
nowe ale i też notre nos nouveau nouvelle nouvel le la mais et aussi nuestro nuestra nuevo nueva el pero y también наш
наша новий нова але і та також новый новая но и тоже de
""".split())
# (the gate: a text with none of these words has no work subject - third_subjects reads its clause openings only then)
# Round 49 (rspeed): whole words, where it was substrings - round 40's word_gate of these words opened on 2,749 of 2,760
# LoCoMo chat turns ("po" in "report", "pm" in "5pm", "it" in "with", "hr" in "three", "dev" in "devoted"), and with it
# third_subjects' scan of every clause opening, ~15 us a turn. Exact where third_subjects reads it - at a clause opening
# (its _OPEN: after the start, a sentence mark, a colon or semicolon, a line break or a dash, never inside a run of
# letters): `work_subject` finds a colleague there only through a role that is a whole _WORD token (lower-cased, in
# ROLES: letters only, so the token is a run of letters with no letter, digit, apostrophe or hyphen beside it - a whole
# word of the text's lower-cased copy) or a team _FROM_TEAM matches after a space and before no word character or hyphen
# (each of its runs of letters a whole word; the gate reads the longest).
# _FROM_TEAM reads the team ignoring case: a character sre folds to one of the teams' letters that lower() does not
# ("ı", "ſ", "İ", the old Cyrillic "ᲂ" of "о") opens `may_work` too (FOLDED, derived from re's own table).
WORK_GATE = whole_word_gate(*sorted(ROLES | frozenset(max(_LETTERS.findall(t), key=len) for t in TEAMS)))


def _folded(words) -> str:
    """The characters sre's IGNORECASE matches to a letter of `words` that str.lower does not turn into it."""
    try:
        from re._casefix import _EXTRA_CASES  # CPython 3.11+
    except ImportError:  # another Python: any character not ASCII opens
        return ""
    letters = {c for w in words for c in w}
    return "".join(sorted({chr(a) for c in letters for a in _EXTRA_CASES.get(ord(c), ()) if chr(a).lower() != c} | {"\u0130"}))


FOLDED = _folded(ROLES | frozenset(TEAMS))


def may_work(text: str) -> bool:
    """False only when `work_subject` finds no colleague at any clause opening of `text` (third_subjects.OPEN; normalised,
    as gates.prepare saw it)."""
    return opens(text, WORK_GATE) or (not text.isascii() and (not FOLDED or any(map(text.__contains__, FOLDED))))
# a feminine role or "new" ("tester-ka", "тестувальниця", "nueva", "nouvelle", "Entwicklerin") or a pronoun after
_FEMININE_WORDS = frozenset("""
nasza nowa neue unsere nouvelle nuestra nueva наша нова новая новенька новенькая entwicklerin kollegin praktikantin
werkstudentin programistka testerka stażystka kierowniczka księgowa développeuse alternante cheffe desarrolladora becaria
compañera jefa розробниця тестувальниця стажерка керівниця бухгалтерка разработчица тестировщица
""".split())
_HER = re.compile(r"(?<![\w'])(?:her|she|hers|ihr|ihre|ihren|ihrem|sie|ella|elle|jej|ją|її|вона|её|ее|она)(?![\w'])",
                  re.IGNORECASE)
_CAPITAL = re.compile(r"[^\W\d_a-zß-ÿа-яіїєґёąćęłńóśźż][\w'’-]+")


def work_subject(text: str, at: int) -> tuple[int, int, bool] | None:
    """The colleague opening the clause at `at`, as (start, end, feminine): role words then a name ("our new junior
    Ahmed", "Notre nouveau dev Moussa", "La nueva de backend, Valeria,", "Наша тестувальниця Дарина"), or a name with
    their team ("Jamie from QA"); the span ends after the name (and an apposition's closing comma). A name alone is
    not read (a public figure is told about by name far more often: third_subjects' lead note)."""
    role = False
    pos = at
    for i, w in enumerate(_WORD.finditer(text, at, min(len(text), at + 60))):
        low = w.group().lower()
        if i >= 5 or low not in _LEAD_WORDS:
            break
        role = role or low in ROLES
        pos = w.end()
    gap = re.match(r"\s*,?\s*", text[pos:pos + 4]).end()  # type: ignore[union-attr]
    comma = text[pos:pos + gap].strip() == ","
    m = _FROM_TEAM.compiled.match(text, pos + gap)  # "Fyi Jamie from QA", "Jamie from QA"
    if m is None:
        name = _CAPITAL.match(text, pos + gap)
        if not role or name is None or name.group() in NOT_SUBJECT:
            return None
        m = name
    end = m.end()
    after = text[end:end + 3]
    if comma:
        if not after.startswith(","):
            return None  # "La nueva de backend, Valeria, es ...": the apposition closes
        end += 1
    elif not after[:1].isspace() and after[:1] not in ("—", "–"):
        return None
    lead = {w.lower() for w in text[at:m.start()].split()}
    first = m.group().split()[0]
    feminine = not lead.isdisjoint(_FEMININE_WORDS) or (first.endswith(("a", "я")) and not first.isascii()) or \
        _HER.search(text, end, min(len(text), end + 120)) is not None
    return at, end, feminine
