// node scripts/lock-platforms.mjs — after regenerating package-lock.json here.
//
// The registry this project's machines reach serves only some of the
// platform-specific packages that tools ship as optional dependencies
// (@rollup/rollup-darwin-arm64, @pagefind/windows-x64…): for the others it
// answers 404, so `npm install` leaves them out of the lock file, and `npm ci`
// (npm 11) then refuses the lock as out of sync with package.json. This script
// adds the missing entries as npm itself writes them on a full registry:
// optional, with the exact version asked for and the `os` / `cpu` / `libc` of
// the platform its name states, so that npm skips them on any other platform
// without ever fetching them. Packages it cannot place are reported, not guessed.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = 'package-lock.json';
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const pkgs = lock.packages;

const OS = { darwin: 'darwin', linux: 'linux', win32: 'win32', windows: 'win32', freebsd: 'freebsd', openbsd: 'openbsd', android: 'android', openharmony: 'openharmony', wasi: null };
const CPU = ['x64', 'arm64', 'arm', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32'];

function platform(name) {
  const tokens = name.split('/').pop().split('-');
  const entry = {};
  const os = tokens.find((t) => t in OS);
  const cpu = tokens.find((t) => CPU.includes(t));
  if (!cpu) return undefined;
  if (os && OS[os]) entry.os = [OS[os]];
  entry.cpu = [cpu];
  if (tokens.includes('musl')) entry.libc = ['musl'];
  else if (tokens.some((t) => t === 'gnu' || t.startsWith('gnueabi'))) entry.libc = ['glibc'];
  return entry;
}

let added = 0;
const unplaced = [];
for (const [path, info] of Object.entries(pkgs)) {
  for (const [dep, spec] of Object.entries(info.optionalDependencies ?? {})) {
    // npm resolves a dependency next to its dependent, then up the tree.
    const parents = path ? path.split('/node_modules/') : [];
    let found = false;
    for (let i = parents.length; i >= 0 && !found; i--) {
      const base = parents.slice(0, i).join('/node_modules/');
      found = `${base ? base + '/' : ''}node_modules/${dep}` in pkgs;
    }
    if (found) continue;
    const where = `node_modules/${dep}`;
    const plat = platform(dep);
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec) || !plat) {
      unplaced.push(`${dep}@${spec} (for ${path || 'the project'})`);
      continue;
    }
    pkgs[where] = { version: spec, optional: true, ...plat };
    added++;
  }
}

lock.packages = Object.fromEntries(Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(LOCK, JSON.stringify(lock, null, 2) + '\n');
console.log(`${added} platform packages added to ${LOCK}`);
if (unplaced.length) {
  console.log('Not placed (add them by hand):\n  ' + unplaced.join('\n  '));
  process.exitCode = 1;
}
