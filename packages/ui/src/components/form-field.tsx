import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';

export interface FormFieldProps {
  label: ReactNode;
  /** The error text (already translated); shown under the field and announced. */
  error?: string;
  /** A reassuring hint shown while there is no error. */
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/** A labelled form field with its error under it (flagged border) or, when there is none, its hint. */
export function FormField({ label, error, hint, required, children }: FormFieldProps) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {error ? <Field.ErrorText role="alert">{error}</Field.ErrorText> : hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
    </Field.Root>
  );
}
