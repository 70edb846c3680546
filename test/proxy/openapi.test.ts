// The OpenAPI document and the reference page as served.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contract from '../../lib/api/contract.ts';
import { analyzeTranscript } from '../../proxy/engine/analyze/compose.ts';
import { startStandInService, type StandInService } from './helpers/stand-in-service.ts';
import { call, startTestProxy, type Harness } from './helpers/proxy-harness.ts';
import { SERVICE_KEY } from './helpers/fixtures.ts';

let service: StandInService;
let harness: Harness;
let url: string;

beforeAll(async () => {
  service = await startStandInService();
  harness = await startTestProxy({ SERVICE_BASE_URL: service.baseUrl, SERVICE_API_KEY: SERVICE_KEY });
  url = harness.proxy.url;
});
afterAll(async () => {
  await harness.close();
  await service.close();
});

const serviceOperations = [
  ['post', '/api/analyze', 'Analyze', 'AnalyzeRequest'],
  ['post', '/api/conversation', 'Conversation', 'CreateConversationRequest'],
  ['get', '/api/conversation/{id}', 'Conversation', undefined],
  ['patch', '/api/conversation/{id}', 'Conversation', 'RenameConversationRequest'],
  ['delete', '/api/conversation', 'Conversation', 'DeleteConversationRequest'],
  ['post', '/api/outreach/generate', 'Outreach', 'GenerateOutreachRequest'],
  ['post', '/api/outreach/evaluate', 'Outreach', 'EvaluateOutreachRequest'],
  ['post', '/api/outreach/shorten', 'Outreach', 'ShortenOutreachRequest'],
] as const;

describe('GET /openapi.json', () => {
  let doc: any;
  const analyzeExample = () => doc.paths['/api/analyze'].post.requestBody.content['application/json'].example;
  beforeAll(async () => {
    const result = await call(url, 'GET', '/openapi.json');
    expect(result.status).toBe(200);
    doc = result.json;
  });

  it('tells how generate reads its input: the profile, then the "About me and my offer:" line', () => {
    const generate = doc.paths['/api/outreach/generate'].post;
    expect(generate.description).toContain(`a line starting "${contract.SENDER_SECTION_LABEL}"`);
    expect(doc.components.schemas.GenerateOutreachRequest.properties.input.description).toContain(
      contract.SENDER_SECTION_LABEL,
    );
    expect(generate.requestBody.content['application/json'].example.input).toContain(
      `\n${contract.SENDER_SECTION_LABEL}\n`,
    );
  });

  it('is OpenAPI 3.1 with the sections and the bearer scheme', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.tags.map((t: { name: string }) => t.name)).toEqual(
      expect.arrayContaining(['Analyze', 'Conversation', 'Outreach']),
    );
    expect(doc.components.securitySchemes.proxyAccessToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.security).toEqual([{ proxyAccessToken: [] }]);
  });

  it.each(serviceOperations)(
    'documents %s %s under %s, with its body schema and typed errors',
    (method, path, tag, requestSchema) => {
      const operation = doc.paths[path]?.[method];
      expect(operation.tags).toEqual([tag]);
      expect(operation.security).toBeUndefined();
      if (requestSchema) {
        const body = operation.requestBody.content['application/json'];
        expect(body.schema).toEqual({ $ref: `#/components/schemas/${requestSchema}` });
        // The example a user tries first must pass the proxy's own check.
        const schema = contract[requestSchema] as z.ZodType;
        expect(schema.safeParse(body.example).success).toBe(true);
      }
      for (const status of ['401', '429', '502', '504']) {
        expect(operation.responses[status].content['application/json'].schema).toEqual({
          $ref: '#/components/schemas/ErrorBody',
        });
      }
      expect(operation.responses['429'].headers['Retry-After']).toBeDefined();
    },
  );

  it('documents x-sidecue-language on the operations that write text, and only there', () => {
    const takesLanguage = (method: string, path: string) =>
      (doc.paths[path][method].parameters ?? []).find(
        (parameter: { name: string; in: string }) =>
          parameter.name === 'x-sidecue-language' && parameter.in === 'header',
      );
    for (const path of [
      '/api/analyze',
      '/api/recap',
      '/api/outreach/generate',
      '/api/outreach/evaluate',
      '/api/outreach/shorten',
    ]) {
      const parameter = takesLanguage('post', path);
      expect(parameter, path).toMatchObject({
        required: false,
        schema: { enum: ['en', 'de', 'fr', 'es', 'pt', 'ja'] },
      });
      expect(parameter.description).toContain('400 invalid_request');
    }
    expect(takesLanguage('post', '/api/conversation')).toBeUndefined();
    // A path's own parameter stays beside it.
    expect(takesLanguage('get', '/api/conversation/{id}')).toBeUndefined();
    expect(doc.paths['/api/conversation/{id}'].get.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path' }),
    ]);
  });

  it('generates the component schemas from the contract', () => {
    const transcriptMessage = doc.components.schemas.TranscriptMessage;
    expect(transcriptMessage.properties.speakerRole.enum).toEqual(['user', 'assistant']);
    expect(doc.components.schemas.AnalyzeRequest.properties.transcript.maxItems).toBe(
      contract.limits.transcriptMessages,
    );
    expect(doc.components.schemas.ErrorBody.properties.error.properties.code.enum).toEqual(
      Object.keys(contract.errorStatus),
    );
    const refs = JSON.stringify(doc).match(/#\/components\/schemas\/\w+/g) ?? [];
    for (const ref of refs) expect(doc.components.schemas[ref.split('/').pop() ?? '']).toBeDefined();
  });

  it("documents the analyze answer with the engine's guidance fields, typed and described, open to more", () => {
    const schema =
      doc.components.schemas[
        doc.paths['/api/analyze'].post.responses['200'].content['application/json'].schema.$ref.split('/').pop()
      ];
    expect(schema.additionalProperties).toEqual({});
    expect(schema.properties.elaboration).toMatchObject({ type: 'string' });
    expect(schema.properties.isSame).toMatchObject({ type: 'boolean' });
    expect(schema.properties.objections.items.properties.kind.enum).toEqual([...contract.objectionKinds]);
    expect(schema.properties.talk.properties.currentUserShare).toMatchObject({
      type: 'number',
      minimum: 0,
      maximum: 1,
    });
    expect(schema.properties.sentiment.properties.trend.enum).toEqual(['positive', 'neutral', 'negative']);
    expect(schema.properties.nextStep.properties.agreed).toMatchObject({ type: 'boolean' });
    expect(schema.required).toEqual(['elaboration']);
    // Every field the local engine returns is documented, with words.
    const engineFields = Object.keys(
      analyzeTranscript(contract.AnalyzeRequest.parse(analyzeExample()).transcript, 'Alex'),
    );
    expect(engineFields.length).toBeGreaterThan(5);
    for (const field of engineFields) {
      expect(schema.properties[field], field).toBeDefined();
      expect(schema.properties[field].description, field).toEqual(expect.any(String));
    }
  });

  it('documents the token check with who the token is for, and why a 401 refused it', () => {
    const operation = doc.paths['/auth/check'].get;
    expect(operation.tags).toEqual(['Proxy']);
    expect(operation.security).toBeUndefined();
    const answer = doc.components.schemas.TokenCheckResponse;
    expect(Object.keys(answer.properties)).toEqual(['user', 'team', 'creator', 'expiresAt']);
    expect(answer.properties.expiresAt).toMatchObject({ type: 'string', format: 'date-time' });
    expect(operation.responses['401'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ErrorBody',
    });
    expect(doc.components.schemas.UnauthenticatedDetails.properties.problem.enum).toEqual([...contract.tokenProblems]);
  });

  it('leaves /health open', () => {
    expect(doc.paths['/health'].get.security).toEqual([]);
  });
});

describe('GET /reference', () => {
  let html: string;
  let headers: Headers;
  beforeAll(async () => {
    const result = await call(url, 'GET', '/reference');
    expect(result.status).toBe(200);
    html = result.text;
    headers = result.headers;
  });

  it('is self-contained: no external script, style or URL, and a strict CSP', () => {
    expect(html).not.toMatch(/<script[^>]*\ssrc=/i);
    expect(html).not.toMatch(/<link/i);
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).not.toContain('innerHTML');
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    const nonce = /script-src 'nonce-([\w-]+)'/.exec(csp)?.[1];
    expect(html).toContain(`<script nonce="${nonce}">`);
  });

  it("takes its colours from the extension's design tokens, light and dark, and writes none of its own", () => {
    const tokens = readFileSync('components/tokens.css', 'utf8');
    const style = /<style nonce="[^"]+">([\s\S]*)<\/style>/.exec(html)?.[1] ?? '';
    expect(style.startsWith(tokens)).toBe(true);
    expect(tokens).toContain('@media (prefers-color-scheme: dark)');
    const ownRules = style.slice(tokens.length);
    expect(ownRules).toContain('var(--color-fg)');
    expect(ownRules).toContain('var(--color-bg)');
    expect(ownRules).not.toMatch(/#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(/i);
  });

  it('is reached from / by a redirect', async () => {
    const response = await fetch(`${url}/`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get('location') ?? '', `${url}/`).pathname).toBe('/reference');
  });
});
