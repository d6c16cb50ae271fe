# The two commands a user needs: `make run` and `make test`. Both install what they need first.
SWIFT ?= swift

.PHONY: setup map build run test bench lint format clean

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

bench: setup
	$(SWIFT) run -c release hail-bench engine

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests
	python3 scripts/check-imports.py

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests

clean:
	rm -rf .build
