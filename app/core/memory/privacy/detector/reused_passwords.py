"""Round 47 (rids): a password told as the one the writer uses for several accounts, without the word "password" - "Ich
nutze Kartoffelsalat_99 für Steam, PayPal und Mail", "uso Paella_Valencia22 para steam, el banco y el correo", "I use
Dr4gon$layer88 for steam, my bank and my email", "używam Pierogi#2024 do banku, poczty i allegro", "j'utilise
Tartiflette_74 pour la banque, les mails et Steam", "використовую Varenyk_1990 для банку, пошти і стіму".

A value used to log in to a bank, a mailbox and a game account at once is the key to all of them; the sentence says
so by the services it lists, not by naming a password.

Read (gated on the verbs' literals): "I use" / "nutze" / "uso" / "j'utilise" / "używam" / "використовую" / "использую",
then a password-shaped value (eight to thirty characters without spaces, with a letter and a digit, and a capital or
a symbol as typed), then "for" / "für" / "para" / "pour" / "do" / "для", and within the next words two accounts at least
(bank, mail, PayPal, Steam, Amazon, Netflix, Facebook, Instagram ... in the seven languages). Green limits: a value with
no two accounts after it ("I use Python3 for work"), a product's name ("uso iPhone15 para todo": one account word at most),
a value with no digit ("uso Bitwarden para el banco y el correo": a manager's name, not a password), a value with no
symbol that is not a capitalised word of six letters and a number ("Windows11", "Office365", "python3").
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.lazy import LazyPattern

REASON = "password reused across accounts"

_USED = LazyPattern(
    r"(?<![^\W\d_])(?:i use|i'm using|i am using|i've been using|ich nutze|ich benutze|ich verwende|nutze|benutze|verwende|"
    r"uso|utilizo|j'utilise|j’utilise|utilise|używam|uzywam|використовую|юзаю|использую)(?![^\W\d_])[ \t]+"
    r"(?:(?:immer|always|siempre|toujours|zawsze|завжди|всегда|everywhere|überall|wszędzie|partout|скрізь|везде)[ \t]+)?"
    r"[\"'„“«]?((?=[^\s\"'”»]*\d)(?=[^\s\"'”»]*[^\W\d_])[^\s\"'”»,]{8,30}?)[\"'”»]?[ \t]+"
    r"(?:for|für|fuer|para|pour|do|для|на)(?![^\W\d_])"
)
# an account a password opens (lower-cased text)
_ACCOUNT = re.compile(
    r"(?<![^\W\d_])(?:bank\w*|banco|banque|банк\w*|paypal|steam\w*|стім\w*|стим\w*|mail\w*|e-?mail\w*|gmail|outlook|"
    r"correo|courriel|poczt\w*|пошт\w*|почт\w*|amazon|allegro|netflix|spotify|facebook|instagram|insta|tiktok|twitter|"
    r"discord|epic|origin|ebay|zalando|vinted|apple id|icloud|google|konto|cuenta|compte|акаунт\w*|аккаунт\w*)(?![^\W\d_])"
)

# products written as a word and a number (a value with no symbol: "Windows11" is the system, not a password)
_PRODUCTS = frozenset("windows office python ubuntu android photoshop illustrator excel chrome firefox macos debian "
                      "fedora lightroom premiere autocad matlab outlook galaxy iphone pixel playstation xbox".split())


def find_reused_passwords(text: str, low: str, add: Callable[[str, int, int], None]) -> None:
    """Call add(REASON, start, end) for each value `text` says the writer uses for two accounts or more (`low`:
    lower-cased, the same length)."""
    for m in _USED.finditer(low):
        value = text[m.start(1):m.end(1)]
        if value.isalnum():
            letters = "".join(c for c in value if c.isalpha())
            if value == value.lower() or not value[:1].isupper() or len(letters) < 6 \
                    or sum(c.isdigit() for c in value) < 2 or letters.lower() in _PRODUCTS:
                continue  # (a password without a symbol is a capitalised word and a year: "Szarlotka1990", not
                # "python3", "iPhone15", "Windows11", "Office365")
        stop = re.search(r"[.!?\n]", low[m.end():m.end() + 90])
        end = m.end() + (stop.start() if stop else min(90, len(low) - m.end()))
        if len(_ACCOUNT.findall(low, m.end(), end)) >= 2:
            add(REASON, *m.span(1))
