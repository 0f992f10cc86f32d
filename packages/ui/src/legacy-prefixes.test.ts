import { withoutLegacyPrefixes } from './legacy-prefixes';

describe('withoutLegacyPrefixes', () => {
  it('removes the prefixed copies of keyframes, transforms and -ms- declarations', () => {
    const css =
      '@layer base{@-webkit-keyframes spin{0%{-webkit-transform:rotate(0deg);transform:rotate(0deg);}100%{transform:rotate(360deg);}}' +
      '@keyframes spin{0%{-webkit-transform:rotate(0deg);-moz-transform:rotate(0deg);-ms-transform:rotate(0deg);transform:rotate(0deg);}' +
      'to{-webkit-translate:0 0;-moz-translate:0 0;-ms-translate:0 0;translate:0 0}}' +
      'button{-webkit-user-select:none;-moz-user-select:none;-ms-user-select:none;user-select:none;-ms-transform:none}}';
    expect(withoutLegacyPrefixes(css)).toBe(
      '@layer base{@keyframes spin{0%{transform:rotate(0deg);}to{translate:0 0}}' +
        'button{-webkit-user-select:none;-moz-user-select:none;user-select:none;}}',
    );
  });

  it("keeps Safari's and Firefox's own properties, custom properties and values that name a prefixed property", () => {
    const css =
      'html{-webkit-text-size-adjust:100%;-moz-osx-font-smoothing:grayscale;--chakra-x-ms-y:1px;transition:-webkit-transform 1s}' +
      ':-moz-focusring{outline:auto}';
    expect(withoutLegacyPrefixes(css)).toBe(css);
  });
});
