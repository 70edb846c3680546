// The language the user fixed for the text a route writes (x-sidecue-language), refused in plain words
// when it names none of Sidecue's languages. Each writing route asks for it: analyze, recap, outreach.
import type { Context } from 'hono';
import { LANGUAGE_HEADER, LANGUAGE_HEADER_RULE, type Language, languageOfHeader } from '../../lib/api/language.ts';
import { ProxyError } from '../errors.ts';
import { requestHeader } from '../middleware/header.ts';

/** undefined: the user fixed none, so the engine writes in the conversation's language. */
export function requestLanguage(c: Context): Language | undefined {
  const language = languageOfHeader(requestHeader(c, LANGUAGE_HEADER));
  if (language === 'invalid') throw new ProxyError('invalid_request', LANGUAGE_HEADER_RULE);
  return language;
}
