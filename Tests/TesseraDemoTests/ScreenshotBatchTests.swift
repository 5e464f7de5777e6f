import Foundation
import Testing
@testable import TesseraDemo

extension DemoTests {
    /// `tessera screenshot --batch FILE` (ScreenshotBatch.swift): every screenshot of a batch is
    /// the same PNG as the same options give alone, a bad line is reported with its number and
    /// skipped (exit 2 at the end), and the file itself is checked.
    @Suite struct ScreenshotBatchTests {
        let dir: String = {
            let d = NSTemporaryDirectory() + "tessera-batch-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
            try? FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true)
            return d
        }()

        func png(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

        @Test func batchWritesWhatSingleRunsWrite() throws {
            defer { try? FileManager.default.removeItem(atPath: dir) }
            // Different scenes, sizes and scales in one renderer: none may leak into the next.
            let jobs = [["--scene", "honeycomb", "--size", "640x400"],
                        ["--scene", "spanning", "--size", "300x200", "--scale", "2"],
                        ["--scene", "honeycomb", "--size", "640x400", "--lang", "zh-Hans"]]
            var lines = ["# three screenshots", ""]
            for (k, job) in jobs.enumerated() {
                let single = dir + "/single-\(k).png"
                let c = Capture()
                #expect(TesseraCommand.run(["screenshot"] + job + ["--out", single], output: c.output) == 0, "\(c.err)")
                lines.append((job + ["--out", "'\(dir)/batch-\(k).png'"]).joined(separator: " "))
            }
            let file = dir + "/jobs.txt"
            try lines.joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
            let c = Capture()
            #expect(TesseraCommand.run(["screenshot", "--batch", file], output: c.output) == 0, "\(c.err)")
            #expect(c.out.count == jobs.count && c.out.allSatisfy { $0.hasPrefix("wrote ") }, "\(c.out)")
            for k in jobs.indices {
                let single = try #require(png(dir + "/single-\(k).png"))
                #expect(png(dir + "/batch-\(k).png") == single, "job \(k) differs from its single run")
            }
        }

        @Test func aBadLineIsReportedWithItsNumberAndTheOthersRun() throws {
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let file = dir + "/jobs.txt"
            try ["--scene spanning --size 200x100 --out \(dir)/a.png",
                 "--scene no-such-scene --out \(dir)/b.png",
                 "--scene spanning --size 200x100 --out \(dir)/c.png"].joined(separator: "\n")
                .write(toFile: file, atomically: true, encoding: .utf8)
            let c = Capture()
            #expect(TesseraCommand.run(["screenshot", "--batch", file], output: c.output) == 2)
            #expect(png(dir + "/a.png") != nil && png(dir + "/c.png") != nil)
            #expect(c.err.count == 2, "\(c.err)")
            #expect(c.err.first?.contains("batch \(file) line 2: unknown scene") == true, "\(c.err)")
            #expect(c.err.last?.contains("1 of 3 screenshots failed") == true, "\(c.err)")
        }

        @Test func theBatchFileItselfIsChecked() throws {
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let empty = dir + "/empty.txt", open = dir + "/open.txt"
            try "# nothing\n\n".write(toFile: empty, atomically: true, encoding: .utf8)
            try "--scene spanning --out \"x.png\n".write(toFile: open, atomically: true, encoding: .utf8)
            let cases: [([String], String)] = [
                (["--batch", dir + "/missing.txt"], "no such file"),
                (["--batch", dir], "is a folder"),
                (["--batch", empty], "no screenshots in it"),
                (["--batch", open], "line 1: a quote is not closed"),
                (["--batch", empty, "--scene", "spanning"], "give no other option with it"),
            ]
            for (args, message) in cases {
                let c = Capture()
                #expect(TesseraCommand.run(["screenshot"] + args, output: c.output) == 2, "\(args)")
                #expect(c.err.count == 1 && c.err.first?.contains(message) == true, "\(args): \(c.err)")
            }
        }

        @Test func wordsSplitAtSpacesAndKeepQuotedSpaces() {
            #expect(ScreenshotBatch.splitWords("--scene  honeycomb\t--out 'a b.png'") == ["--scene", "honeycomb", "--out", "a b.png"])
            #expect(ScreenshotBatch.splitWords("--out \"\"") == ["--out", ""])
            #expect(ScreenshotBatch.splitWords("--out 'x") == nil)
        }
    }
}
