// `@aliento/ui/system`: the kit's first part, a federation singleton of its own (shared.cjs): the product's Chakra
// system and its provider, with the styled-system and emotion under them. A kit loader runs it a task before the rest
// of the kit (the components), so neither is one long task on a slow phone (src/light/kit-loader.ts). It comes from
// the same app as `@aliento/ui` (the first to register both), so both use one Chakra.
export { buildSystemStep, productSystem } from './src/theme';
export { UiProvider } from './src/providers';
