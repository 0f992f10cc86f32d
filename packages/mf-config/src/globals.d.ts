/** Build-time constants defined by the shared webpack config. */
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
