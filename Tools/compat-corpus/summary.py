"""The readable summary of a corpus run (summary.md): compile rate, imports, top missing API."""

import collections
import re

# Names that only exist on iOS (UIKit, or SwiftUI modifiers Apple ships for iOS only).
IOS_ONLY = re.compile(
    r"\b(UI[A-Z]\w+|navigationBarTitle|navigationBarItems|navigationBarTitleDisplayMode|"
    r"navigationBarHidden|keyboardType|textInputAutocapitalization|autocapitalization|"
    r"statusBar(?:Hidden)?|fullScreenCover|listRowSeparator|PageTabViewStyle|"
    r"InsetGroupedListStyle|insetGrouped|topBarLeading|topBarTrailing|navigationBarLeading|"
    r"navigationBarTrailing|UIScreen|UIApplication)\b")


COMMENTS_AND_STRINGS = re.compile(r'/\*.*?\*/|//[^\n]*|"(?:[^"\\\n]|\\.)*"', re.DOTALL)


def ios_only_markers(sources: list) -> list:
    """The iOS-only names a case's files use in code (not in comments or strings), sorted."""
    found = set()
    for source in sources:
        with open(source, encoding="utf-8", errors="replace") as handle:
            code = COMMENTS_AND_STRINGS.sub(" ", handle.read())
        found.update(match.group(1) for match in IOS_ONLY.finditer(code))
    return sorted(found)


def missing_api_table(results: list, limit: int) -> list:
    """Rows (key, files, sole-blocker files, example error) ranked by number of files."""
    files = collections.Counter()
    sole = collections.Counter()
    example = {}
    for record in results:
        for key in record.get("keys", []):
            files[key] += 1
        if len(record.get("keys", [])) == 1:
            sole[record["keys"][0]] += 1
        for error in record.get("errors", []):
            if not error.get("cascade"):
                example.setdefault(error["key"], (record["case"], error))
    ranked = sorted(files, key=lambda k: (-files[k], -sole[k], k))[:limit]
    return [(key, files[key], sole[key], example[key]) for key in ranked]


def escape(text: str) -> str:
    """Text safe inside a Markdown table cell."""
    return text.replace("|", "\\|").replace("\n", " ")[:160]


def render_header(meta: dict, results: list) -> list:
    passed = sum(r["status"] == "pass" for r in results)
    total = len(results)
    rate = 100.0 * passed / total if total else 0.0
    return [
        f"# Compatibility corpus: {meta['label']}",
        "",
        f"- package: `{meta['package']}` ({meta['commit']}; TesseraApp module built {meta.get('built', '?')}), "
        f"measured {meta['date']}",
        f"- corpus: `{meta['corpus']}`, {total} cases, pasted code in Swift {meta['swift_version']} mode",
        f"- **{passed} of {total} cases type-check ({rate:.1f}%)** with only `import SwiftUI` changed to `import TesseraApp`",
        "",
    ]


def render_imports(results: list) -> list:
    counts = collections.Counter(m for r in results for m in r.get("imports", []) if m != "SwiftUI")
    lines = ["## Other imports (cases that import them)", ""]
    if not counts:
        return lines + ["none", ""]
    return lines + [", ".join(f"`{m}` {n}" for m, n in counts.most_common()), ""]


def render_missing(results: list, limit: int) -> list:
    lines = ["## Top missing API", "",
             "Files: cases with at least one error of this kind. Alone: cases for which it is the only error kind "
             "(fixing it alone makes them type-check).", "",
             "| # | API (error kind) | files | alone | example |", "|---|---|---|---|---|"]
    for rank, (key, count, sole, (case, error)) in enumerate(missing_api_table(results, limit), 1):
        where = f"{case} l.{error['line']}: {error['msg']}"
        source = f" — `{escape(error['source'])}`" if error.get("source") else ""
        lines.append(f"| {rank} | `{escape(key)}` | {count} | {sole} | {escape(where)}{source} |")
    return lines + [""]


def render_ios(results: list) -> list:
    lines = ["## Cases that use UIKit or iOS-only API", ""]
    marked = [r for r in results if r.get("ios_only") or "UIKit" in r.get("imports", [])]
    if not marked:
        return lines + ["none", ""]
    for record in marked:
        names = ", ".join(record.get("ios_only", []))
        lines.append(f"- {record['case']} ({record['status']}): {names}")
    return lines + [""]


def render_cases(results: list) -> list:
    lines = ["## Every case", "", "| case | result | errors | first error |", "|---|---|---|---|"]
    for record in results:
        first = record["errors"][0] if record.get("errors") else None
        text = f"l.{first['line']}: {first['msg']}" if first else ""
        lines.append(f"| {record['case']} | {record['status']} | {len(record.get('errors', []))} | {escape(text)} |")
    return lines + [""]


def render(meta: dict, results: list, limit: int = 40) -> str:
    """The whole summary as Markdown."""
    lines = render_header(meta, results) + render_imports(results) + render_missing(results, limit)
    lines += render_ios(results) + render_cases(results)
    return "\n".join(lines)
