import Tessera
import TesseraAccessibility

/// `Action`, `Value`, `Selection`, `EditableText` and `Image`: reads answer from the snapshot,
/// changes are queued to the main thread and answered at once (true when the element can do
/// it; the tree's events report the result).
extension ATSPIContext {
    func action(_ node: ATSPINode, _ method: String, _ p: GV.Value) -> ATSPIReply {
        let names = node.actions
        switch method {
        case "GetActions": return .out(GV.array("(sss)", names.map { GV.tuple([GV.s($0), GV.s($0), GV.s("")]) }))
        case "GetName", "GetLocalizedName", "GetDescription", "GetKeyBinding", "DoAction":
            guard let i = Self.index(GV.int32(p, 0), count: names.count) else { return .invalid("no action at that index") }
            switch method {
            case "GetKeyBinding": return .out(GV.s(""))
            case "DoAction":
                guard node.states.contains(.sensitive) else { return .out(GV.b(false)) }
                request(.action(id: node.id, name: names[i]))
                return .out(GV.b(true))
            default: return .out(GV.s(names[i]))
            }
        default: return .unknownMethod
        }
    }

    func actionProperty(_ node: ATSPINode, _ name: String) -> GV.Value? { name == "NActions" ? GV.i(node.actions.count) : nil }

    func valueProperty(_ node: ATSPINode, _ name: String) -> GV.Value? {
        guard let r = node.range else { return nil }
        switch name {
        case "MinimumValue": return GV.d(r.minimum)
        case "MaximumValue": return GV.d(r.maximum)
        case "MinimumIncrement": return GV.d(r.step)
        case "CurrentValue": return GV.d(r.current)
        case "Text": return GV.s(node.value ?? "")
        default: return nil
        }
    }

    /// `Value.CurrentValue` set by a client: false (a D-Bus error) for non-finite values.
    func setValue(_ node: ATSPINode, _ value: Double) -> Bool {
        guard node.range != nil, value.isFinite, node.states.contains(.sensitive) else { return false }
        request(.setValue(id: node.id, value: value))
        return true
    }

    func selection(_ node: ATSPINode, _ method: String, _ p: GV.Value) -> ATSPIReply {
        let count = node.children.count
        switch method {
        case "GetSelectedChild":
            let selected = node.selectedChildren ?? []
            guard let n = Self.index(GV.int32(p, 0), count: selected.count), selected[n] < count else {
                return .invalid("no selected child at that index")
            }
            return .out(GV.ref(ref(node.children[selected[n]])))
        case "SelectChild":
            guard let i = Self.index(GV.int32(p, 0), count: count) else { return .invalid("no child at that index") }
            request(.select(id: node.id, index: i))
            return .out(GV.b(true))
        case "IsChildSelected":
            guard let i = Self.index(GV.int32(p, 0), count: count) else { return .invalid("no child at that index") }
            return .out(GV.b(node.selectedChildren?.contains(i) == true))
        case "DeselectSelectedChild", "DeselectChild", "SelectAll", "ClearSelection": return .out(GV.b(false))
        default: return .unknownMethod
        }
    }

    func editableText(_ node: ATSPINode, _ method: String, _ p: GV.Value) -> ATSPIReply {
        guard node.states.contains(.sensitive) else { return .out(GV.b(false)) }
        switch method {
        case "SetTextContents": request(.setText(id: node.id, text: GV.string(p, 0)))
        case "InsertText":
            let text = GV.string(p, 1), length = GV.int32(p, 2)
            let inserted = length >= 0 && length < text.count ? String(text.prefix(length)) : text
            request(.insertText(id: node.id, position: GV.int32(p, 0), text: inserted))
        case "DeleteText": request(.deleteText(id: node.id, start: GV.int32(p, 0), end: GV.int32(p, 1)))
        case "CopyText": return .out()
        case "CutText", "PasteText": return .out(GV.b(false))
        default: return .unknownMethod
        }
        return .out(GV.b(true))
    }

    func image(_ node: ATSPINode, _ method: String, _ p: GV.Value) -> ATSPIReply {
        switch method {
        case "GetImageExtents":
            let (x, y, w, h) = extents(node, GV.uint32(p, 0))
            return .out(GV.tuple([GV.i(x), GV.i(y), GV.i(w), GV.i(h)]))
        case "GetImagePosition":
            let (x, y, _, _) = extents(node, GV.uint32(p, 0))
            return .out(GV.i(x), GV.i(y))
        case "GetImageSize": return .out(GV.i(Int(node.frame.width.rounded())), GV.i(Int(node.frame.height.rounded())))
        default: return .unknownMethod
        }
    }

    func imageProperty(_ node: ATSPINode, _ name: String) -> GV.Value? {
        switch name {
        case "ImageDescription": return GV.s(node.name)
        case "ImageLocale": return GV.s("en_US")
        default: return nil
        }
    }
}
