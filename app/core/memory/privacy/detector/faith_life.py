"""Round 49 (rsens): religious life told by a member - a rite of passage of one's own, an office in one's congregation,
the dress of one's faith, a relative's faith said as what they are: "I'm getting baptised at Cornerstone on Easter
Sunday", "W wieku 31 lat przystępuję do bierzmowania", "Wir sind seit zwei Jahren in einer Pfingstgemeinde, mein Mann ist
Ältester", "Je suis membre du conseil presbytéral de ma paroisse", "Я читець у нашій парафії", "Ich trage Kopftuch",
"As a turban-wearing Sikh I'm exempt", "Dad's a Jehovah's Witness and won't accept blood", "Papa est juif pratiquant".

The vocabulary reads "I'm Catholic", "ich bin Muslima", a conversion and a church left (church_leaving.py); the faith
set broad-zzz120 and the elderly-parents set broad-zzz119 told it by what a member does. In en, pl, de, es, fr, uk, ru:
- RITE: the writer's own baptism or confirmation ahead or under way, first person ("I'm getting baptised", "ich lasse
  mich taufen", "ich werde gefirmt", "me voy a bautizar", "je me fais baptiser", "przystępuję do bierzmowania",
  "приймаю хрещення", "я буду креститься") - a child's, a godparent's, a question on who may be one stay out;
- OFFICE: an office the writer or their spouse holds in a congregation (elder, deacon, reader, catechist, altar
  server, parish council: "jestem ministrantem", "mein Mann ist Ältester", "я читець у парафії", "я алтарник в храме"),
  or membership of a named kind of congregation ("we're members of a Pentecostal church", "wir sind in einer
  Pfingstgemeinde") - a words shared with other trades (reader, lector, elder, староста) need the congregation beside;
- DRESS: the writer wearing a faith's dress as a habit ("ich trage Kopftuch", "I wear a hijab", "ношу хіджаб",
  "as a turban-wearing Sikh") - not asked whether to wear it ("should I wear a kippah to the bar mitzvah?");
- HOUSE: the household keeping the Sabbath or kashrut, first person plural ("On respecte le shabbat à la maison",
  "we keep kosher", "wir halten den Schabbat", "мы соблюдаем шаббат");
- KIN: one of the writer's relatives (kin_conditions.KIN) with a copula, a dash or none and a faith's person noun
  ending the clause ("Dad's a Jehovah's Witness and ...", "Тато свідок Єгови", "Papa est juif pratiquant,") - not a
  noun that goes on to another person ("my dad's Jewish friend").
- AS (round 51): the writer's Christian faith as a sentence's frame ("weil ich als Christin keinen Dienst an der Waffe
  mehr machen kann", "As a Christian, I ...", "jako chrześcijanka nie chcę") - the other faiths' "as a" the older
  rules read.
Green limits: fiction, a condition, a question about the topic ("what happens at a confirmation?"), a service time, a
parish fête, a choir (broad sets label a parish choir green), someone who thinks or says it of another.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_gated as _gated
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.kin_conditions import KIN
from app.core.memory.privacy.detector.sentence_scope import after_spaces, sentence_bounds

_REASON = "religion, politics or union membership"


# ---------------------------------------------------------------- RITE
_RITE = _gated(
    r"(?<![\w'])(?:"
    # en: "I'm getting baptised", "I'll be baptized at Easter", "I want to get baptised"
    r"(?:i'm|im|i am|i'll|i will|i'm going to|i am going to|i'm gonna|i want to|i wanna|i've decided to|i decided to|"
    r"finally) (?:\w+ )?(?:be|get|getting|being) (?:\w+ )?bapti[sz]ed|"
    r"(?:i'm|im|i am) (?:\w+ )?(?:doing|making) my (?:adult )?(?:confirmation|first communion)|"
    r"(?:i'm|im|i am) (?:\w+ )?being received into the (?:\w+ )?church|"
    # de: "ich lasse mich taufen", "ich werde im Mai gefirmt", "ich werde konfirmiert"
    r"(?:ich )?(?:lasse|lass) mich (?:\w+ ){0,4}?(?:taufen|firmen|konfirmieren)|"
    r"ich werde (?:\w+ ){0,4}?(?:getauft|gefirmt|konfirmiert)|werde ich (?:\w+ ){0,3}?(?:getauft|gefirmt|konfirmiert)|"
    # es: "me voy a bautizar", "me bautizo en Pascua", "hago la confirmación"
    r"me (?:voy a |van a |quiero )?bautizar|me bautizo|me bautizan|"
    r"(?:hago|haré|voy a hacer|recibo|recibiré|voy a recibir) (?:la |mi )?confirmación|"
    r"(?:recibo|recibiré|voy a recibir) (?:el )?bautismo|"
    # fr: "je me fais baptiser", "je vais être baptisée", "je fais ma confirmation"
    r"je (?:vais |veux )?(?:me faire|m'faire) baptiser|je me fais baptiser|je (?:vais être|serai) (?:\w+ )?baptisée?|"
    r"je (?:fais|vais faire|prépare) ma (?:confirmation|profession de foi)|je (?:reçois|vais recevoir) le baptême|"
    # pl: "przystępuję do bierzmowania", "przyjmę chrzest", "będę ochrzczona"
    r"(?:przystępuję|przystąpię|idę|pójdę) do (?:bierzmowania|chrztu)|"
    r"(?:przyjmuję|przyjmę|chcę przyjąć|biorę) (?:\w+ )?(?:chrzest|bierzmowanie)|"
    r"będę (?:\w+ )?(?:ochrzczon[ya]|bierzmowan[ya])|chcę się (?:\w+ )?ochrzcić|"
    # uk: "приймаю хрещення", "я буду хреститися", "мене хрестять"
    r"(?:приймаю|прийму|хочу прийняти|збираюся прийняти) (?:\w+ )?хрещення|"
    r"(?:я )?(?:буду|хочу|збираюся|збираюсь|вирішила|вирішив) (?:\w+ )?(?:хреститися|охреститися|хреститись|"
    r"охреститись)|мене (?:\w+ )?(?:хрестять|охрестять)|"
    # ru: "принимаю крещение", "я буду креститься", "меня покрестят"
    r"(?:принимаю|приму|хочу принять|собираюсь принять) (?:\w+ )?крещение|"
    r"(?:я )?(?:буду|хочу|собираюсь|решила|решил) (?:\w+ )?(?:креститься|покреститься)|меня (?:\w+ )?(?:крестят|"
    r"покрестят)"
    r")(?![\w'])")

# ---------------------------------------------------------------- OFFICE
_PLACE_EN = r"(?:church|parish|congregation|chapel|kingdom hall|mosque|synagogue|temple|gurdwara|assembly|cathedral)"
_OFFICE = _gated(
    r"(?<![\w'])(?:"
    # en: an office in a congregation, the congregation named after it
    r"(?:i'm|im|i am|i've been|my (?:husband|wife|partner)(?:'s| is| has been)) (?:\w+ )?(?:an? |the )?(?:elder|deacon|"
    r"deaconess|lay reader|reader|lector|altar server|churchwarden|sacristan|catechist|sunday school teacher|youth "
    r"pastor|ministerial servant|parish councillor|member of the (?:parish|church) council) (?:at|in|of|for) "
    r"(?:my|our|the|a) (?:[\w-]+ ){0,3}?" + _PLACE_EN + r"|"
    r"(?:we're|we are|i'm|im|i am) (?:\w+ )?members? (?:of|at) (?:a|an|the|our) (?:[\w-]+ )?(?:pentecostal|baptist|"
    r"evangelical|methodist|mormon|adventist|charismatic|free|reformed|lutheran|presbyterian|orthodox) (?:\w+ )?"
    r"(?:church|congregation|assembly|community)|"
    # de: "wir sind in einer Pfingstgemeinde", "mein Mann ist Ältester", "ich bin Presbyterin"
    r"(?:wir sind|ich bin) (?:\w+ ){0,4}?(?:in|bei) (?:einer|der|unserer) (?:\w+ )?(?:pfingstgemeinde|freikirche|"
    r"baptistengemeinde|brüdergemeinde|freien? evangelischen gemeinde|neuapostolischen kirche|mormonengemeinde|"
    r"adventgemeinde|adventistengemeinde|gemeinde der zeugen jehovas|evangelikalen gemeinde|charismatischen gemeinde)|"
    r"(?:ich bin|mein mann ist|meine frau ist) (?:\w+ ){0,2}?(?:ältester|älteste|presbyter|presbyterin|"
    r"kirchenvorsteher|kirchenvorsteherin|diakon|diakonin|messdiener|messdienerin|ministrant|ministrantin|küster|"
    r"küsterin|katechet|katechetin|im kirchenvorstand|im pfarrgemeinderat|im presbyterium|im gemeindekirchenrat)|"
    # fr: "je suis membre du conseil presbytéral", "je suis catéchiste", "je suis lecteur à la paroisse"
    r"je suis (?:\w+ )?(?:membre du conseil (?:presbytéral|paroissial|pastoral|de fabrique)|diacre|diaconesse|"
    r"catéchiste|sacristain|sacristine|servante? d'autel|enfant de chœur|ancienn?e? (?:de|dans) (?:l'|la |mon |ma |notre )"
    r"(?:\w+ )?(?:église|assemblée|paroisse)|(?:lecteur|lectrice) (?:à|de|dans) (?:la |ma |notre )(?:\w+ )?paroisse)|"
    # es: "soy catequista", "mi marido es anciano de la congregación"
    r"(?:soy|mi marido es|mi mujer es|mi esposo es|mi esposa es) (?:\w+ )?(?:catequista|diácono|diaconisa|monaguillo|"
    r"monaguilla|sacristán|sacristana|ministro extraordinario|miembro del consejo parroquial|anciano de la congregación|"
    r"(?:lector|lectora) (?:en|de) (?:la |mi |nuestra )parroquia)|"
    # pl: "jestem ministrantem", "mąż jest starszym zboru", "jestem lektorem w parafii"
    r"(?:jestem|mąż jest|żona jest) (?:\w+ )?(?:ministrantem|ministrantką|szafarzem|szafarką|kościelnym|katechetą|"
    r"katechetką|diakonem|starszym zboru|sługą pomocniczym|członkiem rady parafialnej|członkinią rady parafialnej|"
    r"w radzie parafialnej|(?:lektorem|lektorką) (?:w|przy) (?:\w+ )?(?:parafii|kościele))|"
    # uk: "я читець у нашій парафії", "чоловік — старійшина громади"
    r"я (?:\w+ )?(?:читець|читчиня|дяк|дячиха|паламар|староста|диякон|катехит|катехитка|вівтарник|пономар|"
    r"член парафіяльної ради|членкиня парафіяльної ради) (?:\w+ ){0,2}?(?:у|в|при) (?:\w+ ){0,2}?(?:парафії|церкві|"
    r"храмі|громаді|приході|соборі)|"
    # ru: "я алтарник в храме", "я чтец в нашем приходе"
    r"я (?:\w+ )?(?:чтец|алтарник|пономарь|староста|диакон|катехизатор|иподиакон|регент) (?:\w+ ){0,2}?(?:в|при) "
    r"(?:\w+ ){0,2}?(?:приходе|храме|церкви|общине|соборе)"
    r")(?![\w'])")

# ---------------------------------------------------------------- DRESS
_DRESS = _gated(
    r"(?<![\w'])(?:"
    r"(?<!should )(?<!do )(?<!can )(?<!must )(?<!shall )(?<!would )(?<!if )i (?:\w+ )?(?:wear|cover my hair with) "
    r"(?:a |the |my )?(?:hijab|niqab|burqa|burka|turban|patka|kippah|kippa|yarmulke|tichel|dastar)|"
    r"(?:as an?|i'm an?|im an?|i am an?) (?:\w+ )?turban-wearing sikh|"
    r"(?:ich|seit \w+ (?:jahren|monaten))(?: \w+){0,2}? trage (?:\w+ ){0,4}?(?:kopftuch|hidschab|hijab|niqab|"
    r"turban|kippa)|trage ich (?:\w+ ){0,2}?(?:kopftuch|hidschab|hijab|niqab|turban|kippa)|"
    r"noszę (?:\w+ )?(?:hidżab|hidżaba|hijab|nikab|turban|kipę|jarmułkę)|"
    r"(?:je porte|j'porte) (?:le |un |mon |la )?(?:hijab|niqab|turban|kippa)|"
    r"(?:llevo|uso) (?:el )?(?:hijab|niqab|turbante|kipá)|"
    r"ношу (?:\w+ )?(?:хіджаб|хиджаб|тюрбан|кіпу|кипу|нікаб|никаб)"
    r")(?![\w'])")

# ---------------------------------------------------------------- HOUSE
# the household's keeping of the Sabbath or of kashrut, first person plural (kept_fasts.py reads "I keep the fast"):
# "On respecte le shabbat à la maison", "we keep kosher", "wir halten den Schabbat", "przestrzegamy szabatu"
_SABBATH = (r"(?:(?:the |le |la |den |die |el |la )?(?:shabbat|sabbath|chabbat|schabbat|sabbat|szabatu?|шабат|шаббат|"
            r"кашрут|kashrut|kaschrut|cacherout|kashrout|kosher|koscher|casher|cachère|kasher|koszerności?)(?![\w']))")
_HOUSE = _gated(
    r"(?<![\w'])(?:we (?:\w+ )?(?:keep|observe|keeps)|we're (?:\w+ )?(?:keeping|observing)|on (?:\w+ )?(?:respecte|"
    r"observe|garde|fait)|nous (?:\w+ )?(?:respectons|observons|gardons)|wir (?:\w+ )?(?:halten|beachten)|"
    r"halten wir|guardamos|respetamos|przestrzegamy|zachowujemy|trzymamy|(?:ми )?(?:дотримуємося|дотримуємось)|"
    r"(?:мы )?соблюдаем) (?:\w+ )?" + _SABBATH)

# ---------------------------------------------------------------- KIN
_FAITH = (
    r"(?:jehovah'?s witness|muslim|jew|jewish|sikh|hindu|mormon|buddhist|evangelical|pentecostal|quaker|adventist|"
    r"scientologist|orthodox jew|practi[sc]ing catholic|devout catholic|"
    r"zeuge jehovas|zeugin jehovas|jude|jüdin|muslim|muslima|mormone|mormonin|"
    r"témoin de jéhovah|juif|juive|musulmane?|évangélique|mormone?|bouddhiste|sikh|hindou|hindoue|catholique pratiquante?|"
    r"testigo de jehová|judío|judía|musulmán|musulmana|evangélic[oa]|mormón|mormona|"
    r"świadkiem jehowy|żydem|żydówką|muzułmaninem|muzułmanką|zielonoświątkowcem|"
    r"свідок єгови|свідком єгови|свідкиня єгови|єврей|єврейка|юдей|мусульманин|мусульманка|п'ятидесятник|баптист|"
    r"баптистка|старовір|старовірка|"
    r"свидетель иеговы|свидетельница иеговы|еврей|еврейка|иудей|мусульманин|мусульманка|пятидесятник|старообрядец|"
    r"старообрядка)"
)
_PIOUS = (r"(?:practi[sc]ing |devout |observant |strict |praktizierende[rn]? |strenggläubige[rn]? |pratiquante? |"
          r"practicante |praktykując\w* |практикуюч\w* |практикующ\w* |набожн\w* |ultraorthodoxe[rn]? )?")
_PIOUS_AFTER = (r"(?: (?:pratiquante?|practicante|praktizierende?r?|praktykując\w*|практикуюч\w*|практикующ\w*|"
                r"convaincue?|convencid[oa]))?")
_KIN_COPULA = (r"(?:'s|s| is| was| has been| has always been| ist| war| est| était| es| era| fue| jest| był| była|"
               r" to| є| був| була| —| -| –|)")
_KIN_FAITH = _gated(
    _KIN_COPULA + r" (?:an? |ein |eine |un |une |una )?" + _PIOUS + _FAITH + _PIOUS_AFTER +
    r"(?=\s*(?:[,.;:!?)]|$)|\s+(?:and|but|so|who|und|aber|der|die|et|mais|qui|y|pero|que|i|ale|który|która|і|але|"
    r"який|яка|и|но|который|которая)\s)")

# ---------------------------------------------------------------- AS (round 51)
# the writer's own Christian faith as the frame of a sentence ("weil ich als Christin keinen Dienst an der Waffe ...",
# "As a Christian, I can't sign this", "jako chrześcijanka nie chcę ..."): the first person right before it, or a comma
# or a first-person word right after it - not "as a Christian school", "como Cristiano" (a footballer), "als Christian"
_CHRISTIAN = (r"(?:as an? (?:\w+ )?christian|als (?:\w+ )?(?:christin|christ)|en tant que (?:\w+ )?chrétienne?|"
              r"comme (?:\w+ )?chrétienne?|como (?:\w+ )?cristiana|como (?:buen |\w+ )?cristiano (?:practicante|"
              r"creyente)|jako (?:\w+ )?(?:chrześcijanka|chrześcijanin)|як (?:\w+ )?(?:християнка|християнин)|"
              r"как (?:\w+ )?(?:христианка|христианин))")
_AS = _gated(
    r"(?<![\w'])(?:(?:i|ich|je|moi|yo|ja|я|me|we|wir|nous|nosotros|my|ми|мы),? " + _CHRISTIAN + r"|" + _CHRISTIAN +
    r"(?=\s*,|\s+(?:i|i'm|i've|we|ich|wir|je|j'\w+|nous|yo|no|nie|ja|я|ми|мы|не|ні|mi|me|mir|mich|mnie|мені|мне|"
    r"can|can't|cannot|should|shouldn't|won't|peux|dois|veux|puedo|debo|quiero|mogę|muszę|"
    r"chcę|можу|могу|хочу)(?![\w'])))")

# fiction, a condition, hearsay or another's thought, the topic
_NOT = _lazy(
    r"(?<![\w'])(?:if|what if|wenn|falls|si|jeśli|gdyby|якщо|если|novel|story|character|roman|geschichte|novela|"
    r"personnage|personaje|powieść|роман\w*|персонаж\w*|thinks?|says?|meint|sagt|glaubt|pense|dit|cree|dice|myśli|"
    r"mówi|думає|каже|думает|говорит|rumou?r\w*|gerücht\w*|rumeur\w*|rumor\w*|plotk\w*|чутк\w*|слух\w*)(?![\w'])")


def _finding(t: str, low: str, start: int, end: int) -> list[Finding]:
    a, _ = sentence_bounds(low, start)
    if _NOT.search(low, a, start + 1):
        return []
    _, b = sentence_bounds(low, max(end - 1, start))
    chunk = t[a:b]
    return [Finding(Kind.BELIEFS, _REASON, after_spaces(t, a, b), a + len(chunk.rstrip()))]


def find_faith_life(t: str) -> list[Finding]:
    """A beliefs finding over the sentence of normalised `t` where the writer tells their own rite, office or dress of
    a faith, or a relative's faith as what they are (see the doc)."""
    low = lower_keep_length(t).replace("’", "'")
    for rule in (_RITE, _OFFICE, _DRESS, _HOUSE, _AS):
        m = rule.search(low)
        if m is not None:
            found = _finding(t, low, m.start(), m.end())
            if found:
                return found
    if not _KIN_FAITH.search(low):
        return []
    for k in KIN.finditer(low):
        m = _KIN_FAITH.compiled.match(low, k.end())
        if m is None:
            continue
        found = _finding(t, low, k.start(), m.end())
        if found:
            return found
    return []
