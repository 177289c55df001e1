"""Building the memory search index after a big ChatGPT import: messages/s until searchable.

Writes a ChatGPT-style `conversations.json` (conversations of 2-60 messages, English and Polish,
short questions, long answers, some long code answers), imports it through `core.data.import_files`
into a fresh data folder, labels it, and lets the app's own `history_rebuild` job index it (local
all-MiniLM-L6-v2 int8 + LanceDB) until the index is complete, i.e. every remembered message is
searchable. Prints JSON: messages/s until searchable, the time split (privacy analysis, embedding,
LanceDB writes, optimise), LanceDB versions and data fragments created, peak RSS.

    python benchmarks/index_bench.py [--messages 20000] [--threads 2] [--seed 3]
    python benchmarks/index_bench.py --compare /tmp/old-tree [--rounds 2]   # old and new, alternated

Labelling: the local detector reads every message, as the privacy analysis does first (timed as
`privacy_detect_s`); red ones stay out, the rest are stored green (the memory model's part of the
analysis is a provider round trip, not measured here). Timing wraps methods of the app's own
objects (the embedder, the index), so the same script measures an older tree (`--compare`: run with
PYTHONPATH pointing at it) as long as it has those methods.
"""
from __future__ import annotations

import argparse
import asyncio
import inspect
import json
import os
import random
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from _common import ROOT, emit

EN = ("the a we you it this that is are was have can will should would could not and or but if when "
      "because so then also just very more most some any every project meeting budget report design "
      "server update family holiday recipe bread garden invoice weather football library teacher doctor "
      "planet bicycle camera concert market language summer winter island forest ocean castle village "
      "bridge engine rocket violin guitar painting theatre museum airport station hospital trip Lisbon "
      "apartment rent salary interview deadline database query index function variable error exception "
      "memory thread process network request response client cache performance test release version").split()
PL = ("i w na z że to jest nie się do jak ale czy co tak już jeszcze bardzo może można trzeba będzie "
      "był była było mam masz chcę wiem myślę projekt spotkanie budżet raport serwer rodzina wakacje "
      "przepis chleb ogród faktura pogoda piłka biblioteka nauczyciel lekarz rower aparat koncert rynek "
      "język lato zima wyspa las ocean zamek wieś most silnik rakieta skrzypce obraz teatr muzeum lotnisko "
      "dworzec szpital podróż Kraków Gdańsk mieszkanie czynsz pensja rozmowa termin baza zapytanie błąd "
      "pamięć wątek proces sieć żądanie odpowiedź pamięci podręcznej wydajność wydanie wersja źródło").split()
CODE = ["def handle(request):", "    result = cache.get(request.key)", "    if result is None:",
        "        result = compute(request)", "        cache.put(request.key, result)", "    return result",
        "for item in items:", "    total += item.price * item.quantity", "class Worker(Thread):",
        "    def run(self):", "        while not self.stopped:", "            job = self.queue.get()",
        "SELECT id, title FROM chats WHERE updated_at > ? ORDER BY updated_at DESC;",
        "const response = await fetch(url, { method: 'POST', body: JSON.stringify(data) });",
        "    except ValueError as exc:", "        log.warning('bad value %s', exc)"]


def _text(rng: random.Random, words: list[str], n: int) -> str:
    out, sentence = [], []
    for _ in range(n):
        sentence.append(rng.choice(words))
        if len(sentence) >= rng.randint(6, 18):
            out.append(" ".join(sentence).capitalize() + rng.choice(".?!."))
            sentence = []
    if sentence:
        out.append(" ".join(sentence).capitalize() + ".")
    return " ".join(out)


def _message(rng: random.Random, role: str, polish: bool, short: bool = False) -> str:
    words = PL if polish else EN
    if short:   # the shape of the earlier benchmarks (memory_read_bench): one sentence of 6-28 words
        return _text(rng, words, rng.randint(6, 28))
    if role == "user":
        return _text(rng, words, rng.choice([4, 8, 12, 20, 35, 60, 120]))
    shape = rng.random()
    if shape < 0.15:   # a long code answer
        lines = [_text(rng, words, rng.randint(15, 40)), "```python"]
        lines += [rng.choice(CODE) for _ in range(rng.randint(20, 90))]
        lines += ["```", _text(rng, words, rng.randint(10, 40))]
        return "\n".join(lines)
    return "\n\n".join(_text(rng, words, rng.randint(20, 120)) for _ in range(rng.randint(1, 4)))


def make_export(path: Path, messages: int, seed: int, short: bool = False) -> int:
    """A ChatGPT `conversations.json` with about `messages` visible messages; returns how many."""
    rng = random.Random(seed)
    convs, total, c = [], 0, 0
    start = 1_600_000_000.0
    while total < messages:
        n = min(messages - total, rng.choice([2, 4, 6, 10, 16, 24, 40, 60]))
        polish = rng.random() < 0.35
        when = start + c * 20_000.0
        root = f"root-{c}"
        mapping = {root: {"id": root, "message": None, "parent": None, "children": []}}
        parent = root
        for i in range(n):
            node = f"n{c}-{i}"
            role = "user" if i % 2 == 0 else "assistant"
            mapping[node] = {"id": node, "parent": parent, "children": [], "message": {
                "id": node, "author": {"role": role}, "create_time": when + i * 30.0,
                "content": {"content_type": "text", "parts": [_message(rng, role, polish, short)]},
                "metadata": {"model_slug": "gpt-4o"} if role == "assistant" else {}, "recipient": "all"}}
            mapping[parent]["children"].append(node)
            parent = node
        convs.append({"id": f"conv-{c}", "conversation_id": f"conv-{c}", "title": _text(rng, PL if polish else EN, 4),
                      "create_time": when, "update_time": when + n * 30.0, "mapping": mapping, "current_node": parent})
        total += n
        c += 1
    path.write_text(json.dumps(convs, ensure_ascii=False), "utf-8")
    return total


def _rss_mb() -> float:
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)


class Clock:
    """Wall time spent inside wrapped methods, by phase (a phase re-entered from inside itself counts once)."""

    def __init__(self) -> None:
        self.spent: dict[str, float] = {}
        self.calls: dict[str, int] = {}
        self._depth: dict[str, int] = {}

    def wrap(self, owner, name: str, phase: str) -> None:
        static = isinstance(inspect.getattr_static(owner, name), staticmethod)
        original = getattr(owner, name)

        def timed(*args, **kwargs):
            depth = self._depth.get(phase, 0)
            self._depth[phase] = depth + 1
            t0 = time.perf_counter()
            try:
                return original(*args, **kwargs)
            finally:
                self._depth[phase] = depth
                if depth == 0:
                    self.spent[phase] = self.spent.get(phase, 0.0) + time.perf_counter() - t0
                    self.calls[phase] = self.calls.get(phase, 0) + 1
        setattr(owner, name, staticmethod(timed) if static else timed)


class Ticker:
    """The event loop's longest stall while indexing runs: a 5 ms timer that notes how late it fires
    (the app's window runs on this loop, through qasync)."""

    def __init__(self) -> None:
        self.late: list[float] = []
        self.stop = False

    async def run(self) -> None:
        while not self.stop:
            t0 = time.perf_counter()
            await asyncio.sleep(0.005)
            self.late.append(time.perf_counter() - t0 - 0.005)

    def summary(self) -> dict:
        late = sorted(self.late) or [0.0]
        return {"max": round(late[-1] * 1000, 1), "p99": round(late[int(len(late) * 0.99)] * 1000, 1),
                "over_50ms": sum(1 for x in late if x > 0.05), "ticks": len(late)}


def _lance_files(root: Path) -> dict:
    versions = fragments = 0
    for table in root.glob("messages-*.lance"):
        versions += len(list((table / "_versions").glob("*.manifest")))
        fragments += len(list((table / "data").glob("*.lance")))
    return {"version_files_left": versions, "data_files_left": fragments}


async def run_once(export: Path, workdir: Path, threads: int) -> dict:
    import keyring

    from tests.support.memory_keyring import MemoryKeyring

    # A keyring in this process only: a new folder's key is kept there (#17), never the user's.
    keyring.set_keyring(MemoryKeyring())
    from sqlalchemy import text

    from app.core.context import WhiziCore
    from app.core.memory import embedders
    from app.core.memory.history import index as index_module
    from app.core.memory.history.index import MESSAGES
    from app.core.memory.privacy.detector import verdict

    folder = workdir / "data"
    shutil.rmtree(folder, ignore_errors=True)
    core = WhiziCore.open(folder)
    try:
        core.settings.set("memory.reference_history", True)
        t0 = time.perf_counter()
        report = core.data.import_files(export, format="chatgpt")
        import_s = time.perf_counter() - t0
        while await core.runner.run_until_idle():
            pass

        # The privacy analysis's local step: the detector reads every message; red stays out.
        t0 = time.perf_counter()
        with core.db.session(read_only=True) as s:
            rows = s.execute(text("SELECT id, content FROM messages")).all()
        red = {mid for mid, content in rows if verdict.detect(content).is_red}
        with core.db.session() as s:
            s.execute(text("UPDATE messages SET privacy_label = 'green', privacy_source = 'bench', "
                           "analysed_at = created_at, remembered_at = created_at"))
            if red:
                s.execute(text("UPDATE messages SET privacy_label = 'red', remembered_at = NULL WHERE id = :i"),
                          [{"i": i} for i in red])
        detect_s = time.perf_counter() - t0
        remembered = len(rows) - len(red)

        try:      # queries on one thread, indexing on `threads` (this tree)
            embedder = embedders.LocalEmbedder(threads=1, bulk_threads=threads)
        except TypeError:   # an older tree: one session for everything
            embedder = embedders.LocalEmbedder(threads=threads)
        embedders._local = embedder
        embedder.warm_up()
        clock = Clock()
        clock.wrap(embedder, "embed_sync", "embedding")
        idx = core.history.index
        clock.wrap(idx, "write", "index_write")
        clock.wrap(idx, "optimize", "optimise")
        clock.wrap(idx, "purge", "optimise")
        if hasattr(index_module.HistoryIndex, "_cleanup"):   # an older tree: the on-disk LanceDB folder
            clock.wrap(index_module.HistoryIndex, "_cleanup", "optimise")
        clock.wrap(core.policy, "memory_text", "privacy_redact")

        ticks = Ticker()
        ticking = asyncio.ensure_future(ticks.run())
        t0 = time.perf_counter()
        core.history.rebuild()
        searchable_s = None
        while True:
            progressed = await core.runner.run_until_idle()
            if searchable_s is None and embedders.LOCAL_MODEL_ID in idx.complete_models():
                searchable_s = time.perf_counter() - t0
            if not progressed:
                break
        idle_s = time.perf_counter() - t0
        ticks.stop = True
        await ticking
        if searchable_s is None:
            searchable_s = idle_s
        if hasattr(idx, "_table"):   # an older tree: the table is the on-disk LanceDB folder
            table = idx._table(MESSAGES, embedders.LOCAL_MODEL_ID)
            indexed = table.count_rows() if table is not None else 0
            latest_version = table.version if table is not None else 0
        else:   # the rows in the database; LanceDB's table in memory is built by the first search
            indexed = idx.count(MESSAGES, embedders.LOCAL_MODEL_ID)
            latest_version = None
        # Searchable: a message's own words find it.
        probe = rows[len(rows) // 2]
        hits = await core.history.search_messages(probe[1][:200]) if probe[0] not in red else []
        return {
            "messages_imported": report.messages_added, "import_s": round(import_s, 2),
            "remembered": remembered, "indexed": indexed,
            "seconds_until_searchable": round(searchable_s, 2),
            "messages_per_s": round(indexed / searchable_s, 1) if searchable_s else None,
            "seconds_until_all_jobs_idle": round(idle_s, 2),
            "split_s": {"privacy_detect_s": round(detect_s, 2),
                        **{k: round(v, 2) for k, v in sorted(clock.spent.items())}},
            "calls": clock.calls,
            "lancedb_latest_version": latest_version,
            **(_lance_files(idx.root) if hasattr(idx, "root") else {}),
            "folder_mb": round(sum(p.stat().st_size for p in folder.rglob("*") if p.is_file()) / 2**20, 1),
            "probe_found": any(h.message_id == probe[0] for h in hits) if hits else None,
            "loop_stall_ms": ticks.summary(),
            "threads": threads,
            "peak_rss_mb": _rss_mb(),
        }
    finally:
        core.close()


def compare(args) -> dict:
    """The old tree (PYTHONPATH) and this one, alternated, each run in a fresh process."""
    runs: dict[str, list[dict]] = {"old": [], "new": []}
    me = Path(__file__).resolve()
    for r in range(args.rounds):
        new = args.new or ROOT
        order = [("old", args.compare), ("new", new)] if r % 2 == 0 else [("new", new), ("old", args.compare)]
        for label, tree in order:
            env = dict(os.environ, PYTHONPATH=str(tree))
            cmd = [sys.executable, str(me), "--messages", str(args.messages), "--threads", str(args.threads),
                   "--seed", str(args.seed), "--tree", str(tree)] + (["--short"] if args.short else [])
            out = subprocess.run(cmd, env=env, cwd=str(tree), capture_output=True, text=True, check=False)
            start = out.stdout.rfind("\n{")   # the JSON object is the last thing printed
            try:
                if out.returncode:
                    raise ValueError(f"exit {out.returncode}")
                runs[label].append(json.loads(out.stdout[start + 1 if start >= 0 else 0:]))
            except ValueError as exc:
                runs[label].append({"error": f"{exc}: {out.stderr[-1500:]} {out.stdout[-500:]}"})
            print(label, json.dumps(runs[label][-1].get("messages_per_s")), file=sys.stderr, flush=True)
    return {"benchmark": "index_compare", "messages": args.messages, "threads": args.threads, "short": args.short,
            "old_tree": str(args.compare), "new_tree": str(args.new or ROOT), "runs": runs,
            "messages_per_s": {k: [r.get("messages_per_s") for r in v] for k, v in runs.items()}}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--messages", type=int, default=20_000)
    parser.add_argument("--threads", type=int, default=2, help="onnxruntime threads of the local model")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--short", action="store_true", help="one sentence per message (6-28 words), not ChatGPT-length")
    parser.add_argument("--compare", type=Path, help="an older checkout: run both, alternated")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--new", type=Path, help="with --compare: the newer checkout (default: this one)")
    parser.add_argument("--tree", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.compare:
        emit(compare(args))
        return 0
    if args.tree:   # measure that checkout's app package
        sys.path.insert(0, str(args.tree))
        for name in [m for m in sys.modules if m == "app" or m.startswith("app.")]:
            del sys.modules[name]
    workdir = Path(tempfile.mkdtemp(prefix="whizi-indexbench-"))
    try:
        export = workdir / "conversations.json"
        written = make_export(export, args.messages, args.seed, args.short)
        result = asyncio.run(run_once(export, workdir, args.threads))
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    emit({"benchmark": "index", "short": args.short, "messages_in_file": written,
          "load_average_1_5_15": [round(x, 2) for x in os.getloadavg()],
          "cpus": os.cpu_count(), "target_messages_per_s": 400, **result,
          "meets_target": (result["messages_per_s"] or 0) >= 400})
    return 0


if __name__ == "__main__":
    sys.exit(main())
