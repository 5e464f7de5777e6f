extension Font {
    /// SwiftUI's `Font.TextStyle`: the semantic styles whose sizes depend on the platform.
    /// ``touchSize`` and ``desktopSize`` are the default sizes Apple's Human Interface
    /// Guidelines (Typography, "Specifications") give for iOS (the Large Dynamic Type size) and
    /// for macOS; ``touchWeight`` and ``desktopWeight`` the weights they are drawn in.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// The size on iOS: largeTitle 34, title 28, title2 22, title3 20, headline 17,
        /// body 17, callout 16, subheadline 15, footnote 13, caption 12, caption2 11.
        public var touchSize: Double {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline: 17
            case .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }
        /// The size on macOS: largeTitle 26, title 22, title2 17, title3 15, headline 13,
        /// body 13, callout 12, subheadline 11, footnote 10, caption 10, caption2 10.
        public var desktopSize: Double {
            switch self {
            case .largeTitle: 26
            case .title: 22
            case .title2: 17
            case .title3: 15
            case .headline: 13
            case .body: 13
            case .callout: 12
            case .subheadline: 11
            case .footnote: 10
            case .caption: 10
            case .caption2: 10
            }
        }
        /// The weight on iOS: semibold headlines, everything else regular.
        public var touchWeight: Weight { self == .headline ? .semibold : .regular }
        /// The weight on macOS: bold headlines, medium caption2, everything else regular.
        public var desktopWeight: Weight {
            switch self {
            case .headline: .bold
            case .caption2: .medium
            default: .regular
            }
        }
    }
}
