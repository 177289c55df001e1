"""Train the privacy detector's learned token model and measure it by leaving sets out.

    python -m benchmarks.privacy_synth.train --out resources/privacy/token_model.npz [--leave-out]

Training rows are candidates (app/core/memory/privacy/detector/learned.py) with a label:
- the synthetic corpus (generate.py): a candidate overlapping a generated private value is 1, else 0;
- the allowed broad sets and the dev file: every candidate of a green message is 0 (the hard
  look-alikes people really write); in a red identifier/secret message, a candidate overlapping what
  the rules find is 1 (the others are not used: nobody labelled them).
Sealed sets (broad-ze and anything newer) are never read: only the files named in ALLOWED.

--leave-out trains once per fold without that fold's sets and scores the fold (out-of-fold scores), then
picks, for each fold, the threshold from the other folds' out-of-fold scores: the smallest that keeps
false red on their green messages (rules or model) within --max-false-red. Prints JSON per fold: the
rules' id+secret recall, the model's alone, rules+model, false red on green before and after. The
final model (all allowed data) takes the threshold chosen on all out-of-fold scores.

--old-rules DIR also reads the rules' verdicts from another checkout (e.g. a git worktree of an older
commit) to measure rules+model where the rules had never seen a fold (broad-j and -k before round 9); that
checkout's own learned model is switched off.

Session 12: --folds broad-y,broad-z,broad-za leaves out only those sets (one fold each); --weights FILE scores
them with given weights instead of training (e.g. the shipped model, to measure before); --at-logit X (repeatable)
reports every fold and the total at a fixed threshold; --no-families, --carriers 0 and --no-goods train without
the session's features, carriers or goods look-alikes (ablations)."""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from app.core.memory.privacy.detector import learned  # noqa: E402
from app.core.memory.privacy.detector.findings import Kind, lower_keep_length  # noqa: E402
from app.core.memory.privacy.detector.identifiers import find_identifiers  # noqa: E402
from app.core.memory.privacy.detector.normalise import normalise  # noqa: E402
from benchmarks.privacy_synth.generate import generate  # noqa: E402

DATA = ROOT / "benchmarks" / "data" / "privacy"
DEV = ROOT.parent / "shared" / "bench" / "privacy-dev.jsonl"
if not DEV.exists():  # a git worktree under /work/wt/NAME: the dev file is next to the main checkout
    DEV = Path("/work/shared/bench/privacy-dev.jsonl")
# The only real sets this script may read (the others are sealed for the lead's measurements).
# broad-h, -i, -l, -m, -n and -o were sealed until session 8 and are development data since session 9;
# broad-p, -q and -r were sealed until their second measurement in session 9 and are development data since;
# broad-s, -t and -u were measured sealed once in session 10 (at 0b4eabc) and are development data since;
# broad-v, -w and -x were measured sealed three times (sessions 10 and 11) and are development data since session 11;
# broad-y, -z and -za were measured sealed three times (session 11) and are development data since session 12;
# broad-zb, -zc and -zd were measured sealed twice (session 12) and became development data during it;
# broad-zf and -zg were measured sealed three times (sessions 12 and 13) and are development data since session 13;
# broad-zh, -zi and -zj were measured sealed five times (sessions 13 and 14) and are development data since session 14;
# lookalikes-b and -c were written in session 14 as development data (hard look-alikes and their red twins);
# broad-zk, -zl, -zm, -zn and -zo were measured sealed three times (sessions 14 and 15) and are development data since session 15;
# broad-zp, -zq, -zr, -zs and -zt were measured sealed three times (sessions 15 and 16) and are development data since session 16;
# broad-zu, -zv, -zw, -zx and -zy were measured sealed three times (sessions 16 and 17) and are development data since session 17;
# broad-zza, -zzb, -zzc, -zzd and -zze were measured sealed three times (sessions 17 and 18) and are development data since session 18.
# broad-zzf, -zzg, -zzh, -zzi and -zzj were measured sealed three times (sessions 18 and 19) and are development data since session 19.
# broad-zzk, -zzl, -zzm, -zzn and -zzo were measured sealed three times (sessions 19 and 20) and are development data since session 20.
# broad-zzp, -zzq, -zzr, -zzs and -zzt were measured sealed three times (sessions 20 and 21) and are development data since session 21.
# broad-zzu, -zzv, -zzw, -zzx and -zzy were measured sealed three times (sessions 21 and 22) and are development data since session 22.
# broad-zzz1 .. -zzz5 were measured sealed three times (sessions 22 and 23) and are development data since session 23.
# broad-zzz6 .. -zzz10 were measured sealed three times (sessions 23 and 24) and are development data since session 24.
# broad-zzz11 .. -zzz15 were measured sealed three times (sessions 24 and 25) and are development data since session 25.
# broad-zzz16 .. -zzz20 were measured sealed three times (sessions 25 and 26) and are development data since session 26.
# broad-zzz21 .. -zzz25 were measured sealed three times (sessions 26 and 27) and are development data since session 27.
# broad-zzz26 .. -zzz30 were measured sealed three times (sessions 27 and 28) and are development data since session 28.
# broad-zzz31 .. -zzz35 were measured sealed three times (sessions 28 and 29) and are development data since session 29.
# broad-zzz36 .. -zzz40 were measured sealed three times (sessions 29 and 30) and are development data since session 30.
# broad-zzz41 .. -zzz45 were measured sealed three times (sessions 30 and 31) and are development data since session 31.
# broad-zzz46 .. -zzz50 were measured sealed three times (sessions 31 and 32) and are development data since session 32.
# broad-zzz51 .. -zzz55 were measured sealed three times (sessions 32 and 33) and are development data since session 33.
# broad-zzz56 .. -zzz60 were measured sealed three times (sessions 33 and 34) and are development data since session 34.
# broad-zzz61 .. -zzz65 were measured sealed three times (sessions 34 and 35) and are development data since session 35.
# broad-zzz66 .. -zzz70 were measured sealed three times (sessions 35 and 36) and are development data since session 36.
# broad-zzz71 .. -zzz75 were measured sealed three times (sessions 36 and 37) and are development data since session 37.
# broad-zzz81 .. -zzz85 were measured sealed three times (sessions 38 and 39) and are development data since session 39.
# broad-zzz86 .. -zzz90 were measured sealed three times (sessions 39 and 40) and are development data since session 40.
# broad-zzz91 .. -zzz95 were measured sealed three times (sessions 40 and 41) and are development data since session 41.
# broad-zzz96 .. -zzz100 were measured sealed three times (sessions 41 and 42) and are development data since session 42.
# broad-zzz101 .. -zzz105 were measured sealed three times (sessions 42 and 43) and are development data since session 43.
# broad-zzz106 .. -zzz110 were measured sealed three times (sessions 43 and 44) and are development data since session 44.
# broad-zzz111 .. -zzz115 were measured sealed three times (sessions 44 and 45) and are development data since session 45.
# broad-zzz116 .. -zzz120 were measured sealed three times (sessions 45 and 46) and are development data since session 46.
# broad-zzz121 .. -zzz125 were measured sealed three times (sessions 46 and 47) and are development data since session 47.
# broad-zzz126 .. -zzz130 were measured sealed three times (sessions 47 and 48) and are development data since session 48.
ALLOWED = ["broad-a", "broad-b", "broad-c", "broad-d", "broad-e", "broad-f", "broad-g", "broad-h", "broad-i", "broad-j",
           "broad-k", "broad-l", "broad-m", "broad-n", "broad-o", "broad-p", "broad-q", "broad-r", "broad-s", "broad-t",
           "broad-u", "broad-v", "broad-w", "broad-x", "broad-y", "broad-z", "broad-za",
           "broad-zb", "broad-zc", "broad-zd", "broad-zf", "broad-zg", "broad-zh", "broad-zi", "broad-zj",
           "lookalikes-b", "lookalikes-c", "broad-zk", "broad-zl", "broad-zm", "broad-zn", "broad-zo",
           "broad-zp", "broad-zq", "broad-zr", "broad-zs", "broad-zt",
           "broad-zu", "broad-zv", "broad-zw", "broad-zx", "broad-zy",
           "broad-zza", "broad-zzb", "broad-zzc", "broad-zzd", "broad-zze",
           "broad-zzf", "broad-zzg", "broad-zzh", "broad-zzi", "broad-zzj",
           "broad-zzk", "broad-zzl", "broad-zzm", "broad-zzn", "broad-zzo",
           "broad-zzp", "broad-zzq", "broad-zzr", "broad-zzs", "broad-zzt",
           "broad-zzu", "broad-zzv", "broad-zzw", "broad-zzx", "broad-zzy",
           "broad-zzz1", "broad-zzz2", "broad-zzz3", "broad-zzz4", "broad-zzz5",
           "broad-zzz6", "broad-zzz7", "broad-zzz8", "broad-zzz9", "broad-zzz10",
           "broad-zzz11", "broad-zzz12", "broad-zzz13", "broad-zzz14", "broad-zzz15",
           "broad-zzz16", "broad-zzz17", "broad-zzz18", "broad-zzz19", "broad-zzz20",
           "broad-zzz21", "broad-zzz22", "broad-zzz23", "broad-zzz24", "broad-zzz25",
           "broad-zzz26", "broad-zzz27", "broad-zzz28", "broad-zzz29", "broad-zzz30",
           "broad-zzz31", "broad-zzz32", "broad-zzz33", "broad-zzz34", "broad-zzz35",
           "broad-zzz36", "broad-zzz37", "broad-zzz38", "broad-zzz39", "broad-zzz40",
           "broad-zzz41", "broad-zzz42", "broad-zzz43", "broad-zzz44", "broad-zzz45",
           "broad-zzz46", "broad-zzz47", "broad-zzz48", "broad-zzz49", "broad-zzz50",
           "broad-zzz51", "broad-zzz52", "broad-zzz53", "broad-zzz54", "broad-zzz55",
           "broad-zzz56", "broad-zzz57", "broad-zzz58", "broad-zzz59", "broad-zzz60",
           "broad-zzz61", "broad-zzz62", "broad-zzz63", "broad-zzz64", "broad-zzz65",
           "broad-zzz66", "broad-zzz67", "broad-zzz68", "broad-zzz69", "broad-zzz70",
           "broad-zzz71", "broad-zzz72", "broad-zzz73", "broad-zzz74", "broad-zzz75",
           "broad-zzz76", "broad-zzz77", "broad-zzz78", "broad-zzz79", "broad-zzz80",
           "broad-zzz81", "broad-zzz82", "broad-zzz83", "broad-zzz84", "broad-zzz85",
           "broad-zzz86", "broad-zzz87", "broad-zzz88", "broad-zzz89", "broad-zzz90",
           "broad-zzz91", "broad-zzz92", "broad-zzz93", "broad-zzz94", "broad-zzz95",
           "broad-zzz96", "broad-zzz97", "broad-zzz98", "broad-zzz99", "broad-zzz100",
           "broad-zzz101", "broad-zzz102", "broad-zzz103", "broad-zzz104", "broad-zzz105",
           "broad-zzz106", "broad-zzz107", "broad-zzz108", "broad-zzz109", "broad-zzz110",
           "broad-zzz111", "broad-zzz112", "broad-zzz113", "broad-zzz114", "broad-zzz115",
           "broad-zzz116", "broad-zzz117", "broad-zzz118", "broad-zzz119", "broad-zzz120",
           "broad-zzz121", "broad-zzz122", "broad-zzz123", "broad-zzz124", "broad-zzz125",
           "broad-zzz126", "broad-zzz127", "broad-zzz128", "broad-zzz129", "broad-zzz130"]
FOLDS = [["dev"], ["broad-a"], ["broad-b"], ["broad-c"], ["broad-d"], ["broad-e"], ["broad-f"], ["broad-g"],
         ["broad-h"], ["broad-i"], ["broad-j", "broad-k"], ["broad-l"], ["broad-m"], ["broad-n"], ["broad-o"],
         ["broad-p"], ["broad-q"], ["broad-r"], ["broad-s"], ["broad-t"], ["broad-u"], ["broad-v"], ["broad-w"], ["broad-x"],
         ["broad-y"], ["broad-z"], ["broad-za"], ["broad-zb"], ["broad-zc"], ["broad-zd"], ["broad-zf"], ["broad-zg"],
         ["broad-zh"], ["broad-zi"], ["broad-zj"], ["lookalikes-b", "lookalikes-c"],
         ["broad-zk"], ["broad-zl"], ["broad-zm"], ["broad-zn"], ["broad-zo"],
         ["broad-zp"], ["broad-zq"], ["broad-zr"], ["broad-zs"], ["broad-zt"],
         ["broad-zu"], ["broad-zv"], ["broad-zw"], ["broad-zx"], ["broad-zy"],
         ["broad-zza"], ["broad-zzb"], ["broad-zzc"], ["broad-zzd"], ["broad-zze"],
         ["broad-zzf"], ["broad-zzg"], ["broad-zzh"], ["broad-zzi"], ["broad-zzj"],
         ["broad-zzk"], ["broad-zzl"], ["broad-zzm"], ["broad-zzn"], ["broad-zzo"],
         ["broad-zzp"], ["broad-zzq"], ["broad-zzr"], ["broad-zzs"], ["broad-zzt"],
         ["broad-zzu"], ["broad-zzv"], ["broad-zzw"], ["broad-zzx"], ["broad-zzy"],
         ["broad-zzz1"], ["broad-zzz2"], ["broad-zzz3"], ["broad-zzz4"], ["broad-zzz5"],
         ["broad-zzz6"], ["broad-zzz7"], ["broad-zzz8"], ["broad-zzz9"], ["broad-zzz10"],
         ["broad-zzz11"], ["broad-zzz12"], ["broad-zzz13"], ["broad-zzz14"], ["broad-zzz15"],
         ["broad-zzz16"], ["broad-zzz17"], ["broad-zzz18"], ["broad-zzz19"], ["broad-zzz20"],
         ["broad-zzz21"], ["broad-zzz22"], ["broad-zzz23"], ["broad-zzz24"], ["broad-zzz25"],
         ["broad-zzz26"], ["broad-zzz27"], ["broad-zzz28"], ["broad-zzz29"], ["broad-zzz30"],
         ["broad-zzz31"], ["broad-zzz32"], ["broad-zzz33"], ["broad-zzz34"], ["broad-zzz35"],
         ["broad-zzz36"], ["broad-zzz37"], ["broad-zzz38"], ["broad-zzz39"], ["broad-zzz40"],
         ["broad-zzz41"], ["broad-zzz42"], ["broad-zzz43"], ["broad-zzz44"], ["broad-zzz45"],
         ["broad-zzz46"], ["broad-zzz47"], ["broad-zzz48"], ["broad-zzz49"], ["broad-zzz50"],
         ["broad-zzz51"], ["broad-zzz52"], ["broad-zzz53"], ["broad-zzz54"], ["broad-zzz55"],
         ["broad-zzz56"], ["broad-zzz57"], ["broad-zzz58"], ["broad-zzz59"], ["broad-zzz60"],
         ["broad-zzz61"], ["broad-zzz62"], ["broad-zzz63"], ["broad-zzz64"], ["broad-zzz65"],
         ["broad-zzz66"], ["broad-zzz67"], ["broad-zzz68"], ["broad-zzz69"], ["broad-zzz70"],
         ["broad-zzz71"], ["broad-zzz72"], ["broad-zzz73"], ["broad-zzz74"], ["broad-zzz75"],
         ["broad-zzz76"], ["broad-zzz77"], ["broad-zzz78"], ["broad-zzz79"], ["broad-zzz80"],
         ["broad-zzz81"], ["broad-zzz82"], ["broad-zzz83"], ["broad-zzz84"], ["broad-zzz85"],
         ["broad-zzz86"], ["broad-zzz87"], ["broad-zzz88"], ["broad-zzz89"], ["broad-zzz90"],
         ["broad-zzz91"], ["broad-zzz92"], ["broad-zzz93"], ["broad-zzz94"], ["broad-zzz95"],
         ["broad-zzz96"], ["broad-zzz97"], ["broad-zzz98"], ["broad-zzz99"], ["broad-zzz100"],
         ["broad-zzz101"], ["broad-zzz102"], ["broad-zzz103"], ["broad-zzz104"], ["broad-zzz105"],
         ["broad-zzz106"], ["broad-zzz107"], ["broad-zzz108"], ["broad-zzz109"], ["broad-zzz110"],
         ["broad-zzz111"], ["broad-zzz112"], ["broad-zzz113"], ["broad-zzz114"], ["broad-zzz115"],
         ["broad-zzz116"], ["broad-zzz117"], ["broad-zzz118"], ["broad-zzz119"], ["broad-zzz120"],
         ["broad-zzz121"], ["broad-zzz122"], ["broad-zzz123"], ["broad-zzz124"], ["broad-zzz125"],
         ["broad-zzz126"], ["broad-zzz127"], ["broad-zzz128"], ["broad-zzz129"], ["broad-zzz130"]]
IDSEC = ("identifier", "secret")


def real_sets() -> dict[str, list[dict]]:
    out = {}
    for name in ALLOWED:
        with open(DATA / f"{name}.jsonl", encoding="utf-8") as fh:
            out[name] = [json.loads(line) for line in fh if line.strip()]
    if DEV.exists():
        with open(DEV, encoding="utf-8") as fh:
            out["dev"] = [json.loads(line) for line in fh if line.strip()]
    return out


def rule_verdicts(items: list[dict]) -> list[tuple[bool, list[tuple[int, int]]]]:
    """(red?, identifier/secret spans on the original text) by the rules alone."""
    from app.core.memory.privacy.detector.verdict import detect

    before = learned.ENABLED
    learned.set_enabled(False)
    try:
        out = []
        for it in items:
            v = detect(it["text"])
            out.append((v.is_red, [(f.start, f.end) for f in v.findings if f.kind in (Kind.IDENTIFIER, Kind.SECRET)]))
        return out
    finally:
        learned.set_enabled(before)


def old_rule_reds(checkout: Path, items: list[dict]) -> list[bool]:
    # the rules alone: the checkout's own learned model is switched off (it is what is being measured here)
    code = ("import sys, json\nfrom app.core.memory.privacy.detector.verdict import detect\n"
            "from app.core.memory.privacy.detector import learned\nlearned.set_enabled(False)\n"
            "for line in sys.stdin:\n    print(int(detect(json.loads(line)).is_red))\n")
    run = subprocess.run([sys.executable, "-c", code], input="\n".join(json.dumps(i["text"]) for i in items) + "\n",
                         capture_output=True, text=True, cwd=checkout, env={"PYTHONPATH": str(checkout), "PATH": "/usr/bin"}, check=True)
    return [line == "1" for line in run.stdout.split()]


def rows_of(text: str, positives: list[tuple[int, int]] | None) -> tuple[list[list[int]], list[int]]:
    """Hashed feature rows of the candidates of `text` and their labels (positives: spans on the original
    text; None: every candidate is unlabelled and only scored, label -1)."""
    norm = normalise(text)
    t = norm.text
    low = lower_keep_length(t)
    feats, labels = [], []
    rejected: list[tuple[int, int]] = []  # what the rules read and decided is not private: never scored
    find_identifiers(t, spoken=norm.spoken, rejected=rejected)
    for c in learned.candidates(t, rejected):
        s, e = norm.original_span(c.start, c.end)
        if positives is None:
            y = -1
        else:
            y = int(any(s < pe and ps < e for ps, pe in positives))
        feats.append(learned.indexes(t, low, c))
        labels.append(y)
        MARGINS.append(learned.margin(t[c.start:c.end]))
        TOKENS.append(text[s:e])
    return feats, labels


TOKENS: list[str] = []  # the candidates' text on the original, in the order rows_of made them (for --dump)
MARGINS: list[float] = []  # and what each one's logit must exceed the threshold by (learned.margin)


class Table:
    """Candidates of many messages: features, labels, and which message each came from."""

    def __init__(self) -> None:
        self.feats: list[list[int]] = []
        self.labels: list[int] = []
        self.msg: list[int] = []
        self.n_msgs = 0
        self.toks: list[str] = []
        self.margins: list[float] = []

    def add(self, text: str, positives) -> None:
        first = len(TOKENS)
        f, y = rows_of(text, positives)
        self.toks += TOKENS[first:]
        self.margins += MARGINS[first:]
        self.feats += f
        self.labels += y
        self.msg += [self.n_msgs] * len(f)
        self.n_msgs += 1

    def matrix(self, rows: np.ndarray | None = None):
        from scipy.sparse import csr_matrix

        idx = range(len(self.feats)) if rows is None else rows
        indptr, indices = [0], []
        for i in idx:
            indices += self.feats[i]
            indptr.append(len(indices))
        data = np.ones(len(indices), dtype=np.float32)
        return csr_matrix((data, np.array(indices, dtype=np.int32), np.array(indptr)), shape=(len(indptr) - 1, 1 << learned.DIM_BITS))


def fit(X, y, c: float):
    from sklearn.linear_model import LogisticRegression

    clf = LogisticRegression(C=c, solver="liblinear", max_iter=200, random_state=0)
    clf.fit(X, y)
    return clf.coef_[0].astype(np.float32), float(clf.intercept_[0])


def message_scores(table: Table, w: np.ndarray, b: float) -> np.ndarray:
    """Max logit per message (-inf for a message with no candidate)."""
    X = table.matrix()
    z = X @ w + b - np.array(table.margins, dtype=np.float64)  # each candidate's margin over the threshold
    out = np.full(table.n_msgs, -np.inf)
    np.maximum.at(out, np.array(table.msg, dtype=np.int64), z)
    return out


def pick_threshold(scores: np.ndarray, rules_red: np.ndarray, green: np.ndarray, max_rate: float) -> float:
    """Smallest logit whose false red on green (rules or model) stays within max_rate."""
    g = green
    base = int(np.sum(rules_red & g))
    allowed = int(max_rate * g.sum()) - base
    cand = np.sort(scores[g & ~rules_red])[::-1]
    cand = cand[np.isfinite(cand)]
    if allowed < 0 or len(cand) == 0:
        return float(cand[0] + 1e-3) if len(cand) else 10.0
    if allowed >= len(cand):
        return float(cand[-1])
    return float(cand[allowed] + 1e-3)  # strictly above the (allowed+1)-th highest green score


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", type=Path)
    p.add_argument("--synth", type=int, default=24000)
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--c", type=float, default=0.5)
    p.add_argument("--max-false-red", type=float, default=0.01)
    p.add_argument("--leave-out", action="store_true")
    p.add_argument("--old-rules", type=Path)
    p.add_argument("--min-logit", type=float, default=None,
                   help="a floor for the shipped threshold (logit): e.g. just above the top score of the look-alikes the "
                        "rules' tests pin as green, which must stay green with the model on")
    p.add_argument("--dump", type=Path, help="write out-of-fold scores per item (allowed sets only) to this JSONL")
    p.add_argument("--folds", help="comma-separated sets: leave out only these, one fold each (e.g. the newest sets, "
                                   "scored beside --old-rules that never saw them); 'a+b' is one fold of both")
    p.add_argument("--at-logit", type=float, action="append", default=[],
                   help="also report each fold at this fixed threshold (logit), e.g. the shipped one; repeatable")
    p.add_argument("--weights", type=Path, help="score the folds with these weights (e.g. the shipped model, which never "
                                                "saw them) instead of training")
    p.add_argument("--no-families", action="store_true", help="without the keyword-family features (learned.FAMILIES)")
    p.add_argument("--carriers", type=float, default=None, help="share of synthetic items in session 12's carriers "
                                                                 "(generate.CARRIERS; 0: session 11's corpus)")
    p.add_argument("--no-goods", action="store_true", help="without session 12's look-alikes of goods, logistics, banks "
                                                            "and logs (templates.GOODS_T)")
    args = p.parse_args(argv)
    t0 = time.time()
    if args.no_goods:
        from benchmarks.privacy_synth import templates as TT
        TT.GREEN_T.pop("goods", None)
    if args.no_families:
        learned.FAMILIES = False
    if args.carriers is not None:
        from benchmarks.privacy_synth import generate as G
        G.CARRIERS = args.carriers

    synth = Table()
    for item in generate(args.synth, args.seed):
        synth.add(item["text"], [tuple(s) for s in item["spans"]])
    sets = real_sets()
    real: dict[str, dict] = {}
    for name, items in sets.items():
        verdicts = rule_verdicts(items)
        train, score = Table(), Table()
        for it, (_red, spans) in zip(items, verdicts):
            if it["label"] == "green":
                train.add(it["text"], [])
            elif it["label"] == "red" and it.get("kind") in IDSEC and spans:
                f, y = rows_of(it["text"], spans)
                keep = [i for i, v in enumerate(y) if v == 1]
                train.feats += [f[i] for i in keep]
                train.labels += [1] * len(keep)
                train.msg += [train.n_msgs] * len(keep)
                train.n_msgs += 1
            score.add(it["text"], None)
        real[name] = {"items": items, "rules_red": np.array([v[0] for v in verdicts]), "train": train, "score": score,
                      "green": np.array([it["label"] == "green" for it in items]),
                      "idsec": np.array([it["label"] == "red" and it.get("kind") in IDSEC for it in items])}
        if args.old_rules and (not args.folds or name in args.folds.replace("+", ",").split(",")):
            real[name]["old_red"] = np.array(old_rule_reds(args.old_rules, items))
    print(f"features ready in {time.time() - t0:.0f}s: synth {len(synth.labels)} candidates "
          f"({sum(synth.labels)} positive)", file=sys.stderr)

    def train_without(names: set[str]):
        tables = [synth] + [real[n]["train"] for n in real if n not in names]
        feats = [f for tb in tables for f in tb.feats]
        labels = np.array([y for tb in tables for y in tb.labels])
        merged = Table()
        merged.feats = feats
        return fit(merged.matrix(), labels, args.c)

    oof: dict[str, np.ndarray] = {}
    train_cache: dict[str, tuple[np.ndarray, float]] = {}
    report: dict = {"folds": {}}
    # "a+b" leaves a and b out together (one model that saw neither), e.g. a whole session's fresh sets
    folds = [n.split("+") for n in args.folds.split(",")] if args.folds else FOLDS
    if args.leave_out:
        for fold in folds:
            fold = [n for n in fold if n in real]
            if not fold:
                continue
            if args.weights:
                with np.load(args.weights) as d:
                    w, b = d["weights"].astype(np.float32), float(d["bias"])
            else:
                w, b = train_without(set(fold))
            for n in fold:
                train_cache[n] = (w, b)
                oof[n] = message_scores(real[n]["score"], w, b)
        for fold in folds:
            for n in [n for n in fold if n in oof]:
                others = [m for m in oof if m not in fold]
                if others:
                    cut = pick_threshold(np.concatenate([oof[m] for m in others]), np.concatenate([real[m]["rules_red"] for m in others]),
                                         np.concatenate([real[m]["green"] for m in others]), args.max_false_red)
                    report["folds"][n] = evaluate(real[n], oof[n], cut)
                for at in args.at_logit:
                    report["folds"][f"{n}@{at}"] = evaluate(real[n], oof[n], at)
        names = list(oof)
        if args.dump:
            with open(args.dump, "w", encoding="utf-8") as fh:
                for n in names:
                    tb = real[n]["score"]
                    z = tb.matrix() @ train_cache[n][0] + train_cache[n][1]
                    best: dict[int, tuple[float, str]] = {}
                    for m, zi, tok in zip(tb.msg, z, tb.toks):
                        if m not in best or zi > best[m][0]:
                            best[m] = (float(zi), tok)
                    for i, it in enumerate(real[n]["items"]):
                        fh.write(json.dumps({"set": n, "id": it.get("id"), "label": it["label"], "kind": it.get("kind"),
                                             "rules_red": bool(real[n]["rules_red"][i]), "score": float(oof[n][i]),
                                             "old_red": bool(real[n]["old_red"][i]) if "old_red" in real[n] else None,
                                             "top": best.get(i, (None, None))[1], "text": it["text"]}, ensure_ascii=False) + "\n")
        final_cut = pick_threshold(np.concatenate([oof[m] for m in names]), np.concatenate([real[m]["rules_red"] for m in names]),
                                   np.concatenate([real[m]["green"] for m in names]), args.max_false_red)
        report["threshold_logit"] = final_cut
        for at in args.at_logit:
            report[f"total@{at}"] = evaluate({k: np.concatenate([real[m][k] for m in names]) for k in ("rules_red", "green", "idsec")}
                                             | ({"old_red": np.concatenate([real[m]["old_red"] for m in names])} if args.old_rules else {}),
                                             np.concatenate([oof[m] for m in names]), at)
        report["total"] = evaluate({k: np.concatenate([real[m][k] for m in names]) for k in ("rules_red", "green", "idsec")}
                                   | ({"old_red": np.concatenate([real[m]["old_red"] for m in names])} if args.old_rules else {}),
                                   np.concatenate([oof[m] for m in names]), final_cut)
    else:
        final_cut = 0.0
    if args.min_logit is not None and final_cut < args.min_logit:
        report["threshold_logit_from_folds"] = final_cut
        final_cut = args.min_logit
        report["threshold_logit"] = final_cut
    if args.out:
        w, b = train_without(set())
        args.out.parent.mkdir(parents=True, exist_ok=True)
        prob = float(1 / (1 + np.exp(-final_cut)))
        np.savez_compressed(args.out, weights=w.astype(np.float16), bias=np.float32(b), threshold=np.float64(prob))
        report["model"] = {"file": str(args.out), "bytes": args.out.stat().st_size, "threshold_probability": prob}
    json.dump(report, sys.stdout, indent=2)
    sys.stdout.write("\n")
    return 0


def evaluate(r: dict, scores: np.ndarray, cut: float) -> dict:
    model_red = scores >= cut
    out = {}
    for label, rules in (("rules", r["rules_red"]),) + ((("old_rules", r["old_red"]),) if "old_red" in r else ()):
        both = rules | model_red
        ids, g = r["idsec"], r["green"]
        out[label] = {
            "idsec_recall_rules": round(float(rules[ids].mean()), 4),
            "idsec_recall_model_alone": round(float(model_red[ids].mean()), 4),
            "idsec_recall_combined": round(float(both[ids].mean()), 4),
            "idsec_support": int(ids.sum()),
            "false_red_green_rules": round(float(rules[g].mean()), 4),
            "false_red_green_combined": round(float(both[g].mean()), 4),
            "green_support": int(g.sum()),
        }
    out["threshold_logit"] = round(cut, 3)
    return out


if __name__ == "__main__":
    raise SystemExit(main())
