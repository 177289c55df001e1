"""The learned model's features are what its weights were trained on.

resources/privacy/token_model.npz holds one weight per hashed feature bucket. A change to how a
feature string is written (a faster way to build it that is not quite the same, a renamed prefix)
would leave the weights in place and silently score values with someone else's weights: values
the model caught would go green with nothing failing. These tests pin the buckets of a fixed set of
values; a deliberate feature change must retrain the model (benchmarks/privacy_synth/train.py) and
update the digest here in the same commit."""
from __future__ import annotations

import hashlib

from app.core.memory.privacy.detector import learned

# (message, the value in it that is scored)
VALUES = [
    ("token do drukarki: PrN-77ab-Qx21", "PrN-77ab-Qx21"),
    ("moje hasło to Sloneczko#1987, nie mów nikomu", "Sloneczko#1987"),
    ("Kod do bramy: 4471#, domofon 12", "4471#"),
    ("my PIN for the card is 8823", "8823"),
    ("Versichertennummer A123456789 bitte eintragen", "A123456789"),
    ("el código de la puerta es 2580 y la wifi Casa_2024!", "2580"),
    ("el código de la puerta es 2580 y la wifi Casa_2024!", "Casa_2024!"),
    ("mon digicode c'est 12B45, au 3e étage", "12B45"),
    ("код від домофону 7731, квартира 45", "7731"),
    ("api_key=sk_live_51HxQ2aBcD3eF4gH5iJ6kL7m", "sk_live_51HxQ2aBcD3eF4gH5iJ6kL7m"),
    ("call me at +48 604 218 935 after 6", "+48 604 218 935"),
    ("Order #A-99812-X shipped, 536904399 views, version 3.11.7", "#A-99812-X"),
    ("Order #A-99812-X shipped, 536904399 views, version 3.11.7", "3.11.7"),
    ("ghp_16C7e42F292c6912E7710c838347Ae178B4a and the build 2024-05-01", "ghp_16C7e42F292c6912E7710c838347Ae178B4a"),
    ("ghp_16C7e42F292c6912E7710c838347Ae178B4a and the build 2024-05-01", "2024-05-01"),
    ("login: jkowalski82 / pass: Zielony$Las77", "jkowalski82"),
    ("login: jkowalski82 / pass: Zielony$Las77", "Zielony$Las77"),
    ("Gift card code: X4GH-99PL-2KQ8-MM3Z", "X4GH-99PL-2KQ8-MM3Z"),
    ("recovery codes: 8f3k-2j9d 77aa-b0c1 q1w2-e3r4", "8f3k-2j9d"),
    ("recovery codes: 8f3k-2j9d 77aa-b0c1 q1w2-e3r4", "77aa-b0c1"),
    ("recovery codes: 8f3k-2j9d 77aa-b0c1 q1w2-e3r4", "q1w2-e3r4"),
]
# sha256 of the buckets above, as the weights in resources/privacy/token_model.npz were trained on them
# (session 12: the keyword-family features kf:, kfc:, kr: and mf: were added)
DIGEST = "ada97f891299a6791e3ae25db391ddd26f7b0efe3a1174cbac0a86b9b489b012"


def test_feature_buckets_are_the_ones_the_weights_were_trained_on():
    h = hashlib.sha256()
    for text, value in VALUES:
        start = text.index(value)
        h.update(repr(learned.indexes(text, text.lower(), learned.Candidate(start, start + len(value)))).encode())
    assert h.hexdigest() == DIGEST


def test_each_value_has_its_own_buckets_and_the_messages_words():
    text, value = VALUES[0]
    start = text.index(value)
    buckets = learned.indexes(text, text.lower(), learned.Candidate(start, start + len(value)))
    assert buckets == sorted(set(buckets)) and len(buckets) > 30
    assert set(learned._hashed(learned.message_words(text.lower()))) <= set(buckets)
