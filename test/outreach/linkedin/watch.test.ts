// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://www.linkedin.com/feed/"}
// Following a LinkedIn tab: what the content script tells the background as the single-page app moves
// from the feed to a profile, to another profile (address first, page later), and away.
import { afterEach, describe, expect, it } from 'vitest';
import { SETTLE_MS, watchProfiles, type ProfileWatch } from '../../../lib/outreach/linkedin/watch';
import type { ProfileMessage } from '../../../lib/messaging/outreach-protocol';
import {
  PROFILES,
  UI,
  renderMoreProfiles,
  renderSections,
  renderTopCard,
} from '../../../practice/linkedin-profiles.js';
import { ManualTimers, settle } from '../../capture/support/manual-timers';

const FULL = 'maya-okafor-4b1a2c';
const GERMAN = 'jonas-weber-berlin';

let running: ProfileWatch | undefined;
afterEach(() => {
  running?.stop();
  document.body.replaceChildren();
  history.replaceState({}, '', '/feed/');
});

function setUp(options: { fail?: number } = {}) {
  const timers = new ManualTimers();
  const sent: ProfileMessage[] = [];
  let failures = options.fail ?? 0;
  const navigation = new Set<() => void>();
  running = watchProfiles({
    doc: document,
    url: () => location.href,
    send: async (message) => {
      sent.push(message);
      if (failures > 0) {
        failures--;
        throw new Error('The extension is reloading.');
      }
    },
    onNavigate: (listener) => {
      navigation.add(listener);
      return () => navigation.delete(listener);
    },
    timers,
  });
  /** The app's own navigation: the address changes, the Navigation API tells the script. */
  const navigate = (path: string) => {
    history.pushState({}, '', path);
    for (const listener of navigation) listener();
  };
  const wait = async (ms: number) => {
    await settle(); // mutation callbacks first
    await timers.advance(ms);
    await settle();
  };
  const reads = () =>
    sent.map((message) =>
      message.type === 'profile/read' ? `${message.profile.key}:${message.profile.experience.length}` : 'none',
    );
  return { timers, sent, navigate, wait, reads };
}

function main(): HTMLElement {
  let found = document.querySelector('main');
  if (!found) {
    found = document.createElement('main');
    document.body.append(found);
  }
  return found;
}
const showTopCard = (slug: string) => {
  const card = renderTopCard(document, slug, PROFILES[slug]!, UI[PROFILES[slug]!.ui]);
  const old = main().querySelector('section[data-member-card]');
  if (old) old.replaceWith(card);
  else main().prepend(card);
};
const showSections = (slug: string) => {
  const card = main().querySelector('section[data-member-card]')!;
  main().replaceChildren(card, ...renderSections(document, slug, PROFILES[slug]!, UI[PROFILES[slug]!.ui]));
};

describe('watchProfiles', () => {
  it('says "none" once on the feed, then reports the profile opened, again only when more of it is read', async () => {
    const { navigate, wait, reads, sent } = setUp();
    await wait(0);
    expect(reads()).toEqual(['none']);
    navigate(`/in/${FULL}/`);
    await wait(SETTLE_MS);
    expect(reads()).toEqual(['none']); // no page for it yet
    showTopCard(FULL);
    await wait(SETTLE_MS);
    expect(reads()).toEqual(['none', `${FULL}:0`]);
    showSections(FULL);
    await wait(SETTLE_MS);
    expect(reads()).toEqual(['none', `${FULL}:0`, `${FULL}:4`]);
    // A re-render with the same content (LinkedIn redraws often) is not reported again.
    showSections(FULL);
    document.body.append(renderMoreProfiles(document, FULL, UI.en));
    await wait(SETTLE_MS);
    expect(reads()).toEqual(['none', `${FULL}:0`, `${FULL}:4`]);
    const last = sent.at(-1);
    expect(last?.type === 'profile/read' && last.profile.readAt).toBeGreaterThan(0);
  });

  it('on moving to another profile says "none" at once, and reads the next one only once the page shows it, without the old sections', async () => {
    history.replaceState({}, '', `/in/${FULL}/`);
    showTopCard(FULL);
    showSections(FULL);
    const { navigate, wait, reads, sent } = setUp();
    await wait(0);
    expect(reads()).toEqual([`${FULL}:4`]);
    navigate(`/in/${GERMAN}/`);
    await wait(SETTLE_MS);
    expect(reads()).toEqual([`${FULL}:4`, 'none']);
    await wait(5 * SETTLE_MS);
    expect(reads()).toEqual([`${FULL}:4`, 'none']); // the page still shows Maya: nothing read
    showTopCard(GERMAN);
    await wait(SETTLE_MS);
    showSections(GERMAN);
    await wait(SETTLE_MS);
    expect(reads()).toEqual([`${FULL}:4`, 'none', `${GERMAN}:0`, `${GERMAN}:3`]);
    for (const message of sent.slice(2))
      expect(JSON.stringify(message)).not.toMatch(/Maya|Northwind|Tallyhouse|Erasmus/);
  });

  it('waits for a new name when the page names no profile in its links', async () => {
    history.replaceState({}, '', `/in/${FULL}/`);
    main().innerHTML =
      '<section><h1>Maya Okafor</h1><div>Head of Revenue Operations at Northwind Logistics</div></section>';
    const { navigate, wait, reads } = setUp();
    await wait(0);
    navigate('/in/someone-else/');
    main().querySelector('div')!.textContent = 'Designer at Verde Lab'; // only part of the card redrawn yet
    await wait(SETTLE_MS);
    expect(reads()).toEqual([`${FULL}:0`, 'none']);
    main().querySelector('h1')!.textContent = 'Ana Lima';
    await wait(SETTLE_MS);
    expect(reads()).toEqual([`${FULL}:0`, 'none', 'someone-else:0']);
  });

  it('says "none" when the tab leaves profile pages, and nothing more while it stays away', async () => {
    history.replaceState({}, '', `/in/${FULL}/`);
    showTopCard(FULL);
    const { navigate, wait, reads } = setUp();
    await wait(0);
    navigate('/feed/');
    main().replaceChildren();
    await wait(SETTLE_MS);
    main().append(document.createElement('p'));
    await wait(SETTLE_MS);
    expect(reads()).toEqual([`${FULL}:0`, 'none']);
  });

  it('tells the background again when it did not take a report', async () => {
    history.replaceState({}, '', `/in/${FULL}/`);
    showTopCard(FULL);
    const { wait, reads } = setUp({ fail: 1 });
    await wait(0);
    expect(reads()).toEqual([`${FULL}:0`]);
    await wait(2_000);
    expect(reads()).toEqual([`${FULL}:0`, `${FULL}:0`]);
    await wait(10_000);
    expect(reads()).toEqual([`${FULL}:0`, `${FULL}:0`]);
  });

  it('only starts a timer per change: a burst of changes is one read', async () => {
    history.replaceState({}, '', `/in/${FULL}/`);
    showTopCard(FULL);
    const { timers, wait, reads } = setUp();
    await wait(0);
    for (let i = 0; i < 50; i++) {
      main().append(document.createElement('div'));
      await settle();
    }
    expect(timers.pendingCount).toBe(1);
    await wait(SETTLE_MS);
    expect(reads()).toEqual([`${FULL}:0`]);
  });
});
