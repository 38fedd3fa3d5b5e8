import { describe, expect, it } from 'vitest';
import { draftProblems, type GroupDraft } from '@/entrypoints/sidepanel/views/manage/GroupFields';
import { createTranslator } from '@/lib/i18n';
import { loadMessages } from '@/lib/i18n/load';

const { t } = createTranslator('en', await loadMessages('en', ['sidepanel']));
const draft = (title: string): GroupDraft => ({
  title,
  engine: 1,
  country: 1,
  location: '',
  devices: ['desktop'],
});

describe('draftProblems: the group title', () => {
  it('asks for a title when none is given', () => {
    expect(draftProblems(draft('  '), t)).toEqual({ title: 'Give the group a title.' });
  });

  it('says how much of a 1,000-character title to remove, counting what the box shows', () => {
    expect(draftProblems(draft('x'.repeat(1000)), t)).toEqual({
      title: 'At most 255 characters — remove 745.',
    });
  });

  it('takes a title of exactly 255 characters', () => {
    expect(draftProblems(draft('x'.repeat(255)), t)).toEqual({});
  });
});
