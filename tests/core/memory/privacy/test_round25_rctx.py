"""Session 22 (rctx): a red message stays red when ordinary sentences surround it.

benchmarks/privacy_perturb.py --context puts every caught red development line among ordinary green sentences; at 454d7fb
1,738 of 115,122 variants turned non-red. The cause was a class: a cue read over the whole message (or a window of
characters reaching into the sentence before) decided the verdict on another sentence's value or disclosure. Mechanisms
(sentences written for these tests, none taken from a data set):

- M1 the learned disclosure model reads a message as one bag of words: ordinary sentences around a disclosure dilute it.
  A message of several sentences it leaves green is read again in windows of one or two sentences, each at least six
  words long and clearing the threshold by a margin (model_windows.py); the model's own checks (a denial, a question put
  as a condition) apply in the window;
- M2 a terse reply ("Asthma, seit der Kindheit", "epilepsy, lamotrigine 100 mg") was read as the writer's only when it
  was the whole message: now also as one sentence of a longer one (terse.terse_sentence, noted_conditions.treated_sentence),
  not when its naming part holds a long number (a parcel's, an order's);
- M3 a story ("in my novel", "En mi novela") anywhere in the message made a PIN or a password a character's: now only in
  the value's own sentence or framing the message from its first sentence (secrets.py, sentence_scope.py);
- M4 a customer-service or hotline word up to 60 characters before a phone number, across a sentence end, made it a
  service line: now inside the number's sentence, or the one before when the number's has fewer than four words before
  it ("Hotline der Telekom. Tel. 0800 ...") (phones.py, sentence_scope.own_window);
- M5 an example or template word anywhere in a one-line message made a named person with an address placeholder data
  ("Explícame las ecuaciones con un ejemplo fácil. ... soy Lorena ..."): now only in the address's sentence, or before it
  when the sentence just before ends with a colon; a text of several lines (a form, a document) is still read whole
  (mockup_persons.py).

RED: green on the base (454d7fb's detector, /work/wt/base), red now. GREEN: twins where the cue is in the same sentence (or
frames the message) and still wins, and ordinary messages of several sentences.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED: list[str] = [  # green on the base
    # M1
    "Can you suggest a name for my bakery? My wife and I haven't been intimate since the baby was born and she won't talk about it.",
    "Jaki odkurzacz do małego mieszkania? Z żoną od miesięcy nie sypiamy razem i nie wiem, jak zacząć tę rozmowę.",
    # M2
    "Welche Farbe passt zu einem grauen Sofa? Asthma, seit der Kindheit.",
    "Ideen für einen Kindergeburtstag im Garten? Epilepsie, Lamotrigin 100 mg morgens.",
    "jak upiec sernik bez spodu. nowotwór jelita, chemia od marca.",
    # M3
    "Die PIN meiner EC-Karte ist 4827, schreib sie bitte nirgends hin. In meinem Roman geht es um zwei Schwestern, hast du einen Titel?",
    "My debit card PIN is 6193, my wife keeps forgetting it. Any ideas for a twist in my novel about a lighthouse keeper?",
    # M4
    "Jak ułożyć grafik dla działu obsługi klienta? numer do pana z agencji prywatny +48 601 228 374, mówi że można dzwonić po 18.",
    "How do I train new staff for our customer service desk? the plumber's own mobile +44 7700 184 932, he said text is fine.",
    # M5
    "Erklär mir Bruchrechnen mit einem Beispiel. Ich bin Henrike Wallner, Kiefernweg 7, 79104 Freiburg, schreib bitte einen "
    "Widerspruch an die Krankenkasse.",
]

GREEN: list[str] = [
    # M1: the model's checks in the window; short replies; ordinary sentences
    "Can you suggest a name for my bakery? What happens if my wife and I stop paying the loan for the ovens?",
    "Jaki odkurzacz do małego mieszkania? Nie jestem w związku, pytam dla koleżanki. Ma psa i dywany.",
    "What's a good name for a golden retriever puppy? We want something short. My kids keep suggesting Biscuit.",
    "Telegram says a new device logged in. It was me. Anything to do?",
    # M2: a question in the sentence; news; a parcel's number named first
    "Welche Farbe passt zu einem grauen Sofa? Asthma, seit wann gibt es dafür Sprays?",
    "Any tips for a first half marathon? Diabetes drug on shortage since October, says the news.",
    "Wo ist mein Paket? Sendung 00340434161094215083 – die Medikamente sind seit vier Tagen im Paketzentrum.",
    # M3: the story in the value's own sentence, or framing the message from its first sentence
    "In meinem Roman tippt die Kommissarin die PIN 4827 ein, ist das realistisch?",
    "Für meinen Krimi: Die Kommissarin findet einen Zettel im Portemonnaie. Darauf steht die PIN 4827.",
    # M4: the service line named in the number's own sentence, or just before it with a short lead-in
    "Gdzie zgłosić reklamację butów? Infolinia obsługi klienta sklepu: 22 591 02 35.",
    "Hotline der Telekom. Tel. 0800 330 1000",
    "Infolinia banku. Dzwoń na +48 22 591 02 35",
    # M5: the sample word in the address's sentence, or heading the data with a colon or as a document's first line
    "Sample data for the demo: Rosalind Pemberton, 14 Quarry Lane, Bristol BS7 8QT.",
    "Beispieldaten:\nHenrike Wallner, Kiefernweg 7, 79104 Freiburg",
]


@pytest.mark.parametrize("text", RED)
def test_red_among_other_sentences(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", GREEN)
def test_green_twins(text: str) -> None:
    v = detect(text)
    assert not v.is_red, (text, v.findings)
