"""Round 50 (rlegal): violence through a pet - a partner who kicks or beats the writer's dog, or threatens to kill or
hurt the pet, to frighten or hold the writer: the writer's domestic-violence disclosure.

partner_threats.py reads a threat against the writer ("threatened to kill me"), intimate_acts.py and abuse_forms.py
blows against the writer. Set broad-zzz122 (pets) told four partners harming or threatening the pet, in fr, es, ru and
pl, and the detector found none: "Mon mari menace de tuer le chat quand il boit", "Mi pareja amenaza con hacerle daño
al gato si lo dejo", "муж пинает собаку, когда злится на меня", "Partner kopie psa kiedy jest pijany". In en, pl, de,
es, fr, uk and ru, in one sentence:
- a PARTNER or an ex (husband, boyfriend, partner, Mann, pareja, mari, conjoint, mąż, чоловік, муж, ...) as the
  subject, before the act;
- an ACT against an animal: kicking, beating, hurting, drowning, poisoning, killing, or a threat to ("threatens to kill
  the cat", "droht, den Hund zu töten", "amenaza con hacerle daño al gato", "menace de tuer le chat", "grozi, że zabije
  psa", "погрожує вбити кота", "угрожает убить собаку");
- the PET named: dog, cat, puppy, Hund, Katze, perro, gato, chien, chat, pies, kot, пес, собака, кіт, кот, ...
Green/yellow stay: a vet's question about a pet hurt by anyone else or by accident ("my dog was kicked by a horse"), a
stranger ("a neighbour kicked my dog": no partner), a story, a film or the news, a negation ("he would never hurt the
cat").
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.folded_patterns import folded_gated as _gated
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.sentence_scope import after_spaces, sentence_matches

_REASON = "intimate or private life"

_W = r"(?:\S+ )"
_PET = (r"(?:dogs?|cats?|pupp(?:y|ies)|kittens?|pets?|hund\w*|katze\w*|kater|welpe\w*|haustier\w*|"
        r"pies|psa|psem|psu|psy|kot|kota|kotem|kotu|koty|kotka|kotkę|szczeni\w*|zwierzak\w*|"
        r"perr[oa]s?|gat[oa]s?|mascotas?|cachorr[oa]s?|gatit[oa]s?|"
        r"chien\w*|chat|chats|chatte|chaton\w*|animal|"
        r"пес|пса|псом|собак\w*|кішк\w*|кіт|кота|котом|цуценя|песик\w*|кошк\w*|кот|котик\w*|щен\w*|собачк\w*)")
# the act: a blow or a threat to kill or hurt the animal
_ACT = _gated(
    r"(?<![\w'])(?:"
    r"kick(?:s|ed|ing)?|hit(?:s|ting)?|beat(?:s|ing)?|hurt(?:s|ing)?|strangl\w*|drown(?:s|ed)?|poison(?:s|ed)?|"
    r"threaten(?:s|ed|ing)? to (?:kill|hurt|drown|poison|get rid of|dump|shoot)|"
    r"kopie|kopnął|kopał|bije|pobił|uderzył|skrzywdzi\w*|grozi\w*,? że (?:" + _W + r"){0,3}?(?:zabije|otruje|utopi|"
    r"skrzywdzi|wyrzuci|wypuści)|"
    r"tritt|trat|schlägt|schlug|quält|droht\w*,? (?:" + _W + r"){0,3}?(?:umzubringen|zu töten|wehzutun|zu ertränken|"
    r"zu vergiften)|"
    r"patea|pateó|pega|pegó|maltrata|maltrató|amenaz\w* con (?:matar|hacer(?:le)? daño|envenenar|ahogar|tirar)|"
    r"frappe|a frappé|maltraite|donne des coups de pied (?:au|à)|menac\w* de (?:tuer|faire du mal (?:à|au)|noyer|"
    r"empoisonner|se débarrasser)|"
    r"б'є|бʼє|пинає|копає|вдарив|знущається над|погрож\w* (?:" + _W + r"){0,2}?(?:вбити|убити|втопити|отруїти|викинути)|"
    r"бьёт|бьет|пинает|ударил|издевается над|угрож\w* (?:" + _W + r"){0,2}?(?:убить|утопить|отравить|выкинуть|"
    r"выбросить))(?![\w'])"
)
_PET_AT = _lazy(r"(?<![\w'])" + _PET + r"(?![\w'])")
_PARTNER = _lazy(
    r"(?<![\w'])(?:husband|wife|partner|boyfriend|girlfriend|fianc[ée]e?|ex|ex-\w+|mann|ehemann|freund|exmann|"
    r"lebensgefährte|mari|conjoint|compagnon|copain|pareja|marido|novio|esposo|exmarido|mąż|mężem|partner\w*|"
    r"chłopak|konkubent|były|чоловік|хлопець|колишній|співмешканець|муж|парень|бывший|сожитель)(?![\w'])")
# a negation, a story, a film, the news
_NOT = _lazy(r"(?<![\w'])(?:never|would never|nie|nigdy|nie|nie|jamais|nunca|ніколи|никогда|novel|film|movie|series|"
             r"story|roman|serie|série|película|novela|powieś\w*|serial\w*|фільм\w*|фильм\w*|серіал\w*|сериал\w*|"
             r"news|article|artikel|noticia|artykuł\w*|статт\w*|стать[яиюе])(?![\w'])")


def find_harmed_pets(t: str) -> list[Finding]:
    """An intimate-life finding over the sentence of normalised `t` telling a partner who harms or threatens to harm
    the pet (see the module's doc)."""
    for low, m, a, b in sentence_matches(_ACT, t):
        if _PARTNER.search(low, a, m.start()) is None or _PET_AT.search(low, m.start(), b) is None:
            continue
        if _NOT.search(low, a, m.start()):
            continue
        return [Finding(Kind.RELATIONSHIP, _REASON, after_spaces(t, a, b), b)]
    return []
