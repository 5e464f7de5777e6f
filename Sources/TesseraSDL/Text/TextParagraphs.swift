import TesseraText

extension TextEngine {
    /// One cluster of a paragraph with everything that decides its run, in 32 bytes: its face
    /// is an index into the paragraph's ``Paragraph/faces`` (a face names its font file, so
    /// keeping one per cluster cost 40 bytes and a reference count per copy), its span an
    /// `Int32` (a styled text's spans are counted in `Int32`).
    struct Cluster {
        let char: Character
        private let spanIndex: Int32
        var faceIndex: UInt16
        var script: TextScript
        var level: UInt8
        var isSpace: Bool
        /// An ideograph or kana of its own (not punctuation that inherited the script): set solid
        /// on the em square, so a run of them is as wide as the sum of their widths.
        var isSolid = false
        /// A digit of a `monospacedDigit()` font: set in a cell as wide as the face's widest
        /// digit (see ``TextFaces/tabularDigitWidth(face:pixelSize:)``).
        var isTabular = false

        init(char: Character, span: Int, faceIndex: UInt16 = 0, script: TextScript = .common, level: UInt8 = 0,
             isSpace: Bool = false, isSolid: Bool = false, isTabular: Bool = false) {
            self.char = char
            spanIndex = Int32(clamping: span)
            self.faceIndex = faceIndex
            self.script = script
            self.level = level
            self.isSpace = isSpace
            self.isSolid = isSolid
            self.isTabular = isTabular
        }

        var span: Int { Int(spanIndex) }
    }

    /// A paragraph's clusters, the faces they use, break opportunities and base level.
    struct Paragraph {
        var clusters: [Cluster]
        /// The faces `clusters` name by ``Cluster/faceIndex``.
        var faces: [DrawFace]
        var breaks: [Bool]
        var baseLevel: UInt8
        /// The span whose font sizes an empty paragraph.
        var span: Int

        func face(of c: Cluster) -> DrawFace { faces[Int(c.faceIndex)] }
    }

    /// The paragraphs of `text`: clusters (``TextClusters``) split at paragraph separators, each
    /// paragraph built in place from its clusters, so a laid-out character costs its cluster
    /// (32 bytes) and a break flag while the layout is computed.
    func itemize(_ text: StyledText) -> [Paragraph] {
        var paragraphs: [Paragraph] = []
        var clusters: [Cluster] = []
        var paragraphSpan = 0
        for (si, span) in text.spans.enumerated() {
            if clusters.isEmpty { paragraphSpan = si }
            TextClusters.forEach(in: span.string[...]) { c in
                if c == "\n" || c == "\r\n" || c == "\r" || c == "\u{2028}" || c == "\u{2029}" {
                    paragraphs.append(paragraph(taking: &clusters, span: paragraphSpan, text: text))
                    paragraphSpan = si
                } else {
                    clusters.append(Cluster(char: c, span: si))
                }
            }
        }
        paragraphs.append(paragraph(taking: &clusters, span: paragraphSpan, text: text))
        return paragraphs
    }

    /// Gives the clusters in `pending` (left empty) their faces, scripts and bidi levels.
    private func paragraph(taking pending: inout [Cluster], span: Int, text: StyledText) -> Paragraph {
        var clusters: [Cluster] = []
        swap(&clusters, &pending)
        let (levels, firstScalar, baseLevel) = bidiLevels(clusters, text: text)
        let lang = TextScript.hanLanguage(of: clusters.lazy.flatMap { $0.char.unicodeScalars })
        var table = FaceTable()
        let primaries = text.spans.map { faces.primary($0.font) }
        for i in clusters.indices {
            let c = clusters[i].char, si = clusters[i].span
            let font = text.spans[si].font
            let primary = primaries[si]
            let faceIndex = faces.face(for: c, primary: primary, font: font, lang: lang).map { table.index(of: $0) }
                ?? (i > 0 && clusters[i - 1].span == si ? clusters[i - 1].faceIndex : table.index(of: primary.face))
            let face = table.faces[Int(faceIndex)]
            let visible = c.unicodeScalars.first { !TextClusters.isInvisible($0) }
            let script = visible.map(TextScript.of) ?? .common
            let single = c.unicodeScalars.count == 1
            let tabular = font.monospacedDigit && single && c.isASCII && c.isWholeNumber && face.strike == nil
            clusters[i].faceIndex = faceIndex
            clusters[i].script = script
            clusters[i].level = levels.isEmpty ? 0 : levels[firstScalar[i]]
            clusters[i].isSpace = c == " " || c == "\u{3000}" || c == "\t"
            clusters[i].isSolid = tabular || (script == .han || script == .hiragana || script == .katakana) && face.strike == nil && single
            clusters[i].isTabular = tabular
        }
        inheritScripts(&clusters)
        let breaks = LineBreakRules.opportunities(clusters.lazy.map(\.char))
        return Paragraph(clusters: clusters, faces: table.faces, breaks: breaks, baseLevel: baseLevel, span: span)
    }

    /// Bidi levels per scalar, the first scalar of each cluster, and the base level; nothing is
    /// allocated for a paragraph without right-to-left characters in a left-to-right context.
    private func bidiLevels(_ clusters: [Cluster], text: StyledText) -> (levels: [UInt8], firstScalar: [Int], base: UInt8) {
        let base: Bidi.Base = text.options.layoutDirection == .rightToLeft ? .autoElseRightToLeft : .auto
        if base == .auto, !clusters.contains(where: { $0.char.unicodeScalars.contains(where: Bidi.mayBeRightToLeft) }) {
            return ([], [], 0)
        }
        var scalars: [Unicode.Scalar] = []
        var firstScalar: [Int] = []
        scalars.reserveCapacity(clusters.count)
        firstScalar.reserveCapacity(clusters.count)
        for c in clusters { firstScalar.append(scalars.count); scalars.append(contentsOf: c.char.unicodeScalars) }
        let (levels, baseLevel) = Bidi.levels(scalars, base: base)
        return (levels, firstScalar, baseLevel)
    }

    /// Common clusters take the script of the run they sit in (previous, else next).
    private func inheritScripts(_ clusters: inout [Cluster]) {
        var previous: TextScript?
        for i in clusters.indices {
            if clusters[i].script == .common { if let p = previous { clusters[i].script = p } } else { previous = clusters[i].script }
        }
        var next: TextScript?
        for i in clusters.indices.reversed() {
            if clusters[i].script == .common { if let n = next { clusters[i].script = n } } else { next = clusters[i].script }
        }
    }
}

/// The distinct faces of one paragraph, each with its index (a paragraph uses a handful: the
/// spans' primaries and the fallbacks its scripts need; the last one found is tried first).
private struct FaceTable {
    private(set) var faces: [DrawFace] = []
    private var last: UInt16 = 0

    @discardableResult
    mutating func index(of face: DrawFace) -> UInt16 {
        if Int(last) < faces.count, faces[Int(last)] == face { return last }
        if let i = faces.firstIndex(of: face) { last = UInt16(i); return last }
        guard faces.count < Int(UInt16.max) else { return 0 }
        faces.append(face)
        last = UInt16(faces.count - 1)
        return last
    }
}
