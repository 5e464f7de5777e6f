"""Tests of report.py: API families and the merged-builds estimate.

Run: python3 Tools/compat-corpus/test_report.py
"""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from report import family, merged_estimate  # noqa: E402


def run(label, cases):
    return {"meta": {"label": label}, "results": [
        {"case": name, "status": "pass" if not keys else "fail", "keys": sorted(keys)} for name, keys in cases.items()]}


class FamilyTests(unittest.TestCase):
    def test_keys_fall_into_their_family(self):
        self.assertTrue(family("#Preview").startswith("Previews"))
        self.assertTrue(family("CGRect").startswith("Core Graphics"))
        self.assertTrue(family("@Published").startswith("Combine"))
        self.assertTrue(family("Image(systemName:)").startswith("SF Symbols"))
        self.assertTrue(family("View.navigationTitle").startswith("Lists"))
        self.assertEqual(family("something nobody knows"), "Other")


class MergedEstimateTests(unittest.TestCase):
    def test_a_case_passes_when_other_builds_fix_all_its_kinds(self):
        base = run("main", {"a": {"#Preview", "CGRect"}, "b": {"#Preview", "List"}, "c": set()})
        previews = run("previews", {"a": {"CGRect"}, "b": {"List"}, "c": set()})
        compat = run("compat", {"a": {"#Preview"}, "b": {"#Preview", "List"}, "c": set()})
        self.assertEqual(merged_estimate([base, previews, compat]), (2, 3))

    def test_cases_passing_on_the_first_build_count_even_if_an_older_build_fails_them(self):
        base = run("main", {"a": set(), "b": {"List"}})
        stale = run("stale", {"a": {"#Preview"}, "b": {"#Preview", "List"}})
        other = run("other", {"a": {"#Preview"}, "b": {"#Preview"}})
        self.assertEqual(merged_estimate([base, stale, other]), (2, 2))


if __name__ == "__main__":
    unittest.main()
