import Tessera

extension DemoScene {
    /// Text in every script the system has a font for: a grid of mixed-script labels of three
    /// sizes aligned on their first text baseline (`B` cycles the baseline alignments), the
    /// samples' glyphs coming from fontconfig's fallback faces (Noto Sans CJK, DejaVu for
    /// Arabic and Hebrew, Lohit Devanagari, Noto Color Emoji), right-to-left scripts ordered by
    /// the bidi algorithm; below, truncation modes and a `Text + Text` of mixed styles.
    static let text = DemoScene(
        id: "text", title: "Text in every language",
        summary: "Chinese, Japanese, Arabic, Hebrew, Hindi, emoji and Latin labels aligned on their first baseline",
        alignment: .leadingFirstTextBaseline, toggleHint: "wrapped samples on/off",
        content: { AnyView(TextScene(settings: $0)) })
}

/// The `text` scene: one row per script (name, a word at 30 pt, a sentence at 17 pt that wraps
/// in a 380-point column when the toggle is on), then truncation and styled runs.
struct TextScene: View {
    let settings: SceneSettings

    static let rows: [(name: String, word: String, sentence: String)] = [
        ("中文", "网格布局", "SwiftUI 的 Eager Grids：我们的第一个网格，列宽和行高由单元格决定。"),
        ("日本語", "グリッド", "ひらがな、カタカナと漢字が混ざった文章も、文字の間で改行できます。"),
        ("العربية", "شبكة", "مرحبا بالعالم: الشبكة تحتوي على 12 خلية و 3 أعمدة"),
        ("עברית", "רשת", "שלום עולם: ברשת יש 12 תאים ו־3 עמודות"),
        ("हिन्दी", "ग्रिड", "नमस्ते दुनिया: ग्रिड में बारह कोशिकाएँ हैं"),
        ("Emoji", "😀👍🏽🎉", "👨‍👩‍👧 family, 🇨🇳 flag, ❤️ heart, 🧑🏿‍💻 coder"),
        ("Latin", "Grid", "Ünïcödé café, naïve façade — wraps at spaces"),
    ]

    @Environment(\.colorScheme) private var scheme
    /// Red with at least 4.5:1 against the window (the system red is 3.55:1 on white).
    var readableRed: Color { scheme == .dark ? .red : Color(r8: 215, g8: 0, b8: 21) }

    var body: some View {
        VStack(alignment: .leading, spacing: 18) {
            Grid(alignment: settings.alignment, horizontalSpacing: settings.spacing(24), verticalSpacing: settings.spacing(8)) {
                ForEach(0..<Self.rows.count) { i in
                    GridRow {
                        Text(Self.rows[i].name)
                            .font(.caption)
                            .foregroundStyle(Color.secondary)
                            .id("r\(i)c0")
                        Text(Self.rows[i].word)
                            .font(.system(size: 30))
                            .id("r\(i)c1")
                        Text(Self.rows[i].sentence)
                            .frame(maxWidth: settings.toggle ? 380 : nil, alignment: .leading)
                            .id("r\(i)c2")
                    }
                }
            }
            .id("grid")
            Divider()
            Grid(alignment: .leadingFirstTextBaseline, horizontalSpacing: 16, verticalSpacing: 6) {
                ForEach(0..<3) { i in
                    GridRow {
                        Text([".head", ".middle", ".tail"][i]).font(.caption.monospaced()).foregroundStyle(Color.secondary)
                        Text("网格 Grid: the article's seven steps from a square photo grid to a honeycomb")
                            .lineLimit(1)
                            .truncationMode([TruncationMode.head, .middle, .tail][i])
                            .frame(width: 300, alignment: .leading)
                    }
                }
            }
            (Text("Text + Text: ") + Text("bold ").bold() + Text("italic ").italic() + Text("红色 ").foregroundColor(readableRed)
                + Text("monospaced 0123").monospaced() + Text(" light").fontWeight(.light))
        }
    }
}
