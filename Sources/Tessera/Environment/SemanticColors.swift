/// Resolving appearance-dependent colours (`Color.primary`, `.secondary`, `.accentColor`,
/// `.windowBackground`) for an environment: the light values are the colours' own components,
/// the dark ones follow the usual dark palette (white labels, a brighter blue, a near-black
/// window); the accent colour is the environment's tint when one is set.
extension Color {
    /// The colour as drawn in `env` (a fixed colour is itself).
    public func resolved(in env: EnvironmentValues) -> Color {
        guard let semantic else { return self }
        let base: Color
        switch (semantic, env.colorScheme) {
        case (.accent, _) where env.tint != nil: base = env.tint!.resolvedFixed(in: env)
        case (_, .light): return self
        case (.primary, .dark): base = Color(white: 1)
        case (.secondary, .dark): base = Color(r8: 235, g8: 235, b8: 245, alpha: 0.6)
        case (.accent, .dark): base = Color(r8: 10, g8: 132, b8: 255)
        case (.windowBackground, .dark): base = Color(r8: 30, g8: 30, b8: 30)
        case (.destructive, .dark): base = Color(r8: 255, g8: 138, b8: 128)
        }
        // Keep an opacity applied to the semantic colour (`.secondary.opacity(0.5)`).
        let light = Color.lightValue(of: semantic)
        let factor = light.alpha > 0 ? alpha / light.alpha : 1
        return base.opacity(factor)
    }

    /// A tint that is itself semantic resolves once, without recursion on the accent.
    private func resolvedFixed(in env: EnvironmentValues) -> Color {
        guard semantic == .accent else { return resolved(in: env) }
        var e = env
        e.tint = nil
        return resolved(in: e)
    }

    private static func lightValue(of semantic: SemanticColor) -> Color {
        switch semantic {
        case .primary: Color.primary
        case .secondary: Color.secondary
        case .accent: Color.accentColor
        case .windowBackground: Color.windowBackground
        case .destructive: Color._destructive
        }
    }
}

extension AnyShapeStyle {
    /// The style with its colours resolved for `env`.
    func resolved(in env: EnvironmentValues) -> AnyShapeStyle {
        switch self {
        case .color(let c): return c.semantic == nil ? self : .color(c.resolved(in: env))
        case .linearGradient(var g):
            guard g.stops.contains(where: { $0.color.semantic != nil }) else { return self }
            g.stops = g.stops.map { .init(color: $0.color.resolved(in: env), location: $0.location) }
            return .linearGradient(g)
        }
    }
}

extension RenderContent {
    /// The content with its colours resolved for `env`.
    func resolved(in env: EnvironmentValues) -> RenderContent {
        switch self {
        case .shape(let shape, .fill(let style)): .shape(shape, .fill(style.resolved(in: env)))
        case .shape(let shape, .stroke(let style, let stroke, let inside)):
            .shape(shape, .stroke(style.resolved(in: env), stroke, inside: inside))
        case .text(var t):
            // The run's colour and each span's own colour (`Text` concatenation, `foregroundColor`).
            t.color.semantic == nil && !t.styled.spans.contains(where: { $0.color?.semantic != nil }) ? self : {
                t.color = t.color.resolved(in: env)
                for i in t.styled.spans.indices where t.styled.spans[i].color?.semantic != nil {
                    t.styled.spans[i].color = t.styled.spans[i].color?.resolved(in: env)
                }
                return .text(t)
            }()
        case .none, .image: self
        }
    }
}
