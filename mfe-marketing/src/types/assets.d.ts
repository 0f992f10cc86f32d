/** Files webpack emits as asset/resource: importing one gives its URL. */
declare module '*.pdf' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
