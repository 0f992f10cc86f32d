/**
 * Marks Chakra's `defaultThemeConfig = defineConfig(...)` (an identity call at the top of
 * @chakra-ui/react/dist/esm/theme/index.js) as pure. Without it, importing single recipes and tokens from
 * '@chakra-ui/react/theme' (packages/ui/src/theme.ts) keeps every recipe of every Chakra component in the bundle.
 */
module.exports = function pureChakraTheme(source) {
  return source.replace('const defaultThemeConfig = defineConfig(', 'const defaultThemeConfig = /* @__PURE__ */ defineConfig(');
};
