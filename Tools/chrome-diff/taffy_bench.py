"""The grid of Taffy's grid benchmark (`taffyBenchmarkGrid` in
Sources/TesseraConformance/TaffyBenchmarkGrid.swift, same SplitMix64 seed and track mix) as a
corpus case laid out by Chromium in max-content space, Taffy's root available space."""

import json

import chrome
import corpus
import run

MASK = (1 << 64) - 1


class SplitMix64:
    def __init__(self, state):
        self.state = state & MASK

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)


def track(rng):
    p = rng.next() % 100
    if p < 10:
        return {"kind": "auto"}
    if p < 20:
        return {"kind": "min-content"}
    if p < 30:
        return {"kind": "max-content"}
    if p < 50:
        return {"kind": "fr", "value": 1}
    if p < 60:
        return {"kind": "minmax", "min": {"kind": "px", "value": 0}, "max": {"kind": "fr", "value": 1}}
    if p < 80:
        return {"kind": "px", "value": 40}
    return {"kind": "percent", "value": 30}


def grid(n):
    rng = SplitMix64(0x7E55E7A0 + n)
    cols = [{"type": "track", "size": track(rng)} for _ in range(n)]
    rows = [{"type": "track", "size": track(rng)} for _ in range(n)]
    item = {"width": {"kind": "px", "value": 20}, "height": {"kind": "px", "value": 20}}
    return {"tag": "div", "style": {"display": "grid", "grid-template-columns": cols, "grid-template-rows": rows},
            "children": [{"tag": "div", "style": dict(item), "children": []} for _ in range(n * n)]}


def write(n, path):
    cases = run.make_cases([("taffy_benchmark_grid_%d" % n, grid(n))], "taffy")[:1]   # border-box, ltr
    cases = run.lay_out(cases)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(corpus.document(cases, {"kind": "chrome-diff", "generator": "Tools/chrome-diff/taffy_bench.py",
                                          "chromium": chrome.version()}), f, separators=(",", ":"))
    print("wrote %s: %d nodes" % (path, n * n + 1))
    return 0
