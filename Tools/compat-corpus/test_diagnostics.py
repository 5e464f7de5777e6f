"""Tests of diagnostics.py: swiftc messages become the API names the corpus report ranks.

Run: python3 Tools/compat-corpus/test_diagnostics.py
"""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from diagnostics import api_key, enclosing_call, mark_cascades, parse_errors, simplify_type  # noqa: E402


class ApiKeyTests(unittest.TestCase):
    def test_missing_names_keep_their_name(self):
        self.assertEqual(api_key("cannot find 'CGFloat' in scope"), "CGFloat")
        self.assertEqual(api_key("cannot find type 'PreviewProvider' in scope"), "PreviewProvider")
        self.assertEqual(api_key("no macro named 'Preview'"), "#Preview")
        self.assertEqual(api_key("no such module 'UIKit'"), "import UIKit")

    def test_members_name_their_owner_type(self):
        key = api_key("value of type 'some View' has no member 'navigationBarTitle'")
        self.assertEqual(key, "View.navigationBarTitle")
        key = api_key("value of type 'ModifiedContent<Text, _PaddingLayout>' has no member 'sheet'")
        self.assertEqual(key, "View.sheet")
        self.assertEqual(api_key("type 'Color' has no member 'systemGray6'"), "Color.systemGray6")
        self.assertEqual(api_key("value of type 'TextField<Text>' has no member 'keyboardType'"),
                         "View.keyboardType")
        self.assertEqual(api_key("value of type 'SettingsView' has no member 'environmentObject'"),
                         "View.environmentObject")
        self.assertEqual(api_key("value of type 'Circle' has no member 'trim'"), "Shape.trim")
        self.assertEqual(api_key("value of type 'Color' has no member 'description'"), "Color.description")

    def test_argument_errors_name_the_enclosing_call(self):
        line = '            Text("Red:\\(RedValue, specifier: "%.2f")")'
        column = line.index("specifier") + 1
        self.assertEqual(api_key("extra argument 'specifier' in call", line, column), "\\(…)(specifier:)")
        line = 'TextField("Amount", value: $amount, format: .currency(code: "USD"))'
        column = line.index(".currency") + 1
        self.assertEqual(api_key("extra argument 'format' in call", line, column), "TextField(format:)")
        line = '    Image(systemName: "plus.circle")'
        column = line.index("systemName") + 1
        self.assertEqual(api_key("extraneous argument label 'systemName:' in call", line, column),
                         "Image(systemName:)")

    def test_argument_errors_look_at_earlier_lines_of_a_call(self):
        context = 'TextField("Amount",\n          value: $checkAmount,'
        column = context.split("\n")[-1].index("$") + 1
        key = api_key("cannot convert value of type 'Binding<Double>' to expected argument type 'Binding<String>'",
                      context, column)
        self.assertEqual(key, "TextField: Binding -> Binding")

    def test_a_call_starting_at_the_column_is_the_callee(self):
        line = "withAnimation(.spring(duration: 1, bounce: 0.5)) {"
        column = line.index(".spring") + 1
        self.assertEqual(api_key("cannot call value of non-function type 'Animation'", line, column),
                         ".spring(…): Animation is not callable")

    def test_projections_of_unknown_wrappers_are_one_key(self):
        self.assertEqual(api_key("cannot find '$isDarkMode' in scope"), "$projection of an unknown property wrapper")

    def test_unknown_messages_keep_their_words(self):
        self.assertEqual(api_key("something   entirely\tnew"), "something entirely new")


    def test_a_paren_at_the_column_belongs_to_the_call_it_opens(self):
        line = ".transition(.asymmetric(insertion: .move(edge: .leading), removal: .opacity))"
        column = line.index("(edge") + 1
        self.assertEqual(api_key("extraneous argument label 'edge:' in call", line, column), ".move(edge:)")


class CascadeTests(unittest.TestCase):
    def test_secondary_errors_on_a_line_with_a_primary_error_are_cascades(self):
        errors = [{"file": "a", "line": 5, "msg": "value of type 'TextField<Text>' has no member 'keyboardType'"},
                  {"file": "a", "line": 5, "msg": "cannot infer contextual base in reference to member 'decimalPad'"},
                  {"file": "a", "line": 9, "msg": "cannot infer contextual base in reference to member 'zero'"}]
        mark_cascades(errors)
        self.assertEqual([e["cascade"] for e in errors], [False, True, False])


class ScannerTests(unittest.TestCase):
    def test_parentheses_inside_strings_do_not_count(self):
        text = 'Button("a (b") { f(x, '
        self.assertEqual(enclosing_call(text, len(text)), "f")

    def test_interpolation_is_its_own_call(self):
        text = 'Text("\\(value, '
        self.assertEqual(enclosing_call(text, len(text)), "\\(…)")

    def test_simplify_type(self):
        self.assertEqual(simplify_type("Binding<Bool>"), "Binding")
        self.assertEqual(simplify_type("[GridItem]"), "Array")
        self.assertEqual(simplify_type("some Shape"), "Shape")
        self.assertEqual(simplify_type("Color.Type"), "Color")


class ParseTests(unittest.TestCase):
    def test_only_errors_are_kept_with_position(self):
        output = ("/tmp/a.swift:3:5: error: cannot find 'Form' in scope\n"
                  "/tmp/a.swift:4:1: warning: unused\n"
                  "/tmp/a.swift:9:12: note: here\n")
        errors = parse_errors(output + "<unknown>:0: error: missing required module 'CFreeType'\n")
        self.assertEqual(len(errors), 2)
        self.assertEqual(errors[1]["col"], 0)
        self.assertEqual(api_key(errors[1]["msg"]), "build setup: missing required module 'CFreeType'")
        self.assertEqual((errors[0]["line"], errors[0]["col"], errors[0]["msg"]), (3, 5, "cannot find 'Form' in scope"))


if __name__ == "__main__":
    unittest.main()
