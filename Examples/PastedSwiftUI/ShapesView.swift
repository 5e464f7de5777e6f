import TesseraApp

struct Star: Shape {
    var points: Int = 5

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2
        let inner = outer * 0.45
        var path = Path()
        for i in 0..<(points * 2) {
            let angle = Double(i) * .pi / Double(points) - .pi / 2
            let radius: CGFloat = i.isMultiple(of: 2) ? outer : inner
            let point = CGPoint(x: center.x + CGFloat(cos(angle)) * radius,
                                y: center.y + CGFloat(sin(angle)) * radius)
            if i == 0 {
                path.move(to: point)
            } else {
                path.addLine(to: point)
            }
        }
        path.closeSubpath()
        return path
    }
}

struct PieSlice: Shape {
    var startAngle: Angle
    var endAngle: Angle

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        path.move(to: center)
        path.addArc(center: center, radius: rect.width / 2, startAngle: startAngle, endAngle: endAngle, clockwise: false)
        path.closeSubpath()
        return path
    }
}

struct Arrow: Shape {
    func path(in rect: CGRect) -> Path {
        let body = CGRect(x: rect.minX, y: rect.midY - rect.height / 8, width: rect.width * 0.6, height: rect.height / 4)
        var path = Path(body)
        path.move(to: CGPoint(x: body.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        path.addLine(to: CGPoint(x: body.maxX, y: rect.maxY))
        path.closeSubpath()
        let turn = CGAffineTransform(translationX: rect.midX, y: rect.midY)
            .rotated(by: .pi / 4)
            .translatedBy(x: -rect.midX, y: -rect.midY)
        return path.applying(turn)
    }
}

struct ShapesView: View {
    @State private var dragOffset = CGSize.zero

    var body: some View {
        VStack(spacing: 20) {
            Text("Shapes")
                .font(.title)
            Star()
                .fill(LinearGradient(gradient: Gradient(colors: [.yellow, .orange]), startPoint: .top, endPoint: .bottom))
                .frame(width: 120, height: 120)
                .offset(dragOffset)
                .gesture(
                    DragGesture()
                        .onChanged { value in dragOffset = value.translation }
                        .onEnded { _ in withAnimation(.spring(duration: 0.4, bounce: 0.3)) { dragOffset = .zero } }
                )
            HStack {
                PieSlice(startAngle: .degrees(0), endAngle: .degrees(270))
                    .fill(Color.purple)
                    .frame(width: 80, height: 80)
                Arrow()
                    .fill(Color.green)
                    .frame(width: 80, height: 80)
            }
            GeometryReader { geometry in
                Rectangle()
                    .fill(Color.blue.opacity(0.3))
                    .frame(width: geometry.size.width * 0.75, height: 20)
                    .clipShape(.rect(cornerRadius: 10))
            }
            .frame(width: 200, height: 20)
        }
        .frame(width: 220)
    }
}
