#!/usr/bin/env bash
# Runs the emulator-backed Firebase suites for real, with emulators from firebase-tools
# (demo project id, emulator UI disabled), started and stopped by `firebase emulators:exec`.
#
#   bash test/adapters/firebase/run-emulators.sh         Auth + Functions emulators (offline, ~30 s):
#                                                          test/adapters/firebase/emulator/authAndFeedback
#                                                          and the shared AuthProvider contract.
#   bash test/adapters/firebase/run-emulators.sh --all   adds the Firestore and Storage emulators (they
#                                                          need Java 21 and a one-time download of their
#                                                          jars) and runs every suite under
#                                                          test/adapters/firebase: the rules attack matrix
#                                                          and all shared contract suites included.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../../.." && pwd)"
# Node 24 from the root's `node` devDependency, for firebase-tools, the functions and npm.
export PATH="$ROOT/node_modules/.bin:$PATH"
FUNCTIONS="$ROOT/adapters/firebase/functions"

ONLY="auth,functions"
TESTS="test/adapters/firebase/emulator"
LIMIT=170
if [ "${1:-}" = "--all" ]; then
  ONLY="auth,functions,firestore,storage"
  TESTS="test/adapters/firebase"
  LIMIT=1500
fi

echo "== functions: install (own lockfile) and build"
if [ ! -d "$FUNCTIONS/node_modules/firebase-functions" ] || [ ! -d "$FUNCTIONS/node_modules/@google-cloud/firestore" ]; then
  npm ci --prefix "$FUNCTIONS" --no-audit --no-fund
fi
npm --prefix "$FUNCTIONS" run build

echo "== emulators: $ONLY (project demo-cofounder)"
cd "$ROOT/adapters/firebase"
timeout "$LIMIT" firebase emulators:exec --only "$ONLY" --project demo-cofounder \
  "cd '$ROOT' && FIREBASE_FUNCTIONS_EMULATOR=127.0.0.1:5001 npm run jest -- --ci --runInBand $TESTS"
