#!/usr/bin/env python3
"""Generates data/phalanx/map.txt from the shared reference digitisation.

Reads ../shared/reference/phalanx-map.json and phalanx-map.txt (relative to the repository
root), checks that the two agree, applies the decisions recorded in docs/phalanx-as-coded.md
(each one a switch below) and writes the map in the format of docs/data-formats.md ("Map
files").  Run from anywhere:  python3 tools/gen-phalanx-map.py
"""
import json
import os
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REF = os.path.join(REPO, "..", "shared", "reference")
OUT = os.path.join(REPO, "data", "phalanx", "map.txt")

# Decisions (docs/phalanx-as-coded.md, "[Phalanx Terrain] ...").  Set a switch to False to get
# the digitisation as it stands.
BRIDGE_2307 = True        # road 4 and stream 3b share 2307: a second bridge (errata TEC)
FILL_HILLTOP_GAPS = True  # slope hexes where a hilltop touches level ground (hills O and G)

# The grid characters of the reference are those of the map format, except that letters sit in
# the second character there and on `letter` lines here.
TERRAIN = {".": "clear", "W": "woods", "V": "village", "S": "slope", "H": "hilltop",
           "M": "swamp", "L": "lake", "w": "wooded slope", "t": "wooded hilltop",
           "v": "hilltop village"}


def die(msg):
    sys.exit("gen-phalanx-map: " + msg)


def hex_id(col, row):
    return "%02d%02d" % (col, row)


def neighbours(h):
    col, row = int(h[:2]), int(h[2:])
    if row % 2:
        offs = [(1, 0), (0, -1), (-1, -1), (-1, 0), (-1, 1), (0, 1)]
    else:
        offs = [(1, 0), (1, -1), (0, -1), (-1, 0), (0, 1), (1, 1)]
    return {hex_id(col + dc, row + dr) for dc, dr in offs}


def reference_grid(path, cols, rows):
    """The cells of the reference text grid (the lines after the '#' header)."""
    with open(path, encoding="utf-8") as f:
        lines = [l.rstrip("\n") for l in f if not l.startswith("#")]
    if len(lines) != rows:
        die("%s: %d grid lines, want %d" % (path, len(lines), rows))
    cells = {}
    for row, line in enumerate(lines, 1):
        indent = 1 if row % 2 == 0 else 0
        for col in range(1, cols + 1):
            p = indent + 2 * (col - 1)
            cell = (line[p:p + 2] + "  ")[:2]
            if cell != "  ":
                cells[hex_id(col, row)] = cell
    return cells


def check_reference(ref, cells):
    """The text grid and the json must tell the same story."""
    hexes = ref["hexes"]
    if len(hexes) != ref["hex_count"] or set(cells) != set(hexes):
        die("txt grid and json hold different hexes")
    letter_at = {v["hex"]: k for k, v in ref["letters"].items()}
    for h, v in hexes.items():
        t, second = cells[h]
        if t != v["code"] or TERRAIN[t] != v["terrain"]:
            die("hex %s: txt terrain %r, json %s" % (h, t, v["terrain"]))
        mark = "b" if v["bridge"] else "f" if v["ford"] else "~" if v["stream"] else " "
        if second != letter_at.get(h, mark):
            die("hex %s: txt mark %r, json %r" % (h, second, mark))
        if v["letter"] != letter_at.get(h):
            die("hex %s: letter differs" % h)
    chained = set()
    for chain in ref["stream_chains"]:
        chained.update(chain["hexes"])
    if chained != {h for h, v in hexes.items() if v["stream"]}:
        die("stream chains and stream flags differ")
    sides = set()
    for road in ref["roads"]:
        for a, b in zip(road["hexes"], road["hexes"][1:]):
            if b not in neighbours(a):
                die("road %d: %s-%s not adjacent" % (road["road"], a, b))
            sides.add(frozenset((a, b)))
    if sides != {frozenset(p) for p in ref["road_hexsides"]}:
        die("roads and road_hexsides differ")
    on_road = {h for r in ref["roads"] for h in r["hexes"]}
    if on_road != {h for h, v in hexes.items() if v["road"]}:
        die("roads and road flags differ")
    for s, t in ref["slope_splash_hexsides"]:
        if hexes[s]["elevation"] != "slope" or hexes[t]["elevation"] != "hilltop":
            die("splash %s-%s is not slope-hilltop" % (s, t))
        if t not in neighbours(s):
            die("splash %s-%s: not adjacent" % (s, t))
    if ref["road_stream_hexes_without_bridge"] != ["2307"]:
        die("road/stream hexes without a bridge changed: %s"
            % ref["road_stream_hexes_without_bridge"])


def main():
    with open(os.path.join(REF, "phalanx-map.json"), encoding="utf-8") as f:
        ref = json.load(f)
    cols, rows = ref["columns"], ref["rows"]
    cells = reference_grid(os.path.join(REF, "phalanx-map.txt"), cols, rows)
    check_reference(ref, cells)

    terrain = {h: v["code"] for h, v in ref["hexes"].items()}
    water = {h: ("b" if v["bridge"] else "f" if v["ford"] else "~" if v["stream"] else " ")
             for h, v in ref["hexes"].items()}
    splash = [tuple(p) for p in ref["slope_splash_hexsides"]]
    filled = []
    if BRIDGE_2307:
        water["2307"] = "b"
    if FILL_HILLTOP_GAPS:
        for top, low in ref["hilltop_gap_hexsides"]:
            if ref["hexes"][top]["code"] not in "Ht" or ref["hexes"][low]["code"] != ".":
                die("gap %s|%s is not hilltop|clear" % (top, low))
            if water[low] != " " or ref["hexes"][low]["road"] or ref["hexes"][low]["letter"]:
                die("gap hex %s carries a stream, road or letter" % low)
            if low not in filled:
                filled.append(low)
            terrain[low] = "S"
            splash.append((low, top))

    out = []
    w = out.append
    w("# Phalanx (SPI 1971, with the July 1974 errata): the mapsheet.")
    w("# GENERATED by tools/gen-phalanx-map.py from ../shared/reference/phalanx-map.json and")
    w("# phalanx-map.txt; edit the script or the reference, not this file.  Format:")
    w("# docs/data-formats.md, \"Map files\".  Decisions: docs/phalanx-as-coded.md.")
    w("#")
    w("# Hex ids are CCRR: CC the column from the west edge, RR the row from the north edge.")
    w("# Rows with even RR sit half a hex east (one-space indent below) and hold 32 hexes, CC")
    w("# 01-32; rows with odd RR hold 33.  %d hexes." % ref["hex_count"])
    w("# Changes to the digitisation (switches at the top of the script):")
    if BRIDGE_2307:
        w("#   2307 is a bridge: road 4 and stream 3b share it [Phalanx errata Terrain Effects")
        w("#   Chart: a hex where a road line crosses a stream line is a bridge hex].")
    if FILL_HILLTOP_GAPS:
        w("#   %s are slope hexes (clear in the digitisation):" % " ".join(sorted(filled)))
        w("#   hills O and G had hilltop hexes next to level ground with no slope between.")
    w("# Turn Record Chart: along the NORTH edge [DESIGNED, phalanx-reconstruction.md s.5]; the")
    w("# map format has no line for it, so it is 'turn-record-edge' in data/phalanx/units.txt.")
    w("")
    w("name Phalanx")
    w("source third-party hand digitisation of the SPI Phalanx (1971) mapsheet by jackPhysics:")
    w("source GitHub jackPhysics/jackPhysics.github.io, hexgames/px2/javascripts/")
    w("source \"loadTerrainv6 vplayP.js\", board \"Phalanx\" (chooseBrd==8), via the shared")
    w("source reference phalanx-map.json / phalanx-map.txt.  NOT checked against the printed")
    w("source sheet.  Changed here: see the header comment.")
    w("")
    w("size %d %d" % (cols, rows))
    w("grid")
    for row in range(1, rows + 1):
        line = " " if row % 2 == 0 else ""
        for col in range(1, cols + 1):
            h = hex_id(col, row)
            if h in terrain:
                line += terrain[h] + water[h]
        w(line.rstrip())
    w("end")
    w("")
    w("# Key letters for deployment [Phalanx Initial Deployment]; the scenarios use A B C D F G")
    w("# H J K L M N O (E, I and P are on the map but unused).")
    for k in sorted(ref["letters"]):
        v = ref["letters"][k]
        w("letter %s %s   # %s%s" % (k, v["hex"], v["terrain"], ", road" if v["road"] else ""))
    w("")
    w("# Roads (hexside features): each line is a road in travel order; junction hexes repeat.")
    w("# A long road goes on over several lines, each starting where the last one ended.")
    w("# Edge exits (Tactical Concession):")
    w("#   " + ", ".join("%s (road %d, %s)" % (e["hex"], e["road"], "/".join(e["edge"]))
                        for e in ref["road_exits"]))
    for road in ref["roads"]:
        hexes = road["hexes"]
        w("# road %d: %s -> %s, %d hexsides" % (road["road"], hexes[0], hexes[-1], len(hexes) - 1))
        for i in range(0, len(hexes) - 1, 15):
            w("road " + " ".join(hexes[i:i + 16]))
    w("")
    w("# Streams: %d stream hexes (fords %s; bridges %s)."
      % (sum(1 for x in water.values() if x != " "), " ".join(f["hex"] for f in ref["fords"]),
         " ".join(sorted([b["hex"] for b in ref["bridges"]] + (["2307"] if BRIDGE_2307 else [])))))
    w("")
    hill_of = {}
    for hill in ref["hills"]:
        for h in hill["hilltop"]:
            hill_of[h] = hill
    w("# Slope-splash hexsides: splash <slope hex> <hilltop hex>, %d in all." % len(splash))
    done = 0
    for hill in ref["hills"]:
        pairs = [p for p in splash if hill_of.get(p[1]) is hill]
        if not pairs:
            continue
        w("# hill %d%s: %d hexsides" % (hill["hill"], " (letter %s)" % ",".join(hill["letters"])
                                        if hill["letters"] else "", len(pairs)))
        for s, t in pairs:
            w("splash %s %s%s" % (s, t, "   # filled gap" if s in filled else ""))
        done += len(pairs)
    if done != len(splash):
        die("splash hexsides not all on a hill: %d of %d" % (done, len(splash)))
    w("")
    w("# Crest hexsides (hill outline between two slope hexes).  The map format has no line for")
    w("# them and no Phalanx rule uses them (slope against slope: both sides Uphill, errata")
    w("# TEC); kept here as comments only:")
    for a, b in ref["crest_hexsides"]:
        w("#   crest %s %s" % (a, b))

    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    print("wrote %s" % os.path.relpath(OUT, REPO))


if __name__ == "__main__":
    main()
