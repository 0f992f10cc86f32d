/* Globals the browser has and jsdom lacks, defined before any module loads. */
globalThis.__APP_NAME__ = 'test';
globalThis.__APP_VERSION__ = '0.0.0-test';
// the shell contract major a build carries (packages/mf-config/src/contract.cjs)
globalThis.__SHELL_CONTRACT__ = require('../../core/package.json').contract.major;
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent() {
        return false;
      },
    });
  }
  // jsdom's scrollTo only logs 'not implemented'
  window.scrollTo = () => {};
  if (!globalThis.ResizeObserver) {
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  if (!globalThis.IntersectionObserver) {
    globalThis.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    };
  }
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
  // jsdom has no PointerEvent; Chakra's checkbox (zag press handling) constructs one on blur
  if (typeof window.PointerEvent !== 'function') {
    class PointerEvent extends MouseEvent {
      constructor(type, init = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 0;
        this.pointerType = init.pointerType ?? 'mouse';
        this.isPrimary = init.isPrimary ?? true;
      }
    }
    window.PointerEvent = PointerEvent;
    globalThis.PointerEvent = PointerEvent;
  }
  if (!globalThis.DOMMatrix)
    globalThis.DOMMatrix = class {
      constructor() {
        this.a = 1;
        this.d = 1;
      }
    };
}
