/**
 * A store's sync schedule in EventBridge Scheduler: a rate schedule starting the import machine with
 * the scheduled-sync input. Without the scheduler's role in the environment (the local stack), the
 * schedule lives on the store item only and the supervisor's timer starts the same execution.
 */
import {
  CreateScheduleCommand,
  DeleteScheduleCommand,
  SchedulerClient,
  UpdateScheduleCommand,
  type CreateScheduleCommandInput,
} from '@aws-sdk/client-scheduler';
import { getScheduledSyncInput, type ImportStore } from '../core/scraper/import-store.js';
import { ENV, optionalEnv, requireEnv } from '../shared/env.js';
import { traceAwsClient } from '../shared/powertools.js';

const client = traceAwsClient(new SchedulerClient({}));

const scheduleName = (storeId: string) => `store-sync-${storeId}`;

function isNotFound(error: unknown): boolean {
  return (error as { name?: string }).name === 'ResourceNotFoundException';
}

/** Creates, updates or deletes the store's schedule to match its interval. */
export async function putSyncSchedule(store: ImportStore): Promise<void> {
  const roleArn = optionalEnv(ENV.syncSchedulerRoleArn);
  if (!roleArn) return;
  const groupName = requireEnv(ENV.syncScheduleGroup);
  const name = scheduleName(store.id);
  if (store.syncIntervalHours === null) {
    try {
      await client.send(new DeleteScheduleCommand({ Name: name, GroupName: groupName }));
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
    return;
  }
  const hours = store.syncIntervalHours;
  const input: CreateScheduleCommandInput = {
    Name: name,
    GroupName: groupName,
    ScheduleExpression: `rate(${hours} ${hours === 1 ? 'hour' : 'hours'})`,
    FlexibleTimeWindow: { Mode: 'FLEXIBLE', MaximumWindowInMinutes: 15 },
    Target: {
      Arn: requireEnv(ENV.syncScheduleTargetArn),
      RoleArn: roleArn,
      Input: JSON.stringify(getScheduledSyncInput(store.id)),
    },
  };
  try {
    await client.send(new UpdateScheduleCommand(input));
  } catch (error) {
    if (!isNotFound(error)) throw error;
    await client.send(new CreateScheduleCommand(input));
  }
}
