// The background's keeping of the LinkedIn profile each tab shows, where the panel reads it.
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createProfileKeeper, type ProfileArea } from '../../lib/background/profile-listener';
import { profileStorageKey, type LinkedInProfile } from '../../lib/messaging/outreach-protocol';

beforeEach(() => fakeBrowser.reset());

const profile = (key: string, name: string): LinkedInProfile => ({
  key,
  url: `https://www.linkedin.com/in/${key}/`,
  name,
  experience: [],
  education: [],
  activity: [],
  readAt: 1,
});
const MAYA = profile('maya-okafor-4b1a2c', 'Maya Okafor');
const JONAS = profile('jonas-weber-berlin', 'Jonas Weber');
const stored = async () => fakeBrowser.storage.session.get(null);

describe('createProfileKeeper', () => {
  it('keeps each tab its own profile, replaces it with the next, and removes it on "none" and when the tab closes', async () => {
    const keeper = createProfileKeeper(fakeBrowser.storage.session);
    await keeper.handle({ type: 'profile/read', profile: MAYA }, 7);
    await keeper.handle({ type: 'profile/read', profile: JONAS }, 8);
    expect(await stored()).toEqual({ [profileStorageKey(7)]: MAYA, [profileStorageKey(8)]: JONAS });
    await keeper.handle({ type: 'profile/read', profile: JONAS }, 7);
    expect(await stored()).toEqual({ 'profile:7': JONAS, 'profile:8': JONAS });
    await keeper.handle({ type: 'profile/none' }, 7);
    expect(await stored()).toEqual({ 'profile:8': JONAS });
    await keeper.tabClosed(8);
    expect(await stored()).toEqual({});
  });

  it("applies one tab's messages in the order they came, however long each storage call takes", async () => {
    const values = new Map<string, unknown>();
    // A slow write and a quick removal: without ordering, the removal would land first and the old profile stay.
    const area: ProfileArea = {
      set: (items) =>
        new Promise((resolve) =>
          setTimeout(() => {
            for (const [k, v] of Object.entries(items)) values.set(k, v);
            resolve();
          }, 30),
        ),
      remove: (key) =>
        new Promise((resolve) =>
          setTimeout(() => {
            values.delete(key);
            resolve();
          }, 1),
        ),
    };
    const keeper = createProfileKeeper(area);
    const first = keeper.handle({ type: 'profile/read', profile: MAYA }, 3);
    const second = keeper.handle({ type: 'profile/none' }, 3);
    await Promise.all([first, second]);
    expect(values.has('profile:3')).toBe(false);
    await Promise.all([
      keeper.handle({ type: 'profile/none' }, 3),
      keeper.handle({ type: 'profile/read', profile: JONAS }, 3),
    ]);
    expect(values.get('profile:3')).toEqual(JONAS);
  });

  it('goes on after a storage call fails', async () => {
    let failNext = true;
    const values = new Map<string, unknown>();
    const area: ProfileArea = {
      set: async (items) => {
        if (failNext) {
          failNext = false;
          throw new Error('quota');
        }
        for (const [k, v] of Object.entries(items)) values.set(k, v);
      },
      remove: async (key) => void values.delete(key),
    };
    const keeper = createProfileKeeper(area);
    await expect(keeper.handle({ type: 'profile/read', profile: MAYA }, 1)).rejects.toThrow('quota');
    await keeper.handle({ type: 'profile/read', profile: JONAS }, 1);
    expect(values.get('profile:1')).toEqual(JONAS);
  });
});
