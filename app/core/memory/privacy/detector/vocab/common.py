"""Word lists for the local privacy detector (English, Polish, German).

Entries are written in a tiny notation that the detector compiles:
- words separated by spaces match across any whitespace;
- a trailing `*` on a word means "this stem plus any letters" (Polish and German inflect);
- matching is case-insensitive and on word boundaries.

Three tiers per sensitive area:
- STRONG: regular expressions that are already first-person disclosures ("I was diagnosed",
  "zarabiam", "ich verdiene"). Red on their own, unless the sentence is plainly technical (two or
  more TECH words) or strongly hedged ("maybe", "I wonder if", "chyba") without a definitive
  word such as "diagnosed" or "prescribed".
- EXPLICIT: words that say something private even in passing (a medicine's name, "prescribed",
  "therapist", "affair", "salary"): red when the sentence is about the user or their family, has
  no TECH word, and is neither a question nor strongly hedged. "I think she's cheating" is red.
- TERMS: conditions and topics (depression, debt, divorce): as EXPLICIT, and also not red under
  the softer hedges ("I think", "a bit", "vielleicht").

The detector indexes each STRONG pattern by the words it starts with and runs it only when one
of them is in the message. A pattern that starts with a common word ("I", "my", "mam", "ich")
runs only if the area also has one of its own words in the message: a TERMS/EXPLICIT word or one
of its TRIGGERS (words such as "earn", "owe" or "hit" that its strong patterns need).

Finance TERMS (debt, mortgage, taxes ...) also need a sum of money in the sentence: "my mortgage"
alone is not red, "my mortgage is €1,450 a month" is.
"""
from __future__ import annotations

import re

# ---------------------------------------------------------------- shared context words

# The speaker or their family is the subject. (English "I" is matched case-sensitively.)
PERSONAL_EN = (
    "me my mine myself we we're we've our ours us i'm i've i'd i'll im ive "
    "wife husband son daughter boyfriend girlfriend partner mum mom dad "
)
PERSONAL_PL = (
    "mi mnie mną mój moja moje mojego mojej moim moją moich moi mam miałem miałam mamy "
    "jestem jesteśmy byłem byłam nasz nasza nasze naszego naszej naszym nam nas "
    "biorę leczę choruję zarabiam spłacam płacę palę piję kłócę zdradzam mieszkam nazywam "
    "żona żony żonie żoną mąż męża mężem mężowi ojczym ojczyma macocha"
)
PERSONAL_DE = "ich mir mich mein meine meinen meinem meiner meines wir uns unser unsere unseren unserem"

# Past tense first person in Polish: "byłem", "wzięłam", "zdradziłem", "pożyczyliśmy".
PERSONAL_PL_SUFFIXES = ("łem", "łam", "łbym", "łabym", "liśmy", "łyśmy", "śmy")

# Technical talk: a sensitive-looking word next to these is almost always about software.
TECH_WORDS = (
    "szablon szablonie szablonu template vorlage plantilla fv api apis endpoint endpoints database databases db schema column columns field fields regex "
    "regexp function functions method methods class classes code codebase app apps application "
    "applications model models dataset datasets classifier server servers query queries table "
    "tables json csv sql bug bugs script scripts library libraries framework variable variables "
    "repo repository deploy deployment backend frontend component components website "
    "webapp html css python javascript typescript java rust golang react django flask kubernetes "
    "docker container containers cluster microservice microservices dashboard pipeline pipelines "
    "refactor refactoring compiler linter pytest unittest sdk cli github gitlab jira commit commits "
    "branch merge pr prs sprint backlog codebase module modules plugin plugins mock mocks fixture "
    "kod kodu kodzie funkcja funkcji funkcję aplikacja aplikacji aplikację bazie bazy tabela "
    "tabeli formularz formularza formularzu serwer serwera skrypt skryptu zapytanie zapytania "
    "endpointu modelu datasetu "
    "feld datenbank funktion tabelle anwendung formular skript "
    "ux ui user users customer customers client clients game games chatbot bot prompt llm "
    "simulation crm saas startup feature features product fintech healthtech mockup mockups "
    # topics rather than the speaker's own life
    "blog article articles essay research paper thesis novel character characters story plot "
    "documentary podcast lecture presentation statistics survey patients patient wikipedia "
    "book books company companies course textbook książka książki książkę firma firmy buch "
    "charity charities fundraiser fundraising awareness foundation donation donations donate volunteer "
    "volunteering campaign fundacja fundacji zbiórka zbiórkę wolontariat stiftung spende spenden "
    "artykuł artykułu powieść postać bohater bohaterka referat prezentacja pacjent pacjenta "
    "pacjentów artikel roman figur patienten "
    # pets: "my dog had surgery" is not the user's own health
    "dog dogs puppy cat cats kitten pet pets horse rabbit hamster parrot vet veterinarian "
    "pies psa psem psu kot kota kotem kotu weterynarz weterynarza hund hunde katze katzen tierarzt"
)
TECH_PHRASES = (
    "technical debt", "tech debt", "design debt", "code debt", "health check", "healthcheck",
    "bank of memory", "memory bank", "token bucket", "cheat sheet", "weed out", "hit me up",
    "hit me with", "dług techniczny", "długu technicznego", "długiem technicznym", "technische schulden",
    "unit test", "test suite", "test case", "edge case", "sample data", "test data", "dummy data",
    "for example", "e.g.", "retail therapy", "std::", "suicide squad", "credit card form",
    "sex column", "sex field", "gender field",
)

# Hedges that make even an explicit word a maybe ("Maybe I should see a therapist?"); "I think"
# is not one of them ("I think she's cheating" still says something private).
STRONG_HEDGES = (
    "maybe", "might", "perhaps", "possibly", "not sure", "kind of", "kinda", "sort of",
    "wondering if", "no idea if", "no idea whether", "should i", "i wonder", "do i have", "could i have", "am i", "chyba",
    # "może" and "nie wiem" hedge a fact only before it ("może mam", "nie wiem, czy"): "czy pracodawca może",
    # "nie wiem co dalej" and "she has no idea" leave the fact standing
    "może mam", "może jestem", "może to", "może być", "a może", "możliwe", "nie wiem czy", "nie wiem, czy",
    "nie jestem pewien", "nie jestem pewna", "zastanawiam się", "czy powinienem", "czy powinnam",
    "vielleicht", "eventuell", "nicht sicher", "keine ahnung ob", "ich weiß nicht ob", "ich weiß nicht, ob", "sollte ich",
)

HEDGES = (
    "maybe", "might", "perhaps", "probably", "possibly", "not sure", "i think", "i guess",
    "a bit", "a little", "lol", "haha", "joking",
    "i wonder", "could be", "kind of", "kinda", "sort of", "i suspect", "not certain",
    "never had it checked", "undiagnosed", "self-diagnos", "wondering if", "no idea",
    "chyba", "może", "możliwe", "nie wiem", "nie jestem pewien", "nie jestem pewna",
    "wydaje mi się", "podejrzewam", "raczej nie", "zastanawiam się",
    "vielleicht", "ich glaube", "wahrscheinlich", "eventuell", "nicht sicher", "vermutlich",
    "ich weiß nicht", "keine ahnung",
)

FAMILY_EN = (
    "mother mom mum mommy father dad daddy parents parent sister sisters brother brothers sibling "
    "siblings son daughter wife husband partner boyfriend girlfriend fiance fiancee fiancé "
    "fiancée grandmother grandma grandfather grandpa granny aunt uncle cousin stepfather "
    "stepmother stepdad stepmom stepmum in-laws mother-in-law father-in-law family ex"
)
FAMILY_PL_STEMS = (
    "mam[aąyieę]", "matk", "tat[aąyuoę]", "ojc", "ojciec", "ojczym", "macoch", "rodzic", "siostr",
    "brat", "syn(?:a|em|u|owi|owie|ów|ami)?\\b", "córk", "córce", "żon[aąyieę]", "mąż", "męż",
    "partner", "chłopak", "dziewczyn", "narzeczon", "babci", "babk", "dziadk", "dziadek",
    "ciotk", "ciocią", "cioci", "wuj", "kuzyn", "teść", "teści", "teściow", "rodzin", "byłym",
    "byłą",
)
FAMILY_DE = (
    "mutter vater eltern schwester bruder geschwister sohn tochter frau mann partner partnerin "
    "freund freundin oma opa tante onkel cousin cousine schwiegermutter schwiegervater familie "
    "stiefvater stiefmutter ex"
)

# ---------------------------------------------------------------- health

HEALTH_MEDS = [
    "sertralin*", "escitalopram*", "citalopram*", "fluoxetin*", "paroxetin*", "venlafaxin*",
    "duloxetin*", "bupropion*", "mirtazapin*", "trazodon*", "lamotrigin*", "quetiapin*",
    "olanzapin*", "aripiprazol*", "risperidon*", "methylphenidat*", "ritalin*", "adderall",
    "concerta", "vyvanse", "elvanse", "lisdexamfetamin*", "xanax", "alprazolam*", "lorazepam*",
    "diazepam*", "clonazepam*", "zolpidem*", "hydroxyzin*", "pregabalin*", "gabapentin*",
    "metformin*", "insulin*", "ozempic*", "semaglutid*", "wegovy", "mounjaro", "levothyroxin*",
    "euthyrox*", "letrox*", "atorvastatin*", "rosuvastatin*", "statins", "lisinopril*",
    "amlodipin*", "metoprolol*", "bisoprolol*", "propranolol*", "warfarin*", "apixaban*",
    "antiretroviral*", "prednison*", "methotrexat*", "humira", "isotretinoin*", "accutane",
    "tramadol*", "oxycodon*", "morphin*", "morfin*", "fentanyl*", "methadon*", "metadon*",
    "suboxone", "buprenorphin*", "naltrexon*", "opioid*", "antidepressant*", "antydepresant*",
    "antidepressiva", "antipsychotic*", "neuroleptyk*", "ssri", "ssris", "benzodiazepin*",
    "benzos", "lexapro", "zoloft", "prozac", "paxil", "effexor", "cymbalta", "wellbutrin", "seroquel",
    "abilify", "lamictal", "klonopin", "valium", "ativan", "ambien", "lyrica", "neurontin", "synthroid",
    "glucophage", "lipitor", "crestor", "coumadin", "eliquis", "xarelto", "trulicity", "jardiance",
    "depakote", "tegretol", "keppra", "zyprexa", "risperdal", "strattera", "medikinet", "chantix",
    "asertin*", "depratal*", "trittico", "setaloft*", "welbox*", "afobam*", "relanium*", "metformax*",
    "siofor*", "chemo", "chemotherapy", "chemioterapi*", "chemotherapie", "radiotherapy",
    "radioterapi*", "strahlentherapie", "dialysis", "dializ*", "dialyse", "insulin pump",
    # (round 40) a drug class that names its condition: "bo p'є протиепілептичні препарати", "takes anti-epileptics"
    "antiepileptic*", "anti-epileptic*", "antiepileptika", "antiepilépticos", "antiepilepticos", "antiépileptique*",
    "antiepileptique*", "antiepileptyk*", "przeciwpadaczkow*", "протиепілептичн*", "противоэпилептическ*",
    "противоепілептичн*",
]

HEALTH_EXPLICIT = [
    "diagnosed", "diagnosis", "diagnoses", "prescribed", "prescription", "prescriptions",
    "medication", "medications", "meds", "therapist", "therapists", "therapy", "psychotherap*",
    "psychiatrist*", "psychiatric", "psychologist", "counsellor", "counselor", "counselling",
    "counseling", "oncologist", "biopsy", "biopsies", "surgery", "hospitalised", "hospitalized",
    "rehab", "remission", "relapse", "mri results", "blood test results", "test results",
    # Polish
    "diagnoz*", "zdiagnozowa*", "przepisał*", "przepisała", "recept*", "leki", "leków", "lekami",
    "lekarstw*", "psychiatra", "psychiatry", "psychiatrą", "psychiatrę", "psychiatrze", "psycholog",
    "psychologa", "psychologiem", "psychologowi", "psycholożk*", "terapi*", "terapeut*", "biopsj*",
    "szpital*", "onkolog*", "odwyk*", "leczę", "leczenie", "leczenia", "leczyłem", "leczyłam",
    # German
    "diagnose", "diagnostiziert", "verschrieben", "verordnet", "medikament*", "tabletten",
    "psychiater*", "therapie", "therapeut*", "krankenhaus", "klinik", "reha", "operiert",
]

HEALTH_TERMS = [
    "cancer", "tumor", "tumour", "tumors", "tumours", "melanoma", "leukemia", "leukaemia",
    "lymphoma", "carcinoma", "diabetes", "diabetic", "type 1 diabetes", "type 2 diabetes", "hiv",
    "hepatitis", "depression", "major depressive", "anxiety disorder", "generalized anxiety",
    "social anxiety", "panic attacks", "panic attack", "panic disorder", "bipolar", "schizophreni*",
    "ptsd", "ocd", "adhd", "autism", "autistic", "asperger*", "epilepsy", "epileptic", "seizure",
    "seizures", "asthma", "multiple sclerosis", "crohn*", "colitis", "celiac", "coeliac",
    "endometriosis", "pcos", "hypothyroid*", "hyperthyroid*", "hashimoto*", "arthritis", "lupus",
    "fibromyalgia", "migraine", "migraines", "eating disorder", "anorexi*", "bulimi*",
    "alcoholism", "alcoholic", "chlamydia", "herpes", "syphilis",
    "gonorrh*", "pregnant", "pregnancy", "miscarriage", "miscarried", "abortion", "ivf",
    "infertil*", "dementia", "alzheimer*", "parkinson*", "heart attack", "hypertension",
    "high blood pressure", "insulin resistance", "sleep apnea", "kidney disease", "cirrhosis",
    "burnout", "burn-out", "suicidal", "self-harm", "self harm", "insomnia",
    "tinnitus", "psoriasis", "concussion", "anemia", "anaemia", "chronic pain",
    # Polish
    "depresj*", "nerwic*", "cukrzyc*", "cukrzyk*", "cukrzyczk*", "nowotw*", "raka", "rakiem", "białaczk*", "chłoniak*",
    "czerniak*", "insulinoopor*", "niedoczynnoś*", "nadczynnoś*", "astm*", "padaczk*",
    "epilepsj*", "schizofren*", "dwubiegunow*", "zaburzenia lękowe", "zaburzenia odżywiania",
    "zaburzenia osobowości", "stany lękowe", "napady paniki", "ataki paniki", "autyzm*",
    "żółtaczk*", "stwardnienie rozsiane", "endometrioz*", "w ciąży", "ciąży", "ciążę",
    "poronien*", "poroniłam", "niepłodnoś*", "in vitro", "nadciśnieni*", "zawał*", "udar*",
    "alkoholi*", "anoreksj*", "bulimi*", "migren*",
    "wypaleni*", "bezsenność", "bezsenności", "samobój*", "myśli samobójcze", "samookalecz*",
    "guz", "guza", "guzem", "hiv", "chad",
    # German
    "depression*", "depressiv*", "krebs", "tumor", "leukämie", "diabetes", "asthma", "epilepsie",
    "adhs", "autismus", "angststörung*", "panikattacke*", "schwanger*", "fehlgeburt",
    "bluthochdruck", "herzinfarkt", "schlaganfall", "sucht", "süchtig", "alkoholiker*",
    "magersucht", "essstörung*", "migräne", "schilddrüse*", "suizid*", "burnout",
]

def _dsl_alt(entries: list[str]) -> str:
    parts = []
    for entry in entries:
        words = [re.escape(w[:-1]) + r"\w*" if w.endswith("*") else re.escape(w) for w in entry.split()]
        parts.append(r"\s+".join(words))
    return "(?:" + "|".join(sorted(parts, key=len, reverse=True)) + ")"


MED_ALT = "(?:" + _dsl_alt(HEALTH_MEDS) + (
    r"|meds|medication|antidepressants|insulin|lithium|chemo|the pill|birth control|prep|hrt|"
    r"testosterone|hormones|steroids|blood thinners|beta blockers|statins)"
)

HEALTH_STRONG = [
    # English: the speaker (or their family) is the subject of a diagnosis or a treatment
    r"\b(?:I|I'?ve|I have|I'd|I had|I was|I got|I'?ve been|I'?m|I am|my \w+ (?:was|got|has been)|we (?:were|got))"
    r"(?:\s+(?:just|recently|finally|officially|already|also|been|got|was|only))*\s+diagnosed\b",
    r"\bdiagnosed me\b",
    r"\b(?:put|started|switched|kept) me on\b",
    r"\bprescribed (?:me|my)\b",
    r"\bmy (?:\w+ )?(?:diagnosis|psychiatrist|therapist|psychologist|oncologist|counsell?or|"
    r"prescription|meds|medication|medications|antidepressants?|chemo(?:therapy)?|radiotherapy|"
    r"surgery|operation|biopsy|treatment|inhaler|insulin|dialysis|cancer|tumou?r|diabetes|"
    r"depression|anxiety|adhd|ptsd|ocd|bipolar|epilepsy|asthma|migraines?|pregnancy|miscarriage|"
    r"addiction|eating disorder|therapy|rehab|test results|mri|scan results|blood work)\b",
    r"\bI(?:'m| am) (?:currently |now |still )?(?:on|taking) (?:\d+\s?mg (?:of )?)?(?:meds|medication|"
    r"antidepressants|insulin|lithium|chemo|" + MED_ALT + r")\b",
    r"\bI (?:take|took|started|stopped|quit|need|use) (?:\d+\s?mg (?:of )?)(?:\w+)",
    r"\bI(?:'ve| have) been (?:on|taking) (?:\w+ ){1,2}for (?:my )?(?:anxiety|depression|adhd|add|ptsd|ocd|"
    r"bipolar|panic attacks|insomnia|migraines|epilepsy|seizures|diabetes|blood pressure|my heart|"
    r"schizophrenia|psychosis|my thyroid|pain|chronic pain)\b",
    r"\bI(?:'m| am) (?:in|going to|starting|doing) (?:therapy|rehab|remission|recovery|treatment|chemo)\b",
    r"\bI (?:see|saw|visit|started seeing) (?:a|my) (?:therapist|psychiatrist|psychologist|counsell?or|oncologist)\b",
    r"\bI (?:have|had|suffer from|suffered from|struggle with|live with|got|developed|beat|survived) "
    r"(?:a |an |the )?(?:(?:mild|severe|chronic|early[- ]stage|stage \w+|type [12]|clinical|bad|"
    r"diagnosed|serious|major|postnatal|postpartum|bipolar|generali[sz]ed|social|acute|terminal)\s+)*"
    r"(?:cancer|tumou?r|melanoma|leuka?emia|lymphoma|diabetes|hiv|aids|hepatitis|depression|"
    r"anxiety disorder|panic attacks|panic disorder|bipolar(?: disorder)?|schizophrenia|ptsd|ocd|"
    r"adhd|autism|epilepsy|seizures|asthma|multiple sclerosis|crohn'?s|colitis|c[oe]eliac|"
    r"endometriosis|pcos|hypothyroidism|hashimoto'?s|arthritis|lupus|fibromyalgia|migraines|"
    r"an eating disorder|anorexia|bulimia|an addiction|chlamydia|herpes|syphilis|dementia|"
    r"parkinson'?s|a heart attack|hypertension|high blood pressure|insulin resistance|"
    r"sleep apnea|kidney disease|cirrhosis|a miscarriage|an abortion|burnout|insomnia|a stroke(?! of)|"
    r"tinnitus|psoriasis|a concussion|chronic pain)\b",
    r"\bI(?:'m| am) (?:\w+ )?(?:diabetic|bipolar|autistic|epileptic|pregnant|hiv[- ]positive|"
    r"an alcoholic|an addict|a recovering|in remission|suicidal|anorexic|infertile)\b",
    r"\bI (?:had|have|got) (?:a |an |my )?(?:\w+ )?(?:surgery|operation|biopsy|chemo|mri|"
    r"colonoscopy|mastectomy|appendectomy|transplant|miscarriage|abortion)\b",
    r"\b(?:got|received) my (?:\w+ )?(?:results|diagnosis)\b",
    # Polish
    r"\b(?:zdiagnozowa\w*|stwierdzi\w*|wykry\w*) (?:u mnie|mi)\b",
    r"\b(?:u mnie|mi) (?:zdiagnozowa\w*|stwierdzi\w*|wykry\w*)\b",
    r"\bmam (?:\w+ ){0,2}(?:zdiagnozowan\w* )?(?:depresj\w*|nerwic\w*|cukrzyc\w*|nowotw\w*|rak\w*|"
    r"białaczk\w*|chłoniak\w*|czerniak\w*|insulinoopor\w*|niedoczynnoś\w*|nadczynnoś\w*|hashimoto|"
    r"astm\w*|padaczk\w*|epilepsj\w*|schizofreni\w*|chad|adhd|autyzm\w*|hiv|żółtaczk\w*|"
    r"stwardnieni\w*|endometrioz\w*|nadciśnieni\w*|migren\w*|zaburzeni\w*|stany lękowe|"
    r"napady paniki|ataki paniki|bulimi\w*|anoreksj\w*|guz\w*)\b",
    r"\bchoruj\w* na\b",
    r"\bleczę się\b", r"\bleczyłe?a?m się\b", r"\bjestem leczon\w*",
    r"\bbiorę (?:\w+ ){0,2}(?:leki|lek\b|tabletki|antydepresant\w*|insulin\w*|\w+(?:inę|ynę)\b|" + MED_ALT + ")",
    r"\b(?:przepisał\w*|zapisał\w*) mi\b", r"\bmi (?:przepisał\w*|zapisał\w*)\b",
    r"\bwyszł[aoy] mi\b", r"\bwyszło u mnie\b",
    r"\bjestem (?:w ciąży|na terapii|po operacji|po zawale|po udarze|cukrzykiem|alkoholikiem|"
    r"alkoholiczką|uzależnion\w*|chor[ay] na|w trakcie (?:leczenia|chemii|chemioterapii|terapii))",
    r"\b(?:mój|moja|moim|mojej|moją) (?:psychiatr\w*|terapeut\w*|psycholo\w*|lekarz prowadząc\w*|"
    r"onkolog\w*|depresj\w*|cukrzyc\w*|chorob\w*|diagnoz\w*|terapi\w*)",
    r"\bchodzę (?:na terapię|na psychoterapię|do psychiatry|do psychologa|do terapeuty|do terapeutki)",
    r"\bpo (?:operacji|chemii|chemioterapii|zawale|udarze|poronieniu)\b",
    r"\b(?:mam|miałe?a?m|przeszedłem|przeszłam|czeka mnie) (?:\w+ )?operacj\w*",
    r"\b(?:I (?:tried|attempted|wanted|want) to (?:kill myself|end my life|end it all)|attempted suicide|"
    r"suicide attempt|I'?ve been self[- ]harming|I (?:cut|hurt) myself)\b(?! (?:a|an|some|on|while|shaving|with|when|in|off|short|free|slack)\b)",
    r"\b(?:my|I have an?|I'?m fighting an?) addiction to (?:alcohol|drugs|gambling|porn\w*|opioids|painkillers|"
    r"cocaine|heroin|pills|benzos)\b",
    r"\b(?:jestem|jest|jesteś|był\w*|są|stał\w* się) uzależnion\w* od (?:alkoholu|narkotyków|hazardu|leków|tabletek|marihuany|kokainy|"
    r"pornografii|seksu|opioidów|dopalaczy)",
    # German
    r"\bich habe (?:\w+ ){0,2}(?:Depression\w*|Diabetes|Krebs|einen Tumor|Asthma|Epilepsie|ADHS|"
    r"Autismus|Angststörung\w*|Panikattacken|Bluthochdruck|Migräne|Burn-?out|eine Essstörung|HIV)\b",
    r"\b(?:bei mir|mir) wurde\b[^.!?\n]{0,60}\bdiagnostiziert\b",
    r"\bich nehme (?:\w+ ){0,2}(?:Antidepressiva|Tabletten|Medikamente|Insulin|" + MED_ALT + r")\b",
    r"\b(?:hat|haben) mir (?:\w+ ){0,3}verschrieben\b",
    r"\bich bin (?:\w+ )?(?:in Therapie|in Behandlung|schwanger|Diabetiker\w*|depressiv|"
    r"alkoholkrank|süchtig|Alkoholiker\w*)",
    r"\bmein(?:e|en)? (?:Psychiater\w*|Therapeut\w*|Diagnose|Therapie|Chemo\w*|Depression|Krebs|Tumor)\b",
]
HEALTH_TRIGGERS = [
    "operację", "operacji", "operacja", "suicide", "kill", "self", "harming", "addiction", "uzależniony",
    "uzależniona", "stroke",
    "put", "started", "switched", "kept", "mg", "been", "wyszła", "wyszło", "wyszły", "choruj*",
    "leczon*", "zapisał*", "stwierdzi*", "wykry*", "chodzę", "received", "results",
    "diabetic", "epileptic", "anorexic", "infertile", "remission", "recovering", "recovery",
    "transplant", "colonoscopy", "mastectomy", "appendectomy", "mri", "scan", "blood",
    "diagnostiziert", "diabetiker*", "alkoholkrank", "pill", "hrt", "prep", "testosterone",
    "hormones", "steroids", "lithium", "statins", "inhaler",
]

# ---------------------------------------------------------------- finance

FINANCE_EXPLICIT = [
    "salary", "salaries", "paycheck", "paychecks", "payslip", "pay stub", "take-home",
    "credit score", "overdraft", "overdrawn", "bankrupt", "bankruptcy", "payday loan",
    "debt collector", "debt collectors", "in collections", "back taxes", "tax return",
    "net worth", "bank balance", "account balance", "alimony", "child support", "severance",
    "foreclosure", "repossessed", "evicted", "eviction", "credit card debt", "student loans",
    "student loan", "missed payments", "minimum payments",
    # Polish
    "zarobki", "zarobków", "pensj*", "wypłat*", "wynagrodzeni*", "zadłuż*", "kredyt", "kredytu",
    "kredytem", "kredycie", "kredyty", "kredytów", "kredytami", "kredytach", "kredytowe",
    "hipotek*", "hipotec*", "pożyczk*", "chwilówk*", "komornik*", "upadłoś*", "zaległoś*", "windykac*",
    "debet*", "alimenty", "alimentów", "na rękę", "brutto", "netto", "zdolność kredytowa", "bik",
    # German
    "gehalt*", "verdiene", "lohn", "einkommen", "schulden", "verschuldet", "kredit", "kredite",
    "krediten", "kreditrate*", "kreditschulden",
    "hypothek*", "darlehen", "steuererklärung", "steuerschulden", "insolvenz", "privatinsolvenz",
    # (the overdraft's forms, not "dispo*": Spanish "disponibles", French "disponible", "disposition")
    "schufa", "dispo", "dispos", "dispokredit*", "dispozins*", "dispolimit*", "disporahmen*", "dispositionskredit*",
    "pfändung", "ersparnisse", "unterhalt",
]

FINANCE_TERMS = [
    "debt", "debts", "owe", "owed", "loan", "loans", "income", "wage", "wages", "savings",
    "mortgage", "mortgages", "rent", "bills",
    "taxes", "pension", "inheritance", "broke", "rent arrears", "behind on", "bank account",
    "payday",
    # Polish
    "dług", "długu", "długów", "długach", "długami", "długi", "podatek", "podatku", "podatki",
    "podatków", "oszczędności", "rata", "raty", "ratę", "spłata", "spłaty", "emerytur*",
    "spadek", "spadku",
    # German
    "steuer", "steuern", "rente", "erbe", "erbschaft", "miete",
]

_AMOUNT = (
    r"(?:[$€£]\s?\d[\d,. ]*(?:k|K|m|M)?|\d[\d,. ]*\s?(?:k|K|grand|dollars|bucks|euros?|pounds|"
    r"zł|zl|złotych|PLN|EUR|USD|GBP|CHF|tys\.?|tysięcy|Euro)\b|\d[\d,. ]*\s?[€$£])"
)
AMOUNT = _AMOUNT

FINANCE_STRONG = [
    r"\bmy (?:\w+ )?(?:salary|paycheck|pay ?check|payslip|wages?|income|take[- ]home|debts?|loans?|"
    r"mortgage|credit score|overdraft|savings|bank balance|account balance|net worth|tax return|"
    r"tax bill|pension|credit card debt|student loans?|rent arrears|bank account is (?:empty|overdrawn))\b",
    r"\bI (?:make|earn|made|earned|take home|bring home|clear|gross|net|get paid|got paid|was paid|"
    r"am paid)\b[^.!?\n]{0,30}?" + _AMOUNT,
    r"\bI(?:'m| am) (?:paid|earning|making|on) " + _AMOUNT,
    r"\b(?:my|our) (?:\w+ )?(?:wife|husband|partner|parents?|mum|mom|dad|father|mother|boyfriend|girlfriend) "
    r"(?:earns|makes|made|earned|owes|owed)\b"
    # (round 43) not a face, a scene or dinner made ("my partner made a face", "my mum makes dinner", "my wife made
    # me laugh"): "make" as income takes money, a living, a lot, more - not these
    r"(?! (?:(?:a|an|the|such a|that) (?:\w+ )?(?:face|faces|scene|fuss|comment|remark|joke|mistake|point|noise|call|"
    r"promise|decision|move|mess|effort|excuse|appointment|reservation|list|cake|meal|plan|video|sound|gesture|"
    r"suggestion|drawing|card)\b|faces|me|us|him|her|it|sure|fun|dinner|breakfast|lunch|coffee|tea|jokes|plans|"
    r"friends|an appointment))",
    r"\b(?:I|we)(?:'m|'re| am| are) (?:\w+ ){0,3}(?:" + _AMOUNT + r" )?in (?:\w+ ){0,3}(?<!technical )(?<!tech )(?<!design )debt\b",
    r"\b(?:I|we) owe (?:\w+ ){0,3}?(?:" + _AMOUNT + r"|money|taxes|the bank|the irs|in taxes|on (?:my|the|our)|"
    r"(?:my|our) (?:landlord|bank|parents))",
    r"\b(?:I|we) (?:missed|defaulted on|can'?t pay|cannot pay|couldn'?t pay|fell behind on|am behind on|'m behind on|"
    r"can'?t afford) (?:\w+ ){0,3}(?:payments?|rent|mortgage|loans?|bills|taxes|instal?ments?)\b",
    r"\bI(?:'m| am) (?:bankrupt|filing for bankruptcy|drowning in debt|in the red)\b",
    r"\b(?:I|we)(?:'m|'re| am| are) (?:\w+ ){0,3}behind (?:on|with) (?:\w+ ){0,2}(?:rent|payments?|mortgage|"
    r"bills|loans?|taxes|instal?ments?|child support|alimony)\b",
    r"\bI(?:'ve| have) (?:\w+ ){0,2}" + _AMOUNT + r" (?:in savings|of debt|in debt|saved|left)\b",
    r"\b(?:I|we) (?:got|took out|have|had|applied for|was denied|were denied) (?:a |an |another |for a )?(?:\w+ )?"
    r"(?:loan|mortgage|payday loan|overdraft)\b",
    r"\bmy (?:credit card|bank account|account) (?:is|was|got) (?:overdrawn|maxed|frozen|empty)",
    # Polish
    r"\bzarabia(?:m|my|łe?a?m)\b",
    r"\b(?:mój|moja|moje|moich|mojej|moim) (?:pensj\w*|wypłat\w*|zarobk\w*|wynagrodzeni\w*|"
    r"dług\w*|kredyt\w*|oszczędnoś\w*|zadłużeni\w*|rat\w* kredytu|hipote[kc]\w*|pożyczk\w*|podat\w*)",
    r"\bmam (?:\w+ ){0,3}(?:długi|długów|kredyt\w*|debet\w*|komornika|zaległoś\w*|chwilówk\w*|"
    r"pożyczk\w*|hipote[kc]\w*)\b",
    r"\bspłacam\b", r"\bspłacamy\b",
    r"\bjestem (?:\w+ )?zadłużon\w*", r"\bnie (?:mam z czego|stać mnie)\b",
    r"\b(?:wziąłe?m|wzięłam|wzięliśmy|biorę) (?:\w+ )?(?:kredyt|pożyczk|chwilówk|hipote[kc])\w*",
    r"\bkomornik\w* (?:zajął|zajęł\w*|mi|ściąga)",
    r"\b(?:(?:moj\w*|nasz\w*) (?:rat\w*|spłat\w*) kredytu|(?:rat\w*|spłat\w*) (?:mojego|naszego) kredytu|"
    r"(?:płacę|płacimy|mam|mamy) (?:\w+ )?rat\w* kredytu)\b",
    r"\bna rękę\b",
    # German
    r"\bich verdiene\b", r"\bwir verdienen\b",
    r"\bmein(?:e|en)? (?:Gehalt|Lohn|Einkommen|Kredit|Dispo|Schulden|Ersparnisse|Steuerschulden|Rente|Hypothek)\b",
    r"\bich habe (?:\S+ ){0,3}Schulden\b", r"\bich bin (?:\w+ )?(?:verschuldet|pleite|insolvent)\b",
    r"\bich (?:zahle|bezahle) (?:\w+ ){0,3}(?:Kredit|Raten|Schulden)\b",
]
FINANCE_TRIGGERS = [
    "make", "earn", "made", "earned", "earning", "making", "take", "bring", "clear", "gross",
    "net", "paid", "owe", "missed", "defaulted", "afford", "behind", "broke", "drowning", "red",
    "saved", "overdrawn", "maxed", "denied", "behind", "earns", "makes", "owes", "zarabia*", "spłacam", "spłacamy", "stać", "czego",
    "wziąłem", "wzięłam", "wzięliśmy", "rat*", "spłat*", "verdiene", "verdienen", "pleite",
    "insolvent", "zahle", "bezahle", "raten",
]

# ---------------------------------------------------------------- intimate life

RELATIONSHIP_EXPLICIT = [
    "affair", "infidelity", "unfaithful", "cheated", "cheating", "mistress", "seeing someone else",
    "sleeping with", "slept with", "domestic violence", "abusive", "raped", "rape", "molested",
    "sexually", "sex life", "erectile", "weed", "cannabis", "marijuana", "cocaine", "heroin",
    "methamphetamine", "mdma", "ecstasy", "ketamine", "shrooms", "lsd", "crack", "stoned",
    "criminal record", "arrested", "convicted", "prison", "jail", "probation", "parole",
    "restraining order", "custody", "estranged", "disowned",
    # Polish
    "zdradz*", "zdradził*", "zdrad*", "romans*", "kochank*", "przemoc*", "molestow*", "gwałt*",
    "zgwałc*", "seks*", "narkoty*", "trawk*", "marihuan*", "kokain*", "amfetamin*", "dopalacz*",
    "mefedron*", "ćpa*", "więzieni*", "wyrok*", "kuratora", "kurator", "rozwód", "rozwodu",
    "rozwodzie", "rozwodzi*", "rozwiod*", "rozwiedzion*", "separacj*",
    # German
    "affäre", "fremdgeh*", "fremdgegangen", "betrügt", "scheidung", "geschieden", "gewalt",
    "missbrauch*", "missbraucht", "vergewaltig*", "drogen", "kiffe*", "kokain", "koks",
    "gefängnis", "vorbestraft",
]
RELATIONSHIP_TERMS = [
    "divorce", "divorced", "divorcing", "abuse", "abused", "violence",
    "sexual", "sex", "porn", "pornography", "drugs", "inheritance",
    # German
    "adoptiert",
]

_FAMILY_EN_ALT = "|".join(FAMILY_EN.split())
_FAMILY_PL_ALT = "|".join(FAMILY_PL_STEMS)
_FAMILY_DE_ALT = "|".join(FAMILY_DE.split())

RELATIONSHIP_STRONG = [
    r"\bcheat(?:s|ed|ing)? on (?:me|him|her|my|them)\b",
    r"\b(?:having|had|have|has) an affair\b",
    r"\bseeing someone else\b", r"\bsleeping (?:with|around)\b",
    r"\bI(?:'m| am) (?:getting |going through a |in the middle of a )?divorc\w*",
    r"\b(?:I|we|my \w+ and I|she and I|he and I)(?:'re| are|'m| am)? (?:\w+ )?(?:separating|splitting up|breaking up|"
    r"getting separated|getting divorced)\b(?! (?:the|our|this|that|it|them)\b)",
    r"\b(?:broke|split) up with (?:me|him|her|my)\b",
    r"\bmy (?:divorce|affair|ex-?(?:wife|husband|partner|boyfriend|girlfriend)|abuser|dealer|"
    r"parole officer|probation officer|criminal record|custody (?:battle|case|hearing)|sex life|"
    r"lover|mistress|addiction)\b",
    r"\b(?:we|I) adopted (?:our|my|a|the|two|three) (?:\w+ )?(?:son|daughter|child|baby|kid|kids|children|twins|boy|girl)\b",
    r"\bI was adopted\b", r"\b(?:she|he|they) (?:was|were|is|are) adopted\b",
    r"\b(?:hit|hits|hitting|beat|beats|beating|abused|abuses|abusing|molested|raped|assaulted|choked|"
    r"slapped|punched|kicked|hurt|hurts|threatened|threatens|stalked|stalks) me\b"
    r"(?! (?:at|in|to|by|on|up|with|back|off)\b)"
    r"(?=[^.!?\n]*\b(?:" + _FAMILY_EN_ALT + r"|when I was|as a (?:kid|child|teen)|used to)\b)",
    r"\b(?:" + _FAMILY_EN_ALT + r") (?:used to |still |sometimes |often )?(?:hit|hits|beat|beats|abused|abuses|"
    r"molested|raped|slapped|punched|kicked|choked) (?:me|us)\b(?! (?:at|in|to|by|on|up|with|back|off)\b)",
    r"\bI (?:smoke|smoked|use|used|do|did|take|took|snort|snorted|buy|bought|sell|sold|tried|microdose) "
    r"(?:\w+ ){0,2}(?:weed|cannabis|marijuana|cocaine|coke|heroin|meth|mdma|ecstasy|molly|lsd|acid|"
    r"ketamine|shrooms|mushrooms|crack|speed|pot|joints?|drugs|pills)\b",
    r"\bI(?:'m| am) (?:high|stoned|an addict)\b",
    r"\bI(?:'ve| have) (?:a criminal record|been arrested|been to prison|been in prison|been in jail|done time)\b",
    r"\bI was (?:arrested|convicted|in prison|in jail|raped|abused|molested|assaulted|sexually)\b",
    r"\b(?:our|my) sex life\b",
    r"\b(?:not|stopped) (?:speaking|talking) to my\b", r"\bhaven'?t (?:spoken|talked) to my\b",
    r"\bmy (?:" + _FAMILY_EN_ALT + r") and I (?:haven'?t|have not|don'?t|do not|no longer|never) "
    r"(?:spoken|talked|speak|talk|seen each other)\b",
    r"\b(?:estranged from|fell out with|falling out with|no contact with|cut off) my\b",
    r"\b(?:fight|fighting|argument|arguing|feud|conflict|row|dispute)s? with my (?:" + _FAMILY_EN_ALT + r")\b",
    r"\bmy (?:" + _FAMILY_EN_ALT + r") (?:doesn'?t|does not|don'?t|won'?t) know (?:I|that I|about)\b"
    r"(?![^.!?\n]{0,40}?\b(?:booked|bought|ordered|planned|planning|organi[sz]ed|surprise|gift|present|tickets?|"
    r"anniversary|birthday)\b)",  # (round 19) a surprise being planned is no secret life
    # Polish
    r"\b(?:zdradza|zdradził\w*|zdradzam|zdradzał\w*)\b",
    r"\b(?:mam|miałe?a?m|ma) romans\w*", r"\bspotykam się z kimś innym\b",
    r"\b(?:rozwodzę|rozwodzimy|rozwiodłe?a?m|rozwiedliśmy) się\b", r"\bjestem (?:po rozwodzie|rozwiedzion\w*|w separacji)\b",
    r"\b(?:bił|biła|bili|bije|biją|pobił\w*|uderzył\w*|katował\w*|molestował\w*|zgwałcił\w*|znęcał\w* się nade) mnie\b(?! na głowę)",
    r"\bmnie (?:bił|biła|bili|bije|biją|pobił\w*|uderzył\w*|katował\w*|molestował\w*|zgwałcił\w*)\b",
    r"\bznęca\w* się nade mną\b",
    r"\b(?:zaadoptowali|adoptowali)(?:śmy|smy) (?:\w+ ){0,2}(?:córk\w*|syn\w*|dzieck\w*|dzieci\w*|chłop\w*|"
    r"dziewczyn\w*|bliźni\w*)",
    r"\bjestem adoptowan\w*", r"\b(?:był|była|jest) adoptowan\w*",
    r"\b(?:palę|paliłe?a?m|biorę|brałe?a?m|ćpam|wciągam|wciągałe?a?m) (?:\w+ ){0,2}(?:trawkę|marihuanę|"
    r"zioło|kokainę|amfetaminę|dopalacze|narkotyki|mefedron|ekstazy|mdma|grzyby)\b",
    r"\bjestem uzależnion\w* od (?:narkotyków|hazardu|marihuany|kokainy|pornografii|seksu|dopalaczy)",
    r"\bsiedziałe?a?m w więzieniu\b", r"\bmam wyrok\b", r"\bbyłe?a?m karan\w*",
    r"\b(?:kłóc\w*|pokłóc\w*|kłótni\w*) (?:się )?(?:z|ze) (?:\w+ ){0,2}(?:" + _FAMILY_PL_ALT + r")",
    r"\bnie (?:rozmawiam|rozmawiamy|odzywam się|odzywamy się) (?:z|ze) (?:\w+ ){0,2}(?:" + _FAMILY_PL_ALT + r")",
    r"\bo spadek\b",
    # German
    r"\b(?:betrügt|betrog|betrügst|hintergeht) mich\b", r"\b(?:ich habe|er hat|sie hat) eine Affäre\b",
    r"\bgeht fremd\b", r"\bbin fremdgegangen\b",
    r"\b(?:wir lassen uns|ich lasse mich) (?:\w+ )?scheiden\b", r"\bich bin (?:geschieden|getrennt)\b",
    r"\b(?:wir haben uns|ich habe mich) (?:\w+ )?getrennt\b", r"\b(?:wir leben|leben wir) getrennt\b",
    r"\b(?:mich|uns) (?:\w+ ){0,2}(?:geschlagen|missbraucht|vergewaltigt|bedroht)\b",
    r"\bkeinen kontakt (?:mehr )?(?:zu|mit) mein\w*",
    r"\bkeinen kontakt\b[^.!?\n]{0,40}\bmein\w* (?:" + _FAMILY_DE_ALT + r")\b",
    r"\bStreit mit mein\w* (?:" + _FAMILY_DE_ALT + r")\b",
    r"\b(?:hat|haben) mich (?:\w+ )?(?:geschlagen|missbraucht|vergewaltigt|bedroht)\b",
    r"\bich (?:kiffe|rauche (?:\w+ )?(?:Gras|Joints?)|nehme (?:\w+ )?(?:Drogen|Kokain|Koks|Speed|MDMA))\b",
    r"\bich bin süchtig\b",
    r"\b(?:wir haben|ich habe) (?:unsere[nm]? |meine[nm]? )?(?:Sohn|Tochter|Kind|Kinder) adoptiert\b",
    r"\b(?:reden|spreche|sprechen) (?:gar )?nicht mehr (?:mit|miteinander)\b",
    r"\bwegen des Erbes\b",
]
RELATIONSHIP_TRIGGERS = [
    "cheat*", "affair", "seeing", "sleeping", "divorc*", "ex", "exwife", "exhusband",
    "adopted", "hit", "hits", "hitting", "beat", "beats", "beating", "abuse*", "abusing",
    "molested", "raped", "assaulted", "choked", "slapped", "punched", "kicked", "hurt", "hurts",
    "threatened", "threatens", "stalked", "stalks", "smoke", "smoked", "snort", "snorted",
    "microdose", "gay", "lesbian", "bisexual", "bi", "transgender", "trans", "queer",
    "pansexual", "asexual", "closet", "high", "addict", "came", "come", "arrested", "prison",
    "jail", "time", "sex", "speaking", "talking", "spoken", "talked", "estranged", "fell",
    "falling", "contact", "cut", "fight*", "argu*", "feud*", "conflict*", "row", "dispute*",
    "know", "dealer", "lover", "spoken", "talked", "speak", "talk", "separating", "splitting", "breaking", "broke", "split", "kontakt",
    "getrennt", "uzależniony", "uzależniona",
    "mich", "uns", "mistress", "addiction", "parole", "probation", "criminal",
    "custody", "coke", "pot", "meth", "acid", "molly", "pills", "mushrooms", "joint", "joints",
    "zdradz*", "romans*", "spotykam", "rozwodz*", "rozwiod*", "rozwiedl*", "rozwiedz*",
    "rozwodzie", "separacji", "bił", "biła", "bili", "bije", "biją", "pobił*", "uderzył*",
    "katował*", "molestował*", "zgwałcił*", "znęca*", "znęcał*", "adoptowali*", "zaadoptowali*",
    "adoptowan*", "palę", "paliłem", "paliłam", "brałem", "brałam", "ćpam", "wciągam",
    "wciągałem", "wciągałam", "gejem", "lesbijką", "biseksual*", "transpłciow*", "uzależnion*",
    "siedziałem", "siedziałam", "więzieniu", "wyrok", "karany", "karana", "kłóc*", "pokłóc*",
    "kłótni*", "rozmawiam", "rozmawiamy", "odzywam", "odzywamy", "spadek", "spadku", "spadkiem",
    "betrügt", "betrog", "betrügst", "hintergeht", "affäre", "fremd", "fremdgegangen",
    "scheiden", "geschieden", "getrennt", "streit", "geschlagen", "missbraucht", "vergewaltigt",
    "bedroht", "kiffe", "rauche", "drogen", "kokain", "koks", "schwul", "lesbisch", "bisexuell",
    "süchtig", "adoptiert", "reden", "spreche", "sprechen", "erbes",
]
