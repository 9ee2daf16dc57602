/** The report calls (routes of the reports API), with their query options and hooks. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GctReturn, MoneyReport, SalesReport } from '@core/reports/reports';
import type { StockReport } from '@core/reports/stock-report';
import { authedApi } from '@web/lib/auth/authed-api';

export interface SalesQuery {
  period: string;
  date?: string;
  from?: string;
  to?: string;
  dimension: string;
}

const toSearch = (values: Record<string, string | undefined>) =>
  new URLSearchParams(
    Object.entries(values).filter((entry): entry is [string, string] => !!entry[1]),
  ).toString();

export const salesReportOptions = (query: SalesQuery) =>
  queryOptions({
    queryKey: ['reports', 'sales', query],
    queryFn: async () =>
      (await authedApi.get<{ report: SalesReport }>(`/admin/reports/sales?${toSearch({ ...query })}`)).report,
  });
/** `enabled`: false while the typed days are not a period the report takes (nothing is asked). */
export const useSalesReport = (query: SalesQuery, enabled = true) =>
  useQuery({ ...salesReportOptions(query), enabled });

export const gctReturnPath = (month: string, format: 'json' | 'csv') =>
  `/admin/reports/gct?${toSearch({ month, format })}`;
export const useGctReturn = (month: string) =>
  useQuery({
    queryKey: ['reports', 'gct', month],
    queryFn: async () =>
      (await authedApi.get<{ gct_return: GctReturn }>(gctReturnPath(month, 'json'))).gct_return,
  });

export const moneyReportPath = (from: string, to: string, format: 'json' | 'csv') =>
  `/admin/reports/money?${toSearch({ from, to, format })}`;
export const useMoneyReport = (from: string, to: string, enabled = true) =>
  useQuery({
    enabled,
    queryKey: ['reports', 'money', from, to],
    queryFn: async () =>
      (await authedApi.get<{ report: MoneyReport }>(moneyReportPath(from, to, 'json'))).report,
  });

export const useStockReport = () =>
  useQuery({
    queryKey: ['reports', 'stock'],
    queryFn: async () => (await authedApi.get<{ report: StockReport }>('/admin/reports/stock')).report,
  });
