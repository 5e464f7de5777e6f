import TesseraApp

class CounterViewModel: ObservableObject {
    @Published var count = 0
    @Published var step = 1

    func increment() {
        count += step
    }

    func reset() {
        count = 0
    }
}

struct CounterView: View {
    @StateObject private var viewModel = CounterViewModel()

    var body: some View {
        VStack(spacing: 16) {
            Text("Counter")
                .font(.title)
            Text("\(viewModel.count)")
                .font(.system(size: 48, weight: .bold))
                .foregroundColor(viewModel.count > 5 ? .red : .primary)
            Stepper("Step: \(viewModel.step)", value: $viewModel.step, in: 1...10)
            HStack {
                Button(action: viewModel.increment) {
                    Text("Add")
                        .padding(.horizontal, 20)
                        .padding(.vertical, 8)
                        .background(Color.blue)
                        .foregroundColor(.white)
                        .clipShape(Capsule())
                }
                Button("Reset") {
                    viewModel.reset()
                }
            }
            CounterBadge()
        }
        .environmentObject(viewModel)
        .frame(width: 220)
    }
}

struct CounterBadge: View {
    @EnvironmentObject var viewModel: CounterViewModel

    var body: some View {
        Text(viewModel.count.isMultiple(of: 2) ? "even" : "odd")
            .font(.caption)
            .padding(6)
            .background(Color.gray.opacity(0.2), in: .capsule)
    }
}
