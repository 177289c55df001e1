"""Word lists, round 20: the classes of disclosures that no earlier list named, in six languages (EN, PL, DE, ES, FR,
UK/RU), with the spellings of fast typing (lower case, no diacritics: the index folds them):

- health: a lexicon of common conditions, disabilities and medicines (atrial fibrillation, bipolar disorder, HIV,
  endometriosis, deafness ...), counted like the older terms (the speaker, their family, a colleague or a named person,
  not hedged, not a question in general); a diagnosis or a positive test told without a subject at the start of a
  clause ("got diagnosed w adhd", "diagnostiquée endométriose hier"); a doctor who prescribed a named medicine; a
  diagnosis code on a sick note ("na zwolnieniu mam kod F43");
- money: a salary told as a figure (an earning verb of the speaker or someone close, then an amount; a payslip's
  gross/net figures), debts with collectors, bailiffs or microloans, a benefit refused, cut or stopped for someone,
  living on a benefit, personal insolvency and a banking ban;
- relationships: abuse and violence told of oneself or one's family (a passive "was abused", an abuser who raised
  a hand to someone), a partner with a second family or writing to someone else, parents or a couple separating;
- beliefs: a union named with membership or a role, in either order ("bin verdi mitglied", "delegada de CCOO",
  "the Unite rep"); a religious conversion; who one voted for;
- ethnicity: an origin, a heritage or a descent ("d'origine algérienne", "half nigerian", "British Pakistani",
  "кримська татарка", "jest Romką"), said of a person;
- sexuality: a trans person telling it ("soy un hombre trans", "es una chica trans"), two men or two women marrying.

Same notation and tiers as vocab/plain.py. The strong patterns start with a look-behind, so they run only when the
message has one of the area's TRIGGERS (each opens the area's patterns for the whole message).
"""
from __future__ import annotations

# Size: over 600 lines because each area's lexicon, patterns and triggers sit together (one block per area, in order).
import re

from app.core.memory.privacy.detector.folding import fold_letters
from app.core.memory.privacy.detector.vocab.lived import PARTY_ORG

# ---------------------------------------------------------------- who

# first-person verb forms that say "I" by themselves (the speaker, for the sentence analysis)
PERSONAL = frozenset(
    "llevo cobro gano debo vivo necesito perdí perdi pago sufro padezco tomo "
    "należę nalezę żyję zyje biorę biore choruję choruje zarabiam zarabiamy "
    "verdiene bekomme beziehe nehme leide "
    "gagne touche perçois percois "
    "заробляю отримую получаю зарабатываю живу хворію болею приймаю".split())
# people around the speaker who make a sentence about someone (a weaker subject than "I")
PEOPLE = frozenset(
    "znajoma znajomy znajomej znajomego sąsiad sąsiadka sasiad sasiadka sąsiada sąsiadki uczeń uczennica uczennicy "
    "przyjaciel przyjaciółka przyjaciolka kumpel "
    "nachbar nachbarin freundin freund bekannte bekannter schüler schülerin "
    "vecino vecina amiga amigo alumno alumna compañera compañero "
    "voisin voisine amie ami élève eleve collègue "
    "neighbour neighbor friend flatmate roommate "
    "сусід сусідка сосед соседка подруга подружка друг знайома знайомий знакомая знакомый учень учениця ученик ученица "
    "батьком батькові матір'ю мамою татом отцом матерью".split())

# a request to explain a topic, to the speaker ("Explique-moi l'endométriose", "Explain to me bipolar disorder"): that "me"
# is not the speaker's disclosure (disclosures._topic_request reads the rest of the sentence)
TOPIC_REQUEST = re.compile(fold_letters(
    r"\s*(?:(?:please|pls|could you|can you|bitte|kannst du|proszę|prosze|por favor|puedes|s'il te plaît|stp|"
    r"peux-tu|будь ласка|пожалуйста)\s+)?(?:explain|describe|tell|teach|wyjaśnij|wyjasnij|wytłumacz|wytlumacz|opisz|"
    r"erklär\w*|erklaer\w*|beschreib\w*|explica|explícame|explicame|explique|expliquez|décris|поясни\w*|"
    r"розкажи\w*|объясни\w*|расскажи\w*)(?:[- ](?:to )?(?:me|moi|mi|mir|мені|мне)|-moi|me)?\b(?:\s+about)?", True))
TOPIC_ME = frozenset("me moi mir mi мені мне to".split())

# made-up figures or a case for teaching, said as such ("a sample household budget", "ein Beispielhaushaltsbuch ...
# Keine echten Daten", "not for me"): the money and health words of the text are nobody's
MADE_UP = re.compile(fold_letters(
    r"(?<!\w)(?:sample|fictional|fictitious|made-up|not real data|not for me|not my own|beispiel\w+|fiktiv\w*|"
    r"keine echten daten|nicht für mich|przykładow\w*|fikcyjn\w*|zmyślon\w*|nie dla mnie|de ejemplo|ficticio\w*|ficticia\w*|"
    r"no es para mí|d'exemple|fictif|fictive|pas pour moi|вигадан\w*|не для мене|вымышлен\w*|не для меня)(?!\w)", True))
# a health word that names a company ("Die Klinik GmbH", "Clinica Dental SL", "Аптека ТОВ"): an organisation
ORG_AFTER = re.compile(r"[^\W\d_]+(?:\s+[^\W\d_]+)?\s+(?:gmbh|ag|kg|ohg|ltd|llc|inc|plc|gbr|sp\.? z o\.?o\.?|s\.a\.|sa|s\.l\.|sl|"
                       r"sarl|sas|тов|ооо|пп)(?![\w])")

# ---------------------------------------------------------------- health

HEALTH_TERMS = [
    # English
    "atrial fibrillation", "afib", "a-fib", "arrhythmia", "heart failure", "angina", "copd", "emphysema",
    "cystic fibrosis", "sickle cell", "thalassemia", "thalassaemia", "haemophilia", "hemophilia", "glaucoma",
    "macular degeneration", "hard of hearing", "hearing aid", "hearing aids", "cochlear implant", "wheelchair user",
    "partially sighted", "visually impaired", "cerebral palsy", "spina bifida", "down syndrome", "dyspraxia",
    "tourette*", "narcolepsy", "sleep apnoea", "ibs", "irritable bowel", "ulcerative colitis",
    "kidney stones", "gout", "osteoporosis", "rheumatoid", "spondylitis", "scoliosis", "herniated disc",
    "slipped disc", "long covid", "chronic fatigue", "lyme disease", "tuberculosis", "hpv", "stds", "hiv positive",
    "hiv-positive", "bipolar disorder", "borderline personality", "bpd", "personality disorder", "schizoaffective",
    "psychosis", "agoraphobia", "postnatal depression", "postpartum depression", "gambling addiction",
    "drug addiction", "alcohol addiction", "addicted to heroin", "addicted to cocaine", "addicted to gambling",
    "addicted to painkillers", "cocaine", "heroin", "sobriety", "deaf", "endometriosis", "adenomyosis",
    "fibroids", "epoc", "bpco", "pochp", "хозл", "хобл", "menopause", "perimenopause", "mastectomy", "ostomy", "stoma", "pacemaker", "stent",
    # Polish
    "migotanie przedsionków", "arytmi*", "niewydolność serca", "choroba dwubiegunowa", "chorobę dwubiegunową",
    "psychoza", "psychozy", "psychozę", "psychozą", "psychozie", "spektrum autyzmu", "hashimoto", "stwardnienie rozsiane", "celiaki*", "łuszczyc*",
    "reumatoidaln*", "dna moczanowa", "osteoporoz*", "jaskr*", "niedosłysz*", "głuchy", "głucha", "głuchota",
    "głuchoty", "aparat słuchowy",
    "aparatu słuchowego", "niewidom*", "wózku inwalidzkim", "wózek inwalidzki", "niepełnosprawność",
    "niepełnosprawności", "niepełnosprawny", "niepełnosprawna", "niepełnosprawną", "niepełnosprawnym", "orzeczenie o niepełnosprawności", "seropozytyw*", "gruźlic*", "nerwic*", "alkoholiz*", "endometrioz*", "menopauz*", "stomi*", "rozrusznik*",
    # German
    "vorhofflimmern", "herzrhythmusstörung*", "herzinsuffizienz", "herzschwäche", "bipolar*",
    "psychose", "schizophrenie", "zwangsstörung*", "ptbs", "posttraumatisch*", "asperger", "multiple sklerose",
    "morbus crohn", "colitis ulcerosa", "zöliakie", "rheuma", "arthrose", "bandscheibenvorfall", "endometriose",
    "tinnitus", "schwerhörig*", "gehörlos*", "hörgerät*", "sehbehindert*", "rollstuhl*", "hepatitis",
    "hiv-positiv", "depressionen", "diabetiker*", "leukämie", "brustkrebs", "prostatakrebs", "darmkrebs",
    "chemotherapie", "parkinson", "demenz", "alzheimer", "epileptiker*", "copd", "schlafapnoe", "reizdarm",
    "gicht", "neurodermitis", "schuppenflechte", "hashimoto", "schwerbehindert*", "schwerbehinderung", "gdb",
    "alkoholkrank*", "drogensucht", "spielsucht", "wechseljahre", "herzschrittmacher",
    # Spanish
    "fibrilación auricular", "arritmia", "insuficiencia cardíaca", "trastorno bipolar", "bipolaridad",
    "depresión", "ansiedad", "trastorno de ansiedad", "tept", "estrés postraumático", "tdah", "autismo",
    "autista", "esquizofrenia", "epilepsia", "epiléptic*", "diabétic*", "cáncer", "quimio", "quimioterapia",
    "leucemia", "vih", "seropositiv*", "hepatitis", "endometriosis", "sordo", "sorda", "sordera", "audífono*",
    "silla de ruedas", "esclerosis múltiple", "celiaquía", "celíac*", "fibromialgia", "artritis", "migraña*",
    "asma", "hipotiroidismo", "anorexia", "bulimia", "adicción a las drogas", "alcohólic*", "cocaína",
    "recaída", "discapacidad", "menopausia", "marcapasos",
    # French
    "fibrillation auriculaire", "arythmie", "insuffisance cardiaque", "trouble bipolaire", "bipolaire",
    "dépression", "dépressive", "dépressif", "trouble anxieux", "tspt", "stress post-traumatique", "tdah", "autisme",
    "autiste", "schizophrène", "schizophrénie", "épilepsie", "épileptique", "diabète", "diabétique", "tumeur",
    "chimio", "chimiothérapie", "leucémie", "vih", "séropositi*", "hépatite", "endométriose", "sourde",
    "surdité", "malentendant*", "appareil auditif", "appareils auditifs", "aveugle", "malvoyant*",
    "fauteuil roulant", "sclérose en plaques", "maladie de crohn", "cœliaque", "coeliaque", "fibromyalgie",
    "polyarthrite", "asthme", "hypothyroïdie", "anorexie", "boulimie", "alcoolique", "alcoolisme", "cocaïne",
    "rechute", "rqth", "mdph", "ménopause", "pacemaker",
    # Ukrainian / Russian
    "фібриляція передсердь", "фибрилляция предсердий", "аритмі*", "аритми*", "серцева недостатність",
    "біполярн*", "биполярн*", "депресі*", "депресси*", "тривожний розлад", "тревожное расстройство", "птср",
    "сдуг", "сдвг", "аутизм*", "шизофрені*", "шизофрени*", "епілепсі*", "эпилепси*", "діабет*", "диабет*",
    "онкологі*", "онкологи*", "пухлин*", "опухол*", "хіміотерапі*", "химиотерапи*", "лейкемі*", "лейкоз*",
    "віл", "вич", "гепатит*", "ендометріоз*", "эндометриоз*", "глухий", "глуха", "глухота", "глухой", "глухая",
    "слуховий апарат", "слуховой аппарат",
    "інвалідніст*", "інвалідн*", "инвалидност*", "инвалидн*", "розсіяний склероз", "рассеянный склероз",
    "астм*", "мігрен*", "мигрен*", "анорексі*", "анорекси*", "булімі*", "булими*", "алкоголізм*", "алкоголизм*",
    "наркозалежн*", "наркозависим*", "контузі*", "контузи*", "інсульт*", "инсульт*",
    "інфаркт*", "инфаркт*", "гіпертоні*", "гипертони*",
]

# medicines (the explicit tier: a named medicine with "my" or "I" is the speaker's treatment)
_MEDS_CYR = (
    "сертралін* сертралин* есциталопрам* эсциталопрам* флуоксетин* пароксетин* венлафаксин* міртазапін* миртазапин* "
    "кветіапін* кветиапин* оланзапін* оланзапин* ламотриджин* вальпроат* депакін* депакин* літій літію литий лития "
    "метформін* метформин* інсулін* инсулин* прегабалін* прегабалин* габапентин* амітриптилін* амитриптилин* "
    "феназепам* гідазепам* гидазепам* бісопролол* бисопролол* варфарин* ксарелто еліквіс эликвис тироксин* "
    "еутирокс* эутирокс* антидепресант* антидепрессант* нейролептик* транквілізатор* транквилизатор* "
    "антиретровірусн* антиретровирусн* атеросклероз"
).split()
HEALTH_EXPLICIT = _MEDS_CYR + [
    "blood thinners", "anticoagulants", "blutverdünner", "gerinnungshemmer", "lithium", "marcumar", "antidepressivum",
    "anticoagulantes", "antidepresivos", "anticoagulant", "anticoagulants", "antidépresseur*", "rozrzedzające krew",
    "przeciwzakrzepowe", "antydepresant*", "l-thyroxin", "levotiroxina", "lévothyrox*", "sintrom", "truvada",
    "prep", "antirretroviral*", "antirétrovir*", "trithérapie", "metadona", "méthadone", "sick note", "fit note",
]

_AT_CLAUSE = (r"(?:^|(?<=[.!?;,\n(])\s*|" + "|".join(rf"(?<=\b{w} )" for w in "and but so und aber et mais pero ale але но і и y".split())
              + ")")
_MED = (r"(?:" + "|".join(w.rstrip("*") + (r"\w*" if w.endswith("*") else "") for w in _MEDS_CYR)
        + r"|sertralin\w*|escitalopram\w*|citalopram\w*|fluoxetin\w*|paroxetin\w*|venlafaxin\w*|mirtazapin\w*|"
        r"quetiapin\w*|olanzapin\w*|aripiprazol\w*|lamotrigin\w*|lithium|litio|lit|methylphenidat\w*|metilfenidato|"
        r"méthylphénidate|ritalin\w*|medikinet|concerta|elvanse|vyvanse|metformin\w*|insulin\w*|insulina|"
        r"pregabalin\w*|gabapentin\w*|antidepress\w*|antidepresiv\w*|antydepresant\w*|antidépresseur\w*|"
        r"blood thinners|blutverdünner|anticoagulant\w*|neurolept\w*|antipsychoti\w*|benzodiazepin\w*|"
        r"bisoprolol\w*|metoprolol\w*|ramipril\w*|apixaban\w*|rivaroxaban\w*|xarelto|eliquis|warfarin\w*|"
        r"levothyrox\w*|l-thyroxin|euthyrox|letrox|truvada|prep|opioid\w*|tramadol\w*|oxycodon\w*)")
_DOCTOR = (r"(?:psychiatr\w*|психіатр\w*|психиатр\w*|doctor|doc|gp|arzt|ärztin|hausarzt|hausärztin|psychiater\w*|"
           r"neurolog\w*|kardiolog\w*|cardiolog\w*|médecin|psychiatre|médico|médica|psiquiatra|lekarz\w*|lekarka|"
           r"лікар\w*|врач\w*|невролог\w*|кардіолог\w*|кардиолог\w*)")
_PRESCRIBED = (r"(?:виписав|виписала|призначив|призначила|выписал\w*|назначил\w*|prescribed|put me on|started me on|"
               r"verschrieben|verschrieb|verordnet|a prescrit|m'a prescrit|m'a mis sous|recetó|me recetó|me mandó|"
               r"przepisał\w*|zapisał\w*)")
_SICK_NOTE = (r"(?:zwolnieni\w*|l4|krankschreibung|krankmeldung|au-bescheinigung|arbeitsunfähigkeitsbescheinigung|"
              r"gelben schein|sick note|fit note|arrêt maladie|arrêt de travail|baja médica|parte de baja|"
              r"лікарнян\w*|больничн\w*)")

HEALTH_STRONG = [
    # a diagnosis or a positive test told without a subject at the start of a clause: "got diagnosed w adhd at 34",
    # "tested positive for hiv last week", "diagnostiquée endométriose hier", "diagnosticada de fibromialgia"
    r"(?<![\w'])" + _AT_CLAUSE + r"(?:(?:just|finally|recently|officially|only|also|enfin|ayer|hier|wczoraj|вчора|вчера) )?"
    r"(?:got |was |been |getting |get )?(?:diagnosed|dx'?d|tested positive|diagnostiqu[ée]e?s?|testée? positi\w+|"
    r"diagnosticad[oa]|diagnostiziert|zdiagnozowan[oa]|zdiagnozowali mi|діагностували|диагностировали|"
    r"поставили діагноз|поставили диагноз)(?!\w)",
    # a doctor prescribed a named medicine: "психіатр виписав сертралін", "my GP put me on sertraline"
    r"(?<!\w)" + _DOCTOR + r"\s+(?:[\w-]+\s+){0,2}?" + _PRESCRIBED + r"\s+(?:[\w-]+\s+){0,2}?" + _MED + r"(?!\w)",
    # a diagnosis code on a sick note: "na zwolnieniu mam kod F43", "AU mit Diagnose F32.1", "sick note says F41"
    r"(?<!\w)" + _SICK_NOTE + r"[^.!?\n]{0,40}?(?<![\w-])(?:kod\w*\s*|code\s*|código\s*|код\w*\s*|icd\S*\s*|"
    r"diagnose\w*\s*)?:?\s*[a-tv-z]\d{2}(?:\.\d{1,2})?(?![\w-])",
]
HEALTH_TRIGGERS = [
    "zwolnieniu", "zwolnienie", "zwolnienia", "l4", "krankschreibung", "krankmeldung", "au-bescheinigung",
    "arbeitsunfähigkeitsbescheinigung", "arrêt", "baja", "лікарняний", "лікарняному", "больничный", "больничном",
    "psychiatra", "lekarz", "lekarka", "doctor", "gp", "arzt", "ärztin", "hausarzt", "hausärztin", "médecin",
    "médico", "médica", "psiquiatra", "psychiatre", "лікар", "лікарка", "психіатр", "психиатр", "врач",
    "diagnosed", "diagnostiquée", "diagnostiqué", "dx'd", "dxd", "diagnosticada", "diagnosticado", "zdiagnozowano",
    "kod", "kodem", "código", "sick",
    "діагностували", "диагностировали", "діагноз", "диагноз",
]

# ---------------------------------------------------------------- money

_NUM = r"\d[\d  .,']*"
_MONEY_UNIT = (r"(?:k|к|тис\w*|тыс\w*|tys\w*|tsd|mil|grand|€|eur|euro|euros|zł|zl|pln|£|\$|usd|gbp|грн|гривень|гривні|uah|"
               r"руб\w*|brutto|netto|brut|net|gross|neto|netos|bruto|brutos|nett)")
AMOUNT = (r"(?:(?:[€£$]\s?" + _NUM + r"(?:k|m|bn)?|" + _NUM + r"\s?" + _MONEY_UNIT + r")(?!\w))")
_BUSINESS = (r"(?!(?:company|firm|business|shop|team|startup|agency|store|restaurant|bakery|café|cafe|channel|app|"
             r"website|site|firma|unternehmen|betrieb|laden|empresa|negocio|tienda|entreprise|société|boutique|sklep|"
             r"фірма|компанія|магазин|компания)\b)")
_EARN_SUBJECT = (r"(?:i|we|my " + _BUSINESS + r"\w+|our " + _BUSINESS + r"\w+|je|j'|on gagne|mon " + _BUSINESS + r"\w+|ma "
                 + _BUSINESS + r"\w+|ich|wir|mein\w* " + _BUSINESS + r"\w+|yo|mi " + _BUSINESS + r"\w+|ja|mój \w+|moja \w+|"
                 r"mąż|żona|я|ми|мій \w+|моя \w+|муж|жена|чоловік|дружина)")
_EARN = (r"(?:" + _EARN_SUBJECT + r" (?:\w+ )?(?:earn|earns|earned|make|makes|made|take home|takes home|took home|bring in|brings in|brought in|gagne|"
         r"gagnais|ai gagné|a gagné|verdiente|verdient habe|gané|ganaba|zarobiłe?a?m|zarabiałe?a?m|заробив|заробила|"
         r"заробляв|заробляла|"
         r"gagnent|touche|touchons|gagnons|verdiene|verdient|verdienen|bekomme|gano|gana|ganamos|cobro|cobra|cobramos|"
         r"zarabiam|zarabia|zarabiamy|dostaję|заробляю|заробляє|заробляємо|отримую|отримує|зарабатываю|зарабатывает|"
         r"получаю|получает)|verdiene|zarabiam|zarabiamy|gano|ganamos|cobro|заробляю|заробляємо|зарабатываю|"
         r"i earn|i make|i take home|je gagne|je touche)")
_PAYSLIP = (r"(?:payslip|pay slip|wage slip|p60|fiche de paie|bulletin de salaire|bulletin de paie|nómina|nomina|"
            r"lohnabrechnung|gehaltsabrechnung|lohnzettel|gehaltszettel|pasek wypłaty|pasku wypłaty|odcinek wypłaty|"
            r"розрахунков\w+ лист\w*|расчетн\w+ лист\w*|расчётн\w+ лист\w*)")
_SALARY_NOUN = (r"(?:salary|pay|wage|wages|income|gehalt|lohn|einkommen|nettolohn|sueldo|salario|salaire|pensja|pensje|"
                r"pensji|wypłata|wypłaty|зп|з/п|зарплата|зарплату|зарплатня|дохід|доход)")
_DEBT_AGENT = (r"(?:collections?|debt collectors?|collection agency|bailiffs?|inkasso\w*|gerichtsvollzieher\w*|komornik\w*|"
               r"windykac\w*|windykator\w*|huissier\w*|recouvrement|cobrador\w*|recobro|колектор\w*|коллектор\w*|"
               r"пристав\w*|виконавц\w*|schufa\w*|ficheros? de morosos|asnef|bik|krd)")
_MICROLOAN = (r"(?:payday loans?|microloans?|micro-loans?|chwilówk\w*|chwilowk\w*|pożyczk\w*|minikredit\w*|kurzzeitkredit\w*|"
              r"minicrédit\w*|microcrédit\w*|créditos? rápidos?|crédits? renouvelables?|микрозайм\w*|мікрозайм\w*|"
              r"мікрокредит\w*|микрокредит\w*|кредитк\w*|credit cards?|cards?)")
_BENEFIT = (r"(?:universal credit|jobseeker'?s allowance|housing benefit|child benefit|pip|esa|benefits?|dole|"
            r"bürgergeld|hartz ?(?:iv|4)|arbeitslosengeld|alg ?(?:i|ii|1|2)|wohngeld|kindergeld|elterngeld|grundsicherung|"
            r"sozialhilfe|zasił\w*|zasil\w*|świadczen\w*|swiadczen\w*|800\+|500\+|becikowe|rsa|apl|caf|allocations?|"
            r"prime d'activité|chômage|chomage|paro|subsidio|ingreso mínimo vital|imv|prestación\w*|prestacion\w*|"
            r"субсиді\w*|субсиди\w*|допомог\w*|пособи\w*|виплат\w*|соцвиплат\w*|пенсі\w*|пенси\w*|emerytur\w*|rent[aęy]|"
            r"rente|pension|pensión|retraite)")
_CUT = (r"(?:refused|denied|rejected|cut|stopped|sanctioned|suspended|reduced|lost|perdu|perdió|verloren|straci\w+|"
        r"odebra\w+|втрати\w+|потеря\w+|odmówi\w*|odmowi\w*|odrzuc\w*|wstrzyma\w*|"
        r"obcię\w*|abgelehnt|gekürzt|gekurzt|gestrichen|sanktioniert|eingestellt|denegad\w*|denegaron|rechaz\w*|"
        r"quitad\w*|quitaron|suspendid\w*|retirad\w*|refusé\w*|refuse|supprimé\w*|suspendu\w*|coupé\w*|coupe|"
        r"відмовил\w*|відмова|отказал\w*|отказ|скасувал\w*|зменшил\w*|урізал\w*|припинил\w*|зняли)")
_ME = (r"(?:me|my|us|our|mir|mich|mein\w*|uns|unser\w*|mi|mis|nos|nuestr\w*|m'|moi|mon|ma|mes|nous|notre|nos|mnie|mi|"
       r"moj\w*|mój|moją|nam|nas|nasz\w*|мені|мене|мій|моя|мою|нам|нас|наш\w*|мне|меня|мой)")
_MY = (r"(?:my|our|mein\w*|unser\w*|mi|mis|nuestr\w*|mon|ma|mes|notre|nos|moj\w*|mój|nasz\w*|мій|моя|мою|наш\w*|"
       r"мой|у мене|у меня)")
_SAMPLE = (r"(?![^.!?\n]{0,60}(?:template|example|sample|dummy|fictional|vorlage|beispiel|muster|plantilla|ejemplo|"
           r"modèle|exemple|fictif|wzór|wzor|przykład|przyklad|шаблон|приклад|пример))")
_NO_QUESTION = r"(?![^.!\n]*\?)"
_NO_QUESTION_CLAUSE = r"(?![^.!,;:\n]*\?)"
_MEANS = (r"(?:what does|what do|what is|what's|what are|was heißt|was heisst|was bedeutet|was ist|was sind|что такое|"
          r"що таке|що означає|что означает|qué significa|qué es|que significa|que es|c'est quoi|que veut dire|"
          r"que signifie|qu'est-ce que|co to jest|co to|co oznacza|co znaczy)")
_MEANING = r"(?![^.!?\n]{0,60}?" + _MEANS + r")"
_MEANING_AFTER = r"(?![^\n]{0,80}?" + _MEANS + r")"
_WHOSE = (r"(?:" + _ME[3:-2] + r"|her|his|their|ihr\w*|sein\w*|su|sus|le|les|son|sa|ses|jej|jego|ich|її|його|їй|йому|"
          r"ей|ему|ее|его|(?:meiner|meinem) (?:mutter|vater|oma|opa|mama|papa|schwester|bruder|tochter|sohn)|"
          r"a mi (?:madre|padre|abuela|abuelo|hermana|hermano|hija|hijo|mamá|papá)|à ma (?:mère|sœur|soeur|fille|grand-mère)|"
          r"à mon (?:père|frère|fils|grand-père)|mamie|papi|mojej (?:mamie|mamy|matce|babci|siostrze|córce)|"
          r"mojemu (?:tacie|ojcu|bratu|synowi|dziadkowi)|мамі|татові|батькові|бабусі|сестрі|братові|синові|доньці|маме|"
          r"папе|бабушке|сестре|брату|сыну|дочери)")
_GARNISH = (r"(?:заблокува\w* рахун\w*|арешт\w* (?:на )?рахун\w*|заблокирова\w* сч[её]т\w*|арест\w* (?:на )?сч[её]т\w*|"
            r"zaj[ąa]ł\w* (?:mi |nam )?(?:konto|pensj\w*|wynagrodzeni\w*|emerytur\w*)|zajęci\w* (?:konta|komornicz\w*)|"
            r"embarga\w*|embargo|pfändung\w*|gepfändet|saisie\w*|avis à tiers détenteur|(?:account|wages?) (?:was |were |got )?"
            r"(?:frozen|garnished)|garnishment|attachment of earnings)")
_HARDSHIP = (r"(?:barely|hardly|can't afford|cannot afford|struggl\w*|kaum|reicht nicht|apenas|no llega|à peine|"
             r"ne suffit pas|ledwo|nie starcza|nie wystarcza|ледве|ледь|ледва|не вистачає|еле|едва|не хватает|"
             r"lost my job|perdí mi trabajo|straci\w+ prac\w*|job verloren|perdu mon (?:emploi|travail|boulot)|"
             r"втрати\w* роботу|потеря\w* работу)")

FINANCE_STRONG = [
    # a salary as a figure: "Mon mari gagne 2 600 €", "verdiene 3.100 brutto", "je gagne 2100 net", "zarabiam 6 tys."
    r"(?<![\w'])" + _EARN + r"\s+(?:[\w'-]+\s+){0,2}?" + AMOUNT,
    # German word order: "Ich habe 2024 nur 19.000 € Gewinn gemacht", "wir haben letztes Jahr 52.000 € verdient"
    r"(?<!\w)(?:ich|wir) (?:habe|hab|haben|hatte|hatten)\s+[^.!?\n]{0,40}?" + AMOUNT + r"\s+(?:\w+\s+){0,2}?"
    r"(?:verdient|gewinn|einkommen|netto verdient|brutto verdient)(?!\w)",
    # someone's salary noun, then the figure: "my salary is 42k", "зп 42 тис", "moja pensja to 5200 zł"
    r"(?<![\w'])(?:" + _MY + r"\s+(?:\w+\s+)?" + _SALARY_NOUN + r"|^" + _SALARY_NOUN + r")(?:\s+(?:is|ist|es|est|to|—|-|:|"
    r"of|de|von|wynosi|становить|составляет|around|about|ca\.?|около|близько|only|nur|solo|seulement|tylko))*\s*:?\s*"
    r"(?:[\w'-]+\s+){0,1}?" + AMOUNT,
    # a payslip's figures: "Payslip says gross £3,412.50", "fiche de paie : 2 640 € brut", "en la nómina me salen 1.845 €"
    # (from the sentence's start, not a question about what a line means: "Was heißt auf der Lohnabrechnung ...?")
    r"(?:^|(?<=[.!?\n])\s*)" + _MEANING + r"[^.!?\n]{0,40}?(?<!\w)(?<!sample )(?<!example )" + _PAYSLIP + _SAMPLE
    + r"[^.!?\n]{0,60}?(?:\d[\d  .,']*\s?(?:[€£$]|eur|euros?|zł|pln|грн)?\s?(?:brut|net|netto|brutto|neto|netos|bruto|gross|"
    r"нараховано|начислено)(?!\w)|(?:gross|net|brut|netto|brutto|neto|bruto|нараховано|начислено|пдфо|ндфл|irpf|tax|steuer|"
    r"impôt)[^.!?\n]{0,12}?\d)" + _MEANING_AFTER,
    # debts with collectors, bailiffs, a credit record: "31k on cards ..., collections calling daily",
    # "schufa eintrag wg 8.400€ inkasso", "долг 300к по микрозаймам, приставы пишут", "винен ... колектори"
    r"(?<!\w)" + AMOUNT + r"[^.!?\n]{0,60}?(?<!\w)" + _DEBT_AGENT + r"(?!\w)" + _NO_QUESTION,
    r"(?<!\w)" + _DEBT_AGENT + r"(?!\w)[^.!?\n]{0,60}?" + AMOUNT + _NO_QUESTION,
    # debts in microloans or on cards with a figure: "долг 300к по микрозаймам", "31k on cards", "8 chwilówek na 20 tys."
    r"(?<!\w)(?:debts?|owe|owes|owed|schulden|deudas?|debo|dettes?|długi?|dług\w*|zadłuż\w*|борг\w*|долг\w*|винен|винна|"
    r"должен|должна|заборгован\w*|задолженн\w*)[^.!?\n]{0,40}?" + AMOUNT + r"[^.!?\n]{0,30}?(?<!\w)" + _MICROLOAN
    + _NO_QUESTION,
    r"(?<!\w)\d+(?:[.,]\d+)?\s?(?:k|к|grand|tys\.?|тис\.?|тыс\.?|tsd\.?|mil)\s+(?:on|in|na|w|auf|en|sur|по|на|в)\s+"
    r"(?:\w+\s+)?" + _MICROLOAN + r"(?!\w)" + _NO_QUESTION,
    # a benefit refused, cut or stopped for someone: "Odmówili mi zasiłku", "Das Jobcenter hat mein Bürgergeld gekürzt",
    # "Мені відмовили в субсидії", "La CAF m'a refusé le RSA", "they stopped my PIP"
    r"(?<![\w'])" + _WHOSE + r"(?:\s+|(?<='))(?:\w+\s+){0,3}?" + _CUT + r"[^.!?\n]{0,30}?(?<!\w)" + _BENEFIT + r"(?!\w)"
    + _NO_QUESTION_CLAUSE,
    r"(?<![\w'])" + _CUT + r"\s+(?:\w+\s+){0,2}?" + _WHOSE + r"\s+(?:\w+\s+){0,2}?" + _BENEFIT + r"(?!\w)" + _NO_QUESTION_CLAUSE,
    r"(?<![\w'])" + _WHOSE + r"\s+(?:\w+\s+){0,2}?" + _BENEFIT + r"\s+(?:\w+\s+){0,3}?" + _CUT + r"(?!\w)" + _NO_QUESTION_CLAUSE,
    # an account or wages seized for a debt: "Податкова заблокувала рахунок, борг 80 тисяч", "Komornik zajął mi konto za 12 tys."
    r"(?<!\w)" + _GARNISH + r"(?!\w)[^.!?\n]{0,60}?" + AMOUNT + _NO_QUESTION,
    r"(?<!\w)" + AMOUNT + r"[^.!?\n]{0,60}?(?<!\w)" + _GARNISH + r"(?!\w)" + _NO_QUESTION,
    # living on a benefit, with the hardship said: "I've been on Universal Credit since I lost my job ... barely",
    # "Ми отримуємо допомогу як ВПО, і грошей ледве вистачає", "żyję z zasiłku i ledwo starcza"
    r"(?<![\w'])(?:i'm on|i've been on|i have been on|we're on|we've been on|living on|i live on|i claim|we claim|"
    r"bezieh\w*|bekomme|lebe von|leben von|pobieram|pobieramy|żyję z|zyje z|jestem na|cobro|cobramos|vivo del|"
    r"vivimos del|je touche|on touche|je perçois|je suis au|отримую|отримуємо|получаю|получаем|живу на|живемо на)\s+"
    r"(?:\w+\s+){0,3}?" + _BENEFIT + r"(?!\w)[^?\n]{0,80}?" + _HARDSHIP,
    # an unemployed speaker living on credit: "stracilem prace 2 mce temu i zyje z karty kredytowej"
    r"(?<!\w)(?:lost my job|straci\w+ prac\w*|job verloren|perdí (?:mi|el) trabajo|perdu mon (?:emploi|travail|boulot)|"
    r"втрати\w* роботу|потерял\w* работу)[^.!?\n]{0,60}?(?:credit card|karty kredytow\w*|kreditkarte|tarjeta de crédito|"
    r"carte de crédit|кредитк\w*|savings|oszczędnoś\w*|erspart\w*|ahorros|économies|заощаджен\w*|сбережени\w*)",
    # personal insolvency and a banking ban, of someone (the words alone are news and law)
    r"(?<![\w'])(?:" + _ME + r"|i|je|ich|yo|ja|я|ma compagne|mon compagnon|mon mari|ma femme|znajom\w+|bruder|schwester|"
    r"vater|mutter|sąsiad\w*|brat|siostra|tata|mama|vecin[oa]|herman[oa]|padre|madre|père|mère|frère|sœur|soeur|"
    r"батько|брат|сестра|тато|мама)\s+(?:\w+\s+){0,3}?(?:is|ist|est|es|jest|в|у|in der|in|en|ogłasza\w*|ogłosi\w*|"
    r"meldet\w*|a déposé|déposé|filed|declared|went|se declaró|declaró|оголоси\w*|объяви\w*)\s+(?:\w+\s+){0,2}?"
    r"(?:bankrupt\w*|insolvenc\w*|insolvent|privatinsolvenz|insolvenz|upadłoś\w*|upadlos\w*|interdite? bancaire|"
    r"surendett\w*|concurso de acreedores|quiebra|банкрут\w*|банкрот\w*)(?!\w)",
    r"(?<![\w'])(?:surendettement|interdite? bancaire|privatinsolvenz|upadłość konsumencka|upadłość konsumencką|"
    r"personal insolvency|personal bankruptcy)(?!\w)[^.!?\n]{0,60}?(?:depuis|dossier|déposé|seit|since|" + AMOUNT + r")" + _NO_QUESTION,
]
FINANCE_TRIGGERS = [
    "earns", "gagne", "gewinn", "verdient", "gagnent", "gagnons", "touche", "verdiene", "verdient", "verdienen",
    "gano", "gana", "ganamos", "cobro", "cobra", "zarabiam", "zarabia", "zarabiamy", "заробляю", "заробляє",
    "отримую", "отримує", "зарабатываю", "получаю", "salary", "gehalt", "lohn", "sueldo", "salaire", "pensja",
    "pensji", "wypłata", "зп", "зарплата", "зарплату", "payslip", "nómina", "nomina", "paie", "salaire",
    "lohnabrechnung", "gehaltsabrechnung", "lohnzettel", "pasek", "pasku", "розрахунковому", "розрахунковий",
    "расчетный", "расчетном", "collections", "collectors", "bailiff", "bailiffs", "inkasso", "gerichtsvollzieher",
    "komornik", "komornika", "windykacja", "windykacji", "huissier", "huissiers", "recouvrement", "cobradores",
    "recobro", "колектори", "колектор", "коллекторы", "коллектор", "приставы", "пристави", "виконавці", "schufa",
    "morosos", "asnef", "chwilówki", "chwilówek", "chwilowki", "микрозаймам", "микрозаймы", "мікрозайми",
    "мікрокредити", "payday", "minikredit", "microcrédit", "bürgergeld",
    "arbeitslosengeld", "wohngeld", "kindergeld", "grundsicherung", "zasiłku", "zasiłek", "zasilku", "zasilek",
    "świadczenie", "świadczenia", "chômage", "paro", "subsidio", "субсидії", "субсидію",
    "субсидия", "допомогу", "допомоги", "пособие", "пособия", "виплати", "jobcenter", "ingreso", "imv", "refused",
    "denied", "stopped", "sanctioned", "denegado", "denegada", "denegaron", "gekürzt", "gestrichen", "odmówili",
    "odmówił", "odmówiono", "відмовили", "отказали", "refusé", "supprimé", "coupé", "pip", "pension", "pensión",
    "grundsicherung", "apl", "aah", "zasiłek", "odebrali", "пенсію", "пенсии", "заблокувала", "заблокували", "рахунок",
    "embargado", "embargo", "gepfändet", "pfändung", "saisie", "garnished", "frozen", "zajął", "straciłem", "stracilem",
    "straciłam", "stracilam", "surendettement", "bancaire", "privatinsolvenz", "insolvenz", "upadłość",
    "upadłości", "upadlosc", "bankrupt", "bankruptcy", "insolvency", "банкрутство", "банкротство", "quiebra",
    "debo", "debts", "owe", "schulden", "deudas", "dettes", "długi", "борг", "борги", "долг", "долги",
    "винен", "винна", "должен", "заборгованість", "задолженность", "brutto", "netto",
]

# ---------------------------------------------------------------- relationships

_VICTIM = (r"(?:me|mnie|mną|mich|mir|mí|mi|moi|m'|мене|меня|мною|мной|нас|us|mam[eęy]|mamę|matk[eęi]|mutter|mama|"
           r"mum|mom|mother|maman|mère|madre|mamá|маму|мамы|мами|мать|матір|siostr[eęy]|sister|schwester|hermana|"
           r"sœur|soeur|сестру)")
_ABUSER = (r"(?:father|dad|stepfather|stepdad|uncle|brother|grandfather|coach|teacher|priest|neighbour|neighbor|"
           r"husband|ex|boyfriend|partner|vater|papa|stiefvater|onkel|bruder|opa|trainer|lehrer|pfarrer|nachbar|"
           r"mann|exmann|ex-mann|freund|padre|padrastro|tío|tio|hermano|abuelo|entrenador|profesor|cura|vecino|"
           r"marido|exmarido|novio|père|beau-père|oncle|frère|grand-père|entraîneur|prof|curé|voisin|mari|ex-mari|"
           r"copain|ojciec|ojczym|wujek|brat|dziadek|trener|nauczyciel|ksiądz|sąsiad|mąż|były|батько|вітчим|дядько|"
           r"брат|дід|тренер|вчитель|сусід|чоловік|колишній|отец|отчим|дядя|дед|учитель|сосед|муж|бывший)")
_HIT = (r"(?:bił\w*|bil|bila|bije|biją|pobił\w*|zgwałci\w*|zgwalci\w*|molestowa\w*|znęca\w*|zneca\w*|upokarza\w*|"
        r"schlug|vergewaltigt\w*|missbraucht\w*|misshandelt\w*|pegaba|abusó|abusaba|violó|maltrataba|frappait|"
        r"abused|molested|raped|бив|била|били|б'є|бьет|бил|побив|побил|зґвалтува\w*|згвалтува\w*|изнасилова\w*|"
        r"ґвалтува\w*|принижува\w*|знуща\w*|унижал\w*|издевал\w*|поднимал\w* на \w+ руку|піднімав\w* на \w+ руку|"
        r"підіймав\w* на \w+ руку|podnosił\w* na \w+ rękę|levantaba la mano|levait la main|"
        r"die hand (?:gegen \w+ )?erhoben|(?:mich|meine (?:mutter|mama|schwester|frau)|uns) (?:\w+ ){0,2}?(?:geschlagen|"
        r"verprügelt|erniedrigt|gedemütigt)|(?:me battait|battait (?:ma mère|ma sœur|ma soeur|maman)|le pegaba a mi "
        r"(?:madre|hermana|mamá))|(?:hit|hits|hitting|beat|beats|beating|slapped|punched|kicked|choked|"
        r"strangled) (?:me|my (?:mum|mom|mother|sister))(?! up)(?! at)(?! in)(?! by)(?! \d))")

# a game or a match after the verb: "Mój brat bije mnie na głowę w szachach" is chess
_POSS = (r"(?:my|your|his|her|our|mein\w*|dein\w*|ihr\w*|sein\w*|unser\w*|mi|tu|su|nuestr\w*|mon|ma|ton|ta|son|sa|notre|"
         r"mój|moja|twój|twoja|jej|jego|nasz\w*|мій|моя|твій|твоя|її|його|наш\w*|мой|твой|ее|его)")
_GAME = (r"(?![^.!?\n]{0,30}(?:na głowę|na glowe|szach|chess|tennis|tenis|schach|échecs|ajedrez|шах|game|gry|grze|spiel|"
         r"juego|partie|match|mecz|гр[іиу]|fifa|mario|cards|karty|karten|cartas|cartes))")

RELATIONSHIP_STRONG = [
    # a passive of abuse told by the victim, with or without "I": "was sexually abused by a coach at 12",
    # "wurde als kind vom trainer missbraucht", "fui abusada por mi tío", "j'ai été violée"
    r"(?<![\w'])" + "".join(rf"(?<!{w} )" for w in "dog cat animal puppy horse pet hund katze perro gato chien chat pies kot собака кіт кот".split())
    + r"(?:was|were|got|been|wurde|wurden|fui|fue|fuimos|j'ai été|a été|byłam|byłem|bylam|bylem|była|był|"
    r"була|був|была|был)\s+(?:\w+\s+){0,3}?(?:sexually |sexuell |sexualmente |sexuellement |seksualnie |сексуально )?"
    r"(?:abused|molested|raped|sexually assaulted|missbraucht|vergewaltigt|misshandelt|abusad[oa]|violad[oa]|"
    r"maltratad[oa]|violée?|abusée?|molestowan[aey]|zgwałcon[aey]|zgwalcon[aey]|зґвалтован\w*|изнасилован\w*)(?!\w)",
    # someone hit or abused the speaker or their mother: "ojciec pil i bil mame", "de peque un tio abuso de mi",
    # "в 14 мене зґвалтував сусід", "Муж поднимал на меня руку", "Колишній чоловік роками принижував мене і ... бив"
    r"(?<!\w)" + _ABUSER + r"(?!\w)[^.!?\n]{0,40}?(?<!\w)" + _HIT + r"(?!\w)" + _GAME,
    r"(?<!\w)(?:abus[oó]|abusaba|abusé|a abusé) (?:de\s+)?" + _VICTIM + r"(?!\w)",
    r"(?<!\w)" + _VICTIM + r"\s+(?:\w+\s+){0,1}?" + _HIT + r"\s+(?:\w+\s+){0,2}?" + _ABUSER + r"(?!\w)",
    # violence or abuse suffered, or a violent relative: "Nuestra hija sufrió abusos de su entrenador", "My father was
    # violent with my mother", "Mein Vater war gewalttätig"
    r"(?<![\w'])(?:i|we|je|j'ai|yo|ich|ja|я|ми|" + _POSS + r" \w+)\s+(?:\w+\s+)?(?:suffered|experienced|sufri\w*|a subi|ai subi|"
    r"erlebt\w*|erlitt\w*|doznał\w*|doświadczył\w*|зазна\w*|пережи\w*)\s+(?:\w+\s+){0,2}?(?:abus\w*|abuse|violence\w*|"
    r"violencia|maltrato\w*|malos tratos|missbrauch\w*|gewalt|przemoc\w*|molestowani\w*|насильств\w*|насили\w*)(?!\w)",
    r"(?<!\w)" + _POSS + r"\s+" + _ABUSER + r"\s+(?:was|is|became|war|ist|wurde|era|es|fue|était|est|był|jest|був|є|был)\s+"
    r"(?:\w+\s+)?(?:violent|abusive|gewalttätig|violent[oa]|maltratador\w*|agresywny|przemocowy|агресивн\w*|жорсток\w*|"
    r"жесток\w*)(?!\w)",
    # a partner with a second family or writing to someone else: "mi marido tiene otra familia en Valencia",
    # "дружина вже рік листується з іншим чоловіком", "sleeping w my best friends husband"
    r"(?<!\w)(?:" + _POSS + r"\s+)?(?<!whose )(?:marido|mujer|esposo|esposa|pareja|mari|femme|husband|wife|partner|mann|frau|mąż|"
    r"żona|чоловік|дружина|муж|жена)\s+(?:\w+\s+){0,2}?(?:tiene otra familia|a une autre famille|has another family|"
    r"hat eine zweite familie|hat eine andere familie|ma drugą rodzinę|має іншу сім'ю|має другу сім'ю|"
    r"имеет другую семью|листується з іншим|листується з іншою|переписывается с другим|переписывается с другой|"
    r"pisze z innym|pisze z inną|schreibt mit einem anderen|schreibt mit einer anderen)",
    r"(?<!\w)" + _POSS + r"\s+(?:husband|wife|mann|ehemann|frau|ehefrau|mari|femme|marido|mujer|esposo|esposa|mąż|żona|чоловік|"
    r"дружина|муж|жена)\s+(?:has|hat|a|tiene|ma|має|имеет|есть|has got|has had|had)\s+(?:(?:a|an|eine|einen|une|un|una)\s+)?"
    r"(?:(?:secret|other|new|heimlich\w*|autre|otra|otro|inn\w+|інш\w+|друг\w+)\s+)?(?:girlfriend|boyfriend|lover|"
    r"mistress|affair|freundin|geliebte\w*|liebhaber\w*|affäre|maîtresse|amant|amante|novia|novio|kochank\w*|"
    r"kochan\w*|romans|коханк\w*|коханц\w*|коханця|любовниц\w*|любовник\w*)(?!\w)",
    r"(?<![\w'])(?:sleeping|slept|been sleeping|hooking up|cheating)\s+(?:w|w/|with|on)\s+(?:my|his|her|our)\s+(?:\w+\s+){0,2}?"
    r"(?:husband|wife|boss|friend\w*|best friend\w*|brother|sister|ex|partner|boyfriend|girlfriend|colleague|coworker|"
    r"neighbou?r|flatmate|teacher|brother-in-law|sister-in-law)",
    r"(?<![\w'])(?:secretly (?:texting|seeing|dating) (?:my|an?|his|her|some|this|that|\w+'s)|texting my ex|seeing my ex|met up with my ex)",
    # parents or a couple separating or living apart: "Meine Eltern trennen sich", "leben seit Mai getrennt"
    r"(?<!\w)(?:eltern|parents|padres|rodzice|батьки|родители)\s+(?:\w+\s+){0,1}?(?:trennen sich|lassen sich scheiden|"
    r"are separating|are divorcing|are getting divorced|se separan|se divorcian|se séparent|divorcent|rozwodzą się|"
    r"rozstają się|розлучаються|разводятся)",
    r"(?<!\w)(?:leben|wohnen|we live|we're living|we are living|vivimos|vivons|mieszkamy|живемо|живем)\s+"
    r"(?:\w+\s+){0,2}?(?:getrennt|apart|separados|séparés|osobno|окремо|отдельно)(?!\w)",
    r"(?<!\w)(?:tribunal|au tribunal|vor gericht|in court|en juicio|w sądzie|в суді|в суде)[^.!?\n]{0,40}?"
    r"(?:succession|héritage|erbe|erbschaft|inheritance|herencia|spadek|спадщин\w*|наследств\w*)|(?:succession|"
    r"héritage|erbschaft|inheritance|herencia|spadku|спадщин\w*|наследств\w*)[^.!?\n]{0,60}?"
    r"(?:tribunal|vor gericht|in court|en juicio|w sądzie|в суді|в суде)",
]
RELATIONSHIP_TRIGGERS = [
    "abused", "molested", "raped", "assaulted", "suffered", "sufrió", "violent", "gewalttätig", "violento",
    "missbraucht", "vergewaltigt", "misshandelt",
    "abusada", "abusado", "violada", "maltratada", "violée", "abusée", "battue", "molestowana", "zgwałcona",
    "bił", "bil", "biła", "pobił", "zgwałcił", "zgwalcil", "molestował", "znęcał", "zneca", "schlug", "pegaba",
    "abusó", "abuso", "violó", "maltrataba", "frappait", "бив", "бил", "била", "побив", "зґвалтував",
    "згвалтував", "изнасиловал", "принижував", "знущався", "унижал", "издевался", "поднимал", "піднімав", "підіймав",
    "podnosił", "levantaba", "levait", "erhoben", "rodzinę", "сім'ю",
    "семью", "листується", "переписывается", "cheating", "secretly", "trennen", "girlfriend", "boyfriend", "lover",
    "mistress", "geliebte", "liebhaber", "affäre", "maîtresse", "amant", "amante", "kochankę", "kochanka", "kochanek",
    "romans", "коханку", "коханка", "коханця", "любовница", "любовницу", "любовник",
    "scheiden", "separating", "divorcing", "separan", "divorcian", "séparent", "divorcent", "rozwodzą", "rozstają",
    "розлучаються", "разводятся", "getrennt", "separados", "séparés", "osobno", "окремо", "отдельно",
    "succession", "héritage", "erbschaft", "inheritance", "herencia", "spadek", "spadku", "спадщину", "наследство",
]

# ---------------------------------------------------------------- beliefs

_UNION = (r"(?:ver\.?di|ig metall|ig bce|gew|evg|gdl|dgb|ngg|unite|unison|gmb|rmt|nasuwt|ucu|pcs|usdaw|cwu|"
          r"ccoo|ugt|cgt|cfdt|cftc|unsa|fsu|solidarnoś\w*|solidarnos\w*|nszz|opzz|znp|ozzl|profspilk\w*|профспілк\w*|"
          r"профсоюз\w*|trade union|the union|a union|union|gewerkschaft\w*|sindicato|syndicat|związk\w* zawodow\w*|"
          r"związek zawodowy|zwiazk\w* zawodow\w*|betriebsrat\w*|comité d'entreprise|cse|comité de empresa)")
_UNION_ROLE = (r"(?:sindicalista|syndicaliste|gewerkschafter\w*|związkow\w*|trade unionist|unionist|member|members|rep|representative|steward|shop steward|organiser|organizer|delegate|secretary|chair|"
               r"mitglied|mitglieder|vertrauensmann|vertrauensfrau|vorsitzend\w*|betriebsrat|betriebsrätin|"
               r"delegad[oa]|afiliad[oa]|enlace sindical|secretari[oa]|délégué\w*|adhérent\w*|syndiqué\w*|"
               r"secrétaire|członk\w*|członek|przewodnicząc\w*|przewodniczac\w*|delegat\w*|działacz\w*|"
               r"голова|голови|член\w*|лідер\w*|председател\w*|активіст\w*|активист\w*)")
_RELIGION = (r"(?:islam|muslim\w*|musulman\w*|musulmán|musulmana|muzułman\w*|мусульман\w*|catholi\w*|katholi\w*|"
             r"catóic\w*|católic\w*|katoli\w*|католи\w*|greco-catholic|greek catholic|греко-католиц\w*|греко-католиц\w*|"
             r"orthodox\w*|ortodox\w*|orthodoxe|prawosław\w*|православ\w*|protestant\w*|evangeli\w*|evangéli\w*|"
             r"ewangeli\w*|євангел\w*|евангел\w*|buddh\w*|budis\w*|bouddh\w*|будди\w*|hindu\w*|hindou\w*|judaism|"
             r"judentum|judaísmo|judaïsme|judaizm|юдаїзм|иудаизм|jewish|jüdisch\w*|judío|judía|juive?|żyd\w*|"
             r"єврей\w*|еврей\w*|mormon\w*|adventist\w*|adwentyst\w*|pentecost\w*|pentecôt\w*|zielonoświąt\w*|"
             r"п'ятидесятник\w*|пятидесятник\w*|sikh\w*|baptist\w*|baptyst\w*|баптист\w*|atheis\w*|ateís\w*|athée|"
             r"ateist\w*|атеїст\w*|атеист\w*|протестант\w*|іслам\w*|ислам\w*|буддизм\w*|юдаїзм\w*|іудаїзм\w*|католицизм\w*|атеїзм\w*|атеизм\w*|testig\w* de jehov\w*|jehovah'?s witness\w*|zeug\w* jehovas|"
             r"świadk\w* jehowy|swiadk\w* jehowy|свідк\w* єгови|свидетел\w* иеговы|témoins? de jéhovah|christianity|christentum|cristianismo|chrétien\w*|chrześcijaństw\w*|"
             r"християнств\w*|христианств\w*|church|kirche|iglesia|église|kości\w*|церкв\w*|церков\w*)")

_COP = (r"(?:i'm|i am|im|i was|he's|she's|he is|she is|is|was|bin|war|ist|sind|jestem|jest|był|była|był\w+|soy|es|era|"
        r"fue|je suis|suis|est|était|я|є|був|була|был|была|—|–)")

_KINISH = (r"(?:brother|sister|son|daughter|mother|mum|mom|father|dad|husband|wife|partner|boyfriend|girlfriend|friend|"
           r"colleague|neighbour|neighbor|boss|son-in-law|daughter-in-law|mother-in-law|father-in-law|cousin|uncle|aunt|"
           r"bruder|schwester|sohn|tochter|mutter|vater|mann|frau|freund|freundin|kollege|kollegin|nachbar|nachbarin|chef|"
           r"chefin|schwiegersohn|schwiegertochter|schwiegermutter|schwiegervater|cousin|cousine|onkel|tante|"
           r"hermano|hermana|hijo|hija|madre|padre|marido|mujer|novio|novia|amigo|amiga|compañero|compañera|vecino|vecina|"
           r"jefe|jefa|yerno|nuera|suegro|suegra|primo|prima|tío|tía|frère|sœur|soeur|fils|fille|mère|père|mari|femme|"
           r"copain|copine|ami|amie|collègue|voisin|voisine|patron|patronne|gendre|belle-fille|beau-fils|belle-mère|"
           r"beau-père|oncle|brat|siostra|syn|córka|matka|mama|ojciec|tata|mąż|żona|chłopak|dziewczyna|przyjaciel|"
           r"przyjaciółka|kolega|koleżanka|sąsiad|sąsiadka|szef|szefowa|zięć|synowa|teściowa|teść|kuzyn|kuzynka|wujek|"
           r"ciocia|брат|сестра|син|донька|дочка|мама|мати|батько|тато|чоловік|дружина|друг|подруга|колега|сусід|"
           r"сусідка|зять|невістка|свекруха|теща|сын|дочь|мать|отец|папа|муж|жена|сосед|соседка|невестка)")
_ARTS = (r"(?:(?:a|an|the|our|their|his|her|my|local|also|still|now|ein|eine|einer|der|die|das|auch|noch|seit \w+|un|una|une|"
         r"el|la|le|l'|también|aussi|też|także|od \w+|тепер|теперь|також|также|вже|уже)\s+){0,3}")

BELIEFS_STRONG = [
    # a union named with membership or a role after a copula, in either order: "bin verdi mitglied", "Raj is the
    # Unite rep for our site", "es delegada de CCOO", "jest przewodniczącym Solidarności", "Колега — голова профспілки"
    r"(?<![\w'])" + _COP + r"\s+" + _ARTS + r"(?:" + _UNION + r"|union)(?![\w.])\s+(?:[\w-]+\s+){0,1}?" + _UNION_ROLE
    + r"(?!\w)(?!\s+(?:state|states|country|countries|nation))",
    r"(?<![\w'])" + _COP + r"\s+" + _ARTS + _UNION_ROLE + r"\s+(?:(?:of|in|at|for|der|des|im|bei|de|del|"
    r"de la|du|z|ze|w|в|у|від|the)\s+){0,2}(?:[\w-]+\s+)?" + _UNION + r"(?![\w.])",
    r"(?<![\w'])(?:i'm in|i am in|i joined|i belong to|we belong to|bin bei|ist bei|sind bei|bin in der|ist in der|"
    r"beigetreten|należę do|nalezę do|należy do|należymy do|zapisał\w* się do|wstąpił\w* do|"
    r"był w|była w|byli w|był członkiem|war bei|war in der|was in the|was in|estaba en|estuvo en|était à la|"
    r"был в|был членом|був у|був в|була в|був членом|була членом|"
    r"je suis à la|est à la|je suis syndiqué\w* à la|adhéré à|adhère à|me afilié a|afiliad[oa] a|"
    r"вступив\w* до|вступила до|вступил\w* в|є членом|состою в)\s+(?:the |der |die |la |le |l')?" + _UNION
    + r"(?![\w.])",
    # a religious conversion: "se ha hecho evangélica", "перейшла з православ'я в греко-католицьку церкву",
    # "porte le voile depuis sa conversion", "converted to Islam", "ist zum Islam konvertiert"
    r"(?<!\w)(?:se ha hecho|se hizo|me he hecho|me hice|s'est convertie?|est devenue?|became|has become|"
    r"converted to|konvertiert zum|konvertiert zur|übergetreten zum|przeszł\w* na|nawrócił\w* się na|"
    r"перейшл\w* з \S+ (?:в|у|до)|перейшов з \S+ (?:в|у|до)|перешл\w* (?:в|из \S+ в)|перешел (?:в|из \S+ в)|"
    r"прийняв\w*|принял\w*)\s+(?:\w+\s+){0,2}?" + _RELIGION + r"(?!\w)",
    r"(?<!\w)(?:zum|zur) " + _RELIGION + r" (?:konvertiert|übergetreten)",
    r"(?<!\w)(?:porte le voile|wears? (?:a|the) (?:hijab|headscarf)|trägt (?:ein |das )?kopftuch|lleva (?:el )?velo|"
    r"nosi chust\w*|носить хіджаб|носит хиджаб)[^.!?\n]{0,30}?(?:depuis|since|seit|desde|od|з|с)(?!\w)"
    r"|(?<!\w)(?:sa|su)\s+conver(?:sion|sión)(?!\s+(?:en|a|au|vers|del|de la|du|al)\s)(?!\w)"
    r"|(?<!\w)(?:his|her|my)\s+conversion\s+to\s+" + _RELIGION,
    # a person close to the speaker of a religion: "Ma belle-fille est juive", "Mein Schwiegersohn ist Muslim"
    r"(?<!\w)" + _POSS + r"\s+(?:[\w-]+\s+)?(?:" + _KINISH + r")\s+(?:is|ist|est|es|jest|є|—|–|are|sind|sont|son|są)\s+"
    r"(?:(?:a|an|ein|eine|un|une|una)\s+)?(?:muslim\w*|musulman\w*|musulmán|muzułman\w*|мусульман\w*|jewish|jude|jüdin|jüdisch|"
    r"juif|juive|judío|judía|żyd\w*|żydówk\w*|єврей\w*|еврейк\w*|hindu\w*|sikh|buddhist\w*|bouddhiste|budista|buddyst\w*|"
    r"mormon\w*|testig\w* de jehov\w*|jehovah'?s witness|zeug\w* jehovas|témoin de jéhovah|świadk\w* jehowy|"
    r"свідк\w* єгови|атеїст\w*|ateist\w*|atheist\w*|athée|ateo|atea|evangéli\w*|evangelikal\w*|ewangeli\w*|"
    r"протестант\w*|католи\w*|catholic|katholisch|catholique|católic[oa]|katoli\w*)(?!\w)",
    # whom the speaker voted for: "голосував за Порошенка", "I voted Reform", "ich hab AfD gewählt"
    r"(?<![\w'])(?:голосував|голосувала|проголосував|проголосувала|голосовал|голосовала|проголосовал|проголосовала|"
    r"głosowałem|głosowałam|glosowalem|glosowalam|zagłosowałem|zagłosowałam)\s+(?:за|na)?\s*[\w-]{2,}"
    # (in English, Spanish and French a vote is as often a poll's: a party or a politician after it)
    r"|(?<![\w'])(?:i voted|we voted|i've always voted|j'ai voté|on a voté|he votado|voté a|voté por|votamos a|votamos)\s+"
    r"(?:for |pour |por |a |al |the |le |la |les )?(?:" + PARTY_ORG + r"|lib ?dems?|reform|greens?|trump|biden|harris|"
    r"obama|brexit|leave|remain|republicans?|democrats?|macron|le pen|mélenchon|bardella|zemmour|rn|pp|psoe|vox|"
    r"podemos|sumar|junts|erc|bildu)(?!\w)"
    r"|(?<![\w'])(?:ich|wir) (?:habe|hab|haben) (?:\w+ ){1,2}gewählt",
    # an activist: "Я активістка і ходжу на мітинги", "voy a las manifestaciones", "chodzę na protesty"
    r"(?<![\w'])(?:я активіст\w*|я активист\w*|i'm an activist|i am an activist|soy activista|je suis militante?|"
    r"jestem aktywist\w*|ich bin aktivist\w*|ходжу на мітинг\w*|хожу на митинг\w*|chodzę na protest\w*|"
    r"chodze na protest\w*|gehe zu demos|gehe auf demos|voy a (?:las )?manifestaciones|je vais aux manifs?|"
    r"i go to (?:the )?protests)",
    # someone's party office: "був депутатом від забороненої партії", "was a councillor for the Greens"
    r"(?<!\w)(?:був|була|был|была|was|war|fue|était|był|była|є|is|ist|es|est|jest)\s+(?:\w+\s+){0,1}?(?:депутат\w*|"
    r"councillor|abgeordnete\w*|diputad[oa]|concejal\w*|député\w*|poseł\w*|posłank\w*|radn\w*)\s+(?:\w+\s+){0,1}?"
    r"(?:від|от|for|of|der|für|de|del|du|z|из)\s+(?:\w+\s+){0,2}?(?:парті\w*|парти\w*|party|partei|partido|parti|"
    r"partii|partia)(?!\w)",
]
BELIEFS_TRIGGERS = [
    "verdi", "ver.di", "metall", "unite", "unison", "gmb", "rmt", "ucu", "pcs", "usdaw", "ccoo", "ugt", "cgt", "cfdt",
    "unsa", "solidarność", "solidarności", "solidarnosc", "solidarnosci", "nszz", "opzz", "znp", "профспілки",
    "профспілка", "профспілці", "профсоюза", "профсоюз", "gewerkschaft", "sindicato", "syndicat",
    "zawodowego", "zawodowy", "betriebsrat", "conversion", "conversión", "konvertiert", "converted", "convertie",
    "converti", "przeszła", "przeszedł", "перейшла", "перейшов", "перешла", "перешел", "voile",
    "hijab", "kopftuch", "velo", "chustę", "хіджаб", "хиджаб", "голосував", "голосувала", "голосовал", "голосовала",
    "voted", "głosowałem", "głosowałam", "glosowalem", "votó", "voté", "gewählt", "активістка", "активіст",
    "активистка", "активист", "activist", "activista", "militante", "militant", "мітинги", "митинги", "protesty",
    "manifestaciones", "manifs", "jehová", "jehovah's", "jehovas", "jehowy", "депутатом", "депутат", "councillor", "abgeordneter",
    "diputado", "diputada", "député", "poseł", "radnym", "radną", "evangélica", "evangélico", "evangelisch",
    "католицьку", "православ'я", "islam", "catholic", "katholisch", "católica", "catholique", "katolik", "juive",
    "juif", "jüdin", "jude", "judía", "judío", "żydówką", "żydem", "muslim", "muslima", "musulmane", "musulman",
    "musulmana", "muzułmanką", "muzułmaninem", "jewish", "sindicalista", "syndicaliste", "gewerkschafter",
    "związkowiec", "związkowczyni", "unionist",
]

# ---------------------------------------------------------------- ethnicity

ORIGIN = (r"(?:nigerian|ghanaian|somali|ethiopian|eritrean|sudanese|congolese|senegalese|kenyan|jamaican|caribbean|"
           r"pakistani|bangladeshi|indian|sri lankan|afghan|iranian|iraqi|syrian|lebanese|palestinian|egyptian|"
           r"moroccan|algerian|tunisian|turkish|kurdish|kurd|roma|romani|gypsy|traveller|irish traveller|sinti|"
           r"vietnamese|chinese|filipino|korean|japanese|thai|mexican|latino|latina|hispanic|jewish|arab|berber|"
           r"kabyle|tatar|chechen|african|asian|black|mixed|mixed-race|biracial|indigenous|aboriginal|"
           r"maghrébin\w*|algérien\w*|marocain\w*|tunisien\w*|kabyle?s?|berbère|africain\w*|antillais\w*|"
           r"sénégalais\w*|malien\w*|ivoirien\w*|camerounais\w*|congolais\w*|comorien\w*|turc|turque|kurde|"
           r"vietnamien\w*|chinois\w*|gitan\w*|rom|roms|tsigane|arabe|juive?|métis\w*|"
           r"marroquí|marroquíes|argelin[oa]|senegalés|senegalesa|nigerian[oa]|ecuatorian[oa]|colombian[oa]|"
           r"peruan[oa]|boliviano|boliviana|dominican[oa]|rumano|rumana|chin[oa]|gitan[oa]|árabe|bereber|"
           r"kurd[oa]|turc[oa]|judí[oa]|mestiz[oa]|afrodescendiente|"
           r"türkisch\w*|türk\w*|kurd\w*|arabisch\w*|afrikanisch\w*|nigerianisch\w*|marokkanisch\w*|polnisch\w*|"
           r"russisch\w*|ukrainisch\w*|vietnamesisch\w*|jüdisch\w*|sinti|roma|romn\w*|jesid\w*|eziden\w*|"
           r"tatar\w*|tschetschen\w*|"
           r"romk\w*|romów|romem|cygan\w*|żyd\w*|żydowsk\w*|tatark\w*|tatar\w*|ukraińsk\w*|białorusk\w*|"
           r"wietnamsk\w*|czeczeń\w*|czeczen\w*|łemk\w*|ślązak\w*|ślązaczk\w*|kaszub\w*|"
           r"кримськ\w+ татар\w*|крымск\w+ татар\w*|татар\w*|ром\w*|цига\w*|цыга\w*|єврей\w*|еврей\w*|"
           r"вірмен\w*|армян\w*|грузин\w*|азербайджан\w*|чечен\w*|узбек\w*|таджик\w*|кавказ\w*|угор\w*|"
           r"ромськ\w*|циганськ\w*)")
_ORIGIN_WORD = (r"(?:origin|origins|heritage|descent|background|roots|ancestry|herkunft|wurzeln|abstammung|"
                r"origen|orígenes|ascendencia|raíces|origine|origines|ascendance|racines|pochodzeni\w*|korzeni\w*|"
                r"korzenie|походжен\w*|происхождени\w*|корен\w*)")

_MINORITY = (r"(?:kurde|kurdin|kurd|kurdish|roma|romni|romnja|sinti|sintiza|jeside|jesidin|kabyle|berbère|gitane?|"
             r"gitan[oa]|romk[aą]|romką|romem|cyganką|cyganem|tatark[aą]|tatarem|traveller|gypsy|kurda|kurdo)")
_MINORITY_CYR = r"(?:кримськ\w+ татар\w*|крымск\w+ татар\w*|татарка|татарин|ромка|ром|циганка|циган|цыганка|цыган)"

ETHNICITY_STRONG = [
    # an origin or a descent said of someone: "je suis d origine algérienne", "de origen marroquí",
    # "pochodzenia romskiego", "за походженням кримська татарка"
    r"(?<!\w)(?:(?:d'|d |de |за |з )(?:origine|origen|ascendencia|ascendance|походженням|походження)|"
    r"pochodzeni[ae]|происхождени[ея])\s+(?:\w+\s+){0,1}?" + ORIGIN + r"(?!\w)",
    r"(?<!\w)" + ORIGIN + r"\s+(?:heritage|descent|ancestry|herkunft|abstammung|wurzeln|roots)(?!\w)"
    r"(?!\s+(?:site|sites|building|buildings|month|food|cuisine|festival|museum|trail|centre|center|tour|walk))",
    # half one and half another, or hyphenated: "im half nigerian half irish", "As a British Pakistani woman"
    r"(?<!\w)(?:half|halb|mitad|moitié|pół|наполовину)[\s-]+" + ORIGIN + r"(?!\w)",
    r"(?<!\w)(?:british|english|scottish|welsh|american|german|french|deutsch\w*|français\w*|polish)[\s-]+"
    r"(?:nigerian|ghanaian|somali|pakistani|bangladeshi|indian|sikh|muslim|jamaican|caribbean|turkish|kurdish|arab|"
    r"chinese|vietnamese|african|asian|black|jewish|algerian|moroccan|türk\w*|algérien\w*|marocain\w*)"
    r"(?=\s+(?:woman|man|girl|boy|family|guy|lady|person|mum|mom|dad|father|mother|frau|mann|femme|homme|heritage|"
    r"background)|\s*[,.!?]|$)",
    # someone named as a member of a minority: "als kurde in der firma", "jest Romką", "est kabyle", "Сусідка —
    # кримська татарка", "soy gitana", "I'm Roma"
    r"(?<![\w'])(?:als|as a|as an|i'm|i am|im|she's|he's|she is|he is|bin|sind|jest|jestem|jesteśmy|soy|somos|suis|"
    r"sommes|est|ist|es|are|they're|son|sont|są)\s+(?:(?:ein|eine|a|an|un|une|una|half|halb)\s+)?" + _MINORITY + r"(?![\w-])",
    r"(?<![\w'])(?:є|я|—|–|вона|він|она|он)\s+" + _MINORITY_CYR + r"(?![\w-])",
]
ETHNICITY_TRIGGERS = [
    "heritage", "descent", "ancestry", "herkunft", "wurzeln", "abstammung",
    "origen", "ascendencia", "raíces", "origine", "ascendance", "pochodzenia", "pochodzeniu",
    "походженням", "походження", "происхождения", "происхождению", "half", "halb", "mitad", "moitié", "pół",
    "наполовину", "kurde", "kurdin", "kurd", "kurdish", "roma", "romni", "sinti", "jeside", "kabyle",
    "berbère", "rom", "roms", "gitane", "gitana", "gitano", "romką", "romka", "romem", "cyganką", "cyganem",
    "tatarka", "tatarką", "tatarem", "татарка", "татарин", "ромка", "циганка", "цыганка", "traveller", "gypsy",
    "kurda", "kurdo",
]

# ---------------------------------------------------------------- sexuality

_MALE = (r"(?:brother|son|father|dad|uncle|cousin|friend|colleague|neighbour|neighbor|boss|hermano|hijo|padre|tío|tio|primo|"
         r"amigo|compañero|vecino|jefe|bruder|sohn|vater|onkel|cousin|kollege|nachbar|chef|frère|fils|père|oncle|ami|"
         r"collègue|voisin|brat|syn|ojciec|tata|wujek|kuzyn|przyjaciel|kolega|sąsiad|szef|брат|син|батько|тато|дядько|"
         r"друг|колега|сусід|сын|отец|папа|дядя|сосед)")
_FEMALE = (r"(?:sister|daughter|mother|mum|mom|aunt|cousin|friend|colleague|neighbour|neighbor|boss|hermana|hija|madre|tía|"
           r"tia|prima|amiga|compañera|vecina|jefa|schwester|tochter|mutter|tante|cousine|freundin|kollegin|nachbarin|chefin|"
           r"sœur|soeur|fille|mère|tante|amie|collègue|voisine|siostra|córka|matka|mama|ciocia|kuzynka|przyjaciółka|"
           r"koleżanka|sąsiadka|сестра|донька|дочка|мама|мати|тітка|подруга|колега|сусідка|дочь|мать|тётя|соседка)")

SEXUALITY_STRONG = [
    # a man's husband or a woman's wife: "Mi hermano y su marido", "my sister's wife", "meine Tochter und ihre Frau"
    r"(?<!\w)(?:(?:brother|son|father|dad|uncle|nephew|grandson|grandad|grandpa|stepson|stepdad)'s|" + _MALE
    + r"\s+(?:and|y|und|et|i|і|и|con|mit|avec|z|з|с)\s+(?:his|su|sein\w*|son|jego|swoim|swoj\w*|його|своїм|своим))\s*(?:husband|marido|esposo|mann|ehemann|mari|époux|mąż|mężem|męża|чоловік\w*|мужем|муж)(?!\w)",
    r"(?<!\w)(?:(?:sister|daughter|mother|mum|mom|aunt|niece|granddaughter|grandma|stepdaughter|stepmum|stepmom)'s|"
    + _FEMALE + r"\s+(?:and|y|und|et|i|і|и|con|mit|avec|z|з|с)\s+(?:her|su|ihre\w*|sa|jej|swoją|її|своєю|своей))\s*(?:wife|esposa|mujer|frau|ehefrau|femme|épouse|żona|żoną|дружин\w*|жен\w*)(?!\w)",
    # a trans person telling it, or told of by family: "Soy un hombre trans", "es una chica trans", "I'm a trans woman"
    r"(?<![\w'])(?:i'm|i am|im|soy|es|est|suis|je suis|bin|ist|jestem|jest|я|він|вона|он|она|she's|he's|she is|he is|"
    r"they're)\s+(?:(?:a|an|un|una|une|ein|eine)\s+)?(?:(?:hombre|mujer|chica|chico|homme|femme|fille|garçon|"
    r"man|woman|girl|boy|guy|mann|frau|mädchen|junge|mężczyzną|kobietą|dziewczyną|chłopakiem)\s+trans|"
    r"trans\s*(?:man|woman|girl|boy|guy|mann|frau|mädchen|junge|kobietą|mężczyzną|dziewczyną|chłopakiem|"
    r"жінка|чоловік|дівчина|хлопець|женщина|мужчина|девушка|парень)|transgender|transgenre|transgénero|"
    r"transpłciow\w*|трансгендер\w*|non-binary|nonbinary|nichtbinär|no binari[oa]|non binaire|"
    r"niebinarn\w*|небінарн\w*|небинарн\w*|trans(?=\s*[,.!;]|\s+(?:and|und|y|et|i|і|и)\s))(?!\w)",
    # two men or two women who are a couple: "Mein Partner und ich sind zwei Männer und wollen heiraten"
    r"(?<!\w)(?:partner|partnerin|pareja|partenaire|novio|novia|freund|freundin|boyfriend|girlfriend|husband|wife|mann|"
    r"frau|marido|mujer|mari|femme|partnerka|chłopak|dziewczyna|хлопець|дівчина|чоловік|дружина)\s+(?:und|and|y|et|i|і|и)"
    r"\s+(?:ich|i|me|yo|moi|ja|я)\s+(?:\w+\s+){0,1}?(?:sind|are|somos|sommes|jesteśmy|jestesmy|—|-)?\s*(?:zwei|two|dos|"
    r"deux|dwie|dwóch|dwaj|два|дві|две)\s+(?:männer|frauen|men|women|hombres|mujeres|hommes|femmes|mężczyzn\w*|kobiety|"
    r"чоловік\w*|жінк\w*|мужчин\w*|женщин\w*)(?!\w)",
]
SEXUALITY_TRIGGERS = [
    "trans", "transgender", "transgenre", "transgénero", "transpłciowa", "transpłciowy", "трансгендер", "non-binary",
    "nonbinary", "nichtbinär", "niebinarna", "niebinarny", "небінарна", "небінарний", "männer", "hombres", "hommes", "mężczyzn", "мужчины", "frauen", "women",
    "men", "mujeres", "femmes", "kobiety", "жінки", "женщины", "husband", "marido", "esposo", "ehemann", "mari", "époux",
    "mężem", "wife", "esposa", "ehefrau", "épouse", "żoną",
]

# ---------------------------------------------------------------- needs

# What every match of the patterns without a literal of their own contains (disclosures._NEEDS): a digit for the
# figures, a benefit's, a union's, a religion's or a violent verb's word for the others, so that a message without
# one skips them (written without the letters that folding makes optional: "wiadczen", "rgergeld").
_DIGITS = tuple("0123456789")
_BENEFIT_NEEDS = (
    "universal credit", "jobseeker", "benefit", "dole", "pip", "esa", "rgergeld", "hartz", "arbeitslosengeld", "alg",
    "wohngeld", "kindergeld", "elterngeld", "grundsicherung", "sozialhilfe", "zasi", "wiadczen", "800+", "500+",
    "becikowe", "rsa", "apl", "caf", "allocation", "prime d", "chômage", "chomage", "paro", "subsidio", "ingreso m",
    "imv", "prestaci", "субсид", "допомог", "пособи", "виплат", "пенс", "emerytur", "rent", "pensi", "retraite")
_UNION_NEEDS = (
    "verdi", "ver.di", "metall", "ig bce", "gew", "evg", "gdl", "dgb", "ngg", "unite", "unison", "gmb", "rmt", "nasuwt",
    "ucu", "pcs", "usdaw", "cwu", "ccoo", "ugt", "cgt", "cfdt", "cftc", "unsa", "fsu", "solidarno", "nszz", "opzz",
    "znp", "ozzl", "profspilk", "профспілк", "профсоюз", "union", "gewerkschaft", "sindicat", "syndicat", "zawodow",
    "betriebsrat", "comit", "cse")
_FAITH_NEEDS = (
    "muslim", "musulm", "muzu", "мусульм", "jewish", "jud", "jüd", "juif", "juive", "żyd", "zyd", "єврей", "еврей",
    "hindu", "sikh", "buddhist", "bouddh", "budist", "buddyst", "mormon", "jehov", "jehow", "єгови", "atheist", "ateist",
    "атеїст", "athée", "athee", "ateo", "atea", "evang", "ewang", "протестант", "католи", "catholi", "katholi", "católic",
    "catolic", "katoli", "witness", "zeug", "testig", "témoin", "temoin", "wiadk", "свідк")
NEEDS: dict[str, tuple[str, ...]] = {
    FINANCE_STRONG[0]: _DIGITS,  # a salary's figure
    FINANCE_STRONG[8]: _BENEFIT_NEEDS,
    FINANCE_STRONG[9]: _BENEFIT_NEEDS,
    FINANCE_STRONG[10]: _BENEFIT_NEEDS,
    BELIEFS_STRONG[0]: _UNION_NEEDS,
    BELIEFS_STRONG[1]: _UNION_NEEDS,
    BELIEFS_STRONG[2]: _UNION_NEEDS,
    BELIEFS_STRONG[6]: _FAITH_NEEDS,
    RELATIONSHIP_STRONG[1]: (  # a violent verb
        "bił", "bil", "bije", "biją", "bija", "pobi", "zgwa", "molest", "znęca", "zneca", "upokarza", "schlug",
        "vergewaltigt", "missbraucht", "misshandelt", "pegaba", "abus", "viol", "maltrataba", "frappait", "raped", "бив",
        "бил", "б'є", "бьет", "побив", "побил", "ґвалт", "гвалт", "изнасил", "принижу", "знуща", "унижал", "издевал",
        "руку", "rękę", "reke", "la mano", "la main", "die hand", "geschlagen", "verpr", "erniedrigt", "gedem", "battait",
        "le pegaba", "hit", "beat", "slapped", "punched", "kicked", "choked", "strangled"),
    ETHNICITY_STRONG[2]: ("half", "halb", "mitad", "moiti", "pół", "pol", "наполовину"),
}
NEEDS[RELATIONSHIP_STRONG[3]] = NEEDS[RELATIONSHIP_STRONG[1]]  # (the victim first, then the violent verb)
NEEDS[SEXUALITY_STRONG[0]] = ("husband", "marido", "esposo", "mann", "mari", "époux", "epoux", "mąż", "maz", "mąz", "maż",
                              "męż", "mez", "męz", "meż", "чолов", "муж")  # a man's husband
NEEDS[SEXUALITY_STRONG[1]] = ("wife", "esposa", "mujer", "frau", "femme", "pouse", "żon", "zon", "дружин", "жен")  # a woman's wife
