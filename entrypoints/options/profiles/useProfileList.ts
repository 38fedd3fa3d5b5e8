import { useEffect, useState } from 'react';
import { ServiceError } from '@/lib/api/errors';
import type { ProfilePage } from '@/lib/domain/profile-types';
import { send } from '@/lib/messaging/client';
import { useOptionsStore } from '@/lib/stores/options';

/** The page of profiles for the current query; asked again after every change to the list. */
export function useProfileList() {
  const query = useOptionsStore((s) => s.query);
  const version = useOptionsStore((s) => s.listVersion);
  const [page, setPage] = useState<ProfilePage | null>(null);
  const [error, setError] = useState<ServiceError | null>(null);
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let alive = true;
    setLoading(true);
    send('profiles.list', {
      sort: query.sort,
      page: query.page,
      perPage: query.perPage,
      title: query.title.trim() || undefined,
      types: query.types,
    })
      .then((answer) => {
        if (!alive) return;
        setPage(answer);
        setError(null);
      })
      .catch((err: unknown) => alive && setError(ServiceError.from(err)))
      .finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
  }, [query, version, attempt]);

  return { page, error, loading, retry: () => setAttempt((n) => n + 1) };
}
