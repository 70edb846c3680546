// The service's REST API, served by the local engine: key auth, credits, ownership, and the
// analysis and outreach functions. Errors use the contract's typed body.
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import {
  AnalyzeRequest,
  CreateConversationRequest,
  DeleteConversationRequest,
  EvaluateOutreachRequest,
  GenerateOutreachRequest,
  RenameConversationRequest,
  ShortenOutreachRequest,
  errorBody,
  errorStatus,
  fieldIssues,
  type ErrorCode,
} from '../../lib/api/contract.ts';
import { LANGUAGE_HEADER, LANGUAGE_HEADER_RULE, type Language, languageOfHeader } from '../../lib/api/language.ts';
import { analyzeTranscript } from './analyze/compose.ts';
import { linkedinLength } from '../../lib/api/characters.ts';
import type { PlaybookFile } from '../../lib/api/playbook.ts';
import type { AccountRow, ConversationRow, EngineDatabase } from './db.ts';
import { KEY_PREFIX, hashKey, newId } from './keys.ts';
import type { Guide } from './model/index.ts';
import { evaluateOutreach } from './outreach/evaluate.ts';
import { generateOutreach } from './outreach/generate.ts';
import { shortenText } from './outreach/shorten.ts';
import { TEAM_HEADER } from './team-header.ts';
import { conversationLanguage } from './language/detect.ts';

/** Creating a conversation needs this balance; it is not a fee. */
export const MIN_CREDITS_TO_CREATE = 100;

class EngineError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

type Env = { Variables: { account: AccountRow } };

/** The language the user fixed (the proxy's x-sidecue-language), for every route that writes text. */
function requestLanguage(c: Context<Env>): Language | undefined {
  const language = languageOfHeader(c.req.header(LANGUAGE_HEADER));
  if (language === 'invalid') throw new EngineError('invalid_request', LANGUAGE_HEADER_RULE);
  return language;
}

/** The playbook of the caller's team, if any (the proxy's loaded files); none unless given. */
export type EnginePlaybookFor = (account: AccountRow, team: string | null) => PlaybookFile | undefined;

/** Without a guide (no LLM_BASE_URL), every answer comes from the rules. */
export function createEngineApp(
  store: EngineDatabase,
  now: () => Date,
  guide?: Guide,
  playbookFor: EnginePlaybookFor = () => undefined,
) {
  const app = new Hono<Env>();

  app.use('/api/*', async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const key = /^Bearer (.+)$/i.exec(header)?.[1]?.trim();
    if (!key) throw new EngineError('unauthenticated', 'Send the API key as Authorization: Bearer service_…');
    if (!key.startsWith(KEY_PREFIX))
      throw new EngineError('unauthenticated', 'Only API keys are accepted by the local engine.');
    const account = await store.accountByKeyHash(hashKey(key));
    if (!account) throw new EngineError('unauthenticated', 'This API key is not known.');
    c.set('account', account);
    await next();
  });

  async function body<S extends z.ZodType>(c: Context<Env>, schema: S): Promise<z.infer<S>> {
    let json: unknown;
    try {
      json = await c.req.json();
    } catch {
      throw new EngineError('invalid_request', 'The request body must be JSON.');
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new EngineError('invalid_request', 'The request body is not valid.', { issues: fieldIssues(parsed.error) });
    }
    return parsed.data;
  }

  /** Postgres text cannot hold U+0000 (SQLite can): refused alike on both, rather than a 500 on one. */
  function storableName<T extends string | undefined>(name: T): T {
    if (name?.includes('\u0000'))
      throw new EngineError('invalid_request', 'The name must not contain the NUL character (U+0000).');
    return name;
  }

  async function spend(account: AccountRow) {
    if (!(await store.spendCredit(account.id))) {
      throw new EngineError('insufficient_credits', 'The account has no credits left.');
    }
  }

  /** Owner, or the creator of the owner's team. */
  async function accessible(account: AccountRow, id: string): Promise<ConversationRow> {
    const conversation = await store.conversationById(id);
    if (!conversation) throw new EngineError('not_found', 'There is no conversation with this id.');
    if (conversation.account_id === account.id) return conversation;
    const owner = await store.accountById(conversation.account_id);
    if (account.team_creator && owner?.team && owner.team === account.team) return conversation;
    throw new EngineError('forbidden', 'This conversation belongs to another account.');
  }

  function summary(conversation: ConversationRow) {
    return {
      id: conversation.id,
      name: conversation.name,
      createdAt: conversation.created_at,
      callType: conversation.call_type,
    };
  }

  app.post('/api/analyze', async (c) => {
    const account = c.get('account');
    const fixed = requestLanguage(c);
    const request = await body(c, AnalyzeRequest);
    const conversation = request.sessionId ? await accessible(account, request.sessionId) : undefined;
    const latest = conversation ? await store.latestAnalysisOf(conversation.id) : undefined;
    const previousElaboration = latest
      ? (JSON.parse(latest.analysis_json) as { elaboration?: string }).elaboration
      : undefined;
    await spend(account);
    const callType = conversation?.call_type ?? account.call_type;
    const playbook = playbookFor(account, c.req.header(TEAM_HEADER) ?? null);
    // Found once, so the rules' points and the model's prompt are in the same language.
    const language = conversationLanguage(request.transcript, request.currentUser, fixed);
    const rules = analyzeTranscript(request.transcript, request.currentUser, {
      callType,
      previousElaboration,
      playbook,
      language,
    });
    const analysis = guide
      ? await guide.analyze(
          {
            transcript: request.transcript,
            currentUser: request.currentUser,
            callType,
            previousElaboration,
            playbook,
            language,
          },
          rules,
        )
      : rules;
    // While the model was thinking, the conversation may have been deleted: nothing to save into.
    if (conversation && request.persist !== false && (!guide || (await store.conversationById(conversation.id)))) {
      const last = request.transcript[request.transcript.length - 1] ?? null;
      await store.insertAnalysis(conversation.id, JSON.stringify(analysis), JSON.stringify(last), now().toISOString());
    }
    return c.json(analysis);
  });

  app.post('/api/conversation', async (c) => {
    const account = c.get('account');
    const request = await body(c, CreateConversationRequest);
    if (account.credits < MIN_CREDITS_TO_CREATE) {
      throw new EngineError(
        'insufficient_credits',
        `Creating a conversation needs at least ${MIN_CREDITS_TO_CREATE} available credits; the account has ${account.credits}.`,
      );
    }
    const row: ConversationRow = {
      id: newId('conv'),
      account_id: account.id,
      name: storableName(request.name) ?? null,
      call_type: account.call_type,
      created_at: now().toISOString(),
    };
    await store.insertConversation(row);
    return c.json(summary(row), 201);
  });

  app.get('/api/conversation/:id', async (c) => {
    const conversation = await accessible(c.get('account'), c.req.param('id'));
    const analyses = (await store.analysesOf(conversation.id)).map((row) => ({
      analysisJsonOpenai: JSON.parse(row.analysis_json) as unknown,
      lastMessage: row.last_message_json ? (JSON.parse(row.last_message_json) as unknown) : null,
      createdAt: row.created_at,
    }));
    return c.json({ ...summary(conversation), analyses });
  });

  app.patch('/api/conversation/:id', async (c) => {
    const conversation = await accessible(c.get('account'), c.req.param('id'));
    const name = storableName((await body(c, RenameConversationRequest)).name);
    await store.renameConversation(name, conversation.id);
    return c.json(summary({ ...conversation, name }));
  });

  app.delete('/api/conversation', async (c) => {
    const { id } = await body(c, DeleteConversationRequest);
    const conversation = await accessible(c.get('account'), id);
    await store.deleteConversation(conversation.id);
    return c.json({ id: conversation.id, deleted: true });
  });

  app.post('/api/outreach/generate', async (c) => {
    // The user's language setting, else the profile's; checked before a credit is spent.
    const language = requestLanguage(c);
    const request = await body(c, GenerateOutreachRequest);
    await spend(c.get('account'));
    const rules = generateOutreach(request.input, request.type, language);
    return c.json(guide ? await guide.generate(request.input, request.type, rules, language) : rules);
  });

  app.post('/api/outreach/evaluate', async (c) => {
    const language = requestLanguage(c);
    const request = await body(c, EvaluateOutreachRequest);
    await spend(c.get('account'));
    const type = request.type ?? 'email';
    const rules = evaluateOutreach(request.input, type, language);
    return c.json(guide ? await guide.evaluate(request.input, type, rules, language) : rules);
  });

  app.post('/api/outreach/shorten', async (c) => {
    const language = requestLanguage(c);
    const request = await body(c, ShortenOutreachRequest);
    await spend(c.get('account'));
    const rules = shortenText(request.input, request.limit);
    const text = guide ? await guide.shorten(request.input, request.limit, rules, language) : rules;
    return c.json({ text, characters: linkedinLength(text), limit: request.limit });
  });

  app.notFound(() => Response.json(errorBody('not_found', 'There is no such endpoint.'), { status: 404 }));
  app.onError((error) => {
    if (error instanceof EngineError) {
      return Response.json(errorBody(error.code, error.message, error.details), { status: errorStatus[error.code] });
    }
    return Response.json(errorBody('internal_error', 'The local engine failed to handle the request.'), {
      status: 500,
    });
  });
  return app;
}
