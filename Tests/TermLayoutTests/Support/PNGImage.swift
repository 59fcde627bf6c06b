/// The pixels of a PNG file of 8-bit RGB or RGBA, not interlaced: what Chromium's screenshots
/// are, read so a test can check a colour where a cell was drawn.
struct PNGImage {
    let width: Int
    let height: Int
    /// Bytes a pixel: 3 for RGB, 4 for RGBA.
    private let bytesPerPixel: Int
    /// Row by row, unfiltered.
    private let pixels: [UInt8]

    init(_ file: [UInt8]) throws {
        guard file.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw PNGError(description: "no PNG signature")
        }
        var (position, header, compressed): (Int, [UInt8], [UInt8]) = (8, [], [])
        while position + 12 <= file.count {
            let length = file[position..<position + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: file[position + 4..<position + 8], as: UTF8.self)
            let start = position + 8
            guard start + length + 4 <= file.count else {
                throw PNGError(description: "chunk \(type) ends early")
            }
            if type == "IHDR" { header = Array(file[start..<start + length]) }
            if type == "IDAT" { compressed += file[start..<start + length] }
            position = start + length + 4
        }
        guard header.count == 13 else { throw PNGError(description: "no IHDR chunk") }
        width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
        height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
        switch (header[8], header[9], header[12]) {
        case (8, 2, 0): bytesPerPixel = 3
        case (8, 6, 0): bytesPerPixel = 4
        case (let depth, let type, let interlace):
            throw PNGError(
                description: "bit depth \(depth), colour type \(type), interlace \(interlace)")
        }
        pixels = try Self.unfiltered(
            try inflateZlib(compressed), width: width, height: height, bytesPerPixel: bytesPerPixel)
    }

    /// The colour at pixel (`x`, `y`) as `#RRGGBB`.
    func color(x: Int, y: Int) -> String {
        let start = (y * width + x) * bytesPerPixel
        return "#"
            + pixels[start..<start + 3].map { byte in
                let digits = String(byte, radix: 16, uppercase: true)
                return byte < 16 ? "0" + digits : digits
            }.joined()
    }

    /// The image's rows with each row's filter (PNG's five) undone.
    private static func unfiltered(
        _ data: [UInt8], width: Int, height: Int, bytesPerPixel: Int
    ) throws -> [UInt8] {
        let stride = width * bytesPerPixel
        guard data.count >= height * (stride + 1) else {
            throw PNGError(description: "\(data.count) bytes of image data for \(width)×\(height)")
        }
        var rows = [UInt8](repeating: 0, count: height * stride)
        for y in 0..<height {
            let filter = data[y * (stride + 1)]
            for i in 0..<stride {
                let raw = Int(data[y * (stride + 1) + 1 + i])
                let left = i >= bytesPerPixel ? Int(rows[y * stride + i - bytesPerPixel]) : 0
                let up = y > 0 ? Int(rows[(y - 1) * stride + i]) : 0
                let upLeft =
                    y > 0 && i >= bytesPerPixel
                    ? Int(rows[(y - 1) * stride + i - bytesPerPixel]) : 0
                let predicted =
                    switch filter {
                    case 0: 0
                    case 1: left
                    case 2: up
                    case 3: (left + up) / 2
                    case 4: paeth(left, up, upLeft)
                    default: -1
                    }
                guard predicted >= 0 else { throw PNGError(description: "row filter \(filter)") }
                rows[y * stride + i] = UInt8((raw + predicted) & 0xFF)
            }
        }
        return rows
    }

    /// Whichever of `left`, `up` and `upLeft` is nearest their gradient, `left + up - upLeft`.
    private static func paeth(_ left: Int, _ up: Int, _ upLeft: Int) -> Int {
        let estimate = left + up - upLeft
        let (toLeft, toUp, toUpLeft) = (
            abs(estimate - left), abs(estimate - up), abs(estimate - upLeft)
        )
        if toLeft <= toUp && toLeft <= toUpLeft { return left }
        return toUp <= toUpLeft ? up : upLeft
    }
}
