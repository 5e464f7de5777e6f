import Foundation
import Testing
import TesseraApp

/// Records what the SwiftUI 1 text field callbacks report.
private final class FieldLog {
    var editing: [Bool] = []
    var commits: [String] = []
    var submits = 0
}

/// A field with `onEditingChanged:` and `onCommit:`, an `onSubmit` around it, and a second field
/// to move the focus to.
private struct CommitForm: View {
    let log: FieldLog
    @State private var text = ""
    @State private var other = ""
    var body: some View {
        VStack {
            TextField("Name", text: $text, onEditingChanged: { log.editing.append($0) },
                      onCommit: { log.commits.append(text) })
                .frame(width: 300).id("name")
            TextField("Other", text: $other).frame(width: 300).id("other")
        }
        .onSubmit { log.submits += 1 }
    }
}

/// A field with only `onCommit:`.
private struct CommitOnly: View {
    let log: FieldLog
    @State private var text = ""
    var body: some View {
        TextField("Task", text: $text, onCommit: { log.commits.append(text); text = "" })
            .frame(width: 300).id("task")
    }
}

/// A number typed through a `NumberFormatter`.
private struct FormatterForm: View {
    @State private var amount = 2.5
    @State private var count = 3
    var body: some View {
        VStack {
            TextField("Amount", value: $amount, formatter: NumberFormatter.decimalNumbers).frame(width: 300).id("amount")
            Text("amount \(amount)").id("amountText")
            TextField("Count", value: $count, formatter: NumberFormatter()).frame(width: 300).id("count")
            Text("count \(count)").id("countText")
        }
    }
}

extension NumberFormatter {
    fileprivate static var decimalNumbers: NumberFormatter {
        let f = NumberFormatter()
        f.numberStyle = .decimal
        f.locale = Locale(identifier: "en_US_POSIX")
        return f
    }
}

@MainActor
@Suite struct LegacyTextFieldTests {
    private func type(_ host: ViewHost, _ text: String) {
        _ = host.handle(.text(text)); host.refresh()
    }

    @Test func onCommitRunsOnReturnBeforeOnSubmitAndEditingFollowsTheFocus() {
        let log = FieldLog()
        let host = makeHost(CommitForm(log: log))
        host.click("name")
        #expect(log.editing == [true])
        type(host, "Ada")
        _ = host.handle(.key(KeyPress("Return"))); host.refresh()
        #expect(log.commits == ["Ada"])
        #expect(log.submits == 1, "the onSubmit around the field runs as well")
        host.click("other")
        #expect(log.editing == [true, false])
        _ = host.handle(.key(KeyPress("Return"))); host.refresh()
        #expect(log.commits == ["Ada"], "Return in another field does not commit this one")
        #expect(log.submits == 2)
    }

    @Test func onCommitAloneClearsLikeAToDoField() {
        let log = FieldLog()
        let host = makeHost(CommitOnly(log: log))
        host.click("task")
        type(host, "milk")
        _ = host.handle(.key(KeyPress("Return"))); host.refresh()
        type(host, "eggs")
        _ = host.handle(.key(KeyPress("Return"))); host.refresh()
        #expect(log.commits == ["milk", "eggs"])
    }

    @Test func formatterFieldsShowAndReadNumbers() {
        let host = makeHost(FormatterForm())
        #expect(host.texts("amount").contains("2.5"))
        #expect(host.texts("count").contains("3"))
        host.click("amount")
        _ = host.handle(.key(KeyPress("a", control: true)))
        type(host, "1,234.5")
        #expect(host.text("amountText") == "amount 1234.5")
        type(host, "x")
        #expect(host.text("amountText") == "amount 1234.5", "text the formatter cannot read leaves the value")
        host.click("count")
        _ = host.handle(.key(KeyPress("a", control: true)))
        type(host, "42")
        #expect(host.text("countText") == "count 42")
    }
}
