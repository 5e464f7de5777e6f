import Foundation
struct OpacityModifier: NodeModifier {
    var opacity: Double
    var role: ModifierRole { .effect(.opacity(max(0, min(1, opacity))), label: "opacity") }
}

struct GeometryEffectModifier: NodeModifier {
    var effect: GeometryEffect
    var role: ModifierRole { .effect(.geometry(effect), label: "geometryEffect") }
    static func == (a: Self, b: Self) -> Bool { true }  // effects never change layout
}

struct ClipModifier: NodeModifier {
    var shape: AnyShape
    var role: ModifierRole { .effect(.clip(shape), label: "clip") }
    static func == (a: Self, b: Self) -> Bool { true }
}

struct ContentShapeModifier: NodeModifier {
    var shape: AnyShape
    var role: ModifierRole { .effect(.contentShape(shape), label: "contentShape") }
    static func == (a: Self, b: Self) -> Bool { true }
}

struct TapModifier: NodeModifier {
    var count: Int
    var action: () -> Void
    var role: ModifierRole { .effect(.tap(count: count, action: action), label: "onTapGesture") }
    static func == (a: Self, b: Self) -> Bool { true }
}

struct KeyPressModifier: NodeModifier {
    var key: String?
    var action: (KeyPress) -> KeyPress.Result
    var role: ModifierRole { .effect(.keyPress(key: key, action: action), label: "onKeyPress") }
    static func == (a: Self, b: Self) -> Bool { true }
}

extension View {
    /// Multiplies the view's alpha by `opacity` (0...1).
    public func opacity(_ opacity: Double) -> some View { modifier(OpacityModifier(opacity: opacity)) }
    /// Scales the drawing (and hit testing) of the view about `anchor`; layout is unchanged.
    public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }
    /// Scales the view by `x` and `y` about `anchor`.
    public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> some View {
        modifier(GeometryEffectModifier(effect: .scale(x: x, y: y, anchor: anchor)))
    }
    /// Scales the view by a size's width and height about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }
    /// Rotates the view in its plane about `anchor` (clockwise for positive angles, y down).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(GeometryEffectModifier(effect: .rotation(angle, anchor: anchor)))
    }
    /// Rotates the view in 3D about `axis` through `anchor`, seen in perspective (1 is SwiftUI's
    /// default; 0 is orthographic). `anchorZ` is accepted for source compatibility.
    public func rotation3DEffect(_ angle: Angle, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint = .center,
                                 anchorZ: Double = 0, perspective: Double = 1) -> some View {
        modifier(GeometryEffectModifier(effect: .rotation3D(angle, axis: axis, anchor: anchor, perspective: perspective)))
    }
    /// Clips the view (drawing and hits) to `shape` in its frame.
    public func clipShape(_ shape: some Shape) -> some View { modifier(ClipModifier(shape: AnyShape(shape))) }
    /// Clips the view to its frame.
    public func clipped() -> some View { clipShape(Rectangle()) }
    /// Clips the view to a rounded rectangle of its frame.
    public func cornerRadius(_ radius: Double) -> some View { clipShape(RoundedRectangle(cornerRadius: radius)) }
    /// Makes `shape` (in the view's frame) the area that receives hits for the whole view.
    public func contentShape(_ shape: some Shape) -> some View { modifier(ContentShapeModifier(shape: AnyShape(shape))) }
    /// Runs `action` when the view (by its drawn shape or its content shape) is clicked.
    /// Clicks go to the front-most view under the pointer; the innermost tap handler wins.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(TapModifier(count: count, action: action))
    }
    /// Runs `action` for every key press not handled by a view in front of this one.
    public func onKeyPress(action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(KeyPressModifier(key: nil, action: action))
    }
    /// Runs `action` when the key named `key` (SDL's key name: "7", "Space", "Left", "H") is pressed.
    public func onKeyPress(_ key: String, action: @escaping () -> KeyPress.Result) -> some View {
        modifier(KeyPressModifier(key: key, action: { _ in action() }))
    }
}

// MARK: Environment

struct EnvironmentModifier: NodeModifier {
    enum Change: Equatable { case font(Font?), weight(Font.Weight?), foreground(AnyShapeStyle?) }
    var change: Change
    var role: ModifierRole {
        let c = change
        return .environment { env in
            switch c {
            case .font(let f): env.font = f
            case .weight(let w): env.fontWeight = w
            case .foreground(let s): env.foregroundStyle = s
            }
        }
    }
}

extension View {
    /// The font of text in the view.
    public func font(_ font: Font?) -> some View { modifier(EnvironmentModifier(change: .font(font))) }
    /// Bold text in the view.
    public func bold(_ isActive: Bool = true) -> some View { modifier(EnvironmentModifier(change: .weight(isActive ? .bold : nil))) }
    /// The weight of text in the view.
    public func fontWeight(_ weight: Font.Weight?) -> some View { modifier(EnvironmentModifier(change: .weight(weight))) }
    /// The style of text and of shapes not filled explicitly in the view.
    public func foregroundStyle(_ style: some ShapeStyle) -> some View {
        modifier(EnvironmentModifier(change: .foreground(style.resolvedStyle)))
    }
    /// The colour of text and of shapes not filled explicitly in the view.
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(EnvironmentModifier(change: .foreground(color.map { .color($0) })))
    }
}

// MARK: Overlay and background

struct SecondaryModifier: NodeModifier {
    var view: any View
    var alignment: Alignment
    var background: Bool
    var role: ModifierRole { .secondary(view, alignment: alignment, background: background) }
    static func == (a: Self, b: Self) -> Bool { a.alignment == b.alignment && a.background == b.background }
}

extension View {
    /// Views drawn in front of this one, proposed its size and aligned on it.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryModifier(view: content(), alignment: alignment, background: false))
    }
    /// A view drawn in front of this one.
    public func overlay<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryModifier(view: view, alignment: alignment, background: false))
    }
    /// The view's frame filled with `style` in front of it.
    public func overlay(_ style: some ShapeStyle) -> some View {
        overlay(Rectangle().fill(style))
    }
    /// Views drawn behind this one, proposed its size and aligned on it.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryModifier(view: content(), alignment: alignment, background: true))
    }
    /// A view drawn behind this one.
    public func background<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryModifier(view: view, alignment: alignment, background: true))
    }
    /// The view's frame filled with `style` behind it.
    public func background(_ style: some ShapeStyle) -> some View {
        background(Rectangle().fill(style))
    }
    /// A border of `width` drawn inside the view's frame, like SwiftUI's `border(_:width:)`.
    public func border(_ style: some ShapeStyle, width: Double = 1) -> some View {
        overlay(Rectangle().strokeBorder(style, lineWidth: width))
    }
}
