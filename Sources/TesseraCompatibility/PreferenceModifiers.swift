import Foundation
import Tessera

/// The identity of one writer view (kept in its `@State`).
final class PreferenceWriterToken {}

/// A view that sets `Key`'s value for the nearest reader above.
struct PreferenceWriter<Key: PreferenceKey, Content: View>: View {
    let content: Content
    let value: Key.Value
    @Environment(\.preferenceCollectors) private var collectors
    @State private var token = PreferenceWriterToken()

    var body: some View {
        let collector = collectors.byKey[ObjectIdentifier(Key.self)] as? PreferenceCollector<Key>
        collector?.write(value, from: token)
        let token = self.token
        return content.onDisappear { collector?.remove(token) }
    }
}

/// A view that collects `Key`'s values from below and hands the combined value to `read`.
struct PreferenceReader<Key: PreferenceKey, Content: View, Output: View>: View {
    let content: Content
    let read: (Content, Key.Value) -> Output
    @Environment(\.preferenceCollectors) private var collectors
    @State private var collector = PreferenceCollector<Key>()

    var body: some View {
        var below = collectors
        below.byKey[ObjectIdentifier(Key.self)] = collector
        return read(content, collector.reduced).environment(\.preferenceCollectors, below)
    }
}

extension View {
    /// This view reading `key`'s combined value from below with `read`.
    func readPreference<K: PreferenceKey, Output: View>(_ key: K.Type,
                                                        _ read: @escaping (Self, K.Value) -> Output) -> PreferenceReader<K, Self, Output> {
        PreferenceReader(content: self, read: read)
    }

    /// Sets `key`'s value for the views above that read it (SwiftUI's `preference(key:value:)`).
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        PreferenceWriter<K, Self>(content: self, value: value)
    }

    /// Runs `action` with `key`'s combined value from the views below when it changes, and
    /// once when it is first known (SwiftUI's `onPreferenceChange(_:perform:)`).
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                     perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable {
        readPreference(key) { content, value in
            content.onChange(of: value, initial: true) { _, new in action(new) }
        }
    }

    /// Puts the view `transform` makes from `key`'s combined value over this view.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        readPreference(key) { content, value in content.overlay(transform(value)) }
    }

    /// Puts the view `transform` makes from `key`'s combined value behind this view.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        readPreference(key) { content, value in content.background(transform(value)) }
    }
}
