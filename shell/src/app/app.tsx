import { BrowserRouter } from 'react-router-dom';
import { UiProvider } from '@aliento/ui';
import { ToastArea } from '../features/toasts/toast-area';
import { AppRoutes } from './routes';

/** The shell's React tree: router, Chakra system, toasts, and the route table. Remotes render inside it. */
export function App() {
  return (
    <BrowserRouter>
      <UiProvider>
        <ToastArea />
        <AppRoutes />
      </UiProvider>
    </BrowserRouter>
  );
}
