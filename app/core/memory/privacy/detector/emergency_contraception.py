"""Round 51 (rhealth): emergency contraception the writer took, ordered or bought after sex - "Zamówiłam ellaOne przez
e-konsultację bo pękła prezerwatywa", "I took Plan B this morning after the condom broke", "ich habe gestern die Pille
danach genommen", "me tomé la píldora del día después", "j'ai pris la pilule du lendemain", "вчора випила таблетку
екстреної контрацепції", "вчера выпила постинор".

A morning-after pill tells the writer's sexual health (and sex that morning or the night before) without a condition's
name; set broad-zzz128 held one and it stayed green. In the seven languages, in one message:
- a PILL: the morning-after pill by its names (morning-after pill, Plan B, ellaOne, NorLevo, Postinor, Escapelle,
  levonorgestrel, ulipristal, pigułka/tabletka "dzień po", Pille danach, píldora del día después, pilule du lendemain,
  таблетка наступного дня / экстренной контрацепции, постинор, эскапел) or emergency contraception itself;
- the WRITER's act: a first-person verb of taking, ordering or buying it (took, ordered, bought,
  wzięłam, zamówiłam, kupiłam, habe ... genommen, tomé, me tomé, j'ai pris, прийняла, випила, замовила, приняла,
  выпила, заказала), or a broken or slipped condom in the message (the pill's cause told).
Green limits: how the pill works, whether it is sold without prescription, a "plan B" for an event (no taking, no
condom), a story, a pharmacist's or a friend's question about a third person (no first-person act).
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.health_consequences import EXAMPLE
from app.core.memory.privacy.detector.sentence_scope import sentence_matches, stop_finding

_REASON = "health information"

_PILL = _lazy(
    r"(?<![\w'])(?:morning[- ]after pills?|plan b(?: one-step)?|ella ?one|ellaone|norlevo|postinor\w*|escapelle|"
    r"levonorgestrel\w*|ulipristal\w*|emergency contracepti\w*|"
    r"(?:pigułk\w*|tabletk\w*) (?:\"|„)?dzień po(?:\"|”)?|antykoncepcj\w* awaryjn\w*|"
    r"pille danach|notfallverhütung|notfallkontrazepti\w*|"
    r"píldora del día después|pastilla del día después|anticoncepci\w* de emergencia|"
    r"pilule du lendemain|contraception d'urgence|"
    r"таблетк\w* (?:наступного дня|екстреної контрацепції)|екстрен\w* контрацепці\w*|"
    r"таблетк\w* (?:следующего дня|экстренной контрацепции)|экстренн\w* контрацепци\w*|постинор\w*|эскапел\w*)(?![\w'])")
# the writer's own act of taking, ordering or buying it, or the condom's failure told
_ACT = _lazy(
    r"(?<![\w'])(?:i (?:took|ordered|bought|had to take|just took)|i've (?:taken|ordered|bought)|"
    r"(?:the )?condom (?:broke|split|slipped|came off|tore)|broken condom|"
    r"wzięłam|wziełam|zamówiłam|kupiłam|łyknęłam|musiałam wziąć|pękła (?:nam |mi )?prezerwatywa|"
    r"prezerwatywa (?:pękła|się zsunęła|spadła)|zsunęła się prezerwatywa|"
    r"(?:habe|hab) (?:\w+ ){0,4}?(?:genommen|bestellt|gekauft|besorgt)|"
    r"(?:kondom|gummi) (?:ist )?(?:gerissen|geplatzt|abgerutscht)|"
    r"(?:me )?tomé|me la tomé|pedí|compré|tuve que tomar|"
    r"(?:se (?:nos )?(?:rompió|rompio|salió)|roto) el (?:condón|preservativo)|(?:condón|preservativo) (?:se )?(?:rompió|roto)|"
    r"j'ai (?:pris|commandé|acheté|dû prendre)|"
    r"(?:le )?préservatif (?:a (?:craqué|cédé|glissé)|s'est (?:déchiré|rompu))|capote (?:a craqué|a pété)|"
    r"прийняла|випила|замовила|купила|порвав(?:ся)? презерватив|презерватив (?:порвався|злетів)|"
    r"приняла|выпила|заказала|порвал(?:ся)? презерватив|презерватив (?:порвался|слетел))(?![\w'])")


def find_emergency_contraception(t: str) -> list[Finding]:
    """A health finding over normalised `t`'s sentence where the writer took, ordered or bought emergency contraception
    (see the module's doc)."""
    for low, m, a, b in sentence_matches(_PILL, t):
        if EXAMPLE.search(low, a, b):
            continue
        if _ACT.search(low):
            return [stop_finding(Kind.HEALTH, _REASON, low, m.start(), m.end())]
    return []
