import Tessera

/// How prominent a section header is, SwiftUI's `Prominence` (`.standard`, `.increased`).
public enum Prominence: Hashable, Sendable {
    case standard
    case increased
}

extension View {
    /// Accepted: SwiftUI's `headerProminence(_:)` (iOS's larger section headers in inset grouped
    /// lists). Tessera's lists and forms draw every section header in their own header style.
    public func headerProminence(_ prominence: Prominence) -> Self { self }
}
