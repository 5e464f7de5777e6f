"""Tests of compat_corpus.py: which SwiftPM flags a client keeps, and that only the SwiftUI
import line of a case changes.

Run: python3 Tools/compat-corpus/test_compat_corpus.py
"""

import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from compat_corpus import copy_with_import_changed, filter_client_flags  # noqa: E402


class FlagTests(unittest.TestCase):
    def test_client_keeps_search_paths_importer_flags_and_plugins(self):
        args = ["/opt/swift/usr/bin/swiftc", "-module-name", "TesseraApp", "-emit-module", "-I", "/b/Modules",
                "-target", "x86_64-unknown-linux-gnu", "-Xcc", "-I", "-Xcc", "/b/include",
                "-Xcc", "-fmodule-map-file=/s/CFreeType/module.modulemap", "-I/usr/include/freetype2",
                "-swift-version", "6", "-Xfrontend", "-load-plugin-executable", "-Xfrontend", "/b/M-tool#M",
                "-package-name", "corpus"]
        kept = filter_client_flags(args)
        self.assertEqual(kept, ["-I", "/b/Modules", "-target", "x86_64-unknown-linux-gnu",
                                "-Xcc", "-I", "-Xcc", "/b/include",
                                "-Xcc", "-fmodule-map-file=/s/CFreeType/module.modulemap", "-I/usr/include/freetype2",
                                "-Xfrontend", "-load-plugin-executable", "-Xfrontend", "/b/M-tool#M"])


class ImportTests(unittest.TestCase):
    def test_only_the_swiftui_import_changes(self):
        source = "import SwiftUI\nimport Combine\n@preconcurrency import SwiftUI // x\nlet s = \"import SwiftUI\"\n"
        with tempfile.TemporaryDirectory() as case, tempfile.TemporaryDirectory() as work:
            path = os.path.join(case, "A.swift")
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(source)
            copies, imports = copy_with_import_changed([path], case, work)
            with open(copies[0], encoding="utf-8") as handle:
                text = handle.read()
        self.assertEqual(text, "import TesseraApp\nimport Combine\n@preconcurrency import TesseraApp // x\n"
                               "let s = \"import SwiftUI\"\n")
        self.assertEqual(imports, {"SwiftUI", "Combine"})


if __name__ == "__main__":
    unittest.main()
