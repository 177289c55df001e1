"""Round 50 (rhealth): the writer's pregnancy told by its term, with no "I am": "Enceinte de 5 mois et non immunisée
contre la toxo", "embarazada de 20 semanas, ¿puedo volar?", "вагітна, 20 тижнів, чи можна летіти?", "беременна 12
недель", "Я на 8 тижні, ніхто не знає" (round 51: the week alone, nothing after it), "w 20 tygodniu ciąży, czy mogę latać?", "schwanger in der 12. Woche, darf ich noch fliegen?".

The vocabulary reads "I'm pregnant", "estoy embarazada", "я вагітна" - a subject and the word; a writer in a hurry gives
the term instead of the subject: the weeks or the months. In the seven languages:
- TERM: a pregnancy word with its weeks or months, either order ("embarazada de 20 semanas", "enceinte de cinq mois",
  "вагітна, 20 тижнів", "беременна на сроке 12 недель", "schwanger in der 12. Woche", "12. SSW", "w 20 tygodniu ciąży",
  "20 tydzień ciąży", "на 20 тижні вагітності", "на 12 неделе беременности");
- the writer's: a feminine form that says it of the speaker by itself ("embarazada", "enceinte", "вагітна",
  "беременна") with no one else before it in its sentence, or - for a form that does not ("w ... tygodniu ciąży",
  "schwanger", "SSW", "на ... тижні вагітності") - a first-person word in the sentence ("czy mogę", "darf ich", "мені").
Green limits: another woman, a partner, a friend, a daughter or a pet before it ("my wife is 20 weeks pregnant" is the
vocabulary's; "ma chatte est enceinte de 6 semaines"), a woman or women in general ("une femme enceinte de 5 mois
peut-elle ...?"), a hypothetical ("if I were 20 weeks pregnant"), a story.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.sentence_scope import sentence_bounds, stop_finding

_REASON = "health information"

# a number in figures or in words (one to twelve, the teens and the tens up to forty)
_N = (r"(?:\d{1,2}|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieci\w+|"
      r"veinte|veinti\w+|treinta(?: y \w+)?|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|"
      r"quinze|seize|dix-\w+|vingt(?:-\w+| et un)?|trente(?:-\w+| et un)?|jeden|dwa|trzy|cztery|pięć|sześć|siedem|"
      r"osiem|dziewięć|dziesięć|\w+naście|dwadzieścia|trzydzieści|одна|один|два|дві|три|чотири|п'ять|шість|сім|"
      r"вісім|дев'ять|десять|\w+надцять|двадцять(?: \w+)?|тридцять(?: \w+)?|четыре|пять|шесть|семь|восемь|девять|"
      r"\w+надцать|двадцать(?: \w+)?|тридцать(?: \w+)?|"
      r"первом|первому|другом|третьем|четвертом|пятом|шестом|седьмом|восьмом|девятом|пер\w+|друг\w+|трет\w+|"
      r"четверт\w+|п'ят\w+|шост\w+|сьом\w+|восьм\w+|дев'ят\w+|pierwszym|drugim|trzecim|czwartym|piątym|szóstym|"
      r"siódmym|ósmym|dziewiątym)")
_TERM = _lazy(
    r"(?<![\w'])(?:"
    # the feminine forms: the speaker's by themselves
    r"(?P<own>embarazada,? de " + _N + r" (?:semanas|meses)|enceinte,? de " + _N + r" (?:semaines|mois)|"
    r"вагітна,? (?:на )?" + _N + r"(?:-?му|-?й|-?ому)? (?:тиж\w*|місяц\w*)|"
    r"беременна,? (?:на )?(?:сроке )?" + _N + r"(?:-?й)? (?:недел\w*|месяц\w*)|"
    # (round 51) the week alone, said of the speaker with nothing after it: "Я на 8 тижні, ніхто не знає", "я на 10
    # неделе, никто не знает", "I'm 8 weeks along"
    r"я на " + _N + r"(?:-?му|-?й|-?ому)? (?:тижні|неделе)(?=\s*(?:[,;!?…]|\.|$|\s(?:і|й|та|а|але|и|а|но)\s))|"
    r"i'm " + _N + r" weeks along)|"
    # the forms without a gender: a first person beside them
    r"w " + _N + r" (?:tygodniu|tyg\.?|miesiącu) ciąży|" + _N + r" (?:tydzień|tydz\.|miesiąc) ciąży|"
    r"schwanger (?:in der |im )?\d{1,2}\.? (?:woche|ssw|monat)|\d{1,2}\. ?ssw|ssw \d{1,2}|"
    r"\d{1,2}\.? (?:woche|monat) schwanger|\d{1,2}\.? schwangerschaftswoche|"
    r"semana \d{1,2} de(?:l| mi)? embarazo|\d{1,2} semanas de embarazo|"
    r"\d{1,2} (?:sa|semaines d'aménorrhée|semaines de grossesse)|\d{1,2}e mois de grossesse|"
    r"\d{1,2}(?:-?му|-?й|-?ому)? тижні вагітності|\d{1,2}(?:-?й)? неделе беременности"
    r")(?![\w'])")
# the writer in the sentence, for the forms without a gender
_MINE = _lazy(
    r"(?<![\w'])(?:i|i'm|my|me|jestem|mam|mogę|moge|mnie|mi|mój|moj|moja|moje|ich|mir|mich|mein|meine|meinem|bin|darf|"
    r"kann|estoy|tengo|puedo|yo|je|j'ai|suis|peux|moi|ma|mon|я|мені|мене|можу|мне|меня|могу)(?![\w'])")
# someone else before the pregnancy, a woman in general, a pet, a hypothetical, a story
_OTHER = _lazy(
    r"(?<![\w'])(?:she|her|wife|partner|girlfriend|daughter|sister|friend|colleague|woman|women|"
    r"ona|jej|żona|partnerka|dziewczyna|córka|siostra|przyjaciółka|koleżanka|kobieta|kobiety|"
    r"sie|ihre|frau|freundin|tochter|schwester|kollegin|frauen|"
    r"ella|esposa|mujer|novia|pareja|hija|hermana|amiga|compañera|mujeres|"
    r"elle|épouse|femme|copine|fille|sœur|soeur|amie|collègue|femmes|"
    r"вона|дружина|жінка|дівчина|донька|дочка|сестра|подруга|колега|жінки|"
    r"она|жена|женщина|девушка|дочь|подруга|коллега|женщины|"
    r"cat|dog|mare|katze|hündin|stute|kotka|suka|klacz|gata|perra|yegua|chatte|chienne|jument|кішка|собака|кобила|"
    r"кошка|"
    r"if|wenn|falls|gdyby|jeśli|si|якщо|якби|если|"
    r"maybe|think|vielleicht|chyba|może|quizás|creo|peut-être|здається|мабуть|можливо|кажется|наверное|возможно|"
    r"story|novel|character|roman|powieść|geschichte|novela|personaje|personnage|роман|персонаж|рассказ)(?![\w'])")


def find_pregnancy_weeks(text: str) -> list[Finding]:
    """A health finding over normalised `text` where the writer tells her pregnancy by its weeks or months (see the
    module's doc)."""
    low = lower_keep_length(text)
    if _TERM.search(low) is None:
        return []
    low = low.replace("’", "'").replace("ʼ", "'")
    for m in _TERM.finditer(low):
        a, b = sentence_bounds(low, m.start())
        if _OTHER.search(low, a, m.start()) or _OTHER.search(low, 0, min(a, 60)):
            continue
        if m.group("own") is not None or _MINE.search(low, a, b):
            return [stop_finding(Kind.HEALTH, _REASON, low, m.start(), m.end())]
    return []
