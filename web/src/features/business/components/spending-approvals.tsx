/**
 * The company admin's side of spending limits: each buyer's per-order limit on the members list, and
 * the buyers' orders waiting above it, approved or declined here (the approval mail links here).
 */
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { WaitingOrder } from '@core/business/approvals';
import type { CompanyMember } from '@core/business/company';
import { formatPrice } from '@core/format-price';
import { Button } from '@web/components/ui/button';
import { decideApproval, setSpendingLimit } from '../api/approvals';
import { myCompanyQueryOptions } from '../api/business';
import { approvalStrings as words } from '../approval-strings';
import { readTypedAmount } from '../typed-amount';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: myCompanyQueryOptions().queryKey });
}

/** A buyer's limit as the company admin sees it, with the form that sets or clears it. */
export function SpendingLimit({ companyId, member }: { companyId: string; member: CompanyMember }) {
  const refresh = useRefresh();
  const [note, setNote] = useState<string>();
  const limit = member.spending_limit ?? null;
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Whatever was typed goes to the server, which names the field when it is not an amount; a
    // blank is no limit.
    const typed = readTypedAmount(new FormData(event.currentTarget).get('limit'));
    try {
      await setSpendingLimit(companyId, member.user_id, typed ?? null);
      setNote(words.limitSaved(member.email));
      await refresh();
    } catch (error) {
      setNote(messageOf(error));
    }
  };
  return (
    <form className="flex flex-wrap items-end gap-2" onSubmit={(event) => void save(event)} noValidate>
      <span>{words.limit(limit === null ? null : formatPrice(limit))}</span>
      <label className="block">
        <span className="sr-only">{words.limitLabel(member.email)}</span>
        <input
          name="limit"
          inputMode="decimal"
          aria-label={words.limitLabel(member.email)}
          defaultValue={limit ?? ''}
          className="w-32 rounded-md border border-slate-300 px-2 py-1"
        />
      </label>
      <Button size="sm" type="submit" aria-label={`${words.saveLimit} ${member.email}`}>
        {words.saveLimit}
      </Button>
      {note ? <p role="status">{note}</p> : null}
    </form>
  );
}

/** The buyers' orders above their limits, oldest first, each approved or declined once. */
export function WaitingOrders({ companyId, orders }: { companyId: string; orders: WaitingOrder[] }) {
  const refresh = useRefresh();
  const [note, setNote] = useState<string>();
  const decide = async (order: WaitingOrder, decision: 'approve' | 'decline') => {
    try {
      await decideApproval(companyId, order.order_number, decision);
      setNote((decision === 'approve' ? words.approved : words.declined)(order.order_number));
    } catch (error) {
      setNote(messageOf(error));
    }
    await refresh();
  };
  return (
    <section id="approvals" aria-labelledby="approvals-heading" className="mt-6">
      <h2 id="approvals-heading" className="text-xl font-bold">
        {words.heading}
      </h2>
      {orders.length === 0 ? <p className="mt-2">{words.none}</p> : null}
      <ul className="mt-2 space-y-2">
        {orders.map((order) => (
          <li key={order.order_number} className="flex flex-wrap items-center gap-3">
            <span>
              {words.order(
                order.order_number,
                order.buyer_email,
                formatPrice(order.total),
                formatPrice(order.spending_limit),
              )}
            </span>
            <Button
              size="sm"
              variant="primary"
              aria-label={`${words.approve} ${order.order_number}`}
              onClick={() => void decide(order, 'approve')}
            >
              {words.approve}
            </Button>
            <Button
              size="sm"
              aria-label={`${words.decline} ${order.order_number}`}
              onClick={() => void decide(order, 'decline')}
            >
              {words.decline}
            </Button>
          </li>
        ))}
      </ul>
      {note ? <p role="status">{note}</p> : null}
    </section>
  );
}
