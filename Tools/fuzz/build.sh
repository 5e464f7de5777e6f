#!/bin/sh
# Builds .build/fuzz/spec-fuzzer: the spec reader and layout engines instrumented for libFuzzer
# and AddressSanitizer, linked with Tools/fuzz/SpecFuzzer.swift. Needs the Swift toolchain's
# libFuzzer (Swift 6.3 on Linux ships it).
set -e
cd "$(dirname "$0")/../.."
B=.build/fuzz
swift build --build-path $B -Xswiftc -sanitize=fuzzer,address --target TesseraLayoutSpec
D=$B/debug
swiftc -sanitize=fuzzer,address -parse-as-library -I $D/Modules Tools/fuzz/SpecFuzzer.swift \
  $D/TesseraLayoutSpec.build/*.o $D/TesseraLayout.build/*.o $D/TesseraGeometry.build/*.o -o $B/spec-fuzzer
echo "built $B/spec-fuzzer"
