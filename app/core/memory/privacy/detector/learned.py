"""A small learned model beside the rules: which value in a message is a private identifier or secret.

The rules (identifiers, secrets, ...) know the formats they were written for; this model scores every
*candidate* in a message the rules found nothing in, by the candidate's shape and the words around it,
so a value written in a way no rule knows ("token do drukarki: PrN-77ab-Qx21") can still be red. It
can only add red, never take the rules' red away.

- Candidates (on the normalised text the rules read): a run of tokens with digits ("4523 9615 5098"),
  a token with a digit, or a long token mixing letters with capitals inside or symbols; the part
  after `key=` or `key:` in a token. Not the shapes the rules validate themselves (e-mail addresses,
  URLs, IBANs, card-length digit runs): there a green is the rules' decision. A message with no
  candidate is skipped after one regex scan.
- Features, hashed into 2**18 buckets (crc32): the candidate's character-class shape and its n-grams,
  first and last characters, length and digit counts, the separators inside; the words before it
  (by distance, and their first five letters) and after it, the character just before it, the
  message's words (first five letters) wherever they are; since session 12 also keyword families
  (password, pin/code, one-time code, key, phone, id, card, ... pooled across the six languages) near
  the value and in the message.
- Logistic regression weights (float16) in resources/privacy/token_model.npz, trained by
  benchmarks/privacy_synth/train.py on a synthetic corpus (benchmarks/privacy_synth/generate.py) and
  the look-alikes of the broad sets; read without numpy by the app's warm-up (lazy.compile_all), else on
  first use (a few milliseconds; see docs/privacy.md). Inference is numpy-free: a sum of looked-up weights
  per candidate.

A candidate whose probability reaches the file's threshold becomes a red finding (kind identifier
for a value that is mostly digits, secret otherwise), its span on the normalised text (the caller maps
it back to the original).

Size: over 600 lines because the bounds that spare most candidates their scoring (Model.loose_bound,
upper_bound, _Bounds) mirror the features line by line, and belong beside them."""
from __future__ import annotations

import functools
import math
import re
import zlib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.lazy import after_compile_all
from app.core.memory.privacy.detector.npz import read_npz
from app.core.memory.privacy.detector.text import letter_runs

DIM_BITS = 18
MASK = (1 << DIM_BITS) - 1
MAX_CANDIDATES = 48  # per message: a pasted log with more is scored on its first ones
MODEL_FILE = ("privacy", "token_model.npz")

# On: on left-out sets it raises id+secret recall with at most 1.9 % false red on green per set, and since
# the rules hand it the values they turned down (`rejected`) none of the look-alikes the rules' tests pin
# as green turns red (docs/privacy.md, "The learned model"). `set_enabled` switches it for a process
# (tests, benchmarks, `privacy_eval --learned off`).
ENABLED = True

# A token (anything between spaces) that could hold a value: a digit, a capital right after a letter
# ("zaBawa", "eyJhb") or a symbol passwords use. Trimmed of quotes and sentence punctuation at both
# ends. Plain words are never looked at, so a message of words costs one regex scan. A match always
# starts where a token does: `(?<!\S)` says so, so that the engine turns a position inside a word
# away at once instead of reading the rest of the word again from every one of its letters (the
# same matches, a third of the time).
_TOKEN = re.compile(r"(?<!\S)\S*(?:\d|[^\W\d_][A-Z]|[!@#$%^&*_=+?~|\\])\S*")
# What makes a token one of _TOKEN's, found by itself: a digit or a symbol, or a capital right after a letter. The
# pattern opens with one class of characters, which the engine skips to in a tight loop, where _TOKEN tried every
# token start (a fifth of _TOKEN's time on chat); `_tokens` reads each hit's token around it with str.rfind/find.
_TOKEN_MARK = re.compile(r"[\dA-Z!@#$%^&*_=+?~|\\](?:(?<=[A-Z])(?<=[^\W\d_][A-Z])|(?<![A-Z]))")
_OTHER_SPACE = re.compile(r"[^\S ]")  # whitespace other than the plain space (where `_tokens` reads _TOKEN itself)
_LEAD = "\"'“”„«»([{<*`"
_TRAIL = "\"'“”„«»)]}>,;.:`*"
_WORD = re.compile(r"[^\W\d_]+")
_ASCII_WORD = re.compile(r"[A-Za-z]+")  # _WORD on ASCII text: one table per character, not three Unicode categories
_KEY_VALUE = re.compile(r"^([A-Za-z_\-]{2,30})[=:](.+)$")
_HAS_DIGIT = re.compile(r"\d")
_SHAPE = str.maketrans(
    "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
    "9999999999" + "A" * 26 + "a" * 26,
)
_RUN = re.compile(r"(.)\1+")
_RUN4 = re.compile(r"(.)\1{4,}")
_DIGIT_RUN = re.compile(r"\d+")


@dataclass(frozen=True)
class Candidate:
    start: int
    end: int


# Shapes the rules validate themselves, whose "green" is a decision and not a miss: e-mail addresses and
# URLs (service and placeholder addresses, example credentials), IBANs (mod-97), card-length digit runs
# (Luhn and issuer ranges). The model does not score them.
# Also the shapes of the check-digit identifiers the rules validate (a failing check digit or a documented
# sample is green on purpose): 11 digits (PESEL, Steuer-ID; also glued to a word), a Polish NRB (26
# digits), a US SSN (3-2-4), a Polish ID card (3 letters, 6 digits).
_RULES_OWN = re.compile(r"@[\w-]+\.\w|://|^[A-Za-z]{2}\d{2}(?: ?[A-Za-z0-9]){11,30}$|^\d{3}-\d{2}-\d{4}$|^[A-Z]{3} ?\d{6}$"
                        r"|^[^\W\d_]{2,}\d{11}$")
_SEPARATORS = re.compile(r"[ \-.]")
# An IBAN written in groups anywhere in the text ("NL91 ABNA 0417 1643 01"): the rules' mod-97 decides.
_GROUPED_IBAN = re.compile(r"\b[A-Z]{2}\d{2}(?: [A-Z0-9]{4}){2,7}(?: [A-Z0-9]{1,4})?\b")
# a postal code after the words for it: public, and the rules' address finders read it
_POSTAL = re.compile(r"(?:postal|postcode|post code|zip|plz|postleitzahl|pocztow\w*|код|indeks|cp)\W{0,12}(?:\w+\W{1,3}){0,2}$")


def _rules_own(tok: str) -> bool:
    if _RULES_OWN.search(tok):
        return True
    plain = _SEPARATORS.sub("", tok)
    return plain.isdigit() and (13 <= len(plain) <= 19 or len(plain) in (11, 26))


# a count: "536904399 views", "12 000 razy", "4000 Aufrufe"
_AREA_END = re.compile(r"(?<![^\s])\d+(?:[.,]\d+)? ?(?:m2|m²|qm|sqm|m\^2)$")
_COUNT_AFTER = re.compile(
    r"\s?(?:views?|likes?|followers?|subscribers?|downloads?|visits?|visitors?|users?|people|times|copies|units|"
    r"pieces|steps|words|wyświetle\w*|odsłon\w*|obserwuj\w*|subskryb\w*|polubie\w*|razy|osób|sztuk\w*|aufrufe|"
    r"abonnenten|mal\b|stück|vistas|seguidores|veces|vues|abonnés|fois|перегляд\w*|підписник\w*|разів)\b")
# hashed passwords: the rules know a hash is not the password ("$2b$12$...")
_VERSION = re.compile(r"\d{1,2}(?:\.\d{1,3}){2,3}")
_SECRET_WORD = re.compile(r"pass|pin|code|kod|hasł|hasl|kennw|clave|contrase|mot de|пароль|код|secret|token|key|schlüssel|klucz")
_HASH_PREFIX = re.compile(r"\$2[aby]?\$\d\d\$|\$argon2|pbkdf2_|\{ssha\}?|\$[156]\$")


def _documented(tok: str) -> bool:
    """A documentation sample or a published development key the secret rules leave green."""
    from app.core.memory.privacy.detector.secret_forms import _DEV_KEYS
    from app.core.memory.privacy.detector.secrets import _DOC_SAMPLES

    return "EXAMPLE" in tok.upper() or any(k in tok for k in _DEV_KEYS) or any(k in tok for k in _DOC_SAMPLES) \
        or _HASH_PREFIX.search(tok) is not None


def _ruled_out(t: str, low: str, c: Candidate, spans: list[tuple[int, int]]) -> bool:
    """A candidate inside a span the rules decided (rejected by a finder, a grouped IBAN), their own shape,
    a documented sample, a postal code or a count."""
    if any(s < c.end and c.start < e for s, e in spans):
        return True
    tok = t[c.start:c.end]
    if _rules_own(tok):
        return True
    if len(tok) >= 20 and _documented(tok):
        return True
    if _AREA_END.search(tok):
        return True  # a flat's floor area: "2-zi-whg 58 m²", "3-pok. 54 m2"
    if not _SEPARATORS.sub("", tok).isdigit():
        return False
    if _COUNT_AFTER.match(low, c.end):
        return True
    if _VERSION.fullmatch(tok) and not _SECRET_WORD.search(low, max(0, c.start - 30), c.start):
        return True  # (round 26) an app's version, "Ausweis-App 2.3.1": no one's secret unless a secret's word says so
    return len(tok) == 5 and _POSTAL.search(low, max(0, c.start - 40), c.start) is not None


_LETTER_GROUPS = re.compile(r"[A-Z]{4,6}(?:-[A-Z]{4,6}){2,}$")


def _is_candidate(tok: str) -> bool:
    n = len(tok)
    if n < 3 or n > 160 or _COUNT_WORD.fullmatch(tok):
        return False
    if _HAS_DIGIT.search(tok):
        return True
    if n < 6:
        return False
    upper_inside = any(map(str.isupper, tok[1:]))  # (map, not a generator: the same answer, a frame fewer per character)
    lower = any(map(str.islower, tok))
    symbol = not all(map(str.isalnum, tok))
    if symbol and tok.replace("-", "").replace("'", "").replace("’", "").isalpha():
        # a hyphenated word, unless capitals in groups like a recovery key's ("XPUU-ZMUZ-PCUR-TMRN", session 12)
        return _LETTER_GROUPS.match(tok) is not None
    return (upper_inside and lower) or (symbol and (lower or upper_inside))


def _tokens(t: str) -> Iterator[tuple[int, int]]:
    """The spans of _TOKEN's matches in `t`, in order: the tokens (maximal runs of non-space) holding a _TOKEN_MARK."""
    mark = _TOKEN_MARK.search(t)
    if mark is None:
        return
    if _OTHER_SPACE.search(t) is not None:
        for m in _TOKEN.finditer(t):
            yield m.span()
        return
    search, rfind, find = _TOKEN_MARK.search, t.rfind, t.find
    while mark is not None:  # (tokens are parted by plain spaces only here)
        at = mark.start()
        end = find(" ", at)
        if end < 0:
            end = len(t)
        yield rfind(" ", 0, at) + 1, end
        mark = search(t, end)


class _TokenShapes(dict):
    """A token as `_tokens` spans it -> what `_raw_candidates` keeps of it: (its offset in the token, its length, whether
    it is a short digit group, whether `_is_candidate` takes it), or None when nothing is left once trimmed. Worked out
    once per token text and process (chat repeats its tokens: "Thanks!", "great!", names; cleared when large)."""

    def __missing__(self, raw: str) -> tuple[int, int, bool, bool] | None:
        if len(self) >= 1 << 14:
            self.clear()
        tok, s = raw, 0
        while tok and tok[0] in _LEAD:
            tok, s = tok[1:], s + 1
        while tok and tok[-1] in _TRAIL:
            tok = tok[:-1]
        got: tuple[int, int, bool, bool] | None = None
        if tok:
            kv = _KEY_VALUE.match(tok) if "=" in tok or ":" in tok else None  # (it needs one of them)
            if kv and not kv.group(2).startswith("//"):
                s += kv.start(2)
                tok = kv.group(2)
            digity = len(tok) <= 8 and _HAS_DIGIT.search(tok) is not None and (tok[0] in "+(" or tok[0].isalnum())
            got = (s, len(tok), digity, not digity and _is_candidate(tok))
        self[raw] = got
        return got


_SHAPES = _TokenShapes()


def _raw_candidates(t: str) -> list[Candidate]:
    """The spans `candidates` reads, before it rules any out (at most 2 * MAX_CANDIDATES)."""
    out: list[Candidate] = []
    run_start = run_end = -1  # a run of digit tokens separated by single spaces
    shapes = _SHAPES
    for s, e in _tokens(t):
        got = shapes[t[s:e]]
        if got is None:
            continue
        at, n, digity, candidate = got
        s += at
        e = s + n
        if digity and run_start >= 0 and s == run_end + 1 and t[run_end] == " ":
            run_end = e  # one more group of the same number ("4111 1111 ...")
            continue
        if run_start >= 0:
            out.append(Candidate(run_start, run_end))
            run_start = -1
        if digity:
            run_start, run_end = s, e
            continue
        if candidate:
            out.append(Candidate(s, e))
        if len(out) >= 2 * MAX_CANDIDATES:
            break
    if run_start >= 0:
        out.append(Candidate(run_start, run_end))
    return out


def candidates(t: str, rejected: Iterable[tuple[int, int]] = ()) -> list[Candidate]:
    """Spans of `t` that could be a private value (see the module's doc); not those overlapping a span in
    `rejected` (values the rules read and decided are not private; read only when there is a candidate) nor the
    rules' own shapes."""
    return _kept(t, _raw_candidates(t), rejected)


def _kept(t: str, out: list[Candidate], rejected: Iterable[tuple[int, int]]) -> list[Candidate]:
    """Of `_raw_candidates(t)`, the first MAX_CANDIDATES that are not ruled out (`candidates`)."""
    if not out:
        return out
    spans = list(rejected)
    spans += [m.span() for m in _GROUPED_IBAN.finditer(t)]
    low = lower_keep_length(t)
    return [c for c in out if c.end - c.start >= 3 and not _ruled_out(t, low, c, spans)][:MAX_CANDIDATES]


# Keyword families (session 12): the words that say what a value is, pooled across the six languages and their
# inflections, so that a keyword seen rarely in training ("hasełko", "Geheimzahl", "паролем") weighs like its family.
# Keys are a word's first 4-7 letters, or a whole word of 2-3 letters; `_family` tries the longest first.
_FAMILY_HEADS = {
    "pw": "passw passc passp kennw hasło haslo haseł hasel contras mdp pw pwd passwd парол пароль clave claves passe "
          "passwort parole",
    "pin": "pin pinu pinem pins пін пин geheimz digic code codes código codigo kod kodu kodem kody код коду кода "
           "türcode alarmc torcode domof домоф interp sejf safe",
    "otp": "otp tan blik sms verif bestät однор підтв подтв confirm vérif 2fa authe autho autor uwierz jednor einmal "
           "guard",
    "key": "token токен key keys klucz schlüs ключ secret secre bearer apikey clé cle sekret seed mnemo recov "
           "backup zapas wieder",
    "phone": "phone tel telef teléf handy mobil móvil movil portab komór komor телеф мобіл мобил cell zadzw llám "
             "appel anruf",
    "num": "number nummer numer número numero numéro номер nr nº n°",
    "acct": "iban konto konta account cuenta compte рахун счет nrb rib blz",
    "id": "pesel dni nir ssn nino ausweis passport paszp pasap reisep паспо steuer sécu secu рнокп іпн инн social "
          "insur versich ubezp afili vitale legity dowod dowód albumu matrik tessera carte_vit plate rejest kennz "
          "matríc immatr номерн",
    "card": "card karta karty kartę karte tarjeta carte картк карта visa cvv cvc",
    "login": "login user usern benutz usuario ident логін логин użytk użyszk",
    "order": "order zamów zamow bestel pedido comman замов invoice factu faktu rechn track sendun przesy envío envio "
             "colis parcel ticket",
    "tech": "commit hash sha md checks uuid build versi release error exit status trace span pid sector",
    "goods": "serial seryj serie série модел model modelo typen etykie label barcode ean isbn conten kontener "
             "container",
    "money": "price cena preis precio prix ціна цена eur usd zł pln uah kosten koszt coste coût",
    "fict": "novel powie roman novela роман story histo exampl przyk beisp ejempl exemp прикл sample test dummy "
            "placeh",
}
_FAMILY = {head: fam for fam, heads in _FAMILY_HEADS.items() for head in heads.split()}
FAMILIES = True  # switch for measuring the features with and without (train.py's experiments)


class _Families(dict):
    """Word -> its keyword family or "" (worked out once per word, like _Buckets; cleared when large)."""

    def __missing__(self, w: str) -> str:
        if len(self) >= 1 << 16:
            self.clear()
        get = _FAMILY.get
        # a key of 4+ letters is a prefix ("passw" for "passwort"); a shorter one only a whole word ("pin", not "pink")
        fam = self[w] = (get(w) or get(w[:7]) or get(w[:6]) or get(w[:5]) or get(w[:4]) or "") if len(w) > 1 else ""
        return fam


_family = _Families().__getitem__


def _shape(tok: str) -> str:
    return tok.translate(_SHAPE)


# (callables, not templates: re expands a template in Python for every match)
def _one_plus(m: re.Match[str]) -> str:
    return m.group(1) + "+"


def _four(m: re.Match[str]) -> str:
    return m.group(1) * 4


_SEP_CHARS = frozenset(" -./:_#@!+=*$%&")


def _bucket(n: int) -> str:
    return str(n) if n < 6 else ("6-8" if n < 9 else ("9-12" if n < 13 else ("13-20" if n < 21 else "21+")))


def features(t: str, low: str, c: Candidate) -> list[str]:
    """The feature strings of one candidate (hashed by `indexes`), without the message's words
    (`message_words`, the same for every candidate). `low` is t.lower()."""
    tok = t[c.start:c.end]
    f, cls, kind = _token_features(tok)
    return f + _context_features(t, low, c, cls, kind)


def _token_features(tok: str) -> tuple[list[str], str, str]:
    """The features of the candidate's own characters, its class and its kind ("d" mostly digits, else "x")."""
    shape = _shape(tok)
    short = _RUN.sub(_one_plus, shape[:40])
    nd = sum(map(str.isdigit, tok))
    nl = sum(map(str.isalpha, tok))
    compact = tok.replace(" ", "")
    cls = "cls:" + ("d" if nd == sum(map(str.isalnum, compact)) else ("l" if nd == 0 else "m")) + _bucket(len(compact))
    f = ["b", cls, "s:" + short, "ln:" + _bucket(len(compact)), "nd:" + _bucket(nd), "nl:" + _bucket(nl),
         "pre:" + tok[:3].lower(), "p2:" + tok[:2], "p6:" + tok[:6].lower(), "suf:" + tok[-2:].lower(), "s0:" + shape[:4], "s1:" + shape[-4:],
         "sep:" + "".join(sorted(_SEP_CHARS.intersection(tok)))]
    groups = _DIGIT_RUN.findall(tok)
    if groups:
        f.append("dg:" + "-".join(str(len(g)) for g in groups[:8]))
        f.append("ndx:" + str(min(nd, 40)))
    f.append("sg:" + _RUN4.sub(_four, shape)[:24])
    f += ["g:" + short[i:i + 3] for i in range(len(short) - 2)]
    if nd and nl:
        f.append("mix:" + str(min(nd * 4 // max(nl + nd, 1), 3)))
    distinct = len(set(compact))
    f.append("u:" + str(min(distinct * 4 // max(len(compact), 1), 3)))
    return f, cls, ("d" if nd >= len(compact) * 0.7 else "x")


def _context_features(t: str, low: str, c: Candidate, cls: str, kind: str) -> list[str]:
    """The features of what is around the candidate: the character before it, the words before and after."""
    f = []
    # the character before it, skipping spaces
    j = c.start - 1
    while j >= 0 and t[j] == " ":
        j -= 1
    f.append("pc:" + (t[j] if j >= 0 and not t[j].isalnum() else ("w" if j >= 0 else "^")))
    left = _WORD.findall(low, max(0, c.start - 80), c.start)[-5:]
    right = _WORD.findall(low, c.end, c.end + 50)[:3]
    if left:  # nearest first; list comprehensions, not a loop of appends (the same strings)
        near = left[::-1]
        heads = [w[:5] for w in near]
        f.append("l0c:" + heads[0] + ":" + cls)
        f += [f"l{i}:{w}" for i, w in enumerate(near[:3])]
        f += [f"l{i}p:{h}" for i, h in enumerate(heads[:3])]
        f += ["lb:" + w for w in near]
        f += ["lbp:" + h for h in heads]
        lk = "lk" + kind + ":"
        f += [lk + h for h in heads]
    if FAMILIES:
        seen = set()
        for i, fam in enumerate(map(_family, left[::-1])):
            if fam and fam not in seen:
                seen.add(fam)
                f.append(f"kf:{fam}:{min(i, 3)}")
                if i < 2:
                    f.append(f"kfc:{fam}:{cls}")
        f += ["kr:" + fam for fam in map(_family, right[:2]) if fam]
    f += [f"r{i}:{w}" for i, w in enumerate(right[:2])]
    f += ["rb:" + w[:5] for w in right]
    f += ["far:" + w[:5] for w in _WORD.findall(low, max(0, c.start - 240), max(0, c.start - 80))]
    return f


def message_words(low: str) -> list[str]:
    """The message's words (first five letters, at most 80 of them): what the message is about
    ("novel", "example", "test") whatever the distance."""
    words = letter_runs(low)[:80]  # (_WORD.findall(low), once per text)
    out = ["m:" + w[:5] for w in words if len(w) > 2]
    if FAMILIES:
        out += ["mf:" + fam for fam in set(map(_family, words)) if fam]
    return out


@functools.lru_cache(maxsize=4)
def _message_indexes(low: str) -> frozenset[int]:
    """_hashed(message_words(low)), with each word's bucket looked up once per word (_MessageWordBuckets)."""
    words = letter_runs(low)[:80]  # (_WORD.findall(low), once per text)
    found = set(map(_message_word_bucket, words))
    found.discard(-1)
    if FAMILIES:
        found.update(_BUCKETS["mf:" + fam] for fam in set(map(_family, words)) if fam)
    return frozenset(found)


class _Buckets(dict):
    """Feature string -> its bucket (crc32 of its UTF-8, masked), worked out once per string: most
    features ("b", "ln:6-8", "l0:pesel") recur in message after message, and a dict look-up costs a
    fraction of encoding and hashing the string again. Cleared when it grows large (only a cache)."""

    def __missing__(self, s: str) -> int:
        if len(self) >= 1 << 17:
            self.clear()
        b = self[s] = zlib.crc32(s.encode("utf-8", "surrogatepass")) & MASK
        return b


_BUCKETS = _Buckets()


class _MessageWordBuckets(dict):
    """Word -> the bucket of its message-word feature "m:" + its first five letters (-1 for a word of two
    letters or fewer, which has none); once per word, cleared when large."""

    def __missing__(self, w: str) -> int:
        if len(self) >= 1 << 16:
            self.clear()
        b = self[w] = _BUCKETS["m:" + w[:5]] if len(w) > 2 else -1
        return b


_message_word_bucket = _MessageWordBuckets().__getitem__


def _hashed(strings: list[str]) -> frozenset[int]:
    return frozenset(map(_BUCKETS.__getitem__, strings))


class _TokenBuckets(dict):
    """Candidate text -> the buckets of its own features, its class and kind (`_token_features`), once per
    text: the same candidates ("Thanks!", "2023", "10am") recur from message to message. Cleared when large."""

    def __missing__(self, tok: str) -> tuple[frozenset[int], str, str]:
        if len(self) >= 1 << 14:
            self.clear()
        f, cls, kind = _token_features(tok)
        got = self[tok] = (_hashed(f), cls, kind)
        return got


_token_buckets = _TokenBuckets().__getitem__


def indexes(t: str, low: str, c: Candidate) -> list[int]:
    """The hashed features of one candidate, its message's words included, sorted (the same sum in every
    process)."""
    return sorted(_hashed(features(t, low, c)) | _message_indexes(low))


# A short run of digits (3-6: a year, a count, a pin constant, a listing number) is red by the rules when
# it is said to be a PIN or a code; the model needs this much more evidence (in logits) to add one itself.
SHORT_DIGITS_MARGIN = 0.75


# A value that is mostly digits (what becomes an `identifier` finding) needs this much more than the threshold
# (session 12): the shipped threshold is set for passwords and keys, where the model finds what the rules
# miss; numbers are mostly the rules' (checksums, phone plans), and a count or a year said in passing
# ("expires in 2031", "536904399 reasons", "liczba 604 218 935 to nie telefon") must stay green.
DIGITS_MARGIN = 0.7
# a count glued to a word: "12-znakowe", "3-zimmer", "5-star" (an adjective, not a value)
_COUNT_WORD = re.compile(r"\d{1,3}-[^\W\d_A-Z]{3,}")


def margin(tok: str) -> float:
    """What a candidate's logit must exceed the threshold by (0 for most)."""
    plain = tok.replace(" ", "")
    digits = sum(ch.isdigit() for ch in plain)
    if digits * 10 < len(plain) * 7:
        return 0.0
    return DIGITS_MARGIN + (SHORT_DIGITS_MARGIN if len(tok) <= 6 and tok.isdigit() else 0.0)


@dataclass(frozen=True)
class Model:
    weights: list[float]
    bias: float
    threshold: float  # a probability

    @functools.cached_property  # (once per model: it was worked out for every message with a candidate)
    def logit_threshold(self) -> float:
        p = min(max(self.threshold, 1e-9), 1 - 1e-9)
        return math.log(p / (1 - p))

    def score(self, t: str, low: str, c: Candidate) -> float:
        """bias + the weights of the candidate's features (each bucket once): the message's words are
        summed once per message, the candidate's own buckets beside them."""
        get = self.weights.__getitem__
        words = _message_indexes(low)
        token, cls, kind = _token_buckets(t[c.start:c.end])  # (the same set as _hashed(features(t, low, c)))
        own = sorted((token | _hashed(_context_features(t, low, c, cls, kind))) - words)
        return self.bias + self._words_sum(low) + sum(map(get, own))

    def loose_bound(self, t: str, low: str, c: Candidate) -> float:
        """At least `upper_bound`: the candidate's own buckets summed once per token text, the message's words at the
        positive part of their weights (once per word: no message-wide set or sort), its context as there."""
        bounds = _bounds(self)
        tok = t[c.start:c.end]
        cls = _token_buckets(tok)[1]
        return self.bias + bounds.token[tok] + bounds.message_most(low) + bounds.context_most(t, low, c, cls)

    def upper_bound(self, t: str, low: str, c: Candidate) -> float:
        """At least `score(t, low, c)`, worked out without the candidate's context features: its own buckets and the
        message's words exactly, and for each word around it the most its context features could add (the sum of
        their positive weights, whatever its place; once per word, _Bounds). Most candidates ("Thanks!", "great!")
        fall short of the threshold by several logits, and this tells it for a fraction of the cost."""
        get = self.weights.__getitem__
        words = _message_indexes(low)
        token, cls, kind = _token_buckets(t[c.start:c.end])
        total = self.bias + self._words_sum(low) + sum(map(get, token - words))
        return total + _bounds(self).context_most(t, low, c, cls)

    def _words_sum(self, low: str) -> float:
        cached = _WORDS_SUM.get(id(self))
        if cached is not None and cached[0] == low:
            return cached[1]
        total = sum(map(self.weights.__getitem__, sorted(_message_indexes(low))))
        _WORDS_SUM[id(self)] = (low, total)
        return total


_WORDS_SUM: dict[int, tuple[str, float]] = {}  # per model: the last message's words and their weights' sum


_CLASSES = ["cls:" + k + _bucket(n) for k in "dlm" for n in (0, 1, 2, 3, 4, 5, 6, 9, 13, 21)]  # every `cls` a candidate has


class _PerWord(dict):
    """Word -> the most its context features can add (`of(word)`), once per word; cleared when large."""

    def __init__(self, of) -> None:
        super().__init__()
        self._of = of

    def __missing__(self, w: str) -> float:
        if len(self) >= 1 << 16:
            self.clear()
        got = self[w] = self._of(w)
        return got


class _Bounds:
    """Per model: the positive part of features' weights, and per word the most its features as a left, right or
    far word of a candidate (_context_features) can add."""

    def __init__(self, model: Model) -> None:
        self.weights = model.weights
        pos = self.positive

        def left(w: str) -> float:
            h = w[:5]
            most = pos("lb:" + w) + pos("lbp:" + h) + max(pos("lkd:" + h), pos("lkx:" + h))
            most += max(0.0, *(pos(f"l{i}:{w}") + pos(f"l{i}p:{h}") for i in range(3)))
            fam = _family(w) if FAMILIES else ""
            if fam:
                most += sum(pos(f"kf:{fam}:{i}") for i in range(4)) + max(pos(f"kfc:{fam}:{c}") for c in _CLASSES)
            return most

        def right(w: str) -> float:
            most = pos("rb:" + w[:5]) + max(pos(f"r0:{w}"), pos(f"r1:{w}"))
            fam = _family(w) if FAMILIES else ""
            return most + (pos("kr:" + fam) if fam else 0.0)

        def message_word(w: str) -> float:  # (as _message_indexes: "m:" + its first five letters, and its family)
            fam = _family(w) if FAMILIES else ""
            return (pos("m:" + w[:5]) if len(w) > 2 else 0.0) + (pos("mf:" + fam) if fam else 0.0)

        self.left, self.right, self.far = _PerWord(left), _PerWord(right), _PerWord(lambda w: pos("far:" + w[:5]))
        self.before = _PerWord(lambda ch: pos("pc:" + ch))  # the character before a candidate ("w": a letter or digit)
        self.last_left = _PerWord(lambda key: pos("l0c:" + key))  # the last word before it (first five letters) and its class
        self.message_word = _PerWord(message_word)
        self.token = _PerWord(lambda tok: sum(map(self.weights.__getitem__, _token_buckets(tok)[0])))
        self._message: tuple[str, float] = ("", 0.0)

    def message_most(self, low: str) -> float:
        """At least the sum of the message's words' weights (Model._words_sum); for the last message."""
        if self._message[0] != low:
            # (the message's runs of letters, once per text: text.letter_runs, where _WORD.findall read the whole
            # message once more)
            words = letter_runs(low)
            self._message = (low, sum(map(self.message_word.__getitem__, words[:80])))
        return self._message[1]

    def context_most(self, t: str, low: str, c: Candidate, cls: str) -> float:
        """At least the sum of the weights of the candidate's context features (_context_features) outside the others."""
        j = c.start - 1
        while j >= 0 and t[j] == " ":
            j -= 1
        total = self.before[t[j] if j >= 0 and not t[j].isalnum() else ("w" if j >= 0 else "^")]
        words = (_ASCII_WORD if low.isascii() else _WORD).findall  # (the same runs; see _ASCII_WORD)
        left = words(low, max(0, c.start - 80), c.start)[-5:]
        if left:
            total += self.last_left[left[-1][:5] + ":" + cls] + sum(map(self.left.__getitem__, left))
        total += sum(map(self.right.__getitem__, words(low, c.end, c.end + 50)[:3]))
        if c.start <= 80:
            return total  # (no word lies that far before it: the sum of none is 0)
        return total + sum(map(self.far.__getitem__, words(low, max(0, c.start - 240), c.start - 80)))

    def positive(self, feature: str) -> float:
        w = self.weights[_BUCKETS[feature]]
        return w if w > 0.0 else 0.0


_BOUNDS: dict[int, tuple[Model, _Bounds]] = {}


def _bounds(model: Model) -> _Bounds:
    got = _BOUNDS.get(id(model))
    if got is None or got[0] is not model:
        got = _BOUNDS[id(model)] = (model, _Bounds(model))
    return got[1]



@functools.lru_cache(maxsize=1)
def load() -> Model | None:
    """The model from resources/, or None when the file is missing (the rules still run). Read without numpy
    (npz.py): importing numpy was most of the first message's wait after the app's warm-up."""
    from app.core.paths import resource_path

    path = resource_path(*MODEL_FILE)
    if not path.exists():
        return None
    arrays = read_npz(path)
    if arrays is None:  # a layout the plain reader does not know: numpy reads it
        import numpy as np

        with np.load(path) as data:
            weights = data["weights"].astype(np.float32)
            if weights.shape != (1 << DIM_BITS,):
                return None
            return Model(weights.tolist(), float(data["bias"]), float(data["threshold"]))
    weights, bias, threshold = arrays["weights"], arrays["bias"], arrays["threshold"]
    if weights[0] != (1 << DIM_BITS,) or bias[0] != () or threshold[0] != ():
        return None
    return Model(weights[1], bias[1][0], threshold[1][0])


# the warm-up reads the model too: else the first message with a candidate after it waited for the file
after_compile_all(lambda: load() if ENABLED else None)


def set_enabled(on: bool) -> None:
    global ENABLED
    ENABLED = on


def find_learned(t: str, model: Model | None = None, rejected: Iterable[tuple[int, int]] = ()) -> list[Finding]:
    """Red findings of the model on normalised text `t` (empty when it is off, missing, or sees nothing);
    `rejected`: spans the rules read and decided are not private, which the model does not score."""
    if model is None and not ENABLED:
        return []
    raw = _raw_candidates(t)
    if not raw:
        return []
    if model is None:
        model = load()
        if model is None:
            return []
    low = lower_keep_length(t)
    cut = model.logit_threshold
    if len(raw) <= MAX_CANDIDATES:
        # the cap cannot bite: which candidates the rules rule out (`rejected`, worked out when first read) is asked
        # only of those whose loose bound reaches the threshold (margin >= 0); the same candidates are scored
        raw = [c for c in raw if model.loose_bound(t, low, c) >= cut - 1e-9]
    out = []
    for c in _kept(t, raw, rejected):
        need = cut + margin(t[c.start:c.end])
        if model.loose_bound(t, low, c) < need - 1e-9 or model.upper_bound(t, low, c) < need - 1e-9:
            continue  # (bounds, not the score: the sums differ by rounding only, far less than the slack)
        if model.score(t, low, c) >= need:
            tok = t[c.start:c.end]
            digits = sum(ch.isdigit() for ch in tok)
            if digits * 10 >= len(tok.replace(" ", "")) * 7:
                out.append(Finding(Kind.IDENTIFIER, "number that looks private (learned model)", c.start, c.end))
            else:
                out.append(Finding(Kind.SECRET, "value that looks like a password or key (learned model)", c.start, c.end))
    return out
