"""A named person's condition in a list, a roster or a table row: "Anna (pregnant, no night shifts)",
"Tomasz Wrona – cukrzyca typ 2", "Ewa: po operacji kolana", "Jonas Berg; Diabetiker; nur Frühschicht".

Staff rotas, class lists, tenant and patient lists that people paste to have them sorted or rewritten name
a person and a health condition with no verb between them, so the sentence analysis of disclosures.py (which
wants "I have", "she is", "ma", "hat") does not see them. Here a capitalised given name (with or without a
surname) at a line's or an item's start, then an opening bracket, a dash, a colon or a semicolon, and within
the next few words a condition: pregnancy, a chronic illness, a disability, a treatment that names one.
An item without a person ("Room 3 (wheelchair access)", "Diabetes: what to eat?") stays green.
"""
from __future__ import annotations

import re
import unicodedata

from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.vocab.names import FIRST_NAMES

CONDITION = re.compile(
    r"(?i)\b(?:pregnant|pregnancy|expecting|w ciąży|ciąża|ciąży|schwanger\w*|embarazada|enceinte|grossesse|вагітн\w*|"
    r"беременн\w*|diabet\w*|diabète|diabétique|cukrzy\w+|діабет\w*|диабет\w*|epilep\w*|padaczk\w*|епілеп\w*|"
    r"cancer|krebs\w*|cáncer|nowotw\w*|raka?\b|rak piersi|рак\b|chemo\w*|chemi[ai]\w*|хіміо\w*|химио\w*|"
    r"dialys\w*|dializ\w*|diálisis|діаліз\w*|диализ\w*|depress\w*|depresj\w*|depresión|dépression|депрес\w*|"
    r"hiv\b|vih\b|aids\b|asthma|astm\w*|asma|asthme|астм\w*|autis\w*|autyz\w*|autism\w*|аутизм\w*|adhd|tdah|"
    r"bipolar\w*|dwubiegunow\w*|schizo\w*|multiple sclerosis|stwardnienie|sclérose|esclerosis|"
    r"wheelchair|wózk\w* inwalidzk\w*|rollstuhl\w*|silla de ruedas|fauteuil roulant|інвалідн\w* візк\w*|"
    r"disabled|disability|niepełnospraw\w*|behindert\w*|schwerbehindert\w*|discapacidad\w*|handicap\w*|інвалідн\w*|"
    r"post-op|after surgery|po operacji|nach (?:der )?op\b|tras la operación|après (?:l'|son )?opération|"
    r"pacemaker|rozrusznik\w*|herzschrittmacher|marcapasos|stimulateur|кардіостимулятор\w*|"
    r"insulin\w*|insulina|allerg\w+ (?:to|na|auf|a|à)\b|celiac|coeliac|celiakia|zöliakie|celíac\w*|cœliaque)")
_ITEM = re.compile(
    r"(?:^|(?<=[\n,;:•·*])|(?<=\d[.)]))[ \t]*(?:[-–—][ \t]+)?(?P<first>[A-ZÀ-ÖØ-ÞĀ-ŽŁŚŻŹĆŃА-ЯІЇЄҐ][a-zà-öø-ÿā-žłśżźćńа-яіїєґ'’]{1,20})"
    r"(?:[ \t]+(?P<last>[A-ZÀ-ÖØ-ÞĀ-ŽŁŚŻŹĆŃА-ЯІЇЄҐ][\w'’\-]{1,30}\.?))?(?=[ \t]*(?:\(|[-–—:;|][ \t]))")


# a condition word naming a topic, not a state: "diabetes research", "pregnancy test", "cancer ward"
_TOPIC_AFTER = re.compile(r"(?i)\s(?:research|study|studies|test|tests|awareness|ward|unit|clinic|department|nurse|"
                          r"specialist|team|project|trial|centre|center|foundation|badania|oddział|poradnia|forschung|"
                          r"station|investigación|recherche|service)\b")


def plain(word: str) -> str:
    """"Lucía" -> "Lucia" (the names list holds both spellings for few names)."""
    return "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c))


def find_roster_conditions(text: str) -> list[Finding]:
    """Health findings for named people with a condition in a list (see the module's doc)."""
    if "(" not in text and " - " not in text and "–" not in text and "—" not in text and ":" not in text \
            and ";" not in text and "|" not in text:
        return []
    out = []
    for m in _ITEM.finditer(text):
        first = m.group("first")
        if first not in FIRST_NAMES and plain(first) not in FIRST_NAMES:
            continue
        line_end = text.find("\n", m.end())
        line_end = len(text) if line_end < 0 else line_end
        if "?" in text[m.end():line_end]:
            continue  # "Maria - can you send me the pregnancy leaflet?": a question to Maria, not a roster
        # the condition among the item's first words: "Anna (pregnant, ...)", not "Anna (Novo Nordisk, diabetes research)"
        c = CONDITION.search(text, m.end(), min(line_end, m.end() + 32))
        if c is not None and not _ITEM.search(text[m.end():c.start()]) and not _TOPIC_AFTER.match(text, c.end()):
            out.append(Finding(Kind.HEALTH, "health information", m.start("first"), c.end()))
    return out
