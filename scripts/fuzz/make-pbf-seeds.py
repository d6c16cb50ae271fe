#!/usr/bin/env python3
"""Writes the small .osm.pbf seeds of the PBF fuzz target (Fuzz/Corpus/pbf) with the standard
library only: the PBF framing and protobuf messages of the OpenStreetMap wiki's "PBF Format" page.

A few roads around a junction (a one-way, a restriction relation, a named cafe, a building), once
with zlib blocks as extracts have them and once with raw blocks, which a fuzzer can change without
breaking a checksum. Run from the repository root: python3 scripts/fuzz/make-pbf-seeds.py
"""
import struct
import zlib


def varint(value):
    out = b""
    while True:
        low, value = value & 0x7F, value >> 7
        if value:
            out += bytes([low | 0x80])
        else:
            return out + bytes([low])


def zigzag(value):
    return (value << 1) ^ (value >> 63)


def field(number, wire, payload):
    return varint(number << 3 | wire) + payload


def message(number, payload):
    return field(number, 2, varint(len(payload)) + payload)


def integer(number, value):
    return field(number, 0, varint(value))


def packed(number, values, signed=False):
    return message(number, b"".join(varint(zigzag(v) if signed else v) for v in values))


def deltas(values):
    return [b - a for a, b in zip([0] + values, values)]


def block(kind, payload, compression):
    if compression == "zlib":
        blob = integer(2, len(payload)) + message(3, zlib.compress(payload, 9))
    else:
        blob = message(1, payload)
    header = message(1, kind.encode()) + integer(3, len(blob))
    return struct.pack(">I", len(header)) + header + blob


def extract(compression):
    strings = ["", "highway", "residential", "primary", "name", "Mannerheimintie", "oneway", "yes",
               "amenity", "cafe", "Kamppi", "building", "type", "restriction", "no_left_turn",
               "from", "to", "via"]
    index = {s: i for i, s in enumerate(strings)}
    # A 3 x 3 grid of nodes about 100 m apart in Helsinki (degrees x 1e7), node 10 a cafe.
    ids = list(range(1, 10)) + [10]
    lats = [601_700_000 + (i // 3) * 9_000 for i in range(9)] + [601_704_000]
    lons = [249_400_000 + (i % 3) * 18_000 for i in range(9)] + [249_404_000]
    tags = [[] for _ in range(9)] + [[("amenity", "cafe"), ("name", "Kamppi")]]
    keys_vals = []
    for node_tags in tags:
        for k, v in node_tags:
            keys_vals += [index[k], index[v]]
        keys_vals.append(0)
    dense = (packed(1, deltas(ids), True) + packed(8, deltas(lats), True)
             + packed(9, deltas(lons), True) + packed(10, keys_vals))

    def way(way_id, refs, way_tags):
        return (integer(1, way_id) + packed(2, [index[k] for k, _ in way_tags])
                + packed(3, [index[v] for _, v in way_tags]) + packed(8, deltas(refs), True))

    ways = (message(3, way(100, [1, 2, 3], [("highway", "primary"), ("name", "Mannerheimintie")]))
            + message(3, way(101, [2, 5, 8], [("highway", "residential"), ("oneway", "yes")]))
            + message(3, way(102, [4, 5, 6], [("highway", "residential")]))
            + message(3, way(103, [6, 9, 8, 7, 6], [("building", "yes")])))
    relation = (integer(1, 200) + packed(2, [index["type"], index["restriction"]])
                + packed(3, [index["restriction"], index["no_left_turn"]])
                + packed(8, [index["from"], index["via"], index["to"]], False)
                + packed(9, deltas([101, 5, 102]), True) + packed(10, [1, 0, 1]))
    table = b"".join(message(1, s.encode()) for s in strings)
    primitive = message(1, table) + message(2, message(2, dense)) + message(2, ways) + message(2, message(4, relation))
    header = message(4, b"OsmSchema-V0.6") + message(4, b"DenseNodes") + message(16, b"hail-fuzz-seeds")
    return block("OSMHeader", header, compression) + block("OSMData", primitive, compression)


if __name__ == "__main__":
    for compression in ["zlib", "raw"]:
        with open(f"Fuzz/Corpus/pbf/roads-{compression}.osm.pbf", "wb") as out:
            out.write(extract(compression))
