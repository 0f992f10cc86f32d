/** What only signed-in pages need of the session (activity, renewal, sign-out): one chunk, loaded on first use. */
export { lastActivity, noteActivity, pauseActivity, trackActivity } from './activity';
export { endSession, renewIfDue, renewSession } from './server-session';
