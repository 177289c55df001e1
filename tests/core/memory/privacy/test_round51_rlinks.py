"""Round 51, rlinks: a person tied to a school, a plate tied to a home, a relative in a plight. The writer's own
sentences (not the data's) in the seven languages, with their green twins.

- child_schools.py (TIMED, round 51): a named adult (a given name, or a title and a surname) collecting THEIR child
  ("son fils", "seinen Sohn", "su hija", "her daughter", "swojego syna", "свого сина", "своего сына") at a named school
  at a clock time - an employer's or a colleague's scheduling question; red. Parents in general, a placeholder, no
  school or no time: green.
- permit_plates.py: a residents' parking permit with a plate and a street address in one sentence; red. A permit's
  rules, a sample plate or street: green.
- kin_plights.py: a relative held captive, missing in action or killed at the front; the partner's violence as the
  writer's reason; red. News, lists, the topic, a film, a condition: green.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

PICKUP_RED = [
    "Sophie doit récupérer son fils à l'école Jules Ferry de Montreuil à 16h30, je peux lui refuser un temps partiel ?",
    "Mme Roux doit aller chercher sa fille à la crèche Les Petits Loups à 17h, comment organiser son planning ?",
    "Herr Ahmadi muss seinen Sohn um 15 Uhr aus der Kita Sonnenblume holen, kann ich ihm die Frühschicht geben?",
    "Frau Öztürk holt ihre Tochter jeden Tag um 16 Uhr aus der Grundschule am Lindenplatz ab.",
    "Carmen tiene que recoger a su hija en el CEIP Miguel Hernández a las 14:00, me pide reducción de jornada.",
    "carmen tiene que recoger a su hija en el ceip miguel hernandez a las 14:00",
    "one of my cashiers, Priya, has to pick up her daughter from Oakfield Primary at 3:15 - can I refuse the late shift?",
    "Anna musi odebrać swojego syna z SP nr 12 o 15:30, czy mogę jej zmienić grafik?",
    "Олена має забрати свого сина з ліцею №142 о 14:00, чи можу я перенести її зміну?",
    "Марина должна забирать своего сына из школы № 57 в 16:00, могу ли я отказать ей в гибком графике?",
]
PICKUP_GREEN = [
    "Parents must pick up their children from Oakfield Primary by 3:15.",
    "Les parents doivent récupérer leurs enfants à l'école Jules Ferry avant 16h30.",
    "Eltern müssen ihre Kinder bis 15 Uhr aus der Kita Sonnenblume abholen.",
    "Los padres deben recoger a sus hijos en el CEIP Miguel Hernández a las 14:00.",
    "John Doe has to pick up his son from Example Primary at 3:15.",
    "Max Mustermann muss seinen Sohn um 15 Uhr aus der Kita Sonnenblume holen.",
    "Every parent who has to pick up their son from St Anne's Primary at 3:15 may use the side gate.",
    "Sophie doit récupérer son fils à 16h30, je peux lui refuser un temps partiel ?",
]
PERMIT_RED = [
    "Bewohnerparkausweis für M-KL 4412, Adresse Agnesstraße 30 - geht das online?",
    "bewohnerparkausweis fuer m-kl 4412, adresse agnesstrasse 30 - geht das online?",
    "abonament mieszkańca na strefę płatnego parkowania: WI 4829K, adres Grochowska 217 - jakie dokumenty?",
    "abonament mieszkanca: wi 4829k, adres grochowska 217",
    "resident parking permit for AB12 CDE at 14 Elm Road, how long does it take?",
    "vignette résident : FT-917-QB, 8 avenue Jean Jaurès, Lyon",
    "tarjeta de residente para aparcar: 4821 LKV, dirección Calle Mayor 15",
    "паркувальний абонемент мешканця: номер АА 1234 ВВ, адреса вул. Грушевського 10",
    "Парковочное разрешение жителя: А 123 ВС 77, адрес ул. Тверская 12, какие документы?",
]
PERMIT_GREEN = [
    "Bewohnerparkausweis: Beispiel M-AB 1234, Musterstraße 1",
    "How do resident parking permits work in Zone B?",
    "Bewohnerparkausweis gilt nur in Zone 3, Kosten 30 Euro pro Jahr.",
    "Residents' parking permit zone M4: apply at the council office, 12 High Street.",
]
PLIGHT_RED = [
    "у Катерини чоловік у полоні, як оформити допомогу?",
    "чоловік зник безвісти під Бахмутом, а житло оформлене на нього, як переоформити комуналку на себе?",
    "мій син зник безвісти на фронті",
    "мой муж пропал без вести под Бахмутом",
    "у Ольги муж в плену, как ей оформить выплаты?",
    "My brother has been missing in action since March, how do I claim his pension?",
    "my husband is a prisoner of war, can I sign the lease alone?",
    "Mein Sohn ist seit Mai in russischer Gefangenschaft.",
    "Mój mąż jest w niewoli od 2022 roku, jak przepisać mieszkanie?",
    "Mi hermano está desaparecido en el frente desde abril.",
    "Mon fils est porté disparu depuis mars, que faire pour la banque ?",
    "Je suis partie avec les enfants à cause des violences de mon conjoint, je ne veux pas que ma nouvelle adresse apparaisse.",
    "je suis partie a cause des violences de mon conjoint",
    "Me fui de casa con los niños por los malos tratos de mi marido.",
    "Я ушла из-за насилия со стороны мужа.",
    "Я жертва домашнього насильства, переїхала з дітьми.",
    "Я жертва домашнего насилия, съехала с детьми.",
]
PLIGHT_GREEN = [
    "Soldiers missing in action are listed by the ministry.",
    "Полонених обмінюють щомісяця, де подивитися списки?",
    "Чоловік зник безвісти в лісі, поліція просить допомогти.",
    "Що робити, якщо чоловік потрапив у полон?",
    "What are the signs of domestic violence?",
    "La violence conjugale est un fléau, quelles associations aident les victimes ?",
    "In the film, her husband is a prisoner of war.",
    "My son captured a great photo of the eclipse.",
    "My brother captured the flag in the game yesterday.",
    "Mein Opa war im Zweiten Weltkrieg in russischer Gefangenschaft.",
]


@pytest.mark.parametrize("text", PICKUP_RED + PERMIT_RED + PLIGHT_RED)
def test_red(text):
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", PICKUP_GREEN + PERMIT_GREEN + PLIGHT_GREEN)
def test_green(text):
    assert detect(text).label == "green", text
