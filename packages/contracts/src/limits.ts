/** Limits that the screens show and the server enforces, without zod (the schema modules re-export them). */

/**
 * How far ahead a built-in slot can be booked, in days from now. The server refuses later starts and the booking
 * screen asks for exactly this range, so a client is never offered a time the server would refuse.
 */
export const BOOKING_HORIZON_DAYS = 14;

/** Longest reason a client may give when asking to cancel (characters, after trimming). */
export const CANCELLATION_REASON_MAX = 500;

/** Minimum years of experience of a provider applicant. */
export const MIN_YEARS_OF_EXPERIENCE = 3;

/** Minimum password length accepted by the server and the forms. */
export const PASSWORD_MIN_LENGTH = 8;
/** Maximum password length (bounds hashing cost). */
export const PASSWORD_MAX_LENGTH = 200;
