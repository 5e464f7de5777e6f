import Foundation
import Synchronization
import Tessera

/// UIKit's screen, for iOS layouts that size themselves to it
/// (`.frame(width: UIScreen.main.bounds.width / 4)`). On the desktop the space such a layout
/// means is the app's window: ``bounds`` is the content size, in points, of the window the app
/// runs in (or of the preview being rendered), as the app host last reported it, so a layout
/// written for a phone's screen fills the window. Before any window exists it is 390 x 844
/// points, an iPhone's screen. With several windows, the one most recently opened or resized
/// counts. A body reads the size when it is evaluated; a resize alone does not evaluate bodies
/// again (read `GeometryReader` for layouts that must follow every resize, as in SwiftUI).
public final class UIScreen: Sendable {
    /// The screen of the app's window.
    public static let main = UIScreen()

    private let storedBounds = Mutex(CGRect(x: 0, y: 0, width: 390, height: 844))

    private init() {}

    /// The window's content rectangle in points, at the origin.
    public var bounds: CGRect { storedBounds.withLock { $0 } }

    /// The same rectangle in pixels at one pixel per point (Tessera lays out in points).
    public var nativeBounds: CGRect { bounds }

    /// Points to pixels: 1 (the renderer's own scale applies when an image is made).
    public var scale: CGFloat { 1 }

    /// Records the size of the window the app shows (the app host calls this when a window
    /// opens or resizes). Sizes that are not positive and finite are ignored.
    public func windowDidResize(to size: CGSize) {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return }
        storedBounds.withLock { $0 = CGRect(x: 0, y: 0, width: size.width, height: size.height) }
    }
}
