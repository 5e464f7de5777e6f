import Foundation
import Testing
@testable import TesseraDemo
import Tessera
import TesseraSDL
import TesseraSDLHost
import TesseraTesting
import TesseraAccessibility

/// The `controls` scene driven through the demo's input path (the same `InputEvent`s a window
/// or an event file delivers): the form reacts, the menu pops up over everything, and a golden
/// of the scene in use (name edited with a selection, menu open).
extension DemoTests {
    @Suite struct ControlsScene {
        func center(_ s: DemoSession, _ id: String) -> Point {
            s.layoutIfNeeded()
            let f = s.host.node(withID: id)!.frame
            return Point(x: f.midX, y: f.midY)
        }

        @Test func editingAndMenuGolden() throws {
            let goldens = try GoldenImages()
            let s = try session("controls", renderer: goldens.renderer)
            s.handle(.click(center(s, "name")))
            s.handle(.key(name: "End", shift: false, modifiers: []))
            s.handle(.text(" Byron"))
            for _ in 0..<5 { s.handle(.key(name: "Left", shift: true, modifiers: [])) }
            s.handle(.click(center(s, "accent")))
            let image = try goldens.renderer.render(s.frame(at: 10).displayList, size: s.model.size)
            try goldens.assertMatches(image, golden: SceneGoldens.folder + "/controls-in-use.png")
        }

        @Test func darkAppearanceGolden() throws {
            let goldens = try GoldenImages()
            let s = try session("controls", renderer: goldens.renderer)
            s.handle(.key(name: "Space", shift: false, modifiers: []))
            s.handle(.click(center(s, "name")))
            let image = try goldens.renderer.render(s.frame(at: 10).displayList, size: s.model.size)
            try goldens.assertMatches(image, golden: SceneGoldens.folder + "/controls-dark.png")
        }

        @Test func demoKeysStillWorkAroundControls() throws {
            let s = try session("controls")
            let scene = s.model.scene.id
            // A focused text field takes letters: H does not open the help.
            s.handle(.click(center(s, "name")))
            s.handle(.key(name: "H", shift: false, modifiers: []))
            #expect(!s.model.showHelp)
            // Tab still switches scenes in the demo (tabNavigation is off there).
            s.handle(.key(name: "Tab", shift: false, modifiers: []))
            #expect(s.model.scene.id != scene)
        }

        /// Issue 30: a keyboard reaches every control of the scene (Tab stays the scene key).
        @Test func ctrlTabMovesFocusThroughTheControlsWithoutAClick() throws {
            let s = try session("controls")
            let scene = s.model.scene.id
            var names: [String] = []
            for _ in 0..<4 {
                s.handle(.key(name: "Tab", shift: false, modifiers: [.control]))
                _ = s.frame()
                let tree = AccessibilityTree(host: s.host, title: s.title)
                tree.update()
                names.append(tree.focusedElement.map { "\($0.role.rawValue) \($0.name)" } ?? "none")
            }
            #expect(s.model.scene.id == scene, "Ctrl+Tab must not switch scenes")
            #expect(!names.contains("none") && Set(names).count == 4, "focus went \(names)")
            s.handle(.key(name: "Tab", shift: true, modifiers: [.control]))
            _ = s.frame()
            let tree = AccessibilityTree(host: s.host, title: s.title)
            tree.update()
            #expect(tree.focusedElement.map { "\($0.role.rawValue) \($0.name)" } == names[2], "Ctrl+Shift+Tab goes back")
        }

        @Test func systemClipboardWithoutVideoFailsSafely() {
            // Headless (no SDL video) writes fail and reads answer nil; with video, what is
            // written is read back.
            let clip = SDLClipboard()
            if clip.writeText("tessera clipboard") { #expect(clip.readText() == "tessera clipboard") }
            else { #expect(clip.readText() == nil) }
        }
    }
}
