/**
 * "E-mail me when it is back" on an out-of-stock product: a signed-in shopper asks with one click
 * (the account's address), a guest types an address. The API checks the address with its schema and
 * answers in that schema's words, shown under the field (no zod on the product page: it stays off
 * the page's load); the answer names the address that will be written to.
 */
import { useId, useState, type FormEvent } from 'react';
import { backInStockWords as words } from '@core/catalogue/back-in-stock-words';
import { ApiError } from '@web/lib/api-client';
import { useAuthState } from '@web/lib/auth/auth-status';
import { inputClass } from '@web/components/ui/form-field';
import { subscribeBackInStock } from '../api/back-in-stock';

const buttonClass =
  'inline-flex h-11 items-center justify-center rounded-md bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60';

export function BackInStockForm({ productId }: { productId: string }) {
  const id = useId();
  const { user } = useAuthState();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);
  const [subscribed, setSubscribed] = useState<string>();

  const send = async (address: string) => {
    setSending(true);
    try {
      setProblem(undefined);
      setSubscribed((await subscribeBackInStock(productId, address)).email);
    } catch (error) {
      // A refused address comes back as `email: <message>`; the field already names it.
      setProblem(error instanceof ApiError ? error.message.replace(/^email: /, '') : words.failed);
    } finally {
      setSending(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(user?.email ?? email);
  };

  if (subscribed) {
    return (
      <p role="status" className="mt-4 rounded-md bg-brand-50 p-3 text-sm font-medium text-brand-900">
        {words.done(subscribed)}
      </p>
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="mt-4 rounded-md border border-slate-200 bg-slate-50 p-4"
    >
      <p id={`${id}-title`} className="text-sm text-slate-700">
        {user ? words.signedInIntro : words.intro}
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
        {user ? null : (
          <div className="flex-1">
            <label htmlFor={`${id}-email`} className="mb-1 block text-sm font-medium text-slate-700">
              {words.emailLabel}
            </label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              className={inputClass}
            />
          </div>
        )}
        <button type="submit" disabled={sending} className={buttonClass}>
          {words.button}
        </button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
