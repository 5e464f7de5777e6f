# Tessera: `make demo` opens the demo window, `make test` runs every test headless.
# Both install what is missing first (Debian packages; Swift itself must be on PATH).

SWIFT ?= swift
APT_PACKAGES := libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev xvfb xauth xdotool libfontconfig-dev libfribidi-dev libfreetype-dev fonts-noto-cjk fonts-noto-color-emoji fonts-lohit-deva fonts-dejavu-core fonts-inter zlib1g-dev libdeflate-dev libjpeg-dev inotify-tools libx11-dev libglib2.0-dev at-spi2-core dbus-daemon dbus-x11 python3-pyatspi gir1.2-atspi-2.0 valgrind libcurl4
SHARED ?= ../shared

.PHONY: all deps build test bench demo screenshots clean fuzz fuzz-libfuzzer soak window-soak docs format format-check format-check-all preview previews

all: build

# Installs the Debian packages the project needs, once (as root, or through sudo).
deps:
	@missing=""; for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=""; elif command -v sudo >/dev/null; then SUDO="sudo"; \
	  else echo "make: need root (or sudo) to install:$$missing" >&2; exit 2; fi; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing >/dev/null || exit 2; \
	fi
	@command -v $(SWIFT) >/dev/null || { echo "make: swift is not on PATH; install Swift 6 (https://swift.org/install)" >&2; exit 2; }

build: deps
	$(SWIFT) build

test: deps
	$(MAKE) format-check
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	@# The window path once more under a virtual display: a software-rendered window (with
	@# offscreen layers: shadow, blur, mask) must show exactly the headless pixels.
	@if command -v xvfb-run >/dev/null; then xvfb-run -a $(SWIFT) test --skip-build --filter WindowHostTests; \
	else echo "make test: xvfb-run missing, window-vs-headless check skipped (run make deps)"; fi
	@# The DocC catalogs must build without a warning (no broken symbol or article links).
	$(MAKE) docs
	@# Screen readers: a private session bus and the AT-SPI registry under a virtual display, the
	@# example and the demo in windows, a pyatspi client walking and driving them (Tools/atspi-test).
	@if command -v xvfb-run >/dev/null; then xvfb-run -a Tools/atspi-test/run.sh $$($(SWIFT) build --show-bin-path); \
	else echo "atspi test skipped: xvfb-run missing (run make deps)"; fi

bench: deps
	$(SWIFT) build -c release --product tessera-bench
	@# Times every benchmark, then counts its instructions per call under callgrind (the
	@# steadier figure on a shared machine; Performance.md). BENCH_FILTER=NAME runs a subset.
	.build/release/tessera-bench --out bench-results.json --instructions $(if $(BENCH_FILTER),--filter $(BENCH_FILTER))

demo: deps
	$(SWIFT) build -c release --product tessera
	@if [ -z "$$DISPLAY" ] && [ -z "$$WAYLAND_DISPLAY" ]; then \
	  echo "make demo: no display (DISPLAY is not set); render headless instead: .build/release/tessera screenshot --scene first-grid --out shot.png" >&2; exit 2; \
	fi
	.build/release/tessera demo

# Renders every demo scene headless into screenshots/ (no display needed).
screenshots: deps
	$(SWIFT) build -c release --product tessera
	@mkdir -p screenshots
	@for s in $$(.build/release/tessera scenes); do .build/release/tessera screenshot --scene $$s --out screenshots/$$s.png || exit 2; done

clean:
	rm -rf .build bench-results.json

# Live preview: PRODUCT's preview PREVIEW in a window; every save rebuilds and reopens it, a
# failed build shows its first errors in the window (Tools/preview/watch.sh).
preview: deps
	@if [ -z "$(PRODUCT)" ] || [ -z "$(PREVIEW)" ]; then \
	  echo "usage: make preview PRODUCT=Calculator PREVIEW=Keypad (names: make previews PRODUCT=Calculator)" >&2; exit 2; fi
	Tools/preview/watch.sh "$(PRODUCT)" "$(PREVIEW)"

# Every preview of PRODUCT as a PNG in previews/PRODUCT/ (headless), and the names.
previews: deps
	@if [ -z "$(PRODUCT)" ]; then echo "usage: make previews PRODUCT=Calculator" >&2; exit 2; fi
	$(SWIFT) build --product "$(PRODUCT)"
	"$$($(SWIFT) build --show-bin-path)/$(PRODUCT)" --list-previews
	"$$($(SWIFT) build --show-bin-path)/$(PRODUCT)" --previews "previews/$(PRODUCT)"

# Seeded fuzzing of the spec reader and both layout engines (SpecFuzzTests): FUZZ_ITERATIONS
# random specs and as many mutations of them, from FUZZ_SEED, stopped after FUZZ_SECONDS.
# Seeded fuzzing of the spec reader and both layout engines (SpecFuzzTests), of event files
# (EventFileFuzzTests) and of Trainer state files (TrainerStateFuzzTests): FUZZ_ITERATIONS
# random inputs (and as many mutations of specs), from FUZZ_SEED, stopped after FUZZ_SECONDS.
FUZZ_ITERATIONS ?= 10000
FUZZ_SEED ?= $(shell date +%s)
FUZZ_SECONDS ?= 600
# Then libFuzzer (coverage-guided, with AddressSanitizer) on the same code for FUZZ_SECONDS,
# starting from the corpus in Tests/TesseraLayoutSpecTests/Fuzz/corpus (new finds are added).
fuzz: deps
	$(SWIFT) build --build-tests
	TESSERA_FUZZ_ITERATIONS=$(FUZZ_ITERATIONS) TESSERA_FUZZ_SEED=$(FUZZ_SEED) timeout $(FUZZ_SECONDS) \
	  $(SWIFT) test --skip-build --filter 'SpecFuzzTests|EventFileFuzzTests|TrainerStateFuzzTests'
	$(MAKE) fuzz-libfuzzer

fuzz-libfuzzer: deps
	Tools/fuzz/build.sh
	mkdir -p .build/fuzz/findings
	.build/fuzz/spec-fuzzer Tests/TesseraLayoutSpecTests/Fuzz/corpus -max_total_time=$(FUZZ_SECONDS) -max_len=4096 \
	  -artifact_prefix=.build/fuzz/findings/

# Memory soak: SOAK_EVENTS random events across every scene, then SOAK_SWITCHES scene switches,
# headless; fails when resident memory grows more than 10% after the warm-up.
SOAK_EVENTS ?= 100000
SOAK_SWITCHES ?= 100000
soak: deps
	$(SWIFT) build -c release --product tessera-soak
	.build/release/tessera-soak $(SOAK_EVENTS) $(SOAK_SWITCHES)

# The demo's real window under random xdotool input (Xvfb when there is no display): fails
# when resident memory at the end is more than twice the warm-up's high-water mark.
WINDOW_SOAK_EVENTS ?= 20000
WINDOW_SOAK_SEED ?= 17
window-soak: deps
	$(SWIFT) build -c release --product tessera
	python3 Tools/window-soak/window_soak.py --events $(WINDOW_SOAK_EVENTS) --seed $(WINDOW_SOAK_SEED)

# Differential test against headless Chromium (Tools/chrome-diff; not part of `make test`):
# random grid fixtures from SEED, COUNT cases, laid out by Debian's chromium and by Tessera.
# `make chrome-diff-validate` first checks the harness against the shared corpus.
SEED ?= 1
COUNT ?= 2000
# STAGES=S9,S10 generates baseline-alignment, absolute-positioning and template-area fixtures.
STAGES ?=
chrome-diff-deps: deps
	@command -v chromium >/dev/null || { \
	  if [ "$$(id -u)" = 0 ]; then SUDO=""; elif command -v sudo >/dev/null; then SUDO="sudo"; \
	  else echo "make: need root (or sudo) to install chromium" >&2; exit 2; fi; \
	  echo "installing: chromium"; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium >/dev/null || exit 2; }
	@command -v python3 >/dev/null || { echo "make: python3 is needed for chrome-diff" >&2; exit 2; }

chrome-diff: chrome-diff-deps
	$(SWIFT) build -c release --product tessera
	python3 Tools/chrome-diff/chrome_diff.py run --seed $(SEED) --count $(COUNT) --out chrome-diff-out --tessera .build/release/tessera --stages "$(STAGES)"

chrome-diff-validate: chrome-diff-deps
	python3 Tools/chrome-diff/chrome_diff.py validate --cases $(SHARED)/conformance/taffy-grid-cases.json

.PHONY: chrome-diff chrome-diff-deps chrome-diff-validate

# Compatibility corpus (Tools/compat-corpus; not part of `make test`: the corpus of public
# SwiftUI files is not in the repository). Type-checks every case folder of CORPUS against the
# debug build of TesseraApp in COMPAT_PACKAGE (default: this checkout, built first) with only
# `import SwiftUI` changed to `import TesseraApp`; writes compat-corpus-out/LABEL/summary.md
# (compile rate, top missing API) and results.json. COMPAT_ARGS: e.g. --swift-version 6.
CORPUS ?=
COMPAT_PACKAGE ?= .
COMPAT_ARGS ?=
compat-corpus: deps
	@[ -n "$(CORPUS)" ] || { echo "make compat-corpus: set CORPUS=/path/to/cases (one folder of .swift files per case)" >&2; exit 2; }
	@command -v python3 >/dev/null || { echo "make compat-corpus: python3 is needed" >&2; exit 2; }
	python3 Tools/compat-corpus/test_diagnostics.py
	python3 Tools/compat-corpus/test_compat_corpus.py
	python3 Tools/compat-corpus/test_report.py
	@if [ "$(COMPAT_PACKAGE)" = "." ]; then $(SWIFT) build --target TesseraApp; fi
	Tools/compat-corpus/check.sh "$(CORPUS)" "$(COMPAT_PACKAGE)" $(COMPAT_ARGS)

.PHONY: compat-corpus

# DocC catalogs of Tessera, TesseraLayout and TesseraApp (swift-docc-plugin) into .build/docs;
# a warning (a broken symbol or article link) fails the build.
DOC_TARGETS := Tessera TesseraLayout TesseraApp TesseraNavigation TesseraAccessibility TesseraLists TesseraControls TesseraCompatibility
docs: deps
	@mkdir -p .build/docs; for t in $(DOC_TARGETS); do rm -rf .build/docs/$$t; \
	  $(SWIFT) package --allow-writing-to-directory .build/docs generate-documentation --target $$t \
	    --output-path .build/docs/$$t --warnings-as-errors >.build/docs-$$t.log 2>&1 \
	    || { grep -E "warning|error" .build/docs-$$t.log | head -20; echo "make docs: $$t failed (log: .build/docs-$$t.log)" >&2; exit 2; }; \
	  echo "docs: $$t -> .build/docs/$$t"; \
	done

# Formatting with the repository's .swift-format (swift format ships with the toolchain).
# FORMAT_CLEAN lists the folders that pass `swift format lint --strict`; `make test` checks them
# (format-check), so they stay clean. Add a folder once `make format FORMAT_PATHS=folder` made it
# pass (format a folder nobody else is changing: a format pass is a conflict magnet).
# `make format-check-all` reports the whole tree (16,000 findings at the last count).
FORMAT_PATHS := Package.swift Sources Tests Examples
FORMAT_CLEAN := Sources/Combine Sources/Tessera/Frame Sources/TesseraJSON \
	Tests/PreviewFixtures Tests/TesseraTests/Frame Tests/TesseraTests/Symbols
format:
	$(SWIFT) format format --in-place --recursive --parallel --configuration .swift-format $(FORMAT_PATHS)
format-check:
	$(SWIFT) format lint --strict --recursive --parallel --configuration .swift-format $(FORMAT_CLEAN)
format-check-all:
	$(SWIFT) format lint --strict --recursive --parallel --configuration .swift-format $(FORMAT_PATHS)
