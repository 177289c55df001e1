"""Word lists, round 12: disclosures written as notes, forms and forwarded texts, or dictated, rather than
as "I have ..." ("Need to update the nursery form: Mila was diagnosed with ...", "notiz der arzt hat gesagt es
ist brustkrebs", 'SMS: "Komornik ..." — ile mogą mi zabrać z pensji?'). Six languages (EN, PL, DE, ES, FR,
UK/RU):
- health: a named or pronoun-named person diagnosed ("le han diagnosticado", "ma zdiagnozowany", "bei ihr
  wurde ... diagnostiziert", "їй діагностували"), a doctor who confirmed a condition, a child who has a
  condition (named as a pronoun or, in Ukrainian, by a name in the locative), a medicine schedule (a time,
  a medicine, a dose), off work with an illness, therapy for a condition, pregnancy counted by the user;
- money: living on a means-tested benefit, an IVA / a CCJ / bankruptcy, being listed as a defaulter (FICP,
  Banque de France, ASNEF, BIK/KRD), arrears and missed instalments, a payment order one cannot pay, more
  unpaid loans;
- intimate life: a couple splitting, a partner who moved out or pays no maintenance, an affair, a spouse
  caught with someone, separating from a named person;
- sexuality: a same-sex couple, two mums, "we are gay", "я бі";
- ethnicity: a minority named as "we" / "as a family", an equality form answered;
- beliefs: a union rep or delegate, party membership dues, "as a party member".

Same notation and tiers as vocab/plain.py: STRONG patterns are matched on lower-cased text; TRIGGERS are
the words that let a strong pattern starting with a common word run.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.vocab.common import MED_ALT

# ---------------------------------------------------------------- health

_COND = (r"(?:type (?:1|one|2|two) diabetes|diabetes|autism|epilepsy|asthma|coeliac disease|celiac disease|coeliac|"
         r"celiac|adhd|cancer|breast cancer|leuka?emia|lymphoma|multiple sclerosis|ms|parkinson'?s|motor neurone disease|"
         r"crohn'?s|dementia|alzheimer'?s|bipolar(?: disorder)?|schizophrenia|depression|long covid|me/cfs|hiv|lupus|"
         r"endometriosis|a brain tumou?r|a tumou?r|"
         # Polish, German, Spanish, French, Ukrainian/Russian
         r"autyzm|cukrzyc\w*|padaczk\w*|epilepsj\w*|astm\w*|celiaki\w*|rak|raka|raku|rak piersi|białaczk\w*|stwardnieni\w* rozsian\w*|"
         r"depresj\w*|chorob\w* parkinsona|alzheimer\w*|"
         r"autismus|diabetes typ \d|diabetes|epilepsie|asthma|zöliakie|krebs|brustkrebs|leukämie|multiple sklerose|"
         r"ms|parkinson|demenz|depression(?:en)?|"
         r"autismo|diabetes(?: tipo \d)?|epilepsia|asma|celiaquía|cáncer(?: de mama)?|leucemia|esclerosis múltiple|"
         r"párkinson|parkinson|alzhéimer|depresión|"
         r"autisme|diabète(?: de type \d)?|épilepsie|asthme|maladie cœliaque|un cancer|cancer(?: du sein)?|leucémie|"
         r"sclérose en plaques|(?:la )?maladie de parkinson|(?:la )?maladie d'alzheimer|dépression|"
         r"аутизм|цукровий діабет|діабет|диабет|сахарный диабет|епілепсі\w*|эпилепси\w*|астм\w*|целіакі\w*|"
         r"рак|раку|рака|лейкемі\w*|лейкеми\w*|розсіяний склероз|рассеянный склероз|паркінсон\w*|паркинсон\w*|деменці\w*|"
         r"депресі\w*|депресси\w*)")

_DOCTOR = (r"(?:the |my |her |his |our )?(?:doctor|dr|gp|consultant|neurologist|oncologist|specialist|paediatrician|"
           r"pediatrician|surgeon|lekarz|lekarka|neurolog|neurolożka|onkolog|onkolożka|pediatra|der arzt|die ärztin|"
           r"arzt|ärztin|neurologe|neurologin|onkologe|onkologin|kinderarzt|kinderärztin|el médico|la médica|médico|"
           r"médica|el neurólogo|la neuróloga|neurólogo|neuróloga|oncólogo|oncóloga|le médecin|médecin|le neurologue|"
           r"la neurologue|neurologue|l'oncologue|oncologue|лікар|лікарка|невролог|онколог|врач|педіатр|педиатр)")
_CONFIRMED = (r"(?:has |have )?(?:confirmed|said|says|told me|hat (?:gesagt|bestätigt)|sagt|bestätigt|a confirmé|"
              r"confirme|a dit|dit|ha confirmado|confirmó|dijo|ha dicho|potwierdził\w*|powiedział\w*|stwierdził\w*|"
              r"підтвердив|підтвердила|сказав|сказала|подтвердил\w*|сказал\w*|поставив|поставила|поставил\w*)")

HEALTH_STRONG = [
    # a named or pronoun-named person diagnosed ("Mila was diagnosed with", "a Pablo le han diagnosticado")
    r"(?:^|(?<=[:;,.!?—–(] )|(?<=\n)|(?<=\bthat )|(?<=\band )|(?<=\bbut )|(?<=\bque ))"
    r"(?!(?:someone|somebody|anyone|nobody|who|that|which|people|patients|person|child|kid|man|woman|one|many|"
    r"most|some|he|she|they|you|if|when)\b)[^\W\d_]+ (?:was|has been|got|'s been|just got) (?:just |recently |finally |"
    r"officially )?diagnosed with\b",
    r"\b(?:le|les) (?:han|ha|acaban de) diagnosticad[oa]\b", r"\ble diagnosticaron\b",
    r"(?<!osób )(?<!osoby )(?<!ludzi )(?<!dzieci )(?<!pacjentów )(?<!kobiet )\b(?:ma|miała|mają) (?:\w+ )?zdiagnozowan[yąea]\b",
    r"\bzdiagnozowano u (?!(?:wielu|osób|pacjentów|dzieci|ludzi|kobiet|mężczyzn)\b)\w+",
    r"\bbei (?!(?:vielen|manchen|patienten|kindern|menschen|frauen|männern|jedem|jeder)\b)\w+ wurde (?:\w+ ){0,4}"
    r"diagnostiziert\b",
    r"\bon (?:lui|leur) a diagnostiqué\b", r"\b(?:elle|il) a été diagnostiquée? (?:avec|d'un|d'une|comme)\b",
    r"\b(?:їй|йому|ей|ему|синові|доньці|сыну|дочке) (?:\w+ )?(?:діагностували|диагностировали|поставили діагноз|"
    r"поставили диагноз)",
    # a doctor confirmed a condition ("the consultant confirmed it's multiple sclerosis")
    r"(?<!\w)" + _DOCTOR + r" " + _CONFIRMED + r",? (?:that |it'?s |it is |es ist |ist es |dass es |que c'est |que es |que |"
    r"że to |że |що це |що |что это |что )?(?:\w+ )?" + _COND + r"\b",
    # a child who has a condition, named by a pronoun ("elle a une allergie sévère", "she has type 1 diabetes")
    r"\b(?:she|he) has (?:had )?(?:severe |mild )?" + _COND + r"\b(?! (?:research|awareness|charity|month|day)\b)",
    r"\b(?:elle|il) a (?:une|un|le|la|l') (?:\w+ )?(?:allergie|diabète|épilepsie|asthme|autisme|cancer|leucémie|"
    r"maladie cœliaque|trouble du spectre autistique|tdah)\b",
    r"\b(?:ona|on) ma (?:\w+ )?(?:cukrzyc\w*|autyzm|padaczk\w*|epilepsj\w*|astm\w*|celiaki\w*|alergi\w* na|adhd|raka|"
    r"białaczk\w*)\b",
    r"\b(?:sie|er) hat (?:\w+ )?(?:diabetes|autismus|epilepsie|asthma|zöliakie|krebs|leukämie|adhs|eine allergie "
    r"gegen|eine \w+allergie)\b",
    r"\b(?:у|в) (?!(?:україні|країні|світі|європі|польщі|росії|дитини|людини|пацієнта|пацієнтів|жінки|чоловіка|родині|сім'ї|школі|лікарні)(?!\w))[а-яіїєґ']+(?:і|ї|и|а|я) (?:\w+ )?(?:цукровий діабет|діабет|диабет|аутизм|епілепсія|эпилепсия|астма|"
    r"целіакія|алергія на|аллергия на|рак|лейкемія)(?!\w)",
    # a medicine schedule: a time, a medicine and a dose
    r"(?<![\w:.])(?:\d{1,2}[:.]\d{2}|morning|evening|night|rano|wieczorem|morgens|abends|mañana|noche|matin|soir)\s+" + MED_ALT + r"\s+\d+(?:[.,]\d+)?"
    r"\s?(?:mg|mcg|µg|ug)\b",
    # off work with an illness, therapy for a condition
    r"\b(?:i've been|i have been|i'm|i am|been) off (?:sick|work) (?:\w+ )?with (?:\w+ )?" + _COND + r"\b",
    r"\b(?:meine|meiner|my|moja|moją|mojej|mi|ma|моя|мою|моєї) (?:psycho)?(?:therapie|therapy|terapia|terapię|terapii|thérapie|"
    r"psicoterapia|psychothérapie|терапія|терапії|психотерапія|психотерапії) (?:wegen|for|na|por|pour|від|от|из-за) "
    r"(?:\w+ )?" + _COND + r"\b",
    r"\b(?:rak|raka|rak piersi|nowotw\w*|cukrzyc\w*|białaczk\w*|stwardnieni\w* rozsian\w*) (?:\w+ )?(?:był|była|było|został|została|"
    r"zostało) (?:\w+ )?(?:rozpoznan\w*|zdiagnozowan\w*|wykryt\w*)",
    # a pregnancy counted by the user
    r"\bhow far along am i\b", r"\bwie weit bin ich (?:jetzt )?(?:schwanger|in der schwangerschaft)\b",
    r"\bw którym (?:jestem )?tygodniu ciąży (?:jestem)?\b", r"\b(?:de )?cuántas semanas estoy\b",
    r"\bde combien de semaines (?:suis-je|je suis)\b", r"\bякий (?:у мене )?термін вагітності\b",
]
HEALTH_TRIGGERS = [
    "diagnosed", "diagnosticado", "diagnosticada", "diagnosticaron", "zdiagnozowany", "zdiagnozowana",
    "zdiagnozowane", "zdiagnozowano", "diagnostiziert", "diagnostiqué", "diagnostiquée", "діагностували",
    "диагностировали", "діагноз", "диагноз", "confirmed", "bestätigt", "confirmé", "confirmado", "confirmó",
    "potwierdził", "potwierdziła", "підтвердив", "підтвердила", "подтвердил", "подтвердила", "gesagt",
    "allergie", "diabète", "épilepsie", "asthme", "autisme", "cukrzycę", "cukrzyca", "autyzm", "padaczkę",
    "celiakię", "alergię", "diabetes", "autismus", "epilepsie", "zöliakie", "цукровий", "діабет", "диабет",
    "аутизм", "целіакія", "алергія", "mg", "mcg", "sick", "psychotherapie", "therapie", "therapy", "terapia",
    "terapii", "thérapie", "psicoterapia", "rozpoznany", "rozpoznana", "rozpoznane", "wykryty", "far",
    "schwanger", "ciąży", "semanas", "semaines", "вагітності",
]

# ---------------------------------------------------------------- money

_BENEFIT = (r"(?:universal credit|jobseeker'?s allowance|jsa|esa|pip|housing benefit|income support|pension credit|"
            r"benefits|the dole|food bank parcels|"
            r"zasiłk\w*|zasiłek|mops\w*|gops\w*|opieki społecznej|pomocy społecznej|renty socjalnej|"
            r"bürgergeld|hartz iv|hartz 4|hartz-iv|sozialhilfe|grundsicherung|arbeitslosengeld(?: ii| 2)?|alg ii|"
            r"paro|el paro|subsidio\w*|ingreso mínimo vital|imv|renta mínima|rmi|"
            r"rsa|le rsa|chômage|l'aah|aah|minima sociaux|l'ass|allocations|"
            r"виплат\w* впо|допомог\w* впо|соцдопомог\w*|субсиді\w*|пособи\w*|допомог\w* по безробіттю)")

FINANCE_STRONG = [
    # living on a means-tested benefit
    r"\b(?:we live on|i live on|we're living on|i'm living on|we are living on|i am living on|we survive on|"
    r"i survive on|we're on|i'm on|we are on|i am on|i claim|we claim) "
    r"(?:only |just |nothing but )?" + _BENEFIT + r"\b",
    r"\b(?:utrzymuję|utrzymujemy|utrzymuje) się (?:\w+ ){0,3}z " + _BENEFIT + r"\b",
    r"\b(?:żyjemy|żyję|jestem|jesteśmy) (?:\w+ ){0,2}(?:z|na) " + _BENEFIT + r"\b",
    r"\b(?:wir leben|ich lebe|wir sind|ich bin|ich beziehe|wir beziehen|ich bekomme|wir bekommen) (?:\w+ ){0,3}"
    r"(?:von |auf )?" + _BENEFIT + r"\b",
    r"\b(?:vivo|vivimos|sobrevivo|sobrevivimos) (?:\w+ ){0,2}(?:del|de la|de|con) " + _BENEFIT + r"\b",
    r"\b(?:cobro|cobramos) (?:\w+ )?(?:el |la )?" + _BENEFIT + r"\b",
    r"\b(?:je suis|nous sommes|on est) au (?:rsa|aah|minimum vieillesse)\b",
    r"\b(?:je vis|nous vivons|on vit|je touche|nous touchons|on touche) "
    r"(?:\w+ ){0,2}(?:avec |du |de |le |la |les |au )?" + _BENEFIT + r"\b",
    r"\b(?:ми|я|мы) (?:\w+ ){0,2}(?:живемо|живу|живем|живём|отримую|отримуємо|получаю|получаем) (?:\w+ ){0,2}"
    r"(?:на |з |с )?" + _BENEFIT,
    # an IVA, a CCJ, bankruptcy, a debt relief order
    r"\bmy (?:iva|ccj|ccjs|dro|debt relief order|debt management plan|bankruptcy)\b",
    r"\bi(?:'ve| have)? (?:got|had|already have|have|'ve got) (?:a|an|two|three|several|\d+) (?:ccjs?|ivas?|"
    r"county court judgments?)\b",
    r"\bi (?:went|have gone|'ve gone|was made) bankrupt\b",
    r"\b(?:i'm|i am) (?:in|on) (?:an iva|a dro|a debt management plan|a dmp|a debt relief order)\b",
    # filing for one's own bankruptcy or insolvency (round 14): "I filed for Chapter 7", "ogłosiłam upadłość
    # konsumencką", "ich habe Privatinsolvenz angemeldet", "me acogí a la ley de segunda oportunidad", "j'ai déposé un
    # dossier de surendettement", "я подала на банкрутство"
    r"\b(?:i|we)(?:'ve| have| had|'m|'re| am| are)?(?: just| already| recently| now)? (?:filed|file|filing|declared|"
    r"had to file|had to declare|went into|going through|in) (?:for )?(?:personal |chapter (?:7|11|13) )?"
    r"(?:bankruptcy|insolvency|chapter (?:7|11|13))\b(?! (?:law|lawyers?|attorneys?|practi\w*|class\w*|course\w*|module|exam))",
    r"\b(?:(?:ogłosiłe?a?m|ogłosiliśmy|ogłosiłyśmy|ogłaszam|ogłaszamy) upadłoś\w*|"
    r"(?:złożyłe?a?m|złożyliśmy|składam|składamy) wniosek o (?:ogłoszenie )?upadłoś\w*|"
    r"(?:jestem|jesteśmy) w (?:trakcie )?upadłoś\w*|moja upadłoś\w*|nasza upadłoś\w*)",
    r"\b(?:ich|wir) (?:habe|haben|hab|musste|mussten|bin|sind) (?:\w+ ){0,3}(?:privatinsolvenz|verbraucherinsolvenz|"
    r"insolvenz)(?: \w+){0,2} (?:angemeldet|beantragt|gegangen)\b|\b(?:ich bin|wir sind|bin ich) (?:\w+ )?in (?:der )?"
    r"(?:privatinsolvenz|verbraucherinsolvenz|insolvenz|wohlverhaltensphase)\b|\bmeine (?:privatinsolvenz|insolvenz)\b",
    r"\b(?:me (?:he )?(?:acog\w*|acojo) a la ley de (?:la )?segunda oportunidad|me (?:declar\w*|han declarado) en "
    r"(?:concurso|quiebra|bancarrota)|(?:estoy|estamos) en (?:concurso de acreedores|quiebra|bancarrota)|"
    r"(?:solicité|he solicitado|pedí|he pedido|presenté|he presentado|solicitamos|hemos solicitado|presentamos|"
    r"hemos presentado) (?:el |mi |nuestro )?concurso de (?:acreedores|persona física))",
    r"\b(?:j'ai|nous avons|on a) (?:d[ée]pos[ée]|fait|monté) (?:un|mon|notre) dossier de surendettement|"
    r"\b(?:je suis|nous sommes|on est) (?:en|au) (?:surendettement|faillite personnelle|liquidation judiciaire|"
    r"r[ée]tablissement personnel)|\bma faillite personnelle",
    r"\b(?:я|ми|мы) (?:\w+ )?(?:подав|подала|подали|подал|оголосив|оголосила|оголосили|объявил|объявила) "
    r"(?:\w+ )?(?:на )?(?:банкрутство|банкротство)|\bя (?:тепер |теперь )?(?:банкрут|банкрот)(?:ка)?\b",
    # listed as a defaulter
    r"\b(?:je suis|suis|je me suis fait|nous sommes|on est) (?:\w+ )?fiché(?:e|s|es)? (?:au |à la |ficp|"
    r"banque de france|bdf)",
    r"\b(?:votre|mon|notre) dossier de surendettement (?:est|a été) (?:\w+ )?(?:recevable|accepté|déclaré|validé)\b",
    r"\b(?:figuro|figuramos|estoy|aparezco|usted figura) (?:en (?:el )?(?:asnef|badexcan|rai|experian)|por una deuda)\b",
    r"\b(?:jestem|figuruję|widnieję|jesteśmy) (?:\w+ )?w (?:bik|krd|big|erif|rejestrze dłużników)\b",
    r"\bmam (?:\w+ )?(?:negatywn\w* wpis|wpis|zaległ\w*) w (?:bik|krd|big|erif)\b",
    # arrears and missed instalments
    r"\b(?:wir sind|ich bin|sind wir|bin ich|wir sind schon|ich bin schon) (?:\S+ ){0,3}(?:im rückstand|in verzug|"
    r"überschuldet)\b",
    r"\bmein (?:\w+ )?konto ist (?:schon |bereits |seit \w+ )?(?:im minus|überzogen|gepfändet)\b",
    r"\bllevo (?:\w+ ){0,3}(?:cuotas|meses|recibos|mensualidades|letras)(?: \w+){0,3} sin pagar\b",
    r"\b(?:tengo|tenemos) (?:\w+ ){0,3}(?:préstamos|deudas|cuotas|recibos|facturas|créditos) (?:\w+ )?sin pagar\b",
    r"\bwe (?:missed|have missed|'ve missed) (?:\w+ ){0,3}(?:months|payments|instalments|installments)\b",
    r"\bi(?:'ve| have)? (?:missed|fallen behind on|fell behind on|am behind on|'m behind on) (?:\w+ ){0,3}"
    r"(?:rent|mortgage|council tax|payments|instalments|installments|repayments)\b",
    r"\b(?:ich habe|ich hab|hab ich|habe ich|wir haben|haben wir) (?:\w+ ){0,3}(?:mahnbescheid|vollstreckungsbescheid|"
    r"pfändungsbeschluss)\b",
    r"\bу (?:мене|меня|нас) (?:\w+ ){0,2}(?:мікрокредит\w*|мікропозик\w*|микрозайм\w*|микрокредит\w*|прострочен\w* "
    r"кредит\w*|просроченн\w* кредит\w*)",
    r"\bzajęcie (?:wynagrodzenia|pensji|rachunku|konta|emerytury)\b[^\n]{0,80}\b(?:mi|moj\w*|mnie)\b",
]
FINANCE_TRIGGERS = [
    "benefits", "credit", "allowance", "zasiłku", "zasiłków", "mops", "bürgergeld", "hartz", "sozialhilfe",
    "grundsicherung", "arbeitslosengeld", "paro", "subsidio", "imv", "rsa", "chômage", "aah", "впо", "соцдопомогу",
    "iva", "ccj", "ccjs", "dro", "bankrupt", "fiché", "fichée", "ficp", "surendettement", "asnef", "figuro", "figura",
    "bik", "krd", "big", "rückstand", "verzug", "überschuldet", "minus", "überzogen", "sin", "missed", "behind",
    "mahnbescheid", "vollstreckungsbescheid", "мікрокредити", "мікрокредит", "микрозаймы", "pensji", "wynagrodzenia",
    "bankruptcy", "insolvency", "chapter", "upadłość", "upadłości", "privatinsolvenz", "insolvenz", "oportunidad",
    "verbraucherinsolvenz", "wohlverhaltensphase",
    "concurso", "quiebra", "bancarrota", "faillite", "банкрутство", "банкротство", "банкрут", "банкрот",
]

# ---------------------------------------------------------------- intimate life

_PARTNER_DE = r"(?:mein mann|meine frau|mein partner|meine partnerin|mein freund|meine freundin|mein verlobter|meine verlobte)"
_PARTNER_EN = r"(?:husband|wife|partner|boyfriend|girlfriend|fianc\w*|spouse)"

RELATIONSHIP_STRONG = [
    # a couple splitting ("We're splitting — who keeps the car", "Mein Mann und ich trennen uns")
    r"\b(?:we're|we are) (?:splitting up|separating|breaking up|getting divorced|divorcing)\b",
    r"\b(?:we're|we are) splitting(?=\s*(?:[—–.,;:!?-]|$))",
    r"\b" + _PARTNER_DE + r" und ich (?:trennen uns|lassen uns scheiden|haben uns (?:\w+ )?getrennt)\b",
    # a partner who moved out
    r"\bmy " + _PARTNER_EN + r" (?:has |just |finally )?(?:moved out|walked out|left home)\b(?! (?:the|a|an|his|her|their|all|some|my|our)\b)",
    r"\b" + _PARTNER_DE + r" ist (?:\w+ )?ausgezogen\b",
    r"\b(?:mąż|żona|partner|partnerka|chłopak|dziewczyna) (?:\w+ )?się wyprowadził[a]?\b",
    r"\bmi (?:marido|mujer|esposo|esposa|pareja|novio|novia) se (?:ha ido|fue|ha marchado) de (?:casa|la casa)\b",
    r"\b(?:mon mari|ma femme|mon conjoint|ma conjointe|mon compagnon|ma compagne) (?:est parti|est partie|a quitté "
    r"la maison|a déménagé)\b",
    r"\b(?:чоловік|дружина|муж|жена) (?:\w+ )?(?:пішов|пішла|ушёл|ушел|ушла) (?:з|із|из) (?:дому|сім'ї|семьи)\b",
    # maintenance not paid by the ex or the partner
    r"\b(?:er|mein ex|mein exmann|mein ex-mann|der vater|der kindsvater) (?:\w+ )?(?:zahlt|bezahlt) (?:\w+ )?"
    r"(?:keinen|keine|nicht) (?:\w+ )?unterhalt\b",
    r"\b(?:my ex|he|my husband|their father|their dad) (?:doesn't|does not|won't|will not|refuses to|has stopped|stopped) "
    r"(?:paying|pay) (?:any )?(?:child support|maintenance|child maintenance)\b",
    r"\b(?:były mąż|były|mój ex|mąż|on|ojciec dzieci) (?:\w+ )?nie (?:płaci|zapłacił|płacił) (?:\w+ )?alimentów\b",
    r"\b(?:mi ex|él|mi exmarido|mi marido|el padre de mis hijos) (?:\w+ )?no (?:me )?(?:paga|pagó|ha pagado|pasa) "
    r"(?:la )?pensión\b",
    r"\b(?:mon ex|il|mon ex-mari|mon mari|le père de mes enfants) ne (?:me )?(?:paie|verse|paye) (?:pas|plus) "
    r"(?:la )?pension alimentaire\b",
    r"\b(?:колишній|він|колишній чоловік|бывший|он|бывший муж) (?:\w+ )?не (?:платить|платит|сплачує) аліменти|"
    r"\b(?:колишній|він|бывший|он|бывший муж) (?:\w+ )?не (?:платить|платит) алименты\b",
    # an affair, a spouse caught with someone
    r"\b(?:caught|saw|found) my " + _PARTNER_EN + r" (?:\w+ ){0,3}(?:with|letting|kissing|texting|sleeping with|in bed "
    r"with) (?:a|another|his|her|some|the) (?:\w+ )?(?:woman|man|girl|guy|ex|colleague|neighbou?r)\b",
    r"\b(?:przyłapałam|przyłapałem|nakryłam|nakryłem) (?:\w+ )?(?:męża|żonę|partnera|partnerkę|chłopaka|dziewczynę) "
    r"(?:\w+ )?z (?:inną|innym|kochank\w*|sąsiadk\w*|sąsiadem)",
    r"\b(?:meinen mann|meine frau|meinen partner|meine partnerin|meinen freund|meine freundin) (?:\w+ ){0,2}mit "
    r"(?:einer anderen|einem anderen|seiner ex|ihrem ex|der nachbarin|dem nachbarn) (?:\w+ ){0,3}erwischt\b",
    r"\b(?:pillé|pillado|pillada|he pillado|encontré) a mi (?:marido|mujer|esposo|esposa|pareja|novio|novia) con "
    r"(?:otra|otro|su ex)\b",
    r"\bj'ai surpris (?:mon mari|ma femme|mon conjoint|ma conjointe|mon compagnon|ma compagne|mon copain|ma copine) "
    r"(?:\w+ ){0,2}avec (?:une autre|un autre|son ex|la voisine|le voisin)\b",
    r"\b(?:застукала|застукав|застала|застал|спіймала) (?:\w+ )?(?:чоловіка|дружину|мужа|жену) (?:\w+ )?з (?:іншою|іншим)"
    r"|\b(?:застала|застал) (?:\w+ )?(?:мужа|жену) (?:\w+ )?с (?:другой|другим)",
    r"\b(?:ich hab|ich habe|hab) (?:seit [\w ]{1,20}? (?:was|etwas)|(?:\w+ )?(?:eine affäre|ein verhältnis)) mit "
    r"(?:(?:dem mann|der frau|dem freund|der freundin|dem partner|der partnerin) (?:meiner|meines|von meiner|von meinem)|"
    r"meinem chef|meiner chefin|einem verheirateten|einer verheirateten|meinem schwager|meiner schwägerin)\b",
    r"\b(?:viéndome|me veo|quedando|acostándome|saliendo) con (?:\w+ ){0,3}a escondidas de (?:mi|mis)\b",
    r"\b(?:seeing|sleeping with|meeting|dating|texting) (?:\w+ ){1,3}behind my (?:\w+ )?" + _PARTNER_EN + r"'s back\b",
    r"\b(?:spotykam się|sypiam|widuję się) (?:\w+ ){1,3}za plecami (?:męża|żony|partnera|partnerki)\b",
    r"\b(?:treffe mich|schlafe) (?:\w+ ){1,3}hinter dem rücken (?:meines|meiner)\b",
    r"\b(?:je vois|je couche avec|je sors avec) (?:\w+ ){1,3}(?:en cachette de|dans le dos de) (?:mon|ma)\b",
    r"\b(?:зустрічаюся|сплю|встречаюсь|сплю) (?:\w+ ){1,3}(?:таємно від|за спиною|тайком от|за спиной) "
    r"(?:чоловіка|дружини|мужа|жены)\b",
    # separating from someone named ("me separo de Marcos", "je me sépare de Julien")
    r"\bme (?:separo|divorcio|estoy separando|estoy divorciando) de (?!(?:la|el|los|las|un|una|lo|este|esta|ese|esa|"
    r"mis|tus|su|sus|mi (?:empresa|socio|socia|banco|compañía))\b)\w+",
    r"\bje (?:me sépare|divorce) de (?!(?:la|le|les|un|une|ce|cette|ces|mes|ses|mon (?:associé|entreprise|banque))\b)\w+",
    r"\b(?:rozwodzę się|rozstaję się) z (?:mężem|żoną|partnerem|partnerką|chłopakiem|dziewczyną|narzeczon\w*|nim|nią)\b",
    r"\bich (?:trenne mich|lasse mich scheiden) (?:von|gerade von) (?:meinem|meiner) (?:mann|frau|partner\w*|freund\w*)\b",
    r"\bi(?:'m| am) (?:divorcing|leaving|separating from) my " + _PARTNER_EN + r"\b",
    r"\b(?:розлучаюся|розлучаюсь|розводжуся|развожусь|разводюсь) (?:з|с)\b",
]
RELATIONSHIP_TRIGGERS = [
    "splitting", "separating", "divorcing", "trennen", "getrennt", "scheiden", "moved", "ausgezogen",
    "wyprowadził", "wyprowadziła", "casa", "maison", "déménagé", "дому", "сім'ї", "семьи", "unterhalt", "support",
    "maintenance", "alimentów", "pensión", "alimentaire", "аліменти", "алименты", "caught", "przyłapałam",
    "przyłapałem", "nakryłam", "nakryłem", "erwischt", "pillé", "pillado", "pillada", "encontré", "surpris",
    "застукала", "застукав", "застала", "застал", "спіймала", "affäre", "verhältnis", "schwester", "schwagers",
    "schwager", "schwägerin", "chef", "chefin", "verheirateten", "escondidas", "back",
    "plecami", "rücken", "cachette", "dos", "таємно", "спиною", "тайком", "спиной", "separo", "divorcio", "separando",
    "divorciando", "sépare", "divorce", "rozwodzę", "rozstaję", "trenne", "lasse", "divorcing", "leaving",
    "розлучаюся", "розлучаюсь", "развожусь", "разводюсь",
]

# ---------------------------------------------------------------- sexuality

SEXUALITY_STRONG = [
    r"\b(?:als|wir sind ein) (?:lesbisches|schwules|gleichgeschlechtliches|queeres) paar\b",
    r"\b(?:as a|we're a|we are a) (?:lesbian|gay|same-sex|queer) couple\b",
    r"\b(?:yes|we're|we are),? two (?:mums|moms|dads)\b",
    r"\b(?:our|my) (?:son|daughter|kids|children|child) (?:has|have) two (?:mums|moms|dads)\b",
    r"\bjesteśmy (?:\w+ )?(?:gejami|lesbijkami|parą jednopłciową|parą gejów|parą lesbijek|biseksualn\w*)\b",
    r"\b(?:como|somos una?) pareja (?:gay|homosexual|de lesbianas|lesbiana|de gais|de gays|del mismo sexo)\b",
    r"\bsomos (?:gays|gais|lesbianas)\b",
    r"\b(?:en tant que|nous sommes un|on est un) couple (?:gay|homo|lesbien|de lesbiennes|de même sexe)\b",
    r"\bnous sommes (?:gays|lesbiennes)\b",
    r"\b(?:я|ми|мы) (?:\w+ )?(?:бі|бісексуал\w*|геї|лесбіянк\w*|лесбиянк\w*|бисексуал\w*)(?!\w)",
    r"\b(?:ми|мы) (?:\w+ )?(?:одностатева пара|однополая пара)",
]
SEXUALITY_TRIGGERS = ["paar", "couple", "mums", "moms", "dads", "gejami", "lesbijkami", "jednopłciową", "pareja",
                      "gays", "gais", "lesbianas", "lesbiennes", "бі", "геї", "пара"]

# ---------------------------------------------------------------- ethnicity

_MINORITY_UK = r"(?:кримські татари|крымские татары|роми|цигани|цыгане|рома|лемки|курди|курды)"

ETHNICITY_STRONG = [
    r"\b(?:ми|мы) (?:\w+ )?" + _MINORITY_UK + r"(?!\w)",
    r"\b(?:jako|jesteśmy) (?:\w+ )?(?:łemkowie|łemkami|romowie|romami|cyganie|cyganami|tatarzy|tatarami|karaimi|"
    r"karaimami)\b",
    r"\b(?:como|somos una?) (?:familia|mujer|hombre|pareja|chica|chico|madre|padre) (?:gitan[oa]s?|romaní|rom)\b",
    r"\bsomos (?:gitanos|gitanas|roma|romaníes)\b",
    r"\b(?:als|wir sind) (?:\w+ )?(?:sinti|roma|jenische|kurden|krimtataren)(?:-?familie)?(?![\w-])",
    r"\b(?:en tant que|nous sommes) (?:\w+ )?(?:roms|gitans|manouches|tziganes|kabyles|famille rom|famille gitane)\b",
    r"\b(?:as an?|we're an?|we are an?|we're|we are) (?:roma|romani|romany|gypsy|gypsies|irish travellers?)"
    r"(?: (?:family|families|woman|man|couple|mum|mom|dad))?\b(?! (?:music|food|cuisine|history|culture|site|sites|camp)\b)",
    # an equality or job form answered ("Ethnic group — Mixed: White and Black Caribbean")
    r"\b(?:ethnic group|ethnicity|ethnic origin|narodowość/pochodzenie|pochodzenie etniczne|pochodzenie|"
    r"ethnische herkunft|origen étnico|origine ethnique|етнічне походження|этническое происхождение)\s*(?:[:—–-]\s*)"
    r"(?:mixed|white|black|asian|arab|roma\w*|romani|romsk\w*|łemkowsk\w*|tatarsk\w*|żydowsk\w*|gitan\w*|kurd\w*|"
    r"sinti|rom|ромськ\w*|кримськотатарськ\w*|татарськ\w*)\b",
]
ETHNICITY_TRIGGERS = ["татари", "татары", "роми", "цигани", "цыгане", "лемки", "łemkowie", "łemkami", "romowie",
                      "romami", "cyganie", "tatarzy", "karaimi", "gitana", "gitano", "gitanos", "gitanas", "romaní",
                      "sinti", "roma", "jenische", "kurden", "roms", "gitans", "manouches", "tziganes", "kabyles",
                      "romani", "gypsy", "traveller", "travellers", "gypsies", "ethnic", "ethnicity", "pochodzenie",
                      "herkunft", "étnico", "ethnique", "походження", "происхождение"]

# ---------------------------------------------------------------- beliefs

_UNION_EN = r"(?:unite|unison|gmb|rmt|union|pcs|neu|ucu|usdaw|cwu|nasuwt|bma|rcn|aslef|fbu|nut)"

BELIEFS_STRONG = [
    r"\bi(?:'m| am) (?:a |an |the )?(?:\w+ )?" + _UNION_EN + r" (?:rep|representative|steward|shop steward|"
    r"branch secretary|convenor|official|organiser|organizer|health and safety rep)\b",
    r"\bje suis (?:\w+ )?(?:délégué|déléguée) (?:syndical|syndicale|cgt|cfdt|fo|sud|unsa|du personnel)\b",
    r"\bsoy (?:\w+ )?(?:delegad[oa]|enlace|representante) (?:sindical|de ccoo|de ugt|de cgt|del comité)\b",
    r"\bjestem (?:\w+ )?(?:przedstawiciel\w*|delegat\w*|społecznym inspektorem pracy) (?:\w+ )?(?:związku|związkow\w*|"
    r"nszz|solidarności|opzz)\b",
    r"\bich bin (?:\w+ )?(?:vertrauensmann|vertrauensfrau|vertrauensleute|gewerkschaftssekretär\w*) (?:der|bei der|von) "
    r"(?:ig metall|verdi|ig bce|ig bau|gew|ngg|evg|gdl)\b",
    r"\bя (?:\w+ )?(?:профорг|голова профкому|председатель профкома)\b",
    # party membership dues, as a party member
    r"\bjako (?:\w+ )?(?:członek|członkini|członkiem) (?:\w+ )?(?:partii|związku|nszz|pis|razem|lewicy|"
    r"konfederacji|psl)\b",
    r"\bskładk\w* członkowsk\w* (?:\w+ )?(?:partii |do )?(?:razem(?! z\b| ze\b| wynos| to\b)|pis|psl|lewicy|"
    r"nowej lewicy|konfederacji|solidarności|nszz|polski 2050|platformy)\b",
    r"\bas a (?:labour|tory|conservative|lib dem|green party|reform|snp|plaid|democratic|republican) (?:party )?"
    r"member\b",
    r"\bmy (?:labour|tory|conservative|lib dem|green party|snp|plaid|union|unite|unison|gmb) (?:party )?"
    r"(?:membership fee|membership|subs|dues)\b",
    r"\b(?:como|en tant que) (?:afiliad[oa]|militante|adhérente?|membre) (?:de|del|du|de la|au|à la|a) (?:partido |"
    r"parti )?(?:pp|psoe|vox|podemos|sumar|ccoo|ugt|ps|lfi|rn|france insoumise|renaissance|pcf|eelv|cgt|cfdt|fo)\b",
    r"\bяк (?:\w+ )?(?:член|членкиня) (?:\w+ )?(?:партії|профспілки)\b",
]
BELIEFS_TRIGGERS = ["rep", "representative", "steward", "convenor", "délégué", "déléguée", "delegado", "delegada",
                    "przedstawicielem", "delegatem", "vertrauensmann", "vertrauensfrau", "профорг", "профкому",
                    "профкома", "członek", "członkiem", "członkini", "członkowska", "członkowskiej", "członkowską",
                    "składka", "składki", "member", "membership", "subs", "dues", "afiliado", "afiliada",
                    "militante", "adhérent", "adhérente", "партії", "профспілки"]
