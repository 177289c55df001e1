"""Word lists, round 5: disclosures in the short everyday forms people type when the textbook phrase
is missing: a relative's illness without "my" ("mama ma raka", "у тата інсульт", "a mi padre le han
detectado"), a relative who drinks or is addicted, therapy "for" a condition, a dose of a named
medicine, weeks of pregnancy at the start of a message, a diagnosis pasted from a letter, leaving a
church or belonging to a union "in der IG Metall" / "należę do", a vote for a named party, an
affair or a divorce in the speaker's own couple, a partner who checks the phone, a net or gross
pay, a child's coming out. Six languages (EN, PL, DE, ES, FR, UK/RU).

Same notation and tiers as privacy_vocab (privacy_disclosures joins these lists to the others):
STRONG patterns are first-person or close-family statements; TRIGGERS are the words that let a
strong pattern starting with a common word ("I", "my", "je", "у") run.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.vocab.common import MED_ALT
from app.core.memory.privacy.detector.vocab.special import FAMILY_ES, FAMILY_FR

_REL_PL = (r"(?:mama|mamie|mamy|tata|tacie|taty|mąż|mężowi|męża|żona|żonie|żony|syn|synowi|syna|córka|córce|córki|"
           r"brat|bratu|brata|siostra|siostrze|siostry|babcia|babci|dziadek|dziadkowi|dziadka|ojciec|ojcu|ojca|"
           r"matka|matce|matki|teść|teściowa|teściowej)")
_COND_PL = (r"(?:raka|nowotw\w*|cukrzyc\w*|depresj\w*|alzheimer\w*|demencj\w*|białaczk\w*|stwardnieni\w*|"
            r"schizofreni\w*|padaczk\w*|autyzm\w*|parkinson\w*|guza|chłoniak\w*|zawał\w*|udar\w*|chorob\w* \w+)")
_REL_UK = (r"(?:тата|батька|мами|матері|мамы|папы|отца|матери|чоловіка|дружини|мужа|жены|сина|доньки|дочки|сына|"
           r"брата|сестри|сестры|бабусі|дідуся|бабушки|дедушки)")
_COND_UK = (r"(?:інсульт|инсульт|інфаркт|инфаркт|рак\w*|онкологі\w*|онкологи\w*|діабет|диабет|деменці\w*|деменци\w*|"
            r"альцгеймер\w*|паркінсон\w*|паркинсон\w*|пухлин\w*|опухол\w*|лейкемі\w*|лейкеми\w*|лейкоз|епілепсі\w*|"
            r"эпилепси\w*|шизофрені\w*|шизофрени\w*|цироз|цирроз|склероз|ковід|ковид)")
_COND_ES = (r"(?:cáncer|un cáncer|un tumor|párkinson|parkinson|alzhéimer|alzheimer|demencia|diabetes|leucemia|"
            r"esclerosis \w+|epilepsia|esquizofrenia|un ictus|un infarto|ela|linfoma|depresión|trastorno \w+|"
            r"autismo|tdah|celiaquía|cirrosis|vih|tept|estrés postraumático)")
COND_DE = (r"(?:krebs|brustkrebs|diabetes|demenz|alzheimer|depressionen|eine depression|ms|multiple sklerose|"
            r"epilepsie|parkinson|morbus \w+|leukämie|schizophrenie|ptbs|adhs|autismus|rheuma|hiv|long covid)")
_THERAPY_COND = (r"(?:\w+ )?(?:anxiety|depression|ptsd|trauma|ocd|an eating disorder|anorexia|bulimia|addiction|"
                 r"panic attacks|adhd|bipolar|grief|self-harm|ansiedad|depresión|tept|estrés postraumático|"
                 r"trastorno \w+|adicción|ataques de pánico|angustia|anxiété|dépression|stress post-traumatique|"
                 r"tspt|phobie|burn-out|burnout|depresj\w*|lęk\w*|nerwic\w*|ptsd|zaburze\w+ \w+|angststörung\w*|"
                 r"depressionen|panikattacken|traumas?)")

# (round 19) "mój mąż pije tylko kawę", "мій тато п'є багато чаю": a drink named after the verb is not drinking
_NOT_A_DRINK = (r"(?! (?:\w+ ){0,2}?(?:kaw\w*|herbat\w*|wod\w*|mlek\w*|sok\w*|tylko|чай|каву|кави|воду|води|молоко|"
                r"кофе|сік|сок|только|лише|тільки)\b)")
HEALTH_STRONG = [
    # a close relative's illness without a possessive, and the diagnosis "found" in them
    r"\b" + _REL_PL + r" (?:\w+ )?(?:ma|miał\w*|choruje na|zachorował\w* na|leczy się na) (?:\w+ ){0,2}" + _COND_PL,
    r"\bu (?:mojej |mojego |naszej |naszego )?" + _REL_PL + r" (?:\w+ ){0,2}(?:wykryto|zdiagnozowano|stwierdzono|"
    r"rozpoznano)\b",
    # (round 51, rhealth) "в" too, the Ukrainian spelling of "у" after a vowel: "бо в чоловіка рак легень"
    r"\b[ув] (?:мого |моєї |моего |моей |нашого |нашої )?" + _REL_UK + r" (?:\w+ ){0,2}" + _COND_UK + r"(?!\w)",
    r"\b(?:" + _REL_UK + r"|тато|мама|батько|мати) (?:\w+ ){0,2}(?:діагностували|виявили|диагностировали|обнаружили)\b",
    r"\b(?:padre|madre|mamá|papá|padres|hermano|hermana|hijo|hija|marido|mujer|esposo|esposa|abuelo|abuela|pareja|"
    r"novio|novia|suegro|suegra) (?:\w+ )?(?:le|les) (?:han |acaban de |)(?:detectado|diagnosticado|"
    r"diagnosticaron|detectaron|encontraron|encontrado|descubierto|descubrieron) (?:\w+ ){0,2}" + _COND_ES + r"\b",
    r"\bdiagnostiqué\w* (?:\w+ ){0,3}(?:à|chez) "
    r"(?:mon|ma|mes|notre|nos) " + FAMILY_FR + r"\b",
    r"\bbei (?:meine[mr]|unsere[mr]) (?:\w+ )?(?:mutter|vater|mann|frau|sohn|tochter|bruder|schwester|oma|opa|partner\w*|"
    r"freund\w*) (?:wurde|wurden|hat man|haben sie|haben die ärzte) (?:\w+ ){0,3}(?:diagnostiziert|festgestellt|entdeckt|"
    r"gefunden)\b",
    # one's own new diagnosis, whatever its name
    r"\bme (?:acaban de |han |)diagnostica(?:r|do|da|ron) (?!(?:el|la|los|las|al|mal|bien) )(?:\w+ )?\w+",
    r"\bm'a (?:\w+ )?diagnostiqué\b", r"\bzdiagnozowano u mnie\b",
    r"\b(?:мені|мне) (?:\w+ )?(?:діагностували|поставили діагноз|диагностировали|поставили диагноз)\b",
    r"\bich habe (?:seit \w+ \w+ |seit \w+ |(?:\w+ ))?" + COND_DE + r"\b(?! (?:ist|sind|bedeutet|heißt))",
    # a relative who drinks or is addicted
    r"\b(?:mon|ma|notre) (?:\w+ )?" + FAMILY_FR + r" (?:est|était|est devenue?) (?:\w+ )?(?:alcoolique|toxicomane|accro|"
    r"dépendante?|bipolaire|schizophrène|autiste|diabétique|dépressive?|anorexique)\b",
    r"\bmi (?:\w+ )?" + FAMILY_ES + r" (?:de \d+ años |de \w+ años )?(?:es|está|era|se ha vuelto) (?:\w+ )?(?:alcohólic[oa]|"
    r"adict[oa]|drogadict[oa]|toxicómano|toxicómana|enganchad[oa]|bipolar|esquizofrénic[oa]|autista|diabétic[oa]|"
    r"anoréxic[oa])\b",
    r"\b(?:мій|моя|мой) (?:\w+ )?(?:чоловік|муж|батько|отец|тато|папа|брат|син|сын|мама|мати|сестра|дружина|жена) "
    r"(?:\w+ ){0,6}(?:почав|почала|начал|начала|став|стала|стал) (?:\w+ )?(?:пити|пиячити|пить|вживати|употреблять|"
    r"колотися|колоться)\b",
    r"\b(?:мій|моя|мой) (?:\w+ )?(?:чоловік|муж|батько|отец|тато|папа|брат|син|сын|мама|мати|сестра|дружина|жена) "
    r"(?:\w+ )?(?:алкоголік\w*|алкоголич\w*|наркоман\w*|п'є|пьёт|пьет|бухає|бухает)\b" + _NOT_A_DRINK,
    r"\b(?:mój|moja) (?:\w+ )?(?:mąż|ojciec|tata|brat|syn|matka|mama|siostra|żona|partner) (?:\w+ )?(?:jest alkoholikiem|"
    r"jest alkoholiczką|pije|chleje|jest uzależnion\w*|ćpa|bierze narkotyki)\b" + _NOT_A_DRINK,
    r"\bmein(?:e)? (?:\w+ )?(?:mann|vater|bruder|sohn|mutter|schwester|frau|partner\w*) (?:ist|war) (?:\w+ )?"
    r"(?:alkoholiker\w*|alkoholkrank|drogenabhängig|süchtig|spielsüchtig|heroinabhängig)\b",
    r"\bmy (?:\w+ )?(?:husband|wife|dad|father|mum|mom|mother|brother|sister|son|daughter|partner|boyfriend|girlfriend) "
    r"(?:\w+ )?(?:drinks (?:too much|every day|heavily)|started drinking|is drinking again|is an alcoholic|"
    r"is addicted to|is using again|relapsed)\b",
    # in therapy "for" something
    r"\b(?:voy|acudo|estoy yendo|empecé a ir) (?:a|al) (?:terapia|psicólogo|psicóloga|psiquiatra) (?:por|para|de) "
    + _THERAPY_COND,
    r"\b(?:i'?m|i am|i've been|i have been|been|i go|i started) (?:\w+ )?(?:in|to) (?:therapy|counselling|counseling) "
    r"(?:for|because of|since) " + _THERAPY_COND,
    r"\b(?:chodzę|chodziłe?a?m|jestem) (?:\w+ )?(?:na terapię|na psychoterapię|w terapii|do psychiatry|do psychologa|"
    r"do terapeuty) (?:\w+ )?(?:z powodu|przez|na|od)\b",
    r"\bich (?:bin|mache|gehe) (?:\w+ ){0,2}(?:in therapie|eine therapie|zur therapie|in behandlung) (?:wegen|gegen)\b",
    r"\bje (?:suis|vais) (?:\w+ )?(?:en thérapie|suivie? par un psy|chez (?:le|un|une|la) psy\w*) (?:pour|depuis)\b",
    # a dose of a named medicine one takes
    r"(?<!\w)(?:on|biorę|biore|nehme|tomo|prends|приймаю|принимаю) (?:\d+ ?mg (?:of )?|\w+ )?" + MED_ALT
    + r"(?: \d+ ?mg| ?\+| and| i)",
    # pregnancy weeks at the start of a message or sentence
    r"(?:^|(?<=[.!?\n] )|(?<=[.!?\n]))(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|"
    r"twenty\w*) (?:weeks?|months?) pregnant\b(?! (?:symptoms?|belly|bump|scan|women|woman|people))",
    # a diagnosis pasted from a medical letter
    r"\b(?:diagnose|diagnosis|rozpoznanie|diagnóstico|діагноз|диагноз)(?: ?: ?| )(?!of |de |del |von |für |for |na |des |du )"
    r"(?:\w+[ -]){0,3}(?:morbus \w+|rak\w*|"
    r"nowotw\w*|carcinoma|\w+itis|\w+sklerose|sclerosis|stwardnien\w*|cukrzyc\w*|diabetes|depresj\w*|depression|"
    r"krebs|cancer|cáncer|\w+omas?|\w+emia|\w+ämie|demen\w+|schizo\w+|bipolar\w*|\w*carcinom\w*)\b",
    r"\b(?:mri|scan|biopsy|ct|pet scan|blood tests?|results?) (?:\w+ )?(?:confirms?|confirmed|shows?|showed) (?:\w+[- ]){0,3}"
    r"(?:multiple sclerosis|cancer|carcinoma|lymphoma|leuka?emia|a tumou?r|metastas\w+|parkinson'?s|crohn'?s|colitis|"
    r"diabetes|dementia|epilepsy|a stroke)\b",
]
HEALTH_TRIGGERS = [
    "choruje", "wykryto", "zdiagnozowano", "stwierdzono", "rozpoznano",
    "діагностували", "виявили", "диагностировали", "обнаружили",
    "detectado", "diagnosticado", "diagnosticaron", "detectaron", "encontraron", "descubierto", "descubrieron",
    "diagnostiqué", "diagnostiziert", "festgestellt", "diagnosticada", "diagnosticar", "krebs", "brustkrebs", "demenz",
    "sklerose", "epilepsie", "parkinson", "morbus", "leukämie", "schizophrenie", "rheuma", "adhs", "autismus", "ptbs",
    "alcoolique", "toxicomane", "alcohólico", "alcohólica", "adicto", "adicta", "drogadicto", "drogadicta",
    "пити", "пиячити", "пить", "вживати", "алкоголік", "алкоголічка", "алкоголик", "наркоман", "п'є", "пьёт", "пьет",
    "alkoholikiem", "alkoholiczką", "pije", "chleje", "uzależniony", "uzależniona", "ćpa", "alkoholiker",
    "alkoholikerin", "alkoholkrank", "drinks", "drinking", "alcoholic", "relapsed",
    "terapia", "therapy", "counselling", "counseling", "terapię", "psychoterapię", "terapii", "therapie", "thérapie",
    "psy", "psychiatry", "psychologa", "terapeuty", "behandlung",
    "biore", "nehme", "tomo", "prends", "приймаю", "принимаю", "п'ю", "пью", "pregnant",
    "diagnose", "diagnosis", "rozpoznanie", "diagnóstico", "diagnostic", "діагноз", "диагноз", "confirms",
    "confirmed", "shows", "showed",
]

FINANCE_STRONG = [
    r"\b(?:cobro|gano|me pagan|cobramos|ganamos) (?:\w+ )?\d[\d.,]*\s?(?:€|euros?|netos|brutos|mil|al mes|pesos)",
    r"\b(?:отримую|заробляю|получаю|зарабатываю|мені платять|мне платят) (?:\w+ )?\d[\d .,]*\s?(?:тисяч\w*|тис\.?|грн|"
    r"гривень|гривні|\$|доларів|долларов|євро|евро|рублей|руб)",
    r"\b(?:dostałe?a?m|dostaję|dostanę|mam) (?:\w+ )?podwyżk\w* (?:do|o) \d[\d  .,]*\s?(?:zł|pln|brutto|netto|tys|k)\b",
    r"\brevised (?:annual |base |gross )?(?:salary|pay|compensation) (?:will be|is|of)\s?[£$€]?\s?\d",
    r"\bmein(?:en)? schufa-?eintrag\b", r"\bschufa-?eintrag (?:wegen|über|von|seit)\b",
    r"\binkasso (?:ruft|schreibt|droht|steht)\b",
]
FINANCE_STRONG.append(r"\bzawiadamia o wszczęciu egzekucji\b")
FINANCE_TRIGGERS = ["podwyżkę", "podwyżki", "podwyżka", "schufa", "inkasso"]

RELATIONSHIP_STRONG = [
    r"\bzdradza(?:m|łem|łam) (?:\w+ )?(?:męża|żonę|partner\w*|chłopaka|dziewczynę|narzeczon\w*)\b",
    r"\b(?:mąż|żona|chłopak|dziewczyna|partner\w*|narzeczon\w*) (?:\w+ )?(?:mnie )?zdradza\w*\b",
    r"\bme (?:ha sido|es|fue|era|está siendo) infiel\b", r"\b(?:he sido|fui|estoy siendo) infiel\b",
    r"\b(?:дізнал\w+|узнал\w+|знає|знает) (?:\w+ )?про (?:мій|мою|мої|мой|мою|мои) (?:роман|зраду|измену|коханку|коханця|"
    r"любовницу|любовника)\b",
    r"\b(?:зраджую|зраджував|зраджувала|изменяю|изменял|изменяла) (?:\w+ )?(?:дружині|чоловікові|жене|мужу)\b",
    r"\b(?:i've|i have|i've been|been) (?:been )?(?:sleeping with|seeing|hooking up with) (?:my |a |an )?(?:co-?worker|"
    r"colleague|boss|ex|best friend's \w+|married \w+|neighbou?r|someone else)\b",
    r"\bmy (?:husband|wife|partner|boyfriend|girlfriend|fianc\w*)(?:'s)?\b[^.!?\n]{0,60}\b(?:he|she)(?:'s| has) been "
    r"(?:seeing|sleeping with|cheating with|texting) (?:someone|somebody|another|a (?:co-?worker|colleague)|her ex|his ex)",
    r"\bquiero (?:el |pedir el |pedirle el )?divorcio\b", r"\bnos (?:vamos a |estamos )?divorci\w+\b",
    r"\b(?:подає|подала|подаю|подав|подаємо|подаёт|подала|подаю) (?:\w+ )?на розлучення\b",
    r"\b(?:подає|подала|подаю|подав|подаёт) (?:\w+ )?на развод\b",
    r"\bmy (?:husband|wife|partner|boyfriend|girlfriend|ex) (?:has )?(?:started |keeps |always |constantly )?(?:checking|"
    r"going through|reading) my (?:phone|messages|texts|emails)\b",
    r"\bmy (?:husband|wife|partner|boyfriend|girlfriend) (?:\w+ ){0,3}controlling (?:who i see|my money|what i wear|"
    r"where i go|everything)\b",
]
RELATIONSHIP_TRIGGERS = [
    "zdradzam", "zdradzałem", "zdradzałam", "zdradza", "infiel", "роман", "зраду", "измену", "зраджую",
    "изменяю", "sleeping", "seeing", "hooking", "divorcio", "divorciamos", "divorciando", "розлучення", "развод",
    "checking", "controlling",
]

SEXUALITY_STRONG = [
    r"\bim (?:bi|bisexual|gay|lesbian|pansexual|asexual|queer)\b(?!-)",
    r"\bi(?:'m| am) bi\b(?!-)(?=[^.!?\n]{0,40}\b(?:and|but|parents|family|mum|mom|dad|nobody|no one|friends|wife|"
    r"husband|told|tell|know)\b)",
    r"\b(?:me ha dicho|me dijo|nos dijo|nos ha dicho|me ha contado|ha salido del armario)\b[^.!?\n]{0,20}\b(?:que )?es "
    r"(?:lesbiana|gay|bisexual|trans|transexual)\b",
    r"\b(?:told me|came out to (?:me|us)|told us)\b[^.!?\n]{0,20}\b(?:(?:s)?he(?:'s| is)|they(?:'re| are)) (?:gay|lesbian|"
    r"bisexual|bi|trans|queer)\b",
    r"\b(?:m'a dit|nous a dit|m'a avoué|a fait son coming out)\b[^.!?\n]{0,20}\b(?:qu'(?:il|elle) est|est) "
    r"(?:gay|lesbienne|bi|bisexuel\w*|trans)\b",
    r"\b(?:powiedział\w*|wyznał\w*) (?:mi|nam)\b[^.!?\n]{0,20}\b(?:jest|że jest) (?:gejem|lesbijką|biseksualn\w*|trans\w*)\b",
    r"\b(?:hat mir|hat uns) (?:\w+ )?(?:gesagt|gestanden|erzählt)\b[^.!?\n]{0,20}\b(?:schwul|lesbisch|bisexuell|trans)\b",
]
SEXUALITY_TRIGGERS = ["bi", "bisexual", "gay", "lesbian", "pansexual", "asexual", "queer", "lesbiana",
                      "lesbienne", "gejem", "lesbijką", "schwul", "lesbisch"]

BELIEFS_STRONG = [
    r"\b(?:ich bin|bin|ich|wir sind|sind wir)\b[^.!?\n]{0,40}\baus der (?:\w+ )?kirche ausgetreten\b",
    r"\bmein(?:en)? kirchenaustritt\b",
    r"\b(?:me (?:salí|borré|di de baja)|salí) de la iglesia\b",
    r"\b(?:вийшов|вийшла|вышел|вышла) (?:з|із|из) (?:\w+ )?церкв\w*",
    r"\bich bin (?:\w+ ){0,4}(?:in der|bei der|bei|in) (?:ig metall|verdi|gew|ig bce|evg|gdl|gewerkschaft|"
    r"der gewerkschaft)\b",
    r"\bals (?:vertrauensmann|vertrauensfrau|betriebsrat|betriebsrätin|gewerkschaftssekretär\w*|personalrat|"
    r"personalrätin) (?:der |bei der |von |für die )?(?:ig metall|verdi|gew|ig bce|evg|gdl|gewerkschaft)\b",
    r"\bnależ(?:ę|ymy|ałem|ałam) do (?:\w+ )?(?:związku|solidarności|znp|ozzl|opzz|partii|pis|po|konfederacji|lewicy|"
    r"razem|psl|sierpnia 80|inicjatywy pracowniczej)\b",
    r"\b(?:głosował\w*|zagłosował\w*|głosuję|zagłosuję) (?:\w+ )?na (?:pis|po|lewic\w*|konfederacj\w*|razem|"
    r"psl|trzecią drogę|koalicj\w*|platform\w*|ko)\b",
    r"\bi (?:always |just |have always |'ve always )?(?:voted|vote) (?:for )?(?:the )?(?:labour|tory|tories|conservatives?|"
    r"lib dems?|greens|green party|reform uk|snp|plaid|democrats?|republicans?|trump|biden|harris)\b",
    r"\bich (?:habe|hab) (?:\w+ ){0,3}(?:die )?(?:afd|cdu|csu|spd|fdp|grünen|linke|bsw) gewählt\b",
    r"\b(?:voté|voto|votamos|he votado) (?:siempre )?(?:a |al |por )?(?:pp|psoe|vox|podemos|sumar|junts|erc|bildu|pnv)\b",
    r"\bj'ai (?:toujours )?voté (?:pour )?(?:le |la |les )?(?:rn|lfi|ps|insoumis|macron|le pen|mélenchon|écolo\w*|"
    r"républicains|renaissance)\b",
    r"\bя (?:\w+ )?(?:голосував|голосувала|голосовал|голосовала) за\b",
]
BELIEFS_TRIGGERS = ["ausgetreten", "kirchenaustritt", "iglesia", "церкви", "церкви", "metall", "verdi", "gewerkschaft",
                    "należę", "głosowałem", "głosowałam", "zagłosowałem", "zagłosowałam", "voted", "vote", "gewählt",
                    "голосував", "голосувала", "голосовал", "голосовала", "voté"]

ETHNICITY_STRONG = [
    r"\b(?:soy|somos) (?:\w+ )?(?:gitan[oa]s?|marroquí(?:es)?|magrebí(?:es)?|ruman[oa]s? gitan[oa]s?|roma|"
    r"afrodescendientes?|negr[oa]s?|indígenas?|mapuches?|quechuas?|bereberes|bereber)\b",
    r"\bas an? (?:black|roma|romani|brown|mixed-race|biracial|asian|arab|indigenous) (?:[^\W\d_]+ ){0,2}(?:man|woman|person|guy|girl|mum|mom|dad|"
    r"parent|student|teen|professional|employee)\b(?=[^.!?\n]*\b(?:i|i'm|me|my|we|our)\b)",
]
ETHNICITY_TRIGGERS = ["gitano", "gitana", "gitanos", "gitanas", "marroquí", "marroquíes", "magrebí", "negro",
                      "negra", "negros", "negras", "indígena", "bereber"]
