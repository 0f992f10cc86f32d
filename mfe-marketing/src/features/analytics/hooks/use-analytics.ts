/**
 * Page views and web-vitals to GA4, only when `analyticsId` is configured and the visitor agreed: the tracking code
 * (lib/tracking.ts) is fetched then, so a visitor who did not agree (or of a site without analytics) downloads none of
 * it. Analytics lives in this remote only, so signed-in pages are never measured.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useRuntimeConfig } from '@aliento/core';
import { readConsent, saveConsent, type AnalyticsConsent } from '../lib/consent';

export interface Analytics {
  /** True while analytics is configured and the visitor has not chosen yet: the consent banner shows. */
  asking: boolean;
  choose: (choice: AnalyticsConsent) => void;
}

export function useAnalytics(): Analytics {
  const { analyticsId } = useRuntimeConfig();
  const { pathname, search } = useLocation();
  const [consent, setConsent] = useState<AnalyticsConsent | null>(readConsent);
  const lastSent = useRef<string | null>(null);

  useEffect(() => {
    if (!analyticsId || consent !== 'granted') return;
    const page = pathname + search;
    if (lastSent.current === page) return;
    lastSent.current = page;
    import('../lib/tracking')
      .then(({ trackPageView }) => trackPageView(analyticsId, page))
      .catch(() => {
        lastSent.current = null; // not counted: the next render of this page tries again
      });
  }, [analyticsId, consent, pathname, search]);

  const choose = useCallback((choice: AnalyticsConsent) => {
    saveConsent(choice);
    setConsent(choice);
  }, []);

  return { asking: !!analyticsId && consent === null, choose };
}
