import Foundation
import Testing
@testable import Tessera
import TesseraLayout

/// A value box the tests' bindings read and write.
final class Box<T>: @unchecked Sendable {
    var value: T
    init(_ value: T) { self.value = value }
    var binding: Binding<T> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

/// Drives a host the way a window does: events, then frames until animations settle.
final class ControlStage {
    let host: ViewHost
    let size: Size
    var time = 0.0
    init(_ view: some View, size: Size = Size(width: 400, height: 300), measurer: any TextMeasuring = MonospaceTextMeasurer()) {
        host = ViewHost(view, textMeasurer: measurer)
        self.size = size
        frame()
    }
    func frame() {
        var n = 0
        repeat { time += 1.0 / 30; n += 1 } while host.frame(size: size, at: time).isAnimating && n < 120
    }
    func rect(_ id: String) -> Rect? { host.node(withID: id).map { host.animator.attributes(of: $0).frame } }
    func click(at p: Point, count: Int = 1, shift: Bool = false) {
        _ = host.handle(.pointer(PointerEvent(.down, at: p, clickCount: count, shift: shift)))
        _ = host.handle(.pointer(PointerEvent(.up, at: p, clickCount: count, shift: shift)))
        frame()
    }
    func click(_ id: String) {
        guard let f = rect(id) else { Issue.record("no view \(id)"); return }
        click(at: Point(x: f.midX, y: f.midY))
    }
    func drag(from a: Point, to b: Point) {
        _ = host.handle(.pointer(PointerEvent(.down, at: a)))
        _ = host.handle(.pointer(PointerEvent(.moved, at: b)))
        _ = host.handle(.pointer(PointerEvent(.up, at: b)))
        frame()
    }
    func key(_ name: String, shift: Bool = false, control: Bool = false, alt: Bool = false) {
        _ = host.handle(.key(KeyPress(name, shift: shift, control: control, alt: alt)))
        frame()
    }
    func type(_ s: String) {
        _ = host.handle(.text(s))
        frame()
    }
}
