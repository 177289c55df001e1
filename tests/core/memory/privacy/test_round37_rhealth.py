"""Round 37 (rhealth): health, pregnancy, religion and treatment said with numbers or in passing.

- COURSE (treatment_courses.py): a treatment counted - cycle, session, dose, lab values, weeks after an operation -
  by the writer or with the writer's lab values ("Round 2 of 6 of chemo, platelets 85");
- WEEKS / LOST (treatment_courses.py): the writer's pregnancy week with a pregnancy's word or its "+ days"; a
  pregnancy lost at its week;
- DRUGS (taken_drugs.py, disclosures._negated): the writer on a drug class for a stated cause or since a stated time,
  also after a negated clause of their own ("I'm not coming, I'm on ...");
- RELAYS (chat_relays.py): a chat line's sender reporting a diagnosis without a subject; a named person's drinking;
- FASTS (kept_fasts.py): a fast or holy day kept by the writer as their reason.
The near-misses (a dosage or a treatment in general, an exam question, a public figure's treatment, weeks of a job, a
match lost, a result that is all clear, a drink with its object, an iftar recipe, a holy day for a calendar, colleagues'
practice, fasting for a blood test) stay green.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED = [
    # COURSE
    "Round 2 of 6 of chemo done, platelets 85, can I still go to the concert on Friday?",
    "Dialysis 4x a week now, creatinine 7.1, is a cruise even possible for me?",
    "3 weeks after my hip replacement, physio twice a week, when can I drive?",
    "Naświetlania: 25 sesji, jestem po 11, czy mogę wrócić do pracy?",
    "5 tygodni po rekonstrukcji więzadła, fizjo 2 razy w tygodniu, kiedy mogę wrócić do biegania?",
    "Bestrahlung: 28 Sitzungen, ich bin bei der 9., darf ich in die Sauna?",
    "Zyklus 3 der Chemo, Leukozyten 1,9, kann ich zur Hochzeit meiner Schwester?",
    "Quimio: ciclo 5 de 6, neutrófilos 0,9, ¿puedo ir a la boda del sábado?",
    "Radioterapia: 30 sesiones, voy por la 12, ¿puedo trabajar media jornada?",
    "Chimio cycle 3 sur 6, plaquettes 90, je peux aller au mariage samedi ?",
    "Я пройшла 10 сеансів променевої терапії з 25, чи можна мені на море?",
    "Прошёл 3 курса химиотерапии из 6, лейкоциты 2,4, можно ли мне в баню?",
    # WEEKS / LOST
    "I'm 31 weeks + 2 days and the midwife says the baby is head down",
    "Bin jetzt SSW 25+2, das Baby tritt nachts so stark",
    "Wir sind in der 30. Woche, das Baby liegt quer",
    "Estoy de 20+4 y la ecografía salió bien",
    "Je suis à 28 SA, le bébé est encore en siège",
    "Я на 27 тижні, малюк штовхається вночі",
    "[08:40] Lucía: la hemos perdido, era la semana 12",
    "[23:55] Priya: we lost it, 11 weeks. please don't tell anyone yet",
    # DRUGS
    "Tell Dave I can't make it Saturday, I'm on antibiotics since Tuesday",
    "od czwartku jestem na sterydach po zapaleniu zatok, więc w niedzielę odpadam",
    "Ich nehme seit Montag Antibiotika wegen einer Mandelentzündung, also kein Bier für mich",
    "Estoy tomando antibióticos por una otitis, este finde no salgo",
    "dis-leur que je ne viens pas samedi, je suis sous antibiotiques depuis lundi",
    "Я п'ю антибіотики через ангіну, тому на день народження не прийду",
    # RELAYS
    "[21:45] Maja: potwierdzili SM, co mam jej odpisać?",
    "[18:05] Lena: Befund ist da, Brustkrebs. Was schreibe ich ihr?",
    "[07:30] Денис: підтвердили лімфому, що йому написати?",
    "[22:10] Tom: Jonas is drinking again, found him passed out on the sofa",
    "Jonas trinkt wieder, jeden Abend eine Flasche Wodka",
    "Ihor znowu pije, w piątek go zabrali na izbę wytrzeźwień",
    # FASTS
    "tell the team I won't come to the lunch during Ramadan, no need to explain",
    "Nie przyjdę na firmową kolację w Jom Kipur, napisz to jakoś grzecznie",
    "Sag den Kollegen, dass ich während der Fastenzeit nicht zum Grillen komme",
    "Diles que no voy a la cena de empresa durante el Ramadán",
    "je ne serai pas au séminaire pendant Yom Kippour, je le dis comment ?",
    "скажи колегам, що я не прийду на вечірку в піст, бо я тримаю піст",
    "Я соблюдаю пост, так что на корпоратив не пойду",
]

GREEN = [
    # a treatment, a dosage, a lab value in general; an exam; news
    "How many cycles of chemo are usual for stage 2 breast cancer?",
    "Neutrophils below 1.0 during chemo, what does it mean in general?",
    "Wie viele Sitzungen Bestrahlung sind bei Brustkrebs üblich?",
    "Ibuprofen 400 mg 3x a day, is that the maximum dose?",
    "Pytanie na egzamin z farmakologii: pacjent na dializie 3 razy w tygodniu, kreatynina 6,8 - jaka dawka?",
    "The king has finished 4 cycles of chemotherapy, the palace said.",
    "Can you run 6 weeks after ACL surgery?",
    # weeks that are no pregnancy's; a pregnancy in general; a match lost
    "How many weeks is a full-term pregnancy?",
    "I'm 6 weeks into the training plan, how long until the half marathon?",
    "We lost the match in week 10 of the season.",
    # a drug in general or asked about
    "Should I take antibiotics for a cold?",
    "Can you drink alcohol on antibiotics for a UTI?",
    "Dosierung von Antibiotika bei Kindern nach Gewicht?",
    # a result without a condition; a drink with its object; the cell asked about
    "[10:02] Ana: results came back, all clear!",
    "Rafał znowu pije kawę zamiast herbaty",
    "Was kostet eine Nacht in der Ausnüchterungszelle?",
    # a holy day for a calendar or a menu; fasting for a test
    "Yom Kippur dates 2027 for the team calendar?",
    "Recipe for a Ramadan iftar for 8 people",
    "Przepis na kolację w Wielki Post bez mięsa",
    "I'm fasting before my blood test, I can't eat breakfast",
    "I lent him my car, I can't make it to the party",
]


@pytest.mark.parametrize("text", RED)
def test_red(text: str) -> None:
    assert detect(text).label == "red", detect(text)


@pytest.mark.parametrize("text", GREEN)
def test_green(text: str) -> None:
    assert detect(text).label == "green", detect(text)
