/**
 * The shop's forms as a shopper uses them: the contact form is sent and thanked for, a support
 * request without a description says what is missing, and a quote request with two lines is accepted.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { waitForEmail } from './auth-helpers.js';

const email = (label: string) => `${label}-${randomUUID()}@example.com`;

test('a shopper sends the contact form and sees Message Sent', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('First Name').fill('Shanice');
  await page.getByLabel('Last Name').fill('Brown');
  await page.getByLabel('Email', { exact: true }).fill(email('contact'));
  await page.getByLabel('Subject').fill('Laptops for a school');
  await page.getByLabel('Message', { exact: true }).fill('Do you have 20 laptops in stock?');
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByText('Message Sent').first()).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue('');
});

test('a support request without a description says what is missing', async ({ page }) => {
  await page.goto('/support');
  await page.getByLabel('Name', { exact: true }).fill('Andre Campbell');
  await page.getByLabel('Email', { exact: true }).fill(email('support'));
  await page.getByLabel('Product/Service').fill('HP LaserJet Pro');
  await page.getByLabel('Issue Type').selectOption('Warranty Claim');
  await page.getByRole('button', { name: 'Submit Request' }).click();

  await expect(page.getByText('Please describe the problem.')).toBeVisible();
  await expect(page.getByLabel('Description of the problem')).toBeFocused();
  await expect(page.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\d+\?text=/,
  );
});

test('a quote request with two lines is accepted', async ({ page }) => {
  await page.goto('/bulk-orders');
  await page.getByLabel('Your Name').fill('Diane Williams');
  await page.getByLabel('Email', { exact: true }).first().fill(email('quote'));
  await page.getByLabel('Company').fill('Portmore High');
  await page.getByLabel('SKU (line 1)').fill('HP-250-G9');
  await page.getByLabel('Quantity').first().fill('20');
  await page.getByRole('button', { name: 'Add a line' }).click();
  await page.getByLabel('SKU (line 2)').fill('LOGI-M185');
  await page.getByLabel('Quantity').nth(1).fill('25');
  await page.getByRole('button', { name: 'Request Quote' }).click();

  await expect(page.getByText('Quote Request Sent').first()).toBeVisible();
  await expect(page.getByLabel('SKU (line 2)')).toHaveCount(0);
});

test('the footer newsletter sign-up sends a confirmation link that confirms the subscription', async ({
  page,
}) => {
  const address = email('newsletter');
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Email address').fill(address);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Check your inbox').first()).toBeVisible();
  await expect(footer.getByLabel('Email address')).toHaveValue('');

  const mail = await waitForEmail(page.request, address);
  const confirmLink = /href="([^"]*newsletter=confirm[^"]*)"/.exec(mail.body)?.[1]?.replaceAll('&amp;', '&');
  expect(confirmLink).toBeDefined();
  expect(mail.body).toContain('newsletter=unsubscribe');
  await page.goto(new URL(confirmLink!).pathname + new URL(confirmLink!).search);
  await expect(page.getByText('Your subscription is confirmed. Thank you!')).toBeVisible();
});
