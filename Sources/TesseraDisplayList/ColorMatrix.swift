/// A colour matrix for the `colorMatrix` layer effect: each output channel is a weighted sum
/// of the input's straight (not premultiplied) red, green, blue and alpha in 0...1, plus a
/// constant, clamped to 0...1 — the `feColorMatrix` of SVG and CSS Filter Effects
/// (https://www.w3.org/TR/filter-effects-1/#feColorMatrixElement). `rows` holds the four rows
/// (red, green, blue, alpha) of five numbers each (the weights of r, g, b, a, then the
/// constant). SwiftUI's colour effects (`brightness`, `contrast`, `saturation`, `grayscale`,
/// `hueRotation`, `colorInvert`, `colorMultiply`, `luminanceToAlpha`) are such matrices.
public struct ColorMatrix: Hashable, Sendable, CustomStringConvertible {
    /// Four rows of five numbers (red, green, blue, alpha outputs).
    public var rows: [[Double]]

    /// A matrix of four rows of five numbers; missing entries are 0, non-finite ones 0.
    public init(rows: [[Double]]) {
        self.rows = (0..<4).map { r in
            (0..<5).map { c in
                let v = r < rows.count && c < rows[r].count ? rows[r][c] : 0
                return v.isFinite ? v : 0
            }
        }
    }

    /// Leaves every colour as it is.
    public static let identity = ColorMatrix(rows: [[1, 0, 0, 0, 0], [0, 1, 0, 0, 0], [0, 0, 1, 0, 0], [0, 0, 0, 1, 0]])

    /// `other` applied first, then this matrix.
    public func after(_ other: ColorMatrix) -> ColorMatrix {
        ColorMatrix(rows: (0..<4).map { r in
            (0..<5).map { c in
                var v = (0..<4).reduce(0.0) { $0 + rows[r][$1] * other.rows[$1][c] }
                if c == 4 { v += rows[r][4] }
                return v
            }
        })
    }

    public var description: String {
        rows.map { $0.map { fmt($0) }.joined(separator: " ") }.joined(separator: " / ")
    }
}
