import Foundation
import TesseraGeometry
import TesseraLayout
import TesseraLayoutSpec
import TesseraSDL

/// A failure the user can fix: printed as one line on stderr, exit code 2 (DESIGN §3.2).
public struct UsageError: Error, CustomStringConvertible {
    public var description: String
    public init(_ message: String) { description = message }
}

/// Where a command writes: stdout and stderr, replaceable in tests.
public struct CommandOutput {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void
    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) { self.out = out; self.err = err }
    /// The process's standard streams.
    public static var standard: CommandOutput { CommandOutput(out: { print($0) }, err: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }) }
}

/// The `tessera` command line (DESIGN §3.2): parses the arguments, runs the subcommand and
/// returns the exit code. Every user error becomes one line on stderr and exit code 2.
public enum TesseraCommand {
    public static let usage = """
    usage: tessera [demo] [--scene ID] [--size WxH] [--photos DIR] [--lang zh-Hans|en]
           tessera scenes
           tessera screenshot --scene ID --out FILE.png [--size WxH] [--scale S] [--time T] [--events FILE.json] [--photos DIR] [--lang zh-Hans|en]
           tessera layout (SPEC.json | --scene ID) [--size WxH]
           tessera conformance CASES.json [--stage PREFIX] [--json]
    """

    public static func run(_ arguments: [String], output: CommandOutput = .standard) -> Int32 {
        do {
            var args = Arguments(arguments)
            let command = args.positional() ?? "demo"
            switch command {
            case "demo": try demo(&args, output)
            case "scenes":
                try args.finish()
                for id in SceneCatalog.ids { output.out(id) }
            case "screenshot": try screenshot(&args, output)
            case "layout": try layout(&args, output)
            case "conformance": try conformance(&args, output)
            case "-h", "--help", "help": output.out(usage)
            default:
                throw UsageError("unknown command \"\(command)\"; run `tessera --help` for the commands")
            }
            return 0
        } catch let e as UsageError {
            output.err("tessera: \(e.description)"); return 2
        } catch let e as SpecError {
            output.err("tessera: \(e.description)"); return 2
        } catch let e as TesseraSDLError {
            output.err("tessera: \(e.description)"); return 2
        } catch {
            output.err("tessera: \(error)"); return 2
        }
    }

    /// The index of the scene `id`, or an error listing the valid ids.
    static func sceneIndex(_ id: String) throws -> Int {
        guard let i = SceneCatalog.index(of: id) else {
            throw UsageError("unknown scene \"\(id)\"; valid scenes: \(SceneCatalog.ids.joined(separator: ", "))")
        }
        return i
    }

    /// Parses `--scale S`: a number from 0.25 to 8.
    static func parseScale(_ s: String) throws -> Double {
        guard let v = Double(s), v.isFinite, v >= 0.25, v <= 8 else {
            throw UsageError("bad --scale \"\(s)\": expected a number from 0.25 to 8, such as 2")
        }
        return v
    }

    /// Parses `WxH` with positive whole or decimal numbers.
    static func parseSize(_ s: String) throws -> Size {
        let parts = s.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w.isFinite, h.isFinite, w >= 1, h >= 1, w <= 16384, h <= 16384 else {
            throw UsageError("bad --size \"\(s)\": expected WxH with numbers from 1 to 16384, such as 1280x800")
        }
        return Size(width: w, height: h)
    }
}

/// A small argument reader: options `--name value` / `--flag`, positionals in order.
public struct Arguments {
    var items: [String]
    init(_ items: [String]) { self.items = items }

    /// Removes and returns `--name value`.
    mutating func option(_ name: String) throws -> String? {
        guard let i = items.firstIndex(of: name) else { return nil }
        guard i + 1 < items.count, !items[i + 1].hasPrefix("--") else { throw UsageError("\(name) needs a value") }
        let v = items[i + 1]
        items.removeSubrange(i...(i + 1))
        return v
    }
    /// Removes and returns whether `--flag` was given.
    mutating func flag(_ name: String) -> Bool {
        guard let i = items.firstIndex(of: name) else { return false }
        items.remove(at: i); return true
    }
    /// Removes and returns the next argument that is not an option.
    mutating func positional() -> String? {
        guard let i = items.firstIndex(where: { !$0.hasPrefix("--") || $0 == "--help" }) else { return nil }
        return items.remove(at: i)
    }
    /// Fails on anything left over.
    func finish() throws {
        if let extra = items.first { throw UsageError("unexpected argument \"\(extra)\"; run `tessera --help`") }
    }
}
