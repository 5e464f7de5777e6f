import Foundation
import Testing

/// Issue 34: laying out text cost 127 bytes of memory per character (a 10 MB line took 1.27 GB).
/// Clusters now take 32 bytes, lines are ranges of them, and nothing else is kept per
/// character while a layout is computed: the `tessera layout` process's peak resident size
/// grows by less than 80 bytes per character laid out, on one line and wrapped.
extension DemoTests {
    @Suite struct TextMemory {
        /// A spec whose only view is a text of about `characters` characters of words.
        func spec(characters: Int, width: String) -> String {
            let words = ["grid", "track", "span", "flow", "dense", "cell", "row", "column", "fit", "layout"]
            var text = ""
            text.reserveCapacity(characters + 16)
            var k = 0
            while text.utf8.count < characters { text += words[k] + " "; k = (k * 7 + 3) % words.count }
            let path = temporaryFolder() + "/text.json"
            let json = #"{"proposal": {"width": \#(width), "height": "infinity"}, "root": {"kind": "text", "id": "t", "text": "\#(text)"}}"#
            _ = FileManager.default.createFile(atPath: path, contents: Data(json.utf8))
            return path
        }

        @Test(arguments: ["\"infinity\"", "800"])
        func peakMemoryPerCharacterIsBounded(width: String) throws {
            let characters = 500_000
            let small = try peakResidentBytes(["layout", spec(characters: 10, width: width)])
            let large = try peakResidentBytes(["layout", spec(characters: characters, width: width)])
            let perCharacter = Double(large - small) / Double(characters)
            #expect(perCharacter < 80, "\(perCharacter) bytes per character (127 before)")
        }
    }
}

/// Runs `tessera` with `arguments` (output discarded) and returns the peak resident size of that
/// process alone (`wait4`'s resource usage), in bytes; the run must succeed.
func peakResidentBytes(_ arguments: [String]) throws -> Int {
    var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([tesseraExecutable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, tesseraExecutable, &actions, nil, argv, environ)
    try #require(spawned == 0, "posix_spawn failed: \(spawned)")
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    try #require(status == 0, "tessera \(arguments.first ?? "") exited with status \(status)")
    return usage.ru_maxrss * 1024
}
