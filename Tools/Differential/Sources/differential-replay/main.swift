// Replays the systems written by differential.py through our Solver.
//
// Usage: differential-replay SYSTEMS.json [RESULTS.jsonl]
//
// Writes one JSON object per line, per system, as soon as that system is done (so that a crash
// or a hang points at the system that caused it):
//     {"id": 7, "ops": ["ok", "unsat", "skip", ...], "checks": [[x0, x1, ...], ...]}
// Ops: add, remove (constraint index "c"), edit (variable "v" with "strength"), suggest ("v",
// "value"), unedit (removeEditVariable "v") and check.
// `ops` has one entry per op: "ok", "unsat" (an add refused as unsatisfiable), "skip" (a remove
// of a constraint that was never added) or "error: ..." (any other thrown error). Each "check"
// op calls updateVariables() and records every variable's value.

import Cassowary
import Foundation

struct Input: Decodable {
    let systems: [System]
}

struct System: Decodable {
    let id: Int
    let vars: Int
    let constraints: [ConstraintSpec]
    let ops: [Op]
}

struct ConstraintSpec: Decodable {
    /// `[variable index, coefficient]` pairs.
    let terms: [[Double]]
    let constant: Double
    let op: String
    let strength: StrengthSpec
}

/// Either a named strength or kiwi's `strength::create(a, b, c, w)`.
struct StrengthSpec: Decodable {
    let name: String?
    let create: [Double]?

    func strength() throws -> Strength {
        if let create, create.count == 4 {
            return Strength.create(create[0], create[1], create[2], create[3])
        }
        switch name {
        case "required": return .required
        case "strong": return .strong
        case "medium": return .medium
        case "weak": return .weak
        default: throw ReplayError.badInput("unknown strength \(String(describing: name))")
        }
    }
}

struct Op: Decodable {
    let op: String
    let c: Int?
    let v: Int?
    let value: Double?
    let strength: StrengthSpec?
}

struct Output: Encodable {
    let id: Int
    let ops: [String]
    let checks: [[Double]]
}

enum ReplayError: Error {
    case badInput(String)
}

func relation(_ op: String) throws -> Relation {
    switch op {
    case "==": return .equal
    case "<=": return .lessThanOrEqual
    case ">=": return .greaterThanOrEqual
    default: throw ReplayError.badInput("unknown relation \(op)")
    }
}

func describe(_ error: SolverError) -> String {
    switch error {
    case .unsatisfiableConstraint: return "unsat"
    default: return "error: \(error)"
    }
}

func replay(_ system: System) throws -> Output {
    let variables = (0..<system.vars).map { Variable("x\($0)") }
    let constraints = try system.constraints.map { spec in
        let terms = spec.terms.map { Term(variables[Int($0[0])], $0[1]) }
        return Constraint(
            LinearExpression(terms, constant: spec.constant), try relation(spec.op),
            strength: try spec.strength.strength())
    }
    let solver = Solver()
    var added = Set<Int>()
    var results: [String] = []
    var checks: [[Double]] = []
    for op in system.ops {
        switch op.op {
        case "add":
            let index = op.c!
            do throws(SolverError) {
                try solver.addConstraint(constraints[index])
                added.insert(index)
                results.append("ok")
            } catch {
                results.append(describe(error))
            }
        case "remove":
            let index = op.c!
            guard added.contains(index) else {
                results.append("skip")
                continue
            }
            do {
                try solver.removeConstraint(constraints[index])
                added.remove(index)
                results.append("ok")
            } catch {
                results.append("error: \(error)")
            }
        case "edit":
            let strength = try op.strength!.strength()
            do {
                try solver.addEditVariable(variables[op.v!], strength: strength)
                results.append("ok")
            } catch {
                results.append("error: \(error)")
            }
        case "suggest":
            do {
                try solver.suggestValue(op.value!, for: variables[op.v!])
                results.append("ok")
            } catch {
                results.append("error: \(error)")
            }
        case "unedit":
            do {
                try solver.removeEditVariable(variables[op.v!])
                results.append("ok")
            } catch {
                results.append("error: \(error)")
            }
        case "check":
            solver.updateVariables()
            checks.append(variables.map { solver.value(of: $0) })
            results.append("ok")
        default:
            throw ReplayError.badInput("unknown op \(op.op)")
        }
    }
    return Output(id: system.id, ops: results, checks: checks)
}

let arguments = CommandLine.arguments
guard arguments.count == 2 || arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: differential-replay SYSTEMS.json [OUT]\n".utf8))
    exit(2)
}
let out: FileHandle
if arguments.count == 3 {
    _ = FileManager.default.createFile(atPath: arguments[2], contents: nil)
    guard let handle = FileHandle(forWritingAtPath: arguments[2]) else {
        FileHandle.standardError.write(Data("cannot write \(arguments[2])\n".utf8))
        exit(2)
    }
    out = handle
} else {
    out = FileHandle.standardOutput
}

do {
    let data = try Data(contentsOf: URL(fileURLWithPath: arguments[1]))
    let input = try JSONDecoder().decode(Input.self, from: data)
    let encoder = JSONEncoder()
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
        positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    for system in input.systems {
        var line = try encoder.encode(try replay(system))
        line.append(UInt8(ascii: "\n"))
        out.write(line)
    }
} catch {
    FileHandle.standardError.write(Data("differential-replay: \(error)\n".utf8))
    exit(2)
}
