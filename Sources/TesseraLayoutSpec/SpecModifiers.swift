import TesseraGeometry
import TesseraLayout

extension SpecBuilder {
    static let modifiers = ["frame", "padding", "offset", "gridCellColumns", "gridCellAnchor", "gridColumnAlignment",
                            "gridCellUnsizedAxes", "layoutPriority", "aspectRatio", "fixedSize", "masonrySpan"]

    /// The most columns a single cell may span; larger spans are clamped with a warning.
    static let maximumSpan = 1000

    /// Applies one modifier object (`{"name": argument}`) to the view being built.
    func applyModifier(_ m: SpecValue, to built: inout Built) throws {
        let obj = try m.requireObject()
        guard obj.count == 1, let name = obj.keys.first, let arg = m.field(name) else {
            throw SpecError(m.path, "a modifier is an object with exactly one key, such as {\"padding\": 10}")
        }
        switch name {
        case "frame": built.node = LayoutNode(wrapping: built.node, with: try frame(arg))
        case "padding":
            let insets: EdgeInsets
            if case .object = arg.value {
                try arg.rejectUnknownFields(["top", "leading", "bottom", "trailing"], what: "padding")
                insets = EdgeInsets(top: try arg.field("top").map(nonNegative) ?? 0,
                                    leading: try arg.field("leading").map(nonNegative) ?? 0,
                                    bottom: try arg.field("bottom").map(nonNegative) ?? 0,
                                    trailing: try arg.field("trailing").map(nonNegative) ?? 0)
            } else {
                insets = EdgeInsets(all: try nonNegative(arg))
            }
            built.node = LayoutNode(wrapping: built.node, with: PaddingLayout(insets: insets))
        case "offset":
            try arg.rejectUnknownFields(["x", "y"], what: "offset")
            let o = Point(x: try arg.field("x")?.length() ?? 0, y: try arg.field("y")?.length() ?? 0)
            built.node = LayoutNode(wrapping: built.node, with: OffsetLayout(offset: o))
            built.offsets.append(o)
        case "gridCellColumns":
            let n = try arg.integer()
            guard n >= 1 else { throw SpecError(arg.path, "a cell spans at least 1 column (found \(n))") }
            if n > Self.maximumSpan { warnings.append("\(arg.path): span \(n) clamped to \(Self.maximumSpan)") }
            built.node.values.gridCellColumns = min(n, Self.maximumSpan)
        case "masonrySpan":
            built.node.values[MasonryLaneKey.self] = try masonrySpan(arg)
        case "gridCellAnchor":
            if case .string(let s) = arg.value {
                guard let p = UnitPoint(named: s) else { throw SpecError(arg.path, "unknown unit point \(MessageText.quoted(s)) (\(UnitPoint.named.map(\.name).joined(separator: ", ")))") }
                built.node.values.gridCellAnchor = p
            } else {
                try arg.rejectUnknownFields(["x", "y"], what: "gridCellAnchor")
                built.node.values.gridCellAnchor = UnitPoint(x: try arg.requireField("x").length(), y: try arg.requireField("y").length())
            }
        case "gridColumnAlignment":
            let s = try arg.string()
            guard let a = HorizontalAlignment(name: s) else { throw SpecError(arg.path, "unknown column alignment \(MessageText.quoted(s)) (leading, center, trailing)") }
            built.node.values.gridColumnAlignment = a
        case "gridCellUnsizedAxes":
            var axes: Axis.Set = []
            for a in try arg.array() {
                switch try a.string() {
                case "horizontal": axes.insert(.horizontal)
                case "vertical": axes.insert(.vertical)
                case let other: throw SpecError(a.path, "unknown axis \"\(other)\" (horizontal, vertical)")
                }
            }
            built.node.values.gridCellUnsizedAxes = axes
        case "layoutPriority":
            built.node.values.layoutPriority = try arg.number()
        case "aspectRatio":
            try arg.rejectUnknownFields(["ratio", "contentMode"], what: "aspectRatio")
            let ratio = try arg.field("ratio").map { v -> Double in
                let r = try v.number()
                guard r > 0, r <= 1e6, 1 / r <= 1e6 else { throw SpecError(v.path, "an aspect ratio must be from 1e-6 to 1e6 (found \(r))") }
                return r
            }
            let modeName = try arg.field("contentMode")?.string() ?? "fit"
            guard let mode = AspectRatioLayout.ContentMode(rawValue: modeName) else { throw SpecError("\(arg.path).contentMode", "unknown content mode \"\(modeName)\" (fit, fill)") }
            built.node = LayoutNode(wrapping: built.node, with: AspectRatioLayout(ratio: ratio, contentMode: mode))
        case "fixedSize":
            built.node = LayoutNode(wrapping: built.node, with: FixedSizeLayout(axes: try arg.bool() ? .both : []))
        default:
            if try applyTrackGridModifier(name, arg, to: built.node) { return }
            let known = Self.modifiers + Self.trackGridModifiers
            throw SpecError("\(m.path).\(name)", "unknown modifier \(MessageText.quoted(name)) (known: \(known.joined(separator: ", ")))")
        }
    }

    private func frame(_ arg: SpecValue) throws -> any Layout {
        let known = ["width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "alignment"]
        for key in try arg.requireObject().keys where !known.contains(key) {
            throw SpecError("\(arg.path).\(key)", "unknown frame field \(MessageText.quoted(key)) (known: \(known.joined(separator: ", ")))")
        }
        func length(_ key: String, allowInfinity: Bool) throws -> Double? {
            guard let v = arg.field(key), !v.isNull else { return nil }
            let d = allowInfinity && v.value == .string("infinity") ? Double.infinity : try v.length()
            guard d >= 0 else { throw SpecError(v.path, "a frame size must not be negative (found \(d))") }
            return d
        }
        let alignment = try arg.field("alignment").map { try self.alignment($0) } ?? .center
        let width = try length("width", allowInfinity: false), height = try length("height", allowInfinity: false)
        let minW = try length("minWidth", allowInfinity: false), idealW = try length("idealWidth", allowInfinity: false)
        let maxW = try length("maxWidth", allowInfinity: true)
        let minH = try length("minHeight", allowInfinity: false), idealH = try length("idealHeight", allowInfinity: false)
        let maxH = try length("maxHeight", allowInfinity: true)
        if [minW, idealW, maxW, minH, idealH, maxH].allSatisfy({ $0 == nil }) {
            return FrameLayout(width: width, height: height, alignment: alignment)
        }
        if width != nil || height != nil {
            throw SpecError(arg.path, "a frame takes either width/height or min/ideal/max sizes, not both")
        }
        if let lo = minW, let hi = maxW, lo > hi { throw SpecError(arg.path, "minWidth \(lo) is larger than maxWidth \(hi)") }
        if let lo = minH, let hi = maxH, lo > hi { throw SpecError(arg.path, "minHeight \(lo) is larger than maxHeight \(hi)") }
        return FlexibleFrameLayout(minWidth: minW, idealWidth: idealW, maxWidth: maxW, minHeight: minH,
                                   idealHeight: idealH, maxHeight: maxH, alignment: alignment)
    }
}
