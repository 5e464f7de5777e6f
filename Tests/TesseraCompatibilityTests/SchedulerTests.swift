import Dispatch
import Foundation
import Testing
import TesseraApp

/// `DispatchQueue` and `RunLoop` as Combine schedulers (Apple's Combine spellings).
@Suite struct SchedulerTests {
    /// Waits up to `seconds` for `box` to hold `count` values.
    private func wait(for box: Box, count: Int, seconds: Double = 3) async {
        let deadline = Date().addingTimeInterval(seconds)
        while box.values.count < count && Date() < deadline { try? await Task.sleep(nanoseconds: 5_000_000) }
    }

    final class Box: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [Int] = []
        var values: [Int] { lock.lock(); defer { lock.unlock() }; return stored }
        func append(_ v: Int) { lock.lock(); stored.append(v); lock.unlock() }
    }

    @Test func receiveOnADispatchQueueDeliversThere() async {
        let box = Box()
        let queue = DispatchQueue(label: "tessera.scheduler-test")
        let key = DispatchSpecificKey<Int>()
        queue.setSpecific(key: key, value: 7)
        let cancellable = [1, 2, 3].publisher
            .receive(on: queue)
            .sink { v in box.append(DispatchQueue.getSpecific(key: key) == 7 ? v : -v) }
        await wait(for: box, count: 3)
        #expect(box.values == [1, 2, 3], "every value arrives on the queue it was received on")
        cancellable.cancel()
    }

    @Test func debounceOnADispatchQueueKeepsTheLastValueOfABurst() async {
        let box = Box()
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject
            .debounce(for: .milliseconds(80), scheduler: DispatchQueue.global())
            .sink { box.append($0) }
        for v in 1...5 { subject.send(v) }
        await wait(for: box, count: 1)
        try? await Task.sleep(nanoseconds: 150_000_000)
        #expect(box.values == [5], "a burst of five sends yields only its last value")
        cancellable.cancel()
    }

    @Test func strideSpellingsAreNanosecondsOfDispatchTime() {
        let stride: DispatchQueue.SchedulerTimeType.Stride = .milliseconds(1500)
        #expect(stride.magnitude == 1_500_000_000)
        #expect(stride == .seconds(1.5))
        let now = DispatchQueue.main.now
        #expect(now.distance(to: now.advanced(by: .seconds(2))).magnitude == 2_000_000_000)
        #expect(RunLoop.main.minimumTolerance.magnitude >= 0)
    }

    @Test func delayOnTheMainRunLoopRunsOnTheMainQueue() async {
        let box = Box()
        let key = DispatchSpecificKey<Int>()
        DispatchQueue.main.setSpecific(key: key, value: 4)
        let cancellable = Just(4)
            .delay(for: .milliseconds(20), scheduler: RunLoop.main)
            .sink { v in box.append(DispatchQueue.getSpecific(key: key) == 4 ? v : -v) }
        await wait(for: box, count: 1)
        #expect(box.values == [4], "RunLoop.main work runs on the main queue (the app loop drains it)")
        cancellable.cancel()
    }
}
