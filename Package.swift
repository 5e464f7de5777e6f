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
        .executable(name: "tessera", targets: ["tessera"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    ],
    targets: [
        .target(name: "TesseraGeometry", swiftSettings: strict),
        .target(name: "TesseraLayout", dependencies: ["TesseraGeometry"], exclude: ["TrackGrid/DEVIATIONS.md"], swiftSettings: strict),
        .target(name: "TesseraAnimation", dependencies: ["TesseraGeometry"], swiftSettings: strict),
        .target(name: "TesseraLayoutSpec", dependencies: ["TesseraGeometry", "TesseraLayout"], swiftSettings: strict),
        .target(name: "TesseraConformance", dependencies: ["TesseraGeometry", "TesseraLayout"], swiftSettings: strict),
        .target(name: "TesseraDisplayList", dependencies: ["TesseraGeometry", "TesseraLayout"], swiftSettings: strict),
        .target(name: "Tessera", dependencies: ["TesseraGeometry", "TesseraLayout", "TesseraAnimation", "TesseraDisplayList"], swiftSettings: strict),
        .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
        .target(name: "TesseraSDL", dependencies: ["CSDL2", "CFontconfig", "CFriBidi", "TesseraDisplayList", "TesseraGeometry", "TesseraLayout"],
                swiftSettings: strict),
        .target(name: "TesseraSDLHost", dependencies: ["Tessera", "TesseraSDL", "TesseraDisplayList"], swiftSettings: strict),
        .target(name: "TesseraTesting", dependencies: ["Tessera", "TesseraSDL", "TesseraSDLHost", "TesseraDisplayList"],
                swiftSettings: strict),
        .target(name: "TesseraTrainer", dependencies: ["TesseraLayoutSpec"], swiftSettings: strict),
        .target(name: "TesseraDemo", dependencies: ["TesseraTrainer", "TesseraGeometry", "TesseraLayout", "TesseraLayoutSpec", "TesseraConformance", "Tessera",
                                                    "TesseraDisplayList", "TesseraSDL", "TesseraSDLHost",
                                                    .product(name: "ArgumentParser", package: "swift-argument-parser")],
                swiftSettings: strict),
        .executableTarget(name: "tessera-bench", dependencies: ["TesseraGeometry", "TesseraLayout", "TesseraDisplayList", "TesseraSDL",
                                                                "TesseraSDLHost", "TesseraDemo", "Tessera", "TesseraConformance", "TesseraTrainer"],
                          path: "Sources/TesseraBench", swiftSettings: strict),
        .executableTarget(name: "tessera", dependencies: ["TesseraDemo"], swiftSettings: strict),
        .executableTarget(name: "tessera-soak", dependencies: ["TesseraDemo", "TesseraSDLHost", "TesseraAnimation"],
                          path: "Sources/TesseraSoak", swiftSettings: strict),
        .testTarget(name: "TesseraGeometryTests", dependencies: ["TesseraGeometry"], swiftSettings: strict),
        .testTarget(name: "TesseraAnimationTests", dependencies: ["TesseraAnimation"], swiftSettings: strict),
        .testTarget(name: "TesseraLayoutTests", dependencies: ["TesseraLayout", .product(name: "PropertyBased", package: "swift-property-based")],
                    swiftSettings: strict),
        .testTarget(name: "TesseraConformanceTests", dependencies: ["TesseraConformance"], exclude: ["conformance-baseline.json", "taffy-benchmark-grid-1k.json", "chrome-diff-regressions.json"], swiftSettings: strict),
        .testTarget(name: "TesseraTests", dependencies: ["Tessera"], swiftSettings: strict),
        .testTarget(name: "TesseraLayoutSpecTests", dependencies: ["TesseraLayoutSpec"], exclude: ["Fuzz"], resources: [.copy("Cases")], swiftSettings: strict),
        .testTarget(name: "TesseraSDLTests", dependencies: ["CSDL2", "TesseraSDL", "TesseraDisplayList", "TesseraGeometry"],
                    swiftSettings: strict),
        .testTarget(name: "TesseraTrainerTests", dependencies: ["TesseraTrainer", "TesseraLayoutSpec", "TesseraLayout", "TesseraGeometry"], swiftSettings: strict),
        .testTarget(name: "TesseraDemoTests", dependencies: ["TesseraDemo", "TesseraTesting", "Tessera", "TesseraSDL", "TesseraSDLHost",
                                                             "TesseraDisplayList", "TesseraLayoutSpec", "TesseraTrainer"],
                    exclude: ["Goldens", "Fixtures"], swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
