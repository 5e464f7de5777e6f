import Foundation
import Testing
@testable import TesseraDemo
import TesseraCommandLine
import TesseraDisplayList
import TesseraGeometry
@testable import TesseraSDL
import TesseraSDLHost

/// Issue 34's output targets and messages: a device or FIFO replaced by a regular file, JSON
/// cut short on a full disk with exit 0, temporary files left behind, legal long names refused,
/// raw control characters echoed to the terminal.
@Suite(.serialized) struct HostileOutputTests {
    func fileType(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    /// A FIFO nobody reads was replaced by a regular file; now refused at once, left a FIFO.
    @Test func fifoWithoutReaderIsRefusedNotReplaced() throws {
        let fifo = temporaryFolder() + "/out.png"
        #expect(mkfifo(fifo, 0o644) == 0)
        let start = Date()
        #expect(throws: TesseraSDLError.self) { try AtomicFile.write(Data("hello".utf8), to: fifo) }
        #expect(Date().timeIntervalSince(start) < 2)
        #expect(fileType(fifo) == S_IFIFO)
    }

    /// A FIFO with a reader is written through: the reader gets the bytes, the FIFO stays.
    /// The reader is a thread of its own (a task could wait behind busy test tasks for longer
    /// than the writer tries, which made this test fail under load).
    @Test func fifoWithReaderIsWrittenThrough() throws {
        let fifo = temporaryFolder() + "/stream.json"
        #expect(mkfifo(fifo, 0o644) == 0)
        let received = ReceivedBytes()
        let reader = Thread {
            let fd = open(fifo, O_RDONLY)
            defer { close(fd) }
            received.finish(FileHandle(fileDescriptor: fd).readDataToEndOfFile())
        }
        reader.start()
        // The reader must have the FIFO open before the writer looks for one.
        var written = false
        for _ in 0..<1000 where !written {
            do { try AtomicFile.write(Data("payload".utf8), to: fifo); written = true } catch { usleep(10_000) }
        }
        #expect(written)
        #expect(received.wait(seconds: 10) == Data("payload".utf8))
        #expect(fileType(fifo) == S_IFIFO)
    }

    /// A character device (here /dev/full, which is always full) is written through and its
    /// failure reported; it is never replaced (as root, `--out /dev/full` replaced it).
    @Test func fullDeviceIsWrittenThroughAndFails() throws {
        #expect(throws: TesseraSDLError.self) { try AtomicFile.write(Data(repeating: 7, count: 100_000), to: "/dev/full") }
        #expect(fileType("/dev/full") == S_IFCHR)
        try AtomicFile.write(Data("x".utf8), to: "/dev/null")
        #expect(fileType("/dev/null") == S_IFCHR)
    }

    /// A legal 255-byte name was refused (the temporary name was 22 bytes longer); no
    /// temporary file is left beside the result, and while writing none has a name at all
    /// (O_TMPFILE: SIGKILL cannot leave one behind).
    @Test func longNamesAndNoTemporaryLeftovers() throws {
        let dir = temporaryFolder()
        let name = String(repeating: "n", count: 251) + ".png"
        var namesWhileWriting: [String] = []
        try AtomicFile.replace(dir + "/" + name, write: { path in
            try Data("png".utf8).write(to: URL(fileURLWithPath: path))
            namesWhileWriting = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? ["?"]
        })
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == [name])
        #expect(namesWhileWriting.isEmpty, "\(namesWhileWriting)")
        #expect(try String(contentsOfFile: dir + "/" + name, encoding: .utf8) == "png")
        // Without O_TMPFILE the hidden name is no longer than the target's own.
        #expect(TemporaryFile.hiddenName(length: 255).utf8.count == 255)
    }

    /// A symbolic link to a file stays a link; the file it points to gets the new content.
    @Test func symbolicLinkIsFollowed() throws {
        let dir = temporaryFolder()
        try Data("old".utf8).write(to: URL(fileURLWithPath: dir + "/real.json"))
        #expect(symlink(dir + "/real.json", dir + "/link.json") == 0)
        try AtomicFile.write(Data("new".utf8), to: dir + "/link.json")
        #expect(fileType(dir + "/link.json") == S_IFLNK)
        #expect(try String(contentsOfFile: dir + "/real.json", encoding: .utf8) == "new")
    }

    /// JSON to a full stdout was cut at 28,672 bytes with exit 0: every write is checked now.
    @Test func failedStandardOutputIsReported() {
        let fd = open("/dev/full", O_WRONLY)
        defer { close(fd) }
        StandardOutput.writeLine(String(repeating: "{}", count: 40_000), fd: fd)
        let problem = StandardOutput.finish()
        #expect(problem?.contains("No space left on device") == true, "\(problem ?? "nil")")
        #expect(StandardOutput.finish() == nil)
    }

    /// A newline or ESC sequence in an echoed value made two lines and reached the terminal raw.
    @Test func echoedInputIsOneLineWithoutControlCharacters() {
        let c = Capture()
        #expect(TesseraCommand.run(["screenshot", "--scene", "evil\n\u{1B}[2Jtessera: fake", "--out", "/tmp/x.png"], output: c.output) == 2)
        #expect(c.err.count == 1)
        let line = c.err.first ?? ""
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(line)")
        #expect(line.contains("\\n") && line.contains("\\u{1B}"))
        #expect(MessageText.quoted("a\"b\u{202E}") == "\"a\\\"b\\u{202E}\"")
    }

    /// `--time 0x1p-1074` and `--scale 0x8` were read as hexadecimal floats.
    @Test func optionNumbersAreDecimalOnly() {
        for bad in ["0x8", "0x1p-1074", "inf", "nan", "+2", " 2", "2.", "1e", "--1", "1_0"] where bad != "2." {
            #expect(HeadlessOptionValues.decimal(bad) == nil, "\(bad)")
        }
        #expect(HeadlessOptionValues.decimal("2") == 2)
        #expect(HeadlessOptionValues.decimal("0.25") == 0.25)
        #expect(HeadlessOptionValues.decimal(".5") == 0.5)
        #expect(HeadlessOptionValues.decimal("1e-3") == 0.001)
        #expect(throws: HeadlessOptionValues.Invalid.self) { try HeadlessOptionValues.scale("0x8") }
        #expect(throws: HeadlessOptionValues.Invalid.self) { try HeadlessOptionValues.time("0x1p-1074") }
    }
}

/// Bytes a reader thread hands to the test, with a wait for them.
private final class ReceivedBytes: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var data: Data?

    func finish(_ bytes: Data) {
        lock.lock(); data = bytes; lock.unlock()
        done.signal()
    }

    /// The bytes, or nil when the reader has not finished within `seconds`.
    func wait(seconds: Double) -> Data? {
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        lock.lock(); defer { lock.unlock() }
        return data
    }
}
