"""Round 37 (rsecrets): real secrets inside stories, examples and riddles.

- REAL: a value the writer says is their real / actual one turns a story's or an example's frame into a disclosure
  ("use my real password for it", "moje prawdziwe hasło", "mein echtes Passwort", "mi contraseña real", "mon vrai mot
  de passe", "мій справжній пароль", "мой настоящий пароль") - real_values.py; its negation or a stand-in for it
  ("not my real password", "zamiast mojego prawdziwego hasła", "nicht mein echtes") stays the story's;
- STORY: a story asked for ("Write a short story where a locker opens with 5-9-2-6", "Écris un conte ...", "Schreib
  eine Geschichte ...", "Escribe un cuento ...", "Напиши рассказ ...") frames its invented codes (secrets.py _FICTION);
- NAMED: a value inside a sentence named after it ("whose answer is 7391 - it's my bank card PIN") - said_after.py;
  a riddle's answer named as a count or a year stays green;
- VENDOR: a vendor-shaped key with a random body is red in an example frame (sample_mentions.py); the vendors'
  documented samples, a placeholder body and a sandbox key stay green.
Each case pairs a red text with a near-miss that must stay green, so each fails on the round-36 tree.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

REAL = [
    ("In my novel the spy guesses the vault password. Use my real password for it: Kestrel#Moor77",
     "In my novel the spy guesses the vault password. It is not my real password, just invent one like Kestrel#Moor77"),
    ("For my short story the villain types a password - make it my actual one: Lantern_Fig2016",
     "In my novel the spy guesses the vault password. Make up a password for my character, something like Kestrel#Moor77"),
    ("W mojej powieści bohaterka łamie hasło. Wstaw tam moje prawdziwe hasło: Jaskolka!1988",
     "W mojej powieści bohaterka łamie hasło. Zamiast mojego prawdziwego hasła wpisz coś w stylu Jaskolka!1988"),
    ("In meinem Krimi knackt der Kommissar ein Passwort, nimm mein echtes Passwort: Holunder-Weg42",
     "In meinem Krimi knackt der Kommissar ein Passwort, nicht mein echtes, eher so etwas wie Holunder-Weg42"),
    ("En mi novela el detective descubre la contraseña. Pon mi contraseña real: Tortilla.Roja55",
     "En mi novela el detective descubre la contraseña. No es mi contraseña real, invéntala como Tortilla.Roja55"),
    ("Dans mon roman, l'héroïne devine un mot de passe : mets mon vrai mot de passe, Bruyere!2011",
     "Dans mon roman, l'héroïne devine un mot de passe : pas mon vrai mot de passe, invente comme Bruyere!2011"),
    ("У моєму оповіданні хакер вгадує пароль. Хай це буде мій справжній пароль: Kalyna_Dim93",
     "У моєму оповіданні хакер вгадує пароль. Замість мого справжнього пароля вигадай щось як Kalyna_Dim93"),
    ("В моём романе хакер угадывает пароль. Пусть это будет мой настоящий пароль: Siren_Most84",
     "В моём романе хакер угадывает пароль. Вместо моего настоящего пароля придумай что-то вроде Siren_Most84"),
]

STORY = [
    ("Write a short story where a locker opens with 5-9-2-6 and the bell rings at 8:15.",
     "Write a short story where a locker opens with my real PIN, 5926, the one for my card."),
    ("Écris un conte où le cadenas s'ouvre avec 7-3-9-1 et le train part à 6:40.",
     "Écris un conte où le cadenas s'ouvre avec mon vrai code de carte, le 7391."),
    ("Schreib eine Geschichte über ein Schließfach mit Code 9-4-7-2 und einem Bus um 5:55.",
     "Schreib eine Geschichte über ein Schließfach, nimm als Code meine echte PIN: 9472."),
    ("Escribe un cuento sobre una caja fuerte con código 3-8-6-1 y un tren a las 7:07.",
     "Escribe un cuento sobre una caja fuerte; el código es mi PIN de verdad: 3861."),
    ("Напиши рассказ про сейф с кодом 8-3-6-2 и поезд в 4:44.",
     "Напиши рассказ про сейф, код пусть будет мой настоящий ПИН: 8362."),
]

NAMED = [
    ("Make a riddle for the kids whose answer is 7391 - it's my bank card PIN, they won't know.",
     "Make a riddle whose answer is 2580, that's the number of steps in the tower."),
    ("Mach ein Rätsel mit der Lösung 7391, das ist meine Karten-PIN, die Kinder ahnen nichts.",
     "Mach ein Rätsel mit der Lösung 1989, das ist das Jahr des Mauerfalls."),
    ("Haz una adivinanza cuya respuesta sea 7391, que es el PIN de mi tarjeta.",
     "Haz una adivinanza cuya respuesta sea 1492, que es el año del descubrimiento."),
    ("Ułóż rebus, którego rozwiązaniem jest 7391, czyli PIN mojej karty.",
     "Ułóż rebus, którego rozwiązaniem jest 1410, czyli rok bitwy pod Grunwaldem."),
    ("Fais une énigme dont la solution est 7391, qui est le code PIN de ma carte.",
     "Fais une énigme dont la solution est 1789, qui est l'année de la Révolution."),
    ("Make a crossword where the last answer is 4826, which is my phone PIN.",
     "1234 - is that a safe PIN for a phone?"),
]

VENDOR = [
    ("Für den Workshop packe ich unseren Schlüssel ins Beispiel:\nOPENAI_API_KEY=sk-proj-Vb3nQ8rLz2WkT6yHc9mJ4pXd7gFs1aE5uR0iOkWq",
     "Beispiel für die Doku: STRIPE_KEY=sk_test_4eC39HqLyjWDarjtT1zdp7dc"),
    ("Na warsztaty wkleję klucz do przykładu, wyjaśnij linię:\nGITHUB_TOKEN=ghp_8fK2mQ9xLr4TzW7bN1cJ5hD3vG6sYa0EuPiO",
     "Przykład z dokumentacji: AKIAIOSFODNN7EXAMPLE"),
    ("Ejemplo para el taller: HF_TOKEN=hf_Qm8vLr4TzW7bN1cJ5hD3vG6sYa0EuPiOkLmN",
     "Example for the workshop slides: SLACK_TOKEN=xoxb-000000000000-xxxxxxxxxxxxxxxxxxxxxxxx"),
    ("Exemple pour l'atelier : OPENAI_API_KEY=sk-proj-Vb3nQ8rLz2WkT6yHc9mJ4pXd7gFs1aE5uR0iOkWq",
     "Exemple pour l'atelier : OPENAI_API_KEY=sk-your-key-here"),
    ("Пример для доклада: GITLAB_TOKEN=glpat-Qm8vLr4TzW7bN1cJ5hD3",
     "Приклад: GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"),
    ("Приклад для лекції:\nOPENAI_API_KEY=sk-proj-Vb3nQ8rLz2WkT6yHc9mJ4pXd7gFs1aE5uR0iOkWq",
     "Use 1234 - it's a fake PIN for the example."),
]


@pytest.mark.parametrize(("red", "near"), REAL)
def test_real_one_in_a_story_is_the_writers(red: str, near: str) -> None:
    assert detect(red).label == "red", red
    assert detect(near).label == "green", near


@pytest.mark.parametrize(("green", "real"), STORY)
def test_story_asked_for_frames_its_codes(green: str, real: str) -> None:
    assert detect(green).label == "green", green
    assert detect(real).label == "red", real


@pytest.mark.parametrize(("red", "near"), NAMED)
def test_value_named_after_it_in_a_sentence(red: str, near: str) -> None:
    v = detect(red)
    assert v.label == "red" and v.reason == "PIN code", (red, v)
    assert detect(near).label == "green", near


@pytest.mark.parametrize(("red", "near"), VENDOR)
def test_vendor_key_in_an_example_frame(red: str, near: str) -> None:
    assert detect(red).label == "red", red
    assert detect(near).label == "green", near
