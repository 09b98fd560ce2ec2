#!/usr/bin/env bash
# The test suite needs programs npm cannot install: Debian's Chromium (Playwright drives it; no browser
# download works here), the PostgreSQL server binaries (the server suite runs once on a throwaway cluster)
# and protoc (an independent decoder of the GTFS-Realtime feeds).
# As root we install what is missing with apt-get; otherwise we say exactly what to install.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null || missing+=(postgresql)
[ -x /usr/bin/protoc ] || missing+=(protobuf-compiler)

[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo "Missing system packages: ${missing[*]}" >&2
  echo "Install them with: sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi

echo "Installing system packages: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" fonts-liberation >/dev/null
