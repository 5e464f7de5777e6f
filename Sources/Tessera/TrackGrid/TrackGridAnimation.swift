extension TrackGrid {
    /// exyte's `.gridAnimation(_:)`: animates the grid's own changes — its tracks, flow,
    /// packing, content mode, spacing and alignments — with `animation` (nil: no animation),
    /// whatever transaction the change was made in; the items move to their new cells by
    /// identity. Apply it last, after the other grid modifiers, as exyte's README does.
    public func gridAnimation(_ animation: Animation?) -> some View {
        self.animation(animation, value: configuration)
    }
}
