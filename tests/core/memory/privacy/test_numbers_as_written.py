"""Numbers the way people write them in chats (#12 round 9): digits dictated as words mixed with
numerals in six languages (and Ukrainian in Latin letters), emoji typed between digit groups, a number
broken over lines under its label, OCR's O for 0 and l for 1 inside a card's group. Each is still the
number: red, with the span on what the user typed. Green counter-examples: counting, scores and lists
that only look like such runs."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.normalise import normalise
from app.core.memory.privacy.detector.verdict import detect, redact

SPOKEN_RED = [
    # (message, the part that must be redacted)
    ("wujek Staszek, hydraulik: sześć 0 cztery 2 1 osiem 9 trzy 5, zapisz sobie",
     "sześć 0 cztery 2 1 osiem 9 trzy 5"),
    ("der Klempner von nebenan null 1 7 sechs 4 8 2 neun 3 0 5 ist ein Freund",
     "null 1 7 sechs 4 8 2 neun 3 0 5"),
    ("apunta al electricista, cuñado de Lola: seis 1 nueve 4 cuatro 2 7 ocho 3",
     "seis 1 nueve 4 cuatro 2 7 ocho 3"),
    ("le voisin qui garde le chat zéro six 1 2 huit 4 7 trois 9 5 merci",
     "zéro six 1 2 huit 4 7 trois 9 5"),
    ("тітка Оля нуль 9 7 три 4 1 вісім 2 5 6 передзвони їй",
     "нуль 9 7 три 4 1 вісім 2 5 6"),
    ("tiotka Olia nul 6 7 try 2 9 visim 1 4 5 peredzvony",
     "nul 6 7 try 2 9 visim 1 4 5"),
    ("grandad's mobile zero seven nine 4 6 one 8 2 7 3 5, he never picks up",
     "zero seven nine 4 6 one 8 2 7 3 5"),
    ("nan's landline, she never answers: oh one six one double four 9 6 triple two",
     "oh one six one double four 9 6 triple two"),
    ("card for the hotel 4 five 3 9 5 two 6 zero 1 8 1 five 9 0 8 3",
     "4 five 3 9 5 two 6 zero 1 8 1 five 9 0 8 3"),
    ("pesel dziadka 8 pięć 0 7 dwa 3 siedem 6 0 trzy 1 do wniosku",
     "8 pięć 0 7 dwa 3 siedem 6 0 trzy 1"),
]

EMOJI_RED = [
    ("numer Kasi 604🙂218😂935", "604🙂218😂935"),
    ("el móvil de la vecina 619❤️442🌸783", "619❤️442🌸783"),
    ("mein PESEL? 8507🙂2376😂031 frag nicht", "8507🙂2376😂031"),
    ("la carte de mamie 4539🙂5260😂1815🎉9083", "4539🙂5260😂1815🎉9083"),
]

LINES_RED = [
    ("karta siostry\n5274 0166\n1318 6091", "5274 0166\n1318 6091"),
    ("Papas Karte\n4916 8465 \n 6321 2233\nAblauf 09/28", "4916 8465 \n 6321 2233"),
    ("pesel babci\n850723\n90109", "850723\n90109"),
    ("el número de mi primo\n+34 619\n442 783", "+34 619\n442 783"),
    ("numéro du prof de piano\n+33 6 12\n84 73 95", "+33 6 12\n84 73 95"),
]

OCR_RED = [
    ("scanned statement:\nCARD 4539 526O 1815 9083\nTOTAL 41,20", "4539 526O 1815 9083"),
    ("wyciąg z OCR: KARTA 5274 Ol66 1318 6091 kwota 12,00", "5274 Ol66 1318 6091"),
    # several misread groups in a row: the clean group vouches for the chain
    ("zdjęcie karty po OCR: 4539 526O 18l5 9O83, popraw", "4539 526O 18l5 9O83"),
    ("photo of the card, OCR gave 5274 O166 l3l8 6O9l, fix it", "5274 O166 l3l8 6O9l"),
]

# Phone numbers read out in pairs, as French, Spanish, German, Polish, Ukrainian and English speakers do
PAIRS_RED = [
    ("mon portable c'est zéro six douze trente-quatre cinquante-six soixante-dix-huit",
     "zéro six douze trente-quatre cinquante-six soixante-dix-huit"),
    ("le numéro de la nounou : zéro sept quatre-vingt-onze vingt-deux quarante-trois dix-neuf",
     "zéro sept quatre-vingt-onze vingt-deux quarante-trois dix-neuf"),
    ("llámame al seis uno dos treinta y cuatro cincuenta y seis setenta y ocho",
     "seis uno dos treinta y cuatro cincuenta y seis setenta y ocho"),
    ("Handy von Jonas null eins sieben sechs vierunddreißig sechsundfünfzig achtundsiebzig neun",
     "null eins sieben sechs vierunddreißig sechsundfünfzig achtundsiebzig neun"),
    ("numer Kasi sześć zero cztery dwadzieścia jeden osiemdziesiąt dziewięć trzydzieści pięć",
     "sześć zero cztery dwadzieścia jeden osiemdziesiąt dziewięć trzydzieści pięć"),
    ("мій номер нуль шістдесят сім двадцять три сорок п'ять шістдесят сім",
     "нуль шістдесят сім двадцять три сорок п'ять шістдесят сім"),
    ("her number is oh seven seven oh nine twelve thirty four fifty six",
     "oh seven seven oh nine twelve thirty four fifty six"),
    # in threes, with hundreds (Polish, Spanish, Ukrainian, Russian)
    ("mój numer sześćset czterdzieści dwa trzysta dwanaście sto pięć",
     "sześćset czterdzieści dwa trzysta dwanaście sto pięć"),
    ("llámame al seiscientos doce trescientos cuarenta y cinco seiscientos setenta y ocho",
     "seiscientos doce trescientos cuarenta y cinco seiscientos setenta y ocho"),
    ("номер тітки нуль шістдесят сім триста двадцять сорок п'ять шістдесят сім",
     "нуль шістдесят сім триста двадцять сорок п'ять шістдесят сім"),
]

GREEN = [
    "count with me: one two three four five six seven eight nine ten",
    # two-digit words that are ages, years, counts and countdowns
    "I was born in nineteen eighty four, she in nineteen ninety two",
    "seventy seven people and twenty two dogs came",
    "compte à rebours : dix neuf huit sept six cinq quatre trois deux un zéro",
    "wir waren dreiundzwanzig Leute und zwölf Kinder, vierundvierzig Stühle",
    "cuenta atrás: diez nueve ocho siete seis cinco cuatro tres dos uno",
    "ona ma dwadzieścia trzy lata, on trzydzieści jeden",
    "zapłaciłam dwieście osiemdziesiąt złotych i sto dwa za prąd",
    "cuesta trescientos cuarenta y cinco euros, y el otro quinientos",
    "liczymy: jeden dwa trzy cztery pięć sześć siedem osiem dziewięć",
    "the match ended three 2 one after extra time, what a game",
    "zwei plus 2 ist vier, und drei mal 3 ist neun",
    "menu for Saturday\n12 guests\n3 courses",
    "scores\n12 15\n9 21\n18 7",
    "Silvester 2025🎉2026 feiern wir bei Oma",
    "the box says 2O24 edition, 300 pieces, ages 8+",
    "page 12 of 40: chapter six 4 exercises, 10 minutes each",
    "take the double 7 bus, then 2 stops and walk",
    # a column of amounts is a list, not one number split over lines; emoji between counts are not a phone
    "my expenses this week:\n120\n340\n560\nis that too much?",
    "moje wydatki w tym tygodniu:\n215\n340\n560\n120",
    "compte 120🙂340🙂560 points au total",
]


@pytest.mark.parametrize("text,secret", SPOKEN_RED + EMOJI_RED + LINES_RED + OCR_RED + PAIRS_RED)
def test_numbers_as_people_write_them_are_red_and_redacted(text: str, secret: str) -> None:
    verdict = detect(text)
    assert verdict.is_red, text
    assert verdict.findings[0].kind.value == "identifier", verdict
    assert secret not in redact(text), redact(text)
    # the span is on the original text: what is left around it is untouched
    f = verdict.findings[0]
    assert text[f.start:f.end].strip() in secret or secret in text[f.start:f.end], (text[f.start:f.end], secret)


@pytest.mark.parametrize("text", GREEN)
def test_counting_scores_and_lists_stay_green(text: str) -> None:
    assert not detect(text).is_red, (text, detect(text))


def test_normalised_view_maps_dictated_digits_back_to_the_words() -> None:
    text = "call Ana seis 1 nueve 4 cuatro 2 7 ocho 3 tonight"
    n = normalise(text)
    assert "619442783" in n.text
    start = n.text.index("619442783")
    assert text[slice(*n.original_span(start, start + 9))] == "seis 1 nueve 4 cuatro 2 7 ocho 3"
    assert text[slice(*n.original_span(start, start + 1))] == "seis"
