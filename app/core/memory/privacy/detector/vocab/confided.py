"""Word lists, round 18: disclosures people confide in everyday words, in six languages (EN, PL, DE, ES, FR, UK/RU):
- intimate life: sleeping with or seeing someone other than the partner ("me acuesto con ...", "je couche avec mon ex",
  "я зустрічаюся з іншим", "mąż ..., a ja jestem z ..."), a relationship with one's boss or colleague, an open or
  polyamorous relationship, no sex in the couple, thinking of separating, married only on paper;
- health: an acute or congenital illness named in plain words (pneumonia, appendicitis, cystic fibrosis, cerebral
  palsy ...), the writer admitted to hospital (often abroad: "me ingresaron en ...", "лежу в лікарні ...");
- money: arrears counted in instalments ("llevamos cuatro cuotas sin pagar", "заборгували за комуналку"), loans one
  can no longer pay, a debt for the flat;
- beliefs: a party activist or member ("я активістка партії", "ich bin in der Partei"), a vote for a party named bare
  ("I voted Reform"), joining a church whose name is hyphenated ("греко-католицьку церкву");
- ethnicity: a person from a family of a named minority ("z rodziny łemkowskiej", "aus einer Roma-Familie").

Same notation and tiers as vocab/plain.py. Every strong pattern starts with a look-behind, so it runs only when the
message has one of the area's TRIGGERS below (rare words: each one opens the area's patterns for the whole message).
"""
from __future__ import annotations

# ---------------------------------------------------------------- intimate life

_PARTNER_SUBJ = (r"(?:(?:my|mein|meine|mon|ma|mi|mój|moja|мій|моя|мой) )?(?:husband|wife|boyfriend|girlfriend|partner|"
                 r"mann|frau|freund|freundin|mari|femme|copain|copine|marido|mujer|esposo|esposa|novio|novia|pareja|"
                 r"mąż|żona|chłopak|dziewczyna|narzeczon\w+|чоловік|дружина|хлопець|дівчина|наречен\w+|муж|жена|парень|"
                 r"девушка|жених|невеста)")
_WORK_PERSON = (r"(?:boss|manager|line manager|supervisor|team lead|team leader|colleague|co-?worker|teacher|professor|"
                r"tutor|lecturer|direct report|employee|subordinate|"
                r"chef|chefin|vorgesetzten?|abteilungsleiter\w*|teamleiter\w*|kolleg\w+|professor\w*|dozent\w*|lehrer\w*|"
                r"mitarbeiter\w*|patron|patronne|supérieur\w*|responsable|chef de service|n\+1|collègue|prof|"
                r"jefe|jefa|supervisor\w*|encargad[oa]|compañer[oa] de trabajo|profesor\w*|"
                r"szef\w*|przełożon\w*|kierowni\w+|współpracowni\w+|kolegą z pracy|koleżanką z pracy|promotor\w*|"
                r"керівни\w+|начальни\w+|колег\w+|шеф\w*|викладач\w*|преподавател\w*|руководител\w*)")

RELATIONSHIP_STRONG = [
    # sleeping with someone: "me acuesto con ...", "je couche avec ...", "I'm sleeping with ...", "sypiam z ..."
    r"(?<!\w)(?:me acuesto|me acostaba|me acosté|me he acostado|me estoy acostando|(?:estoy durmiendo con|"
    r"estoy acostándome con|llevo (?:\w+ ){1,3}?(?:durmiendo con|acostándome con))(?! mis? (?:hij|bebé|perr|gat|niñ))|"
    r"je couche avec|je couchais avec|j'ai couché avec|on couche ensemble|"
    r"(?:i'm|i am|i've been|i have been) (?:\w+ )?(?:sleeping with|hooking up with)(?! my (?:kid|son|daughter|baby|dog|cat))|"
    r"(?:ich hab|ich habe) (?:\w+ ){0,3}?mit (?:\w+ ){0,3}?geschlafen|ich schlafe (?:\w+ ){0,3}?mit (?:meinem|meiner|"
    r"dem|der|einem|einer)? ?(?:ex|chef|chefin|kolleg\w+|nachbar\w*|besten)|"
    r"sypiam z|przespał\w* się z|сплю (?:з|із|с) (?:моїм|моєю|своїм|своєю|моим|моей|своим|своей|колиш\w+|бывш\w+|ex|ексом)|"
    r"переспа\w+ (?:з|із|с))(?!\w)",
    # seeing someone other than the partner: "зустрічаюся з іншим", "spotykam się z innym", "je vois quelqu'un d'autre"
    r"(?<!\w)(?:зустрічаюся|зустрічаюсь|встречаюсь|spotykam się|treffe mich|salgo|me veo|i'm seeing|i am seeing|je vois|"
    r"je sors) (?:\w+ ){0,2}?(?:з іншим|з іншою|із іншим|с другим|с другой|z innym|z inną|mit einem anderen|"
    r"mit einer anderen|con otr[oa]|quelqu'un d'autre|un autre|une autre|someone else|another (?:man|woman|guy|girl))(?!\w)",
    # the partner elsewhere and the writer with someone: "Mąż został w Polsce, a ja od pół roku jestem z Niemcem"
    r"(?<!\w)" + _PARTNER_SUBJ + r"(?! (?:i|und|y|et|і|и) )[^.!?\n]{0,60}?(?:, a ja|,? а я|, and i|,? et moi|,? y yo|, und ich)"
    r"(?: \w+){0,5}? (?:jestem z|spotykam się z|mieszkam z|sypiam z|зустрічаюся з|зустрічаюсь з|живу з|сплю з|"
    r"встречаюсь с|живу с|сплю с|i'm seeing|i'm with|i sleep with|je vois|je couche avec|je vis avec|estoy con|"
    r"me veo con|vivo con|ich treffe mich mit|ich bin mit|ich wohne mit)(?!\w)(?! (?:mis|my|our|meinen|meiner|meinem|"
    r"unseren|den kindern|mes|mon|ma|nos|les enfants|the kids|the children|los niños|moimi|moją|moim|dziećmi|dzieckiem|"
    r"rodzicami|rodziną|мамою|дітьми|батьками|детьми|родителями|мамой|friends|amigos|amis|freunden|znajomymi|"
    r"друзями)\b)",
    # a partner kept in the dark about a love or meetings: "Meine Frau weiß nicht, dass ich mich in ... verliebt habe"
    r"(?<!\w)" + _PARTNER_SUBJ + r" (?:weiß nicht|weiss nicht|ahnt nicht|doesn't know|does not know|has no idea|"
    r"ne sait pas|ne sait rien|no sabe|nie wie|не знає|не знает)[^.!?\n]{0,60}?(?:verliebt|treffe|geschlafen|affäre|"
    r"in love|seeing|slept|affair|amoureu\w*|couché|liaison|enamorad\w*|acostado|aventura|zakochał\w*|romans|"
    r"spotykam|закохал\w*|зустрічаюся|роман|влюбил\w*|встречаюсь)",
    # a relationship with one's boss or colleague: "I'm seeing my line manager", "Beziehung mit meiner Abteilungsleiterin"
    r"(?<!\w)(?:seeing|dating|sleeping with|in a relationship with|together with|going out with|an affair with|"
    r"involved with|beziehung mit|affäre mit|verhältnis mit|zusammen mit|liiert mit|en couple avec|je sors avec|"
    r"une relation avec|une liaison avec|je couche avec|salgo con|saliendo con|una relación con|un lío con|"
    r"me acuesto con|spotykam się z|jestem w związku z|romans z|sypiam z|jestem z|зустрічаюся (?:з|зі|із)|"
    r"зустрічаюсь (?:з|зі|із)|стосунки (?:з|зі|із)|роман (?:з|зі|із|с|со)|встречаюсь (?:с|со)|отношения (?:с|со)|сплю (?:з|с))"
    r" (?:my|my own|meinem|meiner|mon|ma|mi|moim|moją|swoim|swoją|своїм|своєю|моїм|моєю|своим|своей|моим|моей|"
    r"unserem|unserer|notre|nuestr[oa]) (?:\w+ )?" + _WORK_PERSON + r"(?!\w)(?! d'équipe)(?:,)?(?! (?:for|to|at|on|about|"
    r"tomorrow|today|tonight|this|next|pour|au|à|demain|ce|cet|a|para|hoy|mañana|el|zum|zur|um|am|morgen|heute|na|o|"
    r"jutro|dziś|dzisiaj|w|we|о|у|в|завтра|сьогодні|сегодня|щодо|по)\b)",
    # an open or polyamorous relationship: "je suis en couple avec deux personnes"
    r"(?<!\w)(?:in a relationship|en couple|en relation|in einer beziehung|zusammen|en una relación|en pareja|"
    r"w związku|у стосунках|в отношениях) (?:\w+ )?(?:with|avec|mit|con|z|із|з|с) (?:two|deux|zwei|dos|dwoma|dwiema|"
    r"двома|двумя) (?:people|personnes|menschen|personen|personas|osobami|людьми|partners|partenaires|partnern)(?!\w)",
    # no sex in the couple: "meine Frau und ich haben seit einem Jahr keinen Sex mehr", "on ne fait plus l'amour"
    r"(?<!\w)(?:we|wir|ich|nous|on|nosotros|my|mi|ми|мы|(?:my|mein\w*|mi|ma|mon|moja|mój|моя|мій|мой) \w+ (?:and|und|y|et|i|і|и) "
    r"(?:i|me|ich|yo|moi|ja|я)) (?:\w+ ){0,5}?(?:haven't had sex|have not had sex|don't have sex|haven't slept together|"
    r"keinen sex|kein sex|nicht mehr miteinander geschlafen|"
    r"n[eé] (?:faisons plus|fait plus|couchons plus) (?:l'amour|ensemble)|"  # ([eé], [oó]: "ne ", "no " are no gate)
    r"n'(?:avons|a|avions|avait) (?:plus|pas|jamais) (?:eu )?de rapports(?: sexuels)?(?=\s*(?:[.,;!?]|$|depuis|ensemble|et |mais |avec (?:mon|ma|lui|elle)\b))|"  # (round 40) "n'avons plus de rapports"
    r"n[oó] (?:tenemos|hemos tenido|hacemos) (?:\w+ )?(?:sexo|relaciones|el amor)|"
    r"nie uprawiamy|nie współżyjemy|nie kochamy się|nie mieliśmy seksu|nie mamy seksu|nie sypiamy ze sobą|"
    r"не (?:займаємося|займаємось|займемся|занимаемся) (?:\w+ )?(?:сексом|коханням)|(?:не )?(?:маємо|має|имеем) сексу)(?!\w)(?! (?:education|ed|scenes?|toys?|shop|work|"
    r"unterricht|education|éducation|educación|edukacj\w*|освіт\w*|образовани\w*))",
    r"(?<!\w)(?:у нас|w naszym związku|in unserer ehe|in unserer beziehung|dans notre couple|en nuestra relación|"
    r"in our marriage|in our relationship) (?:\w+ ){0,4}?(?:немає сексу|нет секса|nie ma seksu|kein sex|keinen sex|"
    r"plus de sexe|no hay sexo|no sex)(?!\w)",
    # thinking of leaving the partner: "ich denk an Trennung", "думаю про розлучення", "I'm thinking about divorce"
    r"(?<!\w)(?:(?:ich denk|ich denke|ich überlege) (?:\w+ ){0,3}?(?:an|über) (?:eine |die )?(?:trennung|scheidung)|"
    r"(?:i'm|i am|i've been) (?:\w+ )?(?:thinking|considering) (?:about |of )?(?:a )?(?:divorce|divorcing|separating|"
    r"leaving (?:my|him|her))|myślę o rozwodzie|myślę o rozstaniu|myślę o odejściu od|"
    r"(?:pienso|estoy pensando|me planteo) (?:en )?(?:divorciarme|separarme|el divorcio|la separación|dejarl[oa])|"
    r"(?:je pense|je songe|je réfléchis) (?:à |au )(?:divorcer|divorce|me séparer|le quitter|la quitter|une séparation)|"
    r"(?:думаю|задумуюсь|задумываюсь) (?:про|о|об) (?:розлучення|розлучитися|развод|разводе|розрив|разрыв))(?!\w)",
    # an affair named as such: "tengo un lío con un compañero", "j'ai une liaison", "mam romans z ..."
    r"(?<!\w)(?:(?:tengo|tuve|tiene|tenía) (?:un lío|una aventura|un rollo|un affaire|un amante|una amante)|"
    r"j'ai une liaison|j'ai un amant|j'ai une maîtresse|j'avais une liaison|j'avais un amant|"
    r"(?:mam|miałem|miałam) (?:\w+ )?romans|"
    r"(?:у мене|у меня) (?:\w+ )?(?:роман (?:з|із|зі|с|со)|коханець|коханка|любовник|любовница))(?!\w)",
    # a couple that no longer sleeps together: "mi marido y yo ya no dormimos juntos"
    r"(?<!\w)(?:ya no dormimos juntos|no dormimos juntos|we don't sleep together|we no longer sleep together|"
    r"schlafen (?:\w+ )?nicht mehr (?:zusammen|miteinander)|nous ne dormons plus ensemble|on ne dort plus ensemble|"
    r"nie śpimy (?:już )?razem|не спимо (?:\w+ )?разом|не спим (?:\w+ )?вместе)(?!\w)",
    # a breakup named with the partner: "Rozstaliśmy się z mężem", "ми розійшлися з чоловіком"
    r"(?<!\w)(?:rozstał\w* się |rozstaliśmy się |rozstałyśmy się |розійшл\w* (?:\w+ )?|розлучил\w* (?:\w+ )?|"
    r"расстал\w* (?:\w+ )?|развел\w* (?:\w+ )?)(?:z|з|із|с|со) (?:moim |moją |своїм |своєю |своим |своей )?"
    r"(?:mężem|żoną|partnerem|partnerką|chłopakiem|dziewczyną|narzeczon\w+|чоловіком|дружиною|хлопцем|дівчиною|"
    r"нареченим|нареченою|мужем|женой|парнем|девушкой|женихом|невестой)(?!\w)",
    # married on paper only: "offiziell bin ich noch verheiratet", "досі офіційно одружений"
    r"(?<!\w)(?:officially|legally|technically|on paper|offiziell|formal|rechtlich|auf dem papier|oficialmente|"
    r"legalmente|sobre el papel|officiellement|légalement|sur le papier|formalnie|oficjalnie|na papierze|офіційно|"
    r"формально|официально|юридично|юридически) (?:\w+ ){0,3}?(?:i'm |i am |we're |we are )?(?:still |noch |todavía |toujours |nadal |wciąż |досі |"
    r"ще |еще |ещё |всё ещё )?(?:married|verheiratet|casad[oa]|mariée?|żonaty|żonata|zamężna|mężatką|одружений|"
    r"одружена|заміжня|женат|замужем)(?!\w)",
]
RELATIONSHIP_TRIGGERS = [
    "sors", "amour", "schlafe", "rozstaliśmy", "rozstałam", "rozstałem", "розійшлися", "розійшлась", "розійшовся",
    "расстались", "рассталась", "расстался", "mąż", "męża", "żona", "żony", "чоловік", "дружина", "муж", "жена", "novio", "novia", "copain", "copine", "amante",
    "maîtresse", "amant", "коханець", "коханка", "любовник", "любовница", "dormimos", "dormons", "śpimy", "спимо",
    "спим",
    "acuesto", "acostaba", "acosté", "acostado", "acostando", "durmiendo", "acostándome", "couche", "couchais",
    "couché", "hooking", "geschlafen", "sypiam", "przespałem", "przespałam", "переспав", "переспала", "переспал",
    "переспали", "зустрічаюся", "зустрічаюсь", "встречаюсь", "spotykam", "ahnt", "знає", "знает", "dating",
    "relationship", "beziehung", "affäre", "verhältnis", "liiert", "liaison", "saliendo", "relación", "lío",
    "związku", "romans", "стосунки", "роман", "отношения", "stosunki", "dwoma", "dwiema", "двома", "двумя", "sex",
    "sexe", "sexo", "seksu", "сексу", "секса", "сексом", "uprawiamy", "współżyjemy", "trennung", "scheidung",
    "divorce", "divorcing", "separating", "rozwodzie", "rozstaniu", "divorciarme", "separarme", "divorcio",
    "separación", "divorcer", "séparer", "розлучення", "розлучитися", "развод", "разводе", "verheiratet", "married",
    "casado", "casada", "mariée", "marié", "żonaty", "zamężna", "mężatką", "одружений", "одружена", "заміжня",
    "женат", "замужем", "rapports",
]
RELATIONSHIP_TERMS = [
    "polyamor*", "poliamor*", "poliamori*", "поліамор*", "полиамор*", "open relationship", "offene beziehung",
    "offenen beziehung", "związek otwarty", "związku otwartym", "otwartym związku", "relación abierta", "pareja abierta",
    "couple libre", "relation libre", "relation ouverte", "відкриті стосунки", "відкритих стосунках",
    "открытые отношения", "открытых отношениях", "свободные отношения",
]

# ---------------------------------------------------------------- health

HEALTH_STRONG = [
    # the writer admitted to hospital: "I was admitted to Hospital Clínic", "me ingresaron en el hospital de Cork"
    r"(?<!\w)(?:(?:i was|i've been|i have been|i got|i'm|i am) (?:\w+ )?(?:admitted (?:to|into) (?:[\w'&-]+ ){0,3}?"
    r"(?:hospital|a&e|icu|intensive care|ward|clinic)|hospitali[sz]ed)|(?:i'm|i am|i've been|i have been) (?:still )?"
    r"in (?:the )?hospital (?:with|since|for|after|in)|"
    r"(?:ich liege|liege ich|liege|ich lag|lag ich) (?:\w+ ){0,4}?(?:im|in der|auf der) (?:krankenhaus|klinik|spital|hospital|intensivstation|"
    r"notaufnahme)|(?:ich (?:wurde|bin)|wurde ich|bin ich) (?:\w+ ){0,3}?(?:ins|in die|in ein) (?:\w+ )?(?:krankenhaus|"
    r"klinik|spital|notaufnahme) (?:eingeliefert|gebracht|aufgenommen)|"
    r"(?:je suis|j'ai été|j'étais|je suis resté\w*) (?:\w+ )?hospitalisée?|^hospitalisée?s? (?:à|au|en|depuis)|"
    r"(?:me ingresaron|me han ingresado|me hospitalizaron|me han hospitalizado)(?=[^.!?\n]{0,50}?(?:hospital|clínica|"
    r"urgencias|uci|por un|por una|por el|por la|de urgencia|con ))(?![^.!?\n]{0,30}?(?:dinero|nómina|sueldo|"
    r"transferencia|pensión|importe|euros|€|cuenta))|(?:estoy|estuve|sigo) (?:\w+ )?(?:ingresad[oa]|"
    r"hospitalizad[oa])|"
    r"(?:leżę|leżałem|leżałam|leże|lezę) (?:\w+ ){0,3}?(?:w szpitalu|na oddziale|na oiomie|na sorze)|"
    r"(?:trafiłem|trafiłam) (?:\w+ ){0,2}?do szpitala|"
    r"(?:лежу|лежав|лежала|лежал) (?:\w+ ){0,3}?(?:в|у) (?:лікарні|больнице|реанімації|реанимации|стаціонарі|стационаре)|"
    r"(?:потрапив|потрапила|попал|попала) (?:\w+ ){0,2}?(?:в|у|до) (?:лікарн\w+|больниц\w+|реанімаці\w+|реанимаци\w+)|"
    r"мене (?:\w+ )?госпіталізували|меня (?:\w+ )?госпитализировали)(?!\w)",
    # a diagnosis in the passive: "Léa a été diagnostiquée dyspraxique", "został zdiagnozowany", "була діагностована"
    r"(?<!\w)(?:(?:a|ont|avait|avaient|ai) été|vient d'être|viennent d'être) diagnostiqué\w*|"
    r"(?:fue|ha sido|han sido|fueron) diagnosticad[oa]s?|(?:został\w*|zostala|zostal) zdiagnozowan\w*|"
    r"(?:був|була|були|был|была|были) (?:\w+ )?(?:діагностован\w*|диагностирован\w*)(?!\w)",
]
HEALTH_TRIGGERS = [
    "admitted", "hospitalised", "hospitalized", "eingeliefert", "hospitalisé", "hospitalisée", "hospitalisés",
    "hospitalisées", "hôpital", "réanimation", "ingresaron", "ingresado", "ingresada", "hospitalizaron",
    "hospitalizado", "hospitalizada", "szpitalu", "szpitala", "лікарні", "больнице", "лікарню", "больницу",
    "реанімації", "реанимации", "госпіталізували", "госпитализировали", "diagnostiqué", "diagnostiquée",
    "diagnostiqués", "diagnostiquées", "diagnosticado", "diagnosticada", "diagnosticados", "diagnosticadas",
    "zdiagnozowany", "zdiagnozowana", "zdiagnozowane", "діагностований", "діагностована", "диагностирован",
    "диагностирована",
]
HEALTH_TERMS = [
    # congenital and chronic conditions named in everyday words
    "cystic fibrosis", "cerebral palsy", "muscular dystrophy", "spina bifida", "down syndrome", "down's syndrome",
    "dyspraxia", "dyspraxic", "mukoviszidose", "zerebralparese", "muskeldystrophie", "down-syndrom", "trisomie 21",
    "dyspraxie", "dyspraxique", "legasthenie", "fibrosis quística", "parálisis cerebral", "distrofia muscular",
    "síndrome de down", "dispraxia", "mucoviscidose", "paralysie cérébrale", "myopathie", "trisomie",
    "mukowiscydoz*", "mózgowym porażeniem", "mózgowe porażenie", "dystrofi*", "zespół downa", "zespołem downa",
    "dyspraksj*", "муковісцидоз*", "муковисцидоз*", "дцп", "синдром дауна", "синдромом дауна", "диспраксі*",
    "alkoholkrank*", "alkoholiker*", "entgiftung", "entzugsklinik", "drogenabhängig*", "suchtklinik", "desintoxicación",
    "désintoxication", "désintox", "реабілітаційному центрі", "реабилитационном центре", "наркологічн*", "наркологическ*",
    "long covid", "long-covid", "post-covid", "covid persistente", "covid long", "długi covid", "постковід*", "постковид*",
    # acute illnesses that put people in hospital
    "pneumonia", "pancreatitis", "appendicitis", "kidney infection", "sepsis", "meningitis", "pyelonephritis",
    "lungenentzündung", "pankreatitis", "blinddarmentzündung", "nierenbeckenentzündung", "blutvergiftung",
    "hirnhautentzündung", "neumonía", "pulmonía", "apendicitis", "pielonefritis", "infección de riñón",
    "meningitis", "pneumonie", "pancréatite", "appendicite", "pyélonéphrite", "infection rénale", "septicémie",
    "méningite", "zapalenie płuc", "zapaleniem płuc", "zapalenia płuc", "zapalenie trzustki", "zapaleniem trzustki",
    "zapalenie wyrostka", "zapaleniem wyrostka", "sepsa", "sepsę", "sepsy", "пневмоні*", "пневмони*",
    "запалення легень", "запаленням легень", "воспаление легких", "воспалением легких", "панкреатит*", "апендицит*",
    "аппендицит*", "пієлонефрит*", "пиелонефрит*", "сепсис*", "менінгіт*", "менингит*",
]

# ---------------------------------------------------------------- money trouble

FINANCE_STRONG = [
    # arrears counted: "llevamos cuatro cuotas de la hipoteca sin pagar", "three months behind on the rent"
    r"(?<!\w)(?:(?:llevamos|llevo) (?:\w+ ){0,3}?(?:cuotas?|meses|recibos?|mensualidades|letras|plazos|alquileres) "
    r"(?:\w+ ){0,4}?sin pagar|(?:llevamos|llevo) (?:\w+ ){0,3}?sin pagar (?:el alquiler|la hipoteca|las cuotas|"
    r"los recibos|la luz|el agua|la comunidad|el préstamo|la tarjeta)|"
    r"(?:i'm|i am|we're|we are|i've been|we've been|i was|we were|i got|we got) (?:\w+ ){0,3}?behind (?:on|with) "
    r"(?:the |my |our )?(?:rent|mortgage|payments|bills|loan|council tax|car payments)|"
    r"(?:zalegam|zalegamy|zalegałem|zalegałam|zalegaliśmy) (?:\w+ )?(?:z|ze) (?:\w+ ){0,2}?(?:czynsz\w*|rat\w*|opłat\w*|"
    r"rachunk\w*|spłat\w*)|"
    r"(?:ich bin|wir sind|bin ich|sind wir|ich war|wir waren) (?:\w+ ){0,3}?(?:mit|im) (?:der miete|den raten|"
    r"(?:\w+ )?monatsraten?|der rate|den nebenkosten) (?:\w+ ){0,3}?(?:im rückstand|in verzug|hinterher)|"
    r"(?:заборгували|заборгував|заборгувала|задолжали|задолжал|задолжала|задолжен|задолжена|задолжены)|"
    r"(?:у (?:мене|нас|меня) )(?:\w+ )?(?:борг|долг|заборгованість|задолженность) (?:\w+ )?за|"
    r"(?:борг|долг|заборгованість|задолженность) (?:\w+ )?за (?:квартиру|комуналку|оренду|аренду|світло|свет|газ|житло|"
    r"жилье)(?=[^.!?\n]*\d)|"
    r"за (?:квартиру|комуналку|оренду|аренду|житло|жилье) (?:\w+ )?(?:борг|долг|заборгованість|задолженность)"
    r"(?=[^.!?\n]*\d)|"
    r"(?:кредит\w*|іпотек\w*|ипотек\w*) (?:\w+ ){0,4}?(?:теж |тоже |вже |уже )?не (?:плачу|платимо|платим|платю)|"
    r"(?:не плачу|не платимо|не платим|не платю) (?:\w+ )?(?:кредит\w*|іпотек\w*|ипотек\w*|оренд\w*|"
    r"аренд\w*|комуналк\w*))(?!\w)",
    # instalments left unpaid: "no he pagado las tres últimas cuotas", "я не заплатив три останні платежі"
    r"(?<!\w)(?:(?:ich hab|ich habe|habe ich|hab ich|wir haben|haben wir) (?:\w+ ){0,5}?(?:raten|rate|miete|monatsraten|"
    r"kreditraten|rechnungen|nebenkosten)[^.!?\n]{0,30}? nicht (?:mehr )?(?:bezahlt|gezahlt|überwiesen)|"
    r"n[oó] (?:he|hemos) pagado (?:\w+ ){0,3}?(?:cuotas?|recibos?|letras?|mensualidades|alquiler|hipoteca|préstamo)|"
    r"(?:je n'ai|j'ai|on n'a|on a|nous n'avons) pas (?:\w+ )?payé (?:\w+ ){0,3}?(?:mensualités?|loyers?|échéances?|"
    r"traites?|factures?|crédit)|"
    r"nie (?:zapłaciłem|zapłaciłam|zapłaciliśmy|spłaciłem|spłaciłam|spłaciliśmy) (?:\w+ ){0,3}?(?:rat\w*|czynsz\w*|"
    r"rachunk\w*|opłat\w*)|"
    r"не (?:заплатив|заплатила|заплатили|сплатив|сплатила|сплатили|заплатил|оплатил|оплатила|оплатили) (?:\w+ ){0,3}?"
    r"(?:платеж\w*|платіж\w*|внес\w*|взнос\w*|по кредиту|кредит\w*|оренд\w*|аренд\w*|комуналк\w*|коммуналк\w*|"
    r"іпотек\w*|ипотек\w*))(?!\w)",
    # loans one can no longer pay: "tengo tres préstamos rápidos y ya no puedo pagar ninguno"
    r"(?<!\w)(?:préstamos?|créditos?|microcréditos?|deudas?|kredite?n?|schulden|kredyt\w*|chwilówk\w*|"
    r"długi|prêts?|crédits?|dettes?|кредит\w*|борг\w*|долг\w*|мікрозайм\w*|микрозайм\w*)[^.!?\n]{0,60}?"
    r"(?:(?:ya )?no (?:puedo|podemos) (?:pagar|devolver)|(?:i|we) (?:can't|cannot|can no longer) (?:pay|repay|keep up)|"
    r"(?:ich kann|kann ich|wir können|können wir) (?:\w+ )?nicht (?:mehr )?(?:zahlen|bezahlen|zurückzahlen)|"
    r"nie (?:mogę|możemy|daję rady) (?:\w+ )?(?:spłacić|spłacać|zapłacić)|je ne (?:peux|pouvons) plus (?:\w+ )?"
    r"(?:payer|rembourser)|не (?:можу|можемо|могу|можем) (?:\w+ )?(?:сплатити|платити|віддати|вернуть|отдать|платить|"
    r"погасити|погасить))(?!\w)",
]
FINANCE_TRIGGERS = [
    "zalegam", "zalegamy", "zalega", "zalegają", "zaległy", "rückstand", "verzug", "hinterher", "заборгували",
    "bezahlt", "gezahlt", "pagado", "payé", "zapłaciłem", "zapłaciłam", "zapłaciliśmy", "spłaciłem", "spłaciłam",
    "заплатив", "заплатила", "заплатили", "сплатив", "сплатила", "сплатили", "заплатил", "оплатил", "оплатила",
    "заборгував", "заборгувала", "заборгованість", "плачу", "платимо", "борг", "долг", "задолжал", "задолжала", "задолжали", "задолженность", "repay",
    "daję",
]

# ---------------------------------------------------------------- beliefs

BELIEFS_STRONG = [
    # a party activist or member: "я активістка однієї партії", "ich bin seit März in der Partei Die Linke"
    r"(?<!\w)(?:я|i'm|i am|jestem|ich bin|soy|je suis|je milite|(?:мій|моя|мой|my|mój|moja|mein|meine|mi|mon|ma) \w+ "
    r"(?:—|-|–|є|is|jest|ist|es|est)?) ?(?:\w+ ){0,3}?(?:активіст\w*|активист\w*|aktywist\w*|działacz\w*|aktivist\w*|"
    r"activist|activista|militant\w*|член\w*|członk\w*|mitglied|miembro|membre|member|afiliad[oa]) (?:\w+ ){0,2}?"
    r"(?:партії|партии|partii|partei|partido|parti|party)(?!\w)",
    r"(?<!\w)(?:ich bin|bin ich|wir sind) (?:\w+ ){0,3}?in der partei(?!\w)",
    r"(?<!\w)(?:i|we) (?:\w+ )?(?:voted|vote|am voting|'m voting|will vote) (?:for )?(?:the )?(?:reform|ukip|alliance|"
    r"sinn fein|sinn féin|dup|lib dem|libdem|lib dems)(?!\w)",
    # joining a church named with a hyphen: "я перейшла в греко-католицьку церкву"
    r"(?<!\w)(?:перейш\w*|переш\w*|перейд\w*|прийня\w*|приня\w*) (?:в|у|до) (?:[\w-]+ ){0,2}?(?:церкв\w*|віру|веру|"
    r"конфесі\w*|громад\w*|общин\w*)(?!\w)",
]
BELIEFS_TRIGGERS = [
    "активіст", "активістка", "активист", "активистка", "aktywistą", "aktywista", "aktywistka", "działaczem",
    "działaczką", "działacz", "aktivist", "aktivistin", "activist", "activista", "партії", "партии", "partii",
    "reform", "ukip", "sinn", "dup", "церкву", "церкви", "церкві", "церковь", "віру", "веру", "конфесію", "громаду",
    "общину",
]

# ---------------------------------------------------------------- ethnicity

_MINORITY_PL = (r"(?:romskiej|cygańskiej|łemkowskiej|żydowskiej|tatarskiej|ormiańskiej|czeczeńskiej|kurdyjskiej|"
                r"wietnamskiej|kaszubskiej|bojkowskiej|karaimskiej)")
_MINORITY_DE = r"(?:roma|sinti|jenischen|kurdischen|jüdischen|türkischen|arabischen|tschetschenischen|jesidischen)"
_MINORITY_ES = r"(?:gitana|judía|kurda|marroquí|romaní|roma|mapuche|quechua|indígena|bereber|amazigh)"
_MINORITY_FR = r"(?:rom|gitane|manouche|juive|kurde|maghrébine|kabyle|berbère|tzigane)"
_MINORITY_UK = (r"(?:ромської|циганської|кримськотатарської|єврейської|ромской|цыганской|крымскотатарской|еврейской|"
                r"чеченської|чеченской|курдської|курдской|лемківської|лемковской)")

ETHNICITY_STRONG = [
    # a person from a family of a named minority: "Uczennica jest z rodziny łemkowskiej", "aus einer Roma-Familie"
    r"(?<!\w)(?:z (?:\w+ )?rodziny " + _MINORITY_PL + r"|aus einer " + _MINORITY_DE + r"[- ]?familie|"
    r"de (?:una )?familia " + _MINORITY_ES + r"|d'une famille " + _MINORITY_FR + r"|"
    r"(?:з|із|из) " + _MINORITY_UK + r" (?:родини|сім'ї|семьи)|"
    r"from an? (?:roma|romani|gypsy|traveller|jewish|kurdish|sinti|lemko|crimean tatar|chechen) family)(?!\w)",
    # (round 41, rrel) the writer speaking "as" one of a people, the indigenous ones too: "En tant que Kanak venu de
    # Nouméa, j'ai dû ...", "As a Māori student I ...", "Als Sinto habe ich ...", "Como gitana, me ...", "Jako Łemko
    # musiałem ...", and "je suis kanak"; the first person must follow in the sentence (a survey "as a Roma
    # respondent, tick ..." has none). French "comme", Ukrainian and Russian "як" / "как" are left out: they also
    # make similes ("живу как цыган")
    r"(?<!\w)(?:en tant que|as an?|als|como|jako) (?:(?:jeune|young|junge[rn]?|joven|młod\w*) )?(?:kanak\w*|canaque\w*|"
    r"amérindien\w*|autochtone|aborigène|aboriginal|indigenous|indigene[rn]?|indígena|maori|māori|maorí|inuk|inuit|"
    r"sami|roma|romani|romni|rom|gitan[oa]?|gitane|manouche|tzigane|sinto|sintiza|sinti|mapuche|quechua|aimara|"
    r"kabyle|berbère|romk[aą]|łemk\w*|kaszub\w*|ślązak\w*|karaim\w*|first nations|native american)"
    r"(?=[^.!?\n]*(?<![\w'])(?:(?:i|i'm|i've|my|me|je|mon|ma|mes|moi|ich|mir|mich|mein\w*|yo|mi|mis|ja|mnie|mój|"
    r"moja|moje|\w+łem|\w+łam)(?!\w)|j'|m'))",
    r"(?<!\w)je suis (?:\w+ )?(?:kanak\w*|canaque\w*|amérindien\w*|autochtone|aborigène)(?!\w)",
]
ETHNICITY_TRIGGERS = [
    "romskiej", "cygańskiej", "łemkowskiej", "roma", "sinti", "jenischen", "kurdischen", "gitana", "romaní", "mapuche",
    "gitane", "manouche", "tzigane", "kabyle", "ромської", "циганської", "ромской", "цыганской", "кримськотатарської",
    "крымскотатарской", "лемківської", "romani", "gypsy", "traveller", "lemko",
    # (round 41) the people read after "as" / "en tant que" / "als" / "como" / "jako" above
    "kanak", "kanaks", "canaque", "canaques", "amérindien", "amérindienne", "autochtone", "aborigène", "aboriginal",
    "indigenous", "indigene", "indigener", "indigenen", "indígena", "maori", "māori", "maorí", "inuk", "inuit", "sami",
    "romni", "rom", "gitano", "sinto", "sintiza", "quechua", "aimara", "berbère", "romka", "romką", "łemko", "łemkini",
    "łemkiem", "kaszub", "kaszubka", "ślązak", "ślązaczka", "karaim", "karaimka",
]

SEXUALITY_STRONG: list[str] = []
SEXUALITY_TRIGGERS: list[str] = []

# ---------------------------------------------------------------- people around the writer

# A colleague is someone the writer knows, as a relative is ("Kolega z biura ma raka", "Колега має рак").
COLLEAGUES = frozenset(
    "colleague coworker co-worker kollege kollegin kollegen compañero compañera collègue kolega koleżanka kolegi "
    "koleżanki współpracownik współpracowniczka колега колеги колезі коллега коллеги співробітник співробітниця "
    "сотрудник сотрудница".split())
# French "ma" before a person is the writer's ("ma collègue a un cancer"); alone it is Polish "has" ("firma ma długi").
FR_MA_NOUNS = frozenset(
    "collègue voisine sœur soeur mère fille copine femme amie cousine tante belle-mère grand-mère patronne cheffe chef "
    "fiancée compagne meilleure nièce petite-fille maman coloc colocataire partenaire responsable".split())

# ---------------------------------------------------------------- hedges

# The writer suspects a state of their own, before saying it: "ich glaub ich könnte schwanger sein", "здається я
# вагітна", "je crois que j'ai un découvert". A maybe for health and money only: "I think I'm bi", "je crois que je
# suis amoureuse de ma meilleure amie" still tell (disclosures.py: _suspected).
SUSPECTS = (
    "i think i'm", "i think i am", "i think i might", "i think i may", "ich glaub ich", "ich glaube ich",
    "ich glaub, ich", "ich glaube, ich", "ich könnte", "könnte ich", "creo que estoy", "creo que soy", "creo que tengo",
    "puede que esté", "je crois que je suis", "je pense que je suis", "je crois que j'ai", "je pourrais être",
    "wydaje mi się, że jestem", "wydaje mi się że jestem", "wydaje mi się, że mam", "wydaje mi się że mam",
    "здається я", "здається, я", "мені здається", "кажется я", "кажется, я", "мне кажется",
    # (round 21) a feeling, not a known fact: "I've got a feeling my tax bill will be bigger", "Кажется, у меня долг"
    "i've got a feeling", "i have a feeling", "i have the feeling", "i get the feeling", "ich habe das gefühl",
    "ich hab das gefühl", "hab das gefühl", "tengo la sensación", "me da la sensación", "j'ai l'impression",
    "j'ai le sentiment", "mam wrażenie", "mam przeczucie", "у мене відчуття", "маю відчуття", "у меня ощущение",
    "у меня такое чувство", "здається,", "кажется,", "здається ми", "кажется мы", "wydaje mi się",
)

# Doubts that make even a strong pattern a maybe (joined to the strong hedges of vocab/common.py):
STRONG_HEDGES = (
    # a passing thought, not a decision: "a veces pienso en separarme pero no lo tengo claro"
    "no lo tengo claro", "no tengo claro", "a veces pienso", "sometimes i think about", "manchmal denke ich",
    "parfois je pense", "czasem myślę", "іноді думаю", "иногда думаю",
    # money trouble that has not come yet, on a condition: "si sube la cuota ...", "igual no llego a fin de mes"
    "igual no", "puede que no", "si sube", "si suben", "si no me pagan", "si no nos pagan", "si no cobro",
    "if they don't pay", "if the rent goes up", "if rent goes up", "if i lose my job", "wenn die miete steigt",
    "wenn sie nicht zahlen", "falls die miete steigt", "si le loyer augmente", "s'ils ne paient pas",
    "si je perds mon", "jeśli podniosą", "jeśli nie zapłacą", "jak nie zapłacą", "jak podniosą", "якщо не заплатять",
    "якщо піднімуть", "если не заплатят", "если поднимут",
    # a stay in hospital that has not happened: "what happens if I'm admitted to hospital abroad?"
    "if i'm", "if i am", "if i get", "if i end up", "si me ingresan", "si me ingresaran", "si je suis hospitalisé",
    "si je suis hospitalisée", "wenn ich ins", "falls ich ins", "jeśli trafię", "gdybym trafił", "gdybym trafiła",
    "якщо потраплю", "если попаду",
    # still hesitating about a step: "j'hésite à faire un crédit conso"
    "j'hésite", "je me tâte", "estoy dudando", "dudo si", "ich überlege, ob", "ich überlege ob", "i'm torn",
    "waham się", "вагаюся", "сомневаюсь", "не можу вирішити", "не могу решить",
    # how something works, asked: "I just want to ask how out-of-hours prescriptions work"
    "want to ask how", "wanted to ask how", "chcę zapytać jak", "chciałem zapytać jak", "chciałam zapytać jak",
    "ich wollte fragen wie", "quería preguntar cómo", "je voulais demander comment", "хотів запитати як",
    "хотіла запитати як", "хотел спросить как", "хотела спросить как",
    # (round 21) a letter not opened yet, results not known yet: what it says is not known
    "not opened it yet", "haven't opened it", "have not opened it", "haven't opened the letter", "pas encore ouverte",
    "pas encore ouvert", "pas encore ouvert la lettre", "noch nicht geöffnet", "noch nicht aufgemacht",
    "jeszcze nie otworzyłam", "jeszcze nie otworzyłem", "jeszcze jej nie otworzyłam", "jeszcze jej nie otworzyłem",
    "todavía no la he abierto", "aún no la he abierto", "no la he abierto", "ще не відкривала", "ще не відкривав",
    "ще не відкрила", "ще не відкрив", "еще не открывала", "еще не открывал", "ещё не открывала", "ещё не открывал",
    "waiting for the results", "waiting for my results", "results aren't back", "need discussing", "needs discussing",
    "czekam na wyniki", "czekam na wynik", "warte auf die ergebnisse", "warte auf das ergebnis", "espero los resultados",
    "esperando los resultados", "j'attends les résultats", "чекаю на результати", "чекаю результатів",
    "жду результатов", "жду результаты",
)
