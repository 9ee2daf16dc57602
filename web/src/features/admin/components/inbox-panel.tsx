/**
 * The staff inbox: the shop's enquiries newest first with type and status chips and a search, and a
 * message's detail with its conversation, a reply by e-mail, the assignee and close / reopen.
 * Changes carry the version read; a change someone else beat is reloaded, never overwritten.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { RefreshCw, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  INBOX_KINDS,
  INBOX_STATUSES,
  type InboxMessage,
  type InboxStatus,
  type ThreadEntry,
} from '@core/inbox/message';
import { getRepliesToSend, hasSentReply } from '@core/inbox/staff-inbox';
import { inboxReplySchema } from '@core/inbox/staff-inbox-requests';
import { ApiError } from '@web/lib/api-client';
import { showToast } from '@web/lib/toast';
import { adminStrings } from '../admin-strings';
import {
  inboxKeys,
  retryInboxReply,
  sendInboxReply,
  updateInboxMessage,
  useInboxMessage,
  useInboxMessages,
  useStaffMembers,
  type InboxFilters,
} from '../api/admin-inbox';
import { Button, buttonClass } from '@web/components/ui/button';
import { Form, FormField, FormSubmit, useZodForm } from '@web/components/ui/form';
import { inputClass } from '@web/components/ui/form-field';
import { showFailure } from '@web/lib/failure-toast';
import { Badge, formatDate, SearchBox } from './admin-ui';
import { DraftOrderSection } from './draft-order-section';

const t = adminStrings.inbox;

const STATUS_TONES = { new: 'blue', answered: 'green', closed: 'slate' } as const;

function StatusBadge({ status }: { status: InboxStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{t.statuses[status]}</Badge>;
}

/** A row of toggle chips: one value or all. */
function Chips<T extends string>({
  label,
  values,
  names,
  value,
  onChange,
}: {
  label: string;
  values: readonly T[];
  names: Record<T, string>;
  value: T | '';
  onChange: (value: T | '') => void;
}) {
  const chip = (key: T | '', name: string) => (
    <button
      key={key || 'all'}
      type="button"
      aria-pressed={value === key}
      onClick={() => onChange(key)}
      className={clsx(
        'rounded-full border px-3 py-1 text-sm font-medium',
        value === key
          ? 'border-brand-700 bg-brand-700 text-white'
          : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100',
      )}
    >
      {name}
    </button>
  );
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-1.5">
      <span className="mr-1 text-sm font-semibold text-slate-700">{label}</span>
      {chip('', t.all)}
      {values.map((key) => chip(key, names[key]))}
    </div>
  );
}

/** `canMakeOrders`: the caller is an admin, who may make a quote request into a draft order. */
export function InboxPanel({ canMakeOrders = false }: { canMakeOrders?: boolean }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  const [filters, setFilters] = useState<InboxFilters>({ kind: '', status: '', q: '' });
  const [open, setOpen] = useState<string | undefined>();
  const messages = useInboxMessages(filters);

  useEffect(() => {
    if (messages.isError) showFailure(t.loadFailed, messages.error);
  }, [messages.isError, messages.error]);

  const list = messages.data?.pages.flatMap((page) => page.messages) ?? [];
  return (
    <section aria-label={t.title}>
      <div className="mb-4 grid gap-3">
        <form
          className="flex flex-wrap items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            setFilters((current) => ({ ...current, q: draft }));
          }}
        >
          <SearchBox label={t.search} value={draft} onChange={setDraft} />
          <Button type="submit">{adminStrings.users.searchButton}</Button>
          <Button onClick={() => void queryClient.invalidateQueries({ queryKey: inboxKeys.lists })}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t.refresh}
          </Button>
        </form>
        <Chips
          label={t.kindFilter}
          values={INBOX_KINDS}
          names={t.kinds}
          value={filters.kind}
          onChange={(kind) => setFilters((current) => ({ ...current, kind }))}
        />
        <Chips
          label={t.statusFilter}
          values={INBOX_STATUSES}
          names={t.statuses}
          value={filters.status}
          onChange={(status) => setFilters((current) => ({ ...current, status }))}
        />
      </div>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
        {list.map((message) => (
          <li key={message.id}>
            <button
              type="button"
              aria-label={t.open(message.subject)}
              onClick={() => setOpen(message.id)}
              className="grid w-full gap-1 px-4 py-3 text-left hover:bg-slate-50 sm:grid-cols-[8rem_1fr_auto] sm:items-center sm:gap-4"
            >
              <span className="text-xs text-slate-600 sm:text-sm">{formatDate(message.created_at)}</span>
              <span className="min-w-0">
                <span
                  className={clsx(
                    'block truncate text-slate-900',
                    message.status === 'new' && 'font-semibold',
                  )}
                >
                  {message.subject}
                </span>
                <span className="block truncate text-sm text-slate-600">
                  {message.sender.name} &lt;{message.sender.email}&gt;
                  {message.assignee ? ` · ${message.assignee.email}` : ''}
                </span>
              </span>
              <span className="flex flex-wrap gap-1">
                <Badge tone="slate">{t.kinds[message.kind]}</Badge>
                <StatusBadge status={message.status} />
              </span>
            </button>
          </li>
        ))}
      </ul>
      {messages.data && list.length === 0 ? (
        <p className="p-6 text-center text-slate-600">{t.empty}</p>
      ) : null}
      {messages.hasNextPage ? (
        <div className="mt-3 flex justify-center">
          <Button disabled={messages.isFetchingNextPage} onClick={() => void messages.fetchNextPage()}>
            {t.more}
          </Button>
        </div>
      ) : null}
      {open ? (
        <InboxMessageDialog id={open} canMakeOrders={canMakeOrders} onClose={() => setOpen(undefined)} />
      ) : null}
    </section>
  );
}

function ThreadItem({ entry, onRetry, busy }: { entry: ThreadEntry; onRetry: () => void; busy: boolean }) {
  const mine = entry.kind !== 'received';
  const heading =
    entry.kind === 'received'
      ? t.received
      : entry.kind === 'reply'
        ? t.reply(entry.by ?? '')
        : t.note(entry.by ?? '');
  return (
    <li
      className={clsx(
        'rounded-lg border px-3 py-2',
        mine ? 'ml-4 border-brand-100 bg-brand-50' : 'mr-4 border-slate-200 bg-white',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600">
        <span className="font-semibold text-slate-700">{heading}</span>
        <span>{new Date(entry.at).toLocaleString('en-JM')}</span>
      </div>
      <p className="mt-1 text-sm whitespace-pre-line text-slate-900">{entry.body}</p>
      {entry.mail_status ? (
        <div className="mt-1 flex items-center gap-2">
          <Badge
            tone={entry.mail_status === 'failed' ? 'red' : entry.mail_status === 'sent' ? 'green' : 'amber'}
          >
            {t.mailStatus[entry.mail_status]}
          </Badge>
          {entry.mail_status === 'failed' ? (
            <Button disabled={busy} onClick={onRetry}>
              {t.sendAgain}
            </Button>
          ) : null}
        </div>
      ) : null}
      {entry.mail_status === 'failed' && entry.mail_error ? (
        <p className="mt-1 text-xs break-words text-red-700">{t.notSentReason(entry.mail_error)}</p>
      ) : null}
    </li>
  );
}

function Details({ message }: { message: InboxMessage }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
      <dt className="font-semibold">{t.from}</dt>
      <dd>
        {message.sender.name} &lt;{message.sender.email}&gt;
      </dd>
      {message.sender.phone ? (
        <>
          <dt className="font-semibold">{t.phone}</dt>
          <dd>{message.sender.phone}</dd>
        </>
      ) : null}
      {message.kind === 'support' ? (
        <>
          <dt className="font-semibold">{t.productService}</dt>
          <dd>{message.details.product_service}</dd>
        </>
      ) : null}
      {message.kind === 'quote' ? (
        <>
          <dt className="font-semibold">{t.company}</dt>
          <dd>{message.details.company}</dd>
          {message.details.trn ? (
            <>
              <dt className="font-semibold">{t.trn}</dt>
              <dd>{message.details.trn}</dd>
            </>
          ) : null}
          <dt className="font-semibold">{t.quoteLines}</dt>
          <dd>
            <ul>
              {message.details.lines.map((line) => (
                <li key={line.sku}>
                  {line.quantity} x <span className="font-mono">{line.sku}</span>
                </li>
              ))}
            </ul>
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/**
 * Says how each reply's e-mail ended once it leaves `sending` (the message is read again meanwhile,
 * see useInboxMessage), and refreshes the list, whose status an e-mailed reply may have changed.
 */
function useReplySettledToasts(message: InboxMessage | undefined) {
  const queryClient = useQueryClient();
  const waiting = useRef(new Set<string>());
  useEffect(() => {
    if (!message) return;
    let settled = false;
    for (const entry of message.thread) {
      if (!waiting.current.has(entry.id) || entry.mail_status === 'sending') continue;
      settled = true;
      if (entry.mail_status === 'sent') showToast({ title: adminStrings.success, description: t.sent });
      else showToast({ title: t.notSentTitle, description: t.notSent, variant: 'destructive' });
    }
    waiting.current = new Set(getRepliesToSend(message).map((entry) => entry.id));
    if (settled) void queryClient.invalidateQueries({ queryKey: inboxKeys.lists });
  }, [message, queryClient]);
}

function InboxMessageDialog({
  id,
  canMakeOrders,
  onClose,
}: {
  id: string;
  canMakeOrders: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const message = useInboxMessage(id);
  const staff = useStaffMembers();
  /** Runs a change, shows the new message at once, and refreshes the list behind the dialog. */
  const change = useMutation({
    mutationFn: ({
      call,
    }: {
      call: () => Promise<InboxMessage>;
      success: (m: InboxMessage) => string | undefined;
    }) => call(),
    onSuccess: (updated, { success }) => {
      queryClient.setQueryData(inboxKeys.message(id), updated);
      const description = success(updated);
      if (description) showToast({ title: adminStrings.success, description });
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.errorType === 'ConcurrentChange') {
        showToast({ title: t.failed, description: t.stale, variant: 'destructive' });
        await queryClient.invalidateQueries({ queryKey: inboxKeys.message(id) });
      } else {
        showFailure(t.failed, error);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.lists }),
  });
  const busy = change.isPending;
  const act = (
    call: () => Promise<InboxMessage>,
    success: (m: InboxMessage) => string | undefined,
    onSaved?: () => void,
  ) => change.mutate({ call, success }, { onSuccess: onSaved });

  const m = message.data;
  useReplySettledToasts(m);
  const reopenAs: InboxStatus = m && hasSentReply(m) ? 'answered' : 'new';
  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[calc(100%-1rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-4 shadow-xl sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-bold break-words text-slate-900 sm:text-xl">
              {m?.subject ?? adminStrings.loading}
            </Dialog.Title>
            <Dialog.Close aria-label={adminStrings.form.close} className="rounded-md p-1 hover:bg-slate-100">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t.thread}</Dialog.Description>
          {!m ? (
            <p className="py-8 text-center text-slate-600">{adminStrings.loading}</p>
          ) : (
            <div className="mt-3 grid gap-4">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <Badge tone="slate">{t.kinds[m.kind]}</Badge>
                <StatusBadge status={m.status} />
                <span className="text-slate-600">{formatDate(m.created_at)}</span>
              </div>
              <Details message={m} />
              <DraftOrderSection message={m} canMakeOrders={canMakeOrders} />
              <div className="flex flex-wrap items-end gap-2">
                <label className="grid gap-1 text-sm font-semibold text-slate-700">
                  {t.assign}
                  <select
                    value={m.assignee?.user_id ?? ''}
                    disabled={busy}
                    onChange={(event) =>
                      act(
                        () =>
                          updateInboxMessage(id, {
                            version: m.version,
                            assignee_user_id: event.target.value || null,
                          }),
                        () => t.assigned,
                      )
                    }
                    className={`${inputClass} w-64 max-w-full font-normal`}
                  >
                    <option value="">{t.unassigned}</option>
                    {m.assignee && !staff.data?.some((s) => s.user_id === m.assignee!.user_id) ? (
                      <option value={m.assignee.user_id}>{m.assignee.email}</option>
                    ) : null}
                    {staff.data?.map((member) => (
                      <option key={member.user_id} value={member.user_id}>
                        {member.name ? `${member.name} (${member.email})` : member.email}
                      </option>
                    ))}
                  </select>
                </label>
                {m.status === 'closed' ? (
                  <Button
                    disabled={busy}
                    onClick={() =>
                      act(
                        () => updateInboxMessage(id, { version: m.version, status: reopenAs }),
                        () => t.reopened,
                      )
                    }
                  >
                    {t.reopen}
                  </Button>
                ) : (
                  <Button
                    disabled={busy}
                    onClick={() =>
                      act(
                        () => updateInboxMessage(id, { version: m.version, status: 'closed' }),
                        () => t.closed,
                      )
                    }
                  >
                    {t.close}
                  </Button>
                )}
              </div>
              <section aria-label={t.thread}>
                <h3 className="mb-2 text-sm font-semibold text-slate-700">{t.thread}</h3>
                <ol className="grid gap-2">
                  {m.thread.map((entry) => (
                    <ThreadItem
                      key={entry.id}
                      entry={entry}
                      busy={busy}
                      onRetry={() =>
                        act(
                          () => retryInboxReply(id, entry.id),
                          () => undefined,
                        )
                      }
                    />
                  ))}
                </ol>
              </section>
              <ReplyForm
                senderEmail={m.sender.email}
                busy={busy}
                send={(body) =>
                  change.mutateAsync({ call: () => sendInboxReply(id, body), success: () => undefined })
                }
              />
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The reply by e-mail, on the form kit with the schema the reply route applies: a blank or too long
 * reply is told under the field. A reply the server refuses is told by the dialog's change (a toast)
 * and stays in the field; a sent one empties it.
 */
function ReplyForm({
  senderEmail,
  busy,
  send,
}: {
  senderEmail: string;
  /** Another change of the message is on its way. */
  busy: boolean;
  send: (body: string) => Promise<unknown>;
}) {
  const form = useZodForm(inboxReplySchema, { defaultValues: { body: '' } });
  const submit = async ({ body }: { body: string }) => {
    const sent = await send(body).then(
      () => true,
      () => false,
    );
    if (sent) form.reset();
  };
  return (
    <Form form={form} onSubmit={submit} className="grid gap-2">
      <FormField name="body" label={t.replyLabel}>
        {(id, aria) => (
          <>
            <textarea
              id={id}
              rows={5}
              className={inputClass}
              {...aria}
              aria-describedby={clsx(aria['aria-describedby'], 'inbox-reply-hint')}
              {...form.register('body')}
            />
            <p id="inbox-reply-hint" className="text-xs text-slate-600">
              {t.replyHint(senderEmail)}
            </p>
          </>
        )}
      </FormField>
      <div className="flex justify-end gap-2">
        <Dialog.Close className={buttonClass()}>{adminStrings.form.close}</Dialog.Close>
        <FormSubmit disabled={busy} busyLabel={t.sending}>
          {t.send}
        </FormSubmit>
      </div>
    </Form>
  );
}
