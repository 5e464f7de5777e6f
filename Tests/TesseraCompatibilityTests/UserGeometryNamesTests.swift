import Testing
import TesseraApp

// A user's module declares its own `Rect`, `Point` and `Size` (common names in pasted code):
// they shadow Tessera's geometry in this whole test module, which must still compile and use
// Tessera's views, shapes and paths through the Core Graphics types of SwiftUI's API.

/// A user's shape named like Tessera's geometry rectangle.
struct Rect: Shape {
    var inset: CGFloat = 0
    func path(in rect: CGRect) -> Path {
        Path(rect.insetBy(dx: inset, dy: inset))
    }
}

/// A user's own point type.
struct Point: Equatable {
    var row: Int
    var column: Int
}

/// A user's own size type.
struct Size: Equatable {
    var columns: Int
    var rows: Int
}

/// A shape built with the Path builder in Core Graphics types.
struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct BoardView: View {
    let size = Size(columns: 3, rows: 2)
    let cursor = Point(row: 1, column: 2)
    var body: some View {
        VStack {
            Rect(inset: 4).fill(Color.blue).frame(width: 40, height: 40)
            Triangle().fill(Color.red).frame(width: 40, height: 40)
            Text("\(size.columns)x\(size.rows) at \(cursor.row),\(cursor.column)").id("board")
        }
    }
}

@MainActor
@Suite struct UserGeometryNamesTests {
    @Test func userRectShapeOutlinesTheInsetRectangle() {
        let path = Rect(inset: 5).path(in: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(path.boundingRect == CGRect(x: 5, y: 5, width: 90, height: 40))
        #expect(path.contains(CGPoint(x: 50, y: 25)))
        #expect(!path.contains(CGPoint(x: 2, y: 2)))
    }

    @Test func userTypesLiveBesideTesseraViews() {
        let host = makeHost(BoardView())
        #expect(Size(columns: 3, rows: 2) != Size(columns: 2, rows: 3))
        #expect(Point(row: 1, column: 2).column == 2)
        #expect(host.text("board") == "3x2 at 1,2")
    }
}
