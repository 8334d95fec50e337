#!/bin/sh
# Writes the image's class-data archive by starting it once on a demo table, drawn and closed
# after a few frames. Needs a display: the one there is, or Xvfb; without either, the image's
# first start writes the archive instead.
image="$1"
tmp=$(mktemp -d)
# The training start keeps away from the user's settings, autosave and crash reports.
export PONYTABLE_OPTS="-Dponytable.home=$tmp/home"
if [ -n "$DISPLAY" ]; then
  "$image/bin/ponytable" --new --demo=35:13 --snapshot="$tmp/training.png" >/dev/null 2>&1
elif command -v xvfb-run >/dev/null 2>&1; then
  xvfb-run -a -s "-screen 0 1600x900x24" "$image/bin/ponytable" --new --demo=35:13 \
    --snapshot="$tmp/training.png" >/dev/null 2>&1
fi
rm -rf "$tmp"
if [ -f "$image/lib/ponytable.jsa" ]; then
  echo "app image: $image, class-data archive written ($(du -h "$image/lib/ponytable.jsa" | cut -f1))"
else
  echo "app image: $image; no display to train on, so its first start writes the class-data archive"
fi
