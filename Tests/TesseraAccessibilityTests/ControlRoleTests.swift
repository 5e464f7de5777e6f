import Testing
import Tessera
import TesseraAccessibility

@Suite struct ControlRoleTests {
    @Test func buttonIsANamedPushButtonThatPresses() throws {
        let m = FormModel()
        let h = TreeHarness(VStack { Button("Save") { m.clicks += 1 } })
        let button = try #require(h.find(.pushButton, "Save"))
        #expect(button.states.isSuperset(of: [.focusable, .enabled, .sensitive, .showing, .visible]))
        #expect(button.children.isEmpty)
        #expect(button.actionNames == ["click"])
        #expect(h.tree.press(button))
        #expect(m.clicks == 1)
    }

    @Test func disabledButtonIsInsensitiveAndCannotBePressed() throws {
        let m = FormModel()
        let h = TreeHarness(VStack { Button("Save") { m.clicks += 1 }.disabled(true) })
        let button = try #require(h.find(.pushButton, "Save"))
        #expect(!button.states.contains(.sensitive) && !button.states.contains(.focusable))
        #expect(!h.tree.press(button))
        #expect(m.clicks == 0)
    }

    @Test func toggleReportsCheckedAndFlips() throws {
        let m = FormModel()
        let h = TreeHarness(VStack {
            Toggle("Wi-Fi", isOn: binding({ m.on }, { m.on = $0 })).toggleStyle(.switch)
            Toggle("Sound", isOn: binding({ m.on2 }, { m.on2 = $0 })).toggleStyle(.checkbox)
        })
        let wifi = try #require(h.find(.switchControl, "Wi-Fi"))
        #expect(h.find(.checkBox, "Sound") != nil)
        #expect(wifi.states.contains(.checkable) && !wifi.states.contains(.checked))
        #expect(h.tree.perform("toggle", on: wifi))
        let changes = h.refresh()
        #expect(m.on)
        #expect(wifi.states.contains(.checked))
        #expect(changes.contains { if case .stateChanged(let e, .checked, true) = $0 { e === wifi } else { false } })
    }

    @Test func sliderExposesItsRangeAndTakesAValue() throws {
        let m = FormModel()
        let h = TreeHarness(VStack { Slider(value: binding({ m.volume }, { m.volume = $0 }), in: 0...1) { Text("Volume") } })
        let slider = try #require(h.find(.slider))
        #expect(slider.name == "Volume")
        #expect(slider.value == "0.5")
        #expect(slider.range?.minimum == 0 && slider.range?.maximum == 1)
        #expect(h.tree.setValue(0.25, on: slider))
        h.refresh()
        #expect(abs(m.volume - 0.25) < 1e-9)
        #expect(slider.value == "0.25")
        #expect(h.tree.perform("increment", on: slider))
        #expect(m.volume > 0.25)
    }

    @Test func stepperIsASpinButtonWithValue() throws {
        let m = FormModel()
        let h = TreeHarness(VStack { Stepper("Copies", value: binding({ m.count }, { m.count = $0 }), in: 1...5) })
        let spin = try #require(h.find(.spinButton))
        #expect(spin.name == "Copies")
        #expect(spin.value == "3")
        #expect(h.tree.setValue(5, on: spin))
        h.refresh()
        #expect(m.count == 5 && spin.value == "5")
    }

    @Test func textFieldIsAnEditableEntry() throws {
        let m = FormModel()
        let h = TreeHarness(VStack {
            TextField("Name", text: binding({ m.name }, { m.name = $0 }))
            SecureField("Password", text: binding({ m.name }, { m.name = $0 }))
        })
        let entry = try #require(h.find(.entry, "Name"))
        #expect(entry.states.isSuperset(of: [.editable, .singleLine, .focusable]))
        #expect(h.tree.insertText("Ada", at: 0, on: entry))
        h.refresh()
        #expect(m.name == "Ada")
        #expect(entry.text?.string == "Ada" && entry.value == "Ada")
        let password = try #require(h.find(.passwordText, "Password"))
        #expect(password.value == nil)
    }

    @Test func pickerIsAComboBoxWithChoices() throws {
        let m = FormModel()
        let h = TreeHarness(VStack {
            Picker("Size", selection: binding({ m.choice }, { m.choice = $0 })) {
                Text("Small").tag("a"); Text("Medium").tag("b"); Text("Large").tag("c")
            }
        })
        let combo = try #require(h.find(.comboBox))
        #expect(combo.choices == ["Small", "Medium", "Large"])
        #expect(combo.value == "Medium")
        #expect(combo.states.contains(.expandable) && !combo.states.contains(.expanded))
        #expect(h.tree.select(choice: 2, on: combo))
        #expect(m.choice == "c")
    }

    @Test func focusFollowsTabAndIsReported() throws {
        let h = TreeHarness(VStack { Button("One") {}; Button("Two") {} })
        h.host.moveFocus(forward: true)
        let changes = h.refresh()
        let one = try #require(h.find(.pushButton, "One"))
        #expect(one.states.contains(.focused))
        #expect(h.tree.focusedElement === one)
        #expect(changes.contains { if case .focused(let e) = $0 { e === one } else { false } })
        let two = try #require(h.find(.pushButton, "Two"))
        #expect(h.tree.grabFocus(two))
        h.refresh()
        #expect(h.tree.focusedElement === two && !one.states.contains(.focused))
    }
}
