import Tessera

extension View {
    /// Places this view's centre at (`x`, `y`) in the space the parent offers, which this view
    /// then takes in full, like SwiftUI's `position(x:y:)`: the view is proposed that whole
    /// space (a `GeometryReader` with the view framed to its size and offset).
    public func position(x: Double = 0, y: Double = 0) -> some View {
        GeometryReader { proxy in
            self.frame(width: proxy.size.width, height: proxy.size.height)
                .offset(x: x - proxy.size.width / 2, y: y - proxy.size.height / 2)
        }
    }

    /// Places this view's centre at `position` (SwiftUI's `position(_:)`).
    public func position(_ position: CGPoint) -> some View {
        self.position(x: Double(position.x), y: Double(position.y))
    }
}
