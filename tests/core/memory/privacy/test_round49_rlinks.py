"""Round 49, rlinks: a job hunter's own date of birth pasted or quoted for a CV (cv_births.py); a child collected or
taken by name or kin word from a named school at a clock time (child_schools' TIMED) - in the writer's own
sentences (not the data's) in the seven languages, lower case and without diacritics too, with their green twins: the
question without a date, a sample or template CV, a historic person's CV, a job ad's "born after", another date on a CV; a school run without a time, without a name or kin, a nanny's ad, a title, a story; a person tied to a home (identity.py, empty_homes.py): a form's name with the surname
first, a former partner's home, the writer's home named with a comma before its address, a flat empty for weeks.
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

# child_schools._TIMED: a verb of collecting or taking, a name or the writer's kin word, the school and a clock time
TIMED_RED = [
    "can you word a flexible hours request? i pick up my daughter from Oakfield Primary at 3:15 every day",
    "I have to collect Ava from St Mary's Catholic Primary at 3.20 so I can't do the late shift",
    "potrzebuję zmiany 6-14, bo o 14:30 odbieram Igę z przedszkola nr 44 na Ursynowie",
    "codziennie zawozę córkę do SP 340 na 7:45, pomóż mi napisać maila do szefa",
    "muszę odebrać Antka ze szkoły podstawowej nr 8 o 13:00, jak to powiedzieć kierownikowi",
    "Für meinen Chef: ich hole Finn um 15.30 Uhr aus der Grundschule am Lindenweg ab, deshalb Gleitzeit",
    "ich muss Mia jeden Tag bis 16 Uhr von der Kita Sonnenblume abholen, wie formuliere ich das?",
    "necesito salir antes: recojo a Vera del colegio San José a las 13:45",
    "llevo a mi hija al CEIP Cervantes a las 8:50 y entro tarde, ¿cómo se lo digo a RRHH?",
    "je dépose ma fille à l'école Victor-Hugo à 8h20, je ne peux pas commencer avant 9h",
    "chaque soir je vais chercher Noé à la crèche Les Lutins à 18h, aide-moi à écrire à mon manager",
    "щодня відвожу доньку до школи №57 на 8:15, допоможи написати заяву на гнучкий графік",
    "забираю Марійку з садочка №112 о 17:00, тому прошу зміну до 16:30",
    "я каждый день забираю сына из лицея №2 в 15:30, помоги попросить удалёнку",
]
TIMED_GREEN = [
    "I pick up my son from Oakfield Primary, any tips for the traffic?",
    "I pick up my son from school at 3:15 every day, can you word a flexible hours request?",
    "Parents collect children from St Mary's Catholic Primary at 3:15",
    "Szukam niani: odbiór chłopca z SP nr 12 o 15:30, 25 zł/h",
    "Niania będzie odbierać dziecko z SP nr 12 o 15:30 - ile to kosztuje?",
    "I pick up Mrs Hale from St Anne's Primary at 3:15, she teaches Year 2",
    "In my novel the mother picks up Ava from St Mary's Primary at 3:20 every day",
    "Kita Regenbogen schließt um 16 Uhr, bis wann muss man abholen?",
    "¿A qué hora hay que recoger a los niños del CEIP Cervantes? ¿a las 14:00?",
    "Template: I pick up [child] from [school] at [time]",
]


@pytest.mark.parametrize("text", TIMED_RED)
def test_timed_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", TIMED_GREEN)
def test_timed_not_red(text: str) -> None:
    assert detect(text).label != "red", text


@pytest.mark.parametrize("text", CV_BIRTH_RED)
def test_cv_birth_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", CV_BIRTH_GREEN)
def test_cv_birth_not_red(text: str) -> None:
    assert detect(text).label != "red", text


# identity.py: surname first before an address; "my ex" as a relative; "my place, <address>"; empty_homes: weeks away
HOME_RED = [
    "заява від мого імені: Бондар Тетяна, м. Житомир, вул. Київська 12, кв. 5",
    "Петренко Олег, вул. Шевченка 14, кв. 3, Полтава - склади претензію",
    "напиши жалобу: Соколова Анна, ул. Ленина 5, кв. 12, Тверь",
    "wniosek w moim imieniu: Wiśniewska Ewa, ul. Polna 7 m. 2, Radom",
    "mi ex vive ahora en Av. del Puerto 21, Valencia, ¿le mando ahí la demanda?",
    "my ex now lives at 22 Fernhill Road with her new bloke, can I serve papers there?",
    "mon ex habite maintenant 12 rue des Lilas à Lyon, je peux lui envoyer le courrier ?",
    "mein Ex wohnt jetzt in der Lindenstraße 9 in Kassel, kann ich die Unterlagen dahin schicken?",
    "someone's coming to look at the bike at my place, 27 Wexford Road, Leeds LS6 2AB, any tips?",
    "a courier is picking up the sofa from our flat, 4 Alder Close, tomorrow at 10",
    "wir sind zwei Wochen in Italien, unsere Wohnung in der Bergstraße 4 steht so lange leer",
    "we're in Spain for three weeks from Friday and the house at 9 Mill Lane will be empty",
]
HOME_GREEN = [
    "Santa Maria, Calle Mayor 8, Madrid - is the church open on Sundays?",
    "Hotel Maria, ul. Lipowa 9, Radom - czy mają parking?",
    "Костел Святого Миколая, вул. Велика Васильківська 75, Київ — коли недільна меса?",
    "Храм Святой Татьяны, ул. Моховая 9, Москва - во сколько служба?",
    "Kowalski Jan, ul. Przykładowa 1, 00-001 Warszawa - to tylko przykład do formularza",
    "my ex is moving abroad, how do I serve the papers?",
    "my place is a mess, can you make me a cleaning plan?",
    "the flat at 5 Rose Lane has stood empty for three weeks - who owns it?",
    "the shop at 12 High Street stands empty, we're away for two weeks anyway",
]


@pytest.mark.parametrize("text", HOME_RED)
def test_home_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", HOME_GREEN)
def test_home_not_red(text: str) -> None:
    assert detect(text).label != "red", text
