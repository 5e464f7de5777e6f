import TesseraApp

#Preview("Greeting") {
    Text("Hello, previews").padding(20).background(Color.yellow)
}

#Preview {
    Color.blue
}

#Preview("Fits", traits: .sizeThatFitsLayout) {
    Color.green.frame(width: 90, height: 40)
}

#Preview("Fixed", traits: .fixedLayout(width: 200, height: 120)) {
    Color.orange
}

#Preview("Portrait", traits: .portrait) {
    Color.purple
}

#Preview("Counter", traits: .sizeThatFitsLayout) {
    @Previewable @State var count = 3
    let label = "Count"
    VStack(spacing: 4) {
        Text("\(label): \(count)").id("count")
        Button("Add") { count += 1 }.id("add")
    }
    .padding(8)
}

#Preview("Crashes") {
    CrashingView()
}

#Preview("Light / Dark") {
    Text("both")
}

#Preview("Greeting") {
    Text("Hello again")
}

struct Fixture_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Text("one").previewDisplayName("Provider one")
            Text("two").previewLayout(.fixed(width: 100, height: 50))
        }
        .previewLayout(.sizeThatFits)
        .previewDevice("iPhone 15")
    }
}
