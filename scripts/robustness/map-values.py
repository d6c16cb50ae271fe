#!/usr/bin/env python3
"""The last row of issue 15's table, re-run: "map files that pass the CRC with one value changed".
Usage: map-values.py HAIL MAP COUNT [SEED]. Makes COUNT copies of MAP, each with one value of one
section (at its first, middle, last or a random element) set to 0, 1, an extreme of its width or a
random value, and every CRC made to match again (MapFile.swift's layout); each is opened by two
searches, a reverse geocode, two routes and a screenshot under a 4 GB address-space limit. Prints
how many runs ended how, and every run that was neither exit 0 nor one `hail: ` line with status 1
or 2 (a crash, a trap, an allocation failure, a hang past 120 s). Run from the repository (`run`
reads tariffs/); not part of `make test`."""
import collections, os, random, struct, subprocess, sys, tempfile, time, zlib
HAIL, SRC, COUNT = sys.argv[1], sys.argv[2], int(sys.argv[3])
random.seed(int(sys.argv[4]) if len(sys.argv) > 4 else 15)
SCRATCH = tempfile.mkdtemp()
base = bytearray(open(SRC, 'rb').read())
_, ver, n, table, _, _ = struct.unpack_from('<8sIIQII', base, 0)
sections = [struct.unpack_from('<QQII', base, table + i * 24) for i in range(n)]
def restamp(b):
    for i, (off, cnt, size, _) in enumerate(sections):
        struct.pack_into('<I', b, table + i * 24 + 20, zlib.crc32(b[off:off + cnt * size]) & 0xffffffff)
    struct.pack_into('<I', b, 24, zlib.crc32(b[table:]) & 0xffffffff)
values = {1: [0xff, 0x80, 0x7f, 0], 2: [0xffff, 0x8000, 0x7fff, 0], 4: [0xffffffff, 0x80000000, 0x7fffffff, 0, 1],
          8: [0xffffffffffffffff, 0x8000000000000000, 0x7fffffffffffffff, 0, 1 << 40]}
fmt = {1: '<B', 2: '<H', 4: '<I', 8: '<Q'}
def mutant():
    i = random.randrange(n)
    off, cnt, size, _ = sections[i]
    if cnt == 0: return None
    word = min(size, 8) if size in (1, 2, 4, 8) else random.choice([4, 8] if size % 8 == 0 else [4])
    index = random.choice([0, cnt // 2, cnt - 1, random.randrange(cnt)])
    at = off + index * size + random.randrange(size // word) * word
    value = random.choice(values[word] + [random.randrange(1 << (8 * word))])
    b = bytearray(base)
    if struct.unpack_from(fmt[word], b, at)[0] == value: return None
    struct.pack_into(fmt[word], b, at, value)
    restamp(b)
    return b, f'section {i} (size {size}) element {index} word at +{at - off - index * size}: {value:#x}'
commands = [['search', 'Kamppi', '--limit', '3'], ['search', 'a', '--near', '60.1699,24.9384'],
            ['geocode', '60.1699,24.9384'], ['route', '--from', '60.1699,24.9384', '--to', '60.1720,24.9330'],
            ['route', '--from', '60.1680,24.9350', '--to', '60.1690,24.9440', '--json'],
            ['run', '--screenshot', os.path.join(SCRATCH, 'shot.png')]]
tally = collections.Counter(); bad = []; worst = 0.0; path = os.path.join(SCRATCH, 'mutant.hailmap')
done = 0
while done < COUNT:
    m = mutant()
    if m is None: continue
    b, what = m; open(path, 'wb').write(b); done += 1
    for c in commands:
        start = time.time()
        p = subprocess.run(['bash', '-c', 'ulimit -v 4000000; exec "$@"', '-', HAIL] + c + ['--map', path],
                           capture_output=True, timeout=120)
        wall = time.time() - start; worst = max(worst, wall)
        err = p.stderr.decode(errors='replace')
        lines = err.strip().split('\n') if err.strip() else []
        ok = p.returncode == 0 or (p.returncode in (1, 2) and len(lines) == 1 and lines[0].startswith('hail: '))
        kind = 'exit 0' if p.returncode == 0 else (f'refused {p.returncode}: ' + (lines[0].split(': ')[-1] if ok else '?'))
        tally[kind if ok else f'BAD status {p.returncode}'] += 1
        if not ok: bad.append((what, c, p.returncode, err[-400:]))
os.remove(path)
if os.path.exists(os.path.join(SCRATCH, 'shot.png')): os.remove(os.path.join(SCRATCH, 'shot.png'))
os.rmdir(SCRATCH)
print(f'{COUNT} mutant maps x {len(commands)} commands; slowest run {worst:.1f} s')
for k, v in tally.most_common(): print(f'  {v:5d}  {k}')
for what, c, rc, err in bad: print('BAD', what, c, rc, err.replace('\n', ' | '))
