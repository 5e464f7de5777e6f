import Tessera
import TesseraFuzzing
import TesseraGeometry
import TesseraSDL
import TesseraSDLHost

/// Text benchmarks (Contracts.md, "Benchmark output") on a 2,000-character Chinese paragraph: ideographs drawn
/// deterministically from a pool of 800 (about 700 distinct in the text, like running prose)
/// with a full-width comma every 13 characters and a full stop every 41, wrapped in a 600-point
/// column (about 35 characters a line, 58 lines).
///
/// - `text-cjk-frame`: one frame after warm-up: layout (the window alternates between two
///   widths so the tree is laid out again; the column stays 600 pt), display list and pixels
///   (headless software renderer, 640x1400, read back), with the fallback face and run textures
///   warm, as a window redrawing after a resize.
/// - `text-shaping-first`: itemizing, fallback, bidi, line breaking and HarfBuzz shaping of the
///   paragraph at 600 pt with every layout and width cache dropped before each call (fonts
///   stay open and fontconfig's answers stay cached: the cost of text not seen before).
func textBenchmarks() -> [Benchmark] {
    let paragraph = chineseParagraph(count: 2000)
    let size = Size(width: 640, height: 1400)
    return [
        Benchmark("text-cjk-frame") { () -> () -> Void in
            guard let renderer = try? ViewRenderer() else { return unavailable() }
            renderer.tracksDamage = false   // the text drawn in full each time
            let host = renderer.makeHost(Text(paragraph).frame(width: 600, alignment: .topLeading).padding(20))
            host.layout(size: size)
            _ = try? renderer.render(host.displayList(), size: size)
            var flip = false
            return {
                flip.toggle()
                host.layout(size: Size(width: flip ? 641 : 640, height: 1400))
                _ = try? renderer.render(host.displayList(), size: size)
            }
        },
        Benchmark("text-shaping-first") { () -> Benchmark.Body in
            guard let measurer = try? FontTextMeasurer() else { return Benchmark.Body(prepare: nil, run: unavailable()) }
            let text = StyledText(paragraph, font: .body)
            _ = measurer.measure(text, proposedWidth: 600)   // fonts opened, fallback face chosen
            return Benchmark.Body(prepare: { measurer.dropCaches() }, run: { _ = measurer.measure(text, proposedWidth: 600) })
        },
    ]
}

/// The benchmark's paragraph (deterministic, no data files).
func chineseParagraph(count: Int) -> String {
    var random = SeededRandom(seed: 2024)
    var s = ""
    for i in 0..<count {
        if i % 41 == 40 { s.append("。"); continue }
        if i % 13 == 12 { s.append("，"); continue }
        s.unicodeScalars.append(Unicode.Scalar(0x4E00 + UInt32(random.next(800)) * 13)!)
    }
    return s
}
