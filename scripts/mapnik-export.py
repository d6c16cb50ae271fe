#!/usr/bin/env python3
"""The map layers Mapnik renders in `make bench-scale`, from the same extract `hail import` reads.

    scripts/mapnik-export.py EXTRACT.osm.pbf DIR

Runs with pyosmium (.build/tools/osmium-venv). Writes DIR/roads.geojson (highway ways, with the
road group `MapKit/Style/RoadWidths.swift` draws them in, and their names), DIR/rail.geojson and
DIR/areas.geojson (water, green areas and buildings as (multi)polygons assembled by libosmium, with
the kind `MapPalette` colours them by), all in WGS 84, one feature a line. `mapnik-index` then gives
each file a spatial index, so Mapnik reads only the features near a viewport, as our tiles do.
"""

import json
import sys
from pathlib import Path

import osmium

# highway=* to RoadWidths' groups (the same table as `RoadWidths.Group.init`).
ROAD_GROUPS = {
    **dict.fromkeys(["motorway", "trunk", "motorway_link", "trunk_link"], "major"),
    **dict.fromkeys(["primary", "primary_link"], "primary"),
    **dict.fromkeys(["secondary", "secondary_link"], "secondary"),
    **dict.fromkeys(["tertiary", "tertiary_link"], "tertiary"),
    **dict.fromkeys(["unclassified", "residential", "living_street", "pedestrian", "busway"], "minor"),
    **dict.fromkeys(["service", "track"], "service"),
    **dict.fromkeys(["footway", "cycleway", "path", "steps", "bridleway", "corridor"], "path"),
}
WATER = {("natural", "water"), ("natural", "bay"), ("landuse", "reservoir"), ("landuse", "basin"),
         ("waterway", "riverbank")}
GREEN = {("leisure", "park"), ("leisure", "garden"), ("leisure", "pitch"), ("landuse", "grass"),
         ("landuse", "forest"), ("landuse", "meadow"), ("landuse", "recreation_ground"),
         ("landuse", "cemetery"), ("natural", "wood"), ("natural", "scrub"), ("natural", "heath"),
         ("natural", "wetland"), ("natural", "grassland")}


def area_kind(tags):
    if "building" in tags:
        return "building"
    for key, value in tags:
        if (key, value) in WATER:
            return "water"
        if (key, value) in GREEN:
            return "green"
    return None


def main():
    extract, directory = sys.argv[1], Path(sys.argv[2])
    directory.mkdir(parents=True, exist_ok=True)
    factory = osmium.geom.GeoJSONFactory()
    outputs = {name: open(directory / f"{name}.geojson.partial", "w") for name in ("roads", "rail", "areas")}
    for out in outputs.values():
        out.write('{"type":"FeatureCollection","features":[\n')
    first = dict.fromkeys(outputs, True)

    def emit(name, geometry, properties):
        if not first[name]:
            outputs[name].write(",\n")
        first[name] = False
        outputs[name].write(f'{{"type":"Feature","geometry":{geometry},"properties":{json.dumps(properties)}}}')

    processor = osmium.FileProcessor(extract).with_locations().with_areas()
    for item in processor:
        try:
            if item.is_way():
                highway = item.tags.get("highway")
                if highway in ROAD_GROUPS:
                    emit("roads", factory.create_linestring(item),
                         {"group": ROAD_GROUPS[highway], "name": item.tags.get("name", "")})
                elif item.tags.get("railway") in ("rail", "light_rail", "subway", "tram"):
                    emit("rail", factory.create_linestring(item), {})
            elif item.is_area():
                kind = area_kind(item.tags)
                if kind:
                    emit("areas", factory.create_multipolygon(item), {"kind": kind})
        except (osmium.InvalidLocationError, RuntimeError):
            pass  # a way cut by the extract's edge, or a ring that does not close
    for name, out in outputs.items():
        out.write("\n]}\n")
        out.close()
        (directory / f"{name}.geojson.partial").replace(directory / f"{name}.geojson")


if __name__ == "__main__":
    main()
