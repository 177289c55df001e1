"""Round 44 (rall): the writer's blindness, deafness or low vision or hearing said as what they are - "Ich bin seit
Geburt fast blind", "Jestem niesłyszący od dziecka", "Я незрячий", "soy ciega", "Po zapaleniu ucha mam stwierdzony
niedosłuch" - most often to ask for an accessible device.

The vocabulary reads "I'm deaf", "je suis sourd", "я глухая"; it misses the words between the copula and the
condition ("seit Geburt fast", "od dziecka", "prawie"), the plain Slavic adjectives (незрячий, niesłyszący,
niedowidzący) and a diagnosed hearing loss "stwierdzony". So: a first-person copula (I'm, ich bin, jestem, я, soy,
estoy, je suis) with up to three words and one of the sensory conditions, or "mam (stwierdzony) niedosłuch", "tengo
hipoacusia / baja visión / discapacidad visual", "I have hearing loss in my left ear".
Green/yellow stay: a denial ("I'm not deaf, just distracted"), an idiom ("blind drunk", "blind to his faults", "ciego de
ira", "taub vor Wut"), a question whether ("am I going deaf?"), someone else, a story.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _rx
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.sentence_scope import after_spaces, stop_bounds

_REASON = "health information"


_W = r"(?:[\w'-]+ )"
_SENSE = _rx(
    r"(?<![\w'-])(?:"
    r"i(?:'m| am) (?:" + _W + r"){0,3}?(?:deaf|blind|deafblind|hard of hearing|partially sighted|visually impaired|"
    r"hearing impaired|registered blind|colou?r ?blind)|i have (?:\w+ )?(?:hearing loss|sight loss|low vision)|"
    r"ich bin (?:" + _W + r"){0,4}?(?:blind|geh[öo]rlos|taub|schwerh[öo]rig|sehbehindert|h[öo]rbehindert|taubblind|"
    r"farbenblind)|ich habe (?:\w+ )?(?:h[öo]rverlust|eine h[öo]rminderung|eine sehbehinderung)|"
    r"jestem (?:" + _W + r"){0,3}?(?:niewidom[ya]|nies[łl]ysz[ąa]c[ya]|g[łl]uch[ya]|niedowidz[ąa]c[ya]|"
    r"niedos[łl]ysz[ąa]c[ya]|[śs]lep[ya]|daltonist[ąa]|daltonistk[ąa])|mam (?:" + _W
    + r"){0,2}?(?:niedos[łl]uch|niedowidzenie|g[łl]uchot[ęe])|"
    r"я (?:" + _W + r"){0,3}?(?:незрячий|незряча|сліпий|сліпа|глухий|глуха|слабозорий|слабозора|слабочуючий|"
    r"слабочуюча|незрячая|слепой|слепая|глухой|глухая|слабовидящий|слабовидящая|слабослышащий|слабослышащая)|"
    r"(?:у мене|в мене) (?:\w+ )?(?:приглухуватість|втрата слуху)|у меня (?:\w+ )?(?:тугоухость|потеря слуха)|"
    r"(?:soy|estoy) (?:" + _W + r"){0,3}?(?:ciega|ciego|sorda|sordo|sordociega|sordociego|dalt[óo]nica|dalt[óo]nico)|"
    r"tengo (?:una )?(?:hipoacusia|baja visi[óo]n|discapacidad (?:visual|auditiva)|p[ée]rdida auditiva)|"
    r"je suis (?:" + _W + r"){0,3}?(?:aveugle|sourde?|malvoyante?|malentendante?|non-voyante?|daltonienne?)|"
    r"j'ai (?:une )?(?:perte auditive|d[ée]ficience (?:visuelle|auditive)|basse vision)"
    r")(?![\w'-])"
)
_GATE = word_gate(
    "deaf", "blind", "hearing", "sighted", "visually", "impaired", "loss", "vision", "gehörlos", "taub", "schwerhörig",
    "sehbehindert", "hörbehindert", "hörverlust", "hörminderung", "sehbehinderung", "niewidom", "niesłysząc", "głuch",
    "niedowidz", "niedosłysz", "ślep", "daltonist", "niedosłuch", "niedowidzenie", "głuchot", "незряч", "сліп", "глух",
    "слабозор", "слабочую", "слеп", "слабовидя", "слабослыша", "приглухуват", "втрата", "тугоух", "потеря", "ciega",
    "ciego", "sorda", "sordo", "sordocieg", "daltónic", "hipoacusia", "visión", "discapacidad", "pérdida", "aveugle",
    "sourd", "malvoyant", "malentendant", "non-voyant", "daltonien", "perte", "déficience",
)
# a denial inside the match ("I'm not deaf"), an idiom or a story after it
# (and a change under way, a suspicion - yellow: "my wife says I'm going deaf", "ich werde langsam taub")
_NEG = _rx(r"(?<![\w'-])(?:not|never|n't|nicht|kein\w*|nie|не|ні|no|pas|jamais|going|getting|becoming|werde|"
           r"sta(?:j[ęe]|ję) si[ęe]|robi[ęe] si[ęe]|становлюсь|стаю|quedando|volviendo|deviens)(?![\w'-])")
_APART = _rx(
    r"(?<![\w'-])(?:drunk|to (?:his|her|the|their|it)|vor (?:wut|liebe|angst)|na (?:jedno oko|to|jego|jej|ich|swoje)|de (?:ira|amor|rabia)|"
    r"d'amour|de col[èe]re|от (?:любви|злости)|від (?:любові|злості)|"
    r"novel\w*|story|character\w*|roman\w*|powie[śs]\w*|novela|personaje\w*|personnage\w*|geschichte|персонаж\w*)"
    r"(?![\w'-])"
)


def find_own_senses(text: str) -> list[Finding]:
    """A health finding over the sentence of normalised `text` where the writer tells their blindness, deafness or
    low vision or hearing (see the module's doc)."""
    if not opens(text, _GATE):
        return []
    low = lower_keep_length(text)
    if "’" in low:
        low = low.replace("’", "'")
    for m in _SENSE.finditer(low):
        a, b = stop_bounds(low, m.start(), m.end())
        if _NEG.search(low, m.start(), m.end()) or _APART.search(low, m.end(), min(b, m.end() + 20)) or _APART.search(
                low, a, m.start()):
            continue
        return [Finding(Kind.HEALTH, _REASON, after_spaces(low, a, b), b)]
    return []
