import Foundation
import TesseraDemo
import TesseraDisplayList
import TesseraSDL

/// `screenshot-honeycomb` (Contracts.md, "Benchmark output"): the whole headless screenshot
/// path in one process, as `tessera screenshot --scene honeycomb --out FILE.png` runs it
/// (arguments parsed, session built, frame rendered at 1280x800, PNG encoded and written
/// atomically), without process start-up. The bundled photos are decoded once per process, as
/// in a batch of screenshots; `screenshot-honeycomb-2x` is the same at `--scale 2` (2560x1600
/// pixels). `png-encode-honeycomb` is the PNG encoding alone.
func screenshotBenchmarks() -> [Benchmark] {
    let out = NSTemporaryDirectory() + "tessera-bench-screenshot-\(getpid()).png"
    let quiet = CommandOutput(out: { _ in }, err: { _ in })
    return [
        Benchmark("screenshot-honeycomb") {
            let args = ["screenshot", "--scene", "honeycomb", "--out", out]
            guard TesseraCommand.run(args, output: quiet) == 0 else { return unavailable() }
            return { _ = TesseraCommand.run(args, output: quiet) }
        },
        Benchmark("screenshot-honeycomb-2x") {
            let args = ["screenshot", "--scene", "honeycomb", "--out", out, "--scale", "2"]
            guard TesseraCommand.run(args, output: quiet) == 0 else { return unavailable() }
            return { _ = TesseraCommand.run(args, output: quiet) }
        },
        Benchmark("png-encode-honeycomb") {
            let args = ["screenshot", "--scene", "honeycomb", "--out", out]
            guard TesseraCommand.run(args, output: quiet) == 0, let image = try? ImageCodec.decode(contentsOf: out) else {
                return unavailable()
            }
            return { _ = try? PNGEncoder.encode(image) }
        },
    ]
}
