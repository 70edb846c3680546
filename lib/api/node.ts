// The typed client in Node, outside the extension (`sidecue/client`): straight to the service
// with an API key, or through a Sidecue proxy with a user's access token. Roles are mapped for
// the caller, and every failure is a SidecueError whose message says what to do, in plain words.
import { createApiClient, type AnalyzeResult, type ApiClient } from './client';
import {
  SERVICE_KEY_PREFIX,
  type EvaluateOutreachRequest,
  type GenerateOutreachRequest,
  type ShortenOutreachRequest,
  type TranscriptMessage,
} from './contract';
import { ApiError, formatDate, type ApiErrorKind } from './errors';
import { Language, languages } from './language';
import type { PlaybookFile } from './playbook';
import type { Recap } from './recap';
import { earlierGuidanceMessage, participantMessage } from './roles';

export type { AnalyzeResult } from './client';
export type {
  Conversation,
  ConversationSummary,
  DeleteConversationResponse,
  EvaluateOutreachResponse,
  GenerateOutreachResponse,
  Guidance,
  OutreachType,
  ShortenOutreachResponse,
} from './contract';
export type { PlaybookFile } from './playbook';
export type { Recap } from './recap';

/** Where `npm run proxy` listens unless told otherwise. */
export const DEFAULT_PROXY_URL = 'http://127.0.0.1:8787';

export interface SidecueClientOptions {
  /** The service's API key (service_…); SERVICE_API_KEY when not given. */
  apiKey?: string;
  /** The service's address; SERVICE_BASE_URL when not given. */
  baseUrl?: string;
  /** A Sidecue proxy to go through instead; SIDECUE_PROXY_URL when not given. */
  proxyUrl?: string;
  /** The user's proxy access token (from `npm run proxy:token`); SIDECUE_TOKEN when not given. */
  proxyToken?: string;
  timeoutMs?: number;
  /**
   * Through a proxy: the language the proxy's engine writes guidance, recaps and outreach in (en, de,
   * fr, es, pt, ja), as the extension's "Guidance language" setting; SIDECUE_LANGUAGE when not given;
   * without either, the conversation's own.
   */
  language?: Language;
  /** Where SERVICE_API_KEY and the rest are read; process.env unless given. */
  env?: Record<string, string | undefined>;
  fetch?: typeof fetch;
}

/** One line of the conversation: a participant (human or AI agent) speaking, or guidance given earlier. */
export type Line = { speaker: string; text: string } | { guidance: string };

export interface AnalyzeInput {
  /** The participant to guide: a speaker of the transcript. */
  currentUser: string;
  /** Oldest first. Participants become speakerRole user, earlier guidance assistant. */
  transcript: Line[];
  /** A conversation id (from createConversation) to save the analysis in. */
  sessionId?: string;
  /** false analyses without saving. */
  persist?: boolean;
}

export interface RecapInput {
  /** The participant the recap is written for: a speaker of the transcript. */
  currentUser: string;
  /** The whole conversation, oldest first; earlier guidance is left out of the recap. */
  transcript: Line[];
  /** A conversation id (from createConversation) to save the recap with. */
  sessionId?: string;
}

export type SidecueErrorKind = ApiErrorKind;

export class SidecueError extends Error {
  override name = 'SidecueError';
  readonly kind: SidecueErrorKind;
  readonly status?: number;
  readonly retryAfterSeconds?: number;
  readonly issues?: { path: string; message: string }[];

  constructor(kind: SidecueErrorKind, message: string, from?: ApiError) {
    super(message, { cause: from });
    this.kind = kind;
    this.status = from?.status;
    this.retryAfterSeconds = from?.retryAfterSeconds;
    this.issues = from?.issues;
  }
}

/** A setting's value, or undefined when it is missing or blank. */
const set = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

interface Target {
  via: 'service' | 'proxy';
  url: string;
  credential: string;
}

export function transcriptOf(lines: Line[]): TranscriptMessage[] {
  return lines.map((line) =>
    'guidance' in line ? earlierGuidanceMessage(line.guidance) : participantMessage(line.speaker, line.text),
  );
}

function resolveTarget(options: SidecueClientOptions): Target {
  const env = options.env ?? process.env;
  const direct = options.apiKey !== undefined || options.baseUrl !== undefined;
  const proxyUrl = set(options.proxyUrl) ?? (direct ? undefined : set(env.SIDECUE_PROXY_URL));
  const proxyToken = set(options.proxyToken) ?? (direct ? undefined : set(env.SIDECUE_TOKEN));

  if (proxyUrl || proxyToken) {
    if (!proxyToken) {
      throw new SidecueError(
        'not_configured',
        'No proxy access token: pass proxyToken or set SIDECUE_TOKEN (an admin mints one with npm run proxy:token).',
      );
    }
    if (proxyToken.startsWith(SERVICE_KEY_PREFIX)) {
      throw new SidecueError(
        'not_configured',
        'That is a service API key, not a proxy access token: pass it as apiKey to call the service directly, or use your proxy access token.',
      );
    }
    return {
      via: 'proxy',
      url: checkedUrl(proxyUrl ?? DEFAULT_PROXY_URL, 'proxyUrl (SIDECUE_PROXY_URL)'),
      credential: proxyToken,
    };
  }
  const apiKey = set(options.apiKey) ?? set(env.SERVICE_API_KEY);
  if (!apiKey) {
    throw new SidecueError(
      'not_configured',
      'No API key: pass apiKey or set SERVICE_API_KEY; or, to go through a Sidecue proxy, pass proxyUrl and proxyToken (SIDECUE_PROXY_URL, SIDECUE_TOKEN).',
    );
  }
  if (!apiKey.startsWith(SERVICE_KEY_PREFIX)) {
    throw new SidecueError(
      'not_configured',
      `The API key must start with "${SERVICE_KEY_PREFIX}": check apiKey or SERVICE_API_KEY.`,
    );
  }
  const baseUrl = set(options.baseUrl) ?? set(env.SERVICE_BASE_URL);
  if (!baseUrl) {
    throw new SidecueError(
      'not_configured',
      "No service address: pass baseUrl or set SERVICE_BASE_URL to the service's base URL.",
    );
  }
  return { via: 'service', url: checkedUrl(baseUrl, 'baseUrl (SERVICE_BASE_URL)'), credential: apiKey };
}

/** The language option: a proxy's setting, which a service called directly would not read. */
function checkedLanguage(language: unknown, via: Target['via']): Language | undefined {
  if (language === undefined) return undefined;
  if (!Language.safeParse(language).success)
    throw new SidecueError(
      'not_configured',
      `language must be one of ${languages.join(', ')}, not ${JSON.stringify(language)}.`,
    );
  if (via !== 'proxy')
    throw new SidecueError(
      'not_configured',
      "language is a Sidecue proxy setting: use proxyUrl and proxyToken, or leave it out to write in the conversation's language.",
    );
  return language as Language;
}

function checkedUrl(url: string, name: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new SidecueError(
      'not_configured',
      `${name} is not a web address: write it as http://host:port or https://host.`,
    );
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new SidecueError('not_configured', `${name} must start with http:// or https://.`);
  }
  return url;
}

/** Words for a developer or an agent, naming the setting to fix. */
export function describeFailure(error: ApiError, target: Pick<Target, 'via' | 'url'>, timeoutMs: number): string {
  const where = target.via === 'proxy' ? `the Sidecue proxy at ${target.url}` : `the service at ${target.url}`;
  const server = error.serverMessage ? ` (${error.serverMessage})` : '';
  switch (error.kind) {
    case 'not_configured':
      return `The address is not a web address: check ${target.via === 'proxy' ? 'SIDECUE_PROXY_URL' : 'SERVICE_BASE_URL'}.`;
    case 'unreachable':
      return `Nothing answers at ${target.url}: check the address and that ${target.via === 'proxy' ? 'the proxy' : 'the service'} is running.`;
    case 'timeout':
      return `${capital(where)} did not answer within ${Math.round(timeoutMs / 1000)} s. Try again in a moment.`;
    case 'unauthenticated':
      return target.via === 'service'
        ? 'The service did not accept the API key: check SERVICE_API_KEY (or apiKey).'
        : tokenWords(error);
    case 'insufficient_credits':
      return `The service account does not have enough credits${server}. Add credits to the account.`;
    case 'forbidden':
      return 'This conversation belongs to someone else: only its owner or the creator of its team may use it.';
    case 'not_found':
      return `There is no such conversation: it may have been deleted, or the id is wrong${server}.`;
    case 'too_large':
      return 'The request is too large: send fewer transcript messages.';
    case 'rate_limited':
      return error.retryAfterSeconds !== undefined
        ? `Too many requests: wait ${error.retryAfterSeconds} s before trying again.`
        : 'Too many requests: wait a moment before trying again.';
    case 'invalid_request': {
      const issue = error.issues?.[0];
      return `The request is not valid: ${issue ? `${issue.path}: ${issue.message}` : (error.serverMessage ?? 'check what was sent')}.`;
    }
    case 'service_down':
      return `${capital(where)} failed to answer${error.status ? ` (HTTP ${error.status})` : ''}${server}. Try again in a moment.`;
    case 'bad_response':
    case 'not_sidecue':
      return `${target.url} answered${error.status ? ` (HTTP ${error.status})` : ''}, but not as ${target.via === 'proxy' ? 'a Sidecue proxy' : 'the service'} would: check the address.`;
  }
}

function tokenWords(error: ApiError): string {
  switch (error.tokenProblem) {
    case 'missing':
      return 'The proxy needs an access token: set SIDECUE_TOKEN (or proxyToken).';
    case 'malformed':
      return 'The proxy access token is not in the right format: copy it again exactly as npm run proxy:token printed it.';
    case 'bad_signature':
      return 'The proxy did not issue this access token: check SIDECUE_PROXY_URL, or ask the admin for a new token.';
    case 'expired':
      return `The proxy access token expired${error.expiredAt ? ` on ${formatDate(error.expiredAt)}` : ''}: ask the admin for a new one.`;
    case 'service_key':
      return 'A service API key was sent to the proxy: use the proxy access token instead, and have the admin replace the exposed key.';
    case 'revoked':
      return 'The admin revoked this proxy access token: ask the admin for a new one.';
    case undefined:
      return 'The proxy did not accept the access token: check SIDECUE_TOKEN, or ask the admin for a new one.';
  }
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function createSidecueClient(options: SidecueClientOptions = {}) {
  const target = resolveTarget(options);
  const timeoutMs = options.timeoutMs ?? 60_000;
  const api: ApiClient = createApiClient({
    baseUrl: target.url,
    token: target.credential,
    timeoutMs,
    fetch: options.fetch,
    language: checkedLanguage(
      options.language ?? (target.via === 'proxy' ? set((options.env ?? process.env).SIDECUE_LANGUAGE) : undefined),
      target.via,
    ),
  });

  async function run<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      if (error instanceof ApiError)
        throw new SidecueError(error.kind, describeFailure(error, target, timeoutMs), error);
      throw error;
    }
  }

  return {
    /** Through a proxy or straight to the service. */
    via: target.via,
    url: target.url,
    analyze(input: AnalyzeInput): Promise<AnalyzeResult> {
      const { transcript, ...rest } = input;
      return run(() => api.analyze({ ...rest, transcript: transcriptOf(transcript) }));
    },
    createConversation(name?: string) {
      return run(() => api.createConversation(name === undefined ? {} : { name }));
    },
    getConversation(id: string) {
      return run(() => api.getConversation(id));
    },
    renameConversation(id: string, name: string) {
      return run(() => api.renameConversation(id, name));
    },
    deleteConversation(id: string) {
      return run(() => api.deleteConversation(id));
    },
    generateOutreach(request: GenerateOutreachRequest) {
      return run(() => api.generateOutreach(request));
    },
    evaluateOutreach(request: EvaluateOutreachRequest) {
      return run(() => api.evaluateOutreach(request));
    },
    shortenOutreach(request: ShortenOutreachRequest) {
      return run(() => api.shortenOutreach(request));
    },
    /** The team playbook the proxy serves for the token's user; null when it has none for them. */
    async playbook(): Promise<PlaybookFile | null> {
      if (target.via === 'service')
        throw new SidecueError(
          'not_configured',
          'Playbooks are served by a Sidecue proxy, not by the service: pass proxyUrl and proxyToken (SIDECUE_PROXY_URL, SIDECUE_TOKEN).',
        );
      try {
        return await run(() => api.playbook());
      } catch (error) {
        // A proxy from before playbooks has no such route: say that, not "no such conversation".
        if (error instanceof SidecueError && error.kind === 'not_found')
          throw new SidecueError(
            'not_found',
            `The Sidecue proxy at ${target.url} does not serve playbooks: ask the admin to update it.`,
            error.cause as ApiError,
          );
        throw error;
      }
    },
    /**
     * The recap of a conversation (summary, decisions, next steps, open questions, objections), every
     * item quoting its transcript line; with sessionId it is saved, and getConversation returns it as `recap`.
     */
    async recap(input: RecapInput): Promise<Recap> {
      if (target.via === 'service')
        throw new SidecueError(
          'not_configured',
          'Recaps are written by a Sidecue proxy, not by the service: pass proxyUrl and proxyToken (SIDECUE_PROXY_URL, SIDECUE_TOKEN).',
        );
      const { transcript, ...rest } = input;
      try {
        return await run(() => api.recap({ ...rest, transcript: transcriptOf(transcript) }));
      } catch (error) {
        // Without a conversation, not found can only mean a proxy from before recaps.
        if (error instanceof SidecueError && error.kind === 'not_found' && input.sessionId === undefined)
          throw new SidecueError(
            'not_found',
            `The Sidecue proxy at ${target.url} does not write recaps: ask the admin to update it.`,
            error.cause as ApiError,
          );
        throw error;
      }
    },
  };
}

export type SidecueClient = ReturnType<typeof createSidecueClient>;
