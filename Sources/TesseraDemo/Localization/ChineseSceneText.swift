/// The scenes' titles, summaries and toggle hints in Simplified Chinese. Titles are the section
/// titles of the article's and exyte's Chinese translations (`../shared/seeds/*.zh.txt`) where
/// they have one (我们的第一个网格, 空间, 列宽,行高, 未定义大小的单元, 对齐路线, 列水平对齐,
/// 单元格对齐, 文本基线对齐, 没有 GridRow 的行, 列跨越, 注意歧义, 蜂窝再访, 横跨, 开始, 流,
/// 内容模式, 间距, 对齐); code names stay as written.
enum ChineseSceneText {
    struct Entry { let title: String; let summary: String; let toggle: String? }

    static let scenes: [String: Entry] = [
        "first-grid": Entry(title: "我们的第一个网格", summary: "2x2 个加了内边距的文本；一列的宽度是其最宽文本加 40", toggle: "修饰符放在 GridRow 上"),
        "spacing": Entry(title: "空间", summary: "Grid(horizontalSpacing: 5, verticalSpacing: 15)，每个 GridRow 上设置 frame", toggle: nil),
        "column-widths": Entry(title: "列宽,行高", summary: "一列和其最宽的单元格一样宽，一行和其最高的单元格一样高", toggle: "放大最宽和最高的单元格"),
        "undefined-size": Entry(title: "未定义大小的单元", summary: "绿色单元格在水平方向不受限制，因此网格会撑满父视图", toggle: "父视图宽 400 / 全宽"),
        "unsized": Entry(title: "gridCellUnsizedAxes", summary: "红色单元格在水平方向不定尺寸：和它的列一样宽，而不是和父视图一样宽", toggle: "不定尺寸 开/关"),
        "grid-alignment": Entry(title: "对齐路线", summary: "Grid(alignment:) 放置每个比其区域小的单元格", toggle: nil),
        "row-alignment": Entry(title: "行垂直对齐", summary: "GridRow(alignment: .bottom) 覆盖网格 .topTrailing 的垂直部分", toggle: "第 1 行 .bottom 开/关"),
        "column-alignment": Entry(title: "列水平对齐", summary: "第 1 列 gridColumnAlignment(.trailing)，第 1 行 GridRow(alignment: .bottom)", toggle: "第 1 列 .trailing 开/关"),
        "cell-anchor": Entry(title: "单元格对齐", summary: "gridCellAnchor(UnitPoint(x: 0.25, y: 0.75)) 覆盖其他所有对齐", toggle: "锚点 开/关"),
        "baseline": Entry(title: "文本基线对齐", summary: "Grid(alignment: .centerFirstTextBaseline)：矩形的底边落在基线上", toggle: "一行 / 两行文本"),
        "divider": Entry(title: "没有 GridRow 的行", summary: "GridRow 之外的视图是横跨所有列的一行；不定尺寸时不会撑大网格", toggle: "分隔线不定尺寸 开/关"),
        "spanning": Entry(title: "列跨越", summary: "gridCellColumns(3)：黄色单元格横跨中间三列", toggle: "跨列 开/关"),
        "ambiguity": Entry(title: "注意歧义", summary: "第 2 列只属于跨列单元格，没有东西决定它的宽度；第三行打破僵局", toggle: "打破僵局的第三行 开/关"),
        "apple-overview": Entry(title: "Apple：Grid 概览", summary: "GridRow 之间的 Divider 横跨所有列；不定尺寸时网格保持窄小", toggle: "分隔线不定尺寸 开/关"),
        "apple-column-count": Entry(title: "Apple：列数", summary: "列数等于最长的一行；可伸缩的颜色平分剩余空间", toggle: ".bottom，间距 1(文档的第二版)"),
        "apple-gridrow": Entry(title: "Apple：GridRow", summary: "由显式视图和 ForEach 混合组成的行和单元格；Color.clear 作为空单元格", toggle: nil),
        "honeycomb": Entry(title: "蜂窝再访(Eager Grid)", summary: "文章从方形图片网格到蜂窝的七个步骤；点击单元格翻转它", toggle: nil),
        "tracks": Entry(title: "轨道尺寸:.pt 与 .fit", summary: "左：轨道 [.pt(50), .pt(200), .pt(100)]；右:[.fit, .fit, .fit]，按最宽的项目确定尺寸", toggle: nil),
        "fr": Entry(title: "弹性轨道:.fr(N)", summary: "轨道 [.pt(100), .fr(1), .fr(2.5)]:fr 轨道分享 100 pt 轨道和间隙剩下的空间", toggle: nil),
        "spans": Entry(title: "横跨:gridSpan(column:row:)", summary: "轨道 [.fr(1), .pt(150), .fr(2)]；蓝色横跨 2 列，紫色和品红横跨 2 行，绿色 2 x 3", toggle: nil),
        "starts": Entry(title: "开始:gridStart(column:row:)", summary: "先放固定位置的项目(CSS Grid §8.5)，再放锁定行的，最后按顺序放其余的；紫色在 .fit 列中横跨 9 行", toggle: nil),
        "flow": Entry(title: "流:.rows / .columns", summary: "Grid(0..<15, tracks: 5, flow: …, spacing: 5):5 列逐行填充，或 5 行逐列填充", toggle: "流向 行/列"),
        "packing": Entry(title: "填充:.sparse / .dense", summary: "稀疏模式从不回头，红色之后的行留空；密集模式用紫色、橙色和绿色填满它", toggle: "填充 稀疏/密集"),
        "content-mode": Entry(title: "内容模式:.scroll / .fill", summary: "滚动：行按卡片确定尺寸，网格可滚动(上/下)；填充：行为 1fr，平分高度", toggle: "内容模式 滚动/填充"),
        "spacing-tracks": Entry(title: "间距:[水平, 垂直]", summary: "Grid(tracks: 3, spacing: [10, 5])：只在轨道之间有间隙(CSS 沟槽);+ / - 调整，上/下滚动", toggle: nil),
        "alignment-tracks": Entry(title: "对齐：项目、共同项目、内容", summary: "Hello:gridItemAlignment(.leading)；world：共同对齐(按键 1-9)；下方 .fit 网格位于 .trailing", toggle: nil),
        "calculator": Entry(title: "计算器:GridGroup", summary: "GridGroup(operations, id: \\.self) 用 gridStart 固定在第 3 列；数字紧密填充其余位置；0 横跨 2 列", toggle: nil),
        "layout-switch": Entry(title: "切换布局", summary: "同样的单元格放在 Grid、HStack 和 VStack 中：身份保持不变，所以单元格会移动", toggle: "下一个布局(Grid、HStack、VStack)"),
        "lazy-gallery": Entry(title: "LazyVGrid：10 万张照片的自适应画廊", summary: "ScrollView 中的 LazyVGrid(columns: [GridItem(.adaptive(minimum: 120))], pinnedViews: [.sectionHeaders])：100 个相册，每个 1,000 张照片，相册标题固定在顶部；只创建可见的图块。滚轮、拖动、上/下、PageUp/PageDown、Home/End", toggle: nil),
        "eager-vs-lazy": Entry(title: "Eager Grid 与 LazyVGrid：同样的 N 个单元格", summary: "+ / - 以十倍改变 N（100 … 1,000,000）；计数器显示每一边创建了多少个单元格视图。Eager Grid 在一帧会超过一秒处停下（由实测帧时间推算）", toggle: nil),
        "text": Entry(title: "多语言文本", summary: "中文、日文、阿拉伯文、希伯来文、印地文、表情符号和拉丁文的标签，在首行基线上对齐", toggle: "换行示例 开/关"),
        "controls": Entry(title: "控件", summary: "按钮、开关、滑块、步进器、选择器、文本框：点击、输入、拖动", toggle: "深色外观"),
        "trainer": Entry(title: "网格训练器", summary: "修改每个网格参数并阅读生成的代码；点击单元格选择，右键或 M 打开单元格菜单", toggle: nil),
        "waterfall": Entry(title: "LazyMasonryGrid：10 万张照片的瀑布流", summary: "ScrollView 中的 LazyMasonryGrid(columns:)：不同形状的照片依次放进最短的一列（CSS grid-lanes）；只创建可见的照片。滚轮、拖动、上/下、PageUp/PageDown、Home/End；点击照片打开，再点击关闭；调整窗口大小，各列重新排布", toggle: nil),
    ]
}
