"""Round 17, helper rlc (lookalikes-c: work, school, health admin, homes, tech): false reds by class.

Family 1, secrets printed for everyone (printed_secrets.py): a device's factory password or code from its manual,
a café's or hotel's guest Wi-Fi, Microsoft's KMS client setup keys, licence keys made of placeholder groups, a
Wi-Fi network's name in quotes. A changed, new or home value stays red.
Family 2, an account named the organisation's after it ("..., це рахунок батьківського фонду", "..., que sale en su
web") or a school association asking for a transfer ("Förderverein ... Überweisung auf") (numbers.py).
Family 3, a health service's desk phone ("Регистратура поликлиники", "centro de salud de mi barrio") (org_context.py).
Family 4, a clinic's or a school's registry number on its stamp ("Przychodnia ... REGON") (org_context.py).
Family 5, a serial or a vacancy named a few words before the value (context.py).

All sentences here are written for these tests (none is taken from a benchmark file).
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

GREEN = [
    'The hostel Wi-Fi is "Backpackers_Free", password "travel2026" — is it safe for online banking?',
    "At the campsite the Wi-Fi code on the board is summer2026, does it work in the tents?",
    "Die Hausarztpraxis hat die Nummer 030 12345678, man erreicht dort nie jemanden.",
    "Bitte überweise 20 € auf DE63500105175407324977, das ist das Konto des Fördervereins.",
    "Virement de 15 € sur FR6630004008271234567890185, c'est le compte de la coopérative scolaire.",
    "Le manuel de l'alarme donne le code installateur d'usine 1234 ; faut-il le changer ?",
    'W instrukcji do rejestratora jest hasło fabryczne „admin1234”. Jak je zmienić?',
    'El manual de la cámara dice que la contraseña de fábrica es «admin123»; ¿la cambio?',
    'The camera manual says the factory password is "admin1234" — how do I change it?',
    'У кафе біля школи пароль від Wi-Fi написаний на дошці: «kava2026». Це безпечно?',
    'В кафе возле офиса пароль от Wi-Fi на чеке: «latte2026». Это безопасно?',
    'The library\'s Wi-Fi password is on a sign at the desk: "books2026". Is it safe for banking?',
    "Dans l'hôtel, le mot de passe Wi-Fi est sur la carte de la chambre : « bienvenue2026 ». Ils le changent souvent ?",
    'Im Café am Campus steht das WLAN-Passwort auf der Tafel: „kaffee2026“. Ist das sicher?',
    'En el hotel la contraseña del wifi está en la tarjeta: "bienvenido2026". ¿La cambian a menudo?',
    'Microsoft publishes NPPR9-FWDCX-D2C8J-H872K-2YT43 as the KMS client key for Enterprise — what is it for?',
    'Der öffentliche KMS-Clientschlüssel für Windows 10 Pro ist W269N-WFGWX-YVC9B-4J6C9-T83GX, oder?',
    'Klucz GVLK dla Windows Server 2019 Standard to N69G4-B89J2-4G8F4-WWYCC-J464C — do czego służy?',
    'La clé KMS publique pour Windows Entreprise est NPPR9-FWDCX-D2C8J-H872K-2YT43 ; comment ça marche ?',
    'Der Elternbeirat sammelt auf DE35370400440532013099 für den Ausflug, das ist das Konto des Fördervereins.',
    'Батьківський комітет збирає на UA743052990000026007233566001, це рахунок фонду школи.',
    'La asesoría me pide la cuota en ES2143734816601714705319, que aparece en su web. ¿Es normal?',
    'Регистратура больницы: +7 495 510-16-52, а записаться через Госуслуги можно?',
    'Реєстратура лікарні на Подолі — 044 431 22 87, але там завжди зайнято.',
    'Przychodnia „Medica” ma na pieczątce REGON 45319303407292 — po co taki długi?',
    'Сервісний центр просить серійний номер шкільного ноутбука, LX44219876. Де його знайти?',
    'Вакансія на сайті має номер 4471208; писати його в листі?',
    'Вакансия на hh.ru имеет номер 4471208, указывать его в письме?',
]

NEW_RED = [
    "El alumno Pablo, de 2ºA, tiene TDAH; ¿cómo adapto el examen?",
    "Léa de 4e est suivie pour une dépression, comment en parler au conseil de classe ?",
    "Pupil Harry in Year 9 has epilepsy and had a seizure in chemistry; who do I tell?",
    "Код моєї домашньої сигналізації тепер 5827.",
    "Код нашого домашнього сейфу 4471, відкрий його.",
    "Mitarbeiter Jonas Keller, Personalnummer 5512, Privatanschrift: Lindenstraße 14, 10115 Berlin.",
    "Nowy pracownik Piotr Zieliński, adres zamieszkania: ul. Lipowa 7/3, 30-001 Kraków.",
    "New starter Emily Carter, payroll no. 2231, home address 14 Mill Lane, Bristol BS3 4QT.",
    "Empleada Lucía Romero, domicilio particular: calle Mayor 12, 28013 Madrid.",
]

STILL_GREEN = [
    "How should a teacher support a pupil with epilepsy in Year 9?",
    "Jak wspierać ucznia z cukrzycą typu 1 w klasie 4?",
    "Wie gehe ich mit Schülern mit ADHS in der 6b um?",
    "Lukas aus der 6b hat die beste Note in Mathe, wie lobe ich ihn?",
    "Home address format in the UK: 27 Ashby Road, Leicester LE3 0DN — is the comma needed?",
]

RED = [
    # a changed, new or home value stays red
    "I changed the camera's factory password to kT8#rv2Lq, can you remember it for me?",
    "Nowe hasło do routera po zmianie fabrycznego: admin2027, zapisz je.",
    "Our home Wi-Fi password is sunflower22, the café next door has a different one.",
    "Kupiłem klucz Windows 11 Pro: 7FJ2K-QW9HM-T4RXB-8CYDP-VN3G6, nie działa aktywacja.",
    # accounts that are somebody's
    "Przelej mi zwrot za wycieczkę szkolną na moje konto 34 1090 1014 0000 0712 1981 2875.",
    "Virement sur FR6630004008271234567890185 : c'est mon compte perso, pas celui de l'école.",
    "Meine private Kontonummer für die Erstattung der Schule ist DE35 3704 0044 0532 0130 99.",
    "Переказуй мені на UA74 3052 9900 0002 6007 2335 6600 1, це не рахунок батьківського комітету, а мій.",
    # a person's phone
    "Mój lekarz z przychodni dał mi swój prywatny numer 601 234 567, zadzwoń do niego.",
]


@pytest.mark.parametrize("text", GREEN)
def test_round17_lookalikes_green(text: str) -> None:
    v = detect(text)
    assert not v.is_red, (text, v.findings)


@pytest.mark.parametrize("text", RED)
def test_round17_twins_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", NEW_RED)
def test_round17_new_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", STILL_GREEN)
def test_round17_general_questions_green(text: str) -> None:
    assert not detect(text).is_red, text
