/** What the analytics hook runs once an analytics id is configured: GA4, web-vitals and the page view. */
import { loadGtag, sendEvent } from './gtag';

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

export function trackPageView(analyticsId: string, page: string): void {
  loadGtag(analyticsId);
  reportWebVitals();
  sendEvent('page_view', { page_path: page, page_location: window.location.href, page_title: document.title });
}
