"""A child taken abroad by the other parent (round 42, rrel; set broad-zzz84): "Mon ex a emmené notre fils à l'étranger
sans mon accord, je veux lancer une procédure", "My ex took our daughter to Poland without my consent", "Były mąż
wywiózł syna za granicę bez mojej zgody".

family_cases.py reads custody told through its court's words (a contact order, "Umgangsbeschluss", a hearing); a
parent's abduction is told first as the act, before any court: the writer's ex or partner took the writer's child out
of the country. In en, pl, de, es, fr, uk and ru: the writer's partner or ex (partner_control's PARTNER: a possessive,
or a bare Slavic "były mąż", "колишній чоловік", "бывшая жена" opening a sentence), a verb of taking away ("took",
"a emmené", "hat mitgenommen", "se llevó", "wywiózł", "вивіз", "увёз") with the writer's child as its object ("our son",
"notre fils", "unsere Tochter", "a los niños", "syna", "доньку", "детей"), and in the same sentence either a word for
abroad ("abroad", "à l'étranger", "ins Ausland", "al extranjero", "za granicę", "за кордон", "за границу") or a named
place with the writer's consent denied or the child kept there ("without my consent", "sans mon accord", "ohne meine
Zustimmung", "sin mi permiso", "bez mojej zgody", "без моєї згоди", "без моего согласия"; "won't bring them back",
"nie chce wrócić", "не возвращает").
Green limits: the question put in general ("Can a parent take a child abroad ...?": no partner of the writer's), a
condition ("if my ex takes our son abroad"), a trip agreed ("to Disneyland Paris for the weekend with my agreement":
neither abroad's word nor consent denied), a negation ("my ex never took the kids abroad"), a film or a novel.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.own_affairs import STORY
from app.core.memory.privacy.detector.partner_control import IF, NEGATION, PARTNER
from app.core.memory.privacy.detector.sentence_scope import after_spaces, stop_bounds

_REASON = "intimate or private life"

# the verbs of taking away; every red path holds one (typed plain too: word_gate adds those spellings)
_GATE = word_gate("took", "taken", "taking", "moved", "emmen", "enlev", "emport", "mitgenommen", "gebracht", "entführt",
                  "verschleppt", "llevó", "llevado",
                  "sacó", "sacado", "wywi", "zabrał", "zabrała", "вивіз", "вивезла", "вивезли", "забрав", "забрала",
                  "увіз", "увезла", "увёз", "увез", "вывез", "забрал")


# and the child's words (_CHILD's): "took", "taken" alone open on many chat turns
_CHILD_GATE = word_gate("son", "daughter", "kid", "child", "baby", "boy", "girl", "twins", "fils", "fille", "enfant",
                        "petit", "bébé", "jumeaux", "sohn", "tochter", "kind", "zwillinge", "hij", "niñ", "bebé",
                        "pequeñ", "mellizos", "gemelos", "syn", "córk", "córecz", "dzieck", "dzieci", "bliźniak", "сина",
                        "синочк", "доньк", "дочк", "дитин", "дітей", "близнюк", "сын", "сыноч", "дочь", "ребён",
                        "ребен", "детей", "близнец")


_CHILD = (r"(?:(?:our|my|the) (?:\w+ )?(?:son|daughter|kids?|children|child|baby|boy|girl|twins)|"
          r"(?:notre|nos|mon|ma|mes|les) (?:fils|fille|enfants?|petit|petite|bébé|jumeaux)|"
          r"(?:unseren|unsere|meinen|meine|die|das|den) (?:\w+ )?(?:sohn|tochter|kinder|kind|baby|zwillinge)|"
          r"a (?:nuestr[oa]s?|mis?|l[oa]s?) (?:hij[oa]s?|niñ[oa]s?|bebé|pequeñ[oa]s?|mellizos|gemelos)|"
          r"(?:naszego |mojego |naszą |moją |nasze |moje )?(?:syna|synka|córkę|córeczkę|dziecko|dzieci|bliźniaki)|"
          r"(?:нашого |мого |нашу |мою |наших |моїх )?(?:сина|синочка|доньку|дочку|дитину|дітей|близнюків)|"
          r"(?:нашего |моего |нашу |мою |наших |моих )?(?:сына|сыночка|дочь|дочку|ребёнка|ребенка|детей|близнецов))")
_TAKE = _lazy(
    r"(?<!\w)(?:took|has taken|had taken|have taken|is taking|has moved|took away|a emmené\w*|a enlevé\w*|a emporté|"
    r"(?:hat|hatte) (?:\w+ )?(?:mitgenommen|gebracht|entführt)|hat|hatte|(?:se )?(?:llevó|ha llevado|había llevado|sacó|"
    r"ha sacado)|wywiózł|wywiozła|wywieźli|zabrał|zabrała|вивіз|вивезла|вивезли|забрав|забрала|увіз|увезла|увёз|увез|"
    r"увезла|вывез|вывезла|забрал|забрала)\s+(?:\w+\s+){0,2}?" + _CHILD + r"(?!\w)")
# the German verb comes last: "hat unseren Sohn ohne meine Zustimmung in die Türkei gebracht"
_DE_VERB = _lazy(r"(?<!\w)(?:mitgenommen|gebracht|entführt|verschleppt)(?!\w)")
_ABROAD = _lazy(
    r"(?<!\w)(?:abroad|overseas|out of the country|à l'étranger|hors de france|ins ausland|im ausland|außer landes|"
    r"al extranjero|fuera del país|fuera de españa|za granicę|za granicą|з країни|за кордон|за кордоном|за границу|"
    r"за границей|из страны)(?!\w)")
_DENIED = _lazy(
    r"(?<!\w)(?:without my (?:consent|permission|agreement|knowledge)|won'?t (?:bring|send|let) (?:him|her|them) back|"
    r"(?:isn'?t|is not|aren'?t) coming back|refuses to (?:come|bring \w+) back|sans mon (?:accord|consentement|"
    r"autorisation)|à mon insu|ne (?:le|la|les) ramène pas|ne revien\w* pas|ohne meine (?:zustimmung|einwilligung|"
    r"erlaubnis)|ohne mein wissen|(?:kommt|kommen|bringt \w+) nicht (?:mehr )?zurück|sin mi (?:permiso|consentimiento|"
    r"autorización|conocimiento)|no (?:\w+ )?(?:vuelve|devuelve|quiere volver|regresa)|bez mojej (?:zgody|wiedzy)|"
    r"nie (?:chce )?(?:wrócić|wraca|oddaje|odda)|без моєї (?:згоди|дозволу|відома)|не (?:хоче )?(?:повертає|"
    r"повертатися|повернути|повертається)|без моего (?:согласия|разрешения|ведома)|не (?:хочет )?(?:возвращает|"
    r"возвращаться|вернуть|возвращается))(?!\w)")
# a named place: a country or a town with a capital letter after "to", "à", "nach", "a", "do", "в" ...
_PLACE = _lazy(r"(?<!\w)(?:to|in|à|en|au|aux|nach|in die|in den|a|do|na|w|в|у|до)\s+(?-i:[A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻА-ЯЄІЇҐЁ])")


def find_taken_children(t: str) -> list[Finding]:
    """An intimate-life finding over the sentence of normalised `t` telling the writer's child taken abroad by the
    writer's ex or partner (see the doc)."""
    if not opens(t, _GATE) or not opens(t, _CHILD_GATE) or STORY.search(t):
        return []
    low = lower_keep_length(t).replace("’", "'")
    for m in _TAKE.finditer(low):
        a, b = stop_bounds(low, m.start(), m.end())
        who = next(_PARTNER_AT.finditer(low, a, m.start()), None)  # the first partner word in the sentence before it
        if who is None or NEGATION.search(low, who.end(), m.start()) or IF.search(low, a, m.start()):
            continue
        if m.group().startswith(("hat", "hatte")) and _DE_VERB.search(low, m.end(), b) is None:
            continue  # "hat unseren Sohn ... gebracht": the participle closes the clause
        if _ABROAD.search(low, a, b) is None and (_DENIED.search(low, m.end(), b) is None
                                                  or _PLACE.search(t, m.end(), b) is None):
            continue
        begin = after_spaces(t, a, b)
        return [Finding(Kind.RELATIONSHIP, _REASON, begin, b)]
    return []


_PARTNER_AT = _lazy(r"(?<!\w)" + PARTNER + r"(?!\w)")
