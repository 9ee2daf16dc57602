/** The Debug Panel's calls. */
import { authedApi } from '@web/lib/auth/authed-api';

export const checkAuth = () =>
  authedApi.get<{ userId: string; email: string; groups: string[]; claims: Record<string, unknown> }>(
    '/admin/debug/auth',
  );
export const testDatabase = () =>
  authedApi.get<{ ok: boolean; counts: Record<string, number>; took_ms: number }>('/admin/debug/database');
export const createSampleData = () =>
  authedApi.post<{ created: boolean; message: string; ids: Record<string, string> }>(
    '/admin/debug/sample-data',
  );
export const removeSampleData = () =>
  authedApi.delete<{ removed: boolean; message: string }>('/admin/debug/sample-data');
