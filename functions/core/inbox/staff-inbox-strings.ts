/** What the staff inbox says: the admin inbox routes' refusals and the reply e-mail's wording. */
export const staffInboxMessages = {
  id: 'must be a message id.',
  kind: 'must be contact, support or quote.',
  status: 'must be new, answered or closed.',
  queryTooLong: 'Search is too long.',
  replyBody: 'Please write a reply.',
  replyTooLong: 'This reply is too long.',
  version: 'must be the version of the message you read.',
  assignee: 'must be a staff member.',
  nothingToChange: 'Nothing to change: give a status or an assignee.',
  notFound: 'This message does not exist.',
  notStaff: 'assignee_user_id: must be an active staff member (moderator or admin).',
  changedMeanwhile: 'Someone else changed this message meanwhile. Please reload it and try again.',
  replyNotFound: 'This reply does not exist.',
  replyNotFailed: 'This reply was not refused by the mail service, so there is nothing to send again.',
  cannotChangeStatus: (from: string, to: string, reopened: string) =>
    from === 'closed'
      ? `A closed message reopens as ${reopened}, not ${to}.`
      : `A ${from} message can only be closed; it becomes answered when a reply is sent.`,
  replySubject: (subject: string) => `Re: ${subject}`,
  replyGreeting: (name: string) => `Dear ${name},`,
  replyQuoteIntro: 'You wrote:',
} as const;
