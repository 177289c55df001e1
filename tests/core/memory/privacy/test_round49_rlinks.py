"""Round 49, rlinks: a job hunter's own date of birth pasted or quoted for a CV (cv_births.py) - in the writer's own
sentences (not the data's) in the seven languages, lower case and without diacritics too, with their green twins: the
question without a date, a sample or template CV, a historic person's CV, a job ad's "born after", another date on a CV.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

CV_BIRTH_RED = [
    "should i put dob 14/06/1969 on my resume or is that asking for age discrimination",
    "My CV header: Date of birth: 3 April 1972, Leeds - does that still belong there?",
    'Czy wpisywać w CV "data urodzenia: 14.06.1969"? mam 55 lat',
    "czy w cv pisac ur. 3 marca 1971? boje sie ze odrzuca mnie przez wiek",
    "Im Lebenslauf steht noch Geburtsdatum 11.09.1970, soll das raus?",
    "lebenslauf oben: geboren am 7. Mai 1968 in Bochum - altmodisch oder ok?",
    "en mi CV tengo fecha de nacimiento 22/11/1969, ¿la quito?",
    "hoja de vida: nacido el 5 de marzo de 1974 en Cali, ¿lo dejo?",
    "sur mon CV j'ai laissé date de naissance : 12/02/1967, je l'enlève ?",
    "faut il mettre nee le 9 mars 1970 dans la candidature",
    "в резюме у мене написано: народжена 12.10.1968 — прибрати?",
    "Чи писати в резюме дата народження 23.05.1969, якщо мені вже за 50?",
    "В резюме указала дата рождения 01.02.1971 — из-за этого не зовут?",
    "стоит ли в резюме писать д.р. 14.06.1969",
]
CV_BIRTH_GREEN = [
    "Should I put my date of birth on my CV at all?",
    "Стоит ли указывать в резюме дату рождения? мне 55",
    "Czy w CV trzeba podawać datę urodzenia?",
    "Sample CV: Jane Doe, born 01/01/1990, London",
    "Muster-Lebenslauf: geb. 12.03.1990 in Musterstadt",
    "przykładowe CV: ur. 12.03.1990, Warszawa",
    "plantilla de CV: nacida el 01/01/1990",
    "шаблон резюме: дата народження 01.01.1990",
    "Einstein's CV famously says born 14 March 1879",
    "Job ad: candidates born after 01.01.1990, send your CV",
    "Mi CV dice que trabajé en Repsol desde el 12/03/2015",
    "CV updated on 14.06.2024, sent to three firms",
    "My daughter was born this year, and I'm updating my CV for a part-time job",
]


@pytest.mark.parametrize("text", CV_BIRTH_RED)
def test_cv_birth_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", CV_BIRTH_GREEN)
def test_cv_birth_not_red(text: str) -> None:
    assert detect(text).label != "red", text
