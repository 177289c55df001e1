"""Reference-work text pasted into a chat (encyclopedic.py, markup.py's life spans): a public person's biography
with a birth date, a life span in parentheses, "hipoteza" (a hypothesis, not a mortgage) and "zdradził, że"
(revealed that, not cheated) are not private.
A birth date in a message about the user's family stays red."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

GREEN = [
    "Odile Marchand, née le 4 mars 1961 à Quimper, est une navigatrice française.",
    "Henrik Solberg, né le 11 août 1958 à Bergen, est un peintre norvégien connu pour ses marines.",
    "Dana Whitfield (born 9 June 1972) is an American documentary filmmaker.",
    "Tomasz Wierzba (ur. 3 maja 1969 w Lublinie) – polski kompozytor i pianista.",
    "Greta Lindqvist, geboren am 21. Januar 1955 in Kiel, ist eine deutsche Bildhauerin.",
    "Rafael Ortuño, nacido el 2 de julio de 1948 en Cádiz, es un poeta español.",
    "Оксана Левчук, народилася 17 квітня 1966 року в Полтаві, — українська письменниця.",
    "Walter Brandes, born 12 May 1931 in Hanover, died in 2004 after a long career in radio.",
    "Augustin Rey (1844-1913) fut un architecte lyonnais.",
    "Ilse Vanaga (nacida el 4 de mayo de 1983 en Liepāja) fue una remera que compitió en dos Juegos Olímpicos.",
    "Die Werke von Clara Eckhoff (1871–1942) hängen heute in Bremen.",
    "Ta hipoteza wymaga dalszych badań, a druga hipoteza została odrzucona.",
    # "zdradzić" as "to reveal" (news and everyday talk), not "to cheat on"
    "Rzecznik ministerstwa zdradził, że ustawa wejdzie w życie w marcu.",
    "Producent nie zdradził, kiedy pojawi się nowa wersja aplikacji.",
    "Reżyserka zdradziła szczegóły drugiego sezonu serialu.",
]
RED = [
    "My son Leo Marchand, born 12.03.2015, is a happy boy but hates school.",
    "Mój syn Tomasz Wierzba, ur. 3 maja 2012, potrzebuje zaświadczenia do szkoły.",
    "Nowy kolega Tomasz Wierzba (ur. 12.03.1990 w Krakowie) zaczyna u nas w poniedziałek.",
    "Karla Brandt (geb. 3. Mai 1990 in Kiel) zieht nächste Woche bei uns ein.",
    "Mamy zaległości w spłacie hipoteki od trzech miesięcy.",
    "Wiem, że żona mnie zdradziła, co mam teraz zrobić?",
    "Zdradziłem dziewczynę na wyjeździe firmowym i nie wiem, czy jej powiedzieć.",
]


@pytest.mark.parametrize("text", GREEN)
def test_reference_text_is_green(text):
    verdict = detect(text, region="PL")
    assert verdict.label == "green", [(f.reason, text[f.start:f.end]) for f in verdict.findings]


@pytest.mark.parametrize("text", RED)
def test_own_family_and_own_mortgage_stay_red(text):
    assert detect(text, region="PL").label == "red"
