/// Chinese text takes full-width punctuation: `，` `：` `；` `（` `）` where the half-width mark
/// touches a Chinese character (`列宽,行高` becomes `列宽，行高`, `轨道尺寸:.pt` becomes
/// `轨道尺寸：.pt`). Marks inside code (`gridSpan(column:row:)`, `.pt(50)`) keep their
/// half-width form; a `)` closes full-width when its `(` opened full-width.
enum ChinesePunctuation {
    static func isChinese(_ c: Character) -> Bool {
        c.unicodeScalars.contains { (0x2E80...0x9FFF).contains($0.value) || (0x3000...0x303F).contains($0.value) || (0xFF00...0xFFEF).contains($0.value) }
    }

    /// `s` with half-width `,` `:` `;` `(` `)` next to Chinese characters made full-width.
    static func apply(_ s: String) -> String {
        var chars = Array(s)
        var opened: [Bool] = []
        for i in chars.indices {
            let before: Character = i > 0 ? chars[i - 1] : " "
            let after: Character = i + 1 < chars.count ? chars[i + 1] : " "
            let touches = isChinese(before) || isChinese(after)
            switch chars[i] {
            case ",": if touches { chars[i] = "，" }
            case ":": if touches { chars[i] = "：" }
            case ";": if touches { chars[i] = "；" }
            case "(":
                opened.append(touches)
                if touches { chars[i] = "（" }
            case ")":
                let wasFull = opened.popLast() ?? false
                if wasFull || isChinese(before) { chars[i] = "）" }
            default: break
            }
        }
        return String(chars)
    }
}
