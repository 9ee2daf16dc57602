import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { TextField } from '@web/components/ui/form-field';
import { loadAmplifyAuth } from '@web/lib/auth/amplify';
import { showToast } from '@web/lib/toast';
import { authStrings } from '../auth-strings';
import { authToasts, mapGenericAuthError } from '@web/lib/auth/auth-errors';
import { Button } from '@web/components/ui/button';

/** 'Forgot your password?': a Reset Password dialog that closes and clears itself on success. */
export function ForgotPasswordDialog() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const { forgot, fields } = authStrings;
  const toasts = authToasts;

  const sendLink = useMutation({
    mutationFn: async (username: string) => {
      const auth = await loadAmplifyAuth();
      await auth.resetPassword({ username });
    },
    onSuccess: () => {
      showToast(toasts.resetSent);
      setEmail('');
      setOpen(false);
    },
    onError: (error) => showToast({ ...mapGenericAuthError(error), variant: 'destructive' }),
  });

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="justify-self-center text-sm font-medium text-brand-700 hover:underline">
        {forgot.link}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-bold text-slate-900">{forgot.title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            {forgot.description}
          </Dialog.Description>
          <form
            className="mt-4 grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              sendLink.mutate(email.trim());
            }}
          >
            <TextField
              label={fields.email}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Button
              type="submit"
              variant="primary"
              size="lg"
              block
              busy={sendLink.isPending}
              busyLabel={forgot.busy}
            >
              {forgot.submit}
            </Button>
          </form>
          <Dialog.Close
            aria-label="Close"
            className="absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-4" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
