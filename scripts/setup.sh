#!/usr/bin/env bash
# Installs the Debian packages Hail builds, tests and runs with. Idempotent and silent when
# everything is already there; run as root (CI and the dev machines are) or through sudo.
set -euo pipefail

packages=(
  pkg-config
  libcairo2-dev     # CoreGraphics: drawing
  libpango1.0-dev   # CoreGraphics: text layout
  fonts-noto-cjk    # Noto Sans CJK SC, the UI font (Simplified Chinese glyph forms)
  libsdl2-dev       # SDLHost: the window
  libreadosm-dev    # OpenStreetMap: reading .osm.pbf extracts
  xvfb              # the window test runs under a virtual X server
  xdotool           # …and injects mouse input into it
)

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "setup: installing ${missing[*]}"
sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
