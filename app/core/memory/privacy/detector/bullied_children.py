"""The writer's own child bullied, harassed or beaten up by other children (round 43, rrel; set broad-zzz88): "My son
Harvey has been beaten up twice behind the sports hall", "Мою дочь Полину травят одноклассницы", "Unsere Tochter Lotte
wird in der Klassengruppe gemobbt", "Mon fils Théo se fait harceler sur Snapchat".

The vocabulary reads bullying with the writer as its victim ("I'm being bullied at work") and the disclosures beside
it (an origin, an orientation: "we are Roma and she was bullied because of it"); a child's bullying told on its own
stayed green, though it is the child's private life as much as an illness would be. Parents write it in two shapes,
in en, pl, de, es, fr, uk and ru:
- the child first, as the subject of a passive or a reflexive ("my daughter is being bullied", "my son keeps getting
  picked on", "mein Sohn wird gehänselt", "ma fille se fait harceler", "mi hijo sufre acoso", "a mi hija la acosan",
  "córka jest gnębiona");
- the bullies' act with the child as its object ("kids are bullying my son", "drei Jungs mobben unsere Tochter",
  "ils harcèlent ma fille"); Polish, Ukrainian and Russian put the child in the accusative or dative anywhere beside a
  verb in the third person plural ("мою доньку цькують", "сына бьют старшеклассники", "synowi dokuczają", "mojego
  Franka nagrali w szatni"), whose case already says who the victim is - and the plural says it is not the child who
  bullies ("мой сын травит" is no match).
The child is the writer's: a possessive ("my", "unsere", "mon", "mi", "moją", "мою"), or in Polish, Ukrainian and
Russian a bare child noun in an oblique case ("syna", "córce", "доньку", "сыну"), which those languages use of their own.
Green limits: a suspicion ("I think my daughter might be getting picked on", "Ich glaube, mein Sohn wird gemobbt",
"Chyba ktoś dokucza córce" - yellow, left to the memory model), a condition or a question in general ("how do I know
if my son is being bullied", "wenn ein Kind gemobbt wird"), a negation before the verb ("my son has never been bullied"),
a friend's child ("my son's friend is being bullied": another child's word between), a story or a film (own_affairs'
STORY), schoolwork and policies without a child of the writer's ("anti-bullying policy", "Referat über Mobbing").
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.own_affairs import STORY
from app.core.memory.privacy.detector.sentence_scope import after_spaces, stop_bounds

_REASON = "intimate or private life"

# the bullying words; every red path holds one (typed plain too: word_gate adds those spellings)
_GATE = word_gate("bullied", "bullying", "bully", "picked", "picking", "picks", "harass", "tormented", "tormenting",
                  "beaten", "beat up", "beating", "teased", "teasing", "mocked", "mocking", "victim", "jumped",
                  "mobb", "hänsel", "schikan", "verprügel", "drangsal", "fertiggemacht", "ausgegrenzt", "belästigt",
                  "verspottet", "ausgelacht",
                  "harcel", "harcèl", "frapp", "tabass", "insult", "racket", "martyris", "brimé", "brimades", "moqu", "humili",
                  "acos", "pegan", "pegaron", "pegado", "agredid", "insultan", "humillan", "meten", "burlan", "molestan",
                  "gnęb", "prześlad", "dokucz", "nęka", "nękan", "wyzywa", "biją", "pobili", "pobit", "zastrasza",
                  "wyśmiewa", "hejt", "nagrali", "nagrywają", "ofiarą", "szarpią", "obrażają", "били",
                  "цькують", "цькуют", "цькував", "булять", "булінг", "знущаються", "ображають", "б'ють", "побили",
                  "дражнять", "принижують", "гноблять", "травят", "травили", "гнобят", "буллят", "буллинг",
                  "издеваются", "обижают", "бьют", "избили", "дразнят", "унижают", "жертвою", "жертвой", "травл",
                  "цькуван",
                  # (their past tenses, in _SLAVIC_DONE: session 41's gate audit - "мого сина булили", "дразнили")
                  "булили", "знущал", "дражни", "гноби", "буллил", "обижал", "дразни", "унижал")

# and the child's words: a bullying word opens on many work and news messages
_CHILD_GATE = word_gate("son", "daughter", "kid", "child", "boy", "girl", "grandson", "granddaughter", "twins",
                        "youngest", "eldest", "oldest", "fils", "fille", "enfant", "petit", "gamin", "garçon", "sohn",
                        "tochter", "kind", "enkel", "junge", "mädchen", "kleine", "hij", "niñ", "niet", "pequeñ", "chic",
                        "syn", "córk", "córecz", "dzieck", "dziecku", "wnu", "moj", "nasz", "сина", "синов", "сину",
                        "синочк", "доньк", "донец", "дочк", "дочц", "дитин", "онук", "онуч", "мого", "мою", "нашого",
                        "нашу", "сын", "сыну", "сыноч", "дочь", "дочер", "ребён", "ребен", "внук", "внуч", "моего",
                        "нашего")


# a child of the writer's, with a possessive, as the subject (en, de, fr, es)
_OWN_CHILD = (
    r"(?:(?:my|our) (?:little |youngest |eldest |oldest |\w+-year-old )?(?:son|daughter|kid|child|boy|girl|stepson|"
    r"stepdaughter|grandson|granddaughter|twins|youngest|eldest|oldest)|"
    r"(?:mein|meine|meinen|unser|unsere|unseren) (?:kleine[rn]? |jüngste[rn]? |älteste[rn]? )?(?:sohn|tochter|kind|enkel|enkelin|"
    r"stiefsohn|stieftochter|junge|kleine[rn]?|jüngste[rn]?|älteste[rn]?)|"
    r"(?:mon|ma|notre) (?:petit |petite |grand |grande |aîné |aînée |cadet |cadette )?(?:fils|fille|enfant|petit-fils|"
    r"petite-fille|gamin|gamine|garçon|beau-fils|belle-fille|aîné|aînée|cadet|cadette|petit|petite)|"
    r"(?:a )?(?:mis?|nuestr[oa]s?) (?:pequeñ[oa] |\w+ )?(?:hij[oa]s?|niñ[oa]s?|pequeñ[oa]s?|niet[oa]s?|hijastr[oa]s?|"
    r"chic[oa]s?))")
_NAME = r"(?:,? [^\W\d_]+(?: [^\W\d_]+)?,?)?"  # "my son Harvey", "Unsere Tochter Lotte", "mi hija, Lucía,"
# the child bullied, after its subject: a passive, a reflexive or a noun of bullying suffered
_SUFFERED = (
    r"(?:(?:is|was|are|were|gets|got|getting|being|been|'s|keeps getting|kept getting) (?:\w+ ){0,2}?"
    r"(?:bullied|cyberbullied|picked on|harassed|beaten up|beat up|teased|tormented|mocked|jumped|singled out|"
    r"ganged up on|targeted by (?:\w+ )?bull\w*)|"
    r"(?:is|was|has been|had been|became) (?:\w+ )?(?:the )?victim of (?:\w+ )?(?:bullying|cyberbullying|harassment)|"
    r"(?:wird|wurde|werden|wurden|worden) (?:\S+ ){0,6}?(?:gemobbt|cybergemobbt|gehänselt|schikaniert|verprügelt|"
    r"drangsaliert|ausgegrenzt|belästigt|fertiggemacht|verspottet|ausgelacht|zusammengeschlagen)|"
    r"(?:ist|war) (?:ein |das )?(?:mobbingopfer|opfer von (?:\w+ )?mobbing)|leidet (?:\w+ ){0,2}?unter mobbing|"
    r"(?:se fait|s'est fait|se faisait|se font|se sont fait|est|a été|était|sont|ont été) (?:\w+ ){0,3}?(?:harcelée?s?|"
    r"harceler|frapper|tabasser|insulter|racketter|martyriser|humilier|brutaliser|traiter de|tabassée?s?|"
    r"martyrisée?s?|brimée?s?|humiliée?s?|moquée?s?|rackettée?s?)|"
    r"(?:subit|a subi|subissait|vit|est victime d[eu']|a été victime d[eu']) ?(?:du |de |d'|des )?(?:\w+ )?"
    r"(?:harcèlement|cyberharcèlement|brimades|moqueries)|"
    r"(?:es|está|fue|ha sido|está siendo|era|han sido|son|están siendo) (?:\w+ ){0,2}?(?:acosad[oa]s?|"
    r"hostigad[oa]s?|humillad[oa]s?|insultad[oa]s?|agredid[oa]s?|pegad[oa]s?|golpead[oa]s?|marginad[oa]s?)|"
    r"(?:sufre|sufría|ha sufrido|sufrió|padece) (?:\w+ )?(?:acoso|bullying|ciberacoso|burlas|agresiones)|"
    r"(?:le|la|lo|les|las|los) (?:\w+ )?(?:acosan|acosaron|pegan|pegaron|insultan|humillan|hacen bullying|hicieron "
    r"bullying|están haciendo bullying|hacen la vida imposible|molestan|han pegado|han acosado|amenazan)|"
    r"se (?:meten|metían|burlan|burlaban|ríen) (?:con|de) (?:él|ella|ellos|ellas))")
# the bullies' act with the writer's child after it (en, de, fr, es)
_DONE_TO = (
    r"(?:bully|bullies|bullying|bullied|picking on|pick on|picks on|picked on|harassing|harass|harassed|tormenting|"
    r"beat up|beating up|beats up|mobben|mobbten|hänseln|hänselten|schikanieren|verprügeln|verprügelten|"
    r"harcèlent|harcelaient|ont harcelé|frappent|ont frappé|tabassent|ont tabassé|insultent|rackettent|martyrisent|"
    r"acosan|acosaron|pegan|pegaron|insultan|humillan|hacen bullying) (?:\w+ )?")
_EN_DE_FR_ES = _lazy(
    r"(?<![\w'])(?:" + _OWN_CHILD + r"(?!'s\b|s\b)" + _NAME + r"(?P<gap>(?: [^\W\d_]+){0,4}?) (?P<verb>" + _SUFFERED
    + r")|(?P<verb2>" + _DONE_TO + r")" + _OWN_CHILD + r")(?![\w'])")
# another child between the writer's child and the verb: the friend is the victim ("my son's friend is bullied")
_OTHER = _lazy(r"(?<!\w)(?:friend|mate|classmate|buddy|freund\w*|freundin\w*|mitschüler\w*|ami|amie|copain|copine|"
               r"camarade|amig[oa]|compañer[oa]|who|der|die|das|qui|que)(?!\w)")

# Polish, Ukrainian, Russian: the child in an oblique case, or a possessive with any noun (a name: "mojego Franka")
_SLAVIC_CHILD = _lazy(
    r"(?<!\w)(?:(?:moj(?:ego|ą|emu|ej)|nasz(?:ego|ą|emu|ej)|мого|мою|моєму|моїй|нашого|нашу|нашому|моего|моему|моей|"
    r"нашего|нашему|нашей) [^\W\d_]+|syna|synowi|synka|synkowi|córkę|córce|córeczkę|córeczce|dziecku|wnuka|wnukowi|"
    r"wnuczkę|wnuczce|сина|синові|сину|синочка|доньку|доньці|дочку|дочці|дитину|дитині|онука|онукові|онуку|онучку|"
    r"сына|сыну|сыночка|дочь|дочку|дочке|дочери|ребёнка|ребенка|ребёнку|ребенку|внука|внуку|внучку|внучке)(?!\w)")
# the child as the subject of a passive ("Córka jest gnębiona", "син зазнає булінгу")
_SLAVIC_SUBJECT = _lazy(r"(?<!\w)(?:syn|synek|córka|córeczka|dziecko|wnuk|wnuczka|син|синочок|донька|дочка|дитина|онук|"
                        r"онука|онучка|сын|сынок|дочь|дочка|ребёнок|ребенок|внук|внучка)(?!\w)")
# a verb in the third person plural (they did it), or a passive / a victim's noun with the child as subject
_SLAVIC_DONE = _lazy(
    r"(?<!\w)(?:gnębią|gnębili|prześladują|prześladowali|dokuczają|dokuczali|nękają|nękali|wyzywają|wyzywali|biją|"
    r"pobili|zastraszają|zastraszali|wyśmiewają|wyśmiewali|hejtują|hejtowali|obrażają|nagrali|nagrywają|szarpią|"
    r"цькують|цькували|булять|булили|знущаються|знущалися|ображають|ображали|б'ють|били|побили|дражнять|дражнили|"
    r"принижують|принижували|гноблять|травят|травили|гнобят|гнобили|буллят|буллили|издеваются|издевались|обижают|"
    r"обижали|бьют|избили|побили|дразнят|дразнили|унижают|унижали|"
    r"(?P<passive>(?:jest|był|była|bywa|została?|zostaje) (?:\w+ )?(?:gnębion\w*|prześladowan\w*|nękan\w*|pobit\w*|"
    r"wyśmiewan\w*|zastraszan\w*|ofiarą (?:\w+ )?(?:przemocy|hejtu|mobbingu|prześladowania|nękania))|"
    r"(?:зазнає|зазнала|зазнав|став|стала|є) (?:\w+ )?(?:булінгу|цькування|жертвою (?:\w+ )?(?:булінгу|цькування))|"
    r"(?:подвергается|подверглась|подвергся|стал|стала) (?:\w+ )?(?:травле|травлі|буллингу|жертвой (?:\w+ )?"
    r"(?:травли|буллинга))))(?!\w)")

# a suspicion, a condition or a question in general before the verb: yellow or nobody's (left to the memory model)
_UNSURE = _lazy(  # (after an apostrophe too: "j'ai l'impression que")
    r"(?<!\w)(?:think|thought|guess|feel like|feeling|suspect|wonder\w*|might|may|maybe|perhaps|not sure|whether|if|"
    r"seems?|worried that|afraid that|glaube|vermute|gefühl|vielleicht|ob|wenn|falls|scheint|wohl|crois|pense|"
    r"impression|peut-être|semble|soupçonne|si|creo|sospecho|quizá|quizás|a lo mejor|parece|chyba|wydaje|może|czy|"
    r"podejrzewam|wrażenie|zastanawiam|jeśli|jeżeli|gdyby|здається|мабуть|може|чи|підозрюю|схоже|якщо|кажется|"
    r"наверное|может|ли|подозреваю|похоже|если|how (?:do|can|to|would)|what (?:if|to do if)|when a|wie erkenne|"
    r"comment savoir|cómo saber|jak rozpoznać|як зрозуміти|как понять)(?![\w'])")
_NEGATION = _lazy(r"(?<![\w'])(?:not|never|n't|no|nicht|nie|nigdy|nunca|jamás|jamais|ne|pas|не|ні|ніколи|никогда|"
                  r"kein\w*|ni)(?![\w'])")


def _finding(t: str, low: str, start: int, end: int, verb_at: int) -> list[Finding]:
    a, b = stop_bounds(low, start, end)
    if _UNSURE.search(low, a, verb_at) or _NEGATION.search(" ".join(low[max(a, verb_at - 40):verb_at].split()[-3:])):
        return []
    begin = after_spaces(t, a, b)
    return [Finding(Kind.RELATIONSHIP, _REASON, begin, b)]


def find_bullied_children(t: str) -> list[Finding]:
    """An intimate-life finding over the sentence of normalised `t` that tells the writer's own child bullied, harassed
    or beaten up (see the doc)."""
    if not opens(t, _GATE) or not opens(t, _CHILD_GATE):
        return []
    low = lower_keep_length(t).replace("’", "'")
    if STORY.search(low):
        return []
    for m in _EN_DE_FR_ES.finditer(low):
        if m.group("gap") and _OTHER.search(m.group("gap")):
            continue
        verb = m.start("verb") if m.group("verb") else m.start()
        found = _finding(t, low, m.start(), m.end(), verb)
        if found:
            return found
    for m in _SLAVIC_DONE.finditer(low):
        if low.startswith((" się", " ся", " себя", " друг"), m.end()):
            continue  # "biją się", "бьются друг с другом": children fighting, no victim
        a, b = stop_bounds(low, m.start(), m.end())
        near = max(a, m.start() - 60), min(b, m.end() + 60)
        if _SLAVIC_CHILD.search(low, *near) is None and (
                m.group("passive") is None or _SLAVIC_SUBJECT.search(low, near[0], m.start()) is None):
            continue
        found = _finding(t, low, m.start(), m.end(), m.start())
        if found:
            return found
    return []
