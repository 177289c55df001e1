"""A partner's violence towards the writer said as a trait or as a past habit (round 39, rpublic; set broad-zzz68):
"Mąż chyba coś mi zainstalował na telefonie ... Był już wobec mnie agresywny", "Бывший муж меня избивал, а теперь
...", "My husband has been aggressive towards me before", "Mon mari a déjà été violent avec moi".

The vocabulary reads a blow with the writer as its object ("муж меня бьёт", "my ex used to hit me"). The same fact is
also told as the partner's aggression towards the writer, an adjective with "towards me" ("aggressive towards me",
"aggressiv mir gegenüber", "violent avec moi", "agresivo conmigo", "wobec mnie agresywny", "агресивний до мене",
"агрессивен со мной"), and in Russian and Ukrainian in the frequentative past of beating ("избивал", "колотил",
"лупцював"), which the vocabulary lacks. (Round 42, rrel: also the partner turning violent on the writer's own act - "gets violent if I spend anything",
"se pone violento cuando salgo", "robi się agresywny, kiedy wydam", "становится агрессивным, когда я" - and the
perfective with its object after it, as a bare subject says it: "Муж избил меня".) In en, pl, de, es, fr, uk and ru:
such a phrase, and a partner word in the
message (the subject is often dropped in the next sentence: "Był już wobec mnie agresywny").

Green limits: a negation before the phrase ("never aggressive towards me", "nie był wobec mnie agresywny", "не был
агрессивен"), no partner in the message (a dog, a customer, a neighbour: "the dog was aggressive towards me"), a
stranger's or a customer's aggression at work (no partner word), the news and fiction (lived_acts' _NOT_ANYONES).
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.sentence_scope import after_spaces

_REASON = "intimate or private life"

# the adjectives and verbs, also typed without diacritics (fold_letters reads the patterns so)
_GATE = word_gate("aggress", "agress", "agresyw", "agresiv", "violent", "brutal", "агрес", "агресс", "избива", "колотил",
                  "лупил", "лупцюва", "abusive", "gewalttätig", "жорсток", "жесток", "избил", "побил", "побив")


_ADJ = (r"(?:aggressive|violent|abusive|aggressiv\w*|gewalttätig\w*|brutal\w*|agressi(?:f|ve)|violente?|brutale?|"
        r"agresiv[oa]|violent[oa]|agresywn\w*|brutaln\w*|агресивн\w*|жорсток\w*|агрессив\w*|агрессивен|жесток\w*)")
_TO_ME = (r"(?:towards me|toward me|to me|with me|mir gegenüber|zu mir|gegen mich|avec moi|envers moi|conmigo|"
          r"hacia mí|wobec mnie|do mnie|w stosunku do mnie|względem mnie|до мене|зі мною|щодо мене|стосовно мене|"
          r"ко мне|со мной|по отношению ко мне)")
# the writer's act that sets it off, in the first person: "if I spend", "wenn ich", "quand je", "cuando gasto", "kiedy
# wydam", "коли я", "когда я" (a partner "violent when he drinks" is no act of the writer's: left to the vocabulary)
_WHEN_I = (r"(?:(?:gets|get|got|becomes|became|turns|goes) (?:\w+ )?" + _ADJ + r",? (?:if|when|whenever|every time|as soon as) "
           r"i|wird (?:\w+ )?" + _ADJ + r",? (?:wenn|sobald|falls) ich|(?:devient|devenait|est) (?:\w+ )?" + _ADJ
           + r",? (?:quand|si|dès que|lorsque|chaque fois que) (?:je|j')|se (?:pone|vuelve|ponía) (?:\w+ )?" + _ADJ
           + r",? (?:cuando|si|cada vez que) (?:yo |no |me |le |lo |la )?\w+(?:o|é)|(?:robi|zrobił|zrobiła|staje|stał|"
           r"stała) się (?:\w+ )?" + _ADJ + r",? (?:gdy|kiedy|jak|jeśli|jeżeli) (?:\w+ )?\w+(?:ę|am|em)|(?:стає|стає|буває|"
           r"ставав|стала|став) (?:\w+ )?" + _ADJ + r",? (?:коли|якщо|щойно) я|(?:становится|становился|бывает|"
           r"становилась) (?:\w+ )?" + _ADJ + r",? (?:когда|если|как только) я)")
_AGGRESSION = _lazy(r"(?<!\w)(?:" + _ADJ + r"(?:\s+\w+)?\s+" + _TO_ME + r"|" + _TO_ME + r"(?:\s+\w+)?\s+" + _ADJ
                    + r"|(?:меня|мене) (?:\w+ )?(?:избивал\w*|колотил\w*|лупил\w*|лупцював\w*)|"
                    r"(?:избивал\w*|колотил\w*|лупил\w*|лупцював\w*) (?:\w+ )?(?:меня|мене)|"
                    # (round 42, rrel) the perfective with the object after it, as a bare subject says it: "Муж избил меня"
                    r"(?:избил\w*|побил\w*|побив\w*) (?:\w+ )?(?:меня|мене)|"
                    # (round 42) the partner turns violent on the writer's own act: "gets violent if I spend anything"
                    + _WHEN_I + r")(?!\w)")
_NOT = _lazy(r"(?<!\w)(?:never|not|isn't|wasn't|nie|nigdy|nicht|nie|nie war|jamais|pas|nunca|no|не|ніколи|никогда)"
             r"(?:\s+\w+){0,3}\s*$")
_PARTNER = _lazy(
    r"(?<!\w)(?:husband|wife|partner|boyfriend|girlfriend|ex|ex-\w+|fiancée?|mann|ehemann|exmann|frau|freund|"
    r"freundin|lebensgefährt\w*|mari|ex-mari|femme|copain|copine|conjoint|compagnon|marido|exmarido|esposo|esposa|"
    r"novio|novia|pareja|mąż|męż\w*|żona|żony|chłopak\w*|partner\w*|były|była|konkubent\w*|чоловік\w*|дружин\w*|"
    r"хлопець|хлопц\w*|колишн\w*|співмешкан\w*|муж|мужа|мужем|жена|парень|парня|бывш\w*|сожител\w*)(?!\w)")
_NEWS = _lazy(r"(?<!\w)(?:news|article|film|movie|novel|series|character|artikel|roman|serie|journal|"
              r"livre|série|noticia|película|novela|serie|artykuł\w*|powieś\w*|serial\w*|новин\w*|"
              r"стат\w*|фільм\w*|фильм\w*|роман\w*|серіал\w*|сериал\w*)(?!\w)")


# a sentence whose subject is the partner named before: a pronoun or the verb first ("Był już wobec mnie agresywny")
_CARRIED = frozenset("""he she er sie il elle él ella on ona він вона он она był była bywa bywał jest war ist wurde was is
has had been a été est était fue era es ha ya już schon déjà already already був була бував є был была бывал бывает уже вже
byl byla juz deja etait ete el""".split())  # (and typed without diacritics: "Byl juz wobec mnie agresywny")


def _dropped_subject(low: str, a: int, at: int) -> bool:
    words = low[a:at].split()
    return len(words) <= 4 and all(w in _CARRIED for w in words)


def find_partner_aggression(t: str) -> list[Finding]:
    """An intimate-life finding over the sentence of normalised `t` telling a partner's aggression towards the writer
    (see the doc)."""
    if not opens(t, _GATE):
        return []
    low = lower_keep_length(t)
    if _PARTNER.search(low) is None or _NEWS.search(low) is not None:
        return []
    for m in _AGGRESSION.finditer(low):
        a = max(low.rfind(c, 0, m.start()) for c in ".!?\n") + 1
        if _NOT.compiled.search(low, a, m.start()):
            continue
        if _PARTNER.search(low, a, m.start()) is None and not _dropped_subject(low, a, m.start()):
            continue  # "A customer was aggressive towards me, my husband says ...": someone else's
        stops = [i for i in (low.find(c, m.end()) for c in ".!?\n") if i >= 0]
        b = min(stops) if stops else len(low)
        begin = after_spaces(t, a, b)
        return [Finding(Kind.RELATIONSHIP, _REASON, begin, b)]
    return []
