import CGio

// GDBus's C callbacks for the subtree of accessible objects and the bus's signals. They run
// on the D-Bus thread.

/// The interface infos, parsed once from `ATSPIInterface.xml`.
nonisolated(unsafe) let atspiInterfaceInfos: [ATSPIInterface: UnsafeMutablePointer<GDBusInterfaceInfo>] = {
    var infos: [ATSPIInterface: UnsafeMutablePointer<GDBusInterfaceInfo>] = [:]
    for iface in ATSPIInterface.allCases {
        guard let node = g_dbus_node_info_new_for_xml("<node>" + iface.xml + "</node>", nil),
              let info = g_dbus_node_info_lookup_interface(node, iface.rawValue) else { continue }
        infos[iface] = g_dbus_interface_info_ref(info)
        g_dbus_node_info_unref(node)
    }
    return infos
}()

/// One table for every interface: the handlers look at the interface name.
nonisolated(unsafe) let atspiInterfaceVTable = tessera_interface_vtable(atspiMethodCall, atspiGetProperty, atspiSetProperty)

let atspiEnumerate: GDBusSubtreeEnumerateFunc = { _, _, _, _ in
    // GDBus frees the array with g_strfreev: GLib's allocator. Only the root is listed; the
    // elements are dispatched to without being enumerated.
    let names = g_malloc0(gsize(2 * MemoryLayout<UnsafeMutablePointer<gchar>?>.stride))!
        .bindMemory(to: UnsafeMutablePointer<gchar>?.self, capacity: 2)
    names[0] = g_strdup("root")
    return names
}

let atspiIntrospect: GDBusSubtreeIntrospectFunc = { _, _, path, node, _ in
    guard let node, let id = ATSPIContext.id(ofNode: String(cString: node)),
          let interfaces = ATSPIServer.shared.context?.interfaces(id: id) else { return nil }
    let infos = interfaces.compactMap { atspiInterfaceInfos[$0] }
    let array = g_malloc0(gsize((infos.count + 1) * MemoryLayout<UnsafeMutablePointer<GDBusInterfaceInfo>?>.stride))!
        .bindMemory(to: UnsafeMutablePointer<GDBusInterfaceInfo>?.self, capacity: infos.count + 1)
    for (i, info) in infos.enumerated() { array[i] = g_dbus_interface_info_ref(info) }
    array[infos.count] = nil
    return array
}

let atspiDispatch: GDBusSubtreeDispatchFunc = { _, _, _, interface, node, _, _ in
    guard let node, let interface, let id = ATSPIContext.id(ofNode: String(cString: node)),
          let iface = ATSPIInterface(rawValue: String(cString: interface)),
          ATSPIServer.shared.context?.interfaces(id: id)?.contains(iface) == true else { return nil }
    return UnsafePointer(atspiInterfaceVTable)
}

let atspiStatusChanged: GDBusSignalCallback = { _, _, _, _, _, params, _ in
    guard let params, tessera_variant_is(params, "(sa{sv}as)") != 0, GV.string(params, 0) == "org.a11y.Status" else { return }
    ATSPIServer.shared.statusChanged()
}

let atspiEmbedded: GAsyncReadyCallback = { source, result, _ in
    var error: UnsafeMutablePointer<GError>?
    let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error)
    if error != nil { _ = ATSPIServer.message(error) }
    ATSPIServer.shared.embedded(reply)
}

let atspiClosed: @convention(c) (OpaquePointer?, gboolean, UnsafeMutablePointer<GError>?, gpointer?) -> Void = { _, _, _, _ in
    ATSPIServer.shared.closed()
}
