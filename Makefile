# The two commands a user needs: `make run` and `make test`. Both install what they need first.
SWIFT ?= swift

.PHONY: setup build run test bench lint format clean

setup:
	@bash scripts/setup.sh

build: setup
	$(SWIFT) build

run: setup
	$(SWIFT) run hail run

test: setup
	$(SWIFT) test
	bash scripts/window-test.sh

bench: setup
	$(SWIFT) run -c release hail-bench engine

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests

clean:
	rm -rf .build
