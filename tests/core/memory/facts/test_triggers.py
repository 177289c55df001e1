"""When a saved-memory pass runs: the six-turn boundary and explicit "remember" / "forget"."""
import pytest

from app.core.memory.facts.triggers import crosses_boundary, detect_request

REMEMBER = [
    "Remember that my name is Ann.",
    "remember: I'm vegan",
    "I'm vegan, remember that",
    "REMEMBER THIS!!! my dog is Rex",
    "Please save this to memory: I work at ACME",
    "my birthday is 3 May - don't forget!",
    "Don't forget that I hate cilantro",
    "dont forget i hate cilantro",
    "Keep in memory that I live in Gdańsk",
    "write it down in memory: I have two cats",
    "Could you remember that I'm left-handed?",
    "Remember my name, will you?",
    "I moved to Berlin, remember that, ok?",
    "My name is Ann. Remember that.",
    "ok so remember my wife is Eva",
    "I want you to remember my son's name is Tim",
    "save that to your memory",
    "Add my birthday (May 3) to your memory",
    "keep it in memory please",
    # Polish
    "Zapamiętaj, że mam na imię Ola",
    "zapamietaj to",
    "ZAPAMIĘTAJ: jestem weganką",
    "Nie zapomnij, że jestem weganką",
    "nie zapomnij o tym!",
    "zapisz w pamięci że lubię jazz",
    "Zapisz to w pamięci, proszę",
    "Pamiętaj, że pracuję zdalnie",
    "Możesz zapamiętać, że mam psa?",
    "mam psa, zapamiętaj",
]

FORGET = [
    "Forget that I live in Oslo",
    "please forget my address",
    "Forget everything you know about me.",
    "Could you forget my old address?",
    "remove my job from your memory",
    "Don't remember that I said that",
    "Zapomnij, że mieszkam w Krakowie",
    "zapomnij o moim adresie",
    "usuń moje imię z pamięci",
]

NEITHER = [
    "Do you remember what I said?",
    "do you remember my name",
    "Do you remember that?",
    "Can you remember my name?",
    "Remember when we went to Paris?",
    "I remember my first car",
    "I can't remember the name of that film",
    "I'll remember that, thanks",
    "I never forget a face",
    "I forget things a lot",
    "Forget it, let's talk about cats",
    "Did you save it to memory?",
    "The array is stored in memory",
    "How much memory does it need?",
    'My friend told me "remember to call mom"',
    "He said 'don't forget me' and left",
    "> remember this\nwhat does this quote mean",
    "What does `remember()` return?",
    "The song Remember Me is nice",
    "Pamiętasz, jak miałam na imię?",
    "pamiętasz?",
    "Nie pamiętam, jak to było",
    "Czy pamiętasz mój adres?",
    "Zapomniałam parasola",
    "",
]


@pytest.mark.parametrize("text", REMEMBER)
def test_requests_to_remember_fire_at_once(text):
    request = detect_request(text)
    assert request.remember and not request.forget


@pytest.mark.parametrize("text", FORGET)
def test_requests_to_forget_fire_at_once(text):
    assert detect_request(text).forget


@pytest.mark.parametrize("text", NEITHER)
def test_questions_statements_and_quotes_do_not_fire(text):
    assert not detect_request(text)


def test_one_message_can_ask_for_both():
    request = detect_request("Forget my old address and remember the new one: Długa 5.")
    assert request.forget and request.remember


@pytest.mark.parametrize("count, fires", [(2, False), (4, False), (6, True), (8, False), (10, False), (12, True),
                                          (7, True), (13, True), (1, False), (0, False)])
def test_a_pass_is_due_when_a_turn_crosses_a_multiple_of_six(count, fires):
    assert crosses_boundary(count) is fires


def test_a_request_around_a_long_paste_is_heard_and_the_paste_is_not_scanned_whole():
    paste = "Lorem ipsum dolor sit amet, the log line says nothing about memory. " * 30_000   # ~2 MB
    assert detect_request("Remember that I'm vegan.\n" + paste).remember
    assert detect_request(paste + "\nPlease forget my old address.").forget
    # What sits deep inside pasted text is not the user asking: a quoted "remember this" in a log.
    assert not detect_request(paste[: len(paste) // 2] + " remember this: " + paste[len(paste) // 2:])
