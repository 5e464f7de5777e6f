import CGio

/// The AT-SPI interfaces Tessera implements, with their D-Bus signatures (at-spi2-core's
/// `xml/*.xml`, version 2.46). GDBus checks every incoming call against these: a call with the
/// wrong signature gets `org.freedesktop.DBus.Error.InvalidArgs` before it reaches Tessera.
enum ATSPIInterface: String, CaseIterable, Sendable {
    case accessible = "org.a11y.atspi.Accessible"
    case application = "org.a11y.atspi.Application"
    case component = "org.a11y.atspi.Component"
    case action = "org.a11y.atspi.Action"
    case value = "org.a11y.atspi.Value"
    case text = "org.a11y.atspi.Text"
    case editableText = "org.a11y.atspi.EditableText"
    case selection = "org.a11y.atspi.Selection"
    case table = "org.a11y.atspi.Table"
    case tableCell = "org.a11y.atspi.TableCell"
    case image = "org.a11y.atspi.Image"

    /// Members as "m Name in out" (a method with in and out signatures) or "p Name type rw".
    private var members: [String] {
        switch self {
        case .accessible:
            return ["p Name s r", "p Description s r", "p Parent (so) r", "p ChildCount i r", "p Locale s r", "p AccessibleId s r",
                    "p HelpText s r", "m GetChildAtIndex i (so)", "m GetChildren - a(so)", "m GetIndexInParent - i",
                    "m GetRelationSet - a(ua(so))", "m GetRole - u", "m GetRoleName - s", "m GetLocalizedRoleName - s",
                    "m GetState - au", "m GetAttributes - a{ss}", "m GetApplication - (so)", "m GetInterfaces - as"]
        case .application:
            return ["p ToolkitName s r", "p Version s r", "p AtspiVersion s r", "p Id i rw", "m GetLocale u s"]
        case .component:
            return ["m Contains iiu b", "m GetAccessibleAtPoint iiu (so)", "m GetExtents u (iiii)", "m GetPosition u (ii)",
                    "m GetSize - (ii)", "m GetLayer - u", "m GetMDIZOrder - n", "m GrabFocus - b", "m GetAlpha - d",
                    "m SetExtents iiiiu b", "m SetPosition iiu b", "m SetSize ii b", "m ScrollTo u b", "m ScrollToPoint uii b"]
        case .action:
            return ["p NActions i r", "m GetDescription i s", "m GetName i s", "m GetLocalizedName i s", "m GetKeyBinding i s",
                    "m GetActions - a(sss)", "m DoAction i b"]
        case .value:
            return ["p MinimumValue d r", "p MaximumValue d r", "p MinimumIncrement d r", "p CurrentValue d rw", "p Text s r"]
        case .text:
            return ["p CharacterCount i r", "p CaretOffset i r", "m GetStringAtOffset iu (sii)", "m GetText ii s",
                    "m SetCaretOffset i b", "m GetTextBeforeOffset iu (sii)", "m GetTextAtOffset iu (sii)",
                    "m GetTextAfterOffset iu (sii)", "m GetCharacterAtOffset i i", "m GetAttributeValue is s",
                    "m GetAttributes i (a{ss}ii)", "m GetDefaultAttributes - a{ss}", "m GetCharacterExtents iu (iiii)",
                    "m GetOffsetAtPoint iiu i", "m GetNSelections - i", "m GetSelection i (ii)", "m AddSelection ii b",
                    "m RemoveSelection i b", "m SetSelection iii b", "m GetRangeExtents iiu (iiii)",
                    "m GetAttributeRun ib (a{ss}ii)", "m GetDefaultAttributeSet - a{ss}"]
        case .editableText:
            return ["m SetTextContents s b", "m InsertText isi b", "m CopyText ii -", "m CutText ii b", "m DeleteText ii b",
                    "m PasteText i b"]
        case .selection:
            return ["p NSelectedChildren i r", "m GetSelectedChild i (so)", "m SelectChild i b", "m DeselectSelectedChild i b",
                    "m IsChildSelected i b", "m SelectAll - b", "m ClearSelection - b", "m DeselectChild i b"]
        case .table:
            return ["p NRows i r", "p NColumns i r", "p Caption (so) r", "p Summary (so) r", "p NSelectedRows i r",
                    "p NSelectedColumns i r", "m GetAccessibleAt ii (so)", "m GetIndexAt ii i", "m GetRowAtIndex i i",
                    "m GetColumnAtIndex i i", "m GetRowDescription i s", "m GetColumnDescription i s", "m GetRowExtentAt ii i",
                    "m GetColumnExtentAt ii i", "m GetRowHeader i (so)", "m GetColumnHeader i (so)", "m GetSelectedRows - ai",
                    "m GetSelectedColumns - ai", "m IsRowSelected i b", "m IsColumnSelected i b", "m IsSelected ii b",
                    "m AddRowSelection i b", "m AddColumnSelection i b", "m RemoveRowSelection i b", "m RemoveColumnSelection i b",
                    "m GetRowColumnExtentsAtIndex i (biiiib)"]
        case .tableCell:
            return ["p ColumnSpan i r", "p Position (ii) r", "p RowSpan i r", "p Table (so) r", "m GetRowColumnSpan - (iiii)",
                    "m GetColumnHeaderCells - a(so)", "m GetRowHeaderCells - a(so)"]
        case .image:
            return ["p ImageDescription s r", "p ImageLocale s r", "m GetImageExtents u (iiii)", "m GetImagePosition u (ii)",
                    "m GetImageSize - (ii)"]
        }
    }

    /// The methods with their in signatures ("-" for none), and the properties' names.
    var methods: [(name: String, inSignature: String)] {
        members.compactMap { m in
            let f = m.split(separator: " ").map(String.init)
            return f[0] == "m" ? (f[1], f[2]) : nil
        }
    }
    var properties: [String] { members.compactMap { m in m.hasPrefix("p ") ? String(m.split(separator: " ")[1]) : nil } }

    /// The interface's introspection XML.
    var xml: String {
        var s = "<interface name=\"\(rawValue)\">"
        for m in members {
            let f = m.split(separator: " ").map(String.init)
            if f[0] == "p" {
                s += "<property name=\"\(f[1])\" type=\"\(f[2])\" access=\"\(f[3] == "rw" ? "readwrite" : "read")\"/>"
                continue
            }
            s += "<method name=\"\(f[1])\">"
            if f[2] != "-" { for t in Self.split(f[2]) { s += "<arg direction=\"in\" type=\"\(t)\"/>" } }
            if f[3] != "-" {
                // A tuple out type stands for several out arguments, as AT-SPI declares them.
                let several = f[3].hasPrefix("(") && f[3].hasSuffix(")") && !Self.structuredOut.contains(f[1])
                let outs = several ? Self.split(String(f[3].dropFirst().dropLast())) : [f[3]]
                for t in outs { s += "<arg direction=\"out\" type=\"\(t)\"/>" }
            }
            s += "</method>"
        }
        return s + "</interface>"
    }

    /// The single complete types of a signature: "iiu" -> i, i, u; "(so)i" -> (so), i.
    static func split(_ signature: String) -> [String] {
        var out: [String] = [], current = "", depth = 0
        for ch in signature {
            current.append(ch)
            switch ch {
            case "(", "{": depth += 1
            case ")", "}": depth -= 1
            case "a": continue
            default: break
            }
            if depth == 0 { out.append(current); current = "" }
        }
        return out
    }

    /// The methods whose out types AT-SPI declares as one structure (not several arguments).
    static let structuredOut: Set<String> = ["GetChildAtIndex", "GetAccessibleAtPoint", "GetApplication", "GetSelectedChild",
                                             "GetAccessibleAt", "GetRowHeader", "GetColumnHeader", "GetExtents",
                                             "GetImageExtents", "Parent", "Table", "Caption", "Summary", "Position"]
}
