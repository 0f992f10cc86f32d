/** The script the prerender inlines into the landing's head (see start-on-intent.ts); index.html's loader calls it. */
import { startOnIntent, type StartApp } from './start-on-intent';

(window as Window & { __alientoStartOnIntent?: (start: StartApp) => void }).__alientoStartOnIntent = (start) => startOnIntent(start);
