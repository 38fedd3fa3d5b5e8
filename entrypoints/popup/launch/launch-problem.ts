import type { Translator } from '@/lib/i18n';
import type { LaunchProblem } from './launch-input';

/** Why the launch button is off, as a sentence the user can act on. */
export function problemText(t: Translator['t'], problem: LaunchProblem): string {
  switch (problem.code) {
    case 'badLines':
      return t('popup.pages.badLines', { lines: problem.lines.join(', ') });
    case 'tooManyPages':
      return t('popup.pages.tooMany', { max: problem.max });
    case 'noKeywords':
      return t('popup.keywords.none');
    case 'tooManyKeywords':
      return t('popup.keywords.tooMany', { max: problem.max });
    case 'noMarket':
      return t('popup.keywords.noMarket');
    case 'badLocation':
      return t(`popup.keywords.location.${problem.issue}`, { max: problem.max });
    case 'settings':
      return t('popup.runSettings.fix');
  }
}
