/**
 * The session calls a page makes, loading the session tools (session-tools.ts) on first use: a visitor's landing
 * page, which makes no call, never downloads them.
 */

/** The session tools module: activity tracking, renewal, sign-out. */
export type SessionTools = typeof import('./session-tools');

/** Loads the session tools (once). */
export const sessionTools = (): Promise<SessionTools> => import(/* webpackChunkName: "session-tools" */ './session-tools');

/** Signs out here and on the server (see server-session.ts). */
export const endSession = (reason: 'signout' | 'idle'): Promise<void> => sessionTools().then((m) => m.endSession(reason));

/** Renews the token now, e.g. after something in it changed (a verified e-mail); false when it could not. */
export const renewSession = (): Promise<boolean> => sessionTools().then((m) => m.renewSession());
