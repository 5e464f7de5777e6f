import Foundation
import Testing
import TesseraApp

@MainActor
@Suite struct PositionTests {
    @Test func positionCentresTheViewAtThePointAndTakesTheSpace() {
        let host = makeHost(VStack(spacing: 0) {
            Color.clear.frame(height: 30)
            Circle().fill(.red).frame(width: 20, height: 20).id("dot")
                .position(x: 100, y: 50)
                .frame(width: 300, height: 200).id("box")
        })
        guard let dot = host.node(withID: "dot")?.frame, let box = host.node(withID: "box")?.frame else {
            Issue.record("both drawn"); return
        }
        #expect(abs(dot.midX - (box.minX + 100)) < 0.01)
        #expect(abs(dot.midY - (box.minY + 50)) < 0.01)
        #expect(dot.width == 20)
        let moved = makeHost(Text("A").id("a").position(CGPoint(x: 400, y: 300)))
        guard let a = moved.node(withID: "a")?.frame else { Issue.record("text drawn"); return }
        #expect(abs(a.midX - 400) < 0.01 && abs(a.midY - 300) < 0.01, "the window's centre")
    }

    @Test func navigationBarItemsGoIntoTheBar() {
        let host = makeHost(NavigationStack {
            Text("Body").navigationTitle("Title")
                .navigationBarItems(leading: Text("Edit"), trailing: Text("Done"))
        })
        for _ in 0..<3 { host.refresh() }
        let texts = host.allTexts
        #expect(texts.contains("Edit"))
        #expect(texts.contains("Done"))
        var edit: CGRect?, done: CGRect?, body: CGRect?
        host.renderRoot.forEachNode { n in
            guard case .text(let t) = n.content else { return }
            if t.string == "Edit" { edit = CGRect(n.frame) }
            if t.string == "Done" { done = CGRect(n.frame) }
            if t.string == "Body" { body = CGRect(n.frame) }
        }
        if let edit, let done, let body {
            #expect(edit.midX < done.midX, "leading before trailing")
            #expect(edit.maxY <= body.minY, "in the bar above the content")
        } else { Issue.record("bar items and body drawn") }
    }
}
