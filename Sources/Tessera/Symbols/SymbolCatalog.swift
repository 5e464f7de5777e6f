import Foundation
import TesseraGeometry

/// The symbol data Tessera draws SF Symbol names with, read once per process from
/// `Assets/Symbols/`: `symbol-map.txt` (SF name -> Material Icons glyph name, one a line) and
/// `symbol-outlines.txt` (the glyphs' outlines, and digit and letter outlines for numbered
/// symbols). See the "Symbols" article for the set, its licence and the composition rules.
///
/// The folder is found like the backend's assets: `$TESSERA_ASSETS/Symbols` if that variable is
/// set, else `Assets/Symbols` at the package root, else `Assets/Symbols` next to the executable.
/// Missing data is one warning line; every symbol then draws the "?" placeholder.
struct SymbolCatalog: Sendable {
    /// SF Symbol name -> Material glyph name.
    var mapping: [String: String]
    /// Material glyph name -> outline (parsed at first use).
    var glyphs: GlyphTable
    /// Character -> text outline (digits and lower-case letters).
    var textGlyphs: [Character: GlyphOutline]

    /// The catalog of this process (loaded at first use).
    static let shared: SymbolCatalog = load()

    /// The outline an SF name maps to directly, if any.
    func mapped(_ sfName: String) -> GlyphOutline? { mapping[sfName].flatMap { glyphs[$0] } }

    static func load() -> SymbolCatalog {
        guard let dir = locate() else {
            SymbolWarnings.shared.emit(
                "tessera: symbol data not found (Assets/Symbols); SF Symbols draw as \"?\". Set TESSERA_ASSETS to the folder that holds Symbols/."
            )
            return SymbolCatalog(mapping: [:], glyphs: GlyphTable(paths: [:]), textGlyphs: [:])
        }
        return parse(
            map: (try? String(contentsOfFile: dir + "/symbol-map.txt", encoding: .utf8)) ?? "",
            outlines: (try? String(contentsOfFile: dir + "/symbol-outlines.txt", encoding: .utf8)) ?? "")
    }

    /// The catalog in the two files' texts (lines that do not parse are skipped).
    static func parse(map: String, outlines: String) -> SymbolCatalog {
        var mapping: [String: String] = [:]
        for line in map.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if fields.count >= 2 { mapping[String(fields[0])] = String(fields[1]) }
        }
        var paths: [String: Substring] = [:]
        var text: [Character: GlyphOutline] = [:]
        for line in outlines.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            if fields.count == 2, fields[0].hasPrefix("mi:") {
                paths[String(fields[0].dropFirst(3))] = fields[1]
            } else if fields.count == 3, fields[0].hasPrefix("txt:"), let ch = fields[0].dropFirst(4).first {
                text[ch] = GlyphOutline(contours: GlyphPathParser.parse(fields[2]), advance: Double(fields[1]) ?? 0)
            }
        }
        return SymbolCatalog(mapping: mapping, glyphs: GlyphTable(paths: paths), textGlyphs: text)
    }

    static func locate() -> String? {
        let fm = FileManager.default
        if let env = ProcessInfo.processInfo.environment["TESSERA_ASSETS"], !env.isEmpty {
            return fm.fileExists(atPath: env + "/Symbols/symbol-map.txt") ? env + "/Symbols" : nil
        }
        // Sources/Tessera/Symbols/SymbolCatalog.swift -> package root.
        var candidates = [
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets/Symbols").path
        ]
        if let exe = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            candidates.append(exe.deletingLastPathComponent().appendingPathComponent("Assets/Symbols").path)
        }
        return candidates.first { fm.fileExists(atPath: $0 + "/symbol-map.txt") }
    }
}

/// The Material glyphs' path data, each parsed into an outline the first time it is drawn.
final class GlyphTable: @unchecked Sendable {
    private let paths: [String: Substring]
    private let lock = NSLock()
    private var parsed: [String: GlyphOutline] = [:]

    init(paths: [String: Substring]) { self.paths = paths }

    /// The number of glyphs.
    var count: Int { paths.count }

    subscript(name: String) -> GlyphOutline? {
        lock.lock()
        defer { lock.unlock() }
        if let g = parsed[name] { return g }
        guard let d = paths[name] else { return nil }
        let g = GlyphOutline(contours: GlyphPathParser.parse(d))
        parsed[name] = g
        return g
    }
}

/// One warning line per unknown symbol name, once per process, on standard error.
final class SymbolWarnings: @unchecked Sendable {
    static let shared = SymbolWarnings()
    private let lock = NSLock()
    private var warned: Set<String> = []
    /// Where lines go (standard error; tests may replace it).
    var sink: @Sendable (String) -> Void = { line in FileHandle.standardError.write(Data((line + "\n").utf8)) }

    /// Warns about `name` unless it was warned about before; true when a line was written.
    @discardableResult
    func unknownName(_ name: String) -> Bool {
        lock.lock()
        let isNew = warned.insert(name).inserted
        lock.unlock()
        if isNew {
            emit(
                "tessera: unknown SF Symbol name \(name.debugDescription); drawn as \"?\". See the Tessera docs, article \"Symbols\" (Sources/Tessera/Tessera.docc/Symbols.md)."
            )
        }
        return isNew
    }

    /// Whether `name` was warned about.
    func hasWarned(_ name: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return warned.contains(name)
    }

    func emit(_ line: String) {
        lock.lock()
        let s = sink
        lock.unlock()
        s(line)
    }

    func setSink(_ s: @escaping @Sendable (String) -> Void) {
        lock.lock()
        sink = s
        lock.unlock()
    }
}
