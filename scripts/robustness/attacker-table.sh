#!/usr/bin/env bash
# Issue 15's table ("Tried as an attacker would"), re-run against a built `hail` (HAIL, by default
# .build/debug/hail): each case's command, exit status, wall time and stderr. Every case should be a
# clean refusal (one `hail: ` line, status 2, or 1 for a search that finds nothing) or, for a CRLF
# replay and the 24 h cap, a run that finishes. Not part of `make test` (CommandLineRobustnessTests
# pins each row there); run it by hand after changing the command line.
set -uo pipefail
REPO=$(cd "$(dirname "$0")/../.." && pwd)
HAIL=${HAIL:-$REPO/.build/debug/hail}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cd "$T"
ln -s "$REPO/tariffs" tariffs
mkdir data && ln -s "$REPO/data/helsinki.hailmap" data/helsinki.hailmap
try() {
  local label=$1
  shift
  local start end status
  start=$(date +%s.%N)
  timeout 300 "$@" >out.txt 2>err.txt
  status=$?
  end=$(date +%s.%N)
  printf '### %s\n$ %s\nstatus %s, %.2f s wall, stdout %s lines, stderr %s lines:\n' "$label" "$*" "$status" \
    "$(echo "$end - $start" | bc)" "$(wc -l <out.txt)" "$(wc -l <err.txt)"
  sed 's/^/    /' err.txt | head -5
}
cp "$REPO/data/Helsinki.osm.pbf" same.osm.pbf
before=$(sha256sum same.osm.pbf | cut -c1-16)
ln same.osm.pbf hard.osm.pbf
ln -s same.osm.pbf link.hailmap
try "import -o its input" "$HAIL" import same.osm.pbf -o same.osm.pbf
try "import -o a hard link to its input" "$HAIL" import same.osm.pbf -o hard.osm.pbf
try "import -o a symbolic link to its input" "$HAIL" import same.osm.pbf -o link.hailmap
echo "    the extract's sha256: $before before, $(sha256sum same.osm.pbf | cut -c1-16) after"
printf '{"t": 1e308, "snapshot": "a"}\n' >t1e308.jsonl
try "replay t = 1e308" "$HAIL" replay t1e308.jsonl --out out-a
printf '{"t": 1e6, "snapshot": "a"}\n' >t1e6.jsonl
try "replay t = 1e6" "$HAIL" replay t1e6.jsonl --out out-b
python3 -c 'print("{\"t\": 0, \"snapshot\": \"first\"}\n{\"t\": 0.5, \"snapshot\": \"" + "名" * 100 + "\"}")' >names.jsonl
try "replay, its second name 100 CJK characters" "$HAIL" replay names.jsonl --out out-c
echo "    out-c: $([ -e out-c ] && echo "$(ls -A out-c | wc -l) files" || echo absent)"
printf '{"t": 0, "snapshot": "first"}\n{"t": 0.5, "snapshot": "../escape"}\n' >traversal.jsonl
try "replay, a name ../escape" "$HAIL" replay traversal.jsonl --out out-d
echo "    out-d: $([ -e out-d ] && echo present || echo absent); escape.json: $([ -e escape.json ] && echo present || echo absent)"
printf '{"t": 0.5, "snapshot": "a"}\r\n{"t": 1, "snapshot": "b"}\r\n' >crlf.jsonl
try "replay with CRLF line ends" "$HAIL" replay crlf.jsonl --out out-e
echo "    out-e: $(ls out-e 2>/dev/null | tr '\n' ' ')"
for value in 0 -1 1e308 0x2; do
  try "run --scale $value" "$HAIL" run --scale "$value" --screenshot s.png
  try "replay --scale $value" "$HAIL" replay crlf.jsonl --out out-f --scale "$value"
  try "demo --scale $value" "$HAIL" demo --scale "$value" --out d.gif
done
try "route --from 0x3C,0x18" "$HAIL" route --from 0x3C,0x18 --to 60.17,24.94
try "route --from 60.17,0x18" "$HAIL" route --from 60.17,0x18 --to 60.17,24.94
try 'search ""' "$HAIL" search ""
try "search with no result" "$HAIL" search Xyzzyplugh
head -c 600000 "$REPO/data/Helsinki.osm.pbf" >cut.osm.pbf
try "import an extract cut at 600 KB" "$HAIL" import cut.osm.pbf -o x.hailmap
mkdir dir.osm.pbf
try "import a directory" "$HAIL" import dir.osm.pbf -o x.hailmap
echo 'not a PBF' >text.osm.pbf
try "import a text file" "$HAIL" import text.osm.pbf -o x.hailmap
: >empty.osm.pbf
try "import an empty file" "$HAIL" import empty.osm.pbf -o x.hailmap
try "import a missing file" "$HAIL" import missing.osm.pbf -o x.hailmap
python3 -c "
import sys
data = open('$REPO/Fuzz/Corpus/pbf/roads-raw.osm.pbf', 'rb').read()
open('feature.osm.pbf', 'wb').write(data.replace(b'OsmSchema-V0.6', b'OsmSchema-V9.9', 1))"
try "import an extract requiring an unknown feature" "$HAIL" import feature.osm.pbf -o x.hailmap
ln -s /proc/self/mem mem.osm.pbf
try "import a file that fails to read (EIO)" "$HAIL" import mem.osm.pbf -o x.hailmap
python3 - "$REPO/data/Helsinki.osm.pbf" <<'PY'
import random, sys
data = bytearray(open(sys.argv[1], 'rb').read())
random.seed(15)
for i in range(5):
    copy = bytearray(data)
    copy[random.randrange(len(copy))] ^= 1 << random.randrange(8)
    open(f'flip{i}.osm.pbf', 'wb').write(copy)
PY
for i in 0 1 2 3 4; do try "import an extract with one bit flipped ($i)" "$HAIL" import "flip$i.osm.pbf" -o x.hailmap; done
echo "    x.hailmap: $([ -e x.hailmap ] && echo present || echo absent); partial files: $(ls -A | grep -c partial)"
