import { useEffect } from 'react';
import { preferences } from '@/lib/storage/prefs';
import { useStorageItem } from './useStorageItem';

/**
 * Applies the theme preference as `data-theme` on <html>; "system" removes it so the CSS follows
 * `prefers-color-scheme`.
 */
export function useThemePreference(): void {
  const prefs = useStorageItem(preferences);
  const theme = prefs?.theme ?? 'system';
  useEffect(() => {
    const root = document.documentElement;
    if (theme === 'system') delete root.dataset.theme;
    else root.dataset.theme = theme;
  }, [theme]);
}
