"""Word lists, round 24: disclosures told in everyday phrasings no earlier list named, in six languages (EN, PL, DE, ES,
FR, UK/RU), typed in lower case and without diacritics too (the patterns are folded):

- money: arrears counted in months or instalments, not in money ("trois mois d'impayés", "mit drei Monatsmieten im
  Rückstand", "не платить аліменти вже пів року", "nie płaci czynszu od pół roku", "no paga la luz desde hace tres
  meses"); a loan from someone one cannot pay back ("позичила 20 тис і не можу віддати");
- relationships: an affair said by what the partner does ("tuvo una aventura con su secretaria", "se acuesta con su
  jefe", "couche avec sa collègue", "sypia z sąsiadką", "schläft mit seiner Kollegin"), a second family ("живе на дві
  сім'ї", "has a second family"), a partner who "has another woman", messages to another woman and meetings since a time;
  a divorce under way or final without "my" ("The divorce was finalised", "scheidung läuft", "Розлучення вже оформили"),
  a custody fight; violence by a partner written with chat's abbreviations ("my bf hits me", "hubby beats me");
- health: a treatment told by a first-person verb with no pronoun ("лікуюся від ПТСР", "лечусь от алкоголизма"), a
  French "je suis suivie pour une dépression";
- beliefs: denominations the lists lacked (Greek Catholic, Old Believer) and unbelief said of oneself or one's family
  ("Jesteśmy niewierzący"); an office in a party's local branch ("w zarządzie koła Razem"), a deputy's assistant "від"
  a party;
- ethnicity: a family named by its origin ("nous sommes une famille kabyle", "wir sind eine kurdische Familie");
- sexuality: an orientation reported of a relative ("m'a dit qu'elle était pansexuelle") or held "always" ("siempre he
  sido asexual").

Green limits: the same words as a topic or a question with no one's case ("Combien de mois d'impayés avant une
expulsion ?", "Як лікуються від ПТСР ветерани?", "Was passiert, wenn ein Mieter im Rückstand ist?"), an adventure with
friends, a pet sleeping with the dog, "the divorce rate", a celebrity's divorce (public_figures.py), a large or a musical
family, a hunting club's board, "my bf hits the gym". An area's patterns run only when the message has one of its
TRIGGERS (disclosures.py reads AREAS like vocab/told.py's; money here needs no figure).
"""
from __future__ import annotations

from app.core.memory.privacy.detector.folding import fold_word
from app.core.memory.privacy.detector.vocab.lexicon import ORIGIN
from app.core.memory.privacy.detector.vocab.lived import PARTY_ORG
from app.core.memory.privacy.detector.vocab.told import FAMILY, ORIGIN21

_B = r"(?<!\w)"
_E = r"(?![\w'])"
_CL = r"(?:[^.!?\n]|\.(?=\d))"  # within the sentence

# ---------------------------------------------------------------- money: arrears counted in time, loans not paid back

_COUNT = (r"(?:\d+|two|three|four|five|six|several|deux|trois|quatre|cinq|six|plusieurs|zwei|drei|vier|fünf|sechs|"
          r"mehrere\w*|einige\w*|dos|tres|cuatro|cinco|seis|varios|dwa|dwie|trzy|cztery|pięć|kilka|два|дві|три|чотири|"
          r"п'ять|пять|четыре|кілька|несколько)")
_SINCE_TIME = (r"(?:пів\s*року|півроку|полгода|пол\s+года|\w+\s+(?:місяц\w*|месяц\w*|тижн\w*|недел\w*)|місяц\w*|месяц\w*|"
               r"рік|року|роки|год|года|лет|pół roku|pol roku|\w+\s+(?:miesi\w*|tygodni\w*|lat)|roku|"
               r"\w+\s+(?:months?|weeks?|years?)|a year|half a year|\w+\s+(?:mois|semaines?|ans?)|"
               r"\w+\s+(?:meses|mes|semanas|años?)|\w+\s+(?:monat\w*|woche\w*|jahr\w*))")
_DUES = (r"(?:за\s+\w+|аліменти|алименты|кредит|іпотеку|ипотеку|комуналку|оренду|аренду|квартплату|рахунки|счета|світло|свет|"
         r"czynsz\w*|alimentów|alimentow|rachunk\w*|rat\w*|kredyt\w*|za\s+\w+|"
         r"(?:the\s+|his\s+|her\s+|my\s+|our\s+)?(?:rent|child support|maintenance|bills|mortgage|council tax)|"
         r"(?:el|la|los|las|su|mi)\s+(?:alquiler|luz|pensión|pension|hipoteca|recibos|facturas|comunidad)|"
         r"(?:le|la|les|son|sa|ses|mon|ma|mes)\s+(?:loyer|pension|factures?|crédit|charges)|"
         r"(?:die|seine|ihre|meine|unsere)\s+(?:miete|raten|rechnungen|unterhalt|nebenkosten))")

FINANCE_STRONG = [
    # "trois mois d'impayés", "quatre mois de loyer impayés"
    _B + _COUNT + r"\s+mois\s+(?:de\s+(?:loyers?|factures?|crédit|charges|pension)\s+)?(?:d'|de\s+)?impayés?" + _E,
    # "mit drei Monatsmieten im Rückstand", "vier Abschläge im Rückstand" (not a generic "wenn man (als Mieter) mit zwei
    # Monatsmieten im Rückstand ist?": nobody's case)
    _B + r"(?<!man\smit\s)(?<!mieter\smit\s)(?<!mieterin\smit\s)" + _COUNT + r"\s+(?:monatsmiete\w*|abschläge\w*|abschlag|raten|monatsraten|monate\w*|beiträge\w*|zahlungen)\s+"
    r"im\s+rückstand" + _E,
    # not paying something for a time: "не платить аліменти вже пів року", "nie płaci czynszu od pół roku"
    _B + r"(?:не\s+плат\w*|nie\s+płac\w*|nie\s+plac\w*|no\s+(?:paga|pago|pagamos|pagan|ha\s+pagado|he\s+pagado)|"
    r"ne\s+(?:paie|paye|paient|payons|payent)\s+plus|(?:hasn'?t|haven'?t|has\s+not|have\s+not)\s+paid|"
    r"(?:zahlt|zahle|zahlen)\s+(?:seit\s+" + _SINCE_TIME + r"\s+)?(?:die|seine|ihre|meine|unsere|keine)?\s*(?:miete|raten|rechnungen|unterhalt)"
    r"\s+nicht)\s+(?:" + _DUES + r"\s+)?(?:\w+\s+){0,2}?(?:вже\s+|уже\s+|już\s+|juz\s+)?"
    r"(?:від|з|с|od|for|in|since|desde\s+hace|desde|depuis|seit)?\s*" + _SINCE_TIME + _E,
    # a loan not paid back: "позичила в подруги 20 тис і не можу віддати", "borrowed 2k off my sister and can't pay it back"
    _B + r"(?:позичи\w*|позича\w*|занял\w*|занима\w*|pożyczył\w*|pozyczyl\w*|borrowed|emprunté\w*|emprunte\w*|"
    r"geliehen|leihe|pedí\s+prestad\w*|me\s+prestó|me\s+prestaron)" + _CL + r"{0,60}?"
    r"(?:не\s+можу\s+(?:віддати|повернути)|не\s+могу\s+(?:отдать|вернуть)|nie\s+mogę\s+oddać|nie\s+moge\s+oddac|"
    r"nie\s+mam\s+z\s+czego\s+oddać|can'?t\s+pay\s+(?:\w+\s+)?back|cannot\s+pay\s+(?:\w+\s+)?back|can'?t\s+repay|"
    r"kann\s+(?:\w+\s+){0,2}nicht\s+zurück(?:zahlen|geben)|no\s+(?:puedo|podemos)\s+devolver\w*|"
    r"ne\s+peux\s+pas\s+(?:\w+\s+)?rembourser)",
    # a household's income or benefit with its figure, said as "we": "on gagne 3 100 euros à deux", "we get £1,140 a
    # month in Universal Credit", "wir bekommen 1.100 Euro Bürgergeld", "заробляю 3 900 злотих на складі"
    _B + r"(?:on\s+(?:gagne|touche|perçoit|percoit)|nous\s+(?:gagnons|touchons|percevons)|wir\s+(?:verdienen|bekommen|"
    r"kriegen|erhalten)|we\s+(?:get|receive|earn|live\s+on)|we're\s+on|ganamos|cobramos|recibimos|zarabiamy|dostajemy|"
    r"заробляємо|отримуємо|заробляю|зарабатываем|получаем|зарабатываю)\s+(?:(?:zusammen|razem|juntos|only|just|nur|"
    r"seulement|solo|tylko|лише|только|about|around|ungefähr|environ|unos|około|близько|около)\s+)?"
    r"(?:(?:£|€|\$|zł\s?)\d[\d\s.,]*|\d[\d\s.,]*\s*(?:£|€|\$|k|euros?|eur|pounds?|dollars?|zł|złotych|zlotych|злот\w*|"
    r"грн|гривень|гривні|євро|евро|руб\w*|pln)" + _E + r")" + _CL + r"{0,30}?(?:à\s+deux|a\s+deux|zusammen|between\s+us|entre\s+los\s+dos|razem|"
    r"на\s+двох|на\s+двоих|a\s+month|a\s+week|per\s+month|im\s+monat|pro\s+monat|par\s+mois|al\s+mes|miesięcznie|"
    r"miesiecznie|na\s+miesiąc|на\s+місяць|в\s+месяц|щомісяця|universal\s+credit|pip|esa|benefits?|pension|allowance|"
    r"bürgergeld|wohngeld|arbeitslosengeld|rente|rsa|apl|caf|chômage|chomage|paro|subsidio|ingreso\s+mínimo|pensión|"
    r"zasiłk\w*|zasilk\w*|emerytur\w*|субсиді\w*|пенсі\w*|допомог\w*|на\s+складі|на\s+складе|netto|net|nets|netos|"
    r"brutto|neto|нетто)" + _E,
]
FINANCE_TRIGGERS = [
    "impayés", "impayé", "d'impayés", "d'impayé", "rückstand", "платить", "платив", "платила", "платил", "платять", "платят", "płaci", "płacił",
    "płaciła", "płacą", "paga", "pago", "pagamos", "pagan", "pagado", "paie", "paye", "paient", "payons", "payent", "paid",
    "zahlt", "zahle", "zahlen", "позичила", "позичив", "позичили", "заняла", "занял", "заняли", "pożyczyłam",
    "pożyczyłem", "pożyczyliśmy", "borrowed", "emprunté", "empruntée", "geliehen", "prestado", "prestada", "prestó",
    "prestaron", "gagne", "touche", "perçoit", "gagnons", "touchons", "percevons", "verdienen", "bekommen", "kriegen",
    "erhalten", "get", "receive", "earn", "live", "we're", "ganamos", "cobramos", "recibimos", "zarabiamy", "dostajemy",
    "заробляємо", "отримуємо", "заробляю", "зарабатываем", "получаем", "зарабатываю",
]

# ---------------------------------------------------------------- relationships

_PARTNER = (r"(?:husband|wife|boyfriend|girlfriend|partner|bf|gf|hubby|fiancée?|mąż|męża|maz|meza|żona|żony|zona|"
            r"chłopak|chlopak|dziewczyna|partner\w*|narzeczon\w*|mann|frau|freund|freundin|verlobte\w*|marido|mujer|"
            r"esposo|esposa|novio|novia|pareja|mari|femme|copain|copine|mec|compagnon|compagne|conjoint\w*|fiancé\w*|"
            r"чоловік|чоловіка|дружина|жінка|хлопець|дівчина|наречен\w*|муж|мужа|жена|парень|девушка|невест\w*|"
            r"жених|партнер\w*)")
_LOVER = (r"(?:ex|boss|colleague|co-?worker|secretary|neighbou?r|trainer|coach|best friend|friend|teacher|"
          r"jef[ae]|secretari[oa]|compañer[oa]|vecin[oa]|amig[oa]|mejor amig[oa]|colega|entrenador[a]?|profesor[a]?|cuñad[oa]|"
          r"herman[oa]|otr[oa]|collègue|collegue|patron\w*|voisin\w*|meilleur\w* ami\w*|ami\w*|secrétaire|secretaire|"
          r"prof\w*|beau-frère|belle-sœur|belle-soeur|sœur|soeur|frère|frere|chef\w*|kollegin|kollegen|chefin|sekretärin|"
          r"nachbar\w*|besten freund\w*|freundin|trainer\w*|lehrer\w*|schwager|schwägerin|schwester|bruder|"
          r"sąsiad\w*|sasiad\w*|szef\w*|koleżank\w*|kolezank\w*|koleg\w*|sekretark\w*|był\w*|byl\w*|inn\w*|"
          r"przyjaciół\w*|przyjaciol\w*|trener\w*|nauczyciel\w*|szwagr\w*|siostr\w*|brat\w*|"
          r"колег\w*|начальни\w*|сусід\w*|сусид\w*|секретар\w*|подруг\w*|друг\w*|колишн\w*|бывш\w*|тренер\w*|"
          r"сосед\w*|шеф\w*|сестр\w*|брат\w*|кум\w*)")
_POSSESSIVE = (r"(?:(?:his|her|my|a|the|su|mi|un|una|el|la|sa|son|ma|mon|une?|seiner|ihrer|meiner|meinem|seinem|ihrem|"
               r"der|dem|einer|einem|jej|jego|moją|moja|moim|swoją|swoim|своєю|своїм|своей|своим|моєю|моїм|моей|моим|"
               r"його|її|его|ее|её)\s+)?")

RELATIONSHIP_STRONG = [
    # an affair: "tuvo una aventura con su secretaria", "a une liaison avec son patron"
    _B + r"(?:tuvo|tiene|ha\s+tenido|tenía|tenia|mantiene|lleva)\s+una\s+aventura\s+(?:(?:amorosa|extramatrimonial)\s*" + _E
    + r"|con\s+" + _POSSESSIVE + _LOVER + _E + r")",
    _B + r"(?:a|avait|a\s+eu|entretient)\s+une\s+liaison\s+(?:avec\s+" + _POSSESSIVE + _LOVER + _E + r"|extra-?conjugale)",
    # sleeping with someone: "se acuesta con su entrenador", "couche avec sa collègue", "sypia z sąsiadką"
    _B + r"(?:se\s+(?:acuesta|acostó|acosto|acostaba|ha\s+acostado)|couche|couchait|a\s+couché|sypia|sypiał\w*|"
    r"przespał\w*\s+się|schläft|schlief|hat\s+(?:\w+\s+)?geschlafen|(?:is\s+)?sleeping|slept|has\s+been\s+sleeping|"
    r"спить|спав|спала|спит|спал)\s+(?:(?:seit|desde|depuis|od|since|вже|уже|з|с)\s+\w+\s+)?"
    r"(?:con|avec|z|ze|mit|with|з|із|с)\s+" + _POSSESSIVE + _LOVER + _E,
    # a second family, a double life: "живе на дві сім'ї", "żyje na dwa domy", "has a second family"
    _B + r"(?:жив\w*|живёт|живет)\s+на\s+(?:дві\s+сім'ї|два\s+доми|две\s+семьи|два\s+дома)|"
    + _B + r"(?:żyje|zyje|żył|zyl)\s+na\s+dwa\s+domy|"
    + _B + r"(?:has|had|hat|hatte|tiene|tenía|tenia|avait|(?:il|elle|mari|femme|mec|copain|copine|compagnon|compagne)\s+a|"
    r"miał|mial|ma|має|мав|имеет|есть)\s+(?:a\s+|eine\s+|una\s+|une\s+)?"
    r"(?:second\s+family|zweite\s+familie|segunda\s+familia|otra\s+familia|deuxième\s+famille|seconde\s+famille|"
    r"drugą\s+rodzinę|druga\s+rodzine|другу\s+сім'ю|іншу\s+сім'ю|вторую\s+семью|другую\s+семью|double\s+vie|doble\s+vida|"
    r"double\s+life|doppelleben)" + _E,
    # the partner "has another woman": "чоловік має іншу жінку", "mein Mann hat eine andere"
    _B + _PARTNER + r"\s+(?:\w+\s+){0,3}?(?:має|имеет|ma|hat|tiene|a|has|got)\s+(?:іншу|другу|другую|inną|inna|drugą|"
    r"eine\s+andere|eine\s+zweite|otra|une\s+autre|another|a\s+second)\s+(?:жінку|женщину|kobietę|kobiete|frau|mujer|femme|"
    r"woman|коханку|любовницу|kochankę|kochanke|geliebte|amante|maîtresse|maitresse|lover|коханця|любовника|kochanka|"
    r"liebhaber|мужчину|чоловіка|mężczyznę|mezczyzne|mann|hombre|homme|man)" + _E,
    # messages to another woman, and meetings since a time
    _B + r"(?:innej\s+kobiety|innego\s+mężczyzny|innego\s+mezczyzny|inną\s+kobietą|another\s+(?:woman|man)|"
    r"einer\s+anderen\s+frau|einem\s+anderen\s+mann|otra\s+mujer|otro\s+hombre|une\s+autre\s+femme|un\s+autre\s+homme|"
    r"іншої\s+жінки|іншою\s+жінкою|іншого\s+чоловіка|другой\s+женщины|другой\s+женщиной|другого\s+мужчины)" + _CL
    + r"{0,60}?(?:spotykają\s+się|spotykaja\s+sie|widują\s+się|(?:have\s+been|they'?ve\s+been)\s+(?:seeing|meeting)|"
    r"treffen\s+sich|se\s+ven|se\s+voient|зустрічаються|встречаются)\s+(?:od|for|since|seit|desde|depuis|вже|уже|з|с)" + _E,
    # a divorce under way or final without "my": "The divorce was finalised", "scheidung läuft", "El divorcio ya es firme"
    _B + r"(?:the|our|le|notre|el|nuestro|die|unsere)\s+(?:divorce|divorcio|scheidung)\s+(?:was|is|got|has\s+been|"
    r"est|a\s+été|fue|ha\s+sido|ya\s+es|es|ist|wurde|war)\s+(?:now\s+|finally\s+|enfin\s+|ya\s+|endlich\s+|jetzt\s+)?"
    r"(?:finali[sz]ed|final|through|granted|finalisé|prononcé|firme|definitivo|rechtskräftig|durch|vollzogen)" + _E,
    r"(?<![\w-])(?<!eine\s)(?<!einer\s)scheidung\s+(?:läuft|ist\s+(?:durch|rechtskräftig)|wurde\s+eingereicht)" + _E,
    _B + r"(?:розлучення|развод)\s+(?:вже\s+|уже\s+)?(?:оформили|оформлено|оформлене|завершили|оформлен)" + _E,
    _B + r"rozwód\s+(?:w\s+toku|się\s+uprawomocnił|jest\s+prawomocny|już\s+prawomocny)" + _E,
    # a custody fight
    _B + r"(?:(?:streit|kampf|rechtsstreit)\s+ums?\s+sorgerecht|custody\s+(?:battle|fight|dispute|hearing)|"
    r"(?:batalla|pelea|juicio)\s+por\s+la\s+custodia|(?:bataille|combat)\s+pour\s+la\s+garde|"
    r"walk\w*\s+o\s+(?:opiekę|opieke|prawa\s+rodzicielskie)|суд\w*\s+за\s+(?:опіку|дітей|дитину)|суд\w*\s+за\s+(?:опеку|детей|ребенка))"
    + _E,
    # a child not the husband's: "Unser Jüngster ist nicht von meinem Mann", "the father isn't my husband"
    _B + r"(?:child|baby|son|daughter|youngest|eldest|kid|kind|sohn|tochter|jüngste\w*|älteste\w*|hijo|hija|bebé|niño|niña|"
    r"pequeño|pequeña|mayor|bébé|enfant|fils|fille|petit|petite|dziecko|syn|córka|corka|najmłodsz\w*|najstarsz\w*|дитина|"
    r"син|донька|дочка|молодш\w*|старш\w*|ребенок|ребёнок|сын|дочь|младш\w*)\s+(?:\w+\s+){0,3}?"
    r"(?:ist\s+nicht\s+von\s+(?:meinem|unserem)\s+(?:mann|partner|ehemann)|(?:isn't|is\s+not|wasn't)\s+(?:my|our)\s+"
    r"(?:husband|partner|boyfriend)'s|no\s+es\s+de\s+mi\s+(?:marido|esposo|pareja|novio)|n'est\s+pas\s+de\s+mon\s+"
    r"(?:mari|conjoint|compagnon|copain)|nie\s+jest\s+(?:od\s+)?(?:mojego\s+)?(?:męża|meza)|не\s+від\s+(?:мого\s+)?чоловіка|"
    r"не\s+от\s+(?:моего\s+)?мужа)" + _E,
    _B + r"(?:the\s+father|der\s+vater|el\s+padre|le\s+père|ojcem|батько|отец)\s+(?:\w+\s+)?(?:isn't|is\s+not|ist\s+nicht|"
    r"no\s+es|n'est\s+pas|nie\s+jest|не|не\s+є)\s+(?:my|mein|mi|mon|mój|moj|мій|мой)\s+(?:husband|mann|marido|mari|"
    r"mąż|maz|чоловік|муж)" + _E,
    # a couple parted, said with the partner's name: "Tom and I separated", "Tom et moi nous sommes séparés",
    # "Tomek i ja rozstaliśmy się", "rozwiedliśmy się"
    _B + r"\w+\s+and\s+i\s+(?:have\s+|had\s+|just\s+|recently\s+)?(?:separated|split\s+up|broke\s+up|divorced|"
    r"got\s+divorced|are\s+separating|are\s+getting\s+divorced|are\s+divorcing)(?!\s+(?:the|it|them|our|into|a|an|"
    r"all|everything|work|tasks)\b)" + _E,
    _B + r"\w+\s+et\s+moi\s+(?:nous\s+(?:sommes|nous\s+sommes)|on\s+s'est|on\s+est|avons|on\s+a)\s+(?:\w+\s+)?"
    r"(?:séparé\w*|separe\w*|divorcé\w*|divorce\w*|rompu)" + _E + r"(?!\s+(?:la|le|les|l'|un|une|des|notre|nos|ce|cette|"
    r"ces|nos|le\s+contrat)\b)",
    _B + r"(?:rozstaliśmy|rozstalismy|rozstałyśmy|rozwiedliśmy|rozwiedlismy|rozeszliśmy|rozeszlismy)\s+się"
    r"(?!\s+(?:z|ze)\s+(?!(?:moim|moją|moja|mężem|mezem|żoną|zona|chłopakiem|chlopakiem|dziewczyną|dziewczyna|partner\w*|"
    r"narzeczon\w*)\b))" + _E,
    # chat's abbreviations for a partner, with violence: "my bf hits me", "hubby beats me", "her bf hits her"
    _B + r"(?:bf|gf|hubby|boyf|ex-?bf|ex-?gf)\s+(?:\w+\s+)?(?:hits|hit|beats|beat|slapped|slaps|punched|punches|kicks|"
    r"kicked|chokes|choked|strangled|shoved|hurts)\s+(?:me|her|him)" + _E,
]
# (which of RELATIONSHIP_STRONG each group of RELATIONSHIP_TRIGGERS opens: a message with "husband" compiles no divorce or
# affair pattern - importing compiles none, a first message only what its words reach: test_lazy_compile.py)
_RELATIONSHIP_GROUPS = (
    ((0, 1, 2), ["aventura", "liaison", "acuesta", "acostó", "acostaba", "acostado", "couche", "couchait", "couché", "sypia",
                 "sypiał", "sypiała", "przespał", "przespała", "schläft", "schlief", "geschlafen", "sleeping", "slept",
                 "спить", "спав", "спала", "спит", "спал"]),
    ((3,), ["сім'ї", "семьи", "domy", "family", "familie", "familia", "famille", "rodzinę", "сім'ю", "семью", "double",
            "doble", "doppelleben"]),
    ((4,), ["another", "andere", "otra", "autre", "іншу", "другу", "другую", "inną", "inna", "drugą", "zweite"]),
    ((5,), ["innej", "inną", "innego", "anderen", "іншої", "іншою", "іншого", "другой", "другого", "another", "otra", "otro",
            "autre"]),
    ((6, 7, 8, 9, 10), ["divorce", "divorcio", "scheidung", "розлучення", "развод", "rozwód", "sorgerecht", "custody",
                        "custodia", "garde", "opiekę", "опіку", "опеку"]),
    ((11, 12), ["husband's", "partner's", "boyfriend's", "mann", "ehemann", "marido", "esposo", "mari", "conjoint",
                "compagnon", "copain", "męża", "чоловіка", "мужа", "father", "vater", "padre", "père", "ojcem", "батько",
                "отец"]),
    ((13, 14, 15), ["separated", "split", "broke", "divorced", "separating", "divorcing", "séparés", "séparé", "séparée",
                    "séparées", "divorcé", "divorcés", "divorcée", "rompu", "rozstaliśmy", "rozstałyśmy", "rozwiedliśmy",
                    "rozeszliśmy"]),
    ((16,), ["bf", "gf", "hubby", "boyf", "ex-bf", "ex-gf"]),
)

# ---------------------------------------------------------------- health

_FR_CONDITION = (r"(?:dépression|depression|stress\s+post-?traumatique|tspt|burn-?out|anxiété|anxiete|trouble\w*|cancer|"
                 r"diabète|diabete|bipolarité|schizophrénie|addiction|alcoolisme|anorexie|boulimie|épilepsie|epilepsie|"
                 r"sclérose|endométriose|endometriose|leucémie|leucemie|tumeur|vih|hépatite|hepatite)")

HEALTH_STRONG = [
    # a first-person verb of treatment, no pronoun needed: "лікуюся від ПТСР", "лечусь от алкоголизма"
    _B + r"(?:лікуюся|лікуюсь|лечусь|лечуся)\s+(?:від|от|у|в)\s+\w+",
    # "je suis suivie pour une dépression", "suivi en psychiatrie"
    r"(?<![\w'])(?:je\s+suis|j'suis|chuis)\s+(?:\w+\s+)?suivie?s?\s+(?:pour\s+(?:une?\s+|des\s+|la\s+|le\s+|l')?"
    + _FR_CONDITION + r"|en\s+(?:psychiatrie|oncologie|addictologie|cardiologie)|par\s+(?:un|une)\s+(?:psychiatre|"
    r"oncologue|addictologue|psychologue|psy))" + _E,
    # a limb amputated or lost to a war, an accident or an illness: "з ампутацією ноги", "ma amputowaną nogę",
    # "lost a leg to a mine", "hat im Krieg ein Bein verloren"
    _B + r"(?:amput\w*|ампут\w*)" + _E,
    _B + r"(?:" + FAMILY[3:-1] + r"|uncle|aunt|oncle|tante|onkel|tío|tía|tio|tia|wujek|ciocia|дядько|тітка|дядя|тетя|"
    r"cousin\w*|primo|prima|kuzyn\w*|friend|ami|amie|amigo|amiga|przyjaciel\w*|freund\w*|друг|подруга|colleague|"
    r"collègue|kollege\w*|compañer[oa]|koleg\w*|колег\w*|i|he|she|ich|er|sie|je|il|elle|j'ai|yo|él|ella|ja|on|ona|я|він|вона|он|она)\s+"
    r"(?:\w+\s+){0,3}?(?:lost|has\s+lost|stracił\w*|stracil\w*|verloren|perdió|perdio|ha\s+perdido|a\s+perdu|втратив|втратила|потерял|"
    r"потеряла)\s+(?:(?:a|an|his|her|my|one|ein|eine|einen|sein\w*|ihr\w*|una|un|la|el|su|une|sa|son|jedn\w*|ліву|праву|"
    r"левую|правую|left|right|linke\w*|rechte\w*|lewą|prawą|lewa|prawa)\s+){0,2}(?:leg|arm|hand|foot|eye|legs|arms|nogę|"
    r"noge|rękę|reke|oko|stopę|stope|nogi|bein|beine|fuß|fuss|auge|pierna|brazo|mano|ojo|pie|piernas|jambe|bras|main|œil|"
    r"oeil|pied|jambes|ногу|руку|око|ступню|ноги|глаз)" + _E + r"(?=" + _CL + r"{0,40}?(?:war|wojn|krieg|guerra|guerre|"
    r"війн|войн|front|фронт|mine|min[ae]|мін|accident|wypad|unfall|accidente|аварі|авари|cancer|rak|krebs|рак|diabet|"
    r"діабет|диабет|infection|infekc|sepsis|sepsy))",
    _B + r"(?:ein\s+bein|einen\s+arm|ein\s+auge)\s+verloren" + _E,
    _B + r"(?:без\s+(?:ноги|руки|ніг|ног|рук|ока)|bez\s+(?:nogi|ręki|reki|nóg|nog|oka))\s+(?:після|после|po|від|от)" + _E,
    # habitual drinking with a quantity: "trinke jeden Abend eine Flasche Wodka", "piję codziennie pół litra wódki"
    _B + r"(?:i\s+drink|i'm\s+drinking|drinking|trinke|trink|piję|pije|bebo|je\s+bois|bois|п'ю|пью|випиваю|выпиваю|"
    r"wypijam)\s+(?=" + _CL + r"*?(?:every|each|daily|a\s+day|a\s+night|jeden|jede|täglich|chaque|tous\s+les|cada|todas|"
    r"todos|codziennie|co\s+(?:wieczór|wieczor|dzień|dzien|noc)|dziennie|щовечора|щодня|кожен|кожного|каждый|каждую|"
    r"каждого|по\s+вечерам))(?=" + _CL + r"{0,90}?(?:vodka|wodka|wódk|wodk|горілк|водк|wine|wein|vin|vino|win[ao]|вина|"
    r"вино|whisk|віскі|виски|gin|rum|beer|bier|bière|cerveza|piw|пива|пиво|schnaps|cognac|koniak|коньяк|alcohol|alkohol|"
    r"alcool|алкогол))" + _CL + r"{0,40}?(?:bottle|bottles|flasche|flaschen|bouteille|bouteilles|botella|botellas|butelk\w*|"
    r"pół\s+litra|pol\s+litra|litr\w*|liter|litre|пляшк\w*|бутылк\w*|півлітр\w*|пол-?литра|(?:\d+|six|sechs|seis|sześć|"
    r"шість|шесть|ten|zehn|diez|dix|dziesięć)\s+(?:beers|bier|biere|bières|cervezas|piw|пива))",
    _B + r"(?:every|each|jeden|jede|täglich|chaque|tous\s+les|cada|todas\s+las|todos\s+los|codziennie|co\s+wieczór|"
    r"co\s+wieczor|щовечора|щодня|кожен|каждый|каждую)\s+(?:\w+\s+)?(?:i\s+drink|trinke\s+ich|ich\s+trinke|piję|pije|"
    r"bebo|je\s+bois|п'ю|пью)\s+" + _CL + r"{0,30}?(?:bottle|flasche|bouteille|botella|butelk\w*|pół\s+litra|"
    r"pol\s+litra|пляшк\w*|бутылк\w*|півлітр\w*|пол-?литра)" + _E,
    _B + r"(?:me\s+meto|me\s+metí|me\s+meti|esnifo|esnifé|esnife)\s+(?:\w+\s+)?(?:coca|rayas?)" + _E,
    # drug use as a habit: "been doing coke most weekends", "nehme jedes Wochenende Koks", "biorę kokę w weekendy"
    _B + r"(?:doing|done|did|snorting|sniffing|taking|using|nehme|nehm|biorę|biore|brałem|brałam|wciągam|wciagam|tomo|"
    r"me\s+meto|je\s+prends|вживаю|вживав|вживала|нюхаю|нюхав|употребляю|употреблял\w*|приймаю|принимаю)\s+"
    r"(?:\w+\s+){0,3}?(?:coke|cocaine|mdma|molly|ecstasy|ket|ketamine|meth|heroin|crack|koks|kokain|kokainę|kokaine|kokę|"
    r"koke|amfetamin\w*|mefedron\w*|fetę|cocaína|cocaina|farlopa|perico|éxtasis|ketamina|cocaïne|héroïne|kétamine|"
    r"кокаїн\w*|кокаин\w*|амфетамін\w*|амфетамин\w*|мефедрон\w*|героїн\w*|героин\w*|мдма|екстаз\w*|экстази)" + _E
    + r"(?=" + _CL + r"{0,40}?(?:weekend|wochenende|finde|fin\s+de\s+semana|week-?end|вихідн|выходн|every|jede|każd|"
    r"kazd|cada|chaque|tous|кожн|кажд|since|seit|od|desde|depuis|regularly|regelmäßig|regularnie|regularmente|"
    r"régulièrement|регулярно|daily|täglich|codziennie|a\s+diario|щодня|again|wieder|znowu|otra\s+vez|encore|знову|"
    r"снова|scare|angst|boję|boje|miedo|peur|страшно|addict|süchtig|uzależn|uzalezn|adict|accro|залежн|зависим))",
]
HEALTH_TRIGGERS = ["лікуюся", "лікуюсь", "лечусь", "лечуся", "suivie", "suivi", "suivis", "suivies", "amputation",
                   "amputated", "amputiert", "amputowaną", "amputowana", "amputowano", "amputacji", "amputada", "amputado",
                   "amputación", "amputé", "amputée", "ампутацією", "ампутація", "ампутацией", "ампутирован",
                   "ампутували", "lost", "stracił", "straciła", "verloren", "perdió", "perdido", "perdu", "втратив",
                   "втратила", "потерял", "потеряла", "без", "bez", "drink", "drinking", "trinke", "trink", "piję",
                   "bebo", "bois", "п'ю", "пью", "випиваю", "выпиваю", "wypijam", "coke", "cocaine", "mdma", "molly",
                   "ecstasy", "ket", "ketamine", "meth", "heroin", "crack", "koks", "kokain", "kokainę", "kokę",
                   "amfetaminę", "mefedron", "fetę", "cocaína", "farlopa", "perico", "éxtasis", "ketamina", "cocaïne",
                   "héroïne", "kétamine", "кокаїн", "кокаин", "амфетамін", "амфетамин", "мефедрон", "героїн",
                   "героин", "мдма", "екстазі", "экстази", "meto", "metí", "esnifo", "esnifé"]

# ---------------------------------------------------------------- beliefs

_DENOMINATION = (r"(?:grekokatoli\w*|greckokatoli\w*|greko-katoli\w*|starowier\w*|staroobrzęd\w*|staroobrzed\w*|"
                 r"niewierząc\w*|niewierzac\w*|старообряд\w*|старовір\w*|старовер\w*|греко-католи\w*|грекокатоли\w*|"
                 r"невіруюч\w*|неверующ\w*|old\s+believers?|altgläubig\w*|griechisch-katholisch\w*|"
                 r"greek\s+catholic|grecocatólic[oa]s?|gréco-catholique\w*)")

BELIEFS_STRONG = [
    _B + r"(?:jestem|jesteśmy|jestesmy|jest|są|sa|byłam|byłem|bylam|bylem|я|ми|мы|він|вона|он|она|i'm|i\s+am|we\s+are|"
    r"we're|ich\s+bin|wir\s+sind|soy|somos|je\s+suis|nous\s+sommes|on\s+est)\s+(?:(?:a|an|ein|eine|un|une|—|–)\s+)?"
    + _DENOMINATION + _E,
    _B + r"(?:mój|moja|moi|moje|мій|моя|мої|мой|мои|my|mein\w*|mi|mis|mon|ma|mes)\s+\w+\s+(?:jest|są|є|—|is|are|ist|sind|"
    r"es|son|est|sont)\s+(?:(?:a|an|ein|eine|un|une)\s+)?" + _DENOMINATION + _E,
    # an office in a party's local branch: "jestem w zarządzie koła Razem"
    _B + r"(?:jestem|jest|byłam|byłem|bylam|bylem|zasiadam)\s+w\s+(?:zarządzie|zarzadzie|władzach|wladzach|radzie|"
    r"prezydium)\s+(?:koła|kola|oddziału|oddzialu|okręgu|okregu|struktur)\s+(?:\w+\s+)?(?:partii\s+)?(?:" + PARTY_ORG[3:-1]
    + r"|razem(?!\s+z\b|\s+ze\b))" + _E,
    # a deputy's assistant for a party named in quotes: "помічник депутата міськради від «…»"
    _B + r"(?:я\s+)?(?:помічни\w*|помощни\w*)\s+(?:народного\s+)?(?:депутата|депутатки)\s+(?:\w+\s+)?(?:від|от)\s+[«\"„“]",
]
BELIEFS_TRIGGERS = [
    "grekokatoliczka", "grekokatoliczką", "grekokatolik", "grekokatolikiem", "grekokatolikami", "greckokatolicki",
    "starowierka", "starowierca", "niewierzący", "niewierząca", "niewierzącymi", "старообрядець", "старообрядка",
    "старообрядец", "старообрядцы", "старовір", "старовірка", "старовер", "староверка", "греко-католик",
    "греко-католичка", "невіруючий", "невіруюча", "невіруючі", "неверующий", "неверующая", "неверующие", "believer",
    "believers", "altgläubig", "altgläubige", "griechisch-katholisch", "catholic", "grecocatólico", "grecocatólica",
    "gréco-catholique", "zarządzie", "władzach", "radzie", "prezydium", "помічник", "помічниця", "помощник", "помощница",
]

# ---------------------------------------------------------------- ethnicity

_ORIGINS = r"(?:кримськотатар\w*|крымскотатар\w*|" + ORIGIN21[3:-1] + r"|" + ORIGIN[3:-1] + r")"
_FAMILY_WORD = r"(?:family|familie|familia|famille|rodzin\w*|родин\w*|сім'я|сім'єю|семья|семьей)"

ETHNICITY_STRONG = [
    # "nous sommes une famille kabyle", "somos una familia gitana"
    _B + r"(?:nous\s+sommes|on\s+est|somos|we\s+are|we're)\s+(?:une\s+|una\s+|a\s+)?(?:famille|familia|family)\s+"
    + _ORIGINS + _E,
    # "wir sind eine kurdische Familie", "we are a Roma family", "ми кримськотатарська родина"
    _B + r"(?:we\s+are|we're|wir\s+sind|jesteśmy|jestesmy|ми|мы|nous\s+sommes|somos)\s+(?:a\s+|an\s+|eine\s+|une\s+|una\s+)?"
    + _ORIGINS + r"\s+" + _FAMILY_WORD + _E,
]
ETHNICITY_TRIGGERS = ["family", "familie", "familia", "famille", "rodziną", "rodzina", "родина", "родиною", "сім'я",
                      "семья", "семьей"]

# ---------------------------------------------------------------- sexuality

_ORIENT = (r"(?:pansex\w*|panseks\w*|asex\w*|aseks\w*|aromanti\w*|demisex\w*|demiseks\w*|пансексуал\w*|асексуал\w*|"
           r"аромант\w*)")

SEXUALITY_STRONG = [
    # reported of a relative: "Ma fille m'a dit qu'elle était pansexuelle"
    _B + r"(?:told\s+me|m'a\s+dit|m'a\s+avoué|m'a\s+annoncé|hat\s+mir\s+(?:erzählt|gesagt|gestanden)|erzählte\s+mir|"
    r"me\s+dijo|me\s+contó|me\s+ha\s+dicho|me\s+ha\s+contado|powiedział\w*\s+mi|wyznał\w*\s+mi|сказав\w*\s+мені|"
    r"сказал\w*\s+мне|зізнал\w*|призналась|признался)\s*,?\s+" + _CL + r"{0,30}?" + _ORIENT + _E,
    # held "always": "siempre he sido asexual", "I've always been pansexual"
    _B + r"(?:always\s+been|toujours\s+été|toujours\s+ete|siempre\s+he\s+sido|he\s+sido\s+siempre|(?:war|bin)\s+schon\s+immer|"
    r"zawsze\s+byłam|zawsze\s+byłem|zawsze\s+bylam|zawsze\s+bylem|завжди\s+бул\w*|завжди\s+був|всегда\s+был\w*)\s+"
    r"(?:\w+\s+)?" + _ORIENT + _E,
]
SEXUALITY_TRIGGERS = ["told", "dit", "avoué", "annoncé", "erzählt", "gesagt", "gestanden", "erzählte", "dijo", "contó",
                      "dicho", "contado", "powiedział", "powiedziała", "wyznał", "wyznała", "сказав", "сказала", "сказал",
                      "зізналася", "зізнався", "призналась", "признался", "always", "toujours", "siempre", "immer",
                      "zawsze", "завжди", "всегда"]


def _words(triggers: list[str]) -> frozenset[str]:
    return frozenset(w.lower() for w in triggers) | frozenset(fold_word(w.lower()) for w in triggers)


# (area, its words, its patterns), read by disclosures.py after vocab/notes.py's (no figure needed)
AREAS = (
    ("FINANCE", _words(FINANCE_TRIGGERS), tuple(FINANCE_STRONG)),
    *(("RELATIONSHIP", _words(words), tuple(RELATIONSHIP_STRONG[i] for i in group)) for group, words in _RELATIONSHIP_GROUPS),
    ("HEALTH", _words(HEALTH_TRIGGERS), tuple(HEALTH_STRONG)),
    ("BELIEFS", _words(BELIEFS_TRIGGERS), tuple(BELIEFS_STRONG)),
    ("ETHNICITY", _words(ETHNICITY_TRIGGERS), tuple(ETHNICITY_STRONG)),
    ("SEXUALITY", _words(SEXUALITY_TRIGGERS), tuple(SEXUALITY_STRONG)),
)
