import { useT } from '@/components/I18n';
import type { ServiceError } from '@/lib/api/errors';

/**
 * Connection failures said for the connection form itself: the generic "set a new token in
 * Options" would point the user at the page they are on. Says whether the old token is kept.
 */
export function useConnectionError() {
  const { t, error } = useT();
  return (err: ServiceError, hadToken: boolean): string => {
    const kept = hadToken ? ` ${t('options.connection.oldKept')}` : '';
    if (err.kind === 'auth') return t('options.connection.refused') + kept;
    if (err.kind === 'network' || err.kind === 'timeout') {
      return t('options.connection.unreachable') + kept;
    }
    if (err.details.reason === 'permission') return t('options.connection.permissionDenied');
    return error(err) + kept;
  };
}
