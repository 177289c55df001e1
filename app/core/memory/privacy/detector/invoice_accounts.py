"""An organisation's account as its own bill presents it (round 15): "Na fakturze od Orange jest ich rachunek do
wpłat ...", "EDF indique son IBAN ... sur l'échéancier", "Iberdrola pone su cuenta ... en la factura",
"В рахунку від Київводоканалу вказано їхній IBAN ...".

numbers.py asks `their_account_on_bill` (beside org_context.py) whether the account after the sentence `near`
is the payee's: the sentence (or the message) names a bill, an invoice or a payment slip, and the account is
called the third party's ("their", "its", "ich", "deren", "su", "son", "leur", "їхній", "их") right before
it. "my", "our" and a private or refunded account stay vetoed by numbers.py."""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import speed_up

# a bill, an invoice, a payment slip or a schedule of payments (lower-cased text)
_BILL = re.compile(
    r"\b(?:invoice|bill|faktur\w*|rechnung\w*|factura\w*|facture\w*|[ée]ch[ée]ancier|avis d'[ée]ch[ée]ance|"
    r"квитанці\w*|квитанци\w*|платіжк\w*|платежк\w*|рахун\w* від|сч[её]т\w* от|сч[её]т-фактур\w*|рахунок-фактур\w*)\b"
)
# the third party's account: a possessive, at most one word, then the account word, at the end of `near`
_THEIR_ACCOUNT = re.compile(
    r"\b(?:their|its|ich|deren|dessen|su|son|leur|їхн\w*|їх|их)\s+(?:[^\W\d_]+\s+){0,1}"
    r"(?:iban|account|bank account|konto\w*|kontonummer|bankverbindung|rachun\w*|numer konta|cuenta|compte|rib|"
    r"рахун\w*|сч[её]т\w*)\b[^.!?\n]{0,38}$"
)


# the account word and a company's name right before the value (round 18): "рахунок Київгазу UA25 ... з квитанції",
# "Konto der Stadtwerke DE..", "cuenta de Iberdrola ES.."; with a bill in the message (a person's account has none)
_NAMED_ACCOUNT = re.compile(
    r"(?i:iban|account|konto|rachun\w*|cuenta|compte|рахун\w*|сч[её]т\w*)\s+(?:(?i:de|von|der|des|od|d'|du|de la|від|от)\s*)?"
    r"(?P<name>[A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐ][\w&\-]{2,})\s*:?\s*(?:(?i:iban)\s*)?$"
)


def their_account_on_bill(text: str, start: int, near: str) -> bool:
    """`near`: the lower-cased sentence before the account at `start` (numbers.py cuts it); `text` the whole
    message. (The account's match may open with its own name: "IBAN GB85 ..." - read a few characters on.)"""
    if not _THEIR_ACCOUNT.search(near + text[start:start + 8].lower()):
        named = _NAMED_ACCOUNT.search(text, max(0, start - 60), start)
        if named is None or not _BILL.search(text.lower()):
            return False
        from app.core.memory.privacy.detector.identity import _given_name  # (identity imports the finders)
        return not _given_name(named.group("name"))
    return bool(_BILL.search(near) or _BILL.search(text.lower()))


speed_up(globals())
