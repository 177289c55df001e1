"""Round 50 (rsens): the writer's own money to their faith or their union, told in a tax or budget question - a tithe
or a monthly gift to their parish, church tax, union dues: "co miesiąc daję 300 zł na parafię", "щомісяця жертвую
десятину у свою протестантську церкву", "я жертвую каждый месяц на свой православный приход", "I tithe to my church",
"ver.di-Beitrag 28 € im Monat, als Werbungskosten absetzbar?", "ich zahle Kirchensteuer", "pago la cuota del
sindicato", "плачу членские взносы в профсоюз".

The vocabulary reads "I'm Catholic", "member of a union"; the tax and household sets (broad-zzz124) told the same thing
by what the writer pays, and the question around it (deductible? a tax relief?) is about the writer's own return. In
en, pl, de, es, fr, uk, ru, in one sentence:
- GIFT: a first-person verb of giving (daję, wpłacam, жертвую, даю, donate, give, spende, dono, doy, je donne ...) or
  tithing ("I tithe", "diezmo", "dziesięcina", "десятину"), a congregation's word after it (parish, church, mosque,
  synagogue, parafia, kościół, zbór, Kirchengemeinde, Moschee, parroquia, iglesia, mezquita, paroisse, église,
  mosquée, парафія, церква, храм, приход, церковь, мечеть, синагога), and a sign that the gift is the writer's habit or
  their congregation's: a sum, a tithe, "every month / co miesiąc / щомісяця / каждый месяц", or "my / own / свою";
- DUES: a union's or a party's membership fee (union dues, Gewerkschaftsbeitrag, "ver.di-Beitrag", składka
  związkowa, cotisation syndicale, cuota sindical / del sindicato, профспілкові внески, профсоюзные взносы,
  Parteibeitrag, składka partyjna, партийные взносы) with a sum, "my" or a first-person paying verb in the sentence;
- PARTY: a gift to a party by its name repeated every month or year ("wpłacam co roku na Razem", "I donate to Labour
  every month"; a sum given once is party_support.py's);
- TAX: the writer paying church tax ("ich zahle Kirchensteuer", "meine Kirchensteuer", "mein Kirchenbeitrag").
Green: a question in general ("Sind Gewerkschaftsbeiträge absetzbar?", "how much is the union fee?", "Wie funktioniert
die Kirchensteuer?"), a condition ("if I donate ..."), no church tax paid ("keine Kirchensteuer"), a parish's own
collection or bank account, a story.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.folded_patterns import folded_gated as _gated
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.party_support import PARTY_NAMES
from app.core.memory.privacy.detector.sentence_scope import after_spaces, sentence_matches

_REASON = "religion, politics or union membership"

# the writer giving (first person): a verb that says money (donate, spende, wpłacam, жертвую ...) or one that may say
# anything ("I give lessons at the church", "даю уроки"), then the congregation after a preposition of direction
_DONATE = (
    r"i (?:\w+ )?(?:donate|tithe)|i've (?:\w+ )?(?:donated|tithed)|we (?:\w+ )?(?:donate|tithe)|"
    r"(?:ich|wir) (?:\w+ ){0,2}?(?:spende|spenden|überweise)|(?:spende|überweise) ich|"
    r"wp[łl]acam|przekazuj[ęe]|przelewam|wp[łl]acamy|(?:yo )?(?:dono|aporto|donamos)|je (?:\w+ )?verse|nous versons|"
    r"(?:я )?(?:жертвую|переказую|жертвуем|перевожу|пожертвую)"
)
_HAND = (
    r"i (?:\w+ )?give|we (?:\w+ )?give|(?:ich|wir) (?:\w+ ){0,2}?(?:gebe|geben)|gebe ich|daj[ęe]|dajemy|(?:yo )?(?:doy|damos)|"
    r"je (?:\w+ )?donne|nous donnons|(?:я )?(?:даю|віддаю|даем|даём|отдаю)"
)
_PAY = (r"i (?:\w+ )?pay|(?:ich|wir) (?:\w+ ){0,2}?(?:zahle|zahlen)|zahle ich|p[łl]ac[ęe]|(?:yo )?pago|je (?:\w+ )?(?:paie|paye)|"
        r"(?:я )?(?:плачу|сплачую)")
_CONGREGATION = (
    r"(?:to (?:the |my |our )?|an (?:die |meine |unsere |den )?|(?:na|do|dla) (?:moj\w* |nasz\w* |sw(?:oj\w*|ą) )?|"
    r"(?:a|al|a la|a mi|a nuestra|para la|para mi) |(?:au|aux|à la|à ma|à mon|pour la|pour ma|pour mon) |"
    r"(?:на|до|для) (?:сво\w* |мо[юяєї] |мій |мой |наш\w* )?|(?:у|в) (?:сво\w* |мо[юяєї] |мій |мой |наш\w* ))"
    r"(?:[\w-]+ ){0,2}?"
    r"(?:church|parish|mosque|synagogue|temple|gurdwara|congregation|"
    r"parafi\w*|ko[śs]ci[oó][łl]\w*|zb[oó]r\w*|meczet\w*|synagog\w*|tac[ęe]|"
    r"kirchengemeinde|pfarrgemeinde|moscheegemeinde|pfarrei|moschee\w*|synagoge|kirche|"
    r"parroquia|iglesia|mezquita|sinagoga|"
    r"paroisse|[ée]glise|mosqu[ée]e|synagogue|denier (?:du culte|de l'[ée]glise)|"
    r"парафі\w*|церкв\w*|храм\w*|мечет\w*|синагог\w*|приход\w*|церков\w*)"
)
_GIFT = (r"(?:(?P<donate>" + _DONATE + r")|" + _HAND + r")(?![\w'])(?: \S+){0,6}? " + _CONGREGATION + r"(?![\w'])")
# a tithe said on its own ("I tithe", "doy el diezmo") already says whose congregation
_TITHE_WORD = r"tithes?|tithing|diezmo|dziesi[ęe]cin\w*|десятин\w*|zakat|zakaat|d[îi]me|zehnten"
# a union's or a party's fee
_UNION_FEE = (
    r"(?:union|party) (?:dues|subs|subscription|membership fees?|fees?)|"
    r"(?:unite|unison|gmb|rmt|ucu|usdaw|teamsters) (?:dues|subs|membership fees?)|"
    r"(?:gewerkschafts|partei|ver\.?di|verdi|ig[ -]?metall|gew|spd|cdu|csu|afd|fdp|linken?|gr[üu]nen)-?(?:mitglieds)?"
    r"beitr(?:ag|[äa]ge)\w*|"
    r"mitgliedsbeitr(?:ag|[äa]ge)\w* (?:an|f[üu]r|bei|der|zur) (?:die |den |der )?(?:gewerkschaft|partei|ver\.?di|ig metall)|"
    r"sk[łl]adk\w* (?:zwi[ąa]zkow\w*|partyjn\w*|cz[łl]onkowsk\w* (?:w|do|na|dla) (?:zwi[ąa]zk\w*|parti\w*|solidarno\w*))|"
    r"cotisations? (?:syndicales?|au syndicat|[àa] la (?:cgt|cfdt)|au parti)|"
    r"cuotas? (?:sindical(?:es)?|del sindicato|de (?:ccoo|ugt|afiliad[oa])|del partido)|"
    r"профспілков\w* внес\w*|внес\w* (?:до|в|у) профспілк\w*|партійн\w* внес\w*|"
    r"профсоюзн\w* взнос\w*|взнос\w* (?:в|на) профсоюз\w*|партийн\w* взнос\w*"
)
_CHURCH_TAX = r"kirchensteuer|kirchenbeitrag|kirchgeld"
_MONEY = _gated(
    r"(?<![\w'])(?:(?P<gift>" + _GIFT + r")|(?P<tithe>i tithe|we tithe|(?:" + _DONATE + "|" + _HAND + "|" + _PAY +
    r")(?![\w'])(?: \S+){0,4}? (?:" + _TITHE_WORD + r"))|(?P<party>(?:" + _DONATE + "|" + _HAND + "|" + _PAY +
    r")(?![\w'])(?: \S+){0,4}? (?:(?:to|an|na|a|au|à|на) )?(?:" + PARTY_NAMES + r"|(?<=na )razem))|(?P<dues>" + _UNION_FEE + r")|(?P<tax>" + _CHURCH_TAX +
    r"))(?![\w'])")

_PERIOD = (r"every month|each month|monthly|every year|each year|jeden monat|monatlich|j[äa]hrlich|co miesi[ąa]c|co roku|"
           r"miesi[ęe]cznie|cada mes|cada a[ñn]o|al mes|chaque mois|chaque ann[ée]e|par mois|tous les mois|щомісяця|щороку|"
           r"каждый месяц|каждый год|ежемесячно|в месяц|на місяць|a month|im monat|pro monat|mensuel\w*|mensual\w*")
# a gift of money (a sum, a tithe, a period, money named): any giving verb
_MONEY_SAID = _lazy(
    r"\d|(?<![\w'])(?:" + _TITHE_WORD + "|" + _PERIOD + r"|money|geld|pieni[ąa]dz\w*|dinero|argent|гроші|грошей|деньги|"
    r"денег|offering|ofiar[ęa]|ofrenda|offrande|пожертв\w*|kollekte|colecta|qu[êe]te)(?![\w'])")
_PERIOD_SAID = _lazy(r"(?<![\w'])(?:" + _PERIOD + r")(?![\w'])")
# a donation to one's own congregation: a donating verb and a possessive
_OWN_SAID = _lazy(r"(?<![\w'])(?:my|our|own|meine|unsere|moj\w*|nasz\w*|swoj\w*|swoją|mi|nuestra|ma|mon|notre|"
                  r"сво\w*|мо[юяєї]|мій|мой|наш\w*)(?![\w'])")
# the writer's dues: a sum, a possessive or a paying verb of the writer's
_OWN_DUES = _lazy(
    r"\d|(?<![\w'])(?:my|i pay|i've paid|i paid|mein\w*|ich zahle|zahle ich|wir zahlen|m[oó]j\w*|p[łl]ac[ęe]|"
    r"p[łl]aci[łl](?:em|am)|mi|mis|pago|pagamos|ma|mes|je paie|je paye|je verse|мо[їя]|мій|плачу|сплачую|мои|мой)(?![\w'])")
_OWN_TAX = _lazy(
    r"(?<![\w'])(?:meine|mein|ich zahle|zahle ich|ich bezahle|wir zahlen|zahlen wir|ich habe (?:\S+ ){0,4}?gezahlt|"
    r"bezahle ich)(?![\w'])")
# a condition, a general question, a negation, a story
_NOT = _lazy(
    r"(?<![\w'])(?:if|whether|should|wenn|falls|ob|sollte|jeśli|jeżeli|gdyby|czy mog[ęe]|si|якщо|якби|если|"
    r"how much|wie (?:viel|hoch|funktioniert)|ile|cu[áa]nto|combien|скільки|сколько|keine|kein|nicht|nie|no|ne|"
    r"не|novel|story|roman|novela|powie[śs][ćc]\w*|роман\w*)(?![\w'])")


def find_belief_money(t: str) -> list[Finding]:
    """A beliefs finding over the sentence of normalised `t` where the writer tells a gift to their congregation, their
    union or party dues or the church tax they pay (see the doc)."""
    for low, m, a, b in sentence_matches(_MONEY, t):
        if _NOT.search(low, a, m.start()) is not None:
            continue
        if m.group("gift") is not None and _MONEY_SAID.search(low, a, b) is None and (
                m.group("donate") is None or _OWN_SAID.search(low, a, b) is None):
            continue  # "I give a lift to my church friends", "ich spende an die Kirche?" (whose, how much?)
        if m.group("party") is not None and _PERIOD_SAID.search(low, a, b) is None:
            continue  # a sum given once is party_support.py's; "I pay attention to the Greens"
        if m.group("dues") is not None and _OWN_DUES.search(low, a, b) is None:
            continue  # "Sind Gewerkschaftsbeiträge absetzbar?"
        if m.group("tax") is not None and _OWN_TAX.search(low, a, b) is None:
            continue  # "Wie funktioniert die Kirchensteuer?", "ich zahle keine Kirchensteuer"
        return [Finding(Kind.BELIEFS, _REASON, after_spaces(t, a, b), b)]
    return []
