import Foundation

/// What the app shows for `--preview NAME` and `--show-build-errors LOG` instead of its scene.
@MainActor
enum PreviewWindow {
    /// The window for `options`: a preview, a build log's errors, or `app` itself.
    static func description(for options: AppOptions, app: WindowDescription, catalog: () -> PreviewCatalog) throws -> WindowDescription {
        if let path = options.buildErrorsPath {
            let log = try BuildLog(contentsOf: path)
            return WindowDescription(title: "\(app.title) — build failed", defaultSize: Size(width: 900, height: 560),
                                     makeContent: { BuildErrorsView(log: log) })
        }
        guard let name = options.preview else { return app }
        let catalog = catalog()
        guard let entry = catalog.entry(named: name) else { throw unknownPreview(name, catalog: catalog) }
        var window = WindowDescription(title: "\(entry.name) — \(app.title)", defaultSize: size(of: entry, appSize: app.defaultSize),
                                       makeContent: entry.makeContent)
        window.sizesToFit = entry.layout == .sizeThatFits
        return window
    }

    /// The one line for a name no preview has, listing those there are.
    static func unknownPreview(_ name: String, catalog: PreviewCatalog) -> AppOptionsError {
        let names = catalog.entries.map(\.name)
        if names.isEmpty { return AppOptionsError("no preview named \"\(name)\": this app has no previews") }
        return AppOptionsError("no preview named \"\(name)\"; the previews are: \(names.joined(separator: ", "))")
    }

    /// The size a preview opens at (before `--size`): fixed, else the app window's default
    /// size turned by the orientation; a size-that-fits preview starts there and is fitted.
    static func size(of entry: PreviewEntry, appSize: Size) -> Size {
        if case .fixed(let w, let h) = entry.layout, w.isFinite, h.isFinite, w >= 1, h >= 1 {
            return Size(width: min(w.rounded(.up), 16384), height: min(h.rounded(.up), 16384))
        }
        guard let orientation = entry.orientation else { return appSize }
        let long = max(appSize.width, appSize.height), short = min(appSize.width, appSize.height)
        return orientation.isPortrait ? Size(width: short, height: long) : Size(width: long, height: short)
    }
}

extension AppSession {
    /// Resizes the session to its view's ideal size (its size for an unspecified proposal),
    /// for size-that-fits previews; a dimension without an ideal size keeps the current one.
    func sizeToFit() {
        _ = frame()
        let ideal = host.renderRoot.layout.sizeThatFits(.unspecified)
        func fit(_ v: Double, _ current: Double) -> Double { v.isFinite && v >= 1 ? min(v.rounded(.up), 16384) : current }
        let fitted = Size(width: fit(ideal.width, size.width), height: fit(ideal.height, size.height))
        if fitted != size { _ = handle(.resize(fitted)) }
    }
}
