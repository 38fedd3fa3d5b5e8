import type { Translator } from '@/lib/i18n';
import type { FieldError } from '@/lib/domain/profile-fields';

/** A field's validation error as a sentence the user can act on. */
export function fieldErrorText(t: Translator['t'], error: FieldError): string {
  switch (error.code) {
    case 'tooLong':
      return t('options.field.tooLong', { max: error.max, over: error.length - error.max });
    case 'notNumber':
      return t('options.field.notNumber');
    case 'notInteger':
      return t('options.field.notInteger');
    case 'notAnOption':
      return t('options.field.notAnOption');
    case 'noneChosen':
      return t('options.field.noneChosen');
    case 'required':
      return t('options.field.required');
  }
}
