"""Word lists, round 19: what people live through, told in everyday words, in six languages (EN, PL, DE, ES, FR,
UK/RU), about themselves or the people around them (family, friends, neighbours):
- violence in the home: a partner, ex or relative who hit, beat, locked up or abused someone, told with the object
  pronoun ("me pegaba", "m'a poussée", "її б'є", "hat mich eingesperrt"), and neighbours or a couple who fight;
- affairs: a partner seeing or sleeping with someone else, a lover or mistress in someone's life, falling in love
  with someone close to one's partner, a secret about an ex kept from the partner, leaving one's partner;
- divorce and separation as something happening ("our divorce", "lassen uns nach 20 Jahren scheiden", "en pleno
  divorcio"), someone left by their partner, a custody dispute over one's children;
- pregnancy loss, IVF and abortion said plainly ("we lost the baby", "on fait une FIV", "aborté");
- health: a relative's drinking, life since chemo, surgery or an amputation, a neighbour's or friend's diagnosis
  told with a third-person pronoun ("у неё ВИЧ");
- money: an overdrawn account or card ("à -1 200 €", "на кредитці мінус"), instalments overdue, eviction and rent
  arrears, a debt left by a dead parent, a salary with "gross/net";
- beliefs: a role in a party or union (member, delegate, secretary, councillor), also inside a signature or bio the
  user asks to edit; joining a party ("j'ai pris ma carte"), becoming a Jehovah's Witness;
- sexuality: "as a gay man", a son's boyfriend or a daughter's girlfriend, two men or two women who are a couple;
- ethnicity: one's own origin named together with the discrimination it brings ("as the only Black woman", "I'm
  Pakistani and my landlord made a racist comment").

Same notation and tiers as vocab/plain.py. Every strong pattern starts with a look-behind, so it runs only when the
message has one of the area's TRIGGERS below (rare words: each one opens the area's patterns for the whole message).
"""
from __future__ import annotations

# Size: over 600 lines because each area's rules sit beside the needs that gate them (one list per area, in order).
from app.core.memory.privacy.detector.vocab.everyday import COND_DE
from app.core.memory.privacy.detector.vocab.intl import COND_UK

# ---------------------------------------------------------------- shared words

_PARTNER = (r"(?:husband|wife|boyfriend|girlfriend|partner|fiancée?|ex|ex-husband|ex-wife|ex-boyfriend|ex-girlfriend|"
            r"mann|frau|freund|freundin|verlobter?|verlobten|ex-mann|ex-frau|exmann|exfrau|mari|femme|copain|copine|"
            r"conjoint|compagnon|compagne|marido|mujer|esposo|esposa|novio|novia|pareja|exmarido|exmujer|expareja|"
            r"mąż|żona|chłopak|dziewczyna|partnerka|narzeczony|narzeczona|były|była|чоловік|дружина|хлопець|дівчина|"
            r"колишній|колишня|муж|жена|парень|девушка|бывший|бывшая)")
_KIN = (r"(?:father|dad|stepfather|stepdad|mother|mum|mom|stepmother|uncle|brother|grandfather|grandpa|"
        r"vater|papa|stiefvater|mutter|mama|onkel|bruder|opa|padre|padrastro|madre|tío|hermano|abuelo|père|"
        r"beau-père|mère|oncle|frère|grand-père|ojciec|tata|ojczym|matka|mama|wujek|brat|dziadek|батько|тато|"
        r"вітчим|мати|мама|дядько|брат|дід|отец|папа|отчим|мать|дядя|дед)")
_DRINKS = (r"(?:only|just|tea|coffee|water|milk|juice|smoothies?|decaf|kaw\w*|herbat\w*|wod\w*|mlek\w*|sok\w*|tylko|"
           r"nur|kaffee|tee|wasser|milch|saft|agua|café|té|leche|zumo|solo|sólo|de l'eau|du café|du thé|du lait|"
           r"чай|каву|воду|молоко|кофе|только|лише|тільки|сік|сок)")

# ---------------------------------------------------------------- intimate life

RELATIONSHIP_STRONG = [
    # violence with the object pronoun: "Mi ex me pegaba", "su novio la empujó", "Mon père nous battait"
    r"(?<!\w)(?:me|la|le|nos|les) (?:pegaba|pegaban|pegó|pega|ha pegado|golpeaba|golpeó|golpea|maltrataba|maltrató|"
    r"empujó|empujaba|encerraba|encerró|ahorcaba|estrangulaba)(?! (?:un|una|el|la|los|las|lo|con|a|al|en|fuerte)\b)"
    r"(?<!pega)|(?<!\w)(?:me|la|le|nos|les) (?:pega|pegó|pegaba) una (?:paliza|bofetada|patada|torta|hostia)",
    r"(?<!\w)(?:abusó|abusaba|ha abusado|abusaron) de (?:mí|ella|él|nosotr[oa]s|mi hij[oa])(?!\w)",
    # ("il m'a frappé par son intelligence", "ce qui me frappe" are no blows: only the feminine participle, no "par")
    r"(?<!\w)(?<!qui )(?<!ça )(?<!cela )(?:me|m'|la|l'|nous|les) ?(?:frappait|frappe|frappaient|battait|battaient|"
    r"giflait|étranglait|enfermait|a frappée|a battue|a giflée?|a poussée|a étranglée?|a enfermée?)(?!\w)"
    r"(?! (?:au|aux|à|en|de|sur|par|d'|comme|que|toujours)\b)",
    r"(?<!\w)(?:a abusé|abusait|ont abusé) (?:de moi|d'elle|de lui|de nous|de ma|de mon)(?!\w)",
    r"(?<!\w)(?:hat|hatte) (?:mich|sie|uns|ihn) (?:\w+ ){0,3}?(?:geschlagen|verprügelt|gewürgt|eingesperrt|missbraucht|"
    r"vergewaltigt|geschubst|getreten|bedroht|geohrfeigt)(?!\w)",
    r"(?<!\w)(?:schlägt|schlug|verprügelt|würgt|missbraucht) (?:mich|sie|uns|ihn|seine frau|ihren mann|die kinder|seine kinder|"
    r"ihre kinder|seinen sohn|seine tochter|ihren sohn|ihre tochter)(?!\w)(?![^,.!?\n]*\bvor\b)",  # ("er schlägt sie vor": proposes)
    r"(?<!\w)(?:ist|wird|wurde|war) (?:\w+ ){0,3}?(?:handgreiflich|gewalttätig)|(?:auf mich|auf sie) losgegangen(?!\w)",
    r"(?<!\w)(?:мене|її|його|нас|меня|её|его) (?:бив|била|б'є|бив|вдарив|вдарила|штовхнув|душив|бьёт|бьет|бил|ударил|"
    r"толкнул|душил|избил|побив|побил)(?!\w)",
    r"(?<!\w)(?:знущав\w* (?:з|із|над) (?:мене|неї|нього|нами)|издевал\w* (?:надо мной|над ней|над ним|над нами))(?!\w)",
    r"(?<!\w)(?:ex|husband|wife|boyfriend|girlfriend|partner|dad|father|mum|mother|stepdad|stepfather)(?: \w+){0,3}? "
    r"(?:lock|locked|locks) (?:me|her|us) (?:in|up|out)(?!\w)|(?:my|her|his|their|\w+'s) "
    r"(?:\w+ )?(?:ex|husband|boyfriend|partner|wife|girlfriend|dad|father|stepdad|stepfather|mum|mother|uncle|brother) "
    r"(?:\w+ ){0,3}?(?:pushed|shoved|grabbed|strangled|hit|hits|beats|beat|slaps|slapped|punches|punched|kicks|kicked|"
    r"chokes|choked|abuses|abused|hurts|beating) (?:me|her|him|us|them)(?! (?:at|in|to|up|back|with the|off)\b)",
    # neighbours or a couple who fight: "Сусіди зверху постійно б'ються", "die Nachbarn streiten jede Nacht"
    r"(?<!\w)(?:neighbours|neighbors|sąsiedzi|nachbarn|vecinos|voisins|сусіди|соседи|\w+owie|\w+ovi)(?: \w+){0,4}? "
    r"(?:fight|are fighting|keep fighting|scream at each other|kłócą się|biją się|się kłócą|się biją|streiten|"
    r"schlagen sich|se pelean|se pegan|se gritan|se disputent|se battent|se frappent|б'ються|сваряться|бьются|"
    r"ругаются|дерутся|sich anschreien)(?!\w)(?! (?:for|against|to|um|o|za|por|pour|за)\b)",
    r"(?<!\w)(?:schreit|brüllt|screams at|yells at|krzyczy na|кричить на|кричит на|grita a|hurle sur) (?:\w+ ){0,4}?"
    r"(?:seine frau|ihren mann|his wife|her husband|żonę|męża|дружину|чоловіка|жену|мужа|su mujer|su marido|sa femme|"
    r"son mari)(?!\w)",
    # a partner seeing or sleeping with someone else: "Дружина зустрічається з іншим", "Mein Mann trifft sich mit ..."
    r"(?<!\w)" + _PARTNER + r"(?: \w+){0,3}? (?:is seeing|is sleeping with|sleeps with|spotyka się|sypia|trifft sich|"
    r"schläft|sale|se ve|se acuesta|voit|couche|зустрічається|спить|встречается|спит)(?: \w+){0,2}? "
    r"(?:someone else|another (?:woman|man|guy|girl)|z inną|z innym|mit einer anderen|mit einem anderen|con otra|"
    r"con otro|une autre|un autre|avec une autre|avec un autre|quelqu'un d'autre|з іншою|з іншим|із іншою|із іншим|"
    r"с другой|с другим)(?!\w)",
    # a lover or mistress in someone's life: "wyprowadził się do kochanki", "пише коханці", "his mistress"
    r"(?<!\w)(?:his|her|my|a secret|their) (?:lover|mistress)(?!\w)|"
    r"(?<!\w)(?:kochank\w+|kochanek|kochankiem|geliebte[nr]?|коханк\w+|коханц(?!ів|ями|ях)\w*|коханець|любовниц\w+|любовник\w*|"
    r"(?:коханому|коханого|коханій|коханої|коханим)(?=\s*(?:[,.!?;:)]|$|і |та |а |щоб|бо )))(?!\w)"
    r"(?<!kochanka wojtka)",
    # in love with someone close to one's partner: "amoureuse du meilleur ami de mon mari"
    r"(?<!\w)(?:in love with|amoureu\w+ d[eu']|enamorad[oa] de|verliebt in|zakochan\w* w|zakochał\w* się w|"
    r"закохал\w* (?:в|у)|закохан\w* (?:в|у)|влюбил\w* в|влюблен\w* в)[^.!?\n]{0,40}? (?:of my|de mon|de ma|du mari|"
    r"de mi|del marido|meines|meiner|mojego|mojej|мого|моєї|моего|моей|my (?:husband|wife|partner|boyfriend|"
    r"girlfriend)'s)(?: (?:husband|wife|partner|boyfriend|girlfriend|mari|femme|copain|copine|marido|esposa|esposo|"
    r"mujer|novio|novia|mannes|frau|freundes|freundin|męża|żony|chłopaka|dziewczyny|чоловіка|дружини|мужа|жены))?"
    r"(?!\w)",
    # a secret about an ex kept from the partner: "Mi novio no sabe que sigo hablando con mi ex"
    r"(?<!\w)" + _PARTNER + r" (?:doesn't know|does not know|has no idea|no sabe|nie wie|weiß nicht|weiss nicht|"
    r"ne sait pas|не знає|не знает)[^.!?\n]{0,60}?(?:(?:my|mi|mon|ma|meiner|meinem|z moim|z moją|з моїм|з моєю|"
    r"с моим|с моей) ex\b|z byłym|z byłą|mit meiner ex|mit meinem ex|з колишн\w+|с бывш\w+|коханому|коханці|"
    r"коханцю|любовник\w*|кохан\w+ )",
    # sleeping together in secret: "Wir schlafen heimlich miteinander", "we're still secretly sleeping together"
    r"(?<!\w)(?:schlafen (?:\w+ ){0,2}?(?:heimlich|noch|wieder) (?:\w+ )?miteinander|(?:secretly|still) sleeping together|"
    r"sypiamy ze sobą|potajemnie sypiamy|dormimos juntos a escondidas|couchons ensemble en cachette|"
    r"таємно спимо|тайно спим)(?!\w)",
    # leaving one's partner: "wants me to leave my wife", "chce, żebym odszedł od żony"
    r"(?<!\w)(?:leave my (?:wife|husband|partner)(?! (?:alone|at|with|home|in|for the|to)\b)|odejść od (?:żony|męża)|"
    r"odszedł od (?:żony|męża)|odeszła od męża|(?:meine frau|meinen mann) (?:zu )?verlassen|quitter (?:ma femme|mon mari)|"
    r"dejar a mi (?:mujer|marido|esposa|esposo)|піти від (?:дружини|чоловіка)|уйти от (?:жены|мужа))(?!\w)",
    # divorce as something happening: "lassen uns nach 20 Jahren scheiden", "our divorce", "en pleno divorcio"
    r"(?<!\w)(?:lassen uns|lasse mich|lässt sich|lassen sich) (?:\w+ ){0,5}?scheiden(?!\w)",
    r"(?<!\w)(?:our|my|nuestro|mi|notre|mon|unsere|meine|unserer|meiner|naszym|naszego|nasz|mój|moim|mojego|наше|моє|"
    r"нашого|мого|нашем|моём|нашому|моєму|наш|мой|нашего|моего) (?:divorce|divorcio|scheidung|rozwód|rozwodzie|"
    r"rozwodu|розлучення|развод|разводе|развода|separación|séparation|trennung|rozstaniu|rozstanie)(?!\w)",
    r"(?<!\w)(?:estamos|estoy|we're|we are|i'm|i am|sommes|suis|sind|bin|jesteśmy|jestem|ми|я|мы) (?:\w+ ){0,2}?"
    r"(?:en pleno|en medio de(?: un| una| la| el)?|in the middle of(?: a| our| my)?|going through(?: a| our| my)?|"
    r"en plein|en cours de|mitten in der|mitten in einer|w trakcie|w środku|в процесі|в процессе) "
    r"(?:divorcio|separación|divorce|separation|séparation|scheidung|trennung|rozwodu|rozstania|розлучення|развода)(?!\w)",
    # telling the children or parents about the divorce: "Jak im powiedzieć o rozwodzie?"
    r"(?<!\w)(?:tell|telling|powiedzieć|mówić|sagen|erzählen|decir|contar|dire|annoncer|сказати|розповісти|сказать|"
    r"рассказать|explain|wytłumaczyć|erklären|explicar|expliquer|пояснити|объяснить) (?:\w+ ){0,3}?(?:about |o |von |"
    r"über |de |du |про |о |об )?(?:the |our |naszym |unserer |der |nuestro |el |notre |le |la |наше |наш |нашем )?"
    r"(?:divorce|rozwodzie|scheidung|divorcio|розлучення|разводе|separation|separación|séparation|trennung|"
    r"rozstaniu)(?!\w)(?! (?:rates?|law|laws|statistics|prawo|statystyk\w*|recht|statistik\w*|ley|loi|droit)\b)",
    # someone left by their partner: "wurde von ihrem Verlobten verlassen", "her husband left her for ..."
    r"(?<!\w)(?:was|got|wurde|została|został|fue|a été|була|була|была|был) (?:\w+ )?(?:dumped|left|verlassen|"
    r"porzucon\w|zostawion\w|abandonad\w|dejad\w|quitté\w*|кинута|кинутий|брошен\w*) (?:by|von|przez|por|par) "
    r"(?:her|his|ihrem|ihrer|seiner|seinem|meinem|meiner|swojego|swoją|su|sa|son|mon|ma|своїм|своєю|своим|своей) "
    r"(?:\w+ )?(?:husband|wife|boyfriend|girlfriend|partner|fiancée?|mann|frau|freund|freundin|verlobten|partner\w*|"
    r"mężem|żonę|narzeczon\w+|chłopaka|dziewczynę|marido|mujer|novio|novia|prometid[oa]|mari|femme|copain|copine|fiancée?|"
    r"чоловіком|дружиною|нареченим|нареченою|мужем|женой|женихом|невестой)(?!\w)",
    r"(?<!\w)(?:her|his|my|\w+'s) (?:husband|wife|boyfriend|girlfriend|partner|fiancée?) (?:just |has |had )?(?:left|dumped) "
    r"(?:her|him|me)(?!\w)(?! (?:a|an|the|some|his|her|my|our|with|alone|money|food|messages?|notes?|keys?)\b)|"
    r"(?<!\w)(?:ihr|sein|mein) (?:mann|freund|verlobter|partner) hat (?:sie|ihn|mich) (?:\w+ )?"
    r"verlassen|(?<!\w)(?:wurde|bin|ist|wurden) (?:\w+ ){0,3}?von (?:ihrem|seinem|meinem|ihrer|seiner|meiner) (?:\w+ )?"
    r"(?:mann|frau|freund|freundin|verlobten|partner\w*) (?:\w+ ){0,3}?verlassen|(?<!\w)(?:su|mi) (?:marido|novio|mujer|novia|pareja) (?:la|lo|me) (?:dejó|ha dejado|abandonó)(?!\w)"
    r"(?! (?:el|la|los|las|un|una|unos|unas|mi|su|dinero|en|solo|sola|tirad[oa]|hecho|hecha|preparad[oa]|listo|lista)\b)|"
    r"(?<!\w)(?:son|mon) (?:mari|copain|compagnon) (?:l'a|m'a) quittée(?!\w)|"
    r"(?<!\w)(?:mąż|chłopak|narzeczony|partner) (?:\w+ )?(?:ją|mnie) (?:zostawił|porzucił)(?!\w)",
    # a custody dispute over one's children: "Sprawa o opiekę nad synem", "la garde exclusive de notre fils"
    r"(?<!\w)(?:custody|sorgerecht\w*|custodia|la garde|garde exclusive|garde alternée|(?:o|wyłączn\w+|naprzemienn\w+|o wyłączną|o naprzemienną) opiek\w+|władz\w+ rodzicielsk\w+|"
    r"опік\w*|опек\w*) (?:\w+ ){0,3}?(?:of |for |over |de |des |für |nad |над |на )?(?:my|our|mi|mis|nuestr\w+|mon|ma|"
    r"mes|notre|nos|meinen|meine|unseren|unsere|moim|moją|moimi|naszym|naszymi|naszą|synem|córką|dziećmi|dzieckiem|"
    r"моїм|моєю|нашими|сином|донькою|дітьми|дитиною|моим|моей|сыном|дочерью|детьми|ребенком|los niños|les enfants|"
    r"the kids|the children|die kinder)(?!\w)",
    r"(?<!\w)(?:суд\w* (?:про|об|щодо) (?:опік|опек)\w*(?=[^.!?\n]*(?:син|сын|доньк|дочь|дочк|дітей|детей|дитин|ребен))|"
    r"(?:сина|сына|доньку|дочку|дочь|дітей|детей|дитину|ребенка)[^.!?\n]{0,60}?суд\w* (?:про|об|щодо) (?:опік|опек)\w*)(?!\w)",
]
RELATIONSHIP_TRIGGERS = [
    "pegaba", "pegaban", "pegó", "pega", "pegado", "golpeaba", "golpeó", "golpea", "maltrataba", "maltrató", "empujó",
    "empujaba", "encerraba", "encerró", "abusó", "abusaba", "abusado", "abusaron", "frappait", "frappe", "frappaient",
    "battait", "battaient", "giflait", "étranglait", "enfermait", "frappée", "frappé", "battue", "giflée", "poussée",
    "étranglée", "enfermée", "abusé", "abusait", "geschlagen", "verprügelt", "gewürgt", "eingesperrt", "missbraucht",
    "vergewaltigt", "geschubst", "getreten", "bedroht", "geohrfeigt", "schlägt", "schlug", "würgt", "handgreiflich",
    "gewalttätig", "losgegangen", "бив", "била", "б'є", "вдарив", "вдарила", "штовхнув", "душив", "бьёт", "бьет", "бил",
    "ударил", "толкнул", "душил", "избил", "побив", "побил", "знущал*", "знущав*", "издевал*", "lock", "locked", "locks", "pushed", "shoved", "grabbed", "strangled", "hits", "beats",
    "neighbours", "neighbors", "nachbarn", "vecinos", "voisins", "sąsiedzi", "сусіди", "соседи", "kłócą", "biją", "streiten", "pelean", "disputent", "battent", "б'ються", "сваряться",
    "бьются", "ругаются", "дерутся", "anschreien", "schreit", "brüllt", "screams", "yells", "krzyczy", "кричить",
    "кричит", "grita", "hurle", "sleeping", "sleeps", "spotyka", "sypia", "trifft", "schläft", "sale",
    "acuesta", "voit", "couche", "зустрічається", "спить", "встречается", "спит", "lover", "mistress",
    "kochank*", "kochanek", "geliebte", "geliebten", "geliebter", "коханк*", "коханц*", "коханець", "коханому",
    "коханого", "коханій", "коханої", "коханим", "любовниц*", "любовник*", "amoureux", "amoureuse",
    "enamorado", "enamorada", "verliebt", "zakochan*", "zakochał*", "закохал*", "закохан*", "влюбил*", "влюблен*",
    "byłym", "byłą", "колишнім", "колишньою", "бывшим", "бывшей", "heimlich", "secretly", "sypiamy", "escondidas",
    "cachette", "таємно", "тайно", "odejść", "odszedł", "odeszła", "verlassen", "quitter", "дружини", "чоловіка",
    "жены", "мужа", "esposa", "esposo", "mujer", "marido", "scheiden", "divorce", "divorcio", "scheidung", "rozwód", "rozwodzie", "rozwodu", "розлучення", "развод",
    "разводе", "развода", "separación", "séparation", "trennung", "rozstaniu", "rozstanie", "separation",
    "rozstania", "dumped", "porzucona", "porzucony", "zostawiona", "zostawiony", "abandonada", "abandonado",
    "dejada", "dejado", "quittée", "кинута", "кинутий", "брошена", "брошен", "dejó", "abandonó", "zostawił",
    "porzucił", "custody", "sorgerecht*", "custodia", "garde", "opiek*", "władz*", "опік*", "опек*",
]

# ---------------------------------------------------------------- health

HEALTH_STRONG = [
    # pregnancy loss: "We lost the baby at 11 weeks", "Perdimos el bebé", "Ми втратили дитину"
    r"(?<!\w)(?:(?:we|i|she|they|he|\w+) (?:lost|had lost) (?:the|our|my|her|their) baby|(?:haben|habe|hab|hatten|hat|hatte) "
    r"(?:\w+ ){0,4}?(?:baby|kind) "
    r"(?:[\w.]+ ){0,4}?verloren|perd(?:imos|í|ió) (?:al|el|a nuestro|a mi|nuestro|mi) (?:bebé|embarazo)|"
    r"(?:j'ai|nous avons|on a) perdu (?:le|mon|notre) (?:bébé|enfant|grossesse)|straci\w+ (?:dziecko|ciążę|maleństwo)|"
    r"втратил\w* (?:дитину|вагітність|малюка)|потерял\w* (?:ребенка|ребёнка|беременность|малыша))"
    r"(?!\w)(?!'s|s)(?! (?:weight|fat|teeth|monitor|shower|clothes|photos?|pictures?|bottle|book|chat|chien|lapin|gato|"
    r"perro|wipes|carrier|tooth)\b)(?! (?:\w+ ){0,2}?(?:crowd|park|supermarket|tłumie|menge|foule|multitud|натовпі|толпе)\b)",
    r"(?<!\w)poroni\w+(?!\w)",
    # IVF and assisted conception: "On fait une FIV", "Ми робимо ЕКЗ", "Wir machen eine Kinderwunschbehandlung"
    r"(?<!\w)(?:(?:on fait|nous faisons|je fais|on a fait|j'ai fait|suis en|sommes en|fait|font|ont fait|a fait|est en|sont en|en parcours(?: de)?|parcours|"
    r"tentative de|tentatives de) (?:une |un |notre |ma )?(?:fiv|pma|icsi|insémination)|"
    r"(?:estamos|estoy|está|están|hacemos|hago|hace|hacen|hicimos|hice|hizo|hicieron|empezamos|empezó) (?:\w+ ){0,2}?(?:la |una |el )?(?:fiv|fecundación in vitro|"
    r"inseminación|tratamiento de fertilidad|reproducción asistida)|"
    r"(?:machen|mache|macht|haben|hat|hatten|hatte|bin|sind|ist) (?:\w+ ){0,3}?(?:ivf|icsi|kinderwunschbehandlung|künstliche befruchtung|"
    r"kinderwunschzentrum|insemination)|"
    r"(?:робимо|роблю|робили|пройшла|проходимо|проходжу|делаем|делаю|делали|прошла|проходим|прохожу) (?:\w+ )?"
    r"(?:екз|эко|ivf|інсемінац\w+|инсеминац\w+)|"
    r"(?:we're|we are|i'm|i am|doing|going through|started|starting|on our|our) (?:\w+ )?(?:ivf|icsi|iui|"
    r"fertility treatment)|(?:jesteśmy|jestem|robimy|zaczęliśmy) (?:\w+ )?(?:in vitro|inseminacj\w+|leczeni\w+ niepłodności))"
    r"(?!\w)",
    # abortion: "Aborté hace dos semanas", "J'ai avorté", "Ich habe abgetrieben", "Я зробила аборт"
    r"(?<!\w)(?:aborté|he abortado|abortó|me hice un aborto|interrumpí (?:el|mi) embarazo|j'ai avorté|elle a avorté|"
    r"j'ai fait une ivg|j'ai eu (?:une|recours à une) ivg|(?:habe|hab|hat) (?:\w+ ){0,3}?abgetrieben|"
    r"(?:hatte|hatten) (?:\w+ ){0,3}?(?:eine )?abtreibung|(?:зробила|зробили|робила|сделала|делала|сделали) "
    r"(?:\w+ )?аборт|(?:przerwałam|usunęłam|usunęła|przerwała) ciążę|(?:miałam|zrobiłam) (?:\w+ )?aborcj\w+|"
    r"(?:i|she) (?:had|got) (?:an |a medical )?abortion|took (?:the )?abortion pills?)(?!\w)",
    # a relative's drinking: "mąż pije od kiedy stracił pracę", "my brother's drinking has got worse"
    r"(?<!\w)(?:husband|wife|dad|father|mum|mom|mother|brother|sister|son|partner|boyfriend|uncle|aunt|grandad|grandpa|"
    r"granddad|onkel|tante|opa|oma|schwager|schwiegervater|wujek|ciocia|dziadek|babcia|szwagier|teść|teściowa|tío|tía|"
    r"abuelo|suegro|suegra|cuñado|oncle|beau-père|дядько|дядя|дід|свекор|тесть|"
    r"дед|mąż|żona|tata|ojciec|"
    r"mama|brat|syn|siostra|partner|chłopak|mann|frau|vater|papa|mutter|bruder|sohn|freund|marido|mujer|padre|madre|"
    r"hermano|hijo|novio|mari|femme|père|mère|frère|fils|copain|чоловік|дружина|тато|батько|мама|брат|син|муж|жена|"
    r"отец|папа|сын)(?:'s)? (?:\w+ )?(?:drinks|is drinking|has been drinking|been drinking|was drinking|drinking (?:has|is|got)|"
    r"pije|pił|trinkt|säuft|bebe|bebía|boit|buvait|п'є|пив|пьет|пьёт|пил|запив|запил)(?!\w)"
    r"(?! (?:\w+ ){0,3}?" + _DRINKS + r"\b)",
    # life since chemo, surgery, an amputation: "od chemii tata prawie nic nie je", "Після поранення я без ноги"
    r"(?<!\w)(?:since|od|seit|depuis|desde|після|после|po|after|nach|tras|après) (?:my |her |his |mojej |jego |jej |"
    r"meiner |seiner |ihrer |der |ma |sa |son |mi |su |la |l'|моєї |його |її |моей |его |её )?(?:chemo\w*|chemii|"
    r"chimio\w*|quimio\w*|хіміо\w*|химио\w*|химии|хімії|mastectom\w*|mastektomi\w*|mastektomie|мастектомі\w*|"
    r"amputa\w*|ампутац\w*|stroke|udaru|udarze|schlaganfall|avc|ictus|інсульт\w*|инсульт\w*|heart attack|zawału|zawale|"
    r"herzinfarkt|infarctus|infarto|інфаркт\w*|инфаркт\w*|поранення|ранения|operacji (?:piersi|serca|kręgosłupa|"
    r"mózgu|biodra)|(?:brust|herz)-?op\w*|breast surgery|heart surgery|brain surgery)(?!\w)",
    r"(?<!\w)(?:я|i'm|i am|jestem|ich bin|soy|estoy|je suis) (?:\w+ )?(?:без ноги|без руки|without a leg|without an arm|"
    r"bez nogi|bez ręki|ohne bein|sin una pierna|sin pierna|sans jambe|amputee|po amputacji|amputiert|amputad[oa]|"
    r"amputée?)(?!\w)",
    # a parent or relative named bare (German chat): "Vater hat Demenz", "Mutter hat seit Jahren MS"
    r"(?:^|(?<=[.!?:;] ))(?:vater|mutter|papa|mama|opa|oma|bruder|schwester|sohn|tochter|mann|frau|schwiegermutter|"
    r"schwiegervater) (?:hat|hatte|leidet an|leidet unter) (?:\w+ ){0,3}?" + COND_DE + r"(?!\w)",
    # "в мене гіпертонія" (the other spelling of "у мене")
    r"(?<!\w)в (?:мене|меня) (?:\w+ ){0,2}?" + COND_UK + r"(?!\w)",
    # a psychiatric stay, or a suicide attempt as its reason: "Je sors d'une hospitalisation en psychiatrie"
    r"(?<!\w)(?:hospitali[sz]ation|hospitalisation|stay|ingreso|pobyt\w*|aufenthalt|госпіталізаці\w*|госпитализаци\w*) "
    r"(?:en|in|on|na|w|в|у) (?:a |the |der |einer )?(?:psychiatrie|psychiatry|psych ward|psychiatric \w+|psiquiatría|"
    r"psychiatrii|psychiatryku|психіатрії|психиатрии)(?!\w)",
    r"(?<!\w)(?:pour|for|after|après|apres|por|tras|wegen|nach|po|після|после|z powodu|через|since|depuis|desde|seit|od) (?:une |a |"
    r"my |ma |mi |su |sa |einem |meinem |un |una |mojej |моєї |моей )?(?:tentative de suicide|suicide attempt|"
    r"próbie samobójczej|próby samobójczej|suizidversuch\w*|intento de suicidio|спроби самогубства|спроби суїциду|"
    r"попытки суицида|попытки самоубийства)(?!\w)",
    # (session 34) the attempt owned by a possessive, whatever comes before it: "sur ma tentative de suicide", "sobre mi
    # intento de suicidio", "mein Suizidversuch", "moja próba samobójcza", "моя спроба самогубства" (English reads any
    # "suicide attempt" already, vocab/common.py)
    r"(?<!\w)(?:ma|mes|mi|mis|mein|meine|meinem|meinen|meines|moja|mojej|moją|moje|moich|моя|моєї|мою|мої|моей|мои|моих) "
    r"(?:(?:première|dernière|premier|dernier|primer|último|única|erste\w*|letzte\w*|pierwsz\w*|ostatni\w*|перш\w*|"
    r"останн\w*|перв\w*|последн\w*) )?(?:tentatives? de suicide|intentos? de suicidio|suizidversuch\w*|"
    r"prób\w* samobójcz\w*|спроб\w* (?:самогубства|суїциду)|попытк\w* (?:суицида|самоубийства))(?!\w)",
    # a neighbour's or friend's diagnosis with a third-person pronoun: "у неё шизофрения", "że ma raka"
    r"(?<!\w)(?:у (?:неї|нього|неё|него)|в (?:неї|нього|неё|него)) (?:\w+ ){0,2}?(?:віл|вич|спід|спид|рак\w*|шизофрені\w*|"
    r"шизофрени\w*|біполяр\w*|биполяр\w*|деменці\w*|деменци\w*|альцгеймер\w*|паркінсон\w*|паркинсон\w*|діабет\w*|"
    r"диабет\w*|депресі\w*|депресси\w*|епілепсі\w*|эпилепси\w*|гепатит\w*|туберкульоз\w*|туберкулез\w*|лейкемі\w*|"
    r"лейкеми\w*|пухлин\w*|опухол\w*|склероз\w*)(?!\w)",
    r"(?<!\w)(?:że|iż) (?:on |ona )?(?:ma|miał|miała) (?:\w+ )?(?:raka|hiv|aids|schizofrenię|chorobę \w+|"
    r"białaczkę|cukrzycę|depresję|padaczkę|guza|stwardnienie|demencję|alzheimera|parkinsona|żółtaczkę)(?!\w)",
]
HEALTH_TRIGGERS = [
    "baby", "verloren", "perdimos", "perdí", "perdió", "perdu", "straciłam", "straciliśmy",
    "straciła", "stracili", "втратили", "втратила", "втратив", "потеряли", "потеряла", "потерял", "fiv", "pma",
    "icsi", "insémination", "inseminación", "fecundación", "fertilidad", "asistida", "ivf", "kinderwunschbehandlung",
    "befruchtung", "kinderwunschzentrum", "insemination", "екз", "эко", "інсемінація", "инсеминация", "iui",
    "fertility", "vitro", "inseminacji", "inseminację", "niepłodności", "aborté", "abortado", "abortó", "aborto",
    "embarazo", "avorté", "ivg", "abgetrieben", "abtreibung", "аборт", "ciążę", "aborcję", "aborcji", "abortion",
    "drinks", "drinking", "pije", "pił", "trinkt", "säuft", "bebe", "bebía", "boit", "buvait", "п'є", "пив", "пьет",
    "пьёт", "пил", "запив", "запил", "poroniła", "poronił", "poroniły", "macht", "está", "hace", "hizo", "fait", "chemo", "chemii", "chimio", "quimio", "хіміо", "химио", "химии", "хімії",
    "mastectomy", "mastektomii", "mastektomie", "mastectomie", "mastectomía", "мастектомії", "amputation",
    "amputacji", "amputation", "amputación", "ампутації", "ампутации", "stroke", "udaru", "udarze",
    "schlaganfall", "avc", "ictus", "інсульту", "инсульта", "zawału", "zawale", "herzinfarkt", "infarctus",
    "infarto", "інфаркту", "инфаркта", "поранення", "ранения", "operacji", "brust-op", "herz-op", "surgery",
    "ноги", "руки", "nogi", "ręki", "bein", "pierna", "jambe", "amputee", "amputiert", "amputado",
    "amputada", "amputée", "amputé", "неї", "нього", "неё", "него", "raka", "hiv", "aids", "schizofrenię",
    "białaczkę", "cukrzycę", "depresję", "padaczkę", "guza", "demencję", "alzheimera", "parkinsona", "vater",
    "mutter", "papa", "mama", "opa", "oma", "bruder", "schwester", "мене", "меня", "psychiatrie", "psychiatry",
    "psiquiatría", "psychiatrii", "psychiatryku", "психіатрії", "психиатрии", "suicide", "samobójczej",
    "samobójcza", "samobójczą", "samobójcze", "samobójczych", "suizidversuche", "suizidversuchs", "suizidversuchen",
    "suizidversuch", "suicidio", "самогубства", "суїциду", "суицида", "самоубийства",
]

# ---------------------------------------------------------------- money

_ACCOUNT = (r"(?:compte|account|konto|kontostand|girokonto|cuenta|рахун\w*|сч[её]т\w*|картц\w*|карт[іеу]|кредитц\w*|"
            r"кредитк\w*|card|karte|kreditkarte|tarjeta|carte|dispo)")
_OWED = (r"(?:payments?|plans?|bills?|instalments?|installments?|loans?|raty|rat|kredyt\w*|pożyczk\w*|rechnung\w*|"
         r"raten|zahlung\w*|mensualités|échéances|factures?|loyers?|cuotas|recibos|pagos|préstamos?|платеж\w*|"
         r"платіж\w*|кредит\w*|рахунк\w*|счет\w*|klarna|afterpay|clearpay|paypal)")
_OVERDUE = (r"(?:overdue|in arrears|past due|zaległ\w*|przeterminowan\w*|überfällig\w*|impayé\w*|en retard|vencid\w*|"
            r"atrasad\w*|прострочен\w*|просрочен\w*)")

FINANCE_STRONG = [
    # an overdrawn account or card: "Je suis à -1 200 € sur mon compte", "на кредитці мінус 40 тисяч"
    r"(?<!\w)(?:je suis|j'étais|i'm|i am|estoy|ich bin|ich stehe|jestem|я|мы|ми|nous sommes|on est) (?:à|at|auf|bei|na|"
    r"на|en|в|a) [-−–] ?\d[\d\s.,]*(?:k|tys\.?|тис\.?|тыс\.?)? ?(?:€|eur|euro|zł|pln|£|\$|грн|руб|тис|тыс)",
    r"(?<!\w)" + _ACCOUNT + r"(?: \w+){0,3}? (?:(?:est |ist |is |steht |está |jest )?(?:à|at|auf|bei|na|на|en|в|a) )?"
    r"(?:[-−–] ?\d|мінус|минус|im minus|ins minus|en negativo|na minusie|w minusie|overdrawn|überzogen|à découvert|"
    r"en números rojos|en rojo|dans le rouge|in the red|in den roten zahlen|pod kreską|в мінусі|в минусе|"
    r"en descubierto|ausgereizt|ausgeschöpft)",
    r"(?<!\w)(?:мінус|минус|minus) \d[\d\s.,]*(?:тис\w*|тыс\w*|грн|руб\w*|zł|€|eur\w*|k)?(?=[^.!?\n]*(?:картк|кредитк|"
    r"карт|рахун|сч[её]т|банк|konto|karte|bank|compte|cuenta|account|card))",
    r"(?<!\w)(?:żyję|żyjemy|jestem|jesteśmy|siedzę) (?:\w+ ){0,3}?na debecie(?!\w)|(?<!\w)(?:lebe|leben) (?:\w+ ){0,3}?"
    r"(?:im|vom) dispo(?!\w)|(?<!\w)(?:vivo|vivimos) (?:\w+ ){0,3}?en descubierto|(?<!\w)(?:je vis|on vit) (?:\w+ ){0,3}?"
    r"à découvert|(?<!\w)(?:живу|живемо|живем) (?:\w+ ){0,3}?(?:в мінус|в минус|на кредитці|на кредитке|в борг|в долг)",
    # instalments overdue: "i've got 6 klarna plans overdue", "mam trzy raty przeterminowane"
    r"(?<!\w)(?:i've got|i have|i've|mam|mamy|ich habe|ich hab|hab|wir haben|j'ai|on a|nous avons|tengo|tenemos|"
    r"llevamos|llevo|у мене|у меня|у нас) (?:\w+ ){0,3}?" + _OWED + r"(?: \w+){0,2}? " + _OVERDUE + r"(?!\w)",
    r"(?<!\w)(?:i've got|i have|mam|mamy|ich habe|wir haben|j'ai|tengo|tenemos|у мене|у меня) (?:\w+ ){0,2}?"
    + _OVERDUE + r" (?:\w+ ){0,2}?" + _OWED + r"(?!\w)",
    # eviction and rent arrears: "Господар виганяє нас", "Dostaliśmy wypowiedzenie najmu", "tengo un desahucio"
    r"(?<!\w)(?:виганяє|виганяють|виселяє|выгоняет|выгоняют|выселяет) (?:нас|мене|меня)(?!\w)|"
    r"(?<!\w)(?:kick(?:ing)? (?:us|me) out|evict(?:ing)? (?:us|me)|evicted)(?!\w)|"
    r"(?<!\w)(?:dostaliśmy|dostałam|dostałem|mamy|mam|dostaliśmy) (?:\w+ )?wypowiedzenie (?:umowy )?najmu(?!\w)|"
    r"(?<!\w)(?:tengo|tenemos|me han puesto|nos han puesto) (?:\w+ )?(?:un |una )?(?:desahucio|orden de desalojo|"
    r"lanzamiento)(?!\w)|(?<!\w)(?:j'ai|on a|nous avons|ont|a|ai|avons) (?:\w+ )?(?:une |un )?(?:procédure|avis|commandement) "
    r"(?:d'expulsion|de quitter les lieux)(?!\w)|(?<!\w)(?:nous|m') ?expulser(?!\w)|"
    r"(?<!\w)(?:hat|haben) (?:uns|mir|mich) (?:\w+ ){0,3}?(?:gekündigt|die wohnung gekündigt|räumungsklage)(?=[^.!?\n]*"
    r"(?:miet|vermieter|wohnung|zahl|schulden))|(?<!\w)(?:wegen|meine|unsere|seine|ihre|habe|hab|haben|hat) (?:\w+ )?"
    r"(?:mietschulden|mietrückstand)(?!\w)|(?<!\w)(?:habe|hab|haben|hat|hatte|bekommen|bekam|droht|drohen) (?:\w+ ){0,3}?"
    r"(?:eine |die )?räumungsklage(?!\w)|(?<!\w)räumungsklage (?:\w+ ){0,3}?(?:bekommen|erhalten|am hals|läuft)(?!\w)",
    r"(?<!\w)(?:dosta\w+|ma|mają|mamy|mam|przyszedł|przyszło) (?:\w+ )?(?:nakaz|wyrok|pismo|zawiadomienie) (?:\w+ )?"
    r"eksmisj\w*(?!\w)|(?<!\w)(?:me|nos|te|los|las|le|les|lo|la) (?:van a |quieren |han |va a )?desahuci\w*(?!\w)|"
    r"(?<!\w)(?:être|été|sont|est|vont être|va être|sera|seront|suis|sommes) expulsée?s? (?:de (?:leur|son|sa|mon|ma|"
    r"notre|chez)|du logement|de l'appartement)(?!\w)|(?<!\w)(?:виселяють|виселяє|выселяют|выселяет|виганяють|"
    r"выгоняют) (?:\w+ )?(?:з|із|из|с) (?:квартир|житл|будин|дом|хат)\w*|(?<!\w)(?:виселяють|виселяє|выселяют|"
    r"выселяет|виганяють|выгоняют) (?:\w+ )?за (?:борги|долги|несплату|неуплату|оренду|аренду)(?!\w)",
    r"(?<!\w)(?:(?:haven't|have not|didn't|did not|can't|cannot) (?:\w+ )?paid? (?:the |my |our )?rent|"
    r"(?:nie płac\w+|nie zapłaci\w+) (?:\w+ )?czynszu|(?:zahle|zahlen) (?:\w+ ){0,2}?keine miete|"
    r"(?:je ne paie plus|on ne paie plus|nous ne payons plus) (?:le |mon |notre )?loyer|"
    r"(?:no pago|no pagamos|no he pagado|no hemos pagado) (?:el |mi |nuestro )?alquiler|"
    r"(?:alquiler|renta|cuotas|recibos|hipoteca|facturas) sin pagar|"
    r"(?:не платил\w*|не заплатил\w*|не плачу|не платимо|не платим) (?:\w+ ){0,3}?(?:місяц\w*|месяц\w*|оренд\w*|"
    r"аренд\w*|квартир\w*|за житло))(?!\w)",
    r"(?<!\w)(?:months?|miesiące|miesięcy|monate|monaten|mois|meses|місяці|місяців|месяца|месяцев) (?:\w+ ){0,2}?"
    r"(?:behind|im rückstand|de retard|sin pagar|zaległości)(?: \w+){0,3}? (?:rent|mortgage|loyers?|miete|czynsz\w*|"
    r"alquiler|hipoteca|оренд\w*|аренд\w*|квартплат\w*|payments?|paiements?|remboursements?|raty|rat|rate|raten|"
    r"crédit|kredyt\w*|кредит\w*|cuotas|recibos)(?!\w)|(?<!\w)(?:mois|loyers?) de loyers? de retard(?!\w)",
    # insolvency: "Ich befinde mich in der Privatinsolvenz", "ogłosiłam upadłość konsumencką"
    r"(?<!\w)(?:ich|i'm|i am|i've|je suis|estoy|jestem|я|wir|we're|we are|nous sommes|estamos|jesteśmy|ми|мы)"
    r"(?: \w+){0,4}? (?:in der|in|en|w|в|у|on|under) (?:a |an |\w+ )?(?:privatinsolvenz|verbraucherinsolvenz|"
    r"insolvenz|bankruptcy|insolvency|iva|debt relief order|faillite personnelle|surendettement|concurso de acreedores|"
    r"upadłości konsumenckiej|upadłości|процедурі банкрутства|банкрутств\w*|банкротств\w*)(?!\w)",
    r"(?<!\w)(?:filed for|declared|ogłosiłe?a?m|ogłosiliśmy|(?:habe|hab|haben) (?:\w+ )?(?:privatinsolvenz|insolvenz) "
    r"angemeldet|j'ai déposé un dossier de|me declaré en|оголосив|оголосила|объявил|объявила) (?:\w+ )?(?:bankruptcy|"
    r"upadłość|surendettement|concurso|банкрутство|банкротство)(?!\w)|(?<!\w)(?:habe|hab|haben) (?:\w+ )?"
    r"(?:privatinsolvenz|insolvenz) angemeldet(?!\w)",
    # a debt left by a dead parent: "Тато помер і лишив кредит", "dad died and left us his debts"
    r"(?<!\w)(?:left (?:us|me|behind)?|zostawił\w*|hinterließ|hinterlassen|nos dejó|me dejó|dejó|a laissé|nous a laissé|"
    r"лишив|залишив|оставил|лишила|залишила|оставила) (?:\w+ ){0,3}?(?:debts?|długi?|długów|schulden|deudas?|dettes?|"
    r"кредит\w*|борг\w*|долг\w*)(?!\w)",
    # a salary with gross/net: "Dostaję 5 800 zł brutto", "I'm on 28k gross"
    r"(?<!\w)(?:dostaję|dostajemy|mam|bekomme|kriege|krieg|i'm on|i get|je suis à|je touche|cobro|gano|отримую|получаю|"
    r"маю) (?:\w+ )?\d[\d\s.,]*(?:k|tys\.?|тис\.?|тыс\.?)? ?(?:zł|pln|€|eur|euro|£|\$|грн|руб\w*)? ?(?:brutto|netto|"
    r"gross|net|brut|neto|на руки|na rękę)(?!\w)",
]
FINANCE_TRIGGERS = [
    "compte", "account", "konto", "kontostand", "girokonto", "cuenta", "рахунку", "рахунок", "счете", "счету",
    "картці", "карті", "карте", "кредитці", "кредитке", "card", "karte", "kreditkarte", "tarjeta", "carte", "dispo",
    "мінус", "минус", "minus", "debecie", "découvert", "descubierto", "overdue", "arrears", "zaległe", "zaległych",
    "zaległości", "przeterminowane", "przeterminowanych", "überfällig", "überfällige", "impayé", "impayés",
    "impayées", "vencidas", "vencidos", "vencida", "atrasadas", "atrasados", "прострочені", "прострочений",
    "прострочених", "просроченные", "просрочен", "просроченных", "retard", "klarna", "виганяє", "виганяють",
    "виселяє", "выгоняет", "выгоняют", "выселяет", "kick", "kicking", "evict", "evicting", "evicted",
    "wypowiedzenie", "desahucio", "desalojo", "lanzamiento", "expulsion", "expulser", "gekündigt", "räumungsklage",
    "mietschulden", "mietrückstand", "eksmisji", "eksmisję", "eksmisja", "desahuciar", "desahucian", "desahuciado",
    "desahuciados", "expulsés", "expulsé", "expulsée", "expulsées", "виселяють", "выселяют", "números", "rouge", "red",
    "roten", "kreską", "мінусі", "минусе", "rent", "czynszu", "miete", "loyer", "alquiler", "renta", "cuotas", "recibos",
    "hipoteca", "facturas", "платила", "платив", "платили", "заплатила", "заплатив", "заплатили", "платила", "платил",
    "заплатил", "заплатила", "плачу", "платимо", "платим", "behind", "rückstand", "debts", "debt", "długi", "dług",
    "długów", "schulden", "deudas", "deuda", "dettes", "dette", "кредит", "борги", "борг", "долги", "долг",
    "brutto", "netto", "gross", "brut", "neto", "rękę", "privatinsolvenz", "verbraucherinsolvenz", "insolvenz",
    "bankruptcy", "insolvency", "iva", "faillite", "surendettement", "concurso", "upadłości", "upadłość",
    "банкрутства", "банкрутство", "банкротства", "банкротство",
]

# ---------------------------------------------------------------- beliefs

UNION_ORG = (r"(?:cgt|cfdt|fo|sud|unsa|cftc|fsu|ccoo|ugt|cgt|unite|unison|gmb|rmt|neu|nasuwt|ucu|pcs|usdaw|ver\.?di|"
              r"ig metall|gew|ig bce|evg|gdl|solidarnoś\w*|solidarność|nszz|opzz|znp|ozzl|профспілк\w*|профсоюз\w*|"
              r"trade union|union branch|sindicato|syndicat|gewerkschaft\w*|związku zawodow\w*|związek zawodowy|"
              r"komisji zakładowej|komisja zakładowa|zakładowej solidarności|первинної профспілкової)")
_UNION_KIN = UNION_ORG.replace("|fo|sud|", "|")  # ("fo", "sud" alone are too common a string to gate on)
PARTY_ORG = (r"(?:labour(?: party)?|tory|tories|conservative party|conservatives|lib dems?|liberal democrats|snp|plaid|"
              r"green party|reform uk|spd|cdu|csu|fdp|grünen|grüne|linken|linke|afd|bsw|pis|lewic\w*|konfederacj\w*|"
              r"psl|platform\w* obywatelsk\w*|koalicj\w* obywatelsk\w*|psoe|vox|podemos|sumar|lfi|france insoumise|"
              r"parti socialiste|(?:section|fédération|du|au) ps|pcf|eelv|les républicains|rassemblement national|renaissance|"
              r"політичної партії|політичн\w+ парті\w+|партії|партии|партия|партія|political party|partido \w+|"
              r"parti \w+|partei|ortsverband|ortsverein|kreisverband)")
_ROLE = (r"(?:member|secretary|chair|chairman|chairwoman|delegate|steward|shop steward|rep|representative|organiser|"
         r"organizer|councillor|candidate|activist|treasurer|délégué\w*|secrétaire|militant\w*|adhérent\w*|élu\w*|"
         r"trésorier\w*|candidat\w*|delegad\w*|secretari\w*|afiliad\w*|concejal\w*|tesorer\w*|"
         r"przewodnicząc\w*|członek|członkini\w*|członkiem|sekretarz\w*|delegat\w*|radn\w*|działacz\w*|skarbnik\w*|"
         r"sekretär\w*|gewerkschaftssekretär\w*|vorsitzend\w*|mitglied|delegierte\w*|vertrauens\w*|betriebsrat|"
         r"betriebsrätin|stadtrat|stadträtin|gemeinderat|gemeinderätin|kandidat\w*|голова|член|секретар\w*|"
         r"депутат\w*|делегат\w*|активіст\w*|активист\w*|кандидат\w*)")
_CARRIER = (r"(?:bio|biography|signature|sign-off|email signature|profile|cv|résumé|about me|podpis\w*|biogram\w*|"
            r"życiorys\w*|signatur|biografie|lebenslauf|profil|firma|biografía|currículum|présentation|біографі\w*|"
            r"підпис\w*|биографи\w*|подпис\w*|резюме)")

BELIEFS_STRONG = [
    # a role in a party or union inside a signature or bio the user has an assistant edit
    r"(?<!\w)" + _CARRIER + r"[^\n]{0,160}?" + _ROLE + r"(?:[^.!?\n\"»”]{0,50}?)(?<!\w)(?:" + UNION_ORG + r"|"
    + PARTY_ORG + r")(?!\w)",
    r"(?<!\w)" + _CARRIER + r"[^\n]{0,160}?(?<!\w)(?:" + UNION_ORG + r"|" + PARTY_ORG + r")(?: \w+){0,3}? "
    + _ROLE + r"(?!\w)",
    # the writer with a role in one: "Я депутат міськради від партії", "I'm a Unison rep"
    r"(?<!\w)(?:i'm|i am|je suis|soy|ich bin|jestem|я|я є) (?:a |an |the |un |une |el |la )?(?:\w+ ){0,2}?" + _ROLE
    + r"(?: \w+){0,4}? (?:" + UNION_ORG + r"|" + PARTY_ORG + r")(?!\w)",
    # someone close with a role in one, or in one: "My mum is a Labour councillor", "Mein Vater ist seit 40 Jahren in der SPD"
    r"(?<!\w)(?:my|mój|moja|moi|mein|meine|mi|mis|mon|ma|mes|мій|моя|мой|our|nasz\w*|unser\w*|notre|nuestr\w*|наш\w*) "
    r"(?:\w+ )?(?:mum|mom|mother|dad|father|brother|sister|son|daughter|husband|wife|partner|uncle|aunt|grandad|grandpa|"
    r"niece|nephew|cousin|suegro|suegra|cuñado|cuñada|primo|prima|teść|teściowa|szwagier|szwagierka|bratowa|kuzyn|kuzynka|"
    r"schwager|schwägerin|cousin|cousine|beau-père|belle-mère|beau-frère|belle-sœur|тесть|теща|свекор|свекруха|"
    r"grandma|colleague|friend|neighbour|neighbor|boss|mama|mamа|tata|ojciec|matka|brat|siostra|syn|córka|mąż|żona|wujek|"
    r"ciocia|dziadek|babcia|kolega|koleżanka|przyjaciel|przyjaciółka|sąsiad|sąsiadka|szef|szefowa|mutter|vater|papa|"
    r"bruder|schwester|sohn|tochter|mann|frau|onkel|tante|opa|oma|kollege|kollegin|freund|freundin|nachbar|nachbarin|"
    r"chef|chefin|madre|padre|hermano|hermana|hijo|hija|marido|mujer|tío|tía|abuelo|abuela|compañero|compañera|amigo|"
    r"amiga|vecino|vecina|jefe|jefa|mère|père|frère|sœur|soeur|fils|fille|mari|femme|oncle|tante|grand-père|grand-mère|"
    r"collègue|ami|amie|voisin|voisine|мама|тато|батько|мати|брат|сестра|син|донька|чоловік|дружина|дядько|тітка|дід|"
    r"бабуся|колега|друг|подруга|сусід|сусідка|папа|отец|мать|сестра|сын|дочь|муж|жена|дядя|тётя|дед|бабушка)"
    r"(?:-in-law)?(?: \w+){0,5}? (?:" + _ROLE + r"(?: \w+){0,3}? |in der |bei der |bei den |in the |w |we |в |у |en el |en la |au |"
    r"à la |del |de la |du |dla )(?:" + _UNION_KIN + r"|" + PARTY_ORG + r")(?!\w)",
    r"(?<!\w)(?:my|mein|meine|mi|mon|ma) (?:\w+ )?(?:mum|mom|mother|dad|father|brother|sister|son|daughter|husband|wife|"
    r"partner|uncle|aunt|colleague|friend|neighbour|neighbor|niece|nephew|cousin)(?:-in-law)?(?:'s| is| was)(?: a| an| the)? (?:" + _UNION_KIN + r"|"
    + PARTY_ORG + r") " + _ROLE + r"(?!\w)",
    # active in or joined a party: "Ich engagiere mich bei den Grünen", "J'ai pris ma carte chez LFI"
    r"(?<!\w)(?:ich engagiere mich|engagiere mich|i'm active in|i am active in|je milite|milito en|działam w|"
    r"я активіст\w*|я активно працюю в) (?:\w+ ){0,3}?(?:" + UNION_ORG + r"|" + PARTY_ORG + r")(?!\w)",
    r"(?<!\w)(?:j'ai pris|je prends|j'ai repris) (?:ma|une) carte (?:au|à la|chez|du|de la|d')(?!\w)",
    # becoming a Jehovah's Witness: "Me he hecho testigo de Jehová"
    r"(?<!\w)(?:me he hecho|me hice|soy|je suis devenue?|je suis|ich bin|bin|jestem|zostałe?a?m|я|став|стала|стал|"
    r"i'm|i am|i became|i've become) (?:\w+ )?(?:testigo de jehová|témoin de jéhovah|zeugin jehovas|zeuge jehovas|"
    r"świadkiem jehowy|свідком єгови|свидетелем иеговы|a jehovah's witness)(?!\w)",
]
BELIEFS_TRIGGERS = [
    "member", "representative", "organiser", "organizer", "councillor", "candidate", "activist", "treasurer",
    "trésorier", "trésorière", "candidat", "candidate", "tesorero", "tesorera", "skarbnik", "kandydat", "кандидат",
    "secretary", "delegate", "steward", "rep", "councillor", "délégué", "déléguée", "secrétaire",
    "militant", "militante", "adhérent", "adhérente", "delegado", "delegada", "secretario", "secretaria", "afiliado",
    "afiliada", "concejal", "concejala", "przewodniczący", "przewodnicząca", "członek", "członkini", "sekretarz",
    "delegat", "radny", "radna", "działacz", "działaczka", "sekretär", "gewerkschaftssekretär", "vorsitzender",
    "vorsitzende", "mitglied", "betriebsrat", "betriebsrätin", "stadtrat", "голова", "член", "секретар", "депутат",
    "делегат", "активіст", "активістка", "engagiere", "active", "milite", "milito", "działam", "carte",
    "jehová", "jéhovah", "jehovas", "jehowy", "єгови", "иеговы", "jehovah's",
]

# ---------------------------------------------------------------- sexuality

_SAME_SEX_GROUP = (r"(?:guys|men|boys|women|girls|ladies|chłopaki|chłopcy|mężczyźni|kobiety|dziewczyny|sąsiadki|"
                   r"sąsiedzi-chłopcy|männer|frauen|jungs|mädchen|nachbarinnen|chicos|hombres|mujeres|chicas|vecinas|"
                   r"hommes|femmes|filles|garçons|voisines|хлопці|чоловіки|жінки|дівчата|сусідки|сусіди-хлопці|"
                   r"парни|мужчины|женщины|девушки|соседки|соседи-парни)")

SEXUALITY_STRONG = [
    # "as a gay man", "Als schwuler Mann", "Jako lesbijka", "als lesbische Frau"
    r"(?<!\w)(?:as a|as an|jako|als|como|en tant que|як|как) (?:\w+ )?(?:gay|lesbian|bi|bisexual|queer|lesbijka|gej|"
    r"biseksualist\w*|biseksualn\w*|schwuler|schwule|lesbische|bisexuelle|bisexueller|lesbe|lesbiana|homosexual|"
    r"bisexual|lesbienne|homosexuel\w*|гей|лесбійка|лесбиянка|бісексуал\w*|бисексуал\w*)(?!\w)"
    r"(?![- ](?:friendly|ally|allies|rights|icon|bar|club|pride))",
    # a son's boyfriend, a daughter's girlfriend: "Донька призналась, що в неї дівчина", "syn mieszka z partnerem"
    r"(?<!\w)(?:daughter|córka|córki|tochter|hija|fille|донька|дочка|дочь|доньки|дочки)(?: \w+){0,5}?,? (?:(?:що|что|że|"
    r"dass|que|that) )?(?:в неї|у неї|у нее|she has|she's got|has|has got|'s got|ma|hat|tiene|a|має) (?:\w+ )?(?:дівчина|дівчину|девушка|"
    r"a girlfriend|dziewczynę|eine freundin|feste freundin|novia|une copine|une petite amie)(?!\w)",
    r"(?<!\w)(?:son|syn|sohn|hijo|fils|син|сын)(?: \w+){0,3}? (?:has a boyfriend|lives with his (?:boyfriend|partner)|"
    r"ma chłopaka|mieszka z (?:\w+ )?(?:partnerem|chłopakiem)|hat einen festen freund|lebt mit seinem (?:freund|partner)|"
    r"tiene novio|vive con su (?:novio|pareja)|a un copain|a un petit ami|vit avec son (?:compagnon|copain|ami)|"
    r"має хлопця|живе з (?:хлопцем|партнером)|у нього хлопець|у него парень|живет с (?:парнем|партнером))(?!\w)",
    # two men or two women who are a couple: "Сусіди-хлопці ... що вони пара"
    r"(?<!\w)" + _SAME_SEX_GROUP + r"[^.!?\n]{0,80}?(?:they're a couple|they are a couple|są parą|ein paar sind|"
    r"sind ein paar|son pareja|sont en couple|sont ensemble|вони пара|они пара|вони разом|они вместе)(?!\w)",
    # a same-sex partner kept from someone: "I haven't told my landlord I'm with a woman", "rodzice nie wiedzą, że jestem z kobietą"
    r"(?<!\w)(?:my girlfriend and i|my boyfriend and i|haven't told|have not told|didn't tell|don't know|doesn't know|"
    r"nie wie|nie wiedzą|nie powiedział\w*|weiß nicht|wissen nicht|no sabe|no saben|ne sait pas|ne savent pas|"
    r"не знає|не знають|не знает|не знают)[^.!?\n]{0,60}?(?:i'm with a woman|i'm with a man|we're (?:two|both) "
    r"(?:women|men)|jestem z kobietą|jestem z mężczyzną|mit einer frau zusammen|mit einem mann zusammen|"
    r"estoy con una mujer|estoy con un hombre|je suis avec une femme|je suis avec un homme|я з жінкою|я з чоловіком|"
    r"я с женщиной|я с мужчиной)(?!\w)",
]
SEXUALITY_TRIGGERS = [
    "gay", "lesbian", "bisexual", "queer", "lesbijka", "gej", "biseksualista", "biseksualistka", "biseksualna",
    "schwuler", "schwule", "lesbische", "bisexuelle", "bisexueller", "lesbe", "lesbiana", "homosexual",
    "lesbienne", "homosexuel", "homosexuelle", "гей", "лесбійка", "лесбиянка", "daughter", "córka", "tochter",
    "hija", "fille", "донька", "дочка", "дочь", "son", "syn", "sohn", "hijo", "fils", "син", "сын", "пара", "парой",
    "parą", "paar", "pareja", "couple", "разом", "вместе", "ensemble", "woman", "kobietą", "mężczyzną", "жінкою",
    "женщиной", "мужчиной",
]

# ---------------------------------------------------------------- ethnicity

_ETHNONYM = (r"(?:black|asian|arab|roma|romani|pakistani|indian|nigerian|somali|moroccan|turkish|kurdish|vietnamese|"
             r"chinese|latina|latino|mixed-race|czarnoskór\w+|azjatk\w+|azjat\w+|romk\w+|wietnamk\w+|wietnamczyk\w*|"
             r"ukraink\w+|ukraińc\w+|białorusink\w+|białorusin\w*|turczynk\w+|turk\w*|arab\w*|hinduska|hindus\w*|"
             r"schwarze\w*|schwarzer|türkin|türke|kurdin|kurde|araberin|araber|roma|sinti|asiatin|asiate|polin|"
             r"vietnamesin|afrikanerin|afrikaner|negr[oa]|gitan[oa]|marroquí|colombian[oa]|ecuatorian[oa]|"
             r"peruan[oa]|venezolan[oa]|dominican[oa]|rumano|rumana|latin[oa]|sudaca|noire?|arabe|maghrébine?|"
             r"algérienne?|marocaine?|tunisienne?|africaine?|asiatique|rom|gitane?|темношкір\w+|чорношкір\w+|"
             r"темнокож\w+|чернокож\w+|ромка|ром|циганка|цыганка|татарка|татарин|азіатка|азиатка|вірменка|армянка|"
             r"українка|украинка|узбечка|узбек|таджик\w*|киргиз\w*|кавказ\w*)")
_SLIGHT = (r"(?:racis\w*|rassis\w*|rasis\w*|rasist\w*|расист\w*|расизм\w*|discrimin\w*|dyskrymin\w*|diskrimin\w*|"
           r"дискримін\w*|дискримин\w*|akcent\w*|akzent\w*|acento|accent|акцент\w*|really from|wirklich her\w*|"
           r"really\W{0,2} from|realmente|vraiment|naprawdę|насправді|на самом деле|xenophob\w*|ksenofob\w*|ксенофоб\w*|slur|"
           r"śmieją się|żartuje|żartują|lachen über|se ríen|se burlan|se moquent|сміються|смеются|жартує|шутит|"
           r"miran mal|me miran|regardent mal|dziwnie patrzą|schief an\w*|косо|abgelehnt|rechazan|no me quieren alquilar|"
           r"ne veulent pas|nie chcą|не хочуть|не хотят|me contrôle|kontrolliert|wyzywa\w*|beschimpf\w*|insult\w*|"
           r"обража\w*|оскорбля\w*|obraża\w*|śmiej\w*|wyśmiew\w*|żart\w*|жарт\w*|шутк\w*|witze\w*|bromas|blagues|jokes)")

ETHNICITY_STRONG = [
    # one's own origin named with the discrimination it brings: "Jestem Ukrainką, ... szef żartuje z mojego akcentu"
    r"(?<!\w)(?:i'm|i am|as the only|as a|as an|as the|jestem|jako|ich bin|als|soy|como|je suis|en tant que|"
    r"я|як|как|is|jest|ist|es|est|є)(?: (?:d'origine|de origen|pochodzenia|of))?(?: (?:the only|only|one of the few|jedyn\w+|einzige\w*|la única|el único|le seul|la seule|"
    r"єдин\w+|единствен\w+))? " + _ETHNONYM + r"(?!\w)[^.!?\n]{0,120}?" + _SLIGHT,
]
ETHNICITY_TRIGGERS = [
    "racist", "racism", "racisme", "raciste", "rassistisch", "rassismus", "racista", "racismo", "rasizm",
    "rasistowski", "rasistowskie", "расизм", "расист", "расистський", "discrimination", "discriminación",
    "dyskryminacja", "diskriminierung", "дискримінація", "дискриминация", "accent", "akcentu", "akcent", "akzent",
    "acento", "акцент", "акценту",
    "żartuje", "żartują", "żarty", "żartów", "śmieją", "śmieje", "jokes", "witze", "bromas", "blagues", "жарти", "шутки", "lachen", "ríen", "burlan", "moquent", "сміються", "смеются", "жартує",
    "шутит", "angeschaut", "косо", "abgelehnt", "rechazan", "kontrolliert", "wyzywają",
    # the origins named (the area opens with them; "really" or "quieren" alone would open it for every other message)
    "black", "asian", "arab", "roma", "romani", "pakistani", "nigerian", "somali", "moroccan", "turkish", "kurdish",
    "vietnamese", "latina", "latino", "mixed-race", "czarnoskóra", "czarnoskóry", "azjatka", "romka", "wietnamka",
    "ukrainką", "ukraińcem", "turczynką", "schwarze", "schwarzer", "türkin", "türke", "kurdin", "araberin", "sinti",
    "asiatin", "polin", "negra", "negro", "gitana", "gitano", "marroquí", "colombiano", "colombiana", "rumano",
    "rumana", "noire", "noir", "arabe", "maghrébine", "algérienne", "algérien", "marocaine", "africaine", "asiatique",
    "gitane", "темношкіра", "темношкірий", "чорношкіра", "темнокожая", "чернокожая", "ромка", "циганка", "цыганка",
    "татарка", "азіатка", "азиатка", "українка", "украинка", "beschimpft", "insulte", "insultent",
    "ображають", "оскорбляют", "obrażają",
]

# What every match of a pattern holds one of, where the parse gives only a space (disclosures.py takes these as given)
NEEDS: dict[str, tuple[str, ...]] = {
    FINANCE_STRONG[0]: ("€", "eur", "zł", "zl", "pln", "£", "$", "грн", "руб", "тис", "тыс"),
}

# (the two rules on someone close to the writer in a party or union: every match names one)
_ORG_NEEDS = (
    "cgt", "cfdt", "unsa", "cftc", "fsu", "ccoo", "ugt", "unite", "unison", "gmb", "rmt", "neu", "nasuwt", "ucu", "pcs",
    "usdaw", "verdi", "ver.di", "ig metall", "gew", "ig bce", "evg", "gdl", "solidarno", "nszz", "opzz", "znp", "ozzl",
    "профспілк", "профсоюз", "trade union", "union branch", "sindicato", "syndicat", "gewerkschaft", "związ", "zwiaz",
    "komisj", "zak", "labour", "tory", "tories", "conservative", "lib dem", "liberal democrats", "snp", "plaid",
    "green party", "reform uk", "spd", "cdu", "csu", "fdp", "grün", "grun", "linke", "afd", "bsw", "pis", "lewic",
    "konfederacj", "psl", "platform", "koalicj", "psoe", "vox", "podemos", "sumar", "lfi", "france insoumise",
    "parti socialiste", " ps", "pcf", "eelv", "publicains", "rassemblement national", "renaissance", "парті", "парти",
    "political party", "partido", "parti", "partei", "ortsverband", "ortsverein", "kreisverband",
)
for _p in BELIEFS_STRONG:
    if _p.startswith("(?<!\\w)(?:my|mój|moja|moi|mein") or _p.startswith("(?<!\\w)(?:my|mein|meine|mi|mon|ma) "):
        NEEDS[_p] = _ORG_NEEDS

# Patterns whose match carries its own frame (a signature or bio to edit): the sentence's technical words ("branch
# secretary", "bank") do not make them technical talk (disclosures.py skips its technical-sentence test for them).
NO_TECH_CHECK = frozenset(BELIEFS_STRONG[:2])


def _merged(patterns: list[str], size: int = 10) -> list[str]:
    """A few alternations of up to `size` patterns each: a message that opens an area compiles and gates (by what every
    match contains) a handful of patterns, not one per rule (tests/.../test_lazy_compile.py counts them)."""
    return ["(?:" + "|".join(patterns[i:i + size]) + ")" for i in range(0, len(patterns), size)]


# Intimate life told of someone else (family, friends, colleagues), with what every match holds one of (see below)
_REL_NEW = [
    # "mąż ją bije", "wird von ihrem Mann geschlagen", "seit Jahren schlägt er mich", "su pareja le pega"
    (r"(?<!\w)(?:mnie|ją|go|nas|je) (?:bije|bił|biła|bili|pobił\w*|uderzył\w*|szarpie|szarpał\w*|dusił\w*|popchnął|"
     r"kopie|kopał\w*)(?!\w)", ("bij", "bił", "bil", "pobi", "uderzy", "szarp", "dusi", "popchn", "kop")),
    (r"(?<!\w)(?:wird|wurde|werde|wurden) (?:\w+ ){0,3}?von (?:ihrem|seinem|meinem|ihrer|seiner|meiner) (?:\w+ )?"
     r"(?:mann|frau|freund|freundin|partner\w*|ex|vater|stiefvater|mutter|bruder) (?:\w+ ){0,2}?(?:geschlagen|"
     r"verprügelt|misshandelt|missbraucht|bedroht|gewürgt)(?!\w)|(?<!\w)(?:schlägt|schlug) (?:er|sie) (?:mich|sie|uns|"
     r"ihn)(?!\w)(?![^,.!?\n]*\bvor\b)", ("geschlagen", "verpr", "misshandelt", "missbraucht", "bedroht", "gew", "schl")),
    (r"(?<!\w)(?:pareja|marido|novio|mujer|esposo|padre|padrastro|ex|exmarido|expareja|novia) (?:\w+ )?(?:le|la|me|les|"
     r"nos|lo) pega(?!\w)(?! (?:un|una|el|la|lo|los|las|mucho|bien|fatal|con)\b)", ("pega",)),
    # cheating named with the one cheated on: "engaña a mi hermana con ...", "trompe ma sœur depuis des mois"
    # (the one cheated on is the writer's, or the cheat is: "Dans le film, une femme trompe son mari" is a story)
    (r"(?<!\w)(?:(?:mi|mis|nuestr[oa]s?) [^.!?\n]{0,40}?)?(?:engaña|engañaba|ha engañado|engañó) a mi (?:\w+ )?"
     r"(?:hermana|hermano|mujer|marido|esposa|esposo|novia|novio|pareja|madre|padre|amiga|amigo|prima|primo|hija|hijo)"
     r"(?!\w)|(?<!\w)(?:mi|mis|nuestr[oa]s?) [^.!?\n]{0,40}?(?:engaña|engañaba|ha engañado|engañó) a su (?:\w+ )?"
     r"(?:mujer|marido|esposa|esposo|novia|novio|pareja)(?!\w)|"
     r"(?<!\w)(?:trompe|trompait|a trompé) (?:ma|mon|notre) (?:\w+ )?(?:sœur|soeur|femme|mari|copine|copain|compagne|"
     r"compagnon|mère|père|frère|amie|ami|cousine|cousin|fille|fils)(?!\w)|(?<!\w)(?:mon|ma|mes|notre|nos) "
     r"[^.!?\n]{0,40}?(?:trompe|trompait|a trompé) (?:sa|son|leur) (?:\w+ )?(?:femme|mari|copine|copain|compagne|"
     r"compagnon)(?!\w)", ("enga", "tromp")),
    # a lover named with someone: "Ma sœur a un amant", "Тітка зраджує чоловікові з сусідом"
    (r"(?<!\w)(?:a|avait|ont) (?:un amant|une maîtresse|une liaison)(?!\w)|(?<!\w)(?:зраджу\w*|зрадж\w*|изменя\w*) "
     r"(?:\w+ )?(?:чоловіков\w*|чоловіку|дружині|мужу|жене|йому|їй|ему|ей|мені|мне)(?!\w)|(?<!\w)und (?:seine|ihre|"
     r"meine) (?:frau|mann|freundin|freund|partner\w*) (?:trennen sich|lassen sich (?:\w+ ){0,3}?scheiden)(?!\w)",
     ("amant", "maîtresse", "maitresse", "liaison", "зрадж", "изменя", "trennen", "scheiden")),
    # a family member's or friend's divorce: "Moi rodzice się rozwodzą", "his wife walked out on him"
    (r"(?<!\w)(?:rodzice|siostra|brat|mama|tata|syn|córka|przyjaciel\w*|przyjaciółk\w*|kolega|koleżanka|sąsiad\w*|"
     r"znajom\w+|szwagier|szwagierka|wujek|ciocia|oni|ona|on)(?: \w+)? (?:się rozwodz\w*|rozwodz\w* się|"
     r"rozstają się|rozstali się|się rozstali)(?!\w)|(?<!\w)walked out on (?:him|her|me|us|them)(?!\w)",
     ("rozw", "rozsta", "walked out")),
]
RELATIONSHIP_STRONG += [p for p, _ in _REL_NEW]
RELATIONSHIP_TRIGGERS += ["bije", "bił", "biła", "bili", "pobił", "uderzył", "szarpie", "kopie", "geschlagen", "verprügelt",
                          "misshandelt", "pega", "engaña", "engañaba", "engañado", "engañó", "trompe", "trompait",
                          "trompé", "rozwodzą", "rozwodzi", "rozstają", "rozstali", "walked", "slaps", "slapped",
                          "punches", "punched", "kicks", "kicked", "chokes", "choked", "abuses", "abused", "hurts",
                          "beating", "beat", "hit", "amant", "maîtresse", "liaison", "зраджує", "зраджувала", "зраджував",
                          "изменяет", "изменяла", "изменял", "trennen", "shoved"]

# What every match of each rule above holds one of (lower-cased, and without the diacritics a message may lack): the
# merged patterns' needs are their rules' together, so that a message that opens the area but has none of these
# words runs none of them (the parse of a merged pattern gives only its spaces).
_REL_NEEDS = [
    ("peg", "golpe", "maltrat", "empuj", "encerr", "ahorc", "estrangul"), ("abus",),
    ("frapp", "batt", "gifl", "trangl", "enferm", "pouss"), ("abus",),
    ("geschlagen", "verpr", "gew", "eingesperrt", "missbraucht", "geschubst", "getreten", "bedroht", "geohrfeigt"),
    ("schl", "verpr", "rgt", "missbraucht"), ("handgreiflich", "gewaltt", "losgegangen"),
    ("би", "б'є", "дари", "штовхн", "толкн", "души", "бьё", "бье"), ("знуща", "издева"),
    ("lock", "pushed", "shoved", "grabbed", "strangled", "hit", "beat", "slap", "punch", "kick", "chok", "abuse", "hurt"),
    ("fight", "scream", "kłóc", "kloc", "bij", "streiten", "schlagen sich", "pele", "pegan", "grit", "disput", "batt",
     "frapp", "б'ют", "сварят", "бьют", "ругают", "дерут", "anschreien"),
    ("schreit", "brüllt", "brullt", "screams at", "yells at", "krzyczy", "кричит", "кричить", "grita", "hurle"),
    ("else", "another", "inn", "anderen", "otr", "autre", "інш", "друг"),
    ("lover", "mistress", "kochan", "geliebte", "кохан", "любовни"),
    ("love", "amoureu", "enamorad", "verliebt", "zakocha", "закоха", "влюбл", "влюби"),
    ("ex", "był", "byl", "колишн", "бывш", "кохан", "любовник"),
    ("miteinander", "sleeping together", "sypiamy", "escondidas", "cachette", "таємно", "тайно"),
    ("leave my", "odej", "odesz", "odsz", "verlassen", "quitter", "dejar a mi", "піти від", "уйти от"),
    ("scheiden",),
    ("divorc", "scheidung", "rozw", "розлуч", "развод", "separaci", "paration", "trennung", "rozstani"),
    ("divorc", "scheidung", "rozw", "розлуч", "развод", "separaci", "paration", "trennung", "rozstani"),
    ("divorc", "scheidung", "rozw", "розлуч", "развод", "separaci", "paration", "trennung", "rozstani"),
    ("by ", "von ", "przez ", "por ", "par "),
    ("left", "dumped", "verlassen", "dej", "abandon", "quitt", "zostawi", "porzuci"),
    ("custod", "sorgerecht", "garde", "opiek", "rodzicielsk", "опік", "опек"), ("опік", "опек"),
] + [n for _, n in _REL_NEW]
_SEX_NEEDS = [
    ("gay", "lesb", "bi", "queer", "gej", "schwul", "homo", "гей", "лесб", "бісексуал", "бисексуал"),
    ("дівчин", "девушк", "girlfriend", "dziewczyn", "freundin", "novia", "copine", "petite amie"),
    ("boyfriend", "partner", "chłopak", "chlopak", "freund", "novio", "pareja", "copain", "petit ami", "compagnon", "ami",
     "хлопц", "хлопець", "парн", "партнер"),
    ("couple", "para", "parą", "paar", "pareja", "пара", "разом", "вместе", "ensemble"),
    ("woman", "man", "kobiet", "mężczy", "mezczy", "frau", "mann", "mujer", "hombre", "femme", "homme", "жінк", "чолові",
     "женщин", "мужчин"),
]
assert len(_REL_NEEDS) == len(RELATIONSHIP_STRONG) and len(_SEX_NEEDS) == len(SEXUALITY_STRONG)


def _merged_needs(needs: list[tuple[str, ...]], size: int = 10) -> list[tuple[str, ...]]:
    return [tuple(dict.fromkeys(w for n in needs[i:i + size] for w in n)) for i in range(0, len(needs), size)]


RELATIONSHIP_STRONG = _merged(RELATIONSHIP_STRONG)
SEXUALITY_STRONG = _merged(SEXUALITY_STRONG)
NEEDS.update(zip(RELATIONSHIP_STRONG, _merged_needs(_REL_NEEDS)))
NEEDS.update(zip(SEXUALITY_STRONG, _merged_needs(_SEX_NEEDS)))
# (money, beliefs and ethnicity stay one pattern per rule: each is then gated by its own rare words)
