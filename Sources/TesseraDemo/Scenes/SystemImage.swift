import Tessera

/// Stand-ins for the two SF Symbols Apple's Grid example uses (`globe`, `hand.wave`), drawn
/// with shapes at about the size of a symbol in the body font. Unknown names draw a square.
struct SystemImage: View {
    let systemName: String
    init(systemName: String) { self.systemName = systemName }

    var body: some View {
        switch systemName {
        case "globe":
            ZStack {
                Circle().stroke(Color.primary, lineWidth: 1.5)
                Ellipse().stroke(Color.primary, lineWidth: 1.5).frame(width: 9)
                Rectangle().fill(Color.primary).frame(height: 1.5)
            }
            .frame(width: 20, height: 20)
        case "hand.wave":
            ZStack(alignment: .bottom) {
                HStack(alignment: .bottom, spacing: 1) {
                    Capsule().fill(Color.primary).frame(width: 3.5, height: 11)
                    Capsule().fill(Color.primary).frame(width: 3.5, height: 14)
                    Capsule().fill(Color.primary).frame(width: 3.5, height: 13)
                    Capsule().fill(Color.primary).frame(width: 3.5, height: 10)
                }
                .padding(.bottom, 7)
                RoundedRectangle(cornerRadius: 4).fill(Color.primary).frame(width: 17, height: 10)
            }
            .rotationEffect(.degrees(-20))
            .frame(width: 20, height: 22)
        default:
            Rectangle().stroke(Color.primary, lineWidth: 1.5).frame(width: 18, height: 18)
        }
    }
}
