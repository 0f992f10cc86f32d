import { BrowserRouter } from '@aliento/core';
import { ToastArea } from '@aliento/ui/light';
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
