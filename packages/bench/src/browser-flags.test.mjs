/** `node --test packages/bench/src`: the browser the bench's Lighthouse runs measure in. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as chromeLauncher from 'chrome-launcher';
import { LIGHTHOUSE_FLAGS } from './browser-flags.mjs';

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

test('a Lighthouse run starts a browser that renders no page of its own besides the one measured', async () => {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: LIGHTHOUSE_FLAGS });
  try {
    // the omnibox popup's pages appear within a second of the start; look for 3 s
    const seen = new Set();
    for (let i = 0; i < 6; i++) {
      await sleep(500);
      const targets = await (await fetch(`http://127.0.0.1:${chrome.port}/json/list`)).json();
      for (const t of targets) seen.add(t.url);
    }
    assert.deepEqual(
      [...seen].filter((url) => url.startsWith('chrome://')),
      [],
    );
    assert.ok(seen.size > 0, 'the browser answered with its pages');
  } finally {
    await chrome.kill();
  }
});

test("chrome-launcher's own disabled features stay disabled (one --disable-features replaces another)", () => {
  const ours = LIGHTHOUSE_FLAGS.filter((f) => f.startsWith('--disable-features='));
  assert.equal(ours.length, 1);
  const launcher = chromeLauncher.Launcher.defaultFlags().find((f) => f.startsWith('--disable-features='));
  for (const feature of launcher.slice('--disable-features='.length).split(',')) assert.ok(ours[0].split(/[=,]/).includes(feature), feature);
  assert.ok(ours[0].includes('WebUIOmniboxPopup'));
});
