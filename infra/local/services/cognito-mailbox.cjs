/**
 * Preloaded into cognito-local (node --require): every e-mail it would send (sign-up codes, reset
 * links, e-mail change codes) is also appended to the local mailbox file, newest first, so developers
 * and tests read them without digging through logs. The message text is what the custom-message
 * trigger built, with the code already filled in by cognito-local.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS preload, loaded with node --require */
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const file = process.env.STOREFRONT_MAILBOX_FILE;
const limit = Number(process.env.STOREFRONT_MAILBOX_LIMIT || 50);
const senderPath = path.join(
  path.dirname(require.resolve('cognito-local/package.json')),
  'lib/services/messageDelivery/consoleMessageSender.js',
);
const { ConsoleMessageSender } = require(senderPath);
const sendEmail = ConsoleMessageSender.prototype.sendEmail;

function readMessages() {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
    return Array.isArray(parsed.messages) ? parsed.messages : [];
  } catch {
    return [];
  }
}

ConsoleMessageSender.prototype.sendEmail = function (ctx, user, destination, message) {
  if (file) {
    const entry = {
      id: `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
      at: new Date().toISOString(),
      to: destination,
      username: user.Username,
      subject: message.emailSubject || '',
      body: message.emailMessage || '',
      code: message.__code || '',
    };
    const messages = [entry, ...readMessages()].slice(0, limit);
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, `${JSON.stringify({ messages }, null, 2)}\n`);
    fs.renameSync(temporary, file);
  }
  return sendEmail.call(this, ctx, user, destination, message);
};
