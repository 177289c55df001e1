"""Session 21 (ltok2): measure retrained token models on sets the rules never saw, with features built once.

    python -m benchmarks.privacy_synth.ltok_lab build --cache /tmp/ltok2/cache.pkl [--old-rules DIR]
    python -m benchmarks.privacy_synth.ltok_lab run --cache ... --variant base [--c 0.5] [--mil] [--extra-synth N]

`build` makes what train.py makes (the same candidates, features, labels, margins and rules' verdicts; the
synthetic corpus of train.py's defaults, 24,000 items, seed 7) once and pickles it as sparse matrices, plus
per message: green / yellow / id+secret red, and the rows of the red identifier/secret messages where today's
rules find nothing (unlabelled in train.py). `--old-rules DIR` adds the verdicts of another checkout's rules
for the (b) folds (broad-zzk..zzo).

`run` trains one model per left-out fold of (a) broad-zzp..zzt (today's rules) and (b) broad-zzk..zzo (the rules
of --old-rules), or scores them with `--weights`, and prints per fold and pooled: rules alone, rules + model at
each threshold asked (--at-logit), id+secret recall, false red on green, yellow called red; and the recall each
pooled false-red level buys (a threshold chosen on the other folds, as train.py does, at --max-false-red).

Variants (session 21's brief):
- `--mil`: the red identifier/secret messages where the rules find nothing give one positive each: the candidate
  scored highest by a model that never saw that message's set (K group folds over the training sets), when its
  logit reaches --mil-floor (multiple-instance learning);
- `--c`: the regularisation;
- `--extra-synth`: the 24,000 more synthetic items `build --extra-synth` made (seed 8);
- `--synth-weight W`: each synthetic row weighs W against a real set's row.
`--out F` trains on every allowed set instead (with --mil: positives chosen by --mil-final's models, which saw
the measured sets too) and writes F with --threshold-logit (1.15, the shipped one).

Session 21's figures: docs/privacy.md, "Session 21: retrained with zb..zzt".
"""
from __future__ import annotations

import argparse
import json
import pickle
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.privacy_synth import train as T  # noqa: E402

A_SETS = ["broad-zzp", "broad-zzq", "broad-zzr", "broad-zzs", "broad-zzt"]
B_SETS = ["broad-zzk", "broad-zzl", "broad-zzm", "broad-zzn", "broad-zzo"]


def _csr(feats: list[list[int]]):
    from scipy.sparse import csr_matrix

    indptr = np.zeros(len(feats) + 1, dtype=np.int64)
    indptr[1:] = np.cumsum([len(f) for f in feats])
    indices = np.fromiter((i for f in feats for i in f), dtype=np.int32, count=int(indptr[-1]))
    return csr_matrix((np.ones(len(indices), dtype=np.float32), indices, indptr), shape=(len(feats), 1 << T.learned.DIM_BITS))


def _synth_table(count: int, seed: int) -> dict:
    tb = T.Table()
    for item in T.generate(count, seed):
        tb.add(item["text"], [tuple(s) for s in item["spans"]])
    return {"X": _csr(tb.feats), "y": np.array(tb.labels, dtype=np.int8)}


def build(args) -> None:
    t0 = time.time()
    out: dict = {"synth": _synth_table(args.synth, 7)}
    if args.extra_synth:
        out["synth8"] = _synth_table(args.extra_synth, 8)
    print(f"synth in {time.time() - t0:.0f}s", file=sys.stderr)
    sets = T.real_sets()
    real = {}
    for name, items in sets.items():
        verdicts = T.rule_verdicts(items)
        tr = T.Table()
        score = T.Table()
        mil_msgs = []
        for i, (it, (_red, spans)) in enumerate(zip(items, verdicts)):
            if it["label"] == "green":
                tr.add(it["text"], [])
            elif it["label"] == "red" and it.get("kind") in T.IDSEC and spans:
                f, y = T.rows_of(it["text"], spans)
                keep = [k for k, v in enumerate(y) if v == 1]
                tr.feats += [f[k] for k in keep]
                tr.labels += [1] * len(keep)
            elif it["label"] == "red" and it.get("kind") in T.IDSEC:
                mil_msgs.append(i)
            score.add(it["text"], None)
        r = {"train_X": _csr(tr.feats), "train_y": np.array(tr.labels, dtype=np.int8),
             "score_X": _csr(score.feats), "msg": np.array(score.msg, dtype=np.int64),
             "margins": np.array(score.margins, dtype=np.float64), "n": len(items),
             "rules_red": np.array([v[0] for v in verdicts]),
             "green": np.array([it["label"] == "green" for it in items]),
             "yellow": np.array([it["label"] == "yellow" for it in items]),
             "idsec": np.array([it["label"] == "red" and it.get("kind") in T.IDSEC for it in items]),
             "mil_msgs": np.array(mil_msgs, dtype=np.int64), "ids": [it.get("id") for it in items],
             "toks": score.toks}
        if args.old_rules and name in B_SETS:
            r["old_red"] = np.array(T.old_rule_reds(args.old_rules, items))
        real[name] = r
        print(f"{name} {len(items)} in {time.time() - t0:.0f}s", file=sys.stderr)
    out["real"] = real
    args.cache.parent.mkdir(parents=True, exist_ok=True)
    with open(args.cache, "wb") as fh:
        pickle.dump(out, fh, protocol=pickle.HIGHEST_PROTOCOL)
    print(f"built in {time.time() - t0:.0f}s", file=sys.stderr)


def scores_of(r: dict, w: np.ndarray, b: float, with_margins: bool = True) -> np.ndarray:
    z = r["score_X"] @ w + b - (r["margins"] if with_margins else 0.0)
    out = np.full(r["n"], -np.inf)
    if len(z):
        np.maximum.at(out, r["msg"], z)
    return out


SYNTH_WEIGHT = 1.0  # (--synth-weight) each synthetic row's weight against a real set's row


def fit(X, y, c: float, weight=None):
    from sklearn.linear_model import LogisticRegression

    clf = LogisticRegression(C=c, solver="liblinear", max_iter=200, random_state=0)
    clf.fit(X, y, sample_weight=weight)
    return clf.coef_[0].astype(np.float32), float(clf.intercept_[0])


def mil_rows(data: dict, names: list[str], model_of) -> tuple[list, list]:
    """For each set in `names`, the best candidate of each red id/secret message the rules miss, scored by
    model_of(name) (a model that never saw that set), when it reaches the floor: (matrices, counts)."""
    from scipy.sparse import vstack

    mats = []
    for n in names:
        r = data["real"][n]
        if not len(r["mil_msgs"]):
            continue
        w, b, floor = model_of(n)
        z = r["score_X"] @ w + b - r["margins"]
        rows = []
        for m in r["mil_msgs"]:
            idx = np.nonzero(r["msg"] == m)[0]
            if len(idx) == 0:
                continue
            k = idx[np.argmax(z[idx])]
            if z[k] >= floor:
                rows.append(k)
        if rows:
            mats.append(r["score_X"][rows])
    return ([vstack(mats).tocsr()] if mats else []), sum(m.shape[0] for m in mats)


def train_without(data: dict, leave: set[str], c: float, extra_synth: bool, mil_pos=None):
    from scipy.sparse import vstack

    Xs = [data["synth"]["X"]]
    ys = [data["synth"]["y"]]
    if extra_synth:
        Xs.append(data["synth8"]["X"])
        ys.append(data["synth8"]["y"])
    for n, r in data["real"].items():
        if n in leave:
            continue
        Xs.append(r["train_X"])
        ys.append(r["train_y"])
    if mil_pos is not None:
        for X in mil_pos:
            Xs.append(X)
            ys.append(np.ones(X.shape[0], dtype=np.int8))
    weight = None
    if SYNTH_WEIGHT != 1.0:
        n_synth = sum(X.shape[0] for X in Xs[:2 if extra_synth else 1])
        weight = np.ones(sum(X.shape[0] for X in Xs))
        weight[:n_synth] = SYNTH_WEIGHT
    return fit(vstack(Xs).tocsr(), np.concatenate(ys), c, weight)


def evaluate(r: dict, rules: np.ndarray, scores: np.ndarray, cut: float | None) -> dict:
    model = scores >= cut if cut is not None else np.zeros_like(rules)
    both = rules | model
    ids, g, yl = r["idsec"], r["green"], r["yellow"]
    return {"idsec": f"{int(both[ids].sum())}/{int(ids.sum())}", "idsec_recall": round(float(both[ids].mean()), 4),
            "false_red": f"{int(both[g].sum())}/{int(g.sum())}", "false_red_rate": round(float(both[g].mean()), 4),
            "yellow_red": f"{int(both[yl].sum())}/{int(yl.sum())}"}


def pick(scores, rules, green, max_rate):
    return T.pick_threshold(scores, rules, green, max_rate)


def run(args) -> None:
    t0 = time.time()
    global SYNTH_WEIGHT
    SYNTH_WEIGHT = args.synth_weight
    with open(args.cache, "rb") as fh:
        data = pickle.load(fh)
    real = data["real"]
    report: dict = {"variant": vars(args) | {"cache": str(args.cache), "weights": str(args.weights)}}
    groups = {"a": (A_SETS, "rules_red"), "b": (B_SETS, "old_red")}
    mil_cache: dict[str, tuple] = {}
    if args.mil:
        # out-of-fold scores for every training set: K group folds over all allowed sets (train.py's order)
        names = list(real)
        k = args.mil_folds
        fold_of = {n: i % k for i, n in enumerate(names)}
        models = {}
        # the models that choose the positives never see the measured sets (a and b), so that no measured fold
        # leaks into the positives of the model that scores it; --mil-final: every set (for the shipped model)
        held = set() if args.mil_final else set(A_SETS + B_SETS)
        for i in range(k):
            models[i] = train_without(data, {n for n in names if fold_of[n] == i} | held, args.c, args.extra_synth)
            print(f"mil fold {i} in {time.time() - t0:.0f}s", file=sys.stderr)
        for n in names:
            w, b = models[fold_of[n]]
            mil_cache[n] = (w, b, args.mil_floor)
    if args.out:
        # the model to ship: every allowed set (the measured ones too), the threshold given (--threshold-logit)
        mp = None
        if args.mil:
            mp, cnt = mil_rows(data, list(real), lambda m: mil_cache[m])
            report["mil_positives_final"] = cnt
        w, b = train_without(data, set(), args.c, args.extra_synth, mp)
        prob = float(1 / (1 + np.exp(-args.threshold_logit)))
        np.savez_compressed(args.out, weights=w.astype(np.float16), bias=np.float32(b), threshold=np.float64(prob))
        report["model"] = {"file": str(args.out), "bytes": args.out.stat().st_size, "threshold_probability": prob}
        json.dump(report, sys.stdout, indent=1, default=str)
        return
    oof: dict[str, np.ndarray] = {}
    for g, (sets, _) in groups.items():
        if args.only and g != args.only:
            continue
        for n in sets:
            if args.weights:
                with np.load(args.weights) as d:
                    w, b = d["weights"].astype(np.float32), float(d["bias"])
            else:
                mp = None
                if args.mil:
                    # positives from every set but the left-out one; their best candidates scored out of fold
                    mp, cnt = mil_rows(data, [m for m in real if m != n], lambda m: mil_cache[m])
                    report.setdefault("mil_positives", {})[n] = cnt
                w, b = train_without(data, {n}, args.c, args.extra_synth, mp)
                print(f"fold {n} in {time.time() - t0:.0f}s", file=sys.stderr)
            oof[n] = scores_of(real[n], w, b)
            if args.dump:
                np.save(args.dump / f"{n}.npy", oof[n])
    for g, (sets, rk) in groups.items():
        if args.only and g != args.only:
            continue
        res: dict = {}
        for n in sets:
            r = real[n]
            others = [m for m in sets if m != n]
            cut = pick(np.concatenate([oof[m] for m in others]), np.concatenate([real[m][rk] for m in others]),
                       np.concatenate([real[m]["green"] for m in others]), args.max_false_red)
            res[n] = {"rules": evaluate(r, r[rk], oof[n], None), "picked": evaluate(r, r[rk], oof[n], cut) | {"cut": round(cut, 3)}}
            for at in args.at_logit:
                res[n][f"@{at}"] = evaluate(r, r[rk], oof[n], at)
        pooled = {k: np.concatenate([real[m][k] for m in sets]) for k in ("idsec", "green", "yellow")}
        rules = np.concatenate([real[m][rk] for m in sets])
        sc = np.concatenate([oof[m] for m in sets])
        res["pooled"] = {"rules": evaluate(pooled, rules, sc, None)}
        res["pooled"]["picked_per_fold"] = {
            k: f"{sum(int(res[m]['picked'][k].split('/')[0]) for m in sets)}/{sum(int(res[m]['picked'][k].split('/')[1]) for m in sets)}"
            for k in ("idsec", "false_red", "yellow_red")}
        for at in args.at_logit:
            res["pooled"][f"@{at}"] = evaluate(pooled, rules, sc, at)
        # what each pooled false-red level buys: thresholds at the green scores themselves
        curve = []
        gm = pooled["green"] & ~rules
        for cut in sorted(set(np.round(sc[gm & np.isfinite(sc)], 3)), reverse=True)[:40]:
            e = evaluate(pooled, rules, sc, cut + 1e-4)
            curve.append((round(float(cut), 3), e["idsec"], e["false_red"], e["yellow_red"]))
        res["curve_above_green_scores"] = curve[:25]
        report[g] = res
    json.dump(report, sys.stdout, indent=1, default=str)
    sys.stdout.write("\n")
    print(f"done in {time.time() - t0:.0f}s", file=sys.stderr)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build")
    b.add_argument("--cache", type=Path, required=True)
    b.add_argument("--old-rules", type=Path)
    b.add_argument("--synth", type=int, default=24000)
    b.add_argument("--extra-synth", type=int, default=0)
    r = sub.add_parser("run")
    r.add_argument("--cache", type=Path, required=True)
    r.add_argument("--weights", type=Path)
    r.add_argument("--c", type=float, default=0.5)
    r.add_argument("--mil", action="store_true")
    r.add_argument("--synth-weight", type=float, default=1.0)
    r.add_argument("--mil-floor", type=float, default=-1.0)
    r.add_argument("--mil-folds", type=int, default=5)
    r.add_argument("--mil-final", action="store_true", help="the choosing models see the measured sets too")
    r.add_argument("--extra-synth", action="store_true")
    r.add_argument("--max-false-red", type=float, default=0.01)
    r.add_argument("--at-logit", type=float, action="append", default=[])
    r.add_argument("--only", choices=["a", "b"])
    r.add_argument("--dump", type=Path)
    r.add_argument("--out", type=Path, help="train on every allowed set and write the model here (no folds)")
    r.add_argument("--threshold-logit", type=float, default=1.15, help="the threshold written with --out")
    args = p.parse_args(argv)
    (build if args.cmd == "build" else run)(args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
