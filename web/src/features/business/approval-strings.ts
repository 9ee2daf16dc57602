/** What the spending limits and approvals of a business account say (the server's messages come from core). */
export const approvalStrings = {
  limit: (amount: string | null) => (amount ? `Spending limit per order: ${amount}` : 'No spending limit'),
  limitLabel: (email: string) => `Spending limit for ${email} (JMD, empty for none)`,
  saveLimit: 'Save limit',
  savingLimit: 'Saving...',
  limitSaved: (email: string) => `Spending limit of ${email} saved.`,
  heading: 'Orders awaiting your approval',
  none: 'No orders are waiting for your approval.',
  order: (orderNumber: string, email: string, total: string, limit: string) =>
    `${orderNumber} from ${email}: ${total} (limit ${limit})`,
  approve: 'Approve',
  decline: 'Decline',
  approved: (orderNumber: string) => `Order ${orderNumber} approved.`,
  declined: (orderNumber: string) => `Order ${orderNumber} declined.`,
} as const;
