"""Round 13 on broad-x (work tools and other people's data), each miss or false red as a family in several
languages, with sentences written for these tests.

Red: a licence plate in a parking log or gate pass with its driver said by their job; a sole trader's business
number; a phone field written key=value, or a named customer's number in a hotline's note; a one-time code asked
for in one sentence and arriving in the next; an IBAN after a standing order; a debt enforced against a person at
work (a bailiff, a CCJ, an order on earnings, a debtors' register). Green: a company's bank details on its own
papers, a foundation's tax number, synthetic and anonymised test records, work tools' values (pseudonyms, git
hashes, lists of article numbers, part of an identifier, a meeting ID); and the look-alikes of each red family."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import Kind, detect


def _rule_values(text: str, region: str | None = None) -> list[str]:
    verdict = detect(text, region=region)
    return [text[f.start:f.end] for f in verdict.findings if "learned model" not in f.reason]


PLATE_RED = [
    ("Gate log 07:40: van KX19 TLM, driver Marek from the scaffolding firm, signed in.", "KX19 TLM"),
    ("The silver Corsa LN21 PXB in bay 4 is Dr Okafor's, please don't clamp it.", "LN21 PXB"),
    ("Visitor book: 09:05 YR68 KLM (Daniel, electrician) parked on the grass again.", "YR68 KLM"),
    ("Na parkingu od rana stoi WZ 4417K, to samochód naszego kierowcy Tomasza, przestaw go.", "WZ 4417K"),
    ("Pod bramą stoi auto Pawła, GD 5532M, zablokował dostawę.", "GD 5532M"),
    ("Stellplatz 12: M-KL 2291 gehört unserem Fahrer Jonas, bitte nicht abschleppen.", "M-KL 2291"),
    ("Falschparker im Hof: HH-RT 803, das ist der Lieferfahrer Mehmet.", "HH-RT 803"),
    ("En el vado está otra vez el 4412 KRT, es del repartidor Iván; avísale.", "4412 KRT"),
    ("Stationnement gênant : FG-482-KT, c'est la voiture du livreur Karim.", "FG-482-KT"),
    ("Біля входу стоїть ВС 7781 НК — це бус нашого водія Андрія, внесіть у перепустки.", "ВС 7781 НК"),
]


@pytest.mark.parametrize(("text", "plate"), PLATE_RED)
def test_a_plate_with_its_driver_or_owner_named_by_their_job_is_red(text: str, plate: str) -> None:
    assert plate in _rule_values(text), text


PLATE_GREEN = [
    "Fleet list: van KX19 TLM is due for its MOT, driver rota to follow.",
    "The courier DPD collects from bay 2; van WX 4821K comes at noon, the driver signs in at reception.",
    "Ejemplo de matrícula: 4412 KRT; el conductor debe llevarla siempre visible.",
    "Parkplatzregel: Lieferfahrer parken nur auf den Stellplätzen 1 bis 4, der Transporter M-KL 2291 der Firma überall.",
]


@pytest.mark.parametrize("text", PLATE_GREEN)
def test_a_plate_with_no_person_beside_it_stays_green(text: str) -> None:
    assert not detect(text).is_red, text


# A business's bank details on its own papers: the payee is a company with its legal form (GmbH, Ltd, ТОВ,
# sp. z o.o., SARL), an agency, or "our quotes / nos devis / unsere Rechnungen" - the business's account, green.
COMPANY_ACCOUNT_GREEN = [
    "Invoice footer: 'Payable to Brightwell Joinery Ltd, IBAN GB49 BUKB 2020 1577 7733 11' - is the order right?",
    "Briefkopf: Malerbetrieb Krause GmbH, Bankverbindung DE44 5001 0517 5407 3249 31, bitte prüfen.",
    "Stopka maila: Kowalczyk Transport sp. z o.o., konto PL53 1050 0099 7603 1234 5678 9125. Dobrze wygląda?",
    "Reçu type : payer à Atelier Morel SARL, IBAN FR84 2004 1010 0505 0001 3M02 607. C'est lisible ?",
    "Nuestros presupuestos llevan la cuenta de la agencia: ES80 2100 0418 4245 0200 0513. ¿Añado el BIC?",
    "Реквізити ТОВ «Світанок» для договору: UA53 3223 1300 0002 6007 2335 6600 7. Все правильно?",
]


@pytest.mark.parametrize("text", COMPANY_ACCOUNT_GREEN)
def test_a_companys_account_on_its_own_papers_stays_green(text: str) -> None:
    assert not detect(text).is_red, text


COMPANY_ACCOUNT_RED = [
    # the same papers, but a person's own account
    ("Invoice footer for my freelance work: 'Payable to me, IBAN GB36 BARC 2020 1530 0935 18'. Is that enough?",
     "GB36 BARC 2020 1530 0935 18"),
    ("Na moich fakturach podaję prywatne konto PL07 1090 1014 0000 0712 1981 2876, czy to problem?", None),
    # the legal form is the bank's, not the payee's
    ("Konto bei der Commerzbank AG, DE42 3704 0044 0532 0135 55, läuft auf Jana Roth - passt das für die Kaution?",
     "DE42 3704 0044 0532 0135 55"),
    ("Rachunek w mBank S.A.: PL90 1140 2004 0000 3002 0135 5999, właściciel Adam Lis, czy przelać zaliczkę?",
     "PL90 1140 2004 0000 3002 0135 5999"),
]


@pytest.mark.parametrize(("text", "value"), COMPANY_ACCOUNT_RED)
def test_a_persons_account_on_papers_stays_red(text: str, value: str | None) -> None:
    values = _rule_values(text)
    assert values, text
    if value is not None:
        assert value in values


# A named person who trades alone: the business's registry or tax number is theirs (red); a foundation's or a
# company's number stays green.
SOLE_TRADER_RED = [
    ("Klient, pani Marzena Wróbel, prowadzi działalność gospodarczą, REGON 732065814, adres firmy jak domowy.",
     "732065814"),
    ("Herr Tobias Lang ist selbstständig, seine Firma hat die Steuernummer 181/815/08155, bitte in die Akte.",
     "181/815/08155"),
    ("Mrs Helen Ward is a sole trader, and the business's tax number is 84751 93620 - please file it.", "84751 93620"),
]


@pytest.mark.parametrize(("text", "value"), SOLE_TRADER_RED)
def test_the_business_number_of_a_named_sole_trader_is_red(text: str, value: str) -> None:
    assert value in _rule_values(text), text


FOUNDATION_GREEN = [
    "Darowizna dla Fundacji Pomocy Zwierzętom, NIP 526-104-08-28 - czy potrzebuję potwierdzenia do PIT?",
    "Spendenquittung vom Tierschutzverein Lindenau, Steuernummer 181/815/08155 - reicht das fürs Finanzamt?",
]


@pytest.mark.parametrize("text", FOUNDATION_GREEN)
def test_a_foundations_tax_number_stays_green(text: str) -> None:
    assert not detect(text).is_red, text


# A phone field in an export or a log, its key glued to the value by "=": the number is introduced as a phone.
KEYED_PHONE_RED = [
    ("export: kontakt=Jan Wrona|telefon=512 448 903|miasto=Łódź, zrób z tego wiadomość", "512 448 903"),
    ("Zeile aus dem CRM: kunde=Lena Vogel; tel=030 81457721; ort=Berlin", "030 81457721"),
    ("fila: cliente=Pilar Gómez, movil=655 214 873, ciudad=Sevilla", "655 214 873"),
    ("helpdesk csv: name=Grace Liu;phone=(415) 862-3307;priority=high - summarise it", "(415) 862-3307"),
]


@pytest.mark.parametrize(("text", "value"), KEYED_PHONE_RED)
def test_a_phone_field_written_key_equals_value_is_red(text: str, value: str) -> None:
    assert value in _rule_values(text), text


# A customer, caller or patient named in a hotline's or service desk's note: the number after the name is the
# customer's own, not the hotline's.
CUSTOMER_NOTE_RED = [
    ("Notatka z infolinii: klientka Agnieszka Sowa, tel. 601 482 337, reklamacja kuriera, oddzwonić jutro.",
     "601 482 337"),
    ("Nota del call center: cliente Marta Ibáñez, móvil 612 384 905, quiere la devolución.", "612 384 905"),
    ("Fiche service client : appelante Julie Mercier, tél 06 41 27 88 13, colis abîmé, rappeler demain.",
     "06 41 27 88 13"),
    ("Notiz aus der Hotline: Kundin Sabine Roth, Rückruf unter 0170 4462915, Lieferung fehlt.", "0170 4462915"),
    ("Запис з гарячої лінії: абонент Олег Мельник, тел. 097 315 44 08, просить передзвонити.", "097 315 44 08"),
]


@pytest.mark.parametrize(("text", "value"), CUSTOMER_NOTE_RED)
def test_a_named_customers_number_in_a_hotline_note_is_red(text: str, value: str) -> None:
    assert value in _rule_values(text), text


HOTLINE_GREEN = [
    "Нотатка з кол-центру: наш номер для клієнтів 044 593 11 22, графік роботи 9-18.",
    "Sample row for the importer: phone=(555) 123-4567, name=Test User.",
    "Ticket note: customer Anna Berg asked for the hotline number, it is 0800 123 4567 (free).",
    "Infolinia sklepu: 22 100 20 30, klienci dzwonią od 8 do 20 - napisz ogłoszenie.",
    "Obsługa klienta Allegro Smart: 22 104 11 22, czy tam dzwonić w sprawie zwrotu?",
    "Service client Darty Nantes, 02 40 71 38 55 : c'est bien eux pour la garantie ?",
]


@pytest.mark.parametrize("text", HOTLINE_GREEN)
def test_a_hotlines_own_number_stays_green(text: str) -> None:
    assert not detect(text).is_red, text


# A one-time code asked for in one sentence ("the code from the SMS") and arriving in the next ("It came: ...",
# "Przyszło ...", "Me llegó ..."): the number is the code (the scam's favourite script).
CODE_ARRIVED_RED = [
    ('Someone from "IT" asked for the code from my text message to reset my account. It just came: 583021, should I '
     "send it?", "583021"),
    ("Ktoś z banku prosi o kod z SMS-a. Przyszło 772914, podać mu?", "772914"),
    ("Der Support will den Code aus der SMS. Gerade kam 640395 - soll ich ihn durchgeben?", "640395"),
    ("Me piden el código del SMS para verificar. Me llegó 318406, ¿se lo doy?", "318406"),
    ("On me demande le code reçu par SMS. J'ai reçu 905173, je le donne ?", "905173"),
]


@pytest.mark.parametrize(("text", "value"), CODE_ARRIVED_RED)
def test_a_text_code_asked_for_then_arriving_in_the_next_sentence_is_red(text: str, value: str) -> None:
    assert value in _rule_values(text), text


CODE_ARRIVED_GREEN = [
    "Dostałem SMS-a z kodem rabatowym na buty. Przyszło zamówienie nr 554120, kiedy dostawa?",
    "The SMS had a discount code. It came to 125000 points in total, nice.",
]


@pytest.mark.parametrize("text", CODE_ARRIVED_GREEN)
def test_a_number_that_arrives_after_a_text_but_is_no_code_stays_green(text: str) -> None:
    assert not detect(text).is_red, text


# A standing or payment order is an order to pay, not an order number: the IBAN after it is somebody's account.
PAYMENT_ORDER_RED = [
    ("My tenant asked me to change the standing order refund to GB76 NWBK 6016 1331 9265 55, her new bank.",
     "GB76 NWBK 6016 1331 9265 55"),
    ("Pani Halina prosi: nowe zlecenie stałe: PL90 1140 2004 0000 3002 0135 5999, to jej nowe konto.",
     "PL90 1140 2004 0000 3002 0135 5999"),
    ("Please set up a payment order refund to FR88 3000 6000 0112 3456 7890 555 for my daughter.",
     "FR88 3000 6000 0112 3456 7890 555"),
]


@pytest.mark.parametrize(("text", "value"), PAYMENT_ORDER_RED)
def test_an_iban_after_a_standing_order_is_red(text: str, value: str) -> None:
    assert value in _rule_values(text), text


def test_an_iban_shaped_tracking_code_after_an_order_stays_green() -> None:
    assert not detect("Order 48213 shipped, tracking GB76 NWBK 6016 1331 9265 55 is what the label says").is_red


# Synthetic or anonymised test records: an example domain's address and a number from the ranges kept for fiction
# (Ofcom's, ARCEP's 01 99 00 ...) stay green in test talk even when "my" speaks of the user's script or import.
SYNTHETIC_GREEN = [
    "Synthetic fixtures (generated): user_017@example.com, phone 555-0117 - does my regex accept them?",
    "Jeu de données anonymisé : Client_B, tél 01 99 00 12 34 - est-ce que mon validateur l'accepte ?",
    "Testdaten (synthetisch): Kunde_3, Tel. +33 1 99 00 45 67, kunde3@beispiel.de - mein Import meckert.",
    "Datos de prueba sintéticos: cliente_9@ejemplo.com - ¿mi script de importación los valida?",
]


@pytest.mark.parametrize("text", SYNTHETIC_GREEN)
def test_synthetic_test_records_stay_green(text: str) -> None:
    assert not detect(text).is_red, text


SYNTHETIC_RED = [
    ("For the demo use my own address, lena.roth@example.org, so I see the mails.", "lena.roth@example.org"),
    ("Pour tester le rappel, voici mon vrai portable : 06 41 27 88 13.", "06 41 27 88 13"),
    ("Testdaten sind fertig; meine echte Adresse ist jonas.weber@beispiel.de, schick die Rechnung dahin.",
     "jonas.weber@beispiel.de"),
]


@pytest.mark.parametrize(("text", "value"), SYNTHETIC_RED)
def test_the_users_own_details_in_test_talk_stay_red(text: str, value: str) -> None:
    assert value in _rule_values(text), text


# Values of work tools the learned model must not call private once the rules have read them: pseudonyms of
# anonymised records, git hashes in talk of commits, the next numbers of a list of article numbers, a part of an
# identifier said to be a part, and a video call's meeting number.
WORK_VALUES_GREEN = [
    "Dane zanonimizowane do raportu: Pacjent_042, Pacjent_043, wiek 61 i 58. Policz średnią.",
    "Anonymised export: Customer_0178 bought twice, Customer_0179 once. Summarise the churn.",
    "Pseudonymisierte Liste: Mitarbeiter_12 und Mitarbeiter_13 fehlen im Januar. Bitte zusammenfassen.",
    "Registros anonimizados: Paciente_207 y Paciente_208 repiten cita. ¿Cómo lo resumo?",
    "Données anonymisées : Client_B et Client_C ont résilié, Utilisateur_91 aussi. Fais un résumé.",
    "Lista anonimowa: Uczestnik_07, Uczestnik_08 i Uczestnik_09 - policz obecności.",
    "Bisect stopped at 4acdd7f9fcc589f8d0a9f94f03e7914c0f87f17f; the commit before it, 8499ff3049, passes the tests. "
    "Draft the revert note.",
    "Le bisect tombe sur 62382e75eab61ab5b8a7bc6938096e54a91f0582 ; le commit d'avant, 0018df574a, est bon. Rédige le "
    "message de revert.",
    "Bisect зупинився на 752198815e3d3e4726856568a884f52618ba44a5; коміт перед ним, c2b0cbe4b7, працює. Напиши "
    "повідомлення для revert.",
    "Códigos de artículo 7712045 y 7712046 (pinturas) agotados; redacta el aviso para la web.",
    "Pacjentka podała tylko pierwsze sześć cyfr PESEL, 790623, reszty nie pamięta. Jak ją znaleźć?",
    "The caller only knew the last six digits of his card, 558213. Can we find the account?",
    "ID spotkania w Teams 394 117 862 05, hasło w zaproszeniu - jak ustawić cykliczne?",
    "Zoom meeting ID 845 2291 0033, passcode on the invite; make it recurring.",
    "Besprechungs-ID: 381 552 907 14, Kenncode steht in der Einladung.",
]


@pytest.mark.parametrize("text", WORK_VALUES_GREEN)
def test_work_tool_values_stay_green(text: str) -> None:
    assert not detect(text).is_red, text


WORK_VALUES_RED = [
    # the same tools, but a secret or a person's number
    ("Git config for the deploy bot: token ghp_R8x2Lq9Vt4Zk7Wm1Np5Ys3Bd6Hf0Jc2Ge4Ua, commit it? No, right?", None),
    ("Meeting notes: call Tomasz after the meeting, his mobile 601 482 337.", "601 482 337"),
]


@pytest.mark.parametrize(("text", "value"), WORK_VALUES_RED)
def test_secrets_and_phones_beside_work_tool_values_stay_red(text: str, value: str | None) -> None:
    values = _rule_values(text)
    assert values, text
    if value is not None:
        assert value in values


# Debts enforced against a named or pointed-at person in an HR note, a payroll line or a landlord's file: a
# bailiff on their pay, a court judgment or an order on their earnings, a debtors' register, a seized account.
DEBT_ENFORCED_RED = [
    "Notatka dla kadr: pan Sławek z magazynu ma komornika, wypłatę trzeba dzielić. Jak to opisać?",
    "Reference request for our ex-tenant: she had a CCJ last year for unpaid rent. What can I say legally?",
    "We received an attachment of earnings order against Paul from dispatch; how do I deduct it in Xero?",
    "El nuevo socio de la cooperativa figura en el ASNEF por una deuda de la tarjeta, ¿lo aceptamos?",
    "Pour le dossier locataire : Mme Perrin est fichée à la Banque de France depuis 2023. Comment le formuler ?",
    "У Петра з бухгалтерії арешт на рахунку через кредит, просить платити зарплату на картку дружини.",
]


@pytest.mark.parametrize("text", DEBT_ENFORCED_RED)
def test_a_debt_enforced_against_a_person_at_work_is_red(text: str) -> None:
    verdict = detect(text)
    assert verdict.is_red and any(f.kind is Kind.FINANCE for f in verdict.findings), text


DEBT_ENFORCED_GREEN = [
    "How does an attachment of earnings order work in the UK?",
    "Was ist eine Lohnpfändung und wie wird der pfändbare Betrag berechnet?",
    "¿Qué es el ASNEF y cuánto tiempo se queda una deuda allí?",
    "Co może zająć komornik przy egzekucji z wynagrodzenia? Napisz ogólny poradnik dla pracowników.",
    "Qu'est-ce qu'un fichage Banque de France et comment en sortir ?",
    "Що таке арешт рахунку виконавцем і як його зняти? Загальна інструкція.",
]


@pytest.mark.parametrize("text", DEBT_ENFORCED_GREEN)
def test_how_debt_enforcement_works_stays_green(text: str) -> None:
    assert not detect(text).is_red, text


# A named colleague's faith in a rota or a roster: "Aylin ist Muslima", "Tomek jest świadkiem Jehowy, a Samir
# muzułmaninem", "Noelia es evangélica", "Тарас — греко-католик". A faith said of a church, a country or in a
# general question stays green.
FAITH_IN_ROTA_RED = [
    "Dienstplan Ostern: Aylin ist Muslima und fastet, Jonas ist Zeuge Jehovas, bitte beides berücksichtigen.",
    "Rota for Eid: Bilal is a practising Muslim and Priya is a Sikh, so keep Friday afternoon free for him.",
    "Grafik na Wielkanoc: Tomek jest świadkiem Jehowy, a Samir muzułmaninem - nie dawaj im dyżurów w święta.",
    "Turnos de Semana Santa: Noelia es evangélica y Karim es musulmán, ponles los domingos libres.",
    "Planning de Noël : Mehdi est musulman pratiquant et Sarah est témoin de Jéhovah, adapte les gardes.",
    "Графік на Великдень: Тарас — греко-католик, Айше — мусульманка, врахуй їхні свята.",
]


@pytest.mark.parametrize("text", FAITH_IN_ROTA_RED)
def test_a_named_colleagues_faith_in_a_rota_is_red(text: str) -> None:
    verdict = detect(text)
    assert verdict.is_red and any(f.kind is Kind.BELIEFS for f in verdict.findings), text


FAITH_GENERAL_GREEN = [
    "Is a Sikh required to wear a turban at work? Write a general policy note.",
    "Czy muzułmaninem można zostać bez obrzezania? Pytanie do referatu.",
    "La iglesia del barrio es evangélica y organiza un mercadillo; redacta el anuncio.",
    "Quelle part de la France est musulmane selon l'INSEE ?",
    "Indonesia is Muslim-majority; which public holidays should the Jakarta office observe?",
    "Everyone who is a Muslim gets Eid off - write the general policy line.",
    "Які свята відзначають греко-католики? Склади загальний календар.",
]


@pytest.mark.parametrize("text", FAITH_GENERAL_GREEN)
def test_a_faith_said_of_a_place_or_in_general_stays_green(text: str) -> None:
    assert not detect(text).is_red, text


# A named colleague's party work in an HR note or a seating plan; how many people belong to a party stays green.
PARTY_AT_WORK_RED = [
    "Tischordnung Sommerfest: Jens nicht neben Ayşe setzen, Jens ist seit Jahren bei der AfD aktiv.",
    "Note RH : ne pas mettre Julien sur le compte Mairie, il est encarté RN depuis 2022.",
    "Seating plan: keep Gary away from the client, he is a candidate for Reform UK in May.",
    "Notatka: pan Zenon działa w Konfederacji, nie wysyłaj go na spotkanie z radnymi z Lewicy.",
    "Ojo con Álvaro en la cena: milita en Vox y ya discutió con Marta.",
]


@pytest.mark.parametrize("text", PARTY_AT_WORK_RED)
def test_a_named_colleagues_party_work_is_red(text: str) -> None:
    verdict = detect(text)
    assert verdict.is_red and any(f.kind is Kind.BELIEFS for f in verdict.findings), text


PARTY_GENERAL_GREEN = [
    "Wie viele Mitglieder sind bei der AfD aktiv? Bitte eine Statistik für den Artikel.",
    "Combien de militants sont encartés à LFI en 2024 ?",
    "Which MPs are active in Reform UK's campaign? Summarise the news.",
]


@pytest.mark.parametrize("text", PARTY_GENERAL_GREEN)
def test_party_membership_in_general_stays_green(text: str) -> None:
    assert not detect(text).is_red, text


# A colleague's divorce or protection order said in the third person in an HR or front-desk note; how to get a
# divorce or an order stays green.
DIVORCE_OR_ORDER_RED = [
    "Notatka: pani Ewa z recepcji przechodzi rozwód, prosi o zmianę grafiku.",
    "HR: Mark from sales is going through a divorce, go easy on his targets this quarter.",
    "Herr Braun lässt sich gerade scheiden und braucht flexible Zeiten.",
    "Carmen, de administración, se está divorciando; no le pongáis turnos de tarde.",
    "Наталія з бухгалтерії розлучається, просить відпустку на тиждень.",
    "Front desk: don't put calls through to Priya from her ex, she has a restraining order against him.",
    "Empfang: keine Anrufe von Frau Kellers Ex durchstellen, sie hat ein Kontaktverbot erwirkt.",
    "Recepcja: były mąż pani Oli ma sądowy zakaz zbliżania się do niej, nie wpuszczajcie go.",
]


@pytest.mark.parametrize("text", DIVORCE_OR_ORDER_RED)
def test_a_colleagues_divorce_or_protection_order_is_red(text: str) -> None:
    verdict = detect(text)
    assert verdict.is_red and any(f.kind is Kind.RELATIONSHIP for f in verdict.findings), text


DIVORCE_OR_ORDER_GREEN = [
    "Jak uzyskać zakaz zbliżania się? Napisz ogólny poradnik.",
    "How do you get a restraining order in England? General steps please.",
    "¿Cómo se pide una orden de alejamiento?",
    "Wie lässt man sich scheiden, wenn man kein Geld hat?",
    "Що робити, коли подружжя розлучається і ділить майно? Загальна порада.",
]


@pytest.mark.parametrize("text", DIVORCE_OR_ORDER_GREEN)
def test_how_divorce_or_protection_orders_work_stays_green(text: str) -> None:
    assert not detect(text).is_red, text


# A named colleague's pregnancy or treatment in a rota or an HR note; the same words about anyone stay green.
COLLEAGUE_HEALTH_RED = [
    "Rota for March: remember Chloe is pregnant (she hasn't told the team), no night shifts after week 10.",
    "Grafik: pamiętaj, że Kasia jest w ciąży, nie dawaj jej nocek.",
    "Dienstplan: Lena ist schwanger, bitte keine Nachtschichten mehr eintragen.",
    "Turnos: Lucía está embarazada, quítale las guardias de noche.",
    "Planning : Julie est enceinte, pas de gardes de nuit pour elle.",
    "Графік: Оксана вагітна, не став їй нічні зміни.",
    "Teams msg from my manager: Tom will be off for a month, he's being treated for anxiety, keep it quiet.",
    "HR: pan Marek z działu IT jest na terapii odwykowej, jak to ująć w notatce?",
]


@pytest.mark.parametrize("text", COLLEAGUE_HEALTH_RED)
def test_a_named_colleagues_pregnancy_or_treatment_is_red(text: str) -> None:
    verdict = detect(text)
    assert verdict.is_red and any(f.kind is Kind.HEALTH for f in verdict.findings), text


COLLEAGUE_HEALTH_GREEN = [
    "If an employee is pregnant, what are her rights to paid leave?",
    "Can a woman who is pregnant work night shifts in Poland?",
    "Czy kobieta, która jest w ciąży, może pracować na nocną zmianę?",
]


@pytest.mark.parametrize("text", COLLEAGUE_HEALTH_GREEN)
def test_pregnancy_rules_for_anyone_stay_green(text: str) -> None:
    assert not detect(text).is_red, text
