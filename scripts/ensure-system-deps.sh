#!/usr/bin/env bash
# Installs the system packages the test suite needs when they are missing: Debian's Chromium
# (Lighthouse, the bench's main-thread traces) and its headless shell (the browser tests),
# PostgreSQL (the store's tests run against both SQLite and PostgreSQL), a Java runtime (the W3C Nu
# HTML checker, vnu.jar, checks every built page), Redis (rate limits shared by several instances),
# nginx with its brotli_static module (the deploy configuration's test), DejaVu's core fonts (the
# visual regression tests) and libfaketime (the analytics test runs the server on two past days).
# The tests start their own servers: the packages' services are not started on install. Safe to run
# repeatedly; retries while apt is locked.
set -euo pipefail

packages=()
command -v chromium >/dev/null 2>&1 || packages+=(chromium)
command -v chromium-headless-shell >/dev/null 2>&1 || packages+=(chromium-headless-shell)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || packages+=(postgresql)
command -v java >/dev/null 2>&1 || packages+=(default-jre-headless)
command -v redis-server >/dev/null 2>&1 || packages+=(redis-server)
[ -x /usr/sbin/nginx ] || packages+=(nginx)
# The visual regression tests offer Chromium only DejaVu's core faces for what the brand face lacks.
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || packages+=(fonts-dejavu-core)
ls /usr/lib/nginx/modules/ngx_http_brotli_static_module.so >/dev/null 2>&1 || packages+=(libnginx-mod-http-brotli-static)
[ -f /usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1 ] || packages+=(faketime)
[ ${#packages[@]} -eq 0 ] && exit 0

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 || { echo "ensure-system-deps: need root or sudo to install ${packages[*]}" >&2; exit 1; }
  SUDO="sudo"
fi

apt_get() {
  for attempt in 1 2 3 4 5 6 7 8 9 10; do
    if $SUDO env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=60 "$@"; then return 0; fi
    echo "ensure-system-deps: apt-get $1 failed (attempt $attempt), retrying in 10 s" >&2
    sleep 10
  done
  return 1
}

echo "ensure-system-deps: installing ${packages[*]}"
# Debian starts a package's service on install (nginx on port 80, redis on 6379) unless policy-rc.d says no.
policy=/usr/sbin/policy-rc.d
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$policy" >/dev/null
  $SUDO chmod +x "$policy"
  trap '$SUDO rm -f "$policy"' EXIT
fi
apt_get update -qq
apt_get install -y -qq --no-install-recommends "${packages[@]}"
