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
    r"(?<!\w)(?:(?:nobody|no one|no-one|none of (?:my|our|the) \w+)(?: (?:i know|we know|i've met|in my \w+|in our \w+|"
    r"around me|of my \w+))?|niemand (?:den ich kenne|in meine\w* \w+|aus meine\w* \w+|von meine\w* \w+)|keine\w* meiner \w+|"
    r"nikt (?:z moich \w+|z mojej \w+|w mojej \w+|w moim \w+|kogo znam)|żaden z moich \w+|zaden z moich \w+|"
    r"nadie (?:que conozc\w+|de mi \w+|en mi \w+|de mis \w+)|ninguno de mis \w+|ninguna de mis \w+|"
    r"personne (?:que je connais|de mon \w+|dans mon \w+|de ma \w+|dans ma \w+|de mes \w+|autour de moi)|aucun de mes \w+|"
    r"ніхто (?:з моїх \w+|з моєї \w+|у моїй \w+|в моїй \w+|кого я знаю)|жоден з моїх \w+|"
    r"никто (?:из моих \w+|из моей \w+|в моей \w+|кого я знаю)|ни один из моих \w+)(?!\w)", True))
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
    return unless_found_again(text, told, spans, Kind.HEALTH, find)
