#!/usr/bin/env bash
# Issue #28's newcomer check, by hand (never part of `npm test`): a minimal Debian bookworm root made with debootstrap,
# Node 20 copied in from this machine, no cairo/pango and no Redis, a clone of this repository, then the README's two
# commands exactly as written: first as a non-root user (must stop before `npm ci` with the one apt command), then as
# root (must install, start the console and pass the tests). Run as root on a Debian/Ubuntu host with network access.
#
#   scripts/fresh-machine-check.sh [ROOT_DIR] [BRANCH]     (defaults: /work/fresh-root, the current branch)
#   SKIP_TESTS=1 scripts/fresh-machine-check.sh            (stop after the start command)
#
# Needs: debootstrap (apt-get install debootstrap), a Redis on 127.0.0.1:6379 or none (the chroot shares the network,
# so `npm test` uses the host's Redis when one answers and starts its own otherwise). Logs go to ROOT_DIR/../fresh-logs.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
root=${1:-/work/fresh-root}
branch=${2:-$(git -C "$repo" rev-parse --abbrev-ref HEAD)}
logs=$(dirname "$root")/fresh-logs
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
mkdir -p "$logs"

[ "$(id -u)" = 0 ] || { echo "fresh-machine-check: run as root (debootstrap and chroot)" >&2; exit 1; }
case "$root" in / | "" | "$repo" | "$repo"/*) echo "fresh-machine-check: ROOT_DIR must be a folder outside the repository" >&2; exit 1 ;; esac

# 1. The machine: Debian's minimal base plus git to clone with (as in a node:20 image); nothing of cairo, pango or Redis.
# debootstrap runs once into ROOT_DIR.base; every check starts from a fresh copy of it, since the root run installs.
if [ ! -x "$root.base/usr/bin/git" ]; then
  echo "== debootstrap bookworm into $root.base"
  debootstrap --variant=minbase --include=git,ca-certificates bookworm "$root.base" "$mirror" >"$logs/debootstrap.log" 2>&1
fi
# Never delete through a mount left by an interrupted run (its /dev is the host's).
if grep -q " $root/" /proc/mounts; then echo "fresh-machine-check: something is mounted under $root; umount it first" >&2; exit 1; fi
rm -rf "$root"
cp -a "$root.base" "$root"
cp /etc/resolv.conf "$root/etc/resolv.conf"
# Where this host reaches the internet through a TLS-inspecting proxy, the root must trust the same extra CAs (apt and
# git read the system store; npm and node-gyp read NODE_EXTRA_CA_CERTS). Nothing of Salvo's changes with it.
extra_ca=""
if compgen -G "/usr/local/share/ca-certificates/*.crt" >/dev/null; then
  cp /usr/local/share/ca-certificates/*.crt "$root/usr/local/share/ca-certificates/"
  chroot "$root" update-ca-certificates >/dev/null 2>&1
  extra_ca="NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt"
fi

# 2. Node 20: this host's node binary and npm (the official tarball is used instead when NODE_TARBALL names one).
if [ -n "${NODE_TARBALL:-}" ]; then
  tar -xJf "$NODE_TARBALL" -C "$root/usr/local" --strip-components=1
else
  cp "$(command -v node)" "$root/usr/local/bin/node"
  npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
  mkdir -p "$root/usr/local/lib/node_modules"
  cp -a "$npm_dir" "$root/usr/local/lib/node_modules/npm"
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
  # The headers, where the official tarball has them: node-gyp compiles node-canvas against them.
  mkdir -p "$root/usr/local/include"
  cp -a "$(dirname "$(dirname "$(command -v node)")")/include/node" "$root/usr/local/include/node"
fi
# Where nodejs.org cannot be reached, node-gyp cannot download the headers: it is pointed at the ones above.
nodedir=""
curl -sfI --max-time 10 https://nodejs.org/dist/ >/dev/null 2>&1 || nodedir="npm_config_nodedir=/usr/local"

# 3. The repository as the newcomer gets it: a bare copy of this one to `git clone` from inside.
rm -rf "$root/srv/salvo.git"
git clone --quiet --bare "$repo" "$root/srv/salvo.git"
# Root owns the copy; the user clones it too, so git must not refuse it as someone else's.
chroot "$root" git config --system --add safe.directory /srv/salvo.git

mounts=(proc sys dev dev/pts)
unmount() { for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do umount "$root/${mounts[i]}" 2>/dev/null || true; done; }
trap unmount EXIT
mount -t proc proc "$root/proc"
mount -t sysfs sysfs "$root/sys"
mount --bind /dev "$root/dev"
mount --bind /dev/pts "$root/dev/pts"

in_root() { chroot "$root" /usr/bin/env -i HOME=/root PATH=/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin TERM=dumb $extra_ca $nodedir bash -c "$1"; }
readme_command() { awk "/<!-- ci:$1 -->/{getline; getline; print; exit}" "$repo/README.md"; }
start_command=$(readme_command start-command)
test_command=$(readme_command test-command)
echo "== README: start '$start_command', test '$test_command'"
in_root 'node --version; npm --version; dpkg -l | grep -Ei "cairo|pango|redis" || echo "no cairo, pango or redis packages"'

# 4. As a user: must stop before `npm ci`, printing the one apt-get command.
in_root 'id newcomer >/dev/null 2>&1 || useradd -m newcomer'
in_root "rm -rf /home/newcomer/salvo && su newcomer -c 'git clone --quiet -b $branch /srv/salvo.git /home/newcomer/salvo'"
set +e
in_root "su newcomer -c 'cd /home/newcomer/salvo && $start_command'" </dev/null >"$logs/user-start.log" 2>&1
user_status=$?
set -e
cat "$logs/user-start.log"
if [ "$user_status" = 0 ] || [ -e "$root/home/newcomer/salvo/node_modules" ] || ! grep -q 'sudo apt-get install -y ' "$logs/user-start.log"; then
  echo "FAIL: as a user the start command should stop before npm ci with the apt-get command (status $user_status)" >&2
  exit 1
fi
echo "== as a user: stopped (status $user_status) before npm ci with the apt-get command"

# 5. As root: the start command installs everything, then the console answers on stdin.
in_root "rm -rf /root/salvo && git clone --quiet -b $branch /srv/salvo.git /root/salvo"
printf '/roll expression:3d6+2\n/d66\n/quit\n' | in_root "cd /root/salvo && $start_command" >"$logs/root-start.log" 2>&1 || {
  tail -40 "$logs/root-start.log"
  echo "FAIL: the start command failed as root" >&2
  exit 1
}
tail -15 "$logs/root-start.log"
grep -q '3d6+2' "$logs/root-start.log" || { echo "FAIL: the console did not answer /roll" >&2; exit 1; }
echo "== as root: the start command installed and the console answered"

# 6. As root: the test command (lint, typecheck, the whole suite). Slow on a loaded machine.
if [ -n "${SKIP_TESTS:-}" ]; then exit 0; fi
echo "== running '$test_command' (log: $logs/root-test.log)"
if in_root "cd /root/salvo && $test_command" >"$logs/root-test.log" 2>&1; then
  tail -8 "$logs/root-test.log"
  echo "== as root: the test command passed"
else
  tail -60 "$logs/root-test.log"
  echo "FAIL: the test command failed as root" >&2
  exit 1
fi
