"""An organisation's account given for paying it, said in the words of an ordinary user (round 20).

numbers.py reads an account as public when its sentence names a public body, a charity or a company by its legal
form. Users name the payee more loosely: "l'iban de l'asso sportive FR76 ...", "the IBAN of our tennis club",
"konto szkoły językowej", "la academia de mi hijo da su cuenta ES..", "the web host says to pay into their account".
`org_payee_account` reads the sentence before the account (lower-cased, cut by numbers.py):
- the account word, then the organisation it belongs to ("iban de l'asso", "Konto des Vereins", "рахунок школи");
- an organisation, then its account with a third-person possessive ("su cuenta", "their account", "deren Konto"),
  where nobody but a relative named by "of my" stands between ("la academia de mi hijo da su cuenta").
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.asked_payments import asked_to_pay

_ORG = (
    r"asso|assos|associations?|assoc|asociaci[oó]n\w*|stowarzysz\w*|verein\w*|club\w*|klub\w*|клуб\w*|"
    r"fundacj\w*|foundation|stiftung|fundaci[oó]n|fondation|фонд\w*|charity|charities|"
    r"schools?|academy|academia|akademi\w*|szk[oó]ł\w*|szkol\w*|\w*schule|escuela|colegio|[ée]cole|школ\w*|"
    r"kindergarten|kita|nursery|przedszkol\w*|guarder[ií]a|cr[èe]che|садоч\w*|садок|садка|"
    r"university|uczelni\w*|universit\w*|universidad|університет\w*|университет\w*|"
    r"course|kurs\w*|curso|cours|курс\w*|gym|fitness\w*|siłowni\w*|silowni\w*|gimnasio|спортзал\w*|"
    r"web ?host\w*|hosting\w*|host|provider\w*|anbieter\w*|proveedor\w*|fournisseur\w*|dostawc\w*|"
    r"постачальник\w*|провайдер\w*|stadtwerke\w*|utility|utilities|versorger\w*|"
    r"company|companies|firm\w*|empresa|entreprise|soci[ée]t[ée]|unternehmen\w*|компані\w*|фірм\w*|"
    r"insurer|versicherung\w*|aseguradora|assureur|ubezpieczyciel\w*|страхов\w*|"
    r"clinic|klinik\w*|cl[ií]nica|clinique|клінік\w*|клиник\w*|praxis|przychodni\w*|"
    r"parafi\w*|parish|pfarr\w*|parroquia|paroisse|парафі\w*|"
    r"shop|store|sklep\w*|laden|tienda|magasin|магазин\w*|hotel\w*|"
    r"band|orchestra|orkiestr\w*|chór\w*|chor|choir|coro|chorale|хор\w*|team|dru[zż]yn\w*|mannschaft|equipo|[ée]quipe|команд\w*"
)
_ACCOUNT = (r"iban|account|bank details|konto|kontonummer|bankverbindung|rachun\w*|nrb|cuenta|compte|rib|"
            r"рахун\w*|сч[её]т\w*|реквізит\w*|реквизит\w*")
# "iban de l'asso sportive", "the account of our club", "konto szkoły", "das Konto des Vereins", "рахунок школи"
_ACCOUNT_OF_ORG = re.compile(
    r"(?<!\w)(?:" + _ACCOUNT + r")\s+(?:(?:de|du|des|del|of|der|vom|von|від|от|у)\s+)?"
    r"(?:(?:l|la|le|les|el|the|our|my|notre|nuestr[oa]|unser\w*|mojej|mojego|naszej|naszego|нашо\w*)['\s]\s*)?"
    r"(?:\w+\s+)?(?:" + _ORG + r")(?!\w)(?:\s+[^\W\d_]+){0,3}\s*[:\-–]?\s*$"
)
_THIRD_ACCOUNT = re.compile(
    # (not German "ihr"/"Ihr": the reader's own account in a letter, "auf Ihr Konto ... überwiesen")
    r"(?<!\w)(?:their|its|deren|dessen|sein\w*|su|sus|leur|leurs|son|sa|jej|jego|ich|swoje?|swój|"
    r"їхн\w*|їх|його|її|их|его|ее|свій|свой)\s+(?:[^\W\d_]+\s+)?(?:" + _ACCOUNT + r")(?!\w)[^.!?\n]{0,16}$"
)
_ORG_RE = re.compile(r"(?<!\w)(?:" + _ORG + r")(?!\w)")
# a relative attached to the organisation: "la academia de mi hijo", "the school of my daughter", "szkoła mojego syna"
_KIN_OF = re.compile(
    r"(?<!\w)(?:(?:de|of|del|du|des|der|von)\s+(?:mi|my|mis|mon|ma|mes|meine[mrs]?|unsere[mrs]?|our|nuestr\w+|notre|nos)\s+"
    r"[^\W\d_]+|(?:mojego|mojej|moich|naszego|naszej|naszych|meines|meiner|unseres|unserer|мого|моєї|моїх|моего|моей|моих|"
    r"нашого|нашої|нашего|нашей)\s+[^\W\d_]+)"
)
_MINE_BEFORE = re.compile(r"(?<!\w)(?:my|mine|moj\w*|mój|mein\w*|mi|mis|mon|ma|mes|мій|мой|моя|мою)\s+$")
_PERSONAL = re.compile(
    r"(?<!\w)(?:i|me|my|mine|ja|mnie|mój|moj\w*|ich|mich|mein\w*|yo|me|mi|mis|je|moi|mon|ma|mes|я|мене|мій|моя|мой|меня)(?!\w)")


def org_payee_account(near: str) -> bool:
    """`near`: the lower-cased sentence before an account. Is the account the organisation's named in it?"""
    of_org = _ACCOUNT_OF_ORG.search(near)
    if of_org and not _MINE_BEFORE.search(near, max(0, of_org.start() - 12), of_org.start()):
        return True  # (not "les paso mi RIB de Société Générale": my account at a bank)
    poss = _THIRD_ACCOUNT.search(near)
    if poss is None:  # (round 42) "La academia dice que paguemos la matrícula al ...", "Фонд просить донати на рахунок"
        return asked_to_pay(near, _ORG)  # the organisation asks to be paid into it (asked_payments.py)
    orgs = [m for m in _ORG_RE.finditer(near, 0, poss.start())]
    if not orgs:
        return False
    between = _KIN_OF.sub(" ", near[orgs[-1].end():poss.start()])
    return _PERSONAL.search(between) is None
