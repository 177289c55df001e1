"""Which hand-written word gates may skip a text their patterns match? Prints JSON.

    python benchmarks/privacy_gate_audit.py

For every region of a detector module guarded by `opens(t, GATE)` (tests/support/gate_cover.py), the patterns it reads
and whether the gate opens for every match of each (`covers`). A region none of whose patterns is covered is listed as
`suspect`, with each pattern's literals that do not open the gate: either the gate misses a trigger word (a side
door: add the word - a gate that opens more often never changes a verdict) or the region's trigger is a pattern the
audit cannot read (a class, an optional part); each suspect needs a person's look. Session 41 found twelve side
doors this way (tests/core/memory/privacy/test_gate_cover.py).
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.core.memory.privacy.detector import lazy  # noqa: E402
from tests.support.gate_cover import covers, detector_modules, guarded_regions, uncovered  # noqa: E402


def main() -> int:
    lazy.compile_all()
    regions = suspects = 0
    out: list[dict] = []
    for name in detector_modules():
        for region in guarded_regions(name):
            regions += 1
            verdicts = {nm: covers(region.gate, p) for nm, p in region.patterns.items()}
            if not region.patterns or any(v for v in verdicts.values()):
                continue
            suspects += 1
            out.append({"module": name, "where": region.where, "gate": region.gate_source,
                        "patterns": {nm: uncovered(region.gate, p) for nm, p in region.patterns.items() if verdicts[nm] is False}})
    json.dump({"regions": regions, "suspect": suspects, "suspects": out}, sys.stdout, ensure_ascii=False, indent=1)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
