"""How a feature plugs into WhiziCore: what it requires, what it can use if present, how it is built.

Each feature (privacy, saved memory, your data, chat history, insights, the Memory Map) declares
one `Feature` next to its service. The core builds them in an order computed here from the
declarations, not kept in comments:

- `requires`: features built before this one, handed to `build` through the core's typed
  attributes. A missing one is an error at start-up (`MissingFeature`), never a silent skip.
- `optional`: features this one uses when they exist. They do not constrain the order (two
  features may use each other, as saved memory and chat history do); instead `on_available` is
  called once both exist, whichever came first (the model is Spyder's plugin `REQUIRES`/`OPTIONAL`
  with `on_plugin_available`).

Among features free to go in any order, the order of declaration is kept, so the listeners of an
event are called in the same order on every start.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from app.core.errors import WhiziError

if TYPE_CHECKING:
    from app.core.context import WhiziCore

S = TypeVar("S")


class FeatureError(WhiziError, RuntimeError):
    """The features cannot be built as declared: a bug in the declarations, not the user's data."""


class MissingFeature(FeatureError):
    def __init__(self, feature: str, missing: str) -> None:
        super().__init__(f"feature {feature!r} requires {missing!r}, which is not declared")
        self.feature, self.missing = feature, missing


class FeatureCycle(FeatureError):
    def __init__(self, cycle: list[str]) -> None:
        super().__init__("features require each other in a cycle: " + " -> ".join(cycle))
        self.cycle = cycle


@dataclass(frozen=True)
class Feature(Generic[S]):
    name: str                                   # the WhiziCore attribute that holds the service
    build: Callable[[WhiziCore], S]           # builds and wires the service; required ones exist
    requires: tuple[str, ...] = ()
    optional: tuple[str, ...] = ()
    # Optional feature name -> hook(this service, that service), called once both are built.
    on_available: Mapping[str, Callable[[S, Any], None]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        unknown = set(self.on_available) - set(self.optional)
        if unknown:
            raise FeatureError(f"feature {self.name!r} has hooks for undeclared optional features {sorted(unknown)}")


def build_order(features: Iterable[Feature]) -> list[Feature]:
    """The features in an order where each comes after everything it requires; ties keep the
    order of declaration. Raises MissingFeature or FeatureCycle."""
    declared = list(features)
    by_name: dict[str, Feature] = {}
    for feature in declared:
        if feature.name in by_name:
            raise FeatureError(f"feature {feature.name!r} is declared twice")
        by_name[feature.name] = feature
    for feature in declared:
        for needed in feature.requires:
            if needed not in by_name:
                raise MissingFeature(feature.name, needed)
    ordered: list[Feature] = []
    done: set[str] = set()
    while len(ordered) < len(declared):
        ready = next((f for f in declared if f.name not in done and all(r in done for r in f.requires)), None)
        if ready is None:
            raise FeatureCycle(_cycle(by_name, done))
        ordered.append(ready)
        done.add(ready.name)
    return ordered


def _cycle(by_name: Mapping[str, Feature], done: set[str]) -> list[str]:
    """A cycle among the features not yet placed (every one of them waits for another)."""
    path: list[str] = []
    name = next(n for n in by_name if n not in done)
    while name not in path:
        path.append(name)
        name = next(r for r in by_name[name].requires if r not in done)
    return path[path.index(name):] + [name]


def connect_optional(built: Mapping[str, Any], feature: Feature, service: Any,
                     declared: Mapping[str, Feature]) -> None:
    """`feature` was just built: call its hooks for the optional features already there, and
    theirs for it. `built` holds the services built before it, in build order."""
    for other in feature.optional:
        hook = feature.on_available.get(other)
        if other in built and hook is not None:
            hook(service, built[other])
    for other_name, other_service in built.items():
        hook = declared[other_name].on_available.get(feature.name)
        if hook is not None:
            hook(other_service, service)
