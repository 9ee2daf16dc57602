/**
 * `npm run deploy -- --stage prod`: builds the web app, then deploys every stack of the stage with
 * the CDK CLI (which prompts before widening IAM permissions or security groups, unless
 * `--yes` is given for unattended pipelines).
 * `npm run destroy -- --stage dev`: removes a stage (production data is retained by design).
 */
import { spawnSync } from 'node:child_process';
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

let config;
try {
  config = getStageConfig(values.stage);
} catch {
  console.error(`Unknown stage "${values.stage}". Use --stage ${STAGE_NAMES.join(' or ')}.`);
  process.exit(1);
}
const cdkArgs = ['-c', `stage=${config.stageName}`, `${config.stackPrefix}-*`];

if (command === 'deploy') {
  run('npm', ['run', '--silent', 'build:web']);
  run('cdk', ['deploy', ...cdkArgs, '--require-approval', values.yes ? 'never' : 'broadening']);
} else {
  run('cdk', ['destroy', ...cdkArgs, ...(values.yes ? ['--force'] : [])]);
}
