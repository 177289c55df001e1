"""Round 14 of the privacy detector (broad-za: "numbers everywhere" - dense logistics, registry, log and
science text around the private values).

Family 1, an ID keyword written as a field name with underscores ("steuer_id=", "tax_id:", "pesel_nr=").
Family 2, the Swiss AHV/AVS number (756.xxxx.xxxx.xx, EAN-13 check digit; bare digits after an insurance word).
Family 3, a code written digit by digit with one separator ("Code 3-7-1-5", "PIN 1.9.7.3", "kod 2/5/0/8").
Family 4, trade papers' numbers stay green: air waybills (no phone), tariff codes, customs MRNs, IMO and
container numbers, activity codes (APE/NAF, PKD, CNAE, КВЕД), a serial number after "n.º de serie"/"n° de série",
a cooperative's or a KRS-registered body's REGON.
Family 4b, a town's offices (Bürgeramt, urząd miasta, mairie, міська рада ...) publish their numbers; "my mobile"
beside them is the user's.
Family 5, a phone number cut short ("+48 604 218 9..", "0171 23 4xx"): a fragment, not red.
Family 6 (vocab/dense.py), disclosures said as terse facts: a test's verdict naming a serious illness ("steht fest:
Lymphom"), a consumer insolvency with its date or debt, standing for election or campaigning for a party, a close
person's minority origin ("mein Kollege ... ist Kurde"), a secret romance that has lasted or hides from a spouse.
Family 7, a surname with an elided prefix (O'Neill, N'Diaye, D'Arcy; "o'connor" typed in lower case) with a birth date.

All sentences here are written for these tests (none is taken from a benchmark file).
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED = [
    # family 1
    "csv row: name=K. Brandt; steuer_id=65929970489; klasse=1",
    "payroll export tax_id: 65929970489 (Germany), please check field 7",
    "import log: tax_id=65929970489 status=ok",
    # family 2
    "Meine AHV-Nummer ist 756.3047.5009.62, ist die Rente so richtig berechnet?",
    "n° AVS 7563047500962, la caisse de compensation demande une copie",
    "mi número de seguro social suizo: 756.3047.5009.62",
    "756 3047 5009 62 - that's the AHV on my insurance card, right?",
    # family 3
    "Alarmanlage: Code 9.1.7.3, dann sofort die Tür zu",
    "le digicode c'est 6.0.4.1",
    "PIN 7-3-9-0",
    "my PIN is 7.3.9.0",
    "kod do domofonu 2/5/0/8, trzecie piętro",
    "код від хвіртки 2·5·0·8",
    "код домофона 2/5/0/8",
    "Ihr Bestätigungscode: 4 8 2 9 1 7",
    "keybox code 3 - 7 - 1 - 5",
    "kod do sejfu 8 / 2 / 6 / 1",
]

GREEN = [
    # family 4
    "Zolltarifnummer 8517 62 00 90, Ursprung CN, 40 Stück",
    "code SH 8471 30, droits 0 %, dédouanement au Havre",
    "código TARIC 8516 60 10 00, arancel 2,7 %",
    "код УКТЗЕД 8418 10 20 80, мито 10 %, 9 300 кг",
    "kod CN 8517 62 00 90, 40 sztuk, 12 kg, odprawa w Poznaniu",
    "code NAF 4711D, SIREN au registre, c'est bien un supermarché ?",
    "code APE 5610A pour le restaurant, SIRET 732 829 320 00074",
    "guía aérea 074-3318 2052, llega a MAD el lunes",
    "list lotniczy 080-5512 3341, LO 281, 7 sztuk",
    "Spółdzielnia Mieszkaniowa 'Zorza', REGON 71210434600019, KRS 0000123456 - to ten oddział?",
    "serial S/N: C02XK1Y3JGH5, model A2338, warranty until 03/2027",
    "SN: C02XK1Y3JGH5 warranty till 2027",
    # a town's or a tax office's published line, "Tel." with its dot
    "Finanzamt Köln-Mitte, Tel. 0221 93 440",
    "Bürgeramt Pankow, Tel. 030 90295 5000, Termine nur online",
    # family 5
    "Someone left +48 604 218 9.. on the whiteboard, the rest is wiped off",
    "на папірці лише +380 67 123 4.., решта розмита",
]


DISCLOSURES = [
    "Nach der Biopsie steht fest: Lymphom, Stadium II, Chemo ab Montag",
    "rezonans potwierdził stwardnienie rozsiane, dostaję interferon",
    "la resonancia confirmó esclerosis múltiple, empiezo tratamiento en enero",
    "c'est confirmé : sclérose en plaques, traitement dès janvier",
    "МРТ підтвердила розсіяний склероз, лікування з січня",
    "тепер точно: діабет, інсулін двічі на день",
    "Verbraucherinsolvenz seit März 2023, 28.000 € Schulden",
    "upadłość konsumencka od 2022, długi 61 tys. zł",
    "en surendettement depuis 2021, dettes de 31 000 €",
    "моє банкрутство з 2024, борги 900 000 грн",
    "me acogí a la ley de segunda oportunidad desde 2023, deudas de 40.000 €",
    "kandyduję do rady miasta z listy komitetu, 3 miejsce",
    "ich kandidiere für den Stadtrat, Listenplatz 7",
    "je suis candidate aux municipales, 4e sur la liste",
    "me presento a concejal por mi pueblo, número 3 de la lista",
    "I'm running for city council in ward 6, don't tell my boss",
    "я кандидат у депутати міської ради, округ 12",
    "я волонтер штабу кандидата, роздаю листівки",
    "mein Kollege Mehmet ist Kurde aus Diyarbakır, kennt sich aus",
    "my flatmate Ana is Roma, her family is from Košice",
    "mój sąsiad jest Łemkiem, jego dziadek był z Beskidu",
    "mi vecina Aisha es bereber, de Nador",
    "ma collègue Leïla est kabyle, elle parle tamazight",
    "мій колега Ельдар кримський татарин, з Бахчисарая",
    "spotykamy się potajemnie od pół roku, jej mąż nic nie wie",
    "wir treffen uns heimlich seit dem Sommerfest, seine Frau ahnt nichts",
    "nos vemos a escondidas desde marzo, su marido no sabe nada",
    "on se voit en cachette depuis 6 mois, son mari ne sait rien",
    "мы встречаемся тайно уже год, его жена ничего не знает",
    "I've been seeing her since March; no one knows, not even my sister",
]
NAMES_WITH_DOB = [
    "Sarah O'Neill, DOB 02/11/1987, membership 2",
    "Sinéad O'Brien, born 3 May 1990, needs the form",
    "Karim N'Diaye, né le 12/04/1985 à Dakar",
    "for my flatmate: siobhan o'connor, dob 14/06/1993, tier 1",
    "Aoife D'Arcy, fecha de nacimiento 03/07/1992",
]


@pytest.mark.parametrize("text", NAMES_WITH_DOB)
def test_elided_surname_with_birth_date(text: str) -> None:
    assert detect(text).is_red, text


# green look-alikes of family 6 (they pass on the old code too: guards that the new patterns stay narrow)
DISCLOSURE_GUARDS = [
    "blood tests came back negative for diabetes, phew",
    "the study confirmed cancer risk rises with age",
    "Wie lange dauert eine Privatinsolvenz normalerweise?",
    "the company's bankruptcy since 2019 cost 400 jobs",
    "the candidate for city council answered 12 questions",
    "the party volunteers handed out 4 000 leaflets",
    "the Kurdish film festival opens on 12 May, tickets 8 €",
    "we're secretly meeting on Friday to plan mom's surprise party",
    "Wir treffen uns heimlich, aber es ist nichts Ernstes, glaube ich",
]


def test_own_mobile_beside_a_public_office_stays_red() -> None:
    assert detect("town hall: call my mobile 07911 123456 if closed").is_red  # (a guard: red on the old code too)


@pytest.mark.parametrize("text", DISCLOSURES)
def test_disclosure_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", DISCLOSURE_GUARDS)
def test_disclosure_guard_green(text: str) -> None:
    assert not detect(text).is_red, (text, detect(text).findings)


@pytest.mark.parametrize("text", RED)
def test_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", GREEN)
def test_green(text: str) -> None:
    assert not detect(text).is_red, (text, detect(text).findings)


def test_split_code_span_covers_the_written_code() -> None:
    text = "Alarmanlage: Code 9.1.7.3, dann sofort die Tür zu"
    v = detect(text)
    assert any(text[f.start:f.end] == "9.1.7.3" for f in v.findings)


# The papers' numbers are claimed and rejected (the learned model must not score them), whatever it would say.
PAPERS = [
    ("the vessel IMO 9321483 berths at Gdynia on Friday", "9321483"),
    ("container MSKU9070323 is on the rail to Poznań", "MSKU9070323"),
    ("Zollanmeldung MRN 25DE123456789012A3, 14 Paletten", "25DE123456789012A3"),
    ("PKD 47.11.Z w KRS spółki", "47.11.Z"),
    ("КВЕД 62.01 у виписці ТОВ", "62.01"),
    ("CNAE 4520, reparación de vehículos", "4520"),
    ("HTS 8471.30.0100, 12 cartons", "8471.30.0100"),
    ("AWB 020-1234 5675, 3 pcs, 48 kg", "020-1234 5675"),
    ("авіанакладна 566-4410 2213, 4 місця", "566-4410 2213"),
]


@pytest.mark.parametrize("text,value", PAPERS)
def test_trade_papers_are_decided(text: str, value: str) -> None:
    from app.core.memory.privacy.detector.context import Claims
    from app.core.memory.privacy.detector.trade_papers import claim_trade_papers

    claimed = Claims()
    claim_trade_papers(text, text.lower(), claimed)
    start = text.index(value)
    assert (start, start + len(value)) in claimed.rejected
    assert not detect(text).is_red


def test_trade_papers_need_their_word() -> None:
    from app.core.memory.privacy.detector.context import Claims
    from app.core.memory.privacy.detector.trade_papers import claim_trade_papers

    claimed = Claims()
    text = "ring me on 020-1234 5675 after six, or 9321483 at the office"
    claim_trade_papers(text, text.lower(), claimed)
    assert claimed.rejected == []
