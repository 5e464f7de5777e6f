import TesseraApp

/// The mailboxes a tab shows.
enum Mailbox: Hashable { case inbox, sent }

/// The app's window: tabs for the inbox (a navigation stack; a message id pushed on the path
/// opens the message; its badge counts the messages) and the sent messages; Compose opens a
/// sheet over both.
struct MailView: View {
    let store: MailStore
    @State private var path: [Message.ID] = []
    @State private var mailbox = Mailbox.inbox

    init(store: MailStore = MailStore()) { self.store = store }

    var body: some View {
        TabView(selection: $mailbox) {
            Tab("Inbox", systemImage: "bell", value: Mailbox.inbox) {
                NavigationStack(path: $path) {
                    InboxView(store: store)
                        .navigationTitle("Inbox")
                        .toolbar {
                            ToolbarItem(placement: .primaryAction) {
                                Button("Compose") { store.composing = true }.id("compose")
                            }
                        }
                        .navigationDestination(for: Message.ID.self) { id in
                            MessageView(store: store, id: id)
                        }
                }
            }
            .badge(store.inbox.count)
            Tab("Sent", systemImage: "checkmark", value: Mailbox.sent) {
                SentView(store: store)
            }
        }
        .sheet(isPresented: Binding(get: { store.composing }, set: { store.composing = $0 })) { ComposeView(store: store) }
    }
}

/// The sent messages, newest last.
struct SentView: View {
    let store: MailStore
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if store.sent.isEmpty {
                Text("Nothing sent yet.").foregroundColor(.secondary).padding(20).id("sent-empty")
            }
            ForEach(store.sent) { message in
                MessageRow(message: message).id("sent-\(message.id)")
                Divider()
            }
            Spacer()
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// The inbox: one row per message, each a link to it with a context menu (open in a window of
/// its own, delete after a confirmation dialog), and a count at the bottom.
struct InboxView: View {
    let store: MailStore
    @Environment(\.openWindow) private var openWindow
    @State private var deleting: Message?
    var body: some View {
        VStack(spacing: 0) {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(store.inbox) { message in
                        NavigationLink(value: message.id) { MessageRow(message: message) }
                            .contextMenu {
                                Button("Open in New Window") { openWindow(value: message.id) }.id("open-window-\(message.id)")
                                Button("Delete…", role: .destructive) { deleting = message }.id("delete-row-\(message.id)")
                            }
                            .id("row-\(message.id)")
                        Divider()
                    }
                }
                .accessibilityAttributes { $0.role = .list }  // the rows read as list items
            }
            .id("inbox")
            Text("\(store.inbox.count) messages, \(store.sent.count) sent")
                .font(.footnote).foregroundColor(.secondary).padding(8).id("inbox-count")
        }
        .confirmationDialog("Delete the message from \(deleting?.from ?? "")?",
                            isPresented: Binding(get: { deleting != nil }, set: { if !$0 { deleting = nil } }),
                            titleVisibility: .visible, presenting: deleting) { message in
            Button("Delete", role: .destructive) { store.delete(message.id) }
        }
    }
}

/// A row of the inbox: sender and time, then the subject.
struct MessageRow: View {
    let message: Message
    var body: some View {
        VStack(alignment: .leading, spacing: 3) {
            HStack {
                Text(message.from).bold().foregroundColor(.primary)
                Spacer()
                Text(message.time).font(.footnote).foregroundColor(.secondary)
            }
            Text(message.subject).font(.subheadline).foregroundColor(.secondary).lineLimit(1)
        }
        .padding(.vertical, 8)
        .padding(.horizontal, 12)
    }
}

/// One message, with Delete in the toolbar asking for confirmation first, and Read showing it
/// over the whole window.
struct MessageView: View {
    let store: MailStore
    let id: Message.ID
    @State private var confirmingDelete = false
    @State private var reading = false
    @State private var showingSender = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let message = store.message(id)
        VStack(alignment: .leading, spacing: 12) {
            if let message {
                Text(message.subject).font(.title2).id("subject")
                Text("From \(message.from) · \(message.time)").foregroundColor(.secondary)
                    .onTapGesture { showingSender = true }
                    .popover(isPresented: $showingSender) { SenderCard(message: message) }
                    .id("sender")
                Divider()
                Text(message.body).id("body")
            } else {
                Text("This message was deleted.").foregroundColor(.secondary)
            }
            Spacer()
        }
        .padding(20)
        .frame(maxWidth: .infinity, alignment: .leading)
        .navigationTitle(message?.from ?? "Message")
        .toolbar {
            ToolbarItem(placement: .primaryAction) { Button("Read") { reading = true }.id("read") }
            ToolbarItem(placement: .destructiveAction) {
                Button("Delete", role: .destructive) {
                    if store.confirmsDelete { confirmingDelete = true } else { store.delete(id); dismiss() }
                }
                .id("delete")
            }
        }
        .alert("Delete this message?", isPresented: $confirmingDelete) {
            Button("Delete", role: .destructive) {
                store.delete(id)
                dismiss()
            }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("It will be removed from the inbox.")
        }
        .fullScreenCover(isPresented: $reading) { ReadingView(message: message) }
        .focusedSceneValue(\.shownMessage, id)
    }
}

/// The sender's card, in a popover under the "From" line (its bubble points at the line; a
/// click outside or Escape closes it).
struct SenderCard: View {
    let message: Message
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(message.from).bold().id("sender-name")
            Text("Last message \(message.time)").font(.footnote).foregroundColor(.secondary)
        }
    }
}

/// A message over the whole window, in large type, with Done (or Escape) to go back.
struct ReadingView: View {
    let message: Message?
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack {
                Spacer()
                Button("Done") { dismiss() }.buttonStyle(.borderedProminent).id("done-reading")
            }
            Text(message?.subject ?? "").font(.largeTitle).id("reading-subject")
            Text(message?.body ?? "").font(.title3)
            Spacer()
        }
        .padding(32)
    }
}

/// The compose sheet: recipient, subject and text, with Cancel and Send in its bar.
struct ComposeView: View {
    let store: MailStore
    @State private var to = ""
    @State private var subject = ""
    @State private var text = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                TextField("To", text: $to).id("to")
                TextField("Subject", text: $subject).id("subject-field")
                TextField("Message", text: $text).id("text")
                Spacer()
            }
            .padding(16)
            .navigationTitle("New Message")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() }.id("cancel") }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Send") { if store.send(to: to, subject: subject, body: text) { dismiss() } }
                        .buttonStyle(.borderedProminent).id("send")
                }
            }
        }
        // A stack has no ideal size of its own: the sheet takes this one (as on macOS).
        .frame(minWidth: 520, minHeight: 360)
    }
}
