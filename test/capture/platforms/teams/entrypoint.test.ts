import { describe, expect, it } from 'vitest';
import teamsContentScript from '../../../../entrypoints/teams.content';

describe('the Teams content script', () => {
  it('runs on the three Teams web hosts and nowhere else', () => {
    expect([...(teamsContentScript.matches as string[])].sort()).toEqual([
      'https://teams.cloud.microsoft/*',
      'https://teams.live.com/*',
      'https://teams.microsoft.com/*',
    ]);
  });
});
