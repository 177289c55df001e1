"""Round 34 (rshort): disclosures in short notes and fragments with no "I" (short_notes.py) and a partner's watching
with rage or hiding (watched_partners.py), closed as mechanisms. Sentences written for these tests (none taken from a
benchmark file), in en, pl, de, es, fr and uk/ru.

- MED: a psychiatric or chronic-disease medicine with a reminder word, a dose or a clock time;
- CARE: a treatment told by its start (IVF, chemo, dialysis, therapy, rehab);
- TOLD: a diagnosis reported ("told today it's ...", "lekarz powiedział, że to ...");
- PARTY: a party card or membership counted or kept secret, a campaign role for a named party;
- FAITH: a religious practice kept now (fasting for Ramadan, going to mass, keeping kosher);
- ORIGIN: a relative or the family said to be of an ethnic group, with no possessive;
- OWED: payments, months or rents behind counted, an insolvency arrangement approved;
- DROPPED: an English note that starts with its verb ("Had a miscarriage ...");
- WATCHED: a partner who checks the writer's orders, parcels or phone, and rages or is hidden from.
Green: a medicine in a general or shopping question, a lithium battery, a party in the news or homework, a feast's date,
"what is an IVA", a project months behind schedule, a tenant's arrears, a partner's checking with neither rage nor
hiding.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED: list[str] = [
    # MED
    "remind me sertraline 100mg at 8",
    "reminder: olanzapine 10 before bed",
    "przypomnienie: sertralina 50 mg o 9:00",
    "nie zapomnij insulina 12 j. przed kolacją",
    "Erinnerung 21:00 Quetiapin 50",
    "Lithium 450 um 20 Uhr nicht vergessen",
    "no olvides metotrexato 15 mg el lunes",
    "rappel 8h escitalopram 10 mg",
    "n'oublie pas méthotrexate 20 mg jeudi",
    "напомни в 21:00 кветиапин 25",
    "нагадування: інсулін 14 од. о 7:30",
    "Biktarvy 1 tab 9pm daily",
    # CARE
    "chemo starts monday, need cover for the standup",
    "zaczynamy in vitro w kwietniu",
    "Dialyse beginnt nächste Woche, dreimal pro Woche",
    "empiezo la quimio el día 3",
    "on démarre la chimio jeudi",
    "першa сесія з психотерапевтом у вівторок",
    "начинаем ЭКО в мае",
    "first session with the psychiatrist tomorrow, nervous",
    # TOLD
    "told today it's epilepsy",
    "dr said it's endometriosis, need to plan leave",
    "lekarz powiedział, że to stwardnienie rozsiane",
    "me dijeron que es diabetes tipo 1",
    "on m'a dit que c'est une sclérose en plaques",
    "лікар сказав, що це епілепсія",
    # PARTY
    "SPD-Mitglied seit 2015, bitte nicht weitersagen",
    "party card for Reform UK since last year, keep it quiet",
    "legitymacja partyjna PiS od 2019, nie mów nikomu",
    "carnet del PSOE desde 2010, que nadie lo sepa",
    "apoderada de Vox en las elecciones",
    "canvassing for Labour on Saturday, need comfy shoes",
    "Wahlkampfhelfer für die Grünen am Wochenende",
    "assesseur pour LFI dimanche",
    "спостерігач від Європейської Солідарності на виборах",
    # FAITH
    "fasting during ramadan, move the lunch to 6pm",
    "ayunando por ramadán, nada de comidas de equipo",
    "je fais le ramadan cette année",
    "poszczę w ramadan, żadnych obiadów",
    "going to mass sunday so no call",
    "ich gehe zur Beichte am Samstag",
    "keeping kosher so pick a place with options",
    "party card since 2019, don't tell mum",
    # ORIGIN
    "dziadek był Kurdem, nie mów nikomu",
    "Oma war Sintiza",
    "abuela era gitana por parte de padre",
    "famille gitane côté mère",
    "бабуся була кримською татаркою",
    "family is Roma on my dad's side",
    # OWED
    "4 payments behind on the mortgage",
    "two months behind on rent again",
    "zalegam 3 raty z kredytem",
    "3 Monatsmieten im Rückstand",
    "tres cuotas sin pagar del préstamo",
    "deux mensualités impayées sur le crédit",
    "три місяці не платив кредит",
    "Privatinsolvenz eröffnet, 3 Jahre Wohlverhaltensphase",
    "upadłość konsumencka ogłoszona w marcu",
    "DRO approved today",
    # DROPPED
    "Had a stroke in June, can I still drive?",
    "Got diagnosed with bipolar last week, what now",
    # WATCHED
    "My boyfriend goes through my phone and yells, how do I hide my messages?",
    "Mój mąż przegląda moje zakupy i krzyczy, jak kupić coś po kryjomu?",
    "Mein Mann liest meine Post und rastet aus, wie bekomme ich Briefe heimlich?",
    "Mi marido revisa mis compras y me grita, ¿cómo compro algo sin que se entere?",
    "Ma copine fouille mes colis et s'énerve, comment recevoir un paquet en cachette ?",
    "Мій чоловік перевіряє мої покупки і кричить, як купити щось, щоб він не знав?",
    "Мой муж проверяет мои заказы и злится, как заказать тайком?",
]

GREEN: list[str] = [
    # medicines in general or shopping questions, batteries
    "is sertraline safe with alcohol?",
    "what is quetiapine used for?",
    "price of insulin pens in Germany?",
    "lithium 18650 battery 3000 mAh at 5 euros",
    "Was kostet Metformin 500 mg in der Apotheke?",
    "¿para qué sirve el litio 400?",
    "combien coûte le méthotrexate 10 mg ?",
    "сколько стоит инсулин в аптеке?",
    # treatments in general
    "when does chemo usually start after surgery?",
    "the clinic starts IVF cycles in spring for couples over 35",
    "retail therapy starts now, lol",
    # a diagnosis that is nothing or no one's
    "mechanic said it's the gearbox",
    "doctor said it's nothing, just a cold",
    # parties in news or homework
    "AfD-Mitglied Müller gewinnt die Wahl mit 30 %",
    "essay: history of Podemos and its party membership since 2014",
    "poll: Labour on 38 %, canvassing season starts in May",
    "członek zarządu po zmianach od 2020",
    "flyers for the party on Saturday, print 50",
    # feasts' dates, tourism
    "when does ramadan start in 2027?",
    "what time is mass at Notre-Dame on Sunday?",
    "I'm not really religious but I went to mass with my gran, is that odd?",
    "Ramadan dates for 2027 please",
    # origins: a city, a language
    "Oma war in Rom im Urlaub",
    "familia de Roma que conocimos en el viaje",
    # arrears: a delay, someone else's, in general
    "project is 3 months behind schedule",
    "3 mois de retard sur le chantier",
    "the landlord says the tenant downstairs is 3 payments behind",
    "what is an IVA?",
    "what happens if an IVA is approved?",
    # dropped subjects with nothing sensitive
    "Had a great time at the offsite, thanks all",
    "Got the tickets for Friday",
    # a partner's checking with neither rage nor hiding
    "My husband checks my orders so we don't buy the same thing twice.",
    "Mój mąż sprawdza moje paczki, bo pracuję do późna.",
]


@pytest.mark.parametrize("text", RED)
def test_red(text: str) -> None:
    v = detect(text)
    assert v.label == "red", (text, v.reason)


@pytest.mark.parametrize("text", GREEN)
def test_not_red(text: str) -> None:
    v = detect(text)
    assert v.label != "red", (text, v.reason, [(f.kind, f.reason) for f in v.findings])
