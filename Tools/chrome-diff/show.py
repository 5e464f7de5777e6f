#!/usr/bin/env python3
"""Prints cases of a cases file as indented CSS trees with Chrome's layouts (for reading
minimised failures): show.py FILE [ID_SUBSTRING]"""
import json
import sys


def show(n, depth=0):
    css = "; ".join("%s: %s" % kv for kv in n["css"].items() if kv[0] != "direction")
    l = n["layout"]
    print("%s<%s> %s,%s %sx%s  {%s}" % ("  " * depth, n.get("tag", "div"), l["x"], l["y"], l["width"], l["height"], css))
    if "resolved_columns" in n:
        print("%s  chrome cols %s rows %s" % ("  " * depth, n["resolved_columns"]["sizes"], n["resolved_rows"]["sizes"]))
    for c in n.get("children", []):
        show(c, depth + 1)


data = json.load(open(sys.argv[1]))
for c in data["cases"]:
    if len(sys.argv) < 3 or sys.argv[2] in c["id"]:
        print("==", c["id"], c.get("stage"), ",".join(c.get("features", [])))
        show(c["root"])
