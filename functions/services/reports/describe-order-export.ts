/** What staff see of an export job: its state and, once done, links to its files that expire. */
import { ORDER_EXPORTS, type OrderExportJob, type OrderExportView } from '../../core/reports/order-export.js';
import { createExportDownloadUrl } from '../../data/report-exports.js';

export interface DownloadLinkOptions {
  /** How long the links stay usable; `ORDER_EXPORTS.downloadLinkSeconds` unless a test shortens it. */
  linkSeconds?: number;
  /** When the links are signed (now unless given). */
  signedAt?: Date;
}

export async function describeOrderExport(
  job: OrderExportJob,
  options: DownloadLinkOptions = {},
): Promise<OrderExportView> {
  const { files, ...rest } = job;
  const seconds = options.linkSeconds ?? ORDER_EXPORTS.downloadLinkSeconds;
  const signedAt = options.signedAt ?? new Date();
  const expiresAt = new Date(signedAt.getTime() + seconds * 1000).toISOString();
  const downloads =
    job.state === 'done'
      ? await Promise.all(
          files.map(async (file) => ({
            kind: file.kind,
            file_name: file.file_name,
            rows: file.rows,
            url: await createExportDownloadUrl(file.key, seconds, options.signedAt),
            expires_at: expiresAt,
          })),
        )
      : [];
  return { ...rest, downloads };
}
