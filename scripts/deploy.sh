#!/usr/bin/env bash
# scripts/deploy.sh [REF]: puts a version of the site live without a moment of missing pages, keeping the one before
# for scripts/rollback.sh. See docs/deploy.md.
#
#   1. builds REF (default: the branch's upstream after a fetch, else HEAD) in a folder of its own,
#      $SITE_ROOT/releases/<UTC time>-<commit>: npm ci, npm run build, npm prune --omit=dev;
#   2. copies the running release's hashed files into the new one, so open pages keep finding theirs;
#   3. switches $SITE_ROOT/current to it in one step, restarts the service and waits for the site to answer;
#      if it does not, switches back and restarts the release before (the deploy then fails);
#   4. keeps the newest $KEEP_RELEASES releases (and always the current and previous ones).
#
# Settings (environment): SITE_ROOT (/srv/bridal-site), REPO (the git checkout this script is in),
# KEEP_RELEASES (5), RESTART_COMMAND, CHECK_URL, CHECK_SECONDS (scripts/releases.sh).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=scripts/releases.sh
. "$here/releases.sh"
REPO=${REPO:-$(git -C "$here" rev-parse --show-toplevel)}
KEEP_RELEASES=${KEEP_RELEASES:-5}

if [[ $# -ge 1 ]]; then
  ref=$1
else
  if git -C "$REPO" remote | grep -qx origin; then git -C "$REPO" fetch --quiet origin; fi
  ref=$(git -C "$REPO" rev-parse --abbrev-ref --symbolic-full-name '@{upstream}' 2>/dev/null || echo HEAD)
fi
commit=$(git -C "$REPO" rev-parse --verify --quiet "$ref^{commit}") || die "no such version in $REPO: $ref"
name="$(date -u +%Y%m%dT%H%M%SZ)-${commit:0:12}"
release="$SITE_ROOT/releases/$name"
running=$(release_of current)

say "Deploying $ref ($commit) as releases/$name"
mkdir -p "$SITE_ROOT/releases"
mkdir "$release" || die "$release already exists"
# Until the switch, a failure leaves the running site as it was and removes the half-made release.
trap 'say "Deploy failed; the site still runs ${running:-nothing}."; rm -rf "$release"' ERR
git -C "$REPO" archive --format=tar "$commit" | tar -x -C "$release"
(
  cd "$release"
  npm ci --no-audit --no-fund
  CARRY_ASSETS_FROM="$SITE_ROOT/${running:-none}/dist" npm run build
  npm prune --omit=dev --no-audit --no-fund
)
trap - ERR

link_to current "releases/$name"
[[ -n $running ]] && link_to previous "$running"
if ! restart_and_check; then
  [[ -n $running ]] || die "releases/$name does not answer at $CHECK_URL; see the service's log (journalctl -u bridal-site)"
  say "releases/$name does not answer at $CHECK_URL; going back to $running."
  link_to current "$running"
  link_to previous "releases/$name"
  restart_and_check || die "$running does not answer either; see the service's log (journalctl -u bridal-site)"
  die "releases/$name did not start and $running runs again; see the service's log (journalctl -u bridal-site)"
fi
say "Live: releases/$name (the one before, ${running:-none}, is kept for scripts/rollback.sh)"

# Oldest first by name (their names start with the time); never the current or previous release.
current=$(release_of current)
previous=$(release_of previous)
mapfile -t releases < <(find "$SITE_ROOT/releases" -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | sort)
for ((i = 0; i < ${#releases[@]} - KEEP_RELEASES; i++)); do
  old="releases/${releases[i]}"
  [[ $old == "$current" || $old == "$previous" ]] && continue
  say "Removing $old"
  rm -rf "${SITE_ROOT:?}/$old"
done
