"""Placeholder persons in mock-ups, forms and examples ("Jan Kowalski, ul. Przykładowa 1", "John Doe, 123 Main
St", "Max Mustermann", "Іван Іваненко, вул. Зразкова 1"): identity.py leaves a name and address green when they
are one of these, or when the message says it is sample data.

Round 45 (rfr): `holds_placeholder` - a form's example row with a field's label before the filler ("Child's name: Jane
Doe, DOB: 01/01/2020") is the template's, for identity.py's birth-date rules."""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.folding import fold_letters
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.sentence_scope import sentence_bounds

# Placeholder data in mock-ups and forms: never a real person.
PLACEHOLDER_NAMES = frozenset(
    "john doe|jane doe|joe bloggs|joe public|john q. public|richard roe|max mustermann|erika mustermann|"
    "otto normalverbraucher|fulano de tal|jean dupont|john smith example|mario rossi|іван іванов|иван иванов|"
    "петро петренко|juan pérez|juan perez|jan kowalski|anna kowalska|jan nowak|john appleseed|іван іваненко|"
    "іван петренко|иван петров|john smith|jane smith|erika musterfrau|marie dupont|pierre dupont|juana pérez|"
    # (round 24) the Spanish specimen DNI's holder, and his shorter forms on forms' models
    "juan español español|juan espanol espanol|maría española española|maria espanola espanola|juan español|"
    "español español|espanol espanol|española española|espanola espanola|"
    "juan espanol|maría española|maria espanola|"
    # (round 25) the Russian and Ukrainian form fillers with their patronymic, in either order, and the name pairs
    # a patronymic leaves: "Иван Иванович Иванов", "Петров Пётр Петрович", "Іваненко Іван Іванович"
    "иван иванович|иванович иванов|пётр петрович|петр петрович|петрович петров|сидор сидорович|сидорович сидоров|"
    "іван іванович|іванович іваненко|петро петрович|петрович петренко|сидор сидоров|петр петров|пётр петров|"
    "петро петров|"
    # (round 31) characters every child writes to: "a letter for Santa Claus, 1 Reindeer Lane", "221B Baker Street"
    "santa claus|father christmas|sherlock holmes|harry potter|paddington bear|mickey mouse|père noël|pere noel|"
    "papá noel|papa noel|święty mikołaj|swiety mikolaj|дід мороз|дед мороз|святий миколай|tooth fairy|"
    # (round 36) the Russian and Ukrainian fillers typed in Latin letters: "v makete ukazhi Ivan Ivanov, ul. Primernaya 1"
    "ivan ivanov|ivan ivanovich|ivanovich ivanov|ivan petrov|petr petrov|petr petrovich|ivan ivanenko|ivan petrenko|"
    "petro petrenko|petro petrovych|ivan ivanovych".split("|")
)
_WEAK_PLACEHOLDER_NAMES = frozenset(
    "jan kowalski|anna kowalska|jan nowak|juan pérez|juan perez|jean dupont|mario rossi|іван іванов|иван иванов|"
    "іван іваненко|іван петренко|иван петров|john smith|jane smith|marie dupont|pierre dupont|juana pérez|"
    "juan español|juan espanol|maría española|maria espanola|"
    # (round 25) a patronymic pair is also how one names a real person ("Пётр Петрович, наш сосед"): weak
    "иван иванович|иванович иванов|пётр петрович|петр петрович|петрович петров|сидор сидорович|сидорович сидоров|"
    "іван іванович|іванович іваненко|петро петрович|петрович петренко|сидор сидоров|петр петров|пётр петров|"
    "петро петров|"
    # (round 36) the same typed in Latin letters: common names too, a placeholder only with a mock-up's or sample's word
    "ivan ivanov|ivan ivanovich|ivanovich ivanov|ivan petrov|petr petrov|petr petrovich|ivan ivanenko|ivan petrenko|"
    "petro petrenko|petro petrovych|ivan ivanovych".split("|")
)
_PLACEHOLDER_STREET = re.compile(fold_letters(
    # (round 43) the Russian filler streets: "ул. Образцовая, д. 1", "ул. Примерная", "улица Тестовая"
    r"(?i)образцов(?:ая|ой|ую)|примерн(?:ая|ой|ую)\b|тестов(?:ая|ой|ую) (?:ул|улиц)|прикладн(?:а|ої|у)\b|"
    r"przykładow|musterstr|muster(?:weg|gasse|platz|allee)|example (?:street|st|road|rd|avenue|lane)|"
    r"fake (?:street|st)|sample (?:street|st|road)|calle falsa|calle (?:de )?ejemplo|rue de l'exemple|rue exemple|"
    r"вулиця прикладна|зразков\w*|\b1,? main st|\b123 main st|"
    # (round 36) the sample street in Latin letters: "ul. Primernaya 1" (Примерная), "vul. Zrazkova", "Prykladna"
    r"\bprimern\w*|\bzrazkov\w*|\bprykladn\w*|"
    # (round 39) the British and American forms' filler address: "1 Any Street, Anytown AB1 2CD", "123 Anywhere Road",
    # "Anyville", "Anystate"; the German "Musterstadt"/"Musterhausen"
    r"\bany ?(?:street|road|lane|avenue|st|rd)\b|\banywhere (?:street|road|lane|avenue)\b|\bany(?:town|ville|city|state)\b|"
    r"\bmuster(?:stadt|hausen|dorf)\b"
))
_PLACEHOLDER_CONTEXT = re.compile(fold_letters(  # (typed plain too: "przykladowy", "modele")
    r"(?i)\b(?:mock-?ups?|placeholders?|dummy|lorem|sample data|test data|fake data|seed data|fixtures?|"
    r"przykładow\w*|beispiel\w*|ejemplo|exemple|приклад\w*|пример\w*|e\.g\.|for example|np\.|z\. ?b\.|"
    # "the form example says", "макет форми", "тестові дані", "plantilla", "Mustervorlage"
    r"(?<![@.])examples?\b(?!\.)|templates?|plantilla|muster\w*|макет\w*|тестов\w*\s+дан\w*|зраз\w*|шаблон\w*|"
    # said to be invented: "identités fictives", "made-up people", "erfundene Namen", "вигадані особи"
    # (round 36) a mock-up in Spanish, Polish and Russian typed in Latin letters: "Para las maquetas usa ...", "do makiety",
    # "v makete formy"
    r"maquettes?|maquetas?|makiet\w*|maket\w*|fictional|fictitious|fictives?|fictifs?|fictici[oa]s?|fikcyjn\w*|zmyślon\w*|erfunden\w*|fiktiv\w*|"
    r"made-up|вигадан\w*|вымышленн\w*|"
    # (round 21) a fake-data library's output: "Faker з uk_UA дає ...", "mimesis liefert", "factory_boy", "random names"
    r"faker|mimesis|factory[_ ]boy|randomuser|fake (?:names?|persons?|people|users?|addresse?s?)|"
    r"(?:random|generated) (?:data|names?|persons?|people|users?)|"
    r"losowe dane|dane losowe|zufällige (?:daten|namen)|datos aleatorios|données aléatoires|випадков\w* дан\w*|случайн\w* данн\w*|"
    r"fakerjs|згенерован\w*|сгенерированн\w*|wygenerowan\w*)"
))

# A form's specimen or a textbook's page, said in the learner's words ("sur le modele", "we wzorze wniosku",
# "im Deutschkurs-Buch"): enough to read a known placeholder name as one, never any other name.
_SPECIMEN = re.compile(fold_letters(
    r"(?i)\b(?:wz[oó]r\w*|wzorz\w*|mod[eè]le|modelo|vorlage\w*|textbook|coursebook|workbook|\w*lehrbuch\w*|"
    r"\w*kurs-?buch\w*|lehrwerk\w*|übungsbuch\w*|podr[eę]cznik\w*|manuel|libro de texto|підручник\w*|учебник\w*|"
    # (round 25) the Russian and Ukrainian specimen: "в образце договора", "образец заполнения", "зразок заяви"
    r"образ(?:ец|ца|це|цу|цом|цы|цов)|зраз(?:ок|ка|ку|ки|ків)|бланк\w*)"
))
# (round 43) the fillers' names in a letter's cases: "жалоба от Иванова Ивана Ивановича", "заява від Іваненка Івана",
# "skarga od Jana Kowalskiego", "pismo dla Anny Kowalskiej": each word back to the form the lists hold
_NOMINATIVE = {
    "ивана": "иван", "ивану": "иван", "иваном": "иван", "иване": "иван", "иванова": "иванов", "иванову": "иванов",
    "ивановым": "иванов", "ивановича": "иванович", "ивановичу": "иванович", "ивановичем": "иванович",
    "петра": "петр", "петру": "петр", "петром": "петр", "петрова": "петров", "петрову": "петров", "петровым": "петров",
    "петровича": "петрович", "петровичу": "петрович", "петровичем": "петрович", "сидора": "сидор", "сидорова": "сидоров",
    "сидоровича": "сидорович", "івана": "іван", "іванові": "іван", "іваном": "іван", "іваненка": "іваненко",
    "іваненку": "іваненко", "іваненком": "іваненко", "іванова": "іванов", "івановича": "іванович", "івановичу": "іванович",
    "петренка": "петренко", "петренку": "петренко", "петренком": "петренко",
    "jana": "jan", "janowi": "jan", "janem": "jan", "kowalskiego": "kowalski", "kowalskiemu": "kowalski",
    "kowalskim": "kowalski", "nowaka": "nowak", "nowakowi": "nowak", "nowakiem": "nowak", "anny": "anna", "annie": "anna",
    "anną": "anna", "kowalskiej": "kowalska", "kowalską": "kowalska",
}


def _name_key(name: str) -> str:
    """`name` lower-cased, one space between words, each filler name's case ending back to its listed form."""
    words = name.lower().split()
    key = " ".join(_NOMINATIVE.get(w, w) for w in words)
    if key not in PLACEHOLDER_NAMES and len(words) == 2 and words[0] == "петра":
        key = " ".join(("петро", _NOMINATIVE.get(words[1], words[1])))  # Ukrainian "Петра Петренка"
    return key


_NAME_BEFORE = re.compile(r"([A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐ][\w'’-]+\s+[A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐ][\w'’-]+)\s*[,:;(]\s*[^\W\d]{0,12}\.?:?\s*$")

# "fill in this template with my details": the template is the form, the details are the user's own
_OWN_DETAILS = re.compile(
    r"(?i)\b(?:with|using|from) my (?:own |real )?(?:details|data|name and address|address)\b|\bmoimi danymi\b|"
    r"\bmeinen (?:echten )?daten\b|\bcon mis datos\b|\bavec mes (?:coordonnées|informations)\b|"
    r"\b(?:моїми|моими) даними|\bмоими данными|"
    # (round 33) the writer says the data in a fixture or a test profile are theirs or a real person's: "the fixture
    # uses my real details:", "są moje dane:", "mis datos reales", "мої справжні дані", "a real customer's details"
    r"\bmy (?:own |real |actual |personal )?(?:real |actual )?(?:details|data|info|information|personal data)\b|"
    r"\b(?:moje|moich|moimi) (?:prawdziw\w+ |własn\w+ |osobow\w+ )?dan\w*|\bmeine (?:echten|richtigen|eigenen|persönlichen) daten\b|"
    r"\bmis datos(?: reales| personales| de verdad)?\b|\bmes (?:vraies |propres |véritables )?(?:données|coordonnées|infos|informations)\b|"
    r"(?<!\w)(?:мої|моїх) (?:справжні\w* |реальні\w* |власні\w* |особисті\w* )?дан\w*|"
    r"(?<!\w)(?:мои|моих) (?:настоящи\w+ |реальны\w+ |личны\w+ |собственны\w+ )?данн\w*|"
    r"\b(?:a |the )?real (?:person|customer|client|user|patient|employee)['’]?s? (?:details|data|name)\b|"
    r"\b(?:prawdziw\w+ (?:osob\w+|klient\w+|pacjent\w+))|\becht\w* (?:person|kunde\w*|patient\w*)\b|"
    r"\b(?:persona|cliente|paciente) real\b|\b(?:vraie personne|vrai client|vraie cliente|personne réelle)\b|"
    r"(?<!\w)(?:реальн\w+|справжн\w+|настоящ\w+) (?:людин\w*|клієнт\w*|человек\w*|клиент\w*)|"
    # (round 21) fixtures that hold a production record: "Fixture enthält ... aus der Produktion", "copied from prod"
    r"\bfrom (?:the )?prod(?:uction)?\b|\baus (?:der )?prod(?:uktion)?\b|\bz produkcji\b|\bz proda?\b|"
    r"\bde (?:la )?producci[oó]n\b|\bde (?:la )?prod\b|\bз (?:продакшн\w*|проду)|\bиз (?:продакшн\w*|прода)\b|\bс прода\b")
# (round 21) ... said of one's own or a relative's: "real data of my son", "справжні дані доньки" (not "чиїсь реальні дані?")
_REAL_OF = re.compile(
    r"(?i)\b(?:real|actual|echte[nr]?|prawdziw\w*|справжні|реальні|настоящие|реальные|reales|vraies|réelles)\s+"
    r"(?:data|details|names?|daten|namen|dane|datos|données|дані|данные|імена|имена)\s+(?:of\s+|von\s+|de\s+)?"
    r"(?:my|meine[rs]?|mojej|mojego|moich|mi|mis|mon|ma|mes|мо\w+|сво\w+|доньк\w*|дочк\w*|дочер\w*|сина|сына|сину|сыну|"
    r"дитин\w*|ребенк\w*|дружин\w*|чоловік\w*|жен\w*|муж\w*|córki|syna|żony|męża)\b")


# (round 18) the user hands real data to put into a template or a form: "Can you fill the template?", "Заповни шаблон",
# "rellena la plantilla", "füll die Vorlage aus", "wypełnij szablon", "remplis le modèle": the template is the form
_FILL_TEMPLATE = re.compile(fold_letters(
    r"(?i)\b(?:fill(?:ing)?(?: in| out)?|complete|populate|put (?:it|this|them) in(?:to)?|wypełnij\w*|uzupełnij\w*|wpisz\w*|"
    r"füll\w*|ausfüllen|trag\w* (?:es |das |sie )?in|rellen\w*|complet\w*|pon(?:lo|la|los|las)? en|remplis\w*|"
    r"compl[eè]t\w*|заповн\w*|заполн\w*|впиши|внеси)\b[^.!?\n]{0,30}?\b(?:templates?|form|szablon\w*|formularz\w*|"
    r"vorlage\w*|formular\w*|plantilla\w*|formulario\w*|mod[eè]le|gabarit\w*|formulaire\w*|шаблон\w*|форм\w*|бланк\w*)"
    r"|\b(?:templates?|szablon\w*|vorlage\w*|plantilla\w*|шаблон\w*)\b[^.!?\n]{0,12}?\b(?:fill|wypełn|ausfüll|rellen|"
    r"rempl|заповн|заполн)"
))
_TEMPLATE_WORD = re.compile(fold_letters(r"(?i)templates?|plantilla|szablon\w*|vorlage\w*|шаблон\w*|muster\w*"))
# (round 36) the writer claims the person as their relative ("Mateo Ruiz-Abernathy, DOB 02/11/2017 — that's my nephew, I
# need a permission slip template for him", "to mój bratanek", "das ist meine Nichte", "es mi sobrino", "c'est mon neveu",
# "це мій племінник", "это мой внук"): the template asked for is the form, the person in it a real one of the family
_KIN_CLAIM = re.compile(fold_letters(
    r"(?i)(?<!\w)(?:my|our|mój|moja|moje|mojego|mojej|moim|moją|nasz\w*|mein\w*|unser\w*|mi|mis|nuestr[oa]s?|mon|ma|mes|"
    r"notre|nos|мій|моя|моє|мого|моєї|мою|мой|моего|моей|наш\w*)\s+(?:[^\W\d_]+\s+)?"
    r"(?:nephew|niece|son|daughter|grandson|granddaughter|grandchild|kid|child|stepson|stepdaughter|godson|goddaughter|"
    r"godchild|brother|sister|mum|mom|mother|dad|father|wife|husband|partner|aunt|uncle|cousin|grandma|grandmother|"
    r"grandpa|grandfather|nan|"
    r"syn\w*|córk\w*|bratan\w*|bratanic\w*|siostrzen\w*|siostrzenic\w*|wnuk\w*|wnucz\w*|brat\w*|siostr\w*|mam\w*|"
    r"tat\w*|żon\w*|mąż|męż\w*|babci\w*|dziad\w*|cioc\w*|wuj\w*|chrześni\w*|"
    r"sohn\w*|tochter|neffe\w*|nichte|enkel\w*|bruder|schwester|mutter|vater|frau|mann|oma|opa|onkel|tante|patenkind|"
    r"hij[oa]|sobrin[oa]|niet[oa]|herman[oa]|madre|padre|espos[oa]|marido|abuel[oa]|tí[oa]|prim[oa]|ahijad[oa]|"
    r"fils|fille|neveu|nièce|petit-fils|petite-fille|frère|sœur|soeur|mère|père|femme|mari|grand-mère|grand-père|oncle|"
    r"tante|cousin\w*|filleul\w*|"
    r"син\w*|сын\w*|донь\w*|доч\w*|племінни\w*|племянни\w*|онук\w*|внук\w*|брат\w*|сестр\w*|мам\w*|тат\w*|"
    r"бабус\w*|бабушк\w*|дід\w*|дед\w*|дружин\w*|чоловік\w*|жен\w*|муж\w*|хрещени\w*|крестни\w*)(?![\w-])"))


# (round 46, rlinks) the writer teaches the person: "I tutor Oliver Pennington, Year 9 at ... - template please?", "my
# pupil", "uczę Julkę ...", "ich unterrichte", "doy clases a", "je donne des cours à", "я навчаю", "даю уроки": the
# template asked for is the report's form, the pupil in it a real child
_TUTOR_CLAIM = LazyPattern(fold_letters(
    r"(?i)(?<!\w)(?:i (?:tutor|teach|coach|mentor)|(?:my|our) (?:pupil|student|tutee|mentee)s?|uczę|udzielam korepetycji|"
    r"(?:mój|moja|moje|moi) (?:uczeń|uczennica|uczniowie|podopieczn\w*)|ich (?:unterrichte|gebe nachhilfe|betreue)|"
    r"mein\w* (?:schüler\w*|nachhilfeschüler\w*)|doy clases|mis? alumn[oa]s?|je donne des cours|(?:mon|ma|mes) [ée]l[èe]ves?|"
    r"я (?:навчаю|репетиторую|вчу)|(?:мій|моя|мої) (?:учень|учениця|учні)|даю уроки|я (?:учу|репетиторствую)|"
    r"(?:мой|моя|мои) (?:ученик|ученица|ученики))(?!\w)", True))


def _street_end(text: str, end: int) -> int:
    """The end of the street after an address's match that stops at its type ("Adresse : 1 rue| de l'Exemple"): the
    rest of its line, up to a field separator (round 19)."""
    stops = [i for i in (text.find("\n", end), text.find(" / ", end), text.find(" | ", end), text.find(" · ", end),
                         text.find(",", end)) if i >= 0]
    return min(min(stops) if stops else len(text), end + 40)


def is_placeholder(text: str, name: str | None, address: tuple[int, int] | None) -> bool:
    """Whether `name` (or, without one, the address at `address`) is placeholder data: a known placeholder
    person (a common real name among them only with a sample street or words saying it is an example), a
    sample street, or a message that says it shows sample data."""
    if name is not None and _PLACEHOLDER_STREET.search(name):
        return True  # (round 39) a filler town read as the name before a birth date: "..., Anytown, born 01/01/1980"
    if name is not None:
        key = _name_key(name)
        if key not in PLACEHOLDER_NAMES and key.count(" ") == 1:
            key = " ".join(reversed(key.split()))  # a form's "DUPONT Jean", "KOWALSKI Jan": the surname first
        if key in PLACEHOLDER_NAMES and (key not in _WEAK_PLACEHOLDER_NAMES or address is None
                                          or _PLACEHOLDER_STREET.search(text) or _PLACEHOLDER_CONTEXT.search(text)
                                          or _SPECIMEN.search(text)):
            return True
    if address is not None and _PLACEHOLDER_STREET.search(text, max(0, address[0] - 5), _street_end(text, address[1])):
        return True
    context = _context(text, address)
    if context and all(_TEMPLATE_WORD.fullmatch(c) for c in context) and (
            _FILL_TEMPLATE.search(text) or _KIN_CLAIM.search(text) or _TUTOR_CLAIM.search(text)):
        return False  # a template to be filled with the data in the message (round 18), or for the writer's relative (round
        # 36) or pupil (round 46)
    return bool(context) and not _OWN_DETAILS.search(text) and not _REAL_OF.search(text)


# (round 45, rfr) a capitalised pair of words: a name a form's row may hold
_PAIR = re.compile(r"[A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐ][\w'’-]+\s+[A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐ][\w'’-]+")


def holds_placeholder(text: str, start: int, end: int) -> bool:
    """Whether the span holds a placeholder person: one of the unmistakable fillers ("Jane Doe", "Max Mustermann"), or a
    common filler name ("Jan Kowalski") in a message that says it shows sample data (round 45, rfr: "In the nursery form
    template, put "Child's name: Jane Doe, DOB: 01/01/2020" as the example row" - a field's label, the filler in it)."""
    for m in _PAIR.finditer(text, start, end):
        key = _name_key(m.group())
        if key in PLACEHOLDER_NAMES and (key not in _WEAK_PLACEHOLDER_NAMES or _PLACEHOLDER_CONTEXT.search(text)
                                          or _SPECIMEN.search(text)) and not _OWN_DETAILS.search(text):
            return True
    return False


def _context(text: str, address: tuple[int, int] | None) -> list[str]:
    """The words of the message that say it shows sample data: for an address in one line of text, only those of the
    address's own sentence, or of the sentences before it when the one just before ends with a colon ("Beispieldaten:
    ..."). "Explícame las ecuaciones con un ejemplo fácil. Recurso de multa: soy Lorena ..., titular del vehículo ..."
    asks for an example of something else (session 22). A text of several lines - a form, a pasted document - is read
    whole: its header frames every line."""
    found = list(_PLACEHOLDER_CONTEXT.finditer(text))
    if address is None or not found or "\n" in text:
        return [m.group() for m in found]
    lo, hi = sentence_bounds(text, address[0])
    colon = text[:lo].rstrip().endswith(":")
    return [m.group() for m in found if lo <= m.start() < hi or colon and m.start() < lo]


def placeholder_before(text: str, start: int) -> bool:
    """A known placeholder person named right before the value at `start` ("Jan Nowak, PESEL ...", "John Doe,
    SSN ..."); a common real name among them only in a message that shows a form, an example or a textbook."""
    m = _NAME_BEFORE.search(text, max(0, start - 50), start)
    if m is None:
        return False
    key = _name_key(m.group(1))
    return key in PLACEHOLDER_NAMES and (key not in _WEAK_PLACEHOLDER_NAMES or bool(
        _SPECIMEN.search(text) or _PLACEHOLDER_CONTEXT.search(text)))


# (round 31) the writer says a record's rows are invented; not "test data", "fixtures" or "seed data", which say where the
# rows go, not where they came from ("czy to się nadaje na dane testowe?" asks about real-looking rows)
_INVENTED = re.compile(fold_letters(
    r"(?i)\b(?:dummy|fake|made[- ]up|fictional|fictitious|fictives?|fictifs?|fictici[oa]s?|fikcyjn\w*|zmyślon\w*|"
    r"erfunden\w*|fiktiv\w*|вигадан\w*|вымышленн\w*|faker|mimesis|factory[_ ]boy|randomuser|lorem|placeholders?|"
    r"(?:random|generated|synthetic)\s+(?:data|names?|persons?|people|users?|rows?|records?)|losow\w*|wygenerowan\w*|"
    r"zufällig\w*|generiert\w*|aleatori\w*|generad[oa]s?|al[ée]atoires?|g[ée]n[ée]r[ée]e?s|випадков\w*|згенерован\w*|"
    r"случайн\w*|сгенерированн\w*|mock-?ups?|(?<![@.])examples?\b(?!\.)|samples?|przykład\w*|beispiel\w*|ejemplo|exemple|"
    r"приклад\w*|пример\w*|wz[oó]r\w*|muster\w*|templates?|plantilla|szablon\w*|шаблон\w*|образ(?:ец|ца)|зраз(?:ок|ка))"
))


def placeholder_record(text: str, name: str, address: str | None) -> bool:
    """Whether a structured record's person (`name`, its `address` value if any) is placeholder data: a known
    placeholder person, a sample street, or a message that says its rows are invented (see _INVENTED)."""
    key = " ".join(name.lower().split())
    if key in PLACEHOLDER_NAMES or " ".join(reversed(key.split())) in PLACEHOLDER_NAMES:
        return True
    if address is not None and _PLACEHOLDER_STREET.search(address):
        return True
    return bool(_INVENTED.search(text)) and not _OWN_DETAILS.search(text) and not _REAL_OF.search(text)
