/**
 * The company admin's side of spending limits: each buyer's per-order limit on the members list, and
 * the buyers' orders waiting above it, approved or declined here (the approval mail links here).
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { WaitingOrder } from '@core/business/approvals';
import { spendingLimitFormSchema } from '@core/business/typed-business-forms';
import type { CompanyMember } from '@core/business/company';
import { formatPrice } from '@core/format-price';
import { Button } from '@web/components/ui/button';
import { Form, FormRootError, FormSubmit, FormTextField, useZodForm } from '@web/components/ui/form';
import { decideApproval, setSpendingLimit } from '../api/approvals';
import { myCompanyQueryOptions } from '../api/business';
import { approvalStrings as words } from '../approval-strings';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: myCompanyQueryOptions().queryKey });
}

/**
 * A buyer's limit as the company admin sees it, with the form that sets or clears it: on the form
 * kit with core's schema, so what is not an amount is said under the box and nothing is sent; a
 * blank is no limit.
 */
export function SpendingLimit({ companyId, member }: { companyId: string; member: CompanyMember }) {
  const refresh = useRefresh();
  const [note, setNote] = useState<string>();
  const limit = member.spending_limit ?? null;
  const form = useZodForm(spendingLimitFormSchema, {
    defaultValues: { spending_limit: limit === null ? '' : String(limit) },
  });
  const save = async ({ spending_limit }: z.output<typeof spendingLimitFormSchema>) => {
    setNote(undefined);
    await setSpendingLimit(companyId, member.user_id, spending_limit);
    setNote(words.limitSaved(member.email));
    await refresh();
  };
  return (
    <Form
      form={form}
      onSubmit={save}
      // A note of an earlier save is not left beside a refused amount.
      onInvalid={() => setNote(undefined)}
      className="flex flex-wrap items-end gap-2"
    >
      <span>{words.limit(limit === null ? null : formatPrice(limit))}</span>
      <FormTextField
        name="spending_limit"
        label={words.limitLabel(member.email)}
        inputMode="decimal"
        className="w-32"
      />
      <FormSubmit
        size="sm"
        variant="secondary"
        busyLabel={words.savingLimit}
        aria-label={`${words.saveLimit} ${member.email}`}
      >
        {words.saveLimit}
      </FormSubmit>
      <FormRootError />
      {note ? <p role="status">{note}</p> : null}
    </Form>
  );
}

/** The buyers' orders above their limits, oldest first, each approved or declined once. */
export function WaitingOrders({ companyId, orders }: { companyId: string; orders: WaitingOrder[] }) {
  const refresh = useRefresh();
  const [note, setNote] = useState<string>();
  // The order being decided: its buttons refuse presses until the answer, so a double-click sends
  // one decision (the second was answered "already decided" after the first had gone through).
  const [deciding, setDeciding] = useState<string>();
  const decide = async (order: WaitingOrder, decision: 'approve' | 'decline') => {
    setDeciding(order.order_number);
    try {
      await decideApproval(companyId, order.order_number, decision);
      setNote((decision === 'approve' ? words.approved : words.declined)(order.order_number));
    } catch (error) {
      setNote(messageOf(error));
    }
    await refresh();
    setDeciding(undefined);
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
              busy={deciding === order.order_number}
              onClick={() => void decide(order, 'approve')}
            >
              {words.approve}
            </Button>
            <Button
              size="sm"
              aria-label={`${words.decline} ${order.order_number}`}
              busy={deciding === order.order_number}
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
