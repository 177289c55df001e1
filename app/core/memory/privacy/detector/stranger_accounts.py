"""Round 48 (rfr): a bank account or a card whose owner the writer does not know. "Lieferant schreibt, die Bankverbindung
hat sich geändert, neue IBAN DE... Kann mir aber nicht sicher sein, ob die Mail echt ist", "Un proveedor dice que ha
cambiado de banco y nos da el IBAN ES..., no sé si el correo es legítimo", "Dostałem SMS ... z numerem konta 05 ...
Czy da się sprawdzić do kogo należy?", "alguien pide dinero ... a la cuenta ES..., no sé de quién es", "хтось скинув
картку 4302 ..., але настоятель каже, що не знає, чия вона": a payee's account that came in with a mail, a text or a
chat post, doubted or nobody's known - the invoice-fraud and the collection-scam families (yellow). Only with the
strong cue saying whose it is not known ("no sé de quién es", "do kogo należy") or the message's realness doubted, no
person of the writer's in the message, no possessive of the writer's before the value ("my IBAN", "unser Konto", "mi
tarjeta" stay red), the value named by its kind just before it, not paid from ("перевёл с карты 4026 ... мошенникам"
is the writer's card).

Split out of unknown_owners.py (which reads the contact values and plates of the same family) when the merge of round
48 took that module over 600 lines; it reads unknown_owners' cues (an owner not known, a person of the writer's, the
message alone) and verdict.py asks both.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, lower_keep_length
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.owner_ties import mine_after
from app.core.memory.privacy.detector.unknown_owners import KNOWN, alone, may_be_unknown

_ACCOUNT_REASONS = frozenset({"IBAN (bank account number)", "IBAN (bank account number, misread)", "bank account number",
                              "payment card number"})
# the message that brought the value doubted (lower-cased text)
_MAIL_DOUBT = LazyPattern(
    r"(?<!\w)(?:(?:if|whether) (?:the|this|that) (?:e-?mail|mail|message|letter|request|text) is (?:real|genuine|legit\w*|"
    r"authentic)|ob (?:die|diese|das) (?:e-?mail|mail|nachricht|schreiben|sms) echt|"
    r"si (?:le|ce) (?:mail|courriel|message|sms) est (?:authentique|vrai|r(?:é|e)el|l(?:é|e)gitime)|"
    r"si (?:el|este) (?:correo|mail|mensaje|email|sms) es (?:leg(?:í|i)timo|real|aut(?:é|e)ntico|verdadero)|"
    r"czy (?:ten |to )?(?:mail|e-?mail|wiadomo(?:ść|sc)|sms) (?:jest )?prawdziw\w*|"
    r"чи (?:цей )?(?:лист|мейл|повідомлення) справжн\w*|(?:письмо|сообщение) настоящ\w*|"
    r"настоящ\w* ли (?:это )?(?:письмо|сообщение))(?!\w)")
# the writer's or the writer's people's possessive before the value (lower-cased text, the 60 characters before it)
_ACCOUNT_OWNED = LazyPattern(
    r"(?<!\w)(?:my|our|mein\w*|unser\w*|m(?:ó|o)j\w*|nasz\w*|mi|mis|nuestr\w*|mon|ma|notre|"
    r"мій|моя|моє|мо[її]\w*|наш\w*|мой|моё|моей|"
    # the writer's account in a bank's words to the writer: "from your account IE82 ...", "z Twojego konta"
    r"your|twoje\w*|twojej|deine[mr]?|votre|вашо\w*|вашей|вашего)\s[^\n]{0,45}\Z")
# the value named by its kind just before it: "IBAN ...", "a la cuenta ...", "картку ..." (lower-cased text)
_ACCOUNT_NAMED = LazyPattern(
    r"(?<!\w)(?:iban|rib|konto\w*|konta|account(?: number)?|cuenta|compte|rachun\w*|рахун\w*|сч[её]т\w*|card|karte|"
    r"karta|kart[eęy]|tarjeta|carte|картк\w*|карт[уаы])\W{0,3}\Z")


# the account paid from, the writer's: "перевёл с карты 4026 ... мошенникам", "paid from the card", "z konta", "de la
# cuenta" (lower-cased text, just before the account's word)
_PAID_FROM = LazyPattern(r"(?<!\w)(?:from|von|vom|z|ze|с|со|з|із|зі|de|desde|du)\s(?:the |der |dem |la |le |l['’]|your |deine[mr]? |"
                        r"ihre[mr]? |twoje\w* |tu |ta |ton |votre |su |вашо\w* |вашей |твоє\w* |твоей )?\Z")


# whose (lower-cased text): a card's owner not known
_WHOSE = LazyPattern(r"(?<!\w)(?:whose|wessen|wem|czyj\w*|do kogo|de qui(?:é|e)n|(?:à|a) qui|чи[йяєї]|чей|чья|чь[её]|кому)(?!\w)")


def _stranger_account(findings: tuple[Finding, ...], text: str) -> bool:
    """Are all findings bank accounts or cards that came in from an owner the writer does not know (round 48)?"""
    low = lower_keep_length(text)
    if _MAIL_DOUBT.compiled.search(low) is None and (_WHOSE.compiled.search(low) is None or not may_be_unknown(low)):
        return False  # (only its owner not known said, "чия вона", or the mail doubted: a scam word alone beside the
        # writer's own card or account - "carte ... exp 06/27, arnaque ?", "na to konto ... ktoś dzwoni" - stays red)
    if KNOWN.compiled.search(low) is not None or not alone(text, low):
        return False
    for f in findings:
        before = low[max(0, f.start - 60):f.start]
        if _ACCOUNT_OWNED.compiled.search(before) or mine_after(low, f.end):
            return False
        if (named := _ACCOUNT_NAMED.compiled.search(before)) is None or _PAID_FROM.compiled.search(before, 0, named.start()):
            return False
    return True


def stranger_accounts_only(findings: tuple[Finding, ...], text: str) -> bool:
    """Are all of a red verdict's findings bank accounts or cards that came in from an owner the writer does not know?"""
    return bool(findings) and all(f.reason in _ACCOUNT_REASONS for f in findings) and _stranger_account(findings, text)
