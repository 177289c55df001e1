"""Word lists, round 17: what a small business writes down or passes on about the people it deals with (staff,
tenants, applicants, patients, members), and what its owner confides, in six languages (EN, PL, DE, ES, FR, UK/RU):
- health: a that-clause to the accountant, payroll or HR naming a person's illness or operation ("write to payroll
  that Sandra ... is off after her hysterectomy", "napisz do księgowej, że pani Halina ma nowotwór", "escribe a la
  gestoría que Manolo tiene cirrosis", "напиши бухгалтеру, что Вера после инсульта"); a person on sick leave because
  of an illness ("en arrêt pour un burn-out", "na zwolnieniu po zawale"); a titled person's state in a reception
  note ("M. Durand est sous dialyse", "pani Wójcik jest w ciąży");
- ethnicity: a tenant, an applicant or an employee (or he / she) said to be of a minority ("the new tenant is Roma",
  "dass die Frau Kurdin ist", "que es gitano", "pan Marek jest Romem", "що він ром", "est d'origine maghrébine");
- beliefs: a person who goes to a place of worship ("because he goes to the mosque", "він ходить на службу в
  церкву"); union dues deducted from somebody's pay ("potrącaj składkę związkową ... z pensji");
- sexuality: a man's husband, a woman's wife ("put his husband down as next of kin"); he / she is gay ("il est
  gay", "він гей");
- intimate life: the owner's or a colleague's affair at work ("estoy liado con la encargada", "romansuję z naszą
  księgową", "у мене роман з адміністраторкою", "der Meister hat was mit der Auszubildenden");
- money: the owner's seized account or tax lien and debts ("tengo un embargo de Hacienda", "у мене арешт рахунку").

Same notation and tiers as vocab/plain.py. Every strong pattern starts with a look-behind, not a word: it runs only
when the message has one of the area's TRIGGERS below (disclosures.py's gate), so ordinary chat costs nothing.
"""
from __future__ import annotations

# ---------------------------------------------------------------- health

_ILL = (
    r"(?:hysterectom\w*|histerektomi\w*|hysterektomie|hystérectomie|histerectomía|гістеректомі\w*|гистерэктоми\w*|"
    r"mastectom\w*|mastektomi\w*|mastectomía|mastectomie|cirrhos\w*|cirrosis|marsko\w*|zirrhose|leberzirrhose|"
    r"цироз\w*|stroke|udar\w* mózgu|udarze|udaru|schlaganfall\w*|ictus|avc|інсульт\w*|инсульт\w*|heart attack|"
    r"zawa\w* serca|zawale|zawału|herzinfarkt\w*|infarto|infarctus|інфаркт\w*|инфаркт\w*|burn-?out|wypaleni\w*|"
    r"вигоранн\w*|выгорани\w*|онкологі\w*|онкологи\w*|onkologi\w*|cancer|cáncer|krebs\w*|nowotw[oó]r\w*|"
    r"tumou?r|tumeur|guz|guza|guzem|пухлин\w*|опухол\w*|рак|раку|раком|рака|leuka?emia|leukämie|leucemia|leucémie|białaczk\w*|"
    r"лейкемі\w*|лейкеми\w*|dialys\w*|dializ\w*|diálisis|dialyse|діаліз\w*|диализ\w*|chemo\w*|chemioterapi\w*|"
    r"quimioterapia|quimio|chimiothérapie|chimio|хіміотерапі\w*|химиотерапи\w*|depress\w*|depresj\w*|"
    r"depresión|dépression|депресі\w*|депресси\w*|miscarriage|poronieni\w*|fehlgeburt|aborto espontáneo|"
    r"fausse couche|викидн\w*|выкидыш\w*|alcoholism|alkoholizm\w*|alkoholsucht|alcoholismo|alcoolisme|"
    r"алкоголізм\w*|алкоголизм\w*|multiple sclerosis|multiple sklerose|esclerosis múltiple|sclérose en plaques|"
    r"stwardnieni\w* rozsian\w*|розсіян\w* склероз\w*|рассеянн\w* склероз\w*|hiv|vih|віл|вич|"
    r"epilep\w*|padaczk\w*|епілепс\w*|эпилепс\w*|diabet\w*|cukrzyc\w*|діабет\w*|диабет\w*)"
)
# not the illness as a topic: "cancer screening", "stroke unit", "diabetes research"
_NOT_TOPIC = (r"(?!\s(?:research|screening|awareness|charity|ward|unit|clinic|risk|test|study|trial|fund\w*|run|"
              r"of luck|of genius|badani\w*|oddzia\w*|poradni\w*|forschung|station|investigación|recherche|dépistage|прогр\w*))")
_THAT = r"(?:that|że|iż|dass|que|qu'|що|что|щоб|чтобы)"
# not a rule about anybody: "explain that a patient who has diabetes ...", "que si alguien tiene cáncer ..."
_NOT_GENERIC = (r"(?!\s(?:a|an|any|every|some|someone|somebody|anyone|people|patients|employees|if|when|jemand|ein|eine|"
                r"jeder|jede|wenn|falls|ktoś|każdy|ludzie|jeśli|jeżeli|gdy|alguien|un|una|cualquier|todo|si|cuando|"
                r"quelqu'un|une|chaque|quand|хтось|кожен|люди|якщо|коли|кто-то|каждый|если|когда)\b)")
# has, is after, suffers from, is treated for ... an illness (up to two words between: "a severe", "her")
_HAS = (
    r"(?:has|had|has got|was diagnosed with|is (?:being )?treated for|is recovering from|is (?:off|away) (?:\w+ ){0,5}?"
    r"(?:after|with|because of|due to|following|for)|"
    r"ma|miała|miał|choruje na|cierpi na|leczy się na|jest po|po|przeszła|przeszedł|"
    r"hat|hatte|leidet an|leidet unter|ist nach|wird wegen|wegen|"
    r"tiene|tuvo|padece|sufre|está de baja (?:\w+ ){0,3}?(?:por|tras)|se recupera de|"
    r"a|a eu|souffre d'?|est (?:en arrêt|arrêtée?) (?:\w+ ){0,3}?(?:pour|après|suite à)|est sous|se remet d'?|"
    r"має|мала|мав|хворіє на|після|перенесла|переніс|лікується від|"
    r"имеет|болеет|после|перенесла|перенес|лечится от)"
)
_TITLE = (r"(?:mr|mrs|ms|miss|dr|pan|pani|herr|frau|señora?|sra?|don|doña|m|mme|mlle|monsieur|madame|пан|пані|"
          r"господин|госпожа)\.?")
_STATE = (r"(?:pregnant|w ciąży|schwanger|embarazada|enceinte|вагітна|беременна|on dialysis|na dializach|"
          r"an der dialyse|en diálisis|sous dialyse|на діалізі|на диализе|on chemo(?:therapy)?|na chemi(?:i|oterapii)|"
          r"in (?:der )?chemo(?:therapie)?|en quimio(?:terapia)?|sous chimio(?:thérapie)?|на хіміотерапії|"
          r"на химиотерапии)")

HEALTH_STRONG = [
    # a that-clause passed on to the accountant, payroll, HR: "... that Sandra ... is off after her hysterectomy"
    r"(?<![\w])" + _THAT + _NOT_GENERIC + r"\s(?:[^\s.!?]+\s){0,6}?" + _HAS + r"\s(?:[^\s.!?]+\s){0,3}?" + _ILL + r"(?!\w)" + _NOT_TOPIC,
    # German verb-final: "dass Herr Brandt eine Leberzirrhose hat", "dass sie nach dem Schlaganfall ... ist"
    r"(?<![\w])dass" + _NOT_GENERIC + r"\s(?:[^\s.!?]+\s){1,6}?(?:eine?n?\s|ihre[nm]?\s|seine[nm]?\s)?(?:[^\s.!?]+\s)?" + _ILL
    + r"\s(?:hat|hatte|bekommen hat|hat\.)(?!\w)",
    # on sick leave because of an illness: "na zwolnieniu po zawale", "en arrêt pour un burn-out"
    r"(?<![\w])(?:on sick leave|off sick|na zwolnieniu|na l4|krankgeschrieben|im krankenstand|de baja|en arrêt maladie|"
    r"en arrêt|на лікарняному|на больничном)\s(?:[^\s.!?]+\s){0,4}?(?:after|with|because of|due to|following|for|po|"
    r"z powodu|przez|nach|wegen|tras|por|pour|après|suite à|після|через|з|после|из-за|с)\s(?:[^\s.!?]+\s){0,2}?"
    + _ILL + r"(?!\w)",
    # a that-clause with a person's state: "that my flatmate Jess is pregnant", "que Marta está embarazada"
    r"(?<![\w])" + _THAT + _NOT_GENERIC + r"\s(?:[^\s.!?]+\s){1,6}?(?:is|jest|ist|está|est|є|—)\s(?:(?:now|już|jetzt|ya|"
    r"déjà|вже|уже)\s)?" + _STATE + r"(?!\w)",
    # German verb-final: "dass Frau Öztürk schwanger ist"
    r"(?<![\w])dass" + _NOT_GENERIC + r"\s(?:[^\s.!?]+\s){1,4}?" + _STATE + r"\s(?:ist|war)(?!\w)",
    # a titled person's state in a note: "M. Durand est sous dialyse", "pani Wójcik jest w ciąży"
    r"(?<![\w])" + _TITLE + r"\s[^\s.!?,]+(?:\s[^\s.!?,]+)?\s(?:is|jest|ist|está|est|є|—|-)\s(?:(?:now|już|jetzt|ya|déjà|"
    r"вже|уже)\s)?" + _STATE + r"(?!\w)",
]
HEALTH_TRIGGERS = (
    "hysterectomy histerektomii histerektomia hysterektomie hystérectomie histerectomía mastectomy mastektomii "
    "mastectomía mastectomie cirrhosis cirrosis marskość zirrhose leberzirrhose цироз цирозом stroke udar udarze udaru "
    "schlaganfall schlaganfalls ictus avc інсульту інсульт инсульта инсульт heart zawale zawału zawał herzinfarkt "
    "infarto infarctus інфаркту інфаркт инфаркта инфаркт burn burnout wypalenie вигорання выгорание онкологію "
    "онкологія онкологию онкология onkologię cancer cáncer krebs nowotwór nowotworu nowotworem tumour tumor tumeur "
    "guz guza пухлина пухлину опухоль рак раком leukaemia leukemia leukämie leucemia leucémie białaczka białaczkę "
    "dialysis dialyse dializach dializy diálisis діаліз діалізі диализ диализе chemo chemotherapy chemioterapii "
    "quimioterapia quimio chimiothérapie chimio depression depresję depresji depresión dépression депресію депресія "
    "депрессию депрессия miscarriage poronienie poronieniu fehlgeburt espontáneo couche викидень выкидыш alcoholism "
    "alkoholizm alkoholsucht alcoholismo alcoolisme алкоголізм алкоголизм sclerosis sklerose esclerosis sclérose "
    "stwardnienie склероз hiv vih віл вич epilepsy epilepsie epilepsia épilepsie padaczkę padaczka епілепсія "
    "эпилепсия diabetes diabète cukrzycę cukrzyca діабет диабет pregnant ciąży schwanger embarazada enceinte "
    "вагітна беременна хіміотерапії химиотерапии chemotherapie"
).split()

# ---------------------------------------------------------------- ethnicity

_MIN = (r"(?:kurd|kurdish|kurde|kurdin|kurdo|kurda|kurdyjk\w*|kurdem|курд|курдка|курдянка|курдом|roma|romani|romni|"
        r"romnja|romem|romką|rom|romowie|cygan\w*|gitan[oa]s?|gitane?s?|manouche|tzigane|ром|ромом|ромкою|циган\w*|"
        r"цыган\w*|sinto|sintiza|sinti|jenische[rn]?|tatar|tatarin|tatark\w*|крымск\w* татар\w*|кримськ\w* татар\w*|"
        r"uyghur|uigur\w*|yazidi|jesid\w*|jezyd\w*|єзид\w*|езид\w*|berber\w*|bereber|kabyle|amazigh|gypsy|"
        r"arab|arabe|araber|araberin|arabka|arabem|árabe|араб|арабка|арабом|maghrébin\w*|magrebí)")
# the person the note is about: a tenant, an applicant, an employee, a customer, or he / she
_PERSON = (r"(?:tenant|applicant|candidate|employee|worker|customer|client|patient|guest|member|new hire|"
           r"mieter\w*|bewerber\w*|kandidat\w*|mitarbeiter\w*|kund\w*|patient\w*|frau|herr|najemc\w*|"
           r"kandydat\w*|pracownik\w*|pracownic\w*|klient\w*|pacjent\w*|pan|pani|inquilin[oa]s?|"
           r"candidat[oa]s?|emplead[oa]s?|trabajador\w*|cliente\w*|paciente\w*|locataire\w*|candidat\w*|"
           r"salarié\w*|employé\w*|орендар\w*|кандидат\w*|працівник\w*|працівниц\w*|клієнт\w*|пацієнт\w*|"
           r"арендатор\w*|сотрудни\w*|клиент\w*)")
_PRONOUN = r"(?:he|she|he's|she's|er|sie|il|elle|él|ella|on|ona|він|вона|он|она)"
_ORIGIN = (r"(?:maghrébin\w*|arabe|kurde|rom|gitane?|africaine?|subsaharien\w*|magrebí|árabe|gitan[oa]|kurd[oa]|"
           r"romskiego|kurdyjskiego|arabskiego|cygańskiego|romani|kurdish|arab|romany|kurdischer|arabischer|"
           r"romani|ромського|курдського|арабського|циганського|цыганского|курдского|арабского)")

ETHNICITY_STRONG = [
    # "the new tenant is Roma", "pan Marek jest Romem", "la candidate est kabyle"
    r"(?<![\w])" + _PERSON + r"(?:\s[^\s.!?,]+){0,2}\s(?:is|ist|jest|es|est|є|—)\s(?:(?:a|an|un|una|une|ein|eine)\s)?"
    + _MIN + r"(?![\w-])",
    r"(?<![\w])" + _PRONOUN + r"\s(?:is\s|ist\s|jest\s|es\s|est\s|є\s)?(?:(?:a|an|un|una|une|ein|eine)\s)?" + _MIN
    + r"(?![\w-])",
    # zero copula (UK/RU): "що він ром", "она цыганка"
    r"(?<![\w])(?:він|вона|он|она)\s(?:—\s)?" + _MIN + r"(?![\w-])",
    # German verb-final: "dass die Frau Kurdin ist"; Spanish pro-drop: "que es gitano"
    r"(?<![\w])dass\s(?:[^\s.!?,]+\s){1,3}?" + _MIN + r"\sist(?!\w)",
    r"(?<![\w])que\s(?:es|son)\s(?:(?:un|una)\s)?" + _MIN + r"(?![\w-])",
    # origin: "est d'origine maghrébine", "es de origen gitano", "jest pochodzenia romskiego"
    r"(?<![\w])(?:is|ist|jest|es|est|є)\s(?:of\s)?(?:d'origine|de origen|pochodzenia|походженням)\s(?:\w+\s)?"
    + _ORIGIN + r"(?!\w)",
]
ETHNICITY_TRIGGERS = (
    "kurd kurdish kurde kurdin kurdo kurda kurdyjka kurdem курд курдка курдянка курдом roma romani romni romnja romem "
    "romką rom romowie cygan* gitano gitana gitanos gitanas gitan gitane gitanes manouche tzigane ром ромом ромкою "
    "циган* цыган* sinto sintiza sinti jenische jenischer jenischen tatar tatarin tatarka tatarką татар* uyghur uigur* "
    "yazidi jesid* jezyd* єзид* езид* berber* bereber kabyle amazigh gypsy arab arabe araber araberin arabka "
    "arabem árabe араб арабка арабом maghrébin maghrébine maghrébins maghrébines magrebí d'origine origen pochodzenia "
    "походженням"
).split()

# ---------------------------------------------------------------- beliefs

_GO = (r"(?:goes|go|going|attends|prays|chodzi|jeździ|geht|besucht|betet|va|acude|asiste|reza|prie|ходить|ходит|"
       r"відвідує|посещает|молиться|молится)")
_WORSHIP = (r"(?:mosque|church|synagogue|temple|gurdwara|mass|friday prayers?|meczet\w*|kości[oe]\w*|cerkw\w*|"
            r"synagog\w*|mszę|mszy|moschee|kirche|gottesdienst|synagoge|freitagsgebet|mezquita|iglesia|misa|sinagoga|"
            r"mosquée|église|messe|prière|мечет\w*|церкв\w*|синагог\w*|літургі\w*|литурги\w*|храм\w*|костел\w*)"
            r"(?![\w-])(?!\s(?:hall|café|cafe|concert|fair|sale|car park|parking|choir|shop|roof|tower|bar|street|road|"
            r"lane|square|ulic\w*|stra(?:ß|ss)e|calle|rue|вулиц\w*|улиц\w*)\b)")
_DUES = (r"(?:union (?:dues|subscriptions?|fees?|contributions?)|składk\w* związkow\w*|składk\w* (?:na|do) związ\w*|"
         r"gewerkschaftsbeitr\w*|cuotas? sindical\w*|cotisations? syndicales?|профспілков\w* внеск\w*|"
         r"внеск\w* (?:до|в) профспілк\w*|профсоюзн\w* взнос\w*)")
_DEDUCT = (r"(?:deduct\w*|withh[eo]ld\w*|potrąc\w*|pobier\w*|odlicz\w*|abzieh\w*|abgezogen|einbehalt\w*|"
           r"descont\w*|descuent\w*|retener|retén|prélev\w*|retenir|retiens|утрим\w*|вирахов\w*|удерж\w*|вычит\w*)")

BELIEFS_STRONG = [
    # "because he goes to the mosque", "він ходить на службу в греко-католицьку церкву"
    r"(?<![\w])(?:he|she|they|on|ona|oni|er|sie|il|elle|ils|él|ella|він|вона|вони|он|она|они)\s(?:[^\s.!?]+\s){0,2}?"
    + _GO + r"\s(?:[^\s.!?]+\s){0,4}?" + _WORSHIP + r"(?!\w)",
    # a that-clause: "that Mr Ahmed goes to the mosque on Fridays", "que Karim va à la mosquée"
    r"(?<![\w])(?:that|que|qu'|że|що|что)\s(?:[^\s.!?]+\s){1,3}?" + _GO + r"\s(?:[^\s.!?]+\s){0,4}?" + _WORSHIP,
    r"(?<![\w])dass\s(?:[^\s.!?]+\s){1,4}?(?:in die|zur|zum|in)\s(?:\w+\s)?" + _WORSHIP
    + r"\s(?:\w+\s)?(?:geht|gehen|besucht)(?!\w)",
    # German verb-final: "weil sie in die Moschee geht", "da er zum Freitagsgebet geht"
    r"(?:(?<=weil )|(?<=da )|(?<=dass )|(?<=wenn ))(?:er|sie)\s(?:[^\s.!?]+\s){0,3}?(?:in die|zur|zum|in)\s(?:\w+\s)?" + _WORSHIP
    + r"\s(?:\w+\s)?(?:geht|gehen|besucht)(?!\w)",
    # union dues deducted from somebody's pay (an order, not a question): "potrącaj składkę związkową ... z pensji"
    r"(?<![\w])" + _DEDUCT + r"\s(?:[^\s.!?]+\s){0,3}?" + _DUES + r"(?![^.!\n]*\?)",
    r"(?<![\w])" + _DUES + r"\s(?:[^\s.!?]+\s){0,5}?" + _DEDUCT + r"(?!\w)(?![^.!\n]*\?)",
    # dues taken from the pay: "den Gewerkschaftsbeitrag vom Lohn ab", "union dues from her salary"
    r"(?<![\w])" + _DUES + r"\s(?:[^\s.!?]+\s){0,3}?(?:from (?:his|her|their|\w+'s) (?:pay|salary|wages?|payslip)|"
    r"vom (?:lohn|gehalt)|von (?:seinem|ihrem) (?:lohn|gehalt)|z (?:jego |jej )?(?:pensji|wynagrodzenia|wypłaty)|"
    r"de (?:la|su) nómina|de su sueldo|(?:du|de son) salaire|(?:з|із) (?:його |її )?зарплат\w*|из (?:его |ее )?зарплат\w*)"
    r"(?![^.!\n]*\?)",
]
BELIEFS_TRIGGERS = (
    "mosque church synagogue temple gurdwara mass prayers prayer meczetu meczet kościoła kościół cerkwi cerkiew "
    "synagogi synagoga mszę mszy moschee kirche gottesdienst synagoge freitagsgebet mezquita iglesia misa sinagoga "
    "mosquée église messe prière мечеть мечеті церкву церкви церкві синагогу синагоги літургію литургию храм храму "
    "костел костелу union związkową związkowa związkowe związku gewerkschaftsbeitrag gewerkschaftsbeiträge sindical "
    "sindicales syndicale syndicales профспілкові профспілкових профспілку профсоюзные профсоюзных"
).split()

# ---------------------------------------------------------------- sexuality

_ORIENTED = (r"(?:gay|lesbian|bisexual|homosexual|schwul|lesbisch|bisexuell|homosexuell|gej\w*|lesbijk\w*|"
             r"biseksual\w*|homoseksual\w*|gai|lesbienne|homosexuel\w*|bisexuel\w*|lesbiana|гей|геєм|лесбіянк\w*|"
             r"лесбиянк\w*|бісексуал\w*|бисексуал\w*|гомосексуал\w*)")
SEXUALITY_STRONG = [
    # a man's husband, a woman's wife: "put his husband down as next of kin"
    r"(?<![\w])(?:his (?:husband|boyfriend)|her wife|jego (?:mąż|męża|mężem|mężowi)|jej (?:żona|żony|żoną|żonie)|"
    r"seine[nm]? ehemann\w*|sein ehemann|її дружин\w*|его муж\w*|её жен\w*|ее жен\w*)(?![\w-])",
    # he / she is gay: "il est gay", "він гей", "sie ist lesbisch"
    r"(?<![\w])(?:he|she|he's|she's|er|sie|il|elle|él|ella|on|ona|він|вона|он|она)\s(?:(?:is|ist|est|es|jest|є)\s)?"
    r"(?:(?:a|un|une|ein|eine)\s)?" + _ORIENTED + r"(?![\w-])",
]
SEXUALITY_TRIGGERS = (
    "husband boyfriend wife mąż męża mężem mężowi żona żony żoną żonie ehemann ehemannes дружина дружину дружиною муж "
    "мужа жена жену gay lesbian bisexual homosexual schwul lesbisch bisexuell homosexuell gej gejem lesbijka lesbijką "
    "biseksualny biseksualna homoseksualny homoseksualna gai lesbienne homosexuel homosexuelle bisexuel bisexuelle "
    "lesbiana гей геєм лесбіянка лесбиянка бісексуал бисексуал гомосексуал"
).split()

# ---------------------------------------------------------------- intimate life

_COWORKER = (r"(?:encargad[oa]|jef[ae]|compañer[oa]|secretari[oa]|vecin[oa]|emplead[oa]|camarer[oa]|contable|socio|"
             r"socia|cajer[oa]|recepcionista|dependient[ae]|clienta|cliente|becari[oa]|aprendiz|gerente)")
RELATIONSHIP_STRONG = [
    # "estoy liado con la encargada", "está liada con su jefe"
    r"(?<![\w])(?:estoy|está|están|estamos|anda) liad[oa]s? con (?:la|el|una|un|mi|su|nuestr[oa]) (?:\w+ )?" + _COWORKER
    + r"(?!\w)",
    # "romansuję z naszą księgową", "ma romans z", "у мене роман з", "у него роман с", "крутить роман"
    r"(?<![\w])(?:romansuj\w*|romansował\w*|(?:mam|ma|miał|miała) romans z|"
    r"у (?:мене|нього|неї|меня|него|нее|неё) (?:\w+ )?роман (?:з|із|с)|крут\w* роман)(?!\w)",
    # "der Meister hat was mit der Auszubildenden" (not "hat was mit der Sache zu tun")
    r"(?<![\w])(?:hat|habe|hatte|haben) (?:was|etwas) mit (?:der|dem|einer|einem|seiner|ihrer|meiner|unserer|unserem) "
    r"(?:\w+ )?(?:auszubildend\w*|azubi\w*|lehrling\w*|praktikant\w*|kolleg\w*|chef\w*|sekretär\w*|kund\w*|"
    r"nachbar\w*|mitarbeiter\w*|angestellt\w*|verkäufer\w*|kassierer\w*|buchhalter\w*|meister\w*|"
    r"geschäftsführer\w*|frau|mann)(?![^.!?\n]*\b(?:zu tun|besprochen|abgesprochen|gesprochen|geredet|geklärt|"
    r"vereinbart|ausgemacht|erledigt|geplant|organisiert|ausgehandelt|zu klären|zu besprechen))",  # "… besprochen": a talk
    # "j'ai une liaison avec", "il a une aventure avec sa secrétaire"
    r"(?<![\w])(?:j'ai|il a|elle a|on a) une (?:liaison|aventure) avec(?!\w)",
]
RELATIONSHIP_TRIGGERS = (
    "liado liada liados liadas romansuję romansuje romansujemy romansują romansować romansował romansowała romans "
    "роман liaison aventure auszubildenden auszubildende azubi azubine lehrling praktikantin praktikanten kollegin "
    "kollegen chefin sekretärin kundin nachbarin mitarbeiterin angestellten verkäuferin kassiererin buchhalterin "
    "meisterin geschäftsführerin"
).split()

# ---------------------------------------------------------------- money

FINANCE_STRONG = [
    # the owner's seized account or tax lien: "tengo un embargo de Hacienda", "у мене арешт рахунку"
    r"(?<![\w])(?:tengo|tenemos|me han puesto|nos han puesto) (?:un |una )?(?:embargo|embargos)(?!\w)",
    r"(?<![\w])(?:у мене|у нас|у меня) (?:\w+ )?(?:арешт\w* (?:рахунк\w*|майна|коштів)|арест\w* (?:сч[её]т\w*|имущества))",
    r"(?<![\w])(?:i have|we have|we've got|i've got) (?:a |an )?(?:tax lien|lien|garnishment|account freeze)(?!\w)",
    # debts counted: "debo tres meses a los proveedores", "300 тисяч боргу за кредитом"
    r"(?<![\w])(?:debo|debemos) (?:(?:\d+|dos|tres|cuatro|cinco|seis|varios|muchos|varias) )?(?:meses|mil|euros|"
    r"nóminas|cuotas|recibos)(?!\w)",
    r"(?<![\w])\d+\s?(?:тисяч|тис\.|тыс\.|тысяч)\s(?:\w+\s)?(?:боргу|долгу)(?!\w)",
]
FINANCE_TRIGGERS = "embargo embargos арешт арест lien garnishment freeze debo debemos боргу долгу".split()


def _one(patterns: list[str]) -> list[str]:
    """An area's patterns as one alternation: one compiled pattern per area, so that a message with a word of the area
    compiles and runs one more pattern, not five (tests/.../test_lazy_compile.py counts them)."""
    return ["(?:" + "|".join(patterns) + ")"]


HEALTH_STRONG = _one(HEALTH_STRONG)
ETHNICITY_STRONG = _one(ETHNICITY_STRONG)
BELIEFS_STRONG = _one(BELIEFS_STRONG)
SEXUALITY_STRONG = _one(SEXUALITY_STRONG)
RELATIONSHIP_STRONG = _one(RELATIONSHIP_STRONG)
FINANCE_STRONG = _one(FINANCE_STRONG)
