// libFuzzer target for the layout spec reader and both layout engines (issue 17).
// Built by Tools/fuzz/build.sh (`make fuzz-libfuzzer`), not by SwiftPM: libFuzzer supplies
// `main`, which an executable target cannot leave out. Every input must either be refused
// with a SpecError or lay out into finite frames, twice the same.
import Foundation
import TesseraLayout
import TesseraLayoutSpec

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Data(bytes: data, count: count)
    guard let spec = try? LayoutSpec(data: bytes, textMeasurer: MonospaceTextMeasurer()) else { return 0 }
    let first = spec.run()
    for f in first.frames {
        let r = f.rect
        if !(r.minX.isFinite && r.minY.isFinite && r.width.isFinite && r.height.isFinite) { fatalError("non-finite frame \(f.id): \(r)") }
    }
    let json = first.json()
    if json.lowercased().contains("nan") { fatalError("NaN in the output") }
    if spec.run().json() != json { fatalError("layout is not idempotent") }
    return 0
}
