// swift-tools-version: 6.0
// Tessera: SwiftUI-style grid layouts on SDL2. The target graph enforces the layers of
// ARCHITECTURE.md: geometry <- layout <- display list <- views <- SDL backend <- demo.
import PackageDescription

let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "Tessera",
    products: [
        .library(name: "TesseraGeometry", targets: ["TesseraGeometry"]),
        .library(name: "TesseraLayout", targets: ["TesseraLayout"]),
        .library(name: "TesseraAnimation", targets: ["TesseraAnimation"]),
        .library(name: "Tessera", targets: ["Tessera"]),
        .library(name: "TesseraSDL", targets: ["TesseraSDL"]),
        .library(name: "TesseraSDLHost", targets: ["TesseraSDLHost"]),
        .library(name: "TesseraTesting", targets: ["TesseraTesting"]),
        .library(name: "TesseraApp", targets: ["TesseraApp"]),
        .executable(name: "tessera", targets: ["tessera"]),
    ],
    targets: [
        .target(name: "TesseraGeometry", swiftSettings: strict),
        .target(name: "TesseraLayout", dependencies: ["TesseraGeometry"], exclude: ["TrackGrid/DEVIATIONS.md"], swiftSettings: strict),
        .target(name: "TesseraAnimation", dependencies: ["TesseraGeometry"], swiftSettings: strict),
        .target(name: "TesseraLayoutSpec", dependencies: ["TesseraGeometry", "TesseraLayout"], swiftSettings: strict),
        .target(name: "TesseraConformance", dependencies: ["TesseraGeometry", "TesseraLayout"], swiftSettings: strict),
        .target(name: "TesseraDisplayList", dependencies: ["TesseraGeometry"], swiftSettings: strict),
        .target(name: "Tessera", dependencies: ["TesseraGeometry", "TesseraLayout", "TesseraAnimation", "TesseraDisplayList"], swiftSettings: strict),
        .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]),
        .target(name: "TesseraSDL", dependencies: ["CSDL2", "TesseraDisplayList", "TesseraGeometry", "TesseraLayout"],
                swiftSettings: strict),
        .target(name: "TesseraSDLHost", dependencies: ["Tessera", "TesseraSDL", "TesseraDisplayList", "TesseraLayoutSpec"], swiftSettings: strict),
        .target(name: "TesseraTesting", dependencies: ["Tessera", "TesseraSDL", "TesseraSDLHost", "TesseraDisplayList"],
                swiftSettings: strict),
        .target(name: "TesseraDemo", dependencies: ["TesseraGeometry", "TesseraLayout", "TesseraLayoutSpec", "TesseraConformance", "Tessera",
                                                    "TesseraDisplayList", "TesseraSDL", "TesseraSDLHost"], swiftSettings: strict),
        .executableTarget(name: "tessera-bench", dependencies: ["TesseraGeometry", "TesseraLayout", "TesseraDisplayList", "TesseraSDL",
                                                                "TesseraSDLHost", "TesseraDemo", "Tessera"],
                          path: "Sources/TesseraBench", swiftSettings: strict),
        .executableTarget(name: "tessera", dependencies: ["TesseraDemo"], swiftSettings: strict),
        .target(name: "TesseraApp", dependencies: ["Tessera", "TesseraSDL", "TesseraSDLHost"], swiftSettings: strict),
        .executableTarget(name: "Calculator", dependencies: ["TesseraApp"], path: "Examples/Calculator", swiftSettings: strict),
        .executableTarget(name: "SettingsForm", dependencies: ["TesseraApp"], path: "Examples/SettingsForm", swiftSettings: strict),
        .executableTarget(name: "TodoList", dependencies: ["TesseraApp"], path: "Examples/TodoList", swiftSettings: strict),
        .testTarget(name: "TesseraGeometryTests", dependencies: ["TesseraGeometry"], swiftSettings: strict),
        .testTarget(name: "TesseraAnimationTests", dependencies: ["TesseraAnimation"], swiftSettings: strict),
        .testTarget(name: "TesseraLayoutTests", dependencies: ["TesseraLayout"], swiftSettings: strict),
        .testTarget(name: "TesseraConformanceTests", dependencies: ["TesseraConformance"], exclude: ["conformance-baseline.json"], swiftSettings: strict),
        .testTarget(name: "TesseraTests", dependencies: ["Tessera"], swiftSettings: strict),
        .testTarget(name: "TesseraLayoutSpecTests", dependencies: ["TesseraLayoutSpec"], resources: [.copy("Cases")], swiftSettings: strict),
        .testTarget(name: "TesseraSDLTests", dependencies: ["CSDL2", "TesseraSDL", "TesseraDisplayList", "TesseraGeometry"],
                    swiftSettings: strict),
        .testTarget(name: "ExamplesTests", dependencies: ["Calculator", "SettingsForm", "TodoList", "TesseraApp", "TesseraTesting",
                                                          "TesseraSDL", "TesseraSDLHost", "TesseraDisplayList"],
                    exclude: ["Goldens"], swiftSettings: strict),
        .testTarget(name: "TesseraAppTests", dependencies: ["TesseraApp", "TesseraSDL", "TesseraSDLHost"], swiftSettings: strict),
        .testTarget(name: "TesseraDemoTests", dependencies: ["TesseraDemo", "TesseraTesting", "Tessera", "TesseraSDL", "TesseraSDLHost",
                                                             "TesseraDisplayList", "TesseraLayoutSpec"],
                    exclude: ["Goldens", "Fixtures"], swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
