#!/usr/bin/env bash
# Runs the emulator-backed Firebase suites for real: the Auth, Functions, Cloud Firestore and Hosting
# emulators (demo project id, no UI), started and stopped by `firebase emulators:exec`, offline.
#
#   bash test/adapters/firebase/run-emulators.sh              the rules attack matrix, every shared
#                                                              contract suite but file storage, the
#                                                              triggers, submitFeedback and Hosting
#   bash test/adapters/firebase/run-emulators.sh <jest args>  the same emulators, other jest arguments
#   bash test/adapters/firebase/run-emulators.sh --run "<command>"
#                                                              Auth, Functions and Firestore around
#                                                              another command (the bench audits the
#                                                              Firebase build's member pages there)
#
# The Firestore emulator is Debian's google-cloud-cli-firestore-emulator (installed when missing).
# firebase-tools starts it only from a jar it runs with `java -jar` on Java 21 or later, so this
# script makes a launcher jar (a manifest naming the packaged jar and its main class) in a
# temporary folder and puts a JDK 21+ first on PATH. The Storage emulator is not started: its rules
# runtime is a download, so the suites that need it skip and say why.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../../.." && pwd)"
# Node 24 from the root's `node` devDependency, for firebase-tools, the functions and npm.
export PATH="$ROOT/node_modules/.bin:$PATH"
EMULATOR_DIR=/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator
EMULATOR_JAR="$EMULATOR_DIR/cloud-firestore-emulator.jar"
EMULATOR_MAIN=com.google.cloud.datastore.emulator.firestore.CloudFirestore

SUDO=""
[ "$(id -u)" = "0" ] || SUDO="sudo"
apt_install() {
  echo "installing: $*"
  $SUDO apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

# A JDK whose major version is at least 21, with its `jar` tool; prints its folder.
find_jdk() {
  local dir major
  for dir in /usr/lib/jvm/*/; do
    dir="${dir%/}"
    [ -x "$dir/bin/java" ] && [ -x "$dir/bin/jar" ] && [ -f "$dir/release" ] || continue
    major="$(sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$dir/release")"
    if [ -n "$major" ] && [ "$major" -ge 21 ]; then
      echo "$dir"
      return 0
    fi
  done
  return 1
}

echo "== firestore emulator and a JDK 21+"
[ -f "$EMULATOR_JAR" ] || apt_install google-cloud-cli-firestore-emulator
if ! JDK="$(find_jdk)"; then
  for pkg in openjdk-21-jdk-headless openjdk-25-jdk-headless temurin-25-jdk temurin-21-jdk; do
    if apt-cache show "$pkg" >/dev/null 2>&1; then
      apt_install "$pkg"
      break
    fi
  done
  JDK="$(find_jdk)" || { echo "no JDK 21 or later under /usr/lib/jvm, and none to install" >&2; exit 1; }
fi
export PATH="$JDK/bin:$PATH"
echo "java: $JDK; emulator: $EMULATOR_JAR"

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
printf 'Main-Class: %s\nClass-Path: file:%s\n' "$EMULATOR_MAIN" "$EMULATOR_JAR" >"$WORK/manifest.txt"
jar --create --file "$WORK/firestore-emulator-launcher.jar" --manifest "$WORK/manifest.txt"
export FIRESTORE_EMULATOR_BINARY_PATH="$WORK/firestore-emulator-launcher.jar"

echo "== functions: install (own lockfile) and build, as the README's npm run firebase:functions"
(cd "$ROOT" && npm run firebase:functions)

if [ "${1:-}" = "--run" ]; then
  [ "$#" -eq 2 ] || { echo 'usage: run-emulators.sh --run "<command>"' >&2; exit 2; }
  echo "== emulators: auth, functions, firestore (project demo-cofounder) around: $2"
  cd "$ROOT/adapters/firebase"
  timeout "${EMULATOR_TIMEOUT:-1500}" firebase emulators:exec --only auth,functions,firestore --project demo-cofounder \
    "cd '$ROOT' && $2"
  exit
fi

if [ "$#" -eq 0 ]; then
  set -- test/adapters/firebase/rules.emulator.test.ts test/adapters/firebase/emulator
fi
JEST_ARGS="$(printf ' %q' "$@")"

echo "== emulators: auth, functions, firestore, hosting (project demo-cofounder)"
cd "$ROOT/adapters/firebase"
# REQUIRE_EMULATORS makes a suite fail, not skip, when an emulator it needs is missing.
# The emulators' output is also kept in a file: the contract harness reads there when every
# trigger that began has finished (test/adapters/firebase/support/functionsLog.ts).
EMULATOR_LOG="$WORK/emulators.log"
# Hosting serves the production build as firebase.json says: `npm run build` first (.ci/run does).
timeout 480 firebase emulators:exec --only auth,functions,firestore,hosting --project demo-cofounder \
  "cd '$ROOT' && REQUIRE_EMULATORS=1 FIREBASE_FUNCTIONS_EMULATOR=127.0.0.1:5001 FIREBASE_HOSTING_EMULATOR=127.0.0.1:5005 FIREBASE_EMULATOR_LOG='$EMULATOR_LOG' npm run jest -- --ci --runInBand$JEST_ARGS" \
  2>&1 | tee "$EMULATOR_LOG"
