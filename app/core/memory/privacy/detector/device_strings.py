"""A device's own strings and a portal's listing number: not values for the learned model to score (round 35).

The learned model reads a long run of capitals and digits as a key: "Po aktualizacji do One UI 6.1 (S928BXXU1AXB5)
nie działa hotspot" (a firmware build), "En el router aparece CB:AF:E8:E4:6D:F2 como desconocido" (a MAC address),
"Оголошення на DOM.RIA з ID 30418275 зникло" (a listing's number). They name a device, a software release or an
advert, never a person:

- a MAC address: six pairs of hex digits joined by colons or dashes ("3C-22-FB-9A-10-7E"), unless a word for a
  password, a key or a PIN stands right before it;
- a firmware or build string: a token of capitals and digits mixed (6 to 30 characters, dots, dashes and underscores
  inside), in brackets right after a version number ("One UI 6.1 (S928BXXU1AXB5)", "iOS 17.4 (21E219)"), or within a
  few words after an update, firmware, build, version or release word in the six languages ("Nach dem Update auf
  Firmware V2.3.7_B1108", "після оновлення до версії G991BXXSAGXA2", "build QP1A.190711.020");
- a serial or model number after its word ("serial number", "S/N", "Seriennummer", "numer seryjny", "número de serie",
  "numéro de série", "серійний номер", "модель");
- a listing's, an advert's or an offer's number: "ID", "№", "nr", "n°", "#" or a number word then the digits, in a
  sentence with a listing, advert or offer word ("оголошення", "ogłoszenie", "Anzeige", "Inserat", "anuncio",
  "annonce", "объявление", "listing", "advert").

Only the model is kept off: the rules still read every value, so a Wi-Fi password beside a MAC address, a phone or
an ID card's number said as such stays red.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import lower_keep_length, speed_up

_MAC = re.compile(r"(?<![\w:\-])[0-9A-Fa-f]{2}([:\-])[0-9A-Fa-f]{2}(?:\1[0-9A-Fa-f]{2}){4}(?![\w:\-])")
_MAC_GATE = re.compile(r"[0-9A-Fa-f]{2}[:\-][0-9A-Fa-f]{2}[:\-][0-9A-Fa-f]{2}")
_SECRET_BEFORE = re.compile(
    r"(?i)(?:password|passwort|kennwort|has[lł]o|contrase[nñ]a|clave|mot de passe|mdp|пароль|key|klucz|schlüssel|"
    r"pin|код|code|kod|token)\W{0,4}$")
# a build or firmware token: capitals and digits mixed (both present), dots, dashes and underscores inside
_BUILD = r"(?=[A-Za-z0-9._\-]*\d)(?=[A-Za-z0-9._\-]*[A-Z])[A-Z0-9][A-Za-z0-9._\-]{4,28}[A-Za-z0-9]"
_BRACKETED_BUILD = re.compile(r"\d(?:\.\d+)+[a-z]?\s*\((" + _BUILD + r")\)")
_RELEASE_WORD = re.compile(
    r"(?i)(?<!\w)(?:updat\w*|upgrad\w*|firmware|build|version|versi[oó]n|release|baseband|patch|rom|"
    r"aktualiz\w*|oprogramowani\w*|wersj\w*|kompilacj\w*|"
    r"aktualisier\w*|softwarestand|softwareversion|"
    r"actualiza\w*|compilaci[oó]n|"
    r"mise à jour|mis à jour|micrologiciel|"
    r"оновлен\w*|обновлен\w*|прошивк\w*|верс[іи]\w*|збірк\w*|сборк\w*)(?!\w)")
_BUILD_AFTER = re.compile(r"(?:[^\w\n]{1,3}[^\W\d_]{1,12}){0,4}?[^\w\n]{1,3}(" + _BUILD + r")(?![\w])")
_SERIAL_WORD = re.compile(
    r"(?i)(?<!\w)(?:serial(?: number| no\.?)?|s/n|sn|model(?: number| no\.?)?|seriennummer|serien-nr\.?|modell(?:nummer)?|"
    r"numer(?:u|em)? seryjn\w*|nr seryjny|modelu?|n[uú]mero de serie|modelo|num[ée]ro de s[ée]rie|mod[èe]le|"
    r"серійн\w* номер\w*|серийн\w* номер\w*|модел[ьі]\w*)(?!\w)")
_SERIAL_AFTER = re.compile(r"(?:\s+(?:is|ist|to|es|est|це|это|:|-|de \w+|of \w+ \w+|\w+))??\s*[:\-]?\s*(" + _BUILD + r"|\d{6,20})(?![\w])")
_LISTING_WORD = re.compile(
    r"(?i)(?<!\w)(?:listing|advert\w*|ad|oferta|ofert[yę]|ogłoszeni\w*|og[lł]oszeni\w*|anzeige|inserat\w*|"
    r"anuncio\w*|annonce\w*|оголошен\w*|объявлени\w*|лот\w*)(?!\w)")
_LISTING_NUMBER = re.compile(
    r"(?i)(?<!\w)(?:id|№|nr\.?|n[°º]\.?|no\.?|#|numer(?:ze|em)?|nummer|n[uú]mero|num[ée]ro|номер\w*|ref\.?|referencia|"
    r"r[ée]f[ée]rence)\s*[:.]?\s*(\d{5,12})(?![\w])")
_HINTS = ("updat", "upgrad", "firmware", "build", "versi", "version", "release", "baseband", "patch", "rom", "aktuali",
          "oprogram", "wersj", "kompilac", "softwar", "actualiz", "compila", "mise à jour", "mis à jour", "micrologiciel",
          "оновл", "обновл", "прошив", "верс", "збірк", "сборк")
_SERIAL_HINTS = ("serial", "s/n", "sn", "model", "serien", "seryj", "serie", "série", "mod", "серій", "серий", "модел")
_LISTING_HINTS = ("listing", "advert", "ad ", "ofert", "ogłosz", "oglosz", "anzeige", "inserat", "anunci", "annonce",
                  "оголош", "объявл", "лот")


def device_spans(t: str) -> list[tuple[int, int]]:
    """Spans of `t` holding a MAC address, a firmware or build string, a serial or model number or a listing's
    number (see the module's doc)."""
    out: list[tuple[int, int]] = []
    if (":" in t or "-" in t) and _MAC_GATE.search(t):
        out += [m.span() for m in _MAC.finditer(t) if not _SECRET_BEFORE.search(t, max(0, m.start() - 24), m.start())]
    if "(" in t and "." in t:
        out += [m.span(1) for m in _BRACKETED_BUILD.finditer(t)]
    low = lower_keep_length(t)
    if any(h in low for h in _HINTS):
        for w in _RELEASE_WORD.finditer(t):
            b = _BUILD_AFTER.match(t, w.end())
            if b:
                out.append(b.span(1))
    if any(h in low for h in _SERIAL_HINTS):
        for w in _SERIAL_WORD.finditer(t):
            b = _SERIAL_AFTER.match(t, w.end())
            if b:
                out.append(b.span(1))
    if any(h in low for h in _LISTING_HINTS) and _LISTING_WORD.search(t):
        out += [m.span(1) for m in _LISTING_NUMBER.finditer(t) if _same_sentence_listing(t, m.start())]
    return out


_STOP = re.compile(r"[.!?\n]\s")


def _same_sentence_listing(t: str, at: int) -> bool:
    """A listing word in the sentence that holds the number at `at`."""
    begin = 0
    for s in _STOP.finditer(t, 0, at):
        begin = s.end()
    stop = _STOP.search(t, at)
    return _LISTING_WORD.search(t, begin, stop.start() if stop else len(t)) is not None


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
