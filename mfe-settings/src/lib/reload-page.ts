/** Reloads the page (spec: after a profile update). Its own module so tests can replace it. */
export function reloadPage(): void {
  window.location.reload();
}
