"""The writer's money given to a party, a membership said with "j'adhère", a union's seat on a works council (round 42).

party_offices.py reads an office in a party or a union, the vocabulary "member of", implied_bonds.py a party card; a
party's supporter as often tells it by what they pay or where they sit: "Wpłaciłem 2 000 zł na Konfederację przed
wyborami", "I donated £500 to the Labour Party", "Ich habe 300 € an die Grünen gespendet", "Doné 200 € a Podemos",
"J'adhère à LFI et je donne 30 € par mois", "Я пожертвував 5 000 гривень партії ...", "Я перевёл 10 тысяч рублей
партии ..."; "Ich sitze für die IG Metall im Betriebsrat", "I sit on the works council for Unite", "Estoy en el
comité de empresa por CCOO", "Je siège au CSE pour la CGT".
- DONATION: a first-person verb of giving or paying ("donated", "gave", "gespendet", "wpłaciłem", "doné", "je donne",
  "пожертвував", "перевёл") with a sum, and a party by its name or by "party" as a polity's word (political party,
  Partei, partia, partido político, parti politique, партія, партия) in the sentence;
- ADHERE: French "j'adhère / j'ai adhéré / je vais adhérer" to a party or a union by its name or word;
- SEAT: the writer sitting on a works or staff council ("ich sitze ... im Betriebsrat", "I sit on the works council",
  "jestem w radzie pracowników", "estoy en el comité de empresa", "je siège au CSE", "я в профкомі") with a union's
  name or word in the sentence.
Green: a party's programme or rules asked about ("How much can I donate to a party?": no sum given), a party's money
in the news ("Labour received £5m"), an idea one "adhère" to, a mutual insurer ("la mutuelle"), a charity match or an
office party (no party's word for "partido", "party"), a union law question with no seat of the writer's ("Darf der
Betriebsrat der IG Metall ...?"), a colleague's seat, a hypothetical or a story.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _rx
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.sentence_scope import stop_bounds
from app.core.memory.privacy.detector.stated_conditions import NOT_OWN
from app.core.memory.privacy.detector.text import has_digit

_BELIEFS = "religion, politics or union membership"


# a party by its name or by a polity's word (not "party" alone in English, "partido" or "parti" alone: an office
# party, a match, "il est parti")
_PARTY = (
    r"political part(?:y|ies)|(?:the )?(?:labour|conservative|green|democratic|republican|liberal) party|to labour|"
    r"tories|conservatives|lib ?dems?|liberal democrats|green party|reform uk|snp|plaid cymru|democrats|republicans|"
    r"dnc|rnc|"
    r"parti[ae]|parti[ię]|partyjn\w*|konfederacj\w*|lewic\w*|partia razem|prawo i sprawiedliwo[śs][ćc]|"
    r"platform\w* obywatelsk\w*|koalicj\w* obywatelsk\w*|psl|polsk\w* 2050|trzeci\w* drog\w*|"
    r"partei\w*|afd|spd|cdu|csu|fdp|bsw|linkspartei|b[üu]ndnis 90|freien? w[äa]hler|"
    r"(?:an|f[üu]r|die|den) (?:gr[üu]nen|linke)(?= (?:gespendet|gezahlt|bezahlt|[üu]berwiesen)|[.,;!?]|$)|"
    r"partido pol[íi]tico|partido (?:popular|socialista|comunista)|psoe|(?:a|para|de|al) (?:podemos|sumar|vox)|erc|bildu|"
    r"pnv|"
    r"parti (?:politique|socialiste|communiste|pirate|animaliste)|(?:la )?france insoumise|insoumis\w*|lfi|"
    r"rassemblement national|(?:les )?r[ée]publicains|eelv|(?:les )?[ée]cologistes|pcf|reconqu[êe]te|npa|"
    r"парті\w*|парти\w*|кпрф|лдпр|(?:єдин|един)\w* росі\w*|слуга народу|європейськ\w* солідарн\w*"
)
PARTY_NAMES = _PARTY  # (round 50) a party by its name, for belief_money.py's gift repeated every month or year
_UNION = (
    r"ig[ -]metall|ver\.?di|ig[ -]bce|ig[ -]bau|gew|evg|ngg|gewerkschaft\w*|unite|unison|gmb|rmt|ucu|usdaw|cwu|neu|pcs|"
    r"rcn|(?:trade )?union|solidarno[śs][ćc]\w*|nszz|opzz|znp|zwi[ąa]z\w* zawodow\w*|ccoo|ugt|cgt|cfdt|fo|sud|unsa|"
    r"cfe-cgc|fsu|sindicato|syndicat|профспілк\w*|профсоюз\w*"
)
_PARTY_AT = _rx(r"(?<![\w'])(?:" + _PARTY + r")(?![\w'])")
_PARTY_OR_UNION_AT = _rx(r"(?<![\w'])(?:" + _PARTY + "|" + _UNION + r")(?![\w'])")
_UNION_AT = _rx(r"(?<![\w'])(?:" + _UNION + r")(?![\w'])")
# the writer giving or paying
_GAVE = _rx(
    r"(?<![\w'])(?:i (?:have |had |'ve |just |also )?(?:donated|gave|give|donate|contributed|contribute|pay|paid|chipped in)|"
    r"i've (?:donated|given|contributed|paid)|(?:ich habe|habe ich|ich hab|hab ich|ich)(?: \S+){0,6}? (?:gespendet|"
    r"gezahlt|bezahlt|überwiesen|spende|zahle|überweise)|(?:spende|zahle|überweise) ich|"
    r"wp[łl]aci[łl](?:em|am)|wp[łl]acam|przekaza[łl](?:em|am)|przela[łl](?:em|am)|daj[ęe]|da[łl](?:em|am)|"
    r"don[ée]|aport[ée]|dono|aporto|he donado|he aportado|pago|"
    r"j'ai (?:donn[ée]|vers[ée]|pay[ée])|je (?:donne|verse|paie|paye)|"
    r"(?:я )?(?:пожертвував|пожертвувала|задонатив|задонатила|переказав|переказала|переказую|плачу|сплачую|даю|"
    r"пожертвовал|пожертвовала|задонатил|задонатила|перевёл|перевел|перевела|перевожу))(?!\w)"
)
_SUM = _rx(
    r"(?:[€£$]\s?\d|\d[\d\s.,]*\s?(?:€|£|\$|eur\b|euros?\b|zł|zl\b|pln\b|tys|k\b|грн|гривен\w*|гривн\w*|руб\w*|тис\w*|"
    r"тыс\w*|usd\b|gbp\b|dollars?\b|pounds?\b))"
)
_ADHERE = _rx(r"(?<![\w'])(?:j'adh[èe]re|j'ai adh[ée]r[ée]|je vais adh[ée]rer|je viens d'adh[ée]rer)(?: (?:à|a|au|aux) )")
# the writer on a works or staff council
_COUNCIL = (
    r"betriebsrat\w*|personalrat\w*|works council|staff council|rad\w* pracownik[óo]w|rad\w* zak[łl]adow\w*|"
    r"komisj\w* zak[łl]adow\w*|comit[ée] de empresa|junta de personal|cse|comit[ée] social et [ée]conomique|"
    r"comit[ée] d'entreprise|рад\w* трудового колектив\w*|рад\w* трудового коллектив\w*|профком\w*"
)
_SEAT = _rx(
    r"(?<![\w'])(?:ich sitze|sitze ich|ich bin|bin ich|i sit|i'm|i am|i've been|i was elected|jestem|zasiadam|"
    r"estoy|soy|formo parte|je si[èe]ge|je suis|j'ai [ée]t[ée] [ée]lue?|я)(?!\w)(?: \S+){0,6}? (?:(?:in|im|on|w|en|au|"
    r"в|у) (?:the |el |la |le |du |dem |der )?)?(?:" + _COUNCIL + r")(?!\w)"
)
# (round 46) SUPPORT: the writer's support of, or vote for, a party named, or an opposition party - "Я відкрито підтримую
# одну опозиційну партію", "ich unterstütze offen die AfD", "popieram Konfederację", "je soutiens LFI", "voto a Vox",
# "голосую за КПРФ" - or a blank or spoiled ballot ("j'ai voté blanc au second tour", "I spoiled my ballot")
_OPPOSITION = (r"(?:(?:opposition|oppositions|opozycyjn\w*|опозиційн\w*|оппозиционн\w*) (?:\S+ )?(?:part(?:y|ies)|partei\w*|"
               r"parti[ię]|partii|парті\w*|парти\w*)|oppositionspartei\w*|partido de la oposición|parti d'opposition)")
_SUPPORT = _rx(
    r"(?<![\w'])(?:(?:i|we) (?:(?:openly|actively|always|still|proudly) )?(?:support|back|vote for|voted for|always vote)|"
    r"(?:ich|wir) (?:\S+ )?(?:unterstütze|unterstützen|wähle|wählen)|(?:ich habe|hab ich|habe ich|ich hab) (?:\S+ ){0,2}?"
    r"(?:unterstützt|gewählt)|popieram|(?:zawsze |otwarcie )?głosuj[ęe] na|głosowa[łl](?:em|am) na|"
    r"(?:yo )?(?:apoyo a|apoyo al|voto a|voto al|vot[ée] a|vot[ée] al|he votado a|he votado al)|"
    r"je (?:soutiens|vote|votais)|j'ai (?:soutenu|vot[ée])|"
    r"(?:я )?(?:\S+ )?(?:підтримую|підтримував|підтримувала|голосую за|голосував за|голосувала за|поддерживаю|поддерживал|"
    r"поддерживала|голосовал за|голосовала за))(?![\w'])(?: \S+){0,3}? (?:" + _PARTY + "|" + _OPPOSITION + r")(?![\w'])"
    r"|(?<![\w'])(?:j'ai vot[ée] (?:blanc|nul)|i spoiled my ballot|i spoilt my ballot|ich habe ungültig gewählt|"
    r"vot[ée] en blanco|vot[ée] nulo|odda[łl](?:em|am) (?:pusty|nieważny) g[łl]os|зіпсува(?:в|ла) бюлетень|"
    r"испортил[аи]? бюллетень)(?![\w'])"
)
# a generic word alone ("die Partei", "партію") is no one's party: a question, a hypothetical, "which party"
_OPPOSITION_AT = _rx(_OPPOSITION)
_SUPPORT_GENERIC = _rx(r"(?<![\w'])(?:political part(?:y|ies)|parti[ae]|parti[ię]|partii|partei\w*|partido pol[íi]tico|"
                       r"parti politique|парті\w*|парти\w*)$")
_SUPPORT_NOT = _rx(r"(?<![\w'])(?:should|would|if|whether|which|who|what|how|sollte|soll|welche\w*|wenn|ob|czy|jeśli|kt[óo]r\w*|"
                   r"debería|si|qu[ée]|cu[áa]l|devrais|quel\w*|якщо|чи|яку|якій|если|ли|какую|какой|idea|idee|idée|"
                   r"ideas|ideen|pomysł\w*|ідею|идею|you|du|ty|tú|vous|ти|ты)(?![\w'])")
_GATE = word_gate(
    "donat", "gave", "give", "contribut", "pay", "paid", "chipped", "gespendet", "gezahlt", "bezahlt", "überwie",
    "spende", "zahle", "überweis", "wpłac", "przekaz", "przelał", "daję", "dałem", "dałam", "doné", "aporté", "dono", "aporto",
    "donado", "aportado", "pago", "donné", "versé", "payé", "donne", "verse", "paie", "paye", "пожертв", "задонат",
    "переказ", "плачу", "сплачую", "даю", "перев",
)
_ADHERE_GATE = word_gate("adhè", "adhé", "adhe")
_SEAT_GATE = word_gate(
    "betriebsrat", "personalrat", "council", "pracownik", "zakładow", "comité", "junta", "cse", "профком", "трудов",
)


def _owned(text: str, low: str, start: int, end: int) -> tuple[int, int] | None:
    lo, hi = stop_bounds(text, start, end, before=".!?\n", after="!?\n")
    cut = low.find(". ", end)
    hi = min(hi, cut) if cut >= 0 else hi
    if NOT_OWN.search(low, lo, hi) is not None or NOT_OWN.search(low, 0, min(len(low), 80)) is not None:
        return None
    return lo, hi


def find_party_support(text: str) -> list[Finding]:
    """A beliefs finding over the sentence where the writer funds a party, adheres to one or sits on a works council for
    a union (see the doc)."""
    gave = has_digit(text) and opens(text, _GATE)  # (a gift needs its sum)
    adhere, seat = opens(text, _ADHERE_GATE), opens(text, _SEAT_GATE)
    if not (gave or adhere or seat):
        return _supported(text)  # (most messages: none of the words; _SUPPORT behind its own derived gate)
    low = lower_keep_length(text)
    if "’" in low:
        low = low.replace("’", "'")
    for m in _ADHERE.finditer(low) if adhere else ():
        bounds = _owned(text, low, m.start(), m.end())
        if bounds is not None and _PARTY_OR_UNION_AT.compiled.match(low, m.end()):
            return [Finding(Kind.BELIEFS, _BELIEFS, *bounds)]
    for m in _GAVE.finditer(low) if gave else ():
        bounds = _owned(text, low, m.start(), m.end())
        if bounds is not None and _SUM.search(low, *bounds) and _PARTY_AT.search(low, *bounds):
            return [Finding(Kind.BELIEFS, _BELIEFS, *bounds)]
    for m in _SEAT.finditer(low) if seat else ():
        bounds = _owned(text, low, m.start(), m.end())
        if bounds is not None and _UNION_AT.search(low, *bounds):
            return [Finding(Kind.BELIEFS, _BELIEFS, *bounds)]
    return _supported(text, low)


def _supported(text: str, low: str | None = None) -> list[Finding]:
    """SUPPORT (round 46): a beliefs finding over the sentence where the writer supports or votes for a party named or
    an opposition party, or casts a blank ballot."""
    if low is None:
        low = lower_keep_length(text)
        if "’" in low:
            low = low.replace("’", "'")
    for m in _SUPPORT.finditer(low):
        bounds = _owned(text, low, m.start(), m.end())
        if bounds is None or _SUPPORT_NOT.search(low, *bounds):
            continue
        if _SUPPORT_GENERIC.search(m.group()) and not _OPPOSITION_AT.search(m.group()):
            continue
        return [Finding(Kind.BELIEFS, _BELIEFS, *bounds)]
    return []
