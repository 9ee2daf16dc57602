/**
 * The product form's images: JPEG, PNG, WebP, AVIF or GIF files uploaded straight to S3 through presigned POSTs,
 * then reordered (the first is the card image) or removed.
 */
import { useMutation } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Loader2, Upload, X } from 'lucide-react';
import { useId } from 'react';
import { IMAGE_TYPES } from '@core/admin/image-upload';
import { moveItem } from '@core/admin/product-form';
import { showFailure } from '@web/lib/failure-toast';
import { showToast } from '@web/lib/toast';
import { adminMessages, adminStrings } from '../admin-strings';
import { uploadProductImage } from '../api/admin-products';
import { Button } from '@web/components/ui/button';

interface ImageUploaderProps {
  images: string[];
  onChange: (images: string[]) => void;
}

export function ImageUploader({ images, onChange }: ImageUploaderProps) {
  const inputId = useId();
  const { form } = adminStrings;
  const send = useMutation({
    mutationFn: (files: File[]) => Promise.all(files.map((file) => uploadProductImage(file))),
    onSuccess: (urls) => {
      onChange([...images, ...urls]);
      showToast({ title: adminStrings.success, description: adminMessages.imagesUploaded(urls.length) });
    },
    onError: (error) => showFailure(adminMessages.uploadImagesFailed, error),
  });
  const uploading = send.isPending;
  const upload = (files: File[]) => {
    if (files.length > 0) send.mutate(files);
  };

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">{form.images}</legend>
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {images.map((url, index) => (
          <li key={url} className="relative rounded-md border border-slate-200 bg-slate-50 p-1">
            <img src={url} alt="" className="aspect-square w-full rounded object-contain" />
            <div className="mt-1 flex justify-center gap-1">
              <Button
                aria-label={form.moveImageUp(index + 1)}
                disabled={index === 0}
                onClick={() => onChange(moveItem(images, index, index - 1))}
              >
                <ArrowUp aria-hidden="true" className="size-3.5" />
              </Button>
              <Button
                aria-label={form.moveImageDown(index + 1)}
                disabled={index === images.length - 1}
                onClick={() => onChange(moveItem(images, index, index + 1))}
              >
                <ArrowDown aria-hidden="true" className="size-3.5" />
              </Button>
              <Button
                aria-label={form.removeImage(index + 1)}
                onClick={() => onChange(images.filter((_, i) => i !== index))}
              >
                <X aria-hidden="true" className="size-3.5 text-red-700" />
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <label
        htmlFor={inputId}
        className="inline-flex w-fit cursor-pointer items-center gap-2 rounded-md border border-dashed border-slate-400 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
      >
        {uploading ? (
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Upload aria-hidden="true" className="size-4" />
        )}
        {uploading ? form.uploading : form.uploadImages}
      </label>
      <input
        id={inputId}
        type="file"
        accept={Object.keys(IMAGE_TYPES).join(',')}
        multiple
        disabled={uploading}
        className="sr-only"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          upload(files);
        }}
      />
    </fieldset>
  );
}
