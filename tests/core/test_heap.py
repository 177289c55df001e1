"""The collector around heavy first imports: paused meanwhile, their objects frozen after."""
import gc
import sys
import threading

from app.core.heap import long_lived_imports


def _fresh_module_name() -> str:
    # A stdlib module nobody has imported yet in this process, so the import really happens.
    for name in ("tabnanny", "pyclbr", "mailcap", "nntplib", "sndhdr", "cgitb", "this"):
        if name not in sys.modules:
            return name
    raise AssertionError("no unimported stdlib module left to try")


def test_a_first_import_runs_without_collector_passes_and_its_objects_are_frozen():
    passes = []
    record = lambda phase, info: passes.append(info["generation"]) if phase == "start" else None  # noqa: E731
    frozen_before = gc.get_freeze_count()
    gc.callbacks.append(record)
    try:
        with long_lived_imports():
            __import__(_fresh_module_name())
            garbage = [[] for _ in range(20_000)]   # enough new objects to trigger young passes
            del garbage
            assert not gc.isenabled()
    finally:
        gc.callbacks.remove(record)
    assert passes == []
    assert gc.isenabled()
    assert gc.get_freeze_count() > frozen_before
    gc.unfreeze()


def test_imports_already_loaded_freeze_nothing_and_nested_blocks_keep_the_pause():
    gc.unfreeze()
    with long_lived_imports():
        with long_lived_imports():
            import json  # noqa: F401 - already loaded
        assert not gc.isenabled()              # the outer block still pauses the collector
    assert gc.isenabled()
    assert gc.get_freeze_count() == 0


def test_a_collector_the_app_had_disabled_stays_disabled():
    gc.disable()
    try:
        with long_lived_imports():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_blocks_on_two_threads_resume_the_collector_only_when_both_are_done():
    inside, release = threading.Event(), threading.Event()

    def other() -> None:
        with long_lived_imports():
            inside.set()
            release.wait(10)

    thread = threading.Thread(target=other)
    thread.start()
    inside.wait(10)
    with long_lived_imports():
        pass
    assert not gc.isenabled()                  # the other thread is still importing
    release.set()
    thread.join(10)
    assert gc.isenabled()
