#!/usr/bin/env bash
# The Supabase SQL suites on a throwaway PostgreSQL 15 server (postgres/jest.config.ts): the
# security matrix and the server-side effects that `npm test` runs on PGlite, and the suites
# that need many connections at once. The server listens on a unix socket in a temporary
# folder only and is removed afterwards. If it cannot start, this fails: nothing is skipped.
set -euo pipefail
cd "$(dirname "$0")/../../.."

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
if [ ! -x "$PG_BIN/initdb" ]; then
  echo "installing: postgresql-15 (server binaries for $PG_BIN)"
  SUDO=""; [ "$(id -u)" = "0" ] || SUDO="sudo"
  $SUDO apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15 >/dev/null
fi
export PG_BIN

npm run jest -- --config test/adapters/supabase/postgres/jest.config.ts "$@"
