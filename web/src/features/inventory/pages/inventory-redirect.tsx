import { Navigate } from 'react-router';

/** spec 1 §2: any other path under /inventory opens the inventory list. */
export function InventoryRedirect() {
  return <Navigate to="/inventory" replace />;
}
