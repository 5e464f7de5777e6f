// Modifiers of touch-screen platforms that a desktop window has no use for. They are accepted
// so that code written for iOS compiles, and change nothing (documented in the Compatibility
// article): a desktop window has no safe area, no on-screen keyboard and no autocorrection.

/// The regions of a safe area (SwiftUI's `SafeAreaRegions`).
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// UIKit's on-screen keyboard kinds, accepted by `keyboardType(_:)`.
public enum UIKeyboardType: Int, Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// UIKit's older capitalization setting, accepted by `autocapitalization(_:)`.
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
    case none, words, sentences, allCharacters
}

/// How typed text is capitalized (SwiftUI's `TextInputAutocapitalization`), accepted.
public struct TextInputAutocapitalization: Hashable, Sendable {
    let kind: Int
    public static let never = TextInputAutocapitalization(kind: 0)
    public static let words = TextInputAutocapitalization(kind: 1)
    public static let sentences = TextInputAutocapitalization(kind: 2)
    public static let characters = TextInputAutocapitalization(kind: 3)
}

extension View {
    /// Accepted: a desktop window has no safe area, so the view already fills it.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> Self { self }
    /// Accepted (the older spelling of `ignoresSafeArea`).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> Self { self }
    /// Accepted: there is no on-screen keyboard.
    public func keyboardType(_ type: UIKeyboardType) -> Self { self }
    /// Accepted: typed text is kept as typed.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> Self { self }
    /// Accepted: typed text is kept as typed.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> Self { self }
    /// Accepted: Tessera does not autocorrect.
    public func autocorrectionDisabled(_ disable: Bool = true) -> Self { self }
    /// Accepted: Tessera does not autocorrect.
    public func disableAutocorrection(_ disable: Bool?) -> Self { self }
    /// Accepted: Tessera has no status bar.
    public func statusBarHidden(_ hidden: Bool = true) -> Self { self }
    /// Accepted: iOS's navigation bar hiding (`navigationBarHidden(true)`, deprecated for
    /// `toolbar(.hidden, for: .navigationBar)`). A desktop navigation stack keeps its title bar,
    /// which holds the back button.
    public func navigationBarHidden(_ hidden: Bool) -> Self { self }
}
