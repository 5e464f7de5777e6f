#!/usr/bin/env python3
"""Compatibility corpus check: does pasted SwiftUI code type-check against Tessera?

For every case folder of a corpus (one folder per case, holding the .swift files of one
public SwiftUI example), the files are copied, the `import SwiftUI` line alone is changed to
`import TesseraApp` (every other import stays as the author wrote it), and the copies are
type-checked (`swiftc -typecheck -parse-as-library`) against the modules of an already built
Tessera package, with the search paths, C module maps and macro plugins SwiftPM used for the
TesseraApp target (read from PACKAGE/.build/debug.yaml). Results go to OUT/results.json and a
readable OUT/summary.md: compile rate, imports used, and the missing API ranked by the number
of files that need it (see diagnostics.py for how errors become API names).

Usage: compat_corpus.py CORPUS_DIR PACKAGE_DIR [--out DIR] [--label NAME] [--swift-version 5]
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import diagnostics  # noqa: E402
import summary  # noqa: E402

SWIFTUI_IMPORT = re.compile(r"^(\s*(?:@preconcurrency\s+)?import\s+)SwiftUI(\s*(?://.*)?)$")
ANY_IMPORT = re.compile(r"^\s*(?:@\w+\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|typealias)\s+)?([\w]+)")


def fail(message: str) -> None:
    """One clear line naming the problem and what to do, then exit code 2."""
    print(f"compat-corpus: {message}", file=sys.stderr)
    sys.exit(2)


def build_flags(package: str):
    """The swiftc flags a client of TesseraApp needs, taken from SwiftPM's own command line,
    and the path of the TesseraApp.swiftmodule that command emits."""
    plan = os.path.join(package, ".build", "debug.yaml")
    if not os.path.isfile(plan):
        fail(f"{plan} is missing; build the package first: (cd {package} && swift build -j 1 --target TesseraApp)")
    candidates = []
    with open(plan, encoding="utf-8") as handle:
        for line in handle:
            stripped = line.strip()
            if stripped.startswith("args:") and '"-module-name","TesseraApp"' in stripped:
                candidates.append(json.loads(stripped[len("args:"):]))
    # A TesseraApp built for a host tool (plugin) too lands in Modules-tool; clients use Modules.
    target = [a for a in candidates if any(str(x).endswith("/Modules/TesseraApp.swiftmodule") for x in a)]
    args = (target or candidates or [None])[0]
    if args is None:
        fail(f"{plan} has no TesseraApp compile command; run: (cd {package} && swift build -j 1 --target TesseraApp)")
    module = args[args.index("-emit-module-path") + 1] if "-emit-module-path" in args else ""
    return filter_client_flags(args), module


def filter_client_flags(args: list) -> list:
    """Keeps search paths, clang importer flags (C module maps, include paths), macro plugins
    and the target triple; drops the rest (outputs, the module's own name and settings)."""
    kept, i = [], 0
    while i < len(args):
        arg = args[i]
        nxt = args[i + 1] if i + 1 < len(args) else ""
        if arg in ("-I", "-target", "-plugin-path", "-external-plugin-path"):
            kept += [arg, nxt]
            i += 2
        elif arg.startswith("-I") and len(arg) > 2:
            kept.append(arg)
            i += 1
        elif arg == "-Xcc":  # every clang importer flag: module maps, include paths (-Xcc -I -Xcc DIR)
            kept += [arg, nxt]
            i += 2
        elif arg == "-Xfrontend" and nxt in ("-load-plugin-executable", "-load-plugin-library"):
            kept += args[i:i + 4]
            i += 4
        else:
            i += 1
    return kept


def case_sources(case_dir: str) -> list:
    """The .swift files of a case, sorted, recursively."""
    found = []
    for root, _dirs, files in os.walk(case_dir):
        found += [os.path.join(root, f) for f in files if f.endswith(".swift")]
    return sorted(found)


def copy_with_import_changed(sources: list, case_dir: str, work: str):
    """Copies the sources into work/, changing only `import SwiftUI`; returns copies and imports."""
    copies, imports = [], set()
    for source in sources:
        rel = os.path.relpath(source, case_dir).replace(os.sep, "__")
        target = os.path.join(work, rel)
        with open(source, encoding="utf-8", errors="replace") as handle:
            lines = handle.read().split("\n")
        out = []
        for line in lines:
            found = ANY_IMPORT.match(line)
            if found:
                imports.add(found.group(1))
            out.append(SWIFTUI_IMPORT.sub(r"\1TesseraApp\2", line))
        with open(target, "w", encoding="utf-8") as handle:
            handle.write("\n".join(out))
        copies.append(target)
    return copies, imports


def source_context(path: str, number: int, before: int = 8) -> str:
    """Lines number-before ... number (1-based) of a file joined by newlines, or ''."""
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            lines = handle.read().split("\n")
    except OSError:
        return ""
    if not 1 <= number <= len(lines):
        return ""
    return "\n".join(lines[max(number - 1 - before, 0):number])


def check_case(case_dir: str, work_root: str, flags: list, options) -> dict:
    """Type-checks one case; returns its result record."""
    name = os.path.basename(case_dir.rstrip("/"))
    sources = case_sources(case_dir)
    result = {"case": name, "files": [os.path.relpath(s, case_dir) for s in sources]}
    if not sources:
        result.update(status="empty", errors=[], keys=[], imports=[])
        return result
    work = os.path.join(work_root, name)
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    copies, imports = copy_with_import_changed(sources, case_dir, work)
    module = "Case_" + re.sub(r"\W", "_", name)
    command = [options.swiftc, "-typecheck", "-parse-as-library", "-swift-version", options.swift_version,
               "-module-name", module, "-module-cache-path", os.path.join(work_root, "module-cache")]
    command += flags + copies
    started = time.monotonic()
    try:
        run = subprocess.run(command, capture_output=True, text=True, timeout=options.timeout)
        output, code = run.stderr + run.stdout, run.returncode
    except subprocess.TimeoutExpired:
        output, code = f"{copies[0]}:1:1: error: type-check timed out after {options.timeout} s", 1
    errors = diagnostics.parse_errors(output)
    for error in errors:
        context = source_context(error["file"], error["line"])
        error["key"] = diagnostics.api_key(error["msg"], context, error["col"])
        error["source"] = context.split("\n")[-1].strip()
        error["file"] = os.path.basename(error["file"])
    diagnostics.mark_cascades(errors)
    keys = sorted({e["key"] for e in errors if not e["cascade"]})
    status = "pass" if code == 0 else "fail"
    if code != 0 and not errors:
        errors = [{"file": "", "line": 0, "col": 0, "msg": output.strip()[-300:], "key": "compiler failure",
                   "source": "", "cascade": False}]
        keys = ["compiler failure"]
    result.update(status=status, seconds=round(time.monotonic() - started, 2), errors=errors, keys=keys,
                  imports=sorted(imports), ios_only=summary.ios_only_markers(sources))
    return result


def git_commit(package: str) -> str:
    """branch@commit of the package, with '+uncommitted' when its tree has changes (read
    without taking git's optional locks, so another checkout is left untouched), or 'unknown'."""
    def git(*args: str) -> str:
        return subprocess.run(["git", "--no-optional-locks", "-C", package, *args], capture_output=True,
                              text=True, timeout=20).stdout.strip()
    try:
        head = git("rev-parse", "--short", "HEAD")
        if not head:
            return "unknown"
        dirty = "+uncommitted" if git("status", "--porcelain", "--untracked-files=no") else ""
        return f"{git('rev-parse', '--abbrev-ref', 'HEAD')}@{head}{dirty}"
    except (OSError, subprocess.SubprocessError):
        return "unknown"


def parse_arguments():
    parser = argparse.ArgumentParser(description="Type-check a SwiftUI corpus against a built Tessera package.")
    parser.add_argument("corpus", help="folder of case folders (each holds .swift files and SOURCE.txt)")
    parser.add_argument("package", help="Tessera package folder whose .build/debug holds a TesseraApp build")
    parser.add_argument("--out", default=None, help="results folder (default: ./compat-corpus-out/LABEL)")
    parser.add_argument("--label", default=None, help="name for this run in the summary (default: the git branch)")
    parser.add_argument("--swift-version", default="5", help="language mode of the pasted code (default 5)")
    parser.add_argument("--timeout", type=int, default=180, help="seconds allowed per case (default 180)")
    parser.add_argument("--swiftc", default=shutil.which("swiftc") or "swiftc")
    parser.add_argument("--only", default=None, help="check only cases whose folder name contains this text")
    return parser.parse_args()


def main() -> None:
    options = parse_arguments()
    corpus, package = os.path.abspath(options.corpus), os.path.abspath(options.package)
    if not os.path.isdir(corpus):
        fail(f"corpus folder {corpus} does not exist; pass the folder that holds one folder per case")
    flags, module = build_flags(package)
    if not os.path.isfile(module):
        fail(f"{module or 'TesseraApp.swiftmodule'} is missing (a build in progress?); "
             f"run: (cd {package} && swift build -j 1 --target TesseraApp)")
    label = options.label or git_commit(package)
    out = os.path.abspath(options.out or os.path.join("compat-corpus-out", re.sub(r"\W", "_", label)))
    work_root = os.path.join(out, "work")
    os.makedirs(work_root, exist_ok=True)
    cases = sorted(d for d in os.listdir(corpus) if os.path.isdir(os.path.join(corpus, d)))
    if options.only:
        cases = [c for c in cases if options.only in c]
    results = []
    for index, case in enumerate(cases, 1):
        record = check_case(os.path.join(corpus, case), work_root, flags, options)
        results.append(record)
        first = record["errors"][0]["msg"] if record["errors"] else ""
        print(f"[{index}/{len(cases)}] {record['status']:4} {case} {first[:100]}", flush=True)
    built = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(os.path.getmtime(module)))
    meta = {"label": label, "package": package, "commit": git_commit(package), "built": built, "corpus": corpus,
            "swift_version": options.swift_version, "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())}
    with open(os.path.join(out, "results.json"), "w", encoding="utf-8") as handle:
        json.dump({"meta": meta, "results": results}, handle, indent=1, ensure_ascii=False)
    text = summary.render(meta, results)
    with open(os.path.join(out, "summary.md"), "w", encoding="utf-8") as handle:
        handle.write(text)
    passed = sum(r["status"] == "pass" for r in results)
    print(f"compat-corpus: {passed}/{len(results)} cases type-check ({label}); summary: {out}/summary.md")


if __name__ == "__main__":
    main()
