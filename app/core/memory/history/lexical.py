"""The words BM25 sees: one form for English and Polish, the same on the indexed text and the query.

LanceDB's full-text index stems English only. Polish inflects nouns, names and verbs in the ending
("dentysta", "u dentysty", "z dentystą"; "Pieróg", "Pieroga"), and people often type it without
diacritics ("zacma" for "zaćma"), so a Polish question rarely repeats the exact word of the message
it is looking for. Before a text is indexed or asked, each word is lower-cased, stop words of
either language are dropped, the word is stemmed by the Snowball stemmer of the text's language
(Polish or English, guessed from the text's stop words and letters), and the stem is folded to
ASCII ("zaćm" -> "zacm", "łąkotk" -> "lakotk"). LanceDB's own analysis then runs over these stems on
both sides alike, so it changes nothing that matters.

A text is guessed as one language: a message is nearly always written in one. When its words do
not tell (a short query: "dentysta plomby"), every word is given in both languages' stems. Numbers
are kept.
"""
from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

_WORD = re.compile(r"[^\W_]+", re.UNICODE)
_POLISH_LETTERS = frozenset("ąćęłńóśźż")
# The stems are folded after stemming: the Polish stemmer knows the diacritics, folding makes a
# word typed without them meet the same stem.
_FOLD = str.maketrans({"ł": "l", "Ł": "L", "ø": "o", "đ": "d", "ß": "ss", "æ": "ae", "œ": "oe"})

POLISH_STOP = frozenset("""
a aby albo ale ani aż bardzo bez bo być był była było były będzie będą by byłam byłem bym choć ci
cię ciebie co coś czy czyli dla do dlaczego dziś gdy gdzie go i ich ile im inna inne innych iż ja
jak jaka jaki jakie jakiej jako je jeden jednak jego jej jest jestem jestes jesteś jeszcze jeśli jesli już
juz ją kiedy kto która które którego której który których ku lub ma mam mają mi mnie mną mu my na
nad nam nas nasz nasza nasze nie niech niej nim nic no o od on ona one oni ono oraz po pod ponieważ
przed przez przy sam się sie są tak także tam te tego tej ten też tez to tobie tu tutaj ty tych tylko
tym u w we wam was wiec więc wszystko z za ze że ze żeby zeby
""".split())
ENGLISH_STOP = frozenset("""
a about after again all am an and any are as at be because been before being both but by can could
did do does doing down during each few for from further had has have having he her here hers
herself him himself his how i if in into is it its itself just me more most my myself no nor not
now of off on once only or other our ours ourselves out over own same she should so some such than
that the their theirs them themselves then there these they this those through to too under until
up very was we were what when where which while who whom why will with would you your yours
yourself yourselves
""".split())
# Words that say which language a text is in (stop words of the other language are kept apart).
_BOTH_STOP = POLISH_STOP & ENGLISH_STOP
_POLISH_HINTS = POLISH_STOP - ENGLISH_STOP
_ENGLISH_HINTS = ENGLISH_STOP - POLISH_STOP


@lru_cache(maxsize=2)
def _stemmer(language: str):
    import snowballstemmer

    return snowballstemmer.stemmer(language)


_STEMS: dict[str, dict[str, str]] = {"polish": {}, "english": {}}
_STEMS_MAX = 200_000     # words per language (a few MB); cleared when full


def _stem_words(lang: str, words: list[str]) -> list[str]:
    """Stemmed and folded; the pure-Python stemmer costs ~0.1 ms a word, a dictionary look-up
    nothing, and a user's vocabulary repeats."""
    known = _STEMS[lang]
    missing = [w for w in dict.fromkeys(words) if w not in known]
    if missing:
        if len(known) + len(missing) > _STEMS_MAX:
            known.clear()
        known.update(zip(missing, (fold(s) for s in _stemmer(lang).stemWords(missing))))
    return [known[w] for w in words]


def fold(word: str) -> str:
    """Without diacritics: "zaćma" -> "zacma", "łąka" -> "laka"."""
    decomposed = unicodedata.normalize("NFKD", word.translate(_FOLD))
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def language(words: list[str]) -> str | None:
    """"polish" or "english" for lower-cased words; None when nothing tells ("dentysta plomby",
    "Reykjavik flight")."""
    polish = sum(1 for w in words if w in _POLISH_HINTS or not _POLISH_LETTERS.isdisjoint(w))
    english = sum(1 for w in words if w in _ENGLISH_HINTS)
    if polish == english:
        return None
    return "polish" if polish > english else "english"


def lexical_words(text: str) -> list[str]:
    """The stems BM25 should match for `text`, in order (stop words dropped)."""
    words = [w.lower() for w in _WORD.findall(text)]
    lang = language(words)
    stop = {"polish": POLISH_STOP, "english": ENGLISH_STOP}.get(lang or "", _BOTH_STOP)
    kept = [w for w in words if w not in stop and (w.isascii() or fold(w) not in stop)]
    if not kept:
        return []
    if lang is not None:
        return _stem_words(lang, kept)
    # Either language: each word as both would stem it (once when they agree), so a short query
    # meets a message whose language was clear.
    out = []
    for english, polish in zip(_stem_words("english", kept), _stem_words("polish", kept)):
        out.append(english)
        if polish != english:
            out.append(polish)
    return out


def lexical_form(text: str) -> str:
    """The text as the full-text index stores it (see the module's docstring)."""
    return " ".join(lexical_words(text))
