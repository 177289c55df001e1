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
  not what the clause is about. Not a placeholder ("Max Mustermann", "John Doe": third_persons' _NOT_SUBJECT and a
  name that is a word), not a role alone ("the new junior has to fix the cancer classifier" has no person).
- `owned_before`: the word just before the hit is the writer's possessive and the word after it no technical word:
  "meinem Bandscheibenvorfall", "my stroke", "mi diálisis", "mój zawał", "мій інсульт" (not French "ma", which is
  Polish "has") - not "my cancer classifier",
  "mi app de diabetes" (the word after is the technical thing the writer owns).
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.third_persons import _FIRST, _NOT_SUBJECT

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
programista programistka tester testerka stażysta stażystka kierownik kierowniczka księgowa księgowy
développeur développeuse stagiaire alternant alternante collègue chef cheffe
desarrollador desarrolladora becario becaria compañero compañera jefe jefa de backend frontend
розробник розробниця тестувальник тестувальниця стажер стажерка колега керівник керівниця бухгалтерка
разработчик разработчица тестировщик тестировщица стажёр стажерка коллега руководитель
""".split())
# "Jamie from QA", "Kasia z księgowości", "Jana aus der Buchhaltung", "Pedro de contabilidad", "Marie de la compta",
# "Оля з бухгалтерії", "Оля из бухгалтерии": a capitalised word and their team
_FROM_TEAM = LazyPattern(
    r"(?=[^\W\d_a-zß-ÿа-яіїєґёąćęłńóśźż])[^\W\d_][\w'’-]+\s+(?:from|in|on|z|ze|aus|vom|von|de|du|del|з|із|зі|из)\s+"
    r"(?:(?:the|der|dem|la|le|l'|el)\s+)?"
    r"(?:qa|hr|it|ops|dev|devops|support|sales|marketing|accounts|accounting|finance|legal|payroll|design|backend|"
    r"frontend|mobile|data|security|platform|infra|logistics|warehouse|"
    r"buchhaltung|personalabteilung|vertrieb|einkauf|lager|it-abteilung|"
    r"księgowości|kadr|działu\s+\w+|it-u|magazynu|sprzedaży|obsługi\s+klienta|"
    r"contabilidad|rrhh|recursos\s+humanos|ventas|almacén|soporte|"
    r"compta|comptabilité|rh|ventes|l'entrepôt|entrepôt|"
    r"бухгалтерії|відділу\s+\w+|кадрів|підтримки|складу|продажів|"
    r"бухгалтерии|отдела\s+\w+|кадров|поддержки|склада|продаж)(?![\w-])")
# roles named by their technical field: "the backend", "the devops" are things as often as people
_TECHNICAL = frozenset("dev devs devops tech qa backend frontend admin sysadmin support de".split())
_WORD = re.compile(r"[\w'’-]+")


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
        if word in _NOT_SUBJECT or not _FIRST.compiled.fullmatch(word):
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


def owned_before(low_text: str, start: int, pos: int) -> bool:
    """Is the word just before `pos` (within its clause, from `start`) the writer's possessive?"""
    return _OWN_BEFORE.search(low_text, max(start, pos - 10), pos) is not None
