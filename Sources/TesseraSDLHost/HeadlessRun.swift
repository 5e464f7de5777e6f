import Tessera
import TesseraDisplayList
import TesseraSDL

/// What a headless run replays an event file into: the windows of an app (`APP --screenshot`)
/// or the demo's session (`tessera screenshot`). Time is simulated; ``HeadlessRun`` drives it.
public protocol HeadlessReplayTarget: AnyObject {
    /// The size of the window the first event goes to, in points (for the work check).
    var replayStartSize: Size { get }
    /// When the running animations of every window end (nil when nothing moves).
    var animationEnd: Double? { get }
    /// Hands one replayed entry to its window; false ends the replay (the app quit).
    func handleReplayed(_ entry: EventFile.Entry, path: String) -> Bool
    /// Moves simulated time to `time`, running what wakes then.
    func advance(to time: Double)
    /// Takes a frame of every open window (so an animation an event started begins then).
    func frameAll()
}

/// The one headless path of `tessera screenshot` and every app's `--screenshot`, `--layout`
/// and `--accessibility` (ARCHITECTURE.md, "Runtime"): read the event file, check its work,
/// replay it on the simulated clock, settle at `--time` or once animations end, then check the
/// image size and write the PNG atomically. Every failure is one line (``HeadlessRunError``)
/// that the command prints with its own prefix.
public enum HeadlessRun {
    /// The event file at `path` (nil without `--events`), or one line naming the problem.
    public static func loadEvents(_ path: String?) throws(HeadlessRunError) -> EventFile? {
        guard let path else { return nil }
        do { return try EventFile(contentsOf: path) } catch let e as EventFileError {
            throw HeadlessRunError(e.description)
        } catch let e as InputFileError {
            throw HeadlessRunError(e.description)
        } catch {
            throw HeadlessRunError("event file \(path): \(error)")
        }
    }

    /// Replays `events` (if any) into `target`: its warnings go to `warn` ("warning: event file
    /// PATH: ..."), its total work is checked before anything runs, then each event is handled
    /// at its time with a frame after it. Then settles (``settle(_:at:)``).
    public static func replay(_ events: EventFile?, path: String?, into target: some HeadlessReplayTarget,
                              until time: Double?, warn: (String) -> Void) throws(HeadlessRunError) {
        if let events, let path {
            for warning in events.warnings { warn("warning: event file \(path): \(warning)") }
            do { try events.checkWork(startingAt: target.replayStartSize, until: time) } catch {
                throw HeadlessRunError("event file \(path): \(error)")
            }
            events.replayEntries(until: time, advance: { target.advance(to: $0) },
                                 handle: { target.handleReplayed($0, path: path) }, frame: { target.frameAll() })
        }
        settle(target, at: time)
    }

    /// Advances to `time` (`--time T`: the frame T seconds after launch); without it, until
    /// every animation has ended, taking a frame after each step so animations that an ending
    /// one starts are seen too (at most 8 steps: a repeating animation never ends).
    public static func settle(_ target: some HeadlessReplayTarget, at time: Double?) {
        if let time { return target.advance(to: time) }
        for _ in 0..<8 {
            guard let end = target.animationEnd else { return }
            target.advance(to: end)
            target.frameAll()
        }
    }

    /// Renders `frame` (a window of `size` points) at `scale` on `background` and writes it to
    /// `path` atomically (``AtomicFile``): the old file stays when anything fails. An image
    /// too large or a file that cannot be written is a ``HeadlessRunError``; an image or font
    /// that cannot be read is the renderer's error (naming the file).
    public static func writePNG(_ frame: DisplayList, size: Size, scale: Double, background: Color,
                                renderer: ViewRenderer, to path: String) throws -> PixelImage {
        do { try HeadlessOptionValues.checkPixelSize(size, scale: scale) } catch { throw HeadlessRunError(error.message) }
        let image = try renderer.render(frame, size: size, scale: scale, background: background)
        do { try ImageCodec.writePNG(image, to: path) } catch { throw HeadlessRunError("\(error)") }
        return image
    }

    /// Fails with one line unless `path` can be created or overwritten.
    public static func checkWritable(_ path: String) throws(HeadlessRunError) {
        if let problem = AtomicFile.problemWriting(path) { throw HeadlessRunError(problem) }
    }
}

/// A problem of a headless run (a bad or too costly event file, an image too large, a file
/// that cannot be written): one line for the command to print.
public struct HeadlessRunError: Error, CustomStringConvertible {
    public var description: String
    public init(_ message: String) { description = message }
}
