import { ServiceError } from '@/lib/api/errors';
import { campaignLabel } from '@/lib/domain/campaign-label';
import type { Translator } from '@/lib/i18n';
import type { SerpCampaign, SerpTargetCampaign } from '@/lib/messaging/protocol/serp';
import { errorLine } from './CampaignCard';
import { h, uniqueId } from './dom';
import { sendSerp } from './send';

/** "Add to monitoring…": a campaign, then one of its groups, as in Research; one create. */
export function addPhrase(
  tr: Translator,
  phrase: string,
  onAdded: (entry: SerpCampaign) => void,
  onClose: () => void,
): HTMLElement {
  const { t } = tr;
  const id = uniqueId('add');
  const loading = h('p', { class: 'sl-muted' }, t('serp.add.loading'));
  const section = h(
    'section',
    { class: 'sl-add', 'aria-labelledby': `${id}-title` },
    h('h3', { id: `${id}-title` }, t('serp.add.title', { phrase })),
    loading,
  );
  let error: HTMLElement | null = null;
  const showError = (e: unknown) => {
    error?.remove();
    error = errorLine(tr, ServiceError.from(e).toJSON());
    section.append(error);
  };

  const form = (campaigns: SerpTargetCampaign[]) => {
    const first = campaigns.find((c) => c.access !== 'readonly') ?? campaigns[0]!;
    let campaign = first;
    const campaignSelect = h(
      'select',
      { id: `${id}-campaign` },
      campaigns.map((c) =>
        h(
          'option',
          { value: c.id, selected: c === first },
          campaignLabel(c, t('serp.add.readonly')),
        ),
      ),
    );
    const groupSelect = h('select', { id: `${id}-group` });
    const readonlyHelp = h('p', { class: 'sl-error' }, t('serp.add.readonlyHelp'));
    const submit = h(
      'button',
      { type: 'button', class: 'sl-btn sl-primary', onclick: () => void add() },
      t('serp.add.submit'),
    );
    // The groups and the read-only notice follow the campaign picked.
    const pick = () => {
      groupSelect.replaceChildren(
        ...campaign.groups.map((g) => h('option', { value: g.id }, g.title)),
      );
      readonlyHelp.hidden = campaign.access !== 'readonly';
      submit.disabled = campaign.access === 'readonly';
    };
    campaignSelect.addEventListener('change', () => {
      campaign = campaigns.find((c) => c.id === Number(campaignSelect.value)) ?? first;
      pick();
    });
    const add = async () => {
      const groupId = Number(groupSelect.value);
      submit.disabled = true;
      submit.textContent = t('serp.add.adding');
      error?.remove();
      try {
        const added = await sendSerp('serp.addToMonitoring', {
          campaignId: campaign.id,
          groupId,
          phrase,
        });
        if (added.added && added.entry) {
          const group = campaign.groups.find((g) => g.id === groupId)?.title ?? '';
          const done = t('serp.add.added', { campaign: campaign.title || campaign.domain, group });
          fields.replaceWith(h('p', { class: 'sl-success', role: 'status' }, done));
          onAdded(added.entry);
          return;
        }
        if (added.error) showError(added.error);
      } catch (e) {
        showError(e);
      }
      submit.disabled = false;
      submit.textContent = t('serp.add.submit');
    };
    const fields = h(
      'div',
      { class: 'sl-add-fields' },
      h('label', { for: `${id}-campaign` }, t('serp.add.campaign')),
      campaignSelect,
      readonlyHelp,
      h('label', { for: `${id}-group` }, t('serp.add.group')),
      groupSelect,
      h(
        'div',
        { class: 'sl-actions' },
        submit,
        h('button', { type: 'button', class: 'sl-btn', onclick: onClose }, t('serp.add.cancel')),
      ),
    );
    pick();
    return fields;
  };

  sendSerp('serp.targets', {}).then(
    (targets) => {
      const usable = targets.campaigns.filter((c) => c.groups.length > 0);
      loading.replaceWith(usable.length ? form(usable) : h('p', {}, t('serp.add.none')));
    },
    (e: unknown) => {
      loading.remove();
      showError(e);
    },
  );
  return section;
}
