"""A provider's customer reference is no bank account (round 35): the number a utility, a telecom or a shop gives its
customer - "Kundennummer", "Vertragsnummer", "numer klienta", "numer umowy z ...", "número de cliente", "numéro client",
"особовий рахунок", "лицевой счёт", "номер договору", "customer number" - introduced as such is green.

Before, numbers.py read every value after these words as a "customer account number" (red); the sets' authors
label such a number green in every language ("Особовий рахунок за воду 1204857, як подати показники онлайн?",
"Numer klienta w PGE to 1200453789, ... czym to się różni?", "Wo finde ich auf der Stromrechnung die Vertragsnummer,
die so aussieht wie 4001827364?", "Rechnung Nr. ..., Kundennummer 551902, fällig am 15.12."): the number opens an
account with one provider and nothing more - no money moves with it, nobody logs in with it alone.

Kept red (i.e. not a provider's reference here):
- a bank's customer number, the login of online banking: "bank login: customer no. 45679101", "my online banking
  customer id is 70431198" (a bank or banking word, a login or a password word near the keyword);
- a customer number given beside a password or a PIN anywhere in the message (the pair logs in);
- the same number said to be a bank account, an IBAN or a card ("Kundennummer = Kontonummer") - a bank keyword right
  around the value.
A national identifier with its own context word is read by its own finder: this module only answers for the customer
keyword's value.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import speed_up

# a bank, banking, a login or a card near the customer keyword (lower-cased text)
_BANKING = re.compile(
    r"(?<![\w])(?:bank\w*|banc[oa]\w*|banque\w*|банк\w*|"
    r"log ?in\w*|log (?:me|you|him|her) in|logg\w*|logowa\w*|zaloguj\w*|login\w*|anmeld\w*|einlogg\w*|"
    # (round 46) the number a provider's portal is entered with: "jak zalogować się do eBOK" (not the portal named alone), "I use it to sign in",
    # "damit melde ich mich im Kundenportal an", "no puedo entrar en el área de clientes", "accéder à mon espace"
    r"zalogowa\w*|sign(?:ing|ed|s)? (?:in|on)|sign-in|log(?:ging|ged|s)? on|melde\w* (?:ich )?mich|"
    r"entrar en (?:la |el |mi )?(?:app|web|[áa]rea|cuenta|portal|oficina virtual)|acc[ée]der|"
    r"iniciar sesi[oó]n|inicio de sesi[oó]n|acceso|acced\w*|connexion|connecter|identifiant\w*|"
    r"логін\w*|вхід\w*|вход\w*|войти|увійти|"
    r"card|karta|karty|kart[eę]|karte|kreditkarte|tarjeta|carte bancaire|carte bleue|картк\w*|карт[аыу]|"
    r"iban|kontonummer|numer\w* konta|numer\w* rachunku bankow\w*|account number|n[uú]mero de cuenta|"
    r"num[ée]ro de compte|номер\w* рахунку|номер\w* сч[её]та)(?![\w])"
)
# a secret beside it anywhere in the message: the customer number is then a login's first half
_SECRET_WORDS = re.compile(
    r"(?<![\w])(?:password\w*|passcode|pin|has[lł]\w*|passwort\w*|kennwort\w*|contrase[nñ]\w*|clave|"
    r"mot de passe|mdp|code secret|пароль\w*|паролем|пін\w*|пин\w*)(?![\w])"
)
_NEAR = 70


def provider_reference(low: str, kw_start: int, value_end: int) -> bool:
    """Is the customer keyword at `kw_start` (its value ending at `value_end`) a provider's reference: no bank, login,
    card or bank-account word near it and no password or PIN in the message? (`low`: the lower-cased text)"""
    if low.startswith("identifiant", kw_start):  # (round 46) "identifiant client": its own word is no login cue
        if _BANKING.search(low, max(0, kw_start - _NEAR), kw_start) \
                or _BANKING.search(low, kw_start + 11, min(len(low), value_end + _NEAR)):
            return False
    elif _BANKING.search(low, max(0, kw_start - _NEAR), min(len(low), value_end + _NEAR)):
        return False
    return _SECRET_WORDS.search(low) is None


speed_up(globals())  # the same patterns, rewritten to open with a letter (see findings.skip_ahead)
