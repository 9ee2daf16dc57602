/**
 * What the shop says about enquiries: the forms' field messages (the same on the form and in the
 * server's 400) and the answers of the public routes. The newsletter's are in newsletter-strings.
 */
export const formMessages = {
  firstName: 'Please enter your first name.',
  lastName: 'Please enter your last name.',
  name: 'Please enter your name.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid phone number.',
  subject: 'Please enter a subject.',
  message: 'Please enter your message.',
  productService: 'Please name the product or service.',
  issueType: 'Please choose an issue type.',
  description: 'Please describe the problem.',
  company: 'Please enter your company name.',
  sku: 'Please enter a SKU.',
  quantity: 'Quantity must be a whole number from 1 to 10,000.',
  lines: 'Please add at least one product line.',
  tooManyLines: 'A quote request can hold up to 50 lines.',
  notes: 'Notes are too long.',
  tooLong: 'This is too long.',
} as const;

export const enquiryAnswers = {
  /** 429 of a form: the same words whichever limit (address or network) was reached. */
  tooManyRequests: 'Too many messages sent. Please wait an hour and try again, or call us.',
  /** 413: the body is larger than any genuine form. */
  tooLarge: 'This message is too large to send. Please shorten it.',
} as const;
