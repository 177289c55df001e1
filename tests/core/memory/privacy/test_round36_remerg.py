"""Round 36 (remerg): health texted in a hurry from the emergency room or the ward (emergency_stays.py).

- STAY: the writer (or a relative) in an acute hospital setting with a finding reported, a condition given as a
  clause of its own, or a procedure on them ("in the ER, docs said ...", "na izbie przyjęć, złamanie kostki, jutro
  operacja", "liege auf Station, Beckenbruch, OP morgen");
- WEEKS: a pregnancy's week count with a complication ("34 weeks, waters broke");
- JUST: an acute event just lived, subject dropped or in a perfect the vocabulary misses ("just miscarried", "I've
  had a stroke", "he tenido un ictus").
The near-misses (visiting a friend, logistics, work there, a hedged finding, a general or conditional question,
fiction, news, a week count that is no pregnancy's) stay green.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED = [
    # STAY: a finding reported, a bare condition clause, a procedure on the writer
    "in the ER rn, docs said it's a collapsed lung, they're keeping me in overnight",
    "at A&E with my dad, scan showed a bleed on the brain, no idea what happens now",
    "leżę na porodówce, wyszło łożysko przodujące, kładą mnie na obserwację",
    "na izbie przyjęć od rana, złamanie kostki, jutro operacja, powiedz szefowi",
    "in der Notaufnahme, Schienbein gebrochen, sie behalten mich da",
    "liege auf Station, Beckenbruch, OP morgen früh, kannst du Mama anrufen",
    "en urgencias con mi madre, dicen que es una embolia pulmonar",
    "estoy en planta, sangrado otra vez, no me dejan salir hasta el lunes",
    "je suis aux urgences, ils ont trouvé une embolie pulmonaire, je reste cette nuit",
    "à la maternité, saignements, on me garde en observation jusqu'à lundi",
    "лежу в травматології, перелом ключиці, до понеділка не відпустять",
    "я в приёмном покое, говорят тромб в ноге, не пиши пока маме",
    "в роддоме на сохранении, врачи не отпускают до понедельника",
    # WEEKS: a pregnancy's week count with a complication
    "34 weeks, waters broke, heading in now omg",
    "33 tydzień, skurcze co 5 minut, jechać już?",
    "31. SSW, Wehen seit einer Stunde, was soll ich einpacken",
    "29 semanas, contracciones cada diez minutos, voy ya?",
    "32 SA, contractions toutes les 5 min, j'y vais ?",
    "36 тижнів, відійшли води, що брати з собою",
    "35 недель, схватки каждые 7 минут, пора ехать?",
    # JUST: an acute event just lived
    "just miscarried, 8 weeks, what now",
    "I've had a stroke and my speech is still slurred, how do I tell work",
    "i just had a seizure on the bus lol, can someone pick me up",
    "he sufrido una convulsión en el metro, ya estoy bien pero asustada",
    "acabo de tener un aborto espontáneo en casa, no sé qué hacer",
    "только что выкидыш, что теперь говорить на работе",
    "щойно викидень, 7 тижнів, як про це сказати на роботі",
]

GREEN = [
    # someone else, not a relative, without their condition; the hospital's logistics
    "at A&E waiting for my friend, how long does triage usually take?",
    "aux urgences avec une amie, elle s'est cassé le poignet en tombant",
    "where do you park for the Notaufnahme in Fulda at night?",
    "visiting hours on the maternity ward at St Anne's?",
    "Co spakować do szpitala na porodówkę? lista pls",
    "в приёмном покое очередь три часа, это нормально?",
    "what's the number of the A&E at Royal Victoria, the switchboard one",
    # working there
    "I work nights in A&E, any tips for sleeping in the day?",
    # a finding hedged or denied
    "in A&E, they think it might be a fracture, waiting for the x-ray",
    "mum's in A&E, they think it's a stroke, waiting on the scan",
    "estoy en urgencias, dicen que no es nada roto, me voy a casa",
    # a general or conditional question, first aid
    "what to do if someone has a fracture before the ambulance comes",
    "qué llevar a urgencias si mi hijo tiene fiebre alta",
    "que faire si quelqu'un fait un AVC dans la rue ?",
    "how do I know if I've had a stroke or a migraine?",
    "I've had a stroke of genius with the parser, finally",
    # fiction and news
    "in my novel she's in A&E and they said it's a fracture, is that realistic?",
    "News: 30 patients in the ER after the blast, hospital says a dozen fractures",
    # a week count that is no pregnancy's
    "a 30 week marathon plan, bleeding blisters normal?",
    "14 weeks of maternity leave and 5 weeks holiday, how is pay counted?",
    "12 semanas de curso, contracciones musculares al correr, es normal?",
]


@pytest.mark.parametrize("text", RED)
def test_red(text: str) -> None:
    assert detect(text).label == "red", detect(text)


@pytest.mark.parametrize("text", GREEN)
def test_green(text: str) -> None:
    assert detect(text).label == "green", detect(text)
