"""Word lists, round 9: disclosures about other people and in everyday spellings.

- Whose sentence it is: relatives named without a possessive, the way Polish and Ukrainian
  write them ("brat zadłużył się", "tata jest w PiS", "брат зізнався"); a named person in an HR
  note or a payroll line ("Petra Lange fällt aus", "K. Ashby — union dues"); Polish typed
  without diacritics ("corka jest w ciazy", "maz nic nie wie").
- A statement followed by a question in one sentence ("I'm in therapy for burnout, how do I word
  the handover?") is a statement: CLAUSE_BREAK and QUESTION_WORDS tell it from a question
  asked from its first word.
- Sick notes and disability, union dues, a relative's party card or conversion, a faith said in
  the third person or in transliterated Ukrainian, seized accounts and frozen cards, a divorce
  said with the verb alone ("розлучаємось"), origin ("somos de origen marroquí").

Same notation and tiers as privacy_vocab (STRONG patterns on lower-cased text, TRIGGERS,
EXPLICIT and TERMS entries).
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import literal_alternation
from app.core.memory.privacy.detector.vocab import work
from app.core.memory.privacy.detector.vocab.names import FIRST_NAMES, INSTITUTION_WORDS, NOT_FIRST_NAMES

# ---------------------------------------------------------------- Polish without diacritics

_PL_LETTERS = "ąćęłńóśźż"
FOLD_PL = str.maketrans(_PL_LETTERS, "acelnoszz")


def fold_pl_regex(escaped: str) -> str:
    """A literal (already escaped) that also matches its Polish letters typed plain: "ciąży" -> "ci[ąa]ży"."""
    if not any(c in escaped for c in _PL_LETTERS):
        return escaped
    return "".join(f"[{c}{c.translate(FOLD_PL)}]" if c in _PL_LETTERS else c for c in escaped)


# ---------------------------------------------------------------- whose sentence it is

# relatives named without a possessive, as Polish and Ukrainian write them: a sentence about someone
# close, but not the speaker's own
RELATIVES = frozenset(
    "brat brata bratu bratem siostra siostry siostrze siostrą siostre mama mamą mamie tata taty tacie tatą tato "
    "córka córki córce córką córkę corka corki corce corke syn syna synowi synem babcia babci dziadek dziadka "
    "dziadkowi ciocia cioci wujek wujka teściowa teściowej teść teścia rodzina rodzinie rodzice rodziców "
    "tesciowa tesciowej tesc "
    "брат брата братові сестра сестри сестрі мама мами мамі тато тата батько батька мати донька доньки "
    "доньці дочка дочки син сина синові бабуся бабусі дідусь дідуся батьки тітка дядько свекруха теща "
    "папа отец мать дочь сын бабушка дедушка родители".split()
)
# the speaker's own words typed without diacritics
PERSONAL_FOLDED = frozenset("moj mojego mojej mezem meza mezowi maz zonie zony jestesmy bylem bylam mialem mialam "
                            "biore lecze choruje splacam".split())
# a stay in hospital says little about a relative ("mama potrzebuje opieki po szpitalu")
STAY_WORDS = ("szpital", "krankenhaus", "klinik", "hospital", "hôpital", "лікарн", "больниц")

_FIRST_NAMES_MORE = frozenset(
    """
    Petra Jürgen Klaus Stefan Sabine Ursula Helga Uwe Jörg Katrin Anja Birgit Heike Dirk Sven Lars Jens Frank Markus
    Manuel Antonio Francisco Alejandro Rosa Pilar Dolores Ana Raquel Beatriz Fernando Sergio Raúl Alberto Nuria Lorena
    Jean Pierre Philippe Nicolas Julien Camille Chloé Léa Manon Sophie Nathalie Isabelle Sylvie Céline Antoine Mathieu
    François Françoise Valérie Sandrine Aurélie Émilie Guillaume Sébastien Hélène Inès Rachid Karima Fatou
    """.split()
)
PERSON_FIRST = (FIRST_NAMES | _FIRST_NAMES_MORE) - NOT_FIRST_NAMES
_NAME = re.compile(
    r"(?<![\w.])(?:" + literal_alternation(sorted(PERSON_FIRST)) + r")\s+([A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻ][\w'’-]+)"  # "Petra Lange"
    r"|(?<![\w.])[A-Z]\.\s?[A-Z][a-z]{2,}\b"  # "K. Ashby"
    r"|\b(?:Frau|Herr|Mr|Mrs|Ms|Mme|Mlle|Pani|Pan|Sra|Sr)\.?\s+[A-ZĄĆĘŁŃŚŹŻ][a-ząćęłńóśźż]+"
    r"|(?<!\w)[А-ЯІЇЄҐ][а-яіїєґ'’]+\s+[А-ЯІЇЄҐ][а-яіїєґ'’]{2,}"  # "Оксана Гнатюк"
)


class _NamedPerson:
    """search(text, start, end): a person's name in text[start:end] (a given name and a surname)."""

    @staticmethod
    def search(text: str, start: int, end: int) -> bool:
        for m in _NAME.finditer(text, start, end):
            if m.group(1) is None or m.group(1) not in INSTITUTION_WORDS:
                return True
        return False


NAMED_PERSON = _NamedPerson()

# a clause boundary inside a sentence, and the words a question starts with
CLAUSE_BREAK = re.compile(r"[,;:]\s|\s[—–-]+\s|[—–]")
FIRST_WORD = re.compile(r"[^\W\d_][\w'’-]*")
QUESTION_WORDS = frozenset(
    "how what who whom whose why when where which can could should would shall will do does did is are am was were "
    "has have any jak jaka jakie jaki czy co kto kiedy gdzie dlaczego ile czemu wie was wer wen wem wann wo warum "
    "weshalb welche welcher welches soll sollte kann könnte darf muss ist sind gibt cómo como qué que quién cuándo "
    "dónde cuál cuánto puedo debo hay comment quoi qui quand où pourquoi quel quelle quels quelles est-ce dois puis "
    "peut як що хто коли де чому чи скільки який яка яке какой как что кто когда где почему ли можно можна".split()
)

# ---------------------------------------------------------------- health

HEALTH_STRONG = [
    # a child or relative hurting themselves, told by the parent
    r"(?<!\w)(?:has been|is|started|keeps|been) self[- ]?harming\b",
    r"\b(?:okalecza|tnie) się\b",
]
HEALTH_STRONG += work.HEALTH_STRONG  # round 13: a named colleague's pregnancy or treatment (vocab/work.py)
HEALTH_TRIGGERS = ["harming", "okalecza", "tnie"]
HEALTH_EXPLICIT = [
    # sick notes
    "sick leave", "signed off", "sick note", "on leave for", "l4", "zwolnieniu lekarskim", "zwolnienie lekarskie",
    "krankgeschrieben", "krankschreibung", "de baja", "baja médica", "arrêt maladie", "en arrêt", "лікарняний",
    "лікарняному", "больничный", "больничном",
    # disability
    "partially sighted", "visually impaired", "registered blind", "wheelchair user", "hard of hearing",
    "orzeczenie o niepełnosprawności", "niepełnosprawnoś*", "niedowidz*", "niewidom*", "schwerbehindert*",
    "sehbehindert*", "gehörlos*", "discapacidad", "minusválid*", "malvoyant*", "handicapé*", "інвалідніст*",
    "інвалідн*", "инвалидност*", "camhs",
]
HEALTH_TERMS = [
    "hépatite*", "hepatitis", "hepatyt*", "гепатит*", "tuberculosis", "gruźlic*", "tuberkulose", "tuberculose",
    "туберкульоз*", "slipped disc", "herniated disc", "dyskopati*", "bandscheibenvorfall", "hernia discal",
    "hernie discale", "грижа", "cáncer de mama", "cancer du sein", "brustkrebs", "rak piersi", "рак грудей",
    "self harming", "self-harming", "selbstverletz*", "autolesi*", "scarification*", "самоушкоджен*",
]

# ---------------------------------------------------------------- finance

FINANCE_STRONG = [
    # an account or wages seized, a bank freezing the account
    r"(?<!\w)(?:me|nos) (?:han|ha|habían|había) embargado\b",
    r"\bembargo de (?:mi|la|nuestra) (?:cuenta|nómina|sueldo|pensión)\b",
    r"\b(?:garnish(?:ed|ing)|froze|frozen|seized) (?:my|our) (?:wages|salary|account|bank account|pay)\b",
    r"\b(?:saisie sur|ont saisi) (?:mon|notre|le) (?:salaire|compte)\b",
    r"\b(?:zajął|zajęli|zablokował\w*) (?:mi|nam) (?:konto|pensję|wypłatę|wynagrodzenie)\b",
    r"\b(?:banque|banco|bank) (?:\w+ )?(?:a bloqué|bloqueó|ha bloqueado|froze|blocked|hat (?:\w+ )?gesperrt|"
    r"zablokował\w*) (?:(?:le|notre|mon|nuestra|mi|la|my|our|the|unser\w*|mein\w*|nam) )?(?:compte|cuenta|account|konto)\b",
    r"\b(?:zadłużył\w*|zadluzyl\w*) się\b",
    # a relative's gambling losses
    r"\blost (?:\w+ ){0,4}(?:gambling|betting|on (?:the )?(?:slots|horses|casino|poker))\b",
]
FINANCE_STRONG += work.FINANCE_STRONG  # round 13: debts enforced against a person in work records (vocab/work.py)
FINANCE_TRIGGERS = ["embargado"]
# a seizure said as a fact about one's own account or pay ("mein Konto wurde gepfändet")
FINANCE_EXPLICIT = ["gepfändet", "kontopfändung", "lohnpfändung", "saisie sur salaire", "zajęcie komornicze"]

# consumer credit and overdrafts in French: terms, so they need a person and a sum ("on a 8 000 € de découvert")
FINANCE_TERMS = ["crédits revolving", "crédit revolving", "crédit renouvelable", "crédits renouvelables", "crédits conso",
                 "crédit conso", "découvert", "surendetté*", "dettes"]

# ---------------------------------------------------------------- intimate life

RELATIONSHIP_STRONG = [
    # the verb alone says who: "розлучаємось", "развожусь"
    r"\b(?:розлучаюся|розлучаюсь|розлучаємося|розлучаємось|розводимося|розводимось|разводимся|развожусь|"
    r"розлучилися|розлучились|развелись|розійшлися|разошлись)\b",
    # falling for someone else while married
    r"\bzakocha[łl][ae]?m si[ęe] w (?:kim[śs]|innym|innej|kole[dż]\w*|kole[żz]ance|szef\w*|s[ąa]siad\w*|przyjaci\w*|\w+ z pracy)\b[^.!?\n]{0,80}\b(?:m[ąa][żz]|[żz]ona|m[ęe][żz]a|[żz]ony|partner\w*)\b",
    r"(?<!\w)i(?:'ve| have)? fell in love with (?:a (?:colleague|coworker|co-worker|neighbou?r)|someone else|another (?:man|woman)|my (?:boss|colleague|coworker|neighbou?r|best friend))[^.!?\n]{0,80}\b(?:husband|wife|partner)\b",
    r"\b(?:kollegen|kollegin|chef|chefin|jemand anderen|jemanden anderen) verliebt\b[^.!?\n]{0,80}\b(?:mein mann|meine frau|mein\w* partner\w*)\b",
    r"\benamorad[oa] de (?:un compañero|una compañera|mi jefe|mi jefa|otro|otra|alguien)[^.!?\n]{0,80}\b(?:marido|esposo|esposa|mujer|pareja)\b",
    r"\bje suis tombée? amoureu(?:x|se) d'(?:un collègue|une collègue|un autre|une autre|quelqu'un)[^.!?\n]{0,80}\b(?:mari|femme|conjoint\w*)\b",
    r"(?<!\w)(?:він|вона) пішл?[аи]? до (?:іншої|іншого)\b",
]
RELATIONSHIP_STRONG += work.RELATIONSHIP_STRONG  # round 13: a colleague's divorce or protection order (vocab/work.py)
RELATIONSHIP_TRIGGERS = ["zakochałam", "zakochałem", "zakochalam", "zakochalem", "fell", "verliebt", "enamorado",
                         "enamorada", "amoureux", "amoureuse", "іншої", "іншого"]

# ---------------------------------------------------------------- sexuality

SEXUALITY_STRONG = [
    # a relative coming out: "брат зізнався, що він гей"
    r"\b(?:зізнав\w*|зізналас\w*|признал\w*|powiedział\w*|przyznał\w* się|told us|came out)\b[^.!?\n]{0,30}"
    r"\b(?:він|вона|он|она|że jest|he'?s|she'?s|that (?:he|she) is)\s+(?:гей|лесбі\w*|бісексуал\w*|гомосексуал\w*|"
    r"gejem|lesbijką|biseksualn\w*|gay|lesbian|bi|bisexual)\b",
]
SEXUALITY_TRIGGERS: list[str] = []

# ---------------------------------------------------------------- beliefs

_RELIGION_3P = (r"(?:musulman\w*|catholique|juif|juive|protestante?|orthodoxe|bouddhiste|muslim|catholic|jewish|hindu|sikh|"
                r"mormon|muslimisch|muslim\w*|katholisch|jüdisch|evangelisch|musulmán|musulmana|católic[oa]|judí[oa]|"
                r"muzułman\w*|katoli\w*|żyd\w*|prawosławn\w*|świadkiem jehowy|мусульман\w*|католи\w*|православн\w*|"
                r"юдей\w*|єврей\w*)")
_PARTIES = (r"(?:pis|po|ko|konfederacj\w*|lewic\w*|psl|afd|cdu|csu|spd|grünen|fdp|linke|bsw|vox|pp|psoe|sumar|podemos|"
            r"rn|lfi|renaissance|reform uk|labour|tory|conservatives|republicans|democrats|слуга народу|"
            r"європейська солідарність)")
BELIEFS_STRONG = [
    # someone else's faith, said in the third person: "il est musulman pratiquant"
    r"(?<!\w)(?:il|elle|he|she|er|sie|on|ona|él|ella|він|вона|он|она) (?:est|is|'s|ist|jest|es|є) (?:\w+ )?"
    + _RELIGION_3P + r"\b(?! (?:school|schools|church|university|hospital|charity|école|schule|szkoł\w*|colegio))",
    # a relative's party card: "tata jest w PiS", "my uncle is a Reform UK party member"
    r"(?<!\w)(?:jest|był|była|są) (?:w|członkiem|członkinią|w partii) " + _PARTIES + r"\b",
    r"\b(?:należy|należał\w*) do " + _PARTIES + r"\b",
    r"(?<!\w)(?:is|was|are) an? (?:\w+ ){0,3}party member\b", r"\bcanvass(?:es|ed|ing)? for\b",
    r"(?<!\w)(?:ist|war) (?:in der|mitglied der|mitglied in der) " + _PARTIES + r"\b",
    r"(?<!\w)(?:es|está) (?:afiliad[oa] a|militante de|de) " + _PARTIES + r"\b",
    r"(?<!\w)(?:est|était) (?:encarté\w* (?:à|au)|militant\w* (?:à|au)|adhérent\w* (?:à|au)) " + _PARTIES + r"\b",
    # conversion and apostasy
    r"(?<!\w)(?:ist|sind) (?:zum|zur) \w+ (?:konvertiert|übergetreten)\b",
    r"\b(?:converted|se convirtió|s'est converti\w*|przeszedł\w* na|перейш\w* в) (?:to |al |à l'|à |na )?"
    r"(?:islam|judaism|catholicism|orthodoxy|islām|islam\w*|judaísmo|judaïsme|католицизм|іслам|православ'я)\b",
    r"\b(?:chcę|chce|zrobiłe?a?m|zrobię|robię|planuję|występuję|wystąpiłe?a?m) (?:\w+ )?(?:apostazj\w*|z kościoła)\b",
    # transliterated Ukrainian: "ya pravoslavna, a cholovik katolyk"
    r"(?<!\w)(?:ya|vin|vona|cholovik|druzhyna|mama|tato|brat|sestra|syn|donka|my) (?:\w+ )?(?:pravoslavn\w*|katolyk\w*|"
    r"katolychk\w*|musulman\w*|yudei\w*|ateist\w*|protestant\w*|hreko-?katolyk\w*)\b",
]
BELIEFS_STRONG += work.BELIEFS_STRONG  # round 13: a named colleague's faith in a rota (vocab/work.py)
BELIEFS_TRIGGERS = ["musulman", "musulmane", "catholique", "juif", "juive", "muslim", "catholic", "jewish", "hindu",
                    "sikh", "mormon", "katholisch", "jüdisch", "evangelisch", "musulmán", "musulmana", "católico",
                    "católica", "muzułmanin", "muzułmanką", "katolikiem", "katoliczką", "prawosławny", "prawosławna",
                    "мусульманин", "мусульманка", "католик", "католичка", "православний", "православна", "pis", "afd",
                    "konfederacji", "party", "canvasses", "canvassed", "canvassing", "canvass", "konvertiert",
                    "übergetreten", "converted", "convirtió", "converti", "convertie", "apostazję", "apostazji",
                    "apostazja", "pravoslavna", "pravoslavnyi", "katolyk", "katolychka", "musulmanka", "ateist"]
# round 15: the user a member of a congregation, in the first person ("я парафіянин ПЦУ", "I'm a parishioner at St
# Mary's", "jestem parafianką", "ich bin Gemeindemitglied", "soy feligrés", "je suis paroissienne")
_CONGREGANT = (r"(?:парафіян\w*|прихожан\w*|parishioner|parafian\w*|gemeindemitglied|feligres\w*|feligr[eé]s|"
               r"paroissien\w*)")
BELIEFS_STRONG += [
    r"(?<!\w)(?:я|i'm|i am|jestem|ich bin|soy|je suis|мы|ми|we are|we're)(?: \w+){0,2} " + _CONGREGANT + r"(?!\w)",
]
BELIEFS_TRIGGERS += ["парафіянин", "парафіянка", "прихожанин", "прихожанка", "parishioner", "parafianin",
                     "parafianką", "parafianinem", "parafianka", "gemeindemitglied", "feligrés", "feligresa",
                     "paroissien", "paroissienne", "парафіяни", "прихожане", "parishioners", "parafianami"]
# what a payroll line or a form says about someone's union
BELIEFS_EXPLICIT = [
    "union dues", "union subscription", "union subs", "składka związkowa", "składki związkowej", "składki nszz",
    "składka nszz", "gewerkschaftsbeitrag", "cuota sindical", "cuota de ccoo", "cuota de ugt", "cotisation syndicale",
    "профспілкові внески", "профспілковий внесок", "kirchensteuermerkmal",
]

# ---------------------------------------------------------------- ethnicity

ETHNICITY_STRONG = [
    r"(?<!\w)(?:somos|soy|son|es) de origen \w+", r"(?<!\w)(?:on est|nous sommes|je suis) d'origine \w+",
    r"(?<!\w)i(?:'m| am) (?:british|black british|british-born|american|canadian|australian)[- ]"
    r"(?:bangladeshi|pakistani|indian|asian|chinese|nigerian|ghanaian|somali|caribbean|jamaican|arab|turkish|kurdish)\b",
]
ETHNICITY_TRIGGERS = ["origen", "d'origine", "bangladeshi", "pakistani", "indian", "asian", "nigerian", "somali",
                      "caribbean", "jamaican", "ghanaian"]
