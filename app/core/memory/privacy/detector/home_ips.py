"""Round 47 (rids): a home's public IP address told as the writer's own - "the cameras at 27 Larkspur Way are reachable
on 37.253.232.220:8443 from outside", "kamery na działce ... są pod 78.212.40.94:8000", "caméras accessibles sur
93.35.171.77:8443 depuis l'extérieur", "my home IP is 84.23.117.9", "meine öffentliche IP ist 91.34.2.18", "мій білий
IP 46.211.8.14".

A home connection's public address locates the household (a provider's records tie it to the subscriber's address) and,
with a port forwarded to a camera or a NAS, is the door to it from anywhere: the writer's identifier.

Read (gated on the dotted quad's digits and the literal "." between): a dotted quad of four numbers up to 255 - a public
one: not a private (10/8, 172.16/12, 192.168/16), shared (100.64/10), loopback, link-local, multicast or reserved one,
not a documentation range (192.0.2/24, 198.51.100/24, 203.0.113/24), not a public resolver (1.1.1.1, 8.8.8.8 ...)
- then one of:
- the writer's own address named right before it: "my home / public / external IP", "mi IP pública", "mon IP publique",
  "meine öffentliche IP", "moje publiczne IP", "мій зовнішній IP", "мой белый IP";
- a port after it (or "IP" right before it) and, in the message, both a home (house, cottage, holiday home, "casa del
  pueblo", "działka", "Ferienhaus", "дача", or a street address's word: "Way", "ul.", "Calle", "chemin", "вул.") and a
  camera or a NAS behind it, a reach from outside or a forwarded port ("from outside", "desde fuera", "depuis
  l'extérieur", "von außen", "Portfreigabe", "z zewnątrz", "ззовні", "port forward").
Green limits: a server's, a VPS's, a game server's address without a home; a LAN address ("192.168.1.64" is the
device's place in the house, yellow at most, read by nobody here); a version number ("WhatsApp 2.24.25.78": no port,
no IP word and no home); an address someone else logged in from (no home, no "my").
"""
from __future__ import annotations

from collections.abc import Callable

from app.core.memory.privacy.detector.lazy import LazyPattern

REASON = "home IP address"  # (the reason identifiers.py gives a home IP: story_values reads it as a contact)

# a dotted quad with an optional port (lower-cased text)
_QUAD = LazyPattern(
    r"(?<![\w.:/@\-])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?::(\d{2,5}))?(?![\w\-]|\.\d)"
)
# the writer's own address named right before the quad: "my home IP is", "mi IP pública es", "мій білий IP:"
_OWN_IP = LazyPattern(
    r"(?<![^\W\d_])(?:my (?:home |public |external |wan |house |router'?s? (?:public |external |wan )?)ip(?: address)?|"
    r"(?:the |our )?(?:home|house)'?s? (?:public |external )?ip(?: address)?|"
    r"mi ip (?:p[uú]blica|de casa|externa|fija)|la ip (?:p[uú]blica )?de (?:mi )?casa|"
    r"mon (?:adresse )?ip (?:publique|fixe|de la maison|perso)|l'ip (?:publique )?de (?:ma|la) (?:maison|box)|"
    r"meine (?:öffentliche |feste |externe )?ip(?:-adresse)?(?: (?:von )?zu ?hause| daheim)?|unsere (?:öffentliche |feste )ip|"
    r"(?:moje|mój|nasze|nasz) (?:publiczne |domowe |zewnętrzne |stałe )?(?:ip|adres ip)(?: domowe| w domu| publiczne)?|"
    r"(?:мій|моя|мой|моя|наш) (?:білий |зовнішній |статичний |домашній |белый |внешний |статический |домашний )?(?:ip|айпі|айпи)(?:-адреса|-адрес)?)"
    r"(?![^\W\d_])[ \t]*(?:(?:is|es|est|c'est|ist|lautet|to|jest|це|это|—|–|-|:|=)[ \t]*)?$"
)
# a home in the message: a house, a flat, a cottage, a holiday home, a plot with a summer house
_HOME = LazyPattern(
    r"(?<![^\W\d_])(?:home|house|cottage|flat|holiday home|my place|casa|chalet|vivienda|piso|maison|domicile|appart\w*|"
    r"dom|domu|domku|domek|mieszkani\w*|dzia[łl]k\w*|dzia[łl]c\w*|haus|ferienhaus|ferienwohnung|wohnung|zuhause|daheim|"
    r"дач\w*|будин\w*|будинк\w*|хат\w*|квартир\w*|дом|дома|доме|домі|"
    # a street address: "27 Larkspur Way", "ul. Jesionowa 14", "Calle Real 8", "12 chemin des Mouettes", "вул. Садова 9"
    r"way|road|street|lane|avenue|close|drive|ul\.|ulica|ulicy|calle|avenida|rue|chemin|impasse|allée|stra[ßs]e|weg|"
    r"вул\.|вулиця|улица|ул\.)(?![^\W\d_])"
)
# reached from outside, a port forwarded on the home's router, or a camera or a NAS behind it
_OUTSIDE = LazyPattern(
    r"(?<![^\W\d_])(?:cameras?|cam|nas|dvr|nvr|kamer\w*|c[aá]maras?|cam[ée]ras?|камер\w*|from outside|from anywhere|remotely|outside the house|port[\s\-]?forward\w*|forward(?:ed|ing)? (?:set up|port)|"
    r"desde fuera|de fuera|desde el exterior|redirecci[oó]n de puertos|abrir? (?:el )?puerto|"
    r"depuis l'ext[ée]rieur|de l'ext[ée]rieur|redirection de port\w*|"
    r"von au[ßs]en|von unterwegs|portfreigabe|portweiterleitung|"
    r"z zewn[aą]trz|spoza domu|przekierowani\w* port\w*|"
    r"ззовні|зовні|з-поза дому|прокину\w*|проброс\w*|снаружи|извне)(?![^\W\d_])"
)
_IP_WORD = LazyPattern(r"(?<![^\W\d_])(?:ip|айпі|айпи)(?:[\s\-]?(?:address|adresse|adres|адреса|адрес))?[ \t:=]*$")


def _public(a: int, b: int, c: int, d: int) -> bool:
    if max(a, b, c, d) > 255 or a == 0 or a == 127 or a >= 224 or a == 10:
        return False
    if (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168) or (a == 169 and b == 254) or (a == 100 and 64 <= b <= 127):
        return False
    if (a, b, c) in ((192, 0, 2), (198, 51, 100), (203, 0, 113), (192, 0, 0)) or (a == 198 and b in (18, 19)):
        return False  # documentation and benchmarking ranges
    return (a, b, c, d) not in ((1, 1, 1, 1), (1, 0, 0, 1), (8, 8, 8, 8), (8, 8, 4, 4), (9, 9, 9, 9), (208, 67, 222, 222))


def find_home_ips(text: str, low: str, add: Callable[[str, int, int], None]) -> None:
    """Call add(REASON, start, end) for each public IP address `text` tells as the writer's home's (`low`: lower-cased,
    the same length; see the module's doc)."""
    home: bool | None = None
    for m in _QUAD.finditer(low):
        if not _public(*(int(g) for g in m.groups()[:4])):
            continue
        head = low[max(0, m.start() - 45):m.start()]
        if _OWN_IP.search(head):
            add(REASON, *m.span())
            continue
        if m.group(5) is None and not _IP_WORD.search(head):
            continue  # (no port and no "IP" before: a version, a dotted reference)
        if home is None:
            home = bool(_HOME.search(low)) and bool(_OUTSIDE.search(low))
        if home:
            add(REASON, *m.span())
