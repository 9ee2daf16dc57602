/**
 * The product importer's workflows: the scraper and images backfill state machines (the ASL of
 * scraper-definitions.ts, shared with the local stack), their two task functions, and the wiring of
 * the routes that start them (`startsWorkflow` in route-access.ts): the machine's ARN by property
 * (environment), `grantStartExecution`.
 */
import path from 'node:path';
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { SCRAPER_LIMITS } from '../../functions/core/scraper/scraper-limits.js';
import { ENV } from '../../functions/shared/env.js';
import type { ApiAlarms } from './api-alarms.js';
import { acknowledgeFindingPatterns } from './nag-acknowledgments.js';
import { getRouteAccess } from './route-access.js';
import { FUNCTION_BUNDLING, POWERTOOLS_ENV, type RouteFunction } from './route-functions.js';
import { BACKFILL_DEFINITION, IMPORT_DEFINITION, TASK_FUNCTION_PLACEHOLDER } from './scraper-definitions.js';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
/** Keys of store images the tasks copy into the images bucket. */
const IMPORTED_IMAGES_KEYS = 'products/imported/*';
const HANDLERS_DIR = path.join(PROJECT_ROOT, 'functions', 'handlers');

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
    this.importTask = this.createTaskFunction(
      'ScrapeTask',
      'scraper/scrape-task',
      'Scraper task: reads one page of a store',
      props,
    );
    this.backfillTask = this.createTaskFunction(
      'BackfillTask',
      'scraper/backfill-task',
      "Backfill task: fills one product's images",
      props,
    );
    this.importMachine = this.createMachine('Scraper', IMPORT_DEFINITION, this.importTask, props);
    this.backfillMachine = this.createMachine('Backfill', BACKFILL_DEFINITION, this.backfillTask, props);

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

  private createTaskFunction(
    id: string,
    handler: string,
    description: string,
    props: ScraperWorkflowsProps,
  ): NodejsFunction {
    const logGroup = new logs.LogGroup(this, `${id}Logs`, {
      retention: props.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const fn = new NodejsFunction(this, id, {
      description,
      entry: path.join(HANDLERS_DIR, `${handler}.ts`),
      handler: 'handler',
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 1024,
      // One page: robots.txt, the page within its own limit, the writes; with room to spare.
      timeout: Duration.seconds(Math.ceil((SCRAPER_LIMITS.pageTimeoutMs * 3) / 1000) + 15),
      projectRoot: PROJECT_ROOT,
      depsLockFilePath: path.join(PROJECT_ROOT, 'package-lock.json'),
      logGroup,
      environment: {
        ...props.environment,
        ...POWERTOOLS_ENV,
        POWERTOOLS_LOG_LEVEL: props.logLevel,
        NODE_OPTIONS: '--enable-source-maps',
      },
      bundling: FUNCTION_BUNDLING,
    });
    props.table.grantReadWriteData(fn);
    props.imagesBucket.grantPut(fn, IMPORTED_IMAGES_KEYS);
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
    acknowledgeFindingPatterns(fn, {
      ruleId: 'AwsSolutions-IAM5',
      finding: /^Resource::.+\/index\/\*$/,
      reason: 'grant*Data() covers the indexes of this one table (index/*); queries by GSI need them.',
    });
    Validations.of(fn).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason:
          'AWSLambdaBasicExecutionRole only lets the function write CloudWatch logs; it is the AWS-maintained minimum.',
      },
      {
        id: 'AwsSolutions-L1',
        reason: 'Node.js 22 is the runtime the project targets and tests locally (package.json engines).',
      },
    );
    return fn;
  }

  private createMachine(
    id: string,
    definition: Record<string, unknown>,
    task: NodejsFunction,
    props: ScraperWorkflowsProps,
  ): sfn.StateMachine {
    const logGroup = new logs.LogGroup(this, `${id}MachineLogs`, {
      retention: props.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const machine = new sfn.StateMachine(this, `${id}Machine`, {
      definitionBody: sfn.DefinitionBody.fromString(JSON.stringify(definition)),
      definitionSubstitutions: { [TASK_FUNCTION_PLACEHOLDER]: task.functionArn },
      stateMachineType: sfn.StateMachineType.STANDARD,
      timeout: Duration.seconds(SCRAPER_LIMITS.runLeaseSeconds),
      tracingEnabled: true,
      logs: { destination: logGroup, level: sfn.LogLevel.ALL, includeExecutionData: false },
    });
    task.grantInvoke(machine);
    acknowledgeFindingPatterns(
      machine,
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
    return machine;
  }
}
