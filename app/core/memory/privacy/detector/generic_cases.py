"""A question about a generic case is no one's disclosure (session 22: false red noticed in round 24).

"What happens if a tenant is two months behind on rent?", "Que se passe-t-il si un locataire a trois mois de loyer
impayés ?", "¿Qué pasa si un inquilino no paga el alquiler desde hace tres meses?", "Was passiert, wenn ein Mieter
zwei Monatsmieten im Rückstand ist?", "Що буде, якщо орендар не платить оренду вже пів року?", "If someone has
declared bankruptcy, can they get a credit card?": the sentence asks (a "?" ends it) about a case opened by a
conditional ("if", "si", "wenn", "falls", "jeśli", "якщо", "если", also "when") whose subject is an indefinite person
("someone", "a person", "quelqu'un", "jemand", "alguien", "ktoś", "хтось") or a role taken in general ("a tenant", "un
locataire", "ein Mieter", "un inquilino", "najemca", "орендар", "a borrower", "an employee", "a patient"), and the
sentence says nothing of the writer (no "I", "my", "je", "mon", "ich", "mein", "yo", "mi", "ja", "mój", "я", "мій"...).

Green limits (these stay red): the writer in the sentence ("What happens if I'm two months behind on rent? My landlord
...", "si je suis en retard de loyer, ..."), a possessive role ("if my tenant ..."), a named person, a statement
without a question ("A tenant of ours is two months behind on rent."), and every identifier, secret or identity finding
(only the disclosure kinds are dropped). French "ma"/"mes" are not read as the writer: Polish "ma" (has) and
Spanish "mes" (month) are too common in such questions.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import Finding
from app.core.memory.privacy.detector.folding import fold_letters
from app.core.memory.privacy.detector.hearsay import TOLD_KINDS

# an indefinite person, or a role taken in general, after an optional indefinite article
_GENERIC = (
    r"(?:someone|somebody|anyone|anybody|a person|one|people|a (?:tenant|renter|borrower|debtor|customer|client|"
    r"employee|worker|patient|parent|spouse|student|landlord|couple|man|woman|guy|friend|neighbou?r)|an (?:employee|"
    r"applicant|individual|heir)|"
    r"quelqu'un|une personne|on|des gens|un (?:locataire|emprunteur|débiteur|client|salarié|employé|patient|parent|"
    r"conjoint|étudiant|couple|homme|ami)|une (?:locataire|cliente|salariée|employée|patiente|femme|amie|famille)|"
    r"jemand|man|eine? (?:person|mieter\w*|schuldner\w*|kunde|kundin|arbeitnehmer\w*|angestellte\w*|patient\w*|"
    r"elternteil|ehepartner\w*|student\w*|paar|mann|frau|freund\w*)|"
    r"alguien|una persona|la gente|un (?:inquilino|arrendatario|deudor|prestatario|cliente|trabajador|empleado|"
    r"paciente|padre|cónyuge|estudiante|hombre|amigo)|una (?:inquilina|clienta|trabajadora|empleada|paciente|madre|"
    r"pareja|mujer|amiga|familia)|"
    r"ktoś|ktos|osoba|człowiek|najemca|lokator\w*|dłużnik\w*|kredytobiorca|klient\w*|pracownik\w*|pacjent\w*|"
    r"rodzic|małżonek|małżonka|student\w*|para|"
    r"хтось|людина|орендар\w*|наймач\w*|боржник\w*|позичальник\w*|клієнт\w*|працівник\w*|пацієнт\w*|"
    r"кто-то|кто-нибудь|человек|арендатор\w*|съемщик\w*|съёмщик\w*|должник\w*|заемщик\w*|заёмщик\w*|клиент\w*|"
    r"работник\w*|пациент\w*)")
_CONDITIONAL = re.compile(fold_letters(
    r"(?<!\w)(?:if|when|whenever|si|s'il|s'ils|quand|lorsqu'|lorsque|cuando|wenn|falls|sobald|jeśli|jeżeli|gdy|kiedy|"
    r"якщо|коли|если|когда)\s+" + _GENERIC + r"(?!\w)", True), re.IGNORECASE)
# the writer in the sentence: then it may be their own case told as a question
_WRITER = re.compile(fold_letters(
    r"(?<!\w)(?:i|i'm|i've|i'd|i'll|me|my|mine|myself|we|we're|our|us|je|j'|moi|mon|nous|notre|nos|ich|mich|mir|"
    r"mein\w*|wir|uns|unser\w*|yo|me|mi|mis|conmigo|nosotros|nuestr\w+|ja|mnie|mi|mój|moj|moja|moje|mojego|mojej|mam|"
    r"jestem|nam|nas|nasz\w*|я|мене|мені|мій|моя|моє|мої|ми|нас|наш\w*|меня|мне|мой|мое|моё|мои|мы)(?!\w)", True),
    re.IGNORECASE)
_GATE = ("if ", "when", "si ", "s'il", "quand", "lorsqu", "cuando", "wenn", "falls", "sobald", "jeśli", "jesli", "jeżeli",
         "jezeli", "gdy", "kiedy", "якщо", "коли", "если", "когда")


def drop_generic_cases(text: str, found: list[Finding]) -> list[Finding]:
    """`found` without the disclosure findings whose sentence asks about a generic case (see the doc)."""
    if "?" not in text or not any(f.kind in TOLD_KINDS for f in found):
        return found
    low = text.lower()
    if len(low) != len(text) or not any(g in low for g in _GATE):
        return found
    out = []
    for f in found:
        if f.kind in TOLD_KINDS and _generic_question(low, f.start, f.end):
            continue
        out.append(f)
    return out


def _generic_question(low: str, start: int, end: int) -> bool:
    """low[start:end] (a finding's sentence) is a question about a generic case that does not name the writer."""
    stop = low.find("?", start)
    if stop < 0 or stop > end + 2:
        return False  # not a question: "A tenant of ours is two months behind."
    return _CONDITIONAL.search(low, start, stop) is not None and _WRITER.search(low, start, stop + 1) is None
