import Tessera

/// The Trainer inspector's words in Simplified Chinese, by their English text. Names of code
/// (`.leading`, `fr`, `fit`) stay as written; a word missing here stays English.
enum TrainerChinese {
    static let words: [String: String] = [
        "Engine": "引擎", "eager": "即时", "track": "轨道", "lazy": "惰性",
        "Grid Options": "网格选项", "Alignment": "对齐", "Unspecified": "未指定",
        "Cell Properties": "单元格属性", "Show Cell Properties": "显示单元格属性",
        "H Spacing": "水平间距", "V Spacing": "垂直间距", "Padding": "内边距",
        "Selected Row Options": "所选行选项", "Row Alignment": "行对齐",
        "Selected Cell Options": "所选单元格选项", "Column Align": "列对齐", "Cell Anchor": "单元格锚点",
        "Cell Span": "单元格跨度", "Frame": "框架", "Unsized": "不定尺寸", "Width": "宽度", "Height": "高度",
        "Code": "代码", "Code Opacity": "代码不透明度", "Grid Opacity": "网格不透明度",
        "Copy Code": "复制代码", "Save State": "保存状态",
        "Track Grid Options": "轨道网格选项", "Track": "轨道", "Add Track": "添加轨道", "Remove": "移除",
        "Kind": "类型", "Flow": "流向", "Packing": "排列", "Content": "内容",
        "Items Align": "项目对齐", "Content Align": "内容对齐", "Points": "点数", "Fraction": "份数",
        "Min Points": "最小点数", "Amount": "大小", "sized by content": "由内容决定",
        "Selected Item Options": "所选项目选项", "Column Span": "列跨度", "Row Span": "行跨度",
        "Start Column": "起始列", "Start Row": "起始行", "Item Align": "项目对齐",
        "rows": "按行", "columns": "按列", "sparse": "稀疏", "dense": "紧密", "scroll": "滚动", "fill": "填充",
        "none": "无", "horizontal": "水平", "vertical": "垂直", "both": "两者",
    ]
}

extension DemoLanguage {
    /// A Trainer word in this language.
    func trainerWord(_ english: String) -> String {
        guard self == .simplifiedChinese else { return english }
        if let word = TrainerChinese.words[english] { return word }
        // "Track 2 of 5"
        let parts = english.split(separator: " ")
        if parts.count == 4, parts[0] == "Track", parts[2] == "of" { return "第 \(parts[1]) 条轨道，共 \(parts[3]) 条" }
        return english
    }
}

/// A Trainer inspector word shown in the demo's language (`demoLanguage`), with an optional
/// suffix (the mixed-selection mark).
struct TrainerWord: View {
    let english: String
    var suffix = ""
    @Environment(\.demoLanguage) private var language
    init(_ english: String, suffix: String = "") { self.english = english; self.suffix = suffix }
    var body: some View { Text(language.trainerWord(english) + suffix) }
}
