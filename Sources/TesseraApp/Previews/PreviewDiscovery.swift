import SwiftShims

/// Finds the types of the process that conform to ``PreviewRegistry`` (what `#Preview`
/// generates) or ``PreviewProvider``, without the app listing them.
///
/// ## How (and why this way)
///
/// Every Swift image records its protocol conformances in the `swift5_protocol_conformances`
/// metadata section; the runtime keeps the sections of every loaded image and hands them out
/// through `swift_enumerateAllMetadataSections` (the ELF path swift-testing uses to find its
/// `swift5_tests` records). Each record is a relative pointer to a conformance descriptor:
/// the protocol's descriptor (name, parent module), a reference to the conforming type's
/// context descriptor, flags. Discovery walks the records, keeps those whose protocol is
/// `TesseraApp.PreviewRegistry` or `TesseraApp.PreviewProvider`, skips generic types, calls
/// the type's metadata accessor and casts the metadata to the protocol.
///
/// Alternatives weighed (Swift 6.3.1, Linux):
/// - A record in a section of our own through `@section` + `@used` (SE-0492; they compile
///   here without flags, the way swift-testing's macros emit `swift5_tests` records): works
///   for `#Preview`, but a `PreviewProvider` is a plain type the user writes, with no macro to
///   emit a record. Conformance records cover both with one mechanism.
/// - Scanning type names in `swift5_type_metadata` (swift-testing's legacy discovery): needs a
///   recognisable name; a `PreviewProvider` may be called anything.
/// - Linking swift-testing's `_TestDiscovery`: its Linux interface is empty (internal).
///
/// Conformance records need no compiler flag in the app's package, survive the linker's section
/// garbage collection (the runtime itself needs them for `as?` casts), and are found in
/// executables, test runners and shared libraries alike. In a whole-module optimised (release)
/// build IRGen emits the metadata of an internal struct or enum only when something uses it, so
/// an unreferenced `PreviewProvider` struct has no record there; classes are always emitted,
/// which is why `#Preview` generates a `final class` (found in debug and release alike). The layouts read here are the stable Swift ABI (ConformanceDescriptor,
/// TypeContextDescriptor, `MetadataSections` from SwiftShims); the metadata accessor of a
/// non-generic type takes a request and returns the metadata first, which a C function pointer
/// reads on x86_64 and arm64.
enum PreviewDiscovery {
    /// The types found, `#Preview` registries and preview providers, in section order.
    static func discover() -> (registries: [any PreviewRegistry.Type], providers: [any PreviewProvider.Type]) {
        var registries: [any PreviewRegistry.Type] = []
        var providers: [any PreviewProvider.Type] = []
        for section in conformanceSections() {
            forEachConformingType(in: section, protocols: ["PreviewRegistry", "PreviewProvider"]) { type in
                if let r = type as? any PreviewRegistry.Type { registries.append(r) }
                if let p = type as? any PreviewProvider.Type { providers.append(p) }
            }
        }
        return (registries, providers)
    }

    /// The `swift5_protocol_conformances` section of every loaded Swift image.
    static func conformanceSections() -> [UnsafeRawBufferPointer] {
        var sections: [UnsafeRawBufferPointer] = []
        withUnsafeMutablePointer(to: &sections) { context in
            swiftEnumerateAllMetadataSections({ sections, context in
                let list = context!.assumingMemoryBound(to: [UnsafeRawBufferPointer].self)
                let range = sections.load(as: MetadataSections.self).swift5_protocol_conformances
                if let start = UnsafeRawPointer(bitPattern: range.start), range.length > 0 {
                    list.pointee.append(UnsafeRawBufferPointer(start: start, count: Int(range.length)))
                }
                return true
            }, context)
        }
        return sections
    }

    /// Calls `body` with the metadata of every non-generic type whose conformance record in
    /// `section` names a protocol of module `TesseraApp` called one of `protocols`.
    static func forEachConformingType(in section: UnsafeRawBufferPointer, protocols: Set<String>, _ body: (Any.Type) -> Void) {
        guard let base = section.baseAddress else { return }
        for offset in stride(from: 0, to: section.count - 3, by: 4) {
            guard let conformance = relativeDirect(base + offset),
                  let proto = relativeIndirectable(conformance),
                  let protoName = contextName(proto), protocols.contains(protoName),
                  let module = relativeIndirectable(proto + 4).flatMap(contextName), module == "TesseraApp",
                  let type = typeDescriptor(ofConformance: conformance),
                  let metadata = metadata(ofType: type) else { continue }
            body(metadata)
        }
    }

    /// The context descriptor of the conforming type (direct or indirect type references; an
    /// Objective-C class reference, which Linux has not, gives nil).
    static func typeDescriptor(ofConformance conformance: UnsafeRawPointer) -> UnsafeRawPointer? {
        let flags = (conformance + 12).loadUnaligned(as: UInt32.self)
        switch (flags >> 3) & 0x7 {
        case 0: return relativeDirect(conformance + 4)
        case 1: return relativeDirect(conformance + 4)?.load(as: UnsafeRawPointer?.self)
        default: return nil
        }
    }

    /// The metadata of a non-generic struct, enum or class, from its metadata accessor.
    static func metadata(ofType descriptor: UnsafeRawPointer) -> Any.Type? {
        let flags = descriptor.loadUnaligned(as: UInt32.self)
        let kind = flags & 0x1F, isGeneric = flags & 0x80 != 0
        guard (16...18).contains(kind), !isGeneric, let accessor = relativeDirect(descriptor + 12) else { return nil }
        typealias MetadataAccessor = @convention(c) (Int) -> UnsafeRawPointer?
        guard let metadata = unsafeBitCast(accessor, to: MetadataAccessor.self)(0) else { return nil }
        return unsafeBitCast(metadata, to: Any.Type.self)
    }

    /// The name of a context descriptor (module, type or protocol): the relative pointer at 8.
    static func contextName(_ descriptor: UnsafeRawPointer) -> String? {
        relativeDirect(descriptor + 8).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }

    /// The target of the 32-bit relative pointer at `p`, nil when it is 0.
    static func relativeDirect(_ p: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = p.loadUnaligned(as: Int32.self)
        return offset == 0 ? nil : p + Int(offset)
    }

    /// The target of a relative pointer whose low bit says it points at a pointer (a GOT slot).
    static func relativeIndirectable(_ p: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = p.loadUnaligned(as: Int32.self)
        if offset == 0 { return nil }
        if offset & 1 == 0 { return p + Int(offset) }
        return (p + Int(offset & ~1)).load(as: UnsafeRawPointer?.self)
    }
}

/// The runtime's list of registered images' metadata sections (exported by libswiftCore on ELF
/// platforms; swift-testing reads `swift5_tests` through it).
@_silgen_name("swift_enumerateAllMetadataSections")
private func swiftEnumerateAllMetadataSections(
    _ body: @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer?) -> Bool,
    _ context: UnsafeMutableRawPointer?)
