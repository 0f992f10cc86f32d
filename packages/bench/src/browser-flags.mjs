/** The Chromium the bench's Lighthouse runs drive: its flags. */
import * as chromeLauncher from 'chrome-launcher';

/** Every browser the Lighthouse part starts (also the one that prepares a signed-in profile). */
export const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Chromium's own omnibox popup, a web page of the browser's (chrome://omnibox-popup.top-chrome, twice: the classic
 * popup and the AI-mode one), which every fresh browser renders as it starts, headless too: 300-450 ms of another
 * renderer's main thread at the very moment the measured page parses and paints, on a machine with 2 cores. A person's
 * browser started long before the page they open; each Lighthouse run starts its own. Off, with chrome-launcher's own
 * list kept (a second --disable-features replaces the first).
 */
const BROWSER_UI_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];
const launcherOff = chromeLauncher.Launcher.defaultFlags()
  .find((f) => f.startsWith('--disable-features='))
  ?.slice('--disable-features='.length)
  .split(',');

/** The flags of the browser each Lighthouse run measures in. */
export const LIGHTHOUSE_FLAGS = [...FLAGS, `--disable-features=${[...(launcherOff ?? []), ...BROWSER_UI_OFF].join(',')}`];
