/** The business account calls: the caller's company, applying, invitations, and staff's companies. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WaitingOrder } from '@core/business/approvals';
import type { CompanyOrderLine, CompanyView } from '@core/business/company-view';
import type { Company } from '@core/business/company';
import type { PaymentEntry } from '@core/business/statement';
import type { PriceList } from '@core/pricing/price-lists';
import { refreshAuthState } from '@web/lib/auth/auth-session';
import { authedApi } from '@web/lib/auth/authed-api';

/** The caller's company as a member sees it; its admin also gets the orders awaiting approval. */
export type MyCompany = CompanyView & { awaiting_approval: WaitingOrder[] };

export const myCompanyQueryOptions = () =>
  queryOptions({
    queryKey: ['business', 'mine'],
    queryFn: async () => (await authedApi.get<{ account: MyCompany | null }>('/me/business')).account,
    // Read again on coming back to the tab: the company admin may have decided an order meanwhile
    // (in another tab or on another device), and the statement and the orders waiting show it.
    refetchOnWindowFocus: 'always',
  });

export function useMyCompany(enabled: boolean) {
  return useQuery({ ...myCompanyQueryOptions(), enabled });
}

type Ticket = { url: string; fields: Record<string, string>; key: string };

/** Uploads the registration document to its private key and answers the key. */
export async function uploadCompanyDocument(file: File): Promise<string> {
  const ticket = await authedApi.post<Ticket>('/me/business/documents/uploads', {
    body: { content_type: file.type, file_name: file.name, size: file.size },
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', file);
  const response = await fetch(ticket.url, { method: 'POST', body: form });
  if (!response.ok) throw new Error('upload failed');
  return ticket.key;
}

/** The company admin sends the uploaded exemption letter and its reference for review. */
export const submitGctExemptionLetter = (companyId: string, body: unknown) =>
  authedApi.post(`/me/business/${companyId}/gct-exemption-letter`, { body });

/**
 * A new token once someone has joined a company (applying makes them its admin): it carries the
 * company-buyer claim, so the catalogue asks for their prices from then on. A failed refresh keeps
 * the old token (list prices until the next one); the step itself succeeded.
 */
async function renewTokenAsCompanyBuyer(): Promise<void> {
  await refreshAuthState({ forceRefresh: true }).catch(() => undefined);
}

export async function applyForAccount(body: unknown) {
  const answer = await authedApi.post<{ company: Company }>('/me/business', { body });
  await renewTokenAsCompanyBuyer();
  return answer;
}

export const inviteBuyer = (companyId: string, email: string) =>
  authedApi.post(`/me/business/${companyId}/invites`, { body: { email } });

export const removeMember = (companyId: string, userId: string) =>
  authedApi.delete(`/me/business/${companyId}/members/${encodeURIComponent(userId)}`);

export async function acceptInvite(companyId: string, inviteId: string, token: string) {
  await authedApi.post(`/me/business/${companyId}/invites/accept`, { body: { invite_id: inviteId, token } });
  await renewTokenAsCompanyBuyer();
}

/** Staff's list of companies; each company's key is under it, so invalidating it reads both again. */
const adminCompaniesKey = ['admin', 'companies'] as const;

export const companiesQueryOptions = () =>
  queryOptions({
    queryKey: adminCompaniesKey,
    queryFn: async () => (await authedApi.get<{ companies: Company[] }>('/admin/companies')).companies,
  });

export function useCompanies() {
  return useQuery(companiesQueryOptions());
}

export type AdminCompanyView = CompanyView & {
  document: { file_name: string; url: string };
  /** A short-lived link to the uploaded GCT exemption letter, if any. */
  gct_exemption_letter_url: string | null;
  /** Its members' orders since they joined, newest first. */
  orders: CompanyOrderLine[];
};

export const companyQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: [...adminCompaniesKey, companyId] as const,
    queryFn: () => authedApi.get<AdminCompanyView>(`/admin/companies/${companyId}`),
  });

export function useCompany(companyId: string) {
  return useQuery(companyQueryOptions(companyId));
}

/**
 * Staff's actions on a company (decide, hold, price list, payment, exemption), one at a time: `name`
 * says which is running, for its button's busy state. Once one succeeds or is refused, the list and
 * the company are read again before it settles: a refusal because another tab or colleague acted
 * first ("This application has already been decided.") then shows what they did.
 */
export function useCompanyAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action }: { name: string; action: () => Promise<unknown> }) => action(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companiesQueryOptions().queryKey }),
  });
}

/** Staff's price lists, newest first (a company's list is chosen from them). */
export const priceListsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'price-lists'],
    queryFn: async () =>
      (await authedApi.get<{ price_lists: PriceList[] }>('/admin/price-lists')).price_lists,
  });

export function usePriceLists() {
  return useQuery(priceListsQueryOptions());
}

/** The list the company's buyers buy at; null: list prices. */
export const setCompanyPriceList = (companyId: string, priceListId: string | null) =>
  authedApi.put(`/admin/companies/${companyId}/price-list`, { body: { price_list_id: priceListId } });

export const setCompanyHold = (companyId: string, body: { action: 'hold' | 'lift'; reason: unknown }) =>
  authedApi.post(`/admin/companies/${companyId}/hold`, { body });

export const decideCompany = (companyId: string, body: unknown) =>
  authedApi.post(`/admin/companies/${companyId}/decision`, { body });

/**
 * A payment received; `id` is made once per payment by the form, so sending it again (a double
 * click, a retry) records it once: the answer is then the payment recorded the first time.
 */
export const recordPayment = async (
  companyId: string,
  body: { id: string; amount: unknown; method: unknown; reference: unknown },
) =>
  (await authedApi.post<{ payment: PaymentEntry }>(`/admin/companies/${companyId}/payments`, { body }))
    .payment;

export const declineGctExemptionLetter = (companyId: string, reason: unknown) =>
  authedApi.post(`/admin/companies/${companyId}/gct-exemption-letter/decline`, { body: { reason } });

export const setGctExemption = (companyId: string, body: unknown) =>
  authedApi.put(`/admin/companies/${companyId}/gct-exemption`, { body });
