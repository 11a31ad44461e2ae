// The bootstrap's decision before `npm ci` on a bare machine: install the build packages (root on Debian/Ubuntu), stop
// with the one command for the OS, or go on.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { osFamily, PACKAGES, packagePlan } from '../../scripts/bootstrap-plan.mjs';

const CANVAS_DEBIAN = 'libcairo2-dev libpango1.0-dev libjpeg-dev libgif-dev librsvg2-dev pkg-config build-essential python3';

describe('packagePlan', () => {
  test.each([[['libcairo2-dev', 'libpango1.0-dev']], [['redis-server', 'redis-tools']]])(
    'GIVEN root on Debian missing %j THEN it installs exactly those with apt-get and says so',
    (missing) => {
      expect(packagePlan({ os: 'debian', root: true, missing })).toEqual({
        action: 'install',
        say: `salvo: installing the missing system packages with apt-get: ${missing.join(' ')}`,
        commands: [
          ['apt-get', 'update', '-qq'],
          ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...missing],
        ],
      });
    },
  );

  test.each([
    ['a user on Debian', 'debian', false, 'sudo apt-get install -y libcairo2-dev redis-server'],
    ['a user on Fedora', 'fedora', false, 'sudo dnf install -y libcairo2-dev redis-server'],
    ['root on Fedora', 'fedora', true, 'dnf install -y libcairo2-dev redis-server'],
    ['a user on macOS', 'macos', false, 'brew install libcairo2-dev redis-server'],
  ] as const)('GIVEN %s with packages missing THEN it stops with the one command: %s', (_who, os, root, command) => {
    const plan = packagePlan({ os, root, missing: ['libcairo2-dev', 'redis-server'] });
    expect(plan).toEqual({ action: 'stop', command, say: expect.stringContaining(`\n    ${command}\n`) });
  });

  test.each(['debian', 'fedora', 'macos', 'other'] as const)('GIVEN nothing missing on %s THEN it goes on to npm ci', (os) => {
    expect(packagePlan({ os, root: true, missing: [] })).toEqual({ action: 'proceed' });
    expect(packagePlan({ os, root: false, missing: [] })).toEqual({ action: 'proceed' });
  });

  test('GIVEN an OS without a package list THEN it goes on and lets npm try the prebuilt binary', () => {
    expect(packagePlan({ os: 'other', root: true, missing: ['cairo'] })).toEqual({ action: 'proceed' });
  });
});

describe('osFamily', () => {
  test.each([
    ['Debian', 'linux', 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\n', 'debian'],
    ['Ubuntu', 'linux', 'NAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian\n', 'debian'],
    ['Linux Mint', 'linux', 'ID=linuxmint\nID_LIKE="ubuntu debian"\n', 'debian'],
    ['Fedora', 'linux', 'ID=fedora\n', 'fedora'],
    ['Rocky', 'linux', 'ID="rocky"\nID_LIKE="rhel centos fedora"\n', 'fedora'],
    ['Alpine', 'linux', 'ID=alpine\n', 'other'],
    ['macOS', 'darwin', '', 'macos'],
    ['Windows', 'win32', '', 'other'],
  ])('GIVEN %s THEN %s', (_name, platform, release, family) => {
    expect(osFamily(platform, release)).toBe(family);
  });
});

test('GIVEN .ci/run and the README THEN they name the same Debian packages as the bootstrap', () => {
  const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
  expect(PACKAGES.debian.canvas.join(' ')).toBe(CANVAS_DEBIAN);
  expect(read('.ci/run')).toContain(`apt_install ${CANVAS_DEBIAN}\n`);
  expect(read('.ci/run')).toContain(`apt_install ${PACKAGES.debian.redis.join(' ')}\n`);
  const readme = read('README.md').replace(/\s+/g, ' ');
  expect(readme).toContain(`\`${CANVAS_DEBIAN}\``);
  expect(readme).toContain(`\`${PACKAGES.debian.redis.join(' ')}\``);
});
