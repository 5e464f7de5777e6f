import Observation
import Tessera

/// Which columns of a ``NavigationSplitView`` show, like SwiftUI's
/// `NavigationSplitViewVisibility`: `.all` every column, `.doubleColumn` the content and detail
/// columns (the sidebar and detail of a two-column view), `.detailOnly` the detail column;
/// `.automatic` is `.all` on a desktop.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, all, doubleColumn, detailOnly }
    let kind: Kind
    public static let automatic = NavigationSplitViewVisibility(kind: .automatic)
    public static let all = NavigationSplitViewVisibility(kind: .all)
    public static let doubleColumn = NavigationSplitViewVisibility(kind: .doubleColumn)
    public static let detailOnly = NavigationSplitViewVisibility(kind: .detailOnly)

    /// Whether the sidebar shows in a view with `columns` columns (2 or 3).
    func showsSidebar(columns: Int) -> Bool {
        switch kind {
        case .automatic, .all: true
        case .doubleColumn: columns == 2
        case .detailOnly: false
        }
    }
    /// Whether the middle (content) column of a three-column view shows.
    var showsContent: Bool { kind != .detailOnly }
}

/// The widths a split view column may take (`navigationSplitViewColumnWidth`).
struct SplitColumnWidth: Equatable {
    var min: Double
    var ideal: Double
    var max: Double

    func clamped(_ w: Double) -> Double { Swift.max(min, Swift.min(max, w.isFinite ? w : ideal)) }
}

/// What a column's content tells its split view (its width), written while evaluated.
@Observable
final class SplitColumnModel {
    var width: SplitColumnWidth?
}

struct SplitColumnKey: EnvironmentKey {
    static var defaultValue: SplitColumnModel? { nil }
}

extension EnvironmentValues {
    var splitColumn: SplitColumnModel? {
        get { self[SplitColumnKey.self] }
        set { self[SplitColumnKey.self] = newValue }
    }
}

/// Writes a column's width into its split column model.
struct SplitColumnWidthWriter<Content: View>: View {
    let content: Content
    let width: SplitColumnWidth
    @Environment(\.splitColumn) private var column
    var body: some View {
        let _ = column.map { if $0.width != width { $0.width = width } }
        content
    }
}

extension View {
    /// The width of the split view column this view is the root of (fixed).
    public func navigationSplitViewColumnWidth(_ width: Double) -> some View {
        SplitColumnWidthWriter(content: self, width: SplitColumnWidth(min: width, ideal: width, max: width))
    }
    /// The widths the column may take when its divider is dragged, and its first width.
    public func navigationSplitViewColumnWidth(min: Double? = nil, ideal: Double, max: Double? = nil) -> some View {
        SplitColumnWidthWriter(content: self, width: SplitColumnWidth(min: min ?? 120, ideal: ideal, max: max ?? 600))
    }
    /// Accepted: the desktop split view has one style.
    public func navigationSplitViewStyle<S>(_ style: S) -> some View { self }
}
