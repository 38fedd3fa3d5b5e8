import type { Translator } from '@/lib/i18n';
import type { FieldError } from '@/lib/domain/profile-fields';

/** A field's validation error as a sentence the user can act on. */
export function fieldErrorText(t: Translator['t'], error: FieldError): string {
  switch (error.code) {
    case 'tooLong':
      return t('common.field.tooLong', { max: error.max, over: error.length - error.max });
    case 'notNumber':
      return t('common.field.notNumber');
    case 'notInteger':
      return t('common.field.notInteger');
    case 'outOfRange':
      return t('errors.invalid.setting-range', { min: error.min, max: error.max });
    case 'notAnOption':
      return t('common.field.notAnOption');
    case 'noneChosen':
      return t('common.field.noneChosen');
    case 'required':
      return t('common.field.required');
    case 'refused':
      return error.text;
  }
}
