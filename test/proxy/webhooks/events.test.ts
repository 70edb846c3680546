// The emits the routes call (and the recap route's `recapped`): payloads in the Standard Webhooks form,
// queued in the order they were emitted even when the service reads back out of order.
import { describe, expect, it } from 'vitest';
import { createWebhookEvents, type QueuedEvent, type WebhookPayload } from '../../../proxy/webhooks/events.ts';
import type { ServiceCall, ServiceReply } from '../../../proxy/upstream.ts';

const ref = { handle: 'h.sig', conversation: { id: 'c1', owner: 'alice', team: 'sales' } };
const stored = {
  id: 'c1',
  name: 'Acme discovery',
  createdAt: '2026-11-27T09:00:00.000Z',
  analyses: [
    {
      analysisJsonOpenai: { elaboration: '- Ask about their budget.' },
      lastMessage: { speakerRole: 'user', speakerName: 'Jordan', content: 'What does it cost?' },
      createdAt: '2026-11-27T09:01:00.000Z',
    },
  ],
};

function setup(reply: (call: ServiceCall) => Promise<ServiceReply>) {
  const queued: QueuedEvent[] = [];
  let n = 0;
  const events = createWebhookEvents({
    enqueue: async (event) => void queued.push(event),
    callService: reply,
    now: () => Date.parse('2026-11-27T10:00:00.000Z'),
    newId: () => `msg_${++n}`,
  });
  const payloads = () => queued.map((event) => JSON.parse(event.payload) as WebhookPayload);
  return { events, queued, payloads };
}

const ok = (json: unknown): ServiceReply => ({ status: 200, headers: {}, text: JSON.stringify(json) });

describe('webhook events', () => {
  it('recapped carries the recap it is given and the export under the handle, never the service id', async () => {
    const calls: ServiceCall[] = [];
    const { events, queued, payloads } = setup(async (call) => {
      calls.push(call);
      return ok(stored);
    });
    const recap = {
      summary: ['Jordan asked about the price.'],
      decisions: [],
      nextSteps: [],
      openQuestions: [],
      objections: [],
    };
    events.recapped(ref, recap);
    await events.settled();
    expect(calls).toEqual([{ method: 'GET', path: '/api/conversation/c1' }]);
    expect(queued).toMatchObject([{ id: 'msg_1', type: 'conversation.recapped', conversation: 'c1' }]);
    expect(payloads()[0]).toEqual({
      type: 'conversation.recapped',
      timestamp: '2026-11-27T10:00:00.000Z',
      data: {
        conversationId: 'h.sig',
        owner: 'alice',
        team: 'sales',
        export: expect.objectContaining({
          conversationId: 'h.sig',
          name: 'Acme discovery',
          exportedAt: '2026-11-27T10:00:00.000Z',
          transcript: [{ speakerName: 'Jordan', text: 'What does it cost?', at: '2026-11-27T09:01:00.000Z' }],
        }),
        recap,
      },
    });
    expect(queued[0]?.payload).not.toContain('"c1"');
  });

  it('takes the recap a conversation comes back with for the other events', async () => {
    const recap = { summary: ['Saved earlier.'] };
    const { events, payloads } = setup(async () => ok({ ...stored, recap }));
    events.renamed(ref);
    await events.settled();
    expect(payloads()[0]?.data.recap).toEqual(recap);
  });

  it('queues in the order emitted although the first read back answers last', async () => {
    const waits = [60, 0];
    const { events, queued } = setup(
      (call) => new Promise((resolve) => setTimeout(() => resolve(ok(stored)), waits.shift() ?? 0, call)),
    );
    events.saved(ref, 'created');
    events.renamed(ref);
    await events.settled();
    expect(queued.map((event) => event.type)).toEqual(['conversation.saved', 'conversation.renamed']);
  });

  it('still queues the event, with export null, when the service does not give the conversation back', async () => {
    const { events, payloads } = setup(async () => ({ status: 503, headers: {}, text: 'down' }));
    events.saved(ref, 'analysis');
    await events.settled();
    expect(payloads()[0]?.data).toMatchObject({ reason: 'analysis', export: null, recap: null });
  });

  it('deleted carries the conversation read before the delete, and is queued only when told', async () => {
    let exists = true;
    const { events, queued, payloads } = setup(async () =>
      exists ? ok(stored) : { status: 404, headers: {}, text: '{}' },
    );
    const deleted = await events.beforeDelete(ref);
    exists = false;
    await events.settled();
    expect(queued).toEqual([]);
    deleted();
    await events.settled();
    expect(payloads()[0]).toMatchObject({ type: 'conversation.deleted', data: { export: { name: 'Acme discovery' } } });
  });

  it('lets a delete go ahead only once the events emitted before it have read the conversation back', async () => {
    let exists = true;
    const { events, payloads } = setup(
      () =>
        new Promise((resolve) =>
          setTimeout(() => resolve(exists ? ok(stored) : { status: 404, headers: {}, text: '{}' }), 30),
        ),
    );
    events.renamed(ref);
    const deleted = await events.beforeDelete(ref);
    exists = false;
    deleted();
    await events.settled();
    expect(payloads().map((payload) => [payload.type, payload.data.export?.name])).toEqual([
      ['conversation.renamed', 'Acme discovery'],
      ['conversation.deleted', 'Acme discovery'],
    ]);
  });

  it('is caught up with a conversation once its events have read it back, so a change made then is not in them', async () => {
    let name = 'Acme discovery';
    const { events, payloads } = setup(
      () => new Promise((resolve) => setTimeout(() => resolve(ok({ ...stored, name })), 30)),
    );
    events.saved(ref, 'created');
    await events.caughtUp(ref);
    name = 'Acme, renamed';
    events.renamed(ref);
    await events.settled();
    expect(payloads().map((payload) => payload.data.export?.name)).toEqual(['Acme discovery', 'Acme, renamed']);
  });
});
