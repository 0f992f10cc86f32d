/**
 * A success message that survives the page reload the spec asks for after a profile update: kept in
 * sessionStorage just before reloading and shown once by the settings page when it mounts again.
 */
const KEY = 'aliento.settings.flash';

export function setFlash(text: string): void {
  try {
    sessionStorage.setItem(KEY, text);
  } catch {
    // storage unavailable (private mode quota): the toast shown before the reload is all the user gets
  }
}

/** The stored message, removed so it is shown only once. */
export function takeFlash(): string | null {
  try {
    const text = sessionStorage.getItem(KEY);
    if (text !== null) sessionStorage.removeItem(KEY);
    return text;
  } catch {
    return null;
  }
}
