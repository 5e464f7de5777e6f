"""Checks the harness: lays the shared corpus's fixtures out again through Chromium and counts
the cases whose every box equals the corpus's expected layout."""

import collections
import json

import chrome
import corpus


def viewport_width(case):
    w = case.get("viewport", {}).get("width", {})
    return w.get("value") if w.get("kind") == "px" else None


def validate(cases_file, stages, rounding_name="half-up", show=5):
    with open(cases_file, encoding="utf-8") as f:
        data = json.load(f)
    rounding = corpus.js_round if rounding_name == "half-up" else corpus.half_away
    cases = [c for c in data["cases"] if c["stage"].split(" ")[0] in stages]
    jobs = [{"root": c["root"], "direction": c["direction"], "viewport_width": viewport_width(c)} for c in cases]
    measured = chrome.layout(jobs)
    per_stage = collections.OrderedDict()
    shown = 0
    for c, m in zip(cases, measured):
        got = corpus.rounded(m, rounding) if c.get("use_rounding", True) else _raw(m)
        d = corpus.diff(c["root"], got)
        s = per_stage.setdefault(c["stage"], [0, 0])
        s[0 if not d else 1] += 1
        if d and shown < show:
            shown += 1
            print("  differs: %s: %s" % (c["id"], "; ".join(d[:3])))
    total = [sum(v[0] for v in per_stage.values()), sum(v[1] for v in per_stage.values())]
    for s, (a, b) in per_stage.items():
        print("%s: %d agree, %d differ" % (s, a, b))
    print("harness agrees with the corpus on %d of %d cases (rounding %s)" % (total[0], total[0] + total[1], rounding_name))
    return total


def _raw(m):
    return {"x": m["x"], "y": m["y"], "width": m["width"], "height": m["height"],
            "children": [_raw(c) for c in m.get("children", [])]}
