import CGio

/// Builds and reads GVariants (GLib's D-Bus values) without C's variadic constructors. Every
/// built value is floating: the container or the GDBus call that receives it takes it.
enum GV {
    typealias Value = OpaquePointer

    static func s(_ x: String) -> Value { g_variant_new_string(x) }
    static func i(_ x: Int) -> Value { g_variant_new_int32(Int32(clamping: x)) }
    static func u(_ x: Int) -> Value { g_variant_new_uint32(UInt32(clamping: x)) }
    static func n(_ x: Int) -> Value { g_variant_new_int16(Int16(clamping: x)) }
    static func b(_ x: Bool) -> Value { g_variant_new_boolean(x ? 1 : 0) }
    static func d(_ x: Double) -> Value { g_variant_new_double(x) }
    static func o(_ path: String) -> Value { g_variant_new_object_path(path) }
    static func v(_ x: Value) -> Value { g_variant_new_variant(x) }

    static func tuple(_ items: [Value]) -> Value {
        let children: [Value?] = items
        return children.withUnsafeBufferPointer { tessera_variant_tuple($0.baseAddress, gsize($0.count)) }
    }
    static func array(_ elementType: String, _ items: [Value]) -> Value {
        let children: [Value?] = items
        return children.withUnsafeBufferPointer { tessera_variant_array(elementType, $0.baseAddress, gsize($0.count)) }
    }
    /// An object reference `(so)`.
    static func ref(_ ref: ATSPIRef) -> Value { tuple([s(ref.bus), o(ref.path)]) }
    /// A string dictionary `a{ss}`.
    static func dict(_ pairs: [(String, String)]) -> Value {
        array("{ss}", pairs.map { g_variant_new_dict_entry(s($0.0), s($0.1)) })
    }
    /// An empty `a{sv}`.
    static var emptyProperties: Value { array("{sv}", []) }

    // Reading a method's parameters (a tuple checked by GDBus against the signature).
    static func child(_ params: Value, _ i: Int) -> Value { g_variant_get_child_value(params, gsize(i)) }
    static func int32(_ params: Value, _ i: Int) -> Int { let c = child(params, i); defer { g_variant_unref(c) }; return Int(g_variant_get_int32(c)) }
    static func uint32(_ params: Value, _ i: Int) -> Int { let c = child(params, i); defer { g_variant_unref(c) }; return Int(g_variant_get_uint32(c)) }
    static func double(_ params: Value, _ i: Int) -> Double { let c = child(params, i); defer { g_variant_unref(c) }; return g_variant_get_double(c) }
    static func bool(_ params: Value, _ i: Int) -> Bool { let c = child(params, i); defer { g_variant_unref(c) }; return g_variant_get_boolean(c) != 0 }
    static func string(_ params: Value, _ i: Int) -> String {
        let c = child(params, i); defer { g_variant_unref(c) }
        return String(cString: g_variant_get_string(c, nil))
    }
}

/// An AT-SPI object reference: a bus name and an object path.
struct ATSPIRef: Sendable, Equatable {
    var bus: String
    var path: String
    /// The reference to nothing (`/org/a11y/atspi/null`).
    static func null(_ bus: String) -> ATSPIRef { ATSPIRef(bus: bus, path: "/org/a11y/atspi/null") }
}

/// What a method call answers: its out values (as one tuple) or a D-Bus error.
enum ATSPIReply {
    case value(GV.Value)
    case error(name: String, message: String)

    /// Out values, wrapped in the reply tuple.
    static func out(_ items: GV.Value...) -> ATSPIReply { .value(GV.tuple(items)) }
    static func invalid(_ message: String) -> ATSPIReply { .error(name: "org.freedesktop.DBus.Error.InvalidArgs", message: message) }
    static var unknownMethod: ATSPIReply { .error(name: "org.freedesktop.DBus.Error.UnknownMethod", message: "no such method") }
    static var unknownObject: ATSPIReply { .error(name: "org.freedesktop.DBus.Error.UnknownObject", message: "the object left the tree") }
}
