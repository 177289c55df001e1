"""Round 49 (rsens): abuse of the writer's elderly parent or grandparent by the one who lives with them or cares for them -
"Brat mieszka z mamą i na nią krzyczy, zabiera jej emeryturę", "la cuidadora le grita y le da tirones a mi padre",
"Mon oncle, qui vit chez ma grand-mère, la rabaisse et lui prend sa retraite", "the carer has been borrowing money off
my mum", "Сиделка кричит на бабушку и отбирает у неё пенсию".

The elderly-parents set broad-zzz119 told it in four languages and no rule read it: kin_abuse.py reads a partner's
violence against a friend or a relative ("her husband pushes her around"); here the one who does it is a carer, a
sibling, an uncle, a neighbour, and the victim an old parent. In en, pl, de, es, fr, uk and ru, all three:
- ACT: a blow, shouting, belittling, shoving, locking in, or the pension, the money or the card taken, with its object a
  third person or an elderly relative ("shouts at her", "takes her pension", "borrowing money off my mum", "na nią
  krzyczy", "zabiera jej emeryturę", "schreit sie an", "nimmt ihr die Rente", "le grita", "le da tirones", "la
  rabaisse", "lui prend sa retraite", "кричить на неї", "забирає пенсію", "кричит на бабушку");
- an elderly relative of the writer's in the message (mum, dad, gran, grandpa, "mamą", "Oma", "mi padre", "ma
  grand-mère", "бабуся", "бабушка");
- the one who does it named in the message: a carer, a sibling, an uncle or an aunt, a nephew, a neighbour, a lodger, a
  stepparent, a parent's new partner, the home's staff.
Yellow and green stay: a suspicion or a feeling ("I have a feeling my brother is hiding something about mum's money",
"мне кажется, брат темнит"), a condition or a general question ("what to do if a carer shouts at a resident?"), the
news, fiction; an old parent who shouts at the TV has no carer doing it.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_gated as _gated
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.sentence_scope import after_spaces, sentence_bounds

_REASON = "intimate or private life"


_EN_OLD = r"(?:her|him|mum|mom|dad|gran|granny|grandma|grandpa|grandad|nan|nana|my (?:mum|mom|mother|dad|father|gran|grandma|grandpa|grandmother|grandfather|nan))"
_ACT = _gated(
    r"(?<![\w'])(?:"
    # en
    r"(?:shouts?|shouting|shouted|yells?|yelling|yelled|screams?|screaming|swears?|swearing) at " + _EN_OLD + r"|"
    r"(?:hits|hitting|slaps|slapping|pushes|pushing|shoves|shoving|pinches|pinching|belittles|belittling|humiliates|"
    r"humiliating|bullies|bullying|locks|locking|threatens|threatening) " + _EN_OLD + r"|"
    r"(?:takes|taking|took|has taken|steals|stealing|stole|pockets|pocketing|keeps|keeping) (?:all of )?(?:her|his|mum's|"
    r"mom's|dad's|gran's|grandma's|grandpa's) (?:\w+ )?(?:pension|savings|benefits|bank card|jewellery|jewelry|money)|"
    r"(?:borrowing|taking|stealing|took|borrowed|stole|had|getting|got) money (?:off|from) " + _EN_OLD + r"|"
    # de
    r"(?:schreit|brüllt|schrie|brüllte) (?:\w+ )?(?:sie|ihn|mama|papa|oma|opa|meine mutter|meinen vater) (?:\w+ ){0,3}?an|"
    r"(?:beschimpft|schubst|stößt|kneift|bedroht|erniedrigt|demütigt|sperrt|schlägt) (?:meine mutter|meinen vater|"
    r"meine oma|meinen opa|mama|papa|oma|opa)(?![^.,;!?\n]* vor(?![\w']))|"
    r"(?:sie|ihn) (?:\w+ ){0,3}?(?:schlägt|schubst|beschimpft|einsperrt|anschreit|demütigt)|"
    r"nimmt (?:ihr|ihm|mama|papa|oma|opa) (?:\w+ )?(?:die rente|das geld|die karte|den schmuck|die ec-karte|die pension)|"
    # es
    r"le (?:grita|pega|insulta|empuja|zarandea|amenaza|humilla|maltrata|chilla)|la (?:insulta|empuja|zarandea|humilla|"
    r"encierra|maltrata)|"
    r"le (?:da|pega) (?:tirones|empujones|golpes|bofetadas|gritos)|le quita (?:la pensión|el dinero|la tarjeta|las joyas)|"
    r"(?:grita|pega|insulta|empuja|maltrata|zarandea) a (?:mi )?(?:madre|padre|abuel[ao]|mamá|papá)|"
    # fr
    r"(?:la|le) (?:rabaisse|bouscule|insulte|humilie|enferme|maltraite|secoue)|"
    r"(?:(?<=il )|(?<=elle )|(?<=qui )|(?<=et ))(?:la|le) (?:frappe|tape|menace)|"
    r"lui (?:prend|pique|vole|confisque) (?:sa|ses|son) (?:\w+ )?(?:retraite|pension|argent|carte|bijoux|économies)|"
    r"crie sur (?:elle|lui|maman|papa|mamie|papy|ma mère|mon père|ma grand-mère|mon grand-père)|lui crie dessus|"
    # pl
    r"(?:krzyczy|wrzeszczy|drze się|krzyczał|krzyczała) na (?:nią|niego|mamę|tatę|babcię|dziadka|matkę|ojca)|"
    r"(?:bije|szarpie|popycha|wyzywa|poniża|zamyka|straszy|bił|szarpał|popychał|uderzył|uderzyła) (?:ją|go|mamę|tatę|"
    r"babcię|dziadka|matkę|ojca)|zabiera (?:jej|mu|mamie|tacie|babci|dziadkowi) (?:\w+ )?(?:emeryturę|rentę|pieniądze|"
    r"kartę)|(?:wyłudza|wyciąga|pożycza) od (?:niej|niego|mamy|taty|babci|dziadka) (?:\w+ )?pieniądze|"
    # uk
    r"(?:кричить|кричав|кричала) на (?:неї|нього|маму|тата|бабусю|дідуся)|(?:б'є|штовхає|смикає|ображає|принижує|замикає|"
    r"лякає|бив|била|штовхнув|штовхнула) (?:її|його|маму|тата|бабусю|дідуся)|"
    r"(?:забирає|забрав|забрала|відбирає) (?:у (?:неї|нього|мами|тата|бабусі|дідуся) |її |його )?(?:\w+ )?(?:пенсію|"
    r"гроші|картку)|"
    # ru
    r"(?:кричит|орёт|кричал|кричала|орал|орала) на (?:неё|него|маму|папу|бабушку|дедушку)|(?:бьёт|толкает|дёргает|"
    r"оскорбляет|унижает|запирает|пугает|бил|била|толкнул|толкнула) (?:её|его|маму|папу|бабушку|дедушку)|"
    r"(?:отбирает|забирает|отобрал|отобрала|забрал|забрала) (?:у (?:неё|него|мамы|папы|бабушки|дедушки) )?(?:\w+ )?"
    r"(?:пенсию|деньги|карту)"
    r")(?![\w'])")
# an elderly relative of the writer's
_OLD = _lazy(
    r"(?<!\w)(?:mum|mom|mother|dad|father|gran|granny|grandma|grandmother|grandpa|grandad|grandfather|nan|nana|"
    r"mutter|vater|mama|papa|oma|opa|großmutter|großvater|mamá|papá|madre|padre|abuel[ao]|abuelit[ao]|maman|mère|père|"
    r"grand-mère|grand-père|mamie|papy|mémé|pépé|mam[aąęy]|tat[aąęy]|tacie|babci[aąę]?|babcia|dziad(?:ek|ka|kiem|kowi)|"
    r"matk[aąęi]|ojc(?:a|em|u)|ojciec|мам[аиуіоє]|мамі|тат[аоуові]|татові|бабус[яіею]|діду(?:сь|ся|севі)|батьк[оа]|мати|"
    r"матір|папа|папы|папе|папу|бабушк[аиеу]|дедушк[аиеу]|отец|отца|мать|матери)(?:'s)?(?![\w'])")
# the one who does it
_DOER = _lazy(
    r"(?<!\w)(?:carer|caregiver|care worker|aide|nurse|staff|brother|sister|uncle|aunt|nephew|niece|neighbou?r|"
    r"lodger|stepdad|stepfather|stepmum|stepmother|son|daughter|cousin|boyfriend|girlfriend|partner|"
    r"pflegerin|pfleger|pflegekraft|pflegedienst|betreuerin|betreuer|bruder|schwester|onkel|tante|neffe|nichte|"
    r"nachbar\w*|untermieter\w*|stiefvater|stiefmutter|sohn|tochter|cousin\w*|lebensgefährt\w*|freundin|freund|"
    r"cuidador[a]?|enfermer[ao]|herman[ao]|tí[ao]|sobrin[ao]|vecin[ao]|padrastro|madrastra|hij[ao]|prim[ao]|novi[ao]|"
    r"pareja|aide-soignante|aide-soignant|auxiliaire de vie|aide à domicile|infirmière|infirmier|frère|sœur|oncle|"
    r"tante|neveu|nièce|voisin\w*|beau-père|belle-mère|fils|fille|cousin\w*|compagnon|compagne|copain|copine|"
    r"opiekunk\w*|opiekun\w*|pielęgniark\w*|brat|brata|siostr\w*|wuj\w*|ciotk\w*|bratan\w*|siostrzeń\w*|sąsiad\w*|"
    r"ojczym|macoch\w*|syn|córk\w*|kuzyn\w*|konkubent\w*|partner\w*|"
    r"доглядальниц\w*|доглядач\w*|медсестр\w*|брат\w*|сестр\w*|дядьк\w*|дядько|тітк\w*|племінни\w*|сусід\w*|вітчим|"
    r"мачух\w*|син|сина|доньк\w*|співмешкан\w*|сиделк\w*|сестр\w*|дяд[яи]|тёт\w*|тет\w*|племянни\w*|сосед\w*|отчим|"
    r"сын|сына|дочь|дочк\w*|сожител\w*)(?:'s)?(?![\w'])")
# a suspicion, a condition, the news, fiction, a general question
_NOT = _lazy(
    r"(?<![\w'])(?:if|what if|when a|i think|i feel|feeling|maybe|not sure|suspect|wenn|falls|glaube|vermute|"
    r"vielleicht|gefühl|si|creo que|a lo mejor|quizás|sospecho|je crois|peut-être|j'ai l'impression|jeśli|gdyby|"
    r"chyba|wydaje mi się|podejrzewam|якщо|здається|мабуть|если|кажется|наверное|"
    r"novel|story|film|series|roman|geschichte|novela|película|histoire|powieść|opowiadanie|роман\w*|оповідання|рассказ|"
    r"news|article|nachrichten|artículo|noticia|article|wiadomości|новин\w*|новост\w*|статт\w*|стать\w*)(?![\w'])")


def find_dependant_abuse(t: str) -> list[Finding]:
    """An intimate-life finding over the sentence of normalised `t` where the writer's elderly relative is abused by a
    carer or a relative living with them (see the doc)."""
    low = lower_keep_length(t).replace("’", "'")
    m = _ACT.search(low)
    if m is None or not _OLD.search(low) or not _DOER.search(low):
        return []
    if _NOT.search(low):
        return []
    a, b = sentence_bounds(low, m.start())
    chunk = t[a:b]
    return [Finding(Kind.RELATIONSHIP, _REASON, after_spaces(t, a, b), a + len(chunk.rstrip()))]
