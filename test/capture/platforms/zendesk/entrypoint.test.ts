import { describe, expect, it } from 'vitest';
import zendeskContentScript from '../../../../entrypoints/zendesk.content';

describe('the Zendesk content script', () => {
  it('runs on the Agent Workspace of any Zendesk account and nowhere else (not the help center)', () => {
    expect(zendeskContentScript.matches).toEqual(['https://*.zendesk.com/agent/*']);
  });
});
