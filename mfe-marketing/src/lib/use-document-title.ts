import { useEffect } from 'react';

/** Sets the browser tab title for a page (screen readers announce it on navigation). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
