import TermLayout
import TermLayoutTesting
import Testing

@Suite("The too-small screen says what the layout needs, centred, at any size")
@MainActor
struct TooSmallScreenTests {
    @Test(
        "the message wraps to the width there is and sits in the middle",
        arguments: [
            Size(width: 40, height: 3), Size(width: 20, height: 6), Size(width: 9, height: 9),
            Size(width: 8, height: 4), Size(width: 5, height: 2), Size(width: 3, height: 1),
        ])
    func message(size: Size) {
        let screen = TooSmallScreen(needed: Size(width: 80, height: 24), terminal: size)
        screen.layoutIfNeeded()
        let rendered = Screen(size: size)
        rendered.render(screen)
        expectSnapshot(
            rendered.lines.joined(separator: "\n"),
            named: "too-small-\(size.width)x\(size.height)")
    }

    @Test(
        "at every size from 1×1 to 30×8 it lays out without a broken constraint or a negative size")
    func everySize() {
        for width in 1...30 {
            for height in 1...8 {
                let size = Size(width: width, height: height)
                let screen = TooSmallScreen(needed: Size(width: 80, height: 24), terminal: size)
                screen.layoutIfNeeded()
                #expect(screen.violatedRequiredConstraints().isEmpty, "at \(size)")
                #expect(screen.subviews.allSatisfy { $0.frame.width >= 0 && $0.frame.height >= 0 })
            }
        }
    }
}
