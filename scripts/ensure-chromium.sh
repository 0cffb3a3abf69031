#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (no test tool downloads a browser of its own).
# Installs it when missing and we may (root with apt); otherwise says how.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$chromium" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Chromium from Debian for the browser tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "The browser tests need Chromium at $chromium: run 'sudo apt-get install -y chromium'" \
  "or set CHROMIUM_PATH to a Chromium or Chrome binary." >&2
exit 1
