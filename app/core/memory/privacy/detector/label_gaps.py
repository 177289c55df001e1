"""A secret's label and its value kept apart by a few words the finders do not expect (round 34).

The secret finders read a label, a connector ("is", "ist", ":", "c'est", "to", "це") and the value. People put
more between them:
- a short relative or demonstrative clause after a comma: "fragt nach dem WLAN-Schlüssel, der ist 4718-2290-...",
  "the wifi key, which is ...", "la clé wifi, c'est ...", "hasło do routera, to jest ...", "ключ від wifi, це ...",
  "la contraseña del wifi, que es ...", "the PIN, it's 4821";
- the owner in the genitive or after a preposition, between a PIN's label and its value: "пін бабусі 1954", "pin
  mamy 4821", "PIN von Oma 4821", "le code PIN de ma mère 1954", "пин бабушки 4821" - the value may look like a year
  (1954): a PIN label owns it;
- a compound or possessed label in lower case: "EC-pin 5907", "sim-pin 4821", "my pin 5907", "mój pin 4821", "mum's
  pin 1954", "бабушкин пин 1954".

`gapped(text)` returns the text rewritten with the same length - the clause's comma and pronoun, the owner's words
blanked, the label "pin"/"пін"/"пин" written "PIN" - or None when nothing is to be rewritten; verdict.detect runs the
finders on it and keeps the secrets and identifiers after the first rewritten place (spans are the same).

Green limits: the rewrite is read only where the message was green, and only the rules' secrets and identifiers
after the rewritten place count (no learned guess); a bare lower-case "pin" ("pin 13 of the board") is not upper-cased;
every finder's own vetoes (a year after "code", a price, a sample) still apply to the rewritten text.
"""
from __future__ import annotations

import re

# cheap substrings one of which every rewrite below needs (lower-cased text)
_GATE = ("pin", "пін", "пин", "pass", "hasł", "hasl", "пароль", "contrase", "mot de passe", "mdp", "clave", "clé",
         "schlüssel", "schluessel", "key", "klucz", "ключ", "code", "kod", "код", "código", "codigo", "geheim")

_SECRET_KEY = (r"(?:passwor[dt]\w*|passcode|passphrase|hasł\w*|hasl\w*|парол\w*|contraseñ\w*|contrasen\w*|mot de passe|mdp|"
               r"clave|cl[ée]s?|\w*schlüssel|\w*schluessel|keys?|klucz\w*|ключ\w*|pin|pin-?(?:code|kod|nummer)|"
               r"пін|пин|пін-?код|пин-?код|codes?|kod\w*|код\w*|c[oó]digo|geheimzahl)")
# up to three words naming what the secret opens: "la clé wifi", "klucz do routera", "ключ від wifi"
_MID = r"(?:[^\S\n]+[^\W\d_][\w'’\-]*){0,3}?"
# the clause between: a comma, a pronoun, then the copula kept ("der ist", "which is", "que es", "c'est", "to jest")
_CLAUSE = re.compile(
    r"(?<![^\W\d_])" + _SECRET_KEY + _MID + r"(?P<gap>[^\S\n]*,[^\S\n]*(?:(?:der|die|das|which|that|this|it|qui|que|ce|"
    r"który|która|które|lo|la|el cual|la cual|він|вона|воно|он|она|оно)[^\S\n]+)?)"
    r"(?=(?:is|ist|lautet|es|est|jest|to|це|это|є|c'est|c’est|was|war|era)[^\S\n]*:?[^\S\n]*[\"'„“«]?[^\W_]*\d)"
)
# ", it's" / ", that's" read as "is"
_ITS = re.compile(r"(?<![^\W\d_])" + _SECRET_KEY + _MID + r"(?P<gap>[^\S\n]*,[^\S\n]*(?:it|that)['’])(?=s[^\S\n]+[\"'„“«]?[^\W_]*\d)")

_PIN = r"(?:pin|пін|пин)"
_KIN_GENITIVE = (r"mamy|mamusi|taty|tatusia|babci|dziadka|żony|zony|męża|meza|syna|córki|corki|siostry|brata|teściowej|"
                 r"teściowa|teścia|ojca|matki|"
                 r"бабусі|бабці|мами|матері|тата|батька|дружини|чоловіка|сина|доньки|дочки|сестри|брата|дідуся|діда|тещі|"
                 r"свекрухи|бабушки|мамы|матери|папы|отца|жены|мужа|сына|дочери|дочки|сестры|деда|дедушки|тещи|тёщи|свекрови")
_KIN = (r"mum|mom|mother|dad|father|wife|husband|son|daughter|sister|brother|grandma|granny|grandmother|grandpa|"
        r"grandfather|nan|nana|boss|friend|"
        r"mutter|mama|vater|papa|frau|mann|sohn|tochter|schwester|bruder|oma|opa|chef\w*|freund\w*|"
        r"madre|mamá|padre|papá|mujer|esposa|marido|esposo|hijo|hija|hermana|hermano|abuela|abuelo|jef[ae]|amig[oa]|"
        r"mère|mere|maman|père|pere|papa|femme|mari|fils|fille|s(?:œ|oe)ur|frère|frere|grand-mère|grand-mere|mamie|"
        r"grand-père|grand-pere|papi|papy|patron\w*|ami|amie")
_OWNER = (r"(?:" + _KIN_GENITIVE + r"|(?:of|von|vom|de|del|du|des|d['’]|od|від|от)[^\S\n]*"
          r"(?:(?:my|the|meiner|meinem|meines|der|dem|mi|la|el|ma|mon|mes|l['’]|mojej|mojego|моєї|мого|моей|моего)[^\S\n]*)?"
          r"(?:" + _KIN + r"|" + _KIN_GENITIVE + r"))")
# a PIN's label, its owner, a connector, the value (four to eight digits)
_OWNED_PIN = re.compile(
    r"(?<![^\W\d_])(?P<pin>" + _PIN + r")(?:[\-\s](?:code|kod|код|nummer))?"
    r"(?P<gap>[^\S\n]+" + _OWNER + r")(?![^\W\d_])"
    r"(?=[^\S\n]*(?:[:=\-–—]|is|ist|lautet|jest|to|це|это|es|est|c'est|c’est)?[^\S\n]*\d{4,8}(?!\d))"
)
# a lower-case PIN's compound or possessed label: "EC-pin", "sim-pin", "my pin", "mój pin", "мій пін"
_LOWER_PIN = re.compile(
    r"(?:(?<![^\W\d_])[^\W\d_]{1,12}-|(?<![^\W\d_])(?:my|mój|moj|mein|meine|meinen|mi|mon|ma|мій|мой)[^\S\n]+|"
    # a possessive: "mum's pin", "бабусин пін", "бабушкин пин"
    r"(?<![^\W\d_])[^\W\d_]+(?:['’]s|ин|ін)[^\S\n]+)"
    r"(?P<pin>pin|пін|пин)(?![^\W\d_])(?=[^\S\n]*(?:[:=]|is|ist|to|jest|es|est|c'est)?[^\S\n]*\d{4,8}(?!\d))"
)


def may_gap(low: str) -> bool:
    """Cheap: can `gapped` rewrite the text (`low`: lower-cased)?"""
    return any(g in low for g in _GATE)


def gapped(text: str) -> tuple[str, int] | None:
    """The text rewritten (same length) and the end of its first rewritten place, or None (see the module's docstring)."""
    low = text.lower()
    if not may_gap(low):
        return None
    chars = list(text)
    first: int | None = None

    def blank(start: int, end: int) -> None:
        nonlocal first
        for i in range(start, end):
            chars[i] = " "
        first = end if first is None else min(first, end)

    def upper(start: int, end: int) -> None:
        nonlocal first
        chars[start:end] = "PIN"
        first = end if first is None else min(first, end)

    if "," in text:
        for m in _CLAUSE.finditer(low):
            blank(*m.span("gap"))
        for m in _ITS.finditer(low):
            s, e = m.span("gap")
            blank(s, e)
            chars[e - 2:e] = "is"  # ", it's" -> "    is"
            chars[e] = " "  # the "s" of "it's"
    for m in _OWNED_PIN.finditer(low):
        upper(*m.span("pin"))
        blank(*m.span("gap"))
    for m in _LOWER_PIN.finditer(low):
        upper(*m.span("pin"))
    if first is None:
        return None
    return "".join(chars), first

