"""A partner who watches the writer, and either rages or is hidden from (round 34, rshort): "My partner checks my Amazon
orders and gets angry, I need to buy things he won't see", "Mój chłopak sprawdza moje paczki i robi awantury, jak
zamówić coś, żeby nie wiedział?", "Mon conjoint surveille mes achats et devient violent", "Мій хлопець перевіряє мої
посилки і кричить".

partner_control.py reads control through what the partner takes or forbids (money, card, phone, going out). Watching is
told through the writer's everyday things - parcels, orders, purchases, receipts, location, mail, browser history - and
is coercive control when the same message adds the partner's rage or violence ("gets angry", "robi awantury", "wird
wütend", "se pone violento", "devient violent", "кричить") or the writer's need to hide from them ("without him
knowing", "żeby nie wiedział", "ohne dass er es merkt", "sin que se entere", "discrètement", "щоб він не знав"). In en,
pl, de, es, fr, uk and ru: the writer's partner or ex (partner_control's PARTNER), a verb of watching or going through,
the writer's thing after it, and one of the two in the message. (Round 42, rrel: or every one of them, the item after
"every" - "checks every statement", "kontrolliert jede Bestellung", "revisa cada compra", "sprawdza każdy paragon" -;
and "macht mir Szenen", "fait des scènes" as the rage.)
Green limits: watching without either ("my husband checks my orders so we don't buy twice"), a negation between the
partner and the verb, a condition ("if my partner checks my phone ..."), somebody else's partner.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.findings import Finding, lower_keep_length
from app.core.memory.privacy.detector.folding import fold_letters
from app.core.memory.privacy.detector.gates import gated
from app.core.memory.privacy.detector.partner_control import PARTNER, POSS, first_told_act

_WATCH = (r"(?:checks|checked|checking|monitors|monitored|tracks|tracked|watches|reads|read|goes through|went through|"
          r"looks through|snoops on|spies on|opens|opened|"
          r"surveille|surveillait|vérifie|vérifiait|contrôle|contrôlait|fouille|fouillait|lit|ouvre|ouvrait|épluche|"
          r"kontrolliert\w*|überwacht\w*|checkt|durchsucht\w*|liest|las|öffnet|schaut (?:\w+ )?durch|"
          r"revisa\w*|vigila\w*|controla\w*|mira|miraba|lee|leía|abre|abría|registra\w*|"
          r"sprawdza\w*|kontroluje|kontrolował\w*|śledzi|śledził\w*|przegląda\w*|czyta|czytał\w*|otwiera\w*|"
          r"перевіря\w*|контролю\w*|стежить|стежив|переглядає|читає|відкриває|"
          r"проверя\w*|контролиру\w*|следит|следил|просматрива\w*|читает|открывает)")
_THINGS = (r"(?:orders?|parcels?|packages?|deliveries|purchases|shopping|receipts|post|mail|letters|location|browser|"
           r"history|searches|bank statements?|statements|phone|messages|texts|emails|"
           r"achats|colis|commandes|courrier|lettres|reçus|relevés|localisation|historique|téléphone|portable|messages|mails|"
           r"bestellungen|pakete|päckchen|einkäufe|käufe|post|briefe|quittungen|kontoauszüge|standort|verlauf|handy|"
           r"nachrichten|mails|pedidos|paquetes|compras|correo|cartas|recibos|extractos|ubicación|historial|móvil|"
           r"mensajes|correos|paczki|przesyłki|zamówienia|zakupy|pocztę|listy|paragony|wyciągi|lokalizację|historię|"
           r"telefon|wiadomości|maile|посилки|замовлення|покупки|пошту|листи|чеки|виписки|геолокацію|історію|телефон|"
           r"повідомлення|посылки|заказы|почту|письма|выписки|историю|сообщения|"
           # (round 42) one item after "every": "checks every statement", "kontrolliert jede Bestellung", "revisa cada compra"
           r"order|purchase|receipt|expense|expenses|transactions?|spending|payment|"
           r"achat|dépenses?|ticket de caisse|tickets de caisse|relevé|paiement|"
           r"bestellung|ausgaben?|einkauf|kauf|quittung|kassenbon|kontoauszug|überweisung|zahlung|"
           r"compra|gastos?|recibo|ticket|extracto|pago|"
           r"zakup|wydatek|wydatki|paragon|wyciąg|przelew|płatność|"
           r"покупку|витрату|витрати|чек|виписку|платіж|трату|траты|расходы|выписку|платёж|платеж)")
_RAGE = (r"(?:gets? (?:angry|mad|furious|violent|aggressive)|got (?:angry|mad|furious|violent)|shouts?|shouted|yells?|"
         r"yelled|screams at|rages|loses it|hits me|hit me|blows up|makes a scene|flips out|"
         r"robi (?:mi )?awantur\w*|zrobił\w* awantur\w*|krzyczy|krzyczał|wścieka się|wściekł\w*|jest agresywn\w*|"
         r"staje się agresywn\w*|bije|uderzył\w*|"
         r"wird (?:wütend|sauer|aggressiv|laut|handgreiflich|gewalttätig)|schreit|rastet aus|macht (?:mir )?(?:eine )?szenen?|"
         r"makes scenes|fait des scènes|me fait des scènes|monta (?:escenas|numeritos)|robi (?:mi )?sceny|влаштовує сцени|"
         r"устраивает сцены|"
         r"schlägt|"
         r"se (?:enfada|enoja|pone (?:violento|agresivo|furioso|como loco))|grita|me pega|monta (?:un )?escándalo|"
         r"(?:devient|est) (?:violent|agressif|furieux)|s'énerve|crie|hurle|me frappe|pète les plombs|fait une scène|"
         r"кричить|злиться|лютує|б'є|стає агресивн\w*|влаштовує скандал\w*|кричит|злится|бесится|бьёт|бьет|"
         r"становится агрессивн\w*|устраивает скандал\w*)")
_HIDE = (r"(?:without (?:him|her|them) (?:knowing|finding out|seeing)|so (?:he|she|they) (?:won'?t|doesn'?t|can'?t|don'?t) "
         r"(?:know|see|find out|notice)|(?:he|she) won'?t see|hide (?:it|them|orders|purchases|things|this) from (?:him|her|them)|"
         r"secretly|in secret|discreetly|"
         r"żeby (?:nie )?(?:\w+ )?nie (?:wiedział|wiedziała|widział|widziała|zauważył|zauważyła)|po kryjomu|w tajemnicy|"
         r"ukry\w* przed (?:nim|nią)|"
         r"ohne dass (?:er|sie) (?:es )?(?:merkt|weiß|sieht|mitbekommt)|heimlich|vor ihm verstecken|vor ihr verstecken|"
         r"sin que (?:se entere|lo sepa|lo vea|se dé cuenta)|a escondidas|en secreto|ocultárselo|"
         r"sans qu'il (?:le )?(?:sache|voie|s'en aperçoive)|sans qu'elle (?:le )?(?:sache|voie)|discrètement|en cachette|"
         r"en secret|lui cacher|"
         r"щоб (?:він|вона) не (?:знав|знала|бачив|бачила|помітив|помітила)|таємно|потай|приховати від (?:нього|неї)|"
         r"чтобы (?:он|она) не (?:знал|знала|видел|видела|заметил|заметила)|тайком|втайне|скрыть от (?:него|неё|нее))")
# (round 42, rrel) or every one of them: "checks every statement", "kontrolliert jede Bestellung", "revisa cada compra",
# "vérifie chaque ticket de caisse", "sprawdza każdy paragon", "перевіряє кожну покупку", "проверяет каждый чек"
_EVERY = (r"(?:every|each|all|jede|jeden|jedes|alle|cada|todas las|todos los|chaque|tous les|toutes les|każdy|każdą|każde|"
          r"wszystkie|кожну|кожен|кожний|всі|каждую|каждый|все)")
_ACT = re.compile(fold_letters(
    r"(?<!\w)" + PARTNER + r"(?!\w)([^.!?\n]{0,40}?)(?<!\w)" + _WATCH + r"\s+(?:[^\W\d_]+\s+){0,2}?(?:" + POSS
    + "|" + _EVERY + r")\s+(?:[^\W\d_]+\s+)?" + _THINGS + r"(?!\w)", True))
_GATE = gated(re.compile(fold_letters(r"(?<!\w)" + _WATCH + r"(?!\w)", True)))
_EITHER = re.compile(fold_letters(r"(?<![\w'])(?:" + _RAGE + "|" + _HIDE + r")(?![\w'])", True))


def find_watched_partners(t: str) -> list[Finding]:
    """A finding (intimate life) over the sentence of normalised `t` in which the writer's partner watches their
    things, when the message also tells the partner's rage or the writer's hiding from them (see the doc)."""
    low = lower_keep_length(t)
    if not _GATE.search(low):
        return []
    found = first_told_act(_ACT, t, low)
    return found if found and _EITHER.search(low) else []
