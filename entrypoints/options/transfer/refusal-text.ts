import type { Translator } from '@/lib/i18n';
import type { Refusal } from '@/lib/domain/settings-transfer';
import { fieldErrorText } from '@/components/settings/field-error';

/** Why an imported entry was refused, in words. */
export function refusalText(t: Translator['t'], refusal: Refusal): string {
  switch (refusal.code) {
    case 'invalidValue':
      return t('options.transfer.refusal.invalidValue', { field: refusal.field });
    case 'accountSpecific':
      return t('options.transfer.refusal.accountSpecific', { field: refusal.field });
    case 'tokenIgnored':
      return t('options.transfer.refusal.tokenIgnored');
    case 'reservedKey':
      return t('options.transfer.refusal.reservedKey', { path: refusal.path });
    case 'badTitle':
      return t('options.transfer.refusal.badTitle');
    case 'notAnObject':
      return t('options.transfer.refusal.notAnObject');
    case 'typeUnavailable':
      return t('options.transfer.refusal.typeUnavailable', { type: refusal.type });
    case 'unknownSetting':
      return t('options.transfer.refusal.unknownSetting', {
        type: refusal.type,
        name: refusal.name,
      });
    case 'badSetting':
      return t('options.transfer.refusal.badSetting', {
        type: refusal.type,
        name: refusal.name,
        reason: fieldErrorText(t, refusal.error),
      });
  }
}
