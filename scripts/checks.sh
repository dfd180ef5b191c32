#!/usr/bin/env bash
# `npm test`'s first step: the type check, lint and format check side by side (each runs on one core, and this
# machine has two), each one's output printed whole once all three are done; fails when any of them fails.
set -uo pipefail
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
npm run --silent typecheck >"$out/typecheck" 2>&1 &
typecheck=$!
npm run --silent lint >"$out/lint" 2>&1 &
lint=$!
npm run --silent format:check >"$out/format" 2>&1
format=$?
wait "$typecheck"
typecheck=$?
wait "$lint"
lint=$?
for step in typecheck lint format; do
  echo "== $step"
  cat "$out/$step"
done
echo "typecheck: exit $typecheck, lint: exit $lint, format:check: exit $format"
exit $((typecheck || lint || format))
