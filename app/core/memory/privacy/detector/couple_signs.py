"""Round 49 (rsens): a couple's life told by its signs rather than by a word for the writer's sexuality - a couple hidden
from the parents, a child conceived with a donor by the writer and their wife, a partner the writer may not marry:
"Meine Freundin und ich ..., aber ihre Eltern wissen noch nicht, dass wir ein Paar sind", "Ma compagne et moi avons eu
notre fils par PMA", "my wife and I had both kids with donor sperm", "ми з партнеркою разом 9 років, шлюб не можемо
зареєструвати".

The cars set broad-zzz117, the childcare set zzz115 and the rights set zzz113 labelled these red (a lesbian or a gay
couple) and no rule read them: implied_orientations.py reads a partner said to be of the writer's own gender. In en, pl,
de, es, fr, uk and ru:
- HIDDEN: the parents or the family not knowing that the writer and their partner are a couple or together ("my
  parents don't know we're together", "ihre Eltern wissen noch nicht, dass wir ein Paar sind", "mis padres no saben que
  somos pareja", "ses parents ne savent pas qu'on est ensemble", "rodzice nie wiedzą, że jesteśmy parą", "батьки не
  знають, що ми разом", "родители не знают, что мы вместе") - a hidden relationship is intimate life whoever is in it;
- DONOR: the writer and their wife or female partner ("my wife and I", "meine Frau und ich", "ma compagne et moi", "mi
  mujer y yo", "ja i moja partnerka", "ми з дружиною", "мы с женой") and a donor's sperm, a sperm bank or PMA in the
  same sentence - a donor conception is told whichever of the two carried;
- NO MARRIAGE: the writer and a partner who may not marry or register the marriage ("шлюб не можемо зареєструвати",
  "не можем зарегистрировать брак", "nie możemy wziąć ślubu", "we can't legally marry") with a partner named as such.
Green limits: a question on the law in general ("can same-sex couples marry in Poland?"), a story, a condition, parents
who do not know something else ("my parents don't know we're moving"), a donor of blood or of a kidney.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_gated as _gated
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.sentence_scope import after_spaces, sentence_bounds

_INTIMATE = "intimate or private life"
_SEXUALITY = "sexual orientation or sex life"


_HIDDEN = _gated(
    r"(?<![\w'])(?:"
    r"(?:parents|family|mum|mom|dad|folks) (?:\w+ ){0,2}?(?:don't|doesn't|do not|does not|dont|doesnt) know (?:yet )?"
    r"(?:that )?(?:we're|we are) (?:a couple|together|dating|in a relationship|more than friends)|"
    r"(?:eltern|familie|mutter|vater|mama|papa) (?:\w+ ){0,2}?(?:wissen|weiß|ahnen|ahnt) (?:\w+ ){0,2}?nicht,? dass wir "
    r"(?:\w+ )?(?:ein paar|zusammen|liiert) sind|"
    r"(?:padres|familia|madre|padre) (?:\w+ )?no (?:lo )?saben? (?:\w+ )?que (?:somos pareja|estamos juntos|estamos juntas|"
    r"salimos juntos|salimos juntas)|"
    r"(?:parents|famille|mère|père) (?:\w+ )?ne (?:le )?(?:sait|savent) pas (?:encore )?qu'(?:on est|on sort|nous sommes) "
    r"(?:ensemble|en couple|un couple)|"
    r"(?:rodzice|rodzina|mama|tata) (?:\w+ )?nie wie(?:dzą)?,? że (?:jesteśmy|się spotykamy) (?:razem|parą)?|"
    r"(?:батьки|родина|мама|тато) (?:\w+ )?не зна(?:ють|є),? що ми (?:разом|пара|зустрічаємося)|"
    r"(?:родители|семья|мама|папа) (?:\w+ )?не зна(?:ют|ет),? что мы (?:вместе|пара|встречаемся)"
    r")(?![\w'])")
_DONOR = _gated(
    r"(?<![\w'])(?:my (?:wife|female partner|girlfriend) and i|meine (?:frau|partnerin|freundin) und ich|"
    r"(?:ma femme|ma compagne|ma copine) et moi|(?:mi mujer|mi esposa|mi novia) y yo|"
    r"(?:ja i moja|z moją) (?:żoną|żona|partnerką|partnerka|dziewczyną)|(?:moja żona|moja partnerka) i ja|"
    r"ми з (?:дружиною|партнеркою|дівчиною)|я (?:і|та) моя (?:дружина|партнерка)|мы с (?:женой|партнёршей|девушкой)|"
    r"я и моя (?:жена|партнёрша))[^.!?\n]{0,80}?(?<![\w'])(?:sperm donor|donor sperm|a donor|sperm bank|samenspende|"
    r"spendersamen|samenbank|samenspender|pma|don de sperme|donneur|donante|banco de semen|semen de donante|dawcy "
    r"nasienia|dawca nasienia|bank\w* nasienia|донорськ\w* сперм\w*|донор\w* сперм\w*|банк сперм\w*|донорск\w* сперм\w*)"
    r"(?![\w'])")
_NO_MARRIAGE = _gated(
    r"(?<![\w'])(?:"
    r"(?:we )?(?:can't|cannot|can not) legally (?:get married|marry)|"
    r"(?:шлюб|брак) не (?:можемо|можем) (?:\w+ )?(?:зареєструвати|зарегистрировать)|не (?:можемо|можем) (?:\w+ )?"
    r"(?:зареєструвати шлюб|зарегистрировать брак|розписатися|расписаться)|"
    r"nie możemy (?:\w+ )?(?:wziąć ślubu|się pobrać|zalegalizować (?:naszego )?związku)"
    r")(?![\w'])")
_PARTNER = _lazy(r"(?<![\w'])(?:partner\w*|партнерк\w*|партнер\w*|партнёрш\w*|partnerk\w*)(?![\w'])")
_NOT = _lazy(
    r"(?<![\w'])(?:if|what if|wenn|falls|si|jeśli|gdyby|якщо|если|novel|story|film|series|roman|geschichte|novela|"
    r"película|histoire|powieść|opowiadanie|оповідання|рассказ|роман\w*|in general|allgemein|en general|en général|"
    r"ogólnie|загалом|вообще)(?![\w'])")


def told_sentence(t: str, low: str, start: int, end: int, reason: str, vetoes: LazyPattern) -> list[Finding]:
    """The finding with `reason` over the sentences of normalised `t` from the one holding `start` to the one holding
    `end` (its spaces trimmed), none when `vetoes` matches from that first sentence's start to `start`; a sexuality
    finding when `reason` is sexuality's, else an intimate-life one (kin_romances.py reads it too)."""
    a, _ = sentence_bounds(low, start)
    if vetoes.search(low, a, start + 1):
        return []
    _, b = sentence_bounds(low, max(end - 1, start))
    chunk = t[a:b]
    kind = Kind.SEXUALITY if reason == _SEXUALITY else Kind.RELATIONSHIP
    return [Finding(kind, reason, after_spaces(t, a, b), a + len(chunk.rstrip()))]


def find_couple_signs(t: str) -> list[Finding]:
    """A finding over the sentence of normalised `t` where the writer's couple is hidden from the parents (intimate), had
    a child with a donor's sperm, or may not marry (sexuality) (see the doc)."""
    low = lower_keep_length(t).replace("’", "'")
    m = _HIDDEN.search(low)
    if m is not None:
        found = told_sentence(t, low, m.start(), m.end(), _INTIMATE, _NOT)
        if found:
            return found
    m = _DONOR.search(low)
    if m is not None:
        found = told_sentence(t, low, m.start(), m.end(), _SEXUALITY, _NOT)
        if found:
            return found
    m = _NO_MARRIAGE.search(low)
    if m is not None and _PARTNER.search(low):
        return told_sentence(t, low, m.start(), m.end(), _SEXUALITY, _NOT)
    return []
