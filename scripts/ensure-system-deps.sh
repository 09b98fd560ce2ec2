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

if ! command -v apt-get >/dev/null 2>&1; then
  # Not Debian or Ubuntu: name the programs, where the tests look for them, and the usual packages.
  echo "Missing programs the tests need (this script installs them only with Debian's apt-get):" >&2
  for package in "${missing[@]}"; do
    case "$package" in
      chromium) echo "  - Chromium at /usr/bin/chromium (or set CHROMIUM_PATH): brew install --cask chromium, dnf install chromium, apk add chromium" >&2 ;;
      postgresql) echo "  - PostgreSQL 15 or newer server binaries (initdb, pg_ctl) in /usr/lib/postgresql/<version>/bin: dnf install postgresql-server, apk add postgresql" >&2 ;;
      protobuf-compiler) echo "  - protoc at /usr/bin/protoc: brew install protobuf, dnf install protobuf-compiler, apk add protobuf" >&2 ;;
    esac
  done
  echo "Or run the fast suites alone, which need none of them: npm run test:unit" >&2
  exit 1
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "Missing system packages: ${missing[*]}" >&2
  echo "Install them with: sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi

echo "Installing system packages: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" fonts-liberation >/dev/null
