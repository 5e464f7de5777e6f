/// A problem in a JSON document from a user (a layout spec, an event file, a trainer state):
/// what is wrong and where (a JSON path such as `$.root.content[1].modifiers[0].frame.width`).
/// Its description is the one line the CLI prints. ``JSONReader`` throws it for syntax errors
/// and broken limits; the readers built on ``JSONValue`` throw it for wrong contents.
public struct SpecError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var message: String
    public init(_ path: String, _ message: String) { self.path = path; self.message = message }
    public var description: String { "\(path): \(message)" }
}
