import Foundation
import Tessera

/// A view re-built on a schedule, SwiftUI's `TimelineView`
/// (https://developer.apple.com/documentation/swiftui/timelineview):
/// `TimelineView(.periodic(from: .now, by: 1)) { context in Text(context.date, style: .time) }`.
///
/// While the view is in the tree a task sleeps on Tessera's app clock from one entry of the
/// schedule to the next and re-builds the content with the new date: real time in a window,
/// simulated time headless (where `context.date` is, as for `Timer.publish`, 2026-01-01
/// 00:00 UTC plus the simulated time, so screenshots are the same on every run). The schedule's
/// entries are read relative to when the view appeared; `.animation` ticks at most 60 times a
/// second.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// What the content is built from.
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content
    @State private var date: Date? = nil

    /// A view rebuilt by `content` at each entry of `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule; self.content = content
    }

    public var body: some View {
        let shown = date ?? AppClockTimerPublisher.date(at: AppClock().now)
        let schedule = self.schedule, state = $date
        return content(Context(date: shown, cadence: schedule.cadence)).task {
            await Self.run(schedule, state)
        }
    }

    /// Sets `date` at each entry of `schedule` until cancelled. The schedule is read in real
    /// dates from when the view appeared; an entry at most 0.1 s before that (`from: .now`) is
    /// taken as the appearance itself, so headless entries fall on whole simulated seconds.
    nonisolated(nonsending) private static func run(_ schedule: Schedule, _ date: Binding<Date?>) async {
        let clock = AppClock(), startInstant = clock.now
        let realStart = Date(), shownStart = AppClockTimerPublisher.date(at: startInstant)
        var first: Date?
        for entry in schedule.entries(from: realStart, mode: .normal) {
            guard entry <= realStart else { break }
            first = entry
        }
        let anchor = first.map { realStart.timeIntervalSince($0) < 0.1 ? $0 : realStart } ?? realStart
        var entry = anchor
        while !Task.isCancelled {
            guard let next = schedule.entries(from: entry, mode: .normal).first(where: { $0 > entry }) else { return }
            let offset = Swift.max(next.timeIntervalSince(anchor), entry.timeIntervalSince(anchor) + 1.0 / 60)
            let deadline = startInstant.advanced(by: .seconds(offset))
            do { try await Task.sleep(for: clock.now.duration(to: deadline), clock: .app) } catch { return }
            entry = next
            date.wrappedValue = shownStart.addingTimeInterval(offset)
        }
    }
}

/// What a ``TimelineView``'s content is built from: the entry's date and the schedule's rate.
public struct TimelineViewDefaultContext {
    /// How often the view is rebuilt.
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
    /// The date of this entry.
    public let date: Date
    /// The schedule's rate.
    public let cadence: Cadence
}

/// When a ``TimelineView`` rebuilds, SwiftUI's `TimelineSchedule`.
public protocol TimelineSchedule {
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates at which to rebuild, from `startDate` on.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// Whether a schedule may slow down (accepted: Tessera always runs `.normal`).
public enum TimelineScheduleMode: Hashable, Sendable { case normal, lowFrequency }

extension TimelineSchedule {
    /// The cadence a context reports: seconds unless the schedule says otherwise.
    var cadence: TimelineViewDefaultContext.Cadence {
        switch self {
        case is AnimationTimelineSchedule: .live
        case is EveryMinuteTimelineSchedule: .minutes
        default: .seconds
        }
    }
}

/// Entries every `interval` seconds from `startDate` (`.periodic(from:by:)`).
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let start: Date
    let interval: TimeInterval
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate; self.interval = interval.isFinite && interval > 0 ? interval : 1
    }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        // The next few entries on the grid of `start + k * interval` at or after `startDate`.
        let k = Swift.max(0, (startDate.timeIntervalSince(start) / interval).rounded(.down))
        return (0..<3).map { start.addingTimeInterval((k + Double($0)) * interval) }
    }
}

/// Entries at the start of every minute (`.everyMinute`).
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return [Date(timeIntervalSinceReferenceDate: minute), Date(timeIntervalSinceReferenceDate: minute + 60)]
    }
}

/// Entries as often as frames are drawn, at most every `minimumInterval` (`.animation`).
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let interval: TimeInterval
    let paused: Bool
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        interval = Swift.max(minimumInterval ?? 1.0 / 60, 1.0 / 60); self.paused = paused
    }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        paused ? [] : [startDate.addingTimeInterval(interval)]
    }
}

/// Entries at the given dates (`.explicit(_:)`).
public struct ExplicitTimelineSchedule: TimelineSchedule, Sendable {
    let dates: [Date]
    public init(_ dates: some Sequence<Date>) { self.dates = dates.sorted() }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
extension TimelineSchedule where Self == ExplicitTimelineSchedule {
    public static func explicit(_ dates: some Sequence<Date>) -> ExplicitTimelineSchedule { ExplicitTimelineSchedule(dates) }
}
