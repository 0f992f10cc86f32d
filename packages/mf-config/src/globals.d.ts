/** Build-time constants defined by the shared webpack config. */
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
/** The major of the shell contract the build was made for (packages/core/package.json "contract.major"). */
declare const __SHELL_CONTRACT__: number;
/** The API origin a remote's standalone dev host calls (API_URL at build time, else http://localhost:8080). */
declare const __DEV_API_URL__: string;
/** Files webpack emits as asset/resource: importing one gives its URL. */
declare module '*.pdf' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
