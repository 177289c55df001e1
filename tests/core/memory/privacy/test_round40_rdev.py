"""Round 40, rdev: developers' and IT pastes holding a real person's values.

- record_ids.py: a checked number (a Russian personal INN, a РНОКПП, a PESEL, an NHS number, a Polish ID card, a card)
  under its key's name in a pasted record - an SQL insert's row, a log line's key=value pairs, a JSON object, an HL7 PID
  segment - beside its person's name; placeholder people, Faker's rows, test cards, counting runs, a firm's row, a
  specimen patient stay green; log_lines.py: "carte=", "tarjeta=", "Karte=", "картка=", "карта=" name a log's card;
- person_papers.py: a РНОКПП after its holder's name in a quoted CSV cell, a child's pet name ("Андрійко");
- phones.py / context.py: a customer's call logged in a ticket ("Klient dzwonił z ...", "el cliente X pide que le
  llamen al ..."); a customer number or an order number stays green;
- numbers.py / person_papers.py: a named person's NIP for a B2B contract ("NIP Tomasza Wilka: ..."); a firm's stays
  green; the writer's own card named by its scheme ("my own visa") in test-card talk;
- seed_free_words.py: a recovery phrase "a script restores the wallet from" ("кошелёк из этой фразы: ...");
- headless_rows.py: a table's rows pasted without their header, a person's name and home address in one row.
The red sentences are green on the tree before the round."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RECORD_IDS = [
    "{\"fio\": \"Ковалёв Денис Андреевич\", \"inn\": \"715331420441\"} — почему сериализатор режет ведущие нули?",
    "Z logu KYC: doc_no=HWD941974 holder=\"Arkadiusz Kaczor\" status=OK, czemu to nie jest maskowane?",
    "Our ADT interface chokes on this one from the ward: PID|1||8058765295^^^NHS^NH||HARGREAVES^PAULINE^M||19650822|F",
    "Feed from the GP system keeps failing: PID|1|9808101127^^^NHS|OKONJO^DAVID|19880105|M - any idea why?",
    "Der HL7-Import bricht ab: PID|1||9909287323^^^NHS||FITZGERALD^MAEVE||19790412|F",
    "2026-10-02 14:11:09 WARN checkout tarjeta=5286 6942 8025 6599 cliente=Ana Ruiz\n¿por qué no se enmascara?",
    "Dans les logs de prod :\n2026-11-03 08:14:52 ERROR paiement refusé carte=5485 0030 3843 7932 client=40112\nje fais quoi ?",
    "Aus dem Prod-Log:\n2026-11-03 08:14:52 ERROR Zahlung abgelehnt karte=5408 3872 8322 7062 kunde=40112\nwarum unmaskiert?",
    "Лог з продакшну:\n2026-11-03 08:14:52 ERROR платіж відхилено картка=5493 0140 4255 8225 клієнт=40112\nце інцидент?",
    "Лог с прода:\n2026-11-03 08:14:52 ERROR платёж отклонён карта=5286 6942 8025 6599 клиент=40112\nэто инцидент?",
]

RECORD_ID_LOOKALIKES = [
    "Faker gives me this: INSERT INTO customers (fio, inn) VALUES ('Гришина Марина Олеговна', '194260834005'); why does it fail?",
    "INSERT INTO clients (fio, inn) VALUES ('Иванов Иван Иванович', '194260834005');",
    "INSERT INTO clients (name, inn) VALUES ('ООО Ромашка', '7707083893');",
    "INSERT INTO clients (fio, inn) VALUES ('Беляев Степан Ильич', '123456789012');",
    "{\"pib\": \"Дмитро Савчук\", \"rnokpp\": \"1111111111\"} — чому 422?",
    "Fikcyjne dane do testów: pesel=97101885878 name=\"Grzegorz Malicki\"",
    "pesel=00000000000 name=\"Grzegorz Malicki\" — czemu walidacja przepuszcza?",
    "{\"card\": \"4242424242424242\", \"holder\": \"Tom Baker\"} — stripe test card declined in CI",
    "Example from the HL7 spec: PID|1||123456^^^MRN||EVERYMAN^ADAM^A||19610615|M - which field is the MRN?",
    "PID|1||9434765919^^^NHS||TEST^PATIENT||19800101|M - our test harness message fails, why?",
    "PID|1||12345678^^^MRN||HARGREAVES^PAULINE||19650822|F how do I map PID-3?",
    "doc_no=ABC 123456 holder=\"Jan Kowalski\" — przykładowy rekord z dokumentacji",
    "2026-11-28 10:02:11 ERROR paiement refusé ref=5345 9935 3630 8546",
    "Quelle est la différence entre carte et tarjeta dans notre schéma ?",
    "INSERT INTO orders (id, card_last4, customer) VALUES (1, '8546', 'Ana Ruiz');",
]

PASTED_RNOKPP = [
    "CSV для гуртка: \"Андрійко Шевчук\";3397895753;\"група 1\" — чому імпорт ламається?",
    "Експорт списку: \"Марійка Бойко\";3772047257;\"старша група\"",
]

TICKET_PHONES = [
    "Klient dzwonił z 512 204 924, prosi o oddzwonienie w sprawie awarii, wrzuć to do zgłoszenia.",
    "Klientka dzwoniła z 604 218 935 w sprawie faktury, oddzwoń jutro.",
    "Ticket 4410: el cliente Iñaki Zubiri pide que le llamen al 634 118 207 por el corte de fibra.",
]

TICKET_LOOKALIKES = [
    "Klient nr 512 204 924 zgłosił awarię.",
    "Ticket 3390: cliente Álvaro Peña, pedido 612208579, ¿lo paso a N2?",
    "el cliente Álvaro Peña tiene el pedido 612208579 pendiente",
]

NAMED_NIP = [
    "Wpisz do umowy B2B NIP Tomasza Wilka: 742-473-20-06 i jego adres.",
    "Do umowy B2B: NIP Anny Wójcik 742-473-20-06, reszta jak w szablonie.",
]

NIP_LOOKALIKES = [
    "Wpisz do umowy B2B NIP firmy Gutowski Sp. z o.o.: 742-473-20-06.",
    "Wpisz do umowy B2B NIP kontrahenta: 742-473-20-06.",
]

OWN_SCHEME_CARDS = [
    "I keep pasting my own visa into the staging checkout since the test cards fail: 4 2 6 9 8 5 5 0 9 9 5 0 8 5 9 5, bad idea?",
    "Ich tippe meine eigene Mastercard in den Staging-Checkout, weil die Testkarten scheitern: 5493 0140 4255 8225 - riskant?",
]

SCHEME_LOOKALIKES = [
    "Testkarte 4000 0566 5566 5556 schlägt fehl, meine Visa-Frage: warum?",
    "The test cards like 4242 4242 4242 4242 fail in staging, is visa blocking?",
]

SEED_CASES = [
    "Скрипт відновлює гаманець з цієї фрази, а баланс нульовий: гасло барон власник юність ягода ніздря кролик вірний гладити вийти олень прибій",
    "Мой скрипт поднимает кошелёк из этой фразы, но баланс пустой: ветка слон мороз рубин пакет лодка сахар щука тропа весло гром шарик",
]

SEED_LOOKALIKES = [
    "Скрипт восстанавливает кошелёк из этой фразы, а баланс нулевой, почему так бывает у новичков в крипте обычно",
]

HEADLESS = [
    "Beim Import doppelt, ist das derselbe Kunde?\n| 77 | Hannelore Brandt | Lindenweg 12a, 04109 Leipzig |\n| 78 | Hannelore Brandt | Lindenweg 12 a, Leipzig |",
    "Doublons de clients après l'import :\n| 5 | Solange Hervé | 12 rue des Lilas, 35000 Rennes |\n| 9 | S. Hervé | 12 r. des Lilas |",
]

HEADLESS_LOOKALIKES = [
    "Dedupe flags these rows:\n| 1182 | Costa Coffee | 27 Fernhill Road, Cheltenham GL51 3QT |\n| 1437 | Costa | 27 Fernhill Rd, Cheltenham |",
    "Sample rows for the demo:\n| 1 | John Doe | 1 Example Street, Anytown |\n| 2 | Jane Doe | 2 Example Street, Anytown |",
    "Fake data from Faker, duplicate customers:\n| 1 | Beatrice Lomax | 27 Fernhill Road, Cheltenham |\n| 2 | Tom Hale | 3 Mill Lane, Leeds |",
    "| 1 | Beatrice Lomax | Cheltenham |\n| 2 | Tom Hale | Leeds |",
    "| 1182 | Sprint 14 | 27 story points |\n| 1183 | Sprint 15 | 30 story points |",
    "Which rows are duplicates?\n| 1 | Maple Court | 14 Maple Road, Leeds |\n| 2 | Maple Ct | 14 Maple Rd |",
]


RED = RECORD_IDS + PASTED_RNOKPP + TICKET_PHONES + NAMED_NIP + OWN_SCHEME_CARDS + SEED_CASES + HEADLESS
GREEN = (RECORD_ID_LOOKALIKES + TICKET_LOOKALIKES + NIP_LOOKALIKES + SCHEME_LOOKALIKES + SEED_LOOKALIKES
         + HEADLESS_LOOKALIKES)


@pytest.mark.parametrize("text", RED)
def test_a_persons_value_in_a_developers_paste_is_red(text: str) -> None:
    assert detect(text, region="PL").label == "red"


@pytest.mark.parametrize("text", GREEN)
def test_fixtures_placeholders_and_firms_stay_green(text: str) -> None:
    assert detect(text, region="PL").label == "green"


def test_the_insert_marks_the_number_only() -> None:
    text = RECORD_IDS[0]
    verdict = detect(text, region="PL")
    assert verdict.label == "red"
    assert all(text[f.start:f.end].replace(" ", "").isdigit() or text[f.start:f.end][:3].isalpha()
               for f in verdict.findings if f.kind.value == "identifier")
