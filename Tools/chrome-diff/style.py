"""Corpus style values (`conventions.style_values`) rendered as CSS, and the feature tags a
style tree uses (the corpus's tags, which decide a case's stage)."""

LENGTH_KEYS = ("width", "height", "min-width", "min-height", "max-width", "max-height",
               "padding-top", "padding-left", "padding-bottom", "padding-right",
               "border-top", "border-left", "border-bottom", "border-right",
               "margin-top", "margin-left", "margin-bottom", "margin-right",
               "row-gap", "column-gap", "top", "left", "bottom", "right")


def num(v):
    return ("%d" % v) if float(v).is_integer() else ("%g" % v)


def length(v):
    k = v["kind"]
    if k == "px":
        return num(v["value"]) + "px"
    if k == "percent":
        return num(v["value"]) + "%"
    if k == "fr":
        return num(v["value"]) + "fr"
    if k == "minmax":
        return "minmax(%s, %s)" % (length(v["min"]), length(v["max"]))
    if k == "fit-content" and "limit" in v:
        return "fit-content(%s)" % length(v["limit"])
    return k


def track_list(items):
    out = []
    for e in items:
        if e["type"] == "track":
            out.append(length(e["size"]))
        elif e["type"] == "subgrid":
            out.append("subgrid")
        elif e["type"] == "names":
            out.append("[" + " ".join(e["names"]) + "]")
        else:
            out.append("repeat(%s, %s)" % (e["count"], track_list(e["items"])))
    return " ".join(out) if out else "none"


def line(v):
    if v["kind"] == "auto":
        return "auto"
    if v["kind"] == "span":
        return "span %d" % v["value"] + (" " + v["name"] if "name" in v else "")
    if v["kind"] == "named":   # chrome-diff's extension: `name N` or a bare name
        return v["name"] + (" %d" % v["value"] if "value" in v else "")
    return "%d" % v["value"]


def css_of(style):
    """The raw CSS strings of a style object (position and box-sizing come from the base
    style and the variant)."""
    css = {}
    for k, v in style.items():
        if k in ("position", "box-sizing") and v in ("relative", "border-box"):
            continue
        if k == "display" and v == "flex":
            continue
        if k in LENGTH_KEYS:
            css[k] = length(v)
        elif k in ("grid-template-rows", "grid-template-columns"):
            css[k] = track_list(v)
        elif k in ("grid-auto-rows", "grid-auto-columns"):
            css[k] = " ".join(length(t) for t in v)
        elif k.startswith("grid-row-") or k.startswith("grid-column-"):
            css[k] = line(v)
        elif k == "grid-template-areas":
            css[k] = " ".join('"%s"' % row for row in v)
        elif k == "grid-auto-flow":
            css[k] = v["direction"] + (" dense" if v.get("dense") else "")
        elif k == "aspect-ratio":
            css[k] = num(v)
        else:
            css[k] = str(v)
    return css


def _tracks(items):
    for e in items:
        if e["type"] == "track":
            yield e["size"]
        elif e["type"] == "repeat":
            yield from _tracks(e["items"])


def _sizes(size):
    if size["kind"] == "minmax":
        return [size["min"], size["max"]]
    if size["kind"] == "fit-content":
        return [size]
    return [size]


def features(node, is_root=True, in_grid=False, mode="horizontal-tb"):
    """The feature tags of a style tree (the corpus's vocabulary); `mode` is the parent's
    (inherited) writing mode."""
    f = set()
    s = node["style"]
    own = s.get("writing-mode", mode)
    if "writing-mode" in s:
        f.add("writing-mode")
        if own.startswith("vertical") != mode.startswith("vertical"):
            f.add("orthogonal-item")
    if s.get("display") == "grid-lanes":
        import masonry
        return masonry.features(node)
    grid = s.get("display") == "grid"
    if grid and not is_root and in_grid:
        f.add("nested-grid")
    if in_grid:
        if any(k in s for k in ("width", "height")):
            f.add("item-size-px")
        for k in ("padding-top", "padding-left", "padding-bottom", "padding-right"):
            if k in s:
                f.add("padding-item")
        for k in ("border-top", "border-left", "border-bottom", "border-right"):
            if k in s:
                f.add("border-item")
        for k in ("margin-top", "margin-left", "margin-bottom", "margin-right"):
            if k in s:
                f.add("margin-auto" if s[k]["kind"] == "auto" else "margin")
        if s.get("position") == "absolute":
            f.add("absolute")
            if any(k in s for k in ("top", "left", "bottom", "right")):
                f.add("inset")
        elif any(k in s for k in ("top", "left", "bottom", "right")):
            f.add("relative-offset")
        if "baseline" in str(s.get("align-self", "")) or "baseline" in str(s.get("justify-self", "")):
            f.add("align-baseline")
        if s.get("display") == "none":
            f.add("display-none")
        if "order" in s:
            f.add("order")
        if any(k in s for k in ("justify-self", "align-self")):
            f.add("alignment")
        placed = False
        for k in ("grid-row-start", "grid-row-end", "grid-column-start", "grid-column-end"):
            if k in s:
                v = s[k]
                if v["kind"] == "span":
                    f.add("named-span" if "name" in v else "span")
                elif v["kind"] == "line":
                    placed = True
                    f.add("line-negative" if v["value"] < 0 else "line-positive")
                elif v["kind"] == "named":
                    placed = True
                    f.add("named-placement")
        f.add("explicit-placement" if placed else "auto-placement")
        if not grid and node.get("children"):
            f.add("fixed-child-wrapper")
    if is_root or grid:
        if "width" in s or "height" in s:
            f.add("container-size-px")
        if any(k.startswith("padding-") for k in s):
            f.add("padding-container")
        if any(k.startswith("border-") for k in s):
            f.add("border-container")
    if any(k in s for k in ("min-width", "min-height", "max-width", "max-height")):
        f.add("min-max-size")
    if "aspect-ratio" in s:
        f.add("aspect-ratio")
    if s.get("overflow-x") not in (None, "visible") or s.get("overflow-y") not in (None, "visible"):
        f.add("scrollbars")
    for k in LENGTH_KEYS:
        if k in s and s[k]["kind"] == "percent":
            f.add("percent")
        if k in s and s[k]["kind"] in ("min-content", "max-content", "fit-content"):
            f.add("size-intrinsic-keyword")
    if grid:
        if "row-gap" in s or "column-gap" in s:
            f.add("gap")
        if any(k in s for k in ("justify-content", "align-content", "justify-items", "align-items")):
            f.add("alignment")
        for k in ("justify-content", "align-content", "justify-items", "align-items", "justify-self", "align-self"):
            if k in s and ("safe" in str(s[k])):
                f.add("align-safe-unsafe")
        flow = s.get("grid-auto-flow")
        if flow:
            if flow["direction"] == "column":
                f.add("flow-column")
            if flow.get("dense"):
                f.add("flow-dense")
        if "baseline" in str(s.get("align-items", "")) or "baseline" in str(s.get("justify-items", "")):
            f.add("align-baseline")
        if "grid-template-areas" in s:
            f.add("template-areas")
        if "grid-auto-rows" in s or "grid-auto-columns" in s:
            f.add("grid-auto-tracks")
        for k in ("grid-template-rows", "grid-template-columns"):
            for e in s.get(k, []):
                if e["type"] == "subgrid":
                    f.add("subgrid")
                if e["type"] == "names":
                    f.add("line-names")
                if e["type"] == "repeat":
                    f.add({"auto-fill": "repeat-auto-fill", "auto-fit": "repeat-auto-fit"}.get(e["count"], "repeat-count"))
            sizes = list(_tracks(s.get(k, [])))
            sizes += s.get("grid-auto-" + k.split("-")[-1], [])
            for t in sizes:
                if t["kind"] == "minmax":
                    f.add("track-minmax")
                for part in _sizes(t):
                    kind = part["kind"]
                    f.add({"px": "track-px", "fr": "track-fr", "percent": "track-percent", "auto": "track-auto",
                           "min-content": "track-min-content", "max-content": "track-max-content",
                           "fit-content": "track-fit-content"}[kind])
                    if kind == "fit-content" and part.get("limit", {}).get("kind") == "percent":
                        f.add("track-percent")
        if not node.get("children"):
            f.add("empty-grid")
    for c in node.get("children", []):
        f |= features(c, False, grid, own)
    return f


def explicit_count(items):
    """Explicit tracks of a track list without auto repeats (None when it has one)."""
    n = 0
    for e in items:
        if e["type"] == "subgrid":
            return None
        if e["type"] == "track":
            n += 1
        elif e["type"] == "repeat":
            if not isinstance(e["count"], int):
                return None
            n += e["count"] * sum(1 for x in e["items"] if x["type"] == "track")
    return n


def uses_writing_mode(node):
    """Whether some node of the tree sets `writing-mode` (its cases record the window's size)."""
    return "writing-mode" in node["style"] or any(uses_writing_mode(c) for c in node.get("children", []))
