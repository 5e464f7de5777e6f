import Foundation
import Tessera

/// The demo's own words in the chosen language: scene titles, summaries and toggle hints, the
/// key hints line, the help overlay's entries and the status line. English is the text the
/// scenes and keymap define; Simplified Chinese comes from ``ChineseSceneText`` and the tables
/// below. A scene without a translation keeps its English words.
public struct DemoStrings: Sendable {
    public let language: DemoLanguage
    public init(_ language: DemoLanguage) { self.language = language }

    private var zh: Bool { language == .simplifiedChinese }

    public func title(_ scene: DemoScene) -> String { zh ? Self.full(ChineseSceneText.scenes[scene.id]?.title ?? scene.title) : scene.title }
    public func summary(_ scene: DemoScene) -> String { zh ? Self.full(ChineseSceneText.scenes[scene.id]?.summary ?? scene.summary) : scene.summary }
    /// Chinese punctuation in Chinese text (``ChinesePunctuation``).
    static func full(_ s: String) -> String { ChinesePunctuation.apply(s) }
    public func toggleHint(_ scene: DemoScene) -> String? {
        guard zh, let entry = ChineseSceneText.scenes[scene.id] else { return scene.toggleHint }
        return scene.toggleHint == nil ? nil : entry.toggle ?? scene.toggleHint
    }

    /// The caption line of keys for `scene` (the English one is DemoRootView's).
    func keyHints(_ scene: DemoScene, alignmentName: String) -> String {
        let sep = "  ·  "
        guard zh else { return "" }
        if scene.id == DemoScene.honeycomb.id {
            return Self.full(["[ ] 步骤", "+/- 间距", "点击：翻转", "方向键：焦点", "回车：翻转焦点", "F：全部翻转", "空格：翻回",
                              "Tab/Shift+Tab 场景", "H 帮助", "S 截图", "Q 退出"].joined(separator: sep))
        }
        var hints = ["7-9 4-6 1-3 对齐", "0 场景自身(\(alignmentName))", "B 基线", "+/- 间距"]
        if let t = toggleHint(scene) { hints.append("空格：\(t)") }
        hints += ["Tab/→ 下一个", "Shift+Tab/← 上一个", "点击：选中", "H 帮助", "S 截图", "Q 退出"]
        return Self.full(hints.joined(separator: sep))
    }

    /// The help overlay's title, rows and closing line.
    var helpTitle: String { zh ? "按键" : "Keys" }
    var helpClose: String { zh ? "按 H、F1 或 Esc 关闭" : "Press H, F1 or Esc to close" }
    func help(_ entries: [(keys: String, does: String)]) -> [(keys: String, does: String)] {
        guard zh else { return entries }
        return entries.map { e in (Self.chineseKeys[e.keys] ?? e.keys, Self.full(Self.chineseHelp[e.keys] ?? e.does)) }
    }

    private static let chineseKeys: [String: String] = [
        "Tab / Right": "Tab / →", "Shift+Tab / Left": "Shift+Tab / ←", "Space": "空格", "Click": "点击",
    ]
    private static let chineseHelp: [String: String] = [
        "7 8 9 / 4 5 6 / 1 2 3": "网格对齐，按小键盘的位置排列(topLeading … bottomTrailing)",
        "0": "回到场景自身的对齐",
        "B": "循环切换文本基线对齐",
        "Tab / Right": "下一个场景",
        "Shift+Tab / Left": "上一个场景",
        "+ / -": "间距增加 / 减少 1 点",
        "Space": "场景自身的开关",
        "Click": "选中指针下的单元格(按形状命中测试)",
        "H / F1": "显示或隐藏此帮助",
        "S": "在当前文件夹保存截图",
        "Esc / Q": "退出(Esc 先关闭此帮助)",
    ]

    /// The status line's parts.
    func status(alignment: String, own: Bool, spacingDelta: Double, toggle: (hint: String, on: Bool)?,
                selection: String?, frame: (x: String, y: String, w: String, h: String)?) -> String {
        guard zh else { return "" }
        var parts = ["对齐 \(alignment)" + (own ? "(场景自身)" : "")]
        parts.append(spacingDelta == 0 ? "间距按原文" : String(format: "间距 %+g 点", spacingDelta))
        if let t = toggle { parts.append("空格(\(t.hint))：\(t.on ? "开" : "关")") }
        if let id = selection {
            if let f = frame { parts.append("已选中 \(id):x \(f.x) y \(f.y) 宽 \(f.w) 高 \(f.h)(网格坐标)") }
            else { parts.append("已选中 \(id)") }
        } else {
            parts.append("点击单元格查看其框架")
        }
        return Self.full(parts.joined(separator: "   ·   "))
    }
}
