#!/bin/sh
# Type-checks every case of a SwiftUI corpus against a built Tessera package, with only
# `import SwiftUI` changed to `import TesseraApp`, and writes results.json and summary.md
# (compile rate, top missing API). See compat_corpus.py for the details. Usage:
#   Tools/compat-corpus/check.sh CORPUS_DIR [PACKAGE_DIR] [--out DIR] [--label NAME] [--swift-version 5|6]
# PACKAGE_DIR defaults to this checkout; it must hold a debug build of TesseraApp
# (swift build -j 1 --target TesseraApp). The corpus is not part of the repository.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
[ $# -ge 1 ] || { echo "check.sh: usage: check.sh CORPUS_DIR [PACKAGE_DIR] [options]" >&2; exit 2; }
corpus=$1; shift
package=$(cd "$here/../.." && pwd)
case "${1:-}" in ""|--*) ;; *) package=$1; shift ;; esac
command -v python3 >/dev/null || { echo "check.sh: python3 is needed" >&2; exit 2; }
exec python3 "$here/compat_corpus.py" "$corpus" "$package" "$@"
