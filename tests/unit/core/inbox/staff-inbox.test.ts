import { describe, expect, it } from 'vitest';
import { buildInboxMessage, type InboxMessage } from '../../../../functions/core/inbox/message.js';
import {
  checkStatusChange,
  findRetryableReply,
  getRepliesToSend,
  hasReplyToSend,
  isAssignableStaff,
  matchesInboxQuery,
  newReply,
  statusAfterReply,
  withMailStatus,
} from '../../../../functions/core/inbox/staff-inbox.js';
import {
  inboxListQuerySchema,
  inboxUpdateSchema,
} from '../../../../functions/core/inbox/staff-inbox-requests.js';

const NOW = '2026-11-20T10:00:00.000Z';

function contactMessage(overrides: Partial<InboxMessage> = {}): InboxMessage {
  const message = buildInboxMessage(
    {
      kind: 'contact',
      form: {
        first_name: 'Shanice',
        last_name: 'Campbell',
        email: 'shanice@example.test',
        phone: null,
        subject: 'Laptop warranty in Montego Bay',
        message: 'Do you honour the warranty?',
      },
    },
    { id: '6f1c1f7e-4a39-4d8e-9d59-0d4c1c4a3b11', threadEntryId: 'e1', now: NOW, userId: null },
  );
  return { ...message, ...overrides } as InboxMessage;
}

function withReply(message: InboxMessage, mailStatus: 'sending' | 'sent' | 'failed'): InboxMessage {
  const reply = { ...newReply('r1', 'staff@example.test', 'Yes, we do.', NOW), mail_status: mailStatus };
  return { ...message, thread: [...message.thread, reply] };
}

describe('inbox status changes by hand', () => {
  it('lets staff close a new or answered message', () => {
    expect(() => checkStatusChange(contactMessage(), 'closed')).not.toThrow();
    expect(() =>
      checkStatusChange(withReply(contactMessage({ status: 'answered' }), 'sent'), 'closed'),
    ).not.toThrow();
  });

  it('reopens a closed message as new when nobody answered, as answered when a reply went out', () => {
    const closed = contactMessage({ status: 'closed' });
    expect(() => checkStatusChange(closed, 'new')).not.toThrow();
    expect(() => checkStatusChange(closed, 'answered')).toThrow(/reopens as new/);
    const answeredThenClosed = withReply(closed, 'sent');
    expect(() => checkStatusChange(answeredThenClosed, 'answered')).not.toThrow();
    expect(() => checkStatusChange(answeredThenClosed, 'new')).toThrow(/reopens as answered/);
  });

  it('never marks a message answered without a reply, nor takes an answer back', () => {
    expect(() => checkStatusChange(contactMessage(), 'answered')).toThrow(
      expect.objectContaining({ kind: 'conflict' }),
    );
    expect(() => checkStatusChange(withReply(contactMessage({ status: 'answered' }), 'sent'), 'new')).toThrow(
      expect.objectContaining({ kind: 'conflict' }),
    );
  });
});

describe('replies', () => {
  it('answer a message only when their mail went', () => {
    expect(statusAfterReply('new', 'sent')).toBe('answered');
    expect(statusAfterReply('new', 'failed')).toBe('new');
  });

  it('leave a message staff closed while the mail was on its way closed', () => {
    expect(statusAfterReply('closed', 'sent')).toBe('closed');
  });

  it('record the mail status on the one reply it belongs to, with the reason of a failure', () => {
    const message = withReply(contactMessage(), 'sending');
    const failed = withMailStatus(message.thread, 'r1', 'failed', 'Daily sending quota exceeded');
    expect(failed.map((entry) => entry.mail_status)).toEqual([undefined, 'failed']);
    expect(failed[1]!.mail_error).toBe('Daily sending quota exceeded');
    const sent = withMailStatus(failed, 'r1', 'sent');
    expect(sent[1]).not.toHaveProperty('mail_error');
  });

  it('wait to be sent while their mail is sending, and no longer once it settled', () => {
    const waiting = withReply(contactMessage(), 'sending');
    expect(getRepliesToSend(waiting).map((entry) => entry.id)).toEqual(['r1']);
    expect(hasReplyToSend(waiting)).toBe(true);
    expect(hasReplyToSend(withReply(contactMessage(), 'failed'))).toBe(false);
    expect(hasReplyToSend(withReply(contactMessage(), 'sent'))).toBe(false);
  });

  it('may be sent again only when their mail failed', () => {
    expect(findRetryableReply(withReply(contactMessage(), 'failed'), 'r1').body).toBe('Yes, we do.');
    expect(() => findRetryableReply(withReply(contactMessage(), 'sent'), 'r1')).toThrow(
      expect.objectContaining({ kind: 'conflict' }),
    );
    expect(() => findRetryableReply(contactMessage(), 'e1')).toThrow(
      expect.objectContaining({ kind: 'not-found' }),
    );
  });
});

describe('inbox search and filters', () => {
  const message = contactMessage();

  it("finds a message by the sender's name, e-mail or subject, whatever the case, every word", () => {
    expect(matchesInboxQuery(message, { q: 'shanice' })).toBe(true);
    expect(matchesInboxQuery(message, { q: 'SHANICE@EXAMPLE' })).toBe(true);
    expect(matchesInboxQuery(message, { q: 'warranty montego' })).toBe(true);
    expect(matchesInboxQuery(message, { q: 'warranty kingston' })).toBe(false);
    expect(matchesInboxQuery(message, { q: 'honour' })).toBe(false);
  });

  it('filters by kind and status', () => {
    expect(matchesInboxQuery(message, { kind: 'contact', status: 'new' })).toBe(true);
    expect(matchesInboxQuery(message, { kind: 'quote' })).toBe(false);
    expect(matchesInboxQuery(message, { status: 'closed' })).toBe(false);
  });

  it('refuses an unknown kind or status naming the parameter', () => {
    const parsed = inboxListQuerySchema.safeParse({ kind: 'complaint' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['kind']);
  });
});

describe('inbox changes', () => {
  it('need the version read and something to change', () => {
    expect(inboxUpdateSchema.safeParse({ status: 'closed' }).success).toBe(false);
    expect(inboxUpdateSchema.safeParse({ version: 2 }).success).toBe(false);
    expect(inboxUpdateSchema.safeParse({ version: 2, assignee_user_id: null }).success).toBe(true);
  });

  it('are assigned only to active staff', () => {
    expect(isAssignableStaff({ is_active: true, roles: ['customer', 'moderator'] })).toBe(true);
    expect(isAssignableStaff({ is_active: true, roles: ['admin'] })).toBe(true);
    expect(isAssignableStaff({ is_active: true, roles: ['customer'] })).toBe(false);
    expect(isAssignableStaff({ is_active: false, roles: ['moderator'] })).toBe(false);
  });
});
