/**
 * The stored enquiry: one item per contact message, support request or quote request, read by the
 * staff inbox. Built here from a parsed form, so every kind fills the same fields the same way:
 * the subject staff see, the body, the kind's details, and the first thread entry (the sender's own
 * words, as received).
 */
import type { ContactForm, QuoteRequest, SupportIssueType, SupportRequest } from './forms.js';

export const INBOX_KINDS = ['contact', 'support', 'quote'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const INBOX_STATUSES = ['new', 'answered', 'closed'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export interface InboxSender {
  name: string;
  email: string;
  phone: string | null;
  /** Set when a signed-in customer sent it. */
  user_id: string | null;
}

export interface SupportDetails {
  product_service: string;
  issue_type: SupportIssueType;
}

export interface QuoteDetails {
  company: string;
  trn: string | null;
  lines: { sku: string; quantity: number }[];
}

export type InboxDetails = Record<string, never> | SupportDetails | QuoteDetails;

export const THREAD_ENTRY_KINDS = ['received', 'reply', 'note'] as const;
export type ThreadEntryKind = (typeof THREAD_ENTRY_KINDS)[number];

export interface ThreadEntry {
  id: string;
  kind: ThreadEntryKind;
  /** ISO time. */
  at: string;
  /** The staff member's e-mail for replies and notes; null for the sender's message. */
  by: string | null;
  body: string;
  /**
   * Replies only: whether the e-mail went. `sending` until the stream's reply-mail consumer sent it
   * (or SES refused it: `failed`, which staff may send again).
   */
  mail_status?: 'sending' | 'sent' | 'failed';
  /** Replies whose mail failed: why, as the mail service said it, for staff. */
  mail_error?: string;
}

interface InboxMessageBase {
  id: string;
  status: InboxStatus;
  created_at: string;
  updated_at: string;
  /** Bumped by every change (optimistic locking). */
  version: number;
  sender: InboxSender;
  subject: string;
  body: string;
  assignee: { user_id: string; email: string } | null;
  /** Oldest first; the first entry is the sender's own message. */
  thread: ThreadEntry[];
  /** The draft order staff made of a quote request (absent on messages stored before drafts existed). */
  draft_order_id?: string | null;
}

export type InboxMessage =
  | (InboxMessageBase & { kind: 'contact'; details: Record<string, never> })
  | (InboxMessageBase & { kind: 'support'; details: SupportDetails })
  | (InboxMessageBase & { kind: 'quote'; details: QuoteDetails });

/** A parsed form and its kind. */
export type Enquiry =
  | { kind: 'contact'; form: ContactForm }
  | { kind: 'support'; form: SupportRequest }
  | { kind: 'quote'; form: QuoteRequest };

export interface NewMessageContext {
  id: string;
  threadEntryId: string;
  /** ISO time. */
  now: string;
  userId: string | null;
}

function senderOf(enquiry: Enquiry, userId: string | null): InboxSender {
  const { form } = enquiry;
  const name =
    enquiry.kind === 'contact' ? `${enquiry.form.first_name} ${enquiry.form.last_name}` : enquiry.form.name;
  return { name, email: form.email.toLowerCase(), phone: form.phone, user_id: userId };
}

/** The quote's lines as a plain-text list, for the body staff read and the e-mails. */
export function describeQuoteLines(lines: readonly { sku: string; quantity: number }[]): string {
  return lines.map((line) => `${line.quantity} x ${line.sku}`).join('\n');
}

function contentOf(enquiry: Enquiry): Pick<InboxMessage, 'subject' | 'body' | 'kind' | 'details'> {
  switch (enquiry.kind) {
    case 'contact':
      return { kind: 'contact', subject: enquiry.form.subject, body: enquiry.form.message, details: {} };
    case 'support':
      return {
        kind: 'support',
        subject: `${enquiry.form.issue_type}: ${enquiry.form.product_service}`,
        body: enquiry.form.description,
        details: { product_service: enquiry.form.product_service, issue_type: enquiry.form.issue_type },
      };
    case 'quote': {
      const { company, trn, lines, notes } = enquiry.form;
      return {
        kind: 'quote',
        subject: `Quote request from ${company}`,
        body: notes,
        details: { company, trn, lines: lines.map(({ sku, quantity }) => ({ sku, quantity })) },
      };
    }
  }
}

/** The new message as stored: status new, version 1, the sender's words as the first thread entry. */
export function buildInboxMessage(enquiry: Enquiry, context: NewMessageContext): InboxMessage {
  const content = contentOf(enquiry);
  return {
    id: context.id,
    status: 'new',
    created_at: context.now,
    updated_at: context.now,
    version: 1,
    sender: senderOf(enquiry, context.userId),
    ...content,
    assignee: null,
    thread: [{ id: context.threadEntryId, kind: 'received', at: context.now, by: null, body: content.body }],
    draft_order_id: null,
  } as InboxMessage;
}
