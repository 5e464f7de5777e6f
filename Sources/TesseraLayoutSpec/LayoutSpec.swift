import Foundation
import TesseraGeometry
// JSON values, the strict reader, errors with paths and the layout output live in TesseraJSON
// (which the SDL host uses without linking this spec reader); re-exported for the spec's users.
@_exported import TesseraJSON
import TesseraLayout

/// A layout spec (Contracts.md, "Layout specs and layout output") turned into a layout tree, ready to run.
///
/// Input: `{"proposal": {"width": W, "height": H}, "root": VIEW}` with W/H a number, null
/// (unspecified) or "infinity". Every view with an `"id"` is reported in the output, in tree
/// order, at the position where it is drawn (its layout position plus the offsets among its
/// own modifiers; ancestors' offsets are already in its layout position) with its layout size.
public struct LayoutSpec {
    public var proposal: ProposedSize
    public let root: LayoutNode
    /// Values that were odd but usable and were clamped (see ARCHITECTURE.md), one line each.
    public let warnings: [String]
    let reported: [ReportedView]

    struct ReportedView {
        let id: String
        let node: LayoutNode
        let offsets: [Point]
    }

    /// The most views a spec may hold; larger specs are rejected (a layout of that size is a
    /// mistake or an attack, not a test case).
    public static let maximumViews = 250_000

    /// The largest spec file, in bytes: 64 MB (250,000 views take about 15 MB). Readers check
    /// it before reading; ``init(data:textMeasurer:maximumViews:)`` checks it again.
    public static let maximumBytes = 64_000_000

    /// Parses and builds a spec. Text is measured with `textMeasurer`. The JSON is read
    /// strictly (``JSONReader``) with at most 16 values per allowed view, so a spec too large
    /// is refused while it is read, before it is built.
    public init(data: Data, textMeasurer: any TextMeasuring, maximumViews: Int = LayoutSpec.maximumViews) throws {
        guard data.count <= Self.maximumBytes else {
            throw SpecError("$", "the spec is \(data.count / 1_000_000) MB, larger than the \(Self.maximumBytes / 1_000_000) MB allowed")
        }
        let limits = JSONReader.Limits(maximumDepth: JSONReader.Limits.standard.maximumDepth,
                                       maximumValues: Swift.min(JSONReader.Limits.standard.maximumValues, Swift.max(1000, maximumViews * 16)))
        let doc = SpecValue(value: try JSONValue.parse(data, limits: limits), path: "$")
        _ = try doc.requireObject()
        var proposal = ProposedSize.unspecified
        if let p = doc.field("proposal") {
            _ = try p.requireObject()
            proposal.width = try p.field("width")?.proposalDimension() ?? nil
            proposal.height = try p.field("height")?.proposalDimension() ?? nil
        }
        let builder = SpecBuilder(textMeasurer: textMeasurer, maximumViews: maximumViews)
        let built = try builder.build(try doc.requireField("root"), context: .none)
        self.proposal = proposal
        self.root = built.node
        self.reported = builder.reported
        self.warnings = builder.warnings
    }

    /// Runs one layout pass at `proposal` (or the spec's own) and reports the frames.
    public func run(proposal override: ProposedSize? = nil) -> LayoutResult {
        let size = root.layout(proposal: override ?? proposal)
        let frames = reported.map { r -> LayoutResult.Frame in
            var origin = r.node.frame.origin
            for o in r.offsets { origin = origin + o }
            return LayoutResult.Frame(id: r.id, rect: Rect(origin: origin, size: r.node.frame.size))
        }
        return LayoutResult(size: size, frames: frames)
    }
}
