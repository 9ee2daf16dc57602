/**
 * The product importer's workflows: the scraper and images backfill state machines (the ASL of
 * scraper-definitions.ts, shared with the local stack), their two task functions, and the wiring of
 * the routes that start them (`startsWorkflow` in route-access.ts): the machine's ARN by property
 * (environment), `grantStartExecution`.
 */
import { ArnFormat, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { PRODUCT_LIST_PREFIX, SCRAPER_LIMITS } from '../../functions/core/scraper/scraper-limits.js';
import { ENV } from '../../functions/shared/env.js';
import type { ApiAlarms } from './api-alarms.js';
import { acknowledgeFindingPatterns } from './nag-acknowledgments.js';
import { getRouteAccess } from './route-access.js';
import type { RouteFunction } from './route-functions.js';
import { BACKFILL_DEFINITION, IMPORT_DEFINITION, TASK_FUNCTION_PLACEHOLDER } from './scraper-definitions.js';
import { StorefrontFunction } from './storefront-function.js';

/** Keys of store images the tasks copy into the images bucket. */
const IMPORTED_IMAGES_KEYS = 'products/imported/*';

export interface ScraperWorkflowsProps {
  table: dynamodb.ITable;
  /** Where the tasks copy store images (`products/imported/...`). */
  imagesBucket: s3.IBucket;
  /** The route functions; the starters among them receive their machine's ARN and the right to start it. */
  routeFunctions: readonly RouteFunction[];
  /** Variables every task function receives (generated resource names). */
  environment: Record<string, string>;
  logRetention: logs.RetentionDays;
  logLevel: string;
  /** Where to add the alarms on the machines and the task functions (prod). */
  alarms?: ApiAlarms;
}

export class ScraperWorkflows extends Construct {
  readonly importMachine: sfn.StateMachine;
  readonly backfillMachine: sfn.StateMachine;
  readonly importTask: NodejsFunction;
  readonly backfillTask: NodejsFunction;

  constructor(scope: Construct, id: string, props: ScraperWorkflowsProps) {
    super(scope, id);
    // One page: robots.txt, the page within its own limit, the writes; with room to spare.
    const pageTimeout = Duration.seconds(Math.ceil((SCRAPER_LIMITS.pageTimeoutMs * 3) / 1000) + 15);
    const runTimeout = Duration.seconds(SCRAPER_LIMITS.runLeaseSeconds);
    this.importTask = createWorkflowTaskFunction(
      this,
      'ScrapeTask',
      {
        handler: 'scraper/scrape-task',
        description: 'Scraper task: reads one page of a store',
        timeout: pageTimeout,
      },
      props,
    );
    this.backfillTask = createWorkflowTaskFunction(
      this,
      'BackfillTask',
      {
        handler: 'scraper/backfill-task',
        description: "Backfill task: fills one product's images",
        timeout: pageTimeout,
      },
      props,
    );
    // Both tasks copy store images into the shop's own bucket.
    grantImportedImages(this.importTask, props.imagesBucket);
    grantImportedImages(this.backfillTask, props.imagesBucket);
    this.importMachine = createWorkflowMachine(
      this,
      'Scraper',
      { definition: IMPORT_DEFINITION, task: this.importTask, timeout: runTimeout },
      props,
    );
    grantProductLists(this, this.importMachine, this.importTask, props.imagesBucket);
    this.backfillMachine = createWorkflowMachine(
      this,
      'Backfill',
      { definition: BACKFILL_DEFINITION, task: this.backfillTask, timeout: runTimeout },
      props,
    );

    // Scheduled syncs: EventBridge Scheduler starts the import machine with this role.
    const scheduleGroup = new scheduler.CfnScheduleGroup(this, 'SyncSchedules', {});
    const schedulerRole = new iam.Role(this, 'SyncSchedulerRole', {
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com'),
      description: 'Starts the product import machine for scheduled store syncs',
    });
    this.importMachine.grantStartExecution(schedulerRole);

    for (const { route, fn } of props.routeFunctions) {
      if (getRouteAccess(route).schedulesSyncs) {
        fn.addEnvironment(ENV.syncScheduleTargetArn, this.importMachine.stateMachineArn);
        fn.addEnvironment(ENV.syncSchedulerRoleArn, schedulerRole.roleArn);
        fn.addEnvironment(ENV.syncScheduleGroup, scheduleGroup.ref);
        fn.addToRolePolicy(
          new iam.PolicyStatement({
            actions: ['scheduler:CreateSchedule', 'scheduler:UpdateSchedule', 'scheduler:DeleteSchedule'],
            resources: [
              Stack.of(this).formatArn({
                service: 'scheduler',
                resource: 'schedule',
                resourceName: `${scheduleGroup.ref}/*`,
              }),
            ],
          }),
        );
        schedulerRole.grantPassRole(fn.grantPrincipal);
        acknowledgeFindingPatterns(fn, {
          ruleId: 'AwsSolutions-IAM5',
          finding: /^Resource::arn:<AWS::Partition>:scheduler:.*:schedule\/.*\/\*$/,
          reason:
            'Store sync schedules are created at run time, one per store, inside the one schedule group.',
        });
      }
      const kind = getRouteAccess(route).startsWorkflow;
      if (!kind) continue;
      const machine = kind === 'import' ? this.importMachine : this.backfillMachine;
      fn.addEnvironment(
        kind === 'import' ? ENV.scrapeStateMachineArn : ENV.backfillStateMachineArn,
        machine.stateMachineArn,
      );
      machine.grantStartExecution(fn);
    }

    props.alarms?.watchFunction('ScrapeTask', 'Scraper task', this.importTask);
    props.alarms?.watchFunction('BackfillTask', 'Backfill task', this.backfillTask);
    props.alarms?.watchStateMachine('ScraperMachine', 'Product import', this.importMachine);
    props.alarms?.watchStateMachine('BackfillMachine', 'Images backfill', this.backfillMachine);
  }
}

/** Props of a workflow's task function and machine (shared by the importer and the payment lapse). */
export type WorkflowProps = Pick<
  ScraperWorkflowsProps,
  'table' | 'environment' | 'logRetention' | 'logLevel'
>;

/** A task function of a workflow: reads and writes the table, logs to its own group. */
export function createWorkflowTaskFunction(
  scope: Construct,
  id: string,
  task: { handler: string; description: string; timeout: Duration },
  props: WorkflowProps,
): NodejsFunction {
  const fn = new StorefrontFunction(scope, id, {
    handler: task.handler,
    description: task.description,
    memorySize: 1024,
    timeout: task.timeout,
    environment: props.environment,
    logRetention: props.logRetention,
    logLevel: props.logLevel,
  });
  props.table.grantReadWriteData(fn);
  acknowledgeFindingPatterns(fn, {
    ruleId: 'AwsSolutions-IAM5',
    finding: /^Resource::.+\/index\/\*$/,
    reason: 'grant*Data() covers the indexes of this one table (index/*); queries by GSI need them.',
  });
  return fn;
}

/** The importer's task may also copy store images into the images bucket, under their own prefix. */
function grantImportedImages(fn: NodejsFunction, imagesBucket: s3.IBucket): void {
  imagesBucket.grantPut(fn, IMPORTED_IMAGES_KEYS);
  acknowledgeFindingPatterns(fn, {
    ruleId: 'AwsSolutions-IAM5',
    finding: /^Resource::.+\/products\/imported\/\*>?$/,
    reason:
      'Copied store images get one key per source address under products/imported/, unknown in advance.',
  });
  acknowledgeFindingPatterns(fn, {
    ruleId: 'AwsSolutions-IAM5',
    finding: /^Action::s3:Abort\*$/,
    reason:
      'grantPut() on the imported images prefix includes aborting the multipart uploads of that prefix.',
  });
}

/**
 * The Distributed Map of big stores: the task writes the product page lists, the machine reads them
 * (ItemReader) and runs its child executions, and neither may touch more of the bucket than that
 * prefix. The machine's rights on its own executions sit in a policy of their own: in the role's
 * default policy they would make the machine depend on itself.
 */
function grantProductLists(
  scope: Construct,
  machine: sfn.StateMachine,
  task: NodejsFunction,
  imagesBucket: s3.IBucket,
): void {
  const lists = `${PRODUCT_LIST_PREFIX}*`;
  imagesBucket.grantPut(task, lists);
  const stack = Stack.of(scope);
  const policy = new iam.Policy(scope, 'ProductListMapPolicy', {
    roles: [machine.role],
    statements: [
      new iam.PolicyStatement({
        actions: ['s3:GetObject'],
        resources: [imagesBucket.arnForObjects(lists)],
      }),
      new iam.PolicyStatement({
        actions: ['states:StartExecution'],
        resources: [machine.stateMachineArn],
      }),
      new iam.PolicyStatement({
        actions: ['states:DescribeExecution', 'states:StopExecution'],
        resources: [
          stack.formatArn({
            service: 'states',
            resource: 'execution',
            resourceName: `${machine.stateMachineName}/*`,
            arnFormat: ArnFormat.COLON_RESOURCE_NAME,
          }),
        ],
      }),
    ],
  });
  const listsFinding = /^Resource::.+\/imports\/product-lists\/\*>?$/;
  acknowledgeFindingPatterns(task, {
    ruleId: 'AwsSolutions-IAM5',
    finding: listsFinding,
    reason: 'Each big listing of a run gets its own product list key under imports/product-lists/.',
  });
  acknowledgeFindingPatterns(policy, {
    ruleId: 'AwsSolutions-IAM5',
    finding: new RegExp(`${listsFinding.source}|^Resource::arn:<AWS::Partition>:states:.*:execution:.*/\\*$`),
    reason:
      "The Distributed Map reads the run's product list under imports/product-lists/ and watches its own child executions, named at run time.",
  });
}

/** A standard state machine running `definition` with `task` as its Lambda task. */
export function createWorkflowMachine(
  scope: Construct,
  id: string,
  machine: { definition: Record<string, unknown>; task: NodejsFunction; timeout?: Duration },
  props: WorkflowProps,
): sfn.StateMachine {
  const { definition, task } = machine;
  const logGroup = new logs.LogGroup(scope, `${id}MachineLogs`, {
    retention: props.logRetention,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  const stateMachine = new sfn.StateMachine(scope, `${id}Machine`, {
    definitionBody: sfn.DefinitionBody.fromString(JSON.stringify(definition)),
    definitionSubstitutions: { [TASK_FUNCTION_PLACEHOLDER]: task.functionArn },
    stateMachineType: sfn.StateMachineType.STANDARD,
    ...(machine.timeout ? { timeout: machine.timeout } : {}),
    tracingEnabled: true,
    logs: { destination: logGroup, level: sfn.LogLevel.ALL, includeExecutionData: false },
  });
  task.grantInvoke(stateMachine);
  acknowledgeFindingPatterns(
    stateMachine,
    {
      ruleId: 'AwsSolutions-IAM5',
      finding: /^Resource::<.*TaskFunction.*\.Arn>:\*$|^Resource::<.*Task[A-Z0-9].*\.Arn>:\*$/,
      reason: 'grantInvoke() covers the versions and aliases of the one task function (its ARN with :*).',
    },
    {
      ruleId: 'AwsSolutions-IAM5',
      finding: /^Resource::\*$/,
      reason:
        'X-Ray tracing and CloudWatch Logs delivery of Step Functions need Resource *; AWS documents no narrower form.',
    },
  );
  return stateMachine;
}
