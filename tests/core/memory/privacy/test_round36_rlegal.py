"""Round 36, rlegal: divorce, custody, abuse, faith and health told in legal and official language.

- family_cases.py: a divorce or custody case in the family court's words (decree nisi, Umgangsbeschluss, JAF, régimen
  de visitas, kontakty z dzieckiem, розірвання шлюбу, порядок общения) with a party to it: a possessive, the writer's
  ex, spouse or child, "у меня суд", "can I go back to court?". A law question with nobody in it stays green.
- owned_diagnoses.py: "my X diagnosis", "mon hospitalisation pour X" inside a question is still the writer's own.
- church_leaving.py: the writer's decision to leave a church through an office (austreten, débaptiser, apostasía);
  the church tax, the cost in general and "should I?" stay as they were.
- beaten_kin.py: a relative or a named person beaten by their partner, told victim first ("Siostra jest bita przez
  męża", "Таню бьёт муж").
Every RED sentence here reads green on the round's base tree; the near misses must keep their verdict.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED_CASES = [
    # en
    "My decree absolute arrived this morning, do I need to tell the mortgage lender?",
    "Our consent order was sealed in March but my ex still hasn't transferred the pension share.",
    "My ex won't stick to the child arrangements order and keeps the boys every other weekend too.",
    "Sarah cancels contact with the kids every time I complain. Should I go back to court?",
    "Does our child arrangements order still apply if my ex moves to Scotland?",
    # de
    "Mein Ex-Mann hält sich nicht an den Umgangsbeschluss, was kann das Familiengericht tun?",
    "Die Mutter meines Sohnes will das Aufenthaltsbestimmungsrecht allein, reicht ein Antrag beim Familiengericht?",
    "Gilt unser Umgangsbeschluss auch in den Sommerferien, wenn mein Ex umzieht?",
    # fr
    "Le père de ma fille ne respecte pas le droit de visite fixé par le JAF, je peux porter plainte ?",
    # es
    "Mi exmarido no cumple el régimen de visitas y no paga la pensión de alimentos desde enero.",
    "La madre de mi hijo quiere cambiar el convenio regulador, ¿tengo que aceptar?",
    "Mi ex no respeta el régimen de visitas, ¿puedo pedir que se cambie la custodia?",
    # pl
    "Ojciec mojej córki nie przestrzega ustaleń co do kontaktów z dzieckiem, co mogę zrobić?",
    # uk: a bare spouse acting as a party, in a statement
    "Чоловік подав на розірвання шлюбу. Він хоче забрати сина.",
    # ru
    "Бывший не дает видеться с сыном, хотя порядок общения утверждён судом.",
    "Бывшая не соблюдает порядок общения, что делать?",
    "Муж подал на расторжение брака. Он требует, чтобы сын жил с ним.",
]

GREEN_CASES = [
    # said to be asked in general (the lead, after the merge: test_round35_life's guard had turned red)
    "How do I respond to a divorce petition in general?",
    "Wie reagiere ich im Allgemeinen auf einen Scheidungsantrag?",
    "Jak ogólnie odpowiada się na pozew rozwodowy?",
    "How does a consent order work in England and Wales?",
    "What's the difference between a decree nisi and a decree absolute?",
    "If a parent refuses contact despite a child arrangements order, what can the court do?",
    "My client wants to vary a consent order, which form do I file?",
    "Was ist ein Umgangsbeschluss und wie setzt man ihn durch?",
    "Was bedeutet das gemeinsame Sorgerecht nach einer Scheidung?",
    "Mein Umgang mit Stress im Job ist schlecht, hast du Tipps?",
    "Comment le JAF fixe-t-il le droit de visite en général ?",
    "¿Cómo se calcula la pensión de alimentos en España, en general?",
    "Jak sąd ustala kontakty z dzieckiem po rozwodzie? Pytam ogólnie.",
    "Як суд визначає місце проживання дитини при розірванні шлюбу?",
    "Как суд определяет порядок общения с ребёнком? Это для курсовой.",
    "Je suis infirmière et ma garde de nuit finit à sept heures.",
    "In the novel, her decree nisi arrives on the day of the funeral.",
]

RED_HEALTH = [
    "Could my psychiatric admission last year be used against me at the hearing?",
    "Kann mein Klinikaufenthalt wegen Depression bei der Verbeamtung eine Rolle spielen?",
    "Est-ce que mon internement l'an dernier peut compter pour l'adoption ?",
    "¿Puede contar mi ingreso psiquiátrico del año pasado en la entrevista de adopción?",
    "Czy moja diagnoza depresji może być użyta przeciwko mnie w sądzie?",
    "Czy mój pobyt w szpitalu psychiatrycznym może zaszkodzić przy adopcji?",
    "Чи може моя госпіталізація торік вплинути на роботу в школі?",
    "Может ли моя госпитализация в прошлом году повлиять на решение суда?",
]

GREEN_HEALTH = [
    "Can a borderline diagnosis be used against a parent in custody cases in general?",
    "That's a borderline case, my gut says reject the pull request.",
    "Meine Fehlerdiagnose war falsch, der Router war doch in Ordnung.",
    "Mi ingreso por nómina llega el día cinco.",
]

RED_CHURCH = [
    "Ich will aus der katholischen Kirche austreten, brauche ich dafür einen Termin?",
    "Wir möchten unseren Kirchenaustritt erklären, geht das auch online?",
    "I want to formally leave the Catholic Church, who do I write to?",
    "Je vais demander ma débaptisation, à quelle adresse écrire ?",
    "He decidido darme de baja de la Iglesia, ¿qué papeles pido?",
    "Хочу офіційно вийти з церкви, куди подавати заяву?",
    "Решил выйти из православной церкви, как это оформить?",
]

GREEN_CHURCH = [
    "Wie hoch ist die Kirchensteuer in Hessen?",
    "Was kostet ein Kirchenaustritt in Berlin?",
    "I'll leave the church at five and pick you up.",
    "¿Cómo se tramita la apostasía en general?",
]

RED_BEATEN = [
    "Siostra jest bita przez męża, nie wiem, jak jej pomóc.",
    "Kasia jest maltretowana przez konkubenta od lat.",
    "Inès est frappée par son copain, comment l'aider ?",
    "Priya gets slapped by her husband when he drinks.",
    "Marisol es golpeada por su pareja, ¿cómo la ayudo?",
    "Ольгу б'є чоловік, як їй допомогти?",
    "Таню бьёт муж, она боится уходить.",
]

GREEN_BEATEN = [
    "She is beaten by her husband in the second act of the play.",
    "Kasia nie jest bita przez męża, to plotka.",
    "The ball was hit by his father over the fence.",
]


@pytest.mark.parametrize("text", RED_CASES + RED_HEALTH + RED_CHURCH + RED_BEATEN)
def test_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", GREEN_CASES + GREEN_HEALTH + GREEN_CHURCH + GREEN_BEATEN)
def test_green(text: str) -> None:
    assert detect(text).label == "green", detect(text)


def test_undecided_church_stays_not_red() -> None:
    # "should I leave?" is no decision to leave (a yellow line of the development data is like it)
    assert detect("Soll ich aus der Kirche austreten? Meine Oma wäre traurig.").label == "green"
