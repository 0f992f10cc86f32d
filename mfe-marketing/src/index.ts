// Standalone development entry: this remote rendered alone by a minimal host. The shell loads ./App instead.
import { renderStandalone } from '@aliento/ui';
import App from './app/app';

renderStandalone(App, { basePath: '/' });
