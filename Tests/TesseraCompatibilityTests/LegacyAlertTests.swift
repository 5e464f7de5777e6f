import Foundation
import Testing
import TesseraApp

/// A game-over alert written the SwiftUI 1 way, with two buttons.
private struct OldAlertHost: View {
    @State var show = false
    @State var log = ""
    var body: some View {
        VStack {
            Text("log \(log)").id("log")
            Button("Finish") { show = true }.id("finish")
        }
        .alert(isPresented: $show) {
            Alert(title: Text("Game Over"), message: Text("You won"),
                  primaryButton: .destructive(Text("Reset")) { log += "R" },
                  secondaryButton: .cancel())
        }
    }
}

private struct Player: Identifiable { let id: Int; let name: String }

/// An alert for an optional item.
private struct ItemAlertHost: View {
    @State var selected: Player? = Player(id: 1, name: "Ann")
    var body: some View {
        Text("selected \(selected?.name ?? "none")").id("selected")
            .alert(item: $selected) { player in
                Alert(title: Text("Hello \(player.name)"), dismissButton: .default(Text("Bye")))
            }
    }
}

@MainActor
@Suite struct LegacyAlertTests {
    private func settle(_ host: ViewHost) {
        var t = 0.0
        repeat { t += 1.0 / 30 } while host.frame(size: .init(width: 800, height: 600), at: t).isAnimating && t < 5
    }

    @Test func alertValueShowsTitleMessageAndButtonsAndRunsActions() {
        let host = makeHost(OldAlertHost())
        #expect(!host.allTexts.contains("Game Over"))
        host.click("finish")
        settle(host)
        #expect(host.allTexts.contains("Game Over"))
        #expect(host.allTexts.contains("You won"))
        #expect(host.allTexts.contains("Cancel"))
        #expect(host.allTexts.contains("Reset"))
        _ = host.handle(.key(KeyPress("Escape")))
        host.refresh(); settle(host)
        #expect(!host.allTexts.contains("Game Over"), "Escape presses the cancel button and closes")
        #expect(host.text("log") == "log ")
        host.click("finish")
        settle(host)
        var reset: CGRect?
        host.renderRoot.forEachNode { n in if case .text(let t) = n.content, t.string == "Reset" { reset = CGRect(n.frame) } }
        guard let reset else { Issue.record("no Reset button"); return }
        _ = host.handle(.click(.init(x: reset.midX, y: reset.midY)))
        host.refresh(); settle(host)
        #expect(host.text("log") == "log R")
        #expect(!host.allTexts.contains("Game Over"))
    }

    @Test func itemAlertClosesBySettingTheItemToNil() {
        let host = makeHost(ItemAlertHost())
        settle(host)
        #expect(host.allTexts.contains("Hello Ann"))
        _ = host.handle(.key(KeyPress("Return")))
        host.refresh(); settle(host)
        #expect(host.text("selected") == "selected none")
        #expect(!host.allTexts.contains("Hello Ann"))
    }
}
