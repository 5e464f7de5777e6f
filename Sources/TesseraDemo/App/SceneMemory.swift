#if canImport(Glibc)
/// glibc's `malloc_trim(size_t)` (declared in <malloc.h>, which the Glibc module leaves out).
@_silgen_name("malloc_trim")
private func glibcMallocTrim(_ pad: Int) -> Int32
#endif

/// Gives memory a scene freed back to the system when another scene is shown.
///
/// Some scenes hold a lot while they show, by design: `eager-vs-lazy` at 10,000 cells builds
/// every eager cell (~60 MB), a 1-point-wide `lazy-gallery` many tiles. When the scene is left
/// its nodes are freed, but glibc's allocator kept the pages, so resident memory stayed at the
/// peak for the rest of the run: that, not a leak, was `tessera-soak`'s +100% (issue 34; the
/// session's caches, parked state and recycled nodes stayed flat). After the first frame of a
/// new scene, `malloc_trim` returns the free pages (a millisecond or so, once per switch).
struct SceneMemory {
    private var shownScene: String?

    /// Call after each frame with the scene shown: trims when it differs from the last one.
    mutating func shown(_ scene: String) {
        guard scene != shownScene else { return }
        if shownScene != nil { Self.trim() }
        shownScene = scene
    }

    /// Returns free heap pages to the system (glibc; nothing elsewhere).
    static func trim() {
        #if canImport(Glibc)
        _ = glibcMallocTrim(0)
        #endif
    }
}
