import Foundation
import Testing

/// The repository's root, three folders above this file's.
private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A fenced Swift block of a Markdown document, with the line it starts on.
struct SwiftBlock: CustomTestStringConvertible, Sendable {
    var document: String
    var line: Int
    var code: [String]
    var testDescription: String { "\(document):\(line)" }
}

/// Every ```swift block in the README and in the DocC articles.
func documentedSwiftBlocks() throws -> [SwiftBlock] {
    let articles = try FileManager.default.subpathsOfDirectory(
        atPath: repository.appending(path: "Sources").path()
    )
    .filter { $0.contains(".docc/") && $0.hasSuffix(".md") }.sorted().map { "Sources/" + $0 }
    var blocks: [SwiftBlock] = []
    for document in ["README.md"] + articles {
        let text = try String(contentsOf: repository.appending(path: document), encoding: .utf8)
        var current: SwiftBlock?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            if current == nil, line == "```swift" {
                current = SwiftBlock(document: document, line: index + 1, code: [])
            } else if let block = current, line.hasPrefix("```") {
                blocks.append(block)
                current = nil
            } else {
                current?.code.append(String(line))
            }
        }
    }
    return blocks
}

/// What DocC shows of a snippet: its lines less the leading comment (the snippet's
/// explanation) and everything between `// snippet.hide` and `// snippet.show`.
func visibleSnippetLines(_ text: String) -> [String] {
    var lines: [String] = []
    var hidden = false
    var inHeader = true
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed == "// snippet.hide" {
            hidden = true
        } else if trimmed == "// snippet.show" {
            hidden = false
        } else if inHeader, trimmed.hasPrefix("//") {
            continue
        } else {
            inHeader = false
            if !hidden { lines.append(String(line)) }
        }
    }
    return lines
}

@Suite("The documentation's Swift examples are compiled snippets")
struct DocumentationExampleTests {
    nonisolated static let blocks = (try? documentedSwiftBlocks()) ?? []

    @Test("the README has Swift examples to check")
    func readmeHasExamples() throws {
        #expect(try documentedSwiftBlocks().filter { $0.document == "README.md" }.count >= 10)
    }

    @Test(
        "each Swift block of the README and the DocC articles is, line for line, what a snippet in Snippets/ shows, so every build compiles it",
        arguments: blocks)
    func blockIsASnippet(_ block: SwiftBlock) throws {
        let folder = repository.appending(path: "Snippets")
        let snippets = try FileManager.default.contentsOfDirectory(atPath: folder.path())
            .filter { $0.hasSuffix(".swift") }
            .map { name in
                try visibleSnippetLines(
                    String(contentsOf: folder.appending(path: name), encoding: .utf8))
            }
        let found = snippets.contains { lines in
            lines.count >= block.code.count
                && (0...(lines.count - block.code.count)).contains {
                    Array(lines[$0..<($0 + block.code.count)]) == block.code
                }
        }
        #expect(
            found,
            "no snippet shows this block; put it in Snippets/NAME.swift, with any setup between // snippet.hide and // snippet.show"
        )
    }
}
