"""A partner's threat against the writer with a weapon or with death (round 41, rrel; set broad-zzz78): "Mi pareja me
amenazó anoche con un cuchillo, hoy duermo en casa de mi hermana", "my ex threatened to kill me", "Mąż groził mi nożem".

partner_aggression.py reads aggression as a trait ("aggressive towards me"), intimate_acts.py blows; a threat is the
third way people tell partner violence, and the vocabulary lacks it. In en, pl, de, es, fr, uk and ru: a threat verb
with the writer as its object and a weapon ("threatened me with a knife", "hat mich mit einem Messer bedroht", "m'a
menacée avec un couteau", "me amenazó con un cuchillo", "groził mi nożem", "погрожував мені ножем", "угрожал мне
ножом") or death ("threatened to kill me", "droht, mich umzubringen", "menace de me tuer", "amenazó con matarme",
"grozi, że mnie zabije", "погрожує мене вбити", "угрожал убить меня"), after a partner or ex word in the message (the
subject is often that word: "Mi pareja me amenazó").

Green limits: no partner before the threat (a mugger, a customer, a neighbour: "a man threatened me with a knife" is a
crime told, left to the others), a threat denied ("he never threatened me"), fiction and the news.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.folded_patterns import caseless_folded_lazy as _lazy
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.sentence_scope import after_spaces, stop_bounds

_REASON = "intimate or private life"

# the threat verbs, every red path holds one, also typed without diacritics
_GATE = word_gate("threat", "bedroh", "droh", "menac", "amenaz", "groził", "grozil", "grozi", "zagroził", "zagrozil",
                  "погрож", "пригрози", "угрож", "knife", "gun")


_WEAPON_EN = r"(?:a |an |his |her |the )?(?:knife|gun|pistol|rifle|hammer|axe|bat|baseball bat|machete|blade)"
_THREAT = _lazy(
    r"(?<!\w)(?:threaten(?:ed|s)? me (?:\w+ ){0,2}?with " + _WEAPON_EN + r"|threaten(?:ed|s|ing)? to (?:kill|stab|shoot|"
    r"strangle|hurt) me|(?:held|pulled|put) (?:a|his|her) (?:knife|gun) (?:to|on) me|"
    r"(?:hat )?mich (?:\w+ ){0,2}?mit (?:einem|einer|dem|der|seinem|ihrem) (?:messer|pistole|waffe|hammer|axt|"
    r"baseballschläger)\w* bedroht|(?:droht|drohte|hat gedroht),? mich (?:\w+ )?(?:umzubringen|zu töten|"
    r"abzustechen|zu erschießen)|mir mit dem tod gedroht|"
    r"m'a menacée? (?:\w+ ){0,2}?(?:avec|d')(?: ?un| ?une|son|sa)? ?(?:couteau|arme|pistolet|marteau|hache|fusil)|"
    r"menac\w* de me tuer|m'a menacée? de mort|"
    r"me amenaz\w* (?:\w+ ){0,2}?con (?:un|una|el|la|su) (?:cuchillo|navaja|arma|pistola|martillo|hacha|bate)|"
    r"amenaz\w* con matarme|me amenaz\w* de muerte|me amenaz\w* con matarme|"
    r"(?:groził|grozi|zagroził|groziła|zagroziła) mi (?:\w+ )?(?:nożem|bronią|pistoletem|siekierą|młotkiem|"
    r"śmiercią)|(?:groził|grozi|zagroził|groziła),? że mnie (?:zabije|zabiję|zadźga|udusi)|"
    r"(?:погрожував|погрожує|пригрозив|погрожувала|пригрозила) мені (?:\w+ )?(?:ножем|зброєю|пістолетом|сокирою|"
    r"молотком|смертю)|(?:погрожував|погрожує|пригрозив|погрожувала),? (?:що )?(?:мене )?(?:вб'є|вбити|уб'є)(?: мене)?|"
    r"(?:угрожал|угрожает|пригрозил|угрожала|пригрозила) мне (?:\w+ )?(?:ножом|оружием|пистолетом|топором|"
    r"молотком|смертью)|(?:угрожал|угрожает|пригрозил|угрожала),? (?:что )?(?:меня )?(?:убьёт|убьет|убить)(?: меня)?)"
    r"(?!\w)")
_PARTNER = _lazy(
    r"(?<!\w)(?:husband|wife|partner|boyfriend|girlfriend|fiancée?|ex|ex-\w+|mann|frau|ehemann|ehefrau|freund|"
    r"freundin|exmann|ex-mann|mari|femme|copain|copine|conjoint|compagnon|compagne|pareja|marido|mujer|esposa|esposo|"
    r"novio|novia|ex marido|exmarido|mąż|męża|żona|chłopak|dziewczyna|partner\w*|były|była|чоловік|дружина|хлопець|"
    r"дівчина|колишній|колишня|муж|жена|парень|девушка|бывший|бывшая|сожител\w*|співмешкан\w*|konkubent)(?!\w)")
_NOT = _lazy(r"(?<!\w)(?:never|not|nie|nigdy|nicht|nie|jamais|nunca|no|не|ніколи|никогда|novel|film|movie|series|"
             r"story|roman|serie|série|película|novela|powieś\w*|serial\w*|фільм\w*|фильм\w*|серіал\w*|сериал\w*|"
             r"news|article|artikel|noticia|artykuł\w*|статт\w*|стать[яиюе])(?!\w)")


def find_partner_threats(t: str) -> list[Finding]:
    """An intimate-life finding over the sentence of normalised `t` telling a partner's threat against the writer (see
    the doc)."""
    if not opens(t, _GATE):
        return []
    for m in _THREAT.finditer(t):
        before = t[max(0, m.start() - 200):m.start()]
        a, b = stop_bounds(t, m.start(), m.end(), '.!?\n"«„“', '.!?\n"»”“')
        if _PARTNER.search(before) and not _NOT.search(t, a, m.start()) and not _NOT.search(t, m.end(), b):
            begin = after_spaces(t, a, b)
            return [Finding(Kind.RELATIONSHIP, _REASON, begin, max(b, begin))]
    return []
