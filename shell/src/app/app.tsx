import { BrowserRouter, useLocation } from '@aliento/core';
import { ToastArea } from '@aliento/ui/light';
import { AppRoutes } from './routes';

/** The toasts, ended with the page that raised them. */
function Toasts() {
  return <ToastArea page={useLocation().pathname} />;
}

/** The shell's React tree: router, toasts, and the route table. Remotes render inside it; Chakra loads per screen. */
export function App() {
  return (
    <BrowserRouter>
      <Toasts />
      <AppRoutes />
    </BrowserRouter>
  );
}
