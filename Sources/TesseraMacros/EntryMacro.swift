import SwiftCompilerPlugin
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry` on a property in an extension of `EnvironmentValues` (SwiftUI's `@Entry`):
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var cardSpacing: Double = 8
/// }
/// ```
/// expands to a private `EnvironmentKey` whose `defaultValue` is the initial value, and to the
/// getter and setter that read and write the environment through it.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        guard let name = try binding(of: declaration).name else { return [] }
        let key = keyName(name)
        return ["get { self[\(raw: key).self] }", "set { self[\(raw: key).self] = newValue }"]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let b = try binding(of: declaration)
        guard let name = b.name else { return [] }
        guard let initial = b.binding.initializer?.value else {
            throw EntryError("@Entry needs an initial value: it is the entry's default (`@Entry var \(name): T = value`)")
        }
        let type = b.binding.typeAnnotation?.type.trimmedDescription
        let valueType = type.map { ": \($0)" } ?? ""
        return ["""
        private struct \(raw: keyName(name)): EnvironmentKey {
            static var defaultValue\(raw: valueType) { \(initial.trimmed) }
        }
        """]
    }

    private static func binding(of declaration: some DeclSyntaxProtocol) throws -> (binding: PatternBindingSyntax, name: String?) {
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first else {
            throw EntryError("@Entry applies to a `var` in an extension of EnvironmentValues")
        }
        return (binding, binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text)
    }

    private static func keyName(_ name: String) -> String { "__Key_\(name)" }
}

/// A misuse of `@Entry`, reported at the attribute.
struct EntryError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

@main
struct TesseraMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [EntryMacro.self, PreviewMacro.self, PreviewableMacro.self]
}
