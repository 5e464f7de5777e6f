import Tessera

// SwiftUI's gradients are views as well as shape styles: `RadialGradient(...).ignoresSafeArea()`
// as a background. `LinearGradient` is a view in Tessera's core; these two draw their gradient
// the same way, filling the frame they are offered.

/// A radial gradient as a view filling its frame, like SwiftUI's.
extension RadialGradient: View {
    public var body: some View { Rectangle().fill(self) }
}

/// An angular (conic) gradient as a view filling its frame, like SwiftUI's.
extension AngularGradient: View {
    public var body: some View { Rectangle().fill(self) }
}
