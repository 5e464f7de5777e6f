import TesseraGeometry

// Compact, stable number formatting for the textual dumps: at most 3 decimals, no trailing zeros.

func fmt(_ v: Double) -> String {
    if v.isNaN { return "nan" }
    if v.isInfinite { return v < 0 ? "-inf" : "inf" }
    let r = (v * 1000).rounded() / 1000
    if r == r.rounded() && abs(r) < 1e15 { return String(Int(r)) }
    var s = String(r)
    if s.contains("e") { return s }
    while s.hasSuffix("0") { s.removeLast() }
    if s.hasSuffix(".") { s.removeLast() }
    return s
}

func fmt(_ p: Point) -> String { "(\(fmt(p.x)), \(fmt(p.y)))" }

func fmt(_ r: Rect) -> String { "(\(fmt(r.minX)), \(fmt(r.minY)), \(fmt(r.width)), \(fmt(r.height)))" }

func fmt(_ c: Color) -> String {
    let q = c.rgba8
    func hex(_ v: UInt8) -> String { let s = String(v, radix: 16, uppercase: true); return s.count == 1 ? "0" + s : s }
    return "#" + hex(q.r) + hex(q.g) + hex(q.b) + hex(q.a)
}

func fmt(_ path: Path) -> String {
    "path[" + path.subpaths.map { $0.map(fmt).joined(separator: " ") }.joined(separator: " | ") + "]"
}

func fmt(_ t: Transform) -> String {
    "[" + t.m.map(fmt).joined(separator: " ") + "]"
}
