"""Round 32 (rlearn): false red from the learned message model on ordinary messages. Sentences written for these tests,
none taken from a benchmark file.

Classes:
- W a message of several sentences about a hobby, a language, a course or a question a relative asked, whose one
  sentence read alone (model_windows.py) or vouching for the whole (narrated_voice.py) cleared the model's threshold on
  the narrating voice only ("J'ai 61 ans et je me mets à ...", "Tengo 52 años y me he comprado ...", "Мені 50 років, і
  я купила ..."): a window now needs its own content (narrated_voice.WINDOW_MIN);
- N a condition said of nobody in the family ("Niemand in unserer Familie hat ...", "Nadie en mi familia tiene ...",
  "Ніхто в родині не має ..."), with or without the asker's "I'm just curious": read by the rules only with the
  quantifier and the asking voice blanked, and by the learned model only with the quantifier's clause blanked
  (nobody_has.py).

GREEN: red on the base (7e8dfa7), green now. GREEN_ALSO: the same surface, green on the base and now.
KEPT: the writer's own disclosure beside the same surface: red on the base and now.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector import disclosure_model as dm
from app.core.memory.privacy.detector import narrated_voice as nv
from app.core.memory.privacy.detector.verdict import detect

GREEN: list[str] = [
    # W
    "Tengo 52 años y me he comprado un teclado. Quiero tocar villancicos con mi nieta. ¿Por dónde empiezo?",
    "Мені 50 років, і я купила собі гітару. Хочу грати прості пісні з онуками. З чого почати?",
    "Мне 48 лет, и я записался на курсы рисования. Хочу нарисовать портрет дочери. С чего начать?",
    # N
    "Niemand in unserer Familie hat Diabetes, ich frage aus Neugier.",
    "Niemand in unserer Familie hat Diabetes.",
    "Nadie en mi familia tiene diabetes, solo tengo curiosidad.",
    "Nadie en mi familia tiene diabetes.",
    "Personne dans ma famille n'a de diabète, je suis juste curieux.",
    "None of us has asthma, but how do inhalers work?",
]

GREEN_ALSO: list[str] = [
    "J'ai 61 ans et je me mets à la guitare avec des vidéos. J'aimerais jouer du Brassens à Noël. C'est faisable en un an ?",
    "J'ai 45 ans et je me suis inscrit à un cours de dessin. Je voudrais dessiner mes chats. Par quoi commencer ?",
    "Tengo 39 años y me he apuntado a clases de cerámica. Quiero hacer tazas para mis amigos. ¿Qué herramientas necesito?",
    "I'm 58 and I've just bought a ukulele. I want to play simple songs with my grandkids. Where do I start?",
    "My nephew asked me what a data analyst actually does and I couldn't answer. Can you describe a typical day? He's 16.",
    "Ich bin 49 und habe mir eine Gitarre gekauft. Ich will mit meinen Kindern einfache Lieder spielen. Wo fange ich an?",
    "Mam 55 lat i kupiłem sobie pianino cyfrowe. Chcę grać proste piosenki z wnukami. Od czego zacząć?",
    "Jadę na Erasmusa do Lyonu i mój francuski jest słaby. Mam cztery miesiące. Co robić codziennie?",
    "Nikt w rodzinie nie ma cukrzycy, pytam z ciekawości.",
    "Ніхто в родині не має діабету, мені просто цікаво.",
    "Никто в нашей семье не болеет диабетом, просто интересно.",
    "Nobody I know has epilepsy, what happens in a seizure?",
]

KEPT: list[str] = [
    "Nobody I know has epilepsy but my son has.",
    "Nobody in my family has epilepsy but my son has it.",
    "Nobody in our family has diabetes, but I was diagnosed last year.",
    "Niemand in unserer Familie hat Diabetes, aber ich habe seit März Typ 1.",
    "Nadie en mi familia tiene diabetes, pero a mí me la diagnosticaron en enero.",
    "Personne dans ma famille n'a de diabète, sauf moi depuis l'an dernier.",
    "Nobody in my family knows that I was in rehab for alcohol last year.",
    "I'm just curious, I have diabetes and wonder how school nurses handle insulin.",
    # a window's red that rests on what is told (round 25's test, content 1.56)
    "Can you suggest a name for my bakery? My wife and I haven't been intimate since the baby was born and she won't "
    "talk about it.",
]


@pytest.mark.parametrize("text", GREEN + GREEN_ALSO)
def test_green(text: str) -> None:
    assert detect(text).label == "green", text


@pytest.mark.parametrize("text", KEPT)
def test_kept_red(text: str) -> None:
    assert detect(text).label == "red", text


def test_voice_only_window_has_low_content() -> None:
    """The mechanism W rests on: the sentence clears the threshold, its content does not reach WINDOW_MIN."""
    model = dm.load()
    assert model is not None
    window = "Tengo 52 años y me he comprado un teclado."
    assert model.score(window, gated=False) >= model.threshold
    assert nv.content(model, window) < nv.WINDOW_MIN
