"""Abuse of the writer's friend or relative by their partner, told as acts or as injuries (round 29, rdisc), and a
protection order against the writer's own partner or ex.

partner_control.py and intimate_acts.py read a partner's violence or control over the writer ("my husband locks me
in", "he pushed me into the bookcase"). Told of someone the writer confides about, the same facts have no "me" and no
"my husband": "Mi amiga Laura me contó que su marido la encierra en casa y le quita el sueldo", "My sister's boyfriend
pushes her around", "Sie hat mir die blauen Flecken gezeigt. Meine Freundin sagt, ihr Mann wird immer schlimmer",
"She turned up with a split lip ... her husband has done it before". A protection order names the abuse by its
remedy: "help wording a non-molestation order application", "Antrag nach dem Gewaltschutzgesetz", "orden de
alejamiento contra mi ex". In en, pl, de, es, fr, uk and ru:

- ACTS: a third person's partner ("her husband", "su marido", "ihr Mann", "jej mąż", "її чоловік", "её муж", "my
  sister's boyfriend") and, in the same sentence, a blow or a control act over her or him ("pushes her around", "la
  encierra", "schlägt sie", "bije ją", "б'є її", "отбирает у неё деньги"), in a message that names the writer's
  friend or relative (or the writer, who is told it);
- INJURIES: an injury of the friend's (bruises, a split lip, a black eye) and their partner in the message, with a
  sign that it is abuse: fear, the police, a safe place, a refuge, "again", "done it before", leaving;
- ORDERS: a protection order asked for, applied for or granted, with the writer's partner or ex, or the writer as the
  applicant.

Green limits: fiction, the news and the topic in general (lived_acts' NOT_ANYONES, SAMPLE), a question about what an
order is with nobody of the writer's ("what is a restraining order?"), an accident, a sport or a game as the
injury's cause, a negation before the act.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.addressed_letters import SAMPLE
from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_compiled
from app.core.memory.privacy.detector.gates import gated, opens, word_gate
from app.core.memory.privacy.detector.lived_acts import NOT_ANYONES
from app.core.memory.privacy.detector.sentence_scope import stop_bounds

_REASON = "intimate or private life"


_PARTNER_WORD = (r"(?:husband|wife|boyfriend|girlfriend|partner|fianc[ée]e?|ex|mann|frau|freund|freundin|partnerin|"
                 r"marido|mujer|esposo|esposa|pareja|novio|novia|mari|femme|conjointe?|compagnon|compagne|copain|copine|"
                 r"mąż|męża|żona|chłopak|dziewczyna|partner\w*|narzeczon\w*|чоловік|дружина|хлопець|партнер\w*|муж|жена|"
                 r"парень|партнёр\w*)")
# a third person's partner: "her husband", "su marido", "ihr Mann", "jej mąż", "її чоловік", "my sister's boyfriend"
_THEIR_PARTNER = folded_compiled(
    r"(?<![\w'])(?:her|his|their|su|ihr|ihre|sein|seine|son|sa|jej|jego|її|його|её|его|\w+'s)\s+(?:ex-?|current\s+)?"
    + _PARTNER_WORD + r"(?![\w'])")
# a blow or a control act over her or him, after the partner in the sentence
_OVER_HER = folded_compiled(
    r"(?<![\w'])(?:push\w* (?:her|him) around|push\w* (?:her|him)|shov\w* (?:her|him)|hits? (?:her|him)|hitting (?:her|him)|"
    r"beats? (?:her|him)|beating (?:her|him)|slaps? (?:her|him)|chok\w* (?:her|him)|grabb?\w* (?:her|him)|"
    r"locks? (?:her|him) (?:in|up|out)|takes? (?:her|his) (?:wages|salary|money|card|phone|passport)|"
    r"won'?t let (?:her|him)|doesn'?t let (?:her|him)|threatens? (?:her|him)|"
    r"la (?:pega|golpea|empuja|encierra|amenaza|maltrata)|le (?:pega|quita el (?:sueldo|dinero|móvil|teléfono|pasaporte))|"
    r"no la deja|lo (?:pega|golpea|empuja|encierra|amenaza|maltrata)|"
    r"schlägt sie|schlägt ihn|schubst sie|stößt sie|sperrt sie (?:ein|aus)|nimmt ihr (?:das geld|den lohn|das handy|das gehalt)|"
    r"bedroht sie|lässt sie nicht|"
    r"la (?:frappe|bat|pousse|enferme|menace)|le (?:frappe|bat|pousse|enferme|menace)|lui prend (?:son|sa|ses)|"
    r"l'empêche|l'enferme|"
    r"bije ją|bije go|popycha ją|uderza ją|szarpie ją|zamyka ją|grozi jej|zabiera jej|nie pozwala jej|"
    r"б'є її|штовхає її|замикає її|погрожує їй|забирає (?:в|у) неї|не дозволяє їй|не пускає її|"
    r"бьёт её|бьет ее|бьет её|толкает её|толкает ее|запирает её|запирает ее|угрожает ей|отбирает у неё|отбирает у нее|"
    r"не пускает её|не пускает ее)(?![\w'])")
# pushed to do something: "la pousse à reprendre ses études", "pushes her to apply", "drängt sie zu bewerben"
_URGED = re.compile(r"\s+(?:(?:à|a|zu|do|до|к)\s+\w+(?:er|ir|re|ar|en|ć|ти|ть)|to\s+(?!the\b|a\b|her\b|his\b|him\b|"
                    r"the\b|floor\b|ground\b|wall\b)\w+)(?!\w)")
_INJURY = folded_compiled(
    r"(?<![\w'])(?:bruis\w*|split lip|black eye|busted lip|blaue\w* flecken|blauen fleck|hämatom\w*|veilchen|"
    r"aufgeplatzte\w* lippe|moratones|moratón|morados|ojo morado|labio partido|bleus|ecchymoses?|œil au beurre noir|"
    r"lèvre fendue|siniak\w*|siniec|sińce|podbite oko|podbitym okiem|rozcięt\w* warg\w*|синц\w*|синяк\w*|"
    r"підбит\w* око|розбит\w* губ\w*|фінгал\w*|фингал\w*|разбит\w* губ\w*)(?![\w'])")
_ABUSE_SIGN = folded_compiled(
    r"(?<![\w'])(?:scared|afraid|frightened|fear|police|refuge|shelter|safe|again|done it before|worse|leave him|"
    r"angst|polizei|frauenhaus|heimlich|sicher|wieder|schlimmer|miedo|policía|refugio|segura|otra vez|de nuevo|peor|"
    r"dejarlo|peur|police|refuge|en sécurité|encore|pire|le quitter|boi się|strach|policj\w*|schronisk\w*|"
    r"bezpieczn\w*|znowu|znów|gorzej|odejść|боїться|страх|поліці\w*|притул\w*|безпечн\w*|знову|гірше|піти від|"
    r"боится|полици\w*|приют\w*|безопасн\w*|опять|снова|хуже|уйти от)(?![\w'])")
_ACCIDENT = folded_compiled(
    r"(?<![\w'])(?:fell|fall|accident|crash|bike|match|game|training|rugby|football|hockey|boxing|stürz\w*|gestürzt|unfall|"
    r"fahrrad|spiel|training|cayó|caída|accidente|bici|partido|entrenamiento|tombée?|chute|accident|vélo|match|upadł\w*|"
    r"wypad\w*|rower\w*|mecz\w*|trening\w*|впала|впав|аварі\w*|велосипед\w*|матч\w*|тренуванн\w*|упала|упал|авари\w*|"
    r"тренировк\w*)(?![\w'])")
# the writer's friend or relative named, or the writer told of it
CONFIDANT = folded_compiled(
    r"(?<![\w'])(?:my|mein\w*|mi|mis|mon|ma|mes|mój|moja|moj\w*|мій|моя|мої|мой|мои|наш\w*|our|unser\w*|nuestr\w*|notre)"
    r"\s+(?:\w+\s+)?(?:friend|sister|brother|mum|mom|mother|daughter|son|cousin|aunt|niece|neighbour|neighbor|colleague|"
    r"flatmate|freundin|freund|schwester|bruder|mutter|tochter|sohn|cousine|tante|nachbarin|kollegin|amiga|amigo|"
    r"hermana|hermano|madre|hija|hijo|prima|tía|vecina|compañera|amie|ami|sœur|soeur|frère|mère|fille|fils|cousine|"
    r"tante|voisine|collègue|przyjaciółk\w*|przyjaciel\w*|siostr\w*|brat\w*|mam\w*|córk\w*|syn\w*|kuzynk\w*|ciotk\w*|"
    r"sąsiadk\w*|koleżank\w*|подруг\w*|сестр\w*|брат\w*|мам\w*|доньк\w*|дочк\w*|дочь|сусідк\w*|соседк\w*|колег\w*)"
    r"(?![\w'])|(?<![\w'])(?:told me|showed me|me contó|me dijo|me enseñó|hat mir|zeigte mir|m'a (?:dit|montré|raconté)|"
    r"powiedziała mi|pokazała mi|opowiedziała mi|zwierzyła mi się|erzählte mir|m'a confié|me confesó|confided|"
    r"сказала мені|показала мені|розповіла мені|сказала мне|показала мне|рассказала мне|призналась мне|at mine|bei mir|a mi casa|chez moi|"
    r"do mnie|до мене|ко мне)(?![\w'])")
# a protection order: the writer's partner or ex, or the writer as its applicant
_ORDER = folded_compiled(
    r"(?<!\w)(?:non-molestation order|restraining order|protective order|protection order|occupation order|"
    r"gewaltschutz\w*|kontaktverbot|annäherungsverbot|näherungsverbot|wohnungszuweisung|orden de alejamiento|"
    r"orden de protección|ordonnance de protection|éloignement|zakaz zbliżania|zakaz kontaktowania|niebieska karta|"
    r"niebieskiej karty|обмежувальн\w* припис\w*|заборонн\w* припис\w*|охранн\w* ордер\w*|запретительн\w* приказ\w*)"
    r"(?![\w'])")
_ORDER_OWNER = folded_compiled(
    r"(?<![\w'])(?:(?:my|mein\w*|mi|mon|ma|mój|moja|мій|моя|мой)\s+(?:ex|ex-\w+|" + _PARTNER_WORD[3:-1] + r")|"
    r"i need|i'?m applying|i applied|i want|i have|i got|against him|against her|ich brauche|ich beantrage|ich habe|"
    r"gegen ihn|gegen sie|necesito|he pedido|solicitar|contra él|contra ella|j'ai besoin|je demande|contre lui|"
    r"contre elle|potrzebuję|złożyłam|złożyłem|chcę|przeciwko niemu|przeciwko niej|мені потрібен|мені потрібна|"
    r"проти нього|мне нужен|мне нужна|против него|против неё)(?![\w'])")
_GATE = word_gate(
    "her", "his", "their", "su", "ihr", "ihre", "sein", "seine", "son", "sa", "jej", "jego", "її", "його", "её", "его",
    "'s", "bruis", "split lip", "black eye", "flecken", "hämatom", "moratón", "moraton", "morado", "bleus", "ecchymos",
    "siniak", "siniec", "sińce", "podbit", "синц", "синяк", "підбит", "фінгал", "фингал", "губ", "lip", "lippe", "labio",
    "lèvre", "warg", "order", "gewaltschutz", "verbot", "orden", "ordonnance", "éloignement", "zakaz", "karta",
    "karty", "припис", "ордер", "приказ")
# Every finding needs a partner after a possessive (ACTS, INJURIES) or an order's words (ORDERS): behind their patterns'
# own word gates (gates.gated, exact) most messages _GATE lets in ("her", "his", "'s" are in most English chat) stop
# there, before the confidant, fiction and sample patterns read them (speed only: the same findings).
_PARTNER_GATED = gated(_THEIR_PARTNER)
_ORDER_GATED = gated(_ORDER)
_NEGATION = folded_compiled(r"(?<![\w'])(?:not|never|n't|nicht|nie|nunca|jamais|ne|pas|не|ні|ніколи|никогда)(?![\w'])")


def find_kin_abuse(t: str) -> list[Finding]:
    """Findings (intimate life) for a friend's or relative's abuse by their partner, or a protection order (see the doc)."""
    if not opens(t, _GATE):
        return []
    low = lower_keep_length(t).replace("’", "'")
    if _PARTNER_GATED.search(low) is None and _ORDER_GATED.search(low) is None:
        return []  # (no partner after a possessive and no order: none of the three readings below can find one)
    if any(not m.group().startswith(("рассказал", "оповіда")) for m in NOT_ANYONES.finditer(low)) or SAMPLE.search(low):
        return []  # (fiction, the topic in general; "рассказала мне" is told, not a story)
    confidant = CONFIDANT.search(low) is not None
    for p in _THEIR_PARTNER.finditer(low):
        start, end = stop_bounds(low, p.start(), p.start())
        act = _OVER_HER.search(low, p.end(), end)
        if act and confidant and not _NEGATION.search(low, p.end(), act.start()) and not _URGED.match(low, act.end()):
            return [Finding(Kind.RELATIONSHIP, _REASON, start, end)]
    injury = _INJURY.search(low)
    if injury and confidant and _ABUSE_SIGN.search(low) and not _ACCIDENT.search(low) and _THEIR_PARTNER.search(low):
        start, end = stop_bounds(low, injury.start(), injury.start())
        return [Finding(Kind.RELATIONSHIP, _REASON, start, end)]
    order = _ORDER.search(low)
    if order and _ORDER_OWNER.search(low):
        start, end = stop_bounds(low, order.start(), order.start())
        return [Finding(Kind.RELATIONSHIP, _REASON, start, end)]
    return []
