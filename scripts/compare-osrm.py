#!/usr/bin/env python3
"""Compares Hail's car routes with OSRM's on the same extract (`make compare-osrm`).

Installs PyPI's osrm-bindings into a virtual environment (CPython >= 3.12, the wheel's abi3 floor),
preprocesses the extract with OSRM's stock car profile (extract + contract: CH), draws N seeded
random pairs of road points (a uniform point in the extract's box, moved onto the nearest road by
OSRM's `nearest`), routes each pair with OSRM and with `hail route --pairs … --json`, and prints the
agreement as `name value unit` lines: routes found by one and not the other, the share of pairs whose
lengths agree within 5 % (and 20 %), the median ratio of durations, and each router's median query
time, side by side. With `--import` it first imports the extract into `--map` with `hail import` and
re-runs OSRM's preprocessing, and prints both contraction times (Hail's contraction hierarchy as
`hail import` reports it, `osrm-contract`'s wall time) and their ratio (`make bench-routing` does
this on the 1× extract and the 10 × 10 tiling).

    scripts/compare-osrm.py [--extract data/Helsinki.osm.pbf] [--map data/helsinki.hailmap]
                            [--pairs 100] [--seed 1] [--hail .build/release/hail] [--list] [--import]

Not part of `make test`: it needs PyPI and takes a minute.
"""

import argparse
import math
import re
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
VENV = REPO / ".build" / "tools" / "osrm-venv"
WORK = REPO / ".build" / "tools" / "osrm"
# CPython >= 3.12: osrm-bindings ships only abi3 wheels for 3.12 and later.
PYTHONS = ["/root/.pyenv/versions/3.12.1/bin/python3", "/root/.pyenv/versions/3.13.0/bin/python3",
           "python3.13", "python3.12", "python3"]
OSRM_VERSION = "26.10.0"


def ensure_venv():
    """Re-runs this script inside the virtual environment with osrm-bindings installed."""
    python = VENV / "bin" / "python"
    if Path(sys.prefix).resolve() == VENV.resolve():
        return
    if not python.exists():
        for candidate in PYTHONS:
            try:
                version = subprocess.run([candidate, "-c", "import sys; print(sys.version_info >= (3, 12))"],
                                         capture_output=True, text=True, check=True).stdout.strip()
            except (OSError, subprocess.CalledProcessError):
                continue
            if version == "True":
                subprocess.run([candidate, "-m", "venv", str(VENV)], check=True)
                break
        else:
            sys.exit("compare-osrm: needs CPython >= 3.12 (osrm-bindings has abi3 wheels from 3.12)")
    check = subprocess.run([str(python), "-c", "import osrm"], capture_output=True)
    if check.returncode != 0:
        print(f"compare-osrm: installing osrm-bindings {OSRM_VERSION} into {VENV}", file=sys.stderr)
        subprocess.run([str(python), "-m", "pip", "install", "-q", f"osrm-bindings=={OSRM_VERSION}"], check=True)
    os.execv(str(python), [str(python), __file__] + sys.argv[1:])


def preprocess(extract: Path, fresh=False, timings=None) -> Path:
    """osrm-extract with the stock car.lua, then osrm-contract (CH); cached by the extract's mtime
    unless `fresh`. Each tool's wall seconds go into `timings` when it runs."""
    import osrm
    package = Path(osrm.__file__).parent
    profile = package / "share" / "profiles" / "car.lua"
    WORK.mkdir(parents=True, exist_ok=True)
    base = WORK / extract.name.replace(".osm.pbf", "").replace(".osm", "")
    stamp = WORK / (base.name + ".stamp")
    key = f"{extract.resolve()} {extract.stat().st_mtime} {OSRM_VERSION}"
    if fresh or not stamp.exists() or stamp.read_text() != key:
        local = WORK / extract.name
        local.write_bytes(extract.read_bytes())
        for tool, argument in [("osrm-extract", ["-p", str(profile), str(local)]),
                               ("osrm-contract", [str(base) + ".osrm"])]:
            start = time.monotonic()
            result = subprocess.run([str(package / "bin" / tool)] + argument, capture_output=True, text=True)
            if timings is not None:
                timings[tool] = time.monotonic() - start
            if result.returncode != 0:
                sys.exit(f"compare-osrm: {tool} failed:\n{result.stdout[-2000:]}{result.stderr[-2000:]}")
        stamp.write_text(key)
    return Path(str(base) + ".osrm")


def bounds(engine, hail, map_path):
    """The map's box, from Hail's map (`hail route --bounds`)."""
    output = subprocess.run([hail, "route", "--bounds", "--map", map_path], capture_output=True, text=True)
    if output.returncode != 0:
        sys.exit(f"compare-osrm: hail route --bounds failed: {output.stderr.strip()}")
    south, west, north, east = map(float, output.stdout.split())
    return south, west, north, east


def road_points(engine, box, count, rng):
    """`count` road points: uniform points in the box moved onto the nearest road by OSRM."""
    import osrm
    south, west, north, east = box
    points = []
    while len(points) < count:
        lat, lon = rng.uniform(south, north), rng.uniform(west, east)
        try:
            waypoint = engine.Nearest(osrm.NearestParameters(coordinates=[(lon, lat)]))["waypoints"][0]
        except RuntimeError:
            continue
        lon, lat = waypoint["location"]
        points.append((float(lat), float(lon)))
    return points


def osrm_route(engine, a, b):
    """(distance m, duration s, seconds per query) or None when OSRM finds no route."""
    import osrm
    parameters = osrm.RouteParameters(coordinates=[(a[1], a[0]), (b[1], b[0])])
    times = []
    result = None
    for _ in range(5):
        start = time.perf_counter()
        try:
            result = engine.Route(parameters)
        except RuntimeError:
            result = None
        times.append(time.perf_counter() - start)
    if result is None or not result["routes"]:
        return None, statistics.median(times)
    route = result["routes"][0]
    return (float(route["distance"]), float(route["duration"])), statistics.median(times)


def hail_routes(hail, map_path, pairs):
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as file:
        for a, b in pairs:
            file.write(f"{a[0]:.7f},{a[1]:.7f} {b[0]:.7f},{b[1]:.7f}\n")
        name = file.name
    try:
        output = subprocess.run([hail, "route", "--pairs", name, "--json", "--map", map_path],
                                capture_output=True, text=True)
    finally:
        os.unlink(name)
    if output.returncode != 0:
        sys.exit(f"compare-osrm: hail route --pairs failed: {output.stderr.strip()}")
    return [json.loads(line) for line in output.stdout.splitlines() if line.strip()]


def hail_import(hail, extract, map_path):
    """Imports the extract; (wall seconds, contraction seconds, shortcuts) from `hail import`."""
    start = time.monotonic()
    output = subprocess.run([hail, "import", extract, "-o", map_path], capture_output=True, text=True)
    elapsed = time.monotonic() - start
    if output.returncode != 0:
        sys.exit(f"compare-osrm: hail import failed: {output.stderr.strip()}")
    found = re.search(r"contraction hierarchy (\d+) shortcuts in ([0-9.]+) s", output.stdout)
    if not found:
        sys.exit(f"compare-osrm: hail import did not report its contraction: {output.stdout.strip()}")
    return elapsed, float(found.group(2)), int(found.group(1))


def percentile(values, fraction):
    """The value below which `fraction` of the values lie (nearest rank)."""
    ordered = sorted(values)
    if not ordered:
        return 0.0
    return ordered[min(len(ordered) - 1, max(0, math.ceil(len(ordered) * fraction) - 1))]


def main():
    ensure_venv()
    import osrm
    parser = argparse.ArgumentParser()
    parser.add_argument("--extract", default=str(REPO / "data" / "Helsinki.osm.pbf"))
    parser.add_argument("--map", default=str(REPO / "data" / "helsinki.hailmap"))
    parser.add_argument("--pairs", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hail", default=str(REPO / ".build" / "release" / "hail"))
    parser.add_argument("--list", action="store_true", help="print every pair that disagrees")
    parser.add_argument("--import", dest="reimport", action="store_true",
                        help="import the extract into --map and preprocess it with OSRM afresh, timing both")
    args = parser.parse_args()

    preparation = []
    timings = {}
    if args.reimport:
        seconds, contraction, shortcuts = hail_import(args.hail, args.extract, args.map)
        preparation += [("compare.import.hail", seconds, "s"), ("compare.contract.hail", contraction, "s"),
                        ("compare.contract.hail.shortcuts", shortcuts, "arcs")]
    engine = osrm.OSRM(str(preprocess(Path(args.extract), fresh=args.reimport, timings=timings)))
    if args.reimport:
        preparation += [("compare.extract.osrm", timings["osrm-extract"], "s"),
                        ("compare.contract.osrm", timings["osrm-contract"], "s"),
                        ("compare.contract.ratio", contraction / timings["osrm-contract"], "hail/osrm")]
    rng = random.Random(args.seed)
    points = road_points(engine, bounds(engine, args.hail, args.map), 2 * args.pairs, rng)
    pairs = list(zip(points[0::2], points[1::2]))
    osrm_results = [osrm_route(engine, a, b) for a, b in pairs]
    hail_results = hail_routes(args.hail, args.map, pairs)

    only_osrm = only_hail = neither = 0
    ratios = []
    duration_ratios = []
    osrm_times = []
    hail_times = []
    for (a, b), (found, seconds), mine in zip(pairs, osrm_results, hail_results):
        osrm_times.append(seconds)
        hail_times.append(mine["queryMicroseconds"] / 1e6)
        ours = mine.get("distance")
        if found is None and ours is None:
            neither += 1
            continue
        if found is None or ours is None:
            if found is None:
                only_hail += 1
            else:
                only_osrm += 1
            if args.list:
                print(f"# no-route mismatch {a} {b}: osrm {found} hail {mine.get('error') or ours}")
            continue
        distance, duration = found
        ratio = ours / distance if distance > 0 else (1.0 if ours < 1 else float("inf"))
        ratios.append(ratio)
        duration_ratio = mine["expectedTravelTime"] / duration if duration > 0 else 1.0
        duration_ratios.append(duration_ratio)
        if args.list and abs(ratio - 1) > 0.05:
            print(f"# length {a[0]:.6f},{a[1]:.6f} {b[0]:.6f},{b[1]:.6f}: osrm {distance:.0f} m {duration:.0f} s, "
                  f"hail {ours:.0f} m {mine['expectedTravelTime']:.0f} s")

    both = len(ratios)
    within = lambda limit: sum(1 for r in ratios if abs(r - 1) <= limit)
    report = [
        ("compare.pairs", len(pairs), "pairs"),
        ("compare.routed.both", both, "pairs"),
        ("compare.noroute.hail-only", only_osrm, "pairs"),
        ("compare.noroute.osrm-only", only_hail, "pairs"),
        ("compare.noroute.both", neither, "pairs"),
        ("compare.length.within5", 100 * within(0.05) / max(both, 1), "%"),
        ("compare.length.within20", 100 * within(0.20) / max(both, 1), "%"),
        ("compare.duration.ratio.median", statistics.median(duration_ratios) if duration_ratios else 0, "hail/osrm"),
        ("compare.duration.within15", 100 * sum(1 for r in duration_ratios if abs(r - 1) <= 0.15) / max(both, 1), "%"),
        ("compare.query.osrm.p50", 1e6 * statistics.median(osrm_times), "us"),
        ("compare.query.hail.p50", 1e6 * statistics.median(hail_times), "us"),
        ("compare.query.ratio", statistics.median(hail_times) / statistics.median(osrm_times), "hail/osrm"),
        ("compare.query.osrm.p99", 1e6 * percentile(osrm_times, 0.99), "us"),
        ("compare.query.hail.p99", 1e6 * percentile(hail_times, 0.99), "us"),
        ("compare.query.ratio.p99", percentile(hail_times, 0.99) / percentile(osrm_times, 0.99), "hail/osrm"),
    ]
    for name, value, unit in preparation + report:
        print(f"{name} {value:.3f} {unit}" if isinstance(value, float) else f"{name} {value} {unit}")


if __name__ == "__main__":
    main()
