import Foundation
import Tessera

extension GraphicsContext {
    /// What a ``GraphicsContext`` fills and strokes with, like SwiftUI's `GraphicsContext.Shading`:
    /// a colour, a shape style, or a gradient whose points and centre are in the canvas's
    /// coordinates (under the context's transform when drawn).
    public struct Shading {
        /// The style for a path drawn under `transform` in a canvas of `size`.
        let resolve: (_ transform: CGAffineTransform, _ size: CGSize) -> AnyShapeStyle

        /// A solid colour.
        public static func color(_ color: Color) -> Shading { Shading { _, _ in .color(color) } }
        /// A solid colour from components (0...1).
        public static func color(red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            .color(Color(red: red, green: green, blue: blue, alpha: opacity))
        }
        /// A shape style (a colour or a gradient in the unit coordinates of the canvas).
        public static func style(_ style: some ShapeStyle) -> Shading {
            let resolved = style.resolvedStyle
            return Shading { _, _ in resolved }
        }
        /// The foreground style: the primary label colour.
        public static var foreground: Shading { .color(.primary) }

        /// A gradient along the line from `startPoint` to `endPoint`.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading { transform, size in
                .linearGradient(LinearGradient(stops: gradient.stops, startPoint: unit(startPoint.applying(transform), size),
                                               endPoint: unit(endPoint.applying(transform), size)))
            }
        }
        /// A gradient spreading out from `center`, from `startRadius` to `endRadius` points.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading { transform, size in
                let scale = transform.meanScale
                return RadialGradient(stops: gradient.stops, center: unit(center.applying(transform), size),
                                      startRadius: Double(startRadius) * scale, endRadius: Double(endRadius) * scale).resolvedStyle
            }
        }
        /// A gradient sweeping a full turn around `center`, starting at `angle`.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero,
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading { transform, size in
                AngularGradient(stops: gradient.stops, center: unit(center.applying(transform), size),
                                startAngle: angle, endAngle: angle + .degrees(360)).resolvedStyle
            }
        }

        /// `point` as a unit point of a canvas of `size` (0 for an empty axis).
        private static func unit(_ point: CGPoint, _ size: CGSize) -> UnitPoint {
            UnitPoint(x: size.width > 0 ? Double(point.x / size.width) : 0,
                      y: size.height > 0 ? Double(point.y / size.height) : 0)
        }
    }

    /// How a gradient continues past its ends, SwiftUI's `GraphicsContext.GradientOptions`
    /// (accepted: Tessera's gradients extend their end colours).
    public struct GradientOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }
}
