"""Core Events fired from a worker thread reach their listeners on the event loop (#14 item 5):
the core's blocking methods are run in workers by the UI and the CLI, and what they announce must
land where the listeners live (the job runner's wake-up, the insights following the facts)."""
from __future__ import annotations

import asyncio
import threading

from app.core.events import Event


def test_an_event_fired_on_the_loop_calls_its_listeners_at_once():
    async def scenario():
        event: Event[int] = Event()
        heard: list[tuple[int, int]] = []
        event.connect(lambda v: heard.append((v, threading.get_ident())))
        event.emit(1)
        return heard  # read before anything else on the loop could run

    assert asyncio.run(scenario()) == [(1, threading.get_ident())]


def test_an_event_fired_in_a_worker_reaches_its_listeners_on_the_loop_in_order_before_the_worker_returns():
    event: Event[int] = Event()      # made before any loop runs, as the app builds its core
    heard: list[tuple[int, int]] = []
    event.connect(lambda v: heard.append((v, threading.get_ident())))

    def blocking_work() -> str:
        worker = threading.get_ident()
        for value in (1, 2, 3):
            event.emit(value)
        return f"{worker}"

    async def scenario():
        Event()   # any Event touched on the running loop makes it the main thread's loop
        worker = await asyncio.to_thread(blocking_work)
        return int(worker), list(heard)

    worker, seen = asyncio.run(scenario())
    main = threading.get_ident()
    assert worker != main
    assert seen == [(1, main), (2, main), (3, main)]


def test_an_event_made_on_a_loop_hands_a_workers_emit_to_that_loop():
    async def scenario():
        event: Event[str] = Event()
        threads: list[int] = []
        event.connect(lambda _v: threads.append(threading.get_ident()))
        await asyncio.to_thread(event.emit, "changed")
        return threads

    assert asyncio.run(scenario()) == [threading.get_ident()]


def test_without_any_loop_an_emit_is_a_plain_call_in_the_calling_thread():
    event: Event[int] = Event()
    heard: list[tuple[int, int]] = []
    event.connect(lambda v: heard.append((v, threading.get_ident())))
    worker = threading.Thread(target=event.emit, args=(7,))
    worker.start()
    worker.join()
    assert heard == [(7, worker.ident)]
    event.emit(8)
    assert heard[-1] == (8, threading.get_ident())


def test_a_broken_listener_does_not_stop_the_others_from_a_worker_either():
    async def scenario():
        event: Event[int] = Event()
        heard: list[int] = []
        event.connect(lambda _v: 1 / 0)
        event.connect(heard.append)
        await asyncio.to_thread(event.emit, 5)
        return heard

    assert asyncio.run(scenario()) == [5]


def test_once_the_app_notes_its_running_loop_a_worker_emit_of_an_event_built_before_it_lands_there():
    """The app builds the core before its loop runs, and nothing may have touched an Event on the
    loop yet when the first blocking call runs in a worker: note_running_loop() closes that gap."""
    from app.core.events import note_running_loop

    Event()   # the main thread touched an Event with no loop running: no home is known
    event: Event[int] = Event()
    threads: list[int] = []
    event.connect(lambda _v: threads.append(threading.get_ident()))

    async def scenario():
        note_running_loop()
        await asyncio.to_thread(event.emit, 1)
        return list(threads)

    assert asyncio.run(scenario()) == [threading.get_ident()]
