/**
 * The staff inbox's rules: which status changes staff may make, what a reply does to a message, how
 * the list's filters and search match (the routes' request schemas are in `staff-inbox-requests.ts`).
 */
import type { Profile } from '../account/profile.js';
import { hasAnyGroup, STAFF_ROUTE_GROUPS } from '../auth/groups.js';
import { RuleViolation } from '../rule-violation.js';
import { staffInboxMessages as m } from './staff-inbox-strings.js';
import type { InboxListQuery } from './staff-inbox-requests.js';
import type { InboxMessage, InboxStatus, ThreadEntry } from './message.js';

/** Whether a reply's e-mail went. */
export type MailStatus = NonNullable<ThreadEntry['mail_status']>;

/** Whom an enquiry may be assigned to: an active member of a staff group. */
export function isAssignableStaff(profile: Pick<Profile, 'is_active' | 'roles'>): boolean {
  return profile.is_active && hasAnyGroup(profile.roles, STAFF_ROUTE_GROUPS);
}

/** True when a reply of the thread reached the sender, which is what "answered" means. */
export function hasSentReply(message: Pick<InboxMessage, 'thread'>): boolean {
  return message.thread.some((entry) => entry.kind === 'reply' && entry.mail_status === 'sent');
}

/**
 * The status staff may set by hand: any open message may be closed, and a closed one reopened to
 * where it stood (answered if a reply went out, else new). "Answered" is earned by a sent reply, so
 * it is never set directly on a message nobody answered, and a reply is never taken back.
 */
export function checkStatusChange(message: Pick<InboxMessage, 'status' | 'thread'>, next: InboxStatus): void {
  if (message.status === next) return;
  if (next === 'closed') return;
  const reopened = hasSentReply(message) ? 'answered' : 'new';
  if (message.status === 'closed' && next === reopened) return;
  throw new RuleViolation('conflict', m.cannotChangeStatus(message.status, next, reopened));
}

/**
 * The status after a reply's mail went out (or did not): a delivered reply answers a new message.
 * The mail goes out a moment after staff sent the reply, so a message staff closed meanwhile stays
 * closed (reopening it then shows it answered).
 */
export function statusAfterReply(current: InboxStatus, mailStatus: MailStatus): InboxStatus {
  return mailStatus === 'sent' && current === 'new' ? 'answered' : current;
}

/** A new staff reply, waiting for its mail. */
export function newReply(id: string, by: string, body: string, at: string): ThreadEntry {
  return { id, kind: 'reply', at, by, body, mail_status: 'sending' };
}

/** The replies whose mail is waiting to be sent, oldest first. */
export function getRepliesToSend(message: Pick<InboxMessage, 'thread'>): ThreadEntry[] {
  return message.thread.filter((entry) => entry.kind === 'reply' && entry.mail_status === 'sending');
}

/** True while a reply's mail is waiting to be sent (the screen refreshes until it settles). */
export function hasReplyToSend(message: Pick<InboxMessage, 'thread'>): boolean {
  return getRepliesToSend(message).length > 0;
}

/** The thread with one reply's mail status set; a failed one keeps the reason, others none. */
export function withMailStatus(
  thread: readonly ThreadEntry[],
  replyId: string,
  mailStatus: MailStatus,
  reason?: string,
): ThreadEntry[] {
  return thread.map((entry) => {
    if (entry.id !== replyId) return entry;
    const { mail_error: _previous, ...rest } = entry;
    return mailStatus === 'failed' && reason
      ? { ...rest, mail_status: mailStatus, mail_error: reason }
      : { ...rest, mail_status: mailStatus };
  });
}

/** The reply staff may send again: one of this message's replies whose mail failed. */
export function findRetryableReply(message: Pick<InboxMessage, 'thread'>, replyId: string): ThreadEntry {
  const reply = message.thread.find((entry) => entry.id === replyId && entry.kind === 'reply');
  if (!reply) throw new RuleViolation('not-found', m.replyNotFound);
  if (reply.mail_status !== 'failed') throw new RuleViolation('conflict', m.replyNotFailed);
  return reply;
}

/**
 * Whether a message passes the list's filters; the search is case-insensitive and looks in the
 * sender's name and e-mail and the subject, every word somewhere.
 */
export function matchesInboxQuery(
  message: Pick<InboxMessage, 'kind' | 'status' | 'sender' | 'subject'>,
  query: Pick<InboxListQuery, 'kind' | 'status' | 'q'>,
): boolean {
  if (query.kind && message.kind !== query.kind) return false;
  if (query.status && message.status !== query.status) return false;
  const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [message.sender.name, message.sender.email, message.subject].join('\n').toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** What the staff list shows of a message (the thread stays in the detail view). */
export function toInboxSummary(message: InboxMessage) {
  return {
    id: message.id,
    kind: message.kind,
    status: message.status,
    created_at: message.created_at,
    updated_at: message.updated_at,
    sender: message.sender,
    subject: message.subject,
    assignee: message.assignee,
    replies: message.thread.filter((entry) => entry.kind === 'reply').length,
  };
}
export type InboxSummary = ReturnType<typeof toInboxSummary>;
