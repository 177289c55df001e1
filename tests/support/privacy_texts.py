"""The texts the privacy detector's equivalence tests run through it (gates on and off, the same
findings): every line of the development sets and every string the privacy tests use."""
from __future__ import annotations

import ast
import json
from functools import lru_cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PRIVACY_TESTS = ROOT / "tests" / "core" / "memory" / "privacy"
# Development sets only, named one by one: sets written later (broad-ze and on) are held back and
# never read here.
DEVELOPMENT_SETS = [ROOT / "benchmarks" / "data" / "privacy" / f"broad-{c}.jsonl" for c in "abcdefghijklmnopqrstuvwx"]
DEVELOPMENT_SETS += [ROOT / "benchmarks" / "data" / "privacy" / f"broad-{c}.jsonl"
                     for c in ("y", "z", "za", "zb", "zc", "zd", "zf", "zg", "zh", "zi", "zj",
                               "zk", "zl", "zm", "zn", "zo", "zp", "zq", "zr", "zs", "zt",
                               "zu", "zv", "zw", "zx", "zy", "zza", "zzb", "zzc", "zzd", "zze",
                               "zzf", "zzg", "zzh", "zzi", "zzj", "zzk", "zzl", "zzm", "zzn", "zzo",
                               "zzp", "zzq", "zzr", "zzs", "zzt",
                               "zzu", "zzv", "zzw", "zzx", "zzy",
                               "zzz1", "zzz2", "zzz3", "zzz4", "zzz5",
                               "zzz6", "zzz7", "zzz8", "zzz9", "zzz10",
                               "zzz11", "zzz12", "zzz13", "zzz14", "zzz15",
                               "zzz16", "zzz17", "zzz18", "zzz19", "zzz20",
                               "zzz21", "zzz22", "zzz23", "zzz24", "zzz25",
                               "zzz26", "zzz27", "zzz28", "zzz29", "zzz30",
                               "zzz31", "zzz32", "zzz33", "zzz34", "zzz35",
                               "zzz36", "zzz37", "zzz38", "zzz39", "zzz40",
                               "zzz41", "zzz42", "zzz43", "zzz44", "zzz45",
                               "zzz46", "zzz47", "zzz48", "zzz49", "zzz50",
                               "zzz51", "zzz52", "zzz53", "zzz54", "zzz55",
                               "zzz56", "zzz57", "zzz58", "zzz59", "zzz60",
                               "zzz61", "zzz62", "zzz63", "zzz64", "zzz65",
                               "zzz66", "zzz67", "zzz68", "zzz69", "zzz70",
                               "zzz71", "zzz72", "zzz73", "zzz74", "zzz75",
                               "zzz76", "zzz77", "zzz78", "zzz79", "zzz80",
                               "zzz81", "zzz82", "zzz83", "zzz84", "zzz85",
                               "zzz86", "zzz87", "zzz88", "zzz89", "zzz90",
                               "zzz91", "zzz92", "zzz93", "zzz94", "zzz95",
                               "zzz96", "zzz97", "zzz98", "zzz99", "zzz100",
                               "zzz101", "zzz102", "zzz103", "zzz104", "zzz105",
                               "zzz106", "zzz107", "zzz108", "zzz109", "zzz110",
                               "zzz111", "zzz112", "zzz113", "zzz114", "zzz115",
                               "zzz116", "zzz117", "zzz118", "zzz119", "zzz120",
                               "zzz121", "zzz122", "zzz123", "zzz124", "zzz125",
                               "zzz126", "zzz127", "zzz128", "zzz129", "zzz130")]
DEVELOPMENT_SETS += [ROOT / "benchmarks" / "data" / "privacy" / f"lookalikes-{c}.jsonl" for c in ("fr", "b", "c")]
DEVELOPMENT_SETS.append(ROOT.parent / "shared" / "bench" / "privacy-dev.jsonl")


@lru_cache(maxsize=1)
def development_texts() -> tuple[str, ...]:
    texts: list[str] = []
    for path in DEVELOPMENT_SETS:
        if path.exists():
            texts += [json.loads(line)["text"] for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    for path in sorted(PRIVACY_TESTS.glob("test_*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and 3 < len(node.value) < 5000:
                texts.append(node.value)
    return tuple(texts)
