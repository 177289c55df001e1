"""Metamorphic robustness of the privacy detector: do red lines stay red under changes a reader would not notice?

    python benchmarks/privacy_perturb.py [--data FILE ...] [--sample N] [--green] [--examples K]

For every red identifier/secret line of the development sets (privacy_eval.py's default files) that the detector
already calls red, it applies meaning-preserving perturbations one at a time and counts, per perturbation and per
category, how many lines flip to non-red. The value is located by the detector's own finding span (the first
identifier or secret finding of `detect(text).findings`).

Perturbations inside the value's span (only for values written as groups of digits and a few capital letters,
never a password's characters): the separators between groups as double spaces, a no-break space, a narrow
no-break space, a tab, dots, dashes, slashes, a line break; the digits regrouped by 1 (short values: a PIN spelt
"9 1 4 2"), 2, 3 or 4 per group, or with no separator; full-width digits.
Outside it: the rest of the text lower case, upper case, title case; Latin diacritics dropped; a copula between
the keyword and the value for its colon ("is", "est le", "ist die", "to jest", "es el", "це", "это"), an article after
a bare copula ("est 9142" -> "est le 9142"); a colon, a dash, an equals
sign or an opening quote after the keyword; the value in quotes, guillemets, round or square brackets; the first
letter lower case; a trailing emoji; the value moved before the keyword ("4471 — the garage PIN").
Round 22 (forwarded, pasted, OCR'd and phone-typed text): one line break in the middle of the value
(line_break_once); the first 0, 1, 1, 5 or 8 of the value read by OCR as O, l, I, S, B (ocr_*); a chat log's
"[12:04] Ania: " before the message; "> " before every line (a quoted e-mail); the whole message lower case without
sentence punctuation, quotes or apostrophes (lower_no_punct), and without diacritics too (phone_typed); the keyword
on its own line and the value on the next, whole or wrapped over two lines (keyword_above, keyword_above_split);
the value's last group of digits said as words in the message's language (spoken_group); the space after the value
lost ("4471dzięki": glued_next).

Session 22 (`--context`, its own mode): the message among other people's ordinary sentences, as in a longer message —
one green line of the same language before it (context_before), after it (context_after), on both sides
(context_both), two on each side (context_long), the same as one paragraph each side separated by blank lines
(context_paragraphs), and one green line of another language before it (context_other_lang: code-switching). The
green lines are development lines labelled green and benign that the detector calls green alone, picked by a
fixed random draw per line.

`--green` runs the same perturbations on green lines holding a number of four digits or more (the longest such
run stands for the value) and counts how many turn red: a false-red hole.
PRIVACY_ROOT=<checkout> reads that checkout's detector (the data stay this checkout's).
Prints one JSON object: per perturbation {applied, flipped, rate}, per category, and `--examples` flipped lines.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import re
import sys
import time
import unicodedata
from collections import defaultdict
from pathlib import Path

# (PRIVACY_ROOT=/work/wt/base: the same perturbations read by another checkout's detector, for a before/after)
ROOT = Path(os.environ.get("PRIVACY_ROOT") or Path(__file__).resolve().parents[1]).resolve()
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from app.core.memory.privacy.detector.findings import Kind  # noqa: E402
from app.core.memory.privacy.detector.verdict import detect  # noqa: E402
from benchmarks.privacy_eval import default_files  # noqa: E402

ID_KINDS = ("identifier", "secret")
# a value written as groups of digits (and a few capital letters: an IBAN's country, an ID card's series)
_GROUPED = re.compile(r"\+?[A-Z0-9]+(?:[ .\-/]{1,3}[A-Z0-9]+)*")
_SEP = re.compile(r"[ .\-/]{1,3}")
_COPULA = {
    "en": "is", "fr": "est le", "de": "ist die", "pl": "to jest", "es": "es el", "uk": "це", "ru": "это",
}
# a copula or separator already between keyword and value (dropped before another is put there)
_TRAIL = re.compile(
    r"(?:[\s:=\-–—\"'«»„“”(\[]|\b(?:is|are|was|est|ist|lautet|lauten|sind|to|jest|es|son|це|это|є|le|la|die|der|"
    r"das|el|:))*$", re.IGNORECASE)
# an article after a bare copula: the French, German, Spanish and Portuguese "the"
_ARTICLE = {"est": "le", "ist": "die", "es": "el", "c'est": "le", "lautet": "die"}
_NUMBER = re.compile(r"\+?\d[\d .\-/]*\d")
_EMOJI = " 🙂"


def _value_shape(v: str) -> bool:
    if not _GROUPED.fullmatch(v):
        return False
    digits = sum(c.isdigit() for c in v)
    letters = sum(c.isalpha() for c in v)
    return digits >= 3 and letters <= 4


def _strip_latin_marks(s: str) -> str:
    out = []
    for ch in unicodedata.normalize("NFD", s):
        if unicodedata.combining(ch) and out and out[-1].isascii():
            continue
        out.append(ch)
    return unicodedata.normalize("NFC", "".join(out)).translate(str.maketrans("łŁßøØđĐ", "lLsoOdD"))


def _regroup(v: str, size: int, sep: str = " ") -> str:
    core = "".join(c for c in v if c.isalnum())
    plus = "+" if v.startswith("+") else ""
    if size == 0:
        return plus + core
    return plus + sep.join(core[i:i + size] for i in range(0, len(core), size))


def _inside(name: str, v: str) -> str | None:
    if not _value_shape(v):
        return None
    has_groups = _SEP.search(v) is not None
    seps = {"double_space": "  ", "nbsp": "\u00a0", "narrow_nbsp": "\u202f", "tab": "\t", "dots": ".",
            "dashes": "-", "slashes": "/", "line_break": "\n"}
    if name in seps:
        if not has_groups:
            return None
        return _SEP.sub(seps[name], v)
    n = sum(c.isalnum() for c in v)
    if name.startswith("regroup") and not v.lstrip("+").replace(" ", "").replace(".", "").replace("-", "").replace(
            "/", "").isdigit():
        return None  # (an IBAN's or an ID card's letters stay where they are: only digit values are regrouped)
    if name == "regroup1":
        return _regroup(v, 1) if n <= 8 else None
    if name in ("regroup2", "regroup3", "regroup4"):
        size = int(name[-1])
        return _regroup(v, size) if n > size + 1 else None
    if name == "no_separator":
        return _regroup(v, 0) if has_groups else None
    if name == "fullwidth":
        return "".join(chr(ord(c) + 0xFEE0) if c.isdigit() else c for c in v)
    if name == "line_break_once":  # one break where a narrow column or a pasted block wrapped the value
        seps = list(_SEP.finditer(v))
        if not seps:
            return None
        m = seps[len(seps) // 2]
        return v[:m.start()] + "\n" + v[m.end():]
    if name.startswith("ocr_"):  # the first such digit read by OCR as a letter ("4O8 112", "l234", "S5B0")
        letter = name[-1]
        digit = _OCR[letter]
        if sum(c.isdigit() for c in v) < 4 or digit not in v:
            return None
        return v.replace(digit, letter, 1)
    raise KeyError(name)


_OCR = {"O": "0", "l": "1", "I": "1", "S": "5", "B": "8"}
# digits said as words, as a phone's dictation writes them (no diacritics, lower case)
_SPOKEN = {
    "en": "zero one two three four five six seven eight nine",
    "pl": "zero jeden dwa trzy cztery piec szesc siedem osiem dziewiec",
    "de": "null eins zwei drei vier fuenf sechs sieben acht neun",
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve",
    "fr": "zero un deux trois quatre cinq six sept huit neuf",
    "uk": "нуль один два три чотири пʼять шість сім вісім девʼять",
    "ru": "ноль один два три четыре пять шесть семь восемь девять",
}
_CHAT_PREFIX = "[12:04] Ania: "
_TEENS = {
    "en": "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen",
    "pl": "dziesiec jedenascie dwanascie trzynascie czternascie pietnascie szesnascie siedemnascie osiemnascie "
          "dziewietnascie",
    "de": "zehn elf zwoelf dreizehn vierzehn fuenfzehn sechzehn siebzehn achtzehn neunzehn",
    "es": "diez once doce trece catorce quince dieciseis diecisiete dieciocho diecinueve",
    "fr": "dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf",
    "uk": "десять одинадцять дванадцять тринадцять чотирнадцять пʼятнадцять шістнадцять сімнадцять вісімнадцять "
          "девʼятнадцять",
    "ru": "десять одиннадцать двенадцать тринадцать четырнадцать пятнадцать шестнадцать семнадцать восемнадцать "
          "девятнадцать",
}
_TENS = {
    "en": "twenty thirty forty fifty sixty seventy eighty ninety",
    "pl": "dwadziescia trzydziesci czterdziesci piecdziesiat szescdziesiat siedemdziesiat osiemdziesiat "
          "dziewiecdziesiat",
    "de": "zwanzig dreissig vierzig fuenfzig sechzig siebzig achtzig neunzig",
    "es": "veinte treinta cuarenta cincuenta sesenta setenta ochenta noventa",
    "fr": "vingt trente quarante cinquante soixante soixante-dix quatre-vingt quatre-vingt-dix",
    "uk": "двадцять тридцять сорок пʼятдесят шістдесят сімдесят вісімдесят девʼяносто",
    "ru": "двадцать тридцать сорок пятьдесят шестьдесят семьдесят восемьдесят девяносто",
}


def _pair_word(pair: str, lang: str) -> str:
    """Two digits as a speaker of `lang` reads them in a phone number: "07" -> "zero seven", "34" -> "thirty-four"."""
    lang = lang if lang in _TENS else "en"
    units = _SPOKEN[lang].split()
    a, b = int(pair[0]), int(pair[1])
    if a == 0:
        return units[0] + " " + units[b]
    if a == 1:
        return _TEENS[lang].split()[b]
    tens = _TENS[lang].split()[a - 2]
    if b == 0:
        return tens
    if lang == "de":
        return ("ein" if b == 1 else units[b]) + "und" + tens
    if lang == "es":
        return tens + " y " + units[b] if a > 2 else "veinti" + units[b]
    if lang == "fr":
        if a == 7 and b == 1:
            return "soixante-et-onze"
        if a in (7, 9):  # soixante-douze, quatre-vingt-treize
            return _TENS["fr"].split()[a - 3] + "-" + _TEENS["fr"].split()[b]
        return tens + ("-et-un" if b == 1 and a != 8 else "-" + units[b])
    if lang == "en":
        return tens + "-" + units[b]
    return tens + " " + units[b]
# sentence punctuation (before a space or the end) and quotes, brackets, apostrophes: not a URL's or a token's marks
_PUNCT_OUT = re.compile(r"[.,;:!?…]+(?=\s|$)|[\"'()«»„“”¿¡]")


INSIDE = ("double_space", "nbsp", "narrow_nbsp", "tab", "dots", "dashes", "slashes", "line_break", "regroup1",
          "regroup2", "regroup3", "regroup4", "no_separator", "fullwidth",
          "line_break_once", "ocr_O", "ocr_l", "ocr_I", "ocr_S", "ocr_B")
OUTSIDE = ("outside_lower", "outside_upper", "outside_title", "no_diacritics", "copula", "article", "sep_colon", "sep_dash",
           "sep_equals", "sep_quote", "wrap_quotes", "wrap_guillemets", "wrap_round", "wrap_square",
           "first_lower", "trailing_emoji", "value_first",
           "chat_prefix", "quote_prefix", "lower_no_punct", "phone_typed", "keyword_above", "keyword_above_split",
           "spoken_group", "glued_next", "spoken_whole", "spoken_pairs")


def _outside(name: str, pre: str, v: str, post: str, lang: str) -> str | None:
    if name == "outside_lower":
        out = pre.lower() + v + post.lower()
    elif name == "outside_upper":
        out = pre.upper() + v + post.upper()
    elif name == "outside_title":
        out = pre.title() + v + post.title()
    elif name == "no_diacritics":
        out = _strip_latin_marks(pre) + v + _strip_latin_marks(post)
    elif name in ("copula", "article", "sep_colon", "sep_dash", "sep_equals", "sep_quote", "value_first"):
        if not pre[-1:].isspace() or post[:1].isalnum():
            return None  # a value glued to its neighbours ("mongodb://user:pass@host"): nothing to move or insert
        head = _TRAIL.sub("", pre)
        if not head or not head[-1].isalpha():
            return None
        trail = pre[len(head):].strip().lower()
        if name == "copula":
            cop = _COPULA.get(lang)
            if cop is None or trail not in (":", "-", "=", "–", "—"):
                return None  # only a keyword's separator becomes a copula ("PIN: 4471" -> "PIN is 4471")
            out = head + " " + cop + " " + v + post
        elif name == "article":
            art = _ARTICLE.get(trail)
            if art is None:
                return None  # only after a bare copula ("est 9142" -> "est le 9142")
            out = pre + art + " " + v + post
        elif name != "value_first" and not trail:
            return None  # no keyword before the value that a separator could follow ("llame al 668 ...")
        elif name == "value_first":
            if post.strip(" .!?;,\n🙂") or len(head) > 80:
                return None
            kw = head.strip()
            kw = kw[0].lower() + kw[1:] if kw[:1].isupper() and kw[1:2].islower() else kw
            out = v + " — " + kw + post
        else:
            sep = {"sep_colon": ": ", "sep_dash": " - ", "sep_equals": "=", "sep_quote": ' "'}[name]
            out = head + sep + v + ('"' if name == "sep_quote" else "") + post
    elif name.startswith("wrap_"):
        if pre and not pre[-1].isspace() or post[:1].isalnum():
            return None
        a, b = {"wrap_quotes": '""', "wrap_guillemets": "«»", "wrap_round": "()", "wrap_square": "[]"}[name]
        if pre.endswith(a) or post.startswith(b):
            return None
        out = pre + a + v + b + post
    elif name == "first_lower":
        if not pre or not pre[0].isupper() or not pre[1:2].islower():
            return None
        out = pre[0].lower() + pre[1:] + v + post
    elif name == "trailing_emoji":
        out = pre + v + post.rstrip() + _EMOJI
    elif name == "chat_prefix":  # a line of a pasted chat log
        out = _CHAT_PREFIX + pre + v + post
    elif name == "quote_prefix":  # a quoted e-mail: "> " before every line
        out = "\n".join("> " + line for line in (pre + v + post).split("\n"))
    elif name in ("lower_no_punct", "phone_typed"):
        # typed on a phone or dictated: all lower case, no punctuation (the value's own characters kept), and
        # for phone_typed no diacritics either
        # (the end of `pre` is no end of the text: "caisse:" before a password keeps its colon)
        a, b = _PUNCT_OUT.sub("", pre.lower() + "\x00")[:-1], _PUNCT_OUT.sub("", post.lower())
        if name == "phone_typed":
            a, b = _strip_latin_marks(a), _strip_latin_marks(b)
        # (a grouped value - an IBAN, a NINO - typed in lower case too; a token's or a password's letters are its own)
        out = re.sub(r"[ \t]{2,}", " ", a) + (v.lower() if _value_shape(v) else v) + re.sub(r"[ \t]{2,}", " ", b)
    elif name in ("keyword_above", "keyword_above_split"):
        # a pasted block: the keyword on its own line, the value on the next (split over two lines for _split)
        if not pre[-1:].isspace() or post[:1].isalnum() or "\n" in pre[-3:]:
            return None
        head = _TRAIL.sub("", pre)
        trail = pre[len(head):].strip()
        if not head or not head[-1].isalpha() or trail not in (":", "-", "=", "–", "—", ""):
            return None
        nv = v
        if name == "keyword_above_split":
            seps = list(_SEP.finditer(v))
            if not _value_shape(v) or not seps:
                return None
            m = seps[len(seps) // 2]
            nv = v[:m.start()] + "\n" + v[m.end():]
        out = head + ":\n" + nv + post
    elif name == "spoken_group":
        # a digit group said as words in the message's language: the value's last group of 1-4 digits
        words = _SPOKEN.get(lang, _SPOKEN["en"]).split()
        m = re.search(r"(?<![\w])\d{1,4}$", v)
        if not _value_shape(v) or m is None or not _SEP.search(v):
            return None
        out = pre + v[:m.start()] + " ".join(words[int(d)] for d in m.group()) + post
    elif name in ("spoken_whole", "spoken_pairs"):
        # the whole value dictated: every digit as a word (spoken_whole), or two-digit numbers said in pairs where
        # the language has them ("zero six, twelve, thirty-four": spoken_pairs); letters kept, a + as "plus"
        if not _value_shape(v):
            return None
        groups = [g for g in _SEP.split(v.lstrip("+")) if g]
        words = _SPOKEN.get(lang, _SPOKEN["en"]).split()
        said = []
        for g in groups:
            if name == "spoken_pairs":
                if not g.isdigit() or len(g) % 2:
                    return None
                said.extend(_pair_word(g[i:i + 2], lang) for i in range(0, len(g), 2))
            else:
                said.extend(words[int(c)] if c.isdigit() else c for c in g)
        out = pre + ("plus " if v.startswith("+") else "") + " ".join(said) + post
    elif name == "glued_next":  # the space after the value lost: "kod 4471dzieki"
        if post[:1] != " " or not post[1:2].isalpha() or not v[-1:].isdigit():
            return None
        out = pre + v + post[1:]
    else:
        raise KeyError(name)
    return out if out != pre + v + post else None


def perturb(text: str, start: int, end: int, lang: str) -> dict[str, str]:
    """Every perturbation of `text` around its value text[start:end] that applies: name -> new text."""
    pre, v, post = text[:start], text[start:end], text[end:]
    out: dict[str, str] = {}
    for name in INSIDE:
        nv = _inside(name, v)
        if nv is not None and nv != v:
            out[name] = pre + nv + post
    for name in OUTSIDE:
        nt = _outside(name, pre, v, post, lang)
        if nt is not None:
            out[name] = nt
    return out


CONTEXT = ("context_before", "context_after", "context_both", "context_long", "context_paragraphs",
           "context_other_lang")


def _sentence(t: str) -> str:
    t = t.strip()
    return t if t[-1:] in ".!?…" else t + "."


def in_context(text: str, lang: str, greens: dict[str, list[str]], rng: random.Random) -> dict[str, str]:
    """The message among ordinary green sentences (see the doc): name -> new text."""
    same = greens.get(lang) or greens.get("en") or []
    others = [g for k, v in greens.items() if k != lang for g in v]
    if len(same) < 4 or not others:
        return {}
    a, b, c, d = rng.sample(same, 4)
    body = text.strip()
    return {
        "context_before": f"{_sentence(a)} {body}",
        "context_after": f"{_sentence(body)} {b}",
        "context_both": f"{_sentence(a)} {_sentence(body)} {b}",
        "context_long": f"{_sentence(a)} {_sentence(c)} {_sentence(body)} {_sentence(d)} {b}",
        "context_paragraphs": f"{_sentence(a)} {_sentence(c)}\n\n{_sentence(body)}\n\n{_sentence(d)} {b}",
        "context_other_lang": f"{_sentence(rng.choice(others))} {body}",
    }


def _value_span(text: str) -> tuple[int, int] | None:
    for f in detect(text).findings:
        if f.kind in (Kind.IDENTIFIER, Kind.SECRET):
            return f.start, f.end
    return None


def _green_span(text: str) -> tuple[int, int] | None:
    best = None
    for m in _NUMBER.finditer(text):
        if sum(c.isdigit() for c in m.group()) >= 4 and (best is None or m.end() - m.start() > best[1] - best[0]):
            best = m.span()
    return best


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", nargs="+", type=Path, help="JSONL files (default: privacy_eval.py's development files)")
    ap.add_argument("--sample", type=int, default=0, help="at most N lines, a fixed random sample (0: all)")
    ap.add_argument("--green", action="store_true", help="green lines holding numbers: how many turn red")
    ap.add_argument("--examples", type=int, default=0, help="print up to K flipped lines per perturbation")
    ap.add_argument("--only", nargs="+", help="only these perturbations")
    ap.add_argument("--context", action="store_true",
                    help="red lines of every kind among other ordinary sentences (session 22); no other perturbation")
    args = ap.parse_args(argv)
    files = args.data or default_files()
    items = []
    for path in files:
        with open(path, encoding="utf-8") as fh:
            for line in fh:
                if line.strip():
                    item = json.loads(line)
                    item["_file"] = path.stem
                    items.append(item)
    greens: dict[str, list[str]] = defaultdict(list)
    if args.context:
        for it in items:
            if it["label"] == "green" and it.get("kind") == "benign" and 12 <= len(it["text"]) <= 300 \
                    and "\n" not in it["text"]:
                greens[it.get("lang", "en")].append(it["text"])
        greens = {k: [g for g in sorted(set(v)) if not detect(g).is_red] for k, v in greens.items()}
        pool = [it for it in items if it["label"] == "red"]
    elif args.green:
        pool = [it for it in items if it["label"] == "green" and _green_span(it["text"])]
    else:
        pool = [it for it in items if it["label"] == "red" and it.get("kind") in ID_KINDS]
    if args.sample and len(pool) > args.sample:
        pool = random.Random(21).sample(pool, args.sample)
    t0 = time.perf_counter()
    per: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    per_cat: dict[str, dict[str, list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0]))
    examples: dict[str, list[dict]] = defaultdict(list)
    base_lines = 0
    errors: list[dict] = []
    for it in pool:
        text = it["text"]
        if args.context:
            if not detect(text).is_red:
                continue
            variants = in_context(text, it.get("lang", "en"), greens, random.Random(f"{it.get('id')}:{text}"))
        else:
            if args.green:
                if detect(text).is_red:
                    continue
                span = _green_span(text)
            else:
                span = _value_span(text)
            if span is None:
                continue
            variants = perturb(text, *span, it.get("lang", "en"))
        base_lines += 1
        cat = it.get("category") or it.get("kind", "?")
        if args.context:
            cat = it.get("kind", "?")  # per kind: identifiers, secrets, identity and each disclosure kind
        for name, new in variants.items():
            if args.only and name not in args.only:
                continue
            try:
                red = detect(new).is_red
            except Exception as exc:  # the detector must never raise: count it, show it
                errors.append({"id": it.get("id"), "perturbation": name, "error": repr(exc), "text": new})
                continue
            flipped = red if args.green else not red
            per[name][0] += 1
            per[name][1] += flipped
            per_cat[name][cat][0] += 1
            per_cat[name][cat][1] += flipped
            if flipped and len(examples[name]) < args.examples:
                examples[name].append({"id": it.get("id"), "file": it["_file"], "text": new})
    total = [sum(a for a, _ in per.values()), sum(b for _, b in per.values())]
    report = {
        "mode": "green turned red" if args.green else "red in context turned non-red" if args.context else "red turned non-red",
        "lines": base_lines,
        "perturbed": total[0],
        "flipped": total[1],
        "rate": round(total[1] / total[0], 4) if total[0] else None,
        "by_perturbation": {k: {"applied": a, "flipped": b, "rate": round(b / a, 4) if a else None}
                            for k, (a, b) in sorted(per.items(), key=lambda kv: -kv[1][1])},
        "by_perturbation_category": {
            k: {c: f"{b}/{a}" for c, (a, b) in sorted(cats.items(), key=lambda kv: -kv[1][1]) if b}
            for k, cats in per_cat.items()},
        "seconds": round(time.perf_counter() - t0, 1),
        "errors": errors,
    }
    if args.examples:
        report["examples"] = examples
    print(json.dumps(report, ensure_ascii=False, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
