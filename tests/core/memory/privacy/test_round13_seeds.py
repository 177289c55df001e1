"""Seed phrases from every standard Latin-script BIP-39 wordlist, pasted the ways people paste them
(quoted words, a JSON array, "..., x and y", capitals, accents dropped). Phrases are made here from fixed
entropy with the `mnemonic` package, so each has a valid checksum; none comes from a benchmark set."""
from __future__ import annotations

import hashlib
import json
import unicodedata

import pytest
from mnemonic import Mnemonic

from app.core.memory.privacy.detector.verdict import detect, redact

CONTEXT = {
    "english": "my metamask backup, keep it offline: {}",
    "spanish": "Las palabras de mi cartera, guárdalas bien: {}",
    "french": "Les mots de mon portefeuille Ledger, à ne pas perdre : {}",
    "italian": "Le parole del mio wallet, tienile al sicuro: {}",
    "czech": "Slova k mé peněžence: {}",
    "portuguese": "As palavras da minha carteira: {}",
}


def _phrase(lang: str, n_words: int) -> list[str]:
    entropy = hashlib.sha256(f"{lang}-{n_words}".encode()).digest()[: n_words * 4 // 3]
    words = Mnemonic(lang).to_mnemonic(entropy).split()
    return [unicodedata.normalize("NFC", w) for w in words]


def _plain(word: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", word) if not unicodedata.combining(c))


LAYOUTS = {
    "spaces": " ".join,
    "comma and": lambda w: ", ".join(w[:-1]) + " and " + w[-1],
    "quoted": lambda w: " ".join(f'"{x}"' for x in w),
    "json": lambda w: json.dumps(w, ensure_ascii=False),
    "capitals": lambda w: " ".join(x.capitalize() for x in w),
    "lines": "\n".join,
    "no accents": lambda w: " ".join(_plain(x) for x in w),
}

CASES = [(lang, n, layout) for lang in CONTEXT for n in (12, 24) for layout in LAYOUTS]


@pytest.mark.parametrize(("lang", "n_words", "layout"), CASES)
def test_a_seed_phrase_of_any_wordlist_and_layout_is_red_and_redacted(lang: str, n_words: int, layout: str) -> None:
    words = _phrase(lang, n_words)
    pasted = LAYOUTS[layout](words)
    for text in (CONTEXT[lang].format(pasted), pasted):
        assert detect(text).is_red, text
        kept = redact(text)
        # the phrase is gone: at most a stray listed word of the context sentence is left
        assert sum(_plain(w).lower() in _plain(kept).lower().split() for w in set(words[1:-1])) <= 1, kept


def _broken(lang: str) -> list[str]:
    """Twelve listed words whose checksum fails: what a word game or a vocabulary list gives."""
    m = Mnemonic(lang)
    words = _phrase(lang, 12)
    for replacement in m.wordlist:
        candidate = words[:-1] + [unicodedata.normalize("NFC", replacement)]
        if not m.check(" ".join(m.wordlist[m.wordlist.index(unicodedata.normalize("NFKD", w))] for w in candidate)):
            return candidate
    raise AssertionError("no failing checksum found")


@pytest.mark.parametrize("lang", list(CONTEXT))
def test_listed_words_without_a_valid_checksum_stay_green(lang: str) -> None:
    words = _broken(lang)
    assert not detect("Vocabulary for tomorrow's quiz: " + ", ".join(words)).is_red


GREEN = [
    "Mi abuela tenía una casa en el campo con un jardín enorme, cada verano íbamos a pintar la valla y a recoger"
    " fruta madura del huerto antes de la tormenta.",
    "Liste de courses : farine, sucre, beurre, œufs, lait, citron, chocolate, vanille, levure, sel, crème, fraises.",
    "Ho comprato pane, latte, burro, formaggio, pomodoro, basilico, olio, aceto, pasta, riso, caffè e zucchero.",
    "Nákupní seznam: chleba, máslo, mléko, sýr, rajče, cibule, brambory, mouka, cukr, sůl, vejce a jablka.",
    "Preciso de comprar arroz, feijão, leite, pão, queijo, café, açúcar, manteiga, banana, maçã, tomate e alface.",
]


@pytest.mark.parametrize("text", GREEN)
def test_everyday_lists_in_those_languages_stay_green(text: str) -> None:
    assert not detect(text).is_red, detect(text).findings
