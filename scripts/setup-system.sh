#!/usr/bin/env bash
# Installs what the browser suite needs from Debian (Chromium) when it is missing. Idempotent.
set -euo pipefail
if ! command -v chromium >/dev/null 2>&1; then
  echo "Installing Chromium from Debian…"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
fi
chromium --version
