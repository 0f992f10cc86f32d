/**
 * What every admin form shares: the contract's zod schema validates a field once it is left, and saving shows the
 * success toast, or the spec's failure toast ('Error: ' + the server's message, else `failed`). Only the forms
 * import it: react-hook-form stays out of the remote's first load (see lazy-panel.tsx).
 */
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { toast } from '@aliento/core';
import { notifyError } from '../../../lib/notify-error';

export interface AdminFormOptions<Input extends FieldValues, Output> {
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  save: (values: Output) => Promise<unknown>;
  /** The success toast. */
  saved: string;
  /** The failure toast when the server gave no message. */
  failed: string;
  /** Runs after the success toast (e.g. leave edit mode and refetch). */
  afterSave?: () => Promise<void>;
}

export function useAdminForm<Input extends FieldValues, Output>(options: AdminFormOptions<Input, Output>) {
  const { schema, defaultValues, save, saved, failed, afterSave } = options;
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues });
  const submit = form.handleSubmit(async (values) => {
    try {
      await save(values);
      toast.success(saved);
      await afterSave?.();
    } catch (error) {
      notifyError(error, failed);
    }
  });
  const { errors, isSubmitting } = form.formState;
  return { ...form, errors, isSubmitting, submit };
}
