"""A payment card's PIN named by its card, or described by where it is typed (round 29, rsec).

- A card's code: a code word and a payment card named together, in either order and with the words people put between
  them ("le code de ma nouvelle carte bancaire", "the code for my new debit card", "kod do nowej karty debetowej",
  "der Code meiner neuen EC-Karte", "el código de la tarjeta de mi madre", "код від моєї нової картки", "my debit
  card's code", "ma carte bleue a pour code"), then a short number in that sentence: that number is the card's PIN,
  whatever words stand between ("... après le changement de banque : 3847", "... nach dem Bankwechsel: 6283"). The
  value follows a colon, a dash, a copula ("is", "c'est", "es el", "to", "lautet", "це"), an apposition's comma, or
  stands right after the card. The finders before this one wanted a fixed phrase ("code de ma carte") or the value
  right after "PIN".
- A PIN described instead of named: a short number the writer or a relative keeps on a note in the wallet, types at a
  till, a cash machine or a card terminal, "the four digits" of the card, or "nobody knows what 3847 stands for": a
  note, a wallet or a cash machine named in the message, and the number tied to it by being written down, typed in
  or "standing for" something ("niemand wüsste, wofür 3847 steht", "the four digits I type at the cash machine are
  5183", "en el papelito de la cartera pone 6021").

Green limits: a card that is no payment card (loyalty, gift, library, member, SIM, memory, transport, identity cards,
a map); "карта" (also a map) only in a message about a bank, a payment, a cash machine or a till; not a price, a count, a time, a year, an amount paid or withdrawn (a unit, a currency, "for", "at" before or
after it); not the card's own number or its last digits ("ending in 4719", "number", "numer"); not a promo, gift or
error code; one digit repeated or a run ("1234").
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.secret_attached import (
    CODE_NOT,
    ENDING_BEFORE,
    NOT_BEFORE,
    OTHER_NUMBERED,
    UNIT_AFTER,
    YEAR,
)
from app.core.memory.privacy.detector.sentence_scope import sentence_bounds

Add = Callable[[str, int, int], None]

_SEQUENCES = "0123456789 9876543210"

# ---------------------------------------------------------------- key words (lower-cased text)

_CODE = (r"codes?|code secret|code confidentiel|kod|kodu|kodem|pin|pin-?u|pin-?kod\w*|pin-?code|pin-?nummer|geheimzahl|"
         r"geheimnummer|c[oó]digo|c[oó]digo secreto|clave|n[uú]mero secreto|код|коду|кодом|пін|пін-?код\w*|пин|пин-?код\w*")
# a card noun; the qualified ones are payment cards whatever the message says
_QUALIFIED = (
    r"(?:debit|credit|bank|cash|atm|cashpoint|visa|mastercard|payment|contactless)[^\S\n]+cards?|bankcards?|"
    r"cartes? (?:bancaires?|bleues?|de (?:cr[ée]dit|d[ée]bit|paiement|retrait))|\bcb\b|"
    r"kart\w* (?:debetow\w*|kredytow\w*|płatnicz\w*|platnicz\w*|bankow\w*|bankomatow\w*)|"
    r"(?:ec|giro|bank|kredit|debit|spar\w*|visa)-?karte\w*|"
    r"tarjetas? (?:de (?:d[ée]bito|cr[ée]dito|pago)|bancari\w*)|"
    r"(?:банківськ\w*|кредитн\w*|дебетов\w*|зарплатн\w*|платіжн\w*|банковск\w*|платежн\w*)[^\S\n]+карт\w*|"
    r"карт\w*[^\S\n]+(?:монобанк\w*|приват\w*|ощад\w*|сбер\w*|тинькофф\w*)"
)
# "карта" is a map as often as a card: a payment card only in a message about money
_MAP_TOO = re.compile(r"карт[аиуыі]")
_FROM = re.compile(r"(?<![\w])(?:от|к|до|від)(?![\w])")
_PLAIN = r"cards?|cartes?|kart[aęyąo]|karcie|kartę|karte|karten|tarjetas?|картк\w*|карт[аиуыі]|карточк\w*"
_CARD = re.compile(r"(?<![\w\-])(?:(?P<qual>" + _QUALIFIED + r")|(?P<plain>" + _PLAIN + r"))(?![\w\-])")
_CODE_WORD = re.compile(r"(?<![\w\-])(?:" + _CODE + r")(?![\w\-])")
# a code word, up to four words, the card ("le code de ma nouvelle carte", "kod do mojej nowej karty")
_GAP_WORDS = r"(?:[^\S\n]+[^\W\d_][\w'’\-]*){0,4}?[^\S\n]+"
# (round 45, rids) the card named, then a comma or a dash and "the code" alone (an article at most): "avec ma CB, le
# code 2349 était noté", "my debit card - the PIN was 4471", "moja karta, kod 5820" (not "by card, the order code")
_APPOSED_GAP = re.compile(r"[^\S\n]*[,—–\-][^\S\n]+(?:(?:the|its|le|la|son|sa|der|die|das|den|el|su|la|його|її|его|её)"
                          r"[^\S\n]+)?")
# cards whose code is no PIN, and words that make "card"/"karta"/"карта" something else
_NOT_CARD = re.compile(
    r"loyal|\bmember|library|scratch|rubbel|zdrapk|rasca|grattage|club|gift|gutschein|geschenk|cadeau|regalo|prezent|podarun|подарун|подароч|fidél|fidel|"
    r"lojal|kundenkarte|payback|бонус|дисконт|знижк|скидк|бібліот|библиот|biblio|sim\b|\bsims?\b|memory|pami[eę]ci|"
    r"m[eé]moire|memoria|пам'яті|памʼяті|памяти|\bsd\b|graphics|grafik|graphique|gr[aá]fica|графіч|графич|oyster|navigo|transport|"
    r"fahrkarte|eintritt|boarding|embarque|identit|\bid\b|ausweis|dowód|dowod|vitale|grise|sanitaire|sanitaria|"
    r"ehic|health|gesundheit|zdrowot|здоров|business|visite|wizyt|visita|візит|визит|greeting|postcard|postkarte|"
    r"pocztówk|postal|листівк|открытк|game|gra\b|juego|jeu\b|\bігр|\bигр|map\b|mapa|landkarte|мапа|"
    r"key ?card|room|zimmer|pokój|pokoj|habitaci|chambre|номер[аі]? в|parking|zugang|access|acceso|accès|доступ|"
    r"student|studenck|studierend|estudiant|étudiant|студент|school|szkoln|schul|escolar|scolaire|шкільн|школьн|"
    r"kart[aęy] (?:dań|menu|pracy|pobytu|kibica|miejska|rowerowa)|работ|праці"
)
# a message about money at a bank, a till or a cash machine: a plain "card" is a payment card there
_PAY_CONTEXT = re.compile(
    r"bank|banc|banq|banco|банк|sparkasse|volksbank|revolut|monzo|barclays|santander|pko|mbank|ing\b|bbva|caixa|"
    r"atm|cash ?machine|cashpoint|till|checkout|contactless|\bpay|paid|payment|shop|debit|credit|visa|mastercard|"
    r"distributeur|\bdab\b|caisse|payer|paiement|pay[ée]|retrait|"
    r"geldautomat|automat|kasse|bezahl|zahl|\bec\b|girokarte|abheb|"
    r"cajero|datáfono|datafono|pagar|pago|pagu|débito|debito|crédito|credito|caja\b|"
    r"bankomat|płac|plac|płat|plat|termina|kas[aie]\b|kasie|wypła|wypla|debet|kredyt|"
    r"банкомат|оплат|плат|термінал|терминал|кас[аиі]\b|касі|знят|сня|кредит|дебет|монобанк|приват|ощад|сбер"
)

# ---------------------------------------------------------------- values and ties

_VALUE = re.compile(r"(?<![\w.,:/\-+#№$€£])\d{4,6}(?![\w]|[.,:/\-]\d|[^\S\n]?\d)")
# the end of the gap before the value: a colon, a dash, a copula, an apposition's comma - or nothing after the card
_TIE_END = re.compile(
    r"(?:[:=—–]|[^\S\n]-|,|"
    r"\b(?:is|was|are|'s|’s|ist|war|lautet|lautete|heißt|sind|to|jest|był\w*|było|brzmi|es|era|est|était|c'est|c’est|"
    r"c'était|c’était|це|був|була|було|є|это|был\w*|pour code|als code|como código|jako kod|ma kod|hat die geheimzahl|"
    r"has the code|has code|tiene el código|a pour code|має код|имеет код))"
    r"(?:[^\S\n]+(?:still|now|actually|nadal|teraz|noch|jetzt|todavía|ahora|toujours|encore|maintenant|досі|ще|зараз|еще|ещё|сейчас))?"
    r"[^\S\n]*(?:(?:the|le|la|el|die|der|den)[^\S\n]+)?[\"'„“«(]?[^\S\n]*$"
)
_AFTER_APPOSED = re.compile(r"[^\S\n]*(?:$|[,;.!?)\]\"'»”—–\n]|[^\S\n]+(?:and|und|i|y|et|і|и|та|but|aber|ale|pero|mais|але|но)\b)")
# an amount paid, withdrawn, charged or spent: the number is money
MONEY_BEFORE = re.compile(
    r"(?:paid|pay|paying|charged|withdr\w*|spent|spend|cost\w*|price|bezahlt|zahlt\w*|abgehoben|abgebucht|kost\w*|"
    r"zapłac\w*|zaplac\w*|wypłac\w*|wyplac\w*|pobra\w*|kosztuj\w*|pagu[eé]|pag[oó]|pagado|cobr\w*|sac[oó]|sacado|cuesta\w*|"
    r"pay[ée]|retir[ée]|d[ée]bit[ée]|co[uû]t\w*|заплат\w*|сплат\w*|знял\w*|зняв|сняла?|списал\w*|списа\w*|коштує|стоит)"
    r"[^\d\n]{0,20}$"
)


def _plain(digits: str) -> bool:
    return len(set(digits)) == 1 or digits in _SEQUENCES


def _fine_value(text: str, low: str, start: int, end: int) -> bool:
    """Whether the number at text[start:end] may be a PIN: not a run, a year told as one, an amount, a count."""
    value = text[start:end]
    if _plain(value) or UNIT_AFTER.match(text, end):
        return False
    if NOT_BEFORE.search(low, max(0, start - 16), start) or ENDING_BEFORE.search(low, max(0, start - 40), start):
        return False
    if MONEY_BEFORE.search(low, max(0, start - 40), start):
        return False
    return not (YEAR.fullmatch(value) and re.match(r"[^\S\n]+[^\W\d_]", text[end:end + 3]))


# ---------------------------------------------------------------- a card's code


def _card_keys(low: str) -> list[tuple[int, int]]:
    """Spans from a code word to its payment card (or from the card to its code word), in the card's sentence."""
    cards = list(_CARD.finditer(low))
    if not cards:
        return []
    codes = list(_CODE_WORD.finditer(low))
    if not codes:
        return []
    context: bool | None = None
    keys = []
    for card in cards:
        around = low[max(0, card.start() - 30):card.end() + 30]
        if _NOT_CARD.search(around):
            continue
        mapped = card.group("plain") is not None and _MAP_TOO.fullmatch(card.group()) is not None
        if mapped and context is None:
            context = bool(_PAY_CONTEXT.search(low))
        for code in codes:
            if code.end() <= card.start():  # "the code for my new debit card"
                lo, hi = code.start(), card.end()
            elif card.end() <= code.start():  # "my debit card's code", "ma carte bleue a pour code"
                lo, hi = card.start(), code.end()
            else:
                continue
            if hi - lo > 60 or not re.fullmatch(_GAP_WORDS, low[code.end():card.start()] if lo == code.start()
                                                 else low[card.end():code.start()].replace("'s", " s").replace("’s", " s")) \
                    and not (lo == card.start() and _APPOSED_GAP.fullmatch(low, card.end(), code.start())):
                continue
            if mapped and not context and not (lo == code.start() and _FROM.search(low, code.end(), card.start())):
                continue  # "код карты" may be a map's; "код от карты" is a card's
            keys.append((lo, hi))
    return keys


def _card_codes(text: str, low: str, add: Add) -> None:
    for k_start, k_end in _card_keys(low):
        s_start, s_end = sentence_bounds(text, k_start)
        for v in _VALUE.finditer(text, k_end, min(s_end, k_end + 90)):
            start, end = v.span()
            gap = low[k_end:start]
            if any(c.isdigit() for c in gap) or OTHER_NUMBERED.search(gap):
                break  # another number, or a number word, between the card and the value: that number's
            if gap.strip() and _TIE_END.search(gap) is None:
                break
            if gap.rstrip().endswith(",") and not _AFTER_APPOSED.match(text, end):
                break  # "la carte de ma mère, 2716, elle ...": an apposition ends where it began
            if CODE_NOT.search(low, s_start, min(s_end, end + 40)) or not _fine_value(text, low, start, end):
                break
            add("PIN code", start, end)
            break


# ---------------------------------------------------------------- a PIN described by where it is kept or typed

# where a PIN lives or is typed: a note in the wallet, a till, a cash machine, a card terminal
_PLACE = re.compile(
    r"wallet|purse|cash machine|bank ?machine|money machine|cashpoint|\batm\b|\btill\b|card (?:reader|machine|terminal)|checkout|"
    r"portemonnaie|portmonee|geldbörse|geldbeutel|brieftasche|\w*automat\w*|\bkasse\b|kartenterminal|kartenleser|"
    r"portfel\w*|bankomat\w*|bankomac\w*|\bkas(?:a|ie|y)\b|terminal\w*|"
    r"cartera|billetera|monedero|cajero\w*|\bcaja\b|datáfono|datafono|"
    r"portefeuille|porte-monnaie|distributeur\w*|\bdab\b|\bcaisse\b|\btpe\b|"
    r"гаманц\w*|гаманець|кошел[её]к\w*|кошельк\w*|банкомат\w*|термінал\w*|терминал\w*|\bкас[аіи]\b|касі"
)
# the number tied to what it is: written on a note, typed in, standing for something
_DESCRIBED = re.compile(
    r"(?<![\w])(?:"
    r"(?:what|was|wofür|wofuer|co|czego|qué|que|lo que|ce que|що|что)[^\S\n]+(?P<a>\d{4,6})[^\S\n]+"
    r"(?:stands? for|means|steht|stehen|bedeutet|oznacza|znaczy|significa|signifie|означа\w*|значит)|"
    r"(?:what|co|qué|que|lo que|ce que|що|что)[^\S\n]+(?:means|oznacza|znaczy|significa|signifie|veut dire|означа\w*|значит)"
    r"[^\S\n]+(?:(?:el|le|la|the)[^\S\n]+)?(?P<e>\d{4,6})|"
    r"(?:type|enter|punch in|key in|put in|tippe|tippt|gebe? \w+ ein|eingeben|wpisuj\w*|wpisa\w*|wstukuj\w*|wbija\w*|"
    r"tecle\w*|marc[oa]\w*|introdu[cz]\w*|meto|mete|tape|tapez|tapes|saisis|compose|вводжу|вводить|вводит|ввожу|набира\w*)"
    r"(?P<gap>[^\d\n.!?]{0,50}?)(?:[:—–,][^\S\n]*|[^\S\n]+)(?P<b>\d{4,6})|"
    r"(?:the|die|las|les|ці|эти|te)[^\S\n]+(?:four|vier|cuatro|quatre|чотири|четыре|cztery)[^\S\n]+"
    r"(?:digits|numbers|ziffern|zahlen|d[ií]gitos|n[uú]meros|chiffres|цифри|цифры|cyfry)(?P<gap2>[^\d\n.!?]{0,50}?)"
    r"(?:[:—–][^\S\n]*|[^\S\n]+(?:are|sind|son|sont|to|це|это)[^\S\n]+)(?P<c>\d{4,6})|"
    r"(?:note|zettel|kartk\w*|karteczk\w*|papel\w*|papier|post-it|bout de papier|записк\w*|листоч\w*|папірц\w*|бумажк\w*)"
    r"(?P<gap3>[^\d\n.!?]{0,60}?)(?:[:—–][^\S\n]*|[^\S\n]+(?:says|reads|stands|steht|jest|stoi|pone|dice|est écrit|il y a|"
    r"написано|записано)[^\S\n]+)(?P<d>\d{4,6})|"
    # (round 35) after a wrong one typed at the machine, the right one: "the right one is 4118", "die richtige ist ...",
    # "la correcta es ...", "le bon c'est ...", "prawidłowy to ...", "правильний - ..." (the message must say "wrong")
    r"(?:(?:the[^\S\n]+)?(?:right|correct|real|proper|actual)[^\S\n]+(?:one|number|pin|code|digits)|"
    r"(?:die|der|das)[^\S\n]+(?:richtige|korrekte|echte)(?:[^\S\n]+(?:zahl|nummer|pin|geheimzahl|code))?|"
    r"(?:el|la)[^\S\n]+(?:correct[oa]|buen[oa]|verdader[oa])(?:[^\S\n]+(?:n[uú]mero|clave|pin|c[oó]digo))?|"
    r"(?:le|la)[^\S\n]+(?:bon|bonne|vrai|vraie|correct|correcte)(?:[^\S\n]+(?:code|num[ée]ro|pin))?|"
    r"(?:prawidłow|poprawn|właściw|wlasciw|dobr)\w*(?:[^\S\n]+(?:kod|numer|pin))?|"
    r"(?:правильн|вірн|верн|справжн|настоящ)\w*(?:[^\S\n]+(?:код|номер|пін|пин))?"
    r")(?P<gap4>[^\S\n]*,?[^\S\n]*(?:is|was|ist|war|lautet|es|era|est|c'est|était|to|jest|był|це|був|это|был|[:—–\-])[^\S\n]*)"
    r"(?P<f>\d{4,6})"
    r")"
)
# a word after the number, not a clause's link: a street's or a unit's ("4118 Elm Street", "2000 euros")
_WORD_AFTER = re.compile(
    r"[^\S\n]+(?!(?:and|but|not|or|und|aber|oder|nicht|y|pero|o|no|et|mais|ou|pas|i|ale|lub|nie|а|і|и|але|но|не)\b)[^\W\d_]",
    re.IGNORECASE)
# (round 35) a wrong number typed before the right one is given
_WRONG = re.compile(
    r"wrong|incorrect|falsch\w*|fehlerhaft\w*|błędn\w*|bledn\w*|zł[yey]\w*|zly\b|źle|zle\b|equivocad\w*|incorrect\w*|"
    r"err[oó]ne\w*|mauvais\w*|faux|fausse|неправильн\w*|невірн\w*|неверн\w*|помил\w*|ошиб\w*"
)
_VALUE_END = re.compile(r"(?![\w]|[.,:/\-]\d|[^\S\n]?\d)")


def _described_pins(text: str, low: str, add: Add) -> None:
    if _PLACE.search(low) is None:
        return
    for m in _DESCRIBED.finditer(low):
        group = next(g for g in ("a", "e", "b", "c", "d", "f") if m.group(g))
        start, end = m.span(group)
        if group == "f" and (_WRONG.search(low) is None or _WORD_AFTER.match(text, end)):
            continue  # "the right one is 4118" only after a wrong one; not "... is 4118 Elm Street", "... 2000 euros"
        if not _VALUE_END.match(text, end) or start > 0 and (text[start - 1].isdigit() or text[start - 1] in ".,:/-+#№$€£"):
            continue
        gap = m.group("gap") or m.group("gap2") or m.group("gap3") or ""
        if OTHER_NUMBERED.search(gap):
            continue
        s_start, s_end = sentence_bounds(text, start)
        if group == "f":  # (the connector may be a dash: "Правильный - 2864" is no range)
            low_f = low[:m.start("gap4")] + " " * (start - m.start("gap4")) + low[start:]
            if CODE_NOT.search(low, s_start, s_end) or not _fine_value(text, low_f, start, end):
                continue
        elif CODE_NOT.search(low, s_start, s_end) or not _fine_value(text, low, start, end):
            continue
        add("PIN code", start, end)


_GATE = word_gate("code", "kod", "pin", "geheim", "código", "codigo", "clave", "secret", "код", "пін", "пин")
_PLACE_GATE = word_gate("wallet", "purse", "cash", "atm", "bank machine", "bankmachine", "money machine", "till", "checkout", "card", "portemonnaie", "portmonee", "geldbörse",
                        "geldbeutel", "brieftasche", "automat", "kasse", "kartenterminal", "kartenleser", "portfel", "bankomat", "bankomac",
                        "kasa", "kasie", "kasy", "terminal", "cartera", "billetera", "monedero", "cajero", "caja", "datáfono",
                        "datafono", "portefeuille", "porte", "distributeur", "dab", "caisse", "tpe", "гаман", "кошел", "кошельк",
                        "банкомат", "термінал", "терминал", "каса", "касі", "каси")


def find_card_pins(text: str, low: str, add: Add) -> None:
    """Add the PINs of `text` named by their card or described by where they are typed (`low`: its lower case, the same
    length; see the module's docstring). Call only on a text with a digit."""
    if opens(low, _GATE):
        _card_codes(text, low, add)
    if opens(low, _PLACE_GATE):
        _described_pins(text, low, add)
