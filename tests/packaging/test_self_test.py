"""`whizi --self-test` (packaging/bundle_main.py, the bundle's entry point): it loads and runs each
part a session reaches only late — the local embedder, LanceDB search, clustering, the privacy
detector's data, tiktoken's offline encoding, the key store — so build_linux.py can prove that a
slimmed bundle still has them. Run here unfrozen, in a subprocess, as the bundle runs it."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ENTRY = ROOT / "packaging" / "bundle_main.py"
CHECKS = {"tokens", "embedder", "history_index", "clustering", "privacy", "keyring", "encryption",
          "provider_client", "markdown", "qt"}

# The same entry point with some packages made unimportable, as a bundle that left them out would be.
WITHOUT = r'''
import importlib.abc, runpy, sys
hidden = tuple(sys.argv[1].split(","))
class Hide(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in hidden:
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None
sys.meta_path.insert(0, Hide())
sys.argv = [sys.argv[2], "--self-test"]
runpy.run_path(sys.argv[0], run_name="__main__")
'''


def run(*args):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHON_KEYRING_BACKEND="keyring.backends.null.Keyring")
    proc = subprocess.run([sys.executable, *args], capture_output=True, text=True, timeout=280, cwd=ROOT, env=env)
    return proc.returncode, json.loads(proc.stdout.strip().splitlines()[-1]), proc.stderr


@pytest.mark.timeout(300)
def test_every_late_loaded_part_works_here():
    code, report, err = run(str(ENTRY), "--self-test")
    assert report["checks"] == {name: "ok" for name in CHECKS}, err
    assert code == 0 and report["ok"] is True


@pytest.mark.timeout(300)
def test_a_missing_runtime_encoding_or_word_list_fails_the_self_test_and_says_which():
    code, report, _ = run("-c", WITHOUT, "onnxruntime,tiktoken_ext,mnemonic", str(ENTRY))
    checks = report["checks"]
    assert code == 1 and report["ok"] is False
    assert checks["embedder"] != "ok" and checks["tokens"] != "ok" and checks["privacy"] != "ok"
    assert checks["history_index"].startswith("skipped")
    assert checks["clustering"] == checks["keyring"] == checks["qt"] == checks["encryption"] == "ok"


@pytest.mark.timeout(300)
def test_a_bundle_without_sqlcipher_fails_the_encryption_check():
    code, report, _ = run("-c", WITHOUT, "sqlcipher3", str(ENTRY))
    assert code == 1 and report["checks"]["encryption"] != "ok" and "sqlcipher3" in report["checks"]["encryption"]
