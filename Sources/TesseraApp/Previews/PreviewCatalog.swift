/// One preview the app can show: a `#Preview`, or one view of a `PreviewProvider`'s `previews`.
struct PreviewEntry {
    /// The unique, file-safe name: the PNG's name under `--previews`, what `--preview` takes.
    var name: String
    /// Where it was declared: `Module/File.swift:12`, or the provider's type.
    var source: String
    /// How it is sized.
    var layout: PreviewLayout
    /// The orientation that turns the default size, if any.
    var orientation: InterfaceOrientation?
    /// Makes the view.
    var makeContent: @MainActor () -> any View
}

/// Every preview of the process, named and ordered (``PreviewDiscovery``): the `#Preview`s by
/// file and line, then the preview providers by type name, each provider's views in order.
///
/// Names: a `#Preview`'s title, else `File-Line` (`CalculatorView-42`); a provider's view's
/// `.previewDisplayName`, else the type's name (with `-2`, `-3`... when it has several views).
/// Characters other than letters, digits, `.`, `-` and `_` become `_`; a name that is taken
/// gets `-2`, `-3`... so every name is unique and a safe file name.
@MainActor
struct PreviewCatalog {
    private(set) var entries: [PreviewEntry] = []

    /// The previews of the whole process.
    static func discover() -> PreviewCatalog {
        let found = PreviewDiscovery.discover()
        return PreviewCatalog(registries: found.registries, providers: found.providers)
    }

    init(registries: [any PreviewRegistry.Type], providers: [any PreviewProvider.Type]) {
        var taken: Set<String> = []
        let sortedRegistries = registries.sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
        for registry in sortedRegistries {
            let preview = registry.makePreview()
            var layout = PreviewLayout.device, orientation: InterfaceOrientation?
            for trait in preview.traits {
                switch trait.kind {
                case .layout(let l): layout = l
                case .orientation(let o): orientation = o
                }
            }
            let file = preview.fileID.split(separator: "/").last.map(String.init) ?? preview.fileID
            let base = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
            let title = preview.name ?? "\(base)-\(preview.line)"
            entries.append(PreviewEntry(name: Self.unique(Self.sanitised(title), &taken), source: "\(preview.fileID):\(preview.line)",
                                        layout: layout, orientation: orientation, makeContent: preview.makeContent))
        }
        let sortedProviders = providers.map { (type: $0, name: String(reflecting: $0)) }.sorted { $0.name < $1.name }
        for (provider, qualified) in sortedProviders {
            let views = PreviewSplitter.split(provider.previews)
            let typeName = String(describing: provider)
            for (index, view) in views.enumerated() {
                let fallback = views.count == 1 ? typeName : "\(typeName)-\(index + 1)"
                let title = view.displayName ?? fallback
                let content = view.view
                entries.append(PreviewEntry(name: Self.unique(Self.sanitised(title), &taken), source: qualified,
                                            layout: view.layout, orientation: view.orientation, makeContent: { content }))
            }
        }
    }

    /// The preview called `name`: its exact name, else the one whose name matches ignoring case.
    func entry(named name: String) -> PreviewEntry? {
        entries.first { $0.name == name }
            ?? entries.first { $0.name.lowercased() == name.lowercased() }
            ?? entries.first { $0.name == Self.sanitised(name) }
    }

    /// `title` as a file name: letters, digits, `.`, `-`, `_`; other runs become one `_`.
    static func sanitised(_ title: String) -> String {
        var out = ""
        for c in title.unicodeScalars {
            let safe = (c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "-" || c == "." || c == "_") && c != "/"
            if safe { out.unicodeScalars.append(c) } else if !out.hasSuffix("_") { out += "_" }
        }
        while out.hasPrefix(".") || out.hasPrefix("_") { out.removeFirst() }
        while out.hasSuffix("_") { out.removeLast() }
        return out.isEmpty ? "Preview" : out
    }

    /// `name`, or `name-2`, `name-3`... the first not yet in `taken` (which it joins).
    static func unique(_ name: String, _ taken: inout Set<String>) -> String {
        var candidate = name, n = 1
        while taken.contains(candidate.lowercased()) {
            n += 1
            candidate = "\(name)-\(n)"
        }
        taken.insert(candidate.lowercased())
        return candidate
    }
}
