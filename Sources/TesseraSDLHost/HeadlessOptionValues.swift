/// The values of the headless rendering options shared by `tessera screenshot` and every app's
/// `--screenshot` (DESIGN §3.2, §3.7), checked by one set of rules. Each failure is one line
/// naming the option and what it accepts; callers wrap it in their own error type.
public enum HeadlessOptionValues {
    /// A rejected option value: `message` is the line to print.
    public struct Invalid: Error { public let message: String }

    /// `--scale S`: a number from 0.25 to 8.
    public static func scale(_ s: String) throws(Invalid) -> Double {
        guard let v = Double(s), v.isFinite, v >= 0.25, v <= 8 else {
            throw Invalid(message: "bad --scale \"\(s)\": expected a number from 0.25 to 8, such as 2")
        }
        return v
    }

    /// `--time T`: seconds of simulated time, finite, from 0 to 3600.
    public static func time(_ s: String) throws(Invalid) -> Double {
        guard let t = Double(s), t.isFinite, t >= 0, t <= 3600 else {
            throw Invalid(message: "bad --time \"\(s)\": expected seconds from 0 to 3600, such as 0.25")
        }
        return t
    }
}
