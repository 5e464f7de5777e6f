import TesseraGeometry

/// The two axes, horizontal then vertical, as a loop that allocates nothing:
/// `for a in BothAxes() { … }` visits what `for a in Axis.allCases` visits. The engine's
/// per-item loops use it because `Axis.allCases` builds its array (a static object, retained
/// and released) at every evaluation, which a 5x5 grid laid out thousands of times inside
/// nested grids paid hundreds of thousands of times (Performance article, nested grids).
struct BothAxes: Sequence, IteratorProtocol {
    private var upcoming: Axis? = .horizontal

    @inline(__always) init() {}

    @inline(__always) mutating func next() -> Axis? {
        let current = upcoming
        upcoming = current == .horizontal ? .vertical : nil
        return current
    }
}
