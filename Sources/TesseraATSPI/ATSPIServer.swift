import CGio
import Foundation
import Synchronization

/// The D-Bus side of the bridge, on a thread of its own running a GLib main loop (blocked in
/// `poll` while nothing happens: no CPU when idle). It follows `org.a11y.Status` on the
/// session bus (`IsEnabled`, `ScreenReaderEnabled`; `TESSERA_ACCESSIBILITY=1` forces it on, `0`
/// off); while enabled it is connected to the accessibility bus (`org.a11y.Bus.GetAddress`),
/// serves the objects under `/org/a11y/atspi/accessible` from the latest snapshot, and is
/// embedded in the registry (`org.a11y.atspi.Socket.Embed`), as GTK 4 does. Calls never wait
/// for the UI: reads come from the snapshot and changes are queued to the main thread. Without
/// a session bus or accessibility bus, or when it dies, the app runs on without it.
final class ATSPIServer: @unchecked Sendable {
    static let shared = ATSPIServer()

    private struct State {
        var snapshot = ATSPISnapshot.empty
        var bus = ""
        var desktop = ATSPIRef.null("")
        var connection: SendablePointer?
        var started = false
        var wanted = false
        var request: (@Sendable (ATSPIRequest) -> Void)?
        var activeChanged: (@Sendable (Bool) -> Void)?
    }
    private let state = Mutex(State())
    private var session: OpaquePointer?
    private var subtreeID: guint = 0
    /// Whether problems are reported (only when TESSERA_ACCESSIBILITY=1 asked for the bridge).
    let verbose = ProcessInfo.processInfo.environment["TESSERA_ACCESSIBILITY"] == "1"

    /// The context method calls are answered in, nil while not connected.
    var context: ATSPIContext? {
        state.withLock { s in
            guard s.connection != nil, let request = s.request else { return nil }
            return ATSPIContext(snapshot: s.snapshot, bus: s.bus, desktop: s.desktop, request: request)
        }
    }

    /// The element id of an object path, nil for paths that name none.
    static func id(ofPath path: String) -> Int? {
        guard path.hasPrefix(ATSPIContext.pathPrefix) else { return nil }
        return ATSPIContext.id(ofNode: String(path.dropFirst(ATSPIContext.pathPrefix.count)))
    }

    /// Starts the D-Bus thread (once per process).
    func start(activeChanged: @escaping @Sendable (Bool) -> Void, request: @escaping @Sendable (ATSPIRequest) -> Void) {
        let first = state.withLock { s -> Bool in
            s.activeChanged = activeChanged; s.request = request
            defer { s.started = true }
            return !s.started
        }
        guard first else { return }
        let thread = Thread { [self] in run() }
        thread.name = "tessera-atspi"
        thread.start()
    }

    /// Publishes a new snapshot (main thread, after the tree changed).
    func publish(_ snapshot: ATSPISnapshot) { state.withLock { $0.snapshot = snapshot } }

    /// Sends an AT-SPI event from the object `id` (any thread; GDBus queues it).
    func emit(id: Int, interface: String, member: String, detail: String, _ d1: Int = 0, _ d2: Int = 0, any: GV.Value? = nil) {
        guard let connection = state.withLock({ $0.connection })?.raw else { return }
        let body = GV.tuple([GV.s(detail), GV.i(d1), GV.i(d2), GV.v(any ?? GV.i(0)), GV.emptyProperties])
        g_dbus_connection_emit_signal(connection, nil, ATSPIContext.path(id), interface, member, body, nil)
    }

    /// An object reference to element `id` in this app.
    func ref(_ id: Int) -> ATSPIRef { ATSPIRef(bus: state.withLock { $0.bus }, path: ATSPIContext.path(id)) }

    private func report(_ message: String) {
        if verbose { FileHandle.standardError.write(Data("tessera: accessibility: \(message)\n".utf8)) }
    }

    // MARK: The D-Bus thread

    private func run() {
        let mainContext = g_main_context_new()
        g_main_context_push_thread_default(mainContext)
        var error: UnsafeMutablePointer<GError>?
        guard let session = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            report("no session bus (\(Self.message(error))); the app runs without a screen reader")
            return
        }
        g_dbus_connection_set_exit_on_close(session, 0)
        self.session = session
        let forced = ProcessInfo.processInfo.environment["TESSERA_ACCESSIBILITY"]
        if forced != "0" {
            g_dbus_connection_signal_subscribe(session, "org.a11y.Bus", "org.freedesktop.DBus.Properties", "PropertiesChanged",
                                               "/org/a11y/bus", nil, G_DBUS_SIGNAL_FLAGS_NONE, atspiStatusChanged, nil, nil)
            setWanted(forced == "1" || readStatus(session))
        }
        let loop = g_main_loop_new(mainContext, 0)
        g_main_loop_run(loop)
    }

    /// `org.a11y.Status` changed: read it again and follow it.
    func statusChanged() {
        guard let session else { return }
        setWanted(ProcessInfo.processInfo.environment["TESSERA_ACCESSIBILITY"] == "1" || readStatus(session))
    }

    /// `IsEnabled || ScreenReaderEnabled` of `org.a11y.Status`.
    private func readStatus(_ session: OpaquePointer) -> Bool {
        var error: UnsafeMutablePointer<GError>?
        guard let reply = g_dbus_connection_call_sync(session, "org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties",
                                                      "GetAll", GV.tuple([GV.s("org.a11y.Status")]), nil,
                                                      G_DBUS_CALL_FLAGS_NONE, 2000, nil, &error) else {
            report("no accessibility bus (\(Self.message(error)))")
            return false
        }
        defer { g_variant_unref(reply) }
        let dict = GV.child(reply, 0)
        defer { g_variant_unref(dict) }
        return Self.lookupBool(dict, "IsEnabled") || Self.lookupBool(dict, "ScreenReaderEnabled")
    }

    /// Connects (or stays disconnected) as the status asks.
    func setWanted(_ wanted: Bool) {
        state.withLock { $0.wanted = wanted }
        if wanted, state.withLock({ $0.connection == nil }) { connect() }
        let connected = state.withLock { $0.connection != nil }
        let notify = state.withLock { $0.activeChanged }
        notify?(wanted && connected)
    }

    private func connect() {
        guard let session else { return }
        var error: UnsafeMutablePointer<GError>?
        guard let reply = g_dbus_connection_call_sync(session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", nil, nil,
                                                      G_DBUS_CALL_FLAGS_NONE, 2000, nil, &error) else {
            report("cannot find the accessibility bus (\(Self.message(error)))")
            return
        }
        let address = GV.string(reply, 0)
        g_variant_unref(reply)
        let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                                         | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        guard let connection = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error) else {
            report("cannot connect to the accessibility bus at \(address) (\(Self.message(error)))")
            return
        }
        let bus = String(cString: g_dbus_connection_get_unique_name(connection))
        let vtable = tessera_subtree_vtable(atspiEnumerate, atspiIntrospect, atspiDispatch)
        subtreeID = g_dbus_connection_register_subtree(connection, "/org/a11y/atspi/accessible", vtable,
                                                       G_DBUS_SUBTREE_FLAGS_DISPATCH_TO_UNENUMERATED_NODES, nil, nil, &error)
        let shared = SendablePointer(raw: connection)
        state.withLock { s in s.connection = shared; s.bus = bus; s.desktop = .null(bus) }
        g_signal_connect_data(UnsafeMutableRawPointer(connection), "closed", unsafeBitCast(atspiClosed, to: GCallback.self), nil, nil,
                              GConnectFlags(rawValue: 0))
        let root = ATSPIRef(bus: bus, path: ATSPIContext.rootPath)
        g_dbus_connection_call(connection, "org.a11y.atspi.Registry", ATSPIContext.rootPath, "org.a11y.atspi.Socket", "Embed",
                               GV.tuple([GV.ref(root)]), nil, G_DBUS_CALL_FLAGS_NONE, 5000, nil, atspiEmbedded, nil)
    }

    /// The registry answered `Embed` with the desktop, the application's parent.
    func embedded(_ reply: OpaquePointer?) {
        guard let reply else { report("the registry did not embed the application"); return }
        defer { g_variant_unref(reply) }
        let ref = GV.child(reply, 0)
        defer { g_variant_unref(ref) }
        let desktop = ATSPIRef(bus: GV.string(ref, 0), path: GV.string(ref, 1))
        state.withLock { $0.desktop = desktop }
    }

    /// The accessibility bus went away: serve nothing until the status asks again.
    func closed() {
        state.withLock { $0.connection = nil }
        report("the accessibility bus closed")
        let notify = state.withLock { $0.activeChanged }
        notify?(false)
    }

    static func lookupBool(_ dict: OpaquePointer, _ key: String) -> Bool {
        guard let v = g_variant_lookup_value(dict, key, nil) else { return false }
        defer { g_variant_unref(v) }
        return tessera_variant_is(v, "b") != 0 && g_variant_get_boolean(v) != 0
    }

    static func message(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? "unknown error"
    }
}

/// A GLib object pointer handed between threads (GDBus connections are thread-safe).
struct SendablePointer: @unchecked Sendable {
    let raw: OpaquePointer
}
