#!/usr/bin/python3
"""An AT-SPI client checking a running Tessera app as a screen reader sees it.

usage: client.py settings|controls|hostile|idle|busdeath|lazy|honeycomb|trainer|mail
Finds the application on the accessibility bus (pyatspi, as Orca does), walks its tree and
checks roles, names, values and states; acts through Action, Value, EditableText and
Selection; reads Grid cells through Table/TableCell; listens for focus events while Tab is
pressed (xdotool); compares screen extents with the X window's position; measures the idle
app's CPU while a screen reader's listeners are registered; kills the accessibility bus under a
running app; checks which grids Orca reads as data tables (its own rule, below) and that only
the top screen of a navigation stack, or an open sheet alone, can be reached. Prints one line
per check; exits 1 on the first failure.
"""
import os, subprocess, sys, time
import pyatspi
from gi.repository import Atspi, Gio, GLib

APP_NAMES = {"settings": "Settings", "controls": "tessera", "hostile": "Settings", "idle": "Settings", "busdeath": "Settings",
             "lazy": "tessera", "honeycomb": "tessera", "trainer": "tessera", "mail": "Mail"}


def fail(message):
    print("FAIL: " + message, flush=True)
    sys.exit(1)


def ok(message):
    print("ok: " + message, flush=True)


def find_app(name, timeout=30):
    deadline = time.time() + timeout
    while time.time() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and app.name == name and app.childCount > 0:
                return app
        time.sleep(0.2)
    fail("no application named %r on the accessibility bus" % name)


def walk(node, depth=0):
    yield node, depth
    for child in node:
        if child is not None:
            yield from walk(child, depth + 1)


def find(root, role, name=None, predicate=None):
    for node, _ in walk(root):
        if node.getRole() == role and (name is None or node.name == name) and (predicate is None or predicate(node)):
            return node
    return None


def must(root, role, name=None, predicate=None):
    node = find(root, role, name, predicate)
    if node is None:
        fail("no role %s named %r; the tree has: %s" % (role, name,
             ", ".join("%s %r" % (n.getRoleName(), n.name) for n, _ in walk(root) if n.getRole() == role)))
    return node


def wait_until(what, check, timeout=10):
    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            if check():
                ok(what)
                return
        except Exception:
            pass
        time.sleep(0.05)
    fail(what)


def states(node):
    return node.getState()


def attributes(node):
    """The object attributes (AT-SPI Accessible.GetAttributes) as a dict."""
    try:
        return dict(node.get_attributes() or {})
    except Exception:
        return dict(a.split(":", 1) for a in node.getAttributes())


def orca_reads_as_layout(table):
    """Whether Orca reads `table` as layout: by Orca's own isLayoutOnly where Orca is installed
    (not needed by make test), which must agree with the rule restated below."""
    emulated = orca_rule(table)
    try:
        from orca import script_utilities
    except Exception:
        return emulated

    class Script:  # what isLayoutOnly reads of a script: its generator cache
        generatorCache = {}
    own = script_utilities.Utilities(Script()).isLayoutOnly(table)
    if own != emulated:
        fail("Orca's own isLayoutOnly says %s, the restated rule %s" % (own, emulated))
    ok("Orca's own isLayoutOnly agrees: %s" % ("layout" if own else "data table"))
    return emulated


def orca_rule(table):
    """Orca 43's rule for a table (orca/script_utilities.py, isLayoutOnly): a table marked
    layout-guess=true is layout; one with no rows or columns too; one whose xml-roles or tag
    says table is data; a table without a name is layout unless it has a header in column 0 or
    row 0. Orca announces "row r, column c" only in the cells of a data table."""
    attrs = attributes(table)
    if attrs.get("layout-guess") == "true":
        return True
    t = table.queryTable()
    if not (t.nRows and t.nColumns):
        return True
    if attrs.get("xml-roles") == "table" or attrs.get("tag") == "table":
        return False
    if not table.name:
        return not (t.getColumnHeader(0) or t.getRowHeader(0))
    return False


def check_settings(app):
    window = app[0]
    if window.getRole() != pyatspi.ROLE_FRAME or window.name != "Settings":
        fail("the window is %s %r" % (window.getRoleName(), window.name))
    ok("window: frame 'Settings'")
    count = sum(1 for _ in walk(window))
    ok("%d accessible objects" % count)
    table = must(window, pyatspi.ROLE_TABLE)
    t = table.queryTable()
    if t.nColumns != 2 or t.nRows < 9:
        fail("the grid is a table of %d x %d" % (t.nRows, t.nColumns))
    ok("Grid is a table of %d rows and %d columns" % (t.nRows, t.nColumns))
    if not orca_reads_as_layout(table):
        fail("the form's Grid reads as a data table: attributes %r" % attributes(table))
    ok("the form's Grid is a layout table (%r): Orca reads its controls without rows and columns" % attributes(table))
    cell = t.getAccessibleAt(4, 0)
    if cell.name != "Volume" or cell.getRole() != pyatspi.ROLE_TABLE_CELL:
        fail("cell (4, 0) is %s %r" % (cell.getRoleName(), cell.name))
    row_col = Atspi.TableCell.get_position(cell)
    if tuple(row_col)[-2:] != (4, 0):
        fail("TableCell position of 'Volume' is %r" % (row_col,))
    span = Atspi.TableCell.get_row_column_span(cell)
    ok("TableCell 'Volume': position %r, span %r" % (tuple(row_col), tuple(span)))

    entry = must(window, pyatspi.ROLE_ENTRY, "Name")
    text = entry.queryText()
    if text.getText(0, -1) != "Ada Lovelace":
        fail("the name field reads %r" % text.getText(0, -1))
    if not states(entry).contains(pyatspi.STATE_EDITABLE) or not states(entry).contains(pyatspi.STATE_FOCUSABLE):
        fail("the name field is not editable and focusable")
    ok("entry 'Name' reads 'Ada Lovelace', editable, focusable")
    entry.queryEditableText().insertText(0, "Countess ", 9)
    wait_until("EditableText.InsertText typed into the field",
               lambda: entry.queryText().getText(0, -1) == "Countess Ada Lovelace")
    password = must(window, pyatspi.ROLE_PASSWORD_TEXT)
    if "analytical" in password.queryText().getText(0, -1):
        fail("the password field reads out its text")
    ok("password text reads as bullets")

    switch = must(window, pyatspi.ROLE_TOGGLE_BUTTON, "Notifications")
    was = states(switch).contains(pyatspi.STATE_CHECKED)
    action = switch.queryAction()
    names = [action.getName(i) for i in range(action.nActions)]
    action.doAction(names.index("toggle"))
    wait_until("Action 'toggle' flipped the Notifications switch (checked %s -> %s)" % (was, not was),
               lambda: states(switch).contains(pyatspi.STATE_CHECKED) != was)
    must(window, pyatspi.ROLE_CHECK_BOX, "Send usage reports")
    ok("check box 'Send usage reports'")

    slider = must(window, pyatspi.ROLE_SLIDER)
    value = slider.queryValue()
    if not (value.minimumValue == 0 and value.maximumValue == 1):
        fail("the slider's range is %r..%r" % (value.minimumValue, value.maximumValue))
    value.currentValue = 0.25
    wait_until("Value.CurrentValue set the slider to 0.25",
               lambda: abs(slider.queryValue().currentValue - 0.25) < 1e-6 and find(window, pyatspi.ROLE_LABEL, "25 %") is not None)

    spin = must(window, pyatspi.ROLE_SPIN_BUTTON)
    ok("spin button %r value %r" % (spin.name, spin.queryValue().currentValue))
    combo = must(window, pyatspi.ROLE_COMBO_BOX, "Language")
    sel = combo.querySelection()
    options = [c.name for c in combo]
    ok("combo box 'Language' with options %s" % options)
    sel.selectChild(len(options) - 1)
    wait_until("Selection.SelectChild chose %r" % options[-1],
               lambda: find(window, pyatspi.ROLE_COMBO_BOX, "Language").querySelection().isChildSelected(len(options) - 1))

    save = must(window, pyatspi.ROLE_PUSH_BUTTON, "Save")
    save.queryAction().doAction(0)
    wait_until("Action 'click' on Save changed the status text",
               lambda: find(window, pyatspi.ROLE_LABEL, predicate=lambda n: n.name.startswith("Saved")) is not None)
    check_focus_events(window, ["Your name"])
    check_screen_extents(window, must(window, pyatspi.ROLE_PUSH_BUTTON, "Save"))


def check_screen_extents(window, element):
    """Screen extents are window extents plus the X window's position (xdotool's)."""
    geometry = subprocess.run(["xdotool", "search", "--limit", "1", "--name", "^%s$" % window.name, "getwindowgeometry"],
                              capture_output=True, text=True, timeout=10).stdout
    position = [line for line in geometry.splitlines() if "Position:" in line]
    if not position:
        fail("xdotool found no window named %r: %r" % (window.name, geometry))
    x, y = (int(v) for v in position[0].split("Position:")[1].split("(")[0].strip().split(","))
    frame = window.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    if (frame.x, frame.y) != (x, y):
        fail("the frame's screen extents start at (%d, %d), the X window at (%d, %d)" % (frame.x, frame.y, x, y))
    on_screen = element.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    in_window = element.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    if (on_screen.x - in_window.x, on_screen.y - in_window.y) != (x, y) or on_screen.width != in_window.width:
        fail("%r: screen extents %r, window extents %r, window at (%d, %d)" % (element.name, on_screen, in_window, x, y))
    ok("screen extents: window at (%d, %d); %r at (%d, %d) on screen, (%d, %d) in the window"
       % (x, y, element.name, on_screen.x, on_screen.y, in_window.x, in_window.y))


def process_cpu_seconds(pid):
    """User plus system CPU time of process `pid` (/proc/PID/stat fields 14 and 15)."""
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def process_rss_mb(pid):
    with open("/proc/%d/status" % pid) as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0


def check_idle(app):
    """With a screen reader's event listeners registered, the idle app uses no CPU; a change
    reaches the listener as an event within a frame or so."""
    pid = app.get_process_id()
    window = app[0]
    seen = []
    listener = lambda event: seen.append((time.time(), event.type, event.source.name))
    kinds = ["object:state-changed", "object:children-changed", "object:property-change", "object:text-changed", "focus:"]
    for kind in kinds:
        pyatspi.Registry.registerEventListener(listener, kind)
    walk_count = sum(1 for _ in walk(window))  # as Orca does on start: the whole tree once
    time.sleep(1)
    cpu0, wall0 = process_cpu_seconds(pid), time.time()
    time.sleep(5)
    cpu1, wall1 = process_cpu_seconds(pid), time.time()
    percent = 100 * (cpu1 - cpu0) / (wall1 - wall0)
    if percent > 1:
        fail("idle with a listener the app used %.2f%% CPU" % percent)
    ok("idle with listeners (%d objects walked): %.2f%% CPU over %.1f s, RSS %.0f MB"
       % (walk_count, percent, wall1 - wall0, process_rss_mb(pid)))
    switch = must(window, pyatspi.ROLE_TOGGLE_BUTTON, "Notifications")
    action = switch.queryAction()
    names = [action.getName(i) for i in range(action.nActions)]
    sent = time.time()
    action.doAction(names.index("toggle"))
    GLib.timeout_add(1500, lambda: pyatspi.Registry.stop())
    pyatspi.Registry.start()
    checked = [t for t, kind, name in seen if t >= sent and kind.startswith("object:state-changed:checked") and name == "Notifications"]
    if not checked:
        fail("no state-changed:checked event after the toggle; events: %r" % seen[-5:])
    ok("toggle -> state-changed:checked event after %.0f ms (the app draws at most 60 frames a second)"
       % (1000 * (checked[0] - sent)))
    for kind in kinds:
        pyatspi.Registry.deregisterEventListener(listener, kind)


def check_bus_death(app):
    """The accessibility bus dies under the running app: the app keeps running."""
    pid = app.get_process_id()
    session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    launcher = session.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                 "GetConnectionUnixProcessID", GLib.Variant("(s)", ("org.a11y.Bus",)), None,
                                 Gio.DBusCallFlags.NONE, 3000, None).unpack()[0]
    children = subprocess.run(["ps", "-o", "pid=", "--ppid", str(launcher)], capture_output=True, text=True).stdout.split()
    for victim in [int(c) for c in children] + [launcher]:
        os.kill(victim, 9)
    ok("killed the accessibility bus (launcher %d and its %d children)" % (launcher, len(children)))
    cpu0 = process_cpu_seconds(pid)
    time.sleep(3)
    try:
        os.kill(pid, 0)
    except OSError:
        fail("the app died with the accessibility bus")
    subprocess.run(["xdotool", "search", "--sync", "--limit", "1", "--name", "^Settings$", "key", "Tab"], timeout=10)
    time.sleep(0.5)
    os.kill(pid, 0)
    ok("the app runs on without the accessibility bus (%.2f s CPU in 3.5 s) and takes keys" % (process_cpu_seconds(pid) - cpu0))


def check_lazy(app):
    """The demo's lazy gallery (TESSERA_GALLERY_ITEMS photos, default 100,000) exposes only
    its realised tiles, but its table counts every row and column; memory stays bounded."""
    items = int(os.environ.get("TESSERA_GALLERY_ITEMS", "100000"))
    window = app[0]
    table = None
    deadline = time.time() + 20
    while table is None and time.time() < deadline:
        table = find(window, pyatspi.ROLE_TABLE)
        time.sleep(0.2)
    if table is None:
        fail("the lazy gallery has no table")
    count = sum(1 for _ in walk(window))
    t = table.queryTable()
    if count > 400:
        fail("%d objects for a gallery of %d photos: more than the realised tiles" % (count, items))
    if t.nRows * t.nColumns < items:
        fail("the table is %d x %d for %d photos" % (t.nRows, t.nColumns, items))
    cell = next(c for c in table if c is not None and c.name.startswith("#"))
    position = tuple(Atspi.TableCell.get_position(cell))[-2:]
    ok("%d photos: %d objects exposed, table %d rows x %d columns, %r at %r, app RSS %.0f MB"
       % (items, count, t.nRows, t.nColumns, cell.name, position, process_rss_mb(app.get_process_id())))


def check_focus_events(window, expected_first_names):
    """Presses Tab in the window and collects the focus events AT-SPI delivers."""
    seen = []

    def on_event(event):
        if event.detail1 == 1:
            seen.append((event.source.getRoleName(), event.source.name))

    pyatspi.Registry.registerEventListener(on_event, "object:state-changed:focused")
    subprocess.run(["xdotool", "search", "--sync", "--limit", "1", "--name", "", "windowfocus", "--sync"],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=10)
    presses = [0]

    def press():
        subprocess.run(["xdotool", "key", "Tab"], timeout=5)
        presses[0] += 1
        return presses[0] < 3

    GLib.timeout_add(300, press)
    GLib.timeout_add(2500, lambda: pyatspi.Registry.stop())
    pyatspi.Registry.start()
    pyatspi.Registry.deregisterEventListener(on_event, "object:state-changed:focused")
    if len(seen) < 3:
        fail("Tab pressed 3 times, focus events received: %r" % seen)
    ok("focus events on Tab: %s" % ", ".join("%s %r" % s for s in seen))


def check_controls(app):
    window = app[0]
    ok("demo window %r" % window.name)
    must(window, pyatspi.ROLE_PUSH_BUTTON, "Bordered")
    must(window, pyatspi.ROLE_PUSH_BUTTON, "Delete")
    agreed = must(window, pyatspi.ROLE_CHECK_BOX, "Agreed")
    ok("push buttons and check box %r (checked: %s)" % (agreed.name, states(agreed).contains(pyatspi.STATE_CHECKED)))
    cant = must(window, pyatspi.ROLE_PUSH_BUTTON, "Can't")
    if states(cant).contains(pyatspi.STATE_SENSITIVE):
        fail("the disabled button is sensitive")
    ok("disabled button 'Can't' is not sensitive")
    disabled = find(window, pyatspi.ROLE_SLIDER, predicate=lambda n: not states(n).contains(pyatspi.STATE_SENSITIVE))
    if disabled is None:
        fail("the disabled slider is missing or sensitive")
    ok("disabled slider is not sensitive (value %r)" % disabled.queryValue().currentValue)
    volume = must(window, pyatspi.ROLE_SLIDER, "Volume")
    volume.queryValue().currentValue = 0.8
    wait_until("Value set the demo's Volume slider (named by its grid row) to 0.8",
               lambda: find(window, pyatspi.ROLE_LABEL, "80 %") is not None)
    theme = must(window, pyatspi.ROLE_PAGE_TAB_LIST, "Theme")
    tabs = [c.name for c in theme]
    theme.querySelection().selectChild(tabs.index("Dark"))
    wait_until("Selection chose the 'Dark' page tab",
               lambda: find(window, pyatspi.ROLE_PAGE_TAB_LIST, "Theme").querySelection().isChildSelected(tabs.index("Dark")))
    check_grab_focus(must(window, pyatspi.ROLE_ENTRY, "Your name"))


def check_grab_focus(target):
    """Component.GrabFocus focuses the element, and the focus event says so."""
    seen = []

    def on_event(event):
        if event.detail1 == 1:
            seen.append((event.source.getRoleName(), event.source.name))

    pyatspi.Registry.registerEventListener(on_event, "object:state-changed:focused")
    GLib.timeout_add(200, lambda: target.queryComponent().grabFocus() and False)
    GLib.timeout_add(2000, lambda: pyatspi.Registry.stop())
    pyatspi.Registry.start()
    pyatspi.Registry.deregisterEventListener(on_event, "object:state-changed:focused")
    if (target.getRoleName(), target.name) not in seen:
        fail("GrabFocus on %r: focus events %r" % (target.name, seen))
    if not states(target).contains(pyatspi.STATE_FOCUSED):
        fail("GrabFocus on %r: not focused" % target.name)
    ok("Component.GrabFocus focused %s %r and sent its focus event" % (target.getRoleName(), target.name))


def check_hostile(app):
    """Malformed calls get D-Bus errors; the app keeps answering."""
    address = subprocess.run(["gdbus", "call", "--session", "--dest", "org.a11y.Bus", "--object-path", "/org/a11y/bus",
                              "--method", "org.a11y.Bus.GetAddress"], capture_output=True, text=True).stdout.strip()[2:-3]
    flags = Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION
    bus = Gio.DBusConnection.new_for_address_sync(address, flags, None, None)
    name = tessera_bus_name(bus, app.name)
    base = "/org/a11y/atspi/accessible/"
    calls = [
        ("root", "org.a11y.atspi.Accessible", "GetChildAtIndex", GLib.Variant("(s)", ("x",))),
        ("root", "org.a11y.atspi.Accessible", "GetChildAtIndex", GLib.Variant("(i)", (2**31 - 1,))),
        ("0", "org.a11y.atspi.Accessible", "GetChildAtIndex", GLib.Variant("(i)", (-5,))),
        ("999999999", "org.a11y.atspi.Accessible", "GetRole", None),
        ("0/1", "org.a11y.atspi.Accessible", "GetRole", None),
        ("0", "org.a11y.atspi.Value", "SetNothing", GLib.Variant("(d)", (float("nan"),))),
        ("0", "org.a11y.atspi.Table", "GetAccessibleAt", GLib.Variant("(ii)", (10**9, -10**9))),
        ("0", "org.a11y.atspi.Accessible", "NoSuchMethod", None),
    ]
    for path, iface, method, args in calls:
        try:
            bus.call_sync(name, base + path, iface, method, args, None, Gio.DBusCallFlags.NONE, 3000, None)
            fail("%s.%s on %s answered instead of failing" % (iface, method, path))
        except GLib.Error as e:
            ok("%s %s%s: %s" % (path, method, args if args is not None else "()", e.message[:90]))
    # Huge and negative indices on a real table and a real cell.
    table = must(app[0], pyatspi.ROLE_TABLE)
    cell = table.queryTable().getAccessibleAt(0, 0)
    for path, iface, method, args in [
        (table.path, "org.a11y.atspi.Table", "GetAccessibleAt", GLib.Variant("(ii)", (10**9, -10**9))),
        (table.path, "org.a11y.atspi.Table", "GetAccessibleAt", GLib.Variant("(ii)", (-1, 0))),
        (table.path, "org.a11y.atspi.Table", "GetAccessibleAt", GLib.Variant("(ss)", ("a", "b"))),
        (cell.path, "org.a11y.atspi.Table", "GetAccessibleAt", GLib.Variant("(ii)", (0, 0))),
    ]:
        try:
            bus.call_sync(name, path, iface, method, args, None, Gio.DBusCallFlags.NONE, 3000, None)
            fail("%s%s on %s answered instead of failing" % (method, args, path))
        except GLib.Error as e:
            ok("%s %s%s: %s" % (path.rsplit("/", 1)[1], method, args, e.message[:90]))
    for method, args in [("GetRowAtIndex", (2**31 - 1,)), ("GetColumnAtIndex", (-7,)), ("GetIndexAt", (10**9, 10**9))]:
        reply = bus.call_sync(name, table.path, "org.a11y.atspi.Table", method, GLib.Variant("(%s)" % ("i" * len(args)), args),
                              None, Gio.DBusCallFlags.NONE, 3000, None).unpack()[0]
        if reply != -1:
            fail("%s%s answered %r, not -1" % (method, args, reply))
    ok("GetRowAtIndex, GetColumnAtIndex and GetIndexAt out of range answer -1")
    # A client that disconnects mid-call: a fresh connection sends calls and closes at once.
    for _ in range(20):
        c = Gio.DBusConnection.new_for_address_sync(address, flags, None, None)
        c.call(name, base + "root", "org.a11y.atspi.Accessible", "GetChildren", None, None, Gio.DBusCallFlags.NONE, 3000, None, None)
        c.close_sync(None)
    ok("20 clients disconnected mid-call")
    reply = bus.call_sync(name, base + "root", "org.a11y.atspi.Accessible", "GetChildren", None, None, Gio.DBusCallFlags.NONE, 3000, None)
    ok("the app still answers: %d window(s)" % len(reply.unpack()[0]))


def tessera_bus_name(bus, app_name):
    """The unique name on the accessibility bus whose application root is `app_name` (Tessera)."""
    names = bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "ListNames", None, None,
                          Gio.DBusCallFlags.NONE, 3000, None).unpack()[0]
    for name in names:
        if not name.startswith(":"):
            continue
        try:
            toolkit = bus.call_sync(name, "/org/a11y/atspi/accessible/root", "org.freedesktop.DBus.Properties", "Get",
                                    GLib.Variant("(ss)", ("org.a11y.atspi.Application", "ToolkitName")), None,
                                    Gio.DBusCallFlags.NONE, 1000, None).unpack()[0]
            title = bus.call_sync(name, "/org/a11y/atspi/accessible/root", "org.freedesktop.DBus.Properties", "Get",
                                  GLib.Variant("(ss)", ("org.a11y.atspi.Accessible", "Name")), None,
                                  Gio.DBusCallFlags.NONE, 1000, None).unpack()[0]
        except GLib.Error:
            continue
        if toolkit == "Tessera" and title == app_name:
            return name
    fail("no Tessera application %r on the accessibility bus" % app_name)


def wait_for_table(window, timeout=20):
    table, deadline = None, time.time() + timeout
    while table is None and time.time() < deadline:
        table = find(window, pyatspi.ROLE_TABLE)
        time.sleep(0.2)
    if table is None:
        fail("no table in %r" % window.name)
    return table


def check_honeycomb(app):
    """The honeycomb's cells are photos in a table: "photo, <name>" at a row and column, and
    the "flip" action turns one to its name side."""
    window = app[0]
    table = wait_for_table(window)
    t = table.queryTable()
    cells = [c for c in table if c is not None and c.getRoleName() == "table cell"]
    if len(cells) != t.nRows * t.nColumns or not all(c.name.startswith("photo, ") for c in cells):
        fail("honeycomb table %d x %d with cells %r" % (t.nRows, t.nColumns, [c.name for c in cells][:4]))
    cell = t.getAccessibleAt(2, 3)
    position = tuple(Atspi.TableCell.get_position(cell))[-2:]
    if tuple(position) != (2, 3):
        fail("the cell at row 2, column 3 says it is at %r" % (position,))
    if orca_reads_as_layout(table):
        fail("the honeycomb reads as layout: attributes %r" % attributes(table))
    ok("the honeycomb is a data table (%r): Orca announces its cells' rows and columns" % attributes(table))
    person = cell.name[len("photo, "):]
    action = cell.queryAction()
    names = [action.getName(i) for i in range(action.nActions)]
    if "flip" not in names:
        fail("the honeycomb cell has actions %r" % names)
    action.doAction(names.index("flip"))
    wait_until("Action 'flip' turned %r (row 2, column 3 of a %d x %d table) to its name side" % (person, t.nRows, t.nColumns),
               lambda: t.getAccessibleAt(2, 3).name == "%s, name side" % person)


def check_trainer(app):
    """The Grid Trainer's grid cells, inspector controls and code panel are in the tree and named."""
    window = app[0]
    table = wait_for_table(window)
    cells = [c for c in table if c is not None and c.getRoleName() == "table cell"]
    if not cells or any(not c.name and c.childCount == 0 for c in cells):
        fail("trainer cells %r" % [c.name for c in cells][:6])
    first = cells[0]
    position = tuple(Atspi.TableCell.get_position(first))[-2:]
    sliders = [n for n, _ in walk(window) if n.getRoleName() == "slider"]
    if not sliders or any(not n.name for n in sliders):
        fail("inspector sliders %r" % [n.name for n in sliders])
    code = [n for n, _ in walk(window) if n.getRoleName() == "label" and n.name.lstrip().startswith(("Grid(", "TrackGrid(", "LazyVGrid("))]
    if not code:
        fail("no code panel text naming the grid")
    ok("trainer: %d named cells (%r at %r), %d named inspector sliders (%s), code panel %r"
       % (len(cells), first.name, position, len(sliders), ", ".join(n.name for n in sliders[:3]), code[0].name[:40]))


def check_mail(app):
    """Only the top screen of the Mail example's stack is in the tree, and an open Compose
    sheet alone: the content under them comes back when they close."""
    window = app[0]
    inbox = None
    deadline = time.time() + 20
    while inbox is None and time.time() < deadline:
        inbox = find(window, pyatspi.ROLE_LIST)
        time.sleep(0.2)
    if inbox is None:
        fail("no inbox list in the Mail window")
    rows = inbox.childCount
    inbox[0].queryAction().doAction(0)
    wait_until("pressing the first inbox row pushed its message: the inbox under it left the tree",
               lambda: find(window, pyatspi.ROLE_LIST) is None and find(window, pyatspi.ROLE_PUSH_BUTTON, "Delete") is not None)
    check_vanished(app, inbox)
    subprocess.run(["xdotool", "search", "--sync", "--limit", "1", "--name", "^%s$" % window.name, "windowfocus", "--sync",
                    "key", "Escape"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=10)
    wait_until("Escape popped the message: the inbox is back with its %d rows" % rows,
               lambda: find(window, pyatspi.ROLE_LIST) is not None and find(window, pyatspi.ROLE_LIST).childCount == rows)
    must(window, pyatspi.ROLE_PUSH_BUTTON, "Compose").queryAction().doAction(0)
    wait_until("Compose opened a modal dialog, the only thing in the window",
               lambda: window.childCount == 1 and window[0].getRole() == pyatspi.ROLE_DIALOG
               and states(window[0]).contains(pyatspi.STATE_MODAL))
    if find(window, pyatspi.ROLE_PAGE_TAB_LIST) is not None or find(window, pyatspi.ROLE_LIST) is not None:
        fail("the tabs or the inbox under the sheet can be reached")
    ok("under the sheet nothing can be reached: dialog %r with %d children" % (window[0].name, window[0].childCount))


def check_vanished(app, gone):
    """A call on the object path of an element that left the tree (a real one, not a made-up
    id) gets a D-Bus error at once."""
    address = subprocess.run(["gdbus", "call", "--session", "--dest", "org.a11y.Bus", "--object-path", "/org/a11y/bus",
                              "--method", "org.a11y.Bus.GetAddress"], capture_output=True, text=True).stdout.strip()[2:-3]
    flags = Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION
    bus = Gio.DBusConnection.new_for_address_sync(address, flags, None, None)
    name = tessera_bus_name(bus, app.name)
    started = time.time()
    try:
        bus.call_sync(name, gone.path, "org.a11y.atspi.Accessible", "GetChildren", None, None, Gio.DBusCallFlags.NONE, 3000, None)
        fail("GetChildren on the vanished %s answered" % gone.path)
    except GLib.Error as e:
        ok("GetChildren on the vanished %s: %s (%.0f ms)" % (gone.path, e.message[:70], 1000 * (time.time() - started)))


def main():
    which = sys.argv[1]
    app = find_app(APP_NAMES[which])
    ok("found application %r" % app.name)
    {"settings": check_settings, "controls": check_controls, "hostile": check_hostile, "idle": check_idle,
     "busdeath": check_bus_death, "lazy": check_lazy, "honeycomb": check_honeycomb, "trainer": check_trainer,
     "mail": check_mail}[which](app)


if __name__ == "__main__":
    main()
