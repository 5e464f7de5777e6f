import TesseraApp

/// A message in a window of its own (the `message` scene, one window per message id).
struct MessageWindow: View {
    let store: MailStore
    let id: Message.ID?
    @Environment(\.dismissWindow) private var dismissWindow

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            if let id, let message = store.message(id) {
                Text(message.subject).font(.title2).id("window-subject")
                Text("From \(message.from) · \(message.time)").foregroundColor(.secondary)
                Divider()
                Text(message.body).id("window-body")
            } else {
                Text("No message.").foregroundColor(.secondary).id("window-empty")
            }
            Spacer()
            HStack {
                Spacer()
                Button("Close") { dismissWindow() }.keyboardShortcut(.cancelAction).id("window-close")
            }
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// The Activity window: how much mail there is.
struct ActivityView: View {
    let store: MailStore
    var body: some View {
        VStack(spacing: 8) {
            Text("\(store.inbox.count) in the inbox").font(.title3).id("activity-inbox")
            Text("\(store.sent.count) sent").foregroundColor(.secondary).id("activity-sent")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The Settings window: the signature added under sent messages, and whether to ask before
/// deleting.
struct MailSettingsView: View {
    @Bindable var store: MailStore
    var body: some View {
        Form {
            TextField("Signature", text: $store.signature).id("signature")
            Toggle("Ask before deleting", isOn: $store.confirmsDelete).id("confirms-delete")
        }
    }
}
