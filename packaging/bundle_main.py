"""The bundle's entry point (whizi.spec builds from this file): `whizi` as main.py starts it, plus a
hidden `whizi --self-test` that loads and runs, once each, the parts a session reaches only late —
after the window is up — so a build that leaves out something they need fails at build time, not
in a user's hands. build_linux.py runs it on the built bundle; tests/packaging runs it unfrozen.

    whizi --self-test        # prints one JSON object {"ok": bool, "checks": {name: "ok" | error}}

Each check goes through Whizi's own code where it has some (the local embedder, the history index,
clustering, the privacy detector, token counting, the key store), as the app calls it.
"""
from __future__ import annotations

import asyncio
import json
import os
import sys
import tempfile
from pathlib import Path


def check_tokens() -> None:
    from app.core.providers import tokens

    # Without the offline encoding the app silently estimates; the bundle must carry it.
    assert tokens._encoding() is not None, "tiktoken's offline cl100k encoding did not load"
    assert tokens.count_tokens("hello world") == 2


def check_embedder():
    import numpy as np

    from app.core.memory.embedders import LOCAL_DIM, LocalEmbedder

    texts = ["The boat needs new varnish.", "Łódź potrzebuje nowego lakieru.", "Quarterly tax forms"]
    vectors = asyncio.run(LocalEmbedder(threads=1).embed(texts))
    assert vectors.shape == (3, LOCAL_DIM), vectors.shape
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-3)
    return vectors


def check_history_index(vectors) -> None:
    from app.core.memory.embedders import LOCAL_DIM, LOCAL_MODEL_ID
    from app.core.memory.history.index import MESSAGES, HistoryIndex

    texts = ["I restore a wooden sailing dinghy called Puffin.", "Sourdough needs a warm kitchen.",
             "My tax return is due in May."]
    rows = [{"id": f"m{i}", "chat_id": "c1", "ts": 1_700_000_000_000_000 + i, "role": "user",
             "text": text, "context_id": "", "context": "", "facts": "", "content_hash": str(i),
             "search_text": text, "text_hash": str(i), "row_hash": str(i), "model": LOCAL_MODEL_ID,
             "vector": [float(x) for x in vectors[i]]} for i, text in enumerate(texts)]
    from app.core.store.db import Database

    with tempfile.TemporaryDirectory(prefix="whizi-self-test-") as folder:
        # The index's rows live in the database; LanceDB searches them in memory.
        db = Database(Path(folder) / "self-test.db")
        index = HistoryIndex(db)
        try:
            index.write(MESSAGES, LOCAL_MODEL_ID, LOCAL_DIM, rows, [], new_ids={r["id"] for r in rows})
            lexical = index.search_lexical(MESSAGES, LOCAL_MODEL_ID, "dinghy Puffin", limit=3)
            assert lexical and lexical[0][0].id == "m0", lexical      # LanceDB's full-text index
            nearest = index.search_vector(MESSAGES, LOCAL_MODEL_ID, vectors[1], limit=3)
            assert nearest and nearest[0].id == "m1", nearest
            index.optimize(MESSAGES, LOCAL_MODEL_ID)
        finally:
            index.close()
            db.close()


def check_clustering() -> None:
    import numpy as np

    from app.core.memory.insights.cluster import cluster

    rng = np.random.default_rng(0)
    centres = rng.normal(size=(3, 64))
    points = np.vstack([c + 0.05 * rng.normal(size=(80, 64)) for c in centres])
    found = cluster(points, seed=0)
    assert len(found.clusters) == 3, found


def check_privacy() -> None:
    from app.core.memory.privacy.detector.verdict import detect

    # phonenumbers' metadata, python-stdnum's checks (PESEL, IBAN)
    for text in ("Zadzwoń do mnie: +48 601 234 567", "Mój PESEL to 44051401359",
                 "My IBAN is PL61 1090 1014 0000 0712 1981 2874"):
        assert detect(text, region="PL").findings, f"nothing found in {text!r}"
    # a BIP-39 wallet phrase: the mnemonic package's word list, loaded on first use
    phrase = "alpha doctor dream bid school mandate detail acquire bamboo obvious aim clump"
    assert detect(f"my seed phrase: {phrase}").findings, "BIP-39 phrase not found"
    assert not detect("The weather is lovely today.").findings


def check_keyring() -> None:
    import keyring.backends.kwallet  # noqa: F401 - the backends the spec names (D-Bus underneath)
    import keyring.backends.SecretService  # noqa: F401

    from app.core.providers.secrets import KeyStore

    KeyStore().keyring_available()   # whatever this machine has; it must not raise


def check_encryption() -> None:
    """SQLCipher (sqlcipher3's bundled library) and the passphrase wrap (cryptography's AES-GCM): a
    new folder's key under a passphrase, an encrypted database written, closed and read again."""
    from app.core.store import encryption
    from app.core.store.db import Database, connect

    with tempfile.TemporaryDirectory(prefix="whizi-self-test-") as folder:
        root = Path(folder)
        key = encryption.create_key(root, passphrase="self-test", use_keyring=False)
        Database(root / "whizi.db", key=key).close()
        assert not (root / "whizi.db").read_bytes().startswith(b"SQLite format 3"), "not encrypted"
        con = connect(root / "whizi.db", encryption.unlock(root, "self-test"))
        try:
            assert con.execute("SELECT count(*) FROM sqlite_master").fetchone()[0] > 0
        finally:
            con.close()


def check_provider_client() -> None:
    import openai

    # The SDK's HTTP stack (httpx, certifi's bundle for TLS contexts), to a closed loopback port.
    client = openai.OpenAI(base_url="http://127.0.0.1:9/v1", api_key="self-test", max_retries=0, timeout=5)
    try:
        client.models.list()
    except openai.APIConnectionError:
        return
    raise AssertionError("a closed port answered")


def check_markdown() -> None:
    from markdown_it import MarkdownIt
    from pygments import highlight
    from pygments.formatters import HtmlFormatter
    from pygments.lexers import get_lexer_by_name

    assert "<strong>" in MarkdownIt("commonmark").render("**bold**")
    for name in ("python", "bash", "json", "sql", "javascript"):
        assert "<span" in highlight("x = 1", get_lexer_by_name(name), HtmlFormatter())


def check_qt() -> None:
    from PySide6.QtCore import QLibraryInfo
    from PySide6.QtSvg import QSvgRenderer  # noqa: F401

    plugins = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath))
    for plugin in ("platforms/libqxcb.so", "platforms/libqwayland.so", "platforms/libqoffscreen.so"):
        if sys.platform.startswith("linux"):
            assert (plugins / plugin).is_file(), f"no {plugin}"
    translations = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    assert (translations / "qtbase_pl.qm").is_file(), "no Qt Polish translation"


def self_test() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    checks: dict[str, str] = {}

    def run(name, fn, *args):
        try:
            result = fn(*args)
            checks[name] = "ok"
            return result
        except BaseException as exc:  # noqa: BLE001 - every failure is reported, none stops the rest
            checks[name] = f"{type(exc).__name__}: {exc}"[:300]
            return None

    run("tokens", check_tokens)
    vectors = run("embedder", check_embedder)
    if vectors is not None:
        run("history_index", check_history_index, vectors)
    else:
        checks["history_index"] = "skipped: no vectors"
    run("clustering", check_clustering)
    run("privacy", check_privacy)
    run("keyring", check_keyring)
    run("encryption", check_encryption)
    run("provider_client", check_provider_client)
    run("markdown", check_markdown)
    run("qt", check_qt)
    ok = all(v == "ok" for v in checks.values())
    print(json.dumps({"ok": ok, "checks": checks}, ensure_ascii=False))
    return 0 if ok else 1


def main() -> int:
    if sys.argv[1:] == ["--self-test"]:
        return self_test()
    from app.__main__ import main as whizi

    return whizi()


if __name__ == "__main__":
    sys.exit(main())
