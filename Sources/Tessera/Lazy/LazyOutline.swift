import TesseraLayout

/// A lazy container's content read as sections of items without creating any view node:
///
/// - a `ForEach` is a *part* whose element `i` yields ``LazyPart/viewsPerElement`` consecutive
///   items (a content closure with several views gives several items, like SwiftUI), made one
///   element at a time, never walked;
/// - any other view is a part of one element (a `TupleView`'s children are parts of their own;
///   `Group`, `AnyView`, `if`/`else` and optional content are looked through);
/// - a `Section` makes a section of its content's parts with its header and footer; content
///   outside sections forms sections without header and footer. A `ForEach` whose content is
///   a `Section` is walked once per update (one section per element).
///
/// The views per element are counted on the element's view value (through `TupleView`, `Group`,
/// `AnyView`, `if`, `ForEach`); a custom view counts as one until its first element is created,
/// then the count its node yields is used (``LazyContainerNode`` remembers it per part).
struct LazyOutline {
    struct Section {
        var key: AnyHashable
        var header: (any View)?
        var footer: (any View)?
        var parts: [LazyPart] = []
        /// Items in the section (the parts' items).
        var itemCount = 0
    }
    var sections: [Section] = []

    /// The content's sections; `viewsPerElement` gives a learned count for a part key.
    init(_ content: any View, viewsPerElement: (AnyHashable) -> Int?) {
        var sections: [Section] = []
        var loose = Section(key: AnyHashable(LazyKey.loose(0)))
        var looseIndex = 0
        func flushLoose() {
            if !loose.parts.isEmpty { sections.append(loose) }
            looseIndex += 1
            loose = Section(key: AnyHashable(LazyKey.loose(looseIndex)))
        }
        func addSection(_ s: any SectionProtocol, key: AnyHashable) {
            flushLoose()
            let p = s.sectionParts
            var section = Section(key: key,
                                  header: LazyOutline.viewCount(p.header) > 0 ? p.header : nil,
                                  footer: LazyOutline.viewCount(p.footer) > 0 ? p.footer : nil)
            LazyOutline.collectParts(p.content, key: key, into: &section, viewsPerElement: viewsPerElement)
            sections.append(section)
        }
        func visit(_ view: any View, key: AnyHashable) {
            if let s = view as? any SectionProtocol {
                addSection(s, key: key)
            } else if let f = view as? any LazyItemSource, f.lazyCount > 0, LazyOutline.containsSection(f.lazyView(at: 0)) {
                for i in 0..<f.lazyCount { visit(f.lazyView(at: i), key: AnyHashable(LazyKey.child(key, f.lazyKey(at: i)))) }
            } else if view is any LazyItemSource {
                LazyOutline.collectParts(view, key: key, into: &loose, viewsPerElement: viewsPerElement)
            } else if let k = view as? any KeyedChildren, LazyOutline.containsSection(view) {
                for (childKey, child) in k.keyedChildren { visit(child, key: AnyHashable(LazyKey.child(key, childKey))) }
            } else {
                LazyOutline.collectParts(view, key: key, into: &loose, viewsPerElement: viewsPerElement)
            }
        }
        visit(content, key: AnyHashable(LazyKey.root))
        flushLoose()
        self.sections = sections
    }

    /// The table the layout reads.
    var table: LazySectionTable {
        LazySectionTable(sections.map { LazySectionTable.Section(itemCount: $0.itemCount, hasHeader: $0.header != nil, hasFooter: $0.footer != nil) })
    }

    /// Adds `view`'s parts to `section`.
    private static func collectParts(_ view: any View, key: AnyHashable, into section: inout Section,
                                     viewsPerElement: (AnyHashable) -> Int?) {
        if let f = view as? any LazyItemSource {
            guard f.lazyCount > 0 else { return }
            let k = viewsPerElement(key) ?? viewCount(f.lazyView(at: 0))
            guard k > 0 else { return }
            section.parts.append(LazyPart(key: key, source: f, viewsPerElement: k, itemStart: section.itemCount))
            section.itemCount += f.lazyCount * k
        } else if isLookedThrough(view), let children = (view as? any KeyedChildren)?.keyedChildren {
            for (childKey, child) in children {
                collectParts(child, key: AnyHashable(LazyKey.child(key, childKey)), into: &section, viewsPerElement: viewsPerElement)
            }
        } else if let s = view as? any SectionProtocol {
            // A section inside a section: its header, content and footer in order.
            let p = s.sectionParts
            for (i, v) in [p.header, p.content, p.footer].enumerated() {
                collectParts(v, key: AnyHashable(LazyKey.child(key, AnyHashable(i))), into: &section, viewsPerElement: viewsPerElement)
            }
        } else {
            let k = viewsPerElement(key) ?? 1
            section.parts.append(LazyPart(key: key, source: StaticViewSource(view: view), viewsPerElement: k, itemStart: section.itemCount))
            section.itemCount += k
        }
    }

    /// Layout-less views whose children are parts of their own.
    private static func isLookedThrough(_ view: any View) -> Bool {
        view is any TupleViewProtocol || view is EmptyView || view is AnyView || view is any GroupProtocol
            || view is any OptionalViewProtocol || view is any ConditionalViewProtocol
    }

    /// How many views `view` is, looking through layout-less views (a custom view is one).
    static func viewCount(_ view: any View) -> Int {
        if let f = view as? any LazyItemSource {
            var n = 0
            for i in 0..<f.lazyCount { n += viewCount(f.lazyView(at: i)); if n > 10_000 { break } }
            return n
        }
        if let s = view as? any SectionProtocol {
            let p = s.sectionParts
            return viewCount(p.header) + viewCount(p.content) + viewCount(p.footer)
        }
        if isLookedThrough(view), let k = view as? any KeyedChildren {
            return k.keyedChildren.reduce(0) { $0 + viewCount($1.view) }
        }
        return 1
    }

    /// Whether `view` is or holds (through layout-less views) a `Section`.
    static func containsSection(_ view: any View) -> Bool {
        if view is any SectionProtocol { return true }
        if let f = view as? any LazyItemSource { return f.lazyCount > 0 && containsSection(f.lazyView(at: 0)) }
        if isLookedThrough(view), let k = view as? any KeyedChildren { return k.keyedChildren.contains { containsSection($0.view) } }
        return false
    }
}

/// A run of items of one section: `source`'s elements, each `viewsPerElement` items.
struct LazyPart {
    var key: AnyHashable
    var source: any LazyItemSource
    var viewsPerElement: Int
    /// The part's first item within its section.
    var itemStart: Int
    var itemCount: Int { source.lazyCount * viewsPerElement }
}

/// Identity of parts, sections and elements inside a lazy container.
indirect enum LazyKey: Hashable {
    case root
    case loose(Int)
    case child(AnyHashable, AnyHashable)
    /// Element `element` of the part `part`.
    case element(part: AnyHashable, element: AnyHashable)
    case header(AnyHashable)
    case footer(AnyHashable)
}

/// One static view as a part of one element.
struct StaticViewSource: LazyItemSource {
    let view: any View
    var lazyCount: Int { 1 }
    func lazyKey(at index: Int) -> AnyHashable { AnyHashable(0) }
    func lazyView(at index: Int) -> any View { view }
    func lazyIndex(of key: AnyHashable) -> Int? { nil }
}

protocol TupleViewProtocol {}
extension TupleView: TupleViewProtocol {}
protocol GroupProtocol {}
extension Group: GroupProtocol {}
protocol OptionalViewProtocol {}
extension Optional: OptionalViewProtocol where Wrapped: View {}
protocol ConditionalViewProtocol {}
extension ConditionalContent: ConditionalViewProtocol {}
