/**
 * Upload of a proof of payment or a purchase order document: PDF, JPEG or PNG up to 5 MB, checked
 * here with the server's own rule before anything is sent, then posted straight to private storage.
 */
import { useMutation } from '@tanstack/react-query';
import { FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import type { ShopperOrderView } from '@core/orders/order-progress';
import { documentUploadRequestSchema } from '@core/orders/payment-documents';
import { FormAlert } from '@web/components/ui/form-field';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { uploadOrderDocument, type DocumentKind, type OrderAccess } from '../api/orders';
import { ordersStrings } from '../orders-strings';

const strings = ordersStrings.upload;

/** The server's refusal of this file, in the server's words, or undefined when it may be sent. */
export function checkDocumentFile(kind: DocumentKind, file: { type: string; name: string; size: number }) {
  const parsed = documentUploadRequestSchema.safeParse({
    kind,
    content_type: file.type,
    file_name: file.name,
    size: file.size,
  });
  const issue = parsed.error?.issues[0];
  return issue ? strings.refused(issue.message) : undefined;
}

interface DocumentUploadProps {
  access: OrderAccess;
  kind: DocumentKind;
  /** The file already on the order, if any: a new upload replaces it. */
  current: { file_name: string } | null;
  onUploaded: (order: ShopperOrderView) => void;
}

export function DocumentUpload({ access, kind, current, onUploaded }: DocumentUploadProps) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadOrderDocument(access, kind, chosen),
    onSuccess: (order) => {
      setFile(null);
      onUploaded(order);
    },
    onError: (error) => setProblem(error instanceof ApiError ? error.message : strings.failed),
  });
  const label = strings.labels[kind];

  return (
    <form
      className="mt-4 space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!file) return setProblem(strings.chooseFirst);
        const refusal = checkDocumentFile(kind, file);
        if (refusal) return setProblem(refusal);
        setProblem(undefined);
        upload.mutate(file);
      }}
    >
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label.field}
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {strings.hint}
      </p>
      <input
        id={id}
        type="file"
        accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
        aria-describedby={`${id}-hint`}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          setFile(chosen);
          setProblem(chosen ? checkDocumentFile(kind, chosen) : undefined);
          upload.reset();
        }}
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:font-semibold file:text-slate-800"
      />
      {problem ? <FormAlert tone="error">{problem}</FormAlert> : null}
      {upload.isSuccess || (current && !file) ? (
        <FormAlert tone="success">{label.received(current?.file_name ?? '')}</FormAlert>
      ) : null}
      <Button type="submit" variant="primary" busy={upload.isPending} busyLabel={strings.uploading}>
        <FileUp aria-hidden="true" className="size-4" />
        {label.submit}
      </Button>
    </form>
  );
}
