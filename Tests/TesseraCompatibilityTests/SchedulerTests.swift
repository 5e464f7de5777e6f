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

    @Test func strideLiteralsCountSecondsAndOverflowStopsAtTheEnds() {
        let one: DispatchQueue.SchedulerTimeType.Stride = 1
        let quarter: DispatchQueue.SchedulerTimeType.Stride = 0.25
        #expect(one.magnitude == 1_000_000_000, "an integer literal is whole seconds, as Apple's")
        #expect(quarter.magnitude == 250_000_000)
        #expect(DispatchQueue.SchedulerTimeType.Stride(exactly: Int.max) == nil, "too many seconds for nanoseconds")
        let huge = DispatchQueue.SchedulerTimeType.Stride.nanoseconds(.max)
        #expect((huge + .nanoseconds(1)).magnitude == .max, "a sum that overflows stops at the largest stride")
        #expect(DispatchQueue.SchedulerTimeType.Stride(.never).magnitude == .max)
        #expect(DispatchQueue.SchedulerTimeType.Stride.seconds(Double.nan).magnitude == 0, "NaN seconds is no time")
        let start = DispatchQueue.main.now
        #expect(start.advanced(by: .seconds(-1)).advanced(by: .seconds(1)) == start)
    }

    @Test func runLoopStridesAreSecondsOfDates() {
        let half: RunLoop.SchedulerTimeType.Stride = 0.5
        #expect(half.magnitude == 0.5)
        #expect(RunLoop.SchedulerTimeType.Stride.milliseconds(250).timeInterval == 0.25)
        #expect(RunLoop.SchedulerTimeType.Stride.nanoseconds(1_000).magnitude == 0.000_001)
        let date = Date(timeIntervalSinceReferenceDate: 1_000)
        let time = RunLoop.SchedulerTimeType(date)
        #expect(time.advanced(by: 2.5).date == date.addingTimeInterval(2.5))
        #expect(time.distance(to: time.advanced(by: .seconds(3))).magnitude == 3)
    }

    @Test func repeatingWorkTicksUntilCancelled() async {
        let box = Box()
        let queue = DispatchQueue(label: "tessera.scheduler-repeat")
        var tick = 0
        let cancellable = queue.schedule(after: queue.now, interval: .milliseconds(10)) {
            tick += 1
            box.append(tick)
        }
        await wait(for: box, count: 3)
        cancellable.cancel()
        let seen = box.values.count
        try? await Task.sleep(nanoseconds: 60_000_000)
        #expect(seen >= 3, "the timer ticks every interval")
        #expect(box.values.count <= seen + 1, "cancelling stops the ticks")
    }
}
