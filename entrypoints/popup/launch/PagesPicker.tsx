import { useState } from 'react';
import { useT } from '@/components/I18n';
import { usePopupStore } from '@/lib/stores/popup';
import { readPage } from './readPage';

/** Several pages in one run: links found on this page, ticked, and addresses pasted. */
export function PagesPicker({ url }: { url: string }) {
  const { t } = useT();
  const draft = usePopupStore((s) => s.launch);
  const edit = usePopupStore((s) => s.editLaunch);
  const [links, setLinks] = useState<string[] | null>(null);
  const [note, setNote] = useState<string | null>(null);

  async function find() {
    setNote(null);
    const read = await readPage(url);
    if (!read.ok) {
      setNote(t(read.reason === 'denied' ? 'popup.pages.denied' : 'popup.pages.failed'));
      return;
    }
    setLinks(read.value.links);
    if (read.value.links.length === 0) setNote(t('popup.pages.noLinks'));
  }

  const toggle = (link: string) =>
    edit({
      pages: draft.pages.includes(link)
        ? draft.pages.filter((p) => p !== link)
        : [...draft.pages, link],
    });

  return (
    <div className="stack tight target-pages">
      <button type="button" className="btn small" onClick={() => void find()}>
        {t('popup.pages.find')}
      </button>
      {note && (
        <p className="field-help" role="status">
          {note}
        </p>
      )}
      {links && links.length > 0 && (
        <fieldset className="link-list">
          <legend className="small">{t('popup.pages.linksFound', { count: links.length })}</legend>
          {links.map((link) => (
            <label key={link} className="choice small">
              <input
                type="checkbox"
                name="page"
                value={link}
                checked={draft.pages.includes(link)}
                onChange={() => toggle(link)}
              />
              <span className="ellipsis">{link}</span>
            </label>
          ))}
        </fieldset>
      )}
      <label className="field">
        <span>{t('popup.pages.paste')}</span>
        <textarea
          name="pasted"
          rows={3}
          value={draft.pasted}
          placeholder="https://…"
          onChange={(e) => edit({ pasted: e.target.value })}
        />
      </label>
    </div>
  );
}
