/// The live preview's window after a failed build: "Build failed", the compiler's first
/// errors with their source excerpts, and a reminder that saving a file rebuilds.
struct BuildErrorsView: View {
    let log: BuildLog

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Build failed").font(.title).bold().foregroundStyle(Color.red).id("build-failed")
            Text(summary).foregroundStyle(Color.secondary)
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    ForEach(Array(log.errors.enumerated()), id: \.offset) { _, error in
                        VStack(alignment: .leading, spacing: 2) {
                            Text(error.headline).font(.system(size: 13).monospaced()).bold()
                            ForEach(Array(error.excerpt.enumerated()), id: \.offset) { _, line in
                                Text(line).font(.system(size: 13).monospaced())
                            }
                        }
                    }
                    ForEach(Array(log.tail.enumerated()), id: \.offset) { _, line in
                        Text(line).font(.system(size: 13).monospaced())
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            Text("Watching the sources: save a file to build again.").foregroundStyle(Color.secondary)
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    private var summary: String {
        switch log.errorCount {
        case 0: "The build failed without a compiler error; the end of its output:"
        case 1: "1 error"
        case let n where n > log.errors.count: "\(n) errors; the first \(log.errors.count):"
        case let n: "\(n) errors"
        }
    }
}
