"""False red on public text nobody wrote for the detector: translated documentation (gettext .po files) and
public system logs.

    python benchmarks/privacy_public_text.py --git /path/to/python-docs-es [--git ...] [--po DIR_OR_FILE ...]
        [--logs /path/to/loghub [--log-lines 8]] [--conllu /path/to/UD_Polish-PDB ...]
        [--learned on|off|compare] [--examples N]

Every translated entry (msgstr) and its English source (msgid) is one message; the files' header entries are
left out (they name their translators). Documentation is green by nature: it holds cross-references, code,
floats, version numbers, RFC and issue numbers and sample values, the look-alikes people paste into a chat.
Prints one JSON object: per language the messages, those called red and the rate, red by finding reason, and
with --examples N the first N red findings' values (public text: the values are printed, never whole
messages). A red here is a false red unless it is a real person's e-mail address or phone number in the
text (counted apart as `contact`).

--logs reads every *.log file of a git repository's HEAD (such as logpai/loghub: 2,000 lines of each of 16
systems) and cuts it into pastes of --log-lines lines, the way people paste a log into a chat; their
"language" is the file's top folder (the system), so each system gets its own rate. Logs are green but for
what a log leaks by itself (an e-mail address: `contact`).

--conllu reads the sentences ("# text = ...") of every .conllu file of a git repository's HEAD (Universal
Dependencies treebanks: news, Wikipedia, blogs, reviews, e-mails), one paragraph per message ("# newpar"), or
three sentences where a file marks no paragraphs; the language is the file name's prefix (pl_pdb -> pl). This
text is real people's, so a red here is not always false: e-mail signatures carry real phone numbers and blogs
real disclosures; read --examples before counting a red as false.

--git reads the .po files of a git repository's HEAD (a bare mirror works); --po reads files or folders on disk.
The language of an entry is the folder's or file's language code where it has one, else the repository's
name ending (python-docs-es -> es).
"""
from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from app.core.memory.privacy.detector import learned  # noqa: E402
from app.core.memory.privacy.detector.verdict import detect  # noqa: E402

_LINE = re.compile(r'^(msgid|msgstr|msgctxt|msgid_plural|msgstr\[\d+\])\s+(".*")\s*$|^(".*")\s*$')
_CONTACT_REASONS = ("e-mail address", "phone number")


def po_entries(text: str) -> list[tuple[str, str]]:
    """(msgid, msgstr) pairs of a .po file; continuation lines joined, escapes decoded."""
    out: list[tuple[str, str]] = []
    field = None
    cur: dict[str, str] = {}
    for line in text.splitlines():
        m = _LINE.match(line)
        if not m:
            continue
        if m.group(1):
            field = m.group(1)
            if field == "msgid" and cur:
                out.append((cur.get("msgid", ""), cur.get("msgstr", "")))
                cur = {}
            chunk = m.group(2)
        else:
            chunk = m.group(3)
        if field is None:
            continue
        try:
            cur[field] = cur.get(field, "") + json.loads(chunk)
        except ValueError:
            continue  # a string JSON cannot read (a rare escape): that entry stays short
    if cur:
        out.append((cur.get("msgid", ""), cur.get("msgstr", "")))
    return out


def from_git(repo: str) -> list[tuple[str, str]]:
    files = subprocess.run(["git", "-C", repo, "ls-tree", "-r", "--name-only", "HEAD"], capture_output=True, text=True,
                           check=True).stdout.split("\n")
    out = []
    for name in files:
        if name.endswith(".po"):
            blob = subprocess.run(["git", "-C", repo, "show", f"HEAD:{name}"], capture_output=True, check=True).stdout
            out.append((name, blob.decode("utf-8", "replace")))
    return out


def from_disk(path: str) -> list[tuple[str, str]]:
    p = Path(path)
    files = [p] if p.is_file() else sorted(p.rglob("*.po"))
    return [(str(f), f.read_text(encoding="utf-8", errors="replace")) for f in files]


def language(repo_or_path: str) -> str:
    m = re.search(r"[-_/]([a-z]{2})(?:[-_][A-Za-z]{2})?(?:/|\.git|/repo)?/*$", repo_or_path.rstrip("/").removesuffix("/repo"))
    return m.group(1) if m else "xx"


def log_pastes(repo: str, lines: int) -> list[tuple[str, str]]:
    files = subprocess.run(["git", "-C", repo, "ls-tree", "-r", "--name-only", "HEAD"], capture_output=True, text=True,
                           check=True).stdout.split("\n")
    out = []
    for name in files:
        if name.endswith(".log"):
            blob = subprocess.run(["git", "-C", repo, "show", f"HEAD:{name}"], capture_output=True, check=True).stdout
            rows = blob.decode("utf-8", "replace").splitlines()
            system = name.split("/")[0] if "/" in name else Path(name).stem
            out += [(f"log:{system}", "\n".join(rows[i:i + lines])) for i in range(0, len(rows), lines)]
    return out


def treebank_paragraphs(repo: str) -> list[tuple[str, str]]:
    files = subprocess.run(["git", "-C", repo, "ls-tree", "--name-only", "HEAD"], capture_output=True, text=True,
                           check=True).stdout.split("\n")
    out = []
    for name in files:
        if not name.endswith(".conllu"):
            continue
        blob = subprocess.run(["git", "-C", repo, "show", f"HEAD:{name}"], capture_output=True).stdout
        if blob.startswith(b"version https://git-lfs"):
            continue  # a large file kept out of the mirror
        lang = name.split("_")[0]
        paras: list[str] = []
        cur: list[str] = []
        for line in blob.decode("utf-8", "replace").split("\n"):
            if line.startswith(("# newpar", "# newdoc")):
                if cur:
                    paras.append(" ".join(cur))
                    cur = []
            elif line.startswith("# text = "):
                cur.append(line[9:])
        if cur:
            paras.append(" ".join(cur))
        if len(paras) < 50:  # no paragraph marks: three sentences make a message
            sents = [line[9:] for line in blob.decode("utf-8", "replace").split("\n") if line.startswith("# text = ")]
            paras = [" ".join(sents[i:i + 3]) for i in range(0, len(sents), 3)]
        out += [(f"ud:{lang}", p) for p in paras]
    return out


def messages(args) -> list[tuple[str, str]]:
    seen: set[str] = set()
    out: list[tuple[str, str]] = []
    sources = [(g, from_git(g)) for g in args.git] + [(p, from_disk(p)) for p in args.po]
    for where, files in sources:
        lang = language(where)
        for _name, text in files:
            for msgid, msgstr in po_entries(text):
                if not msgid:
                    continue  # the header entry: the translators' names and addresses
                for lg, body in (("en", msgid), (lang, msgstr)):
                    if len(body) >= 20 and body not in seen:
                        seen.add(body)
                        out.append((lg, body))
    for repo in args.logs:
        out += log_pastes(repo, args.log_lines)
    for repo in args.conllu:
        out += treebank_paragraphs(repo)
    return out


def measure(msgs: list[tuple[str, str]], examples: int) -> dict:
    total, red, contact = Counter(), Counter(), Counter()
    reasons: Counter[str] = Counter()
    shown: list[dict] = []
    start = time.process_time()
    for lang, text in msgs:
        total[lang] += 1
        verdict = detect(text)
        if verdict.label != "red":
            continue
        if all(f.reason in _CONTACT_REASONS for f in verdict.findings):
            contact[lang] += 1
            continue
        red[lang] += 1
        for f in verdict.findings:
            reasons[f.reason] += 1
            if len(shown) < examples:
                shown.append({"lang": lang, "reason": f.reason, "value": text[f.start:f.end][:80]})
    cpu = time.process_time() - start
    out = {"messages": sum(total.values()), "cpu_seconds": round(cpu, 2), "per_language": {
        lang: {"messages": n, "red": red[lang], "red_rate": round(red[lang] / n, 4), "contact": contact[lang]}
        for lang, n in sorted(total.items())},
        "red_rate": round(sum(red.values()) / max(1, sum(total.values())), 4),
        "red_by_reason": dict(reasons.most_common())}
    if examples:
        out["examples"] = shown
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--git", nargs="*", default=[], help="git repositories (bare mirrors work) holding .po files")
    parser.add_argument("--po", nargs="*", default=[], help=".po files or folders on disk")
    parser.add_argument("--logs", nargs="*", default=[], help="git repositories holding *.log files (logpai/loghub)")
    parser.add_argument("--conllu", nargs="*", default=[], help="git repositories of Universal Dependencies treebanks")
    parser.add_argument("--log-lines", type=int, default=8, help="lines per pasted log (default 8)")
    parser.add_argument("--learned", choices=("on", "off", "compare"), default="on")
    parser.add_argument("--examples", type=int, default=0, help="print the first N red findings' values")
    args = parser.parse_args(argv)
    msgs = messages(args)
    if not msgs:
        parser.error("nothing to read: give --git, --po, --logs or --conllu")
    result: dict = {}
    for mode in (("on", "off") if args.learned == "compare" else (args.learned,)):
        learned.set_enabled(mode == "on")
        result[f"learned_{mode}"] = measure(msgs, args.examples)
    learned.set_enabled(True)
    print(json.dumps(result, ensure_ascii=False, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
