@_spi(Presentation) import Tessera

/// A stack of screens, like SwiftUI's `NavigationStack`: the root view at the bottom and one
/// screen per pushed value (shown by the `navigationDestination(for:)` of its type) or pushed
/// view (`NavigationLink(destination:)`, `navigationDestination(isPresented:)`). Each screen has
/// a bar with its title (`navigationTitle`) and, above the root, a back button showing the
/// previous screen's title. Pushing slides the new screen in from the trailing edge and the
/// old one out (0.35 s ease-in-out, also when the app changes a `path:` binding); popping
/// reverses it. Alt+Left, Ctrl+[ (Cmd+[) and Escape go back.
///
/// Screens below the top stay in the tree, off screen and inert (no clicks, keys, focus or
/// accessibility elements), so each keeps its `@State` and scroll position while screens above
/// it come and go, as in SwiftUI; a popped screen's state is gone. Without `path:` the stack keeps its own path; with
/// a `Binding<NavigationPath>` or a binding to a collection of `Hashable` values, the binding
/// is the path. See SwiftUI's "NavigationStack" and "Migrating to new navigation types".
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let access: PathAccess
    @State private var model = NavigationStackModel()

    /// A stack keeping its own path.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root(); access = .none
    }
    /// A stack whose path is `path`: pushing appends to it, going back removes its last value.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root(); access = .binding(path)
    }
    /// A stack whose path is a collection of values of one type.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root(); access = .binding(path)
    }

    public var body: some View {
        let model = self.model
        let _ = model.setAccess(access)
        let entries = model.entries(values: access.values(model.ownPath))
        let depth = entries.count
        let _ = model.keepScreenModels(Set(entries.map(\.id) + [AnyHashable(NavigationScreenID.root)]))
        GeometryReader { geo in
            ZStack(alignment: .topLeading) {
                NavigationScreen(model: model, screen: model.screenModel(for: AnyHashable(NavigationScreenID.root)),
                                 depth: 0, previous: nil) { root }
                    .modifier(ScreenPlacement(isTop: depth == 0, width: geo.size.width))
                ForEach(entries.indices.map { ScreenSlot(index: $0, entry: entries[$0]) }, id: \.id) { slot in
                    let i = slot.index, entry = slot.entry
                    NavigationScreen(model: model, screen: model.screenModel(for: entry.id), depth: i + 1,
                                     previous: model.screenModel(for: i == 0 ? AnyHashable(NavigationScreenID.root) : entries[i - 1].id)) {
                        EntryContent(model: model, entry: entry)
                    }
                    .modifier(ScreenPlacement(isTop: i + 1 == depth, width: geo.size.width))
                    .transition(.move(.trailing))
                }
            }
            .frame(width: geo.size.width, height: geo.size.height, alignment: .topLeading)
        }
        .clipped()
        .animation(NavigationStackModel.pushAnimation, value: depth)
        .environment(\.navigationStack, model)
        .onKeyPress { press in
            guard depth > 0, NavigationKeys.isBack(press),
                  model.screenModel(for: entries[depth - 1].id).backButtonHidden == false else { return .ignored }
            model.pop(toDepth: depth - 1)
            return .handled
        }
    }
}

/// The root screen's identity among a stack's screens.
enum NavigationScreenID: Hashable { case root }

/// Where a stack puts a screen: the top one fills the stack; the ones below wait off screen at
/// the leading side (so popping slides them back in), take no input and are hidden from
/// assistive technologies (only the top screen is in the accessibility tree, as in SwiftUI;
/// a screen comes back when the ones above it are popped).
struct ScreenPlacement: ViewModifier {
    let isTop: Bool
    let width: Double
    func body(content: Content) -> some View {
        content.offset(x: isTop ? 0 : -width)._inert(!isTop)
            .accessibilityAttributes { $0.isHidden = isTop ? nil : true }
    }
}

/// One pushed screen's place in the stack (the `ForEach` element).
struct ScreenSlot {
    let index: Int
    let entry: NavigationEntry
    var id: AnyHashable { entry.id }
}

/// A pushed screen's content: the destination of its value (or SwiftUI's placeholder, with one
/// warning line once the update has registered every destination), or its pushed view.
struct EntryContent: View {
    let model: NavigationStackModel
    let entry: NavigationEntry
    var body: some View {
        switch entry {
        case .value(_, let value):
            if let view = model.destination(for: value) {
                view
            } else {
                NavigationPlaceholder().onAppear { model.warnIfUnresolved([value]) }
            }
        case .view(_, let view): view
        }
    }
}

/// The keys that go back in a stack: Alt+Left, Ctrl+[ (Cmd+[ on a Mac keyboard) and Escape.
enum NavigationKeys {
    static func isBack(_ press: KeyPress) -> Bool {
        if press.matches("Left"), press.alt, !press.control, !press.shift { return true }
        if press.matches("["), press.control || press.command, !press.alt { return true }
        return press.matches("Escape") && !press.control && !press.alt && !press.shift
    }
}
