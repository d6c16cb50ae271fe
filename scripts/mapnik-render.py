#!/usr/bin/env python3
"""Mapnik's cold render of the phone viewport `hail benchmark-map-render` draws, for `make bench-scale`.

    scripts/mapnik-render.py DIR LAT,LON OUT.png

Runs with PyPI mapnik (.build/tools/mapnik-venv). DIR holds scripts/mapnik-export.py's layers, each
with the spatial index `mapnik-index` made. The viewport is ours: an iPhone 15 screen, 393 × 852
points at @3x (1179 × 2556 pixels), 1,200 m across at LAT,LON, in Web Mercator. The style follows
`MapPalette.light` and `RoadWidths` at that zoom (about 14.6): land, water, green areas, buildings
with their edge, rail, roads in their groups with casings (paths are hidden below zoom 15.5, as
ours are), and road names along the roads. A cold render is a new `mapnik.Map` with the style loaded
and fresh datasources, rendered once: the median of seven, as wall time and as the process's CPU
time. Prints `mapnik.render.cold value ms` and `mapnik.render.cold.cpu value ms`.
"""

import math
import sys
import time

import mapnik

WIDTH, HEIGHT, SCALE = 393, 852, 3
RUNS = 7
# (group, fill width in points at zoom 14.6, from RoadWidths.stops), bottom to top.
ROADS = [("service", 0.6), ("minor", 1.8), ("tertiary", 2.6), ("secondary", 3.1), ("primary", 3.6),
         ("major", 4.0)]
FILLS = {"major": "#FBD68E", "primary": "#FFFFFF", "secondary": "#FFFFFF", "tertiary": "#FFFFFF",
         "minor": "#FFFFFF", "service": "#FFFFFF"}
CASINGS = {"major": "#E8B565", "primary": "#D6D0C7", "secondary": "#D6D0C7", "tertiary": "#D6D0C7",
           "minor": "#E0DBD3", "service": "#E0DBD3"}


def style(directory):
    """The Mapnik XML: one style per layer kind, widths in pixels (points × 3)."""
    def px(points):
        return f"{points * SCALE:.2f}"

    casing_rules = "".join(
        f'<Rule><Filter>[group] = \'{group}\'</Filter><LineSymbolizer stroke="{CASINGS[group]}" '
        f'stroke-width="{px(width + 2 * min(max(width * 0.1, 0.5), 1.5))}" stroke-linecap="round" '
        f'stroke-linejoin="round"/></Rule>' for group, width in ROADS)
    fill_rules = "".join(
        f'<Rule><Filter>[group] = \'{group}\'</Filter><LineSymbolizer stroke="{FILLS[group]}" '
        f'stroke-width="{px(width)}" stroke-linecap="round" stroke-linejoin="round"/></Rule>'
        for group, width in ROADS)

    def layer(name, file, styles):
        return (f'<Layer name="{name}" srs="epsg:4326">' + "".join(f"<StyleName>{s}</StyleName>" for s in styles)
                + f'<Datasource><Parameter name="type">geojson</Parameter>'
                f'<Parameter name="file">{directory}/{file}.geojson</Parameter>'
                f'<Parameter name="cache_features">false</Parameter></Datasource></Layer>')

    return f"""<Map srs="epsg:3857" background-color="#F4F2EE">
<Style name="areas">
<Rule><Filter>[kind] = 'water'</Filter><PolygonSymbolizer fill="#B3D5EF"/></Rule>
<Rule><Filter>[kind] = 'green'</Filter><PolygonSymbolizer fill="#D9EDD0"/></Rule>
<Rule><Filter>[kind] = 'building'</Filter><PolygonSymbolizer fill="#E7E4DF"/>
<LineSymbolizer stroke="#D5CFC7" stroke-width="{px(0.5)}"/></Rule>
</Style>
<Style name="rail"><Rule><LineSymbolizer stroke="#C7C2BB" stroke-width="{px(1.2)}"/>
<LineSymbolizer stroke="#FFFFFF" stroke-width="{px(0.6)}" stroke-dasharray="{px(3)},{px(3)}"/></Rule></Style>
<Style name="casings">{casing_rules}</Style>
<Style name="fills">{fill_rules}</Style>
<Style name="names"><Rule><Filter>[group] != 'service' and [name] != ''</Filter>
<TextSymbolizer face-name="DejaVu Sans Book" size="{px(11)}" fill="#5F5A54" halo-fill="#FFFFFF"
halo-radius="{px(1.5)}" placement="line" spacing="{px(200)}" max-char-angle-delta="30">[name]</TextSymbolizer>
</Rule></Style>
{layer("areas", "areas", ["areas"])}
{layer("rail", "rail", ["rail"])}
{layer("roads", "roads", ["casings", "fills"])}
{layer("names", "roads", ["names"])}
</Map>"""


def main():
    directory, center, out = sys.argv[1], sys.argv[2], sys.argv[3]
    latitude, longitude = (float(x) for x in center.split(","))
    mapnik.register_fonts(mapnik.paths.fontscollectionpath if hasattr(mapnik, "paths") else "")
    # Web Mercator metres: 1,200 m of ground across the screen's width at this latitude.
    radius = 6378137.0
    x = math.radians(longitude) * radius
    y = math.log(math.tan(math.pi / 4 + math.radians(latitude) / 2)) * radius
    across = 1200 / math.cos(math.radians(latitude))
    tall = across * HEIGHT / WIDTH
    extent = mapnik.Box2d(x - across / 2, y - tall / 2, x + across / 2, y + tall / 2)
    xml = style(directory)
    walls, cpus = [], []
    for run in range(RUNS):
        start, start_cpu = time.perf_counter(), time.process_time()
        map = mapnik.Map(WIDTH * SCALE, HEIGHT * SCALE)
        mapnik.load_map_from_string(map, xml)
        map.zoom_to_box(extent)
        image = mapnik.Image(map.width, map.height)
        mapnik.render(map, image)
        walls.append(time.perf_counter() - start)
        cpus.append(time.process_time() - start_cpu)
        if run == 0:
            image.save(out, "png")
    print(f"mapnik.render.cold {sorted(walls)[RUNS // 2] * 1000:.3f} ms")
    print(f"mapnik.render.cold.cpu {sorted(cpus)[RUNS // 2] * 1000:.3f} ms")


if __name__ == "__main__":
    main()
