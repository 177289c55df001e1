"""Round 27 (rlong): false red on long benign messages (two to six sentences). Sentences written for these tests,
none taken from a benchmark file; those marked "kept aside" were not run on the new code until it was done.

Classes:
- A what a book, a film, a series or a game holds, or should not hold, in a request for one ("nothing with drugs or
  abuse", "ohne Gewalt", "nic o przemocy", "pas de ...", "нічого про насильство"), a series about a divorce, the French
  "romans" (novels; Polish "romans" is an affair) - work_contents.py;
- C a disclosure about the writer's relative told in the sentence after the one that names them, its subject only a
  pronoun or dropped ("Mi hermano vive en Sevilla. Tiene esquizofrenia ...") - carried_subjects.py;
- D a partner's control told as acts (controls my money, takes my card, won't let me go out, threatens me), which
  only the learned model's one-sentence windows had caught - partner_control.py;
- B a long message of plain first-person talk about a hobby, a skill, a recipe or a garden with the family in it,
  which the learned message model called red on its narrating voice ("I ... and ... my") - narrated_voice.py (whole
  messages of three sentences or more only; the one-sentence windows of such talk stay red: see its doc).

RED: green on the base (6d870a1), red now. GREEN: red on the base, green now. GREEN_ALSO: twins of the same surface, green on the base and now.
KEPT: red on the base and still red: the same surface where the writer tells it of themselves or their family.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

GREEN: list[str] = [
    "I loved The Road but it was too bleak for me. I'd like something without abuse or torture scenes this time. "
    "Could you recommend a few novels for a long train ride?",  # A
    "Szukam książki na urlop. Nie chcę nic o przemocy ani o wojnie, mam tego dość w wiadomościach. Coś lekkiego, "
    "może kryminał z humorem?",  # A
    "Właśnie skończyłam serial o rozwodzie pary aktorów i bardzo mi się podobał. Polecisz coś podobnego? "
    "Lubię dramaty obyczajowe.",  # A
    "Für den Filmabend mit meiner Schwester suchen wir etwas ohne Gewalt und ohne Drogen. Sie mag romantische "
    "Komödien, ich eher Krimis. Hast du Vorschläge?",  # A
    "J'ai lu trois romans de Simenon cet été et j'en veux encore. Je préfère ceux avec Maigret. Par lequel continuer ?",  # A
    "We loved Paddington 2 as a family. For the next movie night I want nothing with drugs or abuse, my youngest is "
    "seven. Any suggestions?",  # A (kept aside)
    "Je viens de finir une série sur un divorce très compliqué et j'ai adoré. Tu peux me conseiller quelque chose dans "
    "le même genre ?",  # A (kept aside)
]

GREEN_ALSO: list[str] = [
    "Я впервые готовлю холодец сама, без мамы. Мама всегда варила его на Новый год, а теперь она далеко. "
    "Сколько часов варить, чтобы застыл?",  # B
    "Ostatnio przeczytałam trzy kryminały z rzędu. Teraz chcę coś bez przemocy i bez zdrad, może powieść obyczajową. "
    "Co polecisz?",  # A (kept aside)
    "Ich suche ein Brettspiel für meine Eltern. Bitte nichts über Krieg oder Religion, sie streiten sonst. Was würdest "
    "du empfehlen?",  # A (kept aside)
    "Busco una película para ver con mi novio el sábado. Nada de drogas ni de infidelidades, que ya hemos visto muchas. "
    "¿Alguna idea?",  # A (kept aside)
    "Хочу порадити мамі серіал. Нічого про насильство і про війну, вона дуже вразлива. Що можна подивитися?",  # A
    "Mi marido y yo empezamos a bailar salsa hace dos meses. Yo me equivoco siempre con los giros. ¿Cómo practico en "
    "casa sin pareja?",  # B (kept aside)
    "I water my houseplants every Sunday and feed them once a month. The monstera has brown edges now. Is it too much "
    "water or too little light?",  # B
]

KEPT: list[str] = [
    "I don't want anything about cancer tonight, my husband started chemo for bowel cancer on Monday. Can you "
    "recommend a silly comedy?",  # A (kept aside)
    "Szukam książki dla siebie. Od roku choruję na depresję i nie chcę nic ciężkiego. Co polecisz?",  # A (kept aside)
    "Mon mari me frappe depuis deux ans. Je cherche un livre sans violence pour me changer les idées. Une idée ?",  # A (kept aside)
    "Szukam filmu na wieczór. Mój mąż mnie bije i nie chcę nic o przemocy. Co polecasz?",  # A
    "Czytam książkę o depresji, bo sama mam depresję od dwóch lat. Polecisz coś jeszcze?",  # A
    "Mam romans z kolegą z pracy i czytam o tym wszystko, co znajdę. Mąż nic nie wie. Co robić?",  # A
    "Mój mąż zabiera mi wypłatę i nie pozwala mi wychodzić z koleżankami. Co mam robić?",  # D (the learned model's on the base; the rule's now)
    "Mi pareja controla todo mi dinero y no me deja ver a mis amigas. ¿Es maltrato?",  # D (the learned model's on the base; the rule's now)
    "Мій чоловік забирає мою зарплату і погрожує мені, коли я хочу піти. Що робити?",  # D (the learned model's on the base; the rule's now)
    "Мой муж проверяет мой телефон каждый вечер и запрещает мне работать.",  # D (the learned model's on the base; the rule's now)
]

RED: list[str] = [
    "Mi hermano vive en Sevilla. Tiene esquizofrenia desde los veinte años. ¿Cómo lo acompaño al médico?",  # C
    "Ma sœur habite à Lille. Elle est enceinte de trois mois mais ne l'a dit à personne. Comment l'aider ?",  # C
    "Mon frère a 40 ans. Il est alcoolique depuis des années. Que faire ?",  # C
    "Мій брат живе у Львові. Він хворіє на діабет з дитинства. Як йому допомогти?",  # C
    "Моя сестра живёт в Казани. Она беременна, но боится сказать мужу. Что посоветуешь?",  # C
    "Mein Onkel wohnt allein auf dem Land. Er ist seit Jahren spielsüchtig und hat alles verloren. Wie können wir ihm "
    "helfen?",  # C (kept aside)
    "Mi tía vive en Málaga. Padece alzhéimer desde hace dos años. ¿Qué residencias hay por la zona?",  # C (kept aside)
    "Mój chłopak sprawdza mój telefon codziennie i grozi mi, że odejdzie, jak wyjdę bez niego. Czy to normalne?",  # D (kept aside)
    "Мой парень забирает мою карту и не пускает меня к подругам. Куда обратиться?",  # D (kept aside)
]

# D's twins: a negation, the partner's control of something else, help, a shared car
GREEN_D: list[str] = [
    "My husband never checks my phone, we trust each other. What phone case should I buy him?",
    "My wife controls the heating schedule from her phone app. Which thermostat works with Alexa?",
    "Mein Mann kontrolliert immer die Reifen, bevor wir in den Urlaub fahren. Welcher Luftdruck ist richtig?",
    "Mi novio lee mis mensajes en voz alta cuando conduzco, para que no mire el móvil. ¿Hay una app que lo haga?",
    "My husband takes my car to work on Mondays because his is in the garage. Is it cheaper to insure him as a named "
    "driver?",  # (kept aside)
    "Mi marido revisa mi declaración de la renta cada año porque es asesor fiscal. ¿Qué deducciones se suelen "
    "olvidar?",  # (kept aside)
]

# C's twins: the person's job, a topic, a sentence with a subject of its own
GREEN_C: list[str] = [
    "My dad is a nurse. Diabetes is common on his ward. What should I get him for his birthday?",
    "My sister loves films. She watched a documentary about cancer last night. Can you suggest another one?",
    "Mój tata jest kierowcą. Jest bardzo zmęczony po pracy. Co mu kupić na urodziny?",
    "My brother is a paramedic. He sees a lot of overdoses on night shifts. What's a good gift to help him unwind?",  # (kept aside)
    "Mein Vater ist Pfarrer. Er predigt jeden Sonntag über Vergebung. Welche Bücher könnten ihn inspirieren?",  # (kept aside)
    "Mi madre es profesora de biología. Ella explica el cáncer a sus alumnos con maquetas. ¿Dónde compro una buena?",  # (kept aside)
    "Моя сестра працює в банку. Вона займається кредитами для малого бізнесу. Як їй краще підготуватися до "
    "співбесіди?",  # (kept aside)
]


@pytest.mark.parametrize("text", RED)
def test_red(text: str) -> None:
    assert detect(text).label == "red"


@pytest.mark.parametrize("text", GREEN + GREEN_ALSO + GREEN_C + GREEN_D)
def test_green(text: str) -> None:
    verdict = detect(text)
    assert verdict.label == "green", verdict.findings


@pytest.mark.parametrize("text", KEPT)
def test_kept_red(text: str) -> None:
    assert detect(text).label == "red"
