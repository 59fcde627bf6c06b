/// xterm's colours for the 256 entries of its palette, as it shows them unless told otherwise:
/// the colours the ncurses backend matches a colour a terminal lacks against, and the ones
/// `Screen.svg()` paints. Terminals let users change the first 16, so they are only a guess.
package enum XtermPalette {
    /// A colour by its red, green and blue, 0 to 255 each.
    package struct RGB: Hashable, Sendable {
        package var red: UInt8
        package var green: UInt8
        package var blue: UInt8

        package init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
            (self.red, self.green, self.blue) = (red, green, blue)
        }

        /// The squared distance to `other`, each component counting alike.
        package func distance(to other: RGB) -> Int {
            let red = Int(self.red) - Int(other.red)
            let green = Int(self.green) - Int(other.green)
            let blue = Int(self.blue) - Int(other.blue)
            return red * red + green * green + blue * blue
        }
    }

    /// The standard and bright colours, entries 0 to 15.
    package static let standardColors = [
        RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0), RGB(0, 0, 238),
        RGB(205, 0, 205), RGB(0, 205, 205), RGB(229, 229, 229), RGB(127, 127, 127),
        RGB(255, 0, 0), RGB(0, 255, 0), RGB(255, 255, 0), RGB(92, 92, 255), RGB(255, 0, 255),
        RGB(0, 255, 255), RGB(255, 255, 255),
    ]

    /// The levels of each component in the colour cube, entries 16 to 231.
    package static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// Entry `index` (0 to 255) of the palette: the 16, the 6×6×6 cube, then 24 greys.
    package static func color(_ index: Int) -> RGB {
        switch index {
        case ..<16: return standardColors[index]
        case ..<232:
            let cube = index - 16
            return RGB(cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
        default:
            let grey = UInt8(8 + 10 * (index - 232))
            return RGB(grey, grey, grey)
        }
    }
}
