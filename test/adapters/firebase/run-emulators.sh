#!/usr/bin/env bash
# Runs the emulator-backed Firebase suites for real: starts the Firebase Auth and Functions
# emulators (firebase-tools, offline: demo project id, emulator UI disabled), runs
# test/adapters/firebase/emulator against them, and stops them. About 30 s.
#
#   bash test/adapters/firebase/run-emulators.sh
#
# The Firestore and Storage emulators are not started: they need Java 21 and a download
# (see adapters/firebase/README.md for where they can run).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../../.." && pwd)"
# Node 24 from the root's `node` devDependency, for firebase-tools, the functions and npm.
export PATH="$ROOT/node_modules/.bin:$PATH"
FUNCTIONS="$ROOT/adapters/firebase/functions"

echo "== functions: install (own lockfile) and build"
if [ ! -d "$FUNCTIONS/node_modules/firebase-functions" ] || [ ! -d "$FUNCTIONS/node_modules/@google-cloud/firestore" ]; then
  npm ci --prefix "$FUNCTIONS" --no-audit --no-fund
fi
npm --prefix "$FUNCTIONS" run build

echo "== emulators: auth, functions (project demo-cofounder)"
cd "$ROOT/adapters/firebase"
timeout 170 firebase emulators:exec --only auth,functions --project demo-cofounder \
  "cd '$ROOT' && FIREBASE_FUNCTIONS_EMULATOR=127.0.0.1:5001 npm run jest -- --ci test/adapters/firebase/emulator"
