import Tessera

/// Core Graphics' line cap, which SwiftUI code passes to `StrokeStyle(lineCap:)`
/// (`CGLineCap.round`): Tessera's `StrokeStyle.LineCap`, with the same cases (`butt`, `round`,
/// `square`).
public typealias CGLineCap = StrokeStyle.LineCap

/// Core Graphics' line join (`CGLineJoin.round`): Tessera's `StrokeStyle.LineJoin`, with the same
/// cases (`miter`, `round`, `bevel`).
public typealias CGLineJoin = StrokeStyle.LineJoin
