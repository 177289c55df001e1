"""Round 34 (rthird): other people's sensitive lives passed on by the user, closed as mechanisms. Sentences written for
these tests (none taken from a benchmark file), in en, pl, de, es, fr and uk/ru.

1. A third person - a relation or role word with or without a name, a title and a name, a place in the building
   after it - as the subject of a disclosure: the sentence is read as if
   about "my brother" / "my sister" by the same finders (third_subjects.find_third_subjects); an owner in the genitive
   or dative before an impersonal verb of finding ("у подруги нашли", "bei meiner Kollegin wurde ... festgestellt",
   "a mi vecino le diagnosticaron") is read as the writer's own; converting "from X to Y", being active in a party,
   a severe allergy or a device for a condition are the third person's predicates the first-person rules lack.
2. (The lead took out, after the merge: a name alone opening a clause - public people are told about by name more
   often than friends are -, rent arrears owed to the writer - round 31 keeps the writer as a creditor green -, a
   relationship read with "my brother" as the subject, and a patient's or client's case.)
3. A question in general ("im Allgemeinen", "in general", "w ogóle", "взагалі", "what is the difference between")
   with no one's own word stays green (general_question).
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.findings import Kind
from app.core.memory.privacy.detector.third_subjects import general_question
from app.core.memory.privacy.detector.verdict import detect

THIRD_RED: list[tuple[str, Kind]] = [
    # en
    ("My colleague Dana was diagnosed with multiple sclerosis last week, how can I support her?", Kind.HEALTH),
    ("My friend Marek converted from Catholicism to Islam last year and his parents are furious.", Kind.BELIEFS),
    ("Note for the teachers: Jamie Cole has type 1 diabetes and wears an insulin pump.", Kind.HEALTH),
    ("Our lodger Sam has a severe nut allergy and carries an EpiPen everywhere.", Kind.HEALTH),
    # es
    ("Mi vecina Lucía tiene cáncer de mama y empieza la quimio el lunes.", Kind.HEALTH),
    ("A mi vecino Paco le diagnosticaron párkinson, ¿qué le puedo llevar?", Kind.HEALTH),
    ("Mi compañero de piso Andrés milita en el sindicato y le quieren despedir.", Kind.BELIEFS),
    ("Mi cuñado Rubén se acogió a la ley de segunda oportunidad por sus deudas, ¿le quitarán el coche?", Kind.FINANCE),
    # fr
    ("Ma voisine Claire a un cancer du sein, que lui apporter ?", Kind.HEALTH),
    ("Mon collègue Karim s'est converti au catholicisme et sa famille le rejette.", Kind.BELIEFS),
    # de
    ("Meine Nachbarin Petra hat Brustkrebs und beginnt nächste Woche mit der Chemo.", Kind.HEALTH),
    ("Bei meiner Kollegin Anja wurde Multiple Sklerose festgestellt.", Kind.HEALTH),
    ("Herr Yilmaz aus dem 2. Stock ist zum Christentum konvertiert und seine Familie spricht nicht mehr mit ihm.",
     Kind.BELIEFS),
    ("Notiz für die Lehrer: Lena Hoffmann hat Epilepsie und nimmt Medikamente.", Kind.HEALTH),
    # pl
    ("Moja sąsiadka Ewa ma raka piersi, co jej zanieść?", Kind.HEALTH),
    ("U kolegi z pracy wykryto stwardnienie rozsiane.", Kind.HEALTH),
    ("Mój kolega Tomek należy do partii i boi się, że szef się dowie.", Kind.BELIEFS),
    ("Dla wychowawczyni: Kasia Nowicka ma padaczkę i bierze leki.", Kind.HEALTH),
    # uk / ru
    ("Сусідка Оксана має розсіяний склероз, як їй допомогти?", Kind.HEALTH),
    ("У колеги Андрія виявили рак легень.", Kind.HEALTH),
    ("Моему другу Игорю диагностировали диабет второго типа.", Kind.HEALTH),
    ("Доньці (14 років) діагностували булімію, вона лікується амбулаторно.", Kind.HEALTH),
]


GREEN: list[str] = [
    # general questions
    "What is the difference between type 1 and type 2 diabetes in general?",
    "Czym się różni cukrzyca typu 1 od typu 2 w ogóle?",
    "Яка різниця між банкрутством фізособи і реструктуризацією взагалі?",
    "En général, comment fonctionne la procédure de surendettement ?",
    "¿Qué diferencia hay entre la ley de segunda oportunidad y un concurso de acreedores en general?",
    "Was ist der Unterschied zwischen Pflegestufe und Pflegegrad im Allgemeinen?",
    # rent cases in general
    "What happens if a tenant owes two months of rent?",
    "Si un inquilino debe tres meses de alquiler, ¿qué puedo hacer?",
    "Que faire quand un locataire doit deux mois de loyer ?",
    "Wenn ein Mieter zwei Monatsmieten schuldet, darf man kündigen?",
    "Co zrobić, gdy najemca zalega z czynszem za 3 miesiące?",
    # the same subjects with everyday predicates
    "My neighbour Tom converted his garage into a gym.",
    "Mi amigo Íñigo juega en un equipo de fútbol y entrena los martes.",
    "Pan Oskar z parteru jest hydraulikiem i naprawił nam kran.",
    "Farid is a member of the chess club.",
    "Frau Weber aus dem 2. Stock hat einen neuen Hund.",
    "Finn Maurer hat eine Eins in Mathe geschrieben.",
    "Hania Zielińska ma urodziny w sobotę.",
    "Моя подруга Вера печёт лучший торт.",
    "Le locataire a payé deux mois de loyer d'avance.",
    "Mein Kollege Jonas hält einen Vortrag über Diabetes.",
    "Ma voisine est membre du club de lecture.",
    "Моему другу Игорю подарили велосипед.",
    "A mi vecino le encontraron la cartera perdida.",
    "У соседа нашли кошку, которая пропала.",
    "Bei meiner Nachbarin wurde eingebrochen.",
    # public figures and fiction
    "In the novel, Anna has cancer and converts to Catholicism.",
    "Elon Musk has Asperger's, he said so on SNL.",
]


@pytest.mark.parametrize(("text", "kind"), THIRD_RED)
def test_third_person_disclosure_is_red(text: str, kind: Kind) -> None:
    verdict = detect(text, region="US")
    assert verdict.is_red, text
    assert any(f.kind is kind for f in verdict.findings), (text, verdict.findings)


@pytest.mark.parametrize("text", GREEN)
def test_near_misses_stay_green(text: str) -> None:
    assert not detect(text, region="US").is_red, text


def test_general_question_needs_no_own_word() -> None:
    assert general_question("Was ist der Unterschied zwischen Pflegegrad 2 und 3 im Allgemeinen?")
    assert not general_question("Meine Mutter hat Pflegegrad 3, was bekommt sie im Allgemeinen?")
    assert not general_question("What is the difference between type 1 and type 2 diabetes?".replace("?", "."))
    assert detect("Meine Mutter hat Pflegegrad 3, was bekommt sie im Allgemeinen?", region="DE").is_red
