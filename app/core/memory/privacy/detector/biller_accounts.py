"""Whose account a money message gives (round 38, rmoney; sets broad-zzz62 "checking a value" and broad-zzz65 "money
between people").

- ISSUED: the bill of a named organisation shows the account (numbers.py asks `billed_by_org` beside
  invoice_accounts.py): "La facture d'EDF indique l'IBAN FR76 ...", "La factura de la gestoría trae la cuenta ES30
  ...", "die Rechnung der Stadtwerke nennt DE..", "the invoice from Thames Water shows ...", "faktura od Orange podaje
  ...", "у рахунку від Київгазу вказано ...". A bill's account is the biller's - the one who is paid -, and a company
  or an office issues it; invoice_accounts.py read it only with a possessive ("their IBAN") or the account word right
  before the name. Not a person's bill ("la factura de María", "my plumber's invoice": a given name, a possessive, a
  relative), which numbers.py's owner test keeps red in any case.
- ACRONYM: an organisation by its acronym gives its account for payments: "WOŚP podaje konto do wpłat ...", "UNHCR
  nennt das Spendenkonto ...", "la CAF indique le compte ..." - a word of two to six capitals (no person is written
  so) as the subject of a verb of giving or publishing, then the account word.
- TO_ME: the writer's own account in a personal fundraiser (numbers.py asks `straight_to_me`): "Donations straight
  to me: GB77 ...", "Spenden direkt an mich: DE..", "les dons directement sur mon compte : FR76 ...", "wpłaty
  bezpośrednio do mnie" - the donation words otherwise make the account a charity's.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import speed_up

# a bill, then who issued it: "facture d'EDF", "factura de la gestoría", "Rechnung der Stadtwerke", "invoice from X"
_ISSUED = re.compile(
    r"(?i:\b(?:invoice|bill|faktur\w*|rachun\w*|rechnung\w*|abrechnung\w*|factura\w*|facture\w*|"
    r"квитанці\w*|рахун\w*|квитанци\w*|сч[её]т\w*)\s+(?:from|von|vom|der|des|od|de la|de l'|del|de|d'|du|від|от)\s*)"
    r"(?P<name>[^\W\d_][\w&'’\-]*)(?P<rest>[^.!?\n]{0,60})$"
)
# the issuer is a person or the writer's own: a possessive, a relative, an article before a person
_NOT_ORG = re.compile(
    r"(?i)(?:my|mi|mis|mon|ma|mes|mein\w*|moj\w*|mój|мого|моєї|моей|мой|моего|his|her|su|son|sa|seine\w*|ihre\w*|jego|jej|"
    r"його|її|его|её|friend|amig[oa]|ami|amie|freund\w*|kolleg\w*|друг\w*|подруг\w*|sąsiad\w*|neighbour|vecin[oa]|"
    r"voisin\w*|nachbar\w*|сусід\w*|сосед\w*|hermano|hermana|frère|sœur|bruder|schwester|brat\w*|siostr\w*|брат\w*|"
    r"сестр\w*)$"
)
# an organisation's acronym giving or publishing its account: "WOŚP podaje konto do wpłat ..."
_ACRONYM_GIVES = re.compile(
    r"(?<![\w])(?:[A-ZĄĆĘŁŃÓŚŹŻÄÖÜÉÈÀÇÑ]{2,6}|[А-ЯІЇЄҐ]{2,6})\s+(?i:podaje|podała|podało|publikuje|ma na stronie|"
    r"gives|lists|publishes|shows|nennt|gibt|veröffentlicht|da|indica|publica|donne|indique|publie|вказує|вказав|"
    r"публікує|указывает|указал|публикует)\s+(?:[^\W\d_]+\s+){0,3}?"
    r"(?i:konto|rachunek|numer konta|account|iban|konto\w*|spendenkonto|cuenta|compte|rib|рахунок|реквізити|сч[её]т|"
    r"реквизиты)\b[^.!?\n]{0,30}$"
)
# money sent to the writer in person: "straight to me", "direkt an mich", "directement sur mon compte"
_TO_ME = re.compile(
    r"\b(?:(?:straight|directly|direct|right) (?:to me|into my|to my)|to me (?:directly|personally)|"
    r"direkt (?:an mich|auf mein\w*|zu mir)|an mich (?:direkt|persönlich)|"
    r"directement (?:à moi|sur mon|sur ma|à mon nom)|à moi directement|"
    r"directamente (?:a mí|a mi|en mi)|a mí directamente|"
    r"bezpośrednio (?:do mnie|na moje?|na mój|mnie)|prosto (?:do mnie|na moje?|na mój)|"
    r"прямо (?:мені|на мій|на мою|мне|на мой|на мою)|напряму (?:мені|мне|на мій|на мой))(?!\w)"
)


def billed_by_org(text: str, start: int) -> bool:
    """The account at `start` follows, in its clause, a bill a named organisation issued, or an organisation's acronym
    giving it (see the doc; `text` as written: the names' capitals count)."""
    before = text[max(0, start - 140):start]
    cut = max(before.rfind(c) for c in ".!?\n")
    if cut >= 0:
        before = before[cut + 1:]
    m = _ISSUED.search(before)
    if m is not None and not _NOT_ORG.match(m.group("name")):
        name = m.group("name")
        if name[0].isupper():
            from app.core.memory.privacy.detector.identity import _given_name  # (identity imports the finders)
            if not _given_name(name.split("'")[-1]):
                return True
        elif not _NOT_ORG.match(name) and name.lower() not in ("me", "mí", "moi", "mich", "mnie", "мене", "меня"):
            return True  # "la factura de la gestoría", "la facture du syndic": an office by its common noun
    return _ACRONYM_GIVES.search(before) is not None


def straight_to_me(near: str) -> bool:
    """`near` (the lower-cased sentence before an account) sends money to the writer in person."""
    return _TO_ME.search(near) is not None


speed_up(globals())
