"""Round 44 (rall): a relative's fall told with what it did - a long lie on the floor, a head wound, a fall alarm, a
falls clinic - where no hospital is named.

kin_conditions.py reads a relative's fall that ends in hospital, an operation or an ambulance ("Gran fell in the bathroom
and broke her hip", "Mama upadła w nocy ..., teraz jest w szpitalu") and leaves a fall alone to the learned model: "Mon
père est tombé deux fois ce mois-ci ... je ne sais pas si c'est l'âge" is a worry (yellow by the labels). Between them,
the fall told as a health event of a named relative: "Mum fell last night and was on the floor for four hours", "Papa
ist nachts gestürzt und lag bis zum Morgen auf dem Boden", "Babcia przewróciła się i nie mogła wstać do rana",
"Бабушка упала ночью и пролежала до утра", "тато впав і розбив голову", "Mi madre se cayó y estuvo horas en el suelo",
"mamie est tombée, elle a une plaie à la tête", "since Dad's fall he has a pendant alarm", "Oma wurde nach dem Sturz
in die Sturzambulanz überwiesen". So: a fall word and a relative (kin_conditions.KIN) in one sentence with a
consequence: a long lie (on the floor, could not get up, lay till morning, found on the floor), a wound or a bruise to
the head or face, a fall alarm or detector, a falls clinic or a fall assessment.
Green/yellow stay: falls in general ("how to prevent falls in the elderly?"), a worry ("I'm afraid mum will fall"), a
fall alone or repeated without a consequence ("he fell twice this month, maybe it's his age"), a child's tumble while
playing (no consequence), a story.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _rx
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.kin_conditions import KIN
from app.core.memory.privacy.detector.sentence_scope import after_spaces, stop_bounds

_REASON = "health information"


_FALL = _rx(
    r"(?<![\w'-])(?:fell|fallen|had a (?:bad |nasty )?fall|took a (?:bad |nasty )?fall|(?:her|his) fall|"
    r"gest[üu]rzt|hingefallen|umgefallen|sturz|st[üu]rzen|upad[łl]\w*|przewr[óo]ci[łl]\w*|upadek|upadku|"
    r"se cay[óo]|se ha ca[íi]do|ca[íi]da|est tomb[ée]e?|a fait une chute|chute|tomb[ée]e?|"
    r"впа(?:в|ла|ли)|падіння|упа(?:л|ла|ли)|падени[ея])(?![\w'-])"
)
_AFTER = _rx(
    r"(?<![\w'-])(?:"
    # a long lie
    r"on the floor|on the ground|couldn't get up|could not get up|unable to get up|lay there|lying there|"
    r"auf dem boden|am boden|nicht (?:mehr )?(?:allein )?aufstehen|kam nicht (?:mehr )?hoch|lag (?:\w+ ){0,3}?bis|"
    r"na pod[łl]odze|na ziemi|nie (?:mog[łl]\w*|da[łl]\w* rady) wsta[ćc]|le[żz]a[łl]\w* (?:\w+ ){0,3}?do rana|"
    r"на полу|на земле|не (?:мог|могла|смог|смогла) (?:сам\w* )?встать|пролежал\w*|"
    r"на підлозі|на землі|не (?:міг|могла|змiг|змогла) (?:сам\w* )?встати|пролежа\w*|"
    r"en el suelo|no (?:se )?(?:pod[íi]a|pudo) levantar\w*|par terre|au sol|(?:n'arrivait|n'a pas pu|ne pouvait) "
    r"(?:pas )?(?:se )?relever|"
    # a wound or a bruise to the head or face
    r"(?:cut|gash|bump|wound|bruis\w*) (?:on|to) (?:her|his) (?:head|face|forehead)|hit (?:her|his) head|"
    r"black eye|platzwunde|am kopf|beule|rozci[ąę][łl]\w* (?:sobie )?(?:g[łl]ow\w*|czo[łl]o|brew)|guz\w* na g[łl]owie|"
    r"siniak\w*|розбив\w* (?:голову|обличчя|лоб)|розбила (?:голову|обличчя|лоб)|разбил\w* (?:голову|лицо|лоб)|"
    r"синяк\w*|se (?:abri[óo]|golpe[óo]) la (?:cabeza|ceja|frente)|brecha|moratones?|plaie|bosse|h[ée]matome\w*|"
    r"s'est cogn[ée]e? la t[êe]te|"
    # a fall alarm, a falls clinic or assessment
    r"pendant alarm|fall alarm|fall detector|lifeline|falls clinic|falls team|falls assessment|hausnotruf|notrufknopf|"
    r"sturzambulanz|sturzmelder|opask\w* (?:sos|alarmow\w*)|przycisk\w* alarmow\w*|тревожн\w* кнопк\w*|"
    r"тривожн\w* кнопк\w*|teleasistencia|t[ée]l[ée]assistance|m[ée]daillon d'alerte|bracelet d'alerte"
    r")(?![\w'-])"
)
_GATE = word_gate(
    "fell", "fallen", "fall", "gestürzt", "hingefallen", "umgefallen", "sturz", "stürzen", "upadł", "przewrócił",
    "upadek", "upadku", "cayó", "caído", "caída", "tombé", "chute", "впав", "впала", "впали", "падіння", "упал",
    "упала", "упали", "падени",
)
_HEDGE = _rx(
    r"(?<![\w'-])(?:if|whether|might|could|afraid|worried|prevent\w*|risk|how to|what if|wenn|falls sie|falls er|"
    r"angst|vorbeug\w*|verhindern|je[śs]li|boj[ęe] si[ęe]|zapobieg\w*|si|por si|miedo|prevenir|peur|[ée]viter|"
    r"якщо|боюся|запобіг\w*|если|боюсь|предотвра\w*|"
    r"novel\w*|story|film|character\w*|roman\w*|powie[śs]\w*|novela|personaje\w*|personnage\w*|geschichte|персонаж\w*)"
    r"(?![\w'-])"
)


def find_kin_falls(text: str) -> list[Finding]:
    """A health finding over the sentence of normalised `text` where a relative's fall is told with a long lie, a head
    wound, a fall alarm or a falls clinic (see the module's doc)."""
    if not opens(text, _GATE):
        return []
    low = lower_keep_length(text)
    if "’" in low:
        low = low.replace("’", "'")
    for m in _FALL.finditer(low):
        a, b = stop_bounds(low, m.start(), m.end())
        # (the relative is the one who fell: just before the fall word - "Mum fell", "Oma ist im Bad hingefallen",
        # "Dad's fall" - not anywhere in the sentence: "The leaves fell on the ground and mum swept them")
        if not _AFTER.search(low, a, b) or not KIN.search(low, max(a, m.start() - 40), m.start()):
            continue
        if _HEDGE.search(low, a, b):
            continue
        return [Finding(Kind.HEALTH, _REASON, after_spaces(low, a, b), b)]
    return []
