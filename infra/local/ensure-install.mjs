// Runs before `npm start` and `npm test` on whatever Node the machine has (often older than 22), so
// it is plain JavaScript with no dependencies. It installs the dependencies (which bring Node 22 into
// node_modules/.bin, where every npm script finds it first) when they are missing or stale, and
// builds the web app for `npm start` when its sources changed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const stamp = path.join(root, 'node_modules', '.install-stamp');
const wantsWeb = process.argv.includes('--web');

function mtime(file) {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

/** Newest modification time of any file under the given folders. */
function newestMtime(dirs) {
  let newest = 0;
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  dirs.forEach(walk);
  return newest;
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n"${command} ${args.join(' ')}" failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

const lockFile = path.join(root, 'package-lock.json');
const installed = existsSync(path.join(root, 'node_modules', '.bin', 'node'));
if (!installed || mtime(stamp) < Math.max(mtime(lockFile), mtime(path.join(root, 'package.json')))) {
  console.log('Installing dependencies (this brings Node 22 into the project)...');
  // `npm install`, not `npm ci`: some optional platform binaries (for other operating systems) are
  // missing from registries that mirror only what they serve, and `npm ci` refuses a lock file
  // without them, while `npm install` keeps the locked versions and skips what it cannot have.
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error']);
  writeFileSync(stamp, new Date().toISOString());
}

const node22 = path.join(root, 'node_modules', '.bin', 'node');
const version = spawnSync(node22, ['--version'], { encoding: 'utf8' }).stdout.trim();
if (!/^v2[2-9]\./.test(version)) {
  console.error(
    `The project needs Node 22 in node_modules/.bin, found "${version || 'nothing'}". Run "npm install".`,
  );
  process.exit(1);
}

if (wantsWeb) {
  const webSources = [path.join(root, 'web'), path.join(root, 'functions', 'core')];
  const builtAt = mtime(path.join(root, 'web', 'dist', 'index.html'));
  const changedAt = newestMtime(webSources.map((dir) => (dir.endsWith('web') ? path.join(dir, 'src') : dir)));
  if (builtAt < Math.max(changedAt, mtime(path.join(root, 'web', 'index.html')))) {
    console.log('Building the web app...');
    run('npm', ['run', '--silent', 'build:web']);
  }
}
