"""Sexuality and gender told by implication, not by a word for them (round 38, rimplied): "Six months on oestrogen now
... change my name", "Seit dem Östrogen fühle ich mich endlich wohl, aber ... heiße ich offiziell noch Michael", "Mon
copain et moi, deux mecs, on veut se pacser", "Ми з хлопцем хочемо орендувати квартиру, а я сам хлопець", "Батьки
думають, що Оля — моя подруга по гуртожитку, а ми разом уже три роки", "My parents think I'm at chess club, but it's
the queer youth group", "Borra lo que te dije de Grindr, no quiero que mi mujer lo vea".

The vocabulary reads "I'm gay", "my girlfriend and I" said by a woman it cannot see. People say it around the word, in
en, pl, de, es, fr, uk and ru:
- HORMONES: the writer's time on a hormone of transition ("six months on oestrogen", "seit dem Östrogen", "od pół
  roku na estrogenie", "llevo seis meses con estrógenos", "depuis six mois sous œstrogènes", "пів року на
  естрогені", "полгода на тестостероне") - a health fact whoever takes it;
- SAME: a boyfriend or a girlfriend and the writer said to be of the same gender beside it ("both men", "two guys",
  "deux mecs", "zwei Männer", "dos chicos", "we dwóch", "sam jestem facetem", "я сам хлопець", "я тоже девушка");
- COVER: what the parents are made to think, beside the truth - a queer, LGBT or bi group ("Lambda", "queer youth
  group", "grupa dla osób bi"), or a "friend" one has been together with for years ("моя подруга ..., а ми разом уже
  три роки");
- APP: a gay dating app (Grindr, Scruff, Hornet, PlanetRomeo, Taimi) with the writer and something hidden or a
  partner who must not see it.
Green limits: a pharmacology lesson or menopause explained in general, a gym's testosterone booster, two brothers or two
friends ("my brother and I, both men"), a cover story for a party or an exam, news about an app (shares, the company,
a data leak), fiction.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_gated as _gated
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.sentence_scope import stop_finding

_SEX_REASON = "sexual orientation or sex life"
_HEALTH_REASON = "health information"


# (_gated: A rule's first pattern behind its own word gate (gated_lazy.py): _GATE, their union, opened on a seventh of
# chat turns ("too", "think", "also", "both"), where each of these alone rarely can match.)

# (its literals typed plain open it too, as every word gate's: "ostrogen", "dwoch", "sadza" - gates.word_gate)
_GATE = word_gate(
    "oestrog", "estrog", "estróg", "естрад", "эстрад", "östrog", "œstrog", "естроген", "эстроген", "estradiol", "östradiol", "testost", "тестост",
    "hrt", "both", "two", "deux", "zwei", "dos", "dwóch", "dwie", "obaj", "obie", "обидва", "обидві", "оба", "обе",
    "двоє", "двое", "два", "две", "дві", "sam", "sama", "auch", "también", "aussi", "сам", "сама", "теж", "тоже", "think", "myślą",
    "denken", "glauben", "creen", "piensan", "croient", "pensent", "дума", "вважа", "счита", "believ", "sądzą", "myśl", "też", "also", "selbst", "beide", "même", "jack", "grindr", "scruff", "hornet",
    "romeo", "taimi", "too", "dwoma", "dwiema")

# ---------------------------------------------------------------- HORMONES
_HORMONE = (r"(?:oestrogen|estrogen|estradiol|testosterone|hrt|estrogenie|estrogenu|testosteronie|östrogen\w*|"
            r"östradiol|testosteron|estrógeno\w*|testosterona|œstrogène\w*|oestrogène\w*|estradiol|testostérone|"
            r"естроген\w*|естрадіол\w*|тестостерон\w*|эстроген\w*|эстрадиол\w*)")
_ON_HORMONE = _gated(
    r"(?<![\w'])(?:\w+\s+(?:months?|weeks?|years?)\s+on|(?:been|i'm|i am|started)\s+on|since (?:starting )?|"
    # (round 41) a start told without "on": "I started HRT three months ago", "j'ai commencé les œstrogènes"
    r"(?:i|i've|i have)\s+(?:just\s+)?(?:started|began)(?:\s+taking)?|i'm taking|zaczęłam(?:\s+brać)?|zacząłem(?:\s+brać)?|"
    r"empecé(?:\s+a\s+tomar)?|j'ai commencé(?:\s+(?:les|la|mes|ma|mon))?|начал(?:\s+принимать)?|начала\s+принимать|"
    r"почала\s+приймати|почав\s+приймати|"
    r"(?:od|już)\s+(?:\w+\s+){0,2}?na|jestem na|biorę|seit (?:dem|ich)?|nehme|llevo\s+(?:\w+\s+){0,2}?con|tomo|"
    r"tomando|empecé con|depuis\s+(?:\w+\s+){0,2}?sous|je suis sous|je prends|\w+\s+(?:місяц\w*|рок\w*|тижн\w*)\s+на|"
    r"пів року на|приймаю|почала|почав|\w+\s+(?:месяц\w*|год\w*|недел\w*)\s+на|полгода на|принимаю|начала)\s+"
    r"(?:the\s+|dem\s+)?" + _HORMONE + r"(?![\w'])")
_NOT_HORMONE = _lazy(
    r"(?<![\w'])(?:boosters?|gym|bodybuild\w*|siłown\w*|fitnessstudio|gimnasio|muscu\w*|спортзал\w*|качалк\w*|"
    r"levels? in|lesson|lecture|exam|pharmacolog\w*|in general|patients?|pacjen\w*|patient\w*|pacientes|пацієнт\w*|"
    r"пациент\w*|cows?|cattle|horses?|dogs?|cats?|krow\w*|kühe|vacas|vaches|корів|коров|psa|hund|perro|chien|"
    r"собак\w*|novel|story|roman|powieś\w*|novela|роман\w*|film|movie|película|фильм\w*|фільм\w*|серіал\w*|"
    r"сериал\w*)(?![\w'])")

# ---------------------------------------------------------------- SAME
_HIS = (r"(?:my boyfriend|my husband|mój chłopak|moim chłopakiem|mój mąż|z chłopakiem|z moim chłopakiem|mein freund|"
        r"meinem freund|mein mann|mi novio|mi marido|mon copain|mon mec|mon chéri|mon mari|мій хлопець|з хлопцем|"
        r"моїм хлопцем|мій чоловік|мой парень|с парнем|с моим парнем|мой муж)")
_HER = (r"(?:my girlfriend|my wife|moja dziewczyna|z dziewczyną|z moją dziewczyną|moja żona|meine freundin|"
        r"meiner freundin|meine frau|mi novia|mi mujer|mi esposa|ma copine|ma meuf|ma chérie|ma femme|моя дівчина|"
        r"з дівчиною|моя дружина|моя девушка|с девушкой|моя жена)")
_TWO_MEN = _lazy(
    r"(?<![\w'])(?:both (?:men|guys|blokes|boys)|two (?:men|guys|blokes)|(?:i'm|i am) (?:a (?:guy|man|bloke) too|also "
    r"a (?:guy|man))|we dwóch|dwóch (?:facetów|mężczyzn|chłopaków)|obaj jesteśmy|(?:sam|też|ja też) jestem "
    r"(?:facetem|mężczyzną|chłopakiem)|zwei (?:männer|typen|jungs)|(?:ich bin )?(?:auch|selbst) ein (?:mann|typ)|"
    r"beide männer|dos (?:hombres|chicos|tíos)|(?:yo )?también soy (?:hombre|chico|tío)|deux (?:mecs|hommes|gars)|"
    r"je suis (?:aussi|moi-même) un (?:mec|homme|garçon)|(?:я )?(?:сам|теж) (?:хлопець|чоловік)|обидва (?:чоловіки|"
    r"хлопці)|двоє (?:чоловіків|хлопців)|(?:я )?(?:сам|тоже) (?:парень|мужчина)|оба (?:мужчины|парня)|два (?:парня|мужчины))"
    r"(?![\w'])")
_TWO_WOMEN = _lazy(
    r"(?<![\w'])(?:both (?:women|girls)|two (?:women|girls)|(?:i'm|i am) (?:a (?:woman|girl) too|also a (?:woman|girl))|"
    r"we dwie|dwie (?:kobiety|dziewczyny)|obie jesteśmy|(?:sama|też|ja też) jestem (?:kobietą|dziewczyną)|"
    r"zwei frauen|(?:ich bin )?(?:auch|selbst) eine frau|beide frauen|dos (?:mujeres|chicas)|(?:yo )?también soy "
    r"(?:mujer|chica)|deux (?:filles|femmes|meufs)|je suis (?:aussi|moi-même) une (?:fille|femme)|(?:я )?(?:сама|теж) "
    r"(?:дівчина|жінка)|обидві (?:жінки|дівчини)|дві (?:жінки|дівчини)|(?:я )?(?:сама|тоже) (?:девушка|женщина)|"
    r"обе (?:женщины|девушки)|две (?:девушки|женщины))(?![\w'])")
_HIS_P = _gated(r"(?<![\w'])" + _HIS + r"(?![\w'])")
_HER_P = _gated(r"(?<![\w'])" + _HER + r"(?![\w'])")

# ---------------------------------------------------------------- COVER
_PARENTS_THINK = _gated(
    r"(?<![\w'])(?:(?:my )?(?:parents|mum|mom|dad|family) (?:think|thinks|believe|believes)|rodzice (?:myślą|sądzą)|"
    r"(?:mama|tata) myśli|(?:meine )?eltern (?:denken|glauben)|(?:mis )?padres (?:creen|piensan)|"
    r"(?:mes )?parents (?:croient|pensent)|батьки (?:думають|вважають)|мама думає|родители (?:думают|считают)|"
    r"мама думает)(?![\w'])")
_QUEER_GROUP = _lazy(
    r"(?<![\w'])(?:queer|lgbt\w*|lgbtq\w*|gay|lesbian|bi|trans|pride|lambd\w*|lgbt\+?|osób bi|osób lgbt\w*|schwul\w*|"
    r"lesb\w*|homo\w*|queere\w*|lgtb\w*|gai|лгбт\w*|квір\w*|квир\w*|геї\w*|гей\w*)(?![\w'])")
_GROUP = _lazy(
    r"(?<![\w'])(?:group|club|meet-?up|grup\w*|klub\w*|\w*gruppe|\w*treff\w*|grupo|club|groupe|asso\w*|груп\w*|клуб\w*|"
    r"lambd\w*|centre|center|centrum|zentrum|centro|центр\w*)(?![\w'])")
_TOGETHER = _lazy(
    r"(?<![\w'])(?:(?:we've|we have) been together|together for|jesteśmy razem|razem od|razem już|zusammen seit|"
    r"seit \w+ jahren zusammen|juntos desde|juntas desde|llevamos \w+ años|ensemble depuis|разом (?:уже|вже|вже як)|"
    r"вместе (?:уже|уже как))(?![\w'])")

# ---------------------------------------------------------------- APP
_APP = _gated(r"(?<![\w'])(?:grindr\w*|scruff|hornet|planetromeo|planet romeo|taimi|jack'd)(?![\w'])")
_HIDDEN = _lazy(
    r"(?<![\w'])(?:wife|husband|girlfriend|parents|hide|hidden|secret|delete|doesn't know|don't want|żona|żony|żonie|"
    r"rodzice|ukry\w*|usuń|nie wie|nie chcę|frau|eltern|versteck\w*|lösch\w*|weiß nicht|soll nicht|mujer|esposa|"
    r"padres|escond\w*|borra|no sabe|no quiero|femme|parents|cach\w*|efface|ne sait pas|je ne veux pas|дружин\w*|"
    r"батьк\w*|прихов\w*|видали|не знає|не хочу|жен\w*|родител\w*|скрыва\w*|удали|не знает)(?![\w'])")
_NEWS = _lazy(
    r"(?<![\w'])(?:shares|company|ceo|data leak|breach|lawsuit|fined|article|news|akcje|firma|spółk\w*|aktie\w*|"
    r"unternehmen|empresa|acciones|entreprise|actions|компані\w*|акці\w*|novel|story|roman|powieś\w*|novela|роман\w*)"
    r"(?![\w'])")
_SELF = _lazy(
    r"(?<![\w'])(?:i|i'm|im|i've|my|me|we|ich|mein\w*|mir|mich|wir|je|j'\w+|mon|ma|mes|moi|on|nous|jestem|mam|mój|"
    r"moja|moje|mnie|mi|my|chodzę|idę|\w+łem|\w+łam|estoy|tengo|yo|mis|me|te|я|мені|мене|мій|моя|мої|ми|мне|меня|мой|мы|"
    r"heiße|fühle|feel)(?![\w'])")


# (round 40) a couple's sameness told through their children: the writer's family has two fathers or two mothers
_KIDS = (r"(?:son|daughter|kids?|children|boy|girl|sohn|tochter|kinder?|fils|fille|enfants?|hij[oa]s?|syn|córka|córeczka|"
         r"dzieci|dziecko|син|донька|діти|дитина|сын|дочь|дочка|дети|ребёнок|ребенок)")
_TWO_PARENTS = _gated(
    r"(?<![\w'])(?:we(?:'re| are) (?:a family with |a family of )?two (?:dads|mums|moms|fathers|mothers)|"
    r"(?:our|my) " + _KIDS + r" (?:has|have) two (?:dads|mums|moms|fathers|mothers)|"
    r"wir sind zwei (?:väter|mütter|papas|mamas)|(?:unser\w*|mein\w*) " + _KIDS + r" (?:hat|haben) zwei (?:väter|mütter|papas|mamas)|"
    r"nous sommes deux (?:papas|mamans|pères|mères)|(?:notre|mon|ma|nos|mes) " + _KIDS + r" (?:a|ont) deux (?:papas|mamans|pères|mères)|"
    r"somos dos (?:papás|mamás|madres)|(?:nuestr\w+|mis?) " + _KIDS + r" tienen? dos (?:papás|mamás|madres)|"
    r"jesteśmy (?:dwoma (?:ojcami|tatami)|dwiema (?:mamami|matkami))|(?:nasz\w*|moj\w*|mój) " + _KIDS
    + r" (?:ma|mają) (?:dwóch (?:tatów|ojców)|dwie (?:mamy|matki))|"
    r"ми\W{0,3}(?:двоє тат\w*|два тат\w*|дві мами|дві матері)|мы\W{0,3}(?:два папы|два отца|две мамы|две матери)|"
    r"у (?:нашого|нашої|наших|мого|моєї|моїх) \w+ (?:два тата|дві мами)|у (?:нашего|нашей|наших|моего|моей|моих) \w+ (?:два папы|две мамы))"
    r"(?![\w'])")


# (round 45) the couple passed off as siblings or friends: "właścicielka myśli, że jesteśmy siostrami" (and "boimy się,
# że jak się dowie, że jesteśmy parą"), "господар думає, що ми брати" (of "ми з хлопцем"), "the landlord thinks we're
# sisters", "le proprio croit qu'on est sœurs", "der Vermieter denkt, wir sind Schwestern", "el casero cree que somos
# hermanas" - read with a couple said in the message (a partner word, "a couple", "together"): two friends taken for
# sisters, with no couple, stay green
_THINK_WE = _gated(
    r"(?<![\w'])(?:think|thinks|believe|believes|assume|assumes|denkt|denken|glaubt|glauben|cree|creen|piensa|piensan|"
    r"croit|croient|pense|pensent|myśli|myślą|sądzi|sądzą|думає|думають|вважає|вважають|думает|думают|считает|считают)"
    r",? (?:that |dass |que |qu'|że |що |что )?(?:we(?:'re| are)|wir(?: sind| seien)?|somos|on est|nous sommes|"
    r"jesteśmy|ми|мы)(?: (?:just|only|nur|solo|seulement|tylko|лише|просто|только))? (?:sisters|brothers|cousins|"
    r"flatmates|roommates|housemates|schwestern|brüder|cousinen|mitbewohner\w*|hermanas|hermanos|primas|primos|"
    r"compañer[oa]s de piso|sœurs|soeurs|frères|freres|cousines|colocs?|colocataires|siostrami|siostry|braćmi|bracia|kuzynkami|"
    r"kuzynami|współlokator\w*|сестри|брати|сестрами|братами|сёстры|сестры|братья|сестрами|братьями)(?![\w'])")
_COUPLE = _lazy(
    r"(?<![\w'])(?:" + _HIS + r"|" + _HER + r"|(?:a|the) couple|together|a pair|paar|ein paar sind|zusammen|pareja|"
    r"juntos|juntas|un couple|en couple|ensemble|parą|para|razem|пара|парою|парой|разом|вместе)(?![\w'])")
# (round 48, rsens) the partner named in the plural subject, "padres" after a husband: "Ми з чоловіком дві тата",
# "Mi marido y yo somos dos padres", "my husband and I are two dads", "mon mari et moi sommes deux papas" (broad-zzz115);
# its own gate (gated_lazy.py), read before the module's hand gate ("dwoma" is none of its words)
_TWO_PARENTS_WE = _gated(
    r"(?<![\w'])(?:"
    r"(?:ми з|ми із) (?:\w+ )?\w+\W{0,3}(?:двоє тат\w*|два тат\w*|дві тат\w*|дві мами|дві матері)|"
    r"мы с (?:\w+ )?\w+\W{0,3}(?:два папы|два отца|две мамы|две матери)|"
    r"(?:mi marido|mi esposo|mi novio) y yo somos dos (?:padres|papás)(?=\s*(?:[,.;!?]|y |de |con |que |$))|"
    r"(?:mi mujer|mi esposa|mi novia) y yo somos dos "
    r"(?:madres|mamás)|(?:my|me and my) (?:husband|wife|partner|boyfriend|girlfriend)(?: and i)? (?:are|r) (?:both )?two "
    r"(?:dads|mums|moms|fathers|mothers)|(?:mon mari|mon compagnon|ma femme|ma compagne) et moi (?:sommes|on est) deux "
    r"(?:papas|mamans|pères|mères)|(?:mein mann|meine frau|mein partner|meine partnerin) und ich sind zwei (?:väter|"
    r"mütter|papas|mamas)|(?:mój mąż|moja żona|moja partnerka|mój partner) i ja jesteśmy (?:dwoma (?:ojcami|tatami)|"
    r"dwiema (?:mamami|matkami))"
    r")(?![\w'])")
# (round 48, rsens) BIRTH MOTHER: the writer the child's biological mother beside a female partner raising it with her -
# "Wychowujemy z partnerką syna, jestem jego biologiczną matką, a ona formalnie nikim" (broad-zzz115), "I'm the birth
# mum and my wife has no rights at the nursery", "je suis la mère biologique et ma compagne ..."
_BIO_MOTHER = _gated(
    r"(?<![\w'])(?:i(?:'m| am) (?:the|his|her|their) (?:biological|birth|bio) (?:mother|mum|mom)|"
    r"jestem (?:jego|jej|ich) (?:biologiczną|biologiczna) (?:matką|mamą)|ich bin (?:die|seine|ihre) leibliche mutter|"
    r"soy (?:su|la) madre biológica|je suis (?:sa|la|leur) mère biologique|"
    r"я (?:його |її |їхня )?біологічна мати|я (?:його |її |їхня )?біологічна мама|я (?:его |её |ее |их )?биологическая мать|"
    r"я (?:его |её |ее |их )?биологическая мама)(?![\w'])")
_SHE_PARTNER = _lazy(
    r"(?<![\w'])(?:" + _HER + r"|partnerką|partnerka|z partnerką|moja partnerka|meine partnerin|meiner partnerin|"
    r"ma compagne|mi compañera|моя партнерка|з партнеркою|моя партнёрша|с партнёршей|с партнершей)(?![\w'])")
# (round 45) the writer a second mother of the child her wife bore: "als zweite Mutter per Stiefkindadoption",
# "adopt as the second mum", "reconnaître comme seconde maman", "como segunda madre", "jako druga mama"
_CO_MOTHER = _gated(
    r"(?<![\w'])(?:als zweite mutter|als co-?mutter|as (?:the |a )?(?:second|co-?)[ -]?(?:mother|mum|mom)|"
    r"(?:comme|en tant que) (?:seconde|deuxième|co-?)[ -]?(?:maman|mère)|comaternité|"
    r"como (?:segunda|co-?)[ -]?(?:madre|mamá)|jako druga (?:mama|matka)|drugą (?:mamą|matką)|"
    r"(?:як|в якості) друг(?:а|ою) (?:мама|мамою|мати)|(?:как|в качестве) втор(?:ая|ой) (?:мама|мамой|мать))(?![\w'])")
# (round 45) the writer's trans identity in uk and ru written with a hyphen or a space ("я транс-хлопець", "я транс
# дівчина", "я транс-парень"): the one-word forms ("трансгендер") are the vocabulary's
_TRANS_SELF = _gated(
    r"(?<![\w'])(?:я|я (?:теж|тоже|сам|сама|взагалі-то|вообще-то))(?: —| -)? транс[- ]?(?:хлопець|хлопцем|дівчина|"
    r"дівчиною|жінка|жінкою|чоловік|чоловіком|людина|парень|парнем|девушка|девушкой|женщина|женщиной|мужчина|"
    r"мужчиной|персона)(?![\w'])")


def find_implied_orientations(t: str) -> list[Finding]:
    """A sexuality (or, for hormones, a health) finding where normalised `t` implies the writer's orientation or
    gender without the word for it (see the doc)."""
    low = lower_keep_length(t)
    # (round 45) the co-mother, the trans noun of uk/ru, the couple passed off as siblings: each pattern behind its own
    # gate derived from it (gated_lazy.py), read before the module's hand gate, which holds none of their words
    for rx in (_CO_MOTHER, _TRANS_SELF, _TWO_PARENTS_WE):
        m = rx.search(low)
        if m is not None and not _NOT_HORMONE.search(low):
            return [stop_finding(Kind.SEXUALITY, _SEX_REASON, t, m.start(), m.end())]
    m = _BIO_MOTHER.search(low)
    if m is not None and _SHE_PARTNER.search(low) and not _NOT_HORMONE.search(low):
        return [stop_finding(Kind.SEXUALITY, _SEX_REASON, t, m.start(), m.end())]
    m = _THINK_WE.search(low)
    if m is not None and _COUPLE.search(low) and not _NOT_HORMONE.search(low):
        return [stop_finding(Kind.SEXUALITY, _SEX_REASON, t, m.start(), m.end())]
    if not opens(t, _GATE):
        return []
    low = low.replace("’", "'").replace("ʼ", "'")
    m = _ON_HORMONE.search(low)  # (its frames are the writer's: "I'm on", "nehme", a time counted "on" it)
    if m is not None and not _NOT_HORMONE.search(low):
        return [stop_finding(Kind.HEALTH, _HEALTH_REASON, t, m.start(), m.end())]
    m = _TWO_PARENTS.search(low)  # (round 40) "Wir sind zwei Väter", "our daughter has two mums"
    if m is not None and not _NOT_HORMONE.search(low):
        return [stop_finding(Kind.SEXUALITY, _SEX_REASON, t, m.start(), m.end())]
    if not _SELF.search(low):
        return []
    for partner, same in ((_HIS_P, _TWO_MEN), (_HER_P, _TWO_WOMEN)):
        m = partner.search(low)
        if m is not None and same.search(low):
            return [stop_finding(Kind.SEXUALITY, _SEX_REASON, t, m.start(), m.end())]
    m = _PARENTS_THINK.search(low)
    if m is not None:
        q = _QUEER_GROUP.search(low, m.end())
        if (q is not None and _GROUP.search(low, max(m.end(), q.start() - 40), q.end() + 40)) \
                or _TOGETHER.search(low, m.end()):
            return [stop_finding(Kind.SEXUALITY, _SEX_REASON, t, m.start(), m.end())]
    m = _APP.search(low)
    if m is not None and _HIDDEN.search(low) and not _NEWS.search(low):
        return [stop_finding(Kind.SEXUALITY, _SEX_REASON, t, m.start(), m.end())]
    return []
