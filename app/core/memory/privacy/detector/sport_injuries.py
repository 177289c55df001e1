"""The writer's own operation or torn ligament, told as a player tells a coach (round 39, rclubs): "мені в березні
оперували меніск", "в мае мне делали операцию на ахилле", "I tore my ACL last season and had the reconstruction in
May", "Ich hatte eine Meniskus-OP", "Operowano mi łąkotkę", "Me hicieron una reconstrucción del cruzado", "On m'a opéré
du genou".

The vocabulary reads "I had knee surgery", "мені зробили операцію", "ich wurde am Meniskus operiert"; a player says it
with the joint or the ligament as the object and the writer in the dative ("мені ... оперували меніск", "мне ...
делали операцию", "operowano mi"), with the surgery named by the body part ("the reconstruction", "Kreuzband-OP",
"rekonstrukcja ACL"), or tells the injury that needs it: a torn cruciate ligament, meniscus or Achilles tendon
("I tore my ACL", "zerwałam więzadło krzyżowe", "hab mir das Kreuzband gerissen", "me rompí el ligamento cruzado",
"je me suis rompu le tendon d'Achille", "я порвав хрестоподібну зв'язку", "порвала ахилл").
- OPERATED: the writer's operation in one of those turns, in a sentence that names a joint, a ligament, a tendon or a
  cartilage (knee, shoulder, hip, ankle, ACL, meniscus, Achilles ... in seven languages): an operation word alone
  ("провели операцию по карте", "the reconstruction of the clubhouse") is no surgery;
- TORN: a first-person verb of tearing or rupturing with a cruciate ligament, a meniscus, an Achilles tendon or a rotator
  cuff as its object.
Green limits: another's injury ("the footballer tore his ACL", "мужу оперировали колено" stays the vocabulary's), a
coach's general advice, a question in general ("how long after an ACL reconstruction ...?" has no "I had"), a sprain
or a bruise (yellow, the model's).
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _rx
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.sentence_scope import stop_bounds

_HEALTH = "health information"


# a joint, a ligament, a tendon, a cartilage (its stems: the gate holds them typed with and without diacritics)
_GATE = word_gate(
    "acl", "cruciat", "ligament", "menisc", "achill", "tendon", "cartilag", "rotator", "labrum", "knee", "shoulder", "hip",
    "ankle", "wrist", "elbow",
    "więzad", "wiezad", "łąkot", "lakot", "ścięgn", "sciegn", "chrząst", "chrzast", "kolan", "bark", "bior", "kostk",
    "nadgarst", "łokc", "lokc", "łokie", "lokie", "biodr", "mcl", "pcl", "лікоть", "локоть",
    "kreuzband", "menisk", "achilles", "sehne", "knorpel", "knie", "schulter", "hüft", "huft", "sprunggel", "handgel",
    "ellenbog",
    "ligamento", "menisco", "tendón", "tendon", "aquiles", "cruzado", "rodilla", "hombro", "cadera", "tobillo", "muñeca",
    "muneca", "codo",
    "croisé", "croise", "ménisque", "menisque", "genou", "épaule", "epaule", "hanche", "cheville", "poignet", "coude",
    "зв'яз", "звяз", "зв’яз", "меніск", "ахілл", "сухожил", "хрящ", "колін", "плеч", "стегн", "кульш", "гомілк", "зап'яст",
    "лікт",
    "связк", "мениск", "ахилл", "колен", "плеч", "бедр", "тазобедр", "голеност", "запяст", "локт", "крестообр", "хрестоп",
)
_BODY = _rx(
    r"(?<!\w)(?:acl|mcl|pcl|cruciate|ligaments?|menisc(?:us|i)|achilles|tendons?|cartilage|rotator cuff|labrum|knee|"
    r"shoulder|hip|ankle|wrist|elbow|"
    r"więzad\w*|łąkotk\w*|ścięgn\w*|achillesa|chrząstk\w*|kolan\w*|bark\w*|biodr\w*|kostk\w*|nadgarstk\w*|łok(?:ieć|cia|ciu)|"
    r"\w*kreuzband\w*|\w*menisk\w*|achilles\w*|\w*sehne\w*|knorpel\w*|knie\w*|schulter\w*|hüft\w*|sprunggelenk\w*|"
    r"handgelenk\w*|ellenbogen\w*|"
    r"ligamentos?|meniscos?|tend[oó]n|aquiles|cruzados?|rodillas?|hombros?|cadera|tobillos?|muñecas?|codos?|"
    r"croisés?|ménisques?|tendons?|achille|genoux?|épaules?|hanches?|chevilles?|poignets?|coudes?|"
    r"зв'яз\w*|меніск\w*|ахілл\w*|сухожил\w*|хрящ\w*|колін\w*|плеч\w*|стегн\w*|кульш\w*|гомілк\w*|зап'яст\w*|лік(?:оть|тя|ті)|"
    r"связк\w*|мениск\w*|ахилл\w*|колен\w*|бедр\w*|тазобедр\w*|голеност\w*|запяст\w*|лок(?:оть|тя|те))(?![\w'])")
# the writer's operation: the dative or the object of an operation verb, or an operation the writer "had"
_OPERATED = _rx(
    r"(?<![\w'])(?:"
    r"i (?:had|'ve had|have had|got) (?:(?:the|my|an?|a full|keyhole)\s+)?(?:[\w'-]+\s+){0,3}?"
    r"(?:reconstruction|repair|surgery|operation|op|arthroscopy|scope)|"
    r"i (?:had|got) my (?:[\w'-]+\s+){1,3}?(?:reconstructed|repaired|operated on|scoped)|"
    r"i (?:was|got) operated on|"
    r"(?:operowano|operowali|zoperowali|zoperowano) mi|(?:miałe[mś]|miałam|przeszedłem|przeszłam|mam za sobą) "
    r"(?:\w+\s+){0,2}?(?:operacj\w*|rekonstrukcj\w*|artroskopi\w*|zabieg\w*)|"
    r"(?:ich hatte|hatte ich|ich habe|hab|hatte) (?:\w+\s+){0,4}?(?:eine |meine |die )?(?:[\w-]*-op|op|[\w-]*operation|"
    r"[\w-]*rekonstruktion|[\w-]*plastik|arthroskopie)|(?:ich )?bin (?:\w+\s+){0,4}?operiert worden|"
    r"me (?:operaron|han operado)|me (?:hicieron|practicaron|han hecho) (?:una |la |mi )?(?:\w+\s+)?(?:operación|reconstrucción|"
    r"cirugía|artroscopia|ligamentoplastia)|(?:tuve|he tenido) (?:una |la )?(?:operación|reconstrucción|"
    r"cirugía|artroscopia)|"
    r"on m'a opérée?|j'ai été opérée?|j'ai eu (?:une |la |ma )?(?:opération|reconstruction|chirurgie|arthroscopie|ligamentoplastie)|"
    r"je me suis fait (?:opérer|reconstruire)|"
    r"(?:мені|мене)\s+(?:[\w'-]+\s+){0,3}?(?:прооперували|оперували|робили операці\w*|зробили операці\w*|провели операці\w*|"
    r"зшивали|зшили)|(?:прооперували|оперували) мені|"
    r"(?:мне|меня)\s+(?:[\w-]+\s+){0,3}?(?:прооперировали|оперировали|делали операци\w*|сделали операци\w*|"
    r"провели операци\w*|зашивали|сшивали|сшили)|(?:прооперировали|оперировали) мне)(?![\w'])")
# a first-person tear of a cruciate ligament, a meniscus, an Achilles tendon or a rotator cuff
_TORN = _rx(
    r"(?<![\w'])(?:i (?:tore|ruptured|snapped|have torn|'ve torn|did) (?:my |an? )?(?:\w+\s+){0,2}?(?:acl|pcl|mcl|cruciate|"
    r"menisc\w*|achilles|rotator cuff|labrum)|"
    r"zerwał(?:em|am) (?:sobie )?(?:\w+\s+){0,2}?(?:więzadł\w*|ścięgn\w*|łąkotk\w*|acl)|"
    r"(?:ich habe|hab|habe) mir (?:\w+\s+){0,4}?(?:kreuzband|meniskus|achillessehne|innenband|außenband) (?:\w+\s+)?"
    r"(?:gerissen|angerissen|abgerissen)|ich hatte (?:einen |einen kompletten )?(?:kreuzbandriss|meniskusriss|"
    r"achillessehnenriss)|"
    r"me (?:rompí|rompi|desgarré|he roto) (?:el |los |la )?(?:\w+\s+){0,2}?(?:ligamentos?|menisco|tendón|cruzado|aquiles)|"
    r"je me suis (?:rompu|déchiré|fait une rupture (?:du|des|de)) (?:le |les |la |du |des )?(?:\w+\s+){0,2}?"
    r"(?:ligaments?|ménisque|tendon|croisés?)|"
    r"я (?:порвав|порвала|розірвав|розірвала) (?:собі )?(?:\w+\s+){0,2}?(?:зв'яз\w*|меніск\w*|ахілл\w*|сухожил\w*)|"
    r"я (?:порвал|порвала|разорвал|разорвала) (?:себе )?(?:\w+\s+){0,2}?(?:связк\w*|мениск\w*|ахилл\w*|сухожили\w*))"
    r"(?![\w'])")
# another's injury or a general question, before the writer's turn in its sentence
_OTHERS = _rx(
    r"(?<![\w'])(?:my (?:son|daughter|husband|wife|partner|brother|sister|dad|mum|mom|friend)|mój (?:syn|mąż|brat)|"
    r"moja (?:córka|żona|siostra)|mein (?:sohn|mann|bruder)|meine (?:tochter|frau|schwester)|mi (?:hijo|hija|marido|"
    r"mujer|hermano|hermana)|mon (?:fils|mari|frère)|ma (?:fille|femme|sœur|soeur)|мій (?:син|чоловік|брат)|"
    r"моя (?:донька|дружина|сестра)|мой (?:сын|муж|брат)|моя (?:дочь|жена|сестра))(?![\w'])")


def find_sport_injuries(t: str) -> list[Finding]:
    """A finding on normalised `t` where the writer tells an operation on a joint or a ligament, or a torn cruciate
    ligament, meniscus or Achilles tendon (see the module's doc)."""
    if not opens(t, _GATE):
        return []
    low = lower_keep_length(t).replace("’", "'")
    for pattern in (_TORN, _OPERATED):
        for m in pattern.finditer(low):
            a, b = stop_bounds(low, m.start(), m.end())
            if _OTHERS.search(low, a, m.end()):
                continue
            if pattern is _OPERATED and not _BODY.search(low, a, b):
                continue
            return [Finding(Kind.HEALTH, _HEALTH, a, b)]
    return []
