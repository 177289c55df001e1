"""Round 44 (rall): political opinion told through persecution - the writer or a relative arrested, jailed, charged or
hunted for a protest, a party, posts or opposition work, most often told to ask about asylum.

lived_acts.py reads political activity in the present ("I hand out leaflets", "je manifeste"), party_support.py money
and seats, party_offices.py offices. People fleeing a regime tell their politics by what was done to them for it:
- THE WRITER: "Меня задерживали на антивоенном пикете", "Zatrzymano mnie na proteście", "Ich wurde wegen meiner
  Arbeit für die HDP angeklagt", "Me detuvieron en las protestas de 2018", "J'ai été emprisonné pour mes articles
  d'opposition", "мене затримали на мітингу": a first-person persecution verb (arrested, detained, jailed, charged,
  beaten, hunted, fined, interrogated) and, in the same sentence, a political cue (protest, picket, rally, opposition,
  anti-war, party, posts, regime, election) or the asylum the writer asks about;
- A RELATIVE: "Мій брат сидить за антивоєнні пости", "my father was jailed for opposition work", "brata aresztowano
  po protestach", "a mi hermano lo detuvieron en la marcha": a kin noun as the one persecuted, with the same cue;
- PAST PARTICIPATION: "participé en las protestas de 2018 y me buscaban", "я брав участь у протестах, тому виїхав",
  "ich war bei der HDP aktiv und wurde angeklagt" - the writer's part in protests or a party, with the persecution or
  the asylum in the sentence.
Green/yellow stay: the topic in general ("How many were detained at the protests?", "Can you get asylum for political
persecution?"), a public figure ("Navalny was jailed ..."), a story or a film, a rumour ("I heard my cousin may have
been detained") - no first person or kin as the persecuted, or a hedge before it.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _rx
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.sentence_scope import after_spaces, stop_bounds

_REASON = "religion, politics or union membership"  # (party_support.py's reason)


_W = r"(?:[\w'-]+ )"
_KIN_EN = r"(?:brother|sister|father|dad|mother|mum|mom|husband|wife|son|daughter|uncle|cousin|partner|fianc[ée]e?|grandfather)"
_KIN_DE = r"(?:bruder|schwester|vater|mutter|mann|frau|sohn|tochter|onkel|cousin\w*|partner\w*|verlobte\w*)"
_KIN_PL = r"(?:brat\w*|siostr\w*|ojc\w*|ojciec|tat\w*|m[ąa][żz]\w*|m[ęe][żz]\w*|syn\w*|c[óo]rk\w*|wuj\w*|kuzyn\w*|narzeczon\w*)"
_KIN_UK = r"(?:брат\w*|сестр\w*|батьк\w*|тат\w*|чоловік\w*|син\w*|доньк\w*|дочк\w*|дядьк\w*|наречен\w*)"
_KIN_RU = r"(?:брат\w*|сестр\w*|отц\w*|отец|пап\w*|муж\w*|сын\w*|дочь|дочер\w*|дяд\w*|жених\w*)"
_KIN_ES = r"(?:herman[oa]|padre|pap[áa]|madre|marido|esposo|hij[oa]|t[íi]o|prim[oa]|novio|pareja)"
_KIN_FR = r"(?:fr[èe]re|s(?:œ|oe)ur|p[èe]re|papa|m[èe]re|mari|fils|fille|oncle|cousin\w*|fianc[ée]e?)"

_HIT = (
    # en
    r"i (?:was|got|have been|'ve been|had been) (?:\w+ )?(?:arrested|detained|jailed|imprisoned|charged|prosecuted|"
    r"sentenced|beaten|tortured|interrogated|persecuted|blacklisted|expelled|abducted|hunted)|"
    r"they (?:arrested|detained|jailed|beat|tortured|charged|interrogated|hunted|were looking for) me|"
    r"i (?:spent|served) (?:" + _W + r"){0,3}?in (?:prison|jail|detention)|"
    r"my (?:" + _KIN_EN + r") (?:was|got|has been|is|had been) (?:\w+ )?(?:arrested|detained|jailed|imprisoned|"
    r"charged|sentenced|in prison|in jail|behind bars|persecuted|tortured)|"
    # de
    r"ich (?:wurde|bin) (?:" + _W + r"){0,8}?(?:verhaftet|festgenommen|angeklagt|verurteilt|inhaftiert|verfolgt|"
    r"gefoltert|verhört|geschlagen|eingesperrt|festgehalten)|man hat mich (?:" + _W + r"){0,6}?(?:verhaftet|festgenommen|"
    r"angeklagt|verurteilt|eingesperrt|verhört|geschlagen|gefoltert)|ich sa(?:ß|ss) (?:" + _W
    + r"){0,3}?(?:im gef[äa]ngnis|in haft|hinter gittern)|"
    r"mein (?:" + _KIN_DE + r") (?:wurde|ist|sitzt) (?:" + _W + r"){0,6}?(?:verhaftet|festgenommen|angeklagt|"
    r"verurteilt|inhaftiert|im gef[äa]ngnis|in haft)|"
    # pl
    r"(?:zosta[łl]e[mś]|zosta[łl]am|by[łl]em|by[łl]am) (?:\w+ )?(?:zatrzyman\w*|aresztowan\w*|skazan\w*|oskar[żz]on\w*|"
    r"pobit\w*|przes[łl]uchiwan\w*|[śs]cigan\w*|prze[śs]ladowan\w*|wi[ęe]zion\w*)|(?:zatrzymano|aresztowano|skazano|"
    r"pobito|przes[łl]uchiwano|oskar[żz]ono|szukano|[śs]cigano|wi[ęe]ziono) mnie|mnie (?:\w+ )?(?:zatrzymano|aresztowano|"
    r"skazano|pobito|przes[łl]uchiwano|oskar[żz]ono|szukano|[śs]cigano|wi[ęe]ziono|zatrzymywano)|siedzia[łl](?:em|am) (?:\w+ ){0,2}?"
    r"(?:w wi[ęe]zieniu|w areszcie)|"
    r"(?:m[óo]j |moja )?(?:" + _KIN_PL + r") (?:siedzi|zosta[łl]\w* (?:zatrzyman\w*|aresztowan\w*|skazan\w*))|"
    r"(?:" + _KIN_PL + r") (?:zatrzymano|aresztowano|skazano|wsadzono)|"
    # uk
    r"мене (?:" + _W + r"){0,2}?(?:затримали|затримували|заарештували|арештували|судили|засудили|побили|посадили|"
    r"оштрафували|штрафували|допитували|катували|переслідували|переслідують|шукали|шукають)|(?:я )?(?:сидів|сиділа|"
    r"відсидів|відсиділа)|"
    r"(?:мій |моя )?(?:" + _KIN_UK + r") (?:" + _W + r"){0,3}?(?:сидить|сидів|засуджен\w*|заарештован\w*|затриман\w*)|"
    r"(?:" + _KIN_UK + r") (?:затримали|заарештували|посадили|засудили)|"
    # ru
    r"меня (?:" + _W + r"){0,2}?(?:задерживали|задержали|арестовали|арестовывали|судили|осудили|избили|посадили|"
    r"штрафовали|оштрафовали|допрашивали|пытали|преследовали|преследуют|искали|ищут)|(?:я )?(?:сидел|сидела|"
    r"отсидел|отсидела)|я (?:был|была) (?:задержан\w*|арестован\w*|осужден\w*)|"
    r"(?:мой |моя )?(?:" + _KIN_RU + r") (?:" + _W + r"){0,3}?(?:сидит|сидел|осужден\w*|арестован\w*|задержан\w*)|"
    r"(?:" + _KIN_RU + r") (?:задержали|арестовали|посадили|осудили)|"
    # es
    r"me (?:detuvieron|arrestaron|encarcelaron|buscaban|buscan|persiguen|persegu[íi]an|procesaron|condenaron|"
    r"golpearon|torturaron|interrogaron|encerraron|acusaron)|(?:estuve|fui) (?:\w+ )?(?:pres[oa]|detenid[oa]|"
    r"arrestad[oa]|encarcelad[oa]|condenad[oa]|perseguid[oa]|torturad[oa])|"
    r"(?:a )?mi (?:" + _KIN_ES + r") (?:lo |la )?(?:detuvieron|arrestaron|encarcelaron|condenaron|est[áa] pres[oa]|"
    r"est[áa] en la c[áa]rcel|fue detenid[oa]|fue arrestad[oa])|"
    # fr
    r"j'ai (?:[ée]t[ée]) (?:\w+ )?(?:arr[êe]t[ée]e?|emprisonn[ée]e?|d[ée]tenue?|incarc[ée]r[ée]e?|tortur[ée]e?|"
    r"poursuivie?|condamn[ée]e?|battue?|interrog[ée]e?|menac[ée]e?|fich[ée]e?)|(?:on|ils) m'(?:a|ont) (?:arr[êe]t[ée]e?|"
    r"emprisonn[ée]e?|incarc[ée]r[ée]e?|tortur[ée]e?|battue?|interrog[ée]e?)|"
    r"mon (?:" + _KIN_FR + r") (?:a [ée]t[ée] (?:arr[êe]t[ée]|emprisonn[ée]|condamn[ée]|incarc[ée]r[ée])|est en prison)"
)
# the writer's part in protests or a party, past: with a persecution or an asylum cue in the sentence
_PART = (
    r"i (?:took part|participated|was active|was involved) in|i (?:joined|organi[sz]ed|led) (?:the )?(?:protests?|rall(?:y|ies)|"
    r"demonstrations?|marches?|strikes?)|"
    r"ich (?:war|habe) (?:" + _W + r"){0,7}?(?:aktiv|teilgenommen|mitorganisiert|mitglied)|"
    r"(?:bra[łl]em|bra[łl]am) udzia[łl] w|by[łl]em aktywn\w*|by[łl]am aktywn\w*|"
    r"(?:я )?(?:брав|брала) участь у|(?:я )?(?:участвовал|участвовала) в|(?:я )?(?:ходив|ходила|ходил) на (?:мітинг\w*|митинг\w*|протест\w*)|"
    r"particip[ée] en|estuve en las (?:protestas|marchas|manifestaciones)|milit[ée] en|"
    r"j'ai (?:particip[ée]|milit[ée]|manifest[ée])|j'[ée]tais (?:militante?|journaliste|opposante?|activiste)"
)
_ACT = _rx(r"(?<![\w'-])(?:" + _HIT + r")(?![\w'-])")
_PART_AT = _rx(r"(?<![\w'-])(?:" + _PART + r")(?![\w'-])")
# the political cue in the sentence
_CUE = _rx(  # (after an elided article too: "l'asile", "d'opposition")
    r"(?<![\w-])(?:protest\w*|pikiet\w*|picket\w*|пікет\w*|пикет\w*|rall(?:y|ies)|demonstr\w*|demos?|kundgebung\w*|"
    r"manifest\w*|marcha\w*|мітинг\w*|митинг\w*|протест\w*|акці\w*|акци\w*|opposition\w*|opozycj\w*|oposici[óo]n|"
    r"opositor\w*|opposant\w*|опозиці\w*|оппозици\w*|anti-?war|antywojenn\w*|antikriegs\w*|antibelicist\w*|"
    r"антивоєн\w*|антивоен\w*|politi\w*|polity\w*|pol[íi]tic\w*|політ\w*|полит\w*|regime|re[żz]im\w*|r[ée]gime\w*|"
    r"r[ée]gimen|режим\w*|party|parties|partei\w*|partii|parti[ąęa]|partido\w*|parti|партії|партія|партию|партии|партия|"
    r"posts|artikel\w*|articles?|art[íi]culos?|wpis\w*|пост(?:и|ів|ы|ов|ах|ами)?|стат(?:т[іяю]|ей|ья|ьи|ью|ьям)|journalis\w*|dziennikar\w*|periodist\w*|"
    r"журналіст\w*|журналист\w*|activis\w*|aktywist\w*|aktivist\w*|activista\w*|militant\w*|активіст\w*|активист\w*|"
    r"election\w*|wahl\w*|wybor\w*|elecci\w*|[ée]lection\w*|вибор\w*|выбор\w*|asylum|asyl\w*|azyl\w*|asilo|asile|"
    r"убежищ\w*|притул\w*|ofpra|bamf|udsc|refugee\w*|fl[üu]chtling\w*|uchod[źz]\w*|refugiad\w*|r[ée]fugi[ée]\w*|"
    r"біжен\w*|беженц\w*|hdp|pkk|navalny|навальн\w*|lukashenk\w*|лукашенк\w*|putin\w*|путін\w*|путин\w*|"
    r"ortega|maduro|erdo[ğg]an|dictator\w*|dyktat\w*|diktat\w*|dictadur\w*|dictature|диктат\w*)(?![\w'-])"
)
_PERSECUTED = _rx(
    r"(?<![\w-])(?:arrest\w*|detain\w*|jail\w*|prison\w*|charged|persecut\w*|verhaft\w*|festgenommen|angeklagt|"
    r"verfolg\w*|zatrzyma\w*|aresztow\w*|prze[śs]ladow\w*|oskar[żz]\w*|затрима\w*|заарешт\w*|переслід\w*|задержа\w*|"
    r"арест\w*|преслед\w*|detuv\w*|detenid\w*|buscaban|persegu\w*|acusad\w*|arr[êe]t[ée]\w*|emprisonn\w*|poursuivi\w*|"
    r"menac[ée]\w*|asylum|asyl\w*|azyl\w*|asilo|asile|убежищ\w*|притул\w*|ofpra|bamf)(?![\w'-])"
)
_GATE = word_gate(
    "arrested", "detained", "jailed", "imprisoned", "charged", "prosecuted", "sentenced", "fined", "beaten", "tortured",
    "interrogated", "persecuted", "blacklisted", "expelled", "abducted", "hunted", "arrest", "detain", "jail", "tortur",
    "interrog", "beat", "looking", "spent", "served", "prison", "behind", "verhaftet", "festgenommen", "angeklagt",
    "verurteilt", "inhaftiert", "verfolgt", "gefoltert", "verhört", "geschlagen", "eingesperrt", "festgehalten", "saß", "zatrzyman",
    "aresztowan", "skazan", "oskarżon", "pobit", "przesłuchiwan", "ścigan", "prześladowan", "więzion", "zatrzymano",
    "aresztowano", "skazano", "pobito", "przesłuchiwano", "oskarżono", "szukano", "ścigano", "więziono", "siedział",
    "siedzi", "wsadzono", "затримали", "затримували", "заарештували", "арештували", "судили", "засудили", "побили",
    "посадили", "оштрафували", "штрафували", "допитували", "катували", "переслідували", "переслідують", "шукали",
    "шукають", "сидів", "сиділа", "відсид", "сидить", "засуджен", "заарештован", "затриман", "задерживали", "задержали",
    "арестовали", "арестовывали", "осудили", "избили", "штрафовали", "оштрафовали", "допрашивали", "пытали",
    "преследовали", "преследуют", "искали", "ищут", "сидел", "сидела", "отсид", "задержан", "арестован", "осужден",
    "сидит", "detuvieron", "arrestaron", "encarcelaron", "buscaban", "buscan", "persiguen", "perseguían", "procesaron",
    "condenaron", "golpearon", "torturaron", "multaron", "interrogaron", "encerraron", "acusaron", "preso", "presa",
    "detenid", "arrestad", "encarcelad", "condenad", "perseguid", "torturad", "cárcel", "arrêté", "emprisonn", "détenu",
    "incarcér", "poursuivi", "condamn", "battu", "interrogé", "menacé", "fiché",
    "took", "participated", "active", "involved", "joined", "organised", "organized", "led", "aktiv", "teilgenommen",
    "mitorganisiert", "mitglied", "brałem", "brałam", "aktywn", "брав", "брала", "участвовал", "ходив", "ходила",
    "ходил", "participé", "estuve", "milité", "manifesté", "militant", "journaliste", "opposant", "activiste",
)
# a hedge, a rumour, a question in general, a story or a film
_HEDGE = _rx(
    r"(?<![\w'-])(?:if|whether|maybe|might|may have|perhaps|rumou?r\w*|heard|allegedly|wenn|falls|ob|vielleicht|"
    r"angeblich|je[śs]li|je[żz]eli|gdyby|mo[żz]e|podobno|chyba|si|quiz[áa]s?|a lo mejor|dicen que|igual|"
    r"peut-[êe]tre|on dit|il para[îi]t|якщо|якби|можливо|кажуть|нібито|если|возможно|говорят|якобы|"
    r"novel\w*|story|film|movie|character\w*|roman\w*|powie[śs]\w*|novela|pel[íi]cula|personaje\w*|personnage\w*|"
    r"geschichte|персонаж\w*|фільм\w*|фильм\w*)(?![\w'-])"
)


def find_political_persecution(text: str) -> list[Finding]:
    """A political-opinion finding over the sentence of normalised `text` where the writer or a relative was persecuted
    for politics, or took part in protests or a party with the persecution or asylum beside it (see the module's doc)."""
    if not opens(text, _GATE):
        return []
    low = lower_keep_length(text)
    if "’" in low:
        low = low.replace("’", "'")
    for pattern, need in ((_ACT, _CUE), (_PART_AT, _PERSECUTED)):
        for m in pattern.finditer(low):
            a, b = stop_bounds(low, m.start(), m.end())
            if _HEDGE.search(low, a, m.start()):
                continue
            if not (need.search(low, a, b) or (pattern is _ACT and _CUE.search(low, b, min(len(low), b + 120)))):
                continue
            if pattern is _PART_AT and not _CUE.search(low, a, b):
                continue
            return [Finding(Kind.BELIEFS, _REASON, after_spaces(low, a, b), b)]
    return []
