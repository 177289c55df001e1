"""A person named in a work or care note (round 23): whose sentence it is when it is neither the user's nor a relative's.

A manager, a nurse, a landlord or a teacher writes about someone they deal with, without "my": by a title and a surname
("pan Nowak", "Frau Kühn", "Herrn Wagner", "M. Roux", "Sra. Núñez", "пані Коваль"), by the role and a surname ("paciente
Sánchez", "pacjentowi Nowakowi", "Mieter Becker", "le locataire du 4e"), or by a given name as the subject of a clause
("Laura cobra 2.150 €", "Ірина отримує 24 500 грн", "Marta ma cukrzycę"). disclosures.py reads such a sentence as about a
person (who = 1, as a named colleague): a health, money, union or faith word in it is red, as for "Petra Lange fällt aus".

Green limits: the title or role must be followed by a capitalised word (a surname) or, for a role, by a place in the
building with a figure ("du 4e", "del 5ºC", "aus Zimmer 12"); a role alone ("a patient with epilepsy should ...") stays a
general question. A given name counts only at the start of a clause and followed by a word in lower case (a verb: "Laura
cobra"), not in "Anna Karenina" (a name and a surname are people.NAMED_PERSON's) nor after a preposition ("for Anna").
A public figure or a novel's character is public_figures.py's: a sentence about one is not red either way.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.addressed_letters import SAMPLE
from app.core.memory.privacy.detector.findings import Finding, Kind, literal_alternation, lower_keep_length, skip_ahead
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.vocab.people import PERSON_FIRST

# a title before a surname, any case ("pan Nowak" as typed in chat), in the six languages and Russian
# a title before a surname, any case ("pan Nowak" as typed in chat), in the six languages and Russian; "M." only with
# its dot ("I'm Alex" is no title)
_TITLES = (r"frau|herr|herrn|hr|mr|mrs|ms|mx|dr|prof|mme|mlle|madame|monsieur|señor|señora|señorita|sr|sra|srta|"
           r"doña|pan|pani|pana|panu|panem|panią|пан|пані|пана|пану|паном|панові|господин|госпожа|господина|"
           r"г-н|г-жа")
# the people a note is written about: patients, clients, tenants, residents, staff, volunteers (stems: Polish and Ukrainian
# inflect them - "pacjentowi", "pacjentce", "орендарю")
_ROLES = (r"patient|patients|patientin|paciente|pacientes|pacjent\w*|пацієнт\w*|пациент\w*|client|cliente|klient\w*|kunde|"
          r"kundin|клієнт\w*|клиент\w*|tenant|tenants|mieter\w*|najemc\w*|lokator\w*|inquilin[oa]s?|locataire|locataires|"
          r"орендар\w*|арендатор\w*|квартирант\w*|resident|residents|bewohner\w*|mieszkan\w*|mieszkańc\w*|residente|"
          r"résident\w*|мешкан\w*|жител\w*|employee|mitarbeiter\w*|pracowni\w*|empleado|empleada|salarié\w*|працівни\w*|"
          r"сотрудни\w*|volunteer|ehrenamtlich\w*|wolontariusz\w*|voluntari[oa]s?|bénévole|волонтер\w*|волонтёр\w*|"
          r"applicant|bewerber\w*|kandydat\w*|candidat[oa]?|candidate|кандидат\w*")
_UPPER_WORD = r"(?=[^\W\d_a-zß-ÿа-яіїєґёąćęłńóśźż])[^\W\d_][\w'’-]*"
_NAMED = re.compile(
    r"(?<![\w.])(?:(?i:" + _TITLES + r")\.?|M\.)\s+" + _UPPER_WORD  # "pan Nowak", "Frau Kühn", "M. Roux"
    + r"|(?<![\w])(?i:" + _ROLES + r")\s+" + _UPPER_WORD  # "paciente Sánchez", "pacjentowi Nowakowi"
    # "le locataire du 4e", "los inquilinos del 5ºC", "Mieter aus Wohnung 3", "the tenant in flat 2B"
    + r"|(?<![\w])(?i:" + _ROLES + r")\s+(?:(?:du|de|del|de la|aus|in|im|z|ze|from|on|w|з|із|в)\s+){1,2}"
      r"(?:[^\W\d_]+\s+)?(?:n[oº°]\.?\s*)?\d"
)
_NOT_SURNAME = frozenset("""
I The A An And Or In On At To For Of With By Von Van De Der Die Das Und Oder Im Am Zum Zur La Le Les El Los Las Y Et Du
Des Un Une Dans Sur Pour Con Por Para Z W Na Do Od Se Я В На З І Та
""".split())
# given names that are also English verbs or words opening an instruction ("Mark the invoice", "Bill the client")
# and given names that are pronouns or words of the six languages ("Ella padeció ...": Spanish "she"; "Dolores de ...")
NOT_SUBJECT = frozenset("Mark Bill Rob Sue Grant Chase Pat Jack Max Will Art Frank Sky Faith Hope Joy Grace Dawn Ray Don "
                         "Guy Gene Bob Drew Rich Page Wade Cliff Iris Lily Rose Ruby Ella Elle Dolores Rosa Надія Віра "
                         "Любов Вера Надежда Любовь".split())
# the short forms colleagues use in Ukrainian, Russian and Polish chat ("Наталя", "Саша", "Zosia"), which the name list lacks
_SHORT_FORMS = frozenset("""
Наталя Наташа Таня Катя Саша Женя Маша Оля Юля Настя Віка Вика Діма Дима Вова Іра Ира Ярослава Мирослава Олександра
Льоша Лёша Коля Петя Ваня Міша Миша Галя Люда Світла Свєта Света Magda Zosia Krzysiek Gośka Jess Léo Fatma Iker
""".split())
FIRST = LazyPattern(r"(?<![\w'’-])(?:" + literal_alternation(sorted(PERSON_FIRST | _SHORT_FORMS)) + r")(?![\w'’-])")
_CLAUSE_END = (":", ";", ",", ".", "!", "?", "—", "–", "(", "\n", "-", "«", "„", "\"", "“")
_JOINS = frozenset("and und et y e i і и a та that dass daß que że ze що что".split()  # (and "note that Laura ...")
                   # (round 40) and "but": "Don't tell anyone, but Ahmed from accounts is having chemo"
                   + "but aber mais pero ale але но".split())
# after the name: (another name joined to it,) (an aside between commas,) then a word in lower case
_AFTER = re.compile(r"(?:\s+(?:and|und|et|y|i|і|и|та)\s+[^\W\d_]+)?(?:\s*,\s*[^,\n]{1,25},)?(?:\s+[—–-])?\s+"
                    r"[a-zß-ÿа-яіїєґёąćęłńóśźż]")


def _opens_clause(text: str, start: int, at: int) -> bool:
    before = text[max(start, at - 12):at].rstrip()
    if not text[start:at].strip():
        return True
    if before.endswith(_CLAUSE_END):
        return True
    words = before.split()
    return bool(words) and words[-1] in _JOINS


def third_person(text: str, start: int, end: int) -> bool:
    """Is someone named in text[start:end] by a title, a role or a given name as a clause's subject (see the doc)?"""
    for m in _NAMED.finditer(text, start, end):
        tail = m.group().split()[-1].rstrip(".,:;")
        if tail not in _NOT_SURNAME:
            return True
    for m in FIRST.finditer(text, start, end):
        if m.group() not in NOT_SUBJECT and _opens_clause(text, start, m.start()) and _AFTER.match(text, m.end(), end):
            return True
    return False


# a named person's talk, course or article on a condition is the topic, not their condition: "Jonas hat den Vortrag über
# Multiple Sklerose organisiert", "Mr. Evans teaches a course on bipolar disorder" (lower-cased text, before the word)
_TOPIC_BEFORE = re.compile(
    r"(?:talk|lecture|course|class|article|book|paper|film|documentary|seminar|workshop|presentation|webinar|podcast|"
    r"vortrag|vortrags|kurs|artikel|buch|seminar|workshop|präsentation|fortbildung|schulung|charla|curso|artículo|libro|"
    r"conferencia|taller|seminario|ponencia|conférence|cours|livre|atelier|séminaire|exposé|formation|wykład\w*|"
    r"artykuł\w*|książk\w*|szkoleni\w*|prezentacj\w*|warsztat\w*|лекці\w*|курс\w*|статт\w*|книг\w*|семінар\w*|"
    r"доповід\w*|тренінг\w*|лекци\w*|стать\w*|семинар\w*|доклад\w*)\s+(?:\w+\s+)?(?:on|about|über|zu|zum|zur|sobre|acerca de|"
    r"sur|o|na temat|про|о|об)\s+(?:[\w'’-]+\s+){0,2}$")


def topic_of_talk(low_text: str, start: int, at: int) -> bool:
    """Is the word at `at` the topic of a talk, course or article named just before it (see _TOPIC_BEFORE)?"""
    return _TOPIC_BEFORE.search(low_text, max(start, at - 60), at) is not None


# ---------------------------------------------------------------- a named person's pay or debt, with its sum

# "Laura cobra 2.150 € netos", "Ірина отримує 24 500 грн", "Olga owes £6,000": the pay rules read "I earn", "my wife
# earns"; a colleague by name is a payroll line. The verb in the third person, then a sum with its currency.
_PAY_VERBS = (r"earns|makes|is paid|gets paid|takes home|owes|cobra|gana|percibe|debe|verdient|bekommt|kriegt|schuldet|"
              r"gagne|touche|perçoit|doit|zarabia|dostaje|jest winien|jest winna|отримує|заробляє|винен|винна|получает|"
              r"зарабатывает|должен|должна")
_SUM = (r"(?:[€£$]\s?\d[\d\s.,]*\d?|\d[\d\s.,]*\s?(?:€|£|\$|eur\b|euros?\b|zł|pln\b|грн|гривень|гривні|руб\w*|рублей|"
        r"usd\b|gbp\b|тис\w*\s+(?:грн|гривень|руб\w*)))")
_PAY = re.compile(r"(?<!\w)(?:" + _PAY_VERBS + r")\s+(?:[^\W\d_]+\s+){0,3}?" + _SUM)
_PAY_GATE = re.compile(skip_ahead(r"(?<!\w)(?:" + _PAY_VERBS + r")(?!\w)"))  # (opening with a letter: the engine skips ahead)
_TITLED_BEFORE = re.compile(r"(?<![\w.])(?:(?i:" + _TITLES + r")\.?|M\.)\s+" + _UPPER_WORD + r"\s+$")
# "el cliente de la gestoría debe ...", "the tenant in flat 4 owes ..."
_ROLE_BEFORE = re.compile(r"(?<![\w])(?i:" + _ROLES + r")(?:\s+[\w'’ºª°.-]+){0,3}\s+$")
# not "each employee gets paid €15", "un cliente debe ...": anyone, a rule
_ANYONE = frozenset("each every any jede jeder jedes chaque cada każdy każda кожен кожна каждый каждая per pro por par "
                    "a an un una une ein eine einen all alle tous todos todas".split())


def _named_before(text: str, at: int) -> bool:
    """Is the subject just before text[at] a person by title and surname, or a given name opening a clause?"""
    if _TITLED_BEFORE.search(text, max(0, at - 40), at):
        return True
    role = _ROLE_BEFORE.search(text, max(0, at - 50), at)
    if role and (text[max(0, role.start() - 12):role.start()].split() or [""])[-1].lower() not in _ANYONE:
        return True
    head = text[max(0, at - 30):at].rstrip()
    words = head.split()
    if not words:
        return False
    name = words[-1]
    begin = at - (len(text[:at]) - len(text[:at].rstrip())) - len(name)
    return name not in NOT_SUBJECT and FIRST.search(text, begin, begin + len(name)) is not None \
        and _opens_clause(text, 0, begin)


def find_named_pay(text: str) -> list[Finding]:
    """A named person's pay or debt with its sum (see above): one finding per sentence."""
    if not _PAY_GATE.search(text) or SAMPLE.search(lower_keep_length(text)):
        return []  # (nor a sample payroll: "Beispiel: Laura verdient 3.000 €")
    for m in _PAY.finditer(text):
        if _named_before(text, m.start()):
            return [Finding(Kind.FINANCE, "personal finances", 0, len(text.rstrip()))]
    return []
