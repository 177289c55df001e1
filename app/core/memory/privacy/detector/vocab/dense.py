"""Word lists, round 14: disclosures said as terse facts between numbers (broad-za's "numbers everywhere"),
in six languages (EN, PL, DE, ES, FR, UK/RU):
- health: a test's or a doctor's verdict naming a serious illness, with no "I have" ("Seit der MRT steht fest:
  Multiple Sklerose", "the biopsy confirmed lymphoma", "rezonans potwierdził stwardnienie rozsiane",
  "c'est confirmé : sclérose en plaques", "МРТ підтвердила розсіяний склероз");
- finance: a consumer insolvency with its date or its debt ("Privatinsolvenz seit 2024", "upadłość konsumencka od
  2023", "en surendettement depuis 2022, 31 000 € de dettes");
- beliefs: standing for election or campaigning for a party ("я волонтер партії", "kandyduję do rady miasta",
  "ich kandidiere für den Stadtrat", "je suis candidate aux municipales", "I'm running for city council");
- ethnicity: a named relative's, friend's or colleague's minority origin ("mein Kollege Mehmet ist Kurde",
  "my flatmate is Roma", "mój sąsiad jest Łemkiem", "мій колега кримський татарин");
- relationship: a secret romance ("ми зустрічаємось таємно", "spotykamy się potajemnie", "wir treffen uns heimlich",
  "nos vemos a escondidas", "on se voit en cachette", "I've been seeing my wife's colleague ... nobody knows").

Same notation and tiers as vocab/plain.py: STRONG patterns are matched on lower-cased text; TRIGGERS are the words
that let a pattern starting with a common word run. Sexuality has nothing here (empty lists).
"""
from __future__ import annotations

# ---------------------------------------------------------------- health: a verdict naming an illness

_SERIOUS = (
    r"(?:multiple sclerosis|multiple sklerose|esclerosis múltiple|sclérose en plaques|stwardnieni\w* rozsian\w*|"
    r"розсіян\w* склероз\w*|рассеянн\w* склероз\w*|cancer|cáncer|krebs|rak|raka|carcinoma|karzinom|carcinome|"
    r"nowotw[oó]r\w*|tumou?r|tumeur|guz|guza|пухлин\w*|опухол\w*|lymphoma|lymphom|lymphome|linfoma|chłoniak\w*|"
    r"лімфом\w*|лимфом\w*|leuka?emia|leukämie|leucemia|leucémie|białaczk\w*|лейкемі\w*|лейкеми\w*|лейкоз|"
    r"parkinson\w*|паркінсон\w*|паркинсон\w*|alzheimer\w*|альцгеймер\w*|demenz|dementia|demencia|démence|demencj\w*|"
    r"деменці\w*|деменци\w*|epilepsy|epilepsie|epilepsia|épilepsie|padaczk\w*|епілепсі\w*|эпилепси\w*|"
    r"diabetes|diabète|cukrzyc\w*|діабет\w*|диабет\w*|morbus crohn|crohn'?s|colitis|hiv|vih|віл|вич|"
    r"schizophreni\w*|esquizofrenia|schizophrénie|schizofreni\w*|шизофрені\w*|шизофрени\w*|metasta\w*|przerzut\w*|"
    r"метастаз\w*|hepatitis \w|hépatite \w|гепатит \w)"
)
_TEST = (
    r"(?:mri|mrt|irm|rm|ct|pet|scan|biopsy|biopsie|biopsia|biopsja|biopsji|rezonans\w*|tomografi\w*|blood tests?|"
    r"resonancia|resonancia magnética|tac|escáner|ecografía|scanner|échographie|prise de sang|"
    r"the tests?|results?|befund|ergebnis|blutbild|wynik\w*|badani\w*|análisis|resultados?|analyses|résultats?|"
    r"мрт|кт|біопсі\w*|биопси\w*|аналіз\w*|анализ\w*|результат\w*|обстеженн\w*|обследовани\w*)"
)
_CONFIRMS = (
    r"(?:confirm\w*|show\w*|revealed|found|came back(?: as| positive for)?|bestätig\w*|zeig\w*|ergab|ergeben|"
    r"potwierdzi\w*|wykaza\w*|pokaza\w*|wyszł\w*|confirm[oó]|confirmaron|mostr[oó]|mostraron|revel[oó]|"
    r"a confirmé|ont confirmé|confirme\w*|montr\w*|révél\w*|підтверди\w*|показал\w*|виявил\w*|подтверди\w*|выявил\w*)"
)
# said as settled: "steht fest:", "it's official:", "potwierdzone:", "c'est confirmé :", "тепер точно:"
_SETTLED = (
    r"(?:steht (?:jetzt |nun )?fest|ist (?:es )?(?:jetzt |nun )?(?:klar|sicher|amtlich|bestätigt)|it'?s (?:official|confirmed)|"
    r"(?:now )?confirmed|(?:już )?wiadomo|potwierdzon[eoa]|ya es (?:oficial|seguro)|confirmad[oa]|c'est (?:confirmé|officiel|sûr)|"
    r"(?:тепер|теперь) (?:точно|офіційно|официально)|підтвердилось|подтвердилось)"
)

# a result that rules the illness out: "came back negative for", "unauffällig", "w normie", "négatif pour"
_CLEAR = (r"(?!(?:negative|negativ\w*|ujemn\w*|negativo|n[ée]gati\w*|негатив\w*|clear|unauffällig|normal\w*|"
          r"prawidłow\w*|w normie|в нормі|в норме)\b)")

HEALTH_STRONG = [
    r"\b" + _TEST + r" (?:\w+ ){0,3}" + _CONFIRMS + r"(?: (?:" + _CLEAR + r"\w+ ){0,2}| ?: ?)" + _SERIOUS
    + r"(?! (?:risk|rates?|research|screening|awareness|patients|cases|statistics|trials?|studies|cells)\b)(?!\w)",
    r"\b" + _SETTLED + r" ?: ?(?:\w+ ){0,1}" + _SERIOUS + r"(?!\w)",
]
HEALTH_TRIGGERS = (
    "resonancia tac escáner ecografía scanner échographie "
    "mri mrt irm rm ct pet scan biopsy biopsie biopsia biopsja biopsji rezonans* tomografi* tests test results result "
    "befund ergebnis blutbild wynik* badani* análisis resultado resultados analyses résultat résultats мрт кт біопсі* "
    "биопси* аналіз* анализ* результат* обстеженн* обследовани* fest klar sicher amtlich bestätigt official confirmed "
    "wiadomo potwierdzone potwierdzona potwierdzono oficial seguro confirmado confirmada confirmé officiel точно "
    "офіційно официально підтвердилось подтвердилось "
    "ms"  # (round 16: opens the strong patterns for "ich habe MS", whose condition word is no term of its own)
).split()

# ---------------------------------------------------------------- finance: a consumer insolvency

_INSOLVENCY = (
    r"(?:privatinsolvenz|verbraucherinsolvenz|restschuldbefreiung|wohlverhaltensphase|upadłoś\w* konsumenck\w*|"
    r"personal bankruptcy|i(?:'m| am| was| went| have been) (?:\w+ )?bankrupt|declared (?:myself )?bankrupt|"
    r"debt relief order|ley de segunda oportunidad|concurso de persona física|surendettement|dossier de surendettement|"
    r"банкрутств\w* фіз\w*|банкротств\w* физ\w*|(?:моє|мое|наше) банкр[уо]тство)"
)
_SINCE = r"(?:seit|since|od|desde|depuis|з|с|від|from)"
_DEBT = r"(?:schulden|debts?|długi|długów|zadłużeni\w*|deudas?|dettes?|борг\w*|долг\w*)"

FINANCE_STRONG = [
    r"\b" + _INSOLVENCY + r"[ ,]{1,2}(?:\w+ ){0,2}" + _SINCE + r" (?:\d{4}|\w+ \d{4}|\d{1,2}[./]\d{4})\b",
    r"\b" + _INSOLVENCY + r"\b[^.!?\n]{0,40}\b" + _DEBT + r"(?: (?:of|von|de|в|у))? ?(?:[$€£] ?)?\d",
]
FINANCE_TRIGGERS = (
    "privatinsolvenz verbraucherinsolvenz restschuldbefreiung wohlverhaltensphase upadłość upadłości konsumencka "
    "konsumenckiej bankrupt bankruptcy oportunidad física surendettement банкрутство банкрутства банкротство "
    "банкротства"
).split()

# ---------------------------------------------------------------- beliefs: standing or campaigning for a party

_OFFICE = (
    r"(?:council|city council|town council|parliament|mayor|congress|senate|assembly|local elections?|the elections?|"
    r"rad\w* (?:miasta|miejsk\w*|gminy|powiatu|dzielnicy)|sejm\w*|senat\w*|burmistrz\w*|wójt\w*|prezydent\w* miasta|"
    r"stadtrat|gemeinderat|kreistag|landtag|bundestag|bürgermeister\w*|"
    r"ayuntamiento|alcald\w*|concejal\w*|municipales|congreso|senado|parlamento|"
    r"municipales|législatives|régionales|conseil municipal|mairie|"
    r"міськ\w* рад\w*|сільськ\w* рад\w*|обласн\w* рад\w*|верховн\w* рад\w*|депутат\w*|мер\w*|городск\w* (?:совет|думу)|"
    r"депутаты|парламент\w*)"
)
_PARTY = r"(?:party|partii|partei|partido|parti|партії|партии|wahlkampf\w*|campaign|kampani\w*|campaña|campagne|кампані\w*|кампани\w*|штаб\w*|sztab\w*)"

BELIEFS_STRONG = [
    r"\bi(?:'m| am) (?:\w+ )?(?:running|standing) (?:for|in) (?:the )?(?:\w+ )?" + _OFFICE + r"\b",
    r"\bi(?:'m| am) (?:a |the )?(?:\w+ )?candidate (?:for|in) (?:the )?(?:\w+ )?" + _OFFICE + r"\b",
    r"\bi (?:volunteer|canvass|campaign|leaflet) (?:\w+ )?for (?:the )?(?:\w+ )?(?:party|labour|tories|conservatives|"
    r"greens|lib dems|reform|democrats|republicans|snp|plaid)\b",
    r"\bkandyduj(?:ę|emy|e) (?:\w+ )?(?:do|na|z listy)\b",
    r"\bjestem (?:\w+ )?kandydat\w* (?:\w+ )?(?:do|na|z listy)\b",
    r"\bjestem (?:\w+ )?wolontariusz\w* (?:w |we )?(?:\w+ )?" + _PARTY + r"\b",
    r"\bich kandidiere\b",
    r"\bich bin (?:\w+ )?(?:kandidat|kandidatin|wahlkampfhelfer\w*|spitzenkandidat\w*) (?:\w+ )?(?:für|zur|zum|der|bei|im)\b",
    r"\bich (?:helfe|mache) (?:\w+ )?(?:im|beim) wahlkampf\b",
    r"\b(?:me presento|soy candidat[oa]|voy en (?:la|las) listas?) (?:\w+ ){0,2}(?:a|al|a la|por|de|en|del) (?:\w+ )?"
    r"(?:" + _OFFICE + r"|partido|lista)\b",
    r"\bsoy (?:\w+ )?voluntari[oa] (?:del|de|en el|en la|para el|para la) (?:\w+ )?" + _PARTY + r"\b",
    r"\bje (?:suis|me présente) (?:\w+ )?(?:candidate?|sur la liste) (?:\w+ )?(?:aux?|à la|pour|de|du)\b",
    r"\bje suis (?:\w+ )?(?:bénévole|militante?) (?:pour|au|du|chez|dans) (?:le |la )?(?:\w+ )?" + _PARTY + r"\b",
    r"\b(?:я|мене) (?:\w+ )?(?:кандидат\w*|балотуюсь|балотуюся|баллотируюсь|висунули|выдвинули) (?:\w+ ){0,2}"
    r"(?:у|в|до|на) (?:\w+ )?" + _OFFICE + r"(?!\w)",
    r"\bя (?:\w+ )?волонтер\w* (?:\w+ )?" + _PARTY + r"(?!\w)",
]
BELIEFS_TRIGGERS = (
    "running standing candidate volunteer canvass campaign leaflet kandyduję kandydujemy kandyduje kandydat* "
    "wolontariusz* kandidiere kandidat kandidatin wahlkampfhelfer* spitzenkandidat* wahlkampf presento candidato "
    "candidata listas lista voluntario voluntaria candidat candidate liste bénévole militant militante кандидат* "
    "балотуюсь балотуюся баллотируюсь висунули выдвинули волонтер*"
).split()

# ---------------------------------------------------------------- ethnicity: somebody close, a minority origin

_CLOSE = (
    r"(?:(?:my|our) (?:\w+ )?(?:colleague|coworker|co-worker|friend|best friend|neighbou?r|flatmate|roommate|boss|partner|"
    r"boyfriend|girlfriend|husband|wife|son|daughter|mother|father|mum|mom|dad|brother|sister|cousin|tenant|landlord)|"
    r"(?:mein|meine|meinem|meiner|unser|unsere) (?:\w+ )?(?:kollege|kollegin|freund|freundin|nachbar|nachbarin|"
    r"mitbewohner\w*|chef|chefin|partner\w*|mann|frau|sohn|tochter|mutter|vater|bruder|schwester|cousin\w*|schwager|"
    r"schwägerin)|"
    r"(?:mój|moja|mojego|nasz|nasza) (?:\w+ )?(?:kolega|koleżanka|przyjaciel|przyjaciółka|sąsiad|sąsiadka|"
    r"współlokator\w*|szef|szefowa|partner\w*|mąż|żona|syn|córka|brat|siostra|kuzyn\w*)|"
    r"(?:mi|nuestro|nuestra) (?:\w+ )?(?:compañer[oa]|amig[oa]|vecin[oa]|jefe|jefa|pareja|novi[oa]|marido|mujer|"
    r"hij[oa]|herman[oa]|prim[oa])|"
    r"(?:mon|ma|notre) (?:\w+ )?(?:collègue|ami|amie|copain|copine|voisin|voisine|colocataire|coloc|chef|cheffe|"
    r"compagnon|compagne|mari|femme|fils|fille|frère|sœur|soeur|cousin|cousine)|"
    r"(?:мій|моя|мой|наш|наша) (?:\w+ )?(?:колега|друг|подруга|сусід|сусідка|сосед|соседка|начальник|чоловік|"
    r"дружина|муж|жена|син|сын|донька|дочка|дочь|брат|сестра))"
)
_MINORITY = (
    r"(?:kurd|kurdish|kurde|kurdin|kurdo|kurda|kurdyjk\w*|kurdem|kurdyjczyk\w*|курд|курдка|курдянка|"
    r"roma|romani|romany|romni|romnja|romka|romem|rom|cygan\w*|gitan[oa]|gitane?|manouche|tzigane|ром|ромка|"
    r"циган\w*|цыган\w*|sinto|sintiza|sinti|tatar|tatarin|tatarką|tatark\w*|tatare|tatarin|krimtatar\w*|"
    r"кримськ\w* татар\w*|крымск\w* татар\w*|татарин|татарка|uyghur|uigur\w*|ujgur\w*|ouïghour\w*|уйгур\w*|"
    r"yazidi|jesid\w*|jezid\w*|yézidi\w*|jazyd\w*|єзид\w*|езид\w*|lemko|łemk\w*|лемк\w*|berber\w*|bereber|kabyle|"
    r"amazigh|rohingya|jenische[rn]?|an irish traveller|a traveller|gypsy|a gypsy)"
)

ETHNICITY_STRONG = [
    r"\b" + _CLOSE + r"(?: \w+){0,2},? (?:is|ist|jest|es|est|є|е|—|-) (?:(?:a|an|un|una|une|ein|eine|auch|also|też|"
    r"también|aussi|теж|тоже|sehr) )?" + _MINORITY + r"(?!\w)",
    r"\b" + _CLOSE + r"(?: \w+){0,2},? (?:—|-|,)? ?" + _MINORITY + r"(?:,| aus| from| z| de| з| из)(?!\w)",
]
ETHNICITY_TRIGGERS = (
    "kurd kurdish kurde kurdin kurdo kurda kurdyjka kurdem kurdyjczyk курд курдка курдянка roma romani romany romni "
    "romnja romka romem rom cygan* gitano gitana gitan gitane manouche tzigane ром ромка циган* цыган* sinto sintiza "
    "sinti tatar tatarin tatarką tatarka tatare krimtatar* татар* татарин татарка uyghur uigur* ujgur* ouïghour* "
    "уйгур* yazidi jesid* jezid* yézidi* jazyd* єзид* езид* lemko łemk* лемк* berber* bereber kabyle amazigh rohingya "
    "jenische jenischer jenischen traveller gypsy"
).split()

# ---------------------------------------------------------------- relationship: a secret romance

_NOT_A_SURPRISE = r"(?![^.!?\n]*(?:surprise|überrasch|sorpresa|niespodzian|сюрприз|party|party|fiesta|fête|impreza|geschenk|gift|regalo|cadeau|prezent|подарун|подар))"
# a secret meeting is a romance when it has lasted or hides from a spouse ("seit dem Sommer", "вже 8 місяців",
# "her husband knows nothing"); alone ("wir treffen uns heimlich, nichts Ernstes") it is worth a look, not a block
_LASTING = (r"(?=[^.!?\n]*(?:since|seit|\bod\b|depuis|desde|вже|уже|\bз\b|months?|monate|miesi|meses|mois|місяц|месяц|"
            r"years?\b|jahr|\broku?\b|\blat\b|años?|\bans?\b|рік|року|\bгод|husband|wife|mąż|męża|żona|żony|mann|frau|"
            r"marido|mujer|esposa|\bmari\b|femme|чоловік|дружина|\bмуж|жена))")
_SECRETLY = (
    r"(?:secretly|in secret|behind (?:my|his|her|their) (?:\w+'s )?back|potajemnie|w tajemnicy|po kryjomu|ukradkiem|"
    r"heimlich|im geheimen|insgeheim|a escondidas|en secreto|en cachette|en secret|en douce|таємно|потай|потайки|"
    r"крадькома|тайно|втайне|тайком)"
)

RELATIONSHIP_STRONG = [
    r"\b(?:зустріча\w*(?:ся|сь)|бачим\w*(?:ся|сь)|встреча\w*(?:ся|сь)|видим\w*(?:ся|сь)|spotyka\w* się|widuj\w* się|"
    r"spotykamy|treffen uns|sehen uns|trafen uns|getroffen|nos vemos|nos vimos|quedamos|salimos|nos encontramos|"
    r"on se voit|on se retrouve|nous nous voyons|nous nous retrouvons|se voient|seeing each other|meeting up|"
    r"(?:been )?(?:seeing|dating|meeting|sleeping with)(?: \w+)?) (?:\w+ ){0,3}" + _SECRETLY + r"(?!\w)" + _NOT_A_SURPRISE + _LASTING,
    r"\b" + _SECRETLY + r" (?:\w+ ){0,2}(?:зустріча\w*|встреча\w*|spotyk\w*|treffen|getroffen|vemos|vernos|quedamos|"
    r"voit|voyons|retrouv\w*|seeing|dating|meeting|sleeping)(?!\w)" + _NOT_A_SURPRISE + _LASTING,
    r"\bi(?:'ve| have) been (?:\w+ )?seeing (?:[^.!?\n]{0,80})\b(?:nobody|no one|no-one) knows\b",
    r"\b(?:seeing|dating|sleeping with) (?:my|his|her) (?:wife|husband|partner|girlfriend|boyfriend)'s \w+",
]
RELATIONSHIP_TRIGGERS = (
    "secretly secret behind potajemnie tajemnicy kryjomu ukradkiem heimlich geheimen insgeheim escondidas secreto "
    "cachette douce таємно потай потайки крадькома тайно втайне тайком knows seeing dating"
).split()

SEXUALITY_STRONG: list[str] = []
SEXUALITY_TRIGGERS: list[str] = []
