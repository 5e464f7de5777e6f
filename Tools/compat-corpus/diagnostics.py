"""Turns swiftc error lines into the name of the API a corpus file is missing.

A compiler error says what failed in many words; the corpus report wants to rank *API*, so
each message is reduced to a short key: "cannot find 'CGFloat' in scope" -> "CGFloat",
"value of type 'some View' has no member 'navigationBarTitle'" -> "View.navigationBarTitle",
"no macro named 'Preview'" -> "#Preview", "extra argument 'specifier' in call" on a line calling
Text -> "Text(specifier:)". Messages that name no API keep their wording, with quoted parts
kept (they usually name the types involved).
"""

import re

DIAGNOSTIC = re.compile(r"^(?P<file>.*?):(?P<line>\d+):(?:(?P<col>\d+):)? (?P<kind>error|warning): (?P<msg>.*)$")
CALLEE = re.compile(r"(\.?[A-Za-z_][A-Za-z0-9_]*)\s*(?:<[^<>()]*>)?\s*[({]")
KEYWORDS = {"if", "for", "while", "switch", "guard", "return", "in", "let", "var", "func", "init"}


def simplify_type(name: str) -> str:
    """'some View' -> 'View', 'ModifiedContent<…>' -> 'View', 'Binding<Bool>' -> 'Binding'."""
    name = name.strip()
    for prefix in ("some ", "any ", "inout "):
        if name.startswith(prefix):
            name = name[len(prefix):]
    if name.startswith("ModifiedContent<") or name.startswith("_"):
        return "View"
    if name.startswith("["):
        return "Dictionary" if ":" in name else "Array"
    name = name.split("<", 1)[0].rstrip("?!")
    if name.endswith(".Type"):
        name = name[: -len(".Type")]
    return name or "?"


SHAPES = {"Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Path", "Shape", "InsettableShape"}
VIEWS = {"View", "Text", "Image", "VStack", "HStack", "ZStack", "LazyVGrid", "LazyHGrid", "LazyVStack", "LazyHStack",
         "Grid", "GridRow", "Button", "Toggle", "Slider", "Stepper", "TextField", "SecureField", "ScrollView", "List",
         "Form", "Section", "Group", "Spacer", "Divider", "Label", "Picker", "DatePicker", "NavigationLink", "ForEach",
         "GeometryReader", "EmptyView", "AnyView", "TupleView", "RadialGradient", "LinearGradient", "AngularGradient",
         "NavigationStack", "NavigationView", "TabView", "Menu", "ProgressView", "Canvas", "TimelineView"}


def receiver(type_name: str) -> str:
    """The owner under which a missing *instance* member is ranked: view modifiers are ranked
    once as View.x whatever view they were called on (Text, VStack, a user's SettingsView ...),
    shape methods as Shape.x; other types keep their name."""
    simple = simplify_type(type_name)
    if simple in SHAPES:
        return "Shape"
    if simple in VIEWS or simple.endswith("View"):
        return "View"
    return simple


def callee_at(source_line: str, column: int) -> str:
    """The function or initializer that starts where a diagnostic points (or, failing that,
    the last `name(` before the column, else the first on the line, else '?')."""
    if not source_line:
        return "?"
    best = None
    for match in CALLEE.finditer(source_line):
        if match.group(1).lstrip(".") in KEYWORDS:
            continue
        if match.start() <= max(column - 1, 0):
            best = match.group(1)
        elif best is None:
            best = match.group(1)
            break
    return best or "?"


def enclosing_call(context: str, offset: int) -> str:
    """The call whose argument list encloses `offset` in `context` (source text ending with
    the diagnostic's line): '\\(…)' for a string interpolation, '?' when there is none.
    A small scanner: string literals, `\\(` interpolations and parentheses are tracked."""
    stack = []
    in_string = False
    i = 0
    end = min(offset, len(context))
    if end < len(context) and context[end] == "(":
        end += 1  # a diagnostic pointing at "(" is about the call that paren opens
    while i < end:
        char = context[i]
        if in_string:
            if char == "\\" and context[i + 1:i + 2] == "(":
                stack.append(("interp", "\\(…)"))
                in_string = False
                i += 2
                continue
            if char == "\\":
                i += 2
                continue
            if char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char == "(":
            name = re.search(r"(\.?[A-Za-z_][A-Za-z0-9_]*)\s*(?:<[^<>()]*>)?\s*$", context[:i])
            stack.append(("call", name.group(1) if name and name.group(1) not in KEYWORDS else "?"))
        elif char == ")" and stack:
            kind, _ = stack.pop()
            if kind == "interp":
                in_string = True
        i += 1
    return stack[-1][1] if stack else "?"


ARGUMENT_ERRORS = re.compile(r"argument|label|parameter|expected argument type|no exact matches in call|"
                             r"could not be inferred|takes no arguments")


def callee_for(message: str, context: str, column: int) -> str:
    """The callee an error is about: for argument errors the enclosing call, otherwise the
    call starting at the column (the enclosing call when none starts there)."""
    lines = context.split("\n")
    line = lines[-1] if lines else ""
    offset = len(context) - len(line) + max(column - 1, 0)
    if ARGUMENT_ERRORS.search(message):
        found = enclosing_call(context, offset)
        return found if found != "?" else callee_at(line, column)
    here = CALLEE.match(line, max(column - 1, 0))
    if here and here.group(1).lstrip(".") not in KEYWORDS:
        return here.group(1)
    found = enclosing_call(context, offset)
    return found if found != "?" else callee_at(line, column)


# (pattern, function building the key from the match and the callee)
RULES = [
    (r"no macro named '(\w+)'", lambda m, c: "#" + m.group(1)),
    (r"no such module '([\w.]+)'", lambda m, c: "import " + m.group(1)),
    (r"missing required module '([\w.]+)'", lambda m, c: f"build setup: missing required module '{m.group(1)}'"),
    (r"cannot find '\$(\w+)' in scope", lambda m, c: "$projection of an unknown property wrapper"),
    (r"generic struct 'ForEach' requires that 'Binding<", lambda m, c: "ForEach($binding) { $item in }"),
    (r"cannot find type '([\w.]+)' in scope", lambda m, c: m.group(1)),
    (r"cannot find '([\w.]+)' in scope", lambda m, c: m.group(1)),
    (r"value of type '(.+)' has no member '(\w+)'", lambda m, c: f"{receiver(m.group(1))}.{m.group(2)}"),
    (r"type '(.+)' has no member '(\w+)'", lambda m, c: f"{simplify_type(m.group(1))}.{m.group(2)}"),
    (r"reference to member '(\w+)' cannot be resolved without a contextual type", lambda m, c: "." + m.group(1)),
    (r"cannot infer contextual base in reference to member '(\w+)'", lambda m, c: "." + m.group(1)),
    (r"extra argument '(\w+)' in call", lambda m, c: f"{c}({m.group(1)}:)"),
    (r"extra arguments? at positions? .* in call", lambda m, c: f"{c}(extra arguments)"),
    (r"extraneous argument labels? '([^']*)' in call", lambda m, c: f"{c}({m.group(1)})"),
    (r"cannot call value of non-function type '(.+)'", lambda m, c: f"{c}(…): {simplify_type(m.group(1))} is not callable"),
    (r"failed to produce diagnostic for expression", lambda m, c: "compiler gave up on an expression (no diagnostic)"),
    (r"the compiler is unable to type-check this expression in reasonable time",
     lambda m, c: "expression too complex to type-check in time"),
    (r"incorrect argument labels? in call \(have '([^']*)', expected '([^']*)'\)", lambda m, c: f"{c}({m.group(1)})"),
    (r"missing arguments? for parameters? (.*) in call", lambda m, c: f"{c}: missing argument {m.group(1)}"),
    (r"generic parameter '(\w+)' could not be inferred", lambda m, c: f"{c}: generic '{m.group(1)}' not inferred"),
    (r"static method 'buildExpression' requires that '(.+)' conform to 'View'",
     lambda m, c: f"{simplify_type(m.group(1))} used as a View"),
    (r"type '(.+)' does not conform to protocol '(.+)'",
     lambda m, c: f"{simplify_type(m.group(1))}: {m.group(2)}"),
    (r"(?:instance|static) method '(\w+)(?:\(.*\))?' requires that '(.+)' conform to '(.+)'",
     lambda m, c: f"{m.group(1)}: {simplify_type(m.group(2))} must be {m.group(3)}"),
    (r"cannot convert value of type '(.+)' to expected argument type '(.+)'",
     lambda m, c: f"{c}: {simplify_type(m.group(1))} -> {simplify_type(m.group(2))}"),
    (r"cannot convert value of type '(.+)' to specified type '(.+)'",
     lambda m, c: f"{simplify_type(m.group(1))} -> {simplify_type(m.group(2))}"),
    (r"cannot convert return expression of type '(.+)' to return type '(.+)'",
     lambda m, c: f"return {simplify_type(m.group(1))} -> {simplify_type(m.group(2))}"),
    (r"no exact matches in call to (?:initializer|instance method|static method|global function)( '?\w*'?)?",
     lambda m, c: f"{c}: no matching overload"),
    (r"argument passed to call that takes no arguments", lambda m, c: f"{c}: takes no arguments"),
    (r"unknown attribute '(\w+)'", lambda m, c: "@" + m.group(1)),
    (r"'(\w+)' is unavailable", lambda m, c: f"{m.group(1)} (unavailable)"),
]
COMPILED = [(re.compile(p), build) for p, build in RULES]


def api_key(message: str, context: str = "", column: int = 0) -> str:
    """The short API key for one error message (see the module doc). `context` is the source
    text up to and including the diagnostic's line (a few lines suffice), `column` 1-based."""
    message = message.strip()
    callee = callee_for(message, context, column)
    for pattern, build in COMPILED:
        match = pattern.search(message)
        if match:
            return build(match, callee)
    return re.sub(r"\s+", " ", message)[:110]


# Errors that usually follow from another error on the same line (a missing modifier makes
# its `.argument` uninferable, a missing initializer makes its Binding argument wrong ...).
SECONDARY = re.compile(r"cannot infer contextual base|cannot infer key path type|could not be inferred|"
                       r"cannot convert value of type|failed to produce diagnostic|no exact matches|"
                       r"missing arguments? for parameter|unable to infer")


def mark_cascades(errors: list) -> None:
    """Sets error["cascade"] on secondary errors that share a file and line with a primary one."""
    primary_lines = {(e["file"], e["line"]) for e in errors if not SECONDARY.search(e["msg"])}
    for error in errors:
        error["cascade"] = bool(SECONDARY.search(error["msg"])) and (error["file"], error["line"]) in primary_lines


def parse_errors(output: str):
    """The error diagnostics in swiftc's output, as dicts with file, line, col and msg."""
    errors = []
    for raw in output.splitlines():
        match = DIAGNOSTIC.match(raw)
        if match and match.group("kind") == "error":
            errors.append({"file": match.group("file"), "line": int(match.group("line")),
                           "col": int(match.group("col") or 0), "msg": match.group("msg")})
    return errors
