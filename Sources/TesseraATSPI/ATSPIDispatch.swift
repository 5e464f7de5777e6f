import Tessera
import CGio
import TesseraAccessibility

/// Routes a GDBus call on an accessible object to the interface's handler, with the snapshot
/// of the moment. Unknown objects (an element that left the tree, a made-up path) get
/// `UnknownObject`; an interface the object lacks gets `UnknownMethod`.
extension ATSPIContext {
    func call(id: Int, interface: String, method: String, params: GV.Value) -> ATSPIReply {
        guard let iface = ATSPIInterface(rawValue: interface) else { return .unknownMethod }
        if id == Self.applicationID {
            guard iface == .accessible || iface == .application else { return .unknownMethod }
            return accessible(id, method, params)
        }
        guard let node = snapshot.nodes[id] else { return .unknownObject }
        guard node.interfaces.contains(iface) else { return .unknownMethod }
        switch iface {
        case .accessible, .application: return accessible(id, method, params)
        case .component: return component(node, method, params)
        case .action: return action(node, method, params)
        case .value: return .unknownMethod
        case .text: return text(node, method, params)
        case .editableText: return editableText(node, method, params)
        case .selection: return selection(node, method, params)
        case .table: return table(node, method, params)
        case .tableCell: return tableCell(node, method)
        case .image: return image(node, method, params)
        }
    }

    func property(id: Int, interface: String, name: String) -> GV.Value? {
        guard let iface = ATSPIInterface(rawValue: interface) else { return nil }
        if id == Self.applicationID { return iface == .accessible || iface == .application ? accessibleProperty(id, name) : nil }
        guard let node = snapshot.nodes[id], node.interfaces.contains(iface) else { return nil }
        switch iface {
        case .accessible, .application: return accessibleProperty(id, name)
        case .action: return actionProperty(node, name)
        case .value: return valueProperty(node, name)
        case .text: return textProperty(node, name)
        case .selection: return name == "NSelectedChildren" ? GV.i(node.selectedChildren?.count ?? 0) : nil
        case .table: return tableProperty(node, name)
        case .tableCell: return tableCellProperty(node, name)
        case .image: return imageProperty(node, name)
        case .component, .editableText: return nil
        }
    }

    /// The interfaces of the object at `id`, nil when there is no such object.
    func interfaces(id: Int) -> [ATSPIInterface]? {
        if id == Self.applicationID { return [.accessible, .application] }
        return snapshot.nodes[id]?.interfaces
    }
}

// The C callbacks GDBus calls on the D-Bus thread. They find the server through the one
// shared instance (C function pointers cannot capture).

let atspiMethodCall: GDBusInterfaceMethodCallFunc = { _, _, path, interface, method, params, invocation, _ in
    guard let path, let interface, let method, let params, let invocation else { return }
    let server = ATSPIServer.shared
    let reply: ATSPIReply
    if let context = server.context, let id = ATSPIServer.id(ofPath: String(cString: path)) {
        reply = context.call(id: id, interface: String(cString: interface), method: String(cString: method), params: params)
    } else {
        reply = .unknownObject
    }
    switch reply {
    case .value(let v): g_dbus_method_invocation_return_value(invocation, v)
    case let .error(name, message): g_dbus_method_invocation_return_dbus_error(invocation, name, message)
    }
}

let atspiGetProperty: GDBusInterfaceGetPropertyFunc = { _, _, path, interface, name, error, _ in
    guard let path, let interface, let name, let context = ATSPIServer.shared.context,
          let id = ATSPIServer.id(ofPath: String(cString: path)),
          let value = context.property(id: id, interface: String(cString: interface), name: String(cString: name)) else {
        g_set_error_literal(error, g_dbus_error_quark(), gint(G_DBUS_ERROR_UNKNOWN_PROPERTY.rawValue), "no such property")
        return nil
    }
    return value
}

let atspiSetProperty: GDBusInterfaceSetPropertyFunc = { _, _, path, interface, name, value, error, _ in
    guard let path, let interface, let name, let value, let context = ATSPIServer.shared.context,
          let id = ATSPIServer.id(ofPath: String(cString: path)) else { return 0 }
    let i = String(cString: interface), n = String(cString: name)
    if i == ATSPIInterface.value.rawValue, n == "CurrentValue", let node = context.snapshot.nodes[id],
       tessera_variant_is(value, "d") != 0, context.setValue(node, g_variant_get_double(value)) {
        return 1
    }
    if i == ATSPIInterface.application.rawValue, n == "Id" { return 1 }
    g_set_error_literal(error, g_dbus_error_quark(), gint(G_DBUS_ERROR_INVALID_ARGS.rawValue), "cannot set \(n)")
    return 0
}
