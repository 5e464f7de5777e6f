import Foundation

/// The entry point of a Tessera app, like SwiftUI's `App`:
///
/// ```swift
/// import TesseraApp
///
/// @main struct Preferences: App {
///     var body: some Scene {
///         WindowGroup("Settings") { ContentView() }
///             .defaultSize(width: 640, height: 480)
///     }
/// }
/// ```
///
/// `main()` (supplied) reads the command line: without arguments it opens the window (title,
/// default size 1280x800 or `.defaultSize`, resizable, HiDPI) and runs until it is closed;
/// `--screenshot FILE.png [--size WxH] [--scale S] [--time T] [--events FILE.json]` renders
/// headless and `--layout [--size WxH]` prints the layout JSON of every view with an `.id`
/// (see `AppOptions`). The app, its views and its tasks run on the main actor.
@MainActor
public protocol App {
    /// The type of the app's scene.
    associatedtype Body: Scene
    /// The app's scenes: `WindowGroup`, `Window`, `Settings` (the first window opens at launch).
    @SceneBuilder var body: Body { get }
    /// Makes the app (called once by `main()`).
    init()
}

extension App {
    /// Runs the app with the process's arguments and exits with the runner's status (0, or 2
    /// after one line on stderr for a bad argument or file, 1 when no window can be opened).
    public static func main() {
        MainQueue.takeOwnership()
        let status = AppRunner.run(Self(), arguments: Array(CommandLine.arguments.dropFirst()))
        exit(status)
    }
}
