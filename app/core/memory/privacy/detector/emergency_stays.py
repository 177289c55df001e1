"""Health told in a hurry from the emergency room or the ward (round 36, remerg): "jestem na SORze, wyszło zapalenie
wyrostka i zaraz mnie tną", "in A&E, they said it's a pulmonary embolism and im being admitted", "aux urgences,
fracture du bassin, ils m'opèrent demain", "я в приймальному, кажуть перелом стегна, завтра операція", "30 тижнів,
кровотеча, лежу в пологовому на збереженні", "28. woche, blutungen, liege im kreißsaal", "just miscarried at 10 weeks".

The vocabulary rules read a condition after a verb of having ("I have ...", "mam ..."); texted from a hospital bed the
verb is gone, the condition is often an injury or an acute event the vocabulary leaves out (a fracture, an embolism,
bleeding), and what tells it is the setting and what is being done. In en, pl, de, es, fr, uk and ru:
- STAY: the writer (a first-person word, or the place opening the message: "aux urgences, ...") or a relative
  (kin_debts.py's kin words: "mum's in A&E") in an acute hospital setting - A&E/ER/ICU/the ward, SOR/izba
  przyjęć/porodówka, Notaufnahme/Kreißsaal/Station, urgencias/planta/UCI, urgences/maternité/réa, приймальне/пологове/
  реанімація, приёмный покой/роддом/реанимация - with, in the same message, one of
  - a finding reported ("they said it's", "wyszło", "sie sagen", "me dicen que", "ils disent", "кажуть", "говорят")
    or a comma-clause with no verb at all ("fracture du bassin", "blutungen"), naming an acute condition (ACUTE below)
    or one the disclosure finder reads after "I have " (the callback: its vocabulary, not a second one);
  - a procedure on the writer ("being admitted", "zaraz mnie tną", "ils m'opèrent demain", "завтра операція",
    "na podtrzymaniu", "на збереженні");
- WEEKS: a pregnancy told by its week count with a complication ("30 тижнів, кровотеча", "28. Woche, Blutungen",
  "32 weeks, contractions every 5 min"): a week number a pregnancy has (5 to 42) and a pregnancy's complication or
  its ward in the message; plain bleeding only as a clause of its own;
- JUST: an acute event just lived, with the subject dropped or in the perfect the vocabulary misses ("just miscarried",
  "I've had a stroke", "i just had a seizure", "acabo de tener un aborto", "he tenido un infarto", "только что выкидыш").
Green limits: visiting or waiting for someone who is no relative, without their condition ("at A&E waiting for a
friend"), working there ("my shift in A&E"), logistics (parking, visiting hours, what to pack for the maternity
ward: no finding, no procedure), a finding hedged or denied ("they think it's", "maybe", "not broken"), a general or
conditional question ("what to do if someone has a fracture", "what happens when you're admitted"), fiction, news.

Round 50 (rspeed): the "ER" place read behind its own derived gate (_ER_PLACE, the whole word "er"): the same answer, in a
guard the chain reads (the finder was called on every message).
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.debt_procedures import IF, SELF
from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_compiled
from app.core.memory.privacy.detector.gates import gated
from app.core.memory.privacy.detector.health_consequences import EXAMPLE, WORKS
from app.core.memory.privacy.detector.kin_debts import KIN

# ---------------------------------------------------------------- where: an acute hospital setting, with its preposition
_PLACE = (
    r"(?:in|at) (?:the )?(?:a&e|er|emergency(?: room| department| dept)?|resus|icu|triage|"
    r"labou?r ward|maternity(?: ward| unit)?|delivery (?:room|suite)|hospital)|on (?:the|a) (?:\w+ )?ward|"
    r"na (?:sorze|sor-ze|sor|izbie przyjęć|izbie|oiomie|oiom-ie|porodówce|patologii ciąży|oddziale|intensywnej terapii)|"
    r"w szpitalu|"
    r"in der (?:notaufnahme|notfallambulanz|klinik)|im (?:kreißsaal|kreisssaal|krankenhaus|schockraum)|"
    r"auf (?:der )?(?:station|intensiv|intensivstation|entbindungsstation)|"
    r"en (?:urgencias|la uci|uci|planta|la planta|paritorio|el paritorio|maternidad|el hospital|observación)|"
    r"aux urgences|à la maternité|en (?:réanimation|soins intensifs|maternité)|à l'hôpital|"
    r"(?:в|у) (?:приймальн\w*|пологов\w*|реанімаці\w*|лікарн\w*|травматологі\w*|інтенсивн\w* терапі\w*)|"
    r"(?:в|у) (?:при[её]мн\w*(?: поко\w*)?|роддом\w*|реанимаци\w*|больниц\w*|травматологи\w*)"
)
_PLACE_RX = folded_compiled(r"(?<![\w'])(?:" + _PLACE + r")(?![\w'])")
# The places' own words as the gate: a gate derived from _PLACE_RX itself keys on "in", "at", "the" and opens on every
# message. Every alternative above holds one of these words (folded alike, "porodowce" too) but "er", which is two
# letters of "her", "after": it is looked for as "in/at (the) er" in the text itself (_er).
_PLACE_WORDS = gated(folded_compiled("(?:" + "|".join(re.escape(w) for w in (
    "a&e", "emergency", "resus", "icu", "triage", "labour", "labor", "maternity", "delivery", "hospital",
    "ward", "sor", "izbie", "oiom", "porodówce", "patologii", "oddziale", "intensywnej", "szpitalu", "notaufnahme",
    "notfallambulanz", "klinik", "kreißsaal", "kreisssaal", "krankenhaus", "schockraum", "station", "intensiv",
    "entbindungsstation", "urgencias", "uci", "planta", "paritorio", "maternidad", "observación",
    "urgences", "maternité", "réanimation", "soins intensifs", "hôpital", "приймальн", "пологов", "реанімаці",
    "лікарн", "травматологі", "інтенсивн", "приемн", "приёмн", "роддом", "реанимаци", "больниц", "травматологи")) + ")"))


def _er(low: str) -> bool:
    return "the er" in low or "in er" in low or "at er" in low


# Round 50 (rspeed): _PLACE_RX's "er" alternative alone, behind its derived gate (the whole word "er"). Where
# _PLACE_WORDS finds none of its words, only this alternative of _PLACE_RX can match: "(_er and _ER_PLACE) and
# _PLACE_RX" is "_er and _PLACE_RX" there - the same answer, in a guard finder_dispatch reads (an ungated _PLACE_RX
# behind the substring test _er kept the finder called on every message).
_ER_PLACE = gated(folded_compiled(r"(?<![\w'])(?:in|at) (?:the )?er(?![\w'])"))


# ---------------------------------------------------------------- what: acute conditions the vocabulary leaves out
_ACUTE = folded_compiled(
    r"(?<![\w'])(?:fractur\w*|broken (?:hip|leg|arm|pelvis|wrist|ankle|neck|back|ribs?|femur|collarbone|jaw)|"
    r"(?:pulmonary )?embolism|blood clot|dvt|bleed|bleeding|haemorrhage|hemorrhage|appendicitis|sepsis|concussion|"
    r"stroke|heart attack|seizure|placenta (?:praevia|previa|abruption)|pre-?eclampsia|contractions|dislocat\w*|"
    r"złamani\w*|złaman\w* \w+|zator\w*|zakrzep\w*|krwawieni\w*|krwotok\w*|wyrost\w*|sepsa|posocznic\w*|"
    r"wstrząśnieni\w* mózgu|udar\w*|zawał\w*|skurcze|łożysko przodujące|stan przedrzucawkowy|odklejeni\w* łożyska|"
    r"\w*bruch|\w*fraktur|gebrochen\w*|\w*embolie|thrombose|blutung\w*|blinddarm\w*|sepsis|gehirnerschütterung|"
    r"schlaganfall|herzinfarkt|krampfanfall|plazenta praevia|präeklampsie|wehen|blasensprung|"
    r"fractura\w*|embolia\w*|trombosis|sangrado|hemorragia|apendicitis|conmoción|ictus|infarto|convulsi\w*|"
    r"placenta previa|preeclampsia|contracciones|"
    r"fracture\w*|embolie\w*|phlébite|saignement\w*|hémorragie\w*|appendicite|septicémie|commotion|avc|infarctus|"
    r"placenta pr(?:æ|ae|e)via|prééclampsie|"
    r"перелом\w*|тромб\w*|емболі\w*|кровотеч\w*|апендицит\w*|сепсис\w*|струс\w* мозку|інсульт\w*|інфаркт\w*|"
    r"передлежанн\w* плаценти|прееклампсі\w*|перейми|відшаруванн\w* плаценти|"
    r"эмболи\w*|кровотечени\w*|аппендицит\w*|сотрясени\w* мозга|инсульт\w*|инфаркт\w*|предлежани\w* плаценты|"
    r"преэклампси\w*|схватки|отслойк\w* плаценты)(?![\w'])")
# a finding reported by those treating the writer
_SAID = folded_compiled(
    r"(?<![\w'])(?:(?:they|doc|docs|doctor|doctors|the doctor|the docs|nurse|consultant|scan|x-ray|ct|bloods|results?)"
    r"(?:'s| has| have)? (?:said|say|says|told me|confirmed|found|showed|shows?)(?: (?:it's|it is|its|it was|that|i have|"
    r"i've got|ive got|i got|i've|a|an))?|diagnosed(?: with)?|turns out(?: it's| its| i have)?|"
    r"wyszło|wyszła|wyszedł|wyszły|stwierdzili|stwierdził\w*|zdiagnozowa\w*|okazało się(?: że)?|mówią(?: że)?|"
    r"powiedzieli(?: że)?|diagnoza|"
    r"(?:sie )?sagen(?: es ist| es sei| das ist)?|festgestellt|diagnose|der arzt sagt|die ärztin sagt|laut arzt|"
    r"(?:me )?(?:dicen|han dicho|dijeron)(?: que)?(?: es| tengo)?|me diagnosticaron|diagnóstico|resulta que|"
    r"(?:ils|on) (?:m'a dit|m'ont dit|disent|dit|a dit|ont dit|ont trouvé)(?: que)?(?: c'est| j'ai)?|diagnostic|"
    r"кажуть|сказали(?: що)?|виявили|діагноз|знайшли|підтвердили|"
    r"говорят|сказали(?: что)?|нашли|выявили|диагноз|подтвердили)(?![\w'])")
# a finding not yet made: "they think it's", "maybe", "suspected"
_UNSURE = folded_compiled(
    r"(?<![\w'])(?:think|thinks|might|may be|maybe|could be|possibl\w*|suspect\w*|probably|not sure|ruling out|rule out|"
    r"chyba|może|podejrzew\w*|podejrzeni\w*|wykluczyć|vielleicht|verdacht|wahrscheinlich|ausschließen|"
    r"quizás?|tal vez|a lo mejor|posible|sospech\w*|descartar|peut-être|suspicion|soupçon\w*|probablement|écarter|"
    r"можливо|мабуть|підозр\w*|виключити|возможно|наверное|подозрени\w*|исключить)(?![\w'])")
_NOT = folded_compiled(r"(?<![\w'])(?:not|no|nothing|nie|nic|kein\w*|nicht|nichts|no es|nada|pas|rien|не|нічого|ничего|нема|нет)(?![\w'])")
# a procedure on the writer
_DONE = folded_compiled(
    r"(?<![\w'])(?:(?:being|getting|been|got|am|was) admitted|admitting me|keeping me in|(?:about to|gonna|going to|"
    r"they(?:'re| are|'ll| will)) (?:operate|op) on me|(?:going|taken|wheeled|rushed) (?:in)?to (?:surgery|theatre|theater)|"
    r"(?:having|getting) (?:emergency )?surgery|(?:surgery|operation|op) (?:tomorrow|tonight|today|in the morning|now)|"
    r"nil by mouth|"
    r"mnie (?:tną|operują|zoperują|kroją|przyjmują|przyjęli|kładą|położyli|zostawiają|zostawili)|"
    r"(?:operacja|zabieg) (?:jutro|dziś|dzisiaj|zaraz|rano)|(?:jutro|dziś|dzisiaj|zaraz) (?:operacja|zabieg)|"
    r"na podtrzymaniu|zostaję na oddziale|"
    r"werde (?:\w+ )?operiert|(?:morgen|heute|gleich) (?:op|operation|not-op)|op (?:morgen|heute|gleich)|"
    r"(?:behalten|operieren) mich|stationär aufgenommen|bleibe stationär|"
    r"me (?:operan|van a operar|ingresan|dejan ingresad[oa]|han ingresado|ingresaron)|"
    r"(?:operación|cirugía) (?:mañana|hoy|esta noche)|mañana (?:me )?operan|"
    r"m'opère\w*|me gardent|me garde|(?:opération|bloc) (?:demain|ce soir|cet après-midi)|"
    r"(?:demain|ce soir) (?:opération|bloc)|je me fais opérer|"
    r"(?:завтра|сьогодні|зараз) операці\w*|операці\w* (?:завтра|сьогодні)|мене (?:оперують|прооперують|поклали|"
    r"кладуть|залишають|госпіталізують)|на збереженні|"
    r"(?:завтра|сегодня|сейчас) операци\w*|операци\w* (?:завтра|сегодня)|меня (?:оперируют|прооперируют|положили|"
    r"кладут|оставляют|госпитализируют)|на сохранении)(?![\w'])")
# the writer there: first person (debt_procedures' SELF) or a verb of lying there without the pronoun
_LYING = folded_compiled(r"(?<![\w'])(?:im|i'm|liege|leżę|лежу|estoy|suis|m'\w+|ingresad[oa]|hospitalisée?)(?![\w'])")
# someone else in the writer's company, not a relative: their condition is not the writer's
_OTHER = folded_compiled(
    r"(?<![\w'])(?:friend|mate|colleague|coworker|neighbou?r|a (?:man|woman|guy|kid|child|patient)|you're|you are|"
    r"przyjaciel\w*|kumpl\w*|kolega|koleżank\w*|sąsiad\w*|freund\w*|kolleg\w*|nachbar\w*|"
    r"amig[oa]s?|compañer[oa]|vecin[oa]|ami|amie|collègue|voisin\w*|друг\w*|подруг\w*|колег\w*|"
    r"сусід\w*|сусідк\w*|сосед\w*)(?![\w'])")
_KIN_RX = folded_compiled(r"(?<![\w'])" + KIN + r"(?![\w'])")
# the place first: "aux urgences, ...", "in A&E, ...", "still in the hospital" after a clause of the writer's
_OPENING = re.compile(r"^\W*(?:(?:still|now|currently|omg|ugh|so|ok|okay|stuck|back|already|jetzt|gerade|teraz|już|"
                      r"znowu|ahora|otra vez|encore|déjà|зараз|вже|сейчас|уже|опять|знову)\W+){0,2}$")

# ---------------------------------------------------------------- WEEKS: a pregnancy's week count with a complication
_WEEKS = folded_compiled(r"(?<![\w'.,])(\d{1,2})(?:\.|st|nd|rd|th)?\s?(?:weeks?|wks?|tyg\w*|tydz\w*|woche\w*|ssw|semanas?|sa|"
             r"semaines?|тиж\w*|недел\w*|нед)(?![\w'])")
_WEEKS_GATE = gated(_WEEKS)
_PREGNANT = folded_compiled(
    r"(?<![\w'])(?:contractions|waters (?:broke|have broken|went)|spotting|placenta\w*|pre-?eclampsia|cervix|labou?r ward|"
    r"skurcze|odeszły wody|wody odeszły|plamieni\w*|łożysk\w*|szyjk\w*|porodów\w*|patologi\w* ciąży|"
    r"na podtrzymaniu|wehen|blasensprung|fruchtblase|plazenta|gebärmutterhals|kreißsaal|kreisssaal|präeklampsie|"
    r"contracciones|rotura de bolsa|he roto aguas|manchado|placenta|cuello uterino|paritorio|preeclampsia|"
    r"perte des eaux|poche des eaux|col de l'utérus|prééclampsie|перейми|відійшли води|плацент\w*|шийк\w*|пологов\w*|"
    r"на збереженні|прееклампсі\w*|схватки|отошли воды|роддом\w*|на сохранении|преэклампси\w*)(?![\w'])")
_BLEEDING = folded_compiled(r"(?:heavy |light |some |starke |silne |fuertes? |légers? |сильн\w+ )?(?:bleeding|krwawieni\w*|krwotok|"
                r"blutung\w*|sangrado|hemorragia|saignements?|кровотеч\w*|кровотечени\w*)")

# ---------------------------------------------------------------- JUST: an acute event just lived
_JUST = folded_compiled(
    r"(?:^|(?<=[.!?,;:]\s)|(?<=[.!?,;:])|(?<![\w'])(?:i|i've|ive|i have|i just|just|only just)\s+)(?:just\s+)?"
    r"(?:miscarried|had (?:a|my) (?:miscarriage|stroke(?! of)|mini[- ]stroke|heart attack|seizure|stillbirth))|"  # (not "a stroke of luck")
    r"(?<![\w'])(?:acabo de (?:tener|sufrir) (?:un |una )?|he (?:tenido|sufrido) (?:un |una )?)"
    r"(?:aborto\w*(?: espontáneo)?|infarto|ictus|derrame cerebral|convulsión)|"
    r"(?<![\w'])(?:щойно|тільки що|только что) (?:викидень|інсульт|інфаркт|выкидыш|инсульт|инфаркт)(?![\w'])")
_JUST_GATE = gated(_JUST)
_ASKED = re.compile(r"(?:have|has|did|could|might|if|whether|when|how do i know)\s+$")


def _clauses(low: str) -> list[tuple[int, int]]:
    """The comma, dash and sentence pieces of `low`: (start, end), stripped."""
    out = []
    for m in re.finditer(r"[^,;.!?\n()–—]+", low):
        a, b = m.start(), m.end()
        while a < b and low[a] in " -":
            a += 1
        while b > a and low[b - 1] in " -":
            b -= 1
        if a < b:
            out.append((a, b))
    return out


def _names_condition(clause: str, told: Callable[[str], list[Finding]]) -> bool:
    """`clause` names an acute or known condition, neither hedged nor denied."""
    if _UNSURE.search(clause) or _NOT.search(" ".join(clause.split()[:3])):
        return False
    if _ACUTE.search(clause):
        return True
    return any(f.kind is Kind.HEALTH for f in told("I have " + clause))


def _stay(low: str, told: Callable[[str], list[Finding]]) -> bool:
    place = _PLACE_RX.search(low)
    if place is None or IF.search(low) or EXAMPLE.search(low) or WORKS.search(low):
        return False
    kin = _KIN_RX.search(low) is not None
    writer = (SELF.search(low) is not None or _LYING.search(low) is not None
              or _OPENING.match(low, 0, place.start()) is not None)
    if not (writer or kin) or (_OTHER.search(low) and not kin):
        return False
    if _DONE.search(low) and writer:
        return True
    for m in _SAID.finditer(low):
        end = len(low)
        for c in ".!?\n;":
            at = low.find(c, m.end())
            end = at if 0 <= at < end else end
        rest = low[m.end():end]
        rest = re.split(r",| and | i | und | y | et | і | и ", rest, maxsplit=1)[0].strip()  # (up to the next clause)
        if rest and len(rest.split()) <= 6 and not _UNSURE.search(low, max(0, m.start() - 20), m.start()) \
                and _names_condition(rest, told):
            return True
    for a, b in _clauses(low):  # a clause that is the condition alone: "aux urgences, fracture du bassin, ..."
        clause = low[a:b]
        if len(clause.split()) <= 4 and not _PLACE_RX.search(clause) and not _SAID.search(clause) \
                and _ACUTE.match(clause) and _names_condition(clause, told):
            return True
    return False


# what may stand before the week count in its clause: the writer's "I'm", "w", "in der", "a las", "на" - nothing else
# ("a 30 week training plan", "14 weeks of maternity leave" are no pregnancy's week)
_WEEK_LEAD = re.compile(r"\W*(?:(?:i'm|im|i am|at|in|now|already|jestem|już|teraz|w|bin|ich bin|in der|jetzt|schon|estoy|"
                        r"de|a las|ya|je suis|à|déjà|я|на|в|у|вже|уже|зараз|сейчас)\s+){0,3}")

# and after it only the pregnancy's word, up to the clause's end ("12 semanas de curso" is a course)
_WEEK_TAIL = re.compile(r"[ \t]*(?:\+\d[ \t]*)?(?:(?:pregnant|along|w ciąży|ciąży|schwanger|embarazada|de embarazo|"
                        r"de grossesse|enceinte|вагітності|вагітна|беременности|беременна)[ \t]*)?(?:[,;.!?\n]|$)")


def _weeks(low: str) -> bool:
    for m in _WEEKS.finditer(low):
        if not 5 <= int(m.group(1)) <= 42:
            continue
        lead = max(low.rfind(c, 0, m.start()) for c in ",;.!?\n") + 1
        if not _WEEK_LEAD.fullmatch(low, lead, m.start()) or not _WEEK_TAIL.match(low, m.end()):
            continue
        if _PREGNANT.search(low):
            return True
        if any(_BLEEDING.fullmatch(low[a:b]) for a, b in _clauses(low)):
            return True
    return False


def _just(low: str) -> bool:
    for m in _JUST.finditer(low):
        if _ASKED.search(low, max(0, m.start() - 16), m.start()) or IF.search(low, 0, m.start()):
            continue
        if EXAMPLE.search(low):
            continue
        return True
    return False


def find_emergency_stays(t: str, told: Callable[[str], list[Finding]]) -> list[Finding]:
    """A health finding over normalised `t` when it tells, in a hurry, the writer's (or a relative's) condition from
    the emergency room or the ward, a pregnancy's week count with a complication, or an acute event just lived (see the
    doc); `told` is the disclosure finder, read on "I have <clause>" for a condition the vocabulary knows."""
    low = lower_keep_length(t)  # (gates.prepare read its words too: each gate below is a mask test when closed)
    stay = (_PLACE_WORDS.search(low) is not None or (_er(low) and _ER_PLACE.search(low) is not None)) \
        and _PLACE_RX.search(low) is not None
    weeks = _WEEKS_GATE.search(low) is not None
    just = _JUST_GATE.search(low) is not None
    if not (stay or weeks or just):
        return []
    if (stay and _stay(low, told)) or (weeks and _weeks(low)) or (just and _just(low)):
        end = len(t.rstrip())
        lead = len(t) - len(t.lstrip())
        return [Finding(Kind.HEALTH, "health information", lead, end)]
    return []
