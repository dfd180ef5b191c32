#!/usr/bin/env bash
# The HTML checker in the unit tests (vnu-jar, server/web/structured-data.test.ts) runs on Java 11 or later: Debian's
# Java 17 runtime. Installs it when missing, so a fresh machine or CI needs no step by hand (vnu-jar's own install
# script, which would download a Java runtime, is denied in package.json "allowScripts").
set -euo pipefail
if command -v java >/dev/null 2>&1; then exit 0; fi
echo "Java is missing; installing Debian's openjdk-17-jre-headless package..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq openjdk-17-jre-headless >/dev/null
java -version
