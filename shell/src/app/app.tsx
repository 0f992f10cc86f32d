import { BrowserRouter } from '@aliento/core';
import { ToastArea } from '../features/toasts/toast-area';
import { AppRoutes } from './routes';

/** The shell's React tree: router, toasts, and the route table. Remotes render inside it; Chakra loads per screen. */
export function App() {
  return (
    <BrowserRouter>
      <ToastArea />
      <AppRoutes />
    </BrowserRouter>
  );
}
