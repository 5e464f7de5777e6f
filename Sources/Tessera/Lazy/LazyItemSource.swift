/// Content a lazy container can create one item at a time: a `ForEach` over a random-access
/// collection. Counting, finding an item's key and making its view cost O(1) (a `Range` of
/// integers, or a collection whose index offsets are O(1)), so a million elements are never
/// walked per frame. Finding an index from a key is O(1) for `ForEach(0..<n)` and a linear
/// search otherwise (only `scrollTo` does it).
protocol LazyItemSource {
    var lazyCount: Int { get }
    func lazyKey(at index: Int) -> AnyHashable
    func lazyView(at index: Int) -> any View
    func lazyIndex(of key: AnyHashable) -> Int?
}

extension ForEach: LazyItemSource {
    var lazyCount: Int { data.count }
    private func element(_ i: Int) -> Data.Element { data[data.index(data.startIndex, offsetBy: i)] }
    func lazyKey(at index: Int) -> AnyHashable { AnyHashable(idOf(element(index))) }
    func lazyView(at index: Int) -> any View { content(element(index)) }
    func lazyIndex(of key: AnyHashable) -> Int? {
        if let range = data as? Range<Int>, ID.self == Int.self {
            guard let k = key.base as? Int, range.contains(k) else { return nil }
            return k - range.lowerBound
        }
        var i = 0
        for e in data {
            if AnyHashable(idOf(e)) == key { return i }
            i += 1
        }
        return nil
    }
}
