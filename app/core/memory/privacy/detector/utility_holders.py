"""Round 51 (rutil): the numbers a household holds with a utility, a telecom or a landlord, written with the home they
belong to - "Kundennummer ..., Zählernummer 1ESY..., Wohnung <street> <no>", "licznik prądu nr ..., mieszkanie przy
<street> <no>", "особовий рахунок за газ ..., адреса вул. ...", "лицевой счёт ..., адрес ул. ...", "final readings,
acct ..., meter serial E..., flat 3, <no> <street>, <postcode>", "My gas MPRN is ... at <no> <street>", "Numer klienta
PGE ..., nowy adres ul. ...", "EDF me demande le PDL, sur le Linky il y a ... (au <no> rue ...)".

A customer number, a contract account, a meter's serial or a supply point alone is the provider's reference or the
installation's (provider_references.py, meter_numbers.py: "Meine Zählernummer 1ESY... steht anders auf der
Abrechnung", "Numer klienta w PGE to ..., czym to się różni?" stay green, as the sets label them). Written with the
street address of the home it is held for, it is the household's record with that provider: whoever has both can
close, move or query the contract in the holder's name - red ("energy supply point number with its holder", the
reason supply_points.py gives; a customer number "customer account number", the reason numbers.py gave it).

Read (gated on the labels' literals): the label, a value of six digits or more (or letters and six digits: "1ESY...",
"E40583788", "GI518346", spaced groups "812 004 771 23") within a few words after it in the same line, not a reading
(no unit after it: kWh, m³, "stan", "Stand"), and in the message a street address (identity_chat's reader: a street
with its number, "ul.", "вул.", "c/", a postcode) or a home word with a street and its number ("mieszkanie przy
Kasprzaka 31/112", "Квартира на Шевченка 8/21", "Wohnung Gneisenaustr. 44").
supply_points.py takes the same street address as a holder's cue for a CUPS, a PDL, a PPE whose value it validates.
Green limits: the address of business premises in the value's sentence (premises_accounts.py), a building's common
meter ("compteur général", "Hauptzähler", "загальнобудинковий лічильник") or a previous tenant's number anywhere in
the message (the holder is not the household: yellow at most, by other rules), a value of one or two repeated digits
(a placeholder), a reading (a unit after it), a bill's or an invoice's number (not a label here), a value with no
address.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector import name_letters
from app.core.memory.privacy.detector.identity_chat import street_addresses
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.premises_accounts import premises_account

METER_REASON = "energy supply point number with its holder"
ACCOUNT_REASON = "customer account number"

_UP = name_letters.UP
_LOW = name_letters.LOW

# a utility's, a telecom's or a landlord's number label (lower-cased text), then a few words, then the value
_HELD = LazyPattern(
    r"(?<![^\W\d_])(?P<label>"
    # meters and supply points
    r"(?P<meter>mprn|mpan|pdl|prm|pce|ppe|ppg|cups|z[äa]hlernummer|z[äa]hler-?nr\.?|z[äa]hlpunkt\w*|"
    r"(?:numer\w*|nr\.?) (?:licznika|ppe|ppg|punktu poboru)|номер\w* (?:електро|газо|водо)?л[іi]чильника|"
    r"номер\w* (?:электро)?сч[её]тчика|(?:num[ée]ro|n°) (?:de |du )?(?:compteur|pce|pdl|prm)|n[úu]mero de contador|"
    r"meter (?:serial|number|no\.?|id)|"
    r"(?:(?:електро|газо|водо)?л[іi]чильник\w*|(?:электро)?сч[её]тчик\w*|licznik\w*|(?:strom|gas|wasser)?z[äa]hler|"
    r"compteur|contador)"
    r"(?: (?:pr[ąa]du|gazu|wody|ciep[łl]a|газу|води|св[іi]тла|газа|воды|света|gaz|de gaz|[ée]lectrique|linky|de luz|"
    r"de gas|del gas|de la luz|strom|gas))?(?: ?(?:№|no\.?|nr\.?|numer|номер|n[º°]\.?|nummer|num[ée]ro|n[úu]mero)))|"
    # customer and contract accounts
    r"(?P<account>kundennummer|kunden-?nr\.?|vertragskonto(?:nummer)?|"
    r"numer\w* klienta|nr\.? klienta|klient(?=\s+\w*\s*\d)|"
    r"особов\w* рахун\w*|номер\w* особового рахунку|лицев\w* сч[её]т\w*|номер\w* лицевого сч[её]та|"
    r"r[ée]f[ée]rence client|r[ée]f\.? client|num[ée]ro (?:de )?client|n° client|"
    r"n[úu]mero de cliente|"
    r"customer (?:number|no\.?|ref(?:erence)?|id)|account (?:number|no\.?)|acct(?: no\.?)?))"
    r"(?![^\W\d_])"
    # a few words of what it is ("za gaz", "bei", "w PGE", "del gas"), a "nr"/"№"/"n°"/":"/"is"
    r"(?P<gap>(?:[^\S\n]*(?:[:#№\-–—=]|n[º°o]\.?|nr\.?|no\.?)|[^\S\n]+[^\W\d_]{1,12}(?=[^\S\n]))"
    r"{0,4}[^\S\n]*[:#№]?[^\S\n]*)"
    r"(?P<value>(?=(?:[a-z\-]*(?:[^\S\n](?=\d\d))?\d){6})[a-z0-9](?:[a-z0-9\-]|[^\S\n](?=\d{2}))*[a-z0-9])(?![\w])"
)
# a reading, not a number: a unit or a reading's word right after the value
_READING_AFTER = re.compile(r"[^\S\n]*(?:,\d+[^\S\n]*)?(?:kwh|kw·h|квт|m3|m³|м3|м³|€|zł|zl|грн|руб|£|eur)", re.IGNORECASE)
# a home's word, a preposition, a street's name and its house number ("mieszkanie przy Kasprzaka 31/112")
_HOME_STREET = LazyPattern(
    r"(?i)(?<![^\W\d_])(?:mieszkanie|mieszkania|lokal|квартира|квартиру|квартиры|квартири|будинок|дом|wohnung|flat|piso|"
    r"logement|appartement)\s+(?:przy|na|w|на|в|по|in der|an der|on|at|en|au|rue)\s+"
    rf"(?-i:[{_UP}][{_LOW}'’\-]+(?:\s[{_UP}][{_LOW}'’\-]+)?)\s\d{{1,4}}[a-z]?(?:/\d{{1,4}})?(?!\d)"
)

# a building's common meter, or a previous tenant's number (the holder not the household): the message is not the holder's
_NOT_HELD = LazyPattern(
    r"(?<![^\W\d_])(?:compteur g[ée]n[ée]ral|compteurs? collectif|hauptz[äa]hler|hausz[äa]hler|gemeinschaftsz[äa]hler|"
    r"main (?:water |gas |electricity )?meter|communal meter|licznik\w* (?:g[łl][óo]wn\w*|budynk\w*|wsp[óo]ln\w*)|"
    r"загальнобудинков\w*|будинков\w* л[іi]чильник\w*|общедомов\w*|contador (?:general|comunitario)|"
    r"previous (?:tenant|owner|occupier)|last tenant|former tenant|vormieter\w*|vorbesitzer\w*|poprzedni\w* (?:lokator|najemc|w[łl]a[śs]ciciel)\w*|"
    r"попередн\w* (?:орендар|мешкан|власник)\w*|прежн\w* (?:жильц|жилец|хозя|собственник)\w*|"
    r"ancien(?:ne)? (?:locataire|occupant|propri[ée]taire)s?|anterior (?:inquilino|propietario|titular)|"
    r"inquilino anterior|antiguo inquilino)(?![^\W\d_])"
)


def home_spans(text: str, low: str) -> list[tuple[int, int]]:
    """The street addresses in `text` (`low`: lower-cased) that are no business premises (see the module's doc)."""
    spans = street_addresses(text, low) + [m.span() for m in _HOME_STREET.finditer(text)]
    return [h for h in spans if not premises_account(low, h[0], h[1])]


def find_utility_holders(text: str, low: str, add: Callable[[str, int, int], None]) -> None:
    """Call add(reason, start, end) for each utility, telecom or meter number in `text` written with the street
    address of the home it is held for (`low`: lower-cased, the same length; see the module's doc)."""
    homes: list[tuple[int, int]] | None = None
    for m in _HELD.finditer(low):
        start, end = m.span("value")
        digits = re.sub(r"\D", "", m.group("value"))
        if len(set(digits)) <= 2 or _READING_AFTER.match(low, end):
            continue
        if homes is None:
            homes = [] if _NOT_HELD.search(low) else home_spans(text, low)
        if not any(not (s < end and start < e) for s, e in homes):
            return
        add(METER_REASON if m.group("meter") else ACCOUNT_REASON, start, end)
