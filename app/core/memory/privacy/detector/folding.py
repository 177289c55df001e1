"""Patterns that also match their words typed without diacritics.

Learners, people on a foreign keyboard and people in a hurry drop the letters their layout lacks:
"jestem w ciazy" (ciąży), "urodzilem sie" (urodziłem się), "je suis adherent" (adhérent), "Haustuer"
or "Haustur" (Haustür), "contrasena" (contraseña). `fold_letters` rewrites a pattern's source so that
each such letter also matches its plain form: "ł" becomes "[łl]", "é" "[ée]", and a German umlaut
its two plain spellings, "ü" -> "(?:ü|ue?)", "ß" -> "(?:ß|ss)". The rewritten pattern matches
what it matched before, in the same context, and the same words typed plain; a pattern never learns a
word it did not have. Inside a character class (and inside a look-behind, which needs a fixed width)
a letter only gains its plain letter. An acute accent on a word's last letter stays: in Spanish it
tells words apart ("me afilié", I joined; "que me afilie", that I join; "sé"/"se", "está"/"esta").

    >>> fold_letters("urodziłe?a?m się")
    'urodzi[łl]e?a?m si[ęe]'
    >>> fold_letters("haustür|[äö]l")
    'haust(?:ü|ue?)r|[äaöo]l'
"""
from __future__ import annotations

# one plain letter for each letter with a diacritic (Polish, French, Spanish, German; upper case too)
_PLAIN = dict(zip(
    "ąćęłńóśźżàâéèêëîïôùûÿçáíúñäöü",
    "acelnoszzaaeeeeiiouuycaiunaou",
    strict=True,
))
_PLAIN.update({k.upper(): v.upper() for k, v in list(_PLAIN.items())})
_UMLAUTS = frozenset("äöüÄÖÜ")
# an acute accent on a word's last letter tells words apart (sé/se, está/esta, afilié/afilie): kept
_FINAL_STRESS = frozenset("áéíóúÁÉÍÓÚ")


def _word_ends(source: str, i: int) -> bool:
    """Whether the pattern's word ends before source[i] (no letter, class, group or \\w follows)."""
    nxt = source[i:i + 1]
    return not (nxt.isalpha() or nxt in ("[", "(") or source.startswith("\\w", i))


def fold_word(word: str) -> str:
    """A word with its letters typed plain ("świadkiem" -> "swiadkiem", "für" -> "fur", "straße" -> "strasse")."""
    return "".join(_PLAIN.get(c, "ss" if c == "ß" else c) for c in word)


def fold_letters(source: str, finals: bool = False) -> str:
    """`source` (a regular expression) with each letter with a diacritic also matching it typed plain; with
    `finals`, an accent on a word's last letter too (for words that stop a finding: a hedge "no sé si")."""
    if source.isascii():
        return source
    out: list[str] = []
    groups: list[bool] = []  # per open group: whether it is a look-behind
    in_class = False
    class_start = 0
    i, n = 0, len(source)
    while i < n:
        c = source[i]
        if c == "\\":
            out.append(source[i:i + 2])
            i += 2
            continue
        if in_class:
            out.append(c)
            if c == "]" and i > class_start:
                in_class = False
            elif (c in _PLAIN or c == "ß") and not (source[i + 1:i + 2] == "-" and source[i + 2:i + 3] not in ("]", "")):
                out.append(_PLAIN.get(c, "s"))  # (the start of a range keeps its place)
            i += 1
            continue
        if c == "[":
            in_class = True
            class_start = i + 1 + (source[i + 1:i + 2] == "^")  # "[]" and "[^]" hold a literal "]"
            out.append(c)
        elif c == "(":
            groups.append(source.startswith(("?<=", "?<!"), i + 1))
            out.append(c)
        elif c == ")":
            if groups:
                groups.pop()
            out.append(c)
        elif c in _FINAL_STRESS and not finals and _word_ends(source, i + 1):
            out.append(c)  # Spanish "afilié", "bauticé", "está" typed plain are other words: "que me afilie", "esta"
        elif c in _PLAIN or c == "ß":
            behind = any(groups)
            if c == "ß":
                out.append("[ßs]" if behind else "(?:ß|ss)")
            elif c in _UMLAUTS and not behind:
                plain = _PLAIN[c]
                out.append(f"(?:{c}|{plain}{'e' if plain.islower() else 'E'}?)")
            else:
                out.append(f"[{c}{_PLAIN[c]}]")
        else:
            out.append(c)
        i += 1
    return "".join(out)


def plain_spellings(words) -> list[str]:
    """`words` and each one typed plain, a German umlaut both ways ("tür" -> "tür", "tur", "tuer"): the
    literals a prefilter needs once its pattern is folded."""
    out = dict.fromkeys(words)
    for w in words:
        out.setdefault(fold_word(w))
        out.setdefault(fold_word("".join(_PLAIN[c] + "e" if c in _UMLAUTS else c for c in w)))
    return list(out)
