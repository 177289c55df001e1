"""Word lists, round 25: a divorce filed "with" the partner named, and a household bill left unpaid for months.

- RELATIONSHIP: "ми з Дмитром подали на розлучення", "мы с Игорем подали на развод" (the couple said as "we with X",
  the Ukrainian and Russian way; the other languages' "we filed for divorce" are in the older lists);
- RELATIONSHIP: an affair said as "je la trompais" (the writer cheating, in the past too), "X and I have been sleeping
  together ...; my husband ...", "una relación a escondidas de mi pareja"; a custody fight under way ("ich bin im
  Sorgerechtsstreit", "wir sind seit Mai im Sorgerechtsstreit");
- FINANCE: a utility bill or the rent open for months, with its cut-off or the court ("Die Stromrechnung ist seit
  Monaten offen, jetzt droht die Sperre", "Заборгованість за комуналку вже пів року", "Задолженность за свет уже
  полгода").

Green limits: "ми з Олегом подали заявку на грант" (no divorce word), "Die Gasrechnung kommt jetzt monatlich" (no time
unpaid), a country's or a firm's debt ("Заборгованість країни за кредитами").
"""
from __future__ import annotations

RELATIONSHIP_STRONG = [
    r"\b(?:ми з|мы с) [а-яіїєґё'’]+ (?:вже |уже |нарешті |наконец )?(?:подали|подаємо|подаём|подаем|подамо|подадим) "
    r"(?:документи |документы |заяву |заявление )?на (?:розлучення|развод)\b",
    # (round 40) the partner after the verb: "Подали з дружиною на розлучення", "подали с мужем на развод"
    r"\b(?:подали|подаємо|подамо|подаём|подаем|подадим) (?:з|із|зі|с|со) (?:дружиною|чоловіком|жінкою|женой|мужем) "
    r"(?:документи |документы |заяву |заявление )?на (?:розлучення|развод)\b",
]
RELATIONSHIP_STRONG += [
    r"\bje (?:la|le|les) (?:tromp(?:ais|e|ai|é)|trompe depuis)\b",
    r"\b(?:have|'ve|had) been sleeping together\b[^.!?\n]{0,60}\b(?:my|her|his) (?:husband|wife|partner|boyfriend|"
    r"girlfriend|fianc[ée]e?)\b",
    r"\b(?:una |la |mi )?relación (?:secreta )?a escondidas de (?:mi|su) (?:pareja|marido|mujer|novi[oa]|espos[oa])\b",
    r"\b(?:ich bin|wir sind|bin|sind) (?:\w+ ){0,2}?im sorgerechtsstreit\b",
]
RELATIONSHIP_TRIGGERS: list[str] = []

_BILL_DE = r"(?:stromrechnung|gasrechnung|wasserrechnung|heizkostenrechnung|nebenkostenabrechnung|miete|handyrechnung)"
_UTILITY_UK = (r"(?:комуналк\w*|комунальн\w*|світло|газ|воду|опалення|квартплат\w*|оренд\w*|свет|коммуналк\w*|"
               r"коммунальн\w*|отопление|квартиру)")
FINANCE_STRONG = [
    r"\b(?:die |meine |unsere )?" + _BILL_DE + r" (?:ist|sind) (?:schon |jetzt )?seit (?:\w+ )?(?:monaten|wochen|"
    r"einem halben jahr) (?:offen|unbezahlt|nicht bezahlt)\b",
    r"\b(?:заборгованість|заборгованості|борг|боргу|задолженность|задолженности|долг|долгу) за " + _UTILITY_UK
    + r" (?:вже |уже |ще |еще |ещё )?(?:пів ?року|півроку|полгода|пол года|\d+ (?:місяц\w*|месяц\w*)|"
    r"(?:два|три|чотири|п'ять|кілька|декілька|четыре|пять|несколько) (?:місяц\w*|месяц\w*))",
]
FINANCE_TRIGGERS: list[str] = []


def _words(text: str) -> frozenset[str]:
    from app.core.memory.privacy.detector.folding import fold_word

    return frozenset(text.split()) | frozenset(fold_word(w) for w in text.split())


# (area, its words, its patterns): read by disclosures.py as vocab/told.py's areas (every match holds one of the words)
AREAS = (
    ("RELATIONSHIP", _words("розлучення развод trompais trompe trompai trompé together escondidas sorgerechtsstreit"),
     tuple(RELATIONSHIP_STRONG)),
    ("FINANCE", _words("stromrechnung gasrechnung wasserrechnung heizkostenrechnung nebenkostenabrechnung miete "
                       "handyrechnung заборгованість заборгованості борг боргу задолженность задолженности долг долгу"),
     tuple(FINANCE_STRONG)),
)
