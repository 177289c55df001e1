"""Round 13 on broad-x (work tools and other people's data), each miss or false red as a family in several
languages, with sentences written for these tests.

Plates: a licence plate in a parking log, a gate pass or a fleet note, its owner or driver said by their job
("del repartidor Sergio", "нашого водія Віктора"), by a doctor's title, or in brackets after the plate; the
plate is green when no person is named (a fleet list, a courier company)."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect


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

