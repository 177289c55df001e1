"""Round 51 (rlinks): a relative in a plight of war, and the writer's partner's violence named as the writer's reason.

- WAR: a relative - the writer's ("мій син", "my husband", "mein Sohn"), a named person's ("у Катерини чоловік", "у Ольги
  муж") or a family word opening the clause ("чоловік зник безвісти під Бахмутом") - held captive, missing in action or
  killed at the front: "у Катерини чоловік у полоні", "мій брат зник безвісти", "мой муж в плену", "my son is a
  prisoner of war", "my husband has been missing in action since March", "mein Mann ist in russischer
  Gefangenschaft", "mój syn jest w niewoli", "mi hermano está desaparecido en el frente", "mon fils est porté disparu".
  A family's tragedy that ties a named or known person to the war (category captivity / missing-relative).
  The bare "чоловік" / "муж" / "man" is also "a man": without a possessive or an owner before it, only a plight of war
  ("у полоні", "зник безвісти під Бахмутом", "на фронті") reads it as the writer's husband.
- VIOLENCE: the violence of the writer's partner as the reason the writer acts ("à cause des violences de mon conjoint",
  "por los malos tratos de mi marido", "из-за насилия со стороны мужа", "через насильство чоловіка"), or the writer as
  its victim in Ukrainian and Russian ("я жертва домашнього насильства", "я жертва домашнего насилия") - the other
  languages' forms are read elsewhere (category domestic-violence).
Green limits: lists and news ("Полонених обмінюють щомісяця", "Soldiers missing in action are listed ..."), the topic
("What are the signs of domestic violence?"), a story or a film (family_blows' _NOT_OURS), a negation or a condition
right before ("if my son is taken prisoner"), a family's history (a year before 1990, a world war: "My dad was a
prisoner of war in 1944").
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.sentence_scope import after_spaces, stop_bounds

_REASON = "intimate or private life"

# the plight's and the violence's words (typed plain too: word_gate adds those spellings)
_GATE = word_gate("полон", "безвіст", "загину", "плен", "без вести", "погиб", "prisoner", "captiv", "captured",
                  "missing", "killed in action", "niewol", "zagin", "polegl", "poległ", "gefangen", "vermisst", "gefallen",
                  "prisioner", "cautiv", "desaparecid", "combate", "prisonnier", "captif", "disparu", "violence", "malos tratos",
                  "maltrato", "violencia", "насильств", "насили", "жертва")

_POSS = (r"(?:my|our|mein|meine|meinen|unser|unsere|mój|moja|mojego|moją|nasz|mi|mis|nuestro|mon|ma|notre|мій|моя|мого|"
         r"мою|наш|мой|моего|наша)")
_KIN = (r"(?:husband|wife|son|daughter|brother|sister|father|dad|partner|fianc[ée]e?|boyfriend|cousin|uncle|nephew|"
        r"mann|ehemann|frau|sohn|tochter|bruder|vater|papa|freund|verlobter|onkel|neffe|"
        r"mąż|żona|syn|córka|brat|ojciec|tata|narzeczony|chłopak|wujek|kuzyn|bratanek|siostrzeniec|"
        r"marido|esposo|esposa|hijo|hija|hermano|padre|novio|prometido|primo|t[íi]o|sobrino|"
        r"mari|époux|femme|fils|fille|frère|père|fiancé|copain|compagnon|cousin|oncle|neveu|"
        r"чоловік|син|брат|батько|тато|наречений|хлопець|дядько|племінник|онук|"
        r"муж|сын|отец|папа|жених|парень|дядя|племянник|внук)")
# the plight, right after the kin word and up to three words ("is", "has been", "since 2022", "вже два роки")
_PLIGHT = (r"(?:missing in action|(?:a )?prisoner of war|(?:a )?pow|taken prisoner|held captive|in captivity|"
           r"(?:was|has been|got|been) captured|"
           r"killed in action|killed at the front|"
           r"w niewoli|(?:wzięt\w*|dost\w*) do niewoli|zaginion\w* (?:na froncie|bez wieści|w akcji)|zagin\w* (?:na froncie|bez wieści)|"
           r"poleg[łl]\w*|zgin\w* na (?:froncie|wojnie)|"
           r"in (?:\w+ )?(?:kriegs)?gefangenschaft|kriegsgefangen\w*|(?:an der front|im krieg|im einsatz) (?:vermisst|gefallen)|"
           r"prisioner\w*|cautiv\w*|capturad\w*|desaparecid\w* (?:en (?:combate|el frente|la guerra|acci[óo]n))|"
           r"muert\w* en (?:combate|el frente)|ca[íi]d\w* en combate|"
           r"(?:fait )?prisonnier\w*|captif|captive|port[ée]e? disparue?|disparue? (?:au front|au combat|[àa] la guerre)|"
           r"(?:tu[ée]|mort) (?:au combat|au front|[àa] la guerre)|"
           r"(?:у|в) полоні|(?:потрапив|потрапила|взяли|забрали) (?:у|в) полон|зник\w* безвісти|безвісти зникл\w*|"
           r"загину\w* (?:на фронті|на війні|під \w+)|"
           r"(?:в|у) плену|(?:попал|попала|взяли) в плен|пропал\w* без вести|без вести пропавш\w*|"
           r"погиб\w* (?:на фронте|на войне|под \w+))")
# (a plight of war read for a bare "чоловік" / "муж": no possessive needed)
_WAR = (r"(?:(?:у|в) полоні|(?:у|в) плену|зник\w* безвісти (?:під \w+|на (?:фронті|війні|сході))|"
        r"пропал\w* без вести (?:под \w+|на (?:фронте|войне))|"
        r"загину\w* (?:на фронті|на війні|під \w+)|погиб\w* (?:на фронте|на войне|под \w+))")
_OWNER = r"(?:у|в|u) [^\W\d_]+"  # "у Катерини чоловік", "у мене брат", "u Kasi mąż" (the text is lower-cased)
_KIN_PLIGHT = _lazy(
    r"(?i:(?<![\w'])(?:(?:" + _POSS + r"|" + _OWNER + r") )" + _KIN + r"(?: [\w'-]+){0,3}? " + _PLIGHT + r"(?![\w'])|"
    r"(?:^|(?<=[.!?,;:] )|(?<=\n))(?:чоловік|муж|син|сын|брат|батько|отец) (?:[\w'-]+ ){0,2}?" + _WAR + r"(?![\w']))"
)
# the partner's violence as the writer's reason; a Slavic "я жертва ..." too
_PARTNER = (r"(?:(?:de |of )?(?:mon|ma|my|mi|meines|meiner) (?:conjoint|compagnon|mari|ex|partenaire|copain|pareja|marido|"
            r"esposo|novio|expareja|partner|husband|ex-husband|boyfriend|mannes|ehemannes|partners|freundes)|"
            r"(?:ze strony )?(?:męża|partnera|mojego męża|byłego męża)|(?:з боку |со стороны )?(?:чоловіка|мужа|"
            r"колишнього чоловіка|бывшего мужа|партнера|співмешканця|сожителя))")
_VIOLENCE = _lazy(
    r"(?i:(?<![\w'])(?:[àa] cause des|en raison des|suite aux|por (?:los|las|la|el)|a causa de (?:los|las|la)|"
    r"через|из-за|wegen der|aufgrund der|z powodu) "
    r"(?:violences?|malos tratos|maltratos?|violencia|agresiones|насильство|насилля|насилия|gewalt|przemocy) "
    r"(?:conjugales? |machista |de g[ée]nero |domestique |dom[ée]stica )?" + _PARTNER + r"(?![\w'])|"
    r"(?<![\w'])я (?:[\w'-]+ )?жертв\w* (?:домашнього|домашнего|сімейного|семейного) (?:насильства|насилля|насилия)(?![\w']))"
)
_NOT_OURS = _lazy(r"(?<![\w'])(?:novel|film|movie|series|story|character|roman|buch|serie|livre|personnage|novela|"
                  r"película|personaje|powieś\w*|książ\w*|фільм\w*|фильм\w*|роман\w*|персонаж\w*|книг\w*|if|wenn|falls|"
                  r"si|jeśli|jeżeli|якщо|если|statistics|statistik|statystyk\w*|статистик\w*|"
                  # a family's history, not a person's plight today: "My dad was a prisoner of war in 1944", WWII
                  r"1[89]\d\d|19[0-8]\d|ww ?(?:2|ii|1|i)|world war|weltkrieg\w*|wojn\w* [śs]wiatow\w*|"
                  r"guerra mundial|guerre mondiale|світов\w* війн\w*|мирово\w* войн\w*|великой отечественной)(?![\w'])")


def find_kin_plights(t: str) -> list[Finding]:
    """An intimate-life finding over the sentence of normalised `t` that tells a relative held captive, missing or
    killed at war, or the writer's partner's violence as the writer's reason (see the doc)."""
    if not opens(t, _GATE):
        return []
    low = lower_keep_length(t).replace("’", "'")
    for pattern in (_KIN_PLIGHT, _VIOLENCE):
        for m in pattern.finditer(low):
            a, b = stop_bounds(low, m.start(), m.end())
            if _NOT_OURS.search(low, a, b):
                continue
            return [Finding(Kind.RELATIONSHIP, _REASON, after_spaces(t, a, b), b)]
    return []
