import Tessera

extension ViewHost {
    /// A host for `root` measuring text with the bundled fonts (`FontTextMeasurer`, found by
    /// `Assets.locate()`) and images from files: the default for apps and tools, so text wraps
    /// where it is drawn. Throws naming a missing or corrupt font, or the folders searched.
    public convenience init(_ root: some View) throws {
        self.init(root, textMeasurer: try FontTextMeasurer(), images: FileImageProvider())
    }
}
