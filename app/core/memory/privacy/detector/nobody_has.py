"""A condition said of nobody the writer knows: "Nobody I know has epilepsy, what happens in a seizure?", "Niemand in
meiner Familie hat Asthma", "Nikt z moich znajomych nie ma ...", "Nadie de mi familia tiene ...", "Personne dans mon
entourage n'a ...", "Ніхто з моїх знайомих не має ...", "Никто из моих друзей не ..." (round 24, false red on a health
question in broad-zzt). The quantifier stands further from the condition than the three words a negation is looked for,
so the health finding stayed.

The quantifier phrase is blanked and the disclosure rules run again (health_topics.unless_found_again): a health
finding stays only when its sentence still says it without the phrase ("Nobody I know has epilepsy but my son has"
keeps "my son has"). Green limits: only health findings; "everyone I know has ...", "somebody in my family has ..."
are no quantifier of nobody and stay as they were.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.folding import fold_letters
from app.core.memory.privacy.detector.health_topics import unless_found_again

_NOBODY = re.compile(fold_letters(
    r"(?<!\w)(?:(?:nobody|no one|no-one|none of (?:my|our|the) \w+|none of us)(?: (?:i know|we know|i've met|in my \w+|in our \w+|"
    r"in the \w+|around me|of my \w+|of us))?|niemand (?:den ich kenne|in meine\w* \w+|aus meine\w* \w+|von meine\w* \w+|"
    r"in unsere\w* \w+|aus unsere\w* \w+|von uns|bei uns|in der \w+)|keine\w* (?:meiner|unserer) \w+|keiner von uns|"
    r"nikt (?:z moich \w+|z mojej \w+|w mojej \w+|w moim \w+|kogo znam|w naszej \w+|w naszym \w+|z naszej \w+|w rodzinie|"
    r"u nas|z nas)|żaden z (?:moich|nas) \w+|zaden z (?:moich|nas) \w+|"
    r"nadie (?:que conozc\w+|de mi \w+|en mi \w+|de mis \w+|en nuestra \w+|de nuestra \w+|en la \w+|de nosotros|en casa)|"
    r"ninguno de (?:mis \w+|nosotros)|ninguna de (?:mis \w+|nosotras)|"
    r"personne (?:que je connais|de mon \w+|dans mon \w+|de ma \w+|dans ma \w+|de mes \w+|autour de moi|dans notre \w+|"
    r"de notre \w+|dans la \w+|chez nous|parmi nous)|aucun de (?:mes \w+|nous)|"
    r"ніхто (?:з моїх \w+|з моєї \w+|у моїй \w+|в моїй \w+|кого я знаю|у нашій \w+|в нашій \w+|з нашої \w+|в родині|у родині|"
    r"з нас)|жоден з (?:моїх \w+|нас)|"
    r"никто (?:из моих \w+|из моей \w+|в моей \w+|кого я знаю|в нашей \w+|из нашей \w+|в семье|из нас)|"
    r"ни один из (?:моих \w+|нас))(?!\w)", True))
_CLAUSE_END = re.compile(r"[,.;:!?\n]|\s(?:but|except|apart from|aber|außer|ausser|ale|oprócz|oprocz|poza|pero|salvo|excepto|menos|"
                         r"mais|sauf|à part|a part|але|крім|окрім|но|кроме)(?!\w)")
# the asking voice beside it: "I'm just curious how ...", "ich frage aus Neugier", "pytam z ciekawości" (round 32)
_CURIOUS = re.compile(fold_letters(
    r"(?<!\w)(?:(?:i'm|i am|im) (?:just |only |simply )?(?:curious|wondering|asking)|just (?:curious|wondering|asking)|"
    r"out of curiosity|i (?:just |only )?wonder|"
    r"ich (?:frage|frag) (?:\w+ ){0,2}aus (?:reiner )?neugier|(?:reine|nur) neugier|ich bin (?:nur |einfach )?neugierig|"
    r"(?:pytam|piszę) (?:\w+ )?z ciekawości|z (?:czystej )?ciekawości|jestem (?:po prostu )?ciekaw\w*|"
    r"(?:solo |sólo )?(?:tengo|por) curiosidad|(?:solo |sólo )?(?:es )?(?:pura )?curiosidad|(?:solo |sólo )?pregunto por curiosidad|"
    r"je suis (?:juste |simplement )?curieu(?:x|se)|par (?:pure |simple )?curiosité|je me demande (?:juste )?|"
    r"(?:мені |мне )?(?:просто )?(?:цікаво|интересно)|з цікавості|из любопытства|питаю з цікавості|спрашиваю из любопытства)(?!\w)",
    True))
_GATE = ("nobody", "no one", "no-one", "none of", "niemand", "keine", "nikt", "żaden", "zaden", "nadie", "ningun",
         "personne", "aucun", "ніхто", "жоден", "никто", "ни один")


def drop_nobody_has(text: str, told: list[Finding], find: Callable[[str], list[Finding]]) -> list[Finding]:
    """`told` without the health findings a "nobody I know" phrase made (see the doc)."""
    if not any(f.kind is Kind.HEALTH for f in told):
        return told
    low = text.lower()
    if len(low) != len(text) or not any(g in low for g in _GATE):
        return told
    spans = [m.span() for m in _NOBODY.finditer(low)]
    if not spans:
        return told
    # (round 32) the asker's "I'm just curious" beside it is no one's condition either: without it blanked the rules read
    # the condition as the writer's ("Niemand in unserer Familie hat Diabetes, ich frage aus Neugier")
    spans += [m.span() for m in _CURIOUS.finditer(low)]
    return unless_found_again(text, told, spans, Kind.HEALTH, find)


def _clauses(low: str) -> list[tuple[int, int]]:
    """The clauses that open on a "nobody I know" phrase, each to its comma, its sentence's end or a "but" ("Nobody I
    know has epilepsy but my son has" keeps "but my son has")."""
    out = []
    for m in _NOBODY.finditer(low):
        end = _CLAUSE_END.search(low, m.end())
        out.append((m.start(), end.start() if end else len(low)))
    return out


def drop_nobody_model(text: str, found: list[Finding], find: Callable[[str], list[Finding]]) -> list[Finding]:
    """(round 32) The learned message model's `found` on `text`, or none when it was the "nobody I know has X" clause
    that made it: a bag of words reads "Niemand in unserer Familie hat Diabetes" as "... hat Diabetes". `find` (the
    model) runs again with those clauses and the asking voice blanked; its finding stays when it still fires."""
    if not found:
        return found
    low = text.lower()
    if len(low) != len(text) or not any(g in low for g in _GATE):
        return found
    spans = _clauses(low)
    if not spans:
        return found
    spans += [m.span() for m in _CURIOUS.finditer(low)]
    chars = list(text)
    for s, e in spans:
        chars[s:e] = " " * (e - s)
    return found if find("".join(chars)) else []
