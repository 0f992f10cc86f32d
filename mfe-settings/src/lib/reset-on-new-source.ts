import { useEffect, useRef } from 'react';

/**
 * Resets a form when the record it edits is loaded again while it is shown. The form starts from the first record as
 * its default values, so mounting resets nothing: a reset renders every field again, and on the settings' first
 * screen that was a second render of the whole form in the task that showed it.
 */
export function useResetOnNewSource<S>(source: S, resetTo: (source: S) => void): void {
  const shown = useRef(source);
  useEffect(() => {
    if (shown.current === source) return;
    shown.current = source;
    resetTo(source);
  }, [source, resetTo]);
}
