"""Round 45 (rkids): a child named by a given name - after a kin word, or with a child's word beside the name - with a
school told by its proper name or its number, in any case and without diacritics.

kin_pupils.py reads a kin word before a FULL name ("syn Kuba Nowak ma występ w SP nr 12"), school_children.py a full
name with a pupil's verb and a class, both in sentence case. Parents and neighbours name a child by the given name
alone, or put who the child is in an apposition (sets broad-zzz96, 97, 98, 100):
- KIN GIVEN: a child's kin word (any possessive: "my", "our", "her", "la fille de ma voisine") right before a given
  name ("Mein Sohn Finn geht in die 2b der Grundschule am Lindenplatz", "Мій син Марко в 3-Б класі ліцею №142",
  "our son Noah from Oakfield Primary", "mi hija Candela va al CEIP Miguel Hernández", "Her son Yusuf, the one who goes
  to St Anne's Primary"); in lower case the name must be a known given name ("my son finn is in 2b at the lindenplatz
  primary");
- NAME, CHILD: a full name with the child's word in an apposition right after it or an adjective of a small child
  right before it ("Inès Carpentier, la fille de ma voisine, est en CE1 à l'école Jules-Ferry", "Соломійка Бондар,
  донька сусідки, ходить у 2-Б ліцею №57", "Die kleine Mia Ozturk von gegenüber geht in die 3b der Grundschule ...");
- PUPIL: a known given name opening the sentence with a pupil's verb ("Lily starts at St Anselm's Primary in Bromley",
  "Lucas sale solo del IES Ramiro de Maeztu a las 14:30").
- WHEN NAMED (Round 47, rlinks): a full name after a conjunction of time, with a leaving or arriving verb - a home
  automation or a routine keyed to the child's school ("when Poppy Henderson's watch leaves St Anne's Primary, ping my
  phone", "jak Zuzia Kaczmarek wyjdzie z SP nr 12", "Quand Louise Mercier sort de l'école Jules-Ferry", "Коли Соломія
  Гнатюк виходить з ліцею №142"; the name need not be listed: the conjunction, the verb and the school frame it).
- FETCHED (Round 48, rlinks): someone else - a parent, an ex, a grandmother, the nanny addressed - collects or takes a
  full-named child ("Mi ex recoge a ... del colegio ...", "Der Vater holt ... aus der Grundschule ... ab", "tu
  récupères ...", "odbierasz Igę ...", "колишній забирає Софію ..."); ferried_children.py reads the writer's own "I";
- AGED (Round 48, rlinks): a name with the child's age right after it - "(8)", "(7 lat)", ", age 8," - a sitter's note
  or a nursery's sign-up form ("Nele (8) ist in der 3b der Grundschule ...", "Софійка (7 років) вчиться в ліцеї № 142");
  a bare number needs a listed given name or a full name, an age with its unit any capitalised name; up to 17.
  And PUPIL takes a full name nobody listed before a class year ("Esme Hartley-Cole starts Year 1 at ...").
- TIMED (Round 49, rlinks): a verb of collecting or taking (any person, a modal's infinitive too), right after it a
  capitalised name (a German one a listed given name) or the writer's child by a kin word, and in the sentence the
  school and a clock time - a parent asking for hours that fit the school run ("odbieram Zosię z SP nr 12 w Gliwicach o
  15:30", "je dois récupérer Inès à l'école élémentaire Jules-Ferry à 16h30", "tengo que recoger a Lucas en el CEIP
  Miguel Hernández a las 14:00", "ich muss Emma bis 16 Uhr aus der Kita Regenbogen abholen", "забираю Софійку з ліцею
  №171 о 14:00", "wożę syna do SP nr 12 o 7:40"): where a child is, and when. Green: no time ("I pick up my son from
  Oakfield Primary"), no name and no kin ("parents collect children from SP 12 at 15:30", a nanny's ad for "a boy").
The school, in the same sentence: a school word with its number ("liceum nr 142", "ліцей №57", "SP 12", "школа №5")
or its proper name ("St Anne's Primary", "Oakfield Primary", "Grundschule am Lindenplatz", "Goethe-Gymnasium",
"CEIP Miguel Hernández", "IES Ramiro de Maeztu", "école Jules-Ferry", "collège Victor Hugo", "ліцей імені ...").
Green limits (as in kin_pupils): no name ("my son's school is Oakfield Primary"), a school with no child ("is St Anne's
Primary good?"), a school word without a name or number ("my son Finn started primary school"), a teacher, a title
before the name, a placeholder or a template ("[child's name] attends [school]"), a story, a public figure's child.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector import name_letters
from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.gates import opens, whole_word_gate, word_gate
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.school_children import NOT_GIVEN, STORY, TEACHER, TITLE_BEFORE

_REASON = "child's name with school or address"

# the school, by its number or its proper name (IGNORECASE; a proper name in sentence case where the school's word is
# a common word too - "colegio", "escuela", "Grundschule X")
_SCHOOL = LazyPattern(
    r"(?i)(?<!\w)(?:"
    # a number after nr / № / no.: "liceum nr 142", "Szkoła Podstawowa nr 12", "ліцей №57", "школа № 5", "ЗДО № 112"
    r"(?:(?:sp|зош|здо|днз|нвк)(?![^\W\d_])|szko[łl]\w*|przedszkol\w*|[żz][łl]ob\w*|liceum|gimnazjum|ліце\w*|лице\w*|школ\w*|гімназі\w*|гимнази\w*|"
    r"садо?[чк]\w*|ясл\w*|school|kita|colegio|escuela|[ée]cole|coll[èe]ge|lyc[ée]e)"
    r"(?:\s+\w+){0,2}?\s*(?:nr\.?|№|n[ºo°]\.?|no\.|#)\s*\d{1,4}(?!\d)|"
    # a number right after an unambiguous school word: "SP 12", "ліцею 57", "школа 45"
    r"(?:sp|zsp|зош|ліце[йюї]|лице[йяю]|школ[аиуіе]|гімназі[яїю]|гимнази[яию])\s?\d{1,4}(?![\d:.,]\d|\d)|"
    # English: "St Anne's Primary", "Oakfield Primary (School)", "Hillside Academy", "Marlow Grammar School"
    r"(?:st\.?|saint)\s+[\w'’]+(?:\s+[\w'’]+)?\s+(?:c\.?\s?of\s?e\.?\s+|r\.?c\.?\s+|catholic\s+)?"
    r"(?:primary|infants?|junior|nursery|academy|school|elementary|high|college|prep)(?!\w)|"
    r"(?!(?:the|a|an|at|in|to|from|of|for|his|her|their|my|our|your|its|local|new|same|public|private|state|catholic|"
    r"village|nearby|next|first|second|third|last|this|that|which|what|any|every|another|other|start|starts|started|"
    r"starting|attend|attends|attended|attending|into|on|by|and|or|after|before|free|good|best|bad|big|small|main|"
    r"most|key|top|local|nearest|closest|the|is|was|be|been|leave|leaves|left|finish|finishes|finished|junior|senior|"
    r"boarding|secondary|primary|special|grammar|comprehensive|independent|faith|church|year|also|still|just|her|"
    r"him|them|us|me|you|online|summer|sunday|driving|language|dance|music|art|ballet|swim\w*|football|coding|"
    r"after-school|medical|law|business|film|cooking|night|high|middle|elementary)(?!\w))"
    r"[^\W\d_]{3,}(?:-[^\W\d_]+)?\s+(?:primary|infants|junior school|elementary|middle school|high school|grammar school|"
    r"prep school|preparatory school|academy(?! of)|nursery school|c of e primary)"
    r"(?!\s+(?:care|goal|purpose|reason|source|key|colou?r|election|account|residence|contact|focus|target|user|"
    r"teacher|teachers|teaching|staff|students|class)(?!\w))(?!\w)|"
    # German: "Grundschule am Lindenplatz", "Kita Sonnenblume", "Goethe-Gymnasium", "Astrid-Lindgren-Schule"
    r"(?:grundschule|gesamtschule|realschule|hauptschule|oberschule|mittelschule|gymnasium|kita|kindergarten)"
    r"\s+(?:am|an der|in der|im|auf der|zum|zur|an den|auf dem)\s+\w+|"
    r"(?-i:(?:Grundschule|Gesamtschule|Realschule|Gymnasium|Kita|Kindertagesstätte)\s+[A-ZÄÖÜ][a-zäöüß]+)|"
    r"[^\W\d_]{3,}(?:-[^\W\d_]+){0,3}-(?:grundschule|schule|gymnasium|realschule|gesamtschule|kita)(?!\w)|"
    # (round 50) a school's compound word with its town or its name: "Freie Waldorfschule Bochum", "Montessorischule Lindau"
    rf"(?:waldorf|montessori|gemeinschafts|f[öo]rder|sekundar|stadtteil|ganztags)schule\s+(?-i:[{name_letters.UP}][{name_letters.LOW}]+)|"
    # Spanish: "CEIP Miguel Hernández", "IES Ramiro de Maeztu", "colegio San José", "(el) Colegio Cervantes"
    r"(?:ceip|ies|ceipso|eei)\s+(?!de\b|del\b|y\b|en\b|que\b|para\b|a\b)[\wáéíóúñ]{3,}|"
    r"(?:colegio|escuela|instituto|cole)\s+(?:p[úu]blico\s+|concertado\s+|infantil\s+)?"
    r"(?:san|santa|santo|sagrado|nuestra se[ñn]ora|virgen|padre|madre|maristas|salesianos)\s+\w+|"
    r"(?-i:(?:[Cc]olegio|[Ee]scuela|[Ii]nstituto)\s+(?:[Pp][úu]blico\s+|[Cc]oncertado\s+)?[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+)|"
    # French: "école Jules-Ferry", "école élémentaire Jean Moulin", "collège Victor-Hugo", "lycée Saint-Exupéry"
    r"(?:[ée]cole|coll[èe]ge|lyc[ée]e|cr[èe]che)\s+(?:(?:maternelle|primaire|[ée]l[ée]mentaire|publique|priv[ée]e)\s+)?"
    r"(?:(?-i:[A-ZÉÈ][a-zéèêëàâîïôûç]+)|(?:saint|sainte|jean|jules|victor|paul|marie|louis|jacques|pierre|anne)"
    r"[\w-]*|[a-zéèêàâîôûç]{3,}-(?!m[êe]me|l[àa]|ci|il|elle|on|je|tu|nous|vous|t)[a-zéèêàâîôûç]{2,})|"
    # Polish, Ukrainian, Russian by a patron: "szkoła im. Kopernika", "ліцей імені Лесі Українки", "школа «Ерудит»"
    r"(?:szko[łl]\w*|liceum|przedszkol\w*|gimnazjum|sp)\s+(?:im\.|imienia)|"
    r"(?:ліце\w*|лице\w*|школ\w*|гімназі\w*|гимнази\w*|садо?[чк]\w*)\s+(?:імені|имени|ім\.|им\.|«|\")"
    r")"
)
# the school words one of which every _SCHOOL match holds (each of its alternatives names one): a text holding none is
# not searched (the words' gates of gates.prepare: no pattern runs). The short ones as whole words - _SCHOOL reads them
# so ("sp 12", "IES Ramiro", "ЗОШ № 5").
_SCHOOL_WORDS = word_gate(
    "szko", "przedszkol", "żłob", "złob", "żlob", "liceum", "gimnazjum", "ліце", "лице", "школ", "гімназ", "гимназ",
    "сад", "ясл", "school", "colegio", "escuela", "cole", "instituto", "ceip", "école", "collège", "college", "lycée",
    "crèche", "primary", "infant", "junior", "nursery", "academy", "elementary", "high", "prep", "schule", "gymnasium",
    "kita", "kindergarten", "kindertages",
)
_SCHOOL_ABBREVIATIONS = whole_word_gate("sp", "zsp", "ies", "eei", "зош", "здо", "днз", "нвк")
_UP = name_letters.UP
_LOW = name_letters.LOW
_CAP = rf"[{_UP}](?:['’][{_UP}])?[{_LOW}'’]+(?:-[{_UP}][{_LOW}]+)?"
_ANY = rf"[{_UP}{_LOW}][{_LOW}'’]+"
# a child's kin word (any possessive before it), then perhaps "little", then the name
_KIN_CHILD = (
    r"(?:(?:(?<=my )|(?<=our )|(?<=his )|(?<=her )|(?<=their )|(?<=your )|(?<='s )|(?<=’s )|(?<=the ))son|daughter|stepson|stepdaughter|grandson|granddaughter|nephew|niece|"
    r"sohn|tochter|enkel|enkelin|neffe|nichte|stiefsohn|stieftochter|"
    r"syn(?:a|owi|em|ek|ka)?|c[óo]r(?:ka|ki|kę|ke|eczka|eczki|eczkę|eczke)|wnu(?:k|ka|czka|czki|czkę|czke)|"
    r"bratan(?:ek|ka|ica|icy)|siostrze(?:niec|ńca|nca|nica|nicy)|"
    r"син(?:а|ові|ок|очок)?|донь(?:ка|ки|ку|ці|ця|цю)|дочк(?:а|и|у|ою)|доч(?:ь|ери|ку|ка)|онук(?:а|ові)?|онучк(?:а|и|у)|"
    r"сын(?:а|у|ок|очек)?|внук(?:а|у)?|внучк(?:а|и|у)|племінни(?:к|ця|ка)|племянни(?:к|ца|ка)|"
    r"hij[oa]|hijit[oa]|niet[oa]|sobrin[oa]|fils|fille|petit-fils|petite-fille|neveu|ni[èe]ce)"
)
_KIN_GIVEN = LazyPattern(
    rf"(?i:(?<!\w){_KIN_CHILD}),?\s+(?:(?i:little|kleine[rn]?|petite?|peque[ñn][oa]|ma[łl][ya]|маленьк\w+)\s+)?"
    rf"(?P<first>{_ANY})(?:\s+(?P<last>{_CAP}))?(?!\w)"
)
# a full name, then an apposition naming a child ("Inès Carpentier, la fille de ma voisine,"); or "die kleine Mia Ozturk"
_NAME_CHILD = LazyPattern(
    rf"(?P<first>{_CAP})\s+(?P<last>{_CAP}),\s+(?:[\w'’]+\s+){{0,3}}?(?i:{_KIN_CHILD})(?!\w)|"
    rf"(?i:(?<!\w)(?:die|der|the|la|el|le|ta|ten)\s+(?:kleine[rn]?|little|petite?|peque[ñn][oa]|ma[łl][ya]))\s+"
    rf"(?P<first2>{_CAP})\s+(?P<last2>{_CAP})(?!\w)"
)
# a known given name opening the sentence, a pupil's verb (perhaps after an adverb or a time)
_PUPIL = LazyPattern(
    rf"(?:^|(?<=[.!?:;\n]\s)|(?<=\n))(?P<first>{_CAP})(?:\s+(?P<last>{_CAP}))?\s+(?:[\w'’]+\s+){{0,2}}?"
    r"(?i:starts at|started at|is starting at|(?:starts|started|is starting|will start) (?:year|class|grade) \d{1,2} at|"
    r"(?:starts|started|is starting|will start) reception at|goes to|attends|is in (?:year|class|grade|reception)|leaves|walks home from|"
    r"geht (?:in|auf|zur)|besucht|kommt (?:in|auf)|chodzi do|idzie do|wraca (?:sam|sama)? ?(?:ze|z)|"
    r"va (?:al|a)|sale (?:solo |sola )?del?|empieza en|est en|entre (?:à|a|en)|rentre (?:à|a|en)|sort (?:seul |seule )?de|"
    r"ходить (?:у|в|до)|піде (?:у|в|до)|навчається|ходит (?:в|во)|пойдёт (?:в|во)|учится)(?!\w)"
)
# (round 47, rlinks) a full name after a conjunction of time, then a leaving or arriving verb - a home automation or a
# parent's routine keyed to a child's school ("when Poppy Henderson's watch leaves St Anne's Primary", "jak Zuzia
# Kaczmarek wyjdzie z SP nr 12", "Wenn Leonie Schäfer aus der Grundschule am Lerchenberg raus ist", "Cuando Martina
# Gómez salga del CEIP ...", "Quand Louise Mercier sort de l'école ...", "Коли Соломія Гнатюк виходить з ліцею №142")
_WHEN_NAMED = LazyPattern(
    r"(?i:(?<!\w)(?:when|whenever|once|as soon as|after|wenn|sobald|nachdem|jak|kiedy|gdy|jak tylko|gdy tylko|"
    r"kiedy tylko|cuando|en cuanto|apenas|quand|lorsque?|lorsqu['’]|d[èe]s que|une fois que|коли|щойно|як тільки|"
    r"когда|как только)\s+)"
    rf"(?P<first>{_CAP})\s+(?P<last>{_CAP})(?:['’]s)?\s+(?:[\w'’-]+\s+){{0,3}}?"
    r"(?i:leaves|exits|gets (?:to|out of|back from)|arrives (?:at|to|home from)|reaches|walks out of|comes out of|"
    r"is (?:out of|at|picked up from)|aus (?:der|dem)|vo[nm]|verl[äa]sst|an (?:der|dem)|ankommt|"
    r"wyjdzie ze?|wychodzi ze?|opu[śs]ci|opuszcza|dotrze do|dojdzie do|wr[óo]ci ze?|wraca ze?|przyjdzie do|"
    r"salga del?|sale del?|llegue al?|llega al?|deje|se vaya del?|sort d(?:e|u)|sortira d(?:e|u)|quitte|arrive (?:[àa]|au)|arrivera (?:[àa]|au)|"
    r"вий(?:де|шла|шов) з|виходить з|прийде до|приходить до|дійде до|покида[єе]|залиша[єе]|"
    r"вы(?:йдет|шла|шел|шёл) из|выходит из|прид[её]т в|приходит в|дойд[её]т до|покидает)(?!\w)"
)
# (round 48, rlinks) someone else - a parent, an ex, the nanny addressed - takes a full-named child from or to school:
# ferried_children.py reads the writer's own first-person verb; here a third or second person's verb of collecting or
# taking ("Mi ex recoge a Candela Ruiz del colegio ...", "Der Vater holt Emil Brückner aus der Grundschule ... ab",
# "le père récupère Inès Roussel à l'école ...", "Były mąż zabiera Kubę Malinowskiego ze Szkoły Podstawowej nr 12",
# "jutro odbierasz Igę Wójcik ze SP 340", "колишній забирає Софію Литвин зі школи №5", "бабушка заберёт Машу Орлову")
_FETCHED = LazyPattern(
    r"(?i:(?<!\w)(?:picks up|picked up|will pick up|is picking up|collects|collected|will collect|fetches|fetched|"
    r"drops off|dropped off|takes|took|walks|"
    r"(?:se )?(?:recoge|recogi[óo]|recoger[áa]|recoges|recoger[áa]s|lleva|llev[óo]|llevar[áa]|llevas|busca|buscar[áa]|"
    r"saca|sac[óo]|va a buscar|van a buscar|vas a buscar) a|"
    r"r[ée]cup[èée]re(?:ra|s)?|r[ée]cup[ée]rait|d[ée]pose(?:ra|s)?|emm[èe]ne(?:ra|s)?|(?:va|vient|viendra|ira|vas|viens) chercher|"
    r"(?:holt|holst|abholt|bringt|bringst)(?:\s+(?:du|ihr|er|sie))?|"
    r"zabiera(?:sz|ła|ł)?|zabierze(?:sz)?|zabra(?:ła|ł)|odbiera(?:sz|ła|ł)?|odbierze(?:sz)?|odebra(?:ła|ł)|"
    r"odprowadza(?:sz)?|zawozi(?:sz)?|odwozi(?:sz)?|"
    r"забира(?:є|єш|ла|в)|забере(?:ш)?|забра(?:ла|в)|відводить|відведе|відвозить|"
    r"забира(?:ет|ешь|ла|л)|забер[её]т|забер[её]шь|забра(?:ла|л)|отводит|отвед[её]т|отвозит)\s+)"
    rf"(?P<first>{_CAP})\s+(?P<last>{_CAP})(?!\w)"
)
# (round 48, rlinks) a child by a name and the age right after it - "(8)", "(7 lat)", "(7 ans)", "(7 років)", ", age 8,"
# - with a school by its name or number in the sentence: a sign-up form, a note to a sitter or a nanny ("Nele (8) ist in
# der 3b der Grundschule am Rosenhügel", "Lucas (6) sale del colegio Nuestra Señora del Pilar a las 14:00", "Софійка (7
# років) вчиться в ліцеї № 142"). A bare number needs a listed given name or a full name; with its unit any name.
_AGED = LazyPattern(
    rf"(?<![\w-])(?P<first>{_CAP})(?:\s+(?P<last>{_CAP}))?\s*"
    r"(?:\(\s*(?P<bare>\d{1,2})\s*\)|"
    r"(?:\(\s*|,\s*(?i:aged?\s+|âgée?\s+de\s+|de\s+|im alter von\s+|w wieku\s+|у віці\s+|в возрасте\s+)?)(?P<age>\d{1,2})\s*"
    r"(?i:years? old|years?|yrs?|y/?o|y\.o\.|ans|años|anos|jahre(?: alt)?|j\.|lat(?:a)?|l\.|rok(?:u|i)?|"
    r"р(?:оків|оки|ік)|р\.|л(?:ет)|год(?:а)?)(?!\w)\.?\s*[),])"
)
# (round 51, rlinks) a named adult's own child by a third person's possessive ("Sophie doit récupérer son fils à l'école
# Jules Ferry à 16h30", "Carmen tiene que recoger a su hija en el CEIP ... a las 14:00", "Tom has to pick up his daughter
# from St Anne's Primary at 3:15", "Anna musi odebrać swojego syna z SP nr 12 o 15:30", "Олена має забрати свого сина з
# ліцею №142 о 14:00"): an employer's or a colleague's scheduling question; the named adult is read before the verb
_THEIR_CHILD = (
    r"(?:his|her|their|su|sus|son|sa|ses|leur|leurs|swojego|swoją|swoja|swoje|jej|jego|свого|свою|своїх|її|його|"
    r"своего|своих|её|ее|его) (?:little |youngest |eldest |oldest |petit |petite |peque[ñn][oa] |młodszego |"
    r"młodszą |молодшого |молодшу |младшего |младшую )?"
    r"(?:son|daughter|boy|girl|kids|children|child|grandson|granddaughter|hij[oa]s?|niñ[oa]s?|nin[oa]s?|niet[oa]s?|"
    r"fils|fille|filles|enfants?|petit-fils|petite-fille|syna|synka|c[óo]rk[ęe]|c[óo]reczk[ęe]|dziecko|dzieci|"
    r"wnuka|wnuczk[ęe]|сина|синочка|доньку|донечку|дочку|онука|онуку|дитину|дітей|сына|сыночка|дочь|доченьку|"
    r"ребёнка|ребенка|детей|внука|внучку)"
)
# (round 49, rlinks) a verb of collecting or taking, then a capitalised name or the writer's child by a kin word; the
# German modal's infinitive comes last ("ich muss Emma ... abholen"): "ich" and the modal or the verb, then the name
_TIMED = LazyPattern(
    r"(?i:(?<!\w)(?:pick(?:s|ed|ing)? up|collect(?:s|ed|ing)?|fetch(?:es|ed|ing)?|drop(?:s|ped|ping)?(?: off)?|"
    r"take|takes|walk|walks|drive|drives|"
    r"recog(?:e[rsn]?|emos|iendo|ió|io|erá|era)|recoj(?:o|a|as|an)|busc(?:o|a|ar)|dej(?:o|a|ar)|llev(?:o|a|as|ar|amos|ando)|(?:ir|voy|va|vas) a buscar|"
    r"acompañ(?:o|a|ar)|r[ée]cup[èée]r(?:e|es|er|ons|era|ais|ait)|d[ée]pos(?:e|es|er|ons)|emm[èe]n(?:e|es|er|ons)|"
    r"(?:aller|vais|va) chercher|accompagn(?:e|es|er|ons)|"
    r"odbier(?:am|a|asz|ać|amy|ze|zesz)|odebra[ćc]|zawo(?:żę|że|zę|ze|zi|zić|zimy)|odwo(?:żę|że|zę|ze|zi|zić)|"
    r"odprowadz(?:am|a|ać|amy)|zabier(?:am|a|ać|amy)|wo(?:żę|że|zę|ze)|"
    r"забира(?:ю|є|єш|ти|ємо)|забрати|відвож(?:у|у)|відвоз(?:ить|ити|имо)|відводжу|відвести|вожу|"
    r"забира(?:ет|ешь|ть|ем)|забрать|отвож(?:у|у)|отвоз(?:ит|ить|им)|отвожу|отвести)\s+(?:a\s+)?)"
    rf"(?:(?P<kin>(?i:(?:my|our|mi|mis|nuestr[oa]s?|mon|ma|mes|notre|nos) (?:little |youngest |eldest |oldest )?"
    r"(?:son|daughter|boy|girl|kids|children|grandson|granddaughter|hij[oa]s?|niñ[oa]s?|niet[oa]s?|fils|fille|filles|"
    r"enfants?|petit-fils|petite-fille)|(?:mojego |moją |naszego |naszą )?(?:syna|synka|córkę|corke|córeczkę|wnuka|"
    r"wnuczkę)|(?:мого |мою |нашого |нашу |моего |нашего )?(?:сина|синочка|доньку|донечку|дочку|онука|онуку|сына|"
    rf"сыночка|дочь|доченьку|внука|внучку)))|(?P<kin3>(?i:{_THEIR_CHILD}))|(?P<first>{_CAP}))(?!\w)|"
    rf"(?i:(?<!\w)ich\s+(?:muss|müsste|werde|kann|soll|will|hole|bringe|fahre)\s+)"
    rf"(?:(?P<kin2>(?i:meinen sohn|meine tochter|unseren sohn|unsere tochter|meine kinder|unsere kinder))|"
    rf"(?P<first2>{_CAP}))(?!\w)|"
    # (round 51) a named adult's German modal or verb, then their child: "Herr Ahmadi muss seinen Sohn um 15 Uhr aus der
    # Kita Sonnenblume holen"
    r"(?i:(?<!\w)(?:muss|müsste|muß|wird|kann|soll|will|möchte|holt|bringt|fährt)\s+(?P<kin4>(?:seinen|ihren|seine|ihre)\s+"
    r"(?:sohn|tochter|kinder|kind|kleinen|kleine|enkel|enkelin|jungen|mädchen))(?!\w))"
)
# (round 50, rlinks) the school run told in passing, in a plan for the workers or the week (sets broad-zzz123, 124):
# the child named BEFORE the writer's verb of taking (Polish and Ukrainian word order: "bo Zuzię zawożę do SP nr 58 na
# Bielanach", "Софійку вожу в ліцей № 142"), the name in the accusative; or a German clause with its verb at the end
# ("weil ich Mila um halb neun in die Kita Sonnenblume bringe")
_RUN = LazyPattern(
    rf"(?<![\w-])(?P<first>{_CAP})\s+(?:(?i:codziennie|rano|zawsze|sama|sam|ja|я|щодня|зранку|вранці|сама|сам|"
    r"каждый день|утром)\s+)?"
    r"(?i:zawo(?:żę|zę|ze|że)|wo(?:żę|zę|ze|że)|odwo(?:żę|zę|ze|że)|odprowadzam|odbieram|zabieram|"
    r"вожу|відвожу|завожу|забираю|відводжу|отвожу|отвожу|забираю)(?!\w)|"
    rf"(?i:(?<!\w)ich)\s+(?P<first2>{_CAP})\s+(?:[\w.:,]+\s+){{0,10}}?"
    r"(?i:bringe|hinbringe|abhole|hole|fahre|hinfahre|begleite)(?!\w)"
)
# (round 50) a child's name and "'s at" / "is at" right before the school's name: "I do the school run, Ollie's at St
# Bede's Primary on Gresley Road" (the name's letters without the apostrophe: "Ollie", not "Ollie's")
_AT = LazyPattern(
    rf"(?<![\w'’-])(?P<first>[{_UP}][{_LOW}]+)(?:['’]s|\s+is)\s+(?:(?i:now|still|already)\s+)?(?i:at|in)\s+"
)
# (round 50) the plain verbs of taking _TIMED reads since round 50 ("I take Alfie to ...", "we walk Poppy to ...")
_PLAIN_TAKE = re.compile(r"(?i)(?:take|takes|walk|walks|drive|drives|drop|drops|dropped|dropping)\s(?!off)")
# a pet form of a given name no list holds, or its accusative: "Zuzię", "Ollie", "Tymka", "Софійку", "Сашка"
_PET_FORM = re.compile(r"(?:ie|y|i[aeęu]|[kc][aiu]|ek|ś|ę|к[аиуо]|[ауюя])$")
# capitalised words that open a sentence or name an adult before the verb, and pronouns (not a child's name)
_NOT_CHILD = frozenset("codziennie dzieci sama sam ja rano zawsze potem teraz najpierw sie sie ihnen euch ihr er es wir "
                       "daddy mummy mommy granny grannie nanny aunty auntie bestie sweetie hubby missy lady baby "
                       "щодня щоранку зранку вранці сама сам тому потому спочатку сначала сьогодні сегодня завтра "
                       "иногда іноді тоже також тепер теперь мама тато папа бабуся дідусь бабушка дедушка".split())
# a clock time: "at 3:15", "o 15:30", "à 16h30", "a las 14:00", "bis 16 Uhr", "о 14:00" (not a date's "12.05.")
_CLOCK = LazyPattern(
    r"(?i)(?<![\d.:,/])(?:[01]?\d|2[0-3])(?:[:.h][0-5]\d|\s?(?:uhr|h|godz\.?|am|pm|a\.m\.|p\.m\.))(?![\w:/]|[.]\d)"
)
# (round 48) a full name nobody listed opens a pupil's sentence with a class year: "Esme Hartley-Cole starts Year 1 at"
_YEAR_AT = re.compile(r"(?i)(?:year|class|grade) \d{1,2} at$")
_STOP = re.compile(r"(?<!\d)\.\s|[!?\n;]\s|[.!?]$")
# a public figure's child (a royal, a president's, a star's)
_PUBLIC = LazyPattern(
    r"(?i)(?<!\w)(?:prince|princess|king|queen|royal|president\w*|prime minister|minister|senator|celebrit\w*|"
    r"actor|actress|singer|footballer|famous|prinz\w*|prinzessin|könig\w*|premier\w*|kr[óo]l\w*|ksi[ęe]ż\w*|"
    r"prezydent\w*|pr[íi]ncipe|princesa|infant[ae]|rey|reina|presidente|famos[oa]|c[ée]l[èe]bre|roi|reine|"
    r"принц\w*|корол\w*|президент\w*|прем'єр\w*|премьер\w*|знаменит\w*|відом\w*)(?!\w)"
)
_PLACEHOLDER = re.compile(r"[\[{<]")
# (round 51) a named adult before the verb of collecting: a title and a surname, or a given name (the caller checks it;
# in lower case too), then up to four words of a modal ("doit", "has to", "tiene que", "muss", "musi", "має")
_ADULT = LazyPattern(
    r"(?:^|(?<=[\s,;:(]))(?:(?P<title>(?i:herr|frau|mr|mrs|ms|miss|dr|pan|pani|m|mme|monsieur|madame|sr|sra|señor|"
    r"señora|don|doña|пан|пані|господин|госпожа))\.?\s+)?"
    rf"(?P<first>{_CAP}|[{_LOW}]{{3,}})(?:\s+(?P<last>{_CAP}))?(?:\s*,)?\s+(?:[\w'’]+\s+){{0,4}}$"
)
# lower-case words that are given names too ("my son will start at ...")
_COMMON_LOWER = frozenset("will may june april august mark bill art rose grace hope joy faith sunny pat chase hunter "
                          "miles sky summer autumn dawn eve ray rich jack".split())


def _sentence(t: str, start: int, end: int) -> tuple[int, int]:
    before = max((s.end() for s in _STOP.finditer(t, 0, start)), default=0)
    stop = _STOP.search(t, end)
    return before, stop.start() if stop else len(t)


def find_child_schools(t: str, given_name: Callable[[str], bool], is_person_name: Callable[[str, str], bool],
                       is_placeholder: Callable[[str, str, None], bool]) -> list[Finding]:
    """Identity findings over the sentences of normalised `t` naming a child (by a kin word and a given name, a full
    name with a child's apposition, or a given name with a pupil's verb) with a school by its number or proper name
    (see the doc)."""
    if not (opens(t, _SCHOOL_WORDS) or opens(t, _SCHOOL_ABBREVIATIONS)) or _SCHOOL.search(t) is None:
        return []
    for pattern in (_KIN_GIVEN, _NAME_CHILD, _PUPIL, _WHEN_NAMED, _FETCHED, _AGED, _TIMED, _RUN, _AT):
        for m in pattern.finditer(t):
            got = m.groupdict()
            if pattern is _TIMED:
                found = _timed(t, m, given_name, is_placeholder)
                if found:
                    return found
                continue
            if pattern is _RUN or pattern is _AT:
                found = _run(t, m, given_name, is_placeholder, pattern is _AT)
                if found:
                    return found
                continue
            first, last = got.get("first") or got["first2"], got.get("last") or got.get("last2")
            f_start = m.start("first") if got.get("first") else m.start("first2")
            if first.lower() in NOT_GIVEN:
                continue
            if pattern is _KIN_GIVEN and first in _COMMON_LOWER:
                continue
            if pattern is _KIN_GIVEN and not (given_name(first[:1].upper() + first[1:])
                                               if first[:1].islower() else is_person_name(first, last or first)):
                continue  # (lower case: only a known given name - "my son finn"; not "my son goes")
            if pattern is _NAME_CHILD and not is_person_name(first, last):
                continue
            if pattern is _PUPIL and not given_name(first) and not (
                    last and _YEAR_AT.search(m.group()) and is_person_name(first, last)):
                continue
            if pattern is _FETCHED and not is_person_name(first, last):
                continue
            if pattern is _AGED and not (
                    int(got["bare"] or got["age"]) <= 17
                    and (is_person_name(first, last) if last else (given_name(first) or got["age"] is not None))):
                continue
            if pattern is _WHEN_NAMED:
                last = last.removesuffix("'s").removesuffix("’s")
                if not is_person_name(first, last):  # (the conjunction, the verb and the school frame the name)
                    continue
            if TITLE_BEFORE.search(t, max(0, f_start - 12), f_start):
                continue
            start, end = _sentence(t, m.start(), m.end())
            school = _SCHOOL.search(t, start, end)
            if school is None or _PUBLIC.search(t, start, end):
                continue
            # a teacher between the name and the school is no pupil ("Mrs Clara Hopkins, my daughter's teacher,
            # teaches ..."); the request after them may name the child's teacher ("... write to his teacher")
            if TEACHER.search(t, min(m.start(), school.start()), max(m.end(), school.end())):
                continue
            if _PLACEHOLDER.search(t, start, end) or STORY.search(t):
                continue
            if is_placeholder(t, f"{first} {last}" if last else first, None):
                continue
            return [Finding(Kind.IDENTITY, _REASON, f_start, end)]
    return []


def _timed(t: str, m: re.Match[str], given_name: Callable[[str], bool],
           is_placeholder: Callable[[str, str, None], bool]) -> list[Finding]:
    """(round 49) The TIMED family's finding for `_TIMED`'s match `m`: a name (a German one listed) or a kin word, the
    school and a clock time in its sentence, no teacher, no public figure, no placeholder, no story."""
    name = m.group("first") or m.group("first2")
    if name and (name.lower() in NOT_GIVEN or (m.group("first2") and not given_name(name))):
        return []
    start, end = _sentence(t, m.start(), m.end())
    if (m.group("kin3") or m.group("kin4")) and not _named_adult(t, start, m.start(), given_name, is_placeholder):
        return []  # (round 51) "her son" without a named adult: "parents collect their children from ... at 3:15"
    # (round 50) a child named by a given name or its pet form needs no clock: "я вожу Софійку в ліцей № 142"
    # (and after the plain verbs of taking, a name is a child's: not "I take Year 6 to ... at 2pm")
    clock = _CLOCK.search(t, start, end)
    if _SCHOOL.search(t, start, end) is None or (clock is None and not name) or (name and not child_name(name, given_name) and (
            clock is None or _PLAIN_TAKE.match(m.group()))):
        return []
    if TEACHER.search(t, start, end) or _PUBLIC.search(t, start, end) or _PLACEHOLDER.search(t, start, end):
        return []
    if name and TITLE_BEFORE.search(name + " ") or STORY.search(t):  # ("pick up Mrs Hale": no child)
        return []
    if name and is_placeholder(t, name, None):  # (round 50) "I pick up John Doe from Example Primary School"
        return []
    return [Finding(Kind.IDENTITY, _REASON, m.start(), end)]


def _named_adult(t: str, start: int, verb: int, given_name: Callable[[str], bool],
                 is_placeholder: Callable[[str, str, None], bool]) -> bool:
    """(round 51) Whether a named adult opens the clause before the verb at `verb`: a title and a capitalised surname
    ("Herr Ahmadi muss", "Mme Roux doit"), or a known given name ("Sophie doit", "Carmen tiene que", "sophie doit"),
    with at most four words (a modal, "has to", "tiene que") between; not a placeholder ("John Doe has to ...")."""
    pos = start
    while (m := _ADULT.search(t, pos, verb)) is not None:
        pos = m.end("first")  # (read on: "and then Sophie has to" tries "and", then "then", then "Sophie")
        first, last = m.group("first"), m.group("last")
        if first.lower() in _NOT_CHILD or first.lower() in NOT_GIVEN or first.lower() in _COMMON_LOWER:
            continue
        if not m.group("title") and not given_name(first[:1].upper() + first[1:]):
            continue
        return not is_placeholder(t, f"{first} {last}" if last else first, None)
    return False


def child_name(name: str, given_name: Callable[[str], bool]) -> bool:
    """(round 50) `name` as a child is called: a known given name, or a pet form no list holds or its accusative
    ("Zuzię", "Ollie", "Tymka", "Софійку"), not a word opening a sentence, a pronoun or an adult's ("Codziennie", "Sie",
    "Granny")."""
    if name.lower() in _NOT_CHILD or name.lower() in NOT_GIVEN:
        return False
    return given_name(name) or (len(name) >= 3 and _PET_FORM.search(name) is not None)


def _run(t: str, m: re.Match[str], given_name: Callable[[str], bool], is_placeholder: Callable[[str, str, None], bool],
         at: bool) -> list[Finding]:
    """(round 50) The school run's finding for `_RUN`'s or `_AT`'s match `m`: a child's name (child_name), the school
    in its sentence (for `_AT` right after "'s at"), no teacher, no public figure, no placeholder, no title, no story."""
    name = m.group("first") or m.group("first2")
    if not child_name(name, given_name):
        return []
    start, end = _sentence(t, m.start(), m.end())
    school = _SCHOOL.search(t, m.end() if at else start, end)
    if school is None or (at and school.start() != m.end()) or TEACHER.search(t, start, end) or _PUBLIC.search(t, start, end):
        return []
    if _PLACEHOLDER.search(t, start, end) or TITLE_BEFORE.search(t, max(0, m.start() - 12), m.start()) or STORY.search(t):
        return []
    if is_placeholder(t, name, None):
        return []
    return [Finding(Kind.IDENTITY, _REASON, m.start(), end)]
