import Foundation
import Observation
import TesseraApp

/// One message in the inbox.
struct Message: Identifiable, Hashable {
    let id: Int
    var from: String
    var subject: String
    var body: String
    var time: String
}

/// The mailbox: the inbox's messages (newest first) and the sent ones.
@Observable
final class MailStore {
    var inbox: [Message]
    var sent: [Message] = []
    /// Whether a main window shows the compose sheet (File ▸ New Message sets it).
    var composing = false
    /// Added under every sent message (Settings).
    var signature = ""
    /// Whether Delete asks first (Settings).
    var confirmsDelete = true
    private var nextID: Int

    init() {
        inbox = [
            Message(id: 1, from: "Ada Lovelace", subject: "Notes on the Analytical Engine",
                    body: "I have finished the notes. The engine might compose elaborate pieces of music.", time: "09:41"),
            Message(id: 2, from: "Grace Hopper", subject: "Found a moth in relay 70",
                    body: "First actual case of bug being found. Taped it into the log book.", time: "08:15"),
            Message(id: 3, from: "Alan Turing", subject: "Can machines think?",
                    body: "I propose to consider the question. Let us play the imitation game.", time: "Yesterday"),
            Message(id: 4, from: "Edsger Dijkstra", subject: "Go To Statement Considered Harmful",
                    body: "The quality of programmers is a decreasing function of the density of go to statements.", time: "Monday"),
            Message(id: 5, from: "Barbara Liskov", subject: "Substitution",
                    body: "Objects of a subtype should behave like objects of the supertype.", time: "Sunday"),
        ]
        nextID = 6
    }

    /// The message with `id`, if it is still in the inbox.
    func message(_ id: Message.ID) -> Message? { inbox.first { $0.id == id } }

    /// Removes a message from the inbox.
    func delete(_ id: Message.ID) { inbox.removeAll { $0.id == id } }

    /// Sends a draft; false (nothing sent) when it has no recipient.
    @discardableResult
    func send(to: String, subject: String, body: String) -> Bool {
        let recipient = to.trimmingCharacters(in: .whitespaces)
        guard !recipient.isEmpty else { return false }
        let signed = signature.isEmpty ? body : body + "\n-- \n" + signature
        sent.append(Message(id: nextID, from: recipient, subject: subject.isEmpty ? "(no subject)" : subject, body: signed, time: "now"))
        nextID += 1
        return true
    }
}
