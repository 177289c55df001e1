"""Word lists, round 8: disclosures shown rather than labelled, as people write them in notes,
letters and long messages. Faith by practice (fasting in Ramadan, keeping Shabbat or kosher,
converting, leading a group in a congregation), party and union roles ("a Labour member since",
"Betriebsrat", "déléguée CGT", "zapisałam się do związku"); a marriage ending in a lawyer's notes
(divorce petition, custody, alimony for a named child), an affair told by its cover story, a
partner who hits or pushes; a medicine taken "for" a condition, a psychiatrist of one's own, a
doctor confirming a diagnosis, a relative's diagnosis "given" to them, HIV, recovery milestones;
ethnic origin by a parent's nationality or "mixed race"; gambling losses. Six languages.

Also the frames that make such words not a disclosure: a population statistic ("how many people
have depression") and a story being written ("in my novel, Ewa cheats on her husband").

Same notation and tiers as privacy_vocab: STRONG patterns (matched on lower-cased text),
TRIGGERS (the words that let a strong pattern starting with a common word run), EXPLICIT
entries (count only in a personal, unhedged statement).
"""
from __future__ import annotations

_FAITH = (r"(?:islam|judaism|catholicism|christianity|buddhism|orthodoxy|hinduism|sikhism|musulm[aá]n\w*|"
          r"isl[aá]m\w*|juda[ií]\w*|jud[ií][oa]|cat[oó]lic\w*|catholique|budis\w*|bouddhis\w*|evang[eé]l\w*|"
          r"protestant\w*|katolicyzm\w*|judaizm\w*|prawosławi\w*|buddyzm\w*|katholi\w*|christentum|orthodox\w*|"
          r"іслам\w*|юдаїзм\w*|православ\w*|католиц\w*|ислам\w*|иудаизм\w*|буддизм\w*)")
_OBSERVANCE = (r"(?:shabbat|sabbath|sábado|szabas|szabas\w*|schabbat|sabbat|shabat|шабат\w*|kosher|koszern\w*|koscher|casher|"
               r"kasher|halal|ramadan\w*|ramadán|рамадан\w*|lent|wielki post|fastenzeit|cuaresma|carême|великий піст|"
               r"великий пост|the fast)")
_CONGREGATION = (r"(?:zborze|zboru|parafii|kościele|kościoła|meczecie|synagodze|church|parish|mosque|synagogue|"
                 r"congregation|temple|kingdom hall|gemeinde|kirchengemeinde|moschee|synagoge|parroquia|iglesia|"
                 r"mezquita|sinagoga|paroisse|église|mosquée|церкві|церкви|парафії|громаді|мечеті|синагозі|приходе)")
_PARTY_EN = (r"(?:labour|tory|conservative|reform uk|reform|lib ?dem|liberal democrat|green party|green|snp|plaid|"
             r"democrat|democratic party|republican|gop|party|union)")
_UNION_FR = r"(?:cgt|cfdt|fo|sud|unsa|cftc|cfe-cgc|solidaires|snes|syndicale?|du personnel|du cse|au cse|cse)"
_CONDITION = (r"(?:my )?(?:anxiety|depression|bipolar\w*|adhd|ptsd|ocd|epilepsy|schizophrenia|panic attacks|insomnia|"
              r"(?:la )?ansiedad|(?:la )?depresión|ataques de pánico|(?:el )?tdah|epilepsia|"
              r"lęk\w*|depresj\w*|nerwic\w*|padaczk\w*|adhd|"
              r"angst\w*|depression\w*|panikattacken|epilepsie|adhs|"
              r"(?:l')?anxiété|(?:la )?dépression|(?:le )?tdah|(?:l')?épilepsie|"
              r"тривог\w*|депресі\w*|депресси\w*|тревог\w*|епілепсі\w*|эпилепси\w*|сдвг)")
_DIAGNOSIS = (r"(?:птср|птсд|ptsd|ptbs|tept|депресі\w*|депресси\w*|біполяр\w*|биполяр\w*|шизофрені\w*|шизофрени\w*|"
              r"рак\w*|онкологі\w*|онкологи\w*|діабет|диабет|аутизм|розсіяний склероз|рассеянный склероз|"
              r"епілепсі\w*|эпилепси\w*|сдвг|stwardnienie rozsiane|stwardnienie|sm|rak\w*|nowotw\w*|cukrzyc\w*|"
              r"depresj\w*|padaczk\w*|białaczk\w*|chłoniak\w*|multiple sclerosis|ms|cancer|a tumou?r|lymphoma|"
              r"leuka?emia|parkinson'?s|diabetes|epilepsy|multiple sklerose|krebs|leukämie|esclerosis múltiple|"
              r"cáncer|un tumor|leucemia|diabetes|sclérose en plaques|un cancer|une tumeur|leucémie|"
              r"une endométriose|endométriose|endometrio\w*|endometrios\w*|ендометріоз\w*)")
_GAMBLING = (r"(?:sts|fortun\w*|betclic|superbet|totolotek|bet365|betfair|paddy power|william hill|sky ?bet|"
             r"pokerstars|casino\w*|kasyn\w*|kasino\w*|казино|zakład\w* bukmacher\w*|zakładach|bukmacher\w*|"
             r"sportwetten|wetten|apuestas|paris sportifs|slots|automat\w*|ставк\w*|букмекер\w*|poker\w*|"
             r"ruletk\w*|roulette|ruleta|tragaperras|machines à sous|spielautomat\w*|betting|bets|gambling|"
             r"hazard\w*|online-?casino\w*)")
_LOST = (r"(?:przegrał\w*|przegrałe?a?m|przegraliśmy|(?:i|we|he|she|they)(?:'ve| have| has)? lost|verloren|verzockt|verspielt|perdí|perdió|"
         r"perdido|j'ai perdu|a perdu|програв\w*|програла|проиграл\w*)")

BELIEFS_STRONG = [
    # practice rather than a label: fasting in Ramadan, keeping Shabbat or kosher
    r"\b(?:i fast|i'm fasting|i am fasting|we fast|we're fasting|ich faste|wir fasten|ayuno|ayunamos|je jeûne|"
    r"nous jeûnons|on jeûne|poszczę|poszcze|pościmy|пощу|пощусь|тримаю піст|постимся)\b[^.!?\n]{0,40}\b(?:ramad\w+|"
    r"рамадан\w*|lent|wielki\w* post\w*|fastenzeit|cuaresma|carême|велик\w+ пост\w*)",
    r"\bfasting (?:this|for|during|during the|for the) (?:\w+ )?ramad\w+\b(?=[^.!?\n]*\b(?:i|i'll|i'm|my|me|we)\b)",
    r"\b(?:ramad\w+|рамадан\w*)\b[^.!?\n]{0,40}\b(?:i fast|i'm fasting|i am fasting|faste ich|ich faste|ayuno|je jeûne|"
    r"je fais le ramadan|poszczę|poszcze|пощу|я пощусь|тримаю піст)\b",
    r"\b(?:i keep|i observe|we keep|we observe|i eat only|ich halte|halte ich|wir halten|guardo|guardamos|je respecte|"
    r"je fais|nous respectons|przestrzegam|przestrzegamy|obchodzę|trzymam|trzymamy|obchodzimy|дотримуюсь|дотримуюся|соблюдаю|jem tylko|"
    r"i only eat|ich esse nur|solo como|je mange) (?:\w+ )?" + _OBSERVANCE + r"\b",
    # converting
    r"\b(?:converted to|i'm converting to|me he hecho|me convertí al?|me hice|me estoy convirtiendo al?|"
    r"je me suis convertie? (?:à|au)|je me convertis (?:à|au)|przeszłam na|przeszedłem na|przeszłe?a?m na|"
    r"zum \w+ konvertiert|konvertiere zum|bin (?:\w+ )?konvertiert|прийняв|прийняла|приняла|принял|"
    r"перейшла в|перейшов в|перешла в|перешел в) (?:\w+ )?" + _FAITH,
    r"\b(?:ich bin|bin ich|wir sind)\b[^.!?\n]{0,40}\b(?:zum|zur) (?:islam|judentum|christentum|katholizismus|buddhismus|"
    r"hinduismus|orthodoxie|katholischen kirche|evangelischen kirche) (?:\w+ )?(?:konvertiert|übergetreten)\b",
    # leading or serving in a congregation
    r"\b(?:prowadzę|prowadze|i lead|i run|i help run|leite|ich leite|dirijo|coordino|j'anime|je dirige|веду|керую|"
    r"руковожу|służę|i serve|i teach|uczę) (?:\w+ ){0,5}(?:w|in|at|en|dans|у|в|for|dla|de la|de) (?:\w+ ){0,2}"
    + _CONGREGATION + r"\b(?! (?:hall|halls|car park|parking|café|cafe|kitchen))",
    # party or union roles
    r"\b(?:i'?m|i am|i've been|i have been|been|as) (?:a |an |the )?(?:card-carrying |paid-up |local )?" + _PARTY_EN
    + r" (?:party )?(?:member|rep|representative|steward|delegate|activist|councillor)\b",
    r"\b(?:i'?m|i am|as|i've been) (?:a |an |the )?(?:\w+ )?(?:union rep\w*|shop steward|union steward|union delegate|"
    r"union member)\b",
    r"\b(?:bin|ich bin|als|jetzt|seit \w+) (?:\w+ ){0,2}(?:betriebsrat|betriebsrätin|vertrauensmann|vertrauensfrau|"
    r"personalrat|personalrätin|gewerkschafter\w*|gewerkschaftsmitglied)\b",
    r"\b(?:bin|ich bin|wir sind) (?:\w+ ){0,3}mitglied (?:der|bei der|bei den|in der|im|bei) (?:afd|cdu|csu|spd|fdp|"
    r"grünen|linken|linke|bsw|partei|gewerkschaft|ig metall|verdi|ver\.di|gew|\w+partei)\b",
    r"\bjestem (?:\w+ ){0,2}członki?\w* (?:\w+ )?(?:partii|pis|po|konfederacji|lewicy|razem|psl|platformy)\b",
    r"\b(?:en tant que|je suis|comme|suis) (?:\w+ )?(?:délégu\w+|syndiqu\w+|adhérent\w*|élue?|militante?|représentante?) "
    r"(?:\w+ )?" + _UNION_FR + r"\b",
    r"\b(?:soy|como|estoy) (?:\w+ )?(?:delegad[oa]|afiliad[oa]|militante|enlace) (?:\w+ )?(?:sindical|de ccoo|de ugt|"
    r"a ccoo|a ugt|en ccoo|en ugt|de cgt|del comité|de la cgt|de csif|del psoe|del pp|de vox|de podemos|de sumar)\b",
    r"\b(?:zapisał\w*|zapisalam|zapisalem|wstąpił\w*|wstapil\w*) (?:się |sie )?(?:do )?(?:\w+ )?(?:związku|zwiazku|"
    r"solidarności|solidarnosci|opzz|znp|ozzl|partii|pis|po|konfederacji|lewicy|razem|psl)\b",
    r"\b(?:jestem|jako) (?:\w+ )?(?:przewodnicząc\w*|działacz\w*|członki?\w*|delegat\w*) (?:\w+ )?(?:związku|zwiazku|"
    r"solidarności|solidarnosci|opzz|znp|ozzl|komisji zakładowej)\b",
    r"\b(?:вступи\w+|вступа\w+|я член|є членом|являюсь членом|состою в|я голова|я профорг) (?:\w+ )?(?:до |в |у )?"
    r"(?:профспілк\w*|профсоюз\w*|партії|партии|профкому|профкомі)",
]
BELIEFS_TRIGGERS = [
    "ramadan", "ramadán", "ramadanu", "рамадан", "shabbat", "sabbath", "szabas", "szabasu", "schabbat", "sabbat",
    "shabat", "шабат", "sábado", "szabas", "посту", "postu", "fasting", "пощу", "poszczę", "kosher", "koszerne", "koscher", "casher", "kasher", "halal", "lent", "fastenzeit", "cuaresma",
    "carême", "піст", "пост",
    "islam", "judaism", "catholicism", "christianity", "buddhism", "musulmán", "musulmana", "musulman", "musulmane",
    "islām", "judía", "judío", "católica", "católico", "catholique", "judaizm", "katolicyzm", "prawosławie", "buddyzm",
    "islamu", "judaizmu", "katolicyzmu", "prawosławia", "buddyzmu", "islamismo", "judaísmo", "catolicismo",
    "budismo", "bouddhisme", "judaïsme", "catholicisme", "іслам", "юдаїзм", "православ'я", "католицизм", "ислам",
    "konvertiert", "islām",
    "zborze", "parafii", "kościele", "meczecie", "synagodze", "church", "parish", "mosque", "synagogue",
    "congregation", "gemeinde", "kirchengemeinde", "moschee", "synagoge", "parroquia", "mezquita", "sinagoga",
    "paroisse", "église", "mosquée", "церкві", "парафії", "громаді", "мечеті", "синагозі", "приходе",
    "mitglied", "członkiem", "członkinią", "konvertiert", "übergetreten", "member", "rep", "steward", "delegate", "activist", "councillor", "union",
]

RELATIONSHIP_STRONG = [
    # an affair told by its cover story: "met him at the hotel again, M. thinks I was at a training"
    r"\b(?:hotel\w*|motel\w*|готел\w*|гостиниц\w*)\b[^.!?\n]{0,80}\b(?:myśli|thinks|believes|denkt|glaubt|cree|piensa|"
    r"croit|pense|думає|думает),? (?:że |that |dass |que |qu'|що |что )?(?:byłam|byłem|i was|i'd been|i'm|ich war|"
    r"ich sei|ich bin|estaba|estuve|j'étais|je suis|я була|я був|я была|я был) (?:na|w|u|at|on|in|bei|auf|im|en|a|au|à|"
    r"на|в|у|з|с|with|with my|z)\b",
    r"\b(?:i've|i have|i've been|i have been|been) (?:been )?(?:sleeping with|seeing|having an affair with|hooking up with) "
    r"(?:someone|somebody|a (?:man|woman|guy|girl)) (?:from|at|else|behind|on the side)\b",
    # the writer's own divorce filed or under way, a partner's lover
    r"\b(?:składam|złożyłam|złożyłem|złożę|złożyliśmy) (?:\w+ )?pozew (?:o rozwód|rozwodowy)\b",
    r"\b(?:we're|we are|i'm|i am|me and \w+ are|\w+ and i are) (?:\w+ )?(?:getting divorced|getting a divorce|"
    r"filing for divorce|divorcing)\b",
    r"\b(?:ich habe|ich hab|hab|wir haben) (?:\w+ ){0,2}(?:die )?scheidung eingereicht\b", r"\breiche (?:\w+ )?die scheidung ein\b",
    r"\b(?:j'ai demandé|je demande|je vais demander) le divorce\b",
    r"\b(?:mąż|żona|partner\w*|chłopak|narzeczon\w*) (?:\w+ )?ma (?:\w+ )?(?:kochank\w*|romans\w*)\b",
    r"\bmy (?:husband|wife|partner|boyfriend|girlfriend|fianc\w*) (?:has|is having|'s having|had) (?:a lover|an affair|"
    r"a mistress|another woman|another man|someone else)\b",
    r"\b(?:mein mann|meine frau|mein partner|meine partnerin|mein freund|meine freundin) hat (?:eine affäre|eine geliebte|"
    r"einen geliebten)\b",
    r"\bmi (?:marido|mujer|pareja|novio|novia) tiene (?:una amante|un amante|un lío)\b",
    r"\b(?:mon mari|ma femme|mon copain|ma copine|mon compagnon|ma compagne) a (?:une maîtresse|un amant|une liaison|"
    r"quelqu'un d'autre)\b",
    r"\b(?:чоловік|дружина|муж|жена) (?:\w+ )?(?:має|имеет) (?:коханку|коханця|любовницу|любовника)\b",
    r"\b(?:notes? (?:from|after) (?:the |my |a )?(?:meeting with (?:the |my )?)?(?:lawyer|solicitor|attorney)|"
    r"notatki (?:z|po) (?:\w+ )?(?:prawni\w*|adwokat\w*|mecenas\w*)|notizen (?:vom|von der|nach dem|zum) (?:\w+ )?"
    r"(?:anwalt\w*|anwältin)|notas de (?:la cita con )?(?:la |el |mi )?abogad[oa]|notes? (?:de|chez|après) (?:l'|mon |mon )?"
    r"(?:avocat\w*|rendez-vous avec (?:l'|mon |mon )?avocat\w*)|нотатки (?:з|після) (?:\w+ )?юрист\w*)"
    r"[^\n]{0,200}?\b(?:custody|divorce|alimony|child support|rozw\w*|opiek\w*|alimenty|scheidung\w*|sorgerecht|"
    r"unterhalt|divorcio|custodia|pensión|garde|pension alimentaire|розлуч\w*|аліменти|опік\w*)",
    # a partner who hits, slaps, pushes
    r"\b(?:he|she|husband|wife|partner|boyfriend|girlfriend|ex|fiancé|fiance) (?:\w+ ){0,3}(?:hit|hits|slapped|slaps|"
    r"punched|punches|kicked|kicks|choked|chokes|strangled|beat|beats) me\b(?! (?:up|at|to|in (?:chess|a game)))",
    r"\b(?:he|she|husband|wife|partner|boyfriend|girlfriend|ex) (?:\w+ ){0,3}(?:pushed|shoved|threw|slammed) me "
    r"(?:into|against|down|onto|off|over|to) (?:the |a |my )?(?:\w+ )?(?:wall|door|floor|ground|stairs|table|bed|"
    r"car|wardrobe|fridge|cupboard|counter|sink|mirror|window)\b",
    r"\b(?:вдарив|вдарила|б'є|бив|штовхнув|штовхнула|душив|ударил|бьёт|бьет|толкнул|душил|бил) (?:\w+ )?(?:мене|меня)\b",
    r"\b(?:uderzył|uderzyła|szarpał|dusił|spoliczkował|pobił|pobiła) mnie\b",
    r"\b(?:popchnął|popchnęła) mnie (?:na|o|ze|w) (?:\w+ )?(?:ścian\w*|drzwi|podłog\w*|szaf\w*|schod\w*|stół|ziemi\w*)",
    r"\b(?:schlägt|schlug|schubste|schubst|würgte|würgt) mich\b",
    r"\bhat mich (?:\w+ ){0,5}(?:geschlagen|geschubst|gewürgt|gestoßen)\b",
    # (round 19: "me pega un susto", "me pegó la gripe", "me pega mucho" are no blows)
    r"\bme (?:pegó|pega|ha pegado)\b(?! (?:un|una|el|la|lo|los|las|mucho|bien|fatal)\b(?! (?:paliza|bofetada|patada|"
    r"puñetazo|hostia|torta|golpe|tortazo|guantazo)\b))|\bme (?:abofeteó|dio una bofetada|ha dado una bofetada)\b",
    r"\bme (?:empujó|ha empujado|tiró) (?:contra|al suelo|por las escaleras|a la pared)\b",
    r"\b(?:il|elle) m'a (?:\w+ )?(?:frappée?|giflée?|étranglée?|cognée?)(?!\w)(?! (?:par|de|d'|comme))",
    r"\b(?:il|elle) m'a (?:\w+ )?(?:poussée?|bousculée?|plaquée?|jetée?) (?:contre|dans|par terre|au sol)\b",
    r"\b(?:il|elle) me frappe\b",
    # alimony for a named child, in a lawyer's notes
    r"\b(?:аліменти|алименты|alimenty|unterhalt|pensión alimenticia|pension alimentaire) (?:на|dla|für|para|pour) "
    r"(?:сина|доньку|дочку|сына|дочь|syna|córkę|córki|meinen sohn|meine tochter|mi hij[oa]|mon fils|ma fille|"
    r"nasz\w* \w+|unsere \w+|nuestr[oa]s? \w+|nos \w+|наш\w* \w+)\b",
]
RELATIONSHIP_TRIGGERS = [
    "custody", "garde", "custodia", "sorgerecht",
    "divorced", "divorce", "divorcing", "scheidung", "pozew", "kochankę", "kochanka", "romans", "affair", "lover",
    "mistress", "affäre", "geliebte", "amante", "maîtresse", "amant", "liaison", "коханку", "любовницу",
    "hotel", "motel", "готелі", "гостинице", "hit", "slapped", "punched", "kicked", "choked", "strangled", "pushed",
    "shoved", "geschlagen", "geschubst", "gewürgt", "gestoßen", "schlägt", "schlug", "schubste", "würgte",
    "uderzył", "uderzyła", "popchnął", "popchnęła", "pobił", "pobiła", "вдарив", "вдарила", "ударил", "pegó",
    "empujó", "frappée", "poussée", "giflée", "аліменти", "алименты", "alimenty", "unterhalt", "alimenticia", "alimentaire",
]
RELATIONSHIP_EXPLICIT = [
    "custody hearing", "getting divorced", "joint custody", "custody battle", "sole custody", "divorce petition", "divorce papers",
    "filing for divorce", "pozew o rozwód", "pozew rozwodowy", "rozwód z orzekaniem", "sprawa rozwodowa",
    "opiek* naprzemienn*", "sprawa rozwodow*", "sprawę rozwodow*", "scheidungsantrag", "trennungsjahr", "wechselmodell", "sorgerecht",
    "custodia compartida", "divorcio contencioso", "demanda de divorcio", "garde alternée", "demande de divorce",
    "procédure de divorce", "розлучення через суд", "позов про розлучення", "развод через суд",
]

HEALTH_STRONG = [
    # a medicine taken "for" a condition
    r"\b(?:i take|i'm on|i am on|i've been on|taking|biorę|biore|przyjmuję|nehme|tomo|los tomo|la tomo|je prends|"
    r"prends|приймаю|принимаю) (?:\w+ ){0,6}?(?:for|por|para|na|gegen|wegen|pour|contre|від|от|из-за) "
    + _CONDITION + r"(?!\w)",
    # a psychiatrist of one's own
    r"\b(?:my|mi|mon|ma|мій|моя|мой|моя) (?:\w+ )?(?:psychiatrist|psiquiatra|psychiatre|психіатр\w*|психиатр\w*)\b",
    r"\b(?:meine?|meinem|meiner) (?:\w+ )?(?:psychiater\w*)\b",
    # a doctor confirming a diagnosis
    r"\b(?:lekarz\w*|neurolog\w*|onkolog\w*|kardiolog\w*|psychiatr\w*|doctor|gp|neurologist|oncologist|consultant|"
    r"arzt|ärztin|médico|médica|neuróloga?|oncóloga?|médecin|neurologue|oncologue|лікар\w*|невролог\w*|онколог\w*|"
    r"врач\w*) (?:\w+ ){0,2}(?:potwierdził\w*|stwierdził\w*|confirmed|diagnosed|bestätigt\w*|hat \w+ bestätigt|"
    r"confirmó|ha confirmado|a confirmé|підтвердив|підтвердила|подтвердил\w*) (?:\w+ ){0,2}?" + _DIAGNOSIS + r"(?!\w)",
    r"\b(?:on )?vient de me diagnostiquer\b", r"\bon m'a diagnostiqué\b",
    # a diagnosis "given" to a relative: "брату поставили ПТСР"
    r"\bпоставили (?:\w+ )?(?:діагноз |диагноз )?" + _DIAGNOSIS + r"(?!\w)",
    # recovery milestones
    r"\b(?:w|in|bei den|en|dans|у|в) aa (?:od|since|seit|desde|depuis|з|с|for)\b",
    r"\b(?:my|mój|moim|mojej|mein\w*|mi|mon|ma|мій|моя|моїй|моєму) (?:\w+ )?(?:aa|na) (?:meeting|group|sponsor|chip|"
    r"mityng\w*|spotkani\w*|grup\w*|treffen|gruppe|reunión|grupo|réunion|groupe|зустріч\w*|груп\w*)\b",
    r"\b(?:mityng\w*|meeting|treffen|reunión|réunion) (?:\w+ )?(?:aa|na|der aa|de aa|des aa|d'aa)\b",
    r"\b(?:since my last drink|since i last drank|od ostatniego kieliszka|seit meinem letzten (?:drink|glas|schluck)|"
    r"desde mi última copa|depuis mon dernier verre|з останньої чарки)\b",
    r"\b(?:i'?ve been|i have been|i'?m|i am|jestem|bin|llevo|je suis|я) (?:\w+ ){0,3}?(?:sober|clean|trzeźw\w*|"
    r"czyst[ya]|nüchtern|limpi[oa]|sobri[oa]|sobre|тверез\w*|трезв\w*) (?:for|since|od|seit|desde|depuis|вже|уже|"
    r"\d+|a|an|one|two|three|six)\b",
    r"\b(?:je n'ai (?:pas|plus)|i haven't|i have not|nie (?:tknęłam|tknąłem|piję|biorę)|ich habe (?:kein|nicht)|"
    r"no he (?:tocado|probado)|не вживаю|не п'ю) (?:\w+ ){0,2}?(?:touché|bu|pris|touched|had|taken|angerührt|getrunken)?"
    r" ?(?:à |a )?(?:la |l'|de )?(?:cocaïne|héroïne|alcool|cocaine|heroin|a drink|alcohol|kokainy|heroiny|alkoholu|"
    r"kokain|heroin|alkohol|cocaína|heroína|кокаїн\w*|героїн\w*|алкогол\w*)\b",
]
_KIN = (r"husband|wife|partner|boyfriend|girlfriend|dad|father|mum|mom|mother|brother|sister|son|daughter|grandma|"
        r"grandmother|grandpa|grandfather|uncle|aunt|mari|femme|compagnon|compagne|copain|copine|père|mère|frère|sœur|"
        r"soeur|fils|fille|grand-mère|grand-père|oncle|tante|mann|frau|vater|mutter|bruder|schwester|sohn|tochter|oma|"
        r"opa|mąż|żona|ojciec|tata|mama|matka|brat|siostra|syn|córka|babcia|dziadek|marido|mujer|pareja|padre|madre|"
        r"hermano|hermana|hijo|hija|abuela|abuelo|чоловік|дружина|батько|тато|мама|мати|брат|сестра|син|донька|"
        r"бабуся|дідусь|муж|жена|отец|мать|сын|дочь")
_SUFFERED = (r"(?:post-?traumatic stress\w*|ptsd|tept|estrés postraumático|stress post-?traumatique|tspt|ptbs|"
             r"posttraumatische\w* belastungsstörung|zespół stresu pourazowego|ptsd|птср|посттравматичн\w* \w+|"
             r"depression|dépression|depresión|depressionen|depresj\w*|депресі\w*|депресси\w*|schizophren\w*|"
             r"schizofren\w*|esquizofrenia|шизофрен\w*|bipolar\w*|bipolarit\w*|dwubiegunow\w*|біполяр\w*|alzheimer\w*|"
             r"parkinson\w*|demen\w*|dementia|démence|anorexi\w*|anoreksj\w*|anorexie|bulimi\w*|boulimie|"
             r"epilep\w*|épilepsie|padaczk\w*|епілепс\w*|cancer|cáncer|krebs|raka|рак\w*|diabète|diabetes|cukrzyc\w*|"
             r"sclérose \w+|sclerosis|esclerosis|stwardnieni\w*|sklerose|trouble \w+|trastorno \w+|zaburzeni\w* \w+|"
             r"розлад\w* \w+|alcoolisme|alcoholism|alkoholizm\w*|alkoholismus|alcoholismo|алкоголізм\w*)")
HEALTH_STRONG += [
    r"\b(?:i suffer|i've suffered|i have suffered|je souffre|ich leide|leide ich|cierpię|sufro|padezco|страждаю|страдаю|"
    r"(?:" + _KIN + r") (?:\w+ ){0,2}?(?:suffers|suffered|has suffered|souffre|souffrait|a souffert|leidet|litt|cierpi|"
    r"cierpiał\w*|sufre|padece|padecía|страждає|страждав|страдает|страдал)) "
    r"(?:from |de |d'|du |de la |an |unter |na |на |от )?(?:(?:a |an |une |un |einer |eine )?(?:severe |chronic |sévère |"
    r"chronique |schwere\w* |chronische\w* |ciężk\w* |grave |crónic[oa] |хронічн\w* |важк\w* )?)" + _SUFFERED + r"(?!\w)",
]
HEALTH_TRIGGERS = [
    "suffers", "suffered", "suffer", "souffre", "souffrait", "souffert", "leide", "leidet", "litt", "cierpię", "cierpi",
    "sufro", "sufre", "padezco", "padece", "padecía", "страждаю", "страждає", "страждав", "страдаю", "страдает",
    "séropositif", "séropositive", "hiv", "vih", "віл", "вич", "seropositivo", "seropositiva", "seropositiv",
    "anxiety", "depression", "ansiedad", "depresión", "anxiété", "dépression", "angststörung", "depressionen",
    "тривогу", "тривоги", "депресію", "депресії", "тревоги", "lęki", "depresję", "depresji", "nerwicę", "padaczkę",
    "psychiatrist", "psiquiatra", "psychiatre", "психіатр", "психиатр", "psychiater", "psychiaterin",
    "potwierdził", "potwierdziła", "confirmed", "diagnosed", "bestätigt", "confirmó", "confirmé", "підтвердив",
    "підтвердила", "подтвердил", "подтвердила", "diagnostiquer", "diagnostiqué", "поставили", "aa",
    "sober", "trzeźwy", "trzeźwa", "nüchtern", "sobria", "sobrio", "тверезий",
    "твереза", "трезвый", "трезвая", "cocaïne", "héroïne", "cocaine", "heroin", "kokainy", "heroiny", "cocaína",
    "heroína",
]
HEALTH_STRONG += [
    # a partner's or one's own HIV
    r"\b(?:mon|ma|my|mój|moja|mein|meine|mi|мій|моя|мой) (?:\w+ )?(?:copain|copine|mari|femme|partenaire|conjoint|"
    r"compagnon|compagne|boyfriend|girlfriend|husband|wife|partner|chłopak|dziewczyna|mąż|żona|partnerka|freund|"
    r"freundin|mann|frau|partnerin|novio|novia|marido|mujer|pareja|хлопець|дівчина|чоловік|дружина|партнер\w*|муж|"
    r"жена|парень|девушка) (?:est|is|has|jest|ma|ist|hat|es|tiene|має|—|-)? ?(?:séropositi\w*|hiv[- ]positiv\w*|"
    r"seropositiv\w*|hiv|vih|віл|вич|nosiciel\w* hiv)(?!\w)",
]
HEALTH_EXPLICIT = [
    "séropositif", "séropositive", "seropositivo", "seropositiva", "hiv-positive", "hiv positive", "hiv-positiv",
    "hiv-positiver", "nosicielem hiv", "nosicielką hiv", "віл-позитивний", "віл-позитивна", "вич-положительный",
    "narcotics anonymous", "alcoholics anonymous", "narcotiques anonymes", "alcooliques anonymes",
    "anonimowych alkoholików", "anonimowi alkoholicy", "anonyme alkoholiker", "narcóticos anónimos",
    "alcohólicos anónimos", "анонімних алкоголіків", "анонимных алкоголиков",
]

_NATION = (r"(?:vietnamese|chinese|japanese|korean|filipina|filipino|thai|indian|pakistani|bangladeshi|nigerian|"
           r"ghanaian|kenyan|somali|ethiopian|eritrean|jamaican|caribbean|trinidadian|barbadian|moroccan|algerian|"
           r"tunisian|egyptian|turkish|kurdish|arab|iranian|persian|afghan|syrian|lebanese|iraqi|mexican|colombian|"
           r"brazilian|peruvian|chilean|cuban|dominican|puerto rican|irish|scottish|welsh|polish|ukrainian|russian|"
           r"romanian|roma|romani|gypsy|traveller|jewish|punjabi|tamil|sri lankan|chechen|"
           r"wietnamk\w*|wietnamczyk\w*|chink\w*|chińczyk\w*|ukraink\w*|ukraińc\w*|turczynk\w*|turkiem|nigeryjk\w*|"
           r"nigeryjczyk\w*|romk\w*|romem|cyganem|cyganką|żydówk\w*|żydem|arabk\w*|arabem|koreank\w*|hindusk\w*|"
           r"hindusem|marokank\w*|marokańczyk\w*|czeczenk\w*|czeczen\w*|wietnamczykiem|"
           r"vietnamesin|vietnamese|türkin|türke|kurdin|kurde|nigerianerin|nigerianer|chinesin|chinese|araberin|"
           r"araber|marokkanerin|marokkaner|jamaikaner\w*|ghanaer\w*|sinti|eritreerin|eritreer|syrerin|syrer|"
           r"vietnamita|marroquí|nigerian[oa]|gitan[oa]|ecuatorian[oa]|peruan[oa]|dominican[oa]|cuban[oa]|"
           r"senegal[eé]s[a]?|argelin[oa]|colombian[oa]|venezolan[oa]|boliviana?o?|"
           r"vietnamien(?:ne)?|algérien(?:ne)?|marocaine?|tunisien(?:ne)?|sénégalaise?|malien(?:ne)?|camerounaise?|ivoirien(?:ne)?|"
           r"congolaise?|antillaise?|haïtien(?:ne)?|chinoise?|kabyle|comorien(?:ne)?|"
           r"в'єтнамк\w*|в'єтнам\w*|китаянк\w*|китаєць|ромк\w*|ромом|кримськ\w* татар\w*|татарк\w*|татарин\w*|"
           r"грузинк\w*|вірменк\w*|вірменин\w*|єврейк\w*|євреєм|вьетнамк\w*|китаянка|армянк\w*|армянин\w*|еврейк\w*)")
_PARENT = (r"(?:mum|mom|mother|dad|father|mama|mamá|tata|ojciec|matka|mutter|vater|madre|padre|mère|père|"
           r"мама|тато|батько|мати|папа|отец|мать|mami|papa|papá|maman)")
# the nationality ends its clause: "my mum is Irish, and ...", not "my mum is a Chinese teacher"
_CLAUSE_END = (r"(?!\w)(?=\s*(?:[,.;:!?)\n—–]|\s-\s|$|(?:and|but|so|or|y|e|et|und|aber|i|a|ale|і|та|а|но|pero|mais)"
               r"(?!\w)))")
ETHNICITY_STRONG = [
    r"\b(?:my|mój|moja|mein|meine|mi|mon|ma|мій|моя|мой) " + _PARENT + r"(?:'s| is| was| are| jest| był| była| ist| war|"
    r" es| era| est| était| —| -|,)? (?:half |from )?" + _NATION + _CLAUSE_END,
    r"\b(?:my|our) parents are (?:\w+ and )?" + _NATION + _CLAUSE_END,
    r"\b(?:mi padre|mi madre) es (?:de origen )?" + _NATION + _CLAUSE_END,
]
ETHNICITY_TRIGGERS = [
    "vietnamese", "chinese", "japanese", "korean", "filipina", "filipino", "indian", "pakistani", "bangladeshi",
    "nigerian", "ghanaian", "kenyan", "somali", "ethiopian", "eritrean", "jamaican", "caribbean", "moroccan",
    "algerian", "tunisian", "egyptian", "turkish", "kurdish", "arab", "iranian", "persian", "afghan", "syrian",
    "lebanese", "iraqi", "mexican", "colombian", "brazilian", "peruvian", "chilean", "cuban", "dominican", "irish",
    "scottish", "welsh", "polish", "ukrainian", "russian", "romanian", "roma", "romani", "gypsy", "jewish",
    "punjabi", "tamil", "chechen",
    "wietnamką", "wietnamczykiem", "chinką", "chińczykiem", "ukrainką", "ukraińcem", "turczynką", "turkiem",
    "nigeryjką", "nigeryjczykiem", "romką", "romem", "cyganem", "cyganką", "żydówką", "żydem", "arabką", "arabem",
    "koreanką", "hinduską", "hindusem", "marokanką", "marokańczykiem", "czeczenką", "czeczenem",
    "vietnamesin", "türkin", "türke", "kurdin", "kurde", "nigerianerin", "nigerianer", "chinesin", "araberin",
    "araber", "marokkanerin", "marokkaner", "jamaikaner", "jamaikanerin", "ghanaer", "sinti", "eritreerin",
    "eritreer", "syrerin", "syrer",
    "vietnamita", "marroquí", "nigeriano", "nigeriana", "gitano", "gitana", "ecuatoriano", "ecuatoriana", "peruano",
    "peruana", "dominicano", "dominicana", "cubano", "cubana", "senegalés", "senegalesa", "argelino", "argelina",
    "colombiano", "colombiana", "venezolano", "venezolana",
    "vietnamien", "vietnamienne", "algérien", "algérienne", "marocain", "marocaine", "tunisien", "tunisienne",
    "sénégalais", "sénégalaise", "malien", "malienne", "camerounais", "camerounaise", "ivoirien", "ivoirienne",
    "congolais", "congolaise", "antillais", "antillaise", "haïtien", "haïtienne", "chinois", "chinoise", "kabyle",
    "в'єтнамка", "в'єтнамець", "китаянка", "китаєць", "ромка", "татарка", "татарин", "грузинка", "вірменка",
    "вірменин", "єврейка", "вьетнамка", "армянка", "армянин", "еврейка",
]
ETHNICITY_EXPLICIT = [
    "mixed race", "mixed-race", "biracial", "dual heritage", "métisse", "métis", "mestiza", "mestizo",
    "mischling", "half-caste",
]

FINANCE_STRONG = [
    # gambling losses, one's own or a relative's
    r"\b" + _LOST + r"\b[^.!?\n]{0,60}?\b" + _GAMBLING + r"\b(?!-)",
    r"\b" + _GAMBLING + r"\b(?!-)[^.!?\n]{0,60}?\b" + _LOST + r"\b",
]
FINANCE_TRIGGERS = []

# frames in which such words are not the writer's own news: a population figure, a story being written
STRONG_HEDGES = (
    "ile osób", "how many people", "what percentage of", "what share of", "wie viele menschen", "wie viele leute",
    "cuántas personas", "combien de personnes", "скільки людей", "сколько людей", "jaki odsetek", "welcher anteil",
    "qué porcentaje", "quel pourcentage", "according to statistics", "według danych", "według statystyk",
    "my novel", "my short story", "my screenplay", "my script", "in the novel", "the novel i'm writing",
    "mojej powieści", "moją powieść", "moim opowiadaniu", "moje opowiadanie", "mojego opowiadania", "piszę powieść",
    "piszę opowiadanie", "meinem roman", "meinen roman", "meinem krimi", "meinen krimi", "meiner geschichte",
    "mi novela", "mi relato", "mi cuento", "mi guion", "mon roman", "ma nouvelle", "mon scénario",
    "мого оповідання", "моєму оповіданні", "моє оповідання", "мого роману", "моєму романі", "пишу оповідання",
    "пишу роман", "мой роман", "моего романа", "моем романе", "fan fiction", "fanfic",
    # still deciding (round 14): "me han recomendado ir al psicólogo, me lo estoy pensando", "mal schauen ob wir das
    # dispo brauchen"
    "me lo estoy pensando", "me lo pienso", "lo estoy pensando", "mal schauen ob", "mal sehen ob", "mal gucken ob",
    "we'll see if", "we'll see whether", "still thinking about it", "zobaczymy czy", "zobaczymy, czy",
    "on verra si", "j'y réfléchis", "je vais y réfléchir", "подивимось чи", "подивимося чи", "посмотрим ли",
    "ще подумаю", "еще подумаю", "ещё подумаю",
)
HEDGES = (
    "weiß nicht ob", "weiss nicht ob", "nie wiem czy", "no sé si", "je ne sais pas si", "не знаю чи", "не знаю, чи",
    "не знаю ли", "i don't know if", "i don't know whether", "irgendwie",
)

SEXUALITY_STRONG = [
    # a relative's coming out
    r"\b(?:son|daughter|kid|child|teen|brother|sister|dad|father|mum|mom|mother|husband|wife|partner|niece|nephew|"
    r"cousin|grandson|granddaughter|stepson|stepdaughter) (?:\w+ )?(?:came out|has come out|just came out) (?:to (?:me|us|"
    r"the family|everyone|our family|his parents|her parents|their parents) )?(?:\w+ \w+ )?(?:as|to (?:me|us))\b",
    r"\b(?:sohn|tochter|bruder|schwester|kind|mann|frau|vater|mutter) (?:\w+ ){0,3}(?:hat sich|sich) (?:\w+ ){0,3}geoutet\b",
    r"\b(?:hijo|hija|hermano|hermana|padre|madre|marido|mujer) (?:\w+ ){0,3}(?:ha salido|salió|acaba de salir) del armario\b",
    r"\b(?:fils|fille|frère|sœur|soeur|père|mère|mari|femme) (?:\w+ ){0,3}(?:a fait|vient de faire) son coming[- ]out\b",
    r"\b(?:syn|córka|brat|siostra|ojciec|mama|tata|mąż|żona) (?:\w+ ){0,3}(?:zrobił\w*|ujawnił\w*) (?:\w+ )?coming[- ]out\b",
    r"\b(?:син|донька|брат|сестра|батько|мама|чоловік|сын|дочь) (?:\w+ ){0,3}(?:зробив|зробила|зробили|сделал|сделала) "
    r"камінг-аут|камин-аут|каминг-аут",
]
SEXUALITY_TRIGGERS = ["came", "come", "geoutet", "armario", "coming", "камінг", "каминг", "камин"]
