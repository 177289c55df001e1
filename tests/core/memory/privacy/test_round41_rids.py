"""Round 41, rids: identifiers and codes the writer gives, and look-alikes that must stay green.

- kept_codes.py: the code of a safe, a locker, a cabinet, a key box or a garage, set or shared by the writer with a code
  word or a setting verb ("Puse la caja fuerte con ...", "auf 319584 gestellt", "закрив на ..."), its digits typed as
  heard ("2-6-0-5", "3.8.1.7"); a locker's number, a size, a price, a default, a year stay green;
- failed_checks.py: a university class ("на паре", "на семінарі") is a lesson, "не проходит по контрольным цифрам" and
  "the letter is wrong" are failed checks, the writer's own form that accepts a value is their checking code;
- glued_values.py: a label's colon glued to its value ("код:3012345678") reads as typed with the space;
- student_acronyms.py: a student's or a pupil's number after NIU, NIA, IDALU or INE (in the INE's own shapes);
- sole_traders.py / documents.py: the writer's own invoice footer or letterhead lists their own data;
- whose_numbers.py / org_context.py: a university's, an embassy's, an admissions office's numbers, a number read on an
  organisation's website, an application's file reference are the organisation's; a tutor's advert naming a school
  level keeps the tutor's own mobile red.
The red sentences and the fixed greens are the other verdict on the tree before the round; the look-alikes and the
personal values beside them keep theirs."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

KEPT_CODES = [
    "Puse la caja fuerte de la habitación con 581906, apúntamelo.",
    "Programé la caja fuerte del hotel con 630418, recuérdamelo mañana.",
    "Code vom Aktenschrank im Büro: 3.8.1.7 - bitte für dich behalten.",
    "Den Hoteltresor habe ich auf 319584 gestellt, erinner mich morgen daran.",
    "I locked the office cabinet with 6-1-8-3, remind me on Monday.",
    "Le code de l'armoire du labo : 8-3-5-1, ne le dis à personne.",
    "J'ai réglé le coffre-fort de l'hôtel sur 902715, rappelle-le-moi.",
    "Сейф у готелі закрив на 803164, нагадай мені зранку.",
    "Ящик с ключами у входа в квартиру, код 8-2-7-1, передай гостям.",
    "Сейф в гостинице закрыл на 902614, напомни утром.",
]
KEPT_CODE_LOOKALIKES = [
    "La taquilla número 2345 está al fondo del pasillo.",
    "Der Schrank ist 1200 mm breit und kostet 349 €.",
    "Our garage code changed in 2019.",
    "Casier 1245, vestiaire B : où est-ce ?",
    "Шафа №4512 у коридорі, код не пам'ятаю.",
    "The default code on these hotel safes is 0000, how do I reset it?",
    "Mi armario mide 1800 cm, ¿cabe el código 4451?",
    "Szafka kosztuje 1499 zł, ile kosztuje dostawa 4-5 dni?",
    "Wie ändere ich den Code am Tresor? Modell 4450.",
    "Сейф на 2019 год куплен, какой код ставить?",
    "Der Spind kostet 89 Euro, Lieferzeit 3-5 Tage.",
]
FAILED_CHECKS = [
    "Mi formulario de reservas acepta 67069017B como DNI, aunque la letra no cuadra. ¿Por qué?",
    "My booking form accepts 67069017B as a DNI even though the letter is wrong. How do I check it?",
    "На паре пишем проверку ИНН. Почему 524702391936 не проходит по контрольным цифрам?",
    "На семинаре разбираем ИНН 524702391936 — он не проходит по контрольным цифрам, почему?",
    "На парі розбираємо ІПН 3012345670 — чому він не проходить за контрольною цифрою?",
]
VALID_STAY_RED = [
    "Mi DNI 48291057G no pasa la validación de la web, ¿por qué?",
    "Мой ИНН 500100732259 не проходит проверку на сайте, что делать?",
    "Is my PESEL 44051401359 valid?",
]
GLUED = [
    'зроби офіційніше: "код:3012345678 , прошу видати довідку про доходи"',
]
STUDENT_NUMBERS = [
    "Me llamo Sergio Villalba Ortiz, NIU 1598234, y no me sale la nota. Escribe a secretaría.",
    "Mi hija tiene NIA 10457823 en el colegio, ¿lo pongo en la solicitud?",
    "Je suis Inès Mercier, INE 0A4BC12345F, et mon relevé de notes n'apparaît pas. Écris à la scolarité.",
    "Mon INE : 123456789AB, je suis en licence de droit, rédige un mail au secrétariat.",
    "Mon fils, INE 1234A12345F, apprenti en CAP : rédige la lettre au CFA.",
]
STUDENT_LOOKALIKES = [
    "Según el INE, el paro bajó un 2,1 % en 2023.",
    "Datos del INE 2023: 48 millones de habitantes.",
    "L'INE comporte 11 caractères : 10 chiffres et une lettre ?",
    "El NIU lo da la universidad al matricularte, ¿cuántas cifras tiene?",
    "Un ejemplo de NIU sería 1234567, pero no lo pongas.",
]
OWN_FOOTERS = [
    'Formatier meine Rechnungsfußzeile: "Jonas Wendt, Grafikdesign, Am Mühlbach 3, 79102 Freiburg, USt-IdNr. DE155341779"',
    "Mets en forme le pied de mes factures : « Hugo Lemaire, graphiste, 12 rue des Lilas, 69003 Lyon, SIRET 732 829 320 00074 »",
]
COMPANY_FOOTERS = [
    "Formatier die Fußzeile unserer Firma: Wendt Design GmbH, Am Mühlbach 3, USt-IdNr. DE155341779",
    "Popraw stopkę mojej faktury dla klienta: Orlen S.A., NIP 7740001454",
]
INSTITUTION_NUMBERS = [
    "Na stronie Allegro jest NIP 5252674798, po co go podają?",
    "Die Deutsche Botschaft in Warschau, ul. Jazdów 12, Tel. +48 22 584 17 00 - brauche ich einen Termin?",
    "L'ambassade de France à Varsovie, ul. Piękna 1, tél. +48 22 529 30 00 : faut-il prendre rendez-vous ?",
    "Посольство Польщі в Києві, вул. Ярославів Вал 12, тел. +380 44 230 07 00 — чи потрібен запис?",
    "Посольство Германии в Москве, ул. Мосфильмовская 56, тел. +7 495 937 95 00 — нужна ли запись?",
    "Prüfungsamt der Uni Hamburg, Tel. 040 42838 4500 - wann ist Sprechstunde?",
]
INSTITUTION_LOOKALIKES = [
    "Faktura za szkolenie ma być na uczelnię: Uniwersytet Gdański, ul. Bażyńskiego 8, NIP 5840203659. Wystarczy?",
    "Dziekanat Wydziału Fizyki, ul. Pasteura 5, tel. 22 553 21 00 — do której są otwarci?",
    "Mi solicitud de ayuda al alquiler tiene el número de expediente ALQ-2024-005871, ¿cuándo resuelven?",
]
PERSONAL_BESIDE_INSTITUTIONS = [
    "Na mojej stronie jest mój NIP 5261040828, czy to bezpieczne?",
    "My number for the embassy form is 07700 900 123, can you fill it in?",
    "Moja uczelnia ma mój numer 512 345 678, czy mogą go podać dalej?",
    "Me llamo Sergio Villalba, expediente académico 20231457, escribe a la secretaría.",
]
TUTOR_ADS = [
    "Annonce : « Cours de piano niveau lycée et collège, Camille, 06 12 34 56 78 », plus court stp.",
]


@pytest.mark.parametrize("text", KEPT_CODES + GLUED + STUDENT_NUMBERS + OWN_FOOTERS + TUTOR_ADS)
def test_red(text: str) -> None:
    assert detect(text).label == "red", (text, detect(text).findings)


@pytest.mark.parametrize("text", FAILED_CHECKS + INSTITUTION_NUMBERS)
def test_green_fixed(text: str) -> None:
    assert detect(text).label == "green", (text, detect(text).findings)


@pytest.mark.parametrize("text", KEPT_CODE_LOOKALIKES + STUDENT_LOOKALIKES + COMPANY_FOOTERS
                         + INSTITUTION_LOOKALIKES)
def test_lookalikes_stay_green(text: str) -> None:
    assert detect(text).label == "green", (text, detect(text).findings)


@pytest.mark.parametrize("text", VALID_STAY_RED + PERSONAL_BESIDE_INSTITUTIONS)
def test_personal_values_stay_red(text: str) -> None:
    assert detect(text).label == "red", (text, detect(text).findings)


def test_student_acronym_reason() -> None:
    v = detect("Je suis Inès Mercier, INE 0A4BC12345F, et mon relevé de notes n'apparaît pas.")
    assert any(f.reason == "student ID number" for f in v.findings), v.findings
