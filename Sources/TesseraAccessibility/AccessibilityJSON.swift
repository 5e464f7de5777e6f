import TesseraGeometry

/// The accessibility tree as JSON (Contracts.md, `--accessibility`): each element is
/// `{"role", "name", "value"?, "states": [...], "frame": {"x","y","width","height"},
/// "children": [...]}`, plus, when they apply, `"description"` (the hint), `"identifier"`,
/// `"actions"`, `"table": {"rows","columns","layout"?}` (`layout: true` for a table that lays
/// a form out rather than holding data) and `"cell": {"row","column","rowSpan",
/// "columnSpan"}`. Frames are window points; keys are in this fixed order and the output is
/// indented by two spaces, so it diffs well.
public enum AccessibilityJSON {
    /// The JSON text of `element`'s subtree, ending with a newline.
    public static func string(_ element: AccessibilityElement) -> String {
        var out = ""
        write(element, indent: 0, into: &out)
        out += "\n"
        return out
    }

    private static func write(_ e: AccessibilityElement, indent: Int, into out: inout String) {
        let pad = String(repeating: "  ", count: indent + 1)
        var fields: [String] = []
        fields.append("\"role\": \(quoted(e.role.rawValue))")
        fields.append("\"name\": \(quoted(e.name))")
        if let v = e.value { fields.append("\"value\": \(quoted(v))") }
        if !e.hint.isEmpty { fields.append("\"description\": \(quoted(e.hint))") }
        if let id = e.identifier { fields.append("\"identifier\": \(quoted(id))") }
        fields.append("\"states\": [" + e.states.names.map(quoted).joined(separator: ", ") + "]")
        let f = e.frame
        fields.append("\"frame\": {\"x\": \(number(f.minX)), \"y\": \(number(f.minY)), \"width\": \(number(f.width)), \"height\": \(number(f.height))}")
        if !e.actionNames.isEmpty { fields.append("\"actions\": [" + e.actionNames.map(quoted).joined(separator: ", ") + "]") }
        if let t = e.tableSize {
            fields.append("\"table\": {\"rows\": \(t.rows), \"columns\": \(t.columns)" + (e.isLayoutTable ? ", \"layout\": true}" : "}"))
        }
        if let c = e.cell {
            fields.append("\"cell\": {\"row\": \(c.row), \"column\": \(c.column), \"rowSpan\": \(c.rowSpan), \"columnSpan\": \(c.columnSpan)}")
        }
        if e.children.isEmpty {
            fields.append("\"children\": []")
        } else {
            var kids = "\"children\": [\n"
            for (i, c) in e.children.enumerated() {
                kids += pad + "  "
                write(c, indent: indent + 2, into: &kids)
                kids += i + 1 < e.children.count ? ",\n" : "\n"
            }
            kids += pad + "]"
            fields.append(kids)
        }
        out += "{\n" + fields.map { pad + $0 }.joined(separator: ",\n") + "\n" + String(repeating: "  ", count: indent) + "}"
    }

    /// A JSON number: integers without a fraction, others to 1/1000; non-finite values as 0.
    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        let r = (v * 1000).rounded() / 1000
        return r == r.rounded() && abs(r) < 1e15 ? String(Int64(r)) : "\(r)"
    }

    /// A JSON string literal.
    static func quoted(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 { out += "\\u" + String(repeating: "0", count: 4 - String(u.value, radix: 16).count) + String(u.value, radix: 16) }
                else { out.unicodeScalars.append(u) }
            }
        }
        return out + "\""
    }
}
