/** Scheduled (once a day, `ACCOUNT_JOB.runAtShopHour` in Jamaica): account reminders and holds. */
import { runAccountJob, type AccountJobResult } from '../../services/business/run-account-job.js';

export const handler = (): Promise<AccountJobResult> => runAccountJob();
