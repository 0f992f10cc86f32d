/**
 * The shell contract: everything a remote may use of the shell, shared as one Module Federation singleton.
 * session, language, toast, api, config, paths, and the one data-loading hook (useResource).
 */
export { paths } from './paths';
export { API_PORT, REMOTE_APPS, REMOTE_NAMES, SHELL_APP, mountOf, remoteApp } from './apps';
export type { HostApp, RemoteAccess, RemoteApp, RemoteName } from './apps';
export type { AppointmentsBookedState, AppointmentsNavState, SigninNavState } from './paths';
export { detectLanguage, setLanguage, languageHeader, LANGUAGES, LANGUAGE_STORAGE_KEY } from './language';
export type { Language } from './language';
export { toast, toastClock, useToasts, toastStore, TOAST_DURATION_MS, TOAST_PAGE_GRACE_MS } from './toast';
export type { ToastItem, ToastKind } from './toast';
export {
  signIn,
  signOut,
  getSession,
  hasRole,
  isApproved,
  useSession,
  decodeToken,
  refreshSession,
  sessionStore,
  TOKEN_STORAGE_KEY,
  TOKEN_STORED_AT_KEY,
  SESSION_END_KEY,
} from './session';
export type { Role, SessionClaims, SessionState, SessionEndReason } from './session';
export { sessionTools, endSession, renewSession } from './session-calls';
export type { SessionTools } from './session-calls';
export { api, configureApi, apiBaseUrl, apiUrl, apiErrorBody, apiErrorStatus, errorText, isHttpError, NO_CACHE_HEADERS } from './api';
export type { ApiErrorBody } from './api';
export { loadRuntimeConfig, getRuntimeConfig, useRuntimeConfig, configStore, DEFAULT_CONFIG } from './config';
export type { RuntimeConfig } from './config';
export { BrowserRouter, Link, Navigate, Outlet, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from './router';
export { useResource } from './use-resource';
export { useShowMore } from './use-show-more';
export type { ShowMoreOptions } from './use-show-more';
export { startEarlyCalls } from './early-calls';
export type { FramePage, PageCall } from './early-calls';
export { page } from './page';
export { browserTimeZone, currentTimeZone, setTimeZone, useTimeZone, validTimeZone, TIME_ZONE_STORAGE_KEY } from './time-zone';
export type { Resource } from './use-resource';
