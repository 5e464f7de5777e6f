"""Fixture stages of the generator kept apart from generator.py (its `Generator` inherits
them): S11 (subgrid, CSS Grid 2 §9), S13 (scrollbar gutters of scrolling grids, CSS Overflow 3)
S14 (named lines and `span <custom-ident>`, CSS Grid 2 §8.3) and S15 (vertical writing modes
and orthogonal items, CSS Writing Modes 4 §3.1 and §7.3). They use the generator's
random source and value helpers (`self.r`, `self.chance`, `self.track_size`, `self.item`)."""


def px(v):
    return {"kind": "px", "value": v}


class MoreStages:
    # -- S11: subgrid ---------------------------------------------------------------------
    def add_subgrids(self, root):
        """One or two children of the root become subgrids (columns, rows or both), spanning
        1-3 of its tracks, with items placed inside (some beyond the span: clamped), their own
        box, gap and alignment; sometimes a subgrid nested in a subgrid."""
        s = root["style"]
        for key in ("grid-template-columns", "grid-template-rows"):
            if key not in s and self.chance(0.7):
                s[key] = [{"type": "track", "size": self.track_size(6)} for _ in range(self.r.randint(2, 4))]
            if key in s and self.chance(0.4):
                # Names on the parent's lines, which the subgrids inherit (§9).
                s[key] = self.named_track_list(s[key])
        kids = root["children"]
        for _ in range(self.r.choice([1, 1, 2])):
            node = self.subgrid_node(0)
            if kids and self.chance(0.3):
                kids[self.r.randrange(len(kids))] = node
            else:
                kids.insert(self.r.randint(0, len(kids)), node)

    def subgrid_node(self, depth):
        cols, rows = self.r.choice([(True, False), (False, True), (True, True), (True, True)])
        s = {"display": "grid"}
        spans = {}
        for axis, on in (("column", cols), ("row", rows)):
            key = "grid-template-%ss" % axis
            if on:
                entries = [{"type": "subgrid"}]
                if self.chance(0.3):
                    entries += [{"type": "names", "names": [self.r.choice(["x", "y"])]} for _ in range(self.r.randint(1, 3))]
                s[key] = entries
            elif self.chance(0.5):
                s[key] = [{"type": "track", "size": self.track_size(6)} for _ in range(self.r.randint(1, 3))]
            span = self.r.choice([1, 2, 2, 3])
            spans[axis] = span if on else 1
            mode = self.r.choice(["span", "start-span", "start-span", "auto"])
            if mode == "span":
                s["grid-%s-start" % axis] = {"kind": "span", "value": span}
            elif mode == "start-span":
                s["grid-%s-start" % axis] = {"kind": "line", "value": self.r.randint(1, 3)}
                s["grid-%s-end" % axis] = {"kind": "span", "value": span}
        if self.chance(0.4):
            for side in ("top", "left", "bottom", "right"):
                if self.chance(0.6):
                    s["padding-" + side] = px(self.r.randint(0, 12))
        if self.chance(0.3):
            for side in ("top", "left", "bottom", "right"):
                s["border-" + side] = px(self.r.randint(0, 6))
        if self.chance(0.35):
            for side in ("top", "left", "bottom", "right"):
                if self.chance(0.6):
                    s["margin-" + side] = px(self.r.randint(-5, 12)) if self.chance(0.9) else {"kind": "auto"}
        if self.chance(0.35):
            s["column-gap"] = px(self.r.randint(0, 24))
        if self.chance(0.35):
            s["row-gap"] = px(self.r.randint(0, 24))
        if self.chance(0.15):
            s["width"] = px(self.r.randint(10, 200))
        if self.chance(0.15):
            s["height"] = px(self.r.randint(10, 200))
        for k, vals in (("justify-items", ["start", "end", "center", "stretch"]), ("align-items", ["start", "end", "center", "stretch"]),
                        ("justify-self", ["start", "center", "end"]), ("align-self", ["start", "center", "end"])):
            if self.chance(0.15):
                s[k] = self.r.choice(vals)
        children = []
        for _ in range(self.r.choice([0, 1, 2, 3, 3, 4, 5])):
            if depth == 0 and self.chance(0.15):
                children.append(self.subgrid_node(depth + 1))
                continue
            cs = {}
            child = {"tag": "div", "style": cs, "children": []}
            if self.chance(0.6):
                cs["width"] = px(self.size_px(0, 90))
            if self.chance(0.6):
                cs["height"] = px(self.size_px(0, 90))
            if self.chance(0.3):
                child["children"] = [{"tag": "div", "style": {"width": px(self.r.randint(0, 80)), "height": px(self.r.randint(0, 80))},
                                      "children": []}]
            if self.chance(0.25):
                for side in ("top", "left", "bottom", "right"):
                    if self.chance(0.5):
                        cs["margin-" + side] = px(self.r.randint(-3, 10))
            if self.chance(0.15):
                for side in ("top", "left", "bottom", "right"):
                    cs["padding-" + side] = px(self.r.randint(0, 8))
            for axis in ("column", "row"):
                mode = self.r.choice(["auto", "auto", "line", "span", "line-span"])
                n = spans[axis]
                if mode == "line":
                    cs["grid-%s-start" % axis] = {"kind": "line", "value": self.r.choice([1, 2, 3, n + 1, n + 2, -1, -2])}
                elif mode == "span":
                    cs["grid-%s-start" % axis] = {"kind": "span", "value": self.r.choice([1, 2, 3])}
                elif mode == "line-span":
                    cs["grid-%s-start" % axis] = {"kind": "line", "value": self.r.randint(1, n + 1)}
                    cs["grid-%s-end" % axis] = {"kind": "span", "value": self.r.choice([1, 2])}
            for axis in ("column", "row"):
                # By name (CSS Grid 2 §9: the subgrid's own names and its parent's lines').
                if self.chance(0.3):
                    name = self.r.choice(["x", "y", "a", "a", "b"])
                    side = self.r.choice(["start", "end"])
                    v = {"kind": "named", "name": name}
                    if self.chance(0.4):
                        v["value"] = self.r.choice([1, 2, -1])
                    cs["grid-%s-%s" % (axis, side)] = v
                    if side == "start" and self.chance(0.4):
                        cs["grid-%s-end" % axis] = {"kind": "span", "value": 1, "name": self.r.choice(["x", "y", "a"])}
            for k in ("justify-self", "align-self"):
                if self.chance(0.15):
                    cs[k] = self.r.choice(["start", "end", "center", "stretch"])
            children.append(child)
        return {"tag": "div", "style": s, "children": children}

    # -- S13: scrollbar gutters ----------------------------------------------------------
    OVERFLOWS = [("scroll", "scroll"), ("scroll", None), (None, "scroll"), ("auto", "auto"), ("auto", None),
                 (None, "auto"), ("hidden", "hidden"), ("scroll", "hidden"), ("auto", "scroll")]

    def add_overflow(self, root):
        """`overflow-x`/`overflow-y` on the root and on nested grids (Chromium's 15px classic
        scrollbars take space from the content box; `auto` only when the content overflows),
        with sizes small enough now and then that the content does overflow."""
        def visit(node, is_root):
            s = node["style"]
            if is_root or self.chance(0.5):
                ox, oy = self.r.choice(self.OVERFLOWS)
                if ox:
                    s["overflow-x"] = ox
                if oy:
                    s["overflow-y"] = oy
                if self.chance(0.4):
                    s[self.r.choice(["width", "height"])] = px(self.r.randint(5, 60))
                if self.chance(0.15):
                    s[self.r.choice(["max-width", "max-height", "min-width", "min-height"])] = px(self.r.randint(0, 80))
            for c in node["children"]:
                if c["style"].get("display") == "grid":
                    visit(c, False)
        if not root["children"]:
            root["children"] = [self.item(3, 0, 2, 2) for _ in range(self.r.randint(1, 4))]
        visit(root, True)

    # -- S14: named lines and `span <custom-ident>` ------------------------------------------
    NAMES = ["a", "b", "c"]

    def named_track_list(self, items):
        """Sprinkles `[names]` into a track list: between tracks, inside `repeat()` bodies
        (auto repeats included), at the ends; a name may repeat on several lines."""
        out = []
        for e in items:
            if self.chance(0.45):
                out.append({"type": "names", "names": self.r.sample(self.NAMES, self.r.choice([1, 1, 2]))})
            if e["type"] == "repeat" and self.chance(0.6):
                body = list(e["items"])
                body.insert(self.r.randint(0, len(body)), {"type": "names", "names": [self.r.choice(self.NAMES)]})
                e = dict(e, items=body)
            out.append(e)
        if self.chance(0.4):
            out.append({"type": "names", "names": [self.r.choice(self.NAMES)]})
        # Adjacent name sets are one set in CSS: merge them.
        merged = []
        for e in out:
            if e["type"] == "names" and merged and merged[-1]["type"] == "names":
                merged[-1] = {"type": "names", "names": sorted(set(merged[-1]["names"]) | set(e["names"]))}
            else:
                merged.append(e)
        return merged

    def named_side(self, span_ok):
        k = self.r.random()
        if k < 0.3:
            return {"kind": "named", "name": self.r.choice(self.NAMES)}
        if k < 0.55:
            return {"kind": "named", "name": self.r.choice(self.NAMES), "value": self.r.choice([1, 2, -1, -2, 3])}
        if k < 0.85 and span_ok:
            v = {"kind": "span", "value": self.r.choice([1, 1, 2, 3]), "name": self.r.choice(self.NAMES)}
            return v
        return {"kind": "line", "value": self.r.choice([1, 2, -1, 3])}

    def add_named_lines(self, root):
        """Line names on the root's (and nested grids') track lists and items placed by them:
        `name N`, bare names, `span name N` on either side (a lone named span is `span 1`)."""
        def visit(node):
            s = node["style"]
            for key in ("grid-template-columns", "grid-template-rows"):
                tracks = s.get(key) or [{"type": "track", "size": self.track_size(3)} for _ in range(self.r.randint(1, 3))]
                s[key] = self.named_track_list(tracks)
            for c in node["children"]:
                cs = c["style"]
                for axis in ("column", "row"):
                    if not self.chance(0.7):
                        continue
                    cs.pop("grid-%s-start" % axis, None)
                    cs.pop("grid-%s-end" % axis, None)
                    mode = self.r.choice(["start", "end", "both", "both"])
                    if mode in ("start", "both"):
                        cs["grid-%s-start" % axis] = self.named_side(True)
                    if mode in ("end", "both"):
                        cs["grid-%s-end" % axis] = self.named_side(True)
                if cs.get("display") == "grid" and self.chance(0.5):
                    visit(c)
        if len(root["children"]) < 2:
            root["children"] += [self.item(3, 0, 3, 3) for _ in range(self.r.randint(2, 4))]
        visit(root)

    # -- S15: writing modes ----------------------------------------------------------------
    def add_writing_modes(self, root):
        """`writing-mode` (inherited): on the root (the whole tree vertical) or not, and on some
        items and nested grids either the same mode again or the other axis (orthogonal flows,
        CSS Writing Modes 4 §7.3). One vertical mode per fixture (`vertical-rl` or
        `vertical-lr`), so block directions never mix."""
        vertical = self.r.choice(["vertical-rl", "vertical-lr"])
        root_vertical = self.chance(0.6)
        if root_vertical:
            root["style"]["writing-mode"] = vertical

        def visit(node, parent_vertical):
            for c in node["children"]:
                if not self.chance(0.35):
                    own = parent_vertical
                else:
                    own = not parent_vertical if self.chance(0.8) else parent_vertical
                    c["style"]["writing-mode"] = vertical if own else "horizontal-tb"
                if c["style"].get("display") == "grid":
                    visit(c, own)
        if not root["children"]:
            root["children"] = [self.item(3, 0, 2, 2) for _ in range(self.r.randint(1, 4))]
        visit(root, root_vertical)
