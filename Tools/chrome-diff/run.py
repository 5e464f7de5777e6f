"""`chrome-diff run`: generate fixtures from a seed, lay them out in Chromium, write them as a
corpus file, run `tessera conformance` on it, report per stage and per feature, and minimise
some failing fixtures."""

import collections
import json
import os
import subprocess
import sys
import time

import chrome
import corpus
import generator
import style


def with_css(node):
    node["css"] = style.css_of(node["style"])
    node["style"].setdefault("position", "relative")
    if node["style"].get("display") is None:
        node["style"]["display"] = "flex"
    for c in node.get("children", []):
        with_css(c)
    return node


def implicit(node, measured):
    """Whether Chromium created implicit tracks on some grid of the tree."""
    s = node["style"]
    if s.get("display") == "grid" and measured.get("rows") is not None:
        for key, got in (("grid-template-rows", measured["rows"]), ("grid-template-columns", measured["columns"])):
            n = style.explicit_count(s.get(key, []))
            if n is not None and len(got) > n:
                return True
    return any(implicit(c, m) for c, m in zip(node.get("children", []), measured.get("children", [])))


def make_cases(fixtures, prefix):
    """Corpus cases (4 variants per fixture, no expected layouts yet)."""
    cases = []
    for name, root in fixtures:
        for box_sizing, direction in corpus.VARIANTS:
            node = corpus.variant(with_css(root), box_sizing, direction)
            cases.append({"id": "%s__%s_%s" % (name, box_sizing.replace("-", "_"), direction),
                          "fixture": name, "group": "chrome-diff", "box_sizing": box_sizing,
                          "direction": direction, "use_rounding": True,
                          "viewport": {"width": {"kind": "max-content"}, "height": {"kind": "max-content"}},
                          "root": node})
    return cases


def lay_out(cases):
    """Chromium's layouts written into the cases as expected values; features and stage set."""
    measured = chrome.layout([{"root": c["root"], "direction": c["direction"], "viewport_width": None} for c in cases])
    for c, m in zip(cases, measured):
        icb = m.pop("icb", None)
        if icb is not None and style.uses_writing_mode(c["root"]):
            c["icb"] = icb
        corpus.write_expected(c["root"], m)
        feats = style.features(c["root"])
        if implicit(c["root"], m):
            feats.add("implicit-tracks")
        c["features"] = sorted(feats)
        c["stage"] = corpus.stage_of(feats)
    return cases


def conformance(tessera, path):
    """Runs `tessera conformance --json` on a cases file; returns the set of failing ids."""
    proc = subprocess.run([tessera, "conformance", path, "--json"], capture_output=True, text=True)
    if proc.returncode not in (0, 1) or not proc.stdout.strip().startswith("{"):
        raise SystemExit("chrome-diff: tessera conformance failed (exit %d): %s" % (proc.returncode, proc.stderr.strip()))
    return set(json.loads(proc.stdout)["failures"])


def write(path, cases, seed):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(corpus.document(cases, {"kind": "chrome-diff", "seed": seed,
                                          "generator": "Tools/chrome-diff/generator.py"}), f)


def report(cases, failures):
    """Per-stage and per-feature pass counts as text lines."""
    by_stage = collections.OrderedDict((n, [0, 0]) for n, _ in corpus.stages_for(cases))
    by_feature = collections.defaultdict(lambda: [0, 0])
    for c in cases:
        bad = c["id"] in failures
        by_stage[c["stage"]][bad] += 1
        for f in c["features"]:
            by_feature[f][bad] += 1
    lines = ["| stage | passed | failed | rate |", "|---|---:|---:|---:|"]
    for s, (p, f) in by_stage.items():
        lines.append("| %s | %d | %d | %s |" % (s, p, f, "%.1f%%" % (100.0 * p / (p + f)) if p + f else "-"))
    p = sum(v[0] for v in by_stage.values())
    f = sum(v[1] for v in by_stage.values())
    lines.append("| all | %d | %d | %.2f%% |" % (p, f, 100.0 * p / max(1, p + f)))
    lines += ["", "| feature | passed | failed | rate |", "|---|---:|---:|---:|"]
    for feat, (p, f) in sorted(by_feature.items(), key=lambda kv: kv[1][0] / max(1, sum(kv[1]))):
        lines.append("| %s | %d | %d | %.1f%% |" % (feat, p, f, 100.0 * p / (p + f)))
    return lines


def run(seed, count, out, tessera, n_minimize, stages=None):
    if not os.path.exists(tessera):
        raise SystemExit("chrome-diff: %s not found (swift build --product tessera)" % tessera)
    os.makedirs(out, exist_ok=True)
    t0 = time.time()
    gen = generator.Generator(seed, stages)
    fixtures = [("gen_s%d_%d" % (seed, i), gen.fixture()[1]) for i in range((count + 3) // 4)]
    cases = lay_out(make_cases(fixtures, "gen"))[:count]
    path = os.path.join(out, "cases-seed-%d.json" % seed)
    write(path, cases, seed)
    failures = conformance(tessera, path)
    lines = ["chrome-diff seed %d%s: %d cases (%d fixtures x 4 variants), Chromium %s, %.0f s"
             % (seed, " stages " + ",".join("S%d" % s for s in stages) if stages else "", len(cases), len(fixtures),
                chrome.version(), time.time() - t0), ""] + report(cases, failures)
    text = "\n".join(lines)
    print(text)
    with open(os.path.join(out, "report-seed-%d.md" % seed), "w", encoding="utf-8") as f:
        f.write(text + "\n")
    if failures and n_minimize > 0:
        import minimize
        seen, small = set(), []
        for c in cases:
            if c["id"] in failures and c["fixture"] not in seen and len(seen) < n_minimize:
                seen.add(c["fixture"])
                small.append(minimize.minimize(c, tessera))
        mpath = os.path.join(out, "minimized-seed-%d.json" % seed)
        write(mpath, small, seed)
        print("\nminimised %d failing fixtures into %s" % (len(small), mpath))
    sys.stdout.flush()
    return 0
