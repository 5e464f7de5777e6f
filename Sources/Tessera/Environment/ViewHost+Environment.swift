/// The environment a host gives its root view, and the colour scheme its content prefers.
extension ViewHost {
    /// The root view's environment: the base (`environment`) in the preferred colour scheme of
    /// the content when it states one.
    var rootEnvironment: EnvironmentValues {
        var env = baseEnvironment
        if let scheme = colorSchemePreference.scheme { env.colorScheme = scheme }
        return env
    }

    /// The environment of the root view (the app's settings: colour scheme, layout direction,
    /// tint, custom values). Setting it re-renders the views whose environment changed.
    public var environment: EnvironmentValues {
        get { baseEnvironment }
        set {
            var env = newValue
            env.builtin.preferenceSink = colorSchemePreference
            baseEnvironment = env
            rerenderRoot()
            settleLifecycle()
        }
    }

    /// The colour scheme the window is drawn in: the content's preference, else the base one.
    public var colorScheme: ColorScheme { rootEnvironment.colorScheme }

    /// The window background for the current colour scheme (`Color.windowBackground`).
    public var windowBackground: Color { Color.windowBackground.resolved(in: rootEnvironment) }

    /// Re-renders the tree when the content's preferred colour scheme differs from the scheme
    /// the root was last rendered in.
    func applyColorSchemePreference() {
        guard let preferred = colorSchemePreference.scheme, preferred != rootNode.env.colorScheme else { return }
        rerenderRoot()
    }

    private func rerenderRoot() {
        rootNode.update(rootView, env: rootEnvironment)
        needsSync = true
    }
}
