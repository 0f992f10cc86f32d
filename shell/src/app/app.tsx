import { BrowserRouter, useLocation } from '@aliento/core';
import { ToastArea } from '@aliento/ui/light';
import { AppRoutes } from './routes';
// The wizard's step motion styles travel in the shell's main CSS file (~0.2 KiB): with no CSS of its own in a lazy
// chunk, the shell's entry carries no CSS-loading runtime (~0.3 KiB compressed less on every page, the landing's included).
import '../features/auth/components/step-motion.css';

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
