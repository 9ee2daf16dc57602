/** GET /api/admin/inbox (staff): enquiries newest first, filtered by kind and status, searched. */
import { matchesInboxQuery, toInboxSummary } from '../../core/inbox/staff-inbox.js';
import { inboxListQuerySchema } from '../../core/inbox/staff-inbox-requests.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { InvalidCursorError, listInboxMessages } from '../../data/staff-inbox.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'staff', query: inboxListQuerySchema },
  async ({ query }) => {
    try {
      const page = await listInboxMessages(
        (message) => matchesInboxQuery(message, query),
        query.limit,
        query.cursor,
      );
      return { messages: page.messages.map(toInboxSummary), cursor: page.cursor };
    } catch (error) {
      if (error instanceof InvalidCursorError) throw new RuleViolation('invalid', 'cursor: is not valid.');
      throw error;
    }
  },
);
