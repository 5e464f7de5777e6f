import TesseraApp

/// An app whose previews exercise `#Preview`, `PreviewProvider` and `--previews` in the tests
/// (TesseraAppTests): titles, untitled `File-Line` names, traits, `@Previewable` state, a
/// duplicate title, a title needing sanitising, and one preview that crashes on purpose.
@main
struct PreviewFixturesApp: App {
    var body: some Scene {
        WindowGroup("Fixtures") { Text("Fixtures") }.defaultSize(width: 320, height: 200)
    }
}

/// A view that traps when drawn: `--previews` must report it and go on.
struct CrashingView: View {
    var body: some View {
        let code = Int(CommandLine.arguments.count)
        if code >= 0 { fatalError("fixture preview crashed on purpose") }
        return Text("unreachable")
    }
}
