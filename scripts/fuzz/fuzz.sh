#!/usr/bin/env bash
# `make fuzz`: builds the libFuzzer targets in Fuzz/Targets over the package's OpenStreetMap module
# and HailHarness's replay parser, then runs each for FUZZ_SECONDS (60 by default) from the seeds in
# Fuzz/Corpus (and the replays in Tests/HailAppTests/Replays; the map seeds are the PBF seeds
# imported with this build, so they follow the .hailmap format). Fails on any crash, leak, timeout
# (10 s for one input) or allocation past 2 GB; a failing input is kept in .build/fuzz/findings.
#
# How the targets are built: SwiftPM cannot link a libFuzzer binary (libFuzzer brings its own
# `main`), so swiftc compiles the module's sources directly with -sanitize=fuzzer,address into a
# static library and a .swiftmodule, and each target is one small file compiled against it with
# -parse-as-library and an @_cdecl("LLVMFuzzerTestOneInput") entry.
set -euo pipefail
cd "$(dirname "$0")/../.."

SECONDS_EACH=${FUZZ_SECONDS:-60}
TARGETS=${FUZZ_TARGETS:-"pbf-import map-queries replay-parser"}
OUT=.build/fuzz
mkdir -p "$OUT/lib" "$OUT/findings"
FLAGS=(-sanitize=fuzzer,address -parse-as-library -swift-version 6 -O -g
  -I Sources/CReadOSM -I Sources/CZlib -I Sources/COpenCC -Xcc -I/usr/include/opencc -Xcc -Wno-everything)
LIBS=(-lreadosm -lz -lopencc)

build_library() {
  local sources
  mapfile -t sources < <(find Sources/OpenStreetMap -name '*.swift' | sort)
  swiftc "${FLAGS[@]}" -module-name OpenStreetMap -emit-module -emit-module-path "$OUT/lib/OpenStreetMap.swiftmodule" \
    -emit-library -static -o "$OUT/lib/libOpenStreetMap.a" "${sources[@]}" 2> >(grep -v "Cannot export local symbol" >&2)
}

build_target() {
  local name=$1
  shift
  swiftc "${FLAGS[@]}" -I "$OUT/lib" -module-name "$(echo "$name" | tr -d '-')Fuzz" "$@" Fuzz/Targets/FuzzScratch.swift \
    "$OUT/lib/libOpenStreetMap.a" "${LIBS[@]}" -o "$OUT/$name" 2> >(grep -v "Cannot export local symbol" >&2)
}

seed() {
  local name=$1
  shift
  mkdir -p "$OUT/corpus/$name"
  for folder in "$@"; do cp "$folder"/* "$OUT/corpus/$name/"; done
}

echo "fuzz: building the targets (swiftc -sanitize=fuzzer,address)"
build_library
build_target pbf-import Fuzz/Targets/PBFImport.swift
build_target map-queries Fuzz/Targets/MapFileQueries.swift
build_target replay-parser Fuzz/Targets/ReplayParser.swift Sources/HailHarness/Replay/ReplayScript.swift

seed pbf-import Fuzz/Corpus/pbf
seed replay-parser Fuzz/Corpus/replay Tests/HailAppTests/Replays
mkdir -p "$OUT/map-seeds"
swift build --product hail >/dev/null
for pbf in Fuzz/Corpus/pbf/*.osm.pbf; do
  .build/debug/hail import "$pbf" -o "$OUT/map-seeds/$(basename "$pbf" .osm.pbf).hailmap" >/dev/null
done
seed map-queries "$OUT/map-seeds"

status=0
for target in $TARGETS; do
  log="$OUT/$target.log"
  echo "fuzz: $target for $SECONDS_EACH s"
  if "$OUT/$target" "$OUT/corpus/$target" -max_total_time="$SECONDS_EACH" -timeout=10 -rss_limit_mb=4096 \
    -malloc_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$OUT/findings/$target-" >"$log" 2>&1; then
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$')
    coverage=$(grep -E '^#[0-9]+' "$log" | tail -1 | grep -o 'cov: [0-9]* ft: [0-9]*')
    echo "fuzz.$target.executions $runs runs"
    echo "fuzz.$target.coverage ${coverage:-?} (edges, features)"
    echo "fuzz.$target.corpus $(ls "$OUT/corpus/$target" | wc -l) inputs"
  else
    echo "fuzz: $target FAILED (log: $log; input: $OUT/findings/$target-*)"
    grep -E 'ERROR|==[0-9]+==|Fatal error|SUMMARY' "$log" | head -5
    status=1
  fi
done
exit $status
