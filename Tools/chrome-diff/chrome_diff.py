#!/usr/bin/env python3
"""chrome-diff: Tessera's track grid engine against headless Chromium.

  chrome_diff.py validate [--cases FILE] [--stages S1,...,S7]
  chrome_diff.py run --seed N --count M [--out DIR] [--tessera PATH]
  chrome_diff.py minimize --cases FILE --id CASE_ID [--tessera PATH]
  chrome_diff.py taffy-bench --n 31 --out FILE
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import validate  # noqa: E402


def main():
    p = argparse.ArgumentParser(prog="chrome-diff")
    sub = p.add_subparsers(dest="cmd", required=True)
    v = sub.add_parser("validate", help="regenerate the shared corpus through Chromium and compare")
    v.add_argument("--cases", default="../shared/conformance/taffy-grid-cases.json")
    v.add_argument("--stages", default="S1,S2,S3,S4,S5,S6,S7")
    v.add_argument("--rounding", default="half-up", choices=["half-up", "half-away"])
    r = sub.add_parser("run", help="generate, lay out in Chromium, run tessera conformance, report")
    r.add_argument("--seed", type=int, required=True)
    r.add_argument("--count", type=int, default=2000, help="cases (4 variants per fixture)")
    r.add_argument("--out", default="chrome-diff-out")
    r.add_argument("--tessera", default=".build/debug/tessera")
    r.add_argument("--minimize", type=int, default=5, help="minimise this many failing fixtures")
    r.add_argument("--stages", default="", help="stages to generate, e.g. S9,S10 (default: S1-S7)")
    m = sub.add_parser("minimize", help="shrink one failing case of a cases file")
    m.add_argument("--cases", required=True)
    m.add_argument("--id", required=True)
    m.add_argument("--tessera", default=".build/debug/tessera")
    t = sub.add_parser("taffy-bench", help="Chromium's layout of Taffy's benchmark grid (n x n)")
    t.add_argument("--n", type=int, default=31)
    t.add_argument("--out", required=True)
    a = p.parse_args()
    if a.cmd == "validate":
        agree, differ = validate.validate(a.cases, a.stages.split(","), a.rounding)
        return 0 if differ == 0 else 1
    if a.cmd == "run":
        import run
        stages = [int(s.strip().lstrip("S")) for s in a.stages.split(",") if s.strip()] or None
        return run.run(a.seed, a.count, a.out, a.tessera, a.minimize, stages)
    if a.cmd == "taffy-bench":
        import taffy_bench
        return taffy_bench.write(a.n, a.out)
    if a.cmd == "minimize":
        import minimize
        return minimize.minimize_file(a.cases, a.id, a.tessera)
    return 2


if __name__ == "__main__":
    sys.exit(main())
