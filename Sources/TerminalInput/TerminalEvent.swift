import TermLayout

/// What the terminal sent: a key, a mouse action, an answer to a query, or news that its
/// window gained or lost the focus (xterm's mode 1004).
package enum TerminalEvent: Equatable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    case reply(TerminalReply)
    case focus(Bool)
}
