import TesseraApp

struct StopwatchView: View {
    @State private var elapsed: Double = 0
    @State private var isRunning = false
    @State private var laps: [Double] = []

    let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 16) {
            Text("Stopwatch")
                .font(.title)
            Text("\(elapsed, specifier: "%.1f") s")
                .font(.system(size: 40, weight: .semibold, design: .monospaced))
            HStack(spacing: 12) {
                Button(isRunning ? "Stop" : "Start") {
                    isRunning.toggle()
                }
                Button("Lap") {
                    laps.append(elapsed)
                }
                .disabled(!isRunning)
                Button("Reset") {
                    elapsed = 0
                    laps.removeAll()
                }
            }
            ForEach(Array(laps.enumerated()), id: \.offset) { index, lap in
                Text("Lap \(index + 1): \(lap, specifier: "%.1f")")
            }
        }
        .onReceive(timer) { _ in
            if isRunning {
                elapsed += 0.1
            }
        }
        .onAppear { isRunning = true }
        .frame(width: 240)
    }
}
