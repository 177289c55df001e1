"""Spending hidden from the writer's spouse (round 38, rmoney; sets broad-zzz62 and broad-zzz65): "Convert $640 into
euros, it's the hotel I paid in cash so my wife never sees it on the card statement", "c'est l'hôtel à Londres avec
lui, mon mari croit que j'étais en séminaire", "I've been moving money from our joint account to pay for hotels ...
How do I stop it showing on statements?".

A sum to convert or a payment to hide reads as arithmetic; what the message tells is a secret kept from a spouse -
most often an affair, sometimes money trouble - which the vocabulary reads only when named ("affair", "Affäre"). In en,
pl, de, es, fr, uk and ru, in one sentence of the message, a payment's word (cash, card, statement, hotel, account,
paid) and either
- HIDE: the spouse kept from seeing or knowing it ("so my wife never sees it", "damit mein Mann es nicht sieht",
  "para que mi mujer no lo vea", "pour que ma femme ne le voie pas", "żeby żona się nie dowiedziała", "щоб дружина не
  побачила", "чтобы жена не узнала", "without my husband knowing") or believing a cover story ("mon mari croit que
  j'étais en séminaire", "my wife thinks I was at a conference", "meine Frau denkt, ich war auf Dienstreise");
- UNSEEN: a joint account's payment kept off its statement ("stop it showing on statements", "nicht auf dem
  Kontoauszug erscheint", "que no aparezca en el extracto", "n'apparaisse pas sur le relevé").
Green limits: a surprise or a present for the spouse ("paid in cash so my wife doesn't see the anniversary present"),
a spouse who sees nothing for another reason ("my wife never sees the card statement, I do the paperwork" - no
purpose clause nor cover story).
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.gates import opens, whole_word_gate, word_gate
from app.core.memory.privacy.detector.sentence_scope import after_spaces, stop_bounds

_REASON = "intimate or private life"

# (French "mari" and Polish "mąż" - typed "maz" too - as whole words: _SPOUSE reads them between spaces, and as keys they
# stood in "married", "summarize", "amazing": 420 of 2,760 LoCoMo turns opened the gate)
_GATE = whole_word_gate("mari", "mąż", "maz") | word_gate(
                  "wife", "husband", "frau", "mann", "mujer", "marido", "esposa", "esposo", "femme", "żona",
                  "żony", "męża", "zona", "дружина", "дружини", "чоловік", "жена", "жены", "муж", "joint",
                  "gemeinsam", "conjunta", "joint", "wspóln", "спільн", "общ")


_SPOUSE = (r"(?:my (?:wife|husband|partner)|(?:meine|die) frau|(?:mein|der) mann|mi (?:mujer|marido|esposa|esposo)|"
           r"ma femme|mon mari|(?:moja )?żona|(?:mój )?mąż|дружина|чоловік|жена|муж)")
_HIDE = _lazy(
    r"(?<![\w'])(?:"
    # a purpose clause: so that the spouse does not see or learn it
    r"(?:so|so that|that) " + _SPOUSE + r" (?:never|doesn't|does not|won't|will not|can't|wouldn't) "
    r"(?:\w+ )?(?:see|sees|find out|finds out|notice|notices|know|knows|spot|spots)|"
    r"without " + _SPOUSE + r" (?:ever )?(?:knowing|finding out|seeing|noticing)|"
    r"damit " + _SPOUSE + r" (?:\w+ ){0,2}?(?:nie|nicht|nichts) (?:\w+ ){0,3}?(?:sieht|merkt|erfährt|mitbekommt|findet)|"
    r"ohne dass " + _SPOUSE + r" (?:\w+ ){0,2}?(?:merkt|weiß|sieht|erfährt|mitbekommt)|"
    r"para que " + _SPOUSE + r" no (?:\w+ )?(?:vea|sepa|se entere|note|descubra)|sin que " + _SPOUSE
    + r" (?:\w+ )?(?:sepa|vea|se entere|note)|"
    r"pour que " + _SPOUSE + r" ne (?:\w+ )?(?:voie|sache|remarque|découvre)|sans que " + _SPOUSE
    + r" (?:ne )?(?:\w+ )?(?:sache|voie|remarque|découvre)|"
    r"(?:żeby|aby|by) " + _SPOUSE + r" (?:się )?nie (?:\w+ )?(?:zobaczył\w*|widział\w*|dowiedział\w*|zauważył\w*)|"
    r"bez wiedzy (?:mojej )?(?:żony|męża)|"
    r"щоб " + _SPOUSE + r" не (?:\w+ )?(?:побачи\w*|дізна\w*|поміти\w*)|без відома (?:дружини|чоловіка)|"
    r"чтобы " + _SPOUSE + r" не (?:\w+ )?(?:увиде\w*|узна\w*|замети\w*)|без ведома (?:жены|мужа)|"
    # a cover story the spouse believes: "mon mari croit que j'étais en séminaire"
    + _SPOUSE + r" (?:thinks|believes|thought) (?:that )?i (?:was|am|'m|were)|"
    + _SPOUSE + r" (?:denkt|glaubt|meint),? (?:dass )?ich (?:war|bin|sei|wäre)|"
    + _SPOUSE + r" (?:cree|piensa|creía) que (?:yo )?(?:estaba|estoy|estuve)|"
    + _SPOUSE + r" (?:croit|pense|croyait) que j'(?:étais|suis|etais)|"
    + _SPOUSE + r" (?:myśli|sądzi|myślał\w*),? że (?:byłe[mś]|byłam|jestem)|"
    + _SPOUSE + r" (?:думає|вважає|думав|думала),? що я (?:був|була|на|в)|"
    + _SPOUSE + r" (?:думает|считает|думал\w*),? что я (?:был|была|на|в))(?![\w'])"
)
# a joint account's payment kept off its statement
_UNSEEN = _lazy(
    r"(?<![\w'])(?:(?:stop|keep) (?:it|them|this|that) (?:from )?(?:showing|appearing) (?:up )?on (?:the |our )?"
    r"(?:bank )?statements?|(?:won't|doesn't|does not|not) (?:show|appear) (?:up )?on (?:the |our )?(?:bank )?statements?|"
    r"nicht (?:auf|im) (?:dem |unserem )?kontoauszug|no aparezca en (?:el|nuestro) extracto|"
    r"n'apparaisse pas sur (?:le|notre) relevé|nie (?:pojawiał\w*|było widać)\w* (?:się )?na wyciągu|"
    r"не (?:відображал\w*|з'являл\w*) (?:\w+ )?у виписці|не (?:отображал\w*|появлял\w*) (?:\w+ )?в выписке)(?![\w'])"
)
_JOINT = _lazy(r"(?<![\w'])(?:joint account|our account|gemeinsame\w* konto|cuenta conjunta|compte joint|compte commun|"
               r"wspóln\w* kont\w*|спільн\w* рахун\w*|общ\w* сч[её]т\w*)(?![\w'])")
_PAYMENT = _lazy(  # (an elided article before it: "l'hôtel")
    r"(?<!\w)(?:cash|card|statements?|hotels?|paid|pay|account|transfer\w*|bar|karte|kontoauszug|hotel\w*|bezahlt|"
    r"efectivo|tarjeta|extracto|pagu[eé]|pagar|espèces|carte|relevé|hôtel\w*|payé|gotówk\w*|kart\w*|wyciąg\w*|"
    r"zapłaci\w*|płaci\w*|готівк\w*|картк\w*|виписк\w*|готел\w*|заплати\w*|оплати\w*|налич\w*|карт\w*|выписк\w*|"
    r"гостиниц\w*|отел\w*|оплат\w*)(?![\w'])"
)
# a surprise or a present: hidden for the spouse's sake
SURPRISE = _lazy(
    r"(?<![\w'])(?:surprise\w*|present|gift|birthday|anniversary|überraschung\w*|geschenk\w*|geburtstag\w*|"
    r"hochzeitstag\w*|sorpresa|regalo|cumpleaños|aniversario|cadeau\w*|anniversaire|niespodziank\w*|prezent\w*|"
    r"urodzin\w*|rocznic\w*|сюрприз\w*|подарун\w*|подар\w*|день народження|день рождения|річниц\w*|годовщин\w*)(?![\w'])"
)


def find_hidden_spending(t: str) -> list[Finding]:
    """A relationship finding over the sentence of normalised `t` that hides a payment from the writer's spouse (see
    the doc)."""
    if not opens(t, _GATE):
        return []
    low = lower_keep_length(t).replace("’", "'")
    for m in _HIDE.finditer(low):
        a, b = stop_bounds(low, m.start(), m.end())
        if SURPRISE.search(low) is None and _PAYMENT.search(low, a, b) is not None:
            return [Finding(Kind.RELATIONSHIP, _REASON, after_spaces(t, a, b), b)]
    m = _UNSEEN.search(low)
    if m is not None and _JOINT.search(low) is not None and SURPRISE.search(low) is None:
        a, b = stop_bounds(low, m.start(), m.end())
        return [Finding(Kind.RELATIONSHIP, _REASON, after_spaces(t, a, b), b)]
    return []
