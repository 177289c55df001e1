"""A religious fast or holy day kept by the writer, given as their reason (round 37, rhealth): "je ne viendrai pas au pot
pendant le ramadan", "dass ich am Jom Kippur nicht ins Offsite komme", "я не піду на корпоратив у Великий піст, бо я
дотримуюсь посту", "I can't make the dinner, it's Passover", "nie przyjdę na wigilię firmową, bo zachowuję post".

The vocabulary reads a faith named of oneself ("I'm Muslim", "ich faste im Ramadan"); asking a team to be excused for
a holy day names no faith, yet only someone who keeps it stays away for it: the practice is the disclosure. In en, pl,
de, es, fr, uk and ru:
- HOLY: a fast or a holy day (Ramadan, Yom Kippur, Lent, Shabbat, Passover, Rosh Hashanah, Eid, Великий піст, ...)
  and, in the same sentence, the writer not coming, not eating or drinking, or keeping it ("I won't come", "I can't
  make it", "nie przyjdę", "odpadam", "komme nicht", "no voy a ir", "je ne viendrai pas", "не піду", "не приду",
  "I'm fasting", "je jeûne", "пощусь");
- KEPT: keeping the fast said of oneself ("I keep the fast", "przestrzegam postu", "ich halte die Fastenzeit ein",
  "guardo el ayuno", "je fais le carême", "я дотримуюсь посту", "соблюдаю пост"): the noun is the religious fast.
Green limits: the holy day for a calendar or a menu ("Yom Kippur dates for 2027", "an iftar recipe for Ramadan"),
others' practice ("our Muslim colleagues fast during Ramadan: should we move lunch?": no first person), asked
in general, fasting for a blood test or a diet (no holy day, no fast of a faith).
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.sentence_scope import stop_span

_REASON = "religion, politics or union membership"

_GATE = word_gate("ramad", "ramaz", "рамад", "kippur", "kipur", "kippour", "кіпур", "кипур", "lent", "post", "fasten", "cuaresma",
                  "carême", "careme", "піст", "пост", "посту", "shabbat", "sabbath", "szabat", "schabbat", "sabbat",
                  "шабат", "шаббат", "passover", "pesach", "pessach", "песах", "rosh", "rosz", "rosch", "рош", "eid",
                  "bajram", "aïd", "курбан", "ураза", "ayuno", "jeûne", "fast", "pościć", "poszczę", "пощу", "пощус")
_HOLY = folded_lazy(
    r"(?<![\w'])(?:ramad[aá]n\w*|ramazan\w*|рамадан\w*|yom kippur|yom kippour|jom kippur|jom kipur|йом[- ]кіпур\w*|"
    r"йом[- ]кипур\w*|(?:during|for|in|over|through) lent|wielki\w* post\w*|fastenzeit|cuaresma|car[eê]me|велик\w* піст|велик\w* пост\w*|"
    r"великому пості|shabbat|sabbath|szabat\w*|schabbat|sabbat|шабат\w*|шаббат\w*|passover|pesach|pessach|песах\w*|"
    r"rosh hashanah?|rosz ha-?szana|rosch ha-?schana|рош[- ]ха-?шана|eid|bajram\w*|a[iï]d(?: el)?[- ](?:fitr|kebir|"
    r"adha)|курбан[- ]байрам\w*|ураза[- ]байрам\w*)(?![\w'])")
# the writer not coming, not eating, or fasting
_AWAY = folded_lazy(
    r"(?<![\w'])(?:i won't (?:come|be (?:there|coming|joining|able)|make it|join|attend|eat|drink)|i can't (?:come|"
    r"make it|make the|make our|join|attend|eat|drink)|i cannot (?:come|attend|join)|i'm not (?:coming|going|joining|eating|drinking)|"
    r"i'll (?:skip|miss|sit out)|can't make it|won't make it|i don't (?:eat|drink)|i'm fasting|i fast|i'll be fasting|"
    r"nie (?:przyjdę|będzie mnie|dam rady|pójdę|jem|piję|mogę przyjść)|odpadam|poszczę|poszczę|poszczę|"
    r"(?:ich )?(?:komme|kommen kann|kann) (?:\w+ ){0,4}?nicht|nicht (?:\w+ ){0,3}?komme|bin nicht da|bin nicht dabei|"
    r"faste|esse nicht|trinke nicht|"
    r"no (?:voy|vendré|iré|puedo ir|podré ir|podré|como|bebo|estaré)|ayuno|estoy ayunando|"
    r"je ne (?:viendrai|viens|pourrai|peux|serai|mange|bois|participerai)|je jeûne|je fais le (?:ramadan|carême)|"
    r"не (?:піду|прийду|зможу|буду|їм|п'ю)|пощуся|пощусь|не (?:пойду|приду|смогу|ем|пью)|пощусь)(?![\w'])")
# keeping a fast said of oneself
_KEPT = folded_lazy(
    r"(?<![\w'])(?:i (?:keep|observe|am keeping|am observing)|i'm (?:keeping|observing)|przestrzegam|zachowuję|"
    r"dotrzymuję|trzymam|ich halte|halte ich|guardo|cumplo|hago|je fais|je respecte|j'observe|я (?:тримаю|дотримуюсь|"
    r"дотримуюся)|тримаю|дотримуюсь|дотримуюся|я (?:соблюдаю|держу)|соблюдаю|держу)\s+(?:(?:the|a|strict|my|"
    r"ścisły|ściśle|den|die|el|la|le|строгий|суворий|сувору)\s+)?"
    r"(?:fast|lent|ramadan|yom kippur|shabbat|sabbath|post|postu|fastenzeit\w*|fasten|fastengebot|ayuno|cuaresma|"
    r"ramadán|carême|ramadan|jeûne|shabbat|піст|посту|пост|шабат|шаббат)(?![\w'])")
# a calendar, a menu, asked in general or on a condition (others' practice has no first-person absence or keeping)
_OTHERS = folded_lazy(
    r"(?<![\w'])(?:if|whether|in general|recipes?|dates?|calendar|jeśli|przepis\w*|kalendar\w*|wenn|falls|ob|"
    r"rezept\w*|kalender|si|recetas?|fechas?|calendario|recettes?|calendrier|якщо|рецепт\w*|календар\w*|если|"
    r"рецепт\w*|дат[аиу])(?![\w'])")


def find_kept_fasts(t: str) -> list[Finding]:
    """A beliefs finding over the sentence of normalised `t` where the writer keeps a fast or stays away for a holy day
    (see the doc)."""
    if not opens(t, _GATE):
        return []
    low = lower_keep_length(t).replace("’", "'")
    kept = _KEPT.search(low)
    if kept is not None:
        a, b = stop_span(low, kept.start(), kept.end())
        if not _OTHERS.search(low, a, b):
            return [Finding(Kind.BELIEFS, _REASON, a, b)]
    for holy in _HOLY.finditer(low):
        a, b = stop_span(low, holy.start(), holy.end())
        if _AWAY.search(low, a, b) and not _OTHERS.search(low, a, b):
            return [Finding(Kind.BELIEFS, _REASON, a, b)]
    return []
