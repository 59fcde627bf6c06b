import TermLayout

/// A focused view that takes every key and mouse action, and keeps them.
final class InputRecorder: View {
    var keys: [Key] = []
    var mouse: [MouseEvent] = []
    override var canBecomeFocused: Bool { true }
    override func handleKey(_ key: Key) -> Bool {
        keys.append(key)
        return true
    }
    override func handleMouse(_ event: MouseEvent) -> Bool {
        mouse.append(event)
        return true
    }
}
