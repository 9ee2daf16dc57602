import { StateMachine } from 'aws-local-stepfunctions';
import { describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes.js';
import { ENV } from '../../functions/shared/env.js';
import {
  IMPORT_DEFINITION,
  TASK_FUNCTION_PLACEHOLDER,
  renderDefinition,
} from '../../infra/constructs/scraper-definitions.js';
import { PRODUCT_LIST_PREFIX, SCRAPER_LIMITS } from '../../functions/core/scraper/scraper-limits.js';
import { PAYMENT_LAPSE_DEFINITION } from '../../infra/constructs/payment-lapse-definition.js';
import {
  findResourcesIn,
  getNagViolations,
  resourcesOfType,
  synthStorefront,
  type CfnResource,
} from './synth-storefront.js';

const { app, apiTemplates } = synthStorefront({ stage: 'dev' });
// The machines live in the nested stack of the scraper routes, beside the routes that start them.
const template = apiTemplates.find((t) => t.stack.node.id === 'Scraper')!.template;
const machines = resourcesOfType(template, 'AWS::StepFunctions::StateMachine');
const functions = resourcesOfType(template, 'AWS::Lambda::Function');
const policies = resourcesOfType(template, 'AWS::IAM::Policy');

function findFunction(description: string): [string, CfnResource] {
  const entry = Object.entries(functions).find(([, fn]) => fn.Properties.Description === description);
  if (!entry) throw new Error(`No function ${description}`);
  return entry;
}

function machineBy(comment: string): [string, CfnResource] {
  const entry = Object.entries(machines).find(([, m]) =>
    JSON.stringify(m.Properties.DefinitionString).includes(comment),
  );
  if (!entry) throw new Error(`No machine ${comment}`);
  return entry;
}

/** Statements of every policy attached to a role. */
function statementsOfRole(roleRef: string): { Action: string | string[]; Resource: unknown }[] {
  return Object.values(policies)
    .filter((p) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleRef))
    .flatMap((p) => p.Properties.PolicyDocument.Statement);
}

const actionsOf = (statements: { Action: string | string[] }[]) =>
  statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));

describe('scraper workflows', () => {
  it('has a scraper, a backfill and a payment lapse state machine, standard, traced and logged', () => {
    expect(Object.keys(machines)).toHaveLength(3);
    for (const [, machine] of Object.values(machines).entries()) {
      expect(machine.Properties).toMatchObject({
        StateMachineType: 'STANDARD',
        TracingConfiguration: { Enabled: true },
        LoggingConfiguration: { Level: 'ALL', IncludeExecutionData: false },
      });
    }
  });

  it('deploys ASL the local interpreter accepts (it validates state names across the Maps)', () => {
    expect(
      () =>
        new StateMachine(
          JSON.parse(renderDefinition(IMPORT_DEFINITION, 'arn:aws:lambda:local:0:function:task')),
          {
            validationOptions: { checkArn: false },
          },
        ),
    ).not.toThrow();
  });

  it('deploys the very ASL the local stack runs, the task function filled in by substitution', () => {
    const [, machine] = machineBy('Product import');
    expect(machine.Properties.DefinitionString).toBe(JSON.stringify(IMPORT_DEFINITION));
    const [taskId] = findFunction('Scraper task: reads one page of a store');
    expect(machine.Properties.DefinitionSubstitutions).toEqual({
      [TASK_FUNCTION_PLACEHOLDER]: { 'Fn::GetAtt': [taskId, 'Arn'] },
    });
    // The local stack substitutes the same placeholder, so nothing else can differ.
    const local = renderDefinition(IMPORT_DEFINITION, 'arn:aws:lambda:local:0:function:task');
    expect(local).toBe(
      JSON.stringify(IMPORT_DEFINITION).replaceAll(
        `\${${TASK_FUNCTION_PLACEHOLDER}}`,
        'arn:aws:lambda:local:0:function:task',
      ),
    );
  });

  it('loops through a Choice while there is a next page below max pages, with retries on throttling and 5xx', () => {
    const states = IMPORT_DEFINITION.States as Record<string, Record<string, unknown>>;
    expect(states['Next page?']).toMatchObject({ Type: 'Choice', Default: 'Summarise' });
    expect(JSON.stringify(states['Next page?'])).toContain('NumericLessThanPath');
    const retry = (states['Read page']!.Retry as { ErrorEquals: string[]; BackoffRate: number }[])[0]!;
    expect(retry.ErrorEquals).toEqual(
      expect.arrayContaining([
        'Lambda.TooManyRequestsException',
        'Lambda.ServiceException',
        'RetryableError',
      ]),
    );
    expect(retry.BackoffRate).toBeGreaterThan(1);
    expect(states['Read page']!.Catch).toEqual([
      { ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'Record failure' },
    ]);
  });

  it('reads the product pages a listing leads to through an inline Map, two at a time, in the deployed ASL', () => {
    const [, machine] = machineBy('Product import');
    const deployed = JSON.parse(machine.Properties.DefinitionString as string) as typeof IMPORT_DEFINITION;
    const states = deployed.States as Record<string, Record<string, unknown>>;
    expect(states['Read page']).toMatchObject({ Next: 'Product pages?' });
    expect(states['Product pages?']).toMatchObject({ Type: 'Choice', Default: 'Next page?' });
    expect(states['Read product pages']).toMatchObject({
      Type: 'Map',
      ItemsPath: '$.productBatch',
      MaxConcurrency: 2,
      ItemProcessor: { ProcessorConfig: { Mode: 'INLINE' } },
      Next: 'Write products',
    });
    const inner = (states['Read product pages']!.ItemProcessor as { States: Record<string, unknown> }).States;
    expect(JSON.stringify(inner['Read product page'])).toContain(TASK_FUNCTION_PLACEHOLDER);
    expect(inner['Product pause']).toMatchObject({ Type: 'Wait', SecondsPath: '$.delaySeconds' });
    expect(states['Write products']).toMatchObject({ Next: 'Product pages?' });
  });

  it("reads a sync's product pages in chunks, one task a chunk, two chunks at a time, in the deployed ASL", () => {
    const [, machine] = machineBy('Product import');
    const deployed = JSON.parse(machine.Properties.DefinitionString as string) as typeof IMPORT_DEFINITION;
    const states = deployed.States as Record<string, Record<string, unknown>>;
    const choices = states['Product pages?']!.Choices as Record<string, unknown>[];
    // The big listing's Distributed Map is chosen first, then a sync's chunks, then pages one by one.
    expect(choices.slice(1)).toEqual([
      { Variable: '$.productChunks[0]', IsPresent: true, Next: 'Sync product pages' },
      { Variable: '$.productBatch[0]', IsPresent: true, Next: 'Read product pages' },
    ]);
    expect(states['Sync product pages']).toMatchObject({
      Type: 'Map',
      ItemsPath: '$.productChunks',
      MaxConcurrency: 2,
      ItemSelector: { 'chunk.$': '$$.Map.Item.Value', 'delaySeconds.$': '$.delaySeconds' },
      ItemProcessor: { ProcessorConfig: { Mode: 'INLINE' } },
      ResultPath: '$.productResults',
      Next: 'Write products',
    });
    const inner = (states['Sync product pages']!.ItemProcessor as { States: Record<string, unknown> }).States;
    expect(inner['Product chunk pause']).toMatchObject({ Type: 'Wait', SecondsPath: '$.delaySeconds' });
    expect(inner['Read product chunk']).toMatchObject({
      Parameters: { Payload: { step: 'productChunk' } },
      Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'Product chunk failed' }],
    });
    expect(JSON.stringify(inner['Read product chunk'])).toContain(TASK_FUNCTION_PLACEHOLDER);
  });

  it('reads a big listing through a Distributed Map over its product list in S3, chosen by the link count', () => {
    const [machineId, machine] = machineBy('Product import');
    const deployed = JSON.parse(machine.Properties.DefinitionString as string) as typeof IMPORT_DEFINITION;
    const states = deployed.States as Record<string, Record<string, unknown>>;
    const choices = states['Product pages?']!.Choices as Record<string, unknown>[];
    expect(choices[0]).toEqual({
      And: [
        { Variable: '$.productList.count', IsPresent: true },
        {
          Variable: '$.productList.count',
          NumericGreaterThanEquals: SCRAPER_LIMITS.distributedCrawlThreshold,
        },
      ],
      Next: 'Read product list',
    });
    expect(SCRAPER_LIMITS.distributedCrawlThreshold).toBe(10_000);
    expect(states['Read product list']).toMatchObject({
      Type: 'Map',
      ItemReader: {
        Resource: 'arn:aws:states:::s3:getObject',
        ReaderConfig: { InputType: 'JSON' },
        Parameters: { 'Bucket.$': '$.productList.bucket', 'Key.$': '$.productList.key' },
      },
      MaxConcurrency: 2,
      ItemProcessor: { ProcessorConfig: { Mode: 'DISTRIBUTED', ExecutionType: 'STANDARD' } },
      ResultPath: null,
      Next: 'Next page?',
    });
    const inner = (states['Read product list']!.ItemProcessor as { States: Record<string, unknown> }).States;
    expect(JSON.stringify(inner['Read and write product page'])).toContain('"step":"listedProduct"');
    expect(inner['Listed product pause']).toMatchObject({ Type: 'Wait', SecondsPath: '$.delaySeconds' });

    // The machine reads that prefix only, and starts and watches only its own executions.
    const roleRef = machine.Properties.RoleArn['Fn::GetAtt'][0] as string;
    const statements = statementsOfRole(roleRef);
    const s3Statements = statements.filter((s) => actionsOf([s]).some((a) => a.startsWith('s3:')));
    expect(actionsOf(s3Statements)).toEqual(['s3:GetObject']);
    expect(JSON.stringify(s3Statements[0]!.Resource)).toContain(`/${PRODUCT_LIST_PREFIX}*`);
    const start = statements.filter((s) => actionsOf([s]).includes('states:StartExecution'));
    expect(start.map((s) => s.Resource)).toEqual([{ Ref: machineId }]);
    const watch = statements.find((s) => actionsOf([s]).includes('states:DescribeExecution'));
    expect(JSON.stringify(watch?.Resource)).toContain(`"Fn::GetAtt":["${machineId}","Name"]`);

    // The task writes the lists there, and nowhere else outside the imported images.
    const [, task] = findFunction('Scraper task: reads one page of a store');
    const taskPuts = statementsOfRole(task.Properties.Role['Fn::GetAtt'][0] as string).filter((s) =>
      actionsOf([s]).includes('s3:PutObject'),
    );
    expect(JSON.stringify(taskPuts)).toContain(`/${PRODUCT_LIST_PREFIX}*`);
    for (const s of taskPuts) {
      expect(JSON.stringify(s.Resource)).toMatch(/products\/imported\/\*|imports\/product-lists\/\*/);
    }
  });

  it.each([
    ['POST /api/admin/scrapes', ENV.scrapeStateMachineArn, 'Product import'],
    ['POST /api/admin/scrapes/backfill', ENV.backfillStateMachineArn, 'Images backfill'],
  ])('passes the machine to %s and lets it start executions', (description, variable, comment) => {
    const [machineId] = machineBy(comment);
    const [, fn] = findFunction(description);
    expect(fn.Properties.Environment.Variables[variable]).toEqual({ Ref: machineId });
    const roleRef = fn.Properties.Role['Fn::GetAtt'][0] as string;
    const start = statementsOfRole(roleRef).find((s) => actionsOf([s]).includes('states:StartExecution'));
    expect(start?.Resource).toEqual({ Ref: machineId });
  });

  it('keeps the state machines away from the other routes', () => {
    expect(findResourcesIn(apiTemplates, 'AWS::StepFunctions::StateMachine')).toHaveLength(3);
    const otherRoutes = routes.filter((r) => !r.handler.startsWith('scraper/start-'));
    const routeFunctions = findResourcesIn(apiTemplates, 'AWS::Lambda::Function').filter(({ resource }) =>
      otherRoutes.some((r) => resource.Properties.Description === `${r.method} ${r.path}`),
    );
    expect(routeFunctions).toHaveLength(otherRoutes.length);
    for (const { owner, resource } of routeFunctions) {
      const roleRef = resource.Properties.Role['Fn::GetAtt'][0] as string;
      const statements = Object.values(resourcesOfType(owner.template, 'AWS::IAM::Policy'))
        .filter((p) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleRef))
        .flatMap((p) => p.Properties.PolicyDocument.Statement);
      expect(actionsOf(statements).filter((a) => a.startsWith('states:'))).toEqual([]);
      expect(resource.Properties.Environment.Variables[ENV.scrapeStateMachineArn]).toBeUndefined();
    }
  });

  it('lets each machine invoke only its own task function', () => {
    for (const [comment, description] of [
      ['Product import', 'Scraper task: reads one page of a store'],
      ['Images backfill', "Backfill task: fills one product's images"],
    ] as const) {
      const [, machine] = machineBy(comment);
      const [taskId] = findFunction(description);
      const roleRef = machine.Properties.RoleArn['Fn::GetAtt'][0] as string;
      const invoke = statementsOfRole(roleRef).filter((s) =>
        actionsOf([s]).includes('lambda:InvokeFunction'),
      );
      expect(JSON.stringify(invoke)).toContain(taskId);
      expect(invoke.every((s) => JSON.stringify(s.Resource).includes(taskId))).toBe(true);
    }
  });

  it('leaves no unacknowledged cdk-nag finding on the workflows', () => {
    const ours = getNagViolations(app).filter((v) => v.paths.some((p) => p.includes('/Scraper/')));
    expect(ours).toEqual([]);
  });
});

describe('payment lapse workflow', () => {
  it('deploys the lapse ASL the local stack runs: wait until due, then the lapse task with retries', () => {
    const [, machine] = machineBy('Lapses one unpaid bank-transfer order');
    expect(machine.Properties.DefinitionString).toBe(JSON.stringify(PAYMENT_LAPSE_DEFINITION));
    const [taskId] = findFunction(
      'Payment lapse: cancels an unpaid bank-transfer order and returns its stock',
    );
    expect(machine.Properties.DefinitionSubstitutions).toEqual({
      [TASK_FUNCTION_PLACEHOLDER]: { 'Fn::GetAtt': [taskId, 'Arn'] },
    });
    const states = PAYMENT_LAPSE_DEFINITION.States as Record<string, Record<string, unknown>>;
    expect(states['Wait for payment']).toMatchObject({ Type: 'Wait', TimestampPath: '$.due_at' });
    expect(JSON.stringify(states['Lapse if unpaid']!.Retry)).toContain('RetryableError');
  });
});
