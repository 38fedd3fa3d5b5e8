import { browser } from 'wxt/browser';
import { logCaught } from '@/lib/diagnostics/log';
import {
  messageTranslator,
  resolveLanguage,
  type Language,
  type MessageTranslator,
} from '@/lib/i18n';
import { backgroundMessages } from '@/lib/i18n/packaged';
import { preferences } from '@/lib/storage/prefs';
import { peekCached } from '@/lib/storage/cache';
import { settingsDescriptorSchema } from '@/lib/domain/settings-descriptor';
import { typeTitle } from '@/lib/domain/audit-types';
import type { Device } from '@/lib/domain/device';

/** The user's language: the preference, else the browser's UI language. */
export async function userLanguage(): Promise<Language> {
  const { language } = await preferences.getValue();
  let uiLanguage: string | undefined;
  try {
    uiLanguage = browser.i18n.getUILanguage();
  } catch (error) {
    // Not every runtime implements it (the unit tests' fake browser): navigator's then.
    void logCaught('background: reading the browser’s language', error);
  }
  return resolveLanguage(language, uiLanguage);
}

/** The translator in the user's language. */
export async function backgroundTranslator(): Promise<MessageTranslator> {
  const lang = await userLanguage();
  return messageTranslator(lang, await backgroundMessages(lang));
}

/** Names for the device and audit type of a child, for badge titles and notifications. */
export async function childNamer({
  t,
}: MessageTranslator): Promise<
  (device: Device | null, type: string | null) => { device: string; type: string }
> {
  const descriptor = (await peekCached('audits.settings', settingsDescriptorSchema))?.value ?? {};
  return (device, type) => ({
    device: device ? t(`common.devices.${device}`) : '',
    type: type ? typeTitle(type, descriptor) : '',
  });
}
