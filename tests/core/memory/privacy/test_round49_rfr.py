"""Round 49, rfr: false reds and yellows called red, by family - a value that really fails its check, said so in the words
that name the check or inside a developer's, a tester's or a learner's frame (failed_checks.py, checked_values.py).
The writer's own sentences (not the data's) in the seven languages, with their red twins: the same sentence with a
value that passes its check, the writer's own value."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect


def _show(text):
    v = detect(text)
    return [(f.reason, text[f.start:f.end]) for f in v.findings]


# failed_checks.py: the failure names the check (no frame needed), the infinitive expectation, the check named before
# its refusal, the check's noun with the value between, the value said wrong inside a frame; checked_values.py: the
# Polish identity card's check
FAILED_GREEN = [
    "Our QA sheet lists NHS number 818 985 4409 and the check digit is wrong, which is the point of that row.",
    "ИНН 247717803661 не проходит по контрольным цифрам, откуда такие вообще берутся?",
    "для теста нужен ИНН, который должен не пройти проверку: 247717803661 подойдёт?",
    "РНОКПП 8189854409 у тесті має не пройти перевірку, так?",
    "la letra del dni 58736636L no cuadra, como se calcula?",
    "Me pasaron por WhatsApp la cuenta ES92 2100 0418 4502 0005 1332 y los dígitos de control no cuadran.",
    "w testach walidatora dowód ECJ591087 ma zostać odrzucony, bo cyfra kontrolna się nie zgadza",
    "Die Prüfziffer der IBAN DE45500105175407324931 passt nicht, hab ich mich vertippt?",
    "the pesel 83168998747 from the example is wrong, how is its check digit computed?",
    "My unit test expects NHS 818 985 4409 to be rejected - the checksum shouldn't pass, right?",
    "Скрипт каже, що ІПН 8189854409 невірний, як порахувати контрольну цифру?",
    "Контрольные цифры ИНН 247717803661 не сходятся, как это проверить в Python?",
    "mi validador acepta el dni 58736636L aunque la letra del dni 58736636L no cuadra",
    "Le contrôle ne devrait pas passer : la clé du RIB FR84 3000 4008 2800 0123 4567 812 ne correspond pas, non ?",
]
FAILED_RED = [
    "Мой ИНН 439640397907, проверь, правильные ли контрольные цифры?",
    "ИНН 439640397907 не проходит по контрольным цифрам, откуда такие вообще берутся?",
    "la letra del dni 58736636H no cuadra, como se calcula?",
    "Die Prüfziffer der IBAN DE44500105175407324931 passt nicht, hab ich mich vertippt?",
    "w testach walidatora dowód LEF601829 ma zostać odrzucony, bo cyfra kontrolna się nie zgadza",
    "Our QA sheet lists NHS number 261 557 1826 and the check digit is wrong, which is the point of that row.",
    "Контрольные цифры ИНН 439640397907 не сходятся, как это проверить в Python?",
    "Скрипт каже, що ІПН 5260181590 невірний, як порахувати контрольну цифру?",
    "Mon IBAN FR8330004008280001234567812, la clé ne correspond pas selon la banque ?",
    # a bare refusal outside a frame: the owner's number mistyped or a portal's fault, still theirs
    "Ameli refuse mon numéro de sécu, pourtant c'est bien 1 84 12 75 123 456 xx ... non, 2 81 12 33 694 724 72",
]


@pytest.mark.parametrize("text", FAILED_GREEN)
def test_failed_check_green(text):
    assert not detect(text).is_red, _show(text)


@pytest.mark.parametrize("text", FAILED_RED)
def test_failed_check_twin_red(text):
    assert detect(text).is_red, text


# unknown_owners.py: the value not known said in Ukrainian and Russian ("Не знаю цей номер", "Номер не знаю"), whose the
# car is asked ("à qui elle est ?", "Чия це машина ...?"), the value asked about ("kto to jest ...@...?", "who's this
# +44 ...?"), a sender that offers a job or money ("...@gmail.com пропонує роботу", "me propose", "offers me")
UNKNOWN_YELLOW = [
    "Dostałam SMS z 512 847 301, że paczka czeka na dopłatę. Nie znam tego numeru.",
    "Got a text from 07723 418 905 about a parcel fee - I don't recognise this number, scam?",
    "Eine SMS von 0157 3382 1946: angeblich ein Gewinn. Ich kenne die Nummer nicht.",
    "Me llegó un WhatsApp del 644 218 973 pidiendo un código. No conozco este número.",
    "Appel du 07 58 21 44 96 hier soir, personne au bout. Je ne connais pas ce numéro.",
    "Мені дзвонили з 093 418 22 71 і мовчали. Не знаю цей номер.",
    "Звонили с +7 921 448-17-30, представились банком. Этот номер не знаю.",
    "kto to jest pomoc.techniczna.bank@outlook.com? pisze że konto zablokowane",
    "who's this +44 7700 148 902? texted me about a missed delivery",
    "jobs.remote.eu@gmail.com offers me 900 € a week for reshipping parcels, scam?",
    "praca.zdalna24@gmail.com proponuje mi 4000 zł za przyjmowanie paczek, oszustwo?",
    "info.empleo.es@gmail.com me ofrece 2.000 € al mes por recibir paquetes, ¿estafa?",
    "Une camionnette immatriculée FT-229-KL bloque le garage depuis lundi, comment savoir à qui elle est ?",
    "Чия це машина АІ 4471 КР? Стоїть на газоні вже тиждень.",
    "Чья это машина А 417 ВК 77? Стоит на газоне вторую неделю.",
]
UNKNOWN_RED = [
    "Dostałam SMS od siostry z jej nowego numeru 512 847 301, nie znam tego numeru jeszcze, zapisz go",
    "my number is 07723 418 905 - I don't recognise this number format, is it valid?",
    "Meine Nummer ist 0157 3382 1946, die Mailbox kenne ich nicht.",
    "Mi número es el 644 218 973, escríbeme. No conozco este número de la empresa.",
    "Mon numéro : 07 58 21 44 96. Je ne connais pas ce numéro de dossier.",
    "Мій номер 093 418 22 71, запиши. Не знаю цей номер рахунку.",
    "Мой номер +7 921 448-17-30, позвони. Этот номер не знаю наизусть.",
    "kto to jest? to mój mail: piotr.lis82@gmail.com",
    "write to me at jonas.weber@gmx.de, he offers me a room",
    "Mi correo es lucia.ortega91@gmail.com, la empresa me ofrece un puesto",
    "Mon voisin Karim a une voiture immatriculée FT-229-KL, comment savoir à qui elle est assurée ?",
    "Мамин номер 093 418 22 71 не знаю напам'ять, нагадай",
]


@pytest.mark.parametrize("text", UNKNOWN_YELLOW)
def test_unknown_owner_not_red(text):
    assert not detect(text).is_red, _show(text)


@pytest.mark.parametrize("text", UNKNOWN_RED)
def test_unknown_owner_twin_red(text):
    assert detect(text).is_red, text


# numbers.py: a Luhn-valid run of digits inside a commit hash or a checksum is no card
_HASH = "e3b0c4" + "4532015112830366" + "af9b2c7d1e0f8a6b5c"
HASH_GREEN = [
    f"git revert {_HASH} gives me a conflict in main.py, what now?",
    f"git cherry-pick {_HASH} не проходит, конфликт в README",
    f"Po git reset --hard {_HASH} zniknęły mi zmiany, da się je odzyskać?",
    f"Der Commit {_HASH} hat den Build kaputt gemacht, wie finde ich heraus warum?",
    f"sha1 del archivo: {_HASH}, ¿coincide con el de la web?",
    f"le commit {_HASH} a cassé les tests, comment revenir en arrière ?",
    f"хеш коміту {_HASH}, як зробити rebase на нього?",
]
HASH_RED = [
    f"commit {_HASH} - and my card for the CI bill is 4532 0151 1283 0366",
    "moja karta 4532015112830366, ważna do 12/27",
    "card abc4532015112830366 was charged twice",
]


@pytest.mark.parametrize("text", HASH_GREEN)
def test_hash_not_card(text):
    assert not detect(text).is_red, _show(text)


@pytest.mark.parametrize("text", HASH_RED)
def test_hash_twin_red(text):
    assert detect(text).is_red, text
