import Foundation
@_spi(Lists) import Tessera

/// Where an editable list's rows were last laid out (window coordinates), by section and
/// index: filled in edit mode only (``RowFrameReporter``), read when a dragged row is dropped
/// to count the rows it passed. Rows may differ in height: a row dragged down passes each
/// following row whose middle its bottom edge reaches, a row dragged up each preceding row
/// whose middle its top edge reaches (UIKit's reordering rule; for rows of one height, the
/// offset divided by the height, rounded). Only rows laid out (on screen) count; the walk stops
/// at the first row that is not.
final class RowFrameRegistry {
    struct Key: Hashable {
        let section: Int
        let index: Int
    }
    /// A row's key in a registry.
    struct Place {
        let registry: RowFrameRegistry
        let key: Key
        func rowsPassed(offset: Double) -> Int? { registry.rowsPassed(key, offset: offset) }
    }

    private var frames: [Key: Rect] = [:]

    func record(_ frame: Rect, for key: Key) { frames[key] = frame }

    /// The rows the row at `key` passed when moved by `offset` (negative: upwards), nil when
    /// its frame is not known.
    func rowsPassed(_ key: Key, offset: Double) -> Int? {
        guard let own = frames[key], offset.isFinite else { return nil }
        var count = 0
        if offset > 0 {
            let edge = own.maxY + offset
            while let next = frames[Key(section: key.section, index: key.index + count + 1)], next.midY <= edge { count += 1 }
            return count
        }
        let edge = own.minY + offset
        while let previous = frames[Key(section: key.section, index: key.index - count - 1)], previous.midY >= edge { count += 1 }
        return -count
    }
}

/// Reports its row's frame to the list's ``RowFrameRegistry`` at every layout (an empty
/// background of the row, in edit mode only).
struct RowFrameReporter: View {
    let place: RowFrameRegistry.Place
    var body: some View {
        GeometryReader { proxy in
            let _ = place.registry.record(Rect(proxy.frame(in: .global)), for: place.key)
            Color.clear
        }
    }
}
