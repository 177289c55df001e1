"""Round 49 (rsens): a parent's or grandparent's intimate life told by the child - a late love, a new partner, a move to
live with one, a partner of the same sex: "Papa (86) hat eine Beziehung mit einer Mitbewohnerin im Heim", "Mi madre, con
80 años, se ha ido a vivir con un señor de la residencia", "Мама в 78 років зійшлася з сусідом", "My mum has fallen in
love with another woman in her care home", "Ma mère vit avec sa compagne depuis 25 ans".

The elderly-parents set broad-zzz119 labels a parent's love life red, and no rule read it: named_affairs.py reads an
affair between named people, implied_orientations.py the writer's own partner. In en, pl, de, es, fr, uk and ru:
- ROMANCE: an elderly relative of the writer's as the subject at the head of the clause (mum, dad, gran, "Papa",
  "mi madre", "ma grand-mère", "babcia", "мама", "дедушка") and, within a few words, falling in love, a relationship or
  living with a partner, or a man or a woman met ("has fallen in love with", "is dating", "hat eine Beziehung mit
  einer ...", "se ha ido a vivir con un señor", "est tombée amoureuse", "związała się z", "зійшлася з", "сошлась с");
  an object that may be anyone ("moved in with", "is seeing", "sale con", "spotyka się z", "живе з") must be a man, a
  woman, a neighbour or a resident;
- SAME: a mother with her female partner or another woman, a father with his male partner or another man ("ma mère vit
  avec sa compagne", "mum ... in love with another woman", "Papa lebt mit seinem Freund") - read as sexuality.
Green limits: a condition or a story, someone who says it of the parent before it ("people say mum is seeing someone"),
the parent moving in with the writer or a sibling ("dad moved in with us": no man or woman met).
"""
from __future__ import annotations

from app.core.memory.privacy.detector.couple_signs import told_sentence
from app.core.memory.privacy.detector.findings import Finding, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_gated as _gated
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.sentence_scope import sentence_bounds

_INTIMATE = "intimate or private life"
_SEXUALITY = "sexual orientation or sex life"


# a man, a woman, a neighbour, a resident met (objects of verbs that may take anyone)
_SOMEONE = (r"(?:someone|a (?:man|woman|lady|gentleman|widow|widower|neighbou?r|resident|guy|fellow)|another (?:man|woman|"
            r"resident)|"
            r"un (?:señor|hombre|viudo|vecino|residente|compañero)|una (?:señora|mujer|viuda|vecina|residente|compañera)|"
            r"un (?:homme|monsieur|veuf|voisin|résident)|une (?:femme|dame|veuve|voisine|résidente)|"
            r"(?:einem|einer) (?:\w+ )?(?:mann|frau|herrn|dame|witwer|witwe|nachbarn|nachbarin|mitbewohner|mitbewohnerin|"
            r"bewohner|bewohnerin)|"
            r"(?:jakimś |pewnym |nowym )?(?:panem|mężczyzną|wdowcem|sąsiadem)|(?:jakąś |pewną |nową )?(?:panią|kobietą|"
            r"wdową|sąsiadką)|"
            r"(?:якимось |одним )?(?:чоловіком|сусідом|вдівцем|дідусем)|(?:якоюсь |однією )?(?:жінкою|сусідкою|вдовою)|"
            r"(?:каким-то |одним )?(?:мужчиной|соседом|вдовцом)|(?:какой-то |одной )?(?:женщиной|соседкой|вдовой))")
_ROMANCE = (
    r"(?:"
    r"(?:has |had )?(?:fallen|fell) in love(?! with (?:the|this|that|it|its|my|our|their)(?![\w'])(?! (?:man|woman|"
    r"widow|widower|neighbou?r|resident|gentleman|lady)))|is in love with|(?:is|has been|started) dating|(?:is|has been) seeing "
    + _SOMEONE + r"|has a (?:new )?(?:boyfriend|girlfriend|lover|fancy man|fancy woman)|(?:has|started|began) a "
    r"(?:new |secret |romantic |sexual )?relationship with|got together with|(?:has )?moved in with " + _SOMEONE + r"|"
    r"hat (?:\w+ )?eine beziehung (?:mit|zu)|hat sich (?:\w+ ){0,4}?verliebt|ist (?:\w+ )?verliebt|hat (?:\w+ )?"
    r"(?:eine neue freundin|einen neuen freund|einen liebhaber|eine geliebte)|ist mit " + _SOMEONE + r" zusammen|"
    r"(?:lebt|wohnt) (?:\w+ ){0,3}?(?:mit|bei) " + _SOMEONE + r"|ist (?:\w+ )?zu " + _SOMEONE + r" gezogen|"
    r"se ha enamorado|está enamorad[oa]|se ha ido a vivir con " + _SOMEONE + r"|(?:se ha juntado|se junta|sale|vive) "
    r"con " + _SOMEONE + r"|tiene (?:un |una )?(?:novio|novia|amante|relación con)|"
    r"(?:est|est tombée?|s'est) (?:\w+ )?amoureu(?:x|se)|(?:vit|habite|sort|s'est installée?|s'est mise? en couple) "
    r"avec " + _SOMEONE + r"|a (?:un |une )?(?:nouveau |nouvelle )?(?:copain|copine|amoureux|amoureuse|amant|"
    r"maîtresse|relation avec)|"
    r"zakochał(?:a)? się|związał(?:a)? się z|(?:spotyka się|zamieszkał(?:a)?|mieszka|zeszła się|zszedł się) z "
    + _SOMEONE + r"|ma (?:nowego |nową )?(?:partnera|chłopaka|narzeczonego|partnerkę|dziewczynę|romans|kochanka|"
    r"kochankę)|"
    r"зійшлася з|зійшовся з|закохал(?:ася|ася|ся) |(?:зустрічається|живе|переїхала до|переїхав до) (?:з )?" + _SOMEONE
    + r"|"
    r"сошлась с|сошёлся с|влюбил(?:ась|ся) |(?:встречается|живёт|переехала к|переехал к) (?:с )?" + _SOMEONE
    + r")")
_OLD = (r"(?:(?:my |our )?(?:mum|mom|mother|dad|father|gran|granny|grandma|grandmother|grandpa|grandad|grandfather|nan|nana)|"
        r"(?:meine |unsere )?(?:mutter|mama|mutti|oma|großmutter)|(?:mein |unser )?(?:vater|papa|vati|opa|großvater)|"
        r"(?:mi |la )?(?:madre|mamá|abuela)|(?:mi |el )?(?:padre|papá|abuelo)|"
        r"(?:ma )?(?:mère|grand-mère)|(?:mon )?(?:père|grand-père)|maman|papa|mamie|papy|mémé|pépé|"
        r"(?:moja )?(?:mama|matka|babcia)|(?:mój )?(?:tata|ojciec|dziadek)|"
        r"(?:моя )?(?:мама|мати|бабуся|бабця)|(?:мій )?(?:тато|батько|дідусь)|(?:моя )?(?:мама|мать|бабушка)|"
        r"(?:мой )?(?:папа|отец|дедушка))")
_TOLD = _gated(r"(?<!\w)" + _OLD + r"(?:'s)?(?![\w'])[^.!?\n]{0,32}?(?<![\w'])" + _ROMANCE + r"(?![\w'])")
# a mother with her female partner, a father with his male partner
_SAME = _gated(
    r"(?<!\w)(?:(?:my |our )?(?:mum|mom|mother|gran|grandma)[^.!?\n]{0,40}?(?:another woman|her (?:girlfriend|wife|"
    r"female partner))|(?:my |our )?(?:dad|father|grandpa)[^.!?\n]{0,40}?(?:another man|his (?:boyfriend|husband|"
    r"male partner))|"
    r"(?:ma )?(?:mère|maman|grand-mère|mamie)[^.!?\n]{0,40}?(?:sa compagne|une autre femme|sa copine)|"
    r"(?:mon )?(?:père|papa|grand-père|papy)[^.!?\n]{0,40}?(?:son compagnon|un autre homme|son copain)|"
    r"(?:meine )?(?:mutter|mama|oma)[^.!?\n]{0,40}?(?:ihrer partnerin|ihrer lebensgefährtin|einer anderen frau|"
    r"ihrer frau)|(?:mein )?(?:vater|papa|opa)[^.!?\n]{0,40}?(?:seinem partner|seinem lebensgefährten|einem anderen "
    r"mann|seinem mann)|"
    r"(?:mi )?(?:madre|mamá|abuela)[^.!?\n]{0,40}?(?:su compañera|otra mujer|su novia|su pareja, (?:una|otra) mujer)|"
    r"(?:mi )?(?:padre|papá|abuelo)[^.!?\n]{0,40}?(?:su compañero|otro hombre|su novio)|"
    r"(?:moja )?(?:mama|matka|babcia)[^.!?\n]{0,40}?(?:swoją partnerką|inną kobietą|swoją dziewczyną)|"
    r"(?:mój )?(?:tata|ojciec|dziadek)[^.!?\n]{0,40}?(?:swoim partnerem|innym mężczyzną|swoim chłopakiem)|"
    r"(?:мама|мати|бабуся)[^.!?\n]{0,40}?(?:своєю партнеркою|іншою жінкою|своєю дівчиною)|"
    r"(?:тато|батько|дідусь)[^.!?\n]{0,40}?(?:своїм партнером|іншим чоловіком|своїм хлопцем)|"
    r"(?:мама|мать|бабушка)[^.!?\n]{0,40}?(?:своей партнёршей|другой женщиной|своей девушкой)|"
    r"(?:папа|отец|дедушка)[^.!?\n]{0,40}?(?:своим партнёром|другим мужчиной|своим парнем)"
    r")(?![\w'])")
_SAME_LIFE = _lazy(
    r"(?<![\w'])(?:love|lives?|living|together|couple|relationship|partner|vit|vivent|ensemble|amoureu\w*|couple|"
    r"pacs\w*|lebt|leben|zusammen|liebt|verliebt|vive|viven|junt[ao]s|enamorad\w*|pareja|mieszka|mieszkają|razem|"
    r"zakochał\w*|живе|живуть|разом|закохал\w*|живёт|живут|вместе|влюбил\w*)(?![\w'])")
_NOT = _lazy(
    r"(?<![\w'])(?:if|what if|wenn|falls|si|jeśli|gdyby|якщо|если|novel|story|film|series|roman|geschichte|novela|"
    r"película|histoire|powieść|opowiadanie|оповідання|рассказ|роман\w*|people say|they say|rumou?r\w*|gerücht\w*|"
    r"dicen que|rumor\w*|on dit|rumeur\w*|plotk\w*|mówią że|кажуть що|чутк\w*|говорят что|слух\w*)(?![\w'])")


def find_kin_romances(t: str) -> list[Finding]:
    """A finding over the sentence of normalised `t` where the writer tells an elderly relative's love life (intimate)
    or their partner of the same sex (sexuality) (see the doc)."""
    low = lower_keep_length(t).replace("’", "'")
    m = _SAME.search(low)
    if m is not None:
        a, b = sentence_bounds(low, m.start())
        if _SAME_LIFE.search(low, a, b):
            found = told_sentence(t, low, m.start(), m.end(), _SEXUALITY, _NOT)
            if found:
                return found
    m = _TOLD.search(low)
    if m is not None:
        return told_sentence(t, low, m.start(), m.end(), _INTIMATE, _NOT)
    return []
