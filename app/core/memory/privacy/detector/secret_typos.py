"""A secret's key word typed with one letter wrong (round 28, rsec): "mot de pase : ...", "pasword", "Passwrot",
"hasol", "contraseá", "пороль".

Every password reader starts from its key word spelled right (or in the few misspellings it lists), so a slip of the
finger on the word turns the whole message green, whatever the value after it. Here: every word of the message that is
one edit (a letter dropped, added, changed, or two neighbours swapped) away from a secret's key word of five or more
letters - password, passcode, passphrase, Passwort, Kennwort, Geheimzahl, hasło/haslo, contraseña/contrasena, "mot de
passe", пароль - is read as that key word: verdict.py runs the finders again on the message so corrected (only when it
came out green) and keeps the secrets they find, spans mapped back.

Green limits: a form the finders already read is no typo (plurals and cases: "passwords", "hasła", "пароля", "паролі";
the listed misspellings "passwd", "kenwort"), nor a real word one letter away from a key word in one of the seven
languages ("passport" is two away; "passer", "passé", "pasta" and the like are excluded below); "pase", "pass" and
"passé" count only after "mot(s) de". The corrected message is judged like any other: "I forgot my pasword again" has
no value and stays green; only secrets are kept (no identifier, no disclosure, nothing the learned model guessed).
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.gates import opens, register, word_gate
from app.core.memory.privacy.detector.text import letter_runs, lower_keep_length

# the key words as the finders read them (lower case); "passe" only in "mot de passe"
_KEY_WORDS = ("password", "passcode", "passphrase", "passwort", "kennwort", "geheimzahl", "hasło", "haslo",
              "contraseña", "contrasena", "пароль", "passe")
_LATIN = "abcdefghijklmnopqrstuvwxyząćęłńóśźżäöüßñéèêàçíú"
_CYRILLIC = "абвгдеёжзийклмнопрстуфхцчшщъыьэюяіїєґ"

# forms the finders already read, and real words one edit from a key word (en, pl, de, es, fr, uk, ru)
_NOT_TYPOS = frozenset("""
passwords passworte passworts passwörter passwd passwrd passord paswort kenwort kennworte kennworts passcodes passphrases
hasła hasłu hasłem haśle hasla haslu haslem hasle hasło haslo
passport passporte masło maslo hallo hablo hazlo heslo hasso halso
contraseñas contrasenas
пароля паролю паролі пароли паролем пароль парол
geheimzahlen
""".split())
# (words of 5+ letters one edit from "passe" that are real French or other words: only read after "mot de")
_AFTER_MOT_DE = "passe"


def _edits(word: str, alphabet: str) -> dict[str, int]:
    """The strings one edit (Damerau-Levenshtein) from `word`, each with where the edit is in it."""
    out: dict[str, int] = {}
    n = len(word)
    for i in range(n + 1):
        a, b = word[:i], word[i:]
        if b:
            out.setdefault(a + b[1:], max(0, i - 1))  # a letter dropped
            for c in alphabet:
                out.setdefault(a + c + b[1:], i)  # a letter changed
        if len(b) > 1:
            out.setdefault(a + b[1] + b[0] + b[2:], i)  # two swapped
        for c in alphabet:
            out.setdefault(a + c + b, i)  # a letter added
    return out


def _typo_table() -> tuple[dict[str, str], frozenset[str]]:
    """(typed form -> key word, the gate's keys: per form read anywhere, six of its letters around the edit - what a
    word equal to it holds and few other words do: "passiord" is keyed by "ssiord", not by "passio" of "passion")."""
    table: dict[str, str] = {}
    keys: set[str] = set()
    for key in _KEY_WORDS:
        alphabet = _CYRILLIC if key[0] in _CYRILLIC else _LATIN
        for v, at in _edits(key, alphabet).items():
            if len(v) >= (4 if key == _AFTER_MOT_DE else 5) and v not in _NOT_TYPOS and v not in _KEY_WORDS and v not in table:
                table[v] = key
                if key != _AFTER_MOT_DE:
                    start = max(0, min(at, len(v) - 6))
                    keys.add(v[start:start + 6])
    return table, frozenset(keys)


_TYPOS, _GATE_KEYS = _typo_table()
# the words read anywhere, and those of "passe" (German "passt", French "pause", "fasse", "casse" ...): read only in a
# message with "mot de" or "mots de"
_TYPO_SET = frozenset(v for v, k in _TYPOS.items() if k != _AFTER_MOT_DE)
_PASSE_SET = frozenset(v for v, k in _TYPOS.items() if k == _AFTER_MOT_DE)
_WORD = re.compile(r"[^\W\d_]+")
_MOT_DE = re.compile(r"(?:^|[^\w])mots? d[e']\s?$")
_NEAR = 160  # characters after the key word (or before it) a value may stand in

# a word gate on the typed forms (a word equal to one holds its key): most messages are let go by the mask the gates
# worked out already, without reading their words again (registered as keys directly: each is six letters or fewer, lower
# case - word_gate would read every one again)
_TYPO_GATE = register(_GATE_KEYS)
_MOT_GATE = word_gate("mot")


def has_key_typo(text: str) -> bool:
    """Whether a word of `text` is a secret's key word typed with one letter wrong (cheap: the word gate, then one set
    test on the message's words, which the learned model read already)."""
    if not opens(text, _TYPO_GATE) and not opens(text, _MOT_GATE):
        return False
    low = lower_keep_length(text)
    words = letter_runs(low)
    return not _TYPO_SET.isdisjoint(words) or ("mot d" in low or "mots d" in low) and not _PASSE_SET.isdisjoint(words)


def typo_secrets(text: str, find: Callable[[str], tuple[Finding, ...]]) -> list[Finding]:
    """The secrets `find` reports on `text` with its mistyped key words spelled right, on `text`'s spans."""
    low = lower_keep_length(text)
    pieces: list[str] = []
    moves: list[tuple[int, int, int]] = []  # (start in text, end in text, change in length)
    pos = 0
    fixed_at: list[tuple[int, int]] = []
    for m in _WORD.finditer(low):
        key = _TYPOS.get(m.group())
        if key is None or key == _AFTER_MOT_DE and not _MOT_DE.search(low, max(0, m.start() - 8), m.start()):
            continue
        typed = text[m.start():m.end()]
        word = key.upper() if typed.isupper() and len(typed) > 1 else key.capitalize() if typed[:1].isupper() else key
        pieces.append(text[pos:m.start()])
        pieces.append(word)
        moves.append((m.start(), m.end(), len(word) - len(typed)))
        pos = m.end()
    if not moves:
        return []
    pieces.append(text[pos:])
    fixed = "".join(pieces)
    shift = 0
    for start, end, change in moves:
        fixed_at.append((start + shift, end + shift + change))
        shift += change

    def back(p: int) -> int:
        """A position in `fixed` (outside the corrected words) as a position in `text`."""
        delta = 0
        for (_, _, change), (_, f_end) in zip(moves, fixed_at):
            if f_end <= p:
                delta += change
        return p - delta

    out = []
    for f in find(fixed):
        if f.kind is not Kind.SECRET or "learned" in f.reason:
            continue
        if any(s < f.end and f.start < e for s, e in fixed_at):
            continue  # (the key word itself)
        if not any(-_NEAR // 2 <= f.start - e <= _NEAR or 0 <= s - f.end <= _NEAR // 2 for s, e in fixed_at):
            continue  # a secret the corrected word has nothing to do with
        out.append(Finding(f.kind, f.reason, back(f.start), back(f.end)))
    return out
