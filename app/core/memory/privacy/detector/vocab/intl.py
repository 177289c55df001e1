"""Word lists for the detector's Spanish, French and Ukrainian/Russian: context words (who is
speaking, negation, hedges, technical talk) and the health, money and intimate-life tiers.

Same notation and tiers as privacy_vocab, whose lists these extend (privacy_disclosures joins
them). Written for how people state such things in each language: "me diagnosticaron ...",
"j'ai un cancer ...", "у мене діабет", "no puedo pagar el alquiler", "ma femme me trompe".
"""
from __future__ import annotations

from app.core.memory.privacy.detector.vocab.common import AMOUNT, MED_ALT
from app.core.memory.privacy.detector.vocab.special import (
    FAMILY_ES,
    FAMILY_FR,
    FAMILY_UK,
    POSS_ES,
    POSS_FR,
    POSS_UK,
)

# ---------------------------------------------------------------- context words

PERSONAL_ES = (
    "yo mí conmigo mis tengo tenemos estoy estamos soy somos nosotros nosotras nuestro nuestra "
    "nuestros nuestras mío mía marido esposo esposa novio novia"
)
PERSONAL_FR = "je j moi mon mes nous notre nos mari femme copain copine j'ai j'étais suis"
PERSONAL_UK = (
    "я мені мене мною мій моя моє мої ми нам нас наш наша наше наші мне меня мной мой мои моё мы "
    "наши чоловік дружина муж жена"
)

# A word that turns the disclosure after it into its opposite: "I don't have diabetes",
# "nie jestem gejem", "no soy creyente", "je ne suis pas", "я не голосую".
NEGATORS = (
    "not no never don't doesn't didn't isn't aren't wasn't weren't haven't hasn't hadn't won't "
    "can't cannot dont doesnt didnt isnt havent nor neither "
    "nie nigdy ani nicht kein keine keinen keiner nie niemals nunca jamás tampoco ni jamais pas "
    "n'ai n'est n'était ne не ні ніколи никогда немає нет нема нету"
)

STRONG_HEDGES_INTL = (
    # hypotheticals: the speaker imagines, they do not disclose
    "if i were", "if i was", "what if", "suppose", "supposing", "hypothetically", "pretend",
    "let's say", "gdybym", "gdybyśmy", "załóżmy", "wyobraź sobie", "angenommen", "stell dir vor",
    "falls ich", "si fuera", "si fuese", "si yo fuera", "si fuéramos", "supongamos", "imagina que",
    "si j'étais", "si j'avais", "imaginons", "supposons", "imagine que", "якби", "припустимо",
    "уяви", "если бы", "допустим", "представь",
    # doubt
    "tal vez", "quizás", "quizá", "a lo mejor", "no sé si", "no estoy seguro", "no estoy segura",
    "peut-être", "je ne sais pas si", "pas sûr", "pas sûre", "je me demande", "можливо", "мабуть",
    "не знаю чи", "не впевнений", "не впевнена", "возможно", "наверное", "не уверен", "не уверена",
    "не знаю ли",
)
HEDGES_INTL = ("creo que", "igual", "je pense", "je crois", "думаю", "кажется", "здається")

TECH_WORDS_INTL = (
    "código aplicación aplicaciones servidor función tabla campo formulario consulta script "
    "app artículo novela personaje libro perro gato perros gatos "
    "serveur fonction tableau champ formulaire requête logiciel appli article roman personnage "
    "livre chien chiens "
    "код коду сервер сервера функція функцію функция таблиця таблицю таблица поле запит запрос "
    "додаток застосунок приложение скрипт черга черги контейнер кластер стаття статтю статья "
    "статью роман персонаж книга книгу собака собаки пес кіт кот"
)
TECH_PHRASES_INTL = (
    "deuda técnica", "base de datos", "dette technique", "base de données", "технічний борг",
    "технический долг", "база даних", "база данных",
)

# ---------------------------------------------------------------- health

_COND_ES = (
    r"(?:cáncer|diabetes|depresión|ansiedad|vih|sida|hepatitis|asma|epilepsia|esquizofrenia|trastorno \w+|"
    r"tdah|autismo|alzh[eé]imer|p[aá]rkinson|esclerosis múltiple|migrañas?|fibromialgia|lupus|endometriosis|"
    r"hipotiroidismo|celiaquía|un tumor|tumor|bulimia|anorexia|insomnio|hipertensión|crohn|artritis|cirrosis|"
    r"una adicción|adicción|leucemia|linfoma|ataques de pánico|un infarto|un ictus)"
)
_COND_FR = (
    r"(?:cancer|diabète|dépression|vih|sida|hépatite|asthme|épilepsie|schizophrénie|troubles? \w+|tdah|"
    r"autisme|alzheimer|parkinson|sclérose en plaques|migraines?|fibromyalgie|lupus|endométriose|tumeur|"
    r"boulimie|anorexie|insomnie|hypertension|maladie de \w+|crise cardiaque|avc|burn-?out|fausse couche|"
    r"leucémie|lymphome|crises d'angoisse|crises de panique|cirrhose)"
)
COND_UK = (
    r"(?:діабет\w*|диабет\w*|рак\w*|депресі\w*|депресси\w*|тривожн\w* розлад\w*|тревожн\w* расстройств\w*|віл|вич|"
    r"гепатит\w*|астм\w*|епілепсі\w*|эпилепси\w*|шизофрені\w*|шизофрени\w*|біполярн\w*|биполярн\w*|сдуг|сдвг|"
    r"аутизм\w*|мігрен\w*|мигрен\w*|пухлин\w*|опухол\w*|гіпертоні\w*|гипертони\w*|інсульт|инсульт|інфаркт|"
    r"инфаркт|панічні атаки|панические атаки|безсоння|бессонниц\w*|булімі\w*|анорексі\w*|анорекси\w*|птср|"
    r"окр|лейкемі\w*|лейкеми\w*|цукровий діабет|сахарный диабет|залежність|зависимость)"
)
_MEDS_ES = r"(?:antidepresivos|ansiolíticos|pastillas|medicación|insulina|" + MED_ALT + ")"
_MEDS_FR = r"(?:antidépresseurs|anxiolytiques|médicaments|insuline|un traitement|" + MED_ALT + ")"
_MEDS_UK = r"(?:антидепресант\w*|ліки|лекарства|таблетки|інсулін\w*|инсулин\w*|" + MED_ALT + ")"

HEALTH_STRONG = [
    # Spanish
    r"\bme (?:diagnosticaron|han diagnosticado|diagnostican|detectaron|han detectado|encontraron)\b",
    r"\b(?:tengo|tuve|padezco|sufro de|sufro|me han dicho que tengo) (?:\w+ ){0,2}" + _COND_ES + r"\b",
    r"\b(?:tomo|estoy tomando|empecé a tomar|me recetaron|me han recetado|dejé de tomar) (?:\w+ ){0,2}" + _MEDS_ES,
    r"\bestoy (?:embarazada|en tratamiento|en terapia|en quimio\w*|en rehabilitación|de baja por depresión)\b",
    r"\bsoy (?:diabétic[oa]|epiléptic[oa]|alcohólic[oa]|adict[oa]|bipolar|celíac[oa]|seropositiv[oa]|autista)\b",
    r"\b(?:voy al|voy a la|veo a mi|mi) (?:psiquiatra|psicólog[oa]|terapeuta|oncólog[oa])\b",
    r"\b" + POSS_ES + r" " + FAMILY_ES + r" (?:tiene|tuvo|padece|sufre de|sufre) (?:\w+ ){0,2}" + _COND_ES + r"\b",
    r"\b" + POSS_ES + r" " + FAMILY_ES + r" está embarazada\b",
    r"\bme (?:operaron|van a operar|operan)\b",
    # French
    r"\bon m'a (?:diagnostiqué|détecté|découvert|prescrit|trouvé)\b",
    r"\bj'ai été (?:diagnostiqu\w*|opér\w*|hospitalis\w*)\b",
    r"\bje suis (?:atteinte? d[e']\w*|diabétique|épileptique|bipolaire|enceinte|alcoolique|séropositi\w*|autiste|"
    r"en dépression|en burn-?out|en chimio\w*|sous antidépresseurs|sous traitement|en rémission|dépressi\w*|"
    r"en arrêt maladie)",
    r"\bj'ai (?:un |une |le |la |des |de l')?(?:\w+ )?" + _COND_FR + r"\b",
    r"\bje prends (?:\w+ ){0,2}" + _MEDS_FR,
    r"\b(?:mon|ma) (?:psychiatre|psychologue|thérapeute|oncologue|traitement|chimio\w*|diagnostic|dépression|"
    r"cancer|diabète|maladie)\b",
    r"\bje (?:vois|consulte) (?:un|une|mon|ma) (?:psychiatre|psychologue|psy|thérapeute)\b",
    r"\bje (?:commence|fais|suis) (?:la |une |ma )?(?:chimio\w*|radiothérapie|dialyse)\b",
    r"\b" + POSS_FR + r" " + FAMILY_FR + r" (?:a|avait|est atteinte? d[e']) (?:un |une |le |la |la maladie d')?"
    + _COND_FR + r"\b",
    r"\b" + POSS_FR + r" " + FAMILY_FR + r" est enceinte\b",
    # Ukrainian / Russian
    r"\bу (?:мене|меня) (?:\w+ ){0,2}" + COND_UK + r"(?!\w)",
    r"\b(?:мені|мне) (?:поставили|поставлено|діагностували|диагностировали|призначили|назначили|виписали|"
    r"выписали|зробили операцію|сделали операцию)\b",
    r"\bя (?:приймаю|принимаю|п'ю|пью) (?:\w+ ){0,2}" + _MEDS_UK,
    r"\bя (?:вагітна|беременна|на терапії|на терапии|в ремісії|в ремиссии|лікуюся|лечусь|діабетик|диабетик|"
    r"алкоголік|алкоголик|наркоман\w*|на хіміо\w*|на химио\w*)",
    r"\b(?:моя|мій|мой) (?:психіатр\w*|психиатр\w*|психолог\w*|терапевт\w*|онколог\w*|діагноз|диагноз|"
    r"депресі\w*|депресси\w*|хіміо\w*|химио\w*)",
    r"\b" + POSS_UK + r" " + FAMILY_UK + r" (?:вагітна|беременна)",
    r"\bу (?:моєї|мого|моей|моего|нашої|нашого|нашей|нашего) " + FAMILY_UK + r" (?:\w+ ){0,2}" + COND_UK + r"(?!\w)",
    r"\b(?:починаю|начинаю|проходжу|прохожу) (?:\w+ )?(?:хіміо\w*|химио\w*|лікування|лечение|терапію|терапию|"
    r"курс лікування|курс лечения)",
]
HEALTH_TRIGGERS = [
    # "I'm not ill" ("я не хворію, але цікаво як діє інсулін"): silences the sentence's softer health words
    "хворію", "хворий", "хвора", "болію", "болею", "болен", "больна", "choruję", "chory", "chora",
    "diagnosticaron", "diagnosticado", "diagnostican", "detectaron", "detectado", "encontraron",
    "tengo", "tuve", "padezco", "sufro", "tomo", "tomando", "tomar", "recetaron", "recetado",
    "embarazada", "tratamiento", "terapia", "quimio*", "rehabilitación", "baja", "diabétic*",
    "epiléptic*", "alcohólic*", "adicto", "adicta", "bipolar", "celíac*", "seropositiv*", "autista",
    "psiquiatra", "psicólogo", "psicóloga", "terapeuta", "oncólogo", "oncóloga", "tiene", "padece",
    "sufre", "operaron", "operar", "operan",
    "diagnostiqué*", "détecté", "découvert", "prescrit", "trouvé", "opéré*", "hospitalis*", "atteint*",
    "diabétique", "épileptique", "bipolaire", "enceinte", "alcoolique", "séropositi*", "autiste",
    "dépression", "burn", "burnout", "chimio*", "antidépresseurs", "traitement", "rémission",
    "dépressi*", "arrêt", "j'ai", "prends", "psychiatre", "psychologue", "thérapeute", "oncologue",
    "diagnostic", "cancer", "diabète", "maladie", "vois", "consulte", "radiothérapie", "dialyse",
    "avait",
    "мене", "меня", "мені", "мне", "поставили", "поставлено", "діагностували", "диагностировали",
    "призначили", "назначили", "виписали", "выписали", "операцію", "операцию", "приймаю",
    "принимаю", "п'ю", "пью", "вагітна", "беременна", "терапії", "терапии", "ремісії", "ремиссии",
    "лікуюся", "лечусь", "діабетик", "диабетик", "алкоголік", "алкоголик", "наркоман*", "хіміо*",
    "химио*", "психіатр*", "психиатр*", "психолог*", "терапевт*", "онколог*", "діагноз", "диагноз",
    "депресі*", "депресси*", "починаю", "начинаю", "проходжу", "прохожу", "лікування", "лечение",
]
HEALTH_EXPLICIT = [
    "quimioterapia", "antidepresivos", "ansiolíticos", "psiquiatra", "diagnóstico", "me diagnosticaron",
    "chimiothérapie", "antidépresseurs", "anxiolytiques", "psychiatre", "diagnostiqué", "diagnostiquée",
    "хіміотерапі*", "химиотерапи*", "антидепресант*", "психіатр*", "психиатр*", "діагноз", "диагноз",
    # (round 40) dialysis as the Spanish, the French and the Slavic write it ("estoy en diálisis tres veces por semana")
    "diálisis", "dialisis", "hemodiálisis", "hemodialisis", "hémodialyse", "hemodialyse", "діаліз*", "диализ*",
]
HEALTH_TERMS = [
    "cáncer", "depresión", "embarazada", "esquizofrenia", "quimio",
    "dépression", "enceinte", "schizophrénie", "chimio",
    "рак", "діабет", "диабет", "депресі*", "депресси*", "вагітн*", "беременн*", "онкологі*", "онкологи*",
]

# ---------------------------------------------------------------- money troubles

FINANCE_STRONG = [
    # Spanish
    r"\b(?:tengo|tenemos) (?:una |unas |muchas |varias )?(?:\w+ )?deudas?\b",
    r"\b(?:debo|debemos) (?:\w+ ){0,3}(?:" + AMOUNT + r"|dinero|al banco|a hacienda|el alquiler|la hipoteca)",
    r"\bno (?:puedo|podemos) (?:pagar|permitirme|afrontar) (?:\w+ ){0,2}(?:el alquiler|la hipoteca|las facturas|"
    r"el préstamo|la tarjeta|las deudas|la luz|el crédito|la cuota)",
    r"\bestoy (?:endeudad[oa]|arruinad[oa]|en números rojos|en la ruina|sin blanca|en asnef)\b",
    # a debtors' register, said of oneself: "estoy en el fichero de morosos", "je suis fiché à la Banque de France"
    r"\b(?<!si )(?:estoy|estamos|sigo|salgo|aparezco|figuro) en (?:el |la )?(?:fichero|lista|registro)s? de morosos\b",
    r"\b(?:je suis|on est|nous sommes) fiché(?:e|s|es)? (?:à la |a la )?banque de france\b",
    r"\b(?:gano|cobro|ganamos) (?:\w+ ){0,3}" + AMOUNT,
    r"\bmi (?:sueldo|salario|nómina|deuda|hipoteca|préstamo|crédito) (?:es|son|de|no)\b",
    r"\bme (?:van a desahuciar|desahucian|embargaron|han embargado|embargan)\b",
    r"\b(?:pedí|he pedido|tengo) (?:un )?(?:préstamo|microcrédito|crédito rápido)\b",
    # French
    r"\bje suis (?:\w+ )?(?:surendetté\w*|endetté\w*|à découvert|fauchée?|ruinée?|en faillite|interdite? bancaire|"
    r"dans le rouge)\b",
    r"\bj'ai (?:\w+ ){0,3}(?:dettes|crédits|découvert|une dette|un prêt|des impayés)\b",
    r"\bje dois (?:\w+ ){0,3}" + AMOUNT,
    r"\bje (?:gagne|touche) (?:\w+ ){0,3}" + AMOUNT,
    r"\bmon (?:salaire|découvert|crédit|prêt|loyer impayé|dossier de surendettement)\b",
    r"\bje ne (?:peux|pourrai|arrive) (?:plus |pas )?(?:à )?payer (?:\w+ ){0,2}(?:mon loyer|le loyer|mes factures|"
    r"mon crédit|mes dettes|mes impôts|l'électricité)",
    r"\bhuissier\b", r"\b(?:j'ai|on a|nous avons) (?:\w+ ){0,2}dossier de surendettement\b",
    r"\bdossier de surendettement (?:déposé|accepté|recevable|en cours|validé)\b",
    # Ukrainian / Russian
    r"\bу (?:мене|меня|нас) (?:\w+ ){0,2}(?:борг\w*|долг\w*|кредит\w*|заборгован\w*|задолженн\w*|іпотек\w*|ипотек\w*|"
    r"мікрозайм\w*|микрозайм\w*)",
    r"\bя (?:винен|винна|должен|должна|заборгував|заборгувала|задолжал\w*)\b",
    r"\bя (?:заробляю|зарабатываю|отримую|получаю) (?:\w+ ){0,3}\d",
    r"\bя не (?:можу|могу) (?:\w+ )?(?:платити|заплатити|оплатити|оплачувати|платить|заплатить|оплатить|погасити|"
    r"погасить) (?:\w+ ){0,2}(?:за )?(?:оренд\w*|аренд\w*|квартир\w*|кредит\w*|іпотек\w*|ипотек\w*|рахунк\w*|"
    r"счет\w*|комуналк\w*|борг\w*|долг\w*)",
    r"\b(?:моя|мій|мой) (?:зарплата|заробітна плата|пенсія|пенсия|борг|долг|кредит)\b",
    r"\b(?:колектори|коллекторы) (?:\w+ )?(?:дзвонять|звонят|погрожують|угрожают)",
    # round 17: a debtors' register and a seizure of one's account or pay ("estoy en el fichero de morosos", "tengo la
    # cuenta embargada", "ich habe eine Pfändung auf dem Konto", "у мене арештували рахунок")
    r"(?<!si )\b(?:estoy|estamos|me han (?:metido|puesto|incluido)|me metieron|aparezco|salgo|figuro|sigo) (?:\w+ ){0,3}"
    r"(?:fichero|lista|registro) de morosos\b",
    r"(?<!si )\b(?:me han metido|me metieron|aparezco|salgo|figuro|sigo) en (?:el )?(?:asnef|rai|badexcug)\b",
    r"\b(?:tengo|me han dejado|me dejaron) (?:la |mi |las |mis )?(?:cuenta|cuentas|nómina|sueldo|pensión|tarjeta)s? "
    r"(?:\w+ )?embargad[ao]s?\b",
    r"\bich habe (?:eine |die |einen )?(?:\w+ )?(?:pfändung|kontopfändung|lohnpfändung|gehaltspfändung)\b",
    r"\b(?:мені|мне|у мене|у меня) (?:\w+ )?(?:арештували|заблокували|арестовали|заблокировали) (?:\w+ )?"
    r"(?:рахун\w*|картк\w*|карт[уи]|сч[её]т\w*|зарплат\w*)",
]
FINANCE_TRIGGERS = [
    "morosos", "embargada", "embargadas", "embargados", "pfändung", "арештували", "арестовали", "заблокували",
    "deuda", "deudas", "debo", "debemos", "pagar", "permitirme", "afrontar", "endeudado",
    "endeudada", "arruinado", "arruinada", "rojos", "ruina", "blanca", "asnef", "gano", "cobro",
    "ganamos", "sueldo", "salario", "nómina", "hipoteca", "préstamo", "crédito", "desahuciar",
    "desahucian", "embargaron", "embargado", "embargan", "microcrédito", "morosos", "fiché", "fichée",
    "surendetté*", "endetté*", "découvert", "fauché", "fauchée", "ruiné", "ruinée", "faillite",
    "bancaire", "rouge", "dettes", "crédits", "dette", "prêt", "impayés", "dois", "gagne", "touche",
    "salaire", "crédit", "loyer", "surendettement", "payer", "huissier",
    "борг*", "долг*", "кредит*", "заборгован*", "задолженн*", "іпотек*", "ипотек*", "мікрозайм*",
    "микрозайм*", "винен", "винна", "должен", "должна", "заборгував", "заборгувала", "задолжал*",
    "заробляю", "зарабатываю", "отримую", "получаю", "платити", "заплатити", "оплатити",
    "оплачувати", "платить", "заплатить", "оплатить", "погасити", "погасить", "зарплата",
    "пенсія", "пенсия", "колектори", "коллекторы",
]

# ---------------------------------------------------------------- intimate life

RELATIONSHIP_STRONG = [
    # Spanish
    r"\b(?:me engaña|me está engañando|me engañó|me ha engañado|me fue infiel|me es infiel|me pone los cuernos|"
    r"le soy infiel|le fui infiel|le engaño|le engañé|la engaño|lo engaño)\b",
    r"\b(?:me estoy divorciando|nos estamos divorciando|me divorcié|nos divorciamos|nos vamos a divorciar|"
    r"me voy a divorciar|estoy divorciad[oa]|nos separamos|nos hemos separado|estamos separados|me he separado)\b",
    r"\b" + POSS_ES + r" " + FAMILY_ES + r" me (?:pega|pegaba|maltrata|maltrataba|golpea|golpeaba|insulta|amenaza)\b",
    r"\btengo (?:un|una) amante\b", r"\b(?:fumo|consumo|tomo) (?:\w+ )?(?:porros|marihuana|hierba|cocaína|coca|drogas)\b",
    # French
    r"\b(?:me trompe|m'a trompée?|me trompait|je le trompe|je la trompe|j'ai trompé|m'est infidèle)\b",
    r"\b(?:je divorce|nous divorçons|on divorce|je suis divorcée?|nous nous séparons|on se sépare|je me sépare|"
    r"je suis en instance de divorce|nous avons divorcé|j'ai divorcé)\b",
    r"\b(?:il|elle|" + POSS_FR + r" " + FAMILY_FR + r") me (?:bat|battait|frappe|frappait|violente|menace)\b(?! (?:aux|aux|à|au|en|toujours aux)\b)",
    r"\bj'ai (?:un|une) amant\w*", r"\bje fume (?:du cannabis|de l'herbe|des joints|du shit|de la beuh)",
    # Ukrainian / Russian
    r"\b(?:мене|меня) (?:\w+ )?(?:зраджує|зрадив|зрадила|изменяет|изменил|изменила|б'є|бив|била|бьет|бил|"
    r"ґвалтував|насиловал)\b",
    r"\b(?:зраджує|зраджував|изменяет|изменял) (?:мені|мне)\b",
    r"\b(?:ми|мы) (?:\w+ ){0,3}(?:розлучаємося|розлучаємось|розводимося|разводимся|розлучилися|развелись|розійшлися|разошлись)",
    r"\bя (?:розлучаюся|розлучаюсь|развожусь|розлучен\w*|разведен\w*|в разводе|зраджую|изменяю)",
    r"\bя (?:курю|курил|вживаю|употребляю) (?:\w+ )?(?:траву|марихуан\w*|наркотики|кокаїн|кокаин)",
]
RELATIONSHIP_TRIGGERS = [
    "engaña", "engañando", "engañó", "engañado", "infiel", "cuernos", "engaño", "engañé",
    "divorciando", "divorcié", "divorciamos", "divorciar", "divorciado", "divorciada", "separamos",
    "separado", "separados", "pega", "pegaba", "maltrata", "maltrataba", "golpea", "golpeaba",
    "insulta", "amenaza", "amante", "fumo", "consumo", "porros", "marihuana", "cocaína",
    "trompe", "trompée", "trompé", "trompait", "infidèle", "divorce", "divorçons", "divorcé",
    "divorcée", "séparons", "sépare", "instance", "bat", "battait", "frappe", "frappait",
    "violente", "menace", "amant*", "fume",
    "зраджує", "зрадив", "зрадила", "изменяет", "изменил", "изменила", "б'є", "бив", "била",
    "бьет", "бил", "ґвалтував", "насиловал", "зраджував", "изменял", "розлучаємося",
    "розлучаємось", "розводимося", "разводимся", "розлучилися", "развелись", "розійшлися", "разошлись",
    "розлучаюся", "розлучаюсь", "развожусь", "розлучен*", "разведен*", "разводе", "зраджую",
    "изменяю", "курю", "курил", "вживаю", "употребляю",
]
RELATIONSHIP_EXPLICIT = [
    "infidelidad", "amante", "violencia doméstica", "maltrato", "infidélité", "violences conjugales",
    "зрада", "зраду", "измена", "измену", "домашнє насильство", "домашнее насилие",
]
