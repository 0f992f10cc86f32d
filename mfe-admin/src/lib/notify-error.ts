import { errorText, toast } from '@aliento/core';

/**
 * The spec's failure toast: 'Error: ' + the server's message when there was a response, else `fallback`
 * (a network problem must not pass silently for an admin deciding money or access).
 */
export function notifyError(error: unknown, fallback: string): void {
  toast.error(errorText(error) ?? fallback);
}
