"""Technical text pasted into a chat: documentation's cross-references, code names, floats, ranges and
"user/password" talk are not private values (markup.py, secrets.py's login pairs). Values pasted in
the same text stay red."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.markup import markup_spans, not_values
from app.core.memory.privacy.detector.verdict import detect

GREEN = [
    # Sphinx/reST cross-references (the learned model read their targets as tokens, the rules as numbers)
    "Fixed a crash in the tokenizer (:issue:`4417`).",
    "(Contributed by Maria Lopez in :gh:`118204`.)",
    "Die Klasse :class:`ftplib.FTP_TLS` unterstützt jetzt Zeitlimits (:issue:`29513`).",
    "Le paramètre ``cp1125_t`` est accepté par :func:`codecs.lookup` (:issue:`27381`).",
    "Додано підтримку :c:func:`PyBuffer_FillInfo2` (:issue:`33512`).",
    # code names, calls and indexes
    "Use ``PyLong_AsInt64AndOverflow`` instead of ``PyLong_AsInt32``.",
    "tel = dict(ana=4021, bruno=4377, ewa=4190) maps names to extensions",
    "matrix[3*i+1] holds the next row",
    # floats whose digits pass a card's check
    "17 / 3 gives 5.666666666666667 in Python",
    "0.1 + 0.1 + 0.1 - 0.3 in binary floating point is 5.5511151231257827e-017, not zero.",
    # "user/password" as a topic
    "The server did not accept the username/password combination provided.",
    "Return the user/password for given realm and URI, if any.",
    "Keep a table of (host, port) -> (user, password) mappings.",
    "Nie zaakceptowano pary login/hasło wpisanej przez użytkownika.",
    "Der Server hat die Kombination Benutzer/Passwort abgelehnt.",
]

RED = [
    ("my login/password: anna.nowak / Wrzos2024!", "Wrzos2024!"),
    ("login/hasło: jkowal/sosenka", "sosenka"),
    ("user, pass: admin, Xk9#mP2q", "Xk9#mP2q"),
    ("Here is my password in backticks: `Xk9#mP2q`", "Xk9#mP2q"),
    ("our key is `sk_live_51Hx9aB3cD5eF7gH9iJ1kL3mN` in ``settings.py``", "sk_live_51Hx9aB3cD5eF7gH9iJ1kL3mN"),
    ("moja karta to 4556 7375 8689 9855, ważna do 08/29", "4556 7375 8689 9855"),
    ("kod weryfikacyjny z SMS: 411-652, nie podawaj nikomu", "411-652"),
    ("PESEL mojej mamy: 44051401359 (zob. :issue:`31945` w naszym trackerze)", "44051401359"),
]


@pytest.mark.parametrize("text", GREEN)
def test_technical_text_stays_green(text):
    verdict = detect(text)
    assert verdict.label == "green", [(f.reason, text[f.start:f.end]) for f in verdict.findings]


@pytest.mark.parametrize(("text", "value"), RED)
def test_values_in_technical_text_stay_red(text, value):
    verdict = detect(text)
    assert verdict.label == "red"
    assert any(value in text[f.start:f.end] or text[f.start:f.end] in value for f in verdict.findings)


def test_markup_spans_cover_roles_and_code_names_but_not_bare_tokens():
    text = "See :class:`bz2.BZ2File`, ``koi8_t`` and `Xk9mP2q7`."
    spans = [text[s:e] for s, e in markup_spans(text)]
    assert ":class:`bz2.BZ2File`" in spans and "``koi8_t``" in spans
    assert not any("Xk9mP2q7" in s for s in spans)  # a bare token in backticks may be a password


def test_a_hyphenated_code_is_no_range_and_a_float_keeps_its_sign():
    assert markup_spans("kod 411-652") == []
    text = "x = -5.5511151231257827e-017"
    assert [text[s:e] for s, e in not_values(text)] == ["-5.5511151231257827e-017"]


@pytest.mark.parametrize(("text", "value"), [
    ("settings.xml: <server><id>nexus</id><username>deploy</username><password>Wr0cl@w!2024</password></server>",
     "Wr0cl@w!2024"),
    ("FileZilla sitemanager.xml has <Pass>MyFtp2024pass</Pass> for the shop's server", "MyFtp2024pass"),
    ("<config><pin>4821</pin><door>front</door></config>", "4821"),
    ("<secret>hunter2x</secret> is what the old config had", "hunter2x"),
    ("<client_secret>Q7v-2LmPx9aTz41kWbR8</client_secret>", "Q7v-2LmPx9aTz41kWbR8"),
])
def test_a_secret_in_an_xml_element_named_for_it_is_red(text, value):
    verdict = detect(text)
    assert verdict.label == "red"
    assert any(text[f.start:f.end] == value for f in verdict.findings)


@pytest.mark.parametrize("text", [
    "<password>${env.NEXUS_PASS}</password> reads the password from the environment",
    "<password>changeme</password> is the image's default, change it",
    "<plist><key>CFBundleName</key><string>Whizi</string></plist>",
    "<marker><pin>top</pin></marker>",
    "<country><rank>1</rank><year>2008</year><gdppc>141100</gdppc></country>",
    "open(path, utf8=True, force_zip64=True) and PYTHONUTF8=1",
    "UTF-8 covers U-00000080 to U-000007FF in two bytes",
])
def test_xml_elements_and_literal_arguments_stay_green(text):
    verdict = detect(text)
    assert verdict.label == "green", [(f.reason, text[f.start:f.end]) for f in verdict.findings]


def test_a_literal_argument_is_a_whole_word_not_part_of_a_password():
    assert markup_spans("routeur : admin / Qtazbt*h7Yl=14#5ji") == []
    text = "call(level=3, strict=True)"
    assert [text[s:e] for s, e in markup_spans(text)][-2:] == ["level=3", "strict=True"]


def test_a_postal_code_before_its_town_is_not_scored_as_a_number():
    text = "Envíelo a: C/ Mayor 2, 41001 Sevilla\n00-950 Warszawa, ul. Długa 5"
    spans = [text[s:e] for s, e in markup_spans(text)]
    assert spans == ["41001", "00-950"]
    assert markup_spans("PIN 4821 Bitte merken") == []  # not after a comma or at a line's start
