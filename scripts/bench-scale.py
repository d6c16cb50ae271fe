#!/usr/bin/env python3
"""The map at scale (`make bench-scale`): the same figures on 1×, 3 × 3 and 10 × 10 tilings.

Tiles data/Helsinki.osm.pbf N × N (scripts/tile-extract.py, pyosmium in .build/tools/osmium-venv),
then on each tiling runs a release `hail`: `import` (wall time and peak memory of the process),
`benchmark-map --map` (map open, resident memory after open, search, geocode, route, travel times),
`benchmark-map-render --map --center` (cold phone viewport, warm pan, labels) on the railway
station of the middle copy, so every size draws the same streets, and Mapnik's cold render of
that station viewport from the same extract (scripts/mapnik-export.py, scripts/mapnik-render.py;
PyPI mapnik in .build/tools/mapnik-venv) with ours over it in CPU time and in wall time (ours draws
its tiles on both cores, Mapnik on one; the two run in `RENDER_PAIRS` pairs, each figure the median
of the runs and each ratio the median of the pairs'), and `hail run --map --screenshot` with
`HAIL_STARTUP_TIMING=1` (start to the app's first frame, wall and CPU time, median of three).
Our cold render runs again on a phone screen inside the middle copy's box (`--across`,
`render.cold.inside`): the 1× phone viewport at the station runs past the extract, so only this
figure draws the same at every size.
Prints `scale.NxN.figure value unit` lines, then each figure's growth from 1×
(`scale.growth.NxN.figure ratio x`, beside the data's own growth), writes them to
.build/scale/results.tsv and draws .build/scale/bench-scale.png with `hail benchmark-chart` (the
project's CoreGraphics).

    scripts/bench-scale.py [--sizes 1,3,10] [--hail .build/release/hail]
    scripts/bench-scale.py --tile N     (only make the N × N tiling; `make bench-routing` uses it)
"""

import argparse
import math
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
VENV = REPO / ".build" / "tools" / "osmium-venv"
WORK = REPO / ".build" / "scale"
SOURCE = REPO / "data" / "Helsinki.osm.pbf"
OSMIUM_VERSION = "4.3.2"
# Mapnik, the renderer drawn side by side with ours (PyPI wheels bundle its plugins and fonts).
MAPNIK_VENV = REPO / ".build" / "tools" / "mapnik-venv"
MAPNIK_VERSION = "4.3.2"
# Helsinki's railway station, where the render benchmark centres (as `hail benchmark-map-render`).
STATION = (60.1710, 24.9414)
# How many pairs of runs of our render benchmark and Mapnik's on each size, in turn: the machine's
# speed swings within a minute, and one run of each a few seconds apart gave ratios of 0.47–0.62.
RENDER_PAIRS = 3
# The screen inside the extract's box: its width at most this share of the box's, its height at
# most this share of the box's height. `hail benchmark-map-render` draws an iPhone 15's 393 × 852
# points and fits the square region it is given to the screen's width (`RenderSession`), so the
# ground shown is `--across` wide and 852 / 393 of that tall.
INSIDE_SHARE = 0.9
SCREEN_ASPECT = 852 / 393
# Runs of the render on that screen; the figure is their median.
INSIDE_RUNS = 3
# Metres a degree of latitude, as `MKCoordinateRegion(latitudinalMeters:)` counts them (the WGS 84
# meridian's mean); a degree of longitude is that times the latitude's cosine.
METRES_PER_DEGREE = 111_132.954
# The figures charted and compared: (name in the commands' output, name here).
FIGURES = [
    ("map.load", "open"), ("map.load.verified", "open.verified"), ("map.load.rss", "open.rss"), ("map.search.p50", "search.p50"),
    ("map.geocode.p50", "geocode.p50"), ("map.geocode.cpu.mean", "geocode.cpu"), ("map.route.p50", "route.p50"),
    ("map.search.bigram-intersect.p50", "search.bigram-intersect.p50"),
    ("map.search.bigram-merge.p50", "search.bigram-merge.p50"),
    ("map.travel-times.50-to-1.p50", "travel-times.p50"), ("map.render.cold", "render.cold"),
    ("map.render.cold.cpu", "render.cold.cpu"),
    ("map.render.pan", "render.pan"), ("map.render.labels", "render.labels"),
]


def ensure_venv():
    """Re-runs this script inside the virtual environment with pyosmium installed."""
    python = VENV / "bin" / "python"
    if Path(sys.prefix).resolve() == VENV.resolve():
        return
    if not python.exists():
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
    if subprocess.run([str(python), "-c", "import osmium"], capture_output=True).returncode != 0:
        print(f"bench-scale: installing osmium {OSMIUM_VERSION} into {VENV}", file=sys.stderr)
        subprocess.run([str(python), "-m", "pip", "install", "-q", f"osmium=={OSMIUM_VERSION}"], check=True)
    os.execv(str(python), [str(python), __file__] + sys.argv[1:])


def tiling(n):
    """The N × N extract, made once (remade when the source or the tiling script changes)."""
    WORK.mkdir(parents=True, exist_ok=True)
    target = WORK / f"helsinki-{n}x{n}.osm.pbf"
    script = REPO / "scripts" / "tile-extract.py"
    newest = max(SOURCE.stat().st_mtime, script.stat().st_mtime)
    if not target.exists() or target.stat().st_mtime < newest:
        print(f"bench-scale: tiling {n} × {n}", file=sys.stderr)
        # Named .osm.pbf (pyosmium picks the format by the name), renamed once complete.
        partial = WORK / f"helsinki-{n}x{n}.partial.osm.pbf"
        subprocess.run([sys.executable, str(script), str(SOURCE), str(n), str(partial)], check=True)
        os.replace(partial, target)
    return target


def run(command):
    """Runs a command; returns its output, wall seconds, peak resident memory in MB and CPU seconds
    (user and system, all threads: the figure to trust when other work shares the machine)."""
    start = time.monotonic()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.monotonic() - start
    output, errors = process.stdout.read(), process.stderr.read()
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"bench-scale: {' '.join(command)} failed:\n{errors[-2000:]}")
    return output, elapsed, usage.ru_maxrss / 1000, usage.ru_utime + usage.ru_stime


def decoders(hail):
    """The PBF decoders timed side by side: Hail's own (`hail benchmark-decode`, what `hail import`
    reads with), and scripts/decode's counting programs, built once: libosmium (Debian
    libosmium2-dev, which inflates and parses blocks on a thread pool) and readosm (what `hail
    import` read PBF with before issue 15's decoder; it still reads `.osm` XML)."""
    source = REPO / "scripts" / "decode"
    built = {"hail": [hail, "benchmark-decode"]}
    for name, command in [
        ("libosmium", ["g++", "-O2", "-std=c++17", "-o", "{out}", str(source / "osmium-count.cpp"),
                       "-lz", "-lbz2", "-lexpat", "-lpthread"]),
        ("readosm", ["cc", "-O2", "-o", "{out}", str(source / "readosm-count.c"), "-lreadosm"]),
    ]:
        program = WORK / f"{name}-count"
        sources = [Path(part) for part in command if part.startswith(str(source))]
        if not program.exists() or program.stat().st_mtime < max(p.stat().st_mtime for p in sources):
            subprocess.run([part.format(out=program) for part in command], check=True)
        built[name] = [str(program)]
    return built


def counts(output):
    """A counting program's `N nodes N ways …` line as {"nodes": N, …}."""
    words = output.split()
    return {words[i + 1]: int(words[i]) for i in range(0, len(words) - 1, 2)}


def median_figures(runs, required):
    """The median of each figure over `runs` (dicts as `figures` makes), for those all of them have;
    exits naming a `required` figure some run lacks."""
    names = set.intersection(*(set(run) for run in runs))
    for name in required:
        if name not in names:
            sys.exit(f"bench-scale: a render run printed no {name}")
    return {name: (statistics.median(run[name][0] for run in runs), runs[0][name][1]) for name in names}


def paired_ratio(ours, theirs, figure, their_figure):
    """The median over the pairs of runs of ours over theirs: each pair ran within seconds, at one
    speed of the machine, which two medians taken apart would not keep."""
    return statistics.median(a[figure][0] / b[their_figure][0] for a, b in zip(ours, theirs))


def figures(output):
    """`name value unit` lines as {name: (value, unit)}."""
    result = {}
    for line in output.splitlines():
        parts = line.split()
        if len(parts) == 3:
            try:
                result[parts[0]] = (float(parts[1]), parts[2])
            except ValueError:
                pass
    return result


def first_frame(hail, hailmap, name):
    """`hail run` on the map to its first frame (StartupTiming's line): wall and CPU milliseconds,
    each the median of three runs, with a data directory of its own (no recents or history)."""
    walls, cpus = [], []
    for _ in range(3):
        command = [hail, "run", "--map", str(hailmap), "--data-dir", str(WORK / "run-data"),
                   "--screenshot", str(WORK / f"first-frame-{name}.png")]
        process = subprocess.run(command, capture_output=True, text=True,
                                 env=dict(os.environ, HAIL_STARTUP_TIMING="1"))
        if process.returncode != 0:
            sys.exit(f"bench-scale: {' '.join(command)} failed:\n{process.stderr[-2000:]}")
        line = next(l for l in process.stderr.splitlines() if l.startswith("hail-startup "))
        fields = dict(part.split("=") for part in line.split()[1:] if "=" in part)
        walls.append(float(fields["first-frame"]))
        cpus.append(float(fields["first-frame-cpu-ms"]))
    return {"first-frame": (sorted(walls)[1], "ms"), "first-frame.cpu": (sorted(cpus)[1], "ms")}


def mapnik_python():
    """The virtual environment's Python with PyPI mapnik, installed once."""
    python = MAPNIK_VENV / "bin" / "python"
    if not python.exists():
        subprocess.run([sys.executable, "-m", "venv", str(MAPNIK_VENV)], check=True)
    if subprocess.run([str(python), "-c", "import mapnik"], capture_output=True).returncode != 0:
        print(f"bench-scale: installing mapnik {MAPNIK_VERSION} into {MAPNIK_VENV}", file=sys.stderr)
        subprocess.run([str(python), "-m", "pip", "install", "-q", f"mapnik=={MAPNIK_VERSION}"], check=True)
    return python


def mapnik_layers(extract, name):
    """The directory of scripts/mapnik-export.py's layers of `extract`, spatially indexed by
    `mapnik-index`, made once per tiling."""
    python = mapnik_python()
    directory = WORK / f"mapnik-{name}"
    layers = [directory / f"{layer}.geojson" for layer in ("roads", "rail", "areas")]
    indexes = [layer.with_name(layer.name + ".index") for layer in layers]
    if not all(index.exists() and index.stat().st_mtime >= extract.stat().st_mtime for index in indexes):
        print(f"bench-scale: exporting {extract.name} for Mapnik", file=sys.stderr)
        subprocess.run([sys.executable, str(REPO / "scripts" / "mapnik-export.py"), str(extract), str(directory)],
                       check=True)
        package = Path(subprocess.run([str(python), "-c", "import mapnik, os; print(os.path.dirname(mapnik.__file__))"],
                                      capture_output=True, text=True, check=True).stdout.strip())
        subprocess.run([str(package / "bin" / "mapnik-index"), "--files"] + [str(layer) for layer in layers],
                       check=True, capture_output=True, env=dict(os.environ, LD_LIBRARY_PATH=str(package / "lib")))
    return directory


def mapnik_render(directory, name, center):
    """Mapnik's cold render of the same viewport from `mapnik_layers`' directory, and the figures
    scripts/mapnik-render.py prints."""
    output, _, _, _ = run([str(mapnik_python()), str(REPO / "scripts" / "mapnik-render.py"), str(directory), center,
                           str(WORK / f"mapnik-{name}.png")])
    return figures(output)


def inside_across(west, south, east, north, latitude):
    """The metres across a phone screen inside a copy of the extract's box (west, south, east, north
    in degrees) centred at `latitude` shows: `INSIDE_SHARE` of the box's width, or less where its
    height allows less."""
    wide = (east - west) * METRES_PER_DEGREE * math.cos(math.radians(latitude))
    tall = (north - south) * METRES_PER_DEGREE
    return INSIDE_SHARE * min(wide, tall / SCREEN_ASPECT)


def inside_center(west, south, east, north, middle):
    """The middle of copy (`middle`, `middle`)'s box in a tiling of the extract's box, as (latitude,
    longitude)."""
    return (south + north) / 2 + middle * (north - south), (west + east) / 2 + middle * (east - west)


def box(path):
    import osmium
    lons, lats = [], []
    for node in osmium.FileProcessor(str(path), osmium.osm.NODE):
        if node.location.valid():
            lons.append(node.location.lon)
            lats.append(node.location.lat)
    return min(lons), min(lats), max(lons), max(lats)


def main():
    ensure_venv()
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="1,3,10")
    parser.add_argument("--hail", default=str(REPO / ".build" / "release" / "hail"))
    parser.add_argument("--tile", type=int)
    args = parser.parse_args()
    if args.tile:
        print(tiling(args.tile))
        return
    sizes = [int(x) for x in args.sizes.split(",")]
    west, south, east, north = box(SOURCE)
    WORK.mkdir(parents=True, exist_ok=True)
    programs = decoders(args.hail)
    rows = []
    results = {}
    for n in sizes:
        extract = tiling(n)
        name = f"{n}x{n}"
        hailmap = WORK / f"helsinki-{name}.hailmap"
        output, seconds, peak, cpu = run([args.hail, "import", str(extract), "-o", str(hailmap)])
        measured = {"import": (seconds, "s"), "import.cpu": (cpu, "s"), "import.peak": (peak, "MB"),
                    "pbf": (extract.stat().st_size / 1e6, "MB"), "hailmap": (hailmap.stat().st_size / 1e6, "MB")}
        # The decoders alone, side by side on the same file (wall time: libosmium's pool counts).
        counted = {}
        for decoder, program in programs.items():
            output, seconds, peak, cpu = run(program + [str(extract)])
            counted[decoder] = counts(output)
            measured[f"decode.{decoder}"] = (seconds, "s")
            measured[f"decode.{decoder}.cpu"] = (cpu, "s")
            measured[f"decode.{decoder}.peak"] = (peak, "MB")
        # Hail counts no tags (it drops editor bookkeeping keys); what all three count must agree.
        shared = set.intersection(*(set(found) for found in counted.values()))
        if len({tuple(found[key] for key in sorted(shared)) for found in counted.values()}) != 1:
            sys.exit(f"bench-scale: the decoders disagree on {extract}: {counted}")
        for other in ("libosmium", "readosm"):
            measured[f"decode.hail-over-{other}.cpu"] = (
                measured["decode.hail.cpu"][0] / measured[f"decode.{other}.cpu"][0], "x")
        output, _, _, _ = run([args.hail, "benchmark-map", "--map", str(hailmap)])
        found = figures(output)
        middle = n // 2
        center = f"{STATION[0] + middle * (north - south):.6f},{STATION[1] + middle * (east - west):.6f}"
        # Mapnik on the same viewport in the same run, in pairs with ours (`RENDER_PAIRS`, which goes
        # first alternating): its cold render and ours over it, in CPU time (the work) and in wall
        # time (what a user waits: ours draws tiles on both cores, Mapnik one), the median of the
        # pairs' ratios.
        layers = mapnik_layers(extract, name)
        ours, theirs = [], []
        for pair in range(RENDER_PAIRS):
            for turn in ((0, 1) if pair % 2 == 0 else (1, 0)):
                if turn == 0:
                    render, _, _, _ = run(
                        [args.hail, "benchmark-map-render", "--map", str(hailmap), "--center", center])
                    ours.append(figures(render))
                else:
                    theirs.append(mapnik_render(layers, name, center))
        found.update(median_figures(ours, ["map.render.cold", "map.render.cold.cpu"]))
        latitude, longitude = inside_center(west, south, east, north, middle)
        across = inside_across(west, south, east, north, latitude)
        inside = [figures(run([args.hail, "benchmark-map-render", "--map", str(hailmap), "--center",
                               f"{latitude:.6f},{longitude:.6f}", "--across", f"{across:.0f}"])[0])
                  for _ in range(INSIDE_RUNS)]
        measured["render.cold.inside"] = median_figures(inside, ["map.render.cold"])["map.render.cold"]
        drawn = median_figures(theirs, ["mapnik.render.cold", "mapnik.render.cold.cpu"])
        measured.update(first_frame(args.hail, hailmap, name))
        measured["mapnik.render.cold"] = drawn["mapnik.render.cold"]
        measured["mapnik.render.cold.cpu"] = drawn["mapnik.render.cold.cpu"]
        measured["render.cold.cpu-over-mapnik"] = (
            paired_ratio(ours, theirs, "map.render.cold.cpu", "mapnik.render.cold.cpu"), "x")
        measured["render.cold.over-mapnik"] = (
            paired_ratio(ours, theirs, "map.render.cold", "mapnik.render.cold"), "x")
        for source, figure in FIGURES:
            if source in found:
                measured[figure] = found[source]
        results[n] = measured
        for figure, (value, unit) in measured.items():
            print(f"scale.{name}.{figure} {value:.3f} {unit}", flush=True)
            rows.append(f"{n * n}\t{figure}\t{value}\t{unit}")
    base = results.get(sizes[0])
    for n in sizes[1:]:
        for figure, (value, unit) in results[n].items():
            if base and figure in base and base[figure][0] > 0:
                print(f"scale.growth.{n}x{n}.{figure} {value / base[figure][0]:.2f} x")
        print(f"scale.growth.{n}x{n}.data {(n * n) / (sizes[0] ** 2):.2f} x")
    table = WORK / "results.tsv"
    table.write_text("\n".join(rows) + "\n")
    chart = WORK / "bench-scale.png"
    charted = [row for row in rows if row.split("\t")[3] in ("s", "ms", "us", "MB")
               and row.split("\t")[1] not in ("pbf", "hailmap")]
    (WORK / "chart.tsv").write_text("\n".join(charted) + "\n")
    subprocess.run([args.hail, "benchmark-chart", str(WORK / "chart.tsv"), str(chart)], check=True)
    print(f"bench-scale: figures in {table}, chart in {chart}", file=sys.stderr)


if __name__ == "__main__":
    main()
