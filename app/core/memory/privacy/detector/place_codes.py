"""Round 44 (rids): the codes of a shop's till and of the rooms and locks a writer keeps shut, read as kept_codes.py
reads a safe's: a till's, a cash register's, a card terminal's manager or refund code ("The manager override code on
the shop till is 5521", "Kassencode für Stornos: 4418", "kod kierownika na kasie 5520", "código de la caja
registradora 3390", "le code manager de la caisse", "Код адміністратора в касі 2284", "код на кассе для возвратов"),
a cashier's code ("код касира"), a server room's or a storeroom's door ("Код від серверної 55-08-17"), a bike lock's
or a padlock's combination ("bike lock combo 4729", "Fahrradschloss Zahlencode 5819", "szyfr do kłódki rowerowej",
"код на велозамку 2739"). Such a code opens the till or the room: a secret like a PIN.

The same reading as kept_codes.read_codes: the thing and a code word (or a setting verb) in one sentence, the value
after the later of the two within a few words, no number between; four to eight digits or single digits parted by a
dash, dot or space. Its green limits hold: a till's or a register's NUMBER ("Kasse 3", "caja número 2"), an error code
("error code 4491 on the till"), a default, an example, a promo code, a product's code, a year, a run (1234), a
story's; a code printed on a receipt, a ticket or an invoice (the shop's), a manual's or a sample's. Gated on the things' stems: a message without one reads nothing here.

Left out: a bare lock and a value without a code word ("candado de la bici 3041": a lock's model as often), a dial's
combination said in words ("14 links, 33 rechts").
"""
from __future__ import annotations

from collections.abc import Callable

from app.core.memory.privacy.detector.findings import speed_up
from app.core.memory.privacy.detector.kept_codes import read_codes
from app.core.memory.privacy.detector.lazy import LazyPattern

# the things' stems (lower-cased text)
GATE_WORDS = ("till", "register", "pos", "point of sale", "terminal", "cashier", "kas",
              "caja registradora", "tpv", "datáfono", "datafono", "caisse", "tpe", "кас",
              "server", "serwer", "servidor", "serveur", "сервер", "storeroom", "stockroom", "back office", "magazyn",
              "lager", "almac", "réserve", "reserve", "склад", "підсоб", "подсоб",
              "bike lock", "bicycle lock", "padlock", "combination lock", "kłódk", "klodk", "zapięci", "zapieci",
              "schloss", "candado", "cadenas", "antivol", "замок", "замк", "велозам")
_THING = (
    r"tills?|cash (?:register|desk)s?|pos|point of sale|(?:card|payment) terminals?|cashiers?|"
    r"kas(?:a|ie|y|ą|ę|ach|ami|om)|kasow\w*|kasjer\w*|terminal\w* płatnicz\w*|kartenterminal\w*|"
    r"(?:registrier)?kassen?|kassen(?:system|terminal|schublade|code|pin)\w*|kassierer\w*|"
    r"caja registradora|cajas registradoras|tpv|dat[aá]fonos?|cajer[oa]s?|"
    r"caisses?(?! d['’ ]| primaire| nationale| des| de (?:retraite|d[ée]p[oô]t|pension|l['’]))|caisse enregistreuse|tpe|caissi[eè]res?|"
    r"кас[аіиуе]|касою|касов\w*|касс[аеиуы]|кассой|кассов\w*|касир\w*|кассир\w*|"
    r"server ?rooms?|serwerowni\w*|serverraum\w*|serverr[äa]um\w*|sala de servidores|salle (?:des )?serveurs?|серверн\w*|"
    r"storerooms?|stockrooms?|back office|magazyn\w*|lagerraum\w*|almac[eé]n\w*|la r[ée]serve|склад\w*|підсобк\w*|"
    r"подсобк\w*|підсобн\w*|подсобн\w*|"
    r"bike ?locks?|bicycle locks?|padlocks?|combination locks?|kłódk\w*|klodk\w*|zapi[eę]ci\w* rower\w*|"
    r"fahrradschloss\w*|zahlenschloss\w*|vorh[äa]ngeschloss\w*|candados?|cadenas|antivol\w*|"
    r"велозам\w*|замок (?:на|від|для) (?:велосипед|вело)\w*|навісн\w* замк?\w*|кодов\w* замк?\w*"
)
_THINGS = LazyPattern(r"(?<![^\W\d_])(?:" + _THING + r")(?![^\W\d_])")


# a code printed on a receipt or a ticket is the shop's or the sale's, not the till's secret
_PRINTED = LazyPattern(
    r"(?<![^\W\d_])(?:(?:on|in|from|na|w|z|auf|im|vom|von|en|del|de|sur|du|dans|на|в|з|с|із|по)\s(?:the\s|a\s|dem\s|der\s|"
    r"einem\s|el\s|un\s|los\s|le\s|la\s|les\s|un\s|mon\s|my\s)?(?:receipts?|paragon\w*|beleg\w*|kassenbon\w*|"
    r"kassenzettel\w*|bon|recibos?|tickets?|re[çc]us?|factur\w*|faktur\w*|rechnung\w*|invoices?|чек\w*|квитанц\w*)|"
    r"printed|gedruckt|nadrukowan\w*|impres[oa]|imprim[ée]\w*|надрукован\w*|напечатан\w*|"
    # a manual's or a sample's value: "the PIN for the till is 4821 in the manual, just a sample value"
    r"samples?|manuals?|instrukcj\w*|handbuch\w*|anleitung\w*|bedienungsanleitung\w*|manual de\w*|mode d['’]emploi|"
    r"notice|інструкці\w*|инструкци\w*|demo|dummy|muestra|pr[oó]bk\w*|muster\w*)(?![^\W\d_])")


def find_place_codes(text: str, low: str, add: Callable[[str, int, int], None]) -> None:
    """Call add(reason, start, end) for each till's, room's or lock's code said in `text` (`low`: lower-cased, the
    same length)."""
    if not any(w in low for w in GATE_WORDS) or _THINGS.search(low) is None:
        return  # (the compiled pattern behind its word gate: no thing's word, no scan)
    found: list[tuple[str, int, int]] = []
    read_codes(text, low, lambda reason, s, e: found.append((reason, s, e)), _THINGS)
    for reason, start, end in found:
        begin = max(low.rfind(". ", 0, start), low.rfind("\n", 0, start), start - 80, 0)
        stop = low.find(". ", end)
        if _PRINTED.compiled.search(low, begin, min(end + 60, stop if stop >= 0 else len(low))):
            continue  # "the till code on receipts is 4417": the shop's number on its receipts
        add(reason, start, end)


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead), behind word gates
