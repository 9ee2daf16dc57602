/**
 * Runs shell commands side by side and fails when any of them fails: `npm test`'s checks, ESLint's
 * type-aware lint beside the type check, web build, synth, knip and Prettier (each about half the
 * checks' CPU, each on one core). Every line a command prints is prefixed with its number, and each
 * command's end is reported with its exit code and its wall time.
 *
 *   tsx infra/tools/side-by-side.ts 'eslint --max-warnings 0 .' 'tsc -b && npm run build:web'
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('Give the commands to run side by side, each as one argument.');
  process.exit(2);
}

function run(command: string, index: number): Promise<number> {
  const started = Date.now();
  const label = `[${index + 1}]`;
  console.log(`${label} ${command}`);
  const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
  createInterface({ input: child.stdout }).on('line', (line) => console.log(`${label} ${line}`));
  createInterface({ input: child.stderr }).on('line', (line) => console.error(`${label} ${line}`));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const exit = code ?? (signal ? 1 : 0);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${label} ${exit === 0 ? 'done' : `failed (exit ${code ?? signal})`} in ${seconds} s`);
      resolve(exit);
    });
  });
}

const exits = await Promise.all(commands.map(run));
const failed = commands.filter((_, index) => exits[index] !== 0);
if (failed.length > 0) {
  console.error(`Failed: ${failed.join('; ')}`);
  process.exit(1);
}
