import Foundation

/// Time since the process started, for the startup trace (Linux `/proc`).
enum ProcessClock {
    /// Monotonic seconds.
    static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// Seconds since this process was started (from `/proc/self/stat` and `/proc/uptime`;
    /// 10 ms resolution), or -1 when unknown.
    static func sinceLaunch() -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let uptime = try? String(contentsOfFile: "/proc/uptime", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return -1 }
        // Fields after the command name start at field 3; starttime is field 22.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]),
              let up = Double(uptime.split(separator: " ").first ?? "") else { return -1 }
        let hz = Double(sysconf(Int32(_SC_CLK_TCK)))
        return up - ticks / hz
    }
}
