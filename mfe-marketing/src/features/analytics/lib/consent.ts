/** The visitor's analytics choice, remembered in this browser: nothing is measured before 'granted'. */
export type AnalyticsConsent = 'granted' | 'denied';

export const CONSENT_STORAGE_KEY = 'aliento.analyticsConsent';

export function readConsent(): AnalyticsConsent | null {
  try {
    const stored = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    return stored === 'granted' || stored === 'denied' ? stored : null;
  } catch {
    return null; // storage blocked: ask again, measure nothing meanwhile
  }
}

export function saveConsent(choice: AnalyticsConsent): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // storage blocked: the choice holds for this page only
  }
}
