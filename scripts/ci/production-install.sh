#!/usr/bin/env bash
# The production install as README's "Production" section gives it, in a fresh copy of this checkout:
#   npm ci && npm run build && npm prune --omit=dev && npm start
# then checks that no dev dependency is left, that /api/health and /api/ready answer and that the administrator
# configured by ADMIN_EMAIL/ADMIN_PASSWORD logs in, through the compiled server.
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
port=${PROD_PORT:-3470}
server_pid=
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  pkill -f "$work/app/" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

echo "-- copying the checkout to $work/app"
mkdir -p "$work/app"
git ls-files -z -co --exclude-standard | tar --null --ignore-failed-read -T - -cf - 2>/dev/null | tar -xf - -C "$work/app"
cd "$work/app"

echo "-- npm ci && npm run build && npm prune --omit=dev"
npm ci --no-audit --no-fund --loglevel=error
npm run build
npm prune --omit=dev --no-audit --no-fund --loglevel=error
# the web app ships built: its packages are dev dependencies of apps/web, and go with the rest
for dev in tsx vite typescript esbuild vitest @playwright/test antd @ant-design/icons recharts react-router @tanstack/react-query; do
  if [ -e "node_modules/$dev" ]; then echo "✖ node_modules/$dev is still installed after npm prune --omit=dev"; exit 1; fi
done
echo "-- node_modules after npm prune --omit=dev: $(du -sm node_modules | cut -f1) MB"

for entry in server seed restore; do
  [ -f "apps/server/dist/$entry.js" ] || { echo "✖ apps/server/dist/$entry.js was not built"; exit 1; }
done

echo "-- npm start (no dev dependency at run time)"
PORT=$port HOST=127.0.0.1 DATA_DIR="$work/data" JOBS_INTERVAL_MS=0 LOG_LEVEL=warn DATABASE_URL= \
  ADMIN_EMAIL=admin@produccion.partidos.cl ADMIN_PASSWORD=Produccion123 \
  npm start > "$work/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 90); do
  curl -sf "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && break
  kill -0 "$server_pid" 2>/dev/null || { cat "$work/server.log"; echo "✖ the server exited"; exit 1; }
  sleep 1
done
base="http://127.0.0.1:$port"
curl -sf "$base/api/health" | grep -q '"status":"ok"' || { cat "$work/server.log"; echo "✖ /api/health"; exit 1; }
curl -sf "$base/api/ready" | grep -q '"status":"ok"' || { cat "$work/server.log"; echo "✖ /api/ready"; exit 1; }
login=$(curl -s -H 'content-type: application/json' -d '{"correo":"admin@produccion.partidos.cl","password":"Produccion123"}' "$base/api/auth/login")
echo "$login" | grep -q '"success":true' || { echo "$login"; cat "$work/server.log"; echo "✖ login"; exit 1; }
curl -sf "$base/login" | grep -qi '<div id="root"' || { echo "✖ the web app is not served"; exit 1; }
# the running server is the compiled one
pgrep -f "$work/app/apps/server/dist/server.js" >/dev/null || { ps -ef | grep -i node; echo "✖ npm start did not run the compiled server"; exit 1; }
echo "production install: 1 passed, 0 failed"
