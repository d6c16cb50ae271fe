#!/usr/bin/env python3
"""Tiles an OpenStreetMap extract N × N into one larger extract: the scale data set (issue 13).

    scripts/tile-extract.py IN.osm.pbf N OUT.osm.pbf

Copy (column c, row r) is the extract shifted east by c and north by r times its own box, so the
copies sit edge to edge. Every copy gets fresh ids (the original id plus the copy's index times one
more than the largest id of that type), references and relation members are renumbered with it, and
neighbouring copies are joined into one road network by short two-way `highway=tertiary` links
(tagged `hail:scale=link`) between the copies' road nodes nearest the seam, a few per seam. No
randomness: the same input and N always give the same file (pyosmium writes it; `make bench-scale`
runs this in the venv at .build/tools/osmium-venv).
"""

import sys

import osmium

# Road classes a link may end on: two-way-capable public roads a car may drive (car.lua's
# speed table), never paths or service roads.
LINKABLE = {"primary", "secondary", "tertiary", "unclassified", "residential"}
# Links per seam: enough that the copies form one network, few enough to leave each copy as it was.
LINKS_PER_SEAM = 6


def read(path):
    """Nodes as (id, lon, lat, tags), ways as (id, refs, tags), relations as (id, members, tags)."""
    nodes, ways, relations = [], [], []
    for obj in osmium.FileProcessor(path):
        tags = {tag.k: tag.v for tag in obj.tags}
        if obj.is_node():
            if obj.location.valid():
                nodes.append((obj.id, obj.location.lon, obj.location.lat, tags))
        elif obj.is_way():
            ways.append((obj.id, [ref.ref for ref in obj.nodes], tags))
        elif obj.is_relation():
            relations.append((obj.id, [(m.type, m.ref, m.role) for m in obj.members], tags))
    nodes.sort(key=lambda n: n[0])
    ways.sort(key=lambda w: w[0])
    relations.sort(key=lambda r: r[0])
    return nodes, ways, relations


def seam_nodes(nodes, ways):
    """Each linkable road node, keyed by id, with its position: the candidates for links."""
    position = {n[0]: (n[1], n[2]) for n in nodes}
    candidates = {}
    for _, refs, tags in ways:
        if tags.get("highway") not in LINKABLE or tags.get("oneway") in ("yes", "1", "-1"):
            continue
        if tags.get("access") in ("no", "private") or tags.get("junction") == "roundabout":
            continue
        for ref in refs:
            if ref in position:
                candidates[ref] = position[ref]
    return candidates


def pick(candidates, box, side, count):
    """`count` road nodes along one side of the box ("east", "west", "north", "south"), one per
    band of the side, each the nearest to the side within its band."""
    west, south, east, north = box
    along = (lambda p: p[1], south, north) if side in ("east", "west") else (lambda p: p[0], west, east)
    key, low, high = along
    distance = {
        "east": lambda p: east - p[0], "west": lambda p: p[0] - west,
        "north": lambda p: north - p[1], "south": lambda p: p[1] - south,
    }[side]
    picks = []
    for band in range(count):
        start = low + (high - low) * band / count
        end = low + (high - low) * (band + 1) / count
        inside = [(distance(p), ref) for ref, p in candidates.items() if start <= key(p) < end]
        if inside:
            picks.append(min(inside)[1])
    return picks


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: tile-extract.py IN.osm.pbf N OUT.osm.pbf")
    source, n, target = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    if n < 1:
        sys.exit("tile-extract: N must be at least 1")
    nodes, ways, relations = read(source)
    west = min(x[1] for x in nodes)
    east = max(x[1] for x in nodes)
    south = min(x[2] for x in nodes)
    north = max(x[2] for x in nodes)
    width, height = east - west, north - south
    span = {
        "n": max(x[0] for x in nodes) + 1,
        "w": max((x[0] for x in ways), default=0) + 1,
        "r": max((x[0] for x in relations), default=0) + 1,
    }
    candidates = seam_nodes(nodes, ways)
    box = (west, south, east, north)
    east_side, west_side = pick(candidates, box, "east", LINKS_PER_SEAM), pick(candidates, box, "west", LINKS_PER_SEAM)
    north_side, south_side = pick(candidates, box, "north", LINKS_PER_SEAM), pick(candidates, box, "south", LINKS_PER_SEAM)
    copies = [(column, row) for row in range(n) for column in range(n)]

    def fresh(kind, original, copy):
        return original + (copy[1] * n + copy[0]) * span[kind]

    writer = osmium.SimpleWriter(target, overwrite=True)
    try:
        for copy in copies:
            dx, dy = copy[0] * width, copy[1] * height
            for node_id, lon, lat, tags in nodes:
                writer.add_node(osmium.osm.mutable.Node(
                    id=fresh("n", node_id, copy), location=(lon + dx, lat + dy), tags=tags))
        for copy in copies:
            for way_id, refs, tags in ways:
                writer.add_way(osmium.osm.mutable.Way(
                    id=fresh("w", way_id, copy), nodes=[fresh("n", ref, copy) for ref in refs], tags=tags))
        # The links: from each copy to its east and north neighbour, band by band.
        link_id = span["w"] * len(copies)
        for copy in copies:
            column, row = copy
            seams = []
            if column + 1 < n:
                seams.append((east_side, (column + 1, row), west_side))
            if row + 1 < n:
                seams.append((north_side, (column, row + 1), south_side))
            for near, neighbour, far in seams:
                for a, b in zip(near, far):
                    writer.add_way(osmium.osm.mutable.Way(
                        id=link_id, nodes=[fresh("n", a, copy), fresh("n", b, neighbour)],
                        tags={"highway": "tertiary", "hail:scale": "link"}))
                    link_id += 1
        for copy in copies:
            for relation_id, members, tags in relations:
                renumbered = [(kind, fresh(kind, ref, copy), role) for kind, ref, role in members]
                writer.add_relation(osmium.osm.mutable.Relation(
                    id=fresh("r", relation_id, copy), members=renumbered, tags=tags))
    finally:
        writer.close()


if __name__ == "__main__":
    main()
