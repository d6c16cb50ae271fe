#!/usr/bin/env bash
# Builds each real source of Tests/Corpus against the engine, one target at a time, those marked
# as not compiling too; prints `corpus <name> compiles|fails`, then `corpus compiles K of N`.
# Exits 1 if Package.swift's `corpusSources` says otherwise for any of them.
set -u
cd "$(dirname "$0")/.."
swift=${SWIFT:-swift}
total=0
compiling=0
mismatches=0
for folder in Tests/Corpus/*/; do
  name=$(basename "$folder")
  total=$((total + 1))
  if HAIL_CORPUS_ALL=1 "$swift" build --target "Corpus$name" >/dev/null 2>&1; then
    result=compiles
    compiling=$((compiling + 1))
  else
    result=fails
  fi
  echo "corpus $name $result"
  if grep -Eq "CorpusSource\(name: \"$name\", compiles: true[,)]" Package.swift; then listed=compiles; else listed=fails; fi
  if [ "$listed" != "$result" ]; then
    echo "corpus $name: Package.swift lists it as $listed" >&2
    mismatches=$((mismatches + 1))
  fi
done
echo "corpus compiles $compiling of $total"
[ "$mismatches" -eq 0 ]
