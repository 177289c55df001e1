"""An organisation, or its bill, telling the writer to pay into the account that follows (round 42, rfalse; set
broad-zzz83): "La academia dice que paguemos la matrícula al ES68 ...", "Фонд просить донати на рахунок UA16 ...",
"Faktura za prąd każe płacić na konto 20 7962 ...", "The school asks us to pay the trip into GB29 ...", "Der Verein
bittet, den Beitrag auf DE.. zu überweisen", "L'école demande de virer la cantine sur FR76 ...", "Клуб просит перевести
взнос на счёт ...".

org_payee_accounts.py reads "the account OF the organisation" and "the organisation gives ITS account"; people also
say it as the organisation's instruction: the organisation (a school, a fund, a club, a utility ... - _ORG there) or a
bill for a utility as the subject of a verb of asking or telling, then, in the same sentence, a verb of paying,
transferring or donating right before the account. The one who asks to be paid is the payee: the account is theirs.

Red limits: the writer's own account or the writer as the payee in the words after the request ("the school says it
will pay the refund into my account", "la academia dice que me devuelve el dinero a mi cuenta", "фонд просит указать
мой счёт") - a first-person possessive or pronoun, or a word of paying back, keeps the account the writer's.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.folded_patterns import caseless_folded_lazy as _lazy
from app.core.memory.privacy.detector.lazy import LazyPattern

# the cheap test on the lower-cased sentence: a stem of every asking verb below
_ASK_HINTS = ("say", "ask", "tell", "want", "request", "instruct", "sagt", "bitte", "verlang", "forder", "will", "möcht",
              "schreib", "dice", "pide", "quier", "exig", "indic", "manda", "solicit", "dij", "dit", "demand", "veut",
              "veulent", "réclam", "każ", "kaz", "prosi", "prosz", "mówi", "mowi", "chc", "wymag", "żąd", "zad",
              "каж", "прос", "вимага", "хоч", "пиш", "говор", "треб", "хоч", "вел")


# (the organisation words of org_payee_accounts.py, given at the call: this module imports nothing of it)
_ASK = (r"(?:says?|said|asks?|asked|tells?|told|wants?|requests?|instructs?|sagt|sagen|bittet|bitten|verlangt|verlangen|"
        r"fordert|fordern|will|wollen|möchte|schreibt|dice|dicen|dijo|pide|piden|quiere|quieren|exige|exigen|indica|"
        r"indican|manda|mandan|solicita|dit|disent|demande|demandent|veut|veulent|exige|indique|réclame|każe|każą|"
        r"prosi|proszą|mówi|mówią|chce|chcą|wymaga|żąda|каже|кажуть|просить|просять|вимагає|хоче|пише|говорит|"
        r"просит|просят|требует|хочет|пишет|велит)")
_PAY = (r"(?:pay\w*|transfer\w*|wire|send|remit\w*|donat\w*|zahl\w*|überweis\w*|spend\w*|pag\w*|ingres\w*|transfier\w*|"
        r"dona\w*|don|dons|vers\w*|vir\w*|régl\w*|płac\w*|zapłac\w*|wpłac\w*|przel\w*|wpłat\w*|datk\w*|"
        r"плат\w*|сплат\w*|оплат\w*|переказ\w*|перерах\w*|донат\w*|пожертв\w*|переч\w*|перевод\w*|перевест\w*|"
        r"внес\w*|внос\w*)")
# a bill for a utility, or from an organisation: "Faktura za prąd", "the electricity bill", "la factura de la luz"
_BILL = (r"(?:faktur\w*|rachun\w*|invoice|bill|rechnung|abrechnung|factura|facture|квитанц\w*|рахун\w*|сч[её]т\w*)"
         r"(?:\s+(?:za|for|für|de|del|de la|d'|pour|за|по|від|от|from|von|vom|od)\s*(?:l'|la\s|el\s|the\s)?\w+)?")
_UTILITY = (r"(?:electricity|power|gas|water|energy|phone|internet|strom\w*|wasser\w*|heiz\w*|luz|agua|electricidad|"
            r"élec\w*|eau|prąd\w*|gaz\w*|wod\w*|energi\w*|світл\w*|газ\w*|вод\w*|електр\w*|электр\w*|свет\w*)")
# the writer's own account, the writer as the payee, or money paid back, after the request (not the writer as the one
# asked: "the school asks me to pay", "Szkoła każe mi zapłacić" - Polish "mi" is "me" before the verb of paying)
_MINE = _lazy(r"(?<!\w)(?:my|mine|to me|mein\w*|an mich|mi(?!\s+(?:za)?p[łl]ac|\s+wp[łl]ac|\s+przel)|mis|a m[ií]|mon|ma|mes|"
              r"[àa] moi|moj\w*|mój|do mnie|мій|моя|мою|мо[єї]\w*|мені на|мой|моей|мо[её]м|мне на|refund\w*|back|"
              r"zurück\w*|devol\w*|reembols\w*|rembours\w*|zwrot\w*|zwróc\w*|поверн\w*|поверт\w*|вернут\w*|"
              r"возвра\w*)(?!\w)")
_PATTERNS: dict[str, LazyPattern] = {}


def _asked(org: str) -> LazyPattern:
    got = _PATTERNS.get(org)
    if got is None:
        got = _PATTERNS[org] = _lazy(
            r"(?<!\w)(?:(?:" + org + r")|" + _BILL + r"|(?:" + _UTILITY + r")\s+" + _BILL + r")(?!\w)"
            r"(?P<ask>\s+(?:\w+\s+){0,2}?" + _ASK + r"(?!\w))(?P<rest>[^.!?\n]{0,70}?(?<!\w)" + _PAY + r"(?!\w)"
            r"[^.!?\n\d]{0,40})$")
    return got


def asked_to_pay(near: str, org: str) -> bool:
    """`near`: the lower-cased sentence before an account; `org`: the organisation words (a pattern). Does an
    organisation or a bill ask the writer to pay into it?"""
    if not any(h in near for h in _ASK_HINTS):
        return False
    m = _asked(org).search(near)
    if m is None:
        return False
    if m.group(0).startswith(("faktur", "rachun", "invoice", "bill", "rechnung", "abrechnung", "factura", "facture",
                              "квитанц", "рахун", "счет", "счёт")) and not _lazy_utility().search(m.group(0)):
        return False  # a bill whose issuer is not a utility or an organisation: a plumber's, a friend's
    return _MINE.search(near, m.end("ask")) is None


_UTILITY_RX: list[LazyPattern] = []


def _lazy_utility() -> LazyPattern:
    if not _UTILITY_RX:
        _UTILITY_RX.append(_lazy(r"(?<!\w)" + _UTILITY + r"(?!\w)"))
    return _UTILITY_RX[0]
