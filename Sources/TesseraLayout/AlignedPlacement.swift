import TesseraGeometry

/// Guide-based alignment of children inside a box, shared by `ZStack`, overlays and frames:
/// on each axis the children's guides are lined up on one line; the cluster spans
/// `A + D` (A = largest guide value, D = largest extent past the guide), and the line sits at
/// `A + (boxLength - (A + D)) * fraction`. For standard guides this is
/// `x = (boxWidth - width) * fraction`.
enum AlignedPlacement {
    /// The cluster extent of `dims` aligned by `alignment`, per axis.
    static func clusterSize(_ dims: [ViewDimensions], _ alignment: Alignment) -> Size {
        var aH = 0.0, dH = 0.0, aV = 0.0, dV = 0.0
        for d in dims {
            let h = d[alignment.horizontal], v = d[alignment.vertical]
            aH = max(aH, h); dH = max(dH, d.width - h); aV = max(aV, v); dV = max(dV, d.height - v)
        }
        return Size(width: aH + dH, height: aV + dV)
    }

    /// The origin of one child aligned inside a box of `box` size (a box that has no guides of
    /// its own), relative to the box: the frame and overlay case, without allocation.
    @inline(__always)
    static func origin(of d: ViewDimensions, in box: Size, _ alignment: Alignment) -> Point {
        let h = d[alignment.horizontal], v = d[alignment.vertical]
        let fh = alignment.horizontal.fraction
        let fv = alignment.vertical.isBaseline ? 0.5 : alignment.vertical.fraction
        // Cluster of the box (guides at fraction) and the child.
        let aH = max(box.width * fh, h), dH = max(box.width * (1 - fh), d.width - h)
        let aV = max(box.height * (alignment.vertical.isBaseline ? 1 : fv), v)
        let dV = max(box.height - box.height * (alignment.vertical.isBaseline ? 1 : fv), d.height - v)
        return Point(x: aH + (box.width - (aH + dH)) * fh - h, y: aV + (box.height - (aV + dV)) * fv - v)
    }

    /// Origins of `dims` aligned by `alignment` inside a box of `box` size, relative to the box.
    static func origins(_ dims: [ViewDimensions], in box: Size, _ alignment: Alignment) -> [Point] {
        var aH = 0.0, dH = 0.0, aV = 0.0, dV = 0.0
        for d in dims {
            let h = d[alignment.horizontal], v = d[alignment.vertical]
            aH = max(aH, h); dH = max(dH, d.width - h); aV = max(aV, v); dV = max(dV, d.height - v)
        }
        let fv = alignment.vertical.isBaseline ? 0.5 : alignment.vertical.fraction
        let lineH = aH + (box.width - (aH + dH)) * alignment.horizontal.fraction
        let lineV = aV + (box.height - (aV + dV)) * fv
        return dims.map { Point(x: lineH - $0[alignment.horizontal], y: lineV - $0[alignment.vertical]) }
    }
}
