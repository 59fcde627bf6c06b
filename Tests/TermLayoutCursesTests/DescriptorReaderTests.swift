import Dispatch
import TermLayoutCurses
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pipe, as a subprocess's output would be: the read end and the write end.
private func makePipe() -> (read: Int32, write: Int32) {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    return (ends[0], ends[1])
}

/// Writes `text` to `descriptor` from another thread, blocking whenever the pipe is full, then
/// closes it.
private func writeAndClose(_ text: String, to descriptor: Int32) {
    DispatchQueue.global().async {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard written > 0 else { break }
            bytes = bytes.dropFirst(written)
        }
        close(descriptor)
    }
}

@Suite("Data from a descriptor reaches the main actor in bounded batches")
struct DescriptorReaderTests {
    @Test(
        "bytes become lines at each \\n, a \\r before it dropped, the last line kept until more comes",
        arguments: [
            (["a\nb\n"], ["a", "b"], nil),
            (["ab", "c\nd"], ["abc"], "d"),
            (["a\r\n", "\r\n"], ["a", ""], nil),
            (["\n\n"], ["", ""], nil),
            ([""], [], nil),
            (["漢", "字\n"], ["漢字"], nil),
        ] as [([String], [String], String?)])
    func lineSplitting(chunks: [String], lines: [String], rest: String?) {
        var splitter = LineSplitter()
        var got: [String] = []
        for chunk in chunks { got += splitter.append(Array(chunk.utf8)) }
        #expect(got == lines)
        #expect(splitter.finish() == rest)
        #expect(splitter.finish() == nil)
    }

    @Test("100,000 lines from a producer faster than the reader arrive all, in order, in batches")
    @MainActor func everyLineInOrder() async {
        let (readEnd, writeEnd) = makePipe()
        defer { close(readEnd) }
        let expected = (1...100_000).map { "line \($0)" }
        var lines: [String] = []
        var batches = 0
        var ending: Int32?? = .none
        var reader: DescriptorReader?
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            reader = DescriptorReader.lines(of: readEnd) { batch in
                lines += batch
                batches += 1
            } onEnd: { errorNumber in
                ending = .some(errorNumber)
                done.resume()
            }
            writeAndClose(expected.joined(separator: "\n"), to: writeEnd)
        }
        #expect(reader?.isReading == false)
        #expect(lines == expected)
        #expect(ending == .some(nil), "the end of input, not an error")
        // 689 kB through a 64 kB pipe, at most 64 kB a batch.
        #expect(batches >= 11)
    }

    @Test("a batch holds at most batchSize bytes, and the bytes come in order")
    @MainActor func boundedBatches() async {
        let (readEnd, writeEnd) = makePipe()
        defer { close(readEnd) }
        let text = String(repeating: "0123456789", count: 10_000)
        var received: [UInt8] = []
        var largest = 0
        var reader: DescriptorReader?
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            reader = DescriptorReader(fileDescriptor: readEnd, batchSize: 1000) { bytes in
                received += bytes
                largest = max(largest, bytes.count)
            } onEnd: { _ in
                done.resume()
            }
            writeAndClose(text, to: writeEnd)
        }
        #expect(reader?.isReading == false)
        #expect(received == Array(text.utf8))
        #expect(largest <= 1000)
    }

    @Test(
        "after cancel() nothing more is read, onEnd is not called, and the reader says when it let go"
    )
    @MainActor func cancelStops() async throws {
        let (readEnd, writeEnd) = makePipe()
        defer {
            close(readEnd)
            close(writeEnd)
        }
        var calls = 0
        var stopped = false
        let reader = DescriptorReader(fileDescriptor: readEnd) { _ in
            calls += 1
        } onEnd: { _ in
            calls += 100
        }
        reader.cancel { stopped = true }
        #expect(!reader.isReading)
        _ = write(writeEnd, "late\n", 5)
        try await Task.sleep(for: .milliseconds(200))
        #expect(calls == 0)
        #expect(stopped, "the descriptor may be closed now")
    }
}
