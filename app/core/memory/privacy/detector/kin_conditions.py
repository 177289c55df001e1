"""A relative's, a named child's or friend's illness or injury, and the writer's diagnosis, told where the vocabulary
does not read them (round 43, rhealth): "Gran fell in the bathroom and broke her hip", "Babcia przewróciła się w nocy,
złamanie szyjki kości udowej", "Ma femme a une SLA", "Bei unserer Tochter wurde Legasthenie festgestellt, hat sie ...?",
a eulogy's "mon père, ... Il est mort d'une cirrhose", a toast's "w tym roku przeszedł przeszczep nerki", an absence
note's "Carla ha faltado diez días por una neumonía", a diary page's "сегодня подтвердили рассеянный склероз".

The vocabulary reads "my mum has breast cancer"; people tell a relative's trouble with the relative named bare ("Oma",
"La abuela", "Бабуся"), by an injury instead of a disease (a fracture, a wound, a fall that ends in hospital), by a
pronoun a sentence after the relative ("Il est mort de ..."), or by the occasion that names the person (a toast, a
eulogy, an absence note): the condition itself is said plainly. So:
- KIN: a sentence with a relative, the writer's child, pupil or friend (a possessive before the word, or a family word
  used as a name: "Gran", "Oma", "Mamie", "Бабуся") - or a he/she pronoun after one earlier in the message - and one of
  the conditions, injuries or treatments below in that sentence;
- OCCASION: a toast, a eulogy, an absence or sick note, a diary page asked for, and one of the conditions after a verb
  of having, beating, dying of or missing school for it (the occasion is a real person's: "Toast na 40. Marka: ...
  przeszedł przeszczep nerki");
- TOLD: the writer's diagnosis told without a subject, in the impersonal: "сегодня подтвердили рассеянный склероз",
  "on m'a annoncé une sclérose en plaques", "heute wurde bei mir ... festgestellt" (the vocabulary wants "мне").
Green limits: the condition asked about in general ("what is dysgraphia?", "how are hip fractures treated?") has no
relative; "my dad doesn't have ..." is denied; a story's or a public figure's illness (a story word, "publicly",
"famous") is not the writer's circle; a relative who works with the condition ("my mum is a nurse on a stroke ward")
treats it.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _rx
from app.core.memory.privacy.detector.gates import opens, whole_word_gate, word_gate

_HEALTH = "health information"


# every condition's stem below (the gate: most messages hold none; word_gate adds each one typed plain)
_GATE = word_gate(
    "fractur", "broke", "cracked", "snapped", "concussion", "stitches", "fell", "fallen", "a fall", "incontinen",
    "gastrostom", "peg tube", "feeding tube", "motor neuron", "dyslexi", "dysgraph", "dyscalcul", "dyspraxi", "anorexi",
    "bulimi", "transplant", "cirrhos", "alcoholism", "scarlet fever", "pneumonia", "glandular fever", "mononucleos",
    "meningit", "sepsis", "stroke", "lymphom", "leuk", "cancer", "tumour", "tumor", "dementia", "alzheimer", "parkinson",
    "multiple sclerosis", "epilep", "heart attack", "chemo", "dialysis",
    "złaman", "złamał", "wstrząśnieni", "szwy", "przewrócił", "upadł", "nietrzymani", "gastrostomi", "stwardnieni",
    "dysleksj", "dysgrafi", "dyskalkuli", "dyspraksj", "anoreksj", "przeszczep", "marskoś", "alkoholizm", "szkarlatyn",
    "zapaleni", "mononukleoz", "sepsy", "sepsa", "udar", "zawał", "chłoniak", "białaczk", "nowotw", "demencj", "padaczk",
    "chemi", "dializ",
    "bruch", "gebrochen", "platzwunde", "gehirnerschütterung", "gestürzt", "gefallen", "inkontinen",
    "magensonde", "peg-sonde", "legasthen", "lese-rechtschreib", "dyskalkul", "magersucht", "anorexie", "bulimie",
    "transplant", "spenderniere", "zirrhose", "alkoholsucht", "scharlach", "lungenentzündung", "drüsenfieber",
    "mononukleose", "hirnhautentzündung", "schlaganfall", "herzinfarkt", "leukämie", "krebs", "demenz", "sklerose",
    "epilepsie", "dialyse",
    "fractura", "roto", "rompió", "rotura", "conmoción", "puntos de sutura", "cayó", "caído", "caída", "incontinencia",
    "gastrostomía", "esclerosis", "dislexia", "disgrafía", "discalculia", "dispraxia", "anorexia", "bulimia",
    "trasplante", "cirrosis", "alcoholismo", "escarlatina", "neumonía", "pulmonía", "mononucleosis", "meningitis",
    "septicemia", "ictus", "infarto", "linfoma", "leucemia", "cáncer", "demencia", "epilepsia", "quimio", "diálisis",
    "cassé", "commotion", "points de suture", "tombé", "chute", "gastrostomie", "charcot", "dyslexie", "dysgraphie",
    "dyscalculie", "dyspraxie", "boulimie", "greffe", "cirrhose", "alcoolisme", "scarlatine", "pneumonie", "mononucléose",
    "méningite", "septicémie", "infarctus", "lymphome", "leucémie", "tumeur", "démence", "sclérose", "épilepsie",
    "перелом", "злам", "струс", "шви", "впал", "впав", "нетриман", "гастростом", "розсіян", "склероз", "дислекс",
    "дисграф", "дискальк", "диспракс", "анорекс", "булім", "пересад", "трансплант", "цироз", "алкоголізм", "скарлатин",
    "пневмоні", "запаленн", "мононуклеоз", "менінгіт", "сепсис", "інсульт", "інфаркт", "лімфом", "лейкем", "лейкоз",
    "пухлин", "деменці", "альцгеймер", "паркінсон", "епілеп", "хіміо", "діаліз",
    "слом", "сотрясени", "швы", "упал", "недержани", "рассеян", "дисграфи", "дискальку", "анорекси", "булими",
    "цирроз", "алкоголизм", "воспалени", "менингит", "инсульт", "инфаркт", "лимфом", "лейкеми", "опухол", "деменци",
    "паркинсон", "эпилеп", "химио", "диализ", "chimio", "пневмони",
)
# the acronyms and short words, as whole words only ("als" inside "also" is none)
_SHORT = whole_word_gate("als", "mnd", "adhd", "sla", "rak", "raka", "adhs", "ela", "tdah", "avc", "rota", "бас", "сдуг",
                         "рдуг", "грдв", "рак", "сдвг", "раку", "рака", "раком", "rakiem", "raku")

# a condition, an injury or a treatment that tells one (each a word or phrase as people write it in chat)
_CONDITION = (
    r"(?:"
    # en
    r"(?:broke|broken|fractured|cracked|snapped) (?:her|his|their|a|both) (?:\w+ )?(?:hip|wrist|arm|leg|ankle|pelvis|"
    r"shoulder|collarbone|femur|neck of femur|ribs?|skull|jaw|nose|spine|vertebra\w*|elbow|knee|foot|hand)|"
    r"(?:hip|wrist|pelvic|femur|femoral|skull|spinal|ankle|rib) fracture|fractured (?:hip|wrist|pelvis|skull|femur)|"
    r"broken (?:hip|wrist|arm|leg|ankle|pelvis|femur|ribs?)|concussion|(?:needed|got|had) (?:\w+ )?stitches|"
    r"(?:doubly |urinary |faecal |fecal )?incontinen\w+|gastrostomy|peg tube|feeding tube|"
    r"\bals\b|\bmnd\b|motor neuron\w* disease|dyslexi\w*|dysgraphi\w*|dyscalculi\w*|dyspraxi\w*|anorexi\w*|bulimi\w*|"
    r"\badhd\b|(?:kidney|liver|heart|lung|bone marrow|stem cell) transplant|transplant|cirrhosis|alcoholism|"
    r"scarlet fever|pneumonia|glandular fever|mononucleosis|meningitis|sepsis|(?:had|has|having|suffered|since|after|from) (?:a |the |his |her |another |major |massive |mini-?)*stroke|"
    r"lymphoma|leuka?emia|(?:\w+ )?cancer|(?:brain )?tumou?r|dementia|alzheimer'?s|parkinson'?s|multiple sclerosis|"
    r"epilepsy|heart attack|chemo(?:therapy)?|dialysis|"
    # pl
    r"złaman\w+ (?:\w+ ){0,2}?(?:szyjk\w+|kości|biodr\w*|nadgarstk\w*|rę\w+|ręki|nog\w+|kostk\w*|miednic\w*|żeb\w+|"
    r"kręg\w*|obojczyk\w*|ramieni\w*|udow\w*)|złamał\w* (?:sobie )?(?:\w+ )?(?:rękę|nogę|biodro|nadgarstek|kostkę|"
    r"miednicę|żebr\w+|obojczyk|kręgosłup)|złamani\w+ (?:szyjki|kości|biodra|nadgarstka|ręki|nogi|miednicy|kręgosłupa|"
    r"żeber)|wstrząśnieni\w* mózgu|(?:założyli|zakładali|mia\w+) (?:\w+ )?szwy|nietrzymani\w* (?:moczu|stolca)|"
    r"gastrostomi\w*|stwardnieni\w* (?:rozsian\w+|zanikow\w+ boczn\w+)|\bsla\b|dysleksj\w*|dysgrafi\w*|dyskalkuli\w*|"
    r"dyspraksj\w*|anoreksj\w*|bulimi\w*|przeszczep\w*|marskoś\w+ wątroby|marskoś\w+|alkoholizm\w*|szkarlatyn\w*|"
    r"zapaleni\w+ (?:płuc|opon)|mononukleoz\w*|sepsy|sepsa|udar\w*|zawał\w*|chłoniak\w*|białaczk\w*|nowotw[oó]r\w*|"
    r"\brak\w* (?:jelita|płuc|piersi|prostaty|trzustki|krwi|mózgu|skóry|żołądka|szyjki)|\braka\b|demencj\w*|"
    r"alzheimer\w*|parkinson\w*|padaczk\w*|chemioterapi\w*|dializ\w*|"
    # de
    r"[\w-]*(?:oberschenkelhals|hüft|handgelenk|becken|arm|bein|knöchel|schädel|rippen|wirbel|schlüsselbein|"
    r"oberarm|sprunggelenk)[\w-]*bruch\w*|[\w-]*(?:hals|hüfte|arm|bein|handgelenk|becken|knöchel|rippen?|wirbel|"
    r"schlüsselbein|fuß|hand|nase|kiefer|schädel) (?:\w+ )?gebrochen|"
    r"platzwunde|gehirnerschütterung|inkontinen\w+|magensonde|peg-sonde|legasthen\w+|lese-rechtschreib\w*|"
    r"dyskalkul\w+|magersucht|anorexie|bulimie|\badhs\b|[\w-]*transplant\w*|spenderniere|[\w-]*zirrhose|"
    r"alkoholsucht|scharlach|lungenentzündung|pfeiffersch\w+ drüsenfieber|drüsenfieber|mononukleose|"
    r"hirnhautentzündung|schlaganfall|herzinfarkt|lymphom\w*|leukämie|[\w-]*krebs|hirntumor|tumor|demenz|alzheimer|"
    r"parkinson|multiple[n]? sklerose|epilepsie|chemo(?:therapie)?|dialyse|"
    # es
    r"fractura\w* (?:de |del )?(?:\w+ )?(?:cadera|muñeca|fémur|femur|brazo|pierna|tobillo|pelvis|costillas?|cráneo|"
    r"columna|vértebras?|clavícula|húmero)|(?:se (?:ha )?roto|se rompió|rotura de) (?:la |el |las |los )?(?:\w+ )?"
    r"(?:cadera|muñeca|brazo|pierna|tobillo|pelvis|costillas?|clavícula|fémur|húmero|nariz)|conmoción cerebral|"
    r"puntos de sutura|incontinencia|gastrostomía|\bela\b|esclerosis (?:lateral amiotrófica|múltiple)|dislexia|"
    r"disgrafía|discalculia|dispraxia|anorexia|bulimia|\btdah\b|trasplante\w*|cirrosis|alcoholismo|escarlatina|"
    r"neumonía|pulmonía|mononucleosis|meningitis|septicemia|sepsis|\bictus\b|infarto|linfoma|leucemia|"
    r"cáncer(?: de \w+)?|tumor(?: cerebral)?|demencia|alzheimer|parkinson|epilepsia|quimio(?:terapia)?|diálisis|"
    # fr
    r"fracture (?:du |de la |de l'|des |d'une? )?(?:col du fémur|fémur|hanche|poignet|bras|jambe|cheville|bassin|"
    r"côtes?|crâne|vertèbres?|clavicule|humérus|col)|(?:s'est )?cassée? (?:le |la |les |l')?(?:\w+ )?(?:col du fémur|"
    r"hanche|poignet|bras|jambe|cheville|bassin|côtes?|clavicule|fémur)|commotion cérébrale|points de suture|"
    r"incontinen\w+|gastrostomie|\bsla\b|maladie de charcot|sclérose (?:latérale amyotrophique|en plaques)|dyslexie|"
    r"dysgraphie|dyscalculie|dyspraxie|anorexie|boulimie|\btdah\b|greffe (?:de |du |d')?\w+|cirrhose|alcoolisme|"
    r"scarlatine|pneumonie|mononucléose|méningite|septicémie|\bavc\b|infarctus|lymphome|leucémie|cancer(?: du \w+| de la "
    r"\w+)?|tumeur|démence|alzheimer|parkinson|épilepsie|chimio(?:thérapie)?|dialyse|"
    # uk
    r"перелом\w* (?:\w+ ){0,2}?(?:шийки|стегна|стегнової|кістки|руки|ноги|зап'ястка|щиколотки|тазу|таза|ребер|ребра|"
    r"хребта|ключиці|плеча)|(?:зламала?|зламав) (?:собі )?(?:\w+ )?(?:руку|ногу|стегно|зап'ясток|ребро|ребра|ключицю|"
    r"щиколотку|шийку)|струс\w* мозку|наклали шви|нетриманн\w*|гастростом\w*|\bбас\b|розсіян\w+ склероз\w*|"
    r"бічн\w+ аміотрофічн\w+ склероз\w*|дислекс\w*|дисграф\w*|дискальк\w*|диспракс\w*|анорекс\w*|булімі\w*|\bсдуг\b|"
    r"\bрдуг\b|\bгрдв\b|пересадк\w+ (?:нирки|печінки|серця|кісткового)|трансплантаці\w*|цироз\w*|алкоголізм\w*|"
    r"скарлатин\w*|пневмоні\w*|запаленн\w+ легень|мононуклеоз\w*|менінгіт\w*|сепсис\w*|інсульт\w*|інфаркт\w*|"
    r"лімфом\w*|лейкемі\w*|лейкоз\w*|\bрак\w* (?:кишки|легень|грудей|простати|шлунка|крові|мозку|шкіри)|\bрак\b|"
    r"пухлин\w*|деменці\w*|альцгеймер\w*|паркінсон\w*|епілепсі\w*|хіміо\w*|діаліз\w*|"
    # ru
    r"перелом\w* (?:\w+ ){0,2}?(?:шейки|бедра|кости|руки|ноги|запястья|лодыжки|таза|рёбер|ребер|ребра|позвоночника|"
    r"ключицы|плеча)|(?:сломала?|сломал) (?:себе )?(?:\w+ )?(?:руку|ногу|бедро|запястье|ребро|рёбра|ребра|ключицу|"
    r"лодыжку|шейку)|сотрясени\w* мозга|наложили швы|недержани\w*|гастростом\w*|рассеянн\w+ склероз\w*|"
    r"боков\w+ амиотрофическ\w+ склероз\w*|дислекси\w*|дисграфи\w*|дискальку\w*|диспракси\w*|анорекси\w*|булими\w*|"
    r"\bсдвг\b|пересадк\w+ (?:почки|печени|сердца|костного)|трансплантаци\w*|цирроз\w*|алкоголизм\w*|скарлатин\w*|"
    r"пневмони\w*|воспалени\w+ лёгких|воспалени\w+ легких|мононуклеоз\w*|менингит\w*|сепсис\w*|инсульт\w*|инфаркт\w*|"
    r"лимфом\w*|лейкеми\w*|лейкоз\w*|\bрак\w* (?:кишки|лёгких|легких|груди|простаты|желудка|крови|мозга|кожи)|"
    r"опухол\w*|деменци\w*|альцгеймер\w*|паркинсон\w*|эпилепси\w*|химио\w*|диализ\w*"
    r")"
)
_CONDITION_RX = _rx(r"(?<![\w'])" + _CONDITION + r"(?![\w'])")

# a fall that ends in hospital or an operation (a fall alone - "Oma ist hingefallen" - is the model's)
_FALL = _rx(
    r"(?<![\w'])(?:fell|has fallen|had a (?:bad )?fall|took a (?:bad )?fall|gestürzt|hingefallen|gefallen|upadł\w*|"
    r"przewrócił\w*|se cayó|se ha caído|ha tenido una caída|est tombée?|a fait une chute|tombée?|впал[аи]?|впав|упал[аи]?)"
    r"(?![\w'])")
_CARE = _rx(
    r"(?<![\w'])(?:hospital|a&e|theatre|surgery|operat\w+|ambulance|paramedics|x-ray|"
    r"szpital\w*|ortoped\w*|sor\w*|karetk\w*|operacj\w*|operowa\w*|"
    r"krankenhaus|klinik\w*|notaufnahme|rettungswagen|beobachtung|op|operation|operiert|"
    r"hospital|urgencias|ambulancia|quirófano|operan|operación|ingresad[ao]|"
    r"hôpital|urgences|ambulance|bloc|opération|opérée?|"
    r"лікарн\w*|травматолог\w*|швидк\w*|операці\w*|оперуват\w*|"
    r"больниц\w*|травматолог\w*|скор\w*|операци\w*|оперир\w*)(?![\w'])")

_POSS = (r"(?:my|our|mój|moja|moje|mojej|mojego|mojemu|moją|mego|nasz\w*|mein\w*|unser\w*|mi|mis|nuestr\w*|mon|ma|mes|notre|"
         r"nos|мій|моя|мого|моєї|моєму|моїй|мою|моє|мої|наш\w*|мой|моего|моей|моему|мое|моё|мои)")
# the writer's people after a possessive (case forms of the Slavic words), and family words used as names
_KIN_WORDS = (
    r"(?:mum|mom|mother|dad|father|parents?|wife|husband|partner|son|daughter|kids?|child|children|boy|girl|brother|sister|"
    r"gran|granny|grandma|grandmother|grandad|granddad|grandpa|grandfather|nan|nana|aunt|auntie|uncle|cousin|niece|nephew|"
    r"mother-in-law|father-in-law|friend|best friend|pupil|student|"
    r"mam\w+|tat\w+|ojc?\w*|matk\w*|rodzic\w*|mąż|męż\w+|żon\w+|partner\w*|syn\w*|córk\w*|córeczk\w*|dzieck\w*|dzieci\w*|"
    r"brat\w*|siostr\w*|babci\w*|babka|babk\w+|dziad\w+|ciot\w+|cioci\w*|wuj\w*|kuzyn\w*|teść\w*|teścio\w+|przyjaci\w+|"
    r"kolega|koleg\w+|koleżank\w*|ucz\w+|uczennic\w*|podopieczn\w*|"
    r"mutter|vater|eltern|frau|mann|sohn\w*|tochter|kind\w*|bruder|schwester|oma|opa|großmutter|großvater|tante|onkel|"
    r"cousin\w*|schwieger\w+|freund\w*|schüler\w*|"
    r"madre|padre|padres|mujer|esposa|esposo|marido|pareja|hij[oa]s?|herman[oa]s?|abuel[oa]s?|tí[oa]s?|prim[oa]s?|"
    r"suegr[oa]|amig[oa]s?|alumn[oa]s?|"
    r"mère|père|parents|femme|mari|conjointe?|compagne|compagnon|fils|fille|enfants?|frère|sœur|soeur|grand-mère|"
    r"grand-père|tante|oncle|cousine?|belle-mère|beau-père|amie?|élève|"
    r"мам\w*|тат\w*|бать\w*|матір|матері|мати|батьк\w*|дружин\w*|чолов\w+|син\w*|доньк\w*|доньц\w*|дочк\w*|дочц\w*|"
    r"дочь|дочер\w*|дит\w+|діт\w*|брат\w*|сестр\w*|бабус\w*|бабц\w*|дід\w*|тітк\w*|тьот\w*|дяд\w*|свекр\w*|тещ\w*|"
    r"друг\w*|подруг\w*|учн\w+|учениц\w*|ученик\w*|"
    r"мать|отц?\w*|жен\w+|муж\w*|сын\w*|доч\w+|ребён\w+|ребен\w+|дет\w+|бабушк\w*|дедушк\w*|дед\w*|тёт\w+|теть\w+)"
)
KIN = _rx(
    r"(?<![\w'])(?:" + _POSS + r" (?:\w+ )?" + _KIN_WORDS + r"|"
    r"mum|mom|dad|gran|granny|grandma|grandpa|grandad|nan|nana|"
    r"mama|mamy|mamie|mamę|mamą|tata|taty|tacie|babcia|babci|babcię|dziadek|dziadka|dziadkowi|"
    r"mama|mamas|papa|papas|mutti|vati|oma|omas|opa|opas|"
    r"mamá|papá|la abuela|el abuelo|la abuelita|el abuelito|a la abuela|al abuelo|"
    r"maman|mamie|papy|papi|mémé|pépé|"
    r"мама|мами|мамі|маму|тато|тата|татові|бабуся|бабусі|бабусю|дідусь|дідуся|дідусеві|"
    r"бабушка|бабушки|бабушке|бабушку|дедушка|дедушки|дедушке|папа|папы|папе)(?:'s)?(?![\w'])")
# "Nasza Ola", "our Grace", "unsere Lena", "наша Аня": a possessive before a capitalised name (read on the text as typed)
_OWN_NAME = _rx(
    r"(?<!\w)(?:[Mm]y|[Oo]ur|[Nn]asz[aey]?|[Nn]aszego|[Nn]aszej|[Mm]oj[aeą]|[Mm]ój|[Uu]nser[enm]?|[Mm]ein[enm]?|"
    r"[Nn]otre|[Nn]uestr[oa]|[Mm]i|[Нн]аш[аіуоїе]?|[Нн]ашої|[Нн]ашей|[Мм]оя|[Мм]ій|[Мм]ой) "
    r"[A-ZÀ-ÖØ-ÞĄĆĘŁŃÓŚŹŻА-ЯІЇЄҐЁ][a-zà-öø-ÿąćęłńóśźżа-яіїєґё]+(?!\w)")
# a he / she a sentence after one of the writer's people
_PRONOUN = _rx(
    r"(?<![\w'])(?:he|she|he's|she's|il|elle|er|sie|on|ona|він|вона|он|она|él|ella)(?![\w'])")
# the condition in general, denied, a story's or a public figure's, or a relative's work
_APART = _rx(
    r"(?<![\w'])(?:(?:almost|nearly|practically) had (?:a )?(?:heart attack|stroke)|gave (?:me|him|her|us) a heart attack|"
    r"(?:casi|por poco) (?:le|me|nos|les) d(?:a|io|ió) un (?:infarto|ictus)|a failli (?:faire|avoir) (?:un infarctus|un avc)|"
    r"fast einen herzinfarkt|zawału (?:dostanie|dostał\w*|dostanę)|ледь не (?:отримав\w*|стався) інфаркт|"
    r"чуть не (?:получил\w*|случился) инфаркт|what is|what's|what are|how (?:is|are|do|does|long)|symptoms|in general|"
    r"co to (?:jest|jest za)|czym jest|objawy|ogólnie|was ist|wie (?:wird|lange)|symptome|allgemein|"
    r"qué es|cómo se|síntomas|en general|qu'est-ce|c'est quoi|comment (?:se|on)|symptômes|en général|"
    r"що таке|симптоми|загалом|что такое|симптомы|в целом|"
    r"doesn't have|does not have|didn't have|never had|no longer has|hasn't got|"
    r"nie ma|nie miał\w*|hat kein\w*|hatte kein\w*|no tiene|no tuvo|nunca tuvo|n'a pas|n'a jamais|n'a plus|"
    r"не має|немає|не мав|не мала|нет|не было|"
    r"story|novel|character|fiction|publicly|famous|celebrity|actor|singer|"
    r"opowiadani\w*|powieś\w*|bohater\w*|postać|geschichte|roman|figur|romanfigur|berühmt|"
    r"cuento|novela|personaje|famos[oa]|histoire|personnage|célèbre|оповіданн\w*|роман\w*|персонаж\w*|відом\w+|"
    r"рассказ\w*|знаменит\w*|"
    r"(?:is|'s|jest|ist|es|est|є|является) (?:an? |une? |)(?:\w+ )?(?:nurse|doctor|surgeon|pielęgniark\w*|lekarzem|"
    r"krankenschwester|pfleger|ärztin|arzt|enfermer[ao]|médic[ao]|infirmière|médecin|медсестр\w*|лікарем|лікаркою|врач\w*)|"
    r"works? (?:on|in|at|with|as)|research|essay|charity|pracuje|arbeitet|trabaja|travaille|працює|работает|"
    # a relative who teaches it ("Mi madre es profesora de biología. Ella explica el cáncer ...")
    r"(?:is|'s|jest|ist|es|est|є|является) (?:an? |une? |)(?:\w+ )?(?:teacher|lecturer|nauczyciel\w*|lehrer\w*|profesor\w*|"
    r"maestr[ao]|professeure?|enseignante?|вчител\w*|учител\w*|викладач\w*|преподавател\w*)|"
    # someone else's relative, in general ("how to support someone whose mum's cancer is back")
    r"someone whose|somebody whose|someone's|somebody's|jemand\w*,? de(?:ss|r)en|alguien cuy[oa]s?|quelqu'un dont|"
    r"kogoś,? (?:czyj\w*|kogo|którego|której)|ktoś,? (?:czyj\w*|kogo|którego|której)|хтось,? чи[йяєї]|когось,? чи[йяєї]|"
    r"кто-то,? чь?[ейяё]\w*|кого-то,? чь?[ейяё]\w*)(?![\w'])")

# a toast, a eulogy, an absence or sick note, a diary page: each about a real person
_OCCASION = _rx(
    r"(?<![\w'])(?:toast|eulogy|absence note|sick note|excuse note|note for (?:school|the school|his teacher|her teacher)|"
    r"diary entry|journal entry|diary page|speech for|"
    r"toast\w*|tost|tostu|toście|mow\w* pogrzebow\w*|przemówieni\w* (?:na|dla)|usprawiedliwieni\w*|pamiętnik\w*|"
    r"trinkspruch|trauerrede|grabrede|geburtstagsrede|rede für|entschuldigung\w*|krankmeldung|tagebuch\w*|"
    r"brindis|elogio fúnebre|discurso para|justificante|entrada de diario|página de diario|diario personal|"
    r"éloge funèbre|discours pour|mot d'absence|justificatif d'absence|page de journal|journal intime|"
    r"тост\w*|прощальн\w+ слов\w*|промов\w* (?:на|для)|пояснен\w*|пояснюв\w*|щоденник\w*|"
    r"речь (?:на|для)|надгробн\w*|объяснительн\w*|дневник\w*)(?![\w'])")
# having, beating, dying of, being kept home or in hospital by it
_HAD = _rx(
    r"(?<![\w'])(?:had|has|beat|overcame|survived|fought|died|passed|battled|hospitali[sz]ed|missed|off|with|"
    r"przeszedł|przeszła|pokonał\w*|przeżył\w*|zmarł\w*|chorował\w*|miał\w*|ma|leżał\w*|z|na|"
    r"hatte|hat|besiegt|überstanden|überlebt|gestorben|starb|lag|wegen|krankgeschrieben|"
    r"tuvo|tiene|superó|venció|sobrevivió|murió|falleció|ha faltado|faltó|ingresad[oa]|por|con|"
    r"a eu|a|a vaincu|a battu|a survécu|est mort\w*|est décédée?|hospitalisée?|absente?|pour|d'une?|de|"
    r"переміг|перемогла|переніс|перенесла|пережив|пережила|помер|померла|хворів|хворіла|лежав|лежала|має|з|через|від|на|"
    r"победил\w*|перенёс|перенес|перенесла|умер\w*|болел\w*|лежал\w*|с|из-за|от)(?![\w'])")
# the writer's diagnosis said in the impersonal: "сегодня подтвердили ...", "on m'a annoncé ..."
_TOLD = _rx(
    r"(?<![\w'])(?:"
    r"(?:сьогодні|вчора|нарешті|сегодня|вчера|наконец|врачи|лікарі)?\s*(?:підтвердили|поставили|знайшли|виявили|"
    r"діагностували|подтвердили|поставили|нашли|обнаружили|диагностировали)|"
    r"on m'a (?:annoncé|diagnostiqué|découvert|trouvé|confirmé)|on vient de m'annoncer|"
    r"(?:heute |gestern )?(?:wurde|hat man) (?:bei mir|mir) (?:\w+ )?(?:festgestellt|diagnostiziert|bestätigt)|"
    r"(?:dziś|dzisiaj|wczoraj) (?:mi )?(?:potwierdzili|zdiagnozowali|stwierdzili|wykryli)|"
    r"(?:hoy|ayer) (?:me )?(?:confirmaron|diagnosticaron|detectaron)|"
    r"(?:today|yesterday) (?:they |the doctors? )?(?:confirmed|diagnosed)(?: it)?(?: as)?)"
    r"(?![\w'])")
_SUBJECT_BEFORE = _rx(r"(?<![\w'])(?:учені|вчені|учёные|дослідники|исследователи|у нього|у неї|у него|у неё|у нее|"
                      r"йому|їй|ему|ей|him|her|ihm|ihr|le|la|lui)(?![\w'])")


# a suspicion, not a diagnosis, just before the condition: "mi hija podría tener discalculia, pero nadie la ha evaluado",
# "je me demande si ma fille n'est pas dyslexique" - undiagnosed, so yellow, not a disclosure (round 43 merge)
_HEDGE = _rx(
    r"(?<![\w'])(?:might|may have|maybe|perhaps|possibly|could (?:have|be)|wonder (?:if|whether)|suspect\w*|"
    r"vielleicht|könnte|koennte|vermutlich|ob (?:er|sie|es)|podría|podria|quizás|quizas|a lo mejor|tal vez|sospech\w*|"
    r"peut-être|peut-etre|pourrait|je me demande si|je me demande s'|soupçonn\w*|soupconn\w*|"
    r"może mieć|moze miec|chyba|możliwe|mozliwe|podejrzew\w*|czy (?:nie )?(?:ma|jest)|"
    r"можливо|може бути|мабуть|підозрю\w*|чи не|возможно|может быть|наверное|подозрева\w*|не .{0,12}ли|"
    # the condition asked about, not told: "... or is it dementia?", "może to już początek demencji?", "ob das Demenz ist"
    r"or is(?: it| this| that)?|or it's|is (?:it|this|that)|oder (?:ist )?(?:es|das)|ob (?:das|es)|może to|czy to|"
    r"to (?:już )?(?:początek|objaw\w*)|o es|es (?:el )?(?:principio|inicio)|ou (?:c'est|est-ce)|c'est (?:le début|un début)|"
    r"чи це|це (?:вже )?(?:початок|ознака)|или это|это (?:уже )?(?:начало|признак)|wissen nicht|no sabemos|on ne sait pas|"
    r"nie wiemy|не знаємо|не знаем)(?![\w'])")


def _hedged(low: str, a: int, hits: list[re.Match[str]]) -> bool:
    """Is every condition of the sentence starting at `a` said as a suspicion just before it?"""
    return bool(hits) and all(_HEDGE.search(low, max(a, m.start() - 50), m.start()) for m in hits)


def _sentences(low: str) -> list[tuple[int, int]]:
    out, a = [], 0
    for i, c in enumerate(low):
        if c in ".!?\n;":
            if i > a:
                out.append((a, i))
            a = i + 1
    if a < len(low):
        out.append((a, len(low)))
    return out


# "ALS", "SLA", "ELA", "TDAH": disease names only in capitals (German "als" is "as", Polish "Ela" a name, "SLA" in the office
# is written so too but needs a relative with it)
_ACRONYMS = frozenset("als mnd adhd adhs sla ela tdah avc сдвг сдуг рдуг грдв бас".split())


def find_kin_conditions(t: str, given_name: Callable[[str], bool]) -> list[Finding]:
    """A finding on normalised `t` where a relative's, child's, pupil's or friend's condition or injury is told, a toast,
    a eulogy or an absence note tells one, or the writer's diagnosis is told in the impersonal (the module's doc)."""
    if not opens(t, _GATE) and not opens(t, _SHORT):
        return []
    low = lower_keep_length(t).replace("’", "'")
    hits = [m for m in _CONDITION_RX.finditer(low)]
    falls = [m for m in _FALL.finditer(low)] if not hits else []
    if not hits and not falls:
        return []
    hits = [m for m in hits if m.group() not in _ACRONYMS or t[m.start():m.end()].isupper()]
    falls = falls if hits else [m for m in _FALL.finditer(low)]
    if not hits and not falls:
        return []
    kin_at = [m.start() for m in KIN.finditer(low)] + [
        m.start() for m in _OWN_NAME.finditer(t) if given_name(m.group().split()[-1])]
    occasion = _OCCASION.search(low) is not None
    for a, b in _sentences(low):
        inside = [m for m in hits if a <= m.start() < b]
        if not inside and not any(a <= m.start() < b for m in falls):
            continue
        if not inside and not _CARE.search(low, a, b):
            continue  # a fall with no hospital, operation or ambulance in its sentence
        if _APART.search(low, a, b) or _hedged(low, a, inside):
            continue
        kin_here = any(a <= k < b for k in kin_at)
        kin_before = any(k < a for k in kin_at)
        if kin_here or (kin_before and _PRONOUN.search(low, a, b) and not _APART.search(low)):
            return [Finding(Kind.HEALTH, _HEALTH, a, b)]
        for m in inside:
            start = max(a, m.start() - 60)
            if occasion and _HAD.search(low, start, m.start()):
                return [Finding(Kind.HEALTH, _HEALTH, a, b)]
            told = None
            for found in _TOLD.finditer(low, max(a, m.start() - 40), m.start()):
                told = found  # the last impersonal diagnosis verb before the condition
            if told is not None and not _SUBJECT_BEFORE.search(low, max(a, told.start() - 25), m.start()):
                return [Finding(Kind.HEALTH, _HEALTH, a, b)]
    return []
