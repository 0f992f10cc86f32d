/** Build-time constants defined by the shared webpack config. */
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
/** Files webpack emits as asset/resource: importing one gives its URL. */
declare module '*.pdf' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
