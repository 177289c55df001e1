"""A building's entry code named by a word the secret finders do not read (round 22): "Klingelcode 5519", "der
Hauscode ist 2291#", "code d'entrée 482B", "код входа в подъезд 2217", "Klingelcode 55*19".

The door-code finders (secrets.py, secret_home_codes.py) know "door code", "kod do klatki", "digicode" and the like;
the words people use for the keypad at a building's door are more: the bell's code, the house's code, the entrance's
code, the access code of a stairwell, in the six languages. After such a word (and at most a few words: "fürs
Treppenhaus", "au bâtiment"), a code of four to eight digits, or three digits and more with a letter, a star or a hash
("482B", "2291#", "55*19"; round 28: the letter inside, Latin or Cyrillic - "31K8", "48К7") is the code. Not a postcode with its town after it ("code d'entrée du magasin 75011 Paris"),
an error code ("404 error"), a year, a price or an amount.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.findings import speed_up
from app.core.memory.privacy.detector.folding import fold_letters
from app.core.memory.privacy.detector.lazy import LazyPattern

_ENTRY = re.compile(fold_letters(
    r"(?<!\w)(?:klingel-?code|klingel|haus-?code|haust[üu]r-?code|hauseingangs?-?code|eingangs-?code|treppenhaus-?code|"
    r"zugangs-?code|tor-?code|t[üu]r-?code|t[üu]r[öo]ffner-?code|"
    r"code d'entr[ée]e|code de l'entr[ée]e|code de l'immeuble|code du hall|code d'acc[èe]s|code (?:de la )?porte|"
    r"code (?:de l')?interphone|code du portail|"
    r"c[oó]digo de (?:acceso|entrada|la puerta|del portal|del portero|la entrada)|c[oó]digo del (?:portal|portero|edificio)|"
    # (round 48) an adjective before the door: "код від чорного входу", "код от запасного выхода", "kod do tylnego wejścia"
    r"kod (?:do |od )?(?:[a-ząćęłńóśźż]+(?:ego|ej|ych) )?(?:domofonu|wej[śs]ciowy|wej[śs]cia|bramy|klatki|furtki|drzwi)|kod dost[ęe]pu|"
    r"код (?:від |от |до |в |у )?(?:[а-яіїєґё'’]+(?:ого|его|ої|ей|их|ых) )?(?:домофон[ау]?|під'їзду|під’їзду|підʼїзду|входу|входа|"
    r"виходу|выхода|доступу|доступа|подъезда|подъезд|під'їзд|двер(?:[іие]|ей|ям)|хвіртки|калитки|воріт|ворот)|"
    # (round 45, rids) the code AT the place: "код на вході 318К", "код на хвіртці, тепер 00666", "код у під'їзді",
    # "код на калитке", "kod na bramie", "kod przy furtce", "code au portail"
    r"код (?:на |у |в |біля |возле |при )(?:вході|вход[еу]|хвіртці|калитке|калитці|воротах|дверях|двер[іи]|під'їзді|"
    r"під’їзді|підʼїзді|подъезде|домофоні|домофоне|парадн\w*|шлагбаум\w*)|"
    r"kod (?:na|przy|w) (?:bramie|furtce|wej[śs]ciu|klatce|drzwiach|domofonie|szlabanie)|"
    # (round 49, rids) the code FOR getting in: "код на вхід у парафіяльний дім 3979", "код для входу", "kod na wejście",
    # "code pour entrer", "código para entrar", "code to get in"
    r"код (?:на|для) (?:вхід|вход|входу|входа)|kod (?:na|do) wej[śs]cie|code pour (?:entrer|rentrer)|"
    r"c[oó]digo para (?:entrar|abrir)|code (?:to get in|to enter|to open the (?:door|gate))|"
    r"code (?:au|du|sur le) (?:portail|portillon|interphone|digicode)|"
    r"entry code|entrance code|door code|gate code|keypad code|intercom code|buzzer code|access code)"
    r"(?!\w)"))
# (round 48) the hours the code is for, between the name and the value: "код від чорного входу в зал після 23:00 — 8 4 2 6"
_HOURS = (r"(?:(?<![^\W\d_])(?:після|пiсля|после|з|с|від|от|до|after|from|before|until|ab|nach|bis|vor|od|po|do|"
          r"apr[èe]s|d[èe]s|avant|desde|hasta|a partir de|antes de)[ \t]\d{1,2}(?:[:.h]\d{2})?(?:[ \t]?(?:uhr|h|pm|am|godz\w*))?"
          r"(?![\d:]))?")
_VALUE = re.compile(
    r"[^\d.!?\n]{0,28}?" + _HOURS + r"[^\d.!?\n]{0,12}?(?<![\w.,/\-])(?P<code>\d(?: \d){3,7}(?: ?[#*])?(?![ \-]?\d)|\d{4,8}[#*]?|\d{1,6}[*#]\d{1,6}(?![#*])|[*#]\d{4,8}[#*]?|\d{3,6}[#*]|\d{3,6}[A-Za-zА-ЯІЇЄа-яіїє]|\d{1,5}[A-Za-zА-ЯІЇЄа-яіїє]\d{1,5})(?![\w]|[.,/\-]\d|\s?(?:€|zł|eur|\$))")
_NOT_AFTER = re.compile(r"\s*(?:[A-ZÀ-ÖØ-Þ][a-zà-ÿ]+|error|fehler|błąd|erreur|ошибк|помилк|r\.|rok|year|jahr|año|an\b|"
                        r"(?:mm|cm|m|km|kg|g|l|ml|kw|w|v|px|%|°)(?!\w))")
_MODEL_GAP = re.compile(r"model|modell|modelo|modèle|modelu|модел|typ|tipo|type|serie|série|серія|серия|version|versi")
_GATE = ("code", "kod", "codigo", "código", "код", "klingel")
# (round 47, rids) the intercom's word alone right before its code, as a note to a nanny or a guest writes it: "домофон
# 27К3581", "domofon: 41K27", "интерфон 2580#" - the value right after it (a colon at most), of a keypad's shape with a
# letter, a star or a hash inside or after, or four to eight digits; "domofon 25" (the flat's number) is too short
_BARE_INTERCOM = LazyPattern(
    r"(?<![^\W\d_])(?:домофон|домофону|domofon|domofonu|interphone|intercom|gegensprechanlage|portero)[ \t]*[:=\-–—]?[ \t]*"
    r"(?<![\w])(\d{1,5}[a-zа-яіїє*#]\d{2,5}|\d{4,8}[#*]?|\d{3,6}[a-zа-яіїє#*])(?![\w]|[.,/\-]\d|[ \t]?(?:€|zł|eur|\$|грн))"
)


def find_entry_codes(text: str, low: str, add: Callable[[str, int, int], None]) -> None:
    """Entry codes after a building's code word in `text` (see the module's doc); `add(reason, start, end)`."""
    for m in _BARE_INTERCOM.finditer(low):
        code = m.group(1)
        if not (code.isdigit() and len(code) == 4 and 1900 <= int(code) <= 2099) and len(set(code)) > 1:
            add("door or alarm code", *m.span(1))
    if not any(g in low for g in _GATE):
        return
    for m in _ENTRY.finditer(low):
        v = _VALUE.match(text, m.end())
        if v is None or low[m.end():m.end() + 1] == "-" or _MODEL_GAP.search(low, m.end(), v.start("code")):
            continue  # "der Türcode-Leser Modell 2K50": a device's model (round 28)
        code = v.group("code")
        digits = sum(c.isdigit() for c in code)
        if digits < 3 or (code.isdigit() and (1900 <= int(code) <= 2099 and len(code) == 4)) \
                or _NOT_AFTER.match(text, v.end()):
            continue
        add("door or alarm code", v.start("code"), v.end("code"))


speed_up(globals())
