import { useEffect } from 'react';
import { Navigate, paths, signOut, useSession } from '@aliento/core';

/** /signout: removes the stored token and redirects to sign-in. */
export function SignoutPage() {
  const { token } = useSession();
  useEffect(() => {
    signOut();
  }, []);
  return token ? null : <Navigate to={paths.signin} replace />;
}
