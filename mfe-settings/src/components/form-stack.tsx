import type { FormEventHandler, ReactNode } from 'react';
import { Stack, type StackProps } from '@aliento/ui';

/** A form laid out as a vertical stack; browser validation is off because the zod schema decides. */
export function FormStack({
  onSubmit,
  labelledBy,
  children,
  ...rest
}: StackProps & {
  onSubmit: FormEventHandler<HTMLFormElement>;
  labelledBy: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={labelledBy}>
      <Stack {...rest}>{children}</Stack>
    </form>
  );
}
