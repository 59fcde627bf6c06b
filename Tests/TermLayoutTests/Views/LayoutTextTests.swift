import TermLayout
import Testing

/// A view that shows as its name's first letter in every cell it covers.
final class Letter: View {
    override func draw(in canvas: any Canvas) {
        canvas.fill(bounds, with: identifier?.first ?? "?")
    }
}

@Suite("Layouts drawn as letters")
@MainActor
struct LayoutTextTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var format: String
        var size: Size
        var border = EdgeInsets.zero
        /// One string per row, `.` where no view shows.
        var screen: [String]
        var testDescription: String { "\(format) at \(size)" }
    }

    nonisolated static let cases: [Case] = [
        Case(
            format: "H:|[a][b(==a)]|;V:|[a]|;V:|[b]|", size: Size(width: 6, height: 2),
            screen: ["aaabbb", "aaabbb"]),
        Case(
            format: "H:|-[a]-[b(==a)]-|;V:|[a(1)];V:|[b(1)]", size: Size(width: 8, height: 2),
            screen: [".aaa.bb.", "........"]),
        Case(
            format: "H:|[a][b(==a)][c(==a)]|;V:|[a]|;V:|[b]|;V:|[c]|",
            size: Size(width: 7, height: 1),
            screen: ["aabbbcc"]),
        Case(
            format: "H:|[s]|;V:|[s(1)];H:|>[m]<|;V:|>[m]<|;H:|[k]|;V:[k(1)]|",
            size: Size(width: 5, height: 4), border: EdgeInsets(top: 1, bottom: 1),
            screen: ["sssss", "mmmmm", "mmmmm", "kkkkk"]),
        Case(
            format: "H:|>[m]<|;V:|>[m]<|", size: Size(width: 5, height: 3),
            border: EdgeInsets(top: 1, left: 1, bottom: 0, right: 2),
            screen: [".....", ".mm..", ".mm.."]),
        Case(
            format: "a.center == |;a.size == 3", size: Size(width: 7, height: 5),
            screen: [".......", "..aaa..", "..aaa..", "..aaa..", "......."]),
        Case(
            format: "H:|[a(==12@500)]-(>=0)-|;V:|[a(1)]", size: Size(width: 4, height: 1),
            screen: ["aaaa"]),
    ]

    @Test("each layout draws as written", arguments: cases)
    func draws(_ testCase: Case) throws {
        let root = RootView(size: testCase.size, unsafeBorder: testCase.border)
        var views: [String: View] = [:]
        for name in ["a", "b", "c", "s", "m", "k"] {
            let view = Letter(identifier: name)
            try root.addSubview(view)
            views[name] = view
        }
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(withVisualFormat: testCase.format, views: views))
        root.layoutIfNeeded()
        let screen = Screen(size: testCase.size)
        screen.render(root)
        #expect(screen.lines.map { String($0.map { $0 == " " ? "." : $0 }) } == testCase.screen)
    }
}
