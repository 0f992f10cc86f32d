/**
 * Jest preset for every front-end app and package: jsdom with fetch (jest-fixed-jsdom), swc for TS/TSX,
 * ESM-only packages un-ignored under pnpm, assets mapped to stubs, msw + jest-dom set up.
 */
const path = require('path');

const esm = [
  'ky',
  'msw',
  '@mswjs',
  '@open-draft',
  'until-async',
  'jwt-decode',
  'react-markdown',
  'rehype-.*',
  'remark-.*',
  'unified',
  'micromark.*',
  'mdast-.*',
  'hast-.*',
  'unist-.*',
  'vfile.*',
  'bail',
  'trough',
  'is-plain-obj',
  'devlop',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'decode-named-character-reference',
  'character-entities.*',
  'ccount',
  'escape-string-regexp',
  'markdown-table',
  'zwitch',
  'longest-streak',
  'html-url-attributes',
  'trim-lines',
  'web-namespaces',
  'estree-util-.*',
  'style-to-js',
  'style-to-object',
  'inline-style-parser',
  'html-void-elements',
  'lucide-react',
  'fuse.js',
  'web-vitals',
];

module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  transform: {
    '^.+\\.(t|j|mj|cj)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  // pnpm lays packages out as node_modules/.pnpm/<name>@<version>/node_modules/<name>: transform every .mjs file,
  // and the .js files of the ESM-only packages listed above; leave the rest of node_modules alone.
  transformIgnorePatterns: [
    `/node_modules/\\.pnpm/(?!(${esm.map((e) => e.replace(/^(@[^/]+)$/, '$1\\+.*')).join('|')})@)[^/]+/node_modules/.+\\.(js|cjs|json)$`,
  ],
  moduleFileExtensions: ['tsx', 'ts', 'mjs', 'js', 'jsx', 'json', 'cjs'],
  moduleNameMapper: {
    '\\.(css)$': path.join(__dirname, 'src', 'style-stub.cjs'),
    '\\.(png|jpe?g|svg|webp|avif|pdf)$': path.join(__dirname, 'src', 'file-stub.cjs'),
  },
  setupFiles: [path.join(__dirname, 'src', 'setup-globals.cjs')],
  setupFilesAfterEnv: [path.join(__dirname, 'src', 'setup-tests.ts')],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  // whole screens with user-event are slow on a busy 2-core machine; a stuck test still fails, just later
  testTimeout: 30000,
};
