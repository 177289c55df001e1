"""The scorer of the learned whole-message disclosure model (the experiment benchmarks/privacy_synth/disclosure_model.py).

Not wired into the detector: session 16 measured it and did not integrate it (see the experiment's docstring).
It is what an integration would have shipped, Qt-free and numpy-free at scoring time:

- Features: the message lower-cased with the letters' diacritics dropped; its words (letters only, numbers left
  out), their first five letters (a crude stem for the inflected languages) and the pairs of adjacent words.
  Binary, each message's vector of unit length.
- A logistic regression over all six languages (one shared model) and, for a flagged message, a second one that
  names the kind (health, sexuality, beliefs, ethnicity, finance, relationship).
- Weights in a .npz (features as strings with their weights, no pickle); scoring is a few dictionary look-ups per
  word, behind a gate (Model.partial) that spares most messages the pairs.
"""
from __future__ import annotations

import functools
import math
import re
from pathlib import Path
from typing import Any

from app.core.memory.privacy.detector.findings import Finding, Kind

KINDS = (Kind.HEALTH, Kind.SEXUALITY, Kind.BELIEFS, Kind.ETHNICITY, Kind.FINANCE, Kind.RELATIONSHIP)

ENABLED = True

_FOLD = str.maketrans({**dict(zip("ąćęłńóśźżàâéèêëîïôùûÿçáíúñäöüё", "acelnoszzaaeeeeiiouuycaiunaouе", strict=True)),
                       "ß": "ss"})
# A first-person denial ("I'm not gay, but ...", "ich bin nicht schwanger"): a bag of words cannot tell it from the
# disclosure it denies, so the model says nothing there (the rules read negation in context, disclosures.py).
_DENIED = re.compile(r"\bi'?m not\b|\bi am not\b|\bi'?m no\b|\bi'?ve never been\b|\bi have never been\b|\bich bin (?:nicht|kein)"
                     r"|\bnie jestem\b|\bno soy\b|\bno estoy\b|\bje ne suis pas\b|\bje suis pas\b")
_WORD = re.compile(r"[^\W\d_]+")  # letters only: numbers say little about what kind of thing is told


def _words(text: str) -> list[str]:
    low = text.lower()
    return _WORD.findall(low if low.isascii() else low.translate(_FOLD))


def features(text: str) -> list[str]:
    """The message's features (strings; repeated ones count once)."""
    words = _words(text)
    out = ["w" + w for w in words]
    out += ["p" + w[:5] for w in words if len(w) > 5]
    out += ["b" + a + " " + b for a, b in zip(words, words[1:])]
    return out


class Model:
    """Weights per feature, the bias, the threshold, and the kind model (only read for a flagged message).

    `gate` spares most messages the full scoring: the weights of their words and stems alone (no pairs built)
    over the root of their number of distinct words; a message below it is not scored. The training script
    set it 0.5 under the lowest such figure of every development message scoring within 0.3 of the threshold
    (it lets through about 0.5 % of ordinary chat)."""

    __slots__ = ("weights", "words", "stems", "bias", "threshold", "gate", "index", "kind_weights", "kind_bias")

    def __init__(self, grams: list[str], weights: list[float], bias: float, threshold: float, gate: float,
                 kind_weights: Any, kind_bias: Any) -> None:
        self.weights = dict(zip(grams, weights))
        self.words = {g[1:]: w for g, w in self.weights.items() if g[0] == "w"}
        self.stems = {g[1:]: w for g, w in self.weights.items() if g[0] == "p"}
        self.index = {g: i for i, g in enumerate(grams)}
        self.bias = bias
        self.threshold = threshold
        self.gate = gate
        self.kind_weights = kind_weights  # numpy (features, 6)
        self.kind_bias = kind_bias

    def partial(self, words: set[str]) -> float:
        """The gate's figure: the weights of the distinct words and their stems, over the root of their number."""
        if not words:
            return -math.inf
        w, p = self.words.get, self.stems.get
        return (sum([w(x, 0.0) for x in words]) + sum([p(x[:5], 0.0) for x in words if len(x) > 5])) / math.sqrt(len(words))

    def score(self, text: str, gated: bool = True) -> float:
        """The logit (-inf for a message the gate turns away when `gated`)."""
        if gated and self.partial(set(_words(text))) < self.gate:
            return -math.inf
        feats = set(features(text))
        if not feats:
            return -math.inf
        get = self.weights.get
        return self.bias + sum([get(g, 0.0) for g in feats]) / math.sqrt(len(feats))

    def kind(self, text: str) -> Kind:
        feats = set(features(text))
        rows = [self.index[g] for g in feats if g in self.index]
        z = self.kind_bias + (self.kind_weights[rows].sum(axis=0) if rows else 0.0)
        return KINDS[int(z.argmax())]


@functools.cache
def load(path: Path | None = None) -> Model | None:
    """The model in `path` (default: resources/privacy/disclosure_model.npz), or None when the file is missing."""
    import numpy as np

    from app.core.paths import resource_path

    path = path or resource_path("privacy", "disclosure_model.npz")
    if not path.exists():
        return None
    with np.load(path, allow_pickle=False) as data:
        grams = data["grams"].tolist()
        return Model(grams, data["weights"].astype(np.float64).tolist(), float(data["bias"][0]),
                     float(data["threshold"][0]), float(data["gate"][0]) if "gate" in data else -math.inf,
                     data["kind_weights"].astype(np.float32),
                     data["kind_bias"].astype(np.float32))


def set_enabled(on: bool) -> None:
    global ENABLED
    ENABLED = on


def find_disclosure_model(t: str, model: Model | None = None) -> list[Finding]:
    """A finding over the whole of normalised text `t` when the model's score reaches its threshold (else none)."""
    if model is None:
        if not ENABLED:
            return []
        model = load()
        if model is None:
            return []
    if model.score(t) < model.threshold or _DENIED.search(t.lower().replace("’", "'")):
        return []
    kind = model.kind(t)
    return [Finding(kind, f"{kind.value} disclosure (learned message model)", 0, len(t))]
