"""A partner who withholds the writer's means of getting about or paying (round 42, rrel; sets broad-zzz83, zzz85):
"My partner hides my car keys whenever I want to see my friends", "Mi novio me quita las llaves del coche para que no
salga sin él", "Mąż zabrał mi dostęp do konta i wydziela mi pieniądze na zakupy".

partner_control.py reads control through what the partner controls, checks or forbids (money, phone, card, going out),
watched_partners.py through what they watch when the message adds rage or hiding. Coercive control is told just as
often through three acts that need neither: the car keys hidden or taken away (the writer kept at home), the writer's
access to an account or a card cut off, and money handed out to the writer in portions. In en, pl, de, es, fr, uk and
ru: the writer's partner or ex (partner_control's PARTNER: a possessive, or a bare partner word opening a Polish,
Ukrainian or Russian sentence) and, later in the same sentence, one of those acts on the writer
("hides my car keys", "nimmt mir den Autoschlüssel weg", "me cache les clés de la voiture", "chowa mi kluczyki",
"ховає ключі від машини", "прячет ключи от машины"; "took away my access to our account", "hat mir den Zugang zum
Konto gesperrt", "m'a coupé l'accès au compte", "me quitó el acceso a la cuenta", "забрав у мене доступ до картки",
"лишил меня доступа к счёту"; "gives me an allowance", "teilt mir das Geld zu", "me donne l'argent au compte-gouttes",
"me raciona el dinero", "wydziela mi pieniądze", "видає мені гроші", "выдаёт мне деньги").
Keys alone are a partner's care as often ("took my keys, I'd had three beers"): they count only as the car's keys, or
with the writer's going out they prevent ("whenever I want to", "para que no salga", "damit ich nicht", "żebym nie").
Green limits: a negation between the partner and the act ("my husband never takes my keys"), a case put as a condition
("if my partner hides my keys, ..."), a general question (no possessive partner: "is it abuse when a partner ..."),
somebody else's partner and fiction ("her husband hides her keys" has no possessive of the writer's).
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.partner_control import IF, NEGATION, PARTNER
from app.core.memory.privacy.detector.sentence_scope import after_spaces, stop_bounds

_REASON = "intimate or private life"

# every act holds one of these (keys, access, the portions); typed plain too (word_gate adds those spellings)
_GATE = word_gate("keys", "schlüssel", "llaves", "clés", "clefs", "kluczyk", "klucze", "ключі", "ключи", "access",
                  "zugang", "accès", "acceso", "dostęp", "доступ", "allowance", "pocket", "dole", "ration",
                  "taschengeld", "haushaltsgeld", "teilt", "zugeteilt", "compte-gouttes", "poche", "raciona", "contado",
                  "cuentagotas", "paga", "wydziela", "kieszonkowe", "видає", "видавав", "выдаёт", "выдает", "выдавал")


_CAR = (r"(?:car|van|auto\w*|wagen\w*|coche|carro|voiture|bagnole|samochod\w*|auta|машин\w*|авто\w*)")
_KEYS = (
    r"(?:hides|hid|takes|took|confiscates|confiscated|keeps|kept|steals|stole) (?:away )?(?:my|the) (?:\w+ )?keys|"
    r"(?:versteckt|versteckte|nimmt|nahm|konfisziert|behält) (?:mir )?(?:meinen|meine|den|die) (?:\w+)?schlüssel\w*|"
    r"(?:me )?(?:quita|quitaba|quitó|esconde|escondía|escondió|oculta|confisca|retiene|guarda) (?:las|mis) llaves|"
    r"(?:me )?(?:cache|cachait|prend|prenait|confisque|confisquait|garde|gardait|a caché|a pris|a confisqué) "
    r"(?:les|mes) (?:clés|clefs)|"
    r"(?:chowa|chował\w*|zabiera|zabierał\w*|zabrał\w*|ukrywa|ukrył\w*|konfiskuje|odbiera) (?:mi )?(?:\w+ )?"
    r"(?:kluczyki|klucze)|"
    r"(?:ховає|ховав|сховав|сховала|забирає|забирав|забрав|забрала|відбирає|відібрав) (?:у мене |мені )?(?:\w+ )?ключі|"
    r"(?:прячет|прятал|спрятал\w*|забирает|забирал|забрал\w*|отбирает|отбирал|отобрал\w*) (?:у меня |мне )?(?:\w+ )?"
    r"ключи")
_ACCESS = (
    r"(?:took|takes|cut|cuts|blocked|blocks|revoked|removed|stopped) (?:away |off )?my access to|"
    r"(?:sperrt|sperrte|entzieht|entzog|nimmt|nahm) mir den zugang|mir den zugang (?:zu\w* )?(?:\w+ )?(?:konto|karte|"
    r"geld|onlinebanking|bank\w*) (?:gesperrt|weggenommen|entzogen|gestrichen)|"
    r"(?:m'a|me) (?:retiré|retire|coupé|coupe|bloqué|bloque|supprimé|enlevé|enlève) l'accès|"
    r"me (?:quitó|ha quitado|quita|quitaba|bloqueó|ha bloqueado|bloquea|cortó|ha cortado|corta) el acceso|"
    r"(?:zabrał\w*|zabiera|odebrał\w*|odbiera|zablokował\w*|blokuje|odciął\w*|odcina) mi dostęp|"
    r"(?:забрав|забрала|забирає|заблокував|заблокувала|блокує|закрив|закрила|позбавив|позбавила) (?:у мене |мені |мене )?"
    r"доступ\w*|(?:забрал|забрала|забирает|заблокировал\w*|блокирует|закрыл\w*|лишил\w*) (?:у меня |мне |меня )?доступ\w*")
_RATION = (
    r"(?:gives|gave|hands) me (?:an allowance|pocket money)|(?:doles|doled|rations|rationed) out (?:the |my )?money|"
    r"rations (?:my|the) money|teilt mir (?:das |mein )?(?:\w+)?geld zu|gibt mir (?:nur )?(?:ein )?(?:taschengeld|"
    r"haushaltsgeld)|me (?:donne|donnait|file) (?:l'argent |de l'argent |mon argent )?au compte-gouttes|me rationne|"
    r"me (?:donne|donnait) (?:de l')?argent de poche|me (?:da|daba) (?:el )?dinero (?:contado|a cuentagotas)|"
    r"me raciona\w*|me (?:da|daba) una paga|wydziela\w* mi|daje mi kieszonkowe|видає мені (?:\w+ )?гроші|"
    r"видавав мені (?:\w+ )?гроші|выда[её]т мне (?:\w+ )?деньги|выдавал мне (?:\w+ )?деньги")
_ACT = _lazy(r"(?<!\w)" + PARTNER + r"(?!\w)([^.!?\n]{0,60}?)(?<!\w)(?:(?P<keys>" + _KEYS + r")|(?P<access>" + _ACCESS
             + r")|"
             + _RATION + r")(?!\w)")
# what the access cut off was to: money (not "access to the shared Google Drive folder")
_MONEY = _lazy(r"(?<!\w)(?:accounts?|card|money|bank\w*|savings|salary|wages|konto|konten|karte|geld|onlinebanking|"
               r"compte|carte|argent|banque|cuentas?|tarjeta|dinero|banca|banco|kont\w*|kart\w*|pieniędzy|rachunk\w*|"
               r"bankowości|рахун\w*|картк\w*|грош\w*|банк\w*|сч[её]т\w*|карт\w*|деньг\w*)(?!\w)")
# the writer's going out the keys keep from them, or the car itself
_OUTING = _lazy(
    r"(?<!\w)(?:" + _CAR + r"|kluczyki|whenever i|every time i|so (?:that )?i (?:can'?t|cannot|don'?t)|when i want|"
    r"wenn ich|damit ich nicht|sobald ich|para que no|cuando quiero|cada vez que|pour que je ne|quand je veux|"
    r"dès que je|żebym nie|kiedy chcę|gdy chcę|jak chcę|щоб я не|коли я хочу|чтобы я не|когда я хочу)(?!\w)")


def find_withheld_means(t: str) -> list[Finding]:
    """An intimate-life finding over the sentence of normalised `t` in which the writer's partner withholds their car
    keys, their access to an account, or their money (see the doc)."""
    if not opens(t, _GATE):
        return []
    low = lower_keep_length(t).replace("’", "'")
    for m in _ACT.finditer(low):
        if NEGATION.search(m.group(1)):
            continue
        a, b = stop_bounds(low, m.start(), m.end())
        if IF.search(low, a, m.start()):
            continue  # "If my partner hides my keys, ...": a case put
        if m.group("access") is not None and _MONEY.search(low, m.start("access"), min(b, m.end() + 40)) is None:
            continue  # access to a folder, a building, a game
        if m.group("keys") is not None and _OUTING.search(low, a, b) is None:
            continue  # keys taken with no car and no outing kept from the writer: as often a partner's care
        begin = after_spaces(t, a, b)
        return [Finding(Kind.RELATIONSHIP, _REASON, begin, b)]
    return []
