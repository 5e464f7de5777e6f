import Foundation

extension AppWindows {
    /// The rows Tessera puts in the standard groups of the menu bar (SwiftUI's defaults on a
    /// desktop): "Settings…" (Ctrl+,) with a `Settings` scene and "Quit" (Ctrl+Q) in the app
    /// menu; "New Window" (Ctrl+N) for the first plain `WindowGroup` and "Close Window"
    /// (Ctrl+W, the `.saveItem` group) in File; one row per `Window` scene in the Window menu.
    func standardRows(window number: Int) -> [CommandGroupPlacement: [AnyView]] {
        let router = router
        var rows: [CommandGroupPlacement: [AnyView]] = [:]
        if let settings = scenes.first(where: { $0.kind == .settings }) {
            rows[.appSettings] = [AnyView(Button("Settings…") { router.open(settings.id, nil) }.keyboardShortcut(",").id("command-settings"))]
        }
        rows[.appTermination] = [AnyView(Button("Quit \(appName)") { [weak self] in self?.quit() }.keyboardShortcut("q").id("command-quit"))]
        if let group = scenes.first(where: { $0.kind == .group }) {
            // A plain group opens a new window each time (no value to find an open one by).
            rows[.newItem] = [AnyView(Button("New Window") { router.open(group.id, nil) }.keyboardShortcut("n").id("command-new-window"))]
        }
        rows[.saveItem] = [AnyView(Button("Close Window") { router.dismiss(nil, nil, number) }.keyboardShortcut("w").id("command-close-window"))]
        rows[.singleWindowList] = scenes.filter { $0.kind == .single }.map { scene in
            AnyView(Button(scene.title) { router.open(scene.id, nil) }.id("command-window-\(scene.id)"))
        }
        return rows
    }

    /// Closes every window and ends the app.
    func quit() { onQuit?() }
}
