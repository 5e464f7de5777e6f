"""S20 masonry: seeded `display: grid-lanes` fixtures (CSS Grid Level 3 masonry, as Chromium 156
lays it out with --enable-experimental-web-platform-features).

Lanes from grid-template-columns (or rows, 20%): px tracks, and with a definite container size
fr / percent / minmax(px, fr) tracks, repeat(N) and repeat(auto-fill); gaps; flow-tolerance
(px, infinite, normal = 1em = 0 under the corpus's font-size 0); container padding/border/size;
justify-content/-items and align-content/-items; 0-14 items with a stacking-axis size (or auto),
sometimes a cross size, margins, padding, border, spans (also beyond the lanes), definite lanes
(positive and negative lines), self-alignment and display: none."""


def px(v):
    return {"kind": "px", "value": v}


class MasonryGenerator:
    def __init__(self, r):
        self.r = r

    def chance(self, p):
        return self.r.random() < p

    def lane_size(self, definite):
        r = self.r
        kinds = ["px", "px"] + (["fr", "fr", "percent", "minmax"] if definite else [])
        k = r.choice(kinds)
        if k == "px":
            return px(r.randint(10, 80))
        if k == "fr":
            return {"kind": "fr", "value": r.choice([1, 1, 2, 0.5, 3])}
        if k == "percent":
            return {"kind": "percent", "value": r.choice([10, 20, 25, 30, 33.3])}
        return {"kind": "minmax", "min": px(r.randint(10, 40)), "max": {"kind": "fr", "value": 1}}

    def lanes(self, definite):
        r = self.r
        if self.chance(0.15):
            return [{"type": "repeat", "count": "auto-fill", "items": [{"type": "track", "size": px(r.randint(20, 60))}]}], None
        if self.chance(0.2):
            n = r.randint(2, 5)
            return [{"type": "repeat", "count": n, "items": [{"type": "track", "size": self.lane_size(definite)}]}], n
        n = r.randint(1, 6)
        return [{"type": "track", "size": self.lane_size(definite)} for _ in range(n)], n

    def fixture(self):
        r = self.r
        rows = self.chance(0.2)
        grid_key, stack_key = ("height", "width") if rows else ("width", "height")
        s = {"display": "grid-lanes"}
        definite = self.chance(0.5)
        if definite:
            s[grid_key] = px(r.randint(100, 400))
        tracks, n = self.lanes(definite)
        s["grid-template-rows" if rows else "grid-template-columns"] = tracks
        if self.chance(0.25):
            s[stack_key] = px(r.randint(40, 300))
        if self.chance(0.5):
            s["row-gap"] = px(r.randint(0, 12))
        if self.chance(0.5):
            s["column-gap"] = px(r.randint(0, 12))
        if self.chance(0.5):
            s["flow-tolerance"] = r.choice(["%dpx" % r.randint(0, 40), "infinite", "normal", "%dpx" % r.randint(1, 8)])
        for side in ("top", "left", "bottom", "right"):
            if self.chance(0.2):
                s["padding-" + side] = px(r.randint(1, 10))
            if self.chance(0.15):
                s["border-" + side] = px(r.randint(1, 5))
        if self.chance(0.2):
            s["justify-content"] = r.choice(["start", "end", "center", "space-between", "space-around", "space-evenly"])
        if self.chance(0.2):
            s["justify-items"] = r.choice(["start", "end", "center", "stretch"])
        if self.chance(0.15):
            s["align-content"] = r.choice(["start", "end", "center"])
        if self.chance(0.15):
            s["align-items"] = r.choice(["start", "end", "center", "stretch"])
        lanes = n or 3
        kids = [self.item(rows, lanes) for _ in range(r.randint(0, 14))]
        return {"style": s, "children": kids}

    def item(self, rows, lanes):
        r = self.r
        grid_axis, stack_key, cross_key = ("row", "width", "height") if rows else ("column", "height", "width")
        s = {}
        if self.chance(0.9):
            s[stack_key] = px(r.randint(0, 60))
        if self.chance(0.2):
            s[cross_key] = px(r.randint(5, 60))
        if self.chance(0.25):
            for side in ("top", "left", "bottom", "right"):
                if self.chance(0.5):
                    s["margin-" + side] = px(r.randint(-5, 10))
        if self.chance(0.15):
            for side in ("top", "left", "bottom", "right"):
                s["padding-" + side] = px(r.randint(0, 6))
        if self.chance(0.1):
            s["border-" + r.choice(["top", "left", "bottom", "right"])] = px(r.randint(1, 4))
        u = r.random()
        if u < 0.15:
            s["grid-%s-start" % grid_axis] = {"kind": "span", "value": r.randint(2, min(4, lanes + 1))}
        elif u < 0.3:
            start = r.randint(1, lanes)
            s["grid-%s-start" % grid_axis] = {"kind": "line", "value": start if self.chance(0.7) else start - lanes - 1}
            if self.chance(0.4):
                s["grid-%s-end" % grid_axis] = {"kind": "span", "value": r.randint(1, 2)}
        if self.chance(0.15):
            s["justify-self" if not rows else "align-self"] = r.choice(["start", "end", "center", "stretch"])
        if self.chance(0.1):
            s["align-self" if not rows else "justify-self"] = r.choice(["start", "end", "center"])
        if self.chance(0.04):
            s["display"] = "none"
        return {"style": s, "children": []}


def features(root):
    """The masonry stage's feature tags of a grid-lanes fixture."""
    s = root["style"]
    f = {"grid-lanes"}
    if "grid-template-rows" in s:
        f.add("lanes-rows")
    if "flow-tolerance" in s:
        f.add("flow-tolerance")
    if "row-gap" in s or "column-gap" in s:
        f.add("gap")
    if any(k in s for k in ("justify-content", "align-content", "justify-items", "align-items")):
        f.add("alignment")
    for c in root["children"]:
        cs = c["style"]
        if any(k.startswith("margin") for k in cs):
            f.add("margin")
        if any(v.get("kind") == "span" for k, v in cs.items() if k.startswith("grid-")):
            f.add("span")
        if any(v.get("kind") == "line" for k, v in cs.items() if k.startswith("grid-")):
            f.add("explicit-placement")
        if any(k.endswith("-self") for k in cs):
            f.add("alignment")
    return f
