"""Round 22 (rdisc4): disclosures written as terse notes or told in passing - a condition with its medicine, dose,
treatment or sick leave, a pregnancy in weeks, an IVF attempt, sobriety counted, a relative's stroke or pacemaker; payday
loans and debts with their sum, missed instalments, insolvency, garnishment, an hourly wage or payslip, a relative's income;
a separation as a note, being dumped, an affair, adoption, rape, abuse and harassment suffered, a relative hitting a child,
a restraining order; party activism and the party one votes for, a household's faith; roots, parents from a country,
a harki family; self-harm, drugs taken without a prescription, a relative's condition as an adjective.

RED: green before (18ccae9), red now. VETO: green now, some red before (slang "broke" beside a recipe request, a loan only
considered, joining weighed, a boss's coldness read as health by the learned model). GREEN: guards, green before and now.

All sentences here are written for these tests (none is taken from a benchmark file).
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED: list[str] = [
    "ADHS, Medikinet 20 mg morgens",
    "hypothyroidism, levothyroxine 50",
    "diabète type 1, insuline 3x par jour",
    "burnout - krankgeschrieben bis ende januar",
    "migraine, arrêt de travail jusqu'à vendredi",
    "беременна, 11 недель",
    "second IVF attempt failed last week",
    "ICSI-Versuch Nr. 2 startet morgen",
    "aborto la semana pasada, no quiero hablar",
    "dad had a stroke last month and can't speak well",
    "dwa lata bez alkoholu",
    "gambling addiction, going to meetings every week",
    "der arzt meinte es ist eine schilddrüsenunterfunktion",
    "endometriosis was finally confirmed after years",
    "3 kredyty zaległe od marca",
    "schulden bei 4 banken, ca. 30 tsd",
    "rozstanie z Tomkiem, wyprowadził się",
    "scheidung, sie behält das haus",
    "i'm seeing someone who is married",
    "my daughter was adopted and doesn't know",
    "j'ai été harcelée par mon chef pendant 2 ans",
    "my father-in-law hits my son when I'm not there",
    "j'ai obtenu une ordonnance de protection contre mon ex",
    "j'ai des racines kabyles",
    "my parents are from Pakistan",
    "moi rodzice pochodzą z Wietnamu",
    "my parents think my girlfriend is just my flatmate",
    "i self harmed for years, the scars are still there",
    "früher habe ich mich geritzt",
    "i take xanax that isn't prescribed to me",
    "anxiety, diazepam when needed",
    "angststörung, sertralin täglich",
    "у мене запис до ендокринолога в понеділок",
    "I'm on the waiting list for a kidney transplant",
    "they removed my thyroid in 2021",
    "mir wurde die gebärmutter entfernt",
    "wir haben uns nach 10 jahren getrennt",
    "soy del PP de toda la vida",
]

VETO: list[str] = [
    "idées de recettes pas chères ? je suis fauché",
    "przepis na tani obiad? jestem spłukany 😅 ale mam ryż",
    "rezeptideen für die woche? bin grad pleite lol",
    "Może weźmiemy pożyczkę na samochód, jeszcze nie wiemy.",
    "вступити в партію? вагаюсь",
    "mi jefe no me saludó esta mañana, ¿hice algo mal?",
]

GREEN: list[str] = [
    "how many weeks pregnant can you fly?",
    "what happens at 12 weeks pregnant?",
    "IVF success rates by age in the UK",
    "how does IVF work, step by step",
    "abortion laws in Poland explained",
    "HIV+ people face stigma at work, write an essay intro",
    "dialysis: how does it work?",
    "the chemo patients' waiting room needs new chairs",
    "Tiger Woods had a stroke of luck on the 18th",
    "the national debt of 2 trillion dollars is rising",
    "payday loans are banned in some states, explain why",
    "what is a restraining order?",
    "Trennung von Beruf und Privatleben, tipps?",
    "divorce rates in Europe 2020",
    "minimum wage is 12,41 € per hour in Germany",
    "the average salary in Poland is 7 000 brutto",
    "voting for a party: how does the ballot work?",
    "wähle die linke Spalte in Excel aus",
    "my roots are showing, need a hair appointment",
    "my parents are from Berlin and moved to Munich",
    "paracetamol 500 mg, how many per day?",
    "Research: doctors said diabetes is rising",
    "the movie touched me deeply",
    "I'm not pregnant, just tired",
    "nie jestem w ciąży, tylko zmęczona",
    "Paracetamol, 500 mg tablets — buy where?",
    "ADHD medication shortage, pharmacies out of stock",
    "gebe mir ein rezept, bin pleite lol",
    "the disease was first diagnosed in 1981",
    "Insolvenz der Firma Müller angemeldet, Zeitungsartikel",
    "three crédits conso: quelle différence entre eux?",
    "my doctor said it's nothing serious",
    "cheap dinner ideas? i'm broke till friday lol",
    "przepis na tani obiad, jestem spłukany 😅",
    "maybe we'll take a loan for the kitchen, still thinking",
    "vielleicht nehmen wir einen kredit für das auto, mal sehen",
    "should I join the union? not sure yet",
    "czy wstąpić do związku zawodowego? zastanawiam się",
    "my boss didn't say hello this morning, did I mess up?",
    "mi jefa no me saludó hoy, ¿hice algo mal?",
    "what is self-harm and how to help a friend",
    "are people with autism more likely to be bullied?",
    "is it legal to take adderall without a prescription?",
    "Catholics celebrate Easter on a Sunday, explain why",
    "what does an oncologist do during a first appointment?",
    "how long is the waiting list for a kidney transplant in Spain?",
    "can they remove the thyroid completely? asking for a school essay",
    "the patient's dementia is getting worse, write a care plan template",
    "how to support someone whose mum's cancer is back",
    "wie lange dauert es, bis man sich scheiden lassen kann?",
]


@pytest.mark.parametrize("text", RED)
def test_told_in_notes_and_in_passing_is_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", VETO + GREEN)
def test_look_alikes_stay_green(text: str) -> None:
    assert detect(text).label != "red", (text, detect(text).findings)
