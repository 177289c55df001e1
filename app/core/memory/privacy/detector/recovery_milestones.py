"""Recovery from an addiction told by its rituals, its places and its dose, not by its name (round 38, rimplied):
"Picked up my 18-month chip last night, my sponsor cried", "Dziś mija rok od mojego ostatniego kieliszka, na mityngu
dostałem medalik", "been clean from cutting for 212 days", "- 90 jours sans jouer / - NA le jeudi", "Сегодня девять
месяцев, как я вышел из ребцентра", "Llevo once meses en Proyecto Hombre", "Jeden Morgen um acht zur Vergabe in der
Praxis, sonst gibt's kein Take-home", "Щоранку о восьмій їду на сайт ЗПТ за дозою".

The vocabulary and addiction_care.py read an addiction named ("I'm an alcoholic", "alcohol detox", "AA meetings").
People in recovery rarely name it: they count it. Three things only recovery has, in en, pl, de, es, fr, uk and ru:
- MILESTONE: a time counted since the last drink, bet or cut ("a year since my last glass", "rok od mojego ostatniego
  kieliszka", "seit meinem letzten Glas", "desde mi última copa", "depuis mon dernier verre", "з останньої чарки",
  "с последней рюмки"), counted clean or sober ("212 days clean", "3 miesiące trzeźwości", "90 Tage trocken", "llevo 40
  días limpio", "90 jours sans boire", "пів року тверезий", "90 дней без ставок"), or its token (a chip, a coin, a
  medal, a keyring given at the meeting) with a sponsor, a meeting or a count beside it; a pastime's "without playing"
  counts only with a gambling or fellowship word in the message ("sans jouer" with "PMU", "NA");
- PLACE: a rehabilitation community named as where the writer is or was ("ребцентр", "реабцентр", "Proyecto Hombre",
  "Monar", "ośrodek odwykowy", "Suchtklinik", "centro de desintoxicación");
- SUBSTITUTION: opioid substitution named by its drug or its programme (methadone, buprenorphine, Suboxone, ЗПТ, OST,
  "Substitution", "terapia substytucyjna", "traitement de substitution") or by its take-home doses with a dose or a
  dispensing word ("Take-home" with "Vergabe", "dose").
Each needs the writer: a first-person word, or a note written in lines ("- 90 jours sans jouer"). Green limits: a
professional or a counsellor ("my clients", "patients", "unsere Klienten"), the topic asked in general ("how long
until a sponsor", "what is methadone"), a pharmacology lesson, a challenge month ("Dry January", "30 days without
sugar"), a poker chip, a sports medal, a meeting or a group in their ordinary sense (no count, no recovery word).
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.gates import opens, whole_word_gate, word_gate
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.sentence_scope import stop_finding

_REASON = "health information"


# the cheap gate: every rule's own words (a message with none of them costs one mask test); Spanish "sin" as a whole
# word (_CLEAN's and _PLAYING's "sin" stands between spaces: as a key it stood in "since", "single", "using"), and the two
# literals common in English chat by a second word their patterns need too: _LAST's "since my / the last" by "since"
# and "last", _TAKE_HOME's "take-home" by "take" and "home" (the three opened the gate on 460 of 2,760 LoCoMo turns)
_GATE = whole_word_gate("sin") | word_gate(
    "clean", "sober", "trzeźw", "czyst", "trocken", "nüchtern", "limpio", "limpia", "sobrio", "sobria",
    "sobre", "sobri", "sobriété", "uzależ", "terapéut", "thérapeut", "entzug", "rehab", "münze", "tags", "abstinen", "тверез", "трезв", "chip", "coin", "medal", "keyring", "brelok", "żeton", "medalik",
    "medaill", "médaill", "anhänger", "ficha", "medalla", "llavero", "jeton", "porte", "брелок", "брелк", "жетон", "медал",
    "ostatni", "letzt", "última", "último", "dernier", "dernière", "останн", "последн", "without", "bez", "ohne",
    "sans", "без", "ребцентр", "реабцентр", "proyecto", "monar", "odwyk", "suchtklinik", "desintox", "désintox",
    "methad", "metad", "méthad", "метадон", "bupren", "бупрен", "suboxone", "subutex", "зпт", "озт", "substitu",
    "substytu", "sustitu", "замісн", "заместит", "polamidon", "subst")
_SINCE, _LAST_WORD, _TAKE, _HOME = word_gate("since"), word_gate("last"), word_gate("take"), word_gate("home")

_MONTHS = (r"(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a|an|half a|"
           r"jeden|jedn\w*|dwa|dwie|trzy|cztery|pięć|sześć|siedem|osiem|dziewięć|dziesięć|pół|"
           r"ein\w*|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|halbes|"
           r"un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|medio|"
           r"une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|"
           r"один|одна|одну|два|дві|две|три|чотири|четыре|п'ять|пять|шість|шесть|сім|семь|вісім|восемь|дев'ять|"
           r"девять|десять|пів|пол)")
_UNIT = (r"(?:days?|weeks?|months?|years?|yrs?|dni|dzień|tygodni\w*|tydzień|miesi\w*|lat|lata|rok|roku|tage\w*|tag|"
         r"wochen?|monate\w*|monat|jahre\w*|jahr|días|día|semanas?|meses|mes|años?|jours?|semaines?|mois|ans?|années?|"
         r"днів|дні|день|тижн\w*|тиждень|місяц\w*|рок\w*|рік|дней|дня|недел\w*|месяц\w*|год\w*|лет)")
# a count of time: "212 days", "18-month", "a year", "rok", "пів року", "девять месяцев"
_COUNT = _lazy(r"(?<![\w'])(?:" + _MONTHS + r"[\s-]+)?" + _UNIT + r"(?![\w'])")

# ---------------------------------------------------------------- MILESTONE
# since the last drink, bet, hit or cut
_LAST = _lazy(
    r"(?<![\w'])(?:since my last|since the last|od (?:mojego |mojej )?ostatni\w*|seit (?:meinem|meiner|dem|der) letzten?|"
    r"desde (?:mi|la|el) últim[oa]|depuis (?:mon|ma|le|la) derni(?:er|ère)|з (?:моєї |мого )?останн\w*|"
    r"від (?:моєї |мого )?останн\w*|с (?:моей |моего )?последн\w*|после (?:моей |моего )?последн\w*)\s+"
    r"(?:drinks?|glass|pint|beer|bet|hit|fix|line|high|relapse|cut|drink|kieliszk\w*|drink\w*|piw\w*|zakład\w*|"
    r"działk\w*|wpadk\w*|glas|drink|bier|schluck|rausch|wette|rückfall\w*|schuss|copa|trago|cerveza|apuesta|raya|"
    r"dosis|recaída|verre|bière|pari|rechute|dose|чарк\w*|ставк\w*|дозы|доз\w*|зрив\w*|срыв\w*|рюмк\w*|стакан\w*|"
    r"пив\w*|вживанн\w*|употреблени\w*)(?![\w'])")
# counted clean, sober or without the substance, the bet or the cut - the count beside the word ("212 days clean",
# "clean from cutting for 212 days", "3 miesiące trzeźwości", "90 jours sans boire"): "I clean the flat every 2 days"
# has no count beside "clean"
_COUNTED = r"(?:" + _MONTHS + r"[\s-]+)?" + _UNIT
_SOBER = (r"(?:clean|sober|trzeźw\w*|czyst[ay]|trocken|nüchtern|limpi[oa]s?|sobri[oa]s?|sobriété|abstinen\w*|"
          r"тверез\w*|трезв\w*)")
_CLEAN = _lazy(
    r"(?<![\w'])" + _COUNTED + r"\s+(?:(?:of|de|d')\s*)?" + _SOBER + r"(?![\w'])|"
    r"(?<![\w'])(?:" + _SOBER + r"|sobre)(?:\s+from\s+\w+)?\s+(?:for\s+|od\s+|seit\s+|desde hace\s+|depuis\s+|"
    r"(?:вже|уже)\s+)?" + _COUNTED + r"(?![\w'])|"
    r"(?<![\w'])" + _COUNTED + r"\s+(?:without|bez|ohne|sin|sans|без)\s+(?:a\s+|any\s+|zu\s+)?(?:drink|drinking|alcohol|"
    r"booze|gambling|betting|using|drugs|cutting|self-harm\w*|harming myself|picia|alkoholu|hazardu|zakładów|ćpania|"
    r"narkotyków|cięcia się|samookaleczeń|alkohol|trinken|glücksspiel|wetten|drogen|ritzen|beber|apostar|apuestas|"
    r"drogas|consumir|cortarme|autolesion\w*|boire|alcool|parier|paris|drogue|consommer|me scarifier|me couper|"
    r"алкоголю|алкоголя|ставок|азартних ігор|азартных игр|наркотиків|наркотиков|вживання|употребления|селфхарму|"
    r"селфхарма|порізів|порезов)(?![\w'])")
# a pastime's "without playing": recovery only beside a gambling or fellowship word
_PLAYING = _lazy(r"(?<![\w'])(?:without playing|bez grania|ohne (?:zu )?spielen|sin jugar|sans jouer|без гри|без игры)(?![\w'])")
_GAMBLING = _lazy(
    r"(?<![\w'])(?:na|aa|ga|pmu|casino\w*|kasyn\w*|bets?|betting|bookmak\w*|zakład\w*|wetten|spielothek|apuestas|"
    r"paris|tiercé|ставк\w*|казино|букмек\w*|mityng\w*|sponsor\w*|padrino|madrina|parrain|marraine|спонсор\w*|"
    r"anonymous|anonimow\w*|anonyme\w*|anónimos|anonymes|анонімн\w*|анонимн\w*)(?![\w'])")
# a recovery token, and the words that make it one
_TOKEN = _lazy(
    r"(?<![\w'])(?:chips?|coins?|medal\w*|keyrings?|key tags?|brelo\w*|żeton\w*|medalik\w*|chip|münze|medaille\w*|"
    r"schlüsselanhänger|fichas?|medallas?|llaveros?|jetons?|médailles?|porte-clés?|брелок\w*|брелк\w*|жетон\w*|"
    r"медал\w*)(?![\w'])")
_RECOVERY = _lazy(
    r"(?<![\w'])(?:sponsor\w*|padrino|madrina|parrain|marraine|спонсор\w*|meetings?|mityng\w*|meeting|reunión|réunion|"
    r"aa|na|ga|anonymous|anonimow\w*|anonyme\w*|anónimos|anonymes|анонімн\w*|анонимн\w*|clean|sober\w*|trzeźw\w*|"
    r"nüchtern\w*|trocken|sobri\w*|тверез\w*|трезв\w*|rehab|odwyk\w*|ребцентр\w*|реабцентр\w*|реабілітац\w*|"
    r"реабилитац\w*|relapse|rückfall|recaída|rechute|зрив\w*|срыв\w*|recovery|recuperación|rétablissement|"
    r"trzeźwieni\w*|выздоровлени\w*|одужанн\w*)(?![\w'])")

# ---------------------------------------------------------------- PLACE
_PLACE = _lazy(
    r"(?<![\w'])(?:ребцентр\w*|реабцентр\w*|реабілітаційн\w* центр\w*|реабилитационн\w* центр\w*|proyecto hombre|"
    r"monar\w*|ośrod\w* (?:odwykow\w*|terapii uzależnień|leczenia uzależnień)|suchtklinik\w*|entzugsklinik\w*|"
    r"centro de desintoxicación|comunidad terapéutica|centre de désintox\w*|communauté thérapeutique|rehab)(?![\w'])")

# ---------------------------------------------------------------- SUBSTITUTION
_SUBSTITUTION = _lazy(
    r"(?<![\w'])(?:methadon\w*|metadon\w*|méthadone|метадон\w*|buprenorph\w*|buprenorf\w*|бупренорф\w*|suboxone|subutex|"
    r"polamidon|зпт|озт|substitution(?:stherapie|sbehandlung|spraxis|sprogramm)?|substitution therapy|"
    r"opioid substitution|terapi\w* substytucyjn\w*|leczeni\w* substytucyjn\w*|programu? substytucyjn\w*|"
    r"tratamiento de sustitución|traitement de substitution|замісн\w* терапі\w*|заместительн\w* терапи\w*)(?![\w'])")
_TAKE_HOME = _lazy(r"(?<![\w'])take-?home(?:-dos\w*|s)?(?![\w'])")
_DOSE = _lazy(
    r"(?<![\w'])(?:dose\w*|dosis|dawk\w*|доз\w*|vergabe\w*|sichtbezug|ausgabe|dispens\w*|wydawani\w*|praxis|"
    r"clinic|pharmacy|apteka|farmacia|pharmacie|аптек\w*|сайт|пункт\w*)(?![\w'])")

# ---------------------------------------------------------------- owner and green limits
_SELF = _lazy(
    r"(?<![\w'])(?:i|i'm|im|i've|ive|my|me|picked|got|ich|mein\w*|mir|mich|bin|hab|habe|je|j'\w+|mon|ma|mes|moi|"
    r"jestem|mam|idę|chodzę|biorę|muszę|mój|moja|moje|mojego|mojej|mnie|mi|dostałe[mś]|dostałam|wyszedłem|wyszłam|\w+łem|\w+łam|"
    r"estoy|tengo|llevo|yo|mis|me|я|мені|мене|мій|моя|мої|мого|моєї|мне|меня|мой|моей|моего|їду|еду|вийшов|вийшла|"
    r"вышел|вышла|дали|дають|"
    # (a daily routine is someone's own: "Jeden Morgen um acht zur Vergabe", "Щоранку ... за дозою")
    r"every morning|each morning|jeden morgen|codziennie rano|cada mañana|chaque matin|щоранку|каждое утро)(?![\w'])")
_NOTE_LINE = _lazy(r"(?:^|\n)[ \t]*[-*•>][ \t]*\S")
_NOT_OWN = _lazy(
    r"(?<![\w'])(?:patients?|clients?|klient\w*|patient\w*|pacjen\w*|pacientes?|usuari[oa]s|usagers|пацієнт\w*|"
    r"клієнт\w*|пациент\w*|клиент\w*|in general|generally|typically|usually|what is|what's|how does|how do|how long|"
    r"was ist|wie lange|wie funktioniert|co to jest|jak działa|ile trwa|qué es|cómo funciona|cuánto dura|"
    r"qu'est-ce|comment fonctionne|combien de temps|що таке|як працює|скільки триває|что такое|как работает|"
    r"сколько длится|lecture|lesson|exam|pharmacolog\w*|farmakolog\w*|pharmakolog\w*|farmacolog\w*|фармаколог\w*|"
    r"wykład\w*|vorlesung|clase|cours|лекці\w*|лекци\w*|challenge|dry january|sober october|dry july|novel|story|"
    r"character|powieś\w*|roman|novela|роман\w*|оповідан\w*|рассказ\w*|poker|casino night|olymp\w*|marathon\w*|"
    r"maraton\w*|tournament|turniej\w*|turnier\w*|torneo|tournoi|турнір\w*|турнир\w*|sugar|cukru|zucker|azúcar|"
    r"sucre|цукру|сахара|social media|screens?|phone|coffee|kawy|kaffee|café|кави|кофе|meat|mięsa|fleisch|carne|"
    r"viande|мяса|м'яса)(?![\w'])")


def _near(pattern: LazyPattern, low: str, start: int, end: int, reach: int = 80) -> bool:
    return pattern.search(low, max(0, start - reach), min(len(low), end + reach)) is not None


def _hit(low: str) -> tuple[int, int] | None:
    m = _LAST.search(low)
    if m is not None and _near(_COUNT, low, m.start(), m.end(), 60):
        return m.span()
    m = _CLEAN.search(low)
    if m is not None:
        return m.span()
    m = _PLAYING.search(low)
    if m is not None and _near(_COUNT, low, m.start(), m.end(), 40) and _GAMBLING.search(low):
        return m.span()
    for m in _TOKEN.finditer(low):
        if _RECOVERY.search(low) and (_near(_COUNT, low, m.start(), m.end(), 60) or _LAST.search(low)
                                      or _PLACE.search(low)):
            return m.span()
    m = _PLACE.search(low)
    if m is not None and (_near(_COUNT, low, m.start(), m.end(), 60) or _TOKEN.search(low)):
        return m.span()
    m = _SUBSTITUTION.search(low)
    if m is not None and _DOSE.search(low):
        return m.span()
    m = _TAKE_HOME.search(low)
    if m is not None and _DOSE.search(low) and (_SUBSTITUTION.search(low) or "vergabe" in low or "доз" in low
                                                 or "dose" in low or "dosis" in low or "dawk" in low):
        return m.span()
    return None


def find_recovery_milestones(t: str) -> list[Finding]:
    """A health finding over the sentence of normalised `t` where the writer counts their recovery from an addiction,
    names their rehabilitation community or their substitution dose (see the doc)."""
    if not (opens(t, _GATE) or opens(t, _SINCE) and opens(t, _LAST_WORD) or opens(t, _TAKE) and opens(t, _HOME)):
        return []
    low = lower_keep_length(t).replace("’", "'").replace("ʼ", "'")
    span = _hit(low)
    if span is None:
        return []
    if not (_SELF.search(low) or _NOTE_LINE.search(low)) or _NOT_OWN.search(low):
        return []
    return [stop_finding(Kind.HEALTH, _REASON, t, *span)]
