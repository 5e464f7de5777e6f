/// `span <custom-ident> <integer>?` (CSS Grid 2 §8.3, ``GridPlacement/namedSpan(_:_:)``): the
/// edge `count` lines called `name` away from the opposite, definite edge. Only lines with
/// that name count; when the explicit grid has too few, every implicit line on the side the
/// search goes to counts as one (as Chromium resolves it: implicit lines before the grid do
/// not count when searching forward, nor those after it when searching backward).
/// `lineNames[k]` are the names of explicit line `k` (origin-zero), `lastLine` its last index.
func lineAfter(_ from: Int, named name: String, count: Int, lineNames: [[String]]) -> Int {
    let lastLine = lineNames.count - 1
    var line = Swift.max(from + 1, 0), left = Swift.max(1, count)
    // Past the explicit lines every line counts: jump there once no explicit line is left.
    while line <= lastLine {
        if lineNames[line].contains(name) {
            left -= 1
            if left == 0 { return line }
        }
        line += 1
    }
    return Swift.max(line, lastLine + 1) + left - 1
}

/// The line `count` lines called `name` before `from` (see ``lineAfter(_:named:count:lineNames:)``);
/// implicit lines before the explicit grid all count.
func lineBefore(_ from: Int, named name: String, count: Int, lineNames: [[String]]) -> Int {
    let lastLine = lineNames.count - 1
    var line = Swift.min(from - 1, lastLine), left = Swift.max(1, count)
    while line >= 0 {
        if lineNames[line].contains(name) {
            left -= 1
            if left == 0 { return line }
        }
        line -= 1
    }
    return Swift.min(line, -1) - (left - 1)
}
