"""Word lists, round 14: disclosures as family chat passes them on, about a named friend or relative as often as
about oneself, with no "I" ("been on sertraline since march", "jonas ist seit drei wochen in der psychiatrie",
"marek leczy się na depresję", "álex es seropositivo", "ciotka basia przeszła na świadków jehowy", "ihre familie
kurdisch ist"). Six languages (EN, PL, DE, ES, FR, UK/RU):
- a psychiatric medicine taken ("on", "bierze", "nimmt", "toma", "prend", "приймає" before its name);
- a stay in a psychiatric ward ("ist ... in der psychiatrie", "leży na psychiatrii", "ingresada en psiquiatría");
- being treated for a condition ("leczy się na ...", "in behandlung wegen", "en tratamiento por", "лікується від");
- a diagnosis said to be official or confirmed; test results back with a named finding;
- being HIV-positive;
- a conversion to a faith; joining a union or a party;
- a family's minority ethnic origin ("familie kurdisch ist", "d'origine kurde", "pochodzenia romskiego");
- falling for or seeing someone else while the partner knows nothing.

Same notation and tiers as vocab/plain.py. Every pattern here starts with a look-behind, not a word: it runs only
when the message has a word of its area (the TRIGGERS below name each pattern's own words), so that common words
("on", "is") do not make it run on every message.
"""
from __future__ import annotations

_MEDS = (
    r"(?:sertralin\w*|escitalopram\w*|citalopram\w*|fluoks?etyn\w*|fluoxetin\w*|paroks?etyn\w*|paroxetin\w*|"
    r"wenlafaksyn\w*|venlafaxin\w*|duloksetyn\w*|duloxetin\w*|mirtazapin\w*|trazodon\w*|kwetiapin\w*|quetiapin\w*|"
    r"olanzapin\w*|aripiprazol\w*|risperidon\w*|lamotrigin\w*|alprazolam\w*|lorazepam\w*|"
    r"clonazepam\w*|klonazepam\w*|xanax|methylphenidat\w*|metylofenidat\w*|metilfenidato|ritalin\w*|concerta|elvanse|"
    r"atomoxetin\w*|prozac|zoloft|lexapro|seroxat|antidepressants?|antidepressiva|antydepresant\w*|antidepresiv\w*|"
    r"antidépresseurs?|antipsychotics?|neurolepti\w*|сертралін\w*|сертралин\w*|есциталопрам\w*|эсциталопрам\w*|"
    r"флуоксетин\w*|кветиапін\w*|кветиапин\w*|антидепресант\w*|антидепрессант\w*|ксанакс\w*)"
)
_TAKES = (
    r"(?:(?:been|is|'s|are|'re|am|'m|was|were|still|now|put|went|go|goes|back|stay|stays)\s+on|taking|takes|bierze|biorę|bierzesz|bierzemy|biorą|brała|brał|nimmt|nehme|nimmst|nahm|toma|tomo|"
    r"tomas|tomando|prend|prends|prenait|sous|п'є|п’є|п'ю|приймає|приймаю|приймала|приймав|пьет|пьёт|пью|принимает|"
    r"принимаю|на)"
)
_NOT_PATIENT = (r"(?!(?:arzt|ärztin|pfleger\w*|krankenschwester|doctor|nurse|lekarz\w*|lekarką|pielęgniar\w*|médico|médica|"
                r"enfermer\w*|médecin|infirmi\w*|лікар\w*|медсестр\w*|врач\w*|psychiater\w*|psychiatr[ae]|praktik\w*|"
                r"staż\w*|intern)\b)")
_STAY = (r"(?:ist|liegt|lag|war|kam|is|was|been|jest|był\w*|leży|leżała|leżał|trafił\w*|wylądował\w*|está|estuvo|"
         r"est|était|лежить|лежав|лежала|потрапи\w*|лежит|лежал\w*|попал\w*)")
_PSYCH_WARD = (
    r"(?:in der psychiatrie|in die psychiatrie|in einer psychiatrie|in der klapse|psychiatrischen (?:klinik|station)|"
    r"in (?:a |the )?psych(?:iatric)? (?:ward|hospital|unit)|na psychiatri\w*|w psychiatryku|do psychiatryka|"
    r"w szpitalu psychiatrycznym|do szpitala psychiatrycznego|en (?:el |un )?psiqui[aá]trico|en psiquiatr[ií]a|"
    r"en (?:hp|hôpital psychiatrique|psychiatrie|hôpital psy)|(?:в|у) психлікарн\w*|(?:в|у) психіатри\w*|"
    r"(?:в|у) психушц\w*|(?:в|у) психбольниц\w*|(?:в|у) психиатри\w*)"
)
_FINE = (r"(?!(?:fine|ok|okay|good|great|normal|negative|clear|nothing|all|dobrze|dobre|w porządku|negatywn\w*|nic|"
         r"alles|gut|negativ|nichts|bien|negativo|nada|rien|négatif|добре|норм\w*|негатив\w*|нічого|хорошо|ничего|"
         r"complicated|unclear|inconclusive|pending|skomplikowan\w*|niejasn\w*|kompliziert|unklar|complicado|"
         r"compliqué|складно|сложно)\b)")

HEALTH_STRONG = [
    # a psychiatric medicine taken: "been on sertraline since march", "bierze sertralinę", "prend du xanax"
    r"(?<!\w)" + _TAKES + r"\s+(?:\w+\s+){0,3}?" + _MEDS + r"(?!\w)",
    # a stay in a psychiatric ward: "ist seit drei wochen in der psychiatrie", "leży na psychiatrii"
    r"(?<!\w)" + _STAY + r"\s+(?:" + _NOT_PATIENT + r"\w+\s+){0,4}?" + _PSYCH_WARD,
    r"(?<!\w)(?:ingresad[oa]|internad[oa]|intern[ée]e?|hospitalis[ée]e?|eingewiesen|zwangseingewiesen|sectioned|"
    r"госпіталізова\w*|госпитализирова\w*)\s+(?:\w+\s+){0,3}?" + _PSYCH_WARD,
    # being treated for a condition: "leczy się na depresję", "in behandlung wegen", "лікується від"
    r"(?<!\w)(?:lecz(?:y|ę|ysz|ymy|ą|ył|yła|yli|yłem|yłam)\s+się\s+(?:na|z|od)|in behandlung wegen|"
    r"en tratamiento (?:de|por|para|contra)|se fait soigner pour|est soign[ée]e? pour|лікується (?:від|з)|"
    r"лечится (?:от|с))\s+[^\W\d_]{3,}",
    # a diagnosis made official: "diagnose ist jetzt offiziell: ms", "диагноз подтвердили"
    # (with the condition after a colon or a dash: "... confirmed by a biopsy" is a textbook's)
    r"(?<!\w)(?:diagnos[ie]s?|diagnoz[aęy]|діагноз\w*|диагноз\w*|diagnóstico|diagnostic)\s+(?:\w+\s+){0,2}?"
    r"(?:offiziell|official|confirmed|potwierdzon\w*|potwierdzi\w*|oficjaln\w*|bestätigt|confirmad[oa]|oficial|"
    r"confirmée?|officiel\w*|підтвердил\w*|підтверджен\w*|подтвердил\w*|подтвержд\w*)\s*[:—–-]\s*[^\W\d_]",
    # test results back with a finding: "got the results back, it's coeliac"
    r"(?<!\w)(?:results?|wyniki|befund\w*|ergebnisse|resultados|résultats|аналізи|результати|анализы|результаты)\s+"
    r"(?:\w+\s+){0,2}?(?:back|came|przyszły|są|ist da|sind da|llegaron|arrivés|reçus|прийшли|пришли)\W+"
    r"(?:(?:and|i|und|y|et|і|и)\s+)?(?:it'?s|it is|to|es|c'est|це|это)\s+" + _FINE + r"[^\W\d_]{3,}",
    # HIV: "álex es seropositivo desde 2019", "he's hiv positive"
    r"(?<!\w)(?:is|'s|es|ist|jest|est|є|was|fue|war|był\w*|était|став|стала|стал)\s+(?:\w+\s+){0,2}?"
    r"(?:seropositiv\w*|séropositi\w*|hiv[- ]positiv\w*|hiv positive|віл-позитивн\w*|вич-положительн\w*)",
    r"(?<!\w)(?:has hiv|ma hiv|hat hiv|tiene (?:el )?vih|a le vih|має віл|имеет вич|у (?:нього|неї|него|нее) (?:віл|вич))(?!\w)",
]
HEALTH_TRIGGERS = (
    "sertralin* escitalopram* citalopram* fluoksetyn* fluoxetin* paroksetyn* paroxetin* wenlafaksyn* venlafaxin* "
    "duloksetyn* duloxetin* mirtazapin* trazodon* kwetiapin* quetiapin* olanzapin* aripiprazol* risperidon* "
    "lamotrigin* alprazolam* lorazepam* clonazepam* klonazepam* xanax methylphenidat* metylofenidat* "
    "metilfenidato ritalin* concerta elvanse atomoxetin* prozac zoloft lexapro seroxat antidepress* antydepresant* "
    "antidepresiv* antidépresseur* antipsychotic* neurolepti* сертралін* сертралин* есциталопрам* эсциталопрам* "
    "флуоксетин* кветиапін* кветиапин* антидепресант* антидепрессант* ксанакс* "
    "psychiatrie psychiatri* psychiatryk* psychiatryczn* psiquiátrico psiquiatrico psiquiatría psiquiatria "
    "psychiatric psych klapse hôpital психлікарн* психіатри* психушц* психбольниц* психиатри* sectioned "
    "leczy leczę leczysz leczymy leczą leczył leczyła leczyli leczyłem leczyłam behandlung tratamiento soigner soigné "
    "soignée лікується лечится diagnose diagnosis diagnoses diagnoza diagnozę diagnozy діагноз* диагноз* diagnóstico "
    "diagnostic results wyniki befund* ergebnisse resultados résultats аналізи результати анализы результаты "
    "seropositiv* séropositi* hiv vih віл вич віл-позитивн* вич-положительн*"
).split()

_FAITHS = (
    r"(?:świadków jehowy|islam|judaizm|buddyzm|katolicyzm|prawosławie|protestantyzm|hinduizm|"
    r"islam|judaism|catholicism|buddhism|christianity|orthodoxy|hinduism|sikhism|"
    r"islam|judentum|katholizismus|buddhismus|christentum|orthodoxie|"
    r"islam|judaísmo|catolicismo|budismo|cristianismo|"
    r"l'islam|judaïsme|catholicisme|bouddhisme|christianisme|"
    r"іслам|іудаїзм|православ'я|православ’я|католицизм|буддизм|ислам|иудаизм|православие|католичество)"
)
_UNION = (r"(?:union|do związku|do związków|związku zawodow\w*|związkach zawodow\w*|do solidarności|gewerkschaft\w*|"
          r"sindicato|syndicat|профспілк\w*|профсоюз\w*)")
_PARTY_EN = (r"(?:labour|conservative|tory|green|lib dem|liberal democrat|reform|snp|democratic|republican|communist|"
             r"socialist|political)")
BELIEFS_STRONG = [
    # a conversion: "przeszła na świadków jehowy", "me he convertido al islam", "zum islam konvertiert"
    r"(?<!\w)(?:przeszł[aoy]\w*|przeszed\w*|przechodzi\w*)\s+na\s+" + _FAITHS,
    r"(?<!\w)(?:zosta[łl]\w*|zostanie)\s+(?:świadkiem jehowy|muzułmanin\w*|muzułmank\w*|buddyst\w*|żyd\w*)",
    # (done: "converted", "convertido", "converti", not the topic's "convert to")
    r"(?<!\w)(?:converted|konvertiert|übergetreten|convertid[oa]s?|convirti[óo]|converti[es]?|перейш\w*|переш\w*|"
    r"прийня(?:в|ла|ли)|приня(?:л|ла|ли))\s+"
    r"(?:to|al|a|zum|zur|à|au|в|у|до)?\s*" + _FAITHS,
    # joining a union: "bin jetzt in der gewerkschaft verdi", "wstąpiłem do związku", "me he afiliado al sindicato"
    r"(?<!\w)(?:bin|sind)\s+(?:\w+\s+){0,2}?in der gewerkschaft",
    r"(?<!\w)(?:in die|in der|der)\s+gewerkschaft\w*\s+(?:\w+\s+){0,3}?(?:eingetreten|beigetreten)(?!\w)",
    r"(?<!\w)joined\s+(?:the |a |my )?(?:(?!european|soviet|customs|postal|credit|student)\w+\s+)?union\b",
    # (a done joining, not a wish: "wstąpiłem", not "wstąpić"; "j'ai adhéré", not "que j'adhère")
    r"(?<!\w)(?:zapisa[łl]\w*|wstąpił\w*|beigetreten|eingetreten|afiliad[oa]|afilié|afilió|(?:ai|a|avons|ont) adhéré|"
    r"вступи(?:в|ла|ли|вши)|вступил\w*)\s+"
    r"(?:się\s+)?(?:\w+\s+){0,2}?" + _UNION,
    r"(?<!\w)(?:me suis|s'est|suis|est|sommes) (?:\w+ )?syndiqu[ée]e?s?(?!\w)",
    # joining a party: "я вступив у партію", "in die partei eingetreten", "joined the labour party"
    r"(?<!\w)joined\s+(?:the\s+)?(?:" + _PARTY_EN + r"\s+party|labour|the tories|the greens|reform uk|the snp)\b",
    r"(?<!\w)(?:zapisa[łl]\w*|wstąpił\w*|afiliad[oa]|afilié|afilió|(?:ai|a|avons|ont) adhéré|вступи(?:в|ла|ли|вши)|"
    r"вступил\w*)\s+(?:się\s+)?(?:\w+\s+){0,2}?"
    r"(?:do partii|partii|al partido|au parti|à un parti|парті\w*|партию|партии)",
    r"(?<!\w)(?:in die|in eine)\s+(?:\w+\s+)?partei\s+(?:eingetreten|gegangen)",
]
BELIEFS_TRIGGERS = (
    "jehowy islam judaizm buddyzm katolicyzm prawosławie protestantyzm hinduizm judaism catholicism buddhism "
    "christianity orthodoxy hinduism sikhism judentum katholizismus buddhismus christentum orthodoxie judaísmo "
    "catolicismo budismo cristianismo l'islam judaïsme catholicisme bouddhisme christianisme іслам іудаїзм "
    "православ'я католицизм буддизм ислам иудаизм православие католичество muzułmanin* muzułmank* buddyst* "
    "union związku związkach związek solidarności gewerkschaft* sindicato syndicat профспілк* профсоюз* syndiqué "
    "syndiquée syndiqués syndiquées partii partido parti партію партії партию партии partei party labour"
).split()

MINORITY = (
    r"(?:kurd\w*|курд\w*|romani|romowie|romsk\w*|sinti|gitan[oa]s?|gitane?s?|tsiganes?|"
    r"jewish|jüdisch\w*|żydowsk\w*|judí[oa]s?|juif|juive|juifs|єврейськ\w*|еврейск\w*|tatar\w*|tatarisch\w*|"
    r"татар\w*|armenian|armenisch\w*|ormiańsk\w*|armeni[oa]s?|arméniens?|arménienne|вірменськ\w*|армянск\w*|"
    r"uyghur|uigurisch\w*|berb[eè]re?s?|amazigh|kabyle?s?|łemkowsk\w*|lemkisch\w*|лемківськ\w*|"
    r"ciganos?|циган\w*|цыган\w*)"
)
_FAMILY = (r"(?:family|familie|rodzina|rodzice|familia|famille|parents|eltern|padres|сім'я|сім’я|семья|родина|батьки|"
           r"родители)")
ETHNICITY_STRONG = [
    # a family's origin: "my family is kurdish", "sa famille est kabyle", "ihre familie kurdisch ist"
    r"(?<!\w)" + _FAMILY + r"\s+(?:\w+\s+){0,2}?(?:is|are|ist|sind|jest|są|es|son|est|sont|є|—|:)\s*(?:\w+\s+)?"
    + MINORITY + r"(?!\w)(?!\s+(?:restaurant|food|shop|music|film|movie|restauracj\w*|jedzeni\w*|essen|comida|cuisine|"
    r"musique|musik|muzyk\w*|кухн\w*|ресторан\w*))",
    r"(?<!\w)" + _FAMILY + r"\s+(?:\w+\s+)?" + MINORITY + r"\s+(?:ist|sind|war|waren)(?!\w)",
    # an origin named as such: "d'origine kurde", "pochodzenia romskiego", "kurdischer herkunft", "курдського походження"
    r"(?<!\w)(?:d'origine|d’origine|de origen|pochodzenia)\s+" + MINORITY + r"(?!\w)",
    r"(?<!\w)" + MINORITY + r"\s+(?:origin|descent|herkunft|abstammung|походження|происхождения|pochodzenia)(?!\w)",
]
ETHNICITY_TRIGGERS = (
    "kurd* курд* romani romowie romsk* sinti gitano gitana gitanos gitanas gitane gitanes tsigane tsiganes "
    "jewish jüdisch* żydowsk* judío judía judíos judías juif juive juifs єврейськ* еврейск* tatar* татар* armenian "
    "armenisch* ormiańsk* armenio armenia armenios arménien arméniens arménienne вірменськ* армянск* uyghur "
    "uigurisch* berbère berbères berber amazigh kabyle kabyles łemkowsk* lemkisch* лемківськ* cigano ciganos "
    "циган* цыган* herkunft pochodzenia origine origen походження происхождения"
).split()

_PARTNER = (r"(?:mąż|żona|husband|wife|boyfriend|girlfriend|partner|mann|frau|freund|freundin|marido|mujer|esposo|"
            r"esposa|novio|novia|mari|femme|mec|copain|copine|чоловік|дружина|хлопець|дівчина|муж|жена|парень|девушка)")
_UNAWARE = (
    r"(?:nic nie wie|o niczym nie wie|niczego nie podejrzewa|nie ma pojęcia|doesn'?t know|does not know|has no idea|"
    r"knows nothing|suspects nothing|weiß nichts|ahnt nichts|weiß es nicht|hat keine ahnung|no sabe nada|"
    r"no sospecha nada|no lo sabe|no tiene ni idea|se doute de rien|ne se doute de rien|ne sait rien|n'en sait rien|"
    r"ne sait pas|нічого не знає|нічого не підозрює|не знає|ничего не знает|ничего не подозревает|не знает)"
    r"(?!\s+(?:how|why|what|where|when|jak|dlaczego|gdzie|co|wie|warum|was|wo|cómo|por qué|qué|dónde|comment|"
    r"pourquoi|quoi|où|як|чому|що|де|как|почему|что|где)\b)"
)
RELATIONSHIP_STRONG = [
    # seeing or falling for someone else while the partner knows nothing
    r"(?<!\w)(?:spotykam się z|spotyka się z|seeing someone|sleeping with|sypiam z|schlafe mit|treffe mich (?:heimlich )?mit|"
    r"me veo con|me acuesto con|je vois quelqu'un|je couche avec|зустрічаюся з|встречаюсь с|in love with|"
    r"zakochan\w* w|zakochał\w* się w|verliebt in|enamorad[oa] de|amoureu(?:x|se) de|закохан\w* (?:в|у)|"
    r"закохал\w* (?:в|у)|влюблен\w* в|влюблён\w* в|влюбил\w* в)[^.!?\n]{0,80}?(?<!\w)" + _PARTNER
    + r"\s+(?:\w+\s+){0,2}?" + _UNAWARE,
    r"(?<!\w)" + _PARTNER + r"\s+(?:\w+\s+){0,2}?" + _UNAWARE + r"[^.!?\n]{0,20}?(?:but|ale|a|aber|pero|mais|але|но)\s+"
    r"(?:\w+\s+){0,4}?(?:spotykam się z|seeing someone|sleeping with|sypiam z|treffe mich|me veo con|je vois quelqu'un|"
    r"зустрічаюся з|встречаюсь с)",
]
RELATIONSHIP_TRIGGERS = (
    "spotykam spotyka seeing sleeping sypiam schlafe treffe veo acuesto vois couche зустрічаюся встречаюсь love "
    "zakochana zakochany zakochał zakochała verliebt enamorado enamorada amoureux amoureuse закохана закоханий "
    "закохалась закохався влюблена влюблен влюблён влюбилась влюбился"
).split()

FINANCE_STRONG: list[str] = []
FINANCE_TRIGGERS: list[str] = []
SEXUALITY_STRONG: list[str] = []
SEXUALITY_TRIGGERS: list[str] = []
