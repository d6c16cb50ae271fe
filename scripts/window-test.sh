#!/usr/bin/env bash
# The window test (issue 3, section 4): `hail run` in a real SDL window under Xvfb, driven with
# xdotool's mouse and keyboard. It checks that
#   (a) the touches reached the intended views (hail's --trace-touches), and
#   (b) the window's last frame matches a headless render of the same state (hail compare-png:
#       every channel within 8 on at least 99.5% of the pixels).
# Needs no display of its own: it starts Xvfb with a known geometry (xvfb-run -a). Every wait has a
# timeout; any failure prints one "window-test: FAIL: …" line, keeps the files, and exits 1.
set -euo pipefail

cd "$(dirname "$0")/.."

fail() {
  echo "window-test: FAIL: $*" >&2
  [ -n "${artifacts:-}" ] && echo "window-test: files kept in $artifacts" >&2
  exit 1
}

# The outer run: build hail, then run this script again inside a fresh virtual X server. The screen
# is larger than the iPhone 8 window (750 × 1334 pixels) so the window shows pixel for pixel.
if [ "${1:-}" != "--inside-xvfb" ]; then
  for tool in xvfb-run xdotool; do
    command -v "$tool" >/dev/null || fail "$tool is missing (make setup installs it)"
  done
  swift build --product hail >/dev/null || fail "cannot build hail"
  hail="$(swift build --show-bin-path)/hail"
  artifacts="$(mktemp -d "${TMPDIR:-/tmp}/hail-window-test.XXXXXX")"
  # Unset so that SDL can only use the X server xvfb-run starts.
  status=0
  env -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER timeout 120 \
    xvfb-run -a -s "-screen 0 1000x1500x24" bash "$0" --inside-xvfb "$hail" "$artifacts" || status=$?
  [ "$status" -eq 124 ] && fail "timed out after 120 s"
  [ "$status" -eq 0 ] || exit "$status"
  rm -rf "$artifacts"
  exit 0
fi

hail="$2"
artifacts="$3"
window_png="$artifacts/window.png"
reference_png="$artifacts/headless.png"
trace="$artifacts/touches.jsonl"

# --quit-after is only a backstop: the test quits with Esc and checks that Esc works. No fleet: its
# cars drive on the wall clock in the window, so no headless frame could match them.
"$hail" run --device iphone8 --fleet 0 --quit-after 60 --screenshot-window "$window_png" --trace-touches "$trace" \
  >"$artifacts/hail.log" 2>&1 &
hail_pid=$!
trap 'kill "$hail_pid" 2>/dev/null || true' EXIT

# SDL may replace its X window while it sets up its renderer, so a window id found too early can be
# gone by the next call (X's BadWindow): look again, visible windows only, until one answers.
window_id=""
geometry=""
for _ in $(seq 1 40); do
  window_id="$(timeout 20 xdotool search --sync --onlyvisible --name '^Hail' | tail -1)" || true
  if [ -n "$window_id" ] && geometry="$(xdotool getwindowgeometry --shell "$window_id" 2>/dev/null)"; then
    break
  fi
  window_id=""
  sleep 0.5
done
[ -n "$window_id" ] || fail "no Hail window appeared within 20 s ($(tr '\n' ' ' <"$artifacts/hail.log"))"

# Window pixels per point: the window is the device's points × its scale (2 for iphone8).
eval "$geometry"
scale="$(awk -v w="$WIDTH" 'BEGIN { print w / 375 }')"
pixel() { awk -v p="$1" -v s="$scale" 'BEGIN { printf "%d", p * s + 0.5 }'; }
move() { xdotool mousemove --window "$window_id" "$(pixel "$1")" "$(pixel "$2")"; }

# A drag on the first express card (x 187.5, y 600 pt) up by 120 pt, slowly, held still before the
# release so that it does not fling. 120 and not 200: past half the screen the header collapses
# and would hide the 出租车 tab that the click below needs.
move 187.5 600
xdotool mousedown 1
for step in $(seq 1 12); do
  move 187.5 "$((600 - step * 10))"
  sleep 0.03
done
sleep 0.4
xdotool mouseup 1
sleep 0.3

# A click on the 出租车 (taxi) tab; paging to the taxi card and the underline take ≤ 0.5 s.
move 281 85
xdotool click 1
sleep 1.5

timeout 10 xdotool windowfocus --sync "$window_id" key Escape || fail "could not send Esc to the window"
for _ in $(seq 1 100); do
  kill -0 "$hail_pid" 2>/dev/null || break
  sleep 0.1
done
kill -0 "$hail_pid" 2>/dev/null && fail "hail did not quit within 10 s of Esc"
hail_status=0
wait "$hail_pid" || hail_status=$?
[ "$hail_status" -eq 0 ] || fail "hail run exited with $hail_status: $(tr '\n' ' ' <"$artifacts/hail.log")"

# (a) The touches: the drag started in the express table, the click hit the taxi tab.
[ -s "$trace" ] || fail "hail wrote no touch trace"
[ "$(wc -l <"$trace")" -eq 2 ] || fail "expected 2 touch-downs, got: $(tr '\n' ' ' <"$trace")"
sed -n 1p "$trace" | grep -q '"within": "express.table"' ||
  fail "the drag did not start in express.table: $(sed -n 1p "$trace")"
sed -n 2p "$trace" | grep -q '"view": "tab.taxi"' || fail "the click did not hit tab.taxi: $(sed -n 2p "$trace")"

# (b) The pixels: the same state rendered headless (the tab tapped; the drag only scrolled page 1,
# which the taxi page now covers).
[ -s "$window_png" ] || fail "hail wrote no window screenshot"
"$hail" run --device iphone8 --fleet 0 --screenshot "$reference_png" --tap 281,85 >/dev/null ||
  fail "the headless render failed"
"$hail" compare-png "$window_png" "$reference_png" --tolerance 8 --min-match 99.5 ||
  fail "the window's frame differs from the headless render"

# (c) Typing: the typing test screen's field, clicked, typed into with xdotool (SDL text input),
# one character deleted, return pressed (the field ends editing and the keyboard slides away), and
# the field's pixels in the window's frame compared with a headless render of the field holding
# the same text, strictly enough (99.9 %) that one letter more or less fails.
typing_png="$artifacts/typing-window.png"
typing_reference="$artifacts/typing-headless.png"
"$hail" run --device iphone8 --typing-test --quit-after 60 --screenshot-window "$typing_png" \
  >"$artifacts/typing.log" 2>&1 &
hail_pid=$!
window_id="$(timeout 20 xdotool search --sync --name '^Hail' | head -1)" || true
[ -n "$window_id" ] || fail "no typing test window appeared within 20 s ($(tr '\n' ' ' <"$artifacts/typing.log"))"
move 187.5 142
xdotool click 1
sleep 0.5
timeout 10 xdotool windowfocus --sync "$window_id" || fail "could not focus the typing test window"
xdotool type --delay 40 "Kaisaniemii"
xdotool key BackSpace
sleep 0.2
xdotool key Return
sleep 1
xdotool key Escape
for _ in $(seq 1 100); do
  kill -0 "$hail_pid" 2>/dev/null || break
  sleep 0.1
done
kill -0 "$hail_pid" 2>/dev/null && fail "the typing test did not quit within 10 s of Esc"
hail_status=0
wait "$hail_pid" || hail_status=$?
[ "$hail_status" -eq 0 ] || fail "the typing test exited with $hail_status: $(tr '\n' ' ' <"$artifacts/typing.log")"
[ -s "$typing_png" ] || fail "the typing test wrote no window screenshot"
"$hail" run --device iphone8 --typing-test --text "Kaisaniemi" --screenshot "$typing_reference" >/dev/null ||
  fail "the headless typing render failed"
"$hail" compare-png "$typing_png" "$typing_reference" --tolerance 8 --min-match 99.9 --crop 40,240,670,88 ||
  fail "the typed text in the window differs from the headless render of \"Kaisaniemi\""
echo "window-test: pass (touches reached express.table and tab.taxi; window frame matches headless render;" \
  "typed text shows in the field)"
