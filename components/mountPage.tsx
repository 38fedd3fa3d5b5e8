import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/assets/theme.css';
import { I18nProvider } from './I18n';
import { useThemePreference } from './Theme';

function Shell({ children }: { children: ReactNode }) {
  useThemePreference();
  return <I18nProvider>{children}</I18nProvider>;
}

/** Every page's main.tsx: `mountPage(<App />)`. Theme, language and styles come with it. */
export function mountPage(app: ReactNode): void {
  const el = document.getElementById('root');
  if (!el) throw new Error('index.html needs <div id="root">');
  createRoot(el).render(
    <StrictMode>
      <Shell>{app}</Shell>
    </StrictMode>,
  );
}
