/**
 * `npm run deploy -- --stage prod`: runs the whole test suite (typecheck, lint, web build, synth with
 * cdk-nag, unit, integration, infra and e2e tests), shows `cdk diff` of every stack of the stage, asks
 * before deploying, then deploys them with the CDK CLI. `--yes` skips the question (unattended
 * pipelines, which run the same tests first).
 * `npm run destroy -- --stage dev`: removes a stage (production data is retained by design).
 */
import { spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { STAGE_NAMES, getStageConfig } from '../config.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    stage: { type: 'string', default: 'dev' },
    yes: { type: 'boolean', default: false },
  },
});
const command = positionals[0] === 'destroy' ? 'destroy' : 'deploy';

function run(bin: string, args: string[]): void {
  const result = spawnSync(bin, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function confirm(question: string): Promise<boolean> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question(`${question} [y/N] `);
  rl.close();
  return /^y(es)?$/i.test(answer.trim());
}

let config;
try {
  config = getStageConfig(values.stage);
} catch {
  console.error(`Unknown stage "${values.stage}". Use --stage ${STAGE_NAMES.join(' or ')}.`);
  process.exit(1);
}
const cdkArgs = ['-c', `stage=${config.stageName}`, `${config.stackPrefix}-*`];

if (command === 'deploy') {
  // The suite builds the web app too, so what it tested is what gets uploaded.
  run('npm', ['test']);
  // cdk diff exits 0 whether or not there are differences (without --fail).
  run('cdk', ['diff', ...cdkArgs]);
  if (!values.yes && !(await confirm(`Deploy these changes to ${config.stageName}?`))) {
    console.log('Nothing deployed.');
    process.exit(0);
  }
  // Already confirmed above (with the security changes in the diff); --yes pipelines never prompt.
  run('cdk', ['deploy', ...cdkArgs, '--require-approval', 'never']);
} else {
  run('cdk', ['destroy', ...cdkArgs, ...(values.yes ? ['--force'] : [])]);
}
