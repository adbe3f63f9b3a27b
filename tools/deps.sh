#!/bin/sh
# Installs the Debian packages named as arguments when any is missing:
# with apt-get when run as root, otherwise prints the command and fails.
missing=""
for p in "$@"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
    missing="$missing $p"
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "missing Debian packages:$missing" >&2
  echo "run: sudo apt-get update && sudo apt-get install -y$missing" >&2
  exit 1
fi
echo "installing:$missing"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null &&
  apt-get install -y -qq --no-install-recommends $missing >/dev/null ||
  { echo "apt-get install$missing failed" >&2; exit 1; }
