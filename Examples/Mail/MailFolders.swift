import TesseraApp

/// The Folders window: a split view of the mailboxes (sidebar), their messages (content) and
/// the message chosen (detail). Choosing in a column drives the next; Ctrl+Alt+S or the
/// sidebar button hides and shows the sidebar.
struct FoldersView: View {
    let store: MailStore
    @State private var mailbox: Mailbox? = .inbox
    @State private var selected: Message.ID?
    @State private var visibility = NavigationSplitViewVisibility.all

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            VStack(alignment: .leading, spacing: 2) {
                FolderRow(title: "Inbox", count: store.inbox.count, isSelected: mailbox == .inbox) { choose(.inbox) }
                    .id("folder-inbox")
                FolderRow(title: "Sent", count: store.sent.count, isSelected: mailbox == .sent) { choose(.sent) }
                    .id("folder-sent")
                Spacer()
            }
            .padding(8)
            .navigationTitle("Mailboxes")
            .navigationSplitViewColumnWidth(min: 140, ideal: 180, max: 260)
        } content: {
            let messages = mailbox == .sent ? store.sent : store.inbox
            ScrollView {
                VStack(spacing: 0) {
                    if messages.isEmpty { Text("No messages.").foregroundColor(.secondary).padding(20).id("folder-empty") }
                    ForEach(messages) { message in
                        Button { selected = message.id } label: { MessageRow(message: message) }
                            .buttonStyle(.plain)
                            .background(selected == message.id ? Color.accentColor.opacity(0.18) : Color.clear)
                            .id("folder-message-\(message.id)")
                        Divider()
                    }
                }
            }
            .navigationTitle(mailbox == .sent ? "Sent" : "Inbox")
        } detail: {
            let message = selected.flatMap { id in (store.inbox + store.sent).first { $0.id == id } }
            VStack(alignment: .leading, spacing: 12) {
                if let message {
                    Text(message.subject).font(.title2).id("folder-subject")
                    Text("From \(message.from) · \(message.time)").foregroundColor(.secondary)
                    Divider()
                    Text(message.body)
                } else {
                    Text("Choose a message.").foregroundColor(.secondary).id("folder-none")
                }
                Spacer()
            }
            .padding(20)
            .frame(maxWidth: .infinity, alignment: .leading)
            .navigationTitle(message?.from ?? "")
        }
    }

    private func choose(_ box: Mailbox) {
        mailbox = box
        selected = nil
    }
}

/// A mailbox in the sidebar: its name and count, filled with the tint when chosen.
struct FolderRow: View {
    let title: String
    let count: Int
    let isSelected: Bool
    let action: () -> Void
    var body: some View {
        Button(action: action) {
            HStack {
                Text(title).foregroundColor(isSelected ? .white : .primary)
                Spacer()
                Text("\(count)").foregroundColor(isSelected ? .white : .secondary)
            }
            .padding(.horizontal, 10).padding(.vertical, 5)
            .background(isSelected ? AnyView(RoundedRectangle(cornerRadius: 6).fill(Color.accentColor)) : AnyView(Color.clear))
        }
        .buttonStyle(.plain)
    }
}

/// The message a window shows, for the Message menu's commands.
struct ShownMessageKey: FocusedValueKey { typealias Value = Message.ID }

extension FocusedValues {
    /// The id of the message the window shows (published by `MessageView`).
    var shownMessage: Message.ID? {
        get { self[ShownMessageKey.self] }
        set { self[ShownMessageKey.self] = newValue }
    }
}

/// Mailbox ▸ Delete Message (joining the Mailbox menu): it acts on the message the window
/// shows, and is greyed out (its shortcut off) while the window shows none.
struct MessageCommands: Commands {
    let store: MailStore
    @FocusedValue(\.shownMessage) var shown

    var body: some Commands {
        CommandMenu("Mailbox") {
            Button("Delete Message") { if let shown { store.delete(shown) } }
                .keyboardShortcut(.delete)
                .disabled(shown.flatMap { store.message($0) } == nil)
                .id("command-delete-message")
        }
    }
}
