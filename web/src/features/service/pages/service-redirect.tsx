import { Navigate, useLocation } from 'react-router';

/** Any other path under /service opens the work orders, keeping the query (`?work_order_id=`). */
export function ServiceRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/service', search }} replace />;
}
