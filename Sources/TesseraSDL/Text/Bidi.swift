import CFriBidi

/// The Unicode bidirectional algorithm (UAX #9) through GNU FriBidi: embedding levels of a
/// paragraph's characters (even = left to right, odd = right to left) and the visual order of
/// a line's runs (rule L2).
enum Bidi {
    /// The base direction of a paragraph: from its first strong character (P2-P3; `auto`
    /// falls back to left to right, `autoElseRightToLeft` to right to left), or forced.
    enum Base { case auto, autoElseRightToLeft, leftToRight, rightToLeft }

    /// One level per scalar of `scalars` and the paragraph's resolved base level (0 or 1).
    static func levels(_ scalars: [Unicode.Scalar], base: Base = .auto) -> (levels: [UInt8], baseLevel: UInt8) {
        let n = scalars.count
        guard n > 0 else { return ([], base == .rightToLeft || base == .autoElseRightToLeft ? 1 : 0) }
        // Fast path: nothing right-to-left or explicit in the paragraph.
        if base == .auto || base == .leftToRight, !scalars.contains(where: mayBeRightToLeft) { return ([UInt8](repeating: 0, count: n), 0) }
        var chars = scalars.map { FriBidiChar($0.value) }
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: n)
        var brackets = [FriBidiBracketType](repeating: 0, count: n)
        var levels = [FriBidiLevel](repeating: 0, count: n)
        var parType: FriBidiParType = switch base {
        case .auto: tessera_fribidi_par_auto()
        case .autoElseRightToLeft: tessera_fribidi_par_weak_rtl()
        case .leftToRight: tessera_fribidi_par_ltr()
        case .rightToLeft: tessera_fribidi_par_rtl()
        }
        fribidi_get_bidi_types(&chars, FriBidiStrIndex(n), &types)
        fribidi_get_bracket_types(&chars, FriBidiStrIndex(n), &types, &brackets)
        let result = fribidi_get_par_embedding_levels_ex(&types, &brackets, FriBidiStrIndex(n), &parType, &levels)
        guard result > 0 else { return ([UInt8](repeating: 0, count: n), 0) }
        // FriBidi resolves ON to LTR or RTL; a weak base without strong characters stays WRTL.
        let baseLevel: UInt8 = parType == tessera_fribidi_par_rtl() || parType == tessera_fribidi_par_weak_rtl() ? 1 : 0
        return (levels.map { UInt8(clamping: Int($0)) }, baseLevel)
    }

    /// Scalars that can make a paragraph need the full algorithm: right-to-left scripts and
    /// explicit formatting characters.
    static func mayBeRightToLeft(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        return (0x0590...0x08FF).contains(v) || (0xFB1D...0xFDFF).contains(v) || (0xFE70...0xFEFF).contains(v)
            || (0x200E...0x200F).contains(v) || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
            || (0x10800...0x10FFF).contains(v) || (0x1E800...0x1EFFF).contains(v)
    }

    /// The visual order of runs with these levels (UAX #9 L2): from the highest level down to
    /// the lowest odd level, every maximal sequence of runs at that level or higher is reversed.
    static func visualOrder(_ runLevels: [UInt8]) -> [Int] {
        var order = Array(runLevels.indices)
        guard let highest = runLevels.max(), highest > 0 else { return order }
        let lowestOdd = (runLevels.filter { $0 % 2 == 1 }.min()) ?? highest
        var level = highest
        while level >= lowestOdd && level > 0 {
            var i = 0
            while i < order.count {
                if runLevels[order[i]] >= level {
                    var j = i
                    while j < order.count && runLevels[order[j]] >= level { j += 1 }
                    order[i..<j].reverse()
                    i = j
                } else { i += 1 }
            }
            level -= 1
        }
        return order
    }
}
