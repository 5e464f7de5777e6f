import Foundation
import Testing
import Tessera
import TesseraAccessibility
import TesseraGeometry

@Suite struct ModifierTests {
    @Test func textAndImagesAreLabelsAndImages() throws {
        let h = TreeHarness(VStack { Text("Hello"); Image("photo"); Image(decorative: "flourish"); Rectangle().frame(width: 10, height: 10) })
        let names = h.tree.root.children.map { "\($0.role.rawValue):\($0.name)" }
        #expect(names == ["label:Hello", "image:photo"])
    }

    @Test func labelHintValueAndIdentifierOverrideInnerOnes() throws {
        let m = FormModel()
        let h = TreeHarness(VStack {
            Button("X") { m.clicks += 1 }.accessibilityLabel("Close").accessibilityHint("Closes the window")
                .accessibilityIdentifier("close")
            Text("42").accessibilityLabel("Answer").accessibilityValue("forty-two")
        })
        let close = try #require(h.tree.root.first(identifier: "close"))
        #expect(close.role == .pushButton && close.name == "Close" && close.hint == "Closes the window")
        let answer = try #require(h.find(.label, "Answer"))
        #expect(answer.value == "forty-two")
    }

    @Test func hiddenRemovesTheSubtree() {
        let h = TreeHarness(VStack { Text("Shown"); HStack { Text("A"); Button("B") {} }.accessibilityHidden(true) })
        #expect(h.tree.count == 2)
        #expect(h.tree.root.children.map(\.name) == ["Shown"])
    }

    @Test func combineContainAndIgnore() throws {
        let h = TreeHarness(VStack {
            HStack { Image("star"); Text("Favourites"); Text("12") }.accessibilityElement(children: .combine).id("c")
            HStack { Text("A"); Text("B") }.accessibilityElement(children: .contain).accessibilityLabel("Group")
            HStack { Text("Hidden inside") }.accessibilityElement().accessibilityLabel("Summary")
        })
        let kids = h.tree.root.children
        #expect(kids.count == 3)
        #expect(kids[0].name == "star, Favourites, 12" && kids[0].children.isEmpty)
        #expect(kids[1].name == "Group" && kids[1].children.map(\.name) == ["A", "B"])
        #expect(kids[2].name == "Summary" && kids[2].children.isEmpty)
    }

    @Test func traitsChangeRolesAndStates() throws {
        let h = TreeHarness(VStack {
            Text("Settings").accessibilityAddTraits(.isHeader)
            Text("Chapter").accessibilityHeading(.h2)
            Text("Chosen").accessibilityAddTraits([.isButton, .isSelected])
            Button("Plain") {}.accessibilityRemoveTraits(.isButton)
        })
        #expect(h.find(.heading, "Settings") != nil)
        #expect(h.find(.heading, "Chapter")?.headingLevel == 2)
        let chosen = try #require(h.find(.pushButton, "Chosen"))
        #expect(chosen.states.contains(.selected))
        #expect(h.find(.label, "Plain") != nil)
    }

    @Test func sortPriorityReordersSiblings() {
        let h = TreeHarness(HStack {
            Text("Second"); Text("First").accessibilitySortPriority(1); Text("Third").accessibilitySortPriority(-1)
        })
        #expect(h.tree.root.children.map(\.name) == ["First", "Second", "Third"])
    }

    @Test func namedAndAdjustableActionsRun() throws {
        let m = FormModel()
        let h = TreeHarness(VStack {
            Text("Rating").accessibilityAction(named: "Reset") { m.customRuns += 1 }
                .accessibilityAdjustableAction { m.count += $0 == .increment ? 1 : -1 }
        })
        let rating = try #require(h.find(.label, "Rating"))
        #expect(rating.actionNames == ["Reset", "increment", "decrement"])
        #expect(h.tree.perform("Reset", on: rating))
        #expect(h.tree.perform("decrement", on: rating))
        #expect(!h.tree.perform("nonexistent", on: rating))
        #expect(m.customRuns == 1 && m.count == 2)
    }

    @Test func labeledPairNamesTheContent() throws {
        let m = FormModel()
        let h = TreeHarness(HStack {
            Text("Volume").accessibilityLabeledPair(role: .label, id: "v")
            Slider(value: binding({ m.volume }, { m.volume = $0 })).accessibilityLabeledPair(role: .content, id: "v")
        })
        #expect(h.find(.slider)?.name == "Volume")
        #expect(h.find(.label, "Volume") == nil)
    }

    @Test func representationStandsInForACustomControl() throws {
        let m = FormModel()
        let h = TreeHarness(VStack {
            Circle().fill(m.on ? Color.green : Color.gray).frame(width: 20, height: 20)
                .onTapGesture { m.on.toggle() }
                .accessibilityRepresentation { Toggle("Power", isOn: binding({ m.on }, { m.on = $0 })).toggleStyle(.switch) }
        })
        let toggle = try #require(h.find(.switchControl, "Power"))
        #expect(h.tree.press(toggle))
        #expect(m.on)
    }

    @Test func jsonFollowsTheContract() throws {
        let h = TreeHarness(VStack { Button("Save \"now\"") {} })
        let json = AccessibilityJSON.string(h.tree.root)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["role"] as? String == "frame")
        let child = try #require((object["children"] as? [[String: Any]])?.first)
        #expect(child["role"] as? String == "push button")
        #expect(child["name"] as? String == "Save \"now\"")
        #expect((child["states"] as? [String])?.contains("focusable") == true)
        let frame = try #require(child["frame"] as? [String: Any])
        #expect(Set(frame.keys) == ["x", "y", "width", "height"])
        #expect((frame["width"] as? Double ?? 0) > 0)
    }
}
