#!/usr/bin/env bash
# Pack dist/Tabibito.app into dist/tabibito-<version>-macos.dmg: the app and a link to
# /Applications side by side, so installing is one drag. macOS only (hdiutil).
#   usage: packaging/macos/make_dmg.sh VERSION
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
version="${1:?usage: make_dmg.sh VERSION}"
app="dist/Tabibito.app"
[ -d "$app" ] || { echo "make_dmg: $app is missing; run python3 packaging/dev.py build" >&2; exit 1; }
stage="build/dmg"
rm -rf "$stage" && mkdir -p "$stage"
cp -R "$app" "$stage/"
ln -s /Applications "$stage/Applications"
out="dist/tabibito-${version}-macos.dmg"
# hdiutil fails now and then on CI runners ("Resource busy", actions/runner-images#7522):
# a few more tries, a little further apart each time.
attempts=5
for attempt in $(seq "$attempts"); do
  rm -f "$out"
  if hdiutil create -volname "Tabibito ${version}" -srcfolder "$stage" -fs HFS+ -format UDZO \
      -imagekey zlib-level=9 "$out"; then
    break
  fi
  if [ "$attempt" = "$attempts" ]; then
    echo "make_dmg: hdiutil create failed $attempts times" >&2
    exit 1
  fi
  echo "make_dmg: hdiutil create failed (try $attempt of $attempts); again in $((attempt * 10)) s" >&2
  sleep $((attempt * 10))
done
rm -rf "$stage"
echo "make_dmg: $out ($(du -m "$out" | cut -f1) MiB)"
