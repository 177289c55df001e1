"""Keep the UI translations in step with the code.

    python packaging/update_translations.py              # extract: app/ → resources/translations/*.ts
    python packaging/update_translations.py --compile    # also build the .qm files (what releases load)
    python packaging/update_translations.py --compile --no-extract   # only build the .qm (the release build)
    python packaging/update_translations.py --check      # list what still needs translating; exit 1 if any
    python packaging/update_translations.py --fill pl.json   # write translations from a JSON file

Extraction runs pyside6-lupdate over every module of app/ that calls tr() or translate(); strings
already translated keep their translation, new ones arrive "unfinished", and strings that left the
code are dropped (-no-obsolete). Translate the unfinished ones in Qt Linguist (pyside6-linguist),
or with --fill: a JSON list of {"context", "source", "translation"} objects, where "translation"
is a list of plural forms for a %n message. --check prints such a list for what is missing.

The .qm files are build outputs (git-ignored); packaging/build_linux.py compiles them before
PyInstaller. A checkout without them reads the .ts directly (app/ui/common/i18n.py).
"""
from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "app"
TRANSLATIONS = ROOT / "resources" / "translations"
LANGUAGES = {"pl": "pl_PL"}
UNUSABLE = ("unfinished", "vanished", "obsolete")
_CALL = re.compile(r"\b(tr|translate|QT_TR_NOOP|QT_TRANSLATE_NOOP)\s*\(")


def tool(name: str) -> str:
    """pyside6-lupdate / -lrelease: beside this Python first (a venv), then on PATH."""
    here = Path(sys.executable).parent / name
    found = str(here) if here.exists() else shutil.which(name)
    if not found:
        raise SystemExit(f"{name} not found: install PySide6 (it ships {name}).")
    return found


def source_files(root: Path = SOURCES) -> list[Path]:
    """Modules that mark strings for translation, in a stable order."""
    return sorted(p for p in root.rglob("*.py") if _CALL.search(p.read_text(encoding="utf-8")))


def ts_path(language: str) -> Path:
    return TRANSLATIONS / f"whizi_{language}.ts"


def extract(ts: Path, language: str, *, sources: list[Path] | None = None, keep_obsolete: bool = False) -> str:
    """Run lupdate from the project root (relative paths, so the file does not depend on where the
    checkout is); returns lupdate's report."""
    ts.parent.mkdir(parents=True, exist_ok=True)
    files = [str(p.relative_to(ROOT)) for p in (sources or source_files())]
    command = [tool("pyside6-lupdate"), *files, "-ts", str(ts), "-target-language", LANGUAGES.get(language, language),
               "-locations", "none"]
    if not keep_obsolete:
        command.append("-no-obsolete")
    before = ts.read_text(encoding="utf-8") if ts.exists() else ""
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"lupdate failed:\n{done.stdout}\n{done.stderr}")
    after = ts.read_text(encoding="utf-8")
    kept = keep_plurals(before, after)
    if kept != after:
        ts.write_text(kept, encoding="utf-8")
    return (done.stdout + done.stderr).strip()


_CONTEXT = re.compile(r"<context>\s*<name>(.*?)</name>.*?</context>", re.S)
_MESSAGE = re.compile(r'<message( numerus="yes")?>\s*<source>(.*?)</source>.*?</message>', re.S)


def _plural_blocks(text: str) -> dict[tuple[str, str], str]:
    return {(context.group(1), message.group(2)): message.group(0)
            for context in _CONTEXT.finditer(text) for message in _MESSAGE.finditer(context.group(0))
            if message.group(1)}


def keep_plurals(before: str, after: str) -> str:
    """pyside6-lupdate (6.11) does not see `QCoreApplication.translate(context, text, "", n)` as a
    plural message: it rewrote each plural message of the .ts as a singular one and dropped its
    translated forms. Each message that was plural before the run is put back as it was (its forms,
    in lupdate's own layout)."""
    old = _plural_blocks(before)

    def context_block(context: re.Match) -> str:
        name = context.group(1)

        def message_block(message: re.Match) -> str:
            if message.group(1):
                return message.group(0)
            return old.get((name, message.group(2)), message.group(0))

        return _MESSAGE.sub(message_block, context.group(0))

    return _CONTEXT.sub(context_block, after)


def compile_qm(ts: Path) -> Path:
    qm = ts.with_suffix(".qm")
    done = subprocess.run([tool("pyside6-lrelease"), str(ts), "-qm", str(qm)], capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"lrelease failed:\n{done.stdout}\n{done.stderr}")
    return qm


def messages(ts: Path) -> list[dict]:
    """Every message of a .ts: context, source, comment, numerus, translation (str or list), state."""
    found = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            numerus = message.get("numerus") == "yes"
            if translation is None:
                text: str | list[str] = [] if numerus else ""
                state = "unfinished"
            else:
                text = [f.text or "" for f in translation.iter("numerusform")] if numerus else (translation.text or "")
                state = translation.get("type") or ""
            found.append({"context": name, "source": message.findtext("source") or "",
                          "comment": message.findtext("comment") or "", "numerus": numerus,
                          "translation": text, "state": state})
    return found


def missing(ts: Path) -> list[dict]:
    """Messages a user would see in English: unfinished, vanished/obsolete, or empty."""
    out = []
    for m in messages(ts):
        text = m["translation"]
        empty = (not text or not all(text)) if m["numerus"] else not text
        if m["state"] in UNUSABLE or empty:
            out.append(m)
    return out


def fill(ts: Path, entries: list[dict]) -> int:
    """Write translations into the .ts (marking them finished); returns how many were applied."""
    tree = ET.parse(ts)
    wanted = {(e["context"], e["source"], e.get("comment", "")): e["translation"] for e in entries}
    applied = 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            if key not in wanted:
                continue
            text = wanted[key]
            translation = message.find("translation")
            if translation is None:
                translation = ET.SubElement(message, "translation")
            translation.attrib.pop("type", None)
            for child in list(translation):
                translation.remove(child)
            if message.get("numerus") == "yes":
                forms = text if isinstance(text, list) else [text]
                translation.text = None
                for form in forms:
                    ET.SubElement(translation, "numerusform").text = form
            else:
                translation.text = text if isinstance(text, str) else text[0]
            applied += 1
    _write(tree, ts)
    return applied


def _write(tree: ET.ElementTree, ts: Path) -> None:
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--compile", action="store_true", help="also build .qm files with pyside6-lrelease")
    parser.add_argument("--no-extract", action="store_true", help="leave the .ts as it is (compile what is committed)")
    parser.add_argument("--check", action="store_true", help="list untranslated messages as JSON; exit 1 if any")
    parser.add_argument("--fill", metavar="JSON", help="write translations from a JSON list into the .ts")
    parser.add_argument("--language", default="pl", choices=sorted(LANGUAGES))
    args = parser.parse_args(argv)
    ts = ts_path(args.language)
    if not args.no_extract:
        print(extract(ts, args.language), file=sys.stderr)
    if args.fill:
        entries = json.loads(Path(args.fill).read_text(encoding="utf-8"))
        print(f"{fill(ts, entries)} translations written to {ts.relative_to(ROOT)}", file=sys.stderr)
        extract(ts, args.language)  # lupdate's own formatting again, so later runs change nothing
    todo = missing(ts)
    if args.check:
        print(json.dumps([{k: m[k] for k in ("context", "source", "comment", "translation")} for m in todo],
                         ensure_ascii=False, indent=1))
    if todo:
        print(f"{len(todo)} message(s) in {ts.relative_to(ROOT)} need a translation.", file=sys.stderr)
    if args.compile:
        print(f"compiled {compile_qm(ts).relative_to(ROOT)}", file=sys.stderr)
    return 1 if args.check and todo else 0


if __name__ == "__main__":
    sys.exit(main())
