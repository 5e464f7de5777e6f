import Foundation
import TesseraGeometry

/// The answer of a layout run: the root's size and the reported frames (Contracts.md, "Layout specs and layout output" output).
public struct LayoutResult: Sendable {
    public struct Frame: Sendable {
        public var id: String
        public var rect: Rect
        public init(id: String, rect: Rect) { self.id = id; self.rect = rect }
    }
    public var size: Size
    public var frames: [Frame]
    public init(size: Size, frames: [Frame]) { self.size = size; self.frames = frames }

    /// The frame reported for `id`.
    public func frame(_ id: String) -> Rect? { frames.first { $0.id == id }?.rect }

    /// The output JSON: `{"size": {...}, "frames": [{"id", "x", "y", "width", "height"}, ...]}`,
    /// numbers unrounded, infinite lengths as "infinity".
    public func json() -> String {
        func n(_ v: Double) -> String {
            if v.isInfinite { return "\"infinity\"" }
            if v == v.rounded() && abs(v) < 1e15 { return String(Int(v)) }
            return "\(v)"
        }
        func s(_ str: String) -> String {
            var out = "\""
            for ch in str.unicodeScalars {
                switch ch {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                default: if ch.value < 0x20 { out += String(format: "\\u%04x", ch.value) } else { out.unicodeScalars.append(ch) }
                }
            }
            return out + "\""
        }
        var lines = ["{", "  \"size\": {\"width\": \(n(size.width)), \"height\": \(n(size.height))},", "  \"frames\": ["]
        for (i, f) in frames.enumerated() {
            let comma = i == frames.count - 1 ? "" : ","
            lines.append("    {\"id\": \(s(f.id)), \"x\": \(n(f.rect.minX)), \"y\": \(n(f.rect.minY)), \"width\": \(n(f.rect.width)), \"height\": \(n(f.rect.height))}\(comma)")
        }
        lines += ["  ]", "}"]
        return lines.joined(separator: "\n")
    }
}
