// One call to an OpenAI-compatible chat-completions endpoint (Ollama, vLLM, llama.cpp's server,
// OpenAI): streamed when the endpoint streams, plain JSON when it does not, within one deadline.
// Failures come back as ModelFailure with a kind, never with the endpoint's body: it may echo the prompt.

/**
 * The endpoint the proxy configures (LLM_BASE_URL and friends): defined here, so the engine needs
 * nothing from the proxy and the proxy passes it in.
 */
export interface LlmConfig {
  /** Ends in /v1, whether or not LLM_BASE_URL did. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  stream: boolean;
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export interface ModelUsage {
  promptTokens?: number;
  completionTokens?: number;
  totalTokens?: number;
}

export interface ModelAnswer {
  text: string;
  usage?: ModelUsage;
  streamed: boolean;
}

export type ModelFailureKind = 'timeout' | 'unreachable' | 'rate_limited' | 'server_error' | 'refused' | 'bad_answer';

export class ModelFailure extends Error {
  override name = 'ModelFailure';
  constructor(
    readonly kind: ModelFailureKind,
    /** Status codes and reasons only: never text from the endpoint. */
    readonly detail: string,
  ) {
    super(`${kind}: ${detail}`);
  }
}

export interface ChatModel {
  /** The model's name, for the log. */
  readonly name: string;
  complete(messages: ChatMessage[]): Promise<ModelAnswer>;
}

export function createChatModel(config: LlmConfig, fetchImpl: typeof fetch = fetch): ChatModel {
  const url = `${config.baseUrl}/chat/completions`;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
  };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;

  return {
    name: config.model,
    async complete(messages) {
      const body = JSON.stringify({
        model: config.model,
        messages,
        temperature: 0.2,
        // JSON mode: Ollama, vLLM, llama.cpp's server and OpenAI all honour it.
        response_format: { type: 'json_object' },
        stream: config.stream,
        ...(config.stream ? { stream_options: { include_usage: true } } : {}),
      });
      const signal = AbortSignal.timeout(config.timeoutMs);
      try {
        const response = await fetchImpl(url, { method: 'POST', headers, body, signal, redirect: 'error' });
        if (!response.ok) {
          await response.body?.cancel();
          throw failureForStatus(response.status);
        }
        const type = response.headers.get('content-type') ?? '';
        return type.includes('text/event-stream')
          ? await readStream(response)
          : readJson(await response.json().catch(() => null));
      } catch (error) {
        if (error instanceof ModelFailure) throw error;
        if (signal.aborted) throw new ModelFailure('timeout', `no complete answer within ${config.timeoutMs} ms`);
        throw new ModelFailure('unreachable', error instanceof Error ? error.name : 'fetch failed');
      }
    },
  };
}

function failureForStatus(status: number): ModelFailure {
  if (status === 429) return new ModelFailure('rate_limited', 'HTTP 429');
  if (status >= 500) return new ModelFailure('server_error', `HTTP ${status}`);
  return new ModelFailure('refused', `HTTP ${status}`);
}

interface RawUsage {
  prompt_tokens?: unknown;
  completion_tokens?: unknown;
  total_tokens?: unknown;
}

function usageOf(raw: unknown): ModelUsage | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const { prompt_tokens, completion_tokens, total_tokens } = raw as RawUsage;
  const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
  return {
    promptTokens: count(prompt_tokens),
    completionTokens: count(completion_tokens),
    totalTokens: count(total_tokens),
  };
}

interface Completion {
  choices?: { message?: { content?: unknown }; delta?: { content?: unknown } }[];
  usage?: unknown;
  error?: unknown;
}

function readJson(json: unknown): ModelAnswer {
  const completion = json as Completion | null;
  const content = completion?.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new ModelFailure('bad_answer', 'the reply holds no message content');
  return { text: content, usage: usageOf(completion?.usage), streamed: false };
}

/** Server-sent events: `data: {chunk}` lines, each with a piece of the content, until `data: [DONE]`. */
async function readStream(response: Response): Promise<ModelAnswer> {
  if (!response.body) throw new ModelFailure('bad_answer', 'the stream has no body');
  let text = '';
  let usage: ModelUsage | undefined;
  let pending = '';
  let done = false;
  const decoder = new TextDecoder();

  const takeLine = (line: string) => {
    if (!line.startsWith('data:')) return;
    const data = line.slice(5).trim();
    if (data === '[DONE]') {
      done = true;
      return;
    }
    let chunk: Completion;
    try {
      chunk = JSON.parse(data) as Completion;
    } catch {
      throw new ModelFailure('bad_answer', 'a stream event is not JSON');
    }
    if (chunk.error) throw new ModelFailure('server_error', 'the stream reported an error');
    const piece = chunk.choices?.[0]?.delta?.content;
    if (typeof piece === 'string') text += piece;
    if (chunk.usage) usage = usageOf(chunk.usage);
  };

  for await (const bytes of response.body as unknown as AsyncIterable<Uint8Array>) {
    pending += decoder.decode(bytes, { stream: true });
    const lines = pending.split(/\r?\n/);
    pending = lines.pop() ?? '';
    for (const line of lines) takeLine(line);
    if (done) break;
  }
  if (!done) takeLine(pending.trim());
  if (!done) throw new ModelFailure('bad_answer', 'the stream ended before [DONE]');
  return { text, usage, streamed: true };
}
