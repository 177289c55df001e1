"""Round 47 (rsens): a partner's blow told by the cover story the writer gave a doctor or a hospital - "I told the doctor
I walked into a door, but it was my husband", "Aux urgences j'ai dit que je m'étais cognée, mais c'est mon mari",
"В травмпункте я сказала, что упала с лестницы, но это муж", "na SOR-ze powiedziałam, że spadłam ze schodów, a to był
mój chłopak".

Set broad-zzz110 told it in four languages and no rule read it: the blow has no verb of hitting with the writer as its
object (the vocabulary's and partner_aggression.py's reading), only the lie about a fall and, after a contrast, the
partner as the one who did it. In en, pl, de, es, fr, uk and ru, within one line: a telling verb of the writer's
("I told", "I said", "powiedziałam", "ich hab gesagt", "dije", "j'ai dit", "сказала"), a fall or a bump in the first
person ("I fell", "walked into a door", "spadłam", "ich sei gestürzt", "me caí", "je m'étais cognée", "упала",
"вдарилася"), then a contrast ("but", "really", "in Wahrheit", "pero", "en realidad", "mais", "en vrai", "ale", "а",
"насправді", "на самом деле") or a full stop before the writer's partner ("it was my husband", "c'est mon mari", "fue mi pareja",
"war es mein Freund", "to mąż", "це був чоловік", "это муж").
Green/yellow stay: someone else's story ("she told the doctor she fell, but it was her husband": no partner of the
writer's, a third-person subject), a film or a novel, a question put as a condition ("what do I say if I fell"), a
fall that was a fall ("I told the doctor I fell off my bike, it was icy": no contrast with a partner).
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_gated as _gated
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.sentence_scope import after_spaces, sentence_bounds

_REASON = "intimate or private life"


# the writer telling: "I told (them)", "I said", "powiedziałam", "gesagt", "dije", "j'ai dit", "сказала"
_TELL = (r"(?:told|said|say|tell|claimed|lied|explained|powiedział[ae]m|powiedzialam|mówiłam|mówiłem|skłamałam|"
         r"skłamałem|wmówiłam|gesagt|erzählt|behauptet|gelogen|dije|conté|contaba|decía|mentí|expliqué|dit|raconté|"
         r"prétendu|menti|expliqué|сказала|сказав|казала|збрехала|пояснила|сказал|говорила|соврала|наврала|объяснила)")
# a fall or a bump told in the first person
_FALL = (r"(?:i(?:'d| had| have)? (?:fell|fallen|tripped|slipped|walked into|ran into|bumped|banged|hit my)|"
         r"(?:fell|tripped) (?:down|over|off|on)|walked into (?:a|the) (?:door|wall|cupboard)|"
         r"spadłam|spadłem|upadłam|upadłem|przewróciłam|przewróciłem|poślizgnęłam|poślizgnąłem|uderzyłam|uderzyłem|"
         r"wpadłam na|wpadłem na|"
         r"gestürzt|hingefallen|gefallen|ausgerutscht|gestolpert|(?:gegen|an) (?:die|eine|den|einen) (?:tür|wand|"
         r"schrank|türrahmen) (?:gelaufen|gerannt|gestoßen)|gestoßen|"
         r"me caí|me había caído|me he caído|me resbalé|me golpeé|me di (?:un golpe|con)|me tropecé|choqué con|"
         r"tombée?|cognée?|glissée?|(?:pris|prise) (?:une|la) porte|"
         r"впала|упала|впав|упав|вдарилася|вдарилась|вдарився|посковзнулася|посковзнувся|спіткнулася|спіткнувся|"
         r"ударилась|ударился|поскользнулась|поскользнулся|споткнулась|споткнулся|свалилась)")
_CONTRAST = (r"(?:but|really|actually|in fact|in reality|the truth is|truth is|aber|in wahrheit|eigentlich|"
             r"tatsächlich|in wirklichkeit|pero|en realidad|la verdad es que|realmente|mais|en fait|en vrai|en réalité|"
             r"la vérité c'est que|ale|a|naprawdę|tak naprawdę|w rzeczywistości|але|а|насправді|но|на самом деле)")
_PARTNER = (r"(?:(?:it was|it's|that was|that's|was) (?:really |actually )?my (?:husband|wife|partner|boyfriend|"
            r"girlfriend|ex|ex-husband|ex-boyfriend|fiancée?|bf|gf)|"
            r"(?:war es|es war|das war) (?:\w+ )?(?:mein|meine) (?:mann|ehemann|freund|exfreund|ex|partner|partnerin|"
            r"freundin|frau|verlobter)|"
            r"(?:fue|era|ha sido) (?:mi|el) (?:marido|pareja|novio|novia|esposo|esposa|ex|mujer|exmarido|exnovio)|"
            r"(?:c'est|c'était|c'etait|ce fut|ça venait de|il s'agissait de) (?:mon|ma) (?:mari|conjoint|copain|"
            r"compagnon|copine|femme|ex|petit ami|petit copain|fiancé)|"
            r"to (?:był |była )?(?:mój |moja )?(?:mąż|chłopak|partner|partnerka|były|narzeczony|żona|dziewczyna|"
            r"konkubent)|"
            r"(?:це|то) (?:був |була )?(?:мій |моя )?(?:чоловік|хлопець|партнер|колишній|наречений|дружина|співмешканець)|"
            r"(?:это|то) (?:был |была )?(?:мой |моя )?(?:муж|парень|партнёр|партнер|бывший|жених|жена|сожитель))")
_COVER = _gated(
    r"(?<![\w'’])" + _TELL + r"(?![\w'’])[^\n]{0,60}?(?<![\w'’])" + _FALL + r"(?![\w'’])[^\n]{0,90}?(?<![\w'’])"
    + r"(?:" + _CONTRAST + r"[,:]?|(?<=[.;:—–-])) (?:(?:really|actually|eigentlich|realmente|vraiment|naprawdę|насправді|на самом деле) )?"
    + _PARTNER + r"(?![\w'’])")
# someone else's story: a third-person teller or partner, a film, a novel, a condition
_OTHERS = _lazy(
    r"(?<![\w'’])(?:she|her|they|elle|son mari|ella|su marido|su pareja|sie sagte|sie hat|ihr mann|ona|jej|вона|її|"
    r"она|её|ее|film|movie|novel|series|story|roman|serie|película|novela|série|histoire|powieś\w*|serial\w*|"
    r"фільм\w*|фильм\w*|роман\w*|серіал\w*|сериал\w*|if|what if|wenn|falls|si|jeśli|gdyby|якщо|если)(?![\w'’])")


def find_covered_blows(t: str) -> list[Finding]:
    """An intimate-life finding over the sentences of normalised `t` where the writer tells the cover story given for a
    partner's blow and names the partner after a contrast (see the doc)."""
    low = lower_keep_length(t).replace("’", "'")
    m = _COVER.search(low)
    if m is None:
        return []
    a, _ = sentence_bounds(low, m.start())
    if _OTHERS.search(low, a, m.end()):
        return []
    _, b = sentence_bounds(low, max(m.end() - 1, m.start()))
    begin = after_spaces(t, a, b)
    return [Finding(Kind.RELATIONSHIP, _REASON, begin, b)]
