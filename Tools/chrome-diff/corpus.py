"""The corpus format (`taffy-grid-cases/1`): variants, Chrome's results written as expected
layouts with the corpus's rounding rule, and comparison of measured against expected trees."""

import copy
import math

FORMAT = "taffy-grid-cases/1"

STAGES = [
    ("S1 px+fr+spans", ["border-container", "container-size-px", "flow-column", "flow-dense", "gap",
                        "item-size-px", "line-positive", "padding-container", "repeat-count", "span",
                        "track-fr", "track-px", "auto-placement", "explicit-placement"]),
    ("S2 +auto/minmax/implicit", ["grid-auto-tracks", "implicit-tracks", "line-names", "line-negative",
                                  "repeat-auto-fill", "repeat-auto-fit", "track-auto", "track-minmax", "empty-grid"]),
    ("S3 +alignment", ["align-safe-unsafe", "alignment"]),
    ("S4 +item box model", ["aspect-ratio", "border-item", "display-none", "margin", "margin-auto",
                            "min-max-size", "padding-item", "relative-offset", "viewport-definite"]),
    ("S5 +percentages", ["percent", "track-percent"]),
    ("S6 +fixed-size content", ["fixed-child-wrapper", "track-min-content", "track-max-content",
                                "track-fit-content", "size-intrinsic-keyword"]),
    ("S7 +nested grids", ["nested-grid"]),
    ("S9 +baseline", ["align-baseline"]),
    ("S10 all", ["absolute", "inset", "template-areas", "named-placement"]),
]


# Opt-in stage of chrome-diff's own (not in the shared corpus): subgrid (CSS Grid 2 §9). Kept
# out of STAGES so that files and reports of the default stages stay as they were.
SUBGRID_STAGE = ("S11 subgrid", ["subgrid"])
# Opt-in stage of chrome-diff's own: CSS `order` on grid items (CSS Grid 2 §4.4).
ORDER_STAGE = ("S12 order", ["order"])


def stages_for(cases):
    """STAGES, plus the subgrid and order stages when some case is filed under them."""
    extra = [st for st in (SUBGRID_STAGE, ORDER_STAGE) if any(c.get("stage") == st[0] for c in cases)]
    return STAGES + extra


def stage_of(features):
    """The first stage whose features (with every earlier stage's) cover `features`."""
    if any(f in SUBGRID_STAGE[1] for f in features):
        return SUBGRID_STAGE[0]
    if any(f in ORDER_STAGE[1] for f in features):
        return ORDER_STAGE[0]
    best = 0
    for f in features:
        for i, (_, adds) in enumerate(STAGES):
            if f in adds:
                best = max(best, i)
    return STAGES[best][0]


def js_round(v):
    """Half-up rounding (JavaScript's Math.round)."""
    return math.floor(v + 0.5)


def half_away(v):
    return math.copysign(math.floor(abs(v) + 0.5), v)


def rounded(measured, rounding=js_round, parent_abs=(0.0, 0.0)):
    """The conventions' rounding pass over a measured tree: x = round(x), width =
    round(L + W) - round(L) with L the unrounded absolute left edge (same for y/height)."""
    ax, ay = parent_abs[0] + measured["x"], parent_abs[1] + measured["y"]
    out = {"x": rounding(measured["x"]), "y": rounding(measured["y"]),
           "width": rounding(ax + measured["width"]) - rounding(ax),
           "height": rounding(ay + measured["height"]) - rounding(ay)}
    out["children"] = [rounded(c, rounding, (ax, ay)) for c in measured.get("children", [])]
    return out


def diff(expected_node, got, path="root"):
    """Differences (|d| >= 0.1) between a corpus node's `layout` tree and a rounded tree."""
    out = []
    e = expected_node["layout"]
    for k in ("x", "y", "width", "height"):
        if abs(e[k] - got[k]) >= 0.1:
            out.append("%s.%s: expected %s, got %s" % (path, k, e[k], got[k]))
    kids = expected_node.get("children", [])
    if len(kids) != len(got["children"]):
        return out + ["%s: %d children, measured %d" % (path, len(kids), len(got["children"]))]
    for i, (ce, cg) in enumerate(zip(kids, got["children"])):
        out += diff(ce, cg, "%s/%d" % (path, i))
    return out


def write_expected(node, measured, rounding=True):
    """Writes Chrome's layout (rounded per the conventions when `rounding`) into a node tree."""
    tree = rounded(measured) if rounding else measured

    def put(n, m, r):
        n["layout"] = {k: r[k] for k in ("x", "y", "width", "height")}
        if "rows" in m and m["rows"] is not None and n.get("style", {}).get("display") == "grid":
            n["resolved_rows"] = {"sizes": m["rows"], "line_names": {}}
            n["resolved_columns"] = {"sizes": m["columns"], "line_names": {}}
        for cn, cm, cr in zip(n.get("children", []), m.get("children", []), r["children"]):
            put(cn, cm, cr)
    put(node, measured, tree)


def variant(root, box_sizing, direction):
    """A copy of a style tree with `box-sizing` and `direction` applied to every element."""
    node = copy.deepcopy(root)

    def apply(n):
        n["css"]["direction"] = direction
        n["style"]["direction"] = direction
        n["style"]["box-sizing"] = box_sizing
        if box_sizing == "content-box":
            n["css"]["box-sizing"] = "content-box"
        else:
            n["css"].pop("box-sizing", None)
        for c in n.get("children", []):
            apply(c)
    apply(node)
    return node


VARIANTS = [("border-box", "ltr"), ("content-box", "ltr"), ("border-box", "rtl"), ("content-box", "rtl")]


def document(cases, source):
    return {"format": FORMAT, "source": source,
            "conventions": {"rounding": "As in ../shared/conformance: if use_rounding is true, x = round(x), "
                                        "width = round(L + W) - round(L) over Chrome's unrounded values "
                                        "(LayoutUnits, 1/64 px), round = half up.",
                            "variants": "Each fixture yields 4 cases: border-box/content-box x ltr/rtl."},
            "stages": [{"name": n, "adds": a} for n, a in stages_for(cases)],
            "cases": cases}
