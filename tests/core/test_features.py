"""The composition root (#14): features are built in the order their declarations give, and a
declaration that cannot be satisfied stops the start with a sentence naming the culprit."""
from __future__ import annotations

import pytest

from app.core.context import FEATURES, WhiziCore
from app.core.features import Feature, FeatureCycle, MissingFeature, build_order


def _f(name: str, requires: tuple[str, ...] = (), optional: tuple[str, ...] = ()) -> Feature:
    return Feature(name, lambda core: name, requires=requires, optional=optional)


def test_each_feature_comes_after_what_it_requires_and_ties_keep_the_declared_order():
    order = build_order([_f("map", requires=("facts",)), _f("privacy"), _f("facts", optional=("map",))])
    assert [f.name for f in order] == ["privacy", "facts", "map"]


def test_a_missing_requirement_is_named():
    with pytest.raises(MissingFeature, match="'map' requires 'facts'"):
        build_order([_f("map", requires=("facts",))])


def test_a_cycle_of_requirements_is_printed():
    with pytest.raises(FeatureCycle, match="a -> b -> a|b -> a -> b"):
        build_order([_f("a", requires=("b",)), _f("b", requires=("a",))])


def test_every_feature_of_the_app_is_a_declared_typed_attribute_of_the_core(tmp_path):
    assert {f.name for f in FEATURES} == set(WhiziCore.__annotations__)
    core = WhiziCore.open(tmp_path / "data")
    try:
        for feature in FEATURES:
            assert getattr(core, feature.name) is not None
        # Optional features are connected whichever was built first: facts before history.
        assert core.facts.history is core.history and core.history.facts is core.facts
    finally:
        core.close()
