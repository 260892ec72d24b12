import { mayCallPath } from '../../shared/permissions';
import { useAppSelector } from '../app/hooks';

/**
 * Whether the signed-in user's role may call an admin API path (src/shared/permissions.ts): buttons the
 * server would refuse are not shown. The server still decides; this only spares a 403.
 */
export function useMayCall(): (method: string, path: string) => boolean {
  const role = useAppSelector((state) => state.auth.user?.role_type);
  return (method, path) => mayCallPath(role, method, path);
}
