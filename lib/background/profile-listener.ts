// Keeps the LinkedIn profile each tab shows in storage.session, where the panel reads it: set on
// `profile/read`, removed on `profile/none` and when the tab closes. One tab's changes are applied in
// the order they came, so a quick "none, then the next profile" never ends as none.
import { profileStorageKey, type ProfileMessage } from '../messaging/outreach-protocol';

export interface ProfileArea {
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string): Promise<void>;
}

export function createProfileKeeper(area: ProfileArea) {
  const queues = new Map<number, Promise<void>>();

  function inOrder(tabId: number, change: () => Promise<void>): Promise<void> {
    const done = (queues.get(tabId) ?? Promise.resolve()).then(change, change);
    queues.set(tabId, done);
    const forgetQueue = () => {
      if (queues.get(tabId) === done) queues.delete(tabId);
    };
    done.then(forgetQueue, forgetQueue);
    return done;
  }

  return {
    handle(message: ProfileMessage, tabId: number): Promise<void> {
      const key = profileStorageKey(tabId);
      return inOrder(tabId, () =>
        message.type === 'profile/read' ? area.set({ [key]: message.profile }) : area.remove(key),
      );
    },
    tabClosed(tabId: number): Promise<void> {
      return inOrder(tabId, () => area.remove(profileStorageKey(tabId)));
    },
  };
}
