"""The writer's sex life told by a practice, and their orientation told by the homophobia they met (round 41, rrel;
sets broad-zzz76 and broad-zzz79): "Mein Partner und ich probieren BDSM aus, wie spricht man Grenzen gut ab?", "Le
bailleur a refusé le dossier quand il a vu que je vis avec mon copain. Homophobie, je peux porter plainte ?".

The vocabulary reads "I'm gay" and sex said outright; two ways people tell the same without those words, in en, pl,
de, es, fr, uk and ru:
- PRACTICE: a sexual practice (BDSM, bondage, kink, a fetish, swinging, a threesome, shibari; "échangisme",
  "intercambio de parejas", "trójkąt", "свінг", "тройничок") in the writer's own life: "my partner and I", "we're
  trying", "I'm into", "wir probieren", "on essaie", "mi pareja y yo", "z partnerem próbujemy", "ми з дружиною",
  "мы с мужем" in the same sentence;
- BIAS: homophobia, lesbophobia or transphobia ("Homophobie", "homofobia", "гомофобія") met by the writer beside the
  writer's own partner ("my boyfriend", "mon copain", "mi novio", "mein Freund", "mój chłopak", "мій хлопець") and a
  first-person verb: the partner is named as the reason.
Green limits: a question in general ("what does BDSM stand for?", "is homophobia a crime?"), a film, a book, the news,
a club's programme (no writer in it), a partner who only reports homophobia elsewhere ("my girlfriend wrote an essay on
homophobia": no first-person act besides the possessive).
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.folded_patterns import caseless_folded_lazy as _lazy
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.sentence_scope import after_spaces, stop_bounds

_REASON = "sexual orientation or sex life"

# the practices and the bias words (every red path holds one), also typed without diacritics
_GATE = word_gate("bdsm", "bondage", "kink", "fetish", "fetisch", "fétich", "fetich", "fetysz", "фетиш", "swinger",
                  "threesome", "shibari", "échangis", "echangis", "intercambio", "trío", "trio", "trójkąc", "trojkac",
                  "свінгер", "свингер",
                  "тройнич", "трійнич", "бдсм", "бондаж", "homophob", "homofob", "homófob", "гомофоб", "lesbophob", "lesbofob",
                  "transphob", "transfob", "трансфоб", "tránsfob")


_PRACTICE = _lazy(
    # (not "kinks", "swinging", "trío", "Dreier", "trójkąt", "свинг": a cable's kinks, a swing, a music trio, a
    # triangle and a dance are also the words)
    r"(?<!\w)(?:bdsm|bondage|kinky|kink|fetish(?:es)?|swingers?|swinger club|threesomes?|shibari|"
    r"fetisch\w*|swingerclub\w*|fétichisme|échangisme|échangistes?|club échangiste|"
    r"intercambio de parejas|hacer un trío|fetichismo|fetysz\w*|trójkącik\w*|swingers\w*|бдсм|свінгер\w*|"
    r"фетиш\w*|бондаж\w*|трійнич\w*|свингер\w*|тройнич\w*)(?!\w)")
# the writer's own life: a first-person subject, the couple said as "my partner and I" / "ми з дружиною"
_WE = _lazy(
    r"(?<!\w)(?:(?:my|mein|meine|ma|mon|mi|mój|moja|мій|моя|мой) \w+ (?:and|und|et|y|i|і|и) (?:i|me|ich|moi|yo|ja|я)|"
    r"we|we're|we've|i'm into|i am into|i'm|i've|i|wir|ich|nous|on (?:essaie|teste|aime|a envie)|j'\w+|je|yo|"
    r"nosotros|probamos|estamos|próbujemy|chcemy|jesteśmy|ja|ми з|мы с|ми|мы|я|пробуємо|пробуем|хочемо|хотим)(?!\w)")
_BIAS = _lazy(
    r"(?<!\w)(?:homophob\w*|homofob\w*|homófob\w*|гомофоб\w*|lesbophob\w*|lesbofob\w*|transphob\w*|transfob\w*|"
    r"tránsfob\w*|трансфоб\w*)(?!\w)")
_OWN_PARTNER = _lazy(
    r"(?<!\w)(?:my (?:boyfriend|girlfriend|partner|husband|wife)|mon (?:copain|mec|mari|compagnon|chéri)|"
    r"ma (?:copine|meuf|femme|compagne|chérie)|mi (?:novio|novia|pareja|marido|mujer|esposa|esposo)|"
    r"mein(?:em)? (?:freund|partner|mann)|meine[rn]? (?:freundin|partnerin|frau)|"
    r"(?:mój|moim|z moim|z) (?:chłopak\w*|partner\w*|mąż|mężem)|(?:moja|moją|z moją|z) (?:dziewczyn\w*|partnerk\w*|"
    r"żon\w*)|(?:мій|моїм|з моїм|з) (?:хлопц\w*|хлопець|чоловік\w*|партнер\w*)|(?:моя|моєю|з моєю|з) (?:дівчин\w*|"
    r"дружин\w*)|(?:мой|моим|с моим|с) (?:парн\w*|парень|муж\w*|партнер\w*)|(?:моя|моей|с моей|с) (?:девушк\w*|"
    r"жен\w*))(?!\w)")
_SELF = _lazy(r"(?<!\w)(?:i|i'm|me|we|us|je|j'\w+|m'\w+|moi|nous|ich|mich|mir|wir|uns|yo|me|nos|ja|mnie|nas|"
              r"я|мене|мені|ми|нас|меня|мне|мы|"
              # (a first-person verb where the pronoun is dropped: "mieszkam z chłopakiem", "vivo con mi novio")
              r"live|vis|habite|wohne|vivo|mieszkam|jestem|żyję|живу|мешкаю|проживаю)(?!\w)")
_NOT_OWN = _lazy(
    r"(?<!\w)(?:what does|what is|what's|means?|definition|film|movie|series|novel|book|documentary|article|news|"
    r"roman|buch|serie|dokumentation|artikel|nachrichten|livre|série|documentaire|película|libro|serie|documental|"
    r"noticia|artículo|książk\w*|film\w*|serial\w*|dokument\w*|artykuł\w*|книг\w*|фільм\w*|фильм\w*|серіал\w*|"
    r"сериал\w*|статт\w*|стать[яиюе]|новин\w*|новост\w*|was bedeutet|qu'est-ce que|que veut dire|qué significa|"
    r"co to jest|co znaczy|що таке|что такое|essay|aufsatz|dissertation|ensayo|wypracowani\w*|реферат\w*|"
    r"твір|сочинени\w*)(?!\w)")


def find_lived_sexuality(t: str) -> list[Finding]:
    """A sexuality finding over the sentence of normalised `t` telling the writer's practice, or homophobia met with
    the writer's partner named (see the doc)."""
    if not opens(t, _GATE) or _NOT_OWN.search(t):
        return []
    for m in _PRACTICE.finditer(t):
        a, b = stop_bounds(t, m.start(), m.end())
        if _WE.search(t, a, b):
            return [_over(t, a, b)]
    m = _BIAS.search(t)
    if m is not None:
        partner = _OWN_PARTNER.search(t)
        if partner is not None and _SELF.search(t[:partner.start()] + " " + t[partner.end():]):
            a, b = stop_bounds(t, partner.start(), partner.end())
            return [_over(t, a, b)]
    return []


def _over(t: str, a: int, b: int) -> Finding:
    begin = after_spaces(t, a, b)
    return Finding(Kind.SEXUALITY, _REASON, begin, max(b, begin))
