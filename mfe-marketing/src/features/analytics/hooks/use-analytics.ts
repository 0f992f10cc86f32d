/**
 * Page views and web-vitals to GA4, only when `analyticsId` is configured: the tracking code (lib/tracking.ts) is
 * fetched then, so a visitor of a site without analytics downloads none of it.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useRuntimeConfig } from '@aliento/core';

export function useAnalytics(): void {
  const { analyticsId } = useRuntimeConfig();
  const { pathname, search } = useLocation();
  const lastSent = useRef<string | null>(null);

  useEffect(() => {
    if (!analyticsId) return;
    const page = pathname + search;
    if (lastSent.current === page) return;
    lastSent.current = page;
    import('../lib/tracking')
      .then(({ trackPageView }) => trackPageView(analyticsId, page))
      .catch(() => {
        lastSent.current = null; // not counted: the next render of this page tries again
      });
  }, [analyticsId, pathname, search]);
}
