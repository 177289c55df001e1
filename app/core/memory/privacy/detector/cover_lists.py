"""An affair's traces cleared in a checklist before the partner comes home (round 39, rlists; set broad-zzz70):
"before Dan gets home: delete the chat, second phone in the gym bag, hotel receipt in the car bin", "bevor Tom
heimkommt: Chat mit Sven löschen, Hotelquittung weg, sagen ich war bei Anja", "przed powrotem Piotra: wyczyścić
historię czatu z Adamem, paragon z hotelu wyrzucić, powiedzieć że byłam u Magdy".

hidden_spending.py and implied_bonds.py read a secret kept from a spouse when the spouse is named as one ("my wife
thinks I was at ...") and the sentence says it. A checklist says neither: its heading is the deadline - someone
coming home or back (a first name, or a partner's word) - and its items are the cover-up itself, telegraphic and
without "I". In en, pl, de, es, fr, uk and ru: that heading at the top of the message, then at least two different
cover-up steps among its items:
- WIPE: a chat, a conversation, messages or a history deleted ("delete the chat", "Verlauf löschen", "borrar el chat",
  "effacer la conversation", "wyczyścić historię", "видалити чат", "удалить переписку");
- RECEIPT: a hotel's receipt or bill thrown away or hidden ("hotel receipt", "Hotelquittung", "ticket del hotel",
  "paragon z hotelu", "чек з готелю");
- ALIBI: a story told about where the writer was ("say I was at Anja's", "decir que estuve con Bea", "dire que
  j'étais chez Inès", "powiedzieć że byłam u Magdy", "сказати, що була в Наталки");
- PHONE: a second phone hidden ("second phone", "zweites Handy", "segundo móvil", "drugi telefon", "другий телефон").
Green limits: a surprise or a present being hidden (hidden_spending's SURPRISE words), a parent or a child coming
home (a teenager's tidy-up is no affair: "before mum gets home"), one step alone ("before Tom gets home: delete the
chat with the plumber, buy milk").
Round 50 (rspeed): the steps' gates tested first (LazyPattern.shut, each on the whole lower-cased text): none open, no
step can be found, and the chain skips the finder (the heading read from a slice kept it called on every message).
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.hidden_spending import SURPRISE

_WHO = r"(?:[\w'-]+(?: [\w'-]+)?)"
# the deadline heading: someone coming home or back, at the top of the message
_BEFORE = _lazy(
    r"^[\W_]*(?:"
    r"before " + _WHO + r" (?:gets|comes|is) (?:home|back)|before " + _WHO + r" (?:returns|arrives)|"
    r"przed powrotem " + _WHO + r"|zanim " + _WHO + r" wróci|"
    r"bevor " + _WHO + r" (?:heimkommt|nach hause kommt|zurückkommt|wiederkommt|zurück ist|da ist)|"
    r"antes de que (?:vuelva|llegue|regrese|venga) " + _WHO + r"|antes de que " + _WHO + r" (?:vuelva|llegue|regrese)|"
    r"avant que " + _WHO + r" (?:ne )?(?:rentre|revienne|arrive)|avant le retour d[e'] ?" + _WHO + r"|"
    r"поки " + _WHO + r" не (?:повернувся|повернулася|повернеться|прийшов|прийшла|прийде)|до повернення " + _WHO + r"|"
    r"пока " + _WHO + r" не (?:вернулся|вернулась|вернётся|вернется|пришёл|пришел|пришла|придёт|придет)|"
    r"до возвращения " + _WHO + r")(?![\w'])"
)
# a parent or a child coming home: no partner's return
_KIN = _lazy(r"(?<![\w'])(?:mum|mom|mummy|mommy|dad|daddy|parents|the kids|mama|mamy|mamą|taty|tata|rodziców|rodzice|"
             r"mama|papa|eltern|mamá|papá|mis padres|maman|papa|mes parents|мама|мами|тато|тата|батьки|батьків|мамы|"
             r"папа|папы|родители|родителей)(?![\w'])")
_STEPS = (
    _lazy(r"(?<![\w'])(?:(?:delete|clear|wipe|erase) (?:the |my |our )?(?:\w+ )?(?:chat|chats|conversation|messages|texts|"
          r"history|whatsapp|dms?)|(?:chat|verlauf|nachrichten|whatsapp)\w* (?:\w+ ){0,3}?löschen|löschen (?:\w+ )?"
          r"(?:chat|verlauf|nachrichten)|(?:borrar|eliminar) (?:el |los |la |las )?(?:chat|conversaci\w+|mensajes|"
          r"historial|whatsapp)|(?:effacer|supprimer) (?:la |le |les )?(?:conversation|discussion|messages|historique|"
          r"chat|whatsapp)|(?:wyczyścić|usunąć|skasować) (?:\w+ )?(?:czat\w*|histori\w*|wiadomości|rozmow\w*|whatsapp\w*)|"
          r"(?:видалити|стерти|почистити) (?:\w+ )?(?:чат\w*|листуван\w*|історі\w*|повідомлен\w*)|"
          r"(?:удалить|стереть|почистить) (?:\w+ )?(?:чат\w*|переписк\w*|истори\w*|сообщени\w*))(?![\w'])"),
    _lazy(r"(?<![\w'])(?:hotel (?:receipt|bill|invoice)|(?:receipt|bill) (?:from|for) the hotel|hotelquittung\w*|"
          r"hotelrechnung\w*|quittung (?:vom|aus dem) hotel|(?:ticket|factura|recibo) del hotel|"
          r"(?:ticket|facture|reçu) de l'hôtel|(?:paragon|rachun\w*) (?:z|za) hotel\w*|чек (?:з|із|за) готел\w*|"
          r"чек (?:из|за) (?:гостиниц\w*|отел\w*))(?![\w'])"),
    _lazy(r"(?<![\w'])(?:say (?:that )?i was (?:at|with)|tell (?:him|her) i was (?:at|with)|sagen,? (?:dass )?ich (?:war|sei) "
          r"(?:bei|mit)|decir que (?:estuve|estaba) (?:con|en)|dire que j'(?:étais|etais) (?:chez|avec)|"
          r"powiedzieć,? że (?:byłam|byłem) (?:u|z)|сказати,? що (?:була|був) (?:в|у|з)|сказать,? что (?:была|был) "
          r"(?:у|в|с))(?![\w'])"),
    _lazy(r"(?<![\w'])(?:second phone|other phone|burner|zweites handy|zweithandy|segundo (?:móvil|teléfono)|"
          r"deuxième (?:téléphone|portable)|drugi telefon|другий телефон|второй телефон)(?![\w'])"),
)


def find_cover_lists(t: str) -> list[Finding]:
    """A relationship finding over normalised `t`, a checklist headed by someone's coming home whose items clear an
    affair's traces in at least two ways (see the doc)."""
    low = lower_keep_length(t).replace("’", "'")
    for step in _STEPS:  # (round 50, rspeed: none of the steps' words, none of them found below - a guard the chain reads)
        if not step.shut(low):
            break
    else:
        return []
    head = t[:50].lower()
    m = _BEFORE.search(head)  # (the gate: the deadline opens the message)
    if m is None or _KIN.search(head, 0, m.end()):
        return []
    if SURPRISE.search(low):
        return []
    if sum(1 for step in _STEPS if step.search(low, m.end())) < 2:
        return []
    start = len(t) - len(t.lstrip())
    return [Finding(Kind.RELATIONSHIP, "intimate or private life", start, len(t.rstrip()))]
