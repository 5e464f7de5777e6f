import OpenCombine

/// The newest action of an `onReceive` view: the subscription outlives the view values, so it
/// calls whatever closure the latest `body` handed it (as SwiftUI does).
final class ReceiveAction<Output> {
    var perform: ((Output) -> Void)?
}

/// A view that subscribes to `publisher` while it is in the tree (`onReceive(_:perform:)`).
struct OnReceiveView<Content: View, Source: Publisher>: View where Source.Failure == Never {
    let content: Content
    let publisher: Source
    let action: (Source.Output) -> Void
    @State private var latest = ReceiveAction<Source.Output>()

    var body: some View {
        latest.perform = action
        // Both are used on the main actor only: the task body runs there, as view updates do.
        let inputs = UncheckedSendable((publisher, latest))
        return content.task {
            await Self.receive(inputs.value.0, into: inputs.value.1)
        }
    }

    /// Subscribes until the task is cancelled (the view left the tree). Values arrive on the
    /// main actor: a publisher that sends from another thread is hopped onto it.
    @MainActor
    private static func receive(_ publisher: Source, into latest: ReceiveAction<Source.Output>) async {
        let deliver = UncheckedSendable(latest)
        let subscription = publisher.sink { value in
            let value = UncheckedSendable(value)
            if Thread.isMainThread {
                MainActor.assumeIsolated { deliver.value.perform?(value.value) }
            } else {
                DispatchQueue.main.async { deliver.value.perform?(value.value) }
            }
        }
        let (stream, continuation) = AsyncStream<Void>.makeStream()
        await withTaskCancellationHandler {
            for await _ in stream {}
        } onCancel: {
            continuation.finish()
        }
        subscription.cancel()
    }
}

/// A value carried across an isolation boundary whose use is confined by construction (here:
/// delivered on the main thread only).
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

extension View {
    /// Runs `action` with every value `publisher` emits while this view is in the tree, on the
    /// main actor, SwiftUI's `onReceive(_:perform:)`
    /// (https://developer.apple.com/documentation/swiftui/view/onreceive(_:perform:)). The
    /// subscription starts when the view appears (as a `task`, so it follows the app's clock
    /// headless) and ends when it disappears.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        OnReceiveView(content: self, publisher: publisher, action: action)
    }
}
