"""The learned whole-message disclosure model: trained and measured by leaving sets out; `--out` writes the weights.

    python -m benchmarks.privacy_synth.disclosure_model --rules-cache /tmp/rules.json \
        --out resources/privacy/disclosure_model.npz [--dump FILE] [--c 16] [--twin-weight 10] [--margin 0.25]

Deterministic: the same development files give the same weights (liblinear and lbfgs with random_state=0, no
sampling); --rules-cache only saves recomputing the rules' verdicts (keyed by text, computed with the model off).

Rows are whole messages of the allowed development sets (train.py's ALLOWED and dev, plus lookalikes-fr, which
privacy_eval.py reads by default; the sealed sets are never read), the hand-written topic twins
(benchmarks/data/privacy/twins-disclosure.jsonl, one fold per language, each line weighted --twin-weight) and, as
green negatives, the 2,760 turns of ordinary chat that `privacy_speed.py --chat` reads (one fold per conversation;
reported apart, not in "green"). Positives: red messages of kind health, sexuality, beliefs, ethnicity, finance,
relationship. Negatives: every green and yellow message and the chat. Red identifier, secret and identity messages
are not used. The twins are trained on but kept out of every scored figure and of the thresholds' choice: they were
written against the model's errors and would flatter it.

Features and scorer: app/core/memory/privacy/detector/disclosure_model.py (words, five-letter stems, adjacent word
pairs of the folded text, hashed into 2**24 buckets; unit-length binary vectors), the module the detector runs.
Model: logistic regression (liblinear, L2, C=16), one shared over the languages; a second (multinomial) names the
kind of a flagged message.

Leave-sets-out: one model per fold of train.py's FOLDS (lookalikes-fr joins the look-alike fold), trained
without that fold, scoring it. Each fold's threshold is chosen on the OTHER folds' out-of-fold scores: the
smallest at which rules OR model adds at most --select-green of false red on green, --select-yellow of
yellow->red and --select-chat of red on chat there (margins under the limits, --max-green 0.3 pt and
--max-yellow 0.5 pt), plus --margin (0.25 of the logit; the shipped threshold gets the same). Prints JSON: rules
alone, model alone, rules OR model, pooled and per fold (worst folds), on the sets the rules were never tuned on
(broad-zu..zy, opened at session 17's start; and zp..zt, session 16's), on the twins, on chat; the cost.

Session 18 (ldisc3): a second twins file (twins-disclosure-b.jsonl: per-kind red lines and their green twins, read
with the first, same fold per language); --leave-out SETS keeps sets out of every fold's training and threshold
(broad-zza..zze: `--leave-out broad-zza broad-zzb broad-zzc broad-zzd broad-zze`); "kind_of_model_reds" says how
often the kind head (fitted per fold too) names the line's kind in the reason of a model red; --kind-twin-weight
weighs the red twins in the kind head; --kind-min-prob writes `kind_min` (below it the reason names no kind).
The kind head is fitted on the columns its rows use (the same solution, far faster than over all buckets); set
OPENBLAS_NUM_THREADS=1 on a shared machine (lbfgs's BLAS threads spin).

Round 40 (session 37, rlearn): --shipped (default: the weights in resources/) also scores every message with the
weights now shipped, gated and at their own threshold, and "left_out_sets" reports on the --leave-out sets rules alone,
rules OR shipped and rules OR the folds' models, with the lines each finds alone: whether a retrain moves unseen sets.
On broad-zzz71..75 (427 disclosures, 1,104 greens, 535 yellows; rules of 656d0bf6): rules 380, rules OR shipped 389,
false red 4 -> 4, yellow->red 74 -> 74 (the full detector in /tmp/base-eval.json: 389/427 too). Note: on a shared,
loaded machine one leave-out run (~170 fits) takes over 15 CPU-minutes.
--coarse-folds 5 (whole sets hashed to five folds: six fits, about a minute) measured the retrain the same session:
with zzz71..75 left out, rules OR retrained 396/427 against rules OR shipped 389, false red 4 -> 5 of 1,104 (a Polish
"I have used Neovim for a year"), yellow->red 74 -> 74; chat 26 -> 28 of 2,760 turns. Trained on everything
(threshold 0.487), it turned 7 of 159 everyday sentences red where the shipped weights turn 3 ("I drink green tea
every morning", "Я п'ю чорну каву", "Meine Frau und ich streichen den Gartenzaun", football fans watching with a
parent): round 24's failure again. Not shipped; what it needs first is green twins of everyday drinking, eating,
couples' chores and fandom in the seven languages.
Session 38: those twins are twins-disclosure-c.jsonl (188 lines, now in TWIN_FILES), and --out with --leave-out
writes weights trained without the left-out sets, their threshold chosen without them too: a leave-out model that
the detector itself can be measured with. With zzz76..80 left out (433 disclosures, 1,090 greens; rules of
e3fc57c3): rules 375, rules OR shipped 386, rules OR retrained 404; false red 7 -> 9; chat 26 -> 29. In the
detector (windows and vetoes included): all-red 0.949 -> 0.962, false red 0.6 % -> 0.8 % (7 -> 9 of 1,090),
identifiers unchanged. Trained on everything (threshold 0.498): the everyday list of an independent helper (420 lines)
1 red, the same as the shipped weights; session 37's 159 sentences 0 (shipped 3; not independent: the twins were
drafted from them). But 100 privacy tests fail with it, 91 of them pinned greens turned red ("I got promoted to senior
engineer last month!", "Jak wygląda terapia odwykowa od alkoholu?", "Couples going through a divorce often argue about
pets"): the windows' margin and the vetoes were set on the shipped weights' scale. Not shipped.

Session 16 (no twins, scorer not integrated): pooled 0.936 -> 0.957, zp..zt 0.827 -> 0.905, but 27 pinned green
sentences of the privacy tests turned red ("I'm a member of the gym.", "Jestem w związku od trzech lat.").
Session 17 (twins, integrated): see docs/privacy.md, "The learned disclosure model (session 17)".
"""
from __future__ import annotations

import argparse
import json
import sys
import time
import zlib
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.privacy_synth.train import DATA, FOLDS, real_sets  # noqa: E402

DISCLOSURE = ("health", "sexuality", "beliefs", "ethnicity", "finance", "relationship")
FRESH = ("broad-zza", "broad-zzb", "broad-zzc", "broad-zzd", "broad-zze")  # opened at session 18's start
FRESH_17 = ("broad-zu", "broad-zv", "broad-zw", "broad-zx", "broad-zy")  # opened at session 17's start
FRESH_16 = ("broad-zp", "broad-zq", "broad-zr", "broad-zs", "broad-zt")  # opened at session 16's start
# hand-written green topic twins (and a few red first-person disclosures), session 17: their own fold, trained on
# but kept out of the pooled figures (they would flatter them: they were written against the model's errors)
TWINS = "twins-disclosure"
TWIN_FILES = ("twins-disclosure", "twins-disclosure-b",  # -b: session 18, per-kind red lines and their green twins
              "twins-disclosure-c")  # -c: session 38, everyday first-person greens (tea, coffee, chores, fandom)
CHAT = Path("/work/shared/bench/data/locomo-dev.json")
if not CHAT.exists():
    CHAT = ROOT.parent / "shared" / "bench" / "data" / "locomo-dev.json"
EXTRA = {"lookalikes-fr": ["lookalikes-b", "lookalikes-c"]}  # read by privacy_eval.py by default: joins that fold


def load(twin_files: tuple[str, ...] = TWIN_FILES) -> tuple[list[dict], list[int]]:
    sets = real_sets()
    for name in EXTRA:
        with open(DATA / f"{name}.jsonl", encoding="utf-8") as fh:
            sets[name] = [json.loads(line) for line in fh if line.strip()]
    folds = [list(f) for f in FOLDS]
    for name, joins in EXTRA.items():
        next(f for f in folds if f == joins).append(name)
    fold_of = {name: i for i, f in enumerate(folds) for name in f}
    twin_rows = []
    for name in twin_files:
        twins = DATA / f"{name}.jsonl"
        if twins.exists():
            with open(twins, encoding="utf-8") as fh:
                twin_rows += [json.loads(line) for line in fh if line.strip()]
    # ordinary chat (the turns privacy_speed.py --chat reads), green: one fold per conversation
    chat = json.loads(CHAT.read_text(encoding="utf-8")) if CHAT.exists() else []
    for i, conv in enumerate(chat):
        name = f"chat-{i}"
        sets[name] = [{"id": f"{name}-{j}", "text": t["text"], "label": "green", "kind": "chat"}
                      for j, t in enumerate(t for v in conv["conversation"].values() if isinstance(v, list)
                                            for t in v if isinstance(t, dict) and "text" in t)]
        fold_of[name] = len(folds)
        folds.append([name])
    items, fold = [], []
    for name, rows in sets.items():
        for r in rows:
            r = dict(r, set=name)
            items.append(r)
            fold.append(fold_of[name])
    # the twins: one fold per language (their lines are partly translations of each other: a fold of mixed
    # languages would score a line with its translation in training)
    langs = sorted({r["lang"] for r in twin_rows})
    for r in twin_rows:
        items.append(dict(r, set=TWINS))
        fold.append(len(folds) + langs.index(r["lang"]))
    return items, fold


def featurizer():
    """The shipped scorer's features: hashed buckets (app/core/memory/privacy/detector/disclosure_model.py)."""
    from app.core.memory.privacy.detector import disclosure_model as dm

    return dm.hashed


def _features(text: str) -> list[str]:
    import re

    plain = dict(zip("ąćęłńóśźżàâéèêëîïôùûÿçáíúñäöüßё", "acelnoszzaaeeeeiiouuycaiunaousе", strict=True))
    low = re.sub(r"\d", "0", text.lower())
    low = "".join(plain.get(c, c) for c in low)
    words = re.findall(r"\w+", low)
    out = ["w " + w for w in words]
    out += ["b " + a + " " + b for a, b in zip(words, words[1:])]
    for w in words:
        s = " " + w + " "
        for n in (3, 4, 5):
            out += [s[i:i + n] for i in range(len(s) - n + 1)]
    return out


def _rules_red(items: list[dict], cache: Path | None) -> np.ndarray:
    """The rules' verdicts (the detector as it ships); `cache`: a file of them to reuse between runs."""
    got = json.loads(cache.read_text()) if cache and cache.exists() else {}
    if not isinstance(got, dict):
        got = {}
    from app.core.memory.privacy.detector import disclosure_model
    from app.core.memory.privacy.detector.verdict import detect

    disclosure_model.set_enabled(False)  # the rules alone
    out = np.array([got[it["text"]] if it["text"] in got else detect(it["text"]).is_red for it in items])
    if cache:
        cache.write_text(json.dumps({it["text"]: bool(x) for it, x in zip(items, out)}, ensure_ascii=False))
    return out


def _shipped_red(path: Path | None, texts: list[str]) -> np.ndarray:
    """Which messages the weights at `path` score at their threshold or over (gated, as the detector scores; the
    scorer's checks - a denial, a condition asked - left out as for the folds' models), or none without such a file."""
    from app.core.memory.privacy.detector import disclosure_model as dm
    from app.core.memory.privacy.detector.npz import read_npz

    arrays = read_npz(path) if path and path.exists() else None
    model = None if arrays is None else dm.from_arrays(arrays)
    if model is None:
        return np.zeros(len(texts), dtype=bool)
    return np.array([model.score(t) >= model.threshold for t in texts])


def matrix(feats: list[list[str]], vocab: dict[str, int] | None = None):
    from scipy.sparse import csr_matrix

    build = vocab is None
    vocab = {} if build else vocab
    indptr, indices = [0], []
    for f in feats:
        row = set()
        for g in f:
            j = vocab.get(g)
            if j is None and build:
                j = vocab[g] = len(vocab)
            if j is not None:
                row.add(j)
        indices += sorted(row)
        indptr.append(len(indices))
    data = np.ones(len(indices), dtype=np.float32)
    X = csr_matrix((data, np.array(indices, dtype=np.int64), np.array(indptr)), shape=(len(feats), len(vocab)))
    # each row scaled to unit length: long and short messages alike
    norms = np.sqrt(np.asarray(X.sum(axis=1)).ravel())
    norms[norms == 0] = 1.0
    X = csr_matrix(X.multiply(1.0 / norms[:, None]))
    return X, vocab


def fit(X, y, c: float, pos_weight: float, sample_weight=None):
    from sklearn.linear_model import LogisticRegression

    clf = LogisticRegression(C=c, solver="liblinear", max_iter=300, class_weight={0: 1.0, 1: pos_weight}, random_state=0)
    clf.fit(X, y, sample_weight=sample_weight)
    return clf.coef_[0].astype(np.float64), float(clf.intercept_[0])


class _KindHead:
    """A fitted kind head over all of X's columns (coef_ (6, columns), intercept_, predict_proba)."""

    def __init__(self, clf, cols: np.ndarray, n: int) -> None:
        self.clf, self.cols = clf, cols
        self.classes_ = clf.classes_
        self.coef_ = np.zeros((clf.coef_.shape[0], n))
        self.coef_[:, cols] = clf.coef_
        self.intercept_ = clf.intercept_

    def predict_proba(self, X):
        return self.clf.predict_proba(X[:, self.cols])


def fit_kind(X, kind_idx, rows, c: float, sample_weight):
    """The kind head: multinomial logistic regression over the red disclosures of `rows` (twins weighted as above),
    fitted on the columns those rows use (the others' weights are 0 under L2 anyway: ~20x faster)."""
    from sklearn.linear_model import LogisticRegression

    Xr = X[rows]
    cols = np.unique(Xr.indices)
    kclf = LogisticRegression(C=c, max_iter=500, random_state=0)
    kclf.fit(Xr[:, cols], kind_idx[rows], sample_weight=sample_weight[rows])
    return _KindHead(kclf, cols, X.shape[1])


def pick(scores, rules, green, yellow, max_green, max_yellow) -> float:
    """Smallest threshold where rules OR model adds at most max_green false red on green and max_yellow of yellow->red."""
    ng, ny = int(green.sum()), int(yellow.sum())
    add_g = np.sort(scores[green & ~rules])[::-1]
    add_y = np.sort(scores[yellow & ~rules])[::-1]
    kg = int(np.floor(max_green * ng))  # at most kg added: threshold above the (kg+1)-th highest
    ky = int(np.floor(max_yellow * ny))
    tg = add_g[kg] if kg < len(add_g) else -np.inf
    ty = add_y[ky] if ky < len(add_y) else -np.inf
    return float(max(tg, ty)) + 1e-9


def rates(pos, green, yellow, red):
    return {"disclosure_recall": round(float(red[pos].mean()), 4) if pos.any() else None,
            "found": int(red[pos].sum()), "positives": int(pos.sum()),
            "false_red_green": round(float(red[green].mean()), 4) if green.any() else None,
            "false_red": int(red[green].sum()), "green": int(green.sum()),
            "yellow_red": round(float(red[yellow].mean()), 4) if yellow.any() else None,
            "yellow_called_red": int(red[yellow].sum()), "yellow": int(yellow.sum())}


def add_gate(path: Path, texts: list[str], near: float = 0.3, margin: float = 0.5) -> float:
    """Write into the weights file the gate (the shipped Model.partial): `margin` under the lowest gate figure of
    the messages of `texts` whose full score is within `near` of the threshold."""
    from app.core.memory.privacy.detector import disclosure_model as dm
    from app.core.memory.privacy.detector.npz import read_npz

    with np.load(path, allow_pickle=False) as data:
        arrays = {k: data[k] for k in data.files if k != "gate"}
    model = dm.from_arrays({**read_npz(path), "gate": ((1,), [-np.inf])})
    lows = [model.partial(set(dm.words(t))) for t in texts if model.score(t, gated=False) >= model.threshold - near]
    gate = float(min(lows)) - margin
    np.savez_compressed(path, **arrays, gate=np.array([gate], dtype=np.float32))
    return gate


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--c", type=float, default=16.0)
    ap.add_argument("--pos-weight", type=float, default=1.0)
    ap.add_argument("--max-green", type=float, default=0.003, help="the limit: added false red on green")
    ap.add_argument("--max-yellow", type=float, default=0.005, help="the limit: added yellow->red")
    ap.add_argument("--select-green", type=float, default=0.002,
                    help="the threshold keeps the other folds' added false red on green within this (a margin under the limit)")
    ap.add_argument("--select-yellow", type=float, default=0.0035, help="and their added yellow->red within this")
    ap.add_argument("--out", type=Path, help="also train on everything (but --leave-out) and write the weights (.npz)")
    ap.add_argument("--rules-cache", type=Path, help="reuse the rules' verdicts from this file (written if missing)")
    ap.add_argument("--chars", action="store_true", help="the heavier features: word 1-2-grams and char 3-5-grams")
    ap.add_argument("--select-chat", type=float, default=0.002, help="and their added red on ordinary chat within this")
    ap.add_argument("--prune", type=float, default=0.05, help="the written weights leave out features with |w| below this")
    ap.add_argument("--margin", type=float, default=0.25,
                    help="added to every chosen threshold (the folds' and the shipped one alike): a margin of the logit")
    ap.add_argument("--twin-weight", type=float, default=10.0, help="each topic twin counts this many times in training")
    ap.add_argument("--dump", type=Path, help="write the out-of-fold scores and verdicts (JSONL) here")
    ap.add_argument("--leave-out", nargs="*", default=[],
                    help="sets never trained on nor used to choose a threshold (scored by models trained without them)")
    ap.add_argument("--kind-c", type=float, default=None, help="C of the kind head (default: --c)")
    ap.add_argument("--kind-min-prob", type=float, default=0.0,
                    help="below this probability of its best kind the reason names no kind (a neutral reason)")
    ap.add_argument("--kind-twin-weight", type=float, default=1.0, help="each red twin counts this many times in the kind head")
    ap.add_argument("--twin-files", nargs="*", default=list(TWIN_FILES), help="the twins files read (benchmarks/data/privacy/)")
    ap.add_argument("--coarse-folds", type=int, default=0,
                    help="N folds of whole sets (by a hash of the set's name) instead of one per set: N+1 fits instead of ~170 "
                         "(round 40: the fine folds took over 90 minutes on the shared machine)")
    ap.add_argument("--shipped", type=Path, default=ROOT / "resources" / "privacy" / "disclosure_model.npz",
                    help="weights to compare with (rules OR these, at their own threshold); read before --out writes")
    args = ap.parse_args(argv)

    items, fold = load(tuple(args.twin_files))
    fold = np.array(fold)
    if args.coarse_folds:  # whole sets to a fold (the twins one set, each chat conversation one)
        fold = np.array([zlib.crc32(it["set"].encode()) % args.coarse_folds for it in items])
    labels = np.array([it["label"] for it in items])
    kinds = np.array([it.get("kind", "") for it in items])
    sets_of = np.array([it["set"] for it in items])
    twin = sets_of == TWINS
    pos_all = (labels == "red") & np.isin(kinds, DISCLOSURE)
    is_chat = kinds == "chat"
    used = pos_all | (labels == "green") | (labels == "yellow") | is_chat
    # the twins are trained on, but kept out of every scored figure and of the thresholds' choice
    pos = pos_all & ~twin
    green = (labels == "green") & ~is_chat & ~twin
    yellow = (labels == "yellow") & ~twin
    t0 = time.perf_counter()
    rules = _rules_red(items, args.rules_cache)
    t_rules = time.perf_counter() - t0
    feat = _features if args.chars else featurizer()
    t0 = time.perf_counter()
    feats = [feat(it["text"]) for it in items]
    t_feat = time.perf_counter() - t0
    X, vocab = matrix(feats)
    y = pos_all.astype(int)
    sw = np.where(twin, args.twin_weight, 1.0)  # the twins count more: few lines, each a lesson

    oof = np.full(len(items), -np.inf)
    n_folds = int(fold.max()) + 1
    lo = np.isin(sets_of, args.leave_out)
    kind_idx = np.array([DISCLOSURE.index(k) if p else -1 for k, p in zip(kinds, pos_all)])
    kind_c = args.c if args.kind_c is None else args.kind_c
    kprob = np.zeros((len(items), len(DISCLOSURE)))
    skw = np.where(twin, args.kind_twin_weight, 1.0)
    t0 = time.perf_counter()
    for k in range(n_folds):
        tr = used & (fold != k) & ~lo
        te = fold == k
        w, b = fit(X[tr], y[tr], args.c, args.pos_weight, sw[tr])
        oof[te] = X[te] @ w + b
        tk = te & pos_all
        if tk.any():
            kprob[tk] = fit_kind(X, kind_idx, pos_all & tr, kind_c, skw).predict_proba(X[tk])
    t_fit = time.perf_counter() - t0

    thr = np.zeros(n_folds)
    for k in range(n_folds):
        other = (fold != k) & ~lo
        thr[k] = max(pick(oof[other], rules[other], green[other], yellow[other], args.select_green, args.select_yellow),
                     pick(oof[other], rules[other], is_chat[other], is_chat[other], args.select_chat, args.select_chat))
        thr[k] += args.margin
    model_red = oof >= thr[fold]
    both = rules | model_red
    # (round 40) the weights now shipped, as the detector scores with them (their threshold, their own checks):
    # trained on older sets only, so on the sets left out they are as unseen as for the folds' models
    shipped_red = _shipped_red(args.shipped, [it["text"] for it in items])
    both_shipped = rules | shipped_red

    per_fold = []
    for k in range(n_folds):
        m = fold == k
        names = sorted({items[i]["set"] for i in np.flatnonzero(m)})
        r0 = rates(pos[m], green[m], yellow[m], rules[m])
        r1 = rates(pos[m], green[m], yellow[m], both[m])
        per_fold.append({"fold": "+".join(names), "threshold": round(float(thr[k]), 3),
                         "rules": r0, "model": rates(pos[m], green[m], yellow[m], model_red[m]), "rules_or_model": r1,
                         "recall_gain": None if not pos[m].any() else round(r1["disclosure_recall"] - r0["disclosure_recall"], 4),
                         "added_false_red_green": r1["false_red"] - r0["false_red"],
                         "added_yellow_red": r1["yellow_called_red"] - r0["yellow_called_red"]})

    def worst(key, reverse):
        rows = [f for f in per_fold if f[key] is not None]
        return [{"fold": f["fold"], key: f[key]} for f in sorted(rows, key=lambda f: f[key], reverse=reverse)[:5]]

    def pts(f, kind):
        g = f["rules_or_model"]
        r = f["rules"]
        if kind == "green":
            return None if not g["green"] else round(100 * (g["false_red"] - r["false_red"]) / g["green"], 3)
        return None if not g["yellow"] else round(100 * (g["yellow_called_red"] - r["yellow_called_red"]) / g["yellow"], 3)

    for f in per_fold:
        f["added_green_pts"] = pts(f, "green")
        f["added_yellow_pts"] = pts(f, "yellow")

    # broad-zp..zt became development data at this session's start: the rules were never tuned on them
    m = np.isin(np.array([it["set"] for it in items]), FRESH)
    fresh = {"sets": list(FRESH), "rules": rates(pos[m], green[m], yellow[m], rules[m]),
             "model": rates(pos[m], green[m], yellow[m], model_red[m]),
             "rules_or_model": rates(pos[m], green[m], yellow[m], both[m])}
    m = np.isin(sets_of, FRESH_16)
    fresh16 = {"sets": list(FRESH_16), "rules": rates(pos[m], green[m], yellow[m], rules[m]),
               "rules_or_model": rates(pos[m], green[m], yellow[m], both[m])}
    tg = twin & (labels == "green")
    tp = twin & pos_all
    twins_out = {"green": int(tg.sum()), "rules_red": int(rules[tg].sum()), "rules_or_model_red": int(both[tg].sum()),
                 "red_disclosures": int(tp.sum()), "rules_found": int(rules[tp].sum()), "rules_or_model_found": int(both[tp].sum()),
                 "model_red_green_ids": [items[i].get("id") for i in np.flatnonzero(tg & both & ~rules)][:40]}
    by_kind = {}
    for kd in DISCLOSURE:
        m = pos & (kinds == kd)
        by_kind[kd] = {"rules": round(float(rules[m].mean()), 4), "rules_or_model": round(float(both[m].mean()), 4),
                       "support": int(m.sum())}
    # the kind named in the reason of a model red (a disclosure the rules left green): the line's kind?
    told = pos & model_red & ~rules
    best = kprob.argmax(axis=1)
    conf = kprob.max(axis=1)
    neutral = conf < args.kind_min_prob

    def kind_acc(m):
        m = m & told
        right = m & (best == kind_idx) & ~neutral
        wrong = m & (best != kind_idx) & ~neutral
        return {"model_reds": int(m.sum()), "right": int(right.sum()), "wrong": int(wrong.sum()),
                "neutral": int((m & neutral).sum()),
                "accuracy_named": round(float(right.sum() / max(1, right.sum() + wrong.sum())), 4),
                "head_accuracy": round(float((m & (best == kind_idx)).sum() / max(1, m.sum())), 4)}

    confusion = {}
    for i in np.flatnonzero(told & (best != kind_idx) & ~neutral):
        key = f"{DISCLOSURE[kind_idx[i]]}->{DISCLOSURE[best[i]]}"
        confusion[key] = confusion.get(key, 0) + 1
    kind_out = {"all_sets": kind_acc(np.ones(len(items), bool)), "fresh": kind_acc(np.isin(sets_of, FRESH)),
                "all_positives_head_accuracy": round(float((best[pos] == kind_idx[pos]).mean()), 4),
                "confusion_wrong": dict(sorted(confusion.items(), key=lambda kv: -kv[1])),
                "wrong_examples": [{"set": items[i]["set"], "kind": DISCLOSURE[kind_idx[i]], "named": DISCLOSURE[best[i]],
                                    "p": round(float(conf[i]), 2), "text": items[i]["text"][:120]}
                                   for i in np.flatnonzero(told & (best != kind_idx))][:60]}
    m = np.isin(sets_of, FRESH_17)
    fresh17 = {"sets": list(FRESH_17), "rules": rates(pos[m], green[m], yellow[m], rules[m]),
               "rules_or_model": rates(pos[m], green[m], yellow[m], both[m])}
    left_out = {"sets": list(args.leave_out), "rules": rates(pos[lo], green[lo], yellow[lo], rules[lo]),
                "rules_or_shipped": rates(pos[lo], green[lo], yellow[lo], both_shipped[lo]),
                "rules_or_model": rates(pos[lo], green[lo], yellow[lo], both[lo]),
                "model_only_found": [items[i]["text"][:100] for i in np.flatnonzero(lo & pos & both & ~both_shipped)][:40],
                "shipped_only_found": [items[i]["text"][:100] for i in np.flatnonzero(lo & pos & both_shipped & ~both)][:40],
                "model_added_green": [items[i]["text"][:100] for i in np.flatnonzero(lo & green & both & ~rules)][:20],
                "model_added_yellow": [items[i]["text"][:100] for i in np.flatnonzero(lo & yellow & both & ~rules)][:20]}
    out = {
        "left_out_sets": left_out,
        "kind_of_model_reds": kind_out,
        "fresh_session17": fresh17,
        "leave_out": args.leave_out,
        "params": {"c": args.c, "pos_weight": args.pos_weight, "twin_weight": args.twin_weight, "margin": args.margin,
                   "max_green": args.max_green, "max_yellow": args.max_yellow,
                   "features": len(vocab), "messages": len(items), "folds": n_folds},
        "pooled": {"rules": rates(pos, green, yellow, rules), "model": rates(pos, green, yellow, model_red),
                   "rules_or_model": rates(pos, green, yellow, both),
                   "rules_or_shipped": rates(pos, green, yellow, both_shipped)},  # (in-sample for the shipped on old sets)
        "pooled_added": {"false_red_green_pts": round(100 * (both[green].sum() - rules[green].sum()) / green.sum(), 3),
                         "yellow_red_pts": round(100 * (both[yellow].sum() - rules[yellow].sum()) / yellow.sum(), 3),
                         "recall_gain_pts": round(100 * (both[pos].mean() - rules[pos].mean()), 2)},
        "fresh_for_rules": fresh,
        "fresh_session16": fresh16,
        "twins_out_of_fold": twins_out,
        "chat": {"turns": int(is_chat.sum()), "rules_red": int(rules[is_chat].sum()), "rules_or_model_red": int(both[is_chat].sum()),
                 "rules_or_shipped_red": int(both_shipped[is_chat].sum()),
                 "added_pts": round(100 * (both[is_chat].sum() - rules[is_chat].sum()) / max(1, is_chat.sum()), 3)},
        "recall_by_kind": by_kind,
        "worst_folds": {"recall_gain_lowest": worst("recall_gain", False),
                        "added_green_pts_highest": worst("added_green_pts", True),
                        "added_yellow_pts_highest": worst("added_yellow_pts", True)},
        "folds_over_green_limit": [f["fold"] for f in per_fold if (f["added_green_pts"] or 0) > 100 * args.max_green],
        "folds_over_yellow_limit": [f["fold"] for f in per_fold if (f["added_yellow_pts"] or 0) > 100 * args.max_yellow],
        "cost": {"rules_s": round(t_rules, 2), "features_us_per_message": round(1e6 * t_feat / len(items), 1),
                 "fit_all_folds_s": round(t_fit, 1)},
        "per_fold": per_fold,
    }
    if args.dump:
        with open(args.dump, "w", encoding="utf-8") as fh:
            for i, it in enumerate(items):
                if used[i]:
                    fh.write(json.dumps({"id": it.get("id"), "set": it["set"], "label": it["label"], "kind": it.get("kind"),
                                         "rules": bool(rules[i]), "score": round(float(oof[i]), 3),
                                         "thr": round(float(thr[fold[i]]), 3), "text": it["text"],
                                         "kind_named": DISCLOSURE[best[i]] if pos_all[i] else None,
                                         "kind_p": round(float(conf[i]), 3) if pos_all[i] else None}, ensure_ascii=False) + "\n")
    if args.out:
        t0 = time.perf_counter()
        fit_on = used & ~lo  # --leave-out holds for the written weights too: a leave-out npz measured in the detector
        w, b = fit(X[fit_on], y[fit_on], args.c, args.pos_weight, sw[fit_on])
        m = ~lo  # nor do they choose its threshold
        final_thr = max(pick(oof[m], rules[m], green[m], yellow[m], args.select_green, args.select_yellow),
                        pick(oof[m], rules[m], is_chat[m], is_chat[m], args.select_chat, args.select_chat)) + args.margin
        inv = np.zeros(len(vocab), dtype=np.int64)
        for g, j in vocab.items():
            inv[j] = g
        keep = np.flatnonzero(np.abs(w) >= args.prune)
        buckets = inv[keep].astype(np.float32)  # bucket numbers < 2**24: exact in float32
        assert (buckets.astype(np.int64) == inv[keep]).all()
        kclf = fit_kind(X, kind_idx, pos_all & ~lo, kind_c, skw)
        kw = kclf.coef_.T[keep].astype(np.float16)  # (features, 6), classes in DISCLOSURE order
        assert list(kclf.classes_) == list(range(len(DISCLOSURE)))
        np.savez_compressed(args.out, buckets=buckets, weights=w[keep].astype(np.float32),
                            bias=np.array([b], dtype=np.float32), threshold=np.array([final_thr], dtype=np.float32),
                            kind_weights=kw, kind_bias=kclf.intercept_.astype(np.float32),
                            kind_min=np.array([args.kind_min_prob], dtype=np.float32))
        gate = add_gate(args.out, [it["text"] for it in items])
        from app.core.memory.privacy.detector import disclosure_model as dm
        from app.core.memory.privacy.detector.npz import read_npz

        t1 = time.perf_counter()
        model = dm.from_arrays(read_npz(args.out))
        load_s = time.perf_counter() - t1
        texts = [it["text"] for it in items]
        t1 = time.perf_counter()
        for text in texts:
            model.score(text)
        us = 1e6 * (time.perf_counter() - t1) / len(texts)
        full = X[used] @ w + b
        wp = np.zeros_like(w)
        wp[keep] = w[keep]
        pruned = X[used] @ wp + b
        chat_texts = [it["text"] for it in items if it.get("kind") == "chat"]
        passing = sum(model.partial(set(dm.words(t))) >= model.gate for t in chat_texts)
        out["final"] = {"gate": round(gate, 3), "chat_through_gate": round(passing / max(1, len(chat_texts)), 4),
                        "pruning_max_score_change": round(float(np.abs(full - pruned).max()), 4),
                        "pruning_flips": int(((full >= final_thr) != (pruned >= final_thr)).sum()),
                        "load_ms": round(1e3 * load_s, 1), "score_us_per_message": round(us, 1),
                        "threshold": round(final_thr, 4), "kept_features": int(len(keep)),
                        "bytes": args.out.stat().st_size, "fit_s": round(time.perf_counter() - t0, 1)}
    print(json.dumps(out, indent=1, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
