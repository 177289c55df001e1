"""Round 40, rwork: disclosures inside work text - a colleague's or customer's private matter in a ticket, a sprint note
or a directory change, and the writer's own pay, injury or condition beside the firm's process. Sentences written for
this test (not taken from the data files); each red one was green before the round, and the green ones are the
look-alikes that must stay green."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector import gates
from app.core.memory.privacy.detector.verdict import detect

# a named colleague opening the clause: the technical words of the request do not veto their health or intimate life
# (work_subjects.subject_end), "but Name" opens a clause (third_persons._JOINS), and the writer's possessive owns the word ("nach meinem ...": owned_before)
NAMED_IN_WORK = [
    "Sprint-Notiz: Lena ist ab Montag in der Chemo, ihre Tickets übernimmt Jonas.",
    "Nach meinem Herzinfarkt will die Firma ein BEM-Gespräch, muss ich die Diagnose sagen?",
    "Po moim zawale firma chce rozmowy o powrocie do pracy, czy muszę podać diagnozę?",
    "Mein Kollege nimmt Antiepileptika und darf keine Nachtschichten machen.",
    "Запиши в графік: Олег п'є протиепілептичні препарати, нічних змін не давати.",
    "Don't tell the team, but Omar from sales is having chemo for lymphoma, that's why he's been off.",
]
# a colleague by role and name, or by name and team, rewritten as a relative (work_subjects.work_subject)
COLLEAGUE_SUBJECTS = [
    "Наш новий розробник Андрій — трансгендерний чоловік, треба змінити його ім'я в LDAP.",
    "Наша новая тестировщица Алина — трансгендерная женщина, нужно поменять её имя в Jira.",
    "Btw Robin from support is trans and started HRT, please fix her display name in Okta from Robert to Robin.",
    "Notre nouveau stagiaire Mamadou est d'origine peule, il faut masquer son lieu de naissance dans l'annuaire.",
]
# the writer's own job: pay off the books, an injury at work, a base pay with its sum (work_matters.py)
OWN_WORK = [
    "Oficjalnie mam najniższą krajową, resztę płacą mi pod stołem, co z emeryturą?",
    "Offiziell Minijob, den Rest zahlt mir der Chef schwarz bar auf die Hand.",
    "Je suis payé au black depuis six mois, est-ce que je peux réclamer ?",
    "Мне платят официально МРОТ, остальное в конверте, как это влияет на пенсию?",
    "Мені платять половину в конверті, що буде з пенсією?",
    "I broke my ankle on shift and workers' comp says it was my fault.",
    "Ich habe mir im Lager das Handgelenk gebrochen, die Berufsgenossenschaft lehnt den Arbeitsunfall ab.",
    "Złamałam rękę w pracy, a ZUS nie chce uznać wypadku przy pracy.",
    "Je me suis cassé le poignet à l'entrepôt, mais l'employeur refuse de déclarer l'accident du travail.",
    "Я зламав ногу на роботі, а роботодавець не хоче оформлювати виробничу травму.",
    "Я сломала руку на работе, начальник не хочет оформлять производственную травму.",
    "My base is €85k plus a 15% bonus, the new offer is €92k flat. Which is better?",
    "Mein Fixum liegt bei 72.000 € plus Provision, lohnt sich der Wechsel?",
    "Мій оклад 45 тисяч грн, пропонують 55, чи варто переходити?",
]
# look-alikes: the same shapes with no one's private matter, or said in general, or of a thing
GREEN = [
    "Sprint note: the chemo scheduling module is out from Monday, reassign the tickets to me and Leon.",
    "Sprint note: Priya is out from Monday for her conference talk, reassign her tickets to me.",
    "Our tech lead Marco is refactoring the payment service and now every PR gets merged faster.",
    "Fix my cancer classifier, the model overfits.",
    "Nach meinem Urlaub lädt mich die Firma zum BEM-Gespräch ein?",
    "Our new junior Ahmed asked how to set up the dev environment.",
    "Jamie from QA found a bug in the dialysis booking form.",
    "Notre nouveau dev Moussa cherche un bon livre sur Kubernetes.",
    "Наша тестувальниця Дарина знайшла баг у формі реєстрації.",
    "La nueva de backend, Valeria, quiere que cambiemos el nombre de la rama.",
    "A user reported that the app crashes when they enter their chemo dates.",
    'Write an HR template: "[Employee name] is on sick leave for [condition], reassign their tickets."',
    "The antiepileptic drug market grew 5% last year.",
    "Don't deploy on Friday, but Ahmed from accounts needs the invoice report.",
    'Ticket: "The login page shows a blank screen." How do I reply?',
    "Is it legal for a company to pay employees cash in hand?",
    "I pay my cleaner cash in hand, do I need to report it?",
    "¿Qué es un accidente laboral y cómo se reclama a la mutua?",
    "I broke my build on shift again, the CI is red.",
    "Я сломал ноутбук на работе, как оформить ремонт?",
    "Was zählt als Arbeitsunfall, wenn man auf dem Weg stürzt?",
    "Job advert: base $110k-$130k plus equity, hybrid, Berlin.",
    "Put the documents in an envelope and send them to HR.",
    "Je touche du bois, le déploiement est passé au noir hier soir.",
    "My base is set up in Terraform, how do I import it?",
]


@pytest.mark.parametrize("text", NAMED_IN_WORK + COLLEAGUE_SUBJECTS + OWN_WORK)
def test_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", GREEN)
def test_green(text: str) -> None:
    assert detect(text).label == "green", text


# typed without diacritics: the gates must hold the folded spellings the patterns read
FOLDED = [
    "Zlamalam reke w pracy, a ZUS nie chce uznac wypadku przy pracy.",
    "Oficjalnie minimalna, reszte placa mi pod stolem.",
    "Me fracture la muneca en el almacen y la mutua dice que no es accidente laboral.",
    "Kasia z ksiegowosci jest na chemii, przepnij jej taski.",
]


@pytest.mark.parametrize("text", FOLDED + NAMED_IN_WORK + COLLEAGUE_SUBJECTS + OWN_WORK + GREEN)
def test_gates_do_not_change_the_verdict(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    gated = detect(text)
    monkeypatch.setattr(gates, "ENABLED", False)
    assert detect(text) == gated, text
