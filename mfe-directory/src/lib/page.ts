/** Page-level browser actions, behind an object so tests can observe them (jsdom cannot reload). */
export const page = {
  reload: (): void => window.location.reload(),
};
