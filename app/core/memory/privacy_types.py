"""Value types shared by the local privacy detector's modules (re-exported by privacy_detector)."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Kind(str, Enum):
    """What a red finding is about.

    The values follow the `kind` field of the privacy benchmark where one exists: `identifier`
    (cards, IBANs, phones, e-mails, ID numbers), `health`, `finance`, `relationship` (intimate and
    private life: affairs, divorce, sex, abuse, drug use, family conflict) and `identity` (a
    person's name with their home address, licence plate or date of birth). `secret` has no
    counterpart in the shared dev file, which files passwords, PINs and API keys under `identifier`;
    the broad sets in benchmarks/data/privacy/ use it. `sexuality`, `beliefs` (religion, political
    affiliation, trade-union membership) and `ethnicity` are the remaining special categories of
    personal data that PRODUCT.md's seed 000 names.
    """

    IDENTIFIER = "identifier"
    SECRET = "secret"
    HEALTH = "health"
    FINANCE = "finance"
    RELATIONSHIP = "relationship"
    IDENTITY = "identity"
    SEXUALITY = "sexuality"
    BELIEFS = "beliefs"
    ETHNICITY = "ethnicity"


@dataclass(frozen=True)
class Finding:
    kind: Kind
    reason: str  # short and human readable, e.g. "payment card number"
    start: int  # text[start:end] is the private part
    end: int


# Order in which findings are reported: the most concrete evidence first.
KIND_RANK = {
    Kind.SECRET: 0,
    Kind.IDENTIFIER: 1,
    Kind.IDENTITY: 2,
    Kind.HEALTH: 3,
    Kind.FINANCE: 4,
    Kind.RELATIONSHIP: 5,
    Kind.SEXUALITY: 6,
    Kind.BELIEFS: 7,
    Kind.ETHNICITY: 8,
}


def lower_keep_length(text: str) -> str:
    """text.lower(), except characters whose lower case is longer ("İ"), so that indexes into the
    result are indexes into `text`: patterns can run on the lower-cased copy and report spans."""
    low = text.lower()
    if len(low) == len(text):
        return low
    return "".join(c if len(c.lower()) != 1 else c.lower() for c in text)
