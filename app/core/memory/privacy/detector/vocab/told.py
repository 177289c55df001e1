"""Word lists, round 21: disclosures told in passing, in classes no earlier list named, in six languages (EN, PL, DE, ES,
FR, UK/RU), typed in lower case and without diacritics too (the strong patterns are folded):

- beliefs: a union role or membership told in the past or the present, with the verb of being or of joining and the
  union's name or word in the same clause ("fui delegada sindical de UGT", "j'ai été secrétaire du syndicat CGT",
  "je viens d'adhérer à la CFDT", "ich bin vor kurzem in die IG Metall eingetreten", "я роки у профспілці"); an elected
  mandate held for a party ("I was a Labour councillor", "byłem radnym z ramienia PiS", "я був депутатом від ...");
- ethnicity: an origin told as "as a ..." ("as a Kurd from Turkey I ...", "en tant que Malien", "jako Romka"), an
  ethnonym said of a relative ("mon père était harki", "моя мама уйгурка"), a category ticked on a form;
- relationships: a family member estranged ("my daughter hasn't spoken to me for six years", "syn zerwał ze mną kontakt"),
  a relative's suicide, war and violence trauma (captivity, torture, interrogation and beating), a secret relationship
  or a married lover, a second family, a relative beaten by a family member;
- health: suicidal thoughts told by the speaker ("czasem myślę o samobójstwie", "думаю про суїцид");
- money: one's own income, pension or benefit with a figure, the wages paid to one's employees, money sent home every
  month;
- sexuality: a couple hidden as friends or flatmates, a partner of the speaker's own gender told by gendered forms
  ("je suis pacsé avec mon compagnon", "estoy casada con mi mujer", "spotykałam się z dziewczyną").

An area's patterns run only when the message has one of the area's TRIGGERS below (typed with diacritics or without);
disclosures.py reads them from AREAS, apart from the older vocabulary's index (they open no other list's patterns).
"""
from __future__ import annotations

from app.core.memory.privacy.detector.folding import fold_word
from app.core.memory.privacy.detector.vocab.lexicon import ORIGIN

_B = r"(?<!\w)"
_E = r"(?![\w'])"
_CL = r"(?:[^.!?\n]|\.(?=\d))"  # within the sentence ("1.600" included)

# ---------------------------------------------------------------- who

POSS = (r"(?:my|our|mein\w*|unser\w*|mi|mis|nuestr\w*|mon|ma|mes|notre|nos|mój|moja|moje|moj\w*|nasz\w*|мій|моя|мої|мого|"
         r"моєї|наш\w*|мой|моего|моей|мои)")
FAMILY = (r"(?:son|sons|daughter|daughters|mother|mum|mom|father|dad|brother|sister|husband|wife|partner|parents|"
           r"grandson|granddaughter|grandmother|grandfather|grandma|grandad|granny|uncle|aunt|cousin|stepson|stepdaughter|"
           r"son-in-law|daughter-in-law|sohn|tochter|mutter|vater|mama|papa|bruder|schwester|mann|frau|eltern|enkel|enkelin|"
           r"oma|opa|schwiegersohn|schwiegertochter|hijo|hija|hijos|madre|padre|mamá|papá|hermano|hermana|marido|mujer|esposo|"
           r"esposa|padres|nieto|nieta|abuelo|abuela|yerno|nuera|fils|fille|mère|père|frère|sœur|soeur|mari|femme|parents|"
           r"petit-fils|petite-fille|grand-mère|grand-père|gendre|belle-fille|syn|córka|corka|matka|mama|ojciec|tata|brat|"
           r"siostra|mąż|maz|żona|zona|rodzice|wnuk|wnuczka|babcia|dziadek|zięć|synowa|син|донька|дочка|мати|мама|батько|"
           r"тато|брат|сестра|чоловік|дружина|батьки|онук|онука|бабуся|дідусь|зять|невістка|сын|дочь|мать|отец|папа|муж|"
           r"сина|доньку|доньки|дочку|чоловіка|дружину|брата|сестру|батька|матір|маму|тата|сына|дочери|мужа|жену|отца|"
           r"syna|córkę|corke|męża|meza|żonę|zone|siostrę|siostre|ojca|matkę|matke|mamę|mame|tatę|tate|"
           r"жена|родители|внук|внучка|бабушка|дедушка)")
_I = r"(?:i|ich|je|j'|yo|ja|я)"

# ---------------------------------------------------------------- beliefs

_UNION_NAME = (r"(?:ver\.?di|ig metall|ig bce|gew|evg|gdl|dgb|ngg|unite|unison|gmb|rmt|nasuwt|neu|ucu|pcs|usdaw|cwu|num|"
               r"rcn|bma|seiu|teamsters|ccoo|comisiones obreras|comisiones|ugt|csif|cgt|cfdt|cftc|unsa|fsu|fo|sud|cnt|"
               r"cfe-cgc|solidarnoś\w*|solidarnos\w*|nszz|opzz|znp|ozzl|sierpie\w*|профспілк\w*|профсоюз\w*|профком\w*|"
               r"trade union|labour union|the union|gewerkschaft\w*|sindicato|syndicat|związk\w* zawodow\w*|"
               r"związek zawodowy|zwiazk\w* zawodow\w*|sindical\w*|syndica\w*|związkow\w*|zwiazkow\w*|gewerkschaftl\w*)")
_UNION_ROLE = (r"(?:rep|representative|steward|shop steward|delegate|secretary|chair|chairman|chairwoman|organi[sz]er|member|"
               r"activist|official|sindicalista|syndicaliste|gewerkschafter\w*|betriebsr[aä]t\w*|vertrauens\w+|"
               r"vorsitzend\w*|mitglied|delegad[oa]s?|enlace|representante|secretari[oa]|afiliad[oa]|miembro|"
               r"délégué\w*|delegue\w*|secrétaire|secretaire|adhérent\w*|adherent\w*|militant\w*|syndiqué\w*|syndique\w*|"
               r"élu\w*|członk\w*|członek|przewodnicząc\w*|przewodniczac\w*|delegat\w*|działacz\w*|dzialacz\w*|"
               r"sekretarz\w*|голов\w*|член\w*|лідер\w*|председател\w*|активіст\w*|активист\w*|секретар\w*|профорг\w*)")
# the speaker or a relative as the subject of "be" (dropped-subject past forms of Polish, Spanish, Ukrainian too)
_BE_SELF = (r"(?:i was|i've been|i have been|i am|i'm|i still am|ich war|ich bin|wir waren|fui|he sido|soy|yo era|"
            r"j'ai été|j'étais|je suis|j'etais|j'ai ete|byłem|byłam|bylem|bylam|jestem|byliśmy|я був|я була|я был|"
            r"я была|я є|я)")
_BE_ANY = (r"(?:was|is|has been|war|ist|fue|era|es|ha sido|a été|a ete|était|etait|est|był|była|byl|byla|jest|був|була|"
           r"є|был|была)")
_BE_KIN = POSS + r"\s+(?:\w+\s+)?" + FAMILY + r"\s+(?:\w+\s+){0,2}?" + _BE_ANY
_JOIN = (r"(?:i've just joined|i just joined|i joined|i've joined|i have joined|we joined|just joined|rejoindre|rejoint|"
         r"adhérer|adhérer à|adhéré|adhere|adhéré à|adhère à|afiliarme|me afilié|me he afiliado|me uní|unirme|"
         r"zapisał\w* się|zapisal\w* sie|wstąpił\w*|wstapil\w*|dołączył\w*|dolaczyl\w*|вступив|вступила|вступил\w*|"
         r"приєднав\w*|присоединил\w*)")
_IN = (r"(?:in|in der|bei|bei der|w|we|en|en el|en la|dans|au|à la|у|в|a member of|member of|mitglied (?:in|bei|der)|"
       r"miembro de|membre de|członkiem|членом)")

BELIEFS_STRONG = [
    # a union role of the speaker or a relative, past or present: "I was a Unite shop steward", "fui delegada sindical
    # de UGT", "j'ai été secrétaire du syndicat CGT", "мій батько був головою профкому"
    _B + r"(?:" + _BE_SELF + r"|" + _BE_KIN + r")\s+(?=" + _CL + r"{0,70}?" + _B + _UNION_NAME + r"(?![\w.]))"
    + _CL + r"{0,45}?" + _B + _UNION_ROLE + _E,
    _B + r"(?:був|була|был|была|byłem|byłam|bylem|bylam|fui|j'ai été)\s+(?:\w+\s+){0,2}?" + _UNION_ROLE + r"\s+"
    + r"(?:\S+\s+){0,2}?" + _UNION_NAME + r"(?![\w.])",
    # joining one: "I've just joined Unison", "je viens d'adhérer à la CFDT", "ich bin in die IG Metall eingetreten"
    _B + r"(?:" + _JOIN + r")\s+(?:\w+\s+){0,2}?(?:the |la |le |l'|a |à |à la |al |do |до |в |у )?" + _UNION_NAME
    + r"(?![\w.])",
    _B + r"(?:ich|wir|er|sie)\s+(?:\w+\s+){0,4}?(?:in die|in der|der|bei)\s+" + _UNION_NAME
    + r"\s+(?:\w+\s+)?(?:eingetreten|beigetreten)",
    # a member now or for years: "я тридцять років у профспілці", "mój mąż od lat jest w Solidarności"
    _B + r"(?:" + _BE_SELF + r"|" + _BE_KIN + r"|" + POSS + r"\s+" + FAMILY + r")\s+(?:\w+\s+){0,3}?" + _IN
    + r"\s+(?:the |der |die |el |la |le )?" + _UNION_NAME + r"(?![\w.])",
]

_PARTY = (r"(?:labour|tory|tories|conservative|lib dem|liberal democrat|snp|plaid|green|reform|republican|democrat|"
          r"spd|cdu|csu|fdp|grünen|grunen|linke|linken|afd|bsw|freie wähler|pis|po|ko|psl|lewic\w*|konfederacj\w*|"
          r"platform\w* obywatelsk\w*|koalicj\w* obywatelsk\w*|sld|psoe|pp|vox|podemos|sumar|iu|erc|pnv|junts|bildu|"
          r"ciudadanos|lr|ps|rn|fn|lfi|eelv|pcf|modem|udi|renaissance|insoumise|républicain\w*|socialist\w*|"
          r"socjalist\w*|sozialdemokrat\w*|communist\w*|komunist\w*|kommunist\w*|коммунист\w*|комуніст\w*|"
          r"батьківщин\w*|європейськ\w* солідарн\w*|солідарн\w*|слуг\w* народу|регіонів|регионов|опозиційн\w*|"
          r"свобод\w*|самопоміч\w*|удар\w*|единой россии|єдиної росії|кпрф|лдпр|партії|партия|партии|партія|"
          r"party|partei|partido|parti)")
_MANDATE = (r"(?:councillor|councilor|council member|deputy|mp|mep|mayor|député\w*|depute\w*|conseill\w* municipa\w*|"
            r"conseill\w* régiona\w*|conseill\w* départementa\w*|maire|adjoint\w* au maire|concejal\w*|alcalde\w*|"
            r"diputad[oa]|radn\w*|posł\w*|posel|posłank\w*|burmistrz\w*|wójt\w*|abgeordnete\w*|gemeinderat|"
            r"gemeinderätin|stadtrat|stadträtin|bürgermeister\w*|депутат\w*|мер|мером|міським головою|сільським головою)")

BELIEFS_STRONG += [
    # an elected mandate held for a party: "I was a Labour councillor", "byłem radnym z ramienia PiS"
    _B + r"(?:" + _BE_SELF + r"|" + _BE_KIN + r"|був|була|был|была)\s+(?=" + _CL + r"{0,70}?" + _B + _PARTY + _E + r")"
    + _CL + r"{0,40}?" + _B + _MANDATE + _E,
]

BELIEFS_TRIGGERS = [
    "mitglied", "miembro", "membre", "maire",
    "профспілк", "профспілка", "профспілки", "профспілці", "профспілку", "профсоюз", "профсоюза", "профсоюзе",
    "профком", "профкому", "профкомі", "profspilka",
    "delegate", "steward", "delegado", "delegada", "enlace", "sindical", "délégué", "déléguée", "delegue", "syndicat",
    "syndical", "secrétaire", "secretaire", "adhérer", "adhéré", "adherer", "rejoindre", "rejoint", "afiliarme",
    "afilié", "eingetreten", "beigetreten", "betriebsrat", "vorsitzender", "vorsitzende", "przewodniczącą",
    "przewodniczącym", "przewodniczacym", "związku", "zwiazku", "związkowiec", "związkowcem", "profspilk*",
    "головою", "председателем", "членом", "секретарем", "unison", "unite",
    "gmb", "num", "ccoo", "ugt", "cgt", "cfdt", "fo", "verdi", "ver.di", "metall", "solidarności", "solidarnosci",
    "gewerkschaft", "sindicato", "councillor", "councilor", "député", "députée", "depute", "conseiller",
    "conseillère", "concejal", "concejala", "alcalde", "alcaldesa", "diputado", "diputada", "radnym", "radną",
    "radna", "radny", "posłem", "posłanką", "burmistrzem", "wójtem", "gemeinderat", "stadtrat", "stadträtin",
    "abgeordneter", "abgeordnete", "bürgermeister", "депутатом", "депутат", "депутаткою", "мером",
]

# ---------------------------------------------------------------- ethnicity

ORIGIN21 = (r"(?:tamil\w*|tamoul\w*|тамил\w*|harki\w*|pied-noir\w*|pieds-noirs|uyghur\w*|uighur\w*|ouïghour\w*|ouighour\w*|"
             r"uigur\w*|ujgur\w*|уйгур\w*|hmong|rohingya\w*|yazidi\w*|yézidi\w*|jesid\w*|езид\w*|єзид\w*|pashtun\w*|"
             r"hazara\w*|kazakh\w*|kasach\w*|kazach\w*|казах\w*|malien\w*|malian\w*|maliense|somalien\w*|kurde?s?|"
             r"kurdo|kurda|kurdin|kurdyj\w*|курд\w*|romk\w*|łemk\w*|lemk\w*|лемк\w*|бойк\w*|гагауз\w*|cyga\w*|"
             r"gitan[oa]s?|gitane?s?|manouche|tzigane|roma|romni|sinti|sintiza|sinto|черкес\w*|чечен\w*|tchétchène|"
             r"chechen\w*|tschetschen\w*|czeczen\w*|berber\w*|berbère|amazigh|kabyle|afghan\w*|afgan\w*|афган\w*|"
             r"eritre\w*|érythré\w*|somal\w*|сомал\w*|nigerian\w*|nigérian\w*|senegal\w*|sénégal\w*|camerounais\w*|"
             r"ivoirien\w*|congolais\w*|comorien\w*|malgache|haïtien\w*|haitian\w*|jamaican\w*|syri\w*|сирі\w*|"
             r"сири\w*|iraqi|irakien\w*|iraker\w*|irakijczyk\w*|pakistani|pakistanais\w*|bangladeshi|bengali\w*|"
             r"vietnam\w*|wietnam\w*|в'єтнам\w*|вьетнам\w*|filipin\w*|philippin\w*|maghrébin\w*|magrebí|marocain\w*|"
             r"marroquí|algérien\w*|tunisien\w*|arab\w*|árabe|arabe|араб\w*|mulat\w*|métis\w*|mestiz[oa]|"
             r"кримськ\w+ татар\w*|крымск\w+ татар\w*|татар\w*|tatar\w*|ром|ромка|циган\w*|цыган\w*|роми|ромів)")
_AS = (r"(?:as an?|being an?|as someone|en tant que|als|jako|como|siendo|як|будучи|как)")
# a first person (or a relative) in the sentence: "as a Kurd I ...", "jako Romka słyszę", "como gitana, me cuesta"
_SELF_AFTER = (r"(?=" + _CL + r"{0,90}?" + _B + r"(?:i|i'm|me|my|ich|mich|mir|mein\w*|je|j'\w+|me|m'\w+|moi|mon|ma|mes|yo|"
               r"mi|mis|ja|mnie|mi|mój|moja|jestem|mam|я|мене|мені|мій|моя|меня|мне|мой|\w+ę|\w+ю|\w+у)" + _E + r")")

ETHNICITY_STRONG = [
    _B + _AS + r"\s+(?:\w+\s+)?(?!chin|japon|mexican|italian|tailand|indi|turc|arab|árab)(?:" + ORIGIN21 + r"|" + ORIGIN
    + r")" + _E + _SELF_AFTER,
    # a relative's origin: "mon père était harki", "моя мама уйгурка", "my grandmother was a Uyghur"
    _B + POSS + r"\s+(?:\w+\s+)?" + FAMILY + r"\s+(?:" + _BE_ANY + r"|—|–|-|:|to|є)?\s*(?:an?\s+|un\s+|une\s+|una\s+)?"
    r"(?:" + ORIGIN21 + r")" + _E,
    # a category ticked on a form: "I ticked 'Black Caribbean'", "j'ai coché « Maghrébin »"
    _B + r"(?:ticked|checked|i put|selected|chose|coché\w*|coche|cochée|angekreuzt|kreuzte|zaznaczy\w*|marqué\w*|"
    r"marcad[oa]|marqué|marqu[ée]|відмітил\w*|позначил\w*|отметил\w*)\s+(?:\S+\s+){0,4}?[\"'«„“]?\s*(?:white british|"
    r"white irish|white other|black british|black caribbean|black african|white and black \w+|white and asian|"
    r"mixed|asian british|british asian|" + ORIGIN21 + r"|" + ORIGIN + r")" + _E,
]
ETHNICITY_TRIGGERS = [
    "pied", "noir", "pieds", "noirs",
    "tamil", "tamile", "tamilin", "tamoul", "tamoule", "тамил", "тамилка", "harki", "harkis", "pied-noir",
    "pieds-noirs", "uyghur", "uighur", "ouïghour", "uigure", "uigurin", "ujgur", "ujgurka", "уйгур", "уйгурка",
    "уйгурів", "hmong", "rohingya", "yazidi", "yézidi", "jeside", "jesidin", "kazakh", "kasache", "kasachin",
    "kazach", "kazaszka", "казах", "казашка", "malien", "malienne", "malian", "maliense", "malí", "mali", "kurd",
    "kurde", "kurdin", "kurdo", "kurda", "kurdyjka", "курд", "курдка", "romka", "łemko", "łemkiem", "lemko", "лемко",
    "бойко", "cyganka", "cyganem", "gitano", "gitana", "gitane", "gitan", "manouche", "tzigane", "roma", "romni",
    "sinti", "sintiza", "чеченець", "чеченка", "чеченец", "tchétchène", "chechen", "tschetschene", "czeczen",
    "czeczenka", "berber", "berbère", "amazigh", "kabyle", "afghan", "afgańczyk", "афганець", "eritrean", "érythréen",
    "érythréenne", "somali", "somalien", "somalienne", "nigerian", "nigérian", "nigériane", "sénégalais",
    "sénégalaise", "senegalés", "senegalesa", "camerounais", "camerounaise", "ivoirien", "ivoirienne", "congolais",
    "congolaise", "comorien", "comorienne", "haïtien", "haïtienne", "jamaican", "syrer", "syrerin", "sirio", "siria",
    "syrien", "syrienne", "syrian", "сирієць", "сирийка", "iraqi", "irakien", "irakienne", "iraker", "pakistani",
    "pakistanais", "pakistanaise", "bangladeshi", "vietnamese", "vietnamien", "vietnamienne", "wietnamczyk",
    "wietnamka", "filipino", "filipina", "philippin", "philippine", "maghrébin", "maghrébine", "magrebí", "marocain",
    "marocaine", "marroquí", "algérien", "algérienne", "tunisien", "tunisienne", "arab", "arabe", "árabe", "métis",
    "métisse", "mestizo", "mestiza", "mulato", "mulata", "mulatka", "татарин", "татарка", "кримська", "кримський",
    "крымская", "ромка", "циган", "циганка", "цыган", "цыганка", "ticked", "coché", "cochée", "angekreuzt",
    "zaznaczyłem", "zaznaczyłam", "marcado", "marcada", "відмітила", "відмітив", "отметил", "отметила",
]

# ---------------------------------------------------------------- relationships

_ESTRANGED_PLAIN = (
    r"(?:hasn't spoken to (?:me|us)|hasn't talked to (?:me|us)|has not spoken to (?:me|us)|doesn't speak to me|won't speak to me|"
    r"doesn't talk to me|won't talk to me|"
    r"nie odzywa się do (?:mnie|nas)|nie odzywa sie do (?:mnie|nas)|nie rozmawia ze mną|nie rozmawia ze mna|"
    r"no me habla|no nos habla|no me dirige la palabra|ne me parle pas|"
    r"не розмовляє зі мною|не спілкується зі мною|не говорить зі мною|не розмовляє з нами|не спілкується з нами|"
    r"не разговаривает со мной|не общается со мной|не говорит со мной|не общается с нами)"
    r"(?!\s+(?:about|of|o|na temat|über|ueber|von|sobre|de|про|о|об)(?!\w))")
_ESTRANGED = (
    r"(?:no longer speaks to me|stopped speaking to me|stopped talking to me|cut (?:off )?(?:all )?contact with (?:me|us)|"
    r"cut me off|cut us off|has nothing to do with me|wants nothing to do with me|disowned me|"
    r"zerwał\w* (?:ze mną |ze mna |z nami )?(?:wszelki |cały )?kontakt|zerwal\w* (?:ze mna )?kontakt|nie chce mnie znać|"
    r"nie chce mnie znac|wyrzekł\w* się mnie|już się do mnie nie odzywa|juz sie do mnie nie odzywa|"
    r"(?:spricht|redet) (?:\w+\s+){0,5}?nicht mehr mit (?:mir|uns)|hat (?:\w+\s+){0,3}?den kontakt (?:zu (?:mir|uns) )?"
    r"abgebrochen|hat (?:\w+\s+){0,2}?mit mir gebrochen|will nichts mehr von (?:mir|uns) wissen|"
    r"ya no me habla|(?:ha|han) cortado (?:todo |el )?contacto|cortó (?:todo |el )?contacto|"
    r"no quiere saber nada de (?:mí|mi|nosotros)|"
    r"ne me parle plus|ne nous parle plus|ne m'adresse plus la parole|a coupé (?:les ponts|le contact|"
    r"tout contact|les liens)|a coupe (?:les ponts|le contact)|ne veut plus (?:me voir|nous voir|entendre parler de moi)|"
    r"перестав\w* (?:зі мною |з нами )?(?:спілкуватися|розмовляти)|перестал\w* (?:со мной |с нами )?(?:общаться|разговаривать)|"
    r"розірвав\w* (?:зі мною |з нами )?(?:усі )?(?:стосунки|зв'язки|зв'язок|контакт)|порвал\w* (?:со мной |с нами )?"
    r"(?:все )?(?:отношения|связи|контакт))")
_SINCE = (r"(?=" + _CL + r"{0,90}?" + _B + r"(?:since|for|in|any ?more|any longer|years|months|year|desde|hace|depuis|seit|od|"
          r"від|вже|уже|з тих пір|с тех пор|years|lat|roku|jahren|jahr|años|ans|роки|років|рік|лет|года|год|miesięcy|"
          r"monate\w*|meses|mois|місяців|месяцев|tygodni|wochen|semanas|semaines|тижнів|недель)" + _E
          + r"|" + _CL + r"{0,40}?(?:plus|mehr|no longer|ya|już|juz|больше|більше))")
_MUTUAL = (r"(?:" + POSS + r"\s+" + FAMILY + r" and i|" + POSS + r"\s+" + FAMILY + r" und ich|" + POSS + r"\s+"
           + FAMILY + r" y yo|" + POSS + r"\s+" + FAMILY + r" et moi|ja i " + POSS + r"\s+\w+|я (?:і|и) " + POSS
           + r"\s+\w+|ми з \w+|мы с \w+)")
_SUICIDE_OF = (
    r"(?:took (?:his|her|their) own life|killed (?:himself|herself|themselves)|committed suicide|died by suicide|"
    r"odebrał\w* sobie życie|odebral\w* sobie zycie|popełnił\w* samobójstwo|popelnil\w* samobojstwo|"
    r"targnął\w* się na (?:swoje )?życie|"
    r"hat sich (?:\w+\s+){0,4}?das leben genommen|hat sich (?:\w+\s+){0,3}?umgebracht|nahm sich (?:\w+\s+){0,3}?das leben|"
    r"hat (?:\w+\s+){0,2}?(?:suizid|selbstmord) begangen|se quitó la vida|se quito la vida|se suicidó|se suicido|"
    r"s'est suicidé\w*|s'est suicide\w*|a mis fin à ses jours|a mis fin a ses jours|s'est donné la mort|s'est donne la mort|"
    r"наклав\w* на себе руки|наклала на себе руки|покінчи\w* (?:життя )?(?:з собою|самогубством)|покончи\w* с собой|"
    r"наложил\w* на себя руки|вчини\w* самогубство|скої\w* самогубство|покончи\w* жизнь самоубийством)")
_TORTURE = (r"(?:tortured|torturé\w*|torture|torturad[oa]s?|torturaron|gefoltert|folterten|torturowan\w*|torturowali|"
            r"катува\w*|катован\w*|катують|пытал\w*|пытали|пыткам\w*|катуванн\w*|тортур\w*)")
_CAPTIVE = (r"(?:in captivity|a prisoner of war|a pow|taken prisoner|held captive|in kriegsgefangenschaft|in gefangenschaft|"
            r"w niewoli|w rosyjskiej niewoli|w ruskiej niewoli|prisionero de guerra|en cautiverio|prisonnier de guerre|"
            r"en captivité|у полоні|в полоні|у російському полоні|в плену|в русском плену|у фільтраційн\w*|"
            r"в фильтрационн\w*)")
_INTERROGATED = r"(?:допит|допрос|interrogation|interrogated|przesłuchani\w*|przesluchani\w*|verhör\w*|interrogatorio|interrogatoire)"
_BEATEN = (r"(?:били|побили|избили|bili|pobili|beat|beaten|beat him|beat her|geschlagen|verprügelt|golpearon|pegaron|"
           r"battu\w*|frappé\w*|катували|пытали|tortured|torturaron|torturé\w*|gefoltert)")
_HIT_KIN = (r"(?:bije|bił|bil|biła|pobił\w*|pobil\w*|hits|beats|hit|beat|slaps|slapped|schlägt|schlaegt|schlug|pega|pegó|"
            r"pegaba|frappe|frappait|a frappé|б'є|бʼє|бив|побив|бьет|бьёт|бил|избил)\s+(?:\w+\s+)?(?:a\s+)?"
            r"(?:moją|moja|mojego|moje|moich|my|meine|meinen|mi|mis|ma|mon|mes|мою|мого|моїх|моего|моих|нашу|нашого)\s+"
            r"(?:\w+\s+)?" + FAMILY)
_SECRETLY = (r"(?:secretly|in secret|behind (?:my|his|her) (?:wife|husband|partner|girlfriend|boyfriend)'s back|heimlich|"
             r"insgeheim|w tajemnicy|potajemnie|po kryjomu|a escondidas|en secreto|en cachette|en secret|таємно|потай|"
             r"потайки|тайно|втайне|за спиною)")
_SEE = (r"(?:(?:i'm|i am|i've been|i have been|we're|we are|we've been|been|keep)\s+(?:\w+\s+)?(?:seeing|dating|sleeping with|"
        r"having an affair)|i see|i sleep with|treffe|treffen|schlafe|schlafen|"
        r"spotykam się|spotykam sie|spotykamy się|sypiam|widuję|widuje|veo|nos vemos|quedo|salgo|me acuesto|tengo una relación|"
        r"tengo una relacion|vois|voyons|couche|sors avec|зустрічаюся|зустрічаюсь|зустрічаємося|бачуся|сплю|"
        r"встречаюсь|встречаемся|вижусь|сплю)")
_MARRIED_ONE = (r"(?:a married (?:man|woman|guy)|someone who is married|einem verheirateten|einer verheirateten|"
                r"z żonatym|z zonatym|z mężatką|z mezatka|con un casado|con una casada|con un hombre casado|"
                r"con una mujer casada|avec un homme marié|avec une femme mariée|avec un homme marie|з одруженим|"
                r"із заміжньою|з заміжньою|с женатым|с замужней|"
                r"(?:with|mit|con|avec|z|ze|з|с)\s+(?:the |der |dem |el |le |la |my |\w+'s )?(?:husband|wife|mann|frau|"
                r"marido|mujer|esposo|esposa|mari|femme|mężem|mezem|żoną|zona|чоловіком|дружиною|мужем|женой)\s+"
                r"(?:of|von|meiner|meines|de|del|d'|moje\w*|mojej|jednej|mojej|\w+'s|моєї|моей|однієї|одной|сусідки|"
                r"соседки|подруги|klientki|sąsiadki|sasiadki|przyjaciółki|przyjaciolki|koleżanki|kolezanki)"
                r"|\w+'s (?:husband|wife))")
# "it's nothing serious (I think)": a maybe
_SERIOUS = (r"(?!" + _CL + r"{0,60}?(?:nothing serious|not serious|nichts ernstes|nicht ernst|nic poważnego|nic powaznego|"
            r"nada serio|rien de sérieux|rien de serieux|нічого серйозного|ничего серьезного|ничего серьёзного|"
            # a surprise being planned: "we're secretly meeting to plan mom's surprise party"
            r"surprise|party|birthday|gift|present|überraschung|geburtstag|geschenk|sorpresa|fiesta|cumpleaños|regalo|"
            r"fête|anniversaire|cadeau|niespodzian\w*|urodzin\w*|prezent\w*|сюрприз\w*|свят\w*|праздник\w*|"
            r"подарун\w*|подарок\w*|день народження|день рождения))")
_SECOND_FAMILY = (r"(?:zweite|zweiten|drug[aąi]|drugą|segunda|otra|seconde|deuxième|second|another|другу|друга|другої|"
                  r"другая|вторую|вторая|другую)\s+(?:geheime\s+|secret\w*\s+|sekretn\w*\s+|таємн\w*\s+)?(?:family|"
                  r"familie|rodzin\w*|familia|famille|сім'ю|сім'я|сім'ї|семью|семья|родину|родина)")
_ME_IN_SENTENCE = (r"(?:i|my|ich|mein\w*|yo|mi|je|j'ai|mon|ma|ja|mam|mój|moja|mąż|maz|я|мій|моя|мой|моя|у мене|у меня|"
                   r"чоловік|муж|дружина|жена|tengo|habe)")

RELATIONSHIP_STRONG = [
    # estranged: "my daughter hasn't spoken to me for six years", "Córka nie odzywa się do mnie od pięciu lat"
    _B + r"(?:" + POSS + r"\s+)?(?:\w+\s+)?" + FAMILY + r"\s+(?:\S+\s+){0,4}?" + _ESTRANGED + _E,
    _B + r"(?:" + POSS + r"\s+)?(?:\w+\s+)?" + FAMILY + _SINCE + r"\s+(?:\S+\s+){0,4}?" + _ESTRANGED_PLAIN + _E,
    _B + _MUTUAL + r"\s+(?:\w+\s+){0,2}?(?:haven't spoken|don't speak|no longer speak|haven't talked|reden nicht mehr|"
    r"sprechen nicht mehr|no nos hablamos|ne nous parlons plus|ne se parlent plus|nie rozmawiamy|nie odzywamy się|"
    r"не розмовляємо|не спілкуємося|не общаемся|не разговариваем)" + _E,
    _B + r"(?:i cut (?:off )?(?:all )?contact with|i've cut (?:off )?(?:all )?contact with|i cut off|zerwał\w* kontakt z|"
    r"zerwal\w* kontakt z|habe den kontakt zu|corté (?:el |todo )?contacto con|he cortado (?:el |todo )?contacto con|"
    r"j'ai coupé (?:les ponts|le contact|tout contact) avec|я розірвала (?:стосунки|зв'язок) з|я розірвав (?:стосунки|зв'язок) з|"
    r"я (?:прекратила|прекратил|перестала|перестал) общаться с)\s+" + POSS + r"?\s*(?:\w+\s+)?" + FAMILY,
    # a relative's suicide: "my son took his own life", "mój syn odebrał sobie życie", "мій син наклав на себе руки"
    _B + r"(?:" + POSS + r"\s+)?(?:\w+\s+)?" + FAMILY + r"\s+(?:\S+\s+){0,4}?" + _SUICIDE_OF + _E,
    _B + r"(?:the suicide of|suicide of|le suicide de|el suicidio de|der (?:suizid|selbstmord) (?:meines|meiner)|"
    r"samobójstw\w* (?:mojego|mojej|syna|córki|męża|żony|brata|siostry|ojca|matki)|самогубств\w* (?:мого|моєї|сина|доньки|"
    r"чоловіка|брата)|самоубийств\w* (?:моего|моей|сына|дочери|мужа|брата))\s*" + POSS + r"?",
    # war and violence: torture, captivity, interrogation and beating of the speaker or their family
    _B + r"(?:" + POSS + r"\s+(?:\w+\s+)?" + FAMILY + r"|i|ich|je|j'|yo|ja|я|мене|меня|mnie|mich|me)\s+(?:\S+\s+){0,5}?"
    r"(?:" + _TORTURE + r"|" + _CAPTIVE + r")" + _E,
    _B + r"(?:" + _TORTURE + r")\s+(?:\S+\s+){0,2}?(?:" + POSS + r"\s+(?:\w+\s+)?" + FAMILY + r"|me|mnie|mich|мене|меня)" + _E,
    _B + r"(?:a|à)\s+" + POSS + r"\s+" + FAMILY + r"\s+(?:lo|la|le|les)\s+(?:torturaron|torturèrent|ont torturé)",
    _B + _INTERROGATED + r"\w*\s+" + _CL + r"{0,30}?" + _B + _BEATEN + _E,
    # a relative beaten by another: "zięć bije moją córkę", "mon gendre frappe ma fille"
    _B + _HIT_KIN + _E,
    # a secret or married lover: "je vois en cachette la voisine", "spotykam się z mężem jednej klientki"
    _B + _SECRETLY + r"\s+(?:\S+\s+){0,3}?" + _SEE + _E + _SERIOUS,
    _B + _SEE + r"\s+(?:\S+\s+){0,3}?" + _SECRETLY + _E + _SERIOUS,
    _B + _SEE + r"\s+(?:\S+\s+){0,3}?" + _MARRIED_ONE + _E,
    # a second family: "ich habe in Polen eine zweite Familie"
    _B + _ME_IN_SENTENCE + _E + _CL + r"{0,60}?" + _B + _SECOND_FAMILY + _E,
    # leaving one's partner: "je quitte ma compagne", "odchodzę od męża"
    _B + r"(?:i'm leaving|i am leaving|i left|i've left|ich verlasse|dejo a|he dejado a|dejé a|deje a|je quitte|j'ai quitté|"
    r"j'ai quitte|odchodzę od|odchodze od|odeszłam od|odeszlam od|odszedłem od|odszedlem od|zostawiam|zostawiłam|"
    r"zostawiłem|йду від|пішла від|пішов від|ухожу от|ушла от|ушёл от|ушел от)\s+(?:my|meine\w*|mi|mon|ma|moją|mojego)?\s*"
    r"(?:wife|husband|partner|girlfriend|boyfriend|frau|mann|partner\w*|freundin|mujer|marido|esposa|esposo|pareja|novia|"
    r"novio|femme|mari|compagne|compagnon|copine|copain|męża|meza|żonę|zone|partnerkę|partnera|чоловіка|дружини|мужа|жены)"
    + _E,
]
RELATIONSHIP_TRIGGERS = [
    "estranged", "affair", "mistress", "lover", "own",
    "spotykam", "sypiam", "treffe", "schlafe", "vois", "veo", "salgo", "зустрічаюся",
    "зустрічаюсь", "встречаюсь", "husband's", "wife's", "zweiten",
    "leben", "genommen", "życie", "zycie",
    "otra", "vida", "jours", "mort", "familie",
    "familia", "famille", "сім'ю", "семью", "rodzinę", "casado", "casada", "marié", "mariée", "kontakt", "contacto",
    "kontaktu", "говорить", "отношения", "стосунки", "secreto",
    "spoken", "talked", "disowned", "odzywa", "rozmawia", "znać", "spricht", "redet", "habla", "hablamos", "parle",
    "parlons", "ponts", "adresse", "розмовляє", "спілкується", "розмовляємо", "спілкуємося", "разговаривает",
    "общается", "общаемся", "спілкуватися", "общаться", "suicide", "suicidio", "suicidé", "suicidée", "suicidó",
    "suizid", "selbstmord", "samobójstwo", "samobojstwo", "самогубство", "самоубийство", "самогубством",
    "самоубийством", "życie", "zycie", "руки", "собою", "собой", "himself", "herself", "umgebracht", "tortured",
    "torturé", "torture", "torturaron", "gefoltert", "torturowany", "torturowali", "катували", "катували",
    "катування", "пытали", "captivity", "prisoner", "gefangenschaft", "kriegsgefangenschaft", "niewoli", "cautiverio",
    "captivité", "полоні", "плену", "допит", "допрос", "interrogation", "interrogated", "przesłuchanie", "verhör",
    "interrogatorio", "interrogatoire", "bije", "pobił", "schlägt", "pega", "frappe", "б'є", "бьет", "secretly",
    "heimlich", "tajemnicy", "potajemnie", "kryjomu", "escondidas", "cachette", "таємно", "тайно", "verheirateten",
    "żonatym", "mężatką", "одруженим", "женатым", "zweite", "drugą", "segunda", "seconde", "другу", "вторую",
    "verlasse", "dejo", "dejado", "quitte", "quitté", "odchodzę", "odeszłam", "odszedłem", "zostawiam", "йду",
    "пішла", "пішов", "ухожу", "ушла",
]

# ---------------------------------------------------------------- health

HEALTH_STRONG = [
    # suicidal thoughts of the speaker: "czasem myślę o samobójstwie", "ich denke oft an Suizid", "думаю про суїцид"
    _B + r"(?:(?:i|i've|i'm|i keep|i sometimes|i often)\s+(?:\w+\s+){0,2}?(?:think|thought|thinking|have thoughts) "
    r"(?:about|of) (?:suicide|killing myself|ending (?:it all|my life|it)|taking my (?:own )?life)|"
    r"myślę o (?:samobójstwie|samobojstwie|śmierci|odebraniu sobie życia)|mysle o (?:samobojstwie|smierci)|"
    r"(?:denke|dachte) (?:\w+\s+){0,2}?an (?:suizid|selbstmord|den tod)|"
    r"pienso (?:\w+\s+){0,2}?en (?:suicidarme|el suicidio|quitarme la vida|matarme)|"
    r"je pense (?:\w+\s+){0,2}?(?:au suicide|à me suicider|a me suicider|à en finir|a en finir|à mourir)|"
    r"думаю (?:\w+\s+){0,2}?(?:про|о|об) (?:самогубство|суїцид|суицид|самоубийство|смерть)|"
    r"не хочу (?:більше )?жити|не хочу (?:больше )?жить|nie chcę już żyć|nie chce juz zyc|nie chcę żyć|"
    r"will nicht mehr leben|no quiero (?:seguir )?vivir|je ne veux plus vivre|i don't want to live any ?more)" + _E,
    _B + r"(?:i have|i've had|i get|ich habe|tengo|j'ai|mam|miewam|у мене|у меня|бувають|бывают)\s+(?:\w+\s+)?"
    r"(?:suicidal thoughts|suizidgedanken|suizidale gedanken|pensamientos suicidas|ideas suicidas|idées suicidaires|"
    r"pensées suicidaires|myśli samobójcze|mysli samobojcze|суїцидальн\w* думк\w*|суицидальн\w* мысл\w*)" + _E,
]
HEALTH_TRIGGERS = [
    "ending", "killing", "myself",
    "vivir", "vivre", "leben", "жити", "жить", "żyć", "zyc", "pense", "denke",
    "думаю", "pienso", "myślę", "mysle", "dachte",
    "suicide", "samobójstwie", "samobojstwie", "suizid", "selbstmord", "suicidarme", "suicidio", "самогубство",
    "суїцид", "суицид", "самоубийство", "suicidal", "suizidgedanken", "suicidas", "suicidaires", "samobójcze",
    "samobojcze", "суїцидальні", "суицидальные",
]

# ---------------------------------------------------------------- money

_NUM = r"\d[\d  .,']*"
_UNIT = (r"(?:k|к|тис\w*|тыс\w*|tys\w*|tsd|tausend|mil|grand|€|eur|euro|euros|zł|zl|złotych|zlotych|pln|£|\$|usd|gbp|"
         r"грн|гривень|гривні|гривен|uah|руб\w*|євро|евро|долар\w*|доллар\w*|dollars?|dólares|dolares|dolar\w*|"
         r"livres?|pounds?|quid|libras?|funt\w*|pfund|chf|francs?|brutto|netto|brut|nets?|gross|neto|netos|bruto|"
         r"brutos|nett)")
AMT = r"(?:[€£$]\s?" + _NUM + r"(?:k|m)?|" + _NUM + r"\s?" + _UNIT + r")(?!\w)"
_PERIOD = (r"(?:(?:a|per|each|every) (?:month|week|year|hour)|monthly|weekly|annually|p\.?m\.?|/month|/mo|/mois|/h|"
           r"par (?:mois|an|semaine|heure)|mensuel\w*|de l'heure|al mes|al año|al ano|a la semana|por mes|por hora|"
           r"la hora|mensual\w*|cada mes|im monat|pro monat|monatlich|jährlich|im jahr|pro jahr|die woche|die stunde|"
           r"jeden monat|miesięcznie|miesiecznie|na miesiąc|na miesiac|co miesiąc|co miesiac|rocznie|na rok|"
           r"tygodniowo|w miesiącu|za godzinę|na godzinę|на місяць|в місяць|щомісяця|на рік|в рік|на тиждень|"
           r"на годину|в месяц|ежемесячно|в год|в неделю|в час|за місяць|за месяц|кожного місяця|каждый месяц|"
           r"chaque mois|tous les mois|every month|each month)")
_INCOME = (r"(?:salary|pay|wage|wages|income|pension|benefits?|universal credit|allowance|dole|gehalt|lohn|einkommen|"
           r"rente|bürgergeld|arbeitslosengeld|sueldo|salario|nómina|nomina|pensión|pension|paro|subsidio|"
           r"prestación|salaire|retraite|allocations?|chômage|chomage|rsa|apl|pensj\w*|wypłat\w*|wyplat\w*|"
           r"emerytur\w*|rent[aęy]|zasiłk\w*|zasilk\w*|zasiłek|świadczeni\w*|зарплат\w*|зп|пенсі\w*|пенси\w*|"
           r"допомог\w*|пособи\w*|стипенді\w*|стипенди\w*|brutto|netto|neto|netos|nets?|gross|brut|after tax|before tax|"
           r"après impôts|avant impôts|na rękę|na reke|na czysto|на руки|чистими|чистыми)")
_RECV = (r"(?:i get|i receive|i'm on|i am on|i live on|i earn|i make|i take home|i bring in|i invoice|i bill|"
         r"dostaję|dostaje|otrzymuję|otrzymuje|biorę|zarabiam|dorabiam|wyciągam|mam emerytury|bekomme|kriege|beziehe|"
         r"verdiene|cobro|recibo|gano|facturo|saco|me quedan|ingreso|je touche|touche|perçois|percois|je gagne|gagne|"
         r"je reçois|je recois|je facture|je vis avec|отримую|одержую|заробляю|получаю|зарабатываю|маю пенсію|"
         r"живу на|живу з)")
_PAY_OUT = (r"(?<!do )(?<!should )(?<!would )(?<!can )(?<!could )(?:i pay|we pay|płacę|płacimy|zahle ich|ich zahle|"
            r"wir zahlen|zahlen wir|le pago|les pago|pago a|je (?:lui |leur )?(?:paie|paye|verse|donne)|je verse|плачу|"
            r"платимо|платю|платим)")
_EMPLOYEE = (r"(?:employee|cleaner|nanny|assistant|apprentice|staff|worker|pracownic\w*|pracownik\w*|pani \w+|pan \w+|"
             r"asystent\w*|opiekunk\w*|sprzątaczk\w*|mitarbeiter\w*|angestellt\w*|aushilfe|azubi|putzfrau|empleada|"
             r"empleado|asistenta|cuidadora|niñera|salarié\w*|employé\w*|apprenti\w*|nounou|femme de ménage|"
             r"працівниц\w*|працівник\w*|майстрин\w*|продавчин\w*|няня|сотрудниц\w*|сотрудник\w*|продавщиц\w*)")
_SEND = (r"(?<!do )(?<!how do )(?<!can )(?<!should )(?:i send|i'm sending|i transfer|i wire|wysyłam|wysylam|przesyłam|"
         r"przesylam|przelewam|schicke|überweise|ueberweise|mando|envío|envio|giro|j'envoie|je (?:leur |lui )?envoie|"
         r"відправляю|надсилаю|висилаю|переказую|отправляю|посылаю|перевожу|высылаю)")
_HOME = (r"(?:" + FAMILY + r"|family|familie|familia|famille|rodzin\w*|сім'\w*|родин\w*|семь\w*|мамі|мамі|мамє|маме|"
         r"батькам|родителям|mamie|mamy|rodzicom|meiner mutter|meinen eltern|a mi madre|a mis padres|à ma mère|à mes parents|"
         r"home|nach hause|a casa|au pays|do domu|додому|домой|на батьківщину|на родину)")

FINANCE_STRONG = [
    # own income with a figure: "dostaję 1 800 zł emerytury", "je gagne 2 300 livres par mois", "facturo 1.600 al mes"
    _B + _RECV + r"(?=" + _CL + r"{0,80}?(?:" + _PERIOD + r"|" + _INCOME + r")" + _E + r")\s+(?:\S+\s+){0,6}?(?:" + AMT
    + r"|\d[\d  .,']{2,}(?=\s+(?:\S+\s+)?" + _PERIOD + r"))",
    # the income named first: "emerytury dostaję 2 340 zł", "Rente bekomme ich 1.100 Euro"
    _B + _INCOME + r"\s+(?:\w+\s+)?" + _RECV + r"(?:\s+ich)?\s+(?:\S+\s+){0,2}?" + AMT,
    # "my pension is £1,120", "moja emerytura to 2 100 zł", "ma retraite est de 1 050 euros"
    _B + r"(?:my|mein\w*|mi|ma|mon|moja|moje|mój|мій|моя|мой)\s+(?:\w+\s+)?" + _INCOME + r"\s+(?:\S+\s+){0,3}?" + AMT,
    # wages paid to one's staff: "płacę pracownicy 4 800 brutto", "a Irene le pago 1.250 netos"
    _B + _PAY_OUT + r"\s+(?:\S+\s+){0,4}?(?:" + AMT + r"|\d[\d  .,']{2,})(?=" + _CL + r"{0,30}?(?:" + _PERIOD + r"|"
    + _INCOME + r"|brutto|netto|nets?|neto|netos|gross|raise|rise|more|podwyżk\w*|podwyzk\w*|więcej|mehr|erhöhung|"
    r"aumento|más|augmentation|plus|підвищ\w*|надбавк\w*|більше|больше|прибавк\w*|просить|просит|pide|chce|will|"
    r"demande|wants|asks)" + _E + r")",
    _B + _EMPLOYEE + r"\s+(?:\w+\s+){0,2}?(?:cobra|gana|dostaje|zarabia|bekommt|verdient|touche|gagne|отримує|"
    r"заробляє|получает|зарабатывает|gets|earns|makes|is on)\s+(?:\S+\s+){0,3}?(?:" + AMT + r"|\d[\d  .,']{2,})",
    _B + r"(?:dostaje|zarabia|bekommt|verdient|cobra|gana|touche|gagne|отримує|заробляє|получает|зарабатывает|gets|"
    r"earns|makes)\s+(?:u mnie|u nas|bei mir|bei uns|conmigo|chez moi|chez nous|у мене|у нас|у меня|from me)\s+"
    r"(?:\S+\s+){0,2}?(?:" + AMT + r"|\d[\d  .,']{2,})",
    # money sent home every month: "I send my parents 300 dollars a month", "mando 400 euros al mes a mis padres"
    _B + _SEND + r"(?=" + _CL + r"{0,90}?" + _PERIOD + r")(?=" + _CL + r"{0,90}?" + _B + _HOME + _E + r")\s+"
    r"(?:\S+\s+){0,5}?" + AMT,
    _B + r"(?:щомісяця|кожного місяця|co miesiąc|co miesiac|jeden monat|cada mes|chaque mois|every month|каждый месяц)\s+"
    r"(?:\S+\s+){0,2}?" + _SEND + r"\s+(?:\S+\s+){0,4}?" + AMT,
]
FINANCE_TRIGGERS = [
    "j'envoie", "j'ai", "envoie",
    "make", "get", "take", "pay", "earn", "receive", "invoice", "gets", "makes", "earns", "send", "sending",
    "transfer", "verse", "paie", "paye", "pago", "gagne", "touche", "cobra", "gana",
    "dostaję", "dostaje", "otrzymuję", "biorę", "zarabiam", "dorabiam", "bekomme", "kriege", "beziehe", "verdiene",
    "cobro", "recibo", "gano", "facturo", "quedan", "ingreso", "perçois", "reçois", "facture", "отримую", "одержую",
    "заробляю", "получаю", "зарабатываю", "pension", "pensión", "retraite", "rente", "emerytura", "emerytury",
    "пенсія", "пенсію", "пенсия", "salary", "salaire", "sueldo", "gehalt", "pensja", "зарплата", "płacę", "zahle",
    "zahlen", "плачу", "платимо", "zarabia", "bekommt", "verdient", "отримує", "получает", "wysyłam", "przesyłam",
    "przelewam", "schicke", "überweise", "mando", "envío", "envio", "envoie", "відправляю", "надсилаю", "висилаю",
    "переказую", "отправляю", "посылаю", "перевожу",
]

# ---------------------------------------------------------------- sexuality

_FRIENDS = (r"(?:friends|flatmates|roommates|housemates|companions|cousins|sisters|colleagues|freundinnen|freunde|"
            r"mitbewohner\w*|kolleg\w*|amig[oa]s|compañer[oa]s de piso|compañer[oa]s|amies|amis|colocataires|colocs|"
            r"copines|copains|przyjaciółk\w*|przyjaciolk\w*|przyjaciel\w*|współlokator\w*|wspollokator\w*|koleżank\w*|"
            r"kolezank\w*|kumpl\w*|подруги|друзі|друзья|сусідки|соседки|співмешкан\w*|подружки|колеги|коллеги)")
SEXUALITY_STRONG = [
    # a couple hidden as friends: "her family thinks we're just flatmates", "всі думають, що ми просто подруги"
    _B + r"(?:think|thinks|believe|believes|assume|assumes|pretend|pretends|denken|glauben|halten uns für|hält uns für|"
    r"creen|cree|piensan|piensa|pense|pensent|croit|croient|myśl\w*|mysl\w*|sądz\w*|sadz\w*|uważa\w*|думають|думає|"
    r"думают|думает|вважають|вважає|считают|считает),?\s+(?:\S+\s+){0,4}?(?:just|only|nur|bloß|solo|sólo|simplement|"
    r"juste|que|tylko|просто|лише|только)\s+(?:\w+\s+)?" + _FRIENDS + _E,
    # a couple the family pretends not to see: "nous sommes pacsés mais la famille fait semblant de ne pas savoir"
    _B + r"(?:couple|together|pacsé\w*|pacse\w*|pareja|juntos|juntas|para|parą|razem|paar|zusammen|ensemble|пара|парою|"
    r"разом|вместе)" + _E + _CL + r"{0,80}?" + _B + r"(?:pretend\w* not to know|pretend\w* not to see|"
    r"fai\w* semblant de ne pas (?:savoir|voir)|font semblant de ne pas (?:savoir|voir)|udaj\w*,? (?:że|ze) nie wi\w*|"
    r"tu\w* so,? als (?:ob )?(?:sie |er )?(?:es )?nicht (?:wüsste|wüssten|wuesste|sähe)|finge\w* no (?:saber|ver)|"
    r"hace\w* como que no (?:sab|ve)\w*|роб\w* вигляд,? що не (?:зна|бач)\w*|дела\w* вид,? что не (?:зна|ви)\w*)",
    # the speaker's gender told by the form, and a partner of the same: "je suis pacsé avec mon compagnon"
    _B + r"(?:pacsé|marié|fiancé|pacse|marie|fiance)\s+(?:avec|à|a)\s+(?:mon|un)\s+(?:compagnon|copain|mari|chéri|cheri|"
    r"fiancé|fiance|homme|partenaire)" + _E,
    _B + r"(?:pacsée|mariée|fiancée|pacsee|mariee|fiancee)\s+(?:avec|à|a)\s+(?:ma|une)\s+(?:compagne|copine|femme|chérie|"
    r"cherie|fiancée|fiancee|partenaire)" + _E,
    _B + r"(?:casado|prometido|comprometido)\s+con\s+(?:mi|un)\s+(?:marido|novio|esposo|prometido|pareja masculina|chico|"
    r"hombre)" + _E,
    _B + r"(?:casada|prometida|comprometida)\s+con\s+(?:mi|una)\s+(?:mujer|novia|esposa|prometida|chica)" + _E,
    _B + r"(?:spotykałam się|spotykalam sie|byłam w związku|bylam w zwiazku|mieszkam razem|jestem zaręczona|"
    r"jestem zareczona)\s+z\s+(?:moją\s+|moja\s+)?(?:dziewczyną|dziewczyna|partnerką|partnerka|narzeczoną|narzeczona|"
    r"kobietą|kobieta)" + _E,
    _B + r"(?:spotykałem się|spotykalem sie|byłem w związku|bylem w zwiazku|jestem zaręczony|jestem zareczony)\s+z\s+"
    r"(?:moim\s+)?(?:chłopakiem|chlopakiem|partnerem|narzeczonym|mężczyzną|mezczyzna|facetem)" + _E,
    _B + r"(?:зустрічалася|жила|живу|одружилася|заручилася|встречалась|жила|вышла замуж)\s+(?:\w+\s+)?(?:з|із|с)\s+"
    r"(?:моєю\s+|моей\s+)?(?:дівчиною|жінкою|нареченою|партнеркою|девушкой|женщиной|невестой|партнершей)"
    + r"(?=" + _CL + r"{0,60}?(?:пар|стосунк|отношени|разом як|вместе как|кохан|любим))|"
    + _B + r"(?:зустрічалася|встречалась)\s+(?:з|с)\s+(?:дівчиною|девушкой|жінкою|женщиной)" + _E
    + r"|" + _B + r"(?:зустрічався|встречался|одружився|заручився|женился)\s+(?:з|із|с)\s+(?:хлопцем|чоловіком|парнем|"
    r"мужчиной)" + _E,
]
SEXUALITY_TRIGGERS = [
    "amis", "amies", "amigos", "amigas", "freunde", "друзі", "друзья", "подруги", "casado", "casada",
    "marié", "mariée", "живу", "жила", "byłam", "byłem",
    "semblant", "pretend", "pretends", "pretending", "udaje", "udają", "finge", "fingen", "вигляд", "вид", "wüsste",
    "wüssten", "flatmates", "roommates", "housemates", "companions", "mitbewohner", "mitbewohnerinnen", "freundinnen",
    "compañeras", "colocataires", "colocs", "przyjaciółkami", "przyjaciółki", "przyjaciółmi", "współlokatorkami",
    "współlokatorami", "koleżankami", "подружки", "сусідки", "соседки", "pacsé", "pacsée", "fiancé", "fiancée",
    "prometido", "prometida", "spotykałam", "spotykałem", "zaręczona", "zaręczony", "зустрічалася", "зустрічався",
    "встречалась", "встречался", "одружилася", "одружився", "заручилася", "заручився", "женился",
]


def words(triggers: list[str]) -> frozenset[str]:
    return frozenset(w.lower() for w in triggers) | frozenset(fold_word(w.lower()) for w in triggers)


# (area, its words, its patterns), read by disclosures.py
AREAS = (
    ("BELIEFS", words(BELIEFS_TRIGGERS), tuple(BELIEFS_STRONG)),
    ("ETHNICITY", words(ETHNICITY_TRIGGERS), tuple(ETHNICITY_STRONG)),
    ("RELATIONSHIP", words(RELATIONSHIP_TRIGGERS), tuple(RELATIONSHIP_STRONG)),
    ("HEALTH", words(HEALTH_TRIGGERS), tuple(HEALTH_STRONG)),
    ("FINANCE", words(FINANCE_TRIGGERS), tuple(FINANCE_STRONG)),  # (each needs a figure: disclosures.py checks a digit)
    ("SEXUALITY", words(SEXUALITY_TRIGGERS), tuple(SEXUALITY_STRONG)),
)
