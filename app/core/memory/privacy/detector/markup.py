"""Names in technical markup: not values for the learned model to score.

People paste documentation, changelogs and code into a chat. Its cross-references and code names look like
the tokens the learned model reads as secrets or numbers (a capital inside, a digit, a symbol):
":class:`bz2.BZ2File`", ":pep:`318`", ":issue:`21539`", ":c:func:`PyUnicode_AsUTF8AndSize`",
"``koi8_t``", "`os.path.join()`", "{@link HttpClient#send}". Measured on the Python documentation and its
Spanish translation (benchmarks/privacy_public_text.py), the model called 1.7 % and 2.8 % of their paragraphs
red, almost all of them for such names.

`markup_spans` gives their spans so that the model does not score them (verdict.py passes them with the rules'
own rejections). Only the model is kept off: the rules still read everything, so "`password: Xk9#mP2q`" or a
vendor token inside backticks stays red. Kept off are
- a Sphinx/reST role and its target (":role:`target`", ":domain:role:`target`", "<target>" included);
- a code literal (`x` or ``x``) that holds a code name: a dotted name ("bz2.BZ2File", "os.path"), a name with
  an underscore ("koi8_t", "PyUnicode_AsUTF8AndSize"), a call ("pow()", "connect(host)"), a name with "::" or
  "#" between parts ("std::vector", "HttpClient#send");
- a Javadoc/JSDoc link ("{@link X}", "{@code X}");
- a call or an index written as code ("parrot(voltage=1000000)", "heap[2*k+1]"), a Unicode code point
  ("U+10FFFF"), a range of years or numbers ("1991-1995", "400--499"), an XML element with its text
  ("<year>2008</year>"), a life span in parentheses ("(1886-1923)"), a code argument set to a literal ("utf8=True", "PYTHONUTF8=1"), a postal code before
  its town after a comma or at a line's start ("C/ Mayor 2, 41001 Sevilla"; an address is identity.py's to judge).
A literal that is one bare token ("`Xk9mP2q7`", "``IMAP4rev1``") is not kept off: it could be a password
pasted in backticks, and its shape says nothing either way.
"""
from __future__ import annotations

import re

# ":class:`x`", ":c:func:`x`", ":pep:`318`", ":ref:`text <label>`"
_ROLE = re.compile(r"(?<![\w`]):(?:[a-z][\w-]*:){1,2}`[^`\n]{1,200}`")
# `x` or ``x`` holding a code name (see the module's doc); no space inside but in a call's arguments
_LITERAL = re.compile(r"(?<!`)(`{1,2})(?P<name>~?[A-Za-z_][\w$]*(?:(?:\.|::|#)[A-Za-z_~][\w$]*)*"
                      r"(?:\([^()`\n]{0,80}\))?)\1(?!`)")
_CODE_NAME = re.compile(r"\.|::|#|_|\(")
# {@link X}, {@code X}, {@linkplain X text}
_JAVADOC = re.compile(r"\{@(?:link|linkplain|code|value)\s[^{}\n]{1,200}\}")
# a call or an index in code: "parrot(voltage=1000000, ...)", "heap[2*k+1]", "letters[2:5]" (to its bracket)
_CALL = re.compile(r"(?<![\w$])[A-Za-z_][\w.]{1,40}[(\[][^()\[\]\n]{1,120}[)\]]")
# a decimal fraction with many digits: "5.666666666666667", "5.5511151231257827e-017"
_DECIMAL = re.compile(r"(?<![\d.,])-?\d{1,3}\.\d{7,}(?:[eE][-+]?\d{1,3})?(?!\d|[.,]\d)")
# a Unicode code point: "U+10FFFF", "U+DC80", "U-0010FFFF"
_CODE_POINT = re.compile(r"(?<!\w)U(?:\+[0-9A-Fa-f]{4,6}|-[0-9A-Fa-f]{8})(?!\w)")
# an XML element with its text: "<year>2008</year>", "<gdppc>141100</gdppc>"
_XML = re.compile(r"<([A-Za-z][\w:.-]{0,40})(?:\s[^<>]{0,200})?>[^<>\n]{0,120}</\1>")
# a postal code before its town, after a comma or at a line's start: "C/ Mayor 2, 41001 Sevilla", "00-950 Warszawa"
_POSTCODE = re.compile(r"(?:^|[,\n])[ \t]*(\d{5}|\d{2}-\d{3}|\d{4})[ \t]+[A-ZÀ-ÖØ-ÞĀ-ŽŁŚŻŹĆŃА-ЯІЇЄ][^\W\d_]{2,}",
                       re.MULTILINE)
# an element named for a secret keeps its text for the rules and the model: "<password>…</password>"
_SECRET_TAG = re.compile(r"(?i)pass|pwd|pw$|secret|key|token|pin|auth|cred|hasło|haslo|contrase|bearer")
# a code argument set to a literal: "utf8=True", "force_zip64=False", "PYTHONUTF8=1", "kwarg1=value1"
_LITERAL_ARG = re.compile(r"(?:(?<=[\s(,])|^)[A-Za-z_]\w{0,40}=(?:True|False|None|true|false|null|nil|\d{1,3}|value\d?|valor\d?|"
                          r"valeur\d?)(?=[\s,)]|$)")
# a range of years or of numbers: "1991-1995", "2001–2023", "400--499" (the second above the first)
_RANGE = re.compile(r"(?<![\w.,/-])(\d{3,4}) ?(--|[-–—]) ?(\d{3,4})(?![\w.,/-]|-\d)")


# a life span or a reign in parentheses after a name: "Marius Plateau (1886-1923)", "Luise von Göchhausen (1752–1807)"
_LIFE_SPAN = re.compile(r"\((?:ur\. |b\. |né |\*)?(1[0-9]{3}|20[0-2][0-9]) ?[-–—] ?(?:zm\. |d\. |†)?(1[0-9]{3}|20[0-2][0-9])\)")


def markup_spans(t: str) -> list[tuple[int, int]]:
    """Spans of `t` holding names in technical markup (see the module's doc)."""
    out: list[tuple[int, int]] = []
    if "`" in t:
        if ":`" in t:
            out += [m.span() for m in _ROLE.finditer(t)]
        for m in _LITERAL.finditer(t):
            if _CODE_NAME.search(m.group("name")) is not None:
                out.append(m.span())
    if "{@" in t:
        out += [m.span() for m in _JAVADOC.finditer(t)]
    if "(" in t or "[" in t:
        out += [m.span() for m in _CALL.finditer(t)]
    if "U+" in t or "u+" in t or "U-" in t:
        out += [m.span() for m in _CODE_POINT.finditer(t)]
    if "</" in t:
        out += [m.span() for m in _XML.finditer(t) if _SECRET_TAG.search(m.group(1)) is None]
    if "=" in t:
        out += [m.span() for m in _LITERAL_ARG.finditer(t)]
    if "," in t or "\n" in t:
        out += [m.span(1) for m in _POSTCODE.finditer(t)]
    if "-" in t or "–" in t or "—" in t:
        out += [m.span() for m in _RANGE.finditer(t) if _is_range(m.group(1), m.group(3), m.group(2))]
        if "(" in t:
            out += [m.span() for m in _LIFE_SPAN.finditer(t) if 0 < int(m.group(2)) - int(m.group(1)) <= 110]
    return out


def not_values(t: str) -> list[tuple[int, int]]:
    """Spans where no rule's identifier or secret can be: a reST role's target (":issue:`1675951`",
    ":class:`HTTPPasswordMgrWithDefaultRealm`": a cross-reference's name) and a decimal fraction
    ("5.666666666666667", "5.5511151231257827e-017": a float's digits, not a card)."""
    out: list[tuple[int, int]] = []
    if ":`" in t:
        out += [m.span() for m in _ROLE.finditer(t)]
    if "." in t:
        out += [m.span() for m in _DECIMAL.finditer(t)]
    return out


def _is_range(a: str, b: str, dash: str) -> bool:
    """Two years ("1991-1995"), or two numbers of one length joined by a range's dash ("400--499", "400–499"),
    the second above the first. Not "411-652": a code is written with a hyphen."""
    if len(a) != len(b) or int(b) <= int(a):
        return False
    if len(a) == 4 and a[:2] in ("19", "20") and b[:2] in ("19", "20"):
        return True
    return dash != "-"
