#!/usr/bin/env bash
# `make mutants`: applies each one-line mutant of mutants.tsv alone to a scratch copy of the
# repository (.build/mutants/work, built in place once, then incrementally), builds it and runs the
# mutant's own test filter (its module's suites: seconds). A subset of the tests can only kill a
# mutant, never clear it, so one the filter lets through then meets the whole suite and the window
# test, as `make test` runs them; a mutant that passes those too SURVIVED, and the run fails.
# MUTANTS_RANGE=N-M runs only lines N to M of the list (1-based, comments skipped); several ranges
# or single numbers may be joined with commas (MUTANTS_RANGE=5,9,25-31). One line per mutant goes to
# stdout and to .build/mutants/results.tsv (number, verdict, file, from, to).
set -euo pipefail
cd "$(dirname "$0")/../.."
WORK=.build/mutants/work
LOG=.build/mutants/log
# The sources as they were when the run began: each mutant is applied to (and undone from) this copy,
# so the run tests one tree even while the worktree is edited during its hours.
SOURCE=.build/mutants/source
mkdir -p "$WORK" "$LOG" "$SOURCE"
rsync -a --delete --exclude .build --exclude .git --exclude out ./ "$SOURCE/"
rsync -a --delete --exclude .build "$SOURCE/" "$WORK/"
echo "mutants: building the scratch copy"
(cd "$WORK" && swift build --build-tests >"../build.log" 2>&1 && swift build --product hail >>"../build.log" 2>&1)

mapfile -t MUTANTS < <(grep -v '^#' "$SOURCE/scripts/mutants/mutants.tsv" | grep .)
NUMBERS=()
IFS=, read -ra RANGES <<<"${MUTANTS_RANGE:-1-${#MUTANTS[@]}}"
for range in "${RANGES[@]}"; do
  for ((i = ${range%-*}; i <= ${range#*-}; i++)); do NUMBERS+=("$i"); done
done
RESULTS=.build/mutants/results.tsv
: >"$RESULTS"
survived=0
caught=0
for i in "${NUMBERS[@]}"; do
  IFS=$'\t' read -r file from to filter <<<"${MUTANTS[$((i - 1))]}"
  cp "$SOURCE/$file" "$WORK/$file"
  python3 - "$WORK/$file" "$from" "$to" <<'PY'
import sys
path, old, new = sys.argv[1:]
text = open(path).read()
assert text.count(old) == 1, f"{path}: the mutant's text must occur once"
open(path, "w").write(text.replace(old, new))
PY
  verdict=SURVIVED
  if ! (cd "$WORK" && swift build --build-tests >"../log/$i.build" 2>&1); then
    verdict="caught (does not build)"
  elif ! (cd "$WORK" && timeout 1200 swift test --skip-build --filter "$filter" >"../log/$i.test" 2>&1); then
    verdict=caught
  elif ! (cd "$WORK" && timeout 2400 swift test --skip-build >"../log/$i.all" 2>&1); then
    verdict="caught (by the whole suite, not by $filter)"
  elif ! (cd "$WORK" && timeout 600 bash scripts/window-test.sh >"../log/$i.window" 2>&1); then
    verdict="caught (by the window test)"
  fi
  cp "$SOURCE/$file" "$WORK/$file"
  if [ "$verdict" = SURVIVED ]; then survived=$((survived + 1)); else caught=$((caught + 1)); fi
  echo "mutant $i: $verdict — $file: '$from' → '$to' ($filter)"
  printf '%s\t%s\t%s\t%s\t%s\n' "$i" "$verdict" "$file" "$from" "$to" >>"$RESULTS"
done
echo "mutants: $caught caught, $survived survived"
# Leave the scratch build matching the source again for the next run.
(cd "$WORK" && swift build --build-tests >/dev/null 2>&1) || true
[ "$survived" -eq 0 ]
