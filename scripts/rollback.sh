#!/usr/bin/env bash
# scripts/rollback.sh [RELEASE]: puts the release before back live (or RELEASE, a folder name under
# $SITE_ROOT/releases), then restarts the service and waits for the site to answer. Running it again goes forward
# again: the release left becomes `previous`. The data is shared by all releases and is not touched. See docs/deploy.md.
#
# Settings (environment): SITE_ROOT (/srv/bridal-site), RESTART_COMMAND, CHECK_URL, CHECK_SECONDS (scripts/releases.sh).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=scripts/releases.sh
. "$here/releases.sh"

running=$(release_of current)
if [[ $# -ge 1 ]]; then
  target="releases/${1#releases/}"
else
  target=$(release_of previous)
  [[ -n $target ]] || die "no previous release to go back to (the link $SITE_ROOT/previous is missing)"
fi
[[ -f "$SITE_ROOT/$target/dist/server/main.js" ]] || die "$SITE_ROOT/$target is not a built release"
[[ $target != "$running" ]] || die "$target is already live"

say "Going back from ${running:-nothing} to $target"
if [[ -n $running ]]; then
  # Pages opened from the release being left name its hashed files; the release going live keeps them servable.
  node "$SITE_ROOT/$target/scripts/carry-assets.mjs" "$SITE_ROOT/$running/dist/client" "$SITE_ROOT/$target/dist/client"
fi
link_to current "$target"
[[ -n $running ]] && link_to previous "$running"
restart_and_check || die "$target does not answer at $CHECK_URL; see the service's log (journalctl -u bridal-site)"
say "Live: $target (scripts/rollback.sh again returns to ${running:-nothing})"
