"""Word lists, round 11: disclosures said plainly in a sentence about something else ("my husband and I
split up last year but ...", "ми вирішили розлучатися, але діти ще не знають"): a couple that is
separating or a partner who has left for someone else, falling for someone else while married, a child
with another partner, an ex who keeps the children, a partner who hits, wanting a divorce; union or
party membership held as a role ("I joined Unite", "jestem w zarządzie ... NSZZ", "IG-Metall-Mitglied",
"Afiliada a Podemos"); an ethnic minority one belongs to ("Jestem Krymską Tatarką"); PTSD from a named
event; living as a trans woman; a dating profile that opens with the orientation and age; not managing
to repay one's debts. Six languages (EN, PL, DE, ES, FR, UK/RU).

Same notation and tiers as privacy_vocab: STRONG patterns are first-person or close-family statements;
TRIGGERS are the words that let a strong pattern starting with a common word ("I", "my", "ми") run.
"""
from __future__ import annotations

_KIDS_EN = r"(?:son|daughter|kids|children|child|boy|girl|baby)"

RELATIONSHIP_STRONG = [
    # the couple separating
    r"\bmy (?:\w+ )?(?:husband|wife|partner|boyfriend|girlfriend|fianc\w*) and i (?:have |had |just |finally )?"
    r"(?:split up|separated|broke up|are separating|are splitting up|are getting divorced|got divorced|"
    r"decided to (?:split|separate|divorce))\b",
    r"\bwir (?:haben (?:beschlossen|entschieden),? uns (?:zu )?trennen|haben uns (?:\w+ )?getrennt|"
    r"trennen uns(?! von)|lassen uns scheiden)\b",
    r"\bich bin (?:\w+ ){0,2}mit (?:einem|einer) (?:\w+ )?(?:deutschen|anderen|anderer|kollegen|kollegin|neuen|neuer) "
    r"zusammen\b",
    r"\b(?:ми|мы) (?:\w+ ){0,3}(?:вирішили|вирішуємо|решили) (?:розлучатися|розлучитися|розійтися|развестись|разводиться|"
    r"разойтись)\b",
    r"\b(?:ми|мы) (?:розлучаємося|розлучилися|разводимся|развелись|развелись)\b",
    r"\b(?:postanowiliśmy|zdecydowaliśmy) się (?:rozstać|rozwieść|rozejść)\b", r"\b(?:rozwodzimy|rozstajemy) się\b(?! ze? )",
    r"\b(?:mi (?:marido|mujer|esposo|esposa|pareja) y yo|hemos decidido|decidimos) (?:\w+ )?(?:separarnos|divorciarnos|"
    r"nos separamos|nos hemos separado|nos divorciamos)\b",
    r"\b(?:on a|nous avons) décidé de (?:se séparer|divorcer|nous séparer)\b",
    r"\b(?:mon mari|ma femme|mon conjoint|ma conjointe|mon compagnon|ma compagne) et moi (?:\w+ )?(?:nous séparons|"
    r"sommes séparés|avons divorcé|divorçons|nous sommes séparés)\b",
    # a partner who left for someone else
    r"\b(?:дружина|жена|чоловік|муж) (?:\w+ )?(?:пішла|пішов|ушла|ушёл|ушел) (?:до|к) (?:іншого|іншої|другого|другой|другому)\b",
    r"\bmy (?:husband|wife|partner|boyfriend|girlfriend) (?:\w+ )?left me for (?:another|someone|somebody|a|her|his)\b",
    r"\b(?:mąż|żona|partner\w*) (?:\w+ )?(?:odszedł|odeszła) (?:do|dla) (?:innej|innego)\b",
    r"\bmi (?:mujer|marido|esposa|esposo|pareja) (?:\w+ )?me (?:ha dejado|dejó) por otr[oa]\b",
    r"\bmein(?:e)? (?:mann|frau|partner\w*) (?:\w+ )?hat mich (?:\w+ )?für (?:einen anderen|eine andere) verlassen\b",
    r"\b(?:mon mari|ma femme|mon conjoint|ma conjointe|mon compagnon|ma compagne) m'a quitté\w* pour (?:une autre|un autre)\b",
    # a partner who left, said plainly: "meine Frau hat mich verlassen", "my wife left me", "żona mnie zostawiła"
    r"\bmy (?:husband|wife|partner|boyfriend|girlfriend) (?:\w+ )?(?:left me|has left me|walked out on me)\b(?! alone| a )",
    r"\bmein(?:e)? (?:mann|frau|partner\w*|freund\w*) (?:\w+ )?hat mich (?:\w+ )?verlassen\b",
    r"\b(?:mon mari|ma femme|mon conjoint|ma conjointe|mon compagnon|ma compagne) (?:\w+ )?m'a quitté\w*\b",
    r"\bmi (?:mujer|marido|esposa|esposo|pareja|novia|novio) (?:\w+ )?me (?:ha dejado|dejó|abandonó|ha abandonado)\b(?! (?:el|la|los|las|un|una|\w+ido)\b)",
    r"\b(?:mąż|żona|partner\w*) (?:\w+ )?(?:mnie zostawił\w*|mnie porzucił\w*|odszedł\w* ode mnie|odeszła ode mnie)\b",
    r"\b(?:дружина|жена|чоловік|муж) (?:\w+ )?(?:пішла|пішов|ушла|ушёл|ушел) від мене\b|\b(?:дружина|чоловік) мене покину\w*",
    # falling for someone else while in a couple
    r"\bmy (?:\w+ )?(?:husband|wife|partner|boyfriend|girlfriend)\b[^.!?\n]{0,80}\bi(?:'ve| have)? (?:fallen|fell) "
    r"(?:in love with|for) (?:someone|somebody|another|a (?:colleague|co-?worker|neighbou?r|friend))",
    r"\bmi (?:mujer|marido|esposa|esposo|pareja|novia|novio)\b[^.!?\n]{0,80}\b(?:he empezado a salir|estoy saliendo|"
    r"me he enamorado) (?:con|de) (?:otr[oa]|alguien|una? \w+)",
    r"\bmein(?:e)? (?:mann|frau|partner\w*|freund\w*)\b[^.!?\n]{0,80}\bich (?:habe|hab) mich in (?:einen|eine|jemand\w*) "
    r"(?:\w+ )?verliebt",
    r"\b(?:zakochałam|zakochałem) się w (?:innym|innej|kimś innym|koledze z pracy|koleżance z pracy)\b",
    r"\bje suis tombée? amoureu(?:x|se) d'(?:un autre|une autre|un collègue|une collègue)\b",
    r"\b(?:закохалася|закохався|влюбилась|влюбился) в (?:іншого|іншу|другого|другую|колегу)\b",
    # a child with someone else, a second family
    r"\b(?:mam|ma) drugą rodzinę\b", r"\bdziecko z (?:inną kobietą|innym mężczyzną)\b",
    r"\b(?:i have|i've got|he has|she has) a (?:second|secret) family\b",
    r"\b(?:a )?(?:child|baby|kid) with (?:another|a different) (?:woman|man)\b",
    r"\b(?:ein kind|ein baby) (?:mit|von) (?:einer anderen frau|einem anderen mann)\b",
    r"\b(?:un hijo|una hija|un bebé) con (?:otra mujer|otro hombre)\b",
    r"\b(?:un enfant|un bébé) avec (?:une autre femme|un autre homme)\b",
    r"\b(?:дитин\w*|ребенка|ребёнка) від (?:іншої жінки|іншого чоловіка)\b",
    # an ex who keeps the children
    r"\bmy ex (?:\w+ ){0,2}(?:hasn't|has not|didn't|did not|won't|will not|refuses to|refused to) (?:\w+ )?"
    r"(?:return(?:ed)?|bring(?: back)?|brought back|give back|hand back|let me see) (?:\w+ )?(?:our|my) " + _KIDS_EN + r"s?\b",
    r"\b(?:były mąż|była żona|ex|eks|ojciec dziecka|matka dziecka|były|była) (?:\w+ ){0,2}nie (?:oddał\w*|oddaje|odwiózł|"
    r"przywiózł|zwrócił\w*|pozwala mi widywać) (?:\w+ )?(?:syna|córki|córkę|dzieci|dziecka)\b",
    r"\bmein(?:e)? (?:ex|exmann|ex-mann|exfrau|ex-frau|ex-partner\w*)\b[^.!?\n]{0,60}\b(?:sohn|tochter|kinder|kind)\b"
    r"[^.!?\n]{0,30}\bnicht (?:zurück\w*|wieder)",
    r"\bmi ex (?:\w+ ){0,2}no (?:me )?(?:ha devuelto|devuelve|quiere devolver|deja ver) (?:a )?(?:mi|nuestro|nuestra|mis|"
    r"nuestros) (?:hij[oa]s?|niñ[oa]s?)\b",
    r"\bmon ex (?:\w+ ){0,2}(?:ne m'a pas ramené|ne me rend pas|refuse de (?:me )?rendre|ne ramène pas) (?:notre|mon|ma|"
    r"nos|mes) (?:fils|fille|enfants?)\b",
    r"\b(?:колишній|колишня|бывший|бывшая)(?: чоловік| дружина| муж| жена)? (?:\w+ ){0,2}не (?:повертає|повернув|"
    r"повернула|віддає|отдаёт|отдает|вернул|вернула|возвращает) (?:\w+ )?(?:сина|доньку|дочку|дітей|сына|дочь|детей|"
    r"дитину|ребенка)",
    # wanting a divorce
    r"\bхочу (?:розлучення|развода|розлучитися|развестись)\b", r"\bi (?:want|need) a divorce\b",
    r"\bchcę (?:rozwodu|się rozwieść)\b", r"\bich (?:will|möchte) (?:die scheidung|mich scheiden lassen)\b",
    r"\bje veux (?:divorcer|le divorce)\b",
    # a partner who hits
    r"\b(?:чоловік|муж|партнер|хлопець|парень|співмешканець|сожитель) (?:\w+ )?(?:мене|меня) (?:\w+ ){0,2}(?:вдарив|ударил|"
    r"б'є|бьёт|бьет|побив|избил|душив|душил)",
    r"\bmy (?:husband|partner|boyfriend|wife|girlfriend|ex) (?:\w+ )?(?:hit|hits|beat|beats|punched|slapped|strangled|"
    r"choked|kicked|shoved) me\b(?! (?:up|with|back))",
    r"\b(?:mąż|partner|chłopak|konkubent|były) (?:\w+ )?mnie (?:\w+ )?(?:uderzył|bije|pobił|dusił|popchnął|szarpał|kopnął)\b",
    r"\bmein(?:e)? (?:mann|partner\w*|freund|ex\w*) (?:hat mich (?:\w+ )?(?:geschlagen|gewürgt|getreten|geschubst)|"
    r"schlägt mich)\b",
    r"\bmi (?:marido|pareja|novio|esposo|ex) me (?:pega|pegó|ha pegado|golpea|golpeó|ha golpeado|maltrata|ha maltratado)\b",
    r"\b(?:mon mari|mon conjoint|mon compagnon|mon copain|mon ex) me (?:frappe|bat|a frappée?|a battue?|étrangle|"
    r"a étranglée?)\b",
]
RELATIONSHIP_TRIGGERS = [
    "verlassen", "quitté", "quittée", "dejó", "dejado", "abandonó", "abandonado", "zostawił", "zostawiła", "porzucił",
    "porzuciła", "покинула", "покинув", "split", "separated", "separating", "splitting", "divorced", "divorce", "broke", "trennen", "getrennt", "scheiden",
    "scheidung", "zusammen", "розлучатися", "розлучитися", "розійтися", "развестись", "разводиться", "разойтись",
    "розлучаємося", "розлучилися", "разводимся", "развелись", "separarnos", "divorciarnos", "separamos", "separado",
    "fallen", "fell", "saliendo", "salir", "enamorado", "enamorada", "verliebt", "drugą", "second", "secret", "ex",
    "left", "hit", "hits", "beat", "beats", "punched", "slapped", "strangled", "choked", "kicked", "shoved",
    "geschlagen", "gewürgt", "getreten", "geschubst", "schlägt", "pega", "pegó", "pegado", "golpea", "golpeó",
    "golpeado", "odeszła", "odszedł", "ушла", "ушел", "ушёл", "пішла", "пішов", "вдарив", "ударил", "избил", "побив",
    "б'є", "бьет", "бьёт", "душив", "душил", "uderzył", "bije", "pobił", "dusił", "popchnął", "szarpał", "kopnął",
    "frappe", "bat", "frappée", "battue", "rozwodu", "rozwieść", "розлучення", "maltrata", "maltratado", "devuelto", "devuelve", "devolver", "kinder", "sohn", "tochter", "kind",
]

HEALTH_STRONG = [
    # PTSD from a named event
    r"\b(?:ptsd|c-ptsd|ptbs|tept|tspt|птср|пстр) (?:from|after|since|po|nach|von|durch|por|tras|después de|après|"
    r"suite à|depuis|після|после|через) (?:the |my |der |dem |meinem |la |el |mi |l'|mon |ma |tym |tej |цього |того |"
    r"тієї |этого )?(?:assault|attack|rape|abuse|accident|crash|napaści|napadzie|gwałcie|wypadku|przemocy|überfall|"
    r"angriff|vergewaltigung|unfall|missbrauch|agresión|violación|accidente|abuso|agression|viol|нападу|нападения|"
    r"насильства|насилия|аварії|аварии|фронту|фронта|war|deployment)\b",
    # a relative who "has" a mental illness (Ukrainian/Russian "має"), antidepressants
    r"\b(?:чоловік|муж|батько|отец|тато|папа|син|сын|брат|дружина|жена|мама|мати|сестра|донька|дочка|дочь)\b"
    r"(?: [^\W\d_]+){0,4} (?:має|имеет) (?:птср|пстр|депресію|депрессию|біполярний розлад|биполярное расстройство|"
    r"шизофренію|шизофрению|деменцію|деменцию|епілепсію|эпилепсию)(?!\w)",
    r"(?<!\w)(?:п'є|пьёт|пьет|приймає|принимает|п'ю|пью|приймаю|принимаю) (?:\w+ )?(?:антидепресант\w*|антидепрессант\w*|"
    r"нейролептик\w*|літій|литий)",
]
HEALTH_TRIGGERS = ["ptsd", "ptbs", "tept", "tspt", "птср", "пстр"]

SEXUALITY_STRONG = [
    # living as a trans woman or man
    r"\b(?:vivir|viviendo|vivo|żyć|żyję|leben|lebe|vivre|vis|жити|живу|жить) (?:como|jako|als|comme|як|как) "
    r"(?:una |un |eine |ein |une )?(?:mujer|hombre|chica|chico|kobieta|mężczyzna|frau|mann|femme|homme|жінка|чоловік|"
    r"женщина|мужчина) trans\b",
    r"\bals trans(?:-| )?(?:frau|mann|person) (?:zu )?(?:leben|lebe|gelebt)\b",
    r"\b(?:living|live|lived|to live|out) as (?:a )?(?:trans|transgender) (?:woman|man|person|girl|guy)\b",
    # a dating profile that opens with orientation and age ("Bi, 34, ...", "gej, 29, Kraków")
    r"\b(?:bi|bisexual|gay|lesbian|queer|pan|lesbijka|gej|schwul|lesbisch|lesbiana|lesbienne|гей|лесбіянка|лесбиянка),? "
    r"\d{2}(?=[,;/] |\s+[mfkwжч]\b|$)",
]
SEXUALITY_TRIGGERS = ["leben", "lebe", "gelebt", "trans", "transgender"]

BELIEFS_STRONG = [
    r"\bi (?:joined|have joined|'ve joined|am a member of|'m a member of|am in|'m in) (?:the )?(?:unite|unison|gmb|rmt|"
    r"union|a union|a trade union|my union|pcs|nasuwt|neu|ucu|usdaw|cwu|bma|rcn|teamsters|uaw|seiu|siptu|fórsa)\b"
    r"(?! (?:of|jack|station|square|street|flag))",
    r"\bi(?:'m| am) (?:a |an )?(?:\w+ )?(?:labour|tory|conservative|lib dem|green party|reform|snp|democratic|republican|"
    r"plaid|fianna fáil|fine gael|sinn féin) (?:party )?(?:member|councillor|branch secretary|branch chair|activist|"
    r"candidate|organiser|organizer|volunteer|treasurer|delegate)\b",
    r"\bich bin (?:\w+ ){0,4}(?:in der|bei der) (?:ig bau|ngg|ig bce|evg|gdl|dgb|komba|marburger bund|vereinigung cockpit)\b",
    r"\b(?:ich bin|bin|ich war|als) (?:\w+ ){0,3}(?:ig-metall|ig-bau|ig-bce|verdi|gew|ngg|gewerkschafts|spd|cdu|csu|fdp|"
    r"afd|grünen|linke|bsw|partei)-?mitglied\b",
    r"\bjestem (?:\w+ ){0,3}w (?:\w+ ){0,3}(?:nszz|solidarności|związku zawodowym|opzz|znp|ozzl|komisji zakładowej|"
    r"organizacji związkowej)\b",
    r"\bjestem (?:\w+ )?członki(?:em|nią) (?:\w+ )?(?:związku|nszz|solidarności|pis|po|psl|lewicy|razem|konfederacji|"
    r"partii|platformy)\b",
    r"\b(?:afiliad[oa]|militante|miembro|socio|socia) (?:a|al|de|del) (?:partido )?(?:pp|psoe|vox|podemos|sumar|junts|"
    r"erc|bildu|pnv|ciudadanos|ccoo|ugt|cgt|cnt|comisiones obreras|izquierda unida|iu|más madrid)\b",
    r"\b(?:syndiqué|syndiquée|adhérent|adhérente|militant|militante|encarté|encartée) (?:à la|au|à|chez|de la|du) "
    r"(?:cgt|cfdt|fo|sud|unsa|cfe-cgc|ps|lfi|rn|france insoumise|renaissance|républicains|eelv|pcf|parti \w+)\b",
    r"\bя (?:\w+ ){0,2}(?:член|членкиня|состою|перебуваю) (?:\w+ ){0,2}(?:профспілки|профспілці|профсоюза|профсоюзе|партії|"
    r"партии)",
]
BELIEFS_TRIGGERS = ["joined", "member", "unite", "unison", "union", "labour", "tory", "conservative", "republican",
                    "snp", "councillor", "nszz", "solidarności", "związku", "związkowej", "członkiem", "członkinią",
                    "bau", "ngg", "dgb", "komba", "профспілки", "профспілці", "профсоюза", "профсоюзе", "партії",
                    "партии"]

ETHNICITY_STRONG = [
    r"\bjestem (?:\w+ )?(?:tatark\w*|tatarem|romką|romem|cyganką|cyganem|łemkiem|łemkinią|karaimką|karaimem)\b",
    r"\bя (?:\w+ )?(?:кримськ\w+ татар\w+|крымск\w+ татар\w+|татарка|татарин|ромка|циганка|цыганка|циган|цыган)\b",
    r"\bich bin (?:\w+ )?(?:sinti|sinto|sintiza|romni|roma|krimtatarin|krimtatare|kurdin|kurde|jenische\w*)\b",
    r"\bje suis (?:\w+ )?(?:rom|gitane?|tzigane|manouche|kabyle|berbère|tatare?|kurde)\b",
    r"\bi(?:'m| am) (?:a )?(?:crimean tatar|roma|romani|traveller|gypsy|sinti|kurdish|berber)\b(?! (?:music|food|cuisine|history))",
]
ETHNICITY_TRIGGERS = ["tatarką", "tatarem", "tatarka", "romką", "romem", "cyganką", "cyganem", "łemkiem", "łemkinią",
                      "karaimką", "karaimem", "татарка", "татарин", "ромка", "циганка", "цыганка", "sinti", "sinto",
                      "sintiza", "romni", "roma", "krimtatarin", "kurdin", "kurde", "rom", "gitane", "gitan", "tzigane",
                      "manouche", "kabyle", "berbère", "tatar", "romani", "traveller", "gypsy", "kurdish", "berber"]

FINANCE_STRONG = [
    r"\bnie (?:daję|dajemy) rady (?:\w+ )?(?:spłacać|spłacić|płacić|z ratami|ze spłatą|z długami|z kredytami)\b",
    r"\bi (?:can't|cannot|can no longer|am struggling to|'m struggling to) (?:\w+ )?(?:keep up with|pay|afford|make) "
    r"(?:\w+ )?(?:my |the )?(?:repayments|loan repayments|debts|credit card bills|minimum payments|rent arrears|"
    r"payday loans?)\b",
    r"\bich kann (?:\w+ ){0,2}(?:meine schulden|die raten|meine raten|den kredit|die kredite) (?:\w+ )?nicht (?:mehr )?"
    r"(?:zahlen|bezahlen|abbezahlen|zurückzahlen|bedienen)\b",
    r"\bno (?:puedo|podemos) (?:\w+ )?(?:pagar|devolver) (?:\w+ )?(?:mis|las|nuestras) (?:deudas|cuotas|préstamos|"
    r"tarjetas)\b",
    r"\bje n'arrive plus à (?:rembourser|payer) (?:mes|les|nos) (?:crédits|dettes|mensualités)\b",
    r"\b(?:écrire au juge|saisir le juge|au juge)\b[^.!?\n]{0,10}\bdossier de surendettement\b",
    r"\bне (?:можу|можемо|могу|можем) (?:\w+ )?(?:виплачувати|платити|погасити|выплачивать|платить|погасить) (?:\w+ )?"
    r"(?:кредит\w*|борг\w*|долг\w*|позик\w*)",
]
FINANCE_TRIGGERS = ["spłacać", "spłacić", "ratami", "długami", "kredytami", "repayments", "debts", "arrears",
                    "schulden", "raten", "kredit", "kredite", "deudas", "cuotas", "préstamos", "rembourser",
                    "crédits", "dettes", "mensualités", "surendettement", "кредит", "кредити", "кредиты", "борги",
                    "долги", "виплачувати", "погасити"]
