import TermLayout

/// What the terminal sent: a key, a mouse action, or an answer to a query.
package enum TerminalEvent: Equatable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    case reply(TerminalReply)
}
