import TesseraApp

// A pie chart drawn on a Canvas, a label measured through a preference key, a drag tracked with
// @GestureState, an old-style Alert and a run-loop timer (`Timer.scheduledTimer`), written the
// way SwiftUI's documentation writes them.

struct ChartSlice {
    var value: Double
    var color: Color
}

struct LabelWidthKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct DrawingView: View {
    let slices = [ChartSlice(value: 3, color: .orange), ChartSlice(value: 2, color: .teal), ChartSlice(value: 1, color: .purple)]
    @State private var labelWidth: CGFloat = 0
    @State private var showingAlert = false
    @GestureState private var dragOffset = CGSize.zero
    @State private var redraws = 0
    @State private var timer: Timer?

    var body: some View {
        VStack(spacing: 12) {
            Canvas { context, size in
                let total = slices.reduce(0) { $0 + $1.value }
                let center = CGPoint(x: size.width / 2, y: size.height / 2)
                let radius = min(size.width, size.height) / 2 - 4
                var start = Angle.degrees(-90)
                for slice in slices {
                    let end = start + .degrees(360 * slice.value / total)
                    var path = Path()
                    path.move(to: center)
                    path.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: false)
                    path.closeSubpath()
                    context.fill(path, with: .color(slice.color))
                    start = end
                }
                context.stroke(Path(ellipseIn: CGRect(x: center.x - radius, y: center.y - radius,
                                                      width: radius * 2, height: radius * 2)),
                               with: .color(.primary), lineWidth: 2)
                context.draw(Text("6 items").font(.caption).bold(), at: center)
            }
            .frame(width: 160, height: 160)
            .offset(dragOffset)
            .gesture(DragGesture().updating($dragOffset) { value, state, _ in state = value.translation })

            Text("Pie chart")
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: LabelWidthKey.self, value: proxy.size.width)
                })
            Text("label is \(Int(labelWidth)) points wide")
                .font(.footnote)
                .foregroundStyle(.secondary)
            Button("Reset") { showingAlert = true }
            Text("redrawn \(redraws) times").font(.caption2)
        }
        .onAppear {
            timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in redraws += 1 }
        }
        .onDisappear { timer?.invalidate() }
        .onPreferenceChange(LabelWidthKey.self) { labelWidth = $0 }
        .alert(isPresented: $showingAlert) {
            Alert(title: Text("Reset the chart?"), primaryButton: .destructive(Text("Reset")), secondaryButton: .cancel())
        }
    }
}
