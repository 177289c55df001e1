"""Round 44 (rall): the writer's coming operation told by what is taken out or put in - "next week I'm getting a new
hip", "мені видаляють жовчний міхур", "me quitan la vesícula" - asked about to prepare a flat or a diet.

The vocabulary reads "I have gallstones", "my hip replacement"; people planning for after the operation tell it as
something done to them: a first-person frame (I'm getting / having, ich bekomme, mi / mnie, мені / мне, me, on m')
with a verb of removing, replacing or fitting and an organ, a joint or an implant in the same clause:
"Nächste Woche bekomme ich eine neue Hüfte", "W przyszłym tygodniu wycinają mi woreczek żółciowy", "На следующей
неделе мне удаляют желчный пузырь", "La semaine prochaine on m'enlève la vésicule", "I'm having my thyroid out on
Monday", "Mi mettono ... " (not read), "I'm getting a pacemaker fitted".
Green/yellow stay: the operation asked about in general ("How long is recovery after a gallbladder removal?"), a
possibility ("the surgeon says I might need a new knee one day"), someone else's ("my neighbour is having her
gallbladder out"), a story.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _rx
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.sentence_scope import after_spaces, stop_bounds

_REASON = "health information"


_W = r"(?:[\w'-]+ )"
_ORGAN_EN = (r"(?:gall ?bladder|appendix|tonsils|thyroid|womb|uterus|ovar(?:y|ies)|kidney|spleen|prostate|"
             r"hip|knee|shoulder|hernia|cataracts?|polyps?|cyst|tumou?r|pacemaker|stent|stoma)")
_ORGAN_DE = (r"(?:gallenblase|blinddarm|mandeln|schilddr[üu]se|geb[äa]rmutter|eierst[öo]ck\w*|niere|milz|prostata|"
             r"h[üu]fte|h[üu]ftgelenk|knie|kniegelenk|schulter\w*|leistenbruch|polyp\w*|zyste|tumor|"
             r"herzschrittmacher|schrittmacher|stent)")
_ORGAN_PL = (r"(?:woreczek(?: [żz]\w+)?|p[ęe]cherzyk\w*(?: [żz]\w+)?|wyrostek|migda[łl]\w*|tarczyc\w*|macic\w*|"
             r"jajnik\w*|nerk\w*|[śs]ledzion\w*|prostat\w*|biodro|staw biodrowy|kolano|bark|przepuklin\w*|"
             r"za[ćc]m\w*|soczewk\w*|polip\w*|torbiel\w*|guz\w*|rozrusznik\w*|stent\w*)")
_ORGAN_UK = (r"(?:жовчн\w* міх\w*|апендикс\w*|мигдалик\w*|щитовидк\w*|щитоподібн\w* залоз\w*|матк\w*|яєчник\w*|"
             r"нирк\w*|селезінк\w*|простат\w*|кульш\w* суглоб\w*|стегн\w*|колін\w*|грижу|грижа|катаракт\w*|"
             r"кришталик\w*|поліп\w*|кісту|кіста|пухлин\w*|кардіостимулятор\w*|стент\w*)")
_ORGAN_RU = (r"(?:желчн\w* пузыр\w*|аппендикс\w*|миндалин\w*|щитовидк\w*|щитовидн\w* желез\w*|матк\w*|яичник\w*|"
             r"почк\w*|селез[её]нк\w*|простат\w*|тазобедренн\w* сустав\w*|колен\w*|грыж\w*|катаракт\w*|"
             r"хрусталик\w*|полип\w*|кисту|киста|опухол\w*|кардиостимулятор\w*|стент\w*)")
_ORGAN_ES = (r"(?:ves[íi]cula|ap[ée]ndice|am[íi]gdalas|tiroides|[úu]tero|ovarios?|ri[ñn][óo]n|bazo|pr[óo]stata|"
             r"cadera|rodilla|hombro|hernia|cataratas?|p[óo]lipos?|quiste|tumor|marcapasos|stent)")
_ORGAN_FR = (r"(?:v[ée]sicule|appendice|amygdales|thyro[ïi]de|ut[ée]rus|ovaires?|rein|rate|prostate|hanche|genou|"
             r"[ée]paule|hernie|cataracte|polypes?|kyste|tumeur|pacemaker|stimulateur|stent|proth[èe]se)")
_ORGAN = r"(?:" + "|".join((_ORGAN_EN, _ORGAN_DE, _ORGAN_PL, _ORGAN_UK, _ORGAN_RU, _ORGAN_ES, _ORGAN_FR)) + r")"

_DONE = _rx(
    r"(?<![\w'-])(?:"
    # en: "I'm getting a new hip", "I'm having my gallbladder out", "I'm having knee surgery", "they're removing my
    # thyroid" ("I'm having knee pain" is no operation: the organ needs "new", an operation word or "out" with it)
    r"i(?:'m| am|m) (?:getting|having|due to have|booked in to have|booked in for|scheduled for|going in for) "
    r"(?:a |an |my |the )?(?:(?:new|replacement|artificial) (?:hip|knee|shoulder|kidney)|" + _ORGAN_EN
    + r" (?:out|removed|replaced|fitted|taken out|replacement|removal|surgery|operation|op)|(?:pacemaker|stent|stoma))|"
    r"(?:they(?:'re| are)|the surgeons? (?:is|are)) (?:removing|taking out|replacing) my " + _ORGAN_EN + r"|"
    # de: "bekomme ich eine neue Hüfte", "mir wird die Gallenblase entfernt", "ich bekomme einen Herzschrittmacher"
    r"(?:bekomme ich|ich bekomme|kriege ich|ich kriege) (?:" + _W + r"){0,3}?(?:neue[ns]? |k[üu]nstliche[ns]? )?"
    + _ORGAN_DE + r"|mir (?:wird|werden) (?:" + _W + r"){0,4}?" + _ORGAN_DE + r" (?:" + _W
    + r"){0,2}?(?:entfernt|herausgenommen|rausgenommen|ersetzt|eingesetzt|operiert)|"
    # pl: "wycinają mi woreczek", "usuwają mi tarczycę", "wstawiają mi nowe biodro"
    r"(?:wycinaj[ąa]|wytn[ąa]|usuwaj[ąa]|usun[ąa]|wstawiaj[ąa]|wstawi[ąa]|wszczepiaj[ąa]|wszczepi[ąa]|operuj[ąa]|"
    r"zoperuj[ąa]|wymieniaj[ąa]|wymieni[ąa]) mi (?:" + _W + r"){0,2}?" + _ORGAN_PL + r"|"
    r"(?:b[ęe]d[ęe] mia[łl]\w*|mam mie[ćc]) (?:" + _W + r"){0,2}?(?:usuwan\w*|wyci[ęe]ci\w*|wymian\w*|endoprotez\w*) "
    r"(?:" + _W + r"){0,2}?" + _ORGAN_PL + r"|"
    # uk, ru: "мені видаляють жовчний міхур", "мне удаляют желчный пузырь", "мне ставят кардиостимулятор"
    r"мені (?:" + _W + r"){0,2}?(?:видаляють|видалять|вирізають|виріжуть|замінюють|замінять|ставлять|поставлять|"
    r"оперують|прооперують) (?:" + _W + r"){0,2}?" + _ORGAN_UK + r"|"
    r"мне (?:" + _W + r"){0,2}?(?:удаляют|удалят|вырезают|вырежут|меняют|заменят|заменяют|ставят|поставят|"
    r"оперируют|прооперируют) (?:" + _W + r"){0,2}?" + _ORGAN_RU + r"|"
    # es: "me quitan la vesícula", "me ponen una prótesis de cadera"
    r"me (?:quitan|quitar[áa]n|van a quitar|extirpan|extirpar[áa]n|van a extirpar|operan de|van a operar de|ponen|"
    r"pondr[áa]n|van a poner|cambian|van a cambiar) (?:" + _W + r"){0,3}?" + _ORGAN_ES + r"|"
    # fr: "on m'enlève la vésicule", "on va me retirer la thyroïde", "on me pose une prothèse de hanche"
    r"(?:on|ils) (?:va |vont )?(?:m'enl[èe]ve|m'enl[èe]vent|m'enlever|me retire|me retirent|me retirer|me pose|"
    r"me posent|me poser|m'op[èe]re|m'op[ée]rer) (?:" + _W + r"){0,3}?" + _ORGAN_FR + r"|"
    r"je (?:me fais|vais me faire) (?:op[ée]rer|enlever|retirer|poser) (?:" + _W + r"){0,3}?" + _ORGAN_FR
    + r")(?![\w'-])"
)
_GATE = word_gate(
    "getting", "having", "due", "booked", "scheduled", "going", "removing", "taking", "replacing", "bekomme", "kriege",
    "wird", "werden", "wycinaj", "wytn", "usuwaj", "usun", "wstawiaj", "wstawi", "wszczepiaj", "wszczepi", "operuj",
    "zoperuj", "wymieniaj", "wymieni", "będę", "mam", "мені", "мне", "quitan", "quitar", "extirpa", "operan",
    "operar", "ponen", "pondr", "poner", "cambian", "cambiar", "enlève", "enlever", "retire", "retirer", "pose",
    "poser", "opère", "opérer", "fais", "faire",
)
_HEDGE = _rx(
    r"(?<![\w'-])(?:if|whether|might|may|maybe|perhaps|possibly|one day|someday|eventually|wenn|falls|vielleicht|"
    r"irgendwann|eventuell|je[śs]li|je[żz]eli|mo[żz]e|chyba|kiedy[śs]|si|quiz[áa]s?|a lo mejor|alg[úu]n d[íi]a|"
    r"peut-[êe]tre|un jour|якщо|можливо|колись|если|возможно|когда-нибудь|"
    r"novel\w*|story|character\w*|roman\w*|powie[śs]\w*|novela|personaje\w*|personnage\w*|geschichte|персонаж\w*)"
    r"(?![\w'-])"
)


def find_own_surgeries(text: str) -> list[Finding]:
    """A health finding over the sentence of normalised `text` telling the writer's coming operation by the organ,
    joint or implant taken out or put in (see the module's doc)."""
    if not opens(text, _GATE):
        return []
    low = lower_keep_length(text)
    if "’" in low:
        low = low.replace("’", "'")
    for m in _DONE.finditer(low):
        a, b = stop_bounds(low, m.start(), m.end())
        if _HEDGE.search(low, a, b):
            continue
        return [Finding(Kind.HEALTH, _REASON, after_spaces(low, a, b), b)]
    return []
