"""Builds the LoCoMo-shaped retrieval sets from the plain-text sources in src/ (see SOURCES.md).

    python benchmarks/data/retrieval/build.py          # writes pl.json and en.json here
    python benchmarks/data/retrieval/build.py --show   # also prints every question with its evidence

Source format: `# conv <id> | <speaker a> | <speaker b>`, then sessions (`## YYYY-MM-DD HH:MM`)
of turns (`<first letter of the speaker>: text`), then questions
(`?? question || answer || session:turn,... || LoCoMo category`).
"""
from __future__ import annotations

import json
import re
import sys
from datetime import datetime
from pathlib import Path

HERE = Path(__file__).resolve().parent


def parse(path: Path) -> dict:
    sample: dict = {"conversation": {}, "qa": []}
    conv = sample["conversation"]
    names: dict[str, str] = {}
    session = 0
    for raw in path.read_text("utf-8").splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("# conv "):
            sid, a, b = (p.strip() for p in line[len("# conv "):].split("|"))
            sample["sample_id"] = sid
            conv["speaker_a"], conv["speaker_b"] = a, b
            names = {a[0]: a, b[0]: b}
        elif line.startswith("## "):
            session += 1
            when = datetime.strptime(line[3:].strip(), "%Y-%m-%d %H:%M")
            conv[f"session_{session}_date_time"] = when.strftime("%I:%M %p on %d %B, %Y").lstrip("0")
            conv[f"session_{session}"] = []
        elif line.startswith("?? "):
            q, a, ev, cat = (p.strip() for p in line[3:].split("||"))
            evidence = [f"D{e.strip()}" for e in ev.split(",")]
            sample["qa"].append({"question": q, "answer": a, "evidence": evidence, "category": int(cat)})
        else:
            m = re.fullmatch(r"(\w): (.+)", line)
            if not m or m.group(1) not in names:
                raise ValueError(f"{path.name}: unreadable line {raw!r}")
            turns = conv[f"session_{session}"]
            turns.append({"speaker": names[m.group(1)], "dia_id": f"D{session}:{len(turns) + 1}",
                          "text": m.group(2)})
    turns = {t["dia_id"]: t["text"] for k, v in conv.items() if isinstance(v, list) for t in v}
    for qa in sample["qa"]:
        missing = [e for e in qa["evidence"] if e not in turns]
        if missing:
            raise ValueError(f"{path.name}: {qa['question']!r} names missing turns {missing}")
    return sample


def main(argv: list[str]) -> int:
    for lang in ("pl", "en"):
        sources = sorted((HERE / "src").glob(f"{lang}-*.txt"))
        if not sources:
            continue
        samples = [parse(p) for p in sources]
        (HERE / f"{lang}.json").write_text(json.dumps(samples, ensure_ascii=False, indent=1) + "\n", "utf-8")
        n_turns = sum(len(v) for s in samples for v in s["conversation"].values() if isinstance(v, list))
        n_sessions = sum(1 for s in samples for v in s["conversation"].values() if isinstance(v, list))
        print(f"{lang}.json: {len(samples)} conversations, {n_sessions} sessions, {n_turns} turns, "
              f"{sum(len(s['qa']) for s in samples)} questions")
        if "--show" in argv:
            for s in samples:
                conv = s["conversation"]
                turns = {t["dia_id"]: t["text"] for v in conv.values() if isinstance(v, list) for t in v}
                for qa in s["qa"]:
                    print(f"\n{qa['question']}  [{qa['category']}]")
                    for e in qa["evidence"]:
                        print(f"   {e}: {turns[e]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
