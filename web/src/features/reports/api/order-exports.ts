/** The accounting exports: the recent jobs (polled while one runs) and asking for a new one. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ORDER_EXPORTS, type OrderExportRequest, type OrderExportView } from '@core/reports/order-export';
import { authedApi } from '@web/lib/auth/authed-api';

const EXPORTS_KEY = ['reports', 'exports'] as const;
/** How often the list is read again while an export is queued or running. */
const RUNNING_POLL_MS = 2000;

const isUnfinished = (job: OrderExportView) => job.state === 'queued' || job.state === 'running';

export const useOrderExports = () =>
  useQuery({
    queryKey: EXPORTS_KEY,
    queryFn: async () =>
      (await authedApi.get<{ exports: OrderExportView[] }>('/admin/reports/exports')).exports,
    // While one runs, every couple of seconds; otherwise before the download links expire.
    refetchInterval: (query) =>
      query.state.data?.some(isUnfinished) ? RUNNING_POLL_MS : (ORDER_EXPORTS.downloadLinkSeconds * 1000) / 2,
  });

export function useRequestOrderExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: OrderExportRequest) =>
      (await authedApi.post<{ export: OrderExportView }>('/admin/reports/exports', { body: request })).export,
    onSuccess: (job) => {
      queryClient.setQueryData<OrderExportView[]>(EXPORTS_KEY, (jobs = []) => [
        job,
        ...jobs.filter((entry) => entry.export_id !== job.export_id),
      ]);
      void queryClient.invalidateQueries({ queryKey: EXPORTS_KEY });
    },
  });
}
