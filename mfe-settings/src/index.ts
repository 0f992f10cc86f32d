// Standalone development entry: this remote alone in the dev host (pnpm --filter @aliento/mfe-settings dev). The shell loads ./App instead.
import { startDevHost } from '@aliento/dev-host';
import App from './app/app';

startDevHost(App, __APP_NAME__);
