import { RouterProvider } from 'react-router';
import { configureApiClient } from '../lib/api-client';
import { showErrorToast } from '../lib/error-toasts';
import { tokenStore } from '../lib/token-store';
import { Providers } from './providers';
import { router } from './router';

// The API client reads the token from, and reports a dead token to, the auth layer.
configureApiClient({
  getAccessToken: tokenStore.get,
  onInvalidToken: (error) => {
    tokenStore.clear();
    // Said here: signing out drops the cache, which cancels the failed query before its own
    // error handler runs. The toast id keeps a burst of such failures to one message.
    showErrorToast(error);
  },
});

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
