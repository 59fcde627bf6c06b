extension View {
    /// Asks for `draw(in:)` at the next frame, for content that changed without the frame
    /// changing (new text, a new selection).
    public func setNeedsDisplay() {
        needsDisplay = true
        rootView?.requestFrame()
    }

    /// Draws the view through `canvas` and clears `needsDisplay`: what renderers call, so
    /// that both the headless `Screen` and a terminal backend know what is up to date. While
    /// it draws, `bounds` is the canvas's.
    public func display(in canvas: any Canvas) {
        needsDisplay = false
        drawingSize = canvas.bounds.size
        defer { drawingSize = nil }
        draw(in: canvas)
    }
}
