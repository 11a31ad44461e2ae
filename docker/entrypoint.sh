#!/bin/sh
# The image's commands: start (default), deploy-commands, start:sharded, console, healthcheck; anything else runs as given.
set -eu
app=$(cd "$(dirname "$0")/.." && pwd)
dist=${SALVO_DIST:-$app/dist}

need_token() {
  if [ -z "${DISCORD_TOKEN:-}" ]; then
    echo "salvo: DISCORD_TOKEN is not set. Put it in .env (docker compose reads it) or pass -e DISCORD_TOKEN=..." >&2
    exit 2
  fi
}

command=${1:-start}
[ "$#" -gt 0 ] && shift
case "$command" in
  start)
    # Without a token the entry point would open the console, which in a container has no one to type: refuse.
    need_token
    exec node --enable-source-maps "$dist/src/index.js" "$@"
    ;;
  start:sharded | sharded)
    need_token
    exec node --enable-source-maps "$dist/src/discord/shard.js" "$@"
    ;;
  deploy-commands | deploy)
    exec node --enable-source-maps "$dist/src/discord/deploy.js" "$@"
    ;;
  console)
    exec node --enable-source-maps "$dist/src/console/main.js" "$@"
    ;;
  healthcheck)
    exec node "$dist/src/discord/healthcheck.js"
    ;;
  *)
    exec "$command" "$@"
    ;;
esac
