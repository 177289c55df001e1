import pytest

from app.core.domain import HIT_CLOSE, HIT_OPEN, Role
from app.core.store.chats import ChatRepository
from app.core.store.db import Database
from app.core.store.messages import MessageRepository
from app.core.store.search import SearchRepository, prefix_match_query
from app.core.store.settings import SettingsRepository, UnknownSetting


@pytest.fixture
def db(tmp_path):
    database = Database(tmp_path / "w.db")
    yield database
    database.close()


def test_sidebar_lists_pinned_first_then_newest_and_hides_deleted(db):
    chats = ChatRepository(db)
    a = chats.create("a")
    b = chats.create("b")
    chats.create("c")
    chats.set_pinned(a.id, True)
    chats.mark_deleted(b.id)
    assert [x.title for x in chats.list_visible()] == ["a", "c"]
    chats.restore(b.id)
    chats.touch(b.id)
    assert [x.title for x in chats.list_visible()] == ["a", "b", "c"]


def test_search_finds_titles_and_text_with_highlights_ignoring_accents(db):
    chats, messages, search = ChatRepository(db), MessageRepository(db), SearchRepository(db)
    trip = chats.create("Weekend in Kraków")
    cooking = chats.create("Cooking")
    messages.add(cooking.id, Role.USER, "How long should sourdough proof overnight?")
    hits = search.search("krakow")
    assert [(h.chat_id, h.message_id) for h in hits] == [(trip.id, None)]
    assert f"{HIT_OPEN}Kraków{HIT_CLOSE}" in hits[0].snippet
    [hit] = search.search("sourd")  # prefix while typing
    assert hit.chat_id == cooking.id and f"{HIT_OPEN}sourdough{HIT_CLOSE}" in hit.snippet
    chats.mark_deleted(cooking.id)
    assert search.search("sourdough") == []


@pytest.mark.parametrize("text", ['"unbalanced', "NEAR(a b)", "a AND OR", "*", "col:value", ")("])
def test_search_treats_fts_syntax_as_plain_text(db, text):
    SearchRepository(db).search(text)  # must not raise an FTS syntax error


def test_fts_query_quotes_words():
    assert prefix_match_query("sourdough wor") == '"sourdough" AND "wor"*'
    assert prefix_match_query("  ?! ") is None


def test_search_treats_the_polish_l_with_stroke_like_l_both_ways(db):
    chats, messages, search = ChatRepository(db), MessageRepository(db), SearchRepository(db)
    trip = chats.create("Łódź w maju")
    note = chats.create("Notes")
    messages.add(note.id, Role.USER, "Kupiłam bilety na Mazury, wyjazd za tydzień")
    messages.add(note.id, Role.USER, "Plain English: the lodge is booked")
    [title] = search.search("lodz")
    assert title.chat_id == trip.id and f"{HIT_OPEN}Łódź{HIT_CLOSE}" in title.snippet
    [bought] = search.search("kupilam bil")         # typed without Polish letters
    assert f"{HIT_OPEN}Kupiłam{HIT_CLOSE}" in bought.snippet
    [lodge] = search.search("łodge")                # and the other way round
    assert f"{HIT_OPEN}lodge{HIT_CLOSE}" in lodge.snippet
    assert search.search("hello") == []


def test_settings_have_defaults_types_and_refuse_unknown_keys(db):
    settings = SettingsRepository(db)
    assert settings.get("memory.deadline_ms") == 300
    settings.set("memory.deadline_ms", "450")
    settings.set("memory.reference_history", "off")
    assert settings.get("memory.deadline_ms") == 450
    assert settings.get("memory.reference_history") is False
    with pytest.raises(UnknownSetting):
        settings.set("no.such.key", 1)
    with pytest.raises(ValueError):
        settings.set("memory.deadline_ms", "soon")


def test_nul_bytes_and_lone_surrogates_are_stored_safely(db):
    chats, messages = ChatRepository(db), MessageRepository(db)
    chat = chats.create("odd")
    msg = messages.add(chat.id, Role.USER, "a\x00b \ud800 c")
    assert messages.get(msg.id).content == "ab ? c"
