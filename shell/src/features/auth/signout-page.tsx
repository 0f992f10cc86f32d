import { useEffect } from 'react';
import { Navigate, endSession, paths, useSession } from '@aliento/core';

/** /signout: ends the session on the server (its token stops working everywhere), forgets it here, goes to sign-in. */
export function SignoutPage() {
  const { token } = useSession();
  useEffect(() => {
    void endSession('signout');
  }, []);
  return token ? null : <Navigate to={paths.signin} replace />;
}
