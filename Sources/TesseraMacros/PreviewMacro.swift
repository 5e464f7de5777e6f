import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview` (SwiftUI's preview macro, Xcode 15 / Swift 5.9):
///
/// ```swift
/// #Preview("Dark", traits: .sizeThatFitsLayout) {
///     @Previewable @State var on = true
///     let model = Model()
///     ContentView(model: model, on: $on)
/// }
/// ```
/// expands to a type with a unique name conforming to `PreviewRegistry`, holding the preview's
/// source location and a `makePreview()` that builds a `Preview` from the macro's arguments
/// (title, traits, the body closure). The app finds these types at run time by scanning the
/// protocol conformance records of the process (see `PreviewDiscovery` in TesseraApp), so the
/// expansion needs no compiler flags and registers nothing by hand.
///
/// `@Previewable` variables at the top of the body (SwiftUI 6) become stored properties of a
/// generated wrapper view whose `body` is the rest of the closure, so `@State` there keeps its
/// value across updates as in SwiftUI.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let body = bodyClosure(of: node) else {
            throw PreviewMacroError("#Preview needs a body: `#Preview(\"Title\") { ContentView() }`")
        }
        let typeName = context.makeUniqueName("Preview")
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file = location?.file.trimmedDescription ?? "\"unknown\""
        let line = location?.line.trimmedDescription ?? "0"

        let (previewables, rest) = splitPreviewables(body.statements)
        let closure: String
        var wrapper = ""
        if previewables.isEmpty {
            closure = body.trimmedDescription
        } else {
            let properties = previewables.map { strippingPreviewable($0).trimmedDescription }.joined(separator: "\n")
            let statements = rest.map { $0.trimmedDescription }.joined(separator: "\n")
            wrapper = """

                struct PreviewBody: TesseraApp.View {
                \(properties)
                var body: some TesseraApp.View {
                \(statements)
                }
                }
                """
            closure = "{ PreviewBody() }"
        }
        let arguments = forwardedArguments(of: node)
        let argumentList = (arguments + ["fileID: \(file)", "line: \(line)"]).joined(separator: ", ")
        return ["""
            final class \(typeName): TesseraApp.PreviewRegistry {
            static var fileID: String { \(raw: file) }
            static var line: Int { \(raw: line) }
            @MainActor static func makePreview() -> TesseraApp.Preview {
            TesseraApp.Preview(\(raw: argumentList)) \(raw: closure)
            }\(raw: wrapper)
            }
            """]
    }

    /// The closure giving the preview's view: the trailing closure, or the argument `body:`.
    static func bodyClosure(of node: some FreestandingMacroExpansionSyntax) -> ClosureExprSyntax? {
        if let trailing = node.trailingClosure { return trailing }
        return node.arguments.first { $0.label?.text == "body" }?.expression.as(ClosureExprSyntax.self)
    }

    /// The title and traits, as written (the body is passed separately).
    static func forwardedArguments(of node: some FreestandingMacroExpansionSyntax) -> [String] {
        node.arguments.filter { $0.label?.text != "body" }.map { argument in
            var a = argument
            a.trailingComma = nil
            return a.trimmedDescription
        }
    }

    /// The leading `@Previewable` declarations of the body, and the statements after them.
    static func splitPreviewables(_ statements: CodeBlockItemListSyntax) -> ([VariableDeclSyntax], [CodeBlockItemSyntax]) {
        var previewables: [VariableDeclSyntax] = []
        var rest: [CodeBlockItemSyntax] = []
        for item in statements {
            if let variable = item.item.as(VariableDeclSyntax.self), isPreviewable(variable) {
                previewables.append(variable)
            } else {
                rest.append(item)
            }
        }
        return (previewables, rest)
    }

    static func isPreviewable(_ variable: VariableDeclSyntax) -> Bool {
        variable.attributes.contains { element in
            element.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable"
        }
    }

    /// The declaration without its `@Previewable` attribute.
    static func strippingPreviewable(_ variable: VariableDeclSyntax) -> VariableDeclSyntax {
        var v = variable
        v.attributes = v.attributes.filter { element in
            element.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "Previewable"
        }
        return v
    }
}

/// `@Previewable` (SwiftUI 6): marks a variable at the top of a `#Preview` body as a stored
/// property of the preview (so `@State` keeps its value). `#Preview` does the work; on its own
/// the attribute adds nothing.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}

/// A misuse of `#Preview`, reported at the macro.
struct PreviewMacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
