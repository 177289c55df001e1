"""Round 36 (rtrans): Ukrainian and Russian typed in Latin letters read by their words' look (translit.py).

broad-zzz54 showed transliterated messages with one marker word or none - "moj nomer ... dobav v rezyume" - read
in Latin letters, where the Cyrillic cue words, value labels and disclosure finders found nothing. Each test holds
messages now caught and near-misses (English, Polish without its letters, Spanish, French, German, a transliterated
question about a topic) that stay as they were."""
from __future__ import annotations

from app.core.memory.privacy.detector.translit import translit_edits
from app.core.memory.privacy.detector.verdict import detect

# messages of the other languages that must never be read as transliterated
_NOT_TRANSLIT = [
    "my kayak and the yak at the zoo, ya know",
    "Kharkiv and Zhytomyr are cities in Ukraine, which is bigger?",
    "Sure, see ya. Bye!",
    "moj numer jest w stopce, zadzwon jak mozesz",
    "zadzwon do taty jak dojedziesz",
    "Jak poprawić bekhend w tenisie?",
    "ya te llamo luego, no te preocupes",
    "ya lo se, mi numero es el de siempre",
    "je suis fatigue, appelle moi au bureau",
    "ich weiss nicht ob die strasse gesperrt ist, ja kein problem",
    "moj Steuer-ID kommt per Post, rabotodatel w Bremene",
]


def test_other_languages_are_not_read_as_translit() -> None:
    for text in _NOT_TRANSLIT:
        assert translit_edits(text) == [], text
    # and a message with one marker or none, read by its words' look
    assert translit_edits("moj nomer dobav v anketu")
    assert translit_edits("rozluchayemosya z cholovikom, yak podilyty dity")


def test_identifiers_with_one_marker_or_none() -> None:
    for text in ("moj nomer telefona 89035554411, dobav v anketu",  # ru
                 "mij nomer 0673325841, dodaj v anketu dlya roboty",  # uk
                 "moj inn 771405293867, kuda ego vpisat v deklaratsiyu"):  # ru
        assert detect(text, region="PL").label == "red", text
    # near-misses: an order number, a topic question stay green
    for text in ("moye zamovlennya 55120934 zatrymuyetsya, napyshy lyst u pidtrymku",
                 "yak pratsyuye kredytna kartka, zahalom",
                 "moj numer zamowienia 55120934, kiedy dojdzie paczka"):
        assert detect(text, region="PL").label == "green", text


def test_names_with_address_or_birth_date() -> None:
    for text in ("ya Taras Kovalenko, vul. Lisova 8, kv. 15, Ternopil 46001, napyshy zayavu v ZhEK",
                 "Oksana Melnyk, data narodzhennya 03.04.1987, zapovny anketu strakhuvannya dlya mamy"):
        assert detect(text, region="PL").label == "red", text
    for text in ("Kyiv is on the Dnipro, how far is Lviv from it?",):
        assert detect(text, region="PL").label == "green", text


def test_disclosures_typed_in_latin_letters() -> None:
    for text in ("rozluchayemosya z Andriyem, yak podilyty kvartyru",  # divorce, uk
                 "ya chlen partiyi i balotuyus do miskoyi rady, dopomozhy z promovoyu",  # politics, uk
                 "ja gej i boyus, chto na rabote uznayut",  # sexuality, ru
                 "u mene rak hrudey, pochynayu khimiyu nastupnoho tyzhnya"):  # health, uk
        assert detect(text, region="PL").label == "red", text
    for text in ("u menya net diabeta, no kak rabotaet insulinovaya pompa",  # a topic, said of nobody
                 "shcho take biseksualnist, poyasny dlya referatu",
                 "kak rabotaet izbiratelnaya sistema v Germanii",
                 "ya te llamo luego, no te preocupes"):
        assert detect(text, region="PL").label == "green", text


def test_address_parts_stay_as_typed() -> None:
    # an e-mail's words are no Ukrainian words: "taras.hnatiuk95@ukr.net" stays as typed and is still found
    text = "moya robocha poshta: olha.bondar88@ukr.net, napyshy shcho ya ne zmozhu pryyty v chetver"
    at = text.index("olha.")
    edits = translit_edits(text)
    assert edits and all(e <= at or s >= at + len("olha.bondar88@ukr.net") for s, e, _ in edits)
    assert detect(text, region="PL").reason == "e-mail address"
