# The two commands a user needs: `make run` and `make test`. Both install what they need first.
SWIFT ?= swift

.PHONY: setup map build run test corpus bench bench-window bench-layout bench-scale bench-routing kiwi kiwi-fixture compare-osrm fuzz sanitize sanitize-address sanitize-thread soak mutants lint format clean

setup:
	@bash scripts/setup.sh

# The default map: imports data/Helsinki.osm.pbf (fetched by setup) unless the .hailmap is current.
map: setup
	$(SWIFT) run hail import data/Helsinki.osm.pbf -o data/helsinki.hailmap --if-stale

build: setup
	$(SWIFT) build

run: setup map
	$(SWIFT) run hail run

test: setup map
	$(SWIFT) test
	bash scripts/window-test.sh

# Builds every real source of Tests/Corpus, those known not to compile too: "K of N compile".
corpus: setup
	SWIFT=$(SWIFT) bash scripts/corpus-status.sh

bench: setup
	$(SWIFT) run -c release hail-bench engine

# kiwi (PyPI kiwisolver), the C++ Cassowary our solver is measured and cross-checked against.
KIWI_PYTHON := .build/tools/kiwi-venv/bin/python
kiwi: $(KIWI_PYTHON)
$(KIWI_PYTHON):
	python3 -m venv .build/tools/kiwi-venv
	$(KIWI_PYTHON) -m pip install -q kiwisolver==1.4.8

# Our Cassowary solver and kiwi side by side on the same systems, with the ratios.
bench-layout: setup kiwi
	$(SWIFT) run -c release hail-bench layout --python $(KIWI_PYTHON)

# Records the random systems CassowaryTests replays, with kiwi's solutions.
kiwi-fixture: kiwi
	$(KIWI_PYTHON) scripts/cassowary/make-fixture.py Tests/CassowaryTests/Fixtures/kiwi-random.json

# The map at scale: import, open, render, search, geocode and route on 1×, 3 × 3 and 10 × 10 tilings
# of the Helsinki extract (pyosmium in .build/tools/osmium-venv makes them), with the growth ratios
# and a chart (.build/scale/bench-scale.png), Mapnik's cold render of the same viewport beside ours
# (PyPI mapnik in .build/tools/mapnik-venv) and `hail run`'s first frame; not part of `make test`.
bench-scale: setup
	$(SWIFT) build -c release --product hail
	python3 scripts/bench-scale.py

# Window render + present timings in a real X window under Xvfb (the screen holds a 3x phone).
bench-window: setup
	$(SWIFT) build -c release --product hail
	xvfb-run -a -s "-screen 0 1400x2700x24" .build/release/hail benchmark-window --display

# Hail's car routes against OSRM's (stock car profile) on the same extract; not part of `make test`.
compare-osrm: setup map
	$(SWIFT) build -c release --product hail
	python3 scripts/compare-osrm.py --hail .build/release/hail

# Routing at scale beside OSRM (not part of `make test`): on the extract and its 10 × 10 tiling, Hail's
# import with its contraction hierarchy and OSRM's osrm-extract + osrm-contract, timed, then both
# routers on the same random pairs (agreement and CH query times, with the ratios).
bench-routing: setup map
	$(SWIFT) build -c release --product hail
	mkdir -p .build/scale
	python3 scripts/compare-osrm.py --import --hail .build/release/hail --map .build/scale/helsinki-1x1.hailmap
	python3 scripts/bench-scale.py --tile 10
	python3 scripts/compare-osrm.py --import --hail .build/release/hail \
		--extract .build/scale/helsinki-10x10.osm.pbf --map .build/scale/helsinki-10x10.hailmap

# libFuzzer targets (Fuzz/Targets) over the PBF import, the map file and its queries, and the replay
# parser, FUZZ_SECONDS (60) each; fails on a crash, leak, timeout or oversized allocation.
fuzz: setup
	bash scripts/fuzz/fuzz.sh

# The test suite under AddressSanitizer, then ThreadSanitizer, each in a build tree of its own
# (LeakSanitizer's and ThreadSanitizer's suppressions, each with its reason, in scripts/sanitize/).
# ThreadSanitizer keeps going after a report, so one run lists them all; any report still fails it (66).
# `make sanitize-address` / `make sanitize-thread` run one of the two (each is long: run them alone).
sanitize: sanitize-address sanitize-thread

sanitize-address: setup map
	LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/sanitize/lsan.supp $(SWIFT) test --sanitize=address --scratch-path .build/sanitize-address

sanitize-thread: setup map
	TSAN_OPTIONS="halt_on_error=0 suppressions=$(CURDIR)/scripts/sanitize/tsan.supp" $(SWIFT) test --sanitize=thread --scratch-path .build/sanitize-thread

# 100,000 frames of the demo tour headless: memory flat after warm-up, no screen's objects outliving it.
soak: setup map
	$(SWIFT) run -c release hail-bench soak

# One-line mutants of scripts/mutants/mutants.tsv, each alone in a scratch copy: none may survive.
mutants: setup map
	bash scripts/mutants/run.sh

# Tests/Corpus holds real sources as their authors formatted them: not ours to reflow.
OUR_TESTS := $(filter-out Tests/Corpus,$(wildcard Tests/*))

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources $(OUR_TESTS)
	python3 scripts/check-imports.py

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources $(OUR_TESTS)

clean:
	rm -rf .build
