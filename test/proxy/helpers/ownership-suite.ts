// The ownership rules, run against any backend the proxy can sit in front of: every
// conversation operation, for the owner, a teammate, the team creator and another team's creator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './proxy-harness.ts';
import { analyzeBody, mintToken, type TestUser } from './fixtures.ts';

export interface OwnershipBackend {
  url: string;
  /** Requests the service received so far, when the backend can tell. */
  upstreamRequests?: () => number;
  close(): Promise<void>;
}

const users = {
  alice: { user: 'alice', team: 'sales', creator: false },
  bob: { user: 'bob', team: 'sales', creator: false },
  carol: { user: 'carol', team: 'sales', creator: true },
  dave: { user: 'dave', team: 'support', creator: true },
} satisfies Record<string, TestUser>;
type Name = keyof typeof users;

/** alice owns the conversation; who else may touch it. */
const expected: [Name, string, number][] = [
  ['alice', 'its owner', 200],
  ['bob', 'a teammate who is not the team creator', 403],
  ['carol', 'the creator of its team', 200],
  ['dave', 'the creator of another team', 403],
];

export function ownershipSuite(label: string, start: () => Promise<OwnershipBackend>) {
  describe(`ownership (${label})`, () => {
    let backend: OwnershipBackend;
    const tokens = {} as Record<Name, string>;

    beforeAll(async () => {
      backend = await start();
      for (const [name, who] of Object.entries(users)) tokens[name as Name] = await mintToken(who);
    });
    afterAll(() => backend.close());

    const request = (who: Name, method: string, path: string, body?: unknown) =>
      call(backend.url, method, path, { token: tokens[who], body });

    async function createAs(who: Name, name = 'Call with Jordan') {
      const created = await request(who, 'POST', '/api/conversation', { name });
      expect(created.status).toBe(201);
      expect(created.json.name).toBe(name);
      return created.json.id as string;
    }

    /** Runs an operation and checks that a refusal reached no upstream. */
    async function attempt(
      _who: Name,
      operation: (handle: string) => Promise<{ status: number; json: any }>,
      handle: string,
    ) {
      const before = backend.upstreamRequests?.();
      const result = await operation(handle);
      if (result.status === 403 && before !== undefined) expect(backend.upstreamRequests?.()).toBe(before);
      return result;
    }

    it('hands out a signed handle, never the raw service id', async () => {
      const handle = await createAs('alice');
      expect(handle).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
      const got = await request('alice', 'GET', `/api/conversation/${handle}`);
      expect(got.status).toBe(200);
      expect(got.json.id).toBe(handle);
      expect(got.json.analyses).toEqual([]);
    });

    describe.each(expected)('%s, %s', (who, _role, status) => {
      it(`get → ${status}`, async () => {
        const handle = await createAs('alice');
        const result = await attempt(who, (h) => request(who, 'GET', `/api/conversation/${h}`), handle);
        expect(result.status).toBe(status);
        if (status === 200) expect(result.json).toMatchObject({ id: handle, name: 'Call with Jordan' });
        else expect(result.json.error.code).toBe('forbidden');
      });

      it(`rename → ${status}`, async () => {
        const handle = await createAs('alice');
        const result = await attempt(
          who,
          (h) => request(who, 'PATCH', `/api/conversation/${h}`, { name: `Renamed by ${who}` }),
          handle,
        );
        expect(result.status).toBe(status);
        const after = await request('alice', 'GET', `/api/conversation/${handle}`);
        expect(after.json.name).toBe(status === 200 ? `Renamed by ${who}` : 'Call with Jordan');
        if (status === 200) expect(result.json.id).toBe(handle);
      });

      it(`analyze into it (sessionId) → ${status}`, async () => {
        const handle = await createAs('alice');
        const result = await attempt(
          who,
          (h) => request(who, 'POST', '/api/analyze', { ...analyzeBody, sessionId: h }),
          handle,
        );
        expect(result.status).toBe(status);
        const after = await request('alice', 'GET', `/api/conversation/${handle}`);
        expect(after.json.analyses).toHaveLength(status === 200 ? 1 : 0);
      });

      it(`delete → ${status}`, async () => {
        const handle = await createAs('alice');
        const result = await attempt(who, (h) => request(who, 'DELETE', '/api/conversation', { id: h }), handle);
        expect(result.status).toBe(status);
        if (status === 200) expect(result.json).toEqual({ id: handle, deleted: true });
        const after = await request('alice', 'GET', `/api/conversation/${handle}`);
        expect(after.status).toBe(status === 200 ? 404 : 200);
      });
    });

    it("the team creator reaches a teammate's conversation, the teammate does not reach the owner's", async () => {
      const handle = await createAs('bob');
      expect((await request('carol', 'GET', `/api/conversation/${handle}`)).status).toBe(200);
      expect((await request('alice', 'GET', `/api/conversation/${handle}`)).status).toBe(403);
      expect((await request('bob', 'GET', `/api/conversation/${handle}`)).status).toBe(200);
    });

    it('a forged or tampered handle is simply not found, before any upstream call', async () => {
      const handle = await createAs('bob');
      const [payload = '', signature = ''] = handle.split('.');
      const claimed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      const stolen = `${Buffer.from(JSON.stringify({ ...claimed, owner: 'alice' })).toString('base64url')}.${signature}`;
      const flipped = `${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
      const before = backend.upstreamRequests?.();
      for (const forged of [stolen, flipped, 'not-a-handle', claimed.id as string]) {
        const got = await request('alice', 'GET', `/api/conversation/${encodeURIComponent(forged)}`);
        expect(got.status).toBe(404);
        expect(got.json.error.code).toBe('not_found');
        expect((await request('alice', 'DELETE', '/api/conversation', { id: forged })).status).toBe(404);
        expect((await request('alice', 'POST', '/api/analyze', { ...analyzeBody, sessionId: forged })).status).toBe(
          404,
        );
      }
      if (before !== undefined) expect(backend.upstreamRequests?.()).toBe(before);
      expect((await request('bob', 'GET', `/api/conversation/${handle}`)).json.name).toBe('Call with Jordan');
    });

    it('an unknown conversation (deleted, valid handle) is not_found from the service', async () => {
      const handle = await createAs('alice');
      expect((await request('alice', 'DELETE', '/api/conversation', { id: handle })).status).toBe(200);
      const again = await request('alice', 'PATCH', `/api/conversation/${handle}`, { name: 'Too late' });
      expect(again.status).toBe(404);
      expect(again.json.error.code).toBe('not_found');
      const analyze = await request('alice', 'POST', '/api/analyze', { ...analyzeBody, sessionId: handle });
      expect(analyze.status).toBe(404);
    });
  });
}
