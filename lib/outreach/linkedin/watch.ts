// Follows a LinkedIn tab from page to page (a single-page app: profiles change without a page load) and
// reports the profile it shows: `profile/read` when a profile, or what is read of it, changes;
// `profile/none` when the tab leaves profile pages or moves on to another profile not yet shown. A read is
// only reported once the page's content belongs to the address (see pageShowsProfile), so two profiles
// are never mixed. Work per DOM mutation is constant: it only starts a timer.
import type { LinkedInProfile, ProfileMessage } from '../../messaging/outreach-protocol';
import { firstMatch } from '../../capture/core/dom';
import { pageShowsProfile, profileSlug, readProfile } from './profile';
import { LINKEDIN } from './selectors';
import { OneShotTimer, realTimers, type Timers } from '../../capture/core/timers';

/** A read at most this often while the page changes, and this long after a navigation. */
export const SETTLE_MS = 400;
/** A report the background did not take is tried again after this, a few times. */
const RETRY_MS = 2_000;
const MAX_RETRIES = 3;

export interface ProfileWatchOptions {
  doc: Document;
  /** The tab's address now. */
  url: () => string;
  send: (message: ProfileMessage) => Promise<unknown>;
  /** Calls the listener after each same-document navigation; returns how to stop. */
  onNavigate: (listener: () => void) => () => void;
  timers?: Timers;
}

export interface ProfileWatch {
  stop(): void;
}

export function watchProfiles(options: ProfileWatchOptions): ProfileWatch {
  const { doc } = options;
  const timers = options.timers ?? realTimers;
  /** What the background was last told: a profile (by slug and content), nothing, or unknown. */
  let told: { slug: string; content: string } | 'none' | undefined;
  /** The last profile read. */
  let lastRead: LinkedInProfile | undefined;
  /** The profile the address names now, and the one read before it: what of that is still on screen is not this profile's. */
  let current: { slug: string; before?: LinkedInProfile } | undefined;
  let failures = 0;
  const timer = new OneShotTimer(timers, check);

  function tell(message: ProfileMessage, content?: string) {
    const sent = message.type === 'profile/read' ? { slug: message.profile.key, content: content ?? '' } : 'none';
    told = sent;
    options.send(message).then(
      () => {
        failures = 0;
      },
      () => {
        // Unknown whether it arrived: the next check says it again.
        if (told !== sent) return;
        told = undefined;
        if (++failures <= MAX_RETRIES) timer.start(RETRY_MS);
      },
    );
  }

  function check() {
    const url = options.url();
    const slug = profileSlug(url);
    if (told !== undefined && told !== 'none' && told.slug !== slug) tell({ type: 'profile/none' });
    if (!slug) {
      if (told !== 'none') tell({ type: 'profile/none' });
      return;
    }
    if (current?.slug !== slug) current = { slug, before: lastRead && lastRead.key !== slug ? lastRead : undefined };
    if (!pageShowsProfile(doc, slug, current.before?.name)) return;
    const profile = readProfile(doc, url, timers.now(), current.before);
    if (!profile) return;
    lastRead = profile;
    const content = JSON.stringify({ ...profile, readAt: 0 });
    if (told !== undefined && told !== 'none' && told.content === content) return;
    tell({ type: 'profile/read', profile }, content);
  }

  const schedule = () => timer.start(SETTLE_MS);
  // Only changes in or around the page's main part matter (chat windows and notifications change often).
  let main: Element | null = null;
  const observer = new (doc.defaultView?.MutationObserver ?? MutationObserver)((records) => {
    if (timer.running) return;
    if (!main?.isConnected) main = firstMatch(doc, LINKEDIN.main);
    for (const record of records) {
      if (!main || main.contains(record.target) || record.target.contains(main)) {
        schedule();
        return;
      }
    }
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true, characterData: true });
  const stopNavigation = options.onNavigate(schedule);
  // Leaving the page for another site: the profile is no longer shown. Back from the cache: read again.
  const view = doc.defaultView;
  const hidden = () => {
    timer.cancel();
    if (told !== undefined && told !== 'none') void options.send({ type: 'profile/none' }).catch(() => undefined);
    told = undefined;
  };
  view?.addEventListener('pagehide', hidden);
  view?.addEventListener('pageshow', schedule);
  timer.start(0);

  return {
    stop() {
      timer.cancel();
      observer.disconnect();
      stopNavigation();
      view?.removeEventListener('pagehide', hidden);
      view?.removeEventListener('pageshow', schedule);
    },
  };
}

interface NavigationLike {
  addEventListener(type: 'currententrychange', listener: () => void): void;
  removeEventListener(type: 'currententrychange', listener: () => void): void;
}

/** Same-document navigations of `win`: the Navigation API where there is one, and history's back and forward. */
export function pageNavigation(win: Window): (listener: () => void) => () => void {
  return (listener) => {
    const navigation = (win as Window & { navigation?: NavigationLike }).navigation;
    navigation?.addEventListener('currententrychange', listener);
    win.addEventListener('popstate', listener);
    return () => {
      navigation?.removeEventListener('currententrychange', listener);
      win.removeEventListener('popstate', listener);
    };
  };
}
