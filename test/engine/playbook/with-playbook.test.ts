import { describe, expect, it } from 'vitest';
import { PlaybookFile } from '../../../lib/api/playbook.ts';
import { withPlaybook } from '../../../proxy/engine/playbook/with-playbook.ts';

const playbook = PlaybookFile.parse({
  version: 1,
  competitors: [{ id: 'routelogic', name: 'RouteLogic', differentiators: ['Live ETAs'] }],
});
const request = {
  currentUser: 'Alex',
  transcript: [{ speakerRole: 'user' as const, speakerName: 'Jo', content: 'We also talk to RouteLogic.' }],
};

describe('withPlaybook', () => {
  it("adds the matcher's findings to the service's answer, replacing any the service sent", () => {
    const answer = { elaboration: '- Ask about their goals.', playbook: [{ id: 'made-up' }] };
    expect(withPlaybook(answer, playbook, request)).toEqual({
      elaboration: '- Ask about their goals.',
      playbook: [
        {
          id: 'routelogic',
          type: 'competitor',
          title: 'RouteLogic',
          answer: 'Differentiators:\n- Live ETAs',
          speakerName: 'Jo',
          quote: 'We also talk to RouteLogic.',
        },
      ],
    });
  });

  it('leaves the answer as it is without a playbook, or when it is not an object', () => {
    const answer = { elaboration: 'x', checklist: { framework: 'theirs', items: [] } };
    expect(withPlaybook(answer, undefined, request)).toBe(answer);
    expect(withPlaybook(['not', 'an', 'analysis'], playbook, request)).toEqual(['not', 'an', 'analysis']);
  });
});
