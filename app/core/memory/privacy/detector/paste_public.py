"""Values in developers' pastes that are public or shown only in part (round 21, set broad-zze): not values for the
learned model to score (public_values.py passes their spans on).

- a DKIM record's public key: the "p=" value of a TXT record that says "v=DKIM1" or sits under "._domainkey"
  ("v=DKIM1; k=rsa; p=MIIBIjANBgkqh..."). DNS publishes it for every mail server to read;
- a key or token shown masked, its middle left out: "sk-...a9Fq", "ghp_…x7Qz", "AKIA****WXYZ", "xoxb-12…9fK" - a
  dashboard's reminder of which key it is, not the key;
- a card's last four digits or its summary in an API's field: ""cardSummary":"0392"", "last4: 4242",
  "lastFourDigits=1881", "card_last_digits": "0037"" - the field names a fragment (the number's full form stays with
  the rules).
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import speed_up
from app.core.memory.privacy.detector.secret_values import is_placeholder

_DKIM_KEY = re.compile(r"(?i)(?<![\w])p=\s*\"?([A-Za-z0-9+/]{16,}={0,2}(?:\.{2,}|…)?)")
_DKIM_HINTS = ("dkim", "DKIM", "_domainkey")
# a prefix or a first few characters, the mask, a last few characters
_MASKED_KEY = re.compile(
    r"(?<![\w\-])[A-Za-z0-9][A-Za-z0-9_\-]{1,14}(?:\.{3,}|…|\*{3,}|•{3,}|\.{2}|x{4,}|X{4,})[A-Za-z0-9_\-]{2,8}(?![\w\-*•])")
_LAST_DIGITS_FIELD = re.compile(
    r"(?i)(?:last_?4|last_?four(?:_?digits)?|last_?digits|card_?last\w*|card_?summary|cardsummary|pan_?suffix|"
    r"masked_?pan|card_?suffix|ending_?digits)[\"']?\s*[:=]\s*[\"']?(\d{4})(?![\d])"
    # its expiry beside it: ""expiryDate":"8/2028"", "exp: 08/27" (a month, nobody's secret on its own)
    r"|(?:expiry|expiration|exp_?date|valid_?thru|valid_?until|card_?exp)\w*[\"']?\s*[:=]\s*[\"']?(\d{1,2}/\d{2,4})(?![\d])")


# a quoted manual's "your ..." value ("TuContraseña", "IhrPreSharedKey"): secret_values.is_placeholder keeps the rules off it
_QUOTED_POSSESSIVE = re.compile(r"(?<=[\"'„“«`])(?:Your|Ihre?|Deine?|Tw|Tu|Su|Votre|Ton|Ta|Ваш|Тв|Св)[A-ZА-ЯІЇЄ][^\W\d_]{2,}(?=[\"'”“»`])")


def paste_public_spans(t: str) -> list[tuple[int, int]]:
    """Spans of `t` holding one of the values above."""
    out: list[tuple[int, int]] = []
    if "p=" in t and any(h in t for h in _DKIM_HINTS):
        out += [m.span(1) for m in _DKIM_KEY.finditer(t)]
    if "..." in t or "…" in t or "***" in t or "•••" in t or "xxxx" in t or "XXXX" in t or ".." in t:
        out += [m.span() for m in _MASKED_KEY.finditer(t)]
    if "ast" in t or "ummary" in t or "uffix" in t or "asked" in t or "nding" in t or "xp" in t or "alid" in t:
        out += [m.span(1) if m.group(1) else m.span(2) for m in _LAST_DIGITS_FIELD.finditer(t)]
    if '"' in t or "'" in t or "„" in t or "«" in t or "“" in t:
        out += [m.span() for m in _QUOTED_POSSESSIVE.finditer(t) if is_placeholder(m.group())]
    return out


speed_up(globals())
