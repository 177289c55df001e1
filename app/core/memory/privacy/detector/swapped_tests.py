"""A request to replace a value WITH a test one (round 33): the value in the text is the real one being replaced.

"w seedzie zostawiłem swoją kartę 5362-0145-7159-2668 03/27 CVV 118, zamień to na kartę testową", "I left my card
4929... in the fixture, swap it for a test card", "ersetze meine IBAN DE62... durch eine Test-IBAN", "cámbiala por una
tarjeta de prueba", "remplace-le par un numéro de test", "заміни її на тестову картку": the test words name what the
value is to become, not what it is. The finders that let a test context excuse a value (a card in "sandbox" or "test
card" talk, an example word near it) ask `replaced_by_test` and keep a value that is not itself a documented test
number red.

Green limits: only a verb of replacing with its "by/with/na/durch/por/par/на" and a test word after it in the same
sentence, or "instead of" with a test word; "use the test card 4242 4242 4242 4242" (a documented number, or a number
itself called the test one) stays a test value - the caller decides that with the number in hand.
"""
from __future__ import annotations

import re

_VERB = (r"(?:replac\w*|swap\w*|substitut\w*|switch\w*|chang\w*|"
         r"zamie[nń]\w*|podmie[nń]\w*|zast[aą]p\w*|wymie[nń]\w*|zmie[nń]\w*|podstaw\w*|"
         r"ersetz\w*|tausch\w*|austausch\w*|auswechsel\w*|"
         r"reempl[aá]z\w*|sustit[uú]\w*|c[aá]mbi\w*|"
         r"remplac\w*|rempla[cç]\w*|substitu\w*|"
         r"замін\w*|замен\w*|поміня\w*|поменя\w*|підмін\w*|подмен\w*|підстав\w*|подстав\w*)")
_BY = r"(?:with|by|for|na|durch|gegen|mit|por|par|на)"
_TEST = (r"(?:test\w*|fake\w*|dummy\w*|sample\w*|example\w*|fictional|fictitious|made[- ]up|"
         r"testow\w*|fikcyjn\w*|przykładow\w*|przykladow\w*|zmyślon\w*|"
         r"beispiel\w*|fiktiv\w*|"
         r"prueba\w*|ficticia\w*|ficticio\w*|ejemplo\w*|falsa\w*|falso\w*|"
         r"factice\w*|fictive?\w*|exemple\w*|"
         r"тестов\w*|вигадан\w*|фейков\w*|фиктивн\w*|выдуман\w*|прикладов\w*|примерн\w*)")
_INSTEAD = (r"(?:instead of|rather than|zamiast|anstatt|statt|en lugar de|en vez de|au lieu de|à la place de|"
            r"замість|вместо)")
# on lower-cased text
_SWAP = re.compile(
    r"\b" + _VERB + r"[^.!?\n]{0,40}?\b" + _BY + r"\b[^.!?\n]{0,24}?\b" + _TEST
    + r"|\b" + _BY + r"\b[^.!?\n]{0,24}?\b" + _TEST + r"[^.!?\n]{0,24}?\b" + _VERB  # "durch eine Testkarte ersetzen"
    + r"|\b" + _TEST + r"[^.!?\n]{0,30}?\b" + _INSTEAD + r"\b"
    + r"|\b" + _INSTEAD + r"\b[^.!?\n]{0,40}?\b" + _TEST
)
_GATE = re.compile(r"test|fake|dummy|sample|exampl|fict|made|fikc|przyk|zmy|beisp|fikt|prueb|ejempl|fals|factic|exempl|"
                   r"тест|вигад|фейк|фикт|выдум|прикл|пример")


def replaced_by_test(low: str) -> bool:
    """Does lower-cased `low` ask for a value to be replaced by (or used instead of) a test, fake or sample one?"""
    return bool(_GATE.search(low)) and _SWAP.search(low) is not None
