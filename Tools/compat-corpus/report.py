#!/usr/bin/env python3
"""Compares corpus runs (results.json of compat_corpus.py) of several builds in one Markdown
report: the compile rate of each run, the API families that block files, the top missing API
of the first run, and which cases each later run gained or lost against the first.

Usage: report.py RUN_DIR [RUN_DIR ...] [--top 30] > REPORT-part.md
"""

import argparse
import collections
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import summary  # noqa: E402

# API family of a key, first match wins (keys come from diagnostics.api_key).
FAMILIES = [
    ("Previews (#Preview, PreviewProvider)", r"^#Preview|PreviewProvider|preview(Layout|DisplayName|Device)|sizeThatFits"),
    ("Core Graphics names (CGFloat, CGPoint, CGSize, CGRect ...)", r"^CG[A-Z]|\bCG[A-Z]\w+"),
    ("Combine-era state (ObservableObject, @Published, @StateObject, onReceive, Timer.publish, import Combine)",
     r"ObservableObject|@Published|@StateObject|@ObservedObject|@EnvironmentObject|environmentObject|onReceive|"
     r"import Combine|AnyCancellable|autoconnect|Timer\.publish|\.publish|sink|objectWillChange"),
    ("Foundation not re-exported (Date, UUID, Locale, Timer, formatters ...)",
     r"^(Date|UUID|Locale|Timer|NumberFormatter|DateFormatter|Calendar|DispatchQueue|RunLoop|UserDefaults|Bundle|URL|"
     r"Data|JSONEncoder|JSONDecoder|TimeInterval|DateComponents|Measurement|Unit\w+|IndexSet|NSNumber|String\(format:\)|"
     r"\.common|\.main)$"),
    ("SF Symbols (Image(systemName:), Label(systemImage:), symbol modifiers)",
     r"systemName|systemImage|symbolRenderingMode|symbolVariant|symbolEffect"),
    ("Lists, forms, navigation, presentation",
     r"^(List|Form|Section|NavigationStack|NavigationView|NavigationLink|TabView|ToolbarItem\w*|EditButton|DisclosureGroup|"
     r"GroupBox|LabeledContent|ScrollViewReader)\b|navigation|toolbar|tabItem|tabViewStyle|sheet|alert|onDelete|swipeActions|"
     r"searchable|listStyle|listRow|fullScreenCover|confirmationDialog|Alert\b|refreshable|formStyle"),
    ("Persistence and environment (@AppStorage, @SceneStorage, @Environment keys)", r"@AppStorage|@SceneStorage|dismiss|colorScheme|@Environment"),
    ("Text input and formatting (TextField(value:format:), specifier:, FormatStyle, keyboard)",
     r"TextField|SecureField|specifier|format|currency|percent|keyboardType|decimalPad|focused|FocusState|textInputAuto|autocapitalization"),
    ("Animation and transitions", r"[Aa]nimation|spring|transition|\.move|asymmetric|\.slide|\.scale|\.opacity|repeatForever|rotation3DEffect|matchedGeometry"),
    ("Shapes, paths, drawing", r"Path|Shape|trim|stroke|Canvas|Gradient|blendMode|clipShape|\.circle|\.capsule|\.rect"),
    ("Other controls (DatePicker, Gauge, Stepper, Picker styles ...)", r"DatePicker|Gauge|Stepper|Picker|Slider|Toggle|Menu|ProgressView|ColorPicker|Link"),
    ("UIKit / iOS-only", r"^UI|import UIKit|UIView|Representable"),
    ("Other modules (import X)", r"^import "),
    ("Other view modifiers and members (ignoresSafeArea, imageScale, tint ...)", r"^\w+\.\w+$"),
    ("Contextual members (.x) whose base could not be inferred: mostly follow other errors", r"^\.\w+$"),
]
COMPILED = [(name, re.compile(pattern)) for name, pattern in FAMILIES]


def family(key: str) -> str:
    """The family name of an API key, or 'Other'."""
    for name, pattern in COMPILED:
        if pattern.search(key):
            return name
    return "Other"


def load(run_dir: str) -> dict:
    with open(os.path.join(run_dir, "results.json"), encoding="utf-8") as handle:
        return json.load(handle)


def rate_table(runs: list) -> list:
    lines = ["| build | checkout when measured | TesseraApp module built | cases | type-check | rate |",
             "|---|---|---|---|---|---|"]
    for run in runs:
        results = run["results"]
        passed = sum(r["status"] == "pass" for r in results)
        rate = 100.0 * passed / len(results) if results else 0.0
        built = run["meta"].get("built", "?")
        lines.append(f"| {run['meta']['label']} | {run['meta']['commit']} | {built} | {len(results)} | {passed} | {rate:.1f}% |")
    return lines + [""]


def family_table(results: list) -> list:
    files = collections.Counter()
    alone = collections.Counter()
    for record in results:
        names = {family(k) for k in record.get("keys", [])}
        files.update(names)
        if len(names) == 1:
            alone[next(iter(names))] += 1
    lines = ["| API family | files blocked | files blocked by this family alone |", "|---|---|---|"]
    for name, count in files.most_common():
        lines.append(f"| {name} | {count} | {alone[name]} |")
    return lines + [""]


def flips(first: dict, other: dict) -> list:
    before = {r["case"]: r["status"] for r in first["results"]}
    gained = [r["case"] for r in other["results"] if r["status"] == "pass" and before.get(r["case"]) != "pass"]
    lost = [r["case"] for r in other["results"] if r["status"] != "pass" and before.get(r["case"]) == "pass"]
    label = other["meta"]["label"]
    return [f"- {label}: gains {len(gained)} ({', '.join(gained) or 'none'}); loses {len(lost)} ({', '.join(lost) or 'none'})"]


def merged_estimate(runs: list) -> tuple:
    """Optimistic estimate for all later runs merged onto the first: a case counts when it
    passes on the first run or each of its error kinds there is absent from that case on at
    least one later run (errors that only surface once others are fixed are not seen, and a
    later build older than the first cannot take anything away). Returns (passes, cases)."""
    later = [{r["case"]: set(r["keys"]) for r in run["results"]} for run in runs[1:]]
    passes = 0
    for record in runs[0]["results"]:
        keys = set(record["keys"])
        fixed = set()
        for run in later:
            if record["case"] in run:
                fixed |= keys - run[record["case"]]
        if record["status"] == "pass" or (keys and keys <= fixed):
            passes += 1
    return passes, len(runs[0]["results"])


def main() -> None:
    parser = argparse.ArgumentParser(description="Compare compat-corpus runs.")
    parser.add_argument("runs", nargs="+", help="result folders (each holds results.json); the first is the baseline")
    parser.add_argument("--top", type=int, default=30)
    options = parser.parse_args()
    runs = []
    for run_dir in options.runs:
        if not os.path.isfile(os.path.join(run_dir, "results.json")):
            print(f"report.py: {run_dir}/results.json is missing; run check.sh with --out {run_dir} first", file=sys.stderr)
            sys.exit(2)
        runs.append(load(run_dir))
    base = runs[0]
    out = ["## Compile rate per build", ""] + rate_table(runs)
    if len(runs) > 2:
        passes, total = merged_estimate(runs)
        out += [f"Optimistic estimate if all these builds were merged (each case's error kinds on "
                f"{base['meta']['label']} fixed by at least one build): **{passes} of {total}**.", ""]
    out += [f"## What blocks files on {base['meta']['label']}, by API family", ""] + family_table(base["results"])
    out += summary.render_missing(base["results"], options.top)
    for run in runs[1:]:
        out += [f"### Top missing API on {run['meta']['label']}", ""] + summary.render_missing(run["results"], 10)[4:]
    if len(runs) > 1:
        out += ["## Cases gained or lost against " + base["meta"]["label"], ""]
        for run in runs[1:]:
            out += flips(base, run)
        out.append("")
    out += summary.render_imports(base["results"]) + summary.render_ios(base["results"])
    print("\n".join(out))


if __name__ == "__main__":
    main()
