"""Round 41, rdisc: a named child kept at their school, the writer's health and money told around a plan.

- school_children.py / class_pupils.py: a family moving house keeps a named pupil at their school ("so Freddie
  Ashcombe will stay at Holly Bank Primary", "que Lucía Ferrer siga en el CEIP ...", "soll ... bleiben", "restera en
  CM1", "zostanie w SP nr 8", "останется в 2-А"); a pet name ("Kuba", "Дашенька") after a clause-opening "a" / "а";
  a named primary school or nursery needs no class; the Spanish ordinal "5.º B";
- stated_conditions.py: the writer's (or "my ...") haemodialysis, anaphylaxis, pregnancy complication, heart bypass or
  stent, organ removed, IVF injections, disability group or degree, Bechterew's disease, alcohol dependence;
- household_money.py: pay withheld from the writer, the household's income in figures, a benefit's amount in the
  writer's case, a study fee owed.
The red sentences are green on the tree before the round; the look-alikes stay green."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

KEPT_PUPILS = [
    "After the move Freddie Ashcombe will stay at Holly Bank Primary, in Year 3.",
    "We're relocating but Ben Hale attends Little Acorns Nursery on Mill Road and should keep his place.",
    "Jonas Krüger soll trotz Umzug an der Grundschule Lindenhof in der 2a bleiben.",
    "Przenosimy się do Gdańska, a Kuba Malinowski zostanie w SP nr 8 w klasie 3b.",
    "Zosia Wójcik chodzi do Przedszkola nr 12 na Ochocie, czy po przeprowadzce straci miejsce?",
    "Nos vamos a Alicante pero queremos que Lucía Ferrer siga en el CEIP Azorín, en 3.º A.",
    "Permiso de salida para Álvaro Benítez, de 6.º C del CEIP Rosalía de Castro.",
    "Nous déménageons mais Chloé Marchand restera en CM1 à l'école Paul-Bert.",
    "Ми переїжджаємо на Оболонь, а Ярчик Ткачук навчається в 3-В класі ліцею № 52.",
    "Мы переезжаем, а Дашенька Ковалёва останется в 2-А классе школы № 45?",
]
SCHOOL_LOOKALIKES = [
    "Can a child stay at the same primary school after moving out of catchment?",
    "Mrs Clara Hopkins will stay at St Anne's Primary as head of Year 4.",
    "St Anne's Primary on Gorse Lane is rated outstanding; does catchment cover Elm Road?",
    "My colleague Tom Hardy is at Oak Tree Primary today for the inspection.",
    "In the novel, Harry Potter can stay at Hogwarts for Year 2.",
    "Czy dziecko może zostać w tej samej szkole podstawowej po przeprowadzce?",
    "Anna Kowalska zostanie w SP nr 8 jako nauczycielka klasy 3b.",
    "Que Juan Pérez siga en el CEIP Azorín en 2º B es un ejemplo de la guía.",
]

CONDITIONS = [
    "I'm on haemodialysis twice a week, can I still do the Interrail trip in May?",
    "I carry two EpiPens because of a peanut anaphylaxis - does the hostel kitchen need to know?",
    "I had a triple bypass in June and the insurer wants a letter from my cardiologist.",
    "I'm a few weeks post-op from having my gallbladder removed and the flight to Crete is on Sunday.",
    "Jestem na hemodializie trzy razy w tygodniu, czy w Chorwacji znajdę stację dializ?",
    "Usunęli mi woreczek żółciowy tydzień temu, czy mogę lecieć do Włoch?",
    "Mam anafilaksję na jad osy, zawsze noszę EpiPen - czy mogę go wziąć do bagażu podręcznego?",
    "Ich hatte im Juli eine OP, die Gallenblase wurde mir entfernt - kann ich im Oktober nach Kreta?",
    "Estoy con los pinchazos de la FIV y viajamos a Roma el jueves; ¿cómo llevo las inyecciones en el avión?",
    "Tengo epipen por anafilaxia a los frutos secos, ¿lo digo a la residencia de estudiantes?",
    "On m'a posé un stent il y a un mois et le cardiologue hésite pour le vol vers Montréal.",
    "Je suis en plein protocole de FIV, je dois faire mes piqûres pendant le séjour à Porto.",
    "Мені видалили жовчний міхур минулого тижня, а в суботу виліт до Туреччини.",
    "Мені зробили шунтування серця в серпні, кардіолог не радить летіти до Єгипту.",
    "Я на гемодіалізі тричі на тиждень, як знайти центр діалізу в Польщі на час поїздки?",
    "Маю третю групу інвалідності, чи дадуть місце в гуртожитку?",
    "Мне удалили желчный пузырь неделю назад, а через две недели поездка в Турцию.",
]
CONDITION_LOOKALIKES = [
    "What is pre-eclampsia and how is it treated?",
    "Can you fly three weeks after a heart bypass?",
    "The new bypass around Elche cuts twenty minutes off my commute.",
    "I used a VPN to bypass the filter at my school.",
    "I don't have anaphylaxis, just a mild hay fever.",
    "Wie beantragt man einen Schwerbehindertenausweis?",
    "Leaflet text: Dialysis patients travelling abroad should book sessions early.",
    "In my novel, the heroine has anaphylaxis and carries an EpiPen.",
    "How do holiday dialysis units in Portugal work?",
    "Qu'est-ce que la spondylarthrite ankylosante ?",
    "Що таке інвалідність II групи і як її оформити?",
    "Mi vesícula está bien, el médico dice que no hace falta operar.",
]

MONEY = [
    "I haven't been paid for two months and the deposit for the flat is due Friday.",
    "My employer hasn't paid me since August, so I can't cover the rest of the Croatia trip.",
    "My universal credit is £393 a month after the deductions, can I afford a room in Leeds?",
    "Od trzech miesięcy pracodawca nie wypłacił mi wynagrodzenia, a termin dopłaty do wycieczki mija w piątek.",
    "Dochód mojej rodziny to 2 300 zł na osobę, czy łapię się na stypendium socjalne?",
    "Zalegam z czesnym za dwa semestry, czy uczelnia może mnie skreślić?",
    "Mein Chef zahlt mir seit Oktober keinen Lohn, die Kaution für die WG kann ich nicht zahlen.",
    "El SEPE me paga solo 480 € de subsidio y el alquiler del piso son 550 €.",
    "Mis padres ganan 19.000 € al año entre los dos, ¿me dan la beca completa?",
    "Le revenu fiscal de référence de mes parents est de 31 000 €, ai-je droit à l'échelon 3 ?",
    "Mon patron ne me paie plus depuis octobre, je ne peux pas partir en vacances.",
    "Мені не виплатили зарплату за два місяці, а кредит за навчання вже прострочений.",
    "Мені вже два місяці не виплачують зарплату, а треба платити за гуртожиток.",
    "Мне уже два месяца не платят зарплату, как оплатить путёвку?",
    "Мне выплачивают пособие по безработице 12 000 рублей, хватит ли на общежитие?",
    "Совокупный доход нашей семьи 40 000 рублей в месяц, мама одна работает. Дадут ли социальную стипендию?",
]
MONEY_LOOKALIKES = [
    "What income counts for the social grant, gross or net?",
    "Can an employer withhold pay for two months?",
    "If my parents earn 30,000 a year, can I get the maximum grant?",
    "Wenn das Jobcenter nur 520 Euro übernimmt, wer zahlt den Rest?",
    "Was passiert, wenn der Arbeitgeber kein Gehalt zahlt?",
    "El umbral de la beca es 1.300 € al mes por miembro de la familia.",
    "Quel est le plafond de revenus des parents pour la bourse ?",
    "Zasiłek dla bezrobotnych wynosi 1 200 zł w pierwszych miesiącach.",
    "Що буде, якщо маю борг за контракт?",
    "How much Universal Credit does a single person get?",
    "We earn points for every flight we book with the card.",
    "Pomóż mi znaleźć bilet dla mamy do 200 zł, lubi teatr.",
    "Dicen que la tienda va a cerrar, a lo mejor no me pagan el finiquito.",
    # a client's unpaid invoice is the writer's business, not pay withheld (the round's merge)
    "Mi cliente no me paga la factura del mes pasado, ¿le mando un burofax?",
    "My customer still hasn't paid me for the logo, should I send a reminder?",
    "Mein Kunde zahlt mir die Rechnung seit sechs Wochen nicht, wie mahne ich?",
    "Le client ne me paie pas la facture de mars, que faire ?",
]


@pytest.mark.parametrize("text", KEPT_PUPILS)
def test_a_named_pupil_kept_at_their_school_is_red(text):
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", CONDITIONS)
def test_the_writers_condition_told_beside_a_plan_is_red(text):
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", MONEY)
def test_the_writers_money_for_a_grant_a_benefit_or_a_trip_is_red(text):
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", SCHOOL_LOOKALIKES + CONDITION_LOOKALIKES + MONEY_LOOKALIKES)
def test_the_same_topics_in_general_stay_green(text):
    assert not detect(text).is_red, text
