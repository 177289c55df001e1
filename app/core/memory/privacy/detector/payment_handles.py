"""A person's payment handle (round 19, set broad-zs): the name that receives money in a payment app.

- a payment link with its name: "paypal.me/lucyfarrow88", "paypal.com/paypalme/x", "revolut.me/annakrol",
  "monzo.me/ellie", "cash.app/$maddie2k", "venmo.com/u/tyler", "bunq.me/x", "wise.com/pay/me/x";
- an "@handle" or a "$cashtag" beside the name of a payment app or of its tag ("mój tag @ola_brzoza93" after
  "revoluta", "my venmo is @tyler-brooks-7", "Cash App me at $maddie2k", "Revtag @mia_klein", "тег @dmytro.k").

Not a handle: a placeholder ("paypal.me/yourname", "@username"), the app's own account ("@Revolut",
"@VenmoSupport"), an e-mail address (a word before the "@"), an amount ("$40").
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.context import Claims
from app.core.memory.privacy.detector.findings import Finding, Kind, speed_up

_LINK = re.compile(
    r"(?i)\b(?:paypal\.me|paypal\.com/paypalme|revolut\.me|monzo\.me|cash\.app|venmo\.com(?:/u)?|bunq\.me|"
    r"wise\.com/pay/me|lydia-app\.com/collect|pay\.lydia\.me)/([$@]?[a-z0-9][\w.\-]{1,40})"
)
# a payment app or its tag's name (lower-cased text)
_APP = re.compile(
    r"revolut\w*|revtag\w*|rev\s?tag|venmo\w*|cash\s?app|cashtag\w*|monzo|\bwise\b|lydia|paypal\w*|bunq|"
    r"ревік\w*|револ\w*"
)
_HANDLE = re.compile(r"(?<![\w@$.])([@$])([A-Za-z][\w.\-]{2,30}[A-Za-z0-9])(?![\w@])")
_PLACEHOLDER = re.compile(
    r"(?i)^(?:your|user|name|example|handle|nick|xxx|test|demo|twoj|tu|votre|ton|dein|deine|ваш|твій|твой|"
    r"nombre|usuario|nom|imie|imię)|(?:name|user|handle|example|username)$"
)
_BRANDS = ("revolut", "venmo", "cashapp", "cash.app", "paypal", "monzo", "wise", "lydia", "bunq", "support", "help",
           "official", "team", "news")


def _not_a_person(handle: str) -> bool:
    low = handle.lower().lstrip("@$")
    return bool(_PLACEHOLDER.search(low)) or any(b in low for b in _BRANDS)


def find_payment_handles(text: str, findings: list[Finding], claimed: Claims) -> None:
    """Report payment links and app handles (see the module's docstring)."""
    low = text.lower()
    if ".me/" in low or ".com/" in low or ".app/" in low:
        for m in _LINK.finditer(text):
            if _not_a_person(m.group(1)) or claimed.overlaps(*m.span()):
                continue
            findings.append(Finding(Kind.IDENTIFIER, "payment handle", *m.span()))
            claimed.append(m.span())
    if "@" not in text and "$" not in text:
        return
    apps = [m.span() for m in _APP.finditer(low)]
    if not apps:
        return
    for m in _HANDLE.finditer(text):
        if m.group(1) == "$" and m.group(2)[:1].isdigit():
            continue
        if _not_a_person(m.group(2)) or claimed.overlaps(*m.span()):
            continue
        if not any(e <= m.start() and m.start() - e <= 48 or s >= m.end() and s - m.end() <= 24 for s, e in apps):
            continue
        findings.append(Finding(Kind.IDENTIFIER, "payment handle", *m.span()))
        claimed.append(m.span())


speed_up(globals())  # the same patterns behind word gates (gates.py)
