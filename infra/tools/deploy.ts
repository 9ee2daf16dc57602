/**
 * `npm run deploy -- --stage prod`: runs the whole test suite (typecheck, lint, web build, synth with
 * cdk-nag, unit, integration, infra and e2e tests), shows `cdk diff` of every stack of the stage, asks
 * before deploying, then deploys them with the CDK CLI. `--yes` skips the question (unattended
 * pipelines, which run the same tests first).
 * A stage whose user pool sends through SES (`mail.cognitoThroughSes`) deploys only once its mail
 * domain is verified: Cognito refuses an unverified identity and the Data stack would roll back.
 * Until then the tool deploys the Mail stack alone (which creates the identity and its DKIM records).
 * `npm run destroy -- --stage dev`: removes a stage (production data is retained by design).
 */
import { spawnSync } from 'node:child_process';
import { GetEmailIdentityCommand, NotFoundException, SESv2Client } from '@aws-sdk/client-sesv2';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { STAGE_NAMES, getStageConfig, type StageConfig } from '../config.js';

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

let config: StageConfig;
try {
  config = getStageConfig(values.stage);
} catch {
  console.error(`Unknown stage "${values.stage}". Use --stage ${STAGE_NAMES.join(' or ')}.`);
  process.exit(1);
}
const cdkArgs = ['-c', `stage=${config.stageName}`, `${config.stackPrefix}-*`];

/** Whether SES has the stage's mail domain, and has verified it for sending. */
async function getMailIdentityStatus(): Promise<'missing' | 'pending' | 'verified'> {
  const ses = new SESv2Client(config.env ? { region: config.env.region } : {});
  try {
    const identity = await ses.send(new GetEmailIdentityCommand({ EmailIdentity: config.mail.domain }));
    return identity.VerifiedForSendingStatus ? 'verified' : 'pending';
  } catch (error) {
    if (error instanceof NotFoundException) return 'missing';
    throw error;
  }
}

if (command === 'deploy') {
  // The suite builds the web app too, so what it tested is what gets uploaded.
  run('npm', ['test']);
  const mailIdentity = config.mail.cognitoThroughSes ? await getMailIdentityStatus() : 'verified';
  if (mailIdentity === 'pending') {
    console.error(
      `SES has not verified ${config.mail.domain} yet: publish the Mail stack's MailDkimRecord outputs as CNAMEs, wait for verification, then deploy again.`,
    );
    process.exit(1);
  }
  if (mailIdentity === 'missing') {
    const mailStack = `${config.stackPrefix}-Mail`;
    if (
      !values.yes &&
      !(await confirm(`Deploy ${mailStack} alone to create the SES identity of ${config.mail.domain}?`))
    ) {
      console.log('Nothing deployed.');
      process.exit(0);
    }
    run('cdk', ['deploy', '-c', `stage=${config.stageName}`, mailStack, '--require-approval', 'never']);
    console.log(
      `Publish the MailDkimRecord outputs above as CNAMEs in the DNS of ${config.mail.domain}, leave the SES sandbox, then deploy again.`,
    );
    process.exit(0);
  }
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
