"""Round 39 (rlists): disclosures inside the writer's own notes, lists, plans, diaries and question lists (broad-zzz70).

Each test pairs the telegraphic items now read as the writer's (red) with the look-alikes that stay as they were
(green): lecture, meeting and study notes, a relative's or a client's item, a vet, a christening gift, a surprise, a
teenager's tidy-up, a school without a child's name, a lone or far-apart reference. The sentences are written for
these tests, not taken from the data files.
"""
from __future__ import annotations

from app.core.memory.privacy.detector import gates
from app.core.memory.privacy.detector.verdict import detect


def _check(red: list[str], green: list[str]) -> None:
    for text in red:
        assert detect(text).label == "red", text
    for text in green:
        assert detect(text).label == "green", text


def _same_ungated(texts: list[str]) -> None:
    for text in texts:
        gated = detect(text).label
        gates.ENABLED = False
        try:
            assert detect(text).label == gated, text
        finally:
            gates.ENABLED = True


# ---------------------------------------------------------------- list_items.py: CARE, ASK, RESULT

def test_a_treatment_appointment_in_the_writers_agenda_is_health():
    _check(
        red=["this week: Tue 6pm trauma therapy, Wed gym, Thu dentist, Fri drinks",
             "plan na tydzień: wt psychoterapia 18:00, śr basen, pt kino",
             "plan na tydzien: wt psychoterapia 18:00, sr basen",
             "cette semaine : mar 8h ponction ovocytaire, jeu coiffeur, ven resto",
             "план тижня: вт 10:00 хіміотерапія, ср перукар, пт кіно",
             "план недели: пн психотерапевт 19:00, ср бассейн, пт кино"],
        green=["this week: Tue 6pm yoga, Wed gym, Thu dentist, Fri drinks",
               "Wochenplan: Di 9 Uhr Physiotherapie, Mi Einkaufen, Do Friseur",
               "lecture notes: psychotherapy approaches - CBT 10:00 session recap, EMDR history",
               "plan na tydzień: wt mama na chemię 9:00, śr basen",
               "agenda: martes 10:00 reunión con el cliente sobre terapia génica, jueves dentista",
               "plan: Mo 17 Uhr Klientin Traumatherapie, Di Supervision",
               "notes from the meeting: Mo 10:00 therapy app roadmap, Di budget",
               "to do: chemistry homework, Mon 9:00 lab",
               "Agenda:\n- 10:00 discuss the IVF clinic partnership with the team\n- 11:00 budget"])


def test_questions_for_ones_own_doctor_with_a_pregnancy_week_or_a_treatment_are_health():
    _check(
        red=["preguntas para la oncóloga:\n- cuántos ciclos de quimio quedan\n- puedo trabajar?",
             "Вопросы к гинекологу:\n- 10 неделя, тошнота это нормально?\n- когда сказать на работе?",
             "Fragen an die Frauenarztin:\n- 7. Woche, ist das Ziehen normal?"],
        green=["Questions for the vet:\n- 9 weeks old puppy, is the vomiting normal?",
               "Questions for the GP:\n- is the flu jab free?\n- sick note for work",
               "Fragen an die Frauenärztin meiner Schwester:\n- 9. Woche, ist das normal?"])


def test_a_result_line_in_a_diary_is_read_as_the_writers_diagnosis():
    _check(
        red=["Diary, Tuesday. Grey. Results in: multiple sclerosis. Neuro on the 9th. Still made soup.",
             "Dziennik, środa. Wyniki przyszły: cukrzyca typu 1. Jutro diabetolog.",
             "Diario, jueves. Resultados: esclerosis múltiple. Cita con neurología el lunes.",
             "Journal, vendredi. Résultats reçus : diabète de type 1. RDV endocrino le 4.",
             "Tagebuch, Dienstag. Befund da: Morbus Crohn Stadium 2. Termin am 3. Mai.",
             "Щоденник, вівторок. Прийшли аналізи: гепатит C. Завтра до лікаря."],
        green=["Notes, Monday. Survey results: 40% prefer tea. Send to Ana.",
               "Journal, lundi. Résultats du match : 3-1. Pluie."])


# ---------------------------------------------------------------- list_items.py: FAITH, BROKE

def test_a_change_of_faith_kept_from_the_family_in_notes_is_beliefs():
    _check(
        red=["notes: baptism at the Baptist church in June, parents don't know yet",
             "Notizen: Taufe bei den Zeugen Jehovas im Juli, Eltern wissen noch nichts",
             "Notizen: Ubertritt zum Islam im Mai, Eltern wissen noch nichts",
             "notas: bautizo en la iglesia evangélica en mayo, mis padres no saben nada",
             "notes : conversion à l'islam en septembre, mes parents ne savent rien",
             "нотатки: хрещення в православній церкві в травні, батьки ще не знають",
             "заметки: принять ислам в мечети в июне, родителям ещё не говорила"],
        green=["to do: buy a present for the baptism, cake, flowers",
               "notes: conversion rate 3%, parents don't know the new app",
               "notatki: chrzest Zosi w sierpniu, kupić prezent",
               "notes: Taufe meines Neffen im Juli, Geschenk kaufen",
               "Notizen: Vorlesung Religionsgeschichte - Übertritt zum Islam im Mittelalter, Eltern wissen nichts davon"])


def test_a_personal_insolvency_step_in_a_to_do_list_is_finance():
    _check(
        red=["to do: send bank statements to the official receiver, return library books",
             "Aufgaben: Kontoauszüge an den Insolvenzverwalter, Schuhe abholen",
             "à faire : dossier de surendettement à déposer, pressing, cadeau pour Léo",
             "do zrobienia: doslac syndykowi wyciagi do upadlosci konsumenckiej, odebrac buty"],
        green=["to do: read the chapter on personal bankruptcy for the exam, laundry",
               "do zrobienia: wysłać klientowi wniosek o upadłość konsumencką, buty",
               "notes: how does personal bankruptcy work in the UK?"])


def test_the_employer_late_with_the_pay_in_a_budget_is_finance():
    _check(
        red=["presupuesto de junio: nómina 1.400, el jefe se retrasa con la transferencia otra vez, alquiler 600",
             "budget de mars : salaire 1 800, le patron a encore du retard sur le virement, loyer 700",
             "бюджет на травень: зарплата 22 000, начальник знову затримує зарплату, оренда 9 000",
             "budzet na maj: wyplata 4 000, szef spoznia sie z przelewem, czynsz 1 900"],
        green=["budget: rent 850, food 300, meeting with the boss on Monday",
               "budget: the client is 3 weeks late with the transfer, rent 850",
               "shopping list: milk, eggs, bread, apples"])


# ---------------------------------------------------------------- cover_lists.py

def test_a_checklist_clearing_an_affairs_traces_before_the_partner_is_back_is_relationship():
    _check(
        red=["before Jack is back: delete the WhatsApp chat, hotel bill in the shredder",
             "zanim Marek wróci: usunąć rozmowę z Pawłem, powiedzieć że byłam u Kasi",
             "przed powrotem Piotra: wyczyscic historie czatu, paragon z hotelu wyrzucic",
             "bevor Lena nach Hause kommt: Verlauf löschen, zweites Handy in die Sporttasche",
             "antes de que llegue Marta: borrar los mensajes, decir que estuve con Luis en el gimnasio",
             "avant que Paul rentre : supprimer les messages, deuxième téléphone dans la boîte à gants",
             "пока Игорь не вернулся: удалить переписку с Олегом, чек из гостиницы выбросить"],
        green=["before Tom gets home: hide his birthday present, delete the chat with the party planner, say I was at Anja's",
               "before mum gets home: delete browser history, say I was at Anja's",
               "before Tom gets home: delete the chat with the plumber, buy milk"])


# ---------------------------------------------------------------- plan_children.py

def test_a_weekly_plans_item_taking_a_named_child_to_school_is_identity():
    _check(
        red=["Weekly plan\nMon: drop Olivia Hartley at St Mary's Primary 8:30\nTue: swim\nWed: late shift",
             "Plan tygodnia\npon: zawieźć Zosię Kamińską do przedszkola nr 5 na 7:30\nwt: basen\nśr: lekarz",
             "Plan tygodnia\npon - Zosia Kaminska do SP nr 3 na 8:00\nwt - basen\nsr - kino",
             "Wochenplan\nDi: Emma Schulz zur Kita Sonnenblume 8 Uhr\nMi: Sport\nDo: Elternabend",
             "Plan semanal\nmar: llevar a Lucía Romero al colegio San José 9h\nmié: gimnasio\njue: compra",
             "Planning\nmar : déposer Jules Martin à la maternelle Pasteur 8h30\nmer : piscine\njeu : courses",
             "План недели\nпн: отвести Машу Иванову в школу №57 к 8:00\nвт: бассейн\nср: врач"],
        green=["Wochenplan\nMo: Elternabend Grundschule am Rosenhügel\nDi: Schwimmen\nMi: Bücherei",
               "Weekly plan\nMon: call Mrs Clara Hopkins about the school trip\nTue: swim\nWed: late shift",
               "Planning\nlun : réunion école Jules-Ferry\nmar : piscine\nmer : courses",
               "Planning de la semaine\nlun : Léa Fontaine (prof de maths) à l'école 8h\nmar : piscine",
               "Plan tygodnia\npon - SP nr 12 zebranie na 8:00\nwt - basen\nsr - kino"])


# ---------------------------------------------------------------- identity.py: the car by a declined possessive

def test_the_writers_car_named_by_a_declined_possessive_holds_its_plate():
    _check(
        red=["машина: ТО для мого Ланоса АА 4821 КМ у червні, перевзути колеса",
             "авто: страховка для моего Фольксвагена А 123 ВС 77 до июня, помыть"],
        green=["авто: продают Ланос АА 4821 КМ на OLX, дорого",
               # a possessive of the place, not of the car: someone else's car at the writer's door stays as it was
               "Чужа машина КА 5520 ВХ стоїть біля мого під'їзду вже тиждень, що робити?",
               "Машина АІ 3318 КС знову на моєму паркомісці, кому писати?"])


# ---------------------------------------------------------------- listed_references.py

def test_a_chemical_equation_and_a_consecutive_series_of_references_are_no_secrets():
    _check(
        red=["my wifi password is H2O-Kx9Q7"],
        green=["notatki z chemii\n- 2Na + Cl2 -> 2NaCl\n- CaCO3 -> CaO + CO2",
               "Lab notes\n- 2KMnO4 -> K2MnO4 + MnO2 + O2\n- Zn + 2HCl -> ZnCl2 + H2",
               "конспект хімії\n- 2Na + Cl2 -> 2NaCl\n- CaCO3 -> CaO + CO2",
               "à relancer : FA-2024-0117, FA-2024-0118, FA-2024-0121. tu peux me faire un mail ?",
               "facturas pendientes: FA-2025-0771, FA-2025-0772, FA-2025-0775, ¿me haces un resumen?"])


def test_the_gates_never_change_these_verdicts():
    _same_ungated(["plan na tydzien: wt psychoterapia 18:00, sr basen",
                   "notatki: apostazja zlozona w parafii, rodzice nic nie wiedza",
                   "przed powrotem Piotra: wyczyscic historie czatu, paragon z hotelu wyrzucic",
                   "Plan tygodnia\npon - Zosia Kaminska do SP nr 3 na 8:00\nwt - basen\nsr - kino",
                   "machina: TO dlya mogo Lanosa AA 4821 KM",
                   "do zrobienia: doslac syndykowi wyciagi do upadlosci konsumenckiej, odebrac buty"])
    assert detect("plan na tydzien: wt psychoterapia 18:00, sr basen").label == "red"
