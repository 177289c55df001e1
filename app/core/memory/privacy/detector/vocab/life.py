"""Word lists for how people write about their own life when it is not a textbook phrase: weeks of
pregnancy and substitution treatment, a relative's illness, a debt stated as a sum on cards or as
months of rent, coercive control ("he checks my phone", "me controla el dinero"), an affair behind
a partner's back, attraction, baptism and changing church, a union or party role held "since 2019".
Six languages (EN, PL, DE, ES, FR, UK/RU).

Same notation and tiers as privacy_vocab (privacy_disclosures joins these lists to the others):
STRONG patterns are first-person or close-family statements; TRIGGERS are the words that let a
strong pattern starting with a common word ("I", "my", "je", "я") run; EXPLICIT and TERMS need
a personal, untechnical, unhedged sentence. Filler words in strong patterns never match a
negation ("I'm not pregnant"): privacy_disclosures enforces that for every `(?:\\w+ )` filler.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.vocab.common import AMOUNT
from app.core.memory.privacy.detector.vocab.special import (
    FAMILY_DE,
    FAMILY_EN,
    FAMILY_ES,
    FAMILY_FR,
    FAMILY_PL,
    FAMILY_UK,
    POSS_ES,
    POSS_FR,
    POSS_PL,
)

_COND_EN = (
    r"(?:(?:early[- ]stage |late[- ]stage |early[- ]onset )?(?:(?:breast |lung |bowel |prostate |skin |stage \w+ |terminal )?cancer|a tumou?r|leuka?emia|lymphoma|diabetes|"
    r"dementia|alzheimer'?s|parkinson'?s|ms|multiple sclerosis|epilepsy|schizophrenia|bipolar(?: disorder)?|"
    r"depression|ptsd|autism|adhd|hiv|hepatitis \w|a stroke|a heart attack|heart failure|kidney failure|"
    r"cirrhosis|an eating disorder|anorexia|long covid|copd|endometriosis))"
)
_DRUGS_EN = r"(?:alcohol|drugs|heroin|opioids|opiates|painkillers|oxy\w*|cocaine|crack|meth|pills|benzos|xanax|fentanyl|ketamine)"

HEALTH_STRONG = [
    # weeks or months of pregnancy, trying for a baby
    r"\bI(?:'m| am) (?:about |almost |nearly |only |now |already )?(?:\d+|one|two|three|four|five|six|seven|eight|nine|"
    r"ten|twelve|twenty|\w+teen) (?:weeks?|months?) (?:pregnant|along)\b",
    r"\b(?:we're|we are|I'm|I am) (?:\w+ )?(?:expecting (?:a baby|our first|our second|twins|a boy|a girl)|"
    r"trying to conceive|doing ivf|going through ivf)\b",
    r"\bjestem w (?:\d+\.?|\w+) (?:tygodniu|miesiącu) ciąży\b",
    r"\bich bin (?:\w+ ){0,3}schwanger\b", r"\bich bin in der \d+\.? (?:woche|ssw)\b",
    r"\bje suis enceinte de\b", r"\bestoy embarazada de\b",
    r"\bя на (?:\d+|\w+)(?:-?му|-?м|-?й)? (?:тижні|місяці|неделе|месяце) (?:вагітності|беременности)",
    # a close relative's illness
    r"\b(?:my|our) (?:\w+ )?" + FAMILY_EN + r"(?:'s)? (?:has|have|had|was diagnosed with|got diagnosed with|suffers from|"
    r"is fighting|is battling|developed|died of|is dying of|is living with|lives with) (?:\w+ ){0,2}" + _COND_EN + r"\b",
    r"\b(?:my|our) (?:\w+ )?" + FAMILY_EN + r" (?:is|was) (?:\w+ ){0,2}(?:pregnant|in rehab|in hospital|in the hospital|"
    r"on dialysis|in a psychiatric \w+|sectioned|in remission|diabetic|bipolar|autistic|schizophrenic|an alcoholic|"
    r"an addict|on chemo|having chemo|in hospice)\b",
    r"\b" + POSS_PL + r" (?:\w+ )?" + FAMILY_PL + r" (?:ma|miał\w*|choruje na|chorował\w* na|zachorował\w* na|"
    r"leczy się na|zmarł\w* na) (?:\w+ ){0,2}(?:raka|nowotw\w*|cukrzyc\w*|depresj\w*|alzheimer\w*|demencj\w*|"
    r"białaczk\w*|stwardnieni\w*|schizofreni\w*|padaczk\w*|autyzm\w*|adhd|parkinson\w*|guza|chłoniak\w*|zawał|udar)",
    r"\b(?:mein(?:e|em|er)?|unser(?:e)?) (?:\w+ )?(?:mann|frau|sohn|tochter|mutter|vater|bruder|schwester|partner\w*|"
    r"freund\w*|oma|opa|großmutter|großvater|kind) (?:hat|hatte|leidet an) (?:\w+ ){0,2}(?:krebs|diabetes|demenz|"
    r"alzheimer|depressionen|eine depression|ms|multiple sklerose|epilepsie|parkinson|einen tumor|leukämie|"
    r"schizophrenie|ptbs|adhs|autismus|einen schlaganfall|einen herzinfarkt)\b",
    r"\b(?:" + FAMILY_UK + r") (?:\w+ ){0,3}(?:з|с) (?:птср|пстр|депресією|депрессией|діабетом|диабетом|раком|"
    r"деменцією|деменцией|епілепсією|эпилепсией|аутизмом|шизофренією|шизофренией)(?!\w)",
    # addiction and substitution treatment
    r"\bI(?:'m| am) (?:\w+ )?(?:addicted to|hooked on|dependent on|in recovery from|recovering from|detoxing from|"
    r"withdrawing from|getting clean from) (?:\w+ ){0,2}" + _DRUGS_EN + r"\b",
    r"\bI(?:'ve| have) been (?:clean|sober) (?:for|since)\b",
    r"\bI (?:go to|attend|started going to|started) (?:aa|na|alcoholics anonymous|narcotics anonymous)(?: meetings)?\b",
    r"\bje (?:prends|suis sous|prenais|ai pris|suis sous traitement de) (?:\w+ ){0,2}(?:subutex|méthadone|buprénorphine|"
    r"suboxone|lithium|antidépresseurs?|anxiolytiques?|neuroleptiques?|somnifères|antipsychotiques?|ritaline|insuline|"
    r"xanax|lexomil|seresta|lysanxia|zoloft|deroxat|prozac|lévothyrox)\b",
    r"\bje\b[^.!?\n]{0,60}\b(?:sortir|décrocher|me sevrer|arrêter) (?:de |du |des )?(?:l'héroïne|l'alcool|la drogue|"
    r"la cocaïne|la coke|crack|opiacés|médicaments)",
    r"\bje suis (?:\w+ )?(?:accro|dépendante?|addict\w*|alcoolique) (?:à|au|aux) (?:l'alcool|la drogue|l'héroïne|la cocaïne|"
    r"la coke|médicaments|opiacés|somnifères|cannabis|anxiolytiques)",
    r"\b(?:soy|estoy) (?:\w+ )?(?:adict[oa]|enganchad[oa]|dependiente) (?:a|al|a la|de) (?:\w+ )?(?:alcohol|drogas|heroína|"
    r"cocaína|coca|pastillas|opiáceos|porros|marihuana|ansiolíticos)\b",
    r"\b(?:tomo|estoy tomando|empecé a tomar|me recetaron|me han recetado|estoy con) (?:\w+ ){0,2}(?:metadona|"
    r"buprenorfina|suboxone|litio|antipsicóticos|somníferos|insulina|orfidal|lorazepam|diazepam)\b",
    r"\bich bin (?:\w+ ){0,2}(?:abhängig von|süchtig nach|alkoholabhängig|drogenabhängig|medikamentenabhängig|"
    r"trockene[rn]? alkoholiker\w*|seit \w+ (?:jahren |monaten )?(?:trocken|clean))",
    r"\bich (?:bin|war) (?:\w+ )?(?:im|in der) (?:substitutionsprogramm|methadonprogramm|entzug|entzugsklinik|psychiatrie)\b",
    r"\b(?:biorę|jestem na) (?:\w+ )?(?:metadon\w*|suboxon\w*|buprenorfin\w*|lit\w*)\b",
    r"\bя (?:\w+ )?(?:залежн\w*|зависим\w*) від (?:алкогол\w*|наркотик\w*|героїн\w*|ліків)|\bя (?:\w+ )?зависим\w* от "
    r"(?:алкогол\w*|наркотик\w*|героин\w*|лекарств\w*)",
    r"\b(?:ходжу|ходить|хожу|ходит|ходимо) (?:\w+ ){0,2}(?:до психотерапевта|до психіатра|до психолога|до онколога|"
    r"к психотерапевту|к психиатру|к психологу|к онкологу)",
]
HEALTH_TRIGGERS = [
    "expecting", "conceive", "ivf", "tygodniu", "miesiącu", "schwanger", "woche", "ssw",
    "enceinte", "embarazada", "тижні", "місяці", "неделе", "месяце",
    "sectioned", "hospice", "dementia",
    "choruje", "chorował*", "zachorował*", "leczy", "zmarł*", "hat", "hatte", "leidet",
    "addicted", "hooked", "dependent", "recovery", "recovering", "detoxing", "withdrawing", "clean", "sober",
    "aa", "anonymous", "prends", "prenais", "sous", "sortir", "décrocher", "sevrer", "l'héroïne", "héroïne", "accro",
    "dépendant", "dépendante", "addict*", "adicto", "adicta", "enganchado", "enganchada", "dependiente", "tomo",
    "tomando", "recetaron", "recetado", "abhängig", "süchtig", "alkoholabhängig", "drogenabhängig",
    "medikamentenabhängig", "trocken", "substitutionsprogramm", "methadonprogramm", "entzug", "entzugsklinik",
    "psychiatrie", "biorę", "залежн*", "зависим*", "ходжу", "ходить", "хожу", "ходит", "ходимо",
    "птср", "пстр", "депресією", "депрессией", "діабетом", "диабетом", "раком", "деменцією", "деменцией",
]
HEALTH_EXPLICIT = [
    "subutex", "méthadone", "buprénorphine", "metadona", "buprenorfina", "метадон*", "naloxon*", "disulfiram*",
    "antabus*", "acamprosat*",
    "psychologue", "thérapeute", "psicólogo", "psicóloga", "terapeuta", "psiquiátrico", "psychotherapeut*",
    "психотерапевт*", "психотерапі*", "психотерапи*", "діаліз*", "диализ*", "інсулін*", "инсулин*", "insulina",
    "insuline", "antipsicóticos", "neuroleptiques", "somnifères",
]
HEALTH_TERMS = [
    # Spanish
    "ansiedad", "tdah", "autismo", "epilepsia", "vih", "aborto", "leucemia", "esclerosis múltiple",
    "fibromialgia", "infarto", "ictus", "trastorno bipolar", "trastorno límite", "adicción", "alzhéimer",
    # French
    "diabète", "anxiété", "bipolaire", "autisme", "épilepsie", "sida", "vih", "fausse couche", "avortement",
    "ivg", "anorexie", "boulimie", "tumeur", "leucémie", "sclérose en plaques", "cancer du sein",
    # Ukrainian / Russian
    "птср", "пстр", "шизофрені*", "шизофрени*", "епілепсі*", "эпилепси*", "біполярн*", "биполярн*", "аутизм*",
    "інсульт*", "инсульт*", "інфаркт*", "инфаркт*", "деменці*", "деменци*", "альцгеймер*", "паркінсон*",
    "паркинсон*", "лейкемі*", "лейкеми*", "лейкоз*", "пухлин*", "опухол*", "астм*", "віл", "вич", "гепатит*",
    "безпліддя", "бесплодие", "викидень", "выкидыш*", "анорексі*", "анорекси*", "булімі*", "булими*",
    "алкоголізм*", "алкоголизм*", "наркозалежн*", "наркозависим*", "панічн* атак*", "паническ* атак*",
]

# ---------------------------------------------------------------- money troubles

FINANCE_STRONG = [
    # a debt stated as a sum on cards or loans, missed payments, eviction
    r"\b(?:I|we)(?:'ve| have)? (?:got|have|had|owe|racked up|run up|built up|maxed out) (?:about |around |nearly |almost |"
    r"over |more than |roughly )?" + AMOUNT + r" (?:\w+ ){0,2}(?:on|of|in) (?:\w+ ){0,3}(?:credit cards?|store cards?|"
    r"cards|loans?|debts?|overdraft|payday loans?|arrears|klarna|buy now pay later)\b",
    r"\b(?:I|we)\b[^.!?\n]{0,60}\b(?:missed|skipped|defaulted on) (?:\w+ ){0,5}(?:payments?|repayments?|instal?ments?|"
    r"rent|mortgage payments?)\b",
    r"\b(?:I|we)(?:'ve| have)? maxed out (?:\w+ ){0,2}(?:credit cards?|cards|overdraft)\b",
    r"\b(?:evict|evicting|repossess|repossessing) (?:me|us)\b",
    r"\b(?:I|we)(?:'re| are|'m| am) (?:being|getting|about to be) (?:evicted|repossessed|kicked out)\b",
    r"\b(?:mam|mamy) (?:\w+ ){0,2}(?:" + AMOUNT + r"|\d+ (?:tys|tysięcy)\w*)\.? (?:\S+ ){0,2}(?:długu|długów|zadłużenia|"
    r"na kartach|na karcie|kredytu|debetu|w chwilówkach|zaległości)",
    r"\bnie (?:zapłaciłe?a?m|spłaciłe?a?m|płacę|spłacam|zapłaciliśmy|płacimy) (?:\w+ ){0,3}(?:rat\w*|czynsz\w*|kredyt\w*|"
    r"rachunk\w*|alimentów|podatk\w*)",
    r"\bzalega(?:m|my) (?:z|ze) (?:\w+ ){0,2}(?:czynsz\w*|rat\w*|opłat\w*|podatk\w*|spłat\w*|kredyt\w*)",
    r"\b(?:eksmitować|eksmitują|wyeksmitować|eksmisj\w*) (?:\w+ )?(?:mnie|nas)\b|\b(?:mnie|nas) (?:\w+ )?(?:eksmitować|"
    r"wyeksmitować|eksmitują)\b",
    r"\bich (?:habe|hab) (?:\w+ ){0,2}" + AMOUNT + r" (?:\w+ ){0,2}(?:schulden|miese|dispo|minus|kreditkartenschulden)\b",
    r"\bich bin (?:\w+ ){0,3}(?:im minus|im dispo|in den miesen|mit der miete im rückstand|zahlungsunfähig|überschuldet)\b",
    r"\bich kann (?:\w+ ){0,3}(?:die miete|meine raten|die raten|den kredit|meine rechnungen|die rechnungen|den strom) "
    r"nicht (?:mehr )?(?:zahlen|bezahlen)\b",
    r"\b(?:uns|mir) droht (?:\w+ )?(?:zwangsräumung|räumung|pfändung|privatinsolvenz)\b",
    r"\bdebo (?:\w+ ){0,4}(?:de )?(?:alquiler|hipoteca|luz|agua|cuotas?|letras?|facturas?|tarjetas?|préstamos?|"
    r"pensión|manutención)\b",
    r"\b(?:desahuciar|embargar)(?:me|nos)\b",
    r"\b(?:me|nos) (?:\w+ )?(?:van a |quieren |pueden )?(?:desahuciar|embargar|echar del piso)\b",
    r"\bllevo (?:\w+ ){0,2}(?:meses|semanas) sin pagar\b", r"\bno (?:llego|llegamos) a fin de mes\b",
    r"\btengo (?:\w+ ){0,2}" + AMOUNT + r" (?:\w+ ){0,2}(?:de deuda|en deudas|en la tarjeta|en tarjetas|de préstamos?)",
    r"\bje dois (?:\w+ ){0,3}(?:mois de loyer|de loyer|loyers|à la banque|aux impôts|au fisc)",
    r"\b(?:m'expulser|nous expulser)\b", r"\bje (?:vais être|suis) (?:\w+ )?expulsée?\b",
    r"\bj'ai (?:\w+ ){0,2}" + AMOUNT + r" (?:\w+ ){0,2}(?:de dettes|de crédit|de découvert|sur ma carte|d'impayés)",
    r"\b(?:je n'arrive|on n'arrive|nous n'arrivons) (?:plus |pas )?à (?:boucler|finir) (?:les fins de mois|le mois)",
    r"\bj'ai (?:\w+ ){0,2}(?:mois de loyer|loyers) (?:impayés|de retard|en retard)",
    r"\b(?:я|ми|мы) (?:\w+ ){0,2}(?:заборгував\w*|задолжал\w*|винен|винна|винні|должен|должна|должны) (?:\w+ ){0,3}"
    r"(?:за (?:оренду|квартиру|аренду|комуналку|кредит)|банку|\d)",
    r"\b(?:нас|мене|меня) (?:\w+ )?(?:виселяють|выселяют|хочуть виселити|хотят выселить)",
    r"\bне (?:можу|могу|можемо|можем) (?:\w+ )?(?:сплатити|сплачувати|оплатить|заплатить|погасить|погасити) "
    r"(?:\w+ ){0,2}(?:кредит\w*|борг\w*|долг\w*|оренд\w*|аренд\w*|іпотек\w*|ипотек\w*|рахунк\w*|счет\w*)",
]
FINANCE_TRIGGERS = [
    "racked", "maxed", "credit", "klarna", "owe", "missed", "skipped", "defaulted", "evict*", "repossess*",
    "evicted", "repossessed", "kicked", "długu", "długów", "zadłużenia", "kartach", "karcie", "debetu",
    "chwilówkach", "zaległości", "zapłaciłem", "zapłaciłam", "spłaciłem", "spłaciłam", "płacę", "płacimy",
    "zalegam", "zalegamy", "eksmit*", "wyeksmitować", "schulden", "miese", "minus", "dispo", "rückstand",
    "zahlungsunfähig", "überschuldet", "zahlen", "bezahlen", "droht", "debo", "desahuciar*", "embargar*",
    "llevo", "llego", "llegamos", "dois", "m'expulser", "expulser", "expulsé", "expulsée", "boucler", "impayés",
    "заборгував*", "задолжал*", "винен", "винна", "винні", "должен", "должна", "должны", "виселяють", "выселяют",
    "виселити", "выселить", "сплатити", "сплачувати", "оплатить", "заплатить", "погасить", "погасити",
]

# ---------------------------------------------------------------- intimate life: affairs, abuse, control

_PARTNER_EN = r"(?:husband|wife|partner|boyfriend|girlfriend|fianc\w*|spouse)"
RELATIONSHIP_STRONG = [
    # an affair behind a partner's back
    r"\bbehind (?:my|his|her|their|our) (?:\w+ )?" + _PARTNER_EN + r"(?:'s|s)? back\b",
    r"\bI(?:'ve| have)? (?:been )?(?:seeing|sleeping with|hooking up with|having sex with|secretly dating) "
    r"(?:someone|a (?:guy|man|woman|girl|colleague|coworker)|my (?:ex|boss|colleague|coworker))\b"
    r"(?=[^.!?\n]*\b(?:husband|wife|partner|boyfriend|girlfriend|married|behind|secret|doesn'?t know)\b)",
    r"\bza plecami (?:\w+ )?(?:męża|żony|partnera|partnerki|chłopaka|dziewczyny|narzeczon\w*)\b",
    r"\bhinter (?:dem )?rücken (?:meines|meiner|von meinem|von meiner) (?:mannes|frau|partners|partnerin|freundes|"
    r"freundin|verlobten)\b",
    r"\ba espaldas de (?:mi|su) (?:marido|mujer|espos[oa]|pareja|novi[oa])\b",
    r"\b(?:dans le dos|en cachette) de (?:mon|ma) (?:mari|femme|compagne?|copain|copine|conjointe?)\b",
    r"\bза (?:спиною|спиной) (?:у )?(?:мого |моєї |моего |моей )?(?:чоловіка|дружини|мужа|жены|хлопця|дівчини|парня|"
    r"девушки)",
    r"\bу (?:мене|меня) (?:є |есть )?(?:коханець|коханка|любовник|любовница)\b",
    # violence and coercive control by a partner or relative
    r"\b(?:he|she|my (?:\w+ )?" + FAMILY_EN + r") (?:\w+ ){0,2}(?:checks|goes through|reads|monitors|tracks|controls|takes|"
    r"keeps) (?:all (?:of )?)?my (?:phone|messages|texts|emails|money|bank account|bank card|cards|wages|salary|location|"
    r"passport)\b",
    r"\b(?:he|she|my (?:\w+ )?" + FAMILY_EN + r") (?:won'?t|doesn'?t|does not|will not) let me (?:see my friends|see "
    r"my family|leave the house|go out|have my own|work|talk to)\b",
    r"\b(?:my (?:\w+ )?" + FAMILY_EN + r") (?:\w+ ){0,2}(?:pushed|shoved|strangled|choked|grabbed|pushes|shoves|strangles|"
    r"chokes|spat on|screams at|yells at|insults|belittles|humiliates|isolates) (?:me|us)\b",
    r"\bI(?:'m| am) (?:\w+ )?(?:scared|afraid|terrified) (?:of|to go home to) my (?:\w+ )?" + FAMILY_EN + r"\b",
    r"\b(?:mnie|nas) (?:\w+ )?(?:popycha\w*|popchnął\w*|popchnęła|szarpie|szarpał\w*|dusi|dusił\w*|kopie|kopał\w*|"
    r"wyzywa|wyzywał\w*|poniża\w*|upokarza\w*|kontroluje|kontrolował\w*|śledzi|straszy|zastrasza\w*|spoliczkował\w*|"
    r"szantażuje)\b",
    r"\b(?:popycha|szarpie|dusi|kopie|wyzywa|poniża|upokarza|kontroluje|śledzi|straszy|zastrasza|szantażuje) mnie\b",
    r"\b(?:sprawdza|przegląda|czyta|kontroluje|zabiera) mi (?:\w+ )?(?:telefon|wiadomości|konto|maile|pieniądze|"
    r"wypłatę|kartę)\b",
    r"\bboję się (?:\w+ ){0,2}(?:męża|żony|partnera|partnerki|ojca|ojczyma|wracać do domu)\b",
    r"\b(?:er|sie|mein (?:\w+ )?(?:mann|freund|partner|vater|stiefvater|ex)|meine (?:\w+ )?(?:frau|freundin|partnerin|"
    r"mutter)) (?:\w+ ){0,2}(?:schlägt|schubst|würgt|tritt|beschimpft|bedroht|demütigt|kontrolliert|erniedrigt) "
    r"(?:mich|mein\w*)\b",
    r"\bich habe angst vor (?:meinem|meiner) (?:\w+ )?(?:mann|frau|partner\w*|freund\w*|vater|stiefvater|ex)\b",
    r"\b" + POSS_ES + r" " + FAMILY_ES + r" (?:\w+ ){0,6}?me (?:pega|pegó|ha pegado|maltrata|golpea|insulta|humilla|"
    r"controla|grita|amenaza|empuja|empujó|vigila|revisa|encierra|prohíbe|aísla|chantajea)\b",
    r"\bme (?:controla|revisa|mira|quita) (?:el móvil|el teléfono|el dinero|los mensajes|la cuenta|las redes|la tarjeta)\b",
    r"\btengo miedo (?:de|a) (?:mi (?:marido|pareja|novio|novia|mujer|esposo|esposa|padre|padrastro)|volver a casa)\b",
    r"\b(?:il|elle|" + POSS_FR + r" " + FAMILY_FR + r") (?:\w+ ){0,2}(?:m'insulte|m'humilie|me pousse(?! à)|me bouscule|"
    r"m'étrangle|me contrôle|me surveille|me rabaisse|me crie dessus|m'enferme|me gifle|fouille mon téléphone|"
    r"contrôle mon argent|lit mes messages|prend mon salaire)",
    r"\bj'ai peur de (?:mon mari|ma femme|mon compagnon|ma compagne|mon copain|mon père|mon beau-père|rentrer chez moi)\b",
    r"\b(?:мене|меня) (?:\w+ )?(?:штовхає|штовхнув|душить|душив|принижує|ображає|контролює|погрожує|толкает|толкнул|"
    r"душит|унижает|оскорбляет|контролирует|угрожает)\b",
    r"\b(?:перевіряє|проверяет) (?:мій|мой) телефон\b|\b(?:забирає|забирает|контролює|контролирует) (?:мої|мои) "
    r"(?:гроші|деньги)\b",
    r"\bя (?:боюся|боюсь) (?:\w+ )?(?:чоловіка|мужа|дружини|жены|батька|отца|вітчима|отчима|повертатися додому|"
    r"возвращаться домой)",
]
RELATIONSHIP_TRIGGERS = [
    "behind", "seeing", "sleeping", "hooking", "dating", "plecami", "rücken", "espaldas", "cachette",
    "спиною", "спиной", "коханець", "коханка", "любовник", "любовница",
    "checks", "reads", "monitors", "tracks", "controls", "takes", "keeps", "let", "pushed", "shoved", "strangled",
    "choked", "grabbed", "pushes", "shoves", "strangles", "chokes", "spat", "screams", "yells", "insults",
    "belittles", "humiliates", "isolates", "scared", "afraid", "terrified",
    "popycha*", "popchnął*", "popchnęła", "szarpie", "szarpał*", "dusi", "dusił*", "kopie", "kopał*", "wyzywa",
    "wyzywał*", "poniża*", "upokarza*", "kontroluje", "kontrolował*", "śledzi", "straszy", "zastrasza*",
    "spoliczkował*", "szantażuje", "sprawdza", "przegląda", "czyta", "zabiera", "boję",
    "schlägt", "schubst", "würgt", "tritt", "beschimpft", "bedroht", "demütigt", "kontrolliert", "erniedrigt",
    "angst", "pega", "pegó", "maltrata", "golpea", "insulta", "humilla", "controla", "grita", "amenaza", "empuja",
    "empujó", "vigila", "revisa", "encierra", "prohíbe", "aísla", "chantajea", "quita", "miedo",
    "m'insulte", "m'humilie", "pousse", "bouscule", "m'étrangle", "contrôle", "surveille", "rabaisse", "crie",
    "m'enferme", "gifle", "fouille", "lit", "peur",
    "штовхає", "штовхнув", "душить", "душив", "принижує", "ображає", "контролює", "погрожує", "толкает", "толкнул",
    "душит", "унижает", "оскорбляет", "контролирует", "угрожает", "перевіряє", "проверяет", "забирає", "забирает",
    "боюся", "боюсь",
]

# ---------------------------------------------------------------- sexuality: attraction

SEXUALITY_STRONG = [
    r"\bI(?:'m| am) (?:only |mostly |also |really )?into (?:men|women|guys|girls|both|other (?:men|women|guys|girls))\b",
    r"\bje suis (?:\w+ )?attirée? (?:par|vers) (?:les |des )?(?:femmes|hommes|filles|garçons|mecs|meufs|"
    r"personnes du même sexe|les deux sexes|deux sexes)\b",
    r"\bme (?:atraen|atrae|gustan|ponen) (?:\w+ )?(?:las mujeres|los hombres|las chicas|los chicos|ambos sexos|"
    r"personas de mi mismo sexo|personas del mismo sexo|los dos sexos)\b",
    r"\bich (?:stehe|steh) (?:\w+ )?auf (?:männer|frauen|beide|kerle)\b",
    r"\bich fühle mich (?:\w+ ){0,2}zu (?:männern|frauen|beiden geschlechtern) hingezogen\b",
    r"\b(?:podobają mi się|pociągają mnie|kręcą mnie) (?:\w+ )?(?:kobiety|mężczyźni|faceci|dziewczyny|chłopcy|"
    r"obie płcie)\b",
    r"\b(?:мене|меня) (?:\w+ )?(?:приваблюють|привлекают|тягне до|тянет к) (?:\w+ )?(?:чоловіки|жінки|мужчины|"
    r"женщины|хлопці|дівчата|парни|девушки|чоловіків|жінок|мужчин|женщин)\b",
    r"\b(?:мені|мне) подобаються (?:чоловіки|жінки|хлопці|дівчата)\b",
]
SEXUALITY_TRIGGERS = [
    "into", "attiré", "attirée", "atraen", "atrae", "gustan", "ponen", "stehe", "steh", "hingezogen",
    "podobają", "pociągają", "kręcą", "приваблюють", "привлекают", "тягне", "тянет", "подобаються",
]

# ---------------------------------------------------------------- beliefs: baptism, change of church, roles

_RELIGION_ADJ_EN = r"(?:muslim|catholic|jewish|hindu|sikh|mormon|evangelical|orthodox|protestant|baptist|devout|religious)"
_UNIONS = (
    r"(?:unite|unison|gmb|rmt|neu|ucu|rcn|bma|cwu|usdaw|pcs|nasuwt|aslef|fbu|nea|aft|seiu|uaw|teamsters|afscme|cwa|"
    r"ibew|union|trade union|shop|health and safety)"
)
_PARTIES_EN = r"(?:labour|tory|conservative|lib dem|liberal democrat|green|green party|reform|snp|plaid|democratic|republican|communist|socialist)"

BELIEFS_STRONG = [
    # English
    r"\bI (?:got|was|have been|'ve been|am getting|'m getting) (?:\w+ )?(?:bapti[sz]ed|christened)\b(?! by fire)",
    r"\bI (?:left|quit) (?:the|my) (?:\w+ )?(?:church|faith|religion|mosque|synagogue|congregation|"
    r"jehovah'?s witnesses|mormon church|lds church)\b(?! (?:building|hall|car park|parking|grounds|steps|door|early|late|at))",
    r"\bI (?:switched|moved|converted) (?:from (?:\w+ ){1,3})?to (?:the )?(?:\w+ )?(?:church|catholicism|orthodoxy|islam|"
    r"judaism|buddhism|protestantism|christianity)\b",
    r"\bmy (?:\w+ )?" + _RELIGION_ADJ_EN + r" (?:family|parents|mother|mom|mum|father|dad|grandmother|grandma|"
    r"grandparents|husband|wife|in-laws)\b",
    r"\bI(?:'m| am|'ve been| have been| was) (?:the |a |an |our )?(?:\w+ )?" + _UNIONS + r" (?:rep|representative|"
    r"steward|convenor|convener|organi[sz]er|delegate|branch secretary|official|member)\b",
    r"\bI(?:'m| am) (?:the |a |our )?(?:\w+ )?(?:rep|steward|organi[sz]er|convenor) for (?:the )?(?:\w+ ){0,2}"
    r"(?:union|unite|unison|gmb|rmt|neu|ucu|usdaw|pcs|teamsters|seiu)\b",
    r"\bI(?:'m| am|'ve been| have been| was) (?:a |an )?(?:\w+ ){0,2}" + _PARTIES_EN + r" (?:party )?(?:member|activist|"
    r"councillor|candidate|canvasser|voter|delegate|organi[sz]er)\b",
    r"\bI (?:canvass|canvassed|leaflet|leafleted|campaign|campaigned|door-?knock\w*) (?:for (?:the )?(?:\w+ )?"
    r"(?:party|labour|tories|greens|democrats|republicans|snp|reform)|every election|at every election|"
    r"in every election|during (?:the )?elections?)\b",
    # Polish
    r"\b(?:ochrzciłe?a?m się|zostałe?a?m ochrzczon\w*|przyjąłem chrzest|przyjęłam chrzest|dokonałe?a?m apostazji|"
    r"wystąpiłe?a?m z kościoła|odszedłem z kościoła|odeszłam z kościoła)\b",
    r"\b(?:moja|mój|moi|moje) (?:\w+ )?(?:katolick\w*|muzułmańsk\w*|żydowsk\w*|prawosławn\w*|religijn\w*|"
    r"wierząc\w*|protestanck\w*) (?:rodzin\w*|rodzice|matk\w*|mama|ojciec|tata|babci\w*|babka|dziadek|mąż|żona|"
    r"teściow\w*)\b",
    r"\bjestem (?:\w+ ){0,2}(?:przewodnicząc\w*|wiceprzewodnicząc\w*|skarbnik\w*|delegat\w*|społecznym inspektorem "
    r"pracy) (?:\w+ ){0,3}(?:związku|solidarności|znp|ozzl|opzz|ozzpip|komisji zakładowej|inicjatywy pracowniczej)\b",
    r"\bjestem (?:\w+ ){0,3}(?:członkiem|członkinią|działacz\w*|sympatyk\w*|radn\w*|kandydat\w*) (?:\w+ ){0,2}"
    r"(?:partii|pis|po|platformy|konfederacji|lewicy|razem|psl|polski 2050|ko|koalicji)\b",
    # German
    r"\bich (?:habe mich|hab mich|ließ mich) (?:\w+ ){0,2}taufen(?: lassen)?\b", r"\bich bin (?:\w+ ){0,2}getauft\b",
    r"\bmein(?:e)? (?:\w+ )?(?:katholische|muslimische|jüdische|evangelische|streng gläubige|religiöse)n? "
    r"(?:familie|eltern|mutter|vater|oma|opa|großmutter|frau|mann|schwiegereltern)\b",
    r"\bich bin (?:\w+ ){0,3}(?:mitglied|parteimitglied|aktives mitglied|kandidat\w*|stadtrat|stadträtin|gemeinderat|"
    r"gemeinderätin) (?:der|in der|bei der|bei den|in|für die) (?:\w+ )?(?:afd|cdu|csu|spd|fdp|grünen|linken|linke|bsw|"
    r"partei|piraten|freien wählern)\b",
    r"\bich bin (?:\w+ ){0,2}(?:afd|cdu|csu|spd|fdp|grünen|linken|bsw)[- ]mitglied\b",
    r"\bich bin (?:\w+ ){0,2}in die (?:afd|cdu|csu|spd|fdp|grünen|linke|partei) eingetreten\b",
    r"\bich bin (?:\w+ ){0,2}(?:vertrauensmann|vertrauensfrau|gewerkschaftssekretär\w*|betriebsrat|betriebsrätin|"
    r"personalrat|personalrätin) (?:\w+ ){0,2}(?:von |bei |der |für )?(?:verdi|ig metall|gew|ig bce|evg|gdl|gewerkschaft)\b",
    r"\bich bin (?:\w+ ){0,2}(?:vertrauensmann|vertrauensfrau|gewerkschaftssekretär\w*)\b",
    # Spanish
    r"\bme bauti(?:cé|zaron|zé)\b", r"\bme he bautizado\b",
    r"\bme hice (?:\w+ )?(?:musulmán|musulmana|católic[oa]|evangélic[oa]|judí[oa]|budista|testigo de jehová|mormón|"
    r"mormona|cristian[oa]|ortodox[oa])\b",
    r"\b(?:apostaté|dejé la iglesia|me salí de la iglesia|hice la apostasía)\b",
    r"\bmi (?:familia|madre|padre|abuela|abuelo|marido|mujer|suegra|suegro) (?:muy )?(?:católic[oa]|musulman[oa]|"
    r"judí[oa]|evangélic[oa]|testigo de jehová|mormona?|practicante|religios[oa])\b",
    r"\b(?:estoy|soy) (?:\w+ )?(?:afiliad[oa]|militante|inscrit[oa]|interventor[a]?|apoderad[oa]) (?:\w+ ){0,2}"
    r"(?:a|al|de|del|en|por) (?:\w+ )?(?:psoe|pp|partido|vox|podemos|sumar|ciudadanos|junts|erc|bildu|pnv|iu|"
    r"izquierda unida|más madrid|compromís|bng)\b",
    r"\bme afilié (?:a|al) (?:psoe|pp|vox|podemos|sumar|junts|erc|bildu|pnv|iu|partido)\b", r"\bmilito en\b",
    r"\bsoy (?:\w+ )?(?:delegad[oa]|enlace|representante|liberad[oa]|afiliad[oa]|militante) (?:\w+ ){0,2}"
    r"(?:de |del |en )?(?:ccoo|ugt|cgt|cnt|csif|uso|ela|lab|comisiones obreras|sindical|sindicato)\b",
    # French
    r"\bje me suis fait(?:e)? baptiser\b", r"\bj'ai été baptisée?\b(?! (?:par|du nom))",
    r"\bj'ai (?:quitté|fui) l'église\b",
    r"\bje suis devenue? (?:musulman\w*|catholique|chrétien\w*|juif|juive|bouddhiste|protestant\w*|"
    r"témoin de jéhovah|orthodoxe)\b",
    r"\b(?:ma|mon|mes) (?:famille|mère|père|parents|grand-mère|grand-père|mari|femme|belle-famille|belle-mère) "
    r"(?:très )?(?:catholique|musulmane?|juive?|évangélique|pratiquante?|croyante?|religieuse|religieux)s?\b",
    r"\bje suis (?:\w+ )?(?:délégu[ée]\w*|élu\w*|représentant\w*|secrétaire|militant\w*|adhérent\w*) (?:\w+ ){0,2}"
    r"(?:cgt|cfdt|fo|force ouvrière|sud|unsa|cfe-cgc|cftc|fsu|snes|snuipp|solidaires|syndica\w*)\b",
    # Ukrainian / Russian
    r"\b(?:перейшов|перейшла|перейшли|перешел|перешла|перешли) (?:з|із|из) (?:\w+ ){0,3}(?:до|в|у) (?:пцу|упц|угкц|рпц|"
    r"православ\w*|католи\w*|протестант\w*|іслам\w*|ислам\w*|церкв\w*|баптист\w*)",
    r"\b(?:перейшов|перейшла|перешел|перешла) (?:до|в|у) (?:пцу|угкц|православ\w*|католи\w*|іслам|ислам)",
    r"\b(?:охрестився|охрестилася|хрестився|хрестилася|крестился|крестилась|покрестился|покрестилась)\b",
    r"\bя (?:прийняв|прийняла|принял|приняла) (?:хрещення|крещение)\b",
    r"\b(?:моя|мій|мої|мой|мои) (?:\w+ )?(?:віруюч\w*|православн\w*|католицьк\w*|верующ\w*|религиозн\w*|релігійн\w*) "
    r"(?:родин\w*|сім'\w*|мам\w*|мати|батьки|бабус\w*|семья|родители)",
    r"\bя (?:\w+ )?(?:профорг|голова профспілки|голова профкому|председатель профсоюза|председатель профкома|"
    r"член профкому|член профкома)\b",
]
BELIEFS_TRIGGERS = [
    "baptised", "baptized", "christened", "converted", "church", "faith", "catholicism", "orthodoxy", "islam",
    "judaism", "buddhism", "protestantism", "christianity",
    "muslim", "catholic", "jewish", "hindu", "sikh", "mormon", "evangelical", "orthodox", "protestant", "baptist",
    "devout", "religious", "rep", "representative", "steward", "convenor", "convener", "organiser", "organizer",
    "delegate", "member", "councillor", "candidate", "canvasser", "voter", "canvass", "canvassed", "leaflet",
    "leafleted", "campaign", "campaigned", "unite", "unison", "gmb", "rmt", "usdaw", "pcs", "aslef", "fbu",
    "ochrzciłem", "ochrzciłam", "ochrzczon*", "chrzest", "apostazji", "wystąpiłem", "wystąpiłam", "odszedłem",
    "odeszłam", "katolick*", "muzułmańsk*", "żydowsk*", "religijn*", "wierząc*", "protestanck*",
    "przewodnicząc*", "wiceprzewodnicząc*", "skarbnik*", "delegat*", "inspektorem", "członkiem", "członkinią",
    "działacz*", "sympatyk*", "radny", "radna", "kandydat*",
    "taufen", "getauft", "katholische*", "muslimische*", "jüdische*", "evangelische*", "religiöse*", "mitglied",
    "parteimitglied", "stadtrat", "stadträtin", "gemeinderat", "gemeinderätin", "eingetreten", "vertrauensmann",
    "vertrauensfrau", "gewerkschaftssekretär*", "betriebsrat", "betriebsrätin", "personalrat", "personalrätin",
    "bauticé", "bautizaron", "bautizé", "bautizado", "hice", "apostaté", "dejé", "salí", "apostasía", "afiliado",
    "afiliada", "militante", "inscrito", "inscrita", "interventor", "interventora", "apoderado", "apoderada",
    "afilié", "milito", "delegado", "delegada", "enlace", "representante", "liberado", "liberada",
    "baptiser", "baptisé", "baptisée", "quitté", "l'église", "devenu", "devenue", "catholique", "musulmane",
    "juive", "pratiquante", "croyante", "religieuse", "délégué*", "déléguée*", "élu*", "représentant*",
    "secrétaire", "adhérent*",
    "перейшов", "перейшла", "перейшли", "перешел", "перешла", "перешли", "охрестився", "охрестилася", "хрестився",
    "хрестилася", "крестился", "крестилась", "покрестился", "покрестилась", "хрещення", "крещение", "віруюч*",
    "верующ*", "католицьк*", "профорг", "профспілки", "профкому", "профсоюза", "профкома",
]

# ---------------------------------------------------------------- gambling losses and enforcement (round 3)
# A loss at betting, a casino or slot machines, as people write it: verb, sum, where ("lost about
# 3 grand on betting apps", "przegrałem 20 tysięcy na zakładach", "he perdido 4.000 € en apuestas").
_GAMBLING_EN = (r"(?:betting|bets|gambling|casinos?|slots|slot machines|pokies|fruit machines|roulette|bookies|"
                r"bookmakers?|sportsbooks?|scratch cards)")
_SUM_EN = r"(?:[$£€]\s?)?\d[\d.,]*\s?(?:k|grand|quid|bucks|dollars|pounds|euros?)?"
FINANCE_STRONG += [
    r"\b(?:lost|blew|gambled away|gambled|losing) (?:\w+ ){0,2}" + _SUM_EN + r" (?:\w+ ){0,3}(?:on|at|in|to) "
    r"(?:the |online |sports |my )?" + _GAMBLING_EN + r"\b",
    r"\bprzegra(?:łe?m|łam|liśmy|łyśmy|ł|ła|li)\b(?: \S+){0,4}? (?:na|w) (?:\S+ )?(?:zakład\w*|bukmacher\w*|"
    r"kasyn\w*|automatach|ruletce|hazardzie)",
    r"\b(?:програв|програла|програли|проиграл|проиграла|проиграли)\b(?: \S+){0,4}? (?:в|у|на) (?:\S+ )?"
    r"(?:казино|онлайн-казино|ставк\w*|букмекер\w*|автомат\w*|рулетк\w*)",
    r"\b(?:perdido|perdí|perdi|perdimos|perdió|perdio|perdieron)\b(?: \S+){0,4}? (?:en|con) (?:las? |el |los )?(?:apuestas|casinos?|"
    r"tragaperras|ruleta|casas de apuestas)\b",
    r"\bperdu (?:\S+ ){0,4}?(?:aux|au|en|dans les?|sur les?) (?:paris|casinos?|machines à sous|jeux d'argent|"
    r"paris sportifs|poker en ligne)\b",
    r"\b(?:sportwetten|wetten|online-casino|casino|spielautomaten|spielhalle)(?![\w-])[^.!?\n]{0,40}?\b(?:verzockt|verspielt)\b",
    # an enforcement officer at the door, now or on the way ("the bailiffs came", "der Gerichtsvollzieher kommt")
    r"\b(?:bailiffs?|enforcement agents?|debt collectors?) (?:\w+ ){0,2}?(?:came|left|visited|turned up|showed up|"
    r"knocked|took|seized|clamped|are coming|is coming|are threatening|have been round|has been round)\b",
    r"\bgerichtsvollzieher\w* (?:\w+ ){0,2}?(?:kommt|kam|war da|stand|hat mein\w*|pfändet|will)\b",
    r"\b(?:commissaire de justice|huissier) (?:\w+ ){0,2}?(?:est passé|est venu|vient|va venir|m'a|nous a|a saisi|"
    r"passe)\b",
    r"\bkomornik\w* (?:\w+ ){0,2}?(?:przyszedł|był u|zajął|zajęł\w*|wszedł|zablokował|przyjdzie)\b",
    r"\b(?:виконав\w*|пристав\w*|исполнител\w*) (?:\S+ ){0,2}?(?:арештува\w*|арестова\w*|наклал\w*|заблокува\w*|"
    r"списа\w*|прийш\w*|пришл\w*|пришел)\b",
]

# An affair in the user's life, in the words people use for it (need a personal, factual sentence).
RELATIONSHIP_EXPLICIT = [
    "has been seeing someone", "has been seeing a", "is seeing someone", "une liaison avec", "une aventure avec",
    "tiene una aventura", "tiene un lío", "tiene una relación con otra", "tiene una relación con una compañera",
    "tiene una relación con un compañero", "tiene una amante", "tiene un amante", "hat eine affäre",
    "ma romans", "ma kochankę", "ma kochanka", "має коханку", "має коханця", "есть любовница", "есть любовник",
]

# ---------------------------------------------------------------- round 4: recovery, violence, self-harm, origin, votes
# Recovery as people count it ("eight months sober", "od roku nie piję", "llevo un año sin beber"),
# the words for hitting and threatening a partner or parent uses, self-harm said of oneself or a
# child, origin introduced with "as a" ("als Schwarze", "en tant que femme noire", "como gitana"),
# party membership with a hyphenated qualifier or "bei der SPD", sex that hurts or has stopped.
_COUNT_EN = (r"(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|"
             r"sixty|ninety|\w+teen|a hundred|\d+ and a half)")
_SPAN_PL = r"(?:\d+|roku|dwóch|dwa|trzech|trzy|czterech|pięciu|sześciu|pół|półtora|kilku|wielu|\w+)"
_SPAN_UNITS_PL = r"(?:roku|lat|lata|miesięcy|miesiąca|miesiące|tygodni|tygodnia|tygodnie|dni)"
HEALTH_STRONG += [
    r"(?<![\w-])(?<!be )(?<!get )(?<!reach )(?<!stay )" + _COUNT_EN + r" (?:days?|weeks?|months?|years?) (?:sober|clean|alcohol-free|drug-free|dry|"
    r"off (?:the )?(?:booze|drink|alcohol|drugs|heroin|pills|opioids))\b(?! (?:run|season|spell|weather|storage))",
    r"\bday \d+ (?:sober|clean|without (?:a drink|alcohol|drugs))\b",
    r"\b(?:jestem|jest|był\w*) (?:\w+ )?trzeźw\w* od\b|\bod (?:\w+ ){0,2}" + _SPAN_UNITS_PL + r" (?:jestem |jest )?"
    r"(?:trzeźw\w*|nie piję|nie pije|nie biorę|nie bierze|nie ćpam)\b",
    r"\bnie (?:piję|pije|biorę|bierze|ćpam)(?: już| alkoholu| nic)* od (?:\w+ )?" + _SPAN_PL + r" (?:\w+ )?"
    + _SPAN_UNITS_PL + r"\b",
    r"\b(?:chodzę|chodzi|chodzimy|chodziłe?a?m) na (?:\w+ )?(?:mityng\w*|spotkania (?:aa|al-anon|anonimowych))",
    r"\bllevo (?:\S+ ){1,3}(?:sin (?:beber|consumir|tomar alcohol|drogas|apostar|jugar)(?! (?:agua|café|leche|refrescos|"
    r"nada de agua))|limpi[oa]|sobri[oa])\b",
    r"\bje suis (?:\w+ )?(?:sobre|abstinente?|clean) depuis\b",
    r"\bje ne (?:bois|consomme|touche) plus (?:(?:d'alcool|une goutte|de drogues?|de cocaïne|de cannabis|rien|à l'alcool|"
    r"à la drogue) )?depuis\b",
    # (round 37) "я Олег, не вживаю вже рік": a support group's introduction puts the name, a comma, then the count
    r"\bя (?:\w+,? )?не (?:п['ʼ]ю|пью|вживаю|употребляю|колюся|колюсь)(?: (?:вже|уже|алкоголь|алкоголю|спиртного))* "
    r"(?:\d+|один|одна|два|дві|три|чотири|п['ʼ]ять|пять|кілька|несколько|півроку|полгода|рік|год|місяць|месяц)\b",
    r"\bя (?:\w+ )?(?:в зав['ʼ]?язці|в завязке|тверез\w* вже|трезв\w* уже)",
    # self-harm, said of oneself or a child
    r"\b(?:I|my (?:\w+ )?" + FAMILY_EN + r") (?:\w+ ){0,2}(?:cuts?|cutting|harms?|harming|harmed|burns?|burning) "
    r"(?:myself|herself|himself|themselves)\b(?! (?:a|an|some|on|while|shaving|off|short|free|loose|slack|in)\b)",
    r"\b(?:" + FAMILY_PL + r")\b[^.!?\n]{0,24}?\bsię (?:tnie|cięła|ciął|okalecza\w*|samookalecza\w*)\b",
    r"\b(?:tnę|cięłam|ciąłem|okaleczam|okaleczałe?a?m) się\b",
    r"\bich (?:ritze|ritzte) mich\b|\bich habe mich (?:\w+ )?geritzt\b",
    r"\b(?:mein|meine) (?:\w+ )?" + FAMILY_DE + r" (?:\S+ ){0,3}?(?:ritzt|ritzte) sich\b",
    r"\b" + POSS_ES + r" (?:\w+ )?" + FAMILY_ES + r" (?:\S+ ){0,3}?se (?:autolesion\w*|corta (?:los brazos|las muñecas|"
    r"las piernas))",
    r"\bme (?:autolesiono|autolesionaba|he autolesionado|corto (?:los brazos|las muñecas|las piernas))\b",
    r"\bje me (?:scarifie|scarifiais|mutile|suis scarifiée?|suis mutilée?)\b",
    r"\b" + POSS_FR + r" " + FAMILY_FR + r" (?:\S+ ){0,3}?se (?:scarifie|mutile|scarifiait)\b",
    r"\b(?:ріже|ріжу|ріжe|режет|режу) (?:себе|себя)\b(?! (?:на|в|у) )",
    r"\bмаю (?:\w+ )?(?:птср|пстр|птсд|депресію|біполярн\w*|рлд|ркт|окр|сдуг)(?!\w)",
]
HEALTH_TRIGGERS += [
    "sober", "sobriety", "trzeźwy", "trzeźwa", "trzeźwość", "piję", "pije", "biorę", "bierze", "ćpam", "tnie",
    "cięła", "ciął", "okalecza*", "samookalecza*", "ritze", "ritzte", "geritzt", "sobre", "abstinent*", "bois", "consomme",
    "touche", "autolesion*", "corto", "scarifie", "scarifiais", "mutile",
    "п'ю", "пью", "вживаю", "употребляю", "колюся", "колюсь", "зав'язці", "завязке", "тверез*", "трезв*",
    "cuts", "cut", "cutting", "harms", "harming", "harmed", "burns", "burning",
]

RELATIONSHIP_STRONG += [
    r"\b(?:he|she|my (?:\w+ )?" + FAMILY_EN + r") (?:\w+ ){0,2}?(?:hits|hit|beats|slapped|slaps|kicked|kicks|punched|"
    r"punches|threatens|threatened|raped|strangled|beat up) (?:me|us|my (?:mum|mom|mother|dad|father|sister|brother|"
    r"kids|children|son|daughter))\b(?! (?:at|in|to|up|back|with (?:a|an|the) (?:question|idea|bill|invoice|request|"
    r"message|email)))",
    r"\b(?:he|she|my (?:\w+ )?" + FAMILY_EN + r") (?:\w+ ){0,2}?(?:controls|takes|keeps) (?:all (?:of )?)?our "
    r"(?:money|savings|bank accounts?|finances|cards)\b",
    r"\b(?:bije|bił|biła|uderzył\w*|uderza|popchnął|popchnęła|wyzywa|szarpie|kopie|dusi|poniża|grozi) (?:mi |nam )?"
    r"(?:mamę|mame|matkę|tatę|siostrę|brata|żonę|dzieci|nas|mnie)\b(?! na głowę| do (?:działania|zmian\w*|decyzji|pracy|"
    r"nauki|tego|rozwoju))",
    r"\b(?:mein|meine) (?:\w+ )?(?:mann|freund|partner|vater|stiefvater|bruder|ex|frau|freundin|partnerin|mutter) "
    r"(?:schlägt|schlug) zu\b",
    r"\b(?:er|sie|mein (?:\w+ )?(?:mann|freund|partner|vater|stiefvater|ex)|meine (?:\w+ )?(?:frau|freundin|"
    r"partnerin|mutter)) hat mich (?:\w+ )?(?:geschlagen|gewürgt|bedroht|getreten|geschubst|vergewaltigt)\b",
    r"\b(?:il|elle|" + POSS_FR + r" " + FAMILY_FR + r") (?:\w+ ){0,2}?(?:me frappe|me bat(?! (?:aux|à|au|en)\b)|"
    r"me menace|m'a frappée?|m'a giflée?|m'a poussée?|m'a menacée?|m'a étranglée?|m'a violée?|m'a bloquée?|"
    r"frappe (?:ma mère|maman|mes enfants|les enfants|ma sœur|ma soeur))(?!\w)(?! (?:par|de|d'|comme|à (?:postuler|\w+er))\b)",
    r"\b(?:" + FAMILY_UK + r") (?:\S+ ){0,3}?(?:б['ʼ]є|бьет|бьёт|бив|бил|вдарив|ударил|погрожує|погрожував|угрожает|"
    r"угрожал|штовхає|толкает) (?:мене|меня|мені|мне|маму|матір|мать|дітей|детей|нас)(?!\w)",
]
RELATIONSHIP_TRIGGERS += [
    "hits", "hit", "beats", "slapped", "slaps", "kicked", "kicks", "punched", "punches", "threatens", "threatened",
    "raped", "beat", "controls", "schlägt", "schlug", "geschlagen", "gewürgt", "bedroht", "getreten", "geschubst",
    "vergewaltigt", "frappe", "bat", "menace", "m'a", "б'є", "бьет", "бьёт", "бив", "бил", "вдарив", "ударил",
    "погрожує", "погрожував", "угрожает", "угрожал", "штовхає", "толкает",
]

SEXUALITY_STRONG += [
    r"\b(?:we|my (?:\w+ )?(?:husband|wife|partner|boyfriend|girlfriend) and I)(?: (?:haven't|have not|hadn't|"
    r"didn't|don't|rarely|barely|never))? (?:\w+ )?(?:had|have) sex (?:in|for|since|once)\b",
    r"\bwspółży\w* (?:\S+ )?(?:mnie |nas )?boli\b|\bunikam (?:\w+ )?(?:seksu|współżycia|zbliżeń)\b",
    r"\b(?:les rapports|faire l'amour) (?:\w+ )?me (?:font|fait) mal\b",
    r"\bme duele (?:al )?(?:tener relaciones|hacer el amor|durante las relaciones|el sexo)\b",
    r"\b(?:мені|мне) боляче (?:під час|во время) (?:сексу|секса|близькості|близости)\b",
]
SEXUALITY_TRIGGERS += ["sex", "współżycie", "współżycia", "rapports", "l'amour", "duele", "боляче"]

BELIEFS_STRONG += [
    r"\bI(?:'m| am|'ve been| have been) (?:a |an )?(?:paid-up |card-carrying |long-standing |long-time |lifelong )"
    r"(?:\S+ )?" + _PARTIES_EN + r" (?:party )?(?:member|activist|supporter|voter)\b",
    r"\bich bin (?:\w+ )?(?:bei|in) (?:der|den) (?:spd|cdu|csu|fdp|afd|linken|linkspartei|grünen|bsw|partei die linke)"
    r"(?! (?:zu gast|eingeladen))\b",
    r"\bje (?:vote|votais|ai toujours voté|ai voté|milite|suis militante?|suis encartée?) (?:\w+ )?(?:pour |à |au |chez )?"
    r"(?:le |la |les )?(?:écolo|écologiste|ps|lfi|rn|la france insoumise|rassemblement national|républicains|lr|renaissance|"
    r"verts|eelv|pcf|socialistes|gauche|droite|l'extrême droite|l'extrême gauche|mélenchon|le pen|macron|zemmour|"
    r"insoumis|reconquête)\b",
]
BELIEFS_TRIGGERS += ["paid-up", "card-carrying", "spd", "cdu", "csu", "fdp", "afd", "linken", "linkspartei", "grünen",
                     "bsw", "vote", "votais", "voté", "milite", "militant*", "encarté*"]

# origin introduced with "as a ..." in a sentence about the writer (ethnicity; joined in privacy_disclosures)
ETHNICITY_STRONG_LIFE = [
    r"\bals (?:schwarze[rn]?|kurdin|kurde|romni|romnja|rom|sinto|sintiza|jenische[rn]?|afrodeutsche[rn]?|"
    r"person of colou?r|poc|\w+stämmige[rn]?|türkin|türke|araberin|araber)\b(?! (?:liste|listen|loch|löcher|brett|"
    r"markt|kasse|zahlen))(?=[^.!?\n]*\b(?:ich|mich|mir|mein\w*)\b)",
    # (round 39) and the origin after it: "Jestem z pochodzenia Wietnamką" (broad-zzz68)
    r"\bjestem (?:\w+ )?\w+ z pochodzenia\b|\bz pochodzenia jestem\b|\bjestem z pochodzenia \w{3,}",
    r"\bcomo (?:gitan[oa]|mujer negra|hombre negro|negr[oa]|afrodescendiente|indígena|mestiz[oa]|persona racializada|"
    r"racializad[oa]|latin[oa])\b(?=[^.!?\n]*\b(?:me|mi|mis|yo|soy|estoy)\b)",
    r"\bsoy (?:una |un )?(?:persona )?racializad[oa]\b",
    r"\ben tant que (?:femme noire|homme noir|noire?|personne racisée|racisée?|arabe|maghrébine?|rom|gitane?|kabyle|"
    r"métisse?|beur|beurette|personne de couleur)\b(?=[^.!?\n]*\b(?:je|j|me|m|mon|ma|mes)\b)",
    r"\bje suis (?:une |un )?(?:femme |personne )?racisée?\b",
]
ETHNICITY_TRIGGERS_LIFE = [
    "schwarze", "schwarzer", "schwarzen", "kurdin", "kurde", "romni", "romnja", "rom", "sinto", "sintiza",
    "jenische*", "afrodeutsch*", "türkin", "türke", "araberin", "araber", "pochodzenia", "gitano", "gitana",
    "negra", "negro", "afrodescendiente", "indígena", "mestizo", "mestiza", "racializad*", "latina", "latino",
    "noire", "noir", "racisé*", "arabe", "maghrébin*", "gitane", "kabyle", "métis*", "beur", "beurette", "couleur",
]
