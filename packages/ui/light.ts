// `@aliento/ui/light`: the Chakra-free layer (see src/light/index.ts). Kept out of the package index so that
// importing it never pulls Chakra into a bundle.
export * from './src/light/index';
