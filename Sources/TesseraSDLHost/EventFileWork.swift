import TesseraGeometry
import TesseraSDL

extension EventFile {
    /// The most work one event file may ask for: the sum, over the frames its replay takes (one
    /// after each event), of the window's area in square points, each frame counted as at
    /// least ``minimumFrameCost``. 2^34 is some 16,700 frames of a 1280x800 window, 64 frames
    /// of 16384x16384, or 262,144 frames of a small one; a frame's layout and drawing grow with
    /// the area (a lazy grid realises the items that fill it).
    public static let workBudget: Double = 17_179_869_184
    /// What a frame costs at least, however small the window: 256 x 256 points.
    public static let minimumFrameCost: Double = 65_536

    /// Refuses, before anything is replayed, a file whose replay from a window of `size` (up to
    /// `end`, when given) would take more than ``workBudget``: one line naming the event where
    /// the budget ran out. Takes at most `workBudget / minimumFrameCost` steps, whatever the
    /// file's drags expand to.
    public func checkWork(startingAt size: Size, until end: Double? = nil) throws(EventFileError) {
        var area = max(size.width * size.height, Self.minimumFrameCost)
        var spent = area
        var frames = 1
        var iterator = events.makeIterator()
        while let entry = iterator.next() {
            if let end, entry.at > end { return }
            if case .resize(let s) = entry.event { area = max(s.width * s.height, Self.minimumFrameCost) }
            spent += area
            frames += 1
            if spent > Self.workBudget {
                throw EventFileError("event \(iterator.lastItem) (at \(entry.at) s): the replay would take more than its work budget "
                    + "(\(frames) frames by now; at most 2^34 square points of window area in all, such as 16,700 frames of 1280x800 "
                    + "or 64 of 16384x16384); shorten the drags, use fewer large resizes or split the file")
            }
        }
    }
}
