import Foundation

/// The colour sets of an Xcode asset catalog (`Assets.xcassets/<Name>.colorset/Contents.json`),
/// read for ``AssetColors``: the universal (light appearance) colour of each set, from sRGB,
/// Display P3 (taken as sRGB) or grey components written as `0.5`, `128` or `0x80`. Sets that
/// name a system colour or cannot be read are skipped, each with one problem line.
enum AssetCatalog {
    /// The colours of the catalog at `url`, by set name, and one line per set that was skipped.
    static func colors(in url: URL) -> (colors: [String: Color], problems: [String]) {
        var colors: [String: Color] = [:], problems: [String] = []
        guard let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else {
            return ([:], ["\(url.path): not a readable folder"])
        }
        for case let item as URL in walker where item.pathExtension == "colorset" {
            let name = item.deletingPathExtension().lastPathComponent
            let contents = item.appendingPathComponent("Contents.json")
            do {
                colors[name] = try color(from: Data(contentsOf: contents))
            } catch {
                problems.append("\(contents.path): \(error.localizedDescription); Color(\"\(name)\") draws nothing")
            }
        }
        return (colors, problems)
    }

    struct Unreadable: LocalizedError {
        let reason: String
        var errorDescription: String? { reason }
    }

    /// The universal colour of one colour set's `Contents.json`.
    static func color(from data: Data) throws -> Color {
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let entries = root["colors"] as? [[String: Any]] else { throw Unreadable(reason: "not a JSON object with a \"colors\" list") }
        let universal = entries.first { $0["appearances"] == nil } ?? entries.first
        guard let color = universal?["color"] as? [String: Any],
              let components = color["components"] as? [String: Any] else {
            throw Unreadable(reason: "no colour components (a system colour reference is not supported)")
        }
        func value(_ key: String) throws -> Double {
            guard let raw = components[key] else { throw Unreadable(reason: "no \"\(key)\" component") }
            let text = "\(raw)".trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("0x"), let v = Int(text.dropFirst(2), radix: 16) { return Double(v) / 255 }
            guard let v = Double(text), v.isFinite, v >= 0 else { throw Unreadable(reason: "component \"\(key)\" is \(text)") }
            return text.contains(".") || v <= 1 ? Swift.min(v, 1) : Swift.min(v / 255, 1)
        }
        let alpha = components["alpha"] == nil ? 1 : try value("alpha")
        if components["white"] != nil { return Color(white: try value("white"), alpha: alpha) }
        return Color(red: try value("red"), green: try value("green"), blue: try value("blue"), alpha: alpha)
    }
}
