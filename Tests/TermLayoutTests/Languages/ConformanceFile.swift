import Foundation
import TermLayout
import Testing

/// One case of `Conformance/languages.txt`, as the file's header describes it.
struct ConformanceCase: Sendable, CustomTestStringConvertible {
    enum Input: Sendable {
        case format(String)
        case formula(String, lhs: String, rhs: String?)
    }

    enum Expectation: Sendable {
        case constraints([String])
        case error(offset: Int?)
    }

    var name: String
    var views: [String] = []
    var metrics: [String: Double] = [:]
    var options: [String] = []
    var input: Input = .format("")
    var expectation: Expectation = .constraints([])

    var testDescription: String { name }
}

/// Reads the conformance vectors, `Conformance/languages.txt` beside this file: the project's
/// own copy, specified by the Constraint languages article.
enum ConformanceFile {
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Conformance/languages.txt")

    static func load() throws -> [ConformanceCase] {
        try parse(String(contentsOf: url, encoding: .utf8))
    }

    static func parse(_ text: String) -> [ConformanceCase] {
        var cases: [ConformanceCase] = []
        var inExpect = false
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(rawLine)
            if line.hasPrefix("#") || line.trimmingCharacters(in: .whitespaces).isEmpty {
                continue
            }
            if line.hasPrefix("case ") {
                cases.append(ConformanceCase(name: String(line.dropFirst(5))))
                inExpect = false
                continue
            }
            guard !cases.isEmpty else { continue }
            if inExpect, line.hasPrefix("  ") {
                if case .constraints(let lines) = cases[cases.count - 1].expectation {
                    cases[cases.count - 1].expectation = .constraints(
                        lines + [line.trimmingCharacters(in: .whitespaces)])
                }
                continue
            }
            inExpect = false
            let (key, value) = split(line)
            switch key {
            case "views": cases[cases.count - 1].views = words(value)
            case "metrics":
                for pair in words(value) {
                    let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                    cases[cases.count - 1].metrics[parts[0]] = Double(parts[1])
                }
            case "options":
                cases[cases.count - 1].options = value.split(separator: ",").map(String.init)
            case "vfl", "equation": cases[cases.count - 1].input = .format(value)
            case "expect":
                cases[cases.count - 1].expectation = .constraints([])
                inExpect = true
            default:
                if key.hasPrefix("formula ") {
                    let items = words(String(key.dropFirst(8)))
                    cases[cases.count - 1].input = .formula(
                        value, lhs: items[0], rhs: items[1] == "-" ? nil : items[1])
                } else if line.hasPrefix("error") {
                    let offset = Int(
                        line.dropFirst(5).trimmingCharacters(in: .whitespaces)
                            .replacingOccurrences(of: "at ", with: ""))
                    cases[cases.count - 1].expectation = .error(offset: offset)
                }
            }
        }
        return cases
    }

    /// `KEY: VALUE` with one leading space dropped from the value and trailing spaces ignored.
    private static func split(_ line: String) -> (String, String) {
        guard let colon = line.firstIndex(of: ":") else { return (line, "") }
        var value = line[line.index(after: colon)...]
        if value.hasPrefix(" ") { value = value.dropFirst() }
        while value.hasSuffix(" ") { value = value.dropLast() }
        return (String(line[..<colon]), String(value))
    }

    private static func words(_ text: String) -> [String] {
        text.split(separator: " ").map(String.init)
    }
}

@MainActor
extension Scene {
    /// The constraints a case's input gives with this scene's views.
    func constraints(for testCase: ConformanceCase) throws -> [LayoutConstraint] {
        switch testCase.input {
        case .format(let format):
            let options = testCase.options.reduce(into: VisualFormatOptions()) {
                $0.formUnion(VisualFormatOptions(name: $1)!)
            }
            return try LayoutConstraint.constraints(
                withVisualFormat: format, options: options, metrics: testCase.metrics,
                views: views)
        case .formula(let formula, let lhs, let rhs):
            return [
                try LayoutConstraint(formula: formula, lhs: self[lhs], rhs: rhs.map { self[$0] })
            ]
        }
    }
}
