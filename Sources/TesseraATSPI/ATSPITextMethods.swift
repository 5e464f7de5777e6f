/// `Text` for text fields (one line): characters, words and the whole line by offset, the caret
/// and the selection. Offsets are characters; an end of -1 means the end of the text. A secure
/// field reads as bullets.
extension ATSPIContext {
    func text(_ node: ATSPINode, _ method: String, _ p: GV.Value) -> ATSPIReply {
        let chars = Array(node.readableText)
        let count = chars.count
        func clamp(_ i: Int) -> Int { max(0, min(i, count)) }
        func slice(_ a: Int, _ b: Int) -> String { let lo = clamp(a), hi = b < 0 ? count : max(lo, clamp(b)); return String(chars[lo..<hi]) }
        switch method {
        case "GetText": return .out(GV.s(slice(GV.int32(p, 0), GV.int32(p, 1))))
        case "GetCharacterAtOffset":
            let i = GV.int32(p, 0)
            guard i >= 0, i < count else { return .out(GV.i(0)) }
            return .out(GV.i(Int(chars[i].unicodeScalars.first?.value ?? 0)))
        case "GetStringAtOffset", "GetTextAtOffset", "GetTextBeforeOffset", "GetTextAfterOffset":
            let offset = clamp(GV.int32(p, 0)), kind = GV.uint32(p, 1)
            // GetStringAtOffset's granularity 1 is a word; the older calls' boundaries 1 and 2 are.
            let word = method == "GetStringAtOffset" ? kind == 1 : (kind == 1 || kind == 2)
            let char = kind == 0
            var range: Range<Int>
            if char { range = offset..<min(count, offset + 1) } else if word { range = wordRange(chars, at: offset) } else { range = 0..<count }
            if method == "GetTextBeforeOffset" {
                range = char ? max(0, offset - 1)..<offset : word ? wordRange(chars, at: max(0, range.lowerBound - 1)) : 0..<0
            } else if method == "GetTextAfterOffset" {
                range = char ? min(count, offset + 1)..<min(count, offset + 2) : word ? wordRange(chars, at: min(count, range.upperBound + 1)) : count..<count
            }
            return .out(GV.s(String(chars[range])), GV.i(range.lowerBound), GV.i(range.upperBound))
        case "SetCaretOffset", "AddSelection", "RemoveSelection", "SetSelection": return .out(GV.b(false))
        case "GetNSelections": return .out(GV.i(node.selection.isEmpty ? 0 : 1))
        case "GetSelection":
            guard GV.int32(p, 0) == 0, !node.selection.isEmpty else { return .out(GV.i(0), GV.i(0)) }
            return .out(GV.i(node.selection.lowerBound), GV.i(node.selection.upperBound))
        case "GetAttributeValue": return .out(GV.s(""))
        case "GetAttributes", "GetAttributeRun": return .out(GV.dict([]), GV.i(0), GV.i(count))
        case "GetDefaultAttributes", "GetDefaultAttributeSet": return .out(GV.dict([]))
        case "GetCharacterExtents", "GetRangeExtents":
            let (x, y, w, h) = extents(node, GV.uint32(p, method == "GetCharacterExtents" ? 1 : 2))
            return .out(GV.i(x), GV.i(y), GV.i(w), GV.i(h))
        case "GetOffsetAtPoint": return .out(GV.i(-1))
        default: return .unknownMethod
        }
    }

    func textProperty(_ node: ATSPINode, _ name: String) -> GV.Value? {
        switch name {
        case "CharacterCount": return GV.i(node.readableText.count)
        case "CaretOffset": return GV.i(node.caret)
        default: return nil
        }
    }

    /// The word (letters and digits) around `offset`, or the single other character there.
    private func wordRange(_ chars: [Character], at offset: Int) -> Range<Int> {
        guard offset < chars.count else { return chars.count..<chars.count }
        func isWord(_ c: Character) -> Bool { c.isLetter || c.isNumber }
        guard isWord(chars[offset]) else { return offset..<offset + 1 }
        var lo = offset, hi = offset
        while lo > 0 && isWord(chars[lo - 1]) { lo -= 1 }
        while hi < chars.count && isWord(chars[hi]) { hi += 1 }
        return lo..<hi
    }
}
