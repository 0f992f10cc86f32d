/**
 * Page-level browser actions (reload after a profile update or a closed video room, leaving for Calendly's consent
 * page), behind one object so tests observe them with `jest.spyOn(page, 'reload')` (jsdom cannot navigate).
 */
export const page = {
  reload: (): void => window.location.reload(),
  assign: (url: string): void => window.location.assign(url),
};
