extension View {
    /// Asks for `draw(in:)` at the next frame, for content that changed without the frame
    /// changing (new text, a new selection).
    public func setNeedsDisplay() {
        needsDisplay = true
        rootView?.requestFrame()
    }

    /// Draws the view through `canvas` and clears `needsDisplay`: what renderers call, so
    /// that both the headless `Screen` and a terminal backend know what is up to date.
    public func display(in canvas: any Canvas) {
        needsDisplay = false
        draw(in: canvas)
    }
}
