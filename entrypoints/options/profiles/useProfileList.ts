import { useLoad } from '@/components/useLoad';
import { send } from '@/lib/messaging/client';
import { useOptionsStore } from '@/lib/stores/options';

/** The page of profiles for the current query; asked again after every change to the list. */
export function useProfileList() {
  const query = useOptionsStore((s) => s.query);
  const version = useOptionsStore((s) => s.listVersion);
  const input = {
    sort: query.sort,
    page: query.page,
    perPage: query.perPage,
    title: query.title.trim() || undefined,
    types: query.types,
  };
  const list = useLoad(
    JSON.stringify([input, version]),
    () => send('profiles.list', input),
    'options: the profile list',
  );
  return { page: list.data, error: list.error, loading: list.loading, retry: list.reload };
}
