// What the bootstrap does about system packages before `npm ci`: which ones each OS needs, how to find the missing
// ones, and the decision (install them, stop with the one command to run, or go on). Plain Node, no dependencies.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * The packages by OS: `canvas` is what node-canvas compiles against when no prebuilt binary can be downloaded (and
 * sqlite3's build tools), `redis` the server and client the tests start and call. Debian's list is `.ci/run`'s.
 */
export const PACKAGES = {
  debian: {
    canvas: ['libcairo2-dev', 'libpango1.0-dev', 'libjpeg-dev', 'libgif-dev', 'librsvg2-dev', 'pkg-config', 'build-essential', 'python3'],
    redis: ['redis-server', 'redis-tools'],
  },
  fedora: {
    canvas: [
      'gcc-c++',
      'make',
      'cairo-devel',
      'pango-devel',
      'libjpeg-turbo-devel',
      'giflib-devel',
      'librsvg2-devel',
      'pkgconf-pkg-config',
      'python3',
    ],
    redis: ['redis'],
  },
  macos: {
    canvas: ['pkg-config', 'cairo', 'pango', 'libpng', 'jpeg', 'giflib', 'librsvg', 'pixman'],
    redis: ['redis'],
  },
};

/** `debian` (Debian, Ubuntu and their kin), `fedora` (Fedora, RHEL and kin), `macos`, or `other`. */
export function osFamily(platform, osRelease) {
  if (platform === 'darwin') return 'macos';
  if (platform !== 'linux') return 'other';
  const field = (name) => (new RegExp(`^${name}=("?)([^"\\n]*)\\1$`, 'm').exec(osRelease)?.[2] ?? '').toLowerCase().split(/\s+/);
  const ids = [...field('ID'), ...field('ID_LIKE')];
  if (ids.some((id) => id === 'debian' || id === 'ubuntu')) return 'debian';
  if (ids.some((id) => id === 'fedora' || id === 'rhel' || id === 'centos')) return 'fedora';
  return 'other';
}

/**
 * The decision, from what is missing: nothing missing, or an OS Salvo has no list for, goes on to `npm ci`; root on
 * Debian/Ubuntu installs with apt-get as `.ci/run` does; anything else stops with the one command that would.
 */
export function packagePlan({ os, root, missing }) {
  if (missing.length === 0 || !(os in PACKAGES)) return { action: 'proceed' };
  const list = missing.join(' ');
  const sudo = root ? '' : 'sudo ';
  if (os === 'debian' && root) {
    return {
      action: 'install',
      say: `salvo: installing the missing system packages with apt-get: ${list}`,
      commands: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...missing],
      ],
    };
  }
  const command =
    os === 'debian' ? `${sudo}apt-get install -y ${list}` : os === 'fedora' ? `${sudo}dnf install -y ${list}` : `brew install ${list}`;
  return {
    action: 'stop',
    command,
    say: `salvo: these system packages are missing: ${list}.\n       Install them, then run this again:\n\n    ${command}\n`,
  };
}

/** Which of `packages` the OS's package manager does not have installed (impure: it asks dpkg, rpm or brew). */
export function missingPackages(os, packages) {
  const installed = {
    debian: (name) => spawnSync('dpkg-query', ['-W', `-f=\${db:Status-Abbrev}`, name], { encoding: 'utf8' }).stdout?.startsWith('ii'),
    fedora: (name) => spawnSync('rpm', ['-q', '--whatprovides', name], { stdio: 'ignore' }).status === 0,
    macos: (name) => spawnSync('brew', ['list', '--versions', name], { stdio: 'ignore' }).status === 0,
  }[os];
  return installed ? packages.filter((name) => !installed(name)) : [];
}

/** This machine's OS family, read from /etc/os-release on Linux. */
export function thisOs() {
  let release = '';
  try {
    release = readFileSync('/etc/os-release', 'utf8');
  } catch {
    // No os-release: not a Linux Salvo has a list for.
  }
  return osFamily(process.platform, release);
}
