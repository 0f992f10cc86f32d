/** Page views and web-vitals to GA4, only when `analyticsId` is configured; nothing is loaded otherwise. */
import { useEffect, useRef } from 'react';
import { useLocation, useRuntimeConfig } from '@aliento/core';
import { loadGtag, sendEvent } from '../lib/gtag';

let vitalsStarted = false;

function reportWebVitals(): void {
  if (vitalsStarted) return;
  vitalsStarted = true;
  void import('web-vitals')
    .then(({ onCLS, onINP, onLCP, onFCP, onTTFB }) => {
      const send = (metric: { name: string; value: number; id: string; rating: string }) =>
        sendEvent(metric.name, {
          value: Math.round(metric.name === 'CLS' ? metric.value * 1000 : metric.value),
          metric_id: metric.id,
          metric_value: metric.value,
          metric_rating: metric.rating,
          non_interaction: true,
        });
      onCLS(send);
      onINP(send);
      onLCP(send);
      onFCP(send);
      onTTFB(send);
    })
    .catch(() => {
      vitalsStarted = false;
    });
}

export function useAnalytics(): void {
  const { analyticsId } = useRuntimeConfig();
  const { pathname, search } = useLocation();
  const lastSent = useRef<string | null>(null);

  useEffect(() => {
    if (!analyticsId) return;
    loadGtag(analyticsId);
    reportWebVitals();
    const page = pathname + search;
    if (lastSent.current === page) return;
    lastSent.current = page;
    sendEvent('page_view', { page_path: page, page_location: window.location.href, page_title: document.title });
  }, [analyticsId, pathname, search]);
}
