"""Shrinks a failing case to a smaller one that still fails: repeatedly tries every one-step
simplification (drop a node, drop a property, drop a track, replace a repeat by its tracks,
make a length 0 or an integer), lays all candidates out in one Chromium page, and keeps the
first candidate on which Tessera still differs from Chromium."""

import copy
import json
import os
import tempfile

import run
import style

KEEP = ("direction", "box-sizing", "position", "display")


def nodes(root, path=()):
    yield path, root
    for i, c in enumerate(root.get("children", [])):
        yield from nodes(c, path + (i,))


def at(root, path):
    for i in path:
        root = root["children"][i]
    return root


def candidates(root):
    out = []
    for path, _ in list(nodes(root)):
        if path:
            r = copy.deepcopy(root)
            del at(r, path[:-1])["children"][path[-1]]
            out.append(r)
    for path, n in list(nodes(root)):
        for k in list(n["style"].keys()):
            if k in KEEP:
                continue
            r = copy.deepcopy(root)
            del at(r, path)["style"][k]
            out.append(r)
    for path, n in list(nodes(root)):
        for k, v in list(n["style"].items()):
            if k in ("grid-template-rows", "grid-template-columns"):
                for i, e in enumerate(v):
                    r = copy.deepcopy(root)
                    del at(r, path)["style"][k][i]
                    out.append(r)
                    if e["type"] == "repeat":
                        r = copy.deepcopy(root)
                        at(r, path)["style"][k][i:i + 1] = e["items"]
                        out.append(r)
            elif isinstance(v, dict) and v.get("kind") == "px" and v["value"] != 0:
                for nv in {0, int(v["value"]), int(v["value"] // 2)} - {v["value"]}:
                    r = copy.deepcopy(root)
                    at(r, path)["style"][k] = {"kind": "px", "value": nv}
                    out.append(r)
    return out


def size(root):
    return sum(1 + len(n["style"]) + len(json.dumps(n["style"])) / 100.0 for _, n in nodes(root))


def rerender(root):
    for _, n in nodes(root):
        n["css"] = style.css_of(n["style"])
    return root


def minimize(case, tessera, max_rounds=60):
    """The smallest failing variant of `case` found by greedy one-step reduction."""
    best = copy.deepcopy(case)
    for _ in range(max_rounds):
        cands = [rerender(r) for r in candidates(best["root"]) if size(r) < size(best["root"])]
        if not cands:
            break
        trial = []
        for i, r in enumerate(cands):
            c = {k: v for k, v in best.items() if k not in ("root", "features", "stage")}
            c["id"] = "%s~%d" % (case["id"], i)
            c["root"] = r
            trial.append(c)
        trial = run.lay_out(trial)
        with tempfile.TemporaryDirectory(prefix="chrome-diff-min-") as tmp:
            path = os.path.join(tmp, "trial.json")
            run.write(path, trial, None)
            failing = run.conformance(tessera, path)
        nxt = next((c for c in trial if c["id"] in failing), None)
        if nxt is None:
            break
        best = nxt
    best["id"] = case["id"] + "__min"
    best["minimized_from"] = case["id"]
    return best


def minimize_file(cases_file, case_id, tessera):
    with open(cases_file, encoding="utf-8") as f:
        data = json.load(f)
    case = next((c for c in data["cases"] if c["id"] == case_id), None)
    if case is None:
        raise SystemExit("chrome-diff: %s: no case %s" % (cases_file, case_id))
    small = minimize(case, tessera)
    print(json.dumps(small, indent=1))
    return 0
