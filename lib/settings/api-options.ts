// How the extension reaches the proxy, as the settings say: its address, the user's token, and the
// language the user fixed for guidance, recaps and outreach.
import type { ApiClientOptions } from '../api/client';
import { fixedLanguage, type Settings } from './schema';

export function apiOptionsOf(
  settings: Pick<Settings, 'proxyUrl' | 'proxyToken' | 'guidanceLanguage'>,
): Pick<ApiClientOptions, 'baseUrl' | 'token' | 'language'> {
  return { baseUrl: settings.proxyUrl, token: settings.proxyToken || undefined, language: fixedLanguage(settings) };
}
