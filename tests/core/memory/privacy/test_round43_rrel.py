"""Round 43, rrel: bullying, harassment at work, violence in the family's history, and children tied to schools.

- bullied_children.py: the writer's own child bullied, harassed or beaten up - the child as the subject of a passive
  or a reflexive ("my daughter is being bullied", "se fait harceler", "wird gemobbt"), the bullies' act on the child
  ("mobben unseren Sohn"), or in Polish, Ukrainian and Russian the child in an oblique case beside a plural verb
  ("мою доньку ображають", "synowi dokuczają");
- boss_harassment.py: a superior's obscene messages or touching aimed at the writer, or shouting and insults with a
  second sign (a threat of dismissal, in front of everyone, every day, tears);
- family_blows.py: a relative's blows on another relative told as family history ("Dad would slap Mum around",
  "отчим избивал мать"), and a child's parent hitting the child as told to the writer;
- school_children.py: a capitalised word before a pupil's name ("Mein Enkel Jonas ...", "Unser Pflegekind ...") no
  longer hides the name from the pupil reading.
Sentences written for these tests (none taken from a data file). Each red sentence is green on the tree before the
round; the look-alikes are green (or yellow's green here) on both.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector import gates
from app.core.memory.privacy.detector.folding import fold_word
from app.core.memory.privacy.detector.verdict import detect

BULLIED = [
    "My daughter Maisie is being bullied by two girls in her class, help me write to the head.",
    "my son keeps getting picked on at the bus stop and comes home crying",
    "Our boy Liam got beaten up by older kids on the way home from school.",
    "My stepson Josh has been harassed online by classmates for weeks.",
    "Older boys are bullying my son in the changing rooms. What can I do?",
    "Mein Sohn Ben wird seit Wochen in der Schule gemobbt, hilf mir bei einem Brief.",
    "unsere tochter wurde auf dem schulhof von zwei jungs verprügelt",
    "Meine Enkelin Mia wird von Klassenkameradinnen schikaniert.",
    "Drei Jungs mobben unseren Sohn im Klassenchat.",
    "Ma fille Inès est harcelée au collège depuis la rentrée.",
    "mon fils se fait frapper par des grands dans la cour",
    "Notre fils subit du harcèlement scolaire, écris une lettre au CPE.",
    "A mi hijo Pablo le hacen bullying en el colegio desde octubre.",
    "Mi hija Lucía sufre acoso escolar, ayúdame con una carta a la directora.",
    "mi hijo esta siendo acosado por unos chicos de su clase",
    "Moją córkę Zosię gnębią dziewczyny z klasy, napisz pismo do wychowawczyni.",
    "mojego syna bija starsi chlopcy na przerwach",
    "Synowi dokuczają w szkole przez jego wagę.",
    "Córka jest gnębiona przez koleżanki z 5b.",
    "Мого сина Максима цькують у школі через окуляри.",
    "мою доньку ображають однокласники, допоможи написати заяву",
    "Сина б'ють старшокласники після уроків.",
    "Моего сына Артёма травят в классе уже полгода.",
    "мою дочь гнобят одноклассницы, что делать",
    "Дочку обижают в школе, помоги написать директору.",
]
BULLIED_GREEN = [
    "How can parents tell if a child is being bullied?",
    "Our school's anti-bullying policy needs updating, draft a paragraph.",
    "In the film, the boy is bullied by his classmates until he fights back.",
    "My daughter is writing an essay about cyberbullying.",
    "I think my daughter might be getting picked on, she's very quiet.",
    "Ich glaube, mein Sohn wird gemobbt, er sagt aber nichts.",
    "Meine Tochter hält ein Referat über Mobbing.",
    "Wie erkenne ich, ob mein Kind gemobbt wird?",
    "J'ai l'impression que ma fille est harcelée, elle ne dit rien.",
    "Comment savoir si mon fils se fait harceler ?",
    "Creo que a mi hijo le hacen bullying, pero no me lo cuenta.",
    "¿Cómo puede un colegio prevenir el acoso escolar?",
    "Chyba ktoś dokucza córce w szkole, ale ona nic nie mówi.",
    "Syn i koledzy biją się na niby na podwórku.",
    "Здається, доньку ображають, але вона мовчить.",
    "Як школам протидіяти булінгу? Для доповіді.",
    "Мне кажется, сына обижают в школе, но он молчит.",
    "Как школе бороться с травлей? Для доклада.",
    "My son has never been bullied, thankfully.",
    "Mein Sohn spielt in der Schultheater-Aufführung einen gemobbten Jungen.",
    "My son bullied another kid and the school called me.",
    "Мой сын травит тараканов на даче.",
]

BOSS = [
    "my boss touched me at the christmas party and now acts like nothing happened",
    "Our supervisor yells at me in front of the whole team and calls me useless.",
    "The boss screams at me every single shift, I cry in the car afterwards.",
    "Mein Chef schickt mir nachts anzügliche Nachrichten.",
    "mein chef beleidigt mich ständig, ich kann nicht mehr",
    "Mon chef m'envoie des messages déplacés le soir.",
    "Ma responsable me crie dessus devant tout le monde et menace de me virer.",
    "Mi jefe me manda mensajes subidos de tono por WhatsApp.",
    "El encargado me grita todos los días delante de todos.",
    "Kierownik pisze mi sprośne wiadomości po nocach.",
    "Керівник надсилає мені непристойні фото.",
    "Начальниця кричить на мене при всіх і погрожує звільненням.",
    "начальник постоянно орёт на меня и грозит уволить",
    "Руководитель присылает мне пошлые сообщения, что делать?",
]
BOSS_GREEN = [
    "What counts as workplace harassment? Write a short policy.",
    "Is it harassment if a manager shouts at an employee once?",
    "My boss never shouts at me, he's lovely.",
    "Mein Chef schreit ständig die Lehrlinge an.",
    "In the film the boss humiliates his assistant every day.",
    "Szef krzyknął dziś na mnie, bo się spóźniłam.",
    "Начальник сегодня накричал на курьера.",
    "Si mi jefe me grita delante de todos, ¿qué hago?",
    "Mon chef m'envoie des messages le soir pour le planning.",
    "Керівник надсилає мені звіти щодня.",
    "My boss sends me texts every day about the rota.",
]

FAMILY = [
    "Dad would slap Mum around when he'd been drinking, and we hid upstairs.",
    "Grandpa used to hit Grandma, my aunt told me at the funeral.",
    "Papa hat Mama jahrelang geschlagen, jetzt soll ich ihn pflegen.",
    "tata bil mame jak bylismy mali",
    "Папа бил маму, когда напивался.",
    "отчим избивал мать, а мы прятались",
    "Meine Schülerin hat mir erzählt, dass ihr Vater sie schlägt.",
    "Un élève m'a dit que son père le frappe. Que dois-je faire ?",
]
FAMILY_GREEN = [
    "Dad beat Mum at chess again last night.",
    "In the novel, the father beats the mother and the children run away.",
    "Papa hat Mama beim Schach geschlagen.",
    "Papa a battu maman aux cartes.",
    "Папа бил маму в шахматы каждый вечер.",
    "Dad hit the brakes and Mum screamed.",
    "My brother beat my sister in the race.",
    "Wie spricht man mit Kindern über häusliche Gewalt im Allgemeinen?",
    "Meine Schwester schlägt Opa einen Spaziergang vor.",
]

PUPILS = [
    "Mein Enkel Paul Hoffmann geht in die 3a der Grundschule an der Eiche, bitte eine Abholvollmacht.",
    "Unser Pflegekind Mia Roth geht in die 3a der Grundschule am Park.",
    "Das Patenkind Lena Vogt besucht die 4b der Lindenschule.",
    "meine Nichte Hanna Berger geht in die 1b der Grundschule Am Wall.",
]
PUPILS_GREEN = [
    "Mrs Clara Hopkins teaches Year 4 at St Anne's Primary.",
    "Frau Lena Vogt unterrichtet die 4b der Lindenschule.",
    "Mein Enkel geht in die 2c der Grundschule am Rosenhain.",
    "Max Mustermann geht in die 2c der Grundschule am Rosenhain.",
    "In meinem Roman geht Enkel Paul Hoffmann in die 3a der Grundschule an der Eiche.",
]

RED = BULLIED + BOSS + FAMILY + PUPILS
GREEN = BULLIED_GREEN + BOSS_GREEN + FAMILY_GREEN + PUPILS_GREEN


@pytest.mark.parametrize("text", RED)
def test_red(text):
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", GREEN)
def test_lookalikes_stay_green(text):
    assert detect(text).label == "green", text


@pytest.mark.parametrize("text", RED + GREEN)
def test_gates_change_no_verdict_typed_plain(text, monkeypatch):
    """The new word gates hold every spelling their patterns read: typed without diacritics, gated == ungated."""
    plain = fold_word(text)
    gated = [detect(t).label for t in (text, plain)]
    monkeypatch.setattr(gates, "ENABLED", False)
    assert [detect(t).label for t in (text, plain)] == gated, plain
