import { useT } from '@/components/I18n';
import type { ConnectionState } from '@/lib/storage/connection';

const glyphs: Record<ConnectionState['state'], string> = {
  connected: '✓',
  checking: '…',
  refused: '✕',
  unreachable: '!',
  unconfigured: '○',
};

/** The connection state as words and a glyph, never by colour alone. */
export function StatePill({ state }: { state: ConnectionState['state'] }) {
  const { t } = useT();
  return (
    <span className={`pill state-${state}`} data-state={state}>
      <span aria-hidden="true" className="pill-glyph">
        {glyphs[state]}
      </span>{' '}
      {t(`options.state.${state}`)}
    </span>
  );
}
