"""Round 30 (rid): identifiers missed for a general reason (sentences written for these tests, none taken from a
benchmark file; names, values and wordings are new).

Classes:
- A an institution's number for a member tied to a named person or the writer: an employee's, staff, payroll or
  personnel number with the holder's name in the sentence; a student's number in the labels numbers.py lacks
  ("n° étudiant", "expediente" with a university's acronym, "nr indeksu", "номер залікової книжки")
  (member_numbers.py);
- B residence permits with the permit's kind between the words ("на тимчасове проживання", "stałego pobytu",
  "elektronischer Aufenthaltstitel", "tarjeta de residencia") and a series before the number ("IT 0418275")
  (residence.py);
- C key words typed in a hurry: a national id's short name with two letters swapped ("sns" for SSN, "pseel"), a key
  word glued to the next word ("кодмами6592796098") - the value's own check decides (keyword_typos.py);
- D a real value beside a look-alike in one message: a real card set against a documented test card (numbers.py
  `_real_beside_test`), "справжня" is not "справа" (a court case, context.py), an order's number given before the
  writer's own phone in the next clause (own_lines.py `order_value_spent`, "reach me on");
- E a Spanish public body's CIF is an organisation's, not for the learned model (identifiers.py).

RED: green on the base (c3c48cf), red now. GREEN: near-misses, green on the base and now.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED: list[str] = [
    # A: employees with their name
    "Please tell HR that Marcus Holloway, staff number 55-20931, still has no access to the rota app.",
    "Payroll query for Helen Okafor — employee ID 7730412 — her overtime is missing.",
    "Die Mitarbeiternummer 441902 gehört zu Jana Becker, bitte im Lohnsystem korrigieren.",
    "Bitte an die Personalabteilung: Personal-Nr. 30-8812 von Herrn Tobias Kern fehlt im Dienstplan.",
    "Numer pracowniczy 58231 Pauliny Wrzos nie widnieje na liście płac, napisz do kadr.",
    "Jestem Tomasz Malinowski, nr ewidencyjny 004417, proszę o korektę urlopu.",
    "El número de empleado de Carmen Vidal es 88-14027, díselo a nóminas.",
    "Soy Ignacio Ferrer, nº de empleado 310592, no me han pagado las horas extra.",
    "Le matricule salarié de Julie Moreau est 00731842, préviens la paie.",
    "Je suis Karim Benali, matricule 5520841, ma fiche de paie est fausse.",
    "Табельний номер 20417 у Світлани Бондар, передай у бухгалтерію.",
    "Меня зовут Игорь Лебедев, табельный номер 331045, не пришла премия.",
    # A: students by the writer or with a name
    "Je suis Léa Fontaine, numéro d'étudiant 21804419, la scolarité a perdu ma copie.",
    "Salut, mon n° étudiant 22901774, c'est pour ma réinscription, écris au secrétariat.",
    "Soy Nuria Campos, expediente UAM 20224418, no me aparece el acta de Álgebra.",
    "Mój nr indeksu 304518, napisz proszę do dziekanatu w sprawie stypendium.",
    "Jestem Oliwia Nowicka, numer indeksu 271903, potrzebuję zaświadczenia.",
    "Ich bin Lukas Brandt, Matrikel-Nr. 3318472, bitte an das Prüfungsamt schreiben.",
    "My name is Aisha Rahman, student no. 2291847, please draft an appeal.",
    "Я Олена Гнатюк, номер залікової книжки 19027741, напиши в деканат.",
    # B: residence permits
    "Моя дружина має посвідку на постійне проживання № UA 5518273, її треба переоформити.",
    "Brat ma kartę stałego pobytu RP 3092771, kończy się w czerwcu, co robić?",
    "Mein Mann hat einen elektronischen Aufenthaltstitel Nr. Y 7KP41RZ2, er läuft im Mai ab.",
    "Mi madre tiene la tarjeta de residencia E 07294415, ¿cómo la renuevo?",
    "My wife's BRP is RK 6620193 and it expires in June.",
    "Son titre de séjour porte le numéro 7502216638, il expire bientôt.",
    "У сына разрешение на временное проживание серии 82 № 4410273, как продлить?",
    # C: key words typed in a hurry
    "my sns 531864277 for the benefits form pls",
    "pls put sns 402771953 on the w4",
    "pseel mamy 02270803628 wpisz do wniosku",
    "кодтата6554910549 треба для пенсії",
    "кодсина 4547527720 для школи",
    # D: a real value beside a look-alike
    "The test card 4242 4242 4242 4242 goes through but my real 4539 1488 0343 6467 is declined, why?",
    "Die Testkarte 4242 4242 4242 4242 klappt, aber meine echte 4539 1488 0343 6467 wird abgelehnt.",
    "La tarjeta de prueba 4242 4242 4242 4242 funciona, pero la mía de verdad 4539 1488 0343 6467 no.",
    "La carte de test 4242 4242 4242 4242 passe mais ma vraie 4539 1488 0343 6467 est refusée.",
    "Testowa 4242 4242 4242 4242 przechodzi, a moja prawdziwa 4539 1488 0343 6467 nie.",
    "Тестова 4242 4242 4242 4242 працює, а справжня 4539 1488 0343 6467 — ні.",
    "Моя справжня картка 4539-1488-0343-6467 не проходить оплату.",
    "Order 204-7719302 never came, you can reach me on 07700 183264.",
    "Bestellung 55120993 fehlt, Sie erreichen mich unter 0171 2233445.",
    "El pedido 7741-2209 no ha llegado, pueden contactarme en el 655 31 20 87.",
    "Commande 4418207 jamais reçue, on peut me joindre au 06 71 22 48 90.",
    "Zamówienie 8812034 nie dotarło, kontakt ze mną: 601 224 781.",
]

GREEN: list[str] = [
    # A: a number without a person, or no member's number at all
    "Meine Personalnummer ist 00731842, die Stempeluhr zeigt falsche Zeiten.",
    "HR says staff number 55-20931 is not in the system yet; who do I ask?",
    "The course code is CS 4012 and the lab room is 2.14.",
    "Ticket 448172 from Marcus Holloway is still open.",
    "El expediente 2026/00453 del Ayuntamiento de Lucía Romero sigue parado.",
    "Número de expediente 2026/ADE/118204 de dependencia, ¿cuánto tarda?",
    "Dear Team, staff number field is 8 digits long, e.g. 00000000.",
    "Order 114-2231907 from Amazon is late, what can I do?",
    # B: no permit's number
    "The residence permit fee is 1 048 EUR this year.",
    "Für den Aufenthaltstitel habe ich einen Termin am 12.03.2026 um 9:30.",
    "Посвідка на тимчасове проживання коштує 2000 гривень?",
    # C: not a key word, or no valid value
    "order sns 4412 shipped today",
    "ssd 824560727 shipping status?",
    "кодтовару 4262129972 на складі",
    # D: test talk that is all test values, an order without the writer's phone
    "Stripe test cards: 4242 4242 4242 4242 and 4000 0025 0000 3155 both fail in the sandbox.",
    "order 114-8823910 tracking 3230580423780092",
    "справа № 2-4471/2026 у суді, коли засідання?",
    # E: a public body's tax number
    "El NIF del Ayuntamiento en la factura es P2807900B, ¿es correcto?",
    "La Seguridad Social tiene el CIF Q2827003A en sus cartas, ¿por qué empieza por Q?",
]


@pytest.mark.parametrize("text", RED)
def test_red(text: str) -> None:
    assert detect(text).label == "red", detect(text)


@pytest.mark.parametrize("text", GREEN)
def test_green(text: str) -> None:
    assert detect(text).label == "green", detect(text)
