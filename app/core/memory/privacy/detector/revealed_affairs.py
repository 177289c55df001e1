"""The writer's affair told through what reveals or would reveal it (round 42, rrel; sets broad-zzz83, zzz85): "Ma femme
a découvert avec le traceur GPS que j'allais chez une autre", "I've been paying for a hotel every other Thursday and my
husband checks the joint account. How do I hide it?", "Estoy pagando un piso para ver a otra persona y mi mujer tiene
acceso a mis cuentas", "Я зрадив дружину, і вона побачила історію поїздок у навігаторі".

own_affairs.py reads the writer's affair beside a partner kept in the dark (believes, does not know); hidden_spending.py
a payment hidden with a purpose clause. The same affair is told as often from the other end - the partner who found
out - or through the trace that would give it away. In en, pl, de, es, fr, uk and ru, three ways:
- CONFESSED: the writer's own infidelity with the partner as its object, in Ukrainian and Russian (the other languages'
  "I cheated on my wife", "j'ai trompé ma femme", "zdradziłem żonę" are in the vocabulary): "Я зрадив дружину",
  "зрадила чоловіка", "Я изменил жене", "изменила мужу" (a sentence's first word too: the subject dropped);
- FOUND OUT: the writer's partner discovered, saw or caught ("a découvert", "found out", "hat herausgefunden",
  "descubrió", "odkryła", "побачила", "увидела") and the writer's visits to another woman or man ("chez une autre",
  "to another woman's", "zu einer anderen", "a casa de otra", "do innej", "до іншої", "к другой");
- PAID FOR: the writer paying for a room (a hotel, a flat, an Airbnb) with its purpose another person ("para ver a
  otra persona", "to meet someone") or a question how to hide it ("How do I hide it?"), and the writer's partner
  watching the accounts ("checks the joint account", "tiene acceso a mis cuentas", "sieht die Kontoauszüge").
Green limits: a film, a novel or a series (own_affairs' STORY); a negation before the discovery ("my wife never found
out"); the writer's betrayal of anything but a partner ("я зрадив свою мрію"); a room paid for work with no other
person and no hiding ("a hotel every Thursday for my work trips"); someone else's partner (no possessive of the
writer's, nor a bare Slavic partner word opening a sentence).
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.own_affairs import STORY
from app.core.memory.privacy.detector.sentence_scope import after_spaces, stop_bounds

_REASON = "intimate or private life"

# every red path holds one of these: the Slavic verbs of betrayal, the other woman or man, a paid room
_GATE = word_gate("зрадив", "зрадила", "зраджув", "изменил", "изменила", "изменял", "another", "someone", "somebody", "autre",
                  "anderen", "otra", "otro", "innej", "innego", "іншої", "іншого", "другой", "другому", "другого",
                  "hotel", "hôtel", "airbnb", "motel", "piso", "apartamento", "appartement", "studio", "wohnung",
                  "zimmer", "mieszkan", "pokój", "pokoj", "квартир", "готел", "гостиниц", "отел", "room", "flat",
                  "apartment", "habitación", "chambre", "apartament", "номер")


# each path's own words: the confession's verbs; the discovery's verbs (with the other one, in _GATE); the hiding or the
# other person a room is paid for (with the room, in _GATE) - "another", "someone", "room" alone open on many chat turns
_CONF_GATE = word_gate("зрадив", "зрадила", "зраджув", "изменил", "изменила", "изменял")
_FOUND_GATE = word_gate("found", "discovered", "saw", "noticed", "caught", "figured", "herausgefunden", "entdeckt",
                        "gesehen", "bemerkt", "erwischt", "découvert", "vu", "remarqué", "surpris", "compris", "descubr",
                        "enteró", "enterado", "vio", "visto", "pilló", "odkrył", "dowiedział", "zobaczył", "zauważył",
                        "przyłapał", "дізнал", "дізнався", "побачил", "побачив", "помітил", "помітив", "виявил", "виявив",
                        "узнал", "увидел", "заметил", "обнаружил", "застукал")
_PAID_GATE = word_gate("see", "meet", "ver", "verme", "estar", "voir", "retrouver", "treffen", "sehen", "affäre",
                       "spotyka", "widywa", "spotka", "бачитися", "зустріча", "видеться", "встреч", "hide", "verstecke",
                       "verberge", "verheimliche", "oculto", "escondo", "cacher", "ukryć", "приховати", "скрыть")


_CONFESSED = _lazy(
    r"(?:(?<!\w)я |^|(?<=[.!?\n] )|(?<=[.!?\n]))(?:\w+ )?(?:зрадив|зрадила|зраджував|зраджувала|изменил|изменила|"
    r"изменял|изменяла) (?:свою |своєму |своїй |своего |своей |своему |моей |моему |мою )?(?:дружин[уі]|чоловік[аові]+|"
    r"жінк[уі]|дівчин[уі]|хлопц[яеві]+|наречен\w+|жене|мужу|девушке|парню|невесте|жениху)(?!\w)")
# the writer's own partner: a first-person possessive, or a bare Slavic partner word opening a sentence or a clause
# after "a", "а", "і", "и" ("wynajmuję pokój ..., a żona sprawdza nasze konto")
_MY_PARTNER = _lazy(
    r"(?<!\w)(?:(?:my|meine|mein|ma|mon|mi|moja|mój|моя|мой|мій) (?:wife|husband|partner|girlfriend|boyfriend|frau|mann|"
    r"freundin|freund|femme|mari|copine|copain|compagne|compagnon|mujer|marido|esposa|esposo|novia|novio|pareja|żona|"
    r"mąż|partnerka|дружина|чоловік|жінка|жена|муж)|(?:^|(?<=[.!?\n] )|(?<=[.!?\n])|(?<=, a )|(?<=, а )|(?<=, і )|"
    r"(?<=, и ))(?:żona|mąż|partnerka|дружина|"
    r"чоловік|жінка|жена|муж)|(?:i|ich|yo|je|ja|я) (?:\w+ )?(?:cheated on|betrogen|engañé|trompé|zdradzi\w+|зрадив|"
    r"зрадила|изменил|изменила))(?!\w)")
_FOUND = _lazy(
    r"(?<!\w)(?:found out|discovered|saw|noticed|caught me|figured out|herausgefunden|entdeckt|gesehen|bemerkt|erwischt|"
    r"découvert|a vu|remarqué|m'a surprise?|a compris|descubrió|ha descubierto|se enteró|se ha enterado|vio|ha visto|"
    r"me pilló|odkrył\w*|dowiedział\w* się|zobaczył\w*|zauważył\w*|przyłapał\w*|дізнал\w*|дізнався|побачил\w*|"
    r"побачив|помітил\w*|помітив|виявил\w*|виявив|узнал\w*|увидел\w*|заметил\w*|обнаружил\w*|застукал\w*)(?!\w)")
_NOT = _lazy(r"(?<!\w)(?:never|not|didn't|hasn't|nie|nigdy|nicht|nie|jamais|pas|nunca|no|не|ніколи|никогда)(?!\w)")
_OTHER_PLACE = _lazy(
    r"(?<!\w)(?:(?:to|at|visiting|seeing|meeting|with) another (?:woman|man|girl|guy)(?:'s)?|"
    r"(?:seeing|visiting|meeting) (?:someone|somebody) else|"
    r"(?:bei|zu) (?:einer anderen|einem anderen)(?: frau| mann)?|chez (?:une autre|un autre|quelqu'un d'autre)(?: femme| "
    r"homme)?|(?:a casa de|con|a ver a) (?:otra|otro)(?: mujer| hombre| persona)?|(?:do|u) (?:innej|innego)(?: kobiety| "
    r"faceta| mężczyzny)?|(?:до|в|у) (?:іншої|іншого)(?: жінки| чоловіка)?|(?:к|у) (?:другой|другому|другого)"
    r"(?: женщин\w*| мужчин\w*)?)(?!\w)"
    # the other one as a person on their own, not "another doctor", "zu einem anderen Arzt", "do innego lekarza"
    r"(?=\s*(?:[.,;:!?)]|$|and |but |und |aber |et |mais |y |pero |i |a |ale |і |й |а |але |и |но |"
    r"(?:war|bin|gewesen|gefahren|gegangen|fahre|gehe|übernachte|übernachtet|geschlafen)(?!\w)))")  # (German verb last)
_ROOM = (r"(?:a |the |an )?(?:hotel(?: room)?|room|flat|apartment|airbnb|motel|un piso|un apartamento|una habitación|"
         r"(?:un |une )?(?:hôtel|chambre(?: d'hôtel)?|appartement|studio)|(?:ein |eine |das |die )?(?:hotel\w*|zimmer|"
         r"wohnung|apartment)|(?:za )?(?:hotel|pokój|mieszkanie|apartament)|(?:за )?(?:готель|номер|квартиру|"
         r"гостиницу|отель))")
_PAY = _lazy(
    r"(?<!\w)(?:i(?:'ve| have)? (?:been )?(?:paying|paid|pay|renting|rent|booking|booked) (?:for )?" + _ROOM + r"|"
    r"ich (?:zahle|bezahle|miete|buche|habe (?:\w+ )?(?:bezahlt|gemietet|gebucht)) (?:\w+ )?" + _ROOM + r"|"
    r"(?:estoy pagando|pago|he pagado|pagué|alquilo|estoy alquilando|reservo) " + _ROOM + r"|"
    r"(?:je (?:paie|paye|loue|réserve)|j'ai (?:payé|loué|réservé)) " + _ROOM + r"|"
    r"(?:płacę|opłacam|wynajmuję|rezerwuję|zapłaciłe[mś]|zapłaciłam|wynająłem|wynajęłam) " + _ROOM + r"|"
    r"(?:я )?(?:плачу|оплачую|винаймаю|знімаю|бронюю|оплачиваю|снимаю) " + _ROOM + r")(?!\w)")
# what the room is for: another person; or the writer asking how to hide it
_FOR_OTHER = _lazy(
    r"(?<!\w)(?:to (?:see|meet) (?:someone|somebody|another|a (?:wo)?man)|para (?:ver|verme con|estar con) (?:a )?"
    r"(?:otra|otro|alguien)|pour (?:voir|retrouver) (?:quelqu'un|une autre|un autre|une femme|un homme)|um (?:\w+ )?"
    r"(?:eine andere|einen anderen|jemanden) (?:zu )?(?:treffen|sehen)|für meine affäre|żeby (?:się )?(?:spotykać|"
    r"widywać|spotkać) (?:się )?z (?:inną|innym|kimś)|щоб (?:бачитися|зустрічатися) з (?:іншою|іншим|кимось)|"
    r"чтобы (?:видеться|встречаться) с (?:другой|другим|кем-то)|для встреч с (?:другой|другим)|"
    r"how (?:do|can|should) i hide (?:it|this|that)|how to hide (?:it|this)|wie (?:verstecke|verberge|verheimliche) "
    r"ich (?:das|es)|cómo (?:lo )?(?:oculto|escondo)|comment (?:le )?cacher|jak to ukryć|як (?:це )?приховати|"
    r"как (?:это )?скрыть)(?!\w)")
# the writer's partner watching the accounts
_WATCHES = _lazy(
    r"(?<!\w)(?:(?:checks|sees|looks at|goes through|has access to|can see|reads) (?:\w+ )?(?:the |our |my |all )?(?:joint )?"
    r"(?:bank )?(?:accounts?|statements?|card)|(?:kontrolliert|sieht|checkt|liest|hat zugriff auf|hat einblick in) "
    r"(?:\w+ )?(?:die |das |unser\w* |mein\w* |alle )?(?:\w+)?(?:konto|kontoauszüge|konten|karte)|"
    r"(?:tiene acceso a|revisa|mira|ve) (?:\w+ )?(?:mis|las|nuestras|la|nuestra) (?:cuentas?|extractos?|tarjeta)|"
    r"(?:regarde|vérifie|voit|a accès à|épluche|consulte) (?:\w+ )?(?:nos|les|mes|le|notre|mon) (?:comptes?|relevés?|"
    r"carte)|(?:ma wgląd w|sprawdza|widzi|ma dostęp do|przegląda) (?:\w+ )?(?:nasze |moje |wspólne |wszystkie )?"
    r"(?:kont\w*|wyciąg\w*|kart\w*)|(?:бачить|перевіряє|має доступ до|переглядає) (?:\w+ )?(?:наш\w* |мо\w* |всі )?"
    r"(?:рахун\w*|виписк\w*|картк\w*)|(?:видит|проверяет|имеет доступ к|просматривает) (?:\w+ )?(?:наш\w* |мо\w* |все )?"
    r"(?:сч[её]т\w*|выписк\w*|карт\w*|трат\w*))(?!\w)")


def _found_out(t: str, low: str) -> tuple[int, int] | None:
    other = _OTHER_PLACE.search(low)
    if other is None:
        return None
    for m in _FOUND.finditer(low):
        a, b = stop_bounds(low, m.start(), m.end())
        if _NOT.search(" ".join(low[a:m.start()].split()[-3:])):
            continue  # "my wife never found out"
        if _MY_PARTNER.search(low, a, m.start()) is not None or _MY_PARTNER.search(low, max(0, a - 120), a) is not None:
            return stop_bounds(low, min(m.start(), other.start()), max(m.end(), other.end()))
    return None


def _paid_for(low: str) -> tuple[int, int] | None:
    pay = _PAY.search(low)
    if pay is None or _FOR_OTHER.search(low) is None:
        return None
    watch = _WATCHES.search(low)
    if watch is None or _MY_PARTNER.search(low, max(0, watch.start() - 60), watch.start()) is None:
        return None
    return stop_bounds(low, pay.start(), pay.end())


def find_revealed_affairs(t: str) -> list[Finding]:
    """An intimate-life finding over the sentence of normalised `t` telling the writer's affair through its confession
    in Ukrainian or Russian, the partner who found it out, or the paid room the partner's eyes on the accounts would
    give away (see the doc)."""
    if not opens(t, _GATE) or STORY.search(t):
        return []
    low = lower_keep_length(t).replace("’", "'")
    m = _CONFESSED.search(low) if opens(t, _CONF_GATE) else None
    span = stop_bounds(low, m.start(), m.end()) if m is not None else (
        (_found_out(t, low) if opens(t, _FOUND_GATE) else None) or (_paid_for(low) if opens(t, _PAID_GATE) else None))
    if span is None:
        return []
    a, b = span
    begin = after_spaces(t, a, b)
    return [Finding(Kind.RELATIONSHIP, _REASON, begin, max(b, begin))]
