import { describe, expect, it } from 'vitest';
import { PlaybookFile } from '../../../lib/api/playbook.ts';
import { openEngine } from '../../../proxy/engine/index.ts';
import { DATABASES, databaseUrlFor } from '../../support/databases.ts';
import { call, tempDataDir } from '../support.ts';

const playbook = PlaybookFile.parse({
  version: 1,
  competitors: [{ id: 'beacon', name: 'Beacon Fleet', aliases: ['Beacon'], differentiators: ['Live ETAs'] }],
});

describe.each(DATABASES)("the engine's /api/analyze with team playbooks, on %s", (database) => {
  it("adds the matches of the caller's team playbook, and nothing for a team without one", async () => {
    const engine = await openEngine({
      dataDir: tempDataDir(),
      databaseUrl: await databaseUrlFor(database),
      playbookFor: (account) => (account.team === 'fleet' ? playbook : undefined),
    });
    const fleet = (await engine.createAccount({ name: 'Fleet rep', team: 'fleet' })).apiKey;
    const other = (await engine.createAccount({ name: 'Other rep', team: 'other' })).apiKey;
    const body = {
      currentUser: 'Alex',
      transcript: [
        { speakerRole: 'user', speakerName: 'Alex', content: 'Thanks for joining.' },
        { speakerRole: 'user', speakerName: 'Jo', content: 'We also had a demo from Beacon.' },
      ],
    };
    const withPlaybook = await call(engine, fleet, 'POST', '/api/analyze', body);
    expect(withPlaybook.status).toBe(200);
    expect(withPlaybook.body.playbook).toEqual([
      expect.objectContaining({ id: 'beacon', speakerName: 'Jo', quote: 'We also had a demo from Beacon.' }),
    ]);
    const without = await call(engine, other, 'POST', '/api/analyze', body);
    expect(without.body).not.toHaveProperty('playbook');
    await engine.close();
  });
});
