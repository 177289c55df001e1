"""Values of work tools that the rules decide are not private (round 13), so that the learned model does not score
them (detector/learned.py): identifiers.py calls `reject_work_values` when the rules found nothing, and
`reject_list_after` after each thing's value it turns down.

- a pseudonym of an anonymised record: "Pacjent_017", "Customer_0042", "Kunde_3", "Client_A", "Usuario-12";
- a git commit's hash in talk of commits: "bisect landed on 5af5303...; the commit before it, 09fb19c9a6, is fine";
- the next values of a list of things' numbers: "códigos de artículo 8430221 y 8430222", "SKU 44120, 44121 and 44122";
- a part of an identifier said to be a part: "only the first six digits of the PESEL, 850412", "the last four
  digits of the card, 4821", "die letzten vier Ziffern", "les quatre derniers chiffres", "останні чотири цифри".
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.context import Claims
from app.core.memory.privacy.detector.findings import speed_up

# a role word, "_" or "-", then a number or one capital letter
_PSEUDONYM = re.compile(
    r"(?<![\w\-])(?i:patient|pacjent\w*|paciente|пацієнт\w*|customer|client[e]?|klient\w*|kunde|kundin|клієнт\w*|"
    r"user|usuario|utilisateur|użytkownik|nutzer|benutzer|employee|pracownik|mitarbeiter\w*|empleado|employ[ée]|"
    r"співробітник\w*|person|osoba|persona|personne|subject|participant\w*|uczestnik\w*|teilnehmer\w*|respondent\w*|"
    r"record|rekord|datensatz|registro|enregistrement|запис|tenant|najemca|mieter|inquilino|locataire|орендар)"
    r"[_\-](?:\d{1,6}|[A-Z])(?![\w\-])"
)
_GIT_TALK = re.compile(
    r"(?i)\b(?:commits?|bisect\w*|revert\w*|cherry-pick\w*|rebase\w*|git|sha|hash|merge[ds]?|branch\w*|HEAD|"
    r"tag(?:ged)?|blame|checkout|diff|pull request|PR|squash\w*|amend\w*|коміт\w*|коммит\w*)\b"
)
_HEX = re.compile(r"(?<![\w\-/.])(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{7,40}(?![\w\-])")
# "..., 8430222", " y 8430222", " and 44122", " oder 55120", " et 44100"
_LIST_NEXT = re.compile(
    r"\s?(?:,|;|/|\s(?:and|or|y|o|e|i|und|oder|et|ou|і|й|та|або|и|или)\s)\s?((?=[\w\-/]*\d)[^\W_][\w\-/]{3,30})(?![\w])"
)
_PART_OF = re.compile(
    r"(?i)(?:\b(?:first|last|initial|final)\s+(?:\w+\s+){0,1}(?:digits|characters|numbers)|"
    r"\b(?:pierwsz\w*|ostatni\w*|początkow\w*|końcow\w*)\s+(?:\w+\s+){0,1}(?:cyfr\w*|znak\w*)|"
    r"\b(?:erst\w*|letzt\w*)\s+(?:\w+\s+){0,1}(?:ziffern|stellen|zeichen)|"
    r"\b(?:primer\w*|[uú]ltim\w*)\s+(?:\w+\s+){0,1}(?:d[ií]gitos|n[uú]meros|cifras|caracteres)|"
    r"\b(?:d[ií]gitos|cifras)\s+(?:primeros|[uú]ltimos|iniciales|finales)|"
    r"\b(?:premiers?|derniers?)\s+(?:\w+\s+){0,1}(?:chiffres|caract[eè]res)|\bchiffres\s+(?:premiers|derniers)|"
    r"\b(?:перш\w*|останн\w*|первы\w*|последн\w*)\s+(?:\w+\s+){0,1}(?:цифр\w*|символ\w*|знак\w*))"
    r"[^.!?\n\d]{0,40}$"
)
_NUMBER = re.compile(r"(?<![\w\-/.])\d{3,10}(?![\w]|[.,]\d)")


def reject_list_after(text: str, end: int, claimed: Claims) -> None:
    """The values listed right after a thing's value that ends at `end` are things' values too."""
    while (n := _LIST_NEXT.match(text, end)) is not None:
        claimed.reject(*n.span(1))
        end = n.end()


def reject_work_values(text: str, claimed: Claims) -> None:
    for m in _PSEUDONYM.finditer(text):
        claimed.reject(*m.span())
    if _GIT_TALK.search(text):
        for m in _HEX.finditer(text):
            claimed.reject(*m.span())
    for m in _NUMBER.finditer(text):
        if _PART_OF.search(text, max(0, m.start() - 80), m.start()):
            claimed.reject(*m.span())


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
