# shellcheck shell=bash
# What scripts/deploy.sh and scripts/rollback.sh share (sourced, not run). docs/deploy.md describes the layout:
#
#   $SITE_ROOT/releases/<UTC time>-<commit>/   one folder per deployed version, built and pruned to production packages
#   $SITE_ROOT/current  -> releases/...        what the service runs (WorkingDirectory in deploy/bridal-site.service)
#   $SITE_ROOT/previous -> releases/...        what rollback.sh goes back to
#
# The data (DATA_DIR, UPLOADS_DIR, BACKUP_DIR) lives outside the releases, in /var/lib/bridal-site by default.

SITE_ROOT=${SITE_ROOT:-/srv/bridal-site}
# Restarting needs root; docs/deploy.md gives the deploy user the right to run exactly this command.
RESTART_COMMAND=${RESTART_COMMAND:-sudo systemctl restart bridal-site}
# A page of the site, asked after the restart: the switch counts as done once it answers 200.
CHECK_URL=${CHECK_URL:-http://127.0.0.1:3000/}
CHECK_SECONDS=${CHECK_SECONDS:-60}

say() { printf '%s\n' "$*"; }
die() {
  printf 'ERROR: %s\n' "$*" >&2
  exit 1
}

# link_to NAME TARGET: points $SITE_ROOT/NAME at TARGET (relative to $SITE_ROOT) in one step: a new link under a
# temporary name, renamed over the old one. Whatever reads the link sees the old target or the new, never neither.
link_to() {
  ln -sfn "$2" "$SITE_ROOT/.$1.new"
  mv -T "$SITE_ROOT/.$1.new" "$SITE_ROOT/$1"
}

# release_of NAME: the release a link points at (releases/...), or nothing.
release_of() {
  readlink "$SITE_ROOT/$1" 2>/dev/null || true
}

# restart_and_check: restarts the service, then waits until CHECK_URL answers 200. Returns non-zero if it never does.
restart_and_check() {
  say "Restarting: $RESTART_COMMAND"
  bash -c "$RESTART_COMMAND" || return 1
  # shellcheck disable=SC2016 # JavaScript, not shell: its ${...} are the script's own
  node -e '
    const [url, seconds] = process.argv.slice(1);
    const until = Date.now() + Number(seconds) * 1000;
    const ask = async () => {
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
        if (response.status === 200) return process.exit(0);
      } catch {}
      if (Date.now() > until) {
        console.error(`${url} did not answer 200 within ${seconds} s`);
        process.exit(1);
      }
      setTimeout(ask, 250);
    };
    ask();
  ' "$CHECK_URL" "$CHECK_SECONDS"
}
