"""A request for a general template is no disclosure (round 36): "Daj mi ogólny wzór sprzeciwu od nakazu zapłaty",
"Give me a template for a letter disputing a CCJ", "Gib mir eine Vorlage für einen Widerspruch gegen den Mahnbescheid",
"Dame una plantilla de oposición a un monitorio", "Donne-moi un modèle de lettre contre une injonction de payer",
"Дай шаблон заяви про скасування судового наказу", "Нужен образец возражения на судебный приказ".

The finders read the procedure's name (a payment order, a bailiff, a debt) with the writer as its owner, and the only
"owner" in such a message is the pronoun of the request itself ("mi", "me", "mir", "moi", "мені"): the template is
for anyone, the message says nothing of the writer. Here the request - its verb, the pronoun, a "general" or "sample"
word and the template's noun - is blanked (same length) and the finders read the rest again: what they still find
there is the writer's own ("Daj mi wzór sprzeciwu, dostałem nakaz zapłaty na 5 000 zł" keeps "dostałem"), and when
they find nothing the findings go.

Gate: a template's noun in the lower-cased text (`may_ask_template`, plain substrings) - most messages have none.
"""
from __future__ import annotations

from collections.abc import Callable

from app.core.memory.privacy.detector.findings import Finding, lower_keep_length
from app.core.memory.privacy.detector.lazy import LazyPattern

# plain substrings of a template's noun, checked before any pattern (each noun of _REQUEST holds one: the gate is exact)
_HINTS = ("templat", "boilerplate", "sample", "model", "wzor", "wzór", "szablon", "vorlage", "muster", "plantilla",
          "modelo", "modèle", "шаблон", "зраз", "образ", "бланк", "form letter")

_REQUEST = LazyPattern(  # (compiled on first use: lazy.py)
    # the request: a verb of giving, writing or needing (its subject with it: "ich brauche", "I need"), or a question
    # whether one exists ...
    r"(?<![\w'])(?:(?:i|ich|ja|je|yo|я|we|wir|my|nous|мы|ми|мне|мені|нам|mi|me|mir|uns|nam)\s+)?(?:give|write|draft|send|show|prepare|provide|share|need|want|looking for|find|is there|are there|"
    r"do you have|have you got|can you (?:give|write|draft|make)|"
    r"daj|dajcie|podaj|napisz|przygotuj|pokaż|wyślij|potrzebuję|potrzebny|potrzebna|szukam|czy (?:jest|macie|masz)|"
    r"gib|geben sie|schreib\w*|erstell\w*|zeig\w*|brauche|suche|gibt es|hast du|haben sie|"
    r"dame|deme|dé(?:me)?|escr[ií]be(?:me)?|redacta(?:me)?|prep[aá]ra(?:me)?|p[aá]same|necesito|busco|hay|tienes|"
    r"donne(?:[- ]moi)?|donnez(?:[- ]moi)?|[ée]cris(?:[- ]moi)?|r[ée]dige(?:[- ]moi)?|pr[ée]pare(?:[- ]moi)?|envoie(?:[- ]moi)?|"
    r"j'ai besoin d'|il me faut|je cherche|existe-t-il|y a-t-il|"
    r"дай(?:те)?|надай(?:те)?|напиши|складіть|склади|скинь|підготуй|покажи|потрібен|потрібна|потрібно|шукаю|чи є|"
    r"напишите|составь|составьте|подготовь|нужен|нужна|нужно|ищу|есть ли)"
    # ... the reader as the one it is for, an article, a word saying the template is general ...
    r"(?:\s+(?:me|mi|mir|uns|nam|moi|мені|мне|нам|us|a|an|the|some|any|jaki[śs]|jakiś|einen?|eine|una?|unos|des|du|"
    r"general|generic|standard|basic|blank|typical|simple|ogóln\w*|ogoln\w*|standardow\w*|typow\w*|prost\w*|"
    r"allgemein\w*|standard\w*|einfach\w*|blanko|gen[ée]ric[oa]?|general|est[aá]ndar|simple|basique|type|"
    r"загальн\w*|типов\w*|стандартн\w*|простий|простой|общ\w*|пуст\w*)){0,4}"
    # ... and the template's noun
    r"\s+(?:templates?|boilerplate|sample (?:letter|form|document|complaint|response|reply)|model (?:letter|form)|"
    r"form letter|letter template|wz[oó]r\w*|szablon\w*|\w*vorlage\w*|musterbrief\w*|musterschreiben|muster|"
    r"plantillas?|modelos?|mod[eè]les?|шаблон\w*|зраз(?:ок|ка|ки|ків|ком)|образ(?:ец|ца|цы|цов|цом)|бланк\w*)(?![\w'])"
)


def may_ask_template(low: str) -> bool:
    """The cheap gate: a template's noun among the lower-cased text's substrings."""
    return any(h in low for h in _HINTS)


def drop_template_requests(t: str, told: list[Finding], find: Callable[[str], list[Finding]]) -> list[Finding]:
    """`told` (disclosure findings in normalised `t`) unless every one of them rests on a request for a template:
    `find` reads `t` with each request blanked and finds nothing."""
    low = lower_keep_length(t)
    asks = list(_REQUEST.finditer(low))
    if not asks:
        return told
    blanked = t
    for m in asks:
        blanked = blanked[:m.start()] + " " * (m.end() - m.start()) + blanked[m.end():]
    if find(blanked):
        return told
    return []
