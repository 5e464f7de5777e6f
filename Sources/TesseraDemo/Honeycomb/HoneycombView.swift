import Foundation
import Tessera

/// The honeycomb scene: the article's eager `Grid` of photos turned into a honeycomb in seven
/// steps, with a panel naming the steps. Written as the article writes it: a `ForEach` of
/// `GridRow`s, each row offset sideways (the offset lands on every cell, `GridRow` being
/// layout-less), hexagon-clipped photos in cells 3/4 of the hexagon's height, the grid's
/// border trimmed by a narrower frame. The cells are `cell-R-C`, the grid `grid`.
struct HoneycombView: View {
    let model: HoneycombModel
    let settings: SceneSettings

    /// The spacing of both axes: the app's `+`/`-` on top of the article's 8, within 0...50.
    var spacing: Double { HoneycombGeometry.spacing(delta: settings.spacingDelta) }

    var body: some View {
        HStack(alignment: .top, spacing: 28) {
            HoneycombPanel(step: model.step, spacing: spacing)
                .frame(width: 300, alignment: .leading)
            viewport
        }
        .onKeyPress { model.handle($0) }
    }

    /// The grid in a `ScrollView` in the space left of the panel (centred when it fits: the
    /// article's step 6 offers a scroll view to trim the grid).
    private var viewport: some View {
        ScrollView([.horizontal, .vertical]) { grid }
            .defaultScrollAnchor(.center, for: .alignment)
            .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
            .id(HoneycombGeometry.viewportID)
    }

    private var grid: some View {
        let g = HoneycombGeometry(step: model.step, spacing: spacing)
        return Grid(alignment: settings.alignment, horizontalSpacing: g.horizontalSpacing, verticalSpacing: g.verticalSpacing) {
            ForEach(0..<HoneycombModel.rowCount) { r in
                GridRow {
                    ForEach(0..<HoneycombModel.columnCount) { c in
                        let cell = HoneycombModel.Cell(row: r, column: c)
                        let person = model.person(cell)
                        HoneycombCell(person: person, photo: model.photos.photos[safe: person.image],
                                      geometry: g, focused: model.focus == cell) {
                            withAnimation(HoneycombModel.flipAnimation) { model.toggle(cell) }
                        }
                        .frame(width: g.cellWidth, height: g.cellHeight)
                        .id("cell-\(r)-\(c)")
                    }
                }
                .offset(x: g.rowOffset(r))
            }
        }
        .accessibilityAttributes { $0.childBehavior = .contain }  // a data table: "row r, column c"
        .frame(width: g.trimmedSize?.width, height: g.trimmedSize?.height)
        .background(LinearGradient(colors: [Color(white: 0.90), Color(white: 0.70)], startPoint: .top, endPoint: .bottom))
        .clipShape(g.trimmedSize == nil ? AnyShape(Rectangle().inset(by: -10_000)) : AnyShape(Rectangle()))
        .id("grid")
    }
}

/// One cell: the photo on the front, the name on the person's colour on the back, turned in
/// 3D about the vertical axis by `flipped` (0° or 180°, animated by the caller's
/// `withAnimation`). Both faces are drawn with `backfaceHidden()`, the back pre-turned by 180°,
/// so the face on screen swaps exactly when the animated angle crosses 90° and the name reads
/// the right way round. Clicks hit the resting hexagon (`contentShape`), whatever the angle.
struct HoneycombCell: View {
    let person: HoneycombModel.Person
    let photo: HoneycombPhoto?
    let geometry: HoneycombGeometry
    let focused: Bool
    let onTap: () -> Void

    /// The distance of the eye, relative to SwiftUI's default (1: the hexagon's height).
    static let perspective = 0.5

    var body: some View {
        let shape = geometry.cellShape
        ZStack {
            front(shape).backfaceHidden()
            back(shape)
                .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
                .backfaceHidden()
        }
        .frame(width: geometry.cellWidth, height: geometry.hexagonHeight)
        .rotation3DEffect(.degrees(person.flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0), perspective: Self.perspective)
        .overlay {
            if focused {
                shape.stroke(Color.blue, lineWidth: 3).padding(-4.5)
            }
        }
        .contentShape(shape)
        .onTapGesture(perform: onTap)
        // A screen reader reads the cell as "photo, Peter" (its table cell adds row and
        // column), "selected" where the keyboard focus is, and flips it with the "flip" action.
        .accessibilityAttributes { a in
            a.role = .image
            a.label = person.flipped ? "\(person.name), name side" : "photo, \(person.name)"
            a.childBehavior = .ignore
            if focused { a.addedTraits = .isSelected }
            a.actions = [AccessibilityActionHandler(name: "flip", handler: onTap)]
        }
    }

    private func front(_ shape: AnyShape) -> some View {
        photoView
            .frame(width: geometry.cellWidth, height: geometry.hexagonHeight)
            .clipShape(shape)
            .overlay(shape.stroke(Color.white, lineWidth: 1.5).opacity(geometry.outlined ? 1 : 0))
    }

    @ViewBuilder private var photoView: some View {
        if let photo {
            Image(pixels: photo.image, key: photo.key).resizable().scaledToFill()
        } else {
            Rectangle().fill(person.color.gradient)
        }
    }

    private func back(_ shape: AnyShape) -> some View {
        ZStack {
            shape.fill(person.color.gradient)
            Text(person.name)
                .font(.system(size: 15, weight: .bold))
                .foregroundColor(person.color.readableLabel)
        }
        .frame(width: geometry.cellWidth, height: geometry.hexagonHeight)
        .overlay(shape.stroke(Color.white, lineWidth: 1.5))
    }
}

extension Array {
    subscript(safe i: Int) -> Element? { indices.contains(i) ? self[i] : nil }
}
