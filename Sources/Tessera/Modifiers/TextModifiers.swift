/// SwiftUI's paragraph modifiers for text below a view: `lineLimit`, `truncationMode`,
/// `multilineTextAlignment`, `lineSpacing`, and `italic`, carried in the environment.
struct TextEnvironmentModifier: NodeModifier {
    enum Change: Equatable {
        case lineLimit(ClosedRange<Int>?), truncation(TruncationMode), alignment(TextAlignment), lineSpacing(Double), italic(Bool)
        case minimumScaleFactor(Double)
    }
    var change: Change
    var role: ModifierRole {
        let c = change
        return .environment { env in
            switch c {
            case .lineLimit(let l): env.textLayout.lineLimit = l
            case .truncation(let t): env.textLayout.truncationMode = t
            case .alignment(let a): env.textLayout.alignment = a
            case .lineSpacing(let s): env.textLayout.lineSpacing = s
            case .italic(let i): env.italic = i
            case .minimumScaleFactor(let f): env.textLayout.minimumScaleFactor = f
            }
        }
    }
}

extension View {
    /// Lets text below shrink, down to `factor` of its size, when it does not fit its line limit
    /// in the width it is given (SwiftUI's `minimumScaleFactor`; text without a line limit
    /// wraps instead). `factor` is clamped to 0.01...1.
    public func minimumScaleFactor(_ factor: Double) -> some View {
        modifier(TextEnvironmentModifier(change: .minimumScaleFactor(factor.isFinite ? Swift.min(1, Swift.max(0.01, factor)) : 1)))
    }
    /// At most `number` lines of text (nil: no limit); the last kept line is truncated.
    public func lineLimit(_ number: Int?) -> some View {
        modifier(TextEnvironmentModifier(change: .lineLimit(number.map { 1...max(1, $0) })))
    }
    /// Between `limit.lowerBound` and `limit.upperBound` lines of text.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        modifier(TextEnvironmentModifier(change: .lineLimit(max(1, limit.lowerBound)...max(1, limit.upperBound))))
    }
    /// At least `limit.lowerBound` lines, no upper limit.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        modifier(TextEnvironmentModifier(change: .lineLimit(max(1, limit.lowerBound)...Int.max)))
    }
    /// At most `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        modifier(TextEnvironmentModifier(change: .lineLimit(1...max(1, limit.upperBound))))
    }
    /// `number` lines; with `reservesSpace`, the text is always that tall.
    public func lineLimit(_ number: Int, reservesSpace: Bool) -> some View {
        let n = max(1, number)
        return modifier(TextEnvironmentModifier(change: .lineLimit(reservesSpace ? n...n : 1...n)))
    }
    /// Where truncated text loses its characters.
    public func truncationMode(_ mode: TruncationMode) -> some View { modifier(TextEnvironmentModifier(change: .truncation(mode))) }
    /// How the lines of multi-line text align with each other.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(TextEnvironmentModifier(change: .alignment(alignment)))
    }
    /// Extra points between lines of text.
    public func lineSpacing(_ spacing: Double) -> some View { modifier(TextEnvironmentModifier(change: .lineSpacing(spacing))) }
    /// Text below in italics.
    public func italic(_ isActive: Bool = true) -> some View { modifier(TextEnvironmentModifier(change: .italic(isActive))) }
}
