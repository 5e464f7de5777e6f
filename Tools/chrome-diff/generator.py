"""A seeded generator of random grid fixtures across the corpus's stages S1-S7, and on request
(`stages`) S9 (baseline self-alignment), S10 (absolutely positioned children, named areas) and
S11 (subgrid, CSS Grid 2 §9; chrome-diff's own stage, not in the shared corpus) and S12
(`order` on grid items, CSS Grid 2 §4.4; also chrome-diff's own) and S13 (scrollbar
gutters of grids that scroll: `overflow: scroll | auto | hidden`, CSS Overflow 3) and S14
(named lines everywhere: names in track lists, `repeat()` and auto repeats, items placed by
`name N`, a bare name, and `span name N`, CSS Grid 2 §8.3) and S15 (vertical writing modes on
the grid and orthogonal items, CSS Writing Modes 4).

Each fixture draws a target stage and uses only the features of that stage and the earlier
ones (the stage a case is filed under is then computed from the features it really uses).
Values stay within what a page lays out quickly: up to 5 explicit tracks per axis, up to 7
items, nested grids one or two levels deep.
"""

import random

import masonry
from stages_more import MoreStages


def px(v):
    return {"kind": "px", "value": v}


def pct(v):
    return {"kind": "percent", "value": v}


PLACEMENT_KEYS = ("grid-row-start", "grid-row-end", "grid-column-start", "grid-column-end")


class Generator(MoreStages):
    def __init__(self, seed, stages=None):
        """`stages`: the stages to draw from (e.g. [9, 10]); None keeps the S1-S7 default, so
        a seed gives the same fixtures as before S9/S10 existed."""
        self.r = random.Random(seed)
        self.stages = stages

    # -- values ---------------------------------------------------------------------------
    def chance(self, p):
        return self.r.random() < p

    def size_px(self, lo=0, hi=120):
        v = self.r.randint(lo, hi)
        if self.chance(0.1):
            v += self.r.choice([0.5, 0.25, 1 / 3])
        return round(v, 4)

    def fr(self):
        return {"kind": "fr", "value": self.r.choice([0, 0.3, 0.5, 1, 1, 1, 2, 3, 1.5])}

    def track_size(self, st, in_repeat_auto=False):
        choices = ["px", "fr"]
        if st >= 2:
            choices += ["auto", "auto", "minmax"]
        if st >= 5:
            choices += ["percent"]
        if st >= 6:
            choices += ["min-content", "max-content", "fit-content", "fit-content"]
        if in_repeat_auto:   # auto-fill/auto-fit need a fixed minimum or a fixed size
            kind = self.r.choice(["px", "minmax-fixed"])
            if kind == "px":
                return px(self.r.randint(10, 80))
            return {"kind": "minmax", "min": px(self.r.randint(10, 80)), "max": self.r.choice([self.fr(), {"kind": "auto"}, px(self.r.randint(40, 120))])}
        kind = self.r.choice(choices)
        if kind == "px":
            return px(self.size_px(0, 100))
        if kind == "fr":
            return self.fr()
        if kind == "percent":
            return pct(self.r.choice([10, 20, 25, 33, 50, 100]))
        if kind == "fit-content":
            limit = px(self.r.randint(0, 100)) if st < 5 or self.chance(0.7) else pct(self.r.choice([20, 50]))
            return {"kind": "fit-content", "limit": limit}
        if kind == "minmax":
            mins = [px(self.r.randint(0, 60)), {"kind": "auto"}]
            maxs = [px(self.r.randint(0, 120)), self.fr(), {"kind": "auto"}]
            if st >= 5:
                maxs.append(pct(self.r.choice([20, 50])))
            if st >= 6:
                mins += [{"kind": "min-content"}, {"kind": "max-content"}]
                maxs += [{"kind": "min-content"}, {"kind": "max-content"}]
            return {"kind": "minmax", "min": self.r.choice(mins), "max": self.r.choice(maxs)}
        return {"kind": kind}

    def track_list(self, st):
        items = []
        for _ in range(self.r.choice([0, 1, 2, 2, 3, 3, 4, 5])):
            if st >= 1 and self.chance(0.12):
                items.append({"type": "repeat", "count": self.r.randint(1, 3),
                              "items": [{"type": "track", "size": self.track_size(st)} for _ in range(self.r.randint(1, 2))]})
            else:
                items.append({"type": "track", "size": self.track_size(st)})
        if st >= 2 and self.chance(0.15):
            # Next to an auto repeat only fixed sizes are valid CSS (<auto-track-list>).
            items = [self.fixed_entry(e, st) for e in items]
            items.insert(self.r.randint(0, len(items)), {
                "type": "repeat", "count": self.r.choice(["auto-fill", "auto-fit"]),
                "items": [{"type": "track", "size": self.track_size(st, True)}]})
        if st >= 2 and items and self.chance(0.08):
            items.insert(0, {"type": "names", "names": ["a"]})
        return items

    def fixed(self, size):
        k = size["kind"]
        if k in ("px", "percent"):
            return True
        if k == "minmax":
            lo, hi = size["min"]["kind"], size["max"]["kind"]
            return lo in ("px", "percent") or (hi in ("px", "percent") and lo != "fr")
        return False

    def fixed_entry(self, e, st):
        if e["type"] == "track":
            return e if self.fixed(e["size"]) else {"type": "track", "size": px(self.size_px(0, 100))}
        if e["type"] == "repeat":
            return {"type": "repeat", "count": e["count"], "items": [self.fixed_entry(x, st) for x in e["items"]]}
        return e

    def line(self, st, n_tracks):
        if st >= 2 and self.chance(0.15):
            return {"kind": "line", "value": -self.r.randint(1, max(1, n_tracks + 2))}
        hi = n_tracks + 1 if st < 2 else n_tracks + 3
        return {"kind": "line", "value": self.r.randint(1, max(1, hi))}

    def placement(self, st, s, axis, n_tracks):
        mode = self.r.choice(["auto", "auto", "start", "start-span", "start-end", "span"])
        if mode == "auto":
            return
        if mode in ("start", "start-span", "start-end"):
            s["grid-%s-start" % axis] = self.line(st, n_tracks)
        if mode == "start-end":
            s["grid-%s-end" % axis] = self.line(st, n_tracks)
        if mode in ("start-span", "span"):
            key = "grid-%s-end" % axis if mode == "start-span" else "grid-%s-start" % axis
            s[key] = {"kind": "span", "value": self.r.choice([1, 2, 2, 3])}

    # -- nodes ----------------------------------------------------------------------------
    def grid(self, st, depth, is_root):
        s = {"display": "grid"}
        if self.chance(0.45 if is_root else 0.3):
            s["width"] = px(self.size_px(20, 300))
        if self.chance(0.35 if is_root else 0.25):
            s["height"] = px(self.size_px(20, 300))
        if self.chance(0.2):
            for side in ("top", "left", "bottom", "right"):
                s["padding-" + side] = px(self.r.randint(0, 12))
        if self.chance(0.2):
            for side in ("top", "left", "bottom", "right"):
                s["border-" + side] = px(self.r.randint(0, 8))
        cols, rows = self.track_list(st), self.track_list(st)
        if cols:
            s["grid-template-columns"] = cols
        if rows:
            s["grid-template-rows"] = rows
        if st >= 2 and self.chance(0.25):
            s["grid-auto-rows"] = [self.track_size(st) for _ in range(self.r.choice([1, 1, 2]))]
        if st >= 2 and self.chance(0.25):
            s["grid-auto-columns"] = [self.track_size(st) for _ in range(self.r.choice([1, 1, 2]))]
        if self.chance(0.3):
            s["grid-auto-flow"] = {"direction": self.r.choice(["row", "column"]), "dense": self.chance(0.4)}
        if self.chance(0.3):
            s["row-gap"] = px(self.r.randint(0, 20)) if st < 5 or self.chance(0.7) else pct(self.r.choice([5, 10]))
        if self.chance(0.3):
            s["column-gap"] = px(self.r.randint(0, 20)) if st < 5 or self.chance(0.7) else pct(self.r.choice([5, 10]))
        if st >= 3:
            content = ["start", "end", "center", "stretch", "space-between", "space-around", "space-evenly", "normal"]
            items = ["start", "end", "center", "stretch", "normal", "self-start", "self-end"]
            for k, vals in (("justify-content", content), ("align-content", content),
                            ("justify-items", items), ("align-items", items)):
                if self.chance(0.25):
                    v = self.r.choice(vals)
                    if self.chance(0.1) and v in ("start", "end", "center"):
                        v = self.r.choice(["safe ", "unsafe "]) + v
                    s[k] = v
        if not is_root and st >= 4 and self.chance(0.2):
            self.item_box(st, s)
        n_cols = len([e for e in cols if e["type"] == "track"]) or 1
        n_rows = len([e for e in rows if e["type"] == "track"]) or 1
        n_children = self.r.choice([0, 1, 2, 3, 3, 4, 5, 6, 7]) if depth == 0 else self.r.choice([0, 1, 2, 3])
        if st < 2 and n_children == 0:
            n_children = 1
        children = [self.item(st, depth, n_cols, n_rows) for _ in range(n_children)]
        return {"tag": "div", "style": s, "children": children}

    def item_box(self, st, s):
        if self.chance(0.3):
            for side in ("top", "left", "bottom", "right"):
                if self.chance(0.6):
                    s["margin-" + side] = (px(self.r.randint(-5, 15)) if self.chance(0.8) else {"kind": "auto"}) \
                        if st < 5 or self.chance(0.7) else pct(self.r.choice([5, 10]))
        if self.chance(0.25):
            for side in ("top", "left", "bottom", "right"):
                s["padding-" + side] = px(self.r.randint(0, 10)) if st < 5 or self.chance(0.7) else pct(self.r.choice([5, 10]))
        if self.chance(0.2):
            for side in ("top", "left", "bottom", "right"):
                s["border-" + side] = px(self.r.randint(0, 6))
        if self.chance(0.25):
            k = self.r.choice(["min-width", "min-height", "max-width", "max-height"])
            s[k] = px(self.r.randint(0, 100)) if st < 5 or self.chance(0.7) else pct(self.r.choice([25, 50, 100]))
        if self.chance(0.12):
            s["aspect-ratio"] = self.r.choice([1, 2, 0.5, 1.5])
        if self.chance(0.05):
            s["top"] = px(self.r.randint(-10, 10))
            s["left"] = px(self.r.randint(-10, 10))

    def item(self, st, depth, n_cols, n_rows):
        if st >= 7 and depth < 2 and self.chance(0.35):
            node = self.grid(self.r.randint(2, st), depth + 1, False)
            s = node["style"]
        else:
            s = {}
            node = {"tag": "div", "style": s, "children": []}
            if self.chance(0.5):
                s["width"] = px(self.size_px(0, 100)) if st < 5 or self.chance(0.7) else pct(self.r.choice([20, 50, 100]))
            if self.chance(0.5):
                s["height"] = px(self.size_px(0, 100)) if st < 5 or self.chance(0.7) else pct(self.r.choice([20, 50, 100]))
            if st >= 6 and self.chance(0.5):
                node["children"] = [{"tag": "div", "style": {"width": px(self.r.randint(0, 80)), "height": px(self.r.randint(0, 80))}, "children": []}]
                if self.chance(0.3):
                    s.pop("width", None)
                    s.pop("height", None)
            if st >= 4:
                self.item_box(st, s)
                if self.chance(0.04):
                    s["display"] = "none"
        self.placement(st, s, "row", n_rows)
        self.placement(st, s, "column", n_cols)
        if st >= 3:
            vals = ["start", "end", "center", "stretch", "normal", "self-start", "self-end"]
            for k in ("justify-self", "align-self"):
                if self.chance(0.25):
                    s[k] = self.r.choice(vals)
        return node

    def fixture(self):
        if not self.stages:
            st = self.r.randint(1, 7)
            return st, self.grid(st, 0, True)
        st = self.r.choice(self.stages)
        if st <= 7:
            return st, self.grid(st, 0, True)
        if st == 20:
            return st, masonry.MasonryGenerator(self.r).fixture()
        if st == 11:
            root = self.grid(self.r.randint(2, 7), 0, True)
            self.add_subgrids(root)
            return st, root
        if st == 12:
            root = self.grid(self.r.randint(1, 7), 0, True)
            self.add_order(root)
            return st, root
        if st == 13:
            root = self.grid(self.r.randint(1, 7), 0, True)
            self.add_overflow(root)
            return st, root
        if st == 14:
            root = self.grid(self.r.randint(2, 7), 0, True)
            self.add_named_lines(root)
            return st, root
        if st == 15:
            root = self.grid(self.r.randint(1, 7), 0, True)
            self.add_writing_modes(root)
            return st, root
        root = self.grid(self.r.randint(1, 7), 0, True)
        if st == 9:
            self.add_baseline(root)
        else:
            if self.chance(0.6):
                self.add_absolute(root)
            if self.chance(0.5) or "grid-template-areas" not in root["style"] and not any(
                    c["style"].get("position") == "absolute" for c in root["children"]):
                self.add_areas(root)
        return st, root

    # -- S9: baseline self-alignment -------------------------------------------------------
    def add_baseline(self, root):
        """Baseline alignment on the root (and nested grids): several items per row so that
        they share baselines, items whose baselines differ (nested grids, wrappers)."""
        s = root["style"]
        if "grid-template-columns" not in s and self.chance(0.7):
            s["grid-template-columns"] = [{"type": "track", "size": self.r.choice([{"kind": "auto"}, px(self.r.randint(20, 80))])}
                                          for _ in range(self.r.randint(2, 3))]
        values = ["baseline", "baseline", "last baseline", "first baseline"]
        if self.chance(0.6):
            s["align-items"] = self.r.choice(values)
        for c in root["children"]:
            if self.chance(0.4):
                c["style"]["align-self"] = self.r.choice(values + ["start", "end", "center"])
            if c["style"].get("display") == "grid" and self.chance(0.5):
                self.add_baseline(c)
        if len(root["children"]) < 2:
            for _ in range(self.r.randint(2, 4)):
                kid = {"tag": "div", "style": {"height": px(self.r.randint(5, 60))}, "children": []}
                if self.chance(0.5):
                    kid["children"] = [{"tag": "div", "style": {"width": px(self.r.randint(5, 40)), "height": px(self.r.randint(5, 40))},
                                        "children": []}]
                root["children"].append(kid)

    # -- S10: absolutely positioned children ----------------------------------------------
    def inset_value(self):
        k = self.r.random()
        if k < 0.5:
            return px(self.r.randint(-10, 40))
        if k < 0.75:
            return pct(self.r.choice([0, 10, 25, 50]))
        return {"kind": "auto"}

    def add_absolute(self, root):
        """Turns one to three children of the root into absolutely positioned boxes (or adds
        them): insets, sizes, lines (possibly beyond the grid) and self-alignment."""
        kids = root["children"]
        for _ in range(self.r.randint(1, 3)):
            if kids and self.chance(0.5):
                node = self.r.choice(kids)
            else:
                node = {"tag": "div", "style": {}, "children": []}
                kids.insert(self.r.randint(0, len(kids)), node)
            s = node["style"]
            s["position"] = "absolute"
            s.pop("top", None)
            s.pop("left", None)
            for side in ("top", "left", "bottom", "right"):
                if self.chance(0.45):
                    s[side] = self.inset_value()
            if self.chance(0.4):
                s["width"] = px(self.r.randint(0, 80)) if self.chance(0.7) else pct(self.r.choice([25, 50, 100]))
            if self.chance(0.4):
                s["height"] = px(self.r.randint(0, 80)) if self.chance(0.7) else pct(self.r.choice([25, 50, 100]))
            if self.chance(0.3) and not node["children"]:
                node["children"] = [{"tag": "div", "style": {"width": px(self.r.randint(0, 60)), "height": px(self.r.randint(0, 60))},
                                     "children": []}]
            if self.chance(0.5):
                n = max(1, len([e for e in root["style"].get("grid-template-columns", []) if e["type"] == "track"]))
                for k in PLACEMENT_KEYS:
                    s.pop(k, None)
                self.placement(2, s, "column", n)
                self.placement(2, s, "row", n)
            for k in ("justify-self", "align-self"):
                if self.chance(0.3):
                    s[k] = self.r.choice(["start", "end", "center", "stretch", "normal", "self-start", "self-end"])
            if self.chance(0.15):
                s["margin-" + self.r.choice(["top", "left", "bottom", "right"])] = px(self.r.randint(0, 10))

    # -- S10: grid-template-areas and named placement ------------------------------------
    def add_areas(self, root):
        """A random `grid-template-areas` of filled rectangles on the root, and items placed
        by area name (`grid-area`), by `name-start`/`name-end` lines, or on one side only."""
        rows, cols = self.r.randint(1, 3), self.r.randint(1, 4)
        cells = [["." for _ in range(cols)] for _ in range(rows)]
        names = []
        for name in ("a", "b", "c"):
            r0, c0 = self.r.randrange(rows), self.r.randrange(cols)
            r1, c1 = self.r.randint(r0 + 1, rows), self.r.randint(c0 + 1, cols)
            if all(cells[r][c] == "." for r in range(r0, r1) for c in range(c0, c1)):
                for r in range(r0, r1):
                    for c in range(c0, c1):
                        cells[r][c] = name
                names.append(name)
        if not names:
            cells[0][0] = "a"
            names.append("a")
        root["style"]["grid-template-areas"] = [" ".join(row) for row in cells]
        for c in root["children"]:
            if not self.chance(0.6):
                continue
            s = c["style"]
            for k in PLACEMENT_KEYS:
                s.pop(k, None)
            name = self.r.choice(names + ["zz"])   # "zz" names no area: implicit lines
            mode = self.r.choice(["area", "area", "lines", "row-only", "numbered"])
            if mode == "area":
                for k in PLACEMENT_KEYS:
                    s[k] = {"kind": "named", "name": name}
            elif mode == "lines":
                s["grid-column-start"] = {"kind": "named", "name": name + "-start"}
                s["grid-column-end"] = {"kind": "named", "name": name + "-end"}
            elif mode == "row-only":
                s["grid-row-start"] = {"kind": "named", "name": name}
            else:
                s["grid-row-start"] = {"kind": "named", "name": name + "-start", "value": self.r.choice([1, 2, -1])}

    # -- S12: order ----------------------------------------------------------------------
    def add_order(self, root):
        """CSS `order` (CSS Grid 2 §4.4) on the items of the root and of nested grids (never on
        a flex wrapper's child): small values with ties, and now and then +-2^31 and beyond,
        which browsers clamp to the 32-bit range. Sometimes dense packing, so that back-filling
        follows the order too."""
        def visit(node):
            kids = node["children"]
            for c in kids:
                if self.chance(0.6):
                    c["style"]["order"] = self.r.choice([-2, -1, -1, 0, 1, 1, 2, 3]) if self.chance(0.9) else \
                        self.r.choice([-2147483648, 2147483647, 2147483648, -2147483649])
                if c["style"].get("display") == "grid":
                    visit(c)
        if len(root["children"]) < 3:
            root["children"] += [self.item(3, 0, 3, 3) for _ in range(self.r.randint(2, 4))]
        visit(root)
        if "grid-auto-flow" not in root["style"] and self.chance(0.3):
            root["style"]["grid-auto-flow"] = {"direction": self.r.choice(["row", "column"]), "dense": True}
