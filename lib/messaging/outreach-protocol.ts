// Outreach from a LinkedIn profile: what the profile content script reports to the background, where the
// background keeps it for the panel, and how the panel asks that content script to insert a draft.
// Plain types, no zod: the content script must stay small.

export interface ProfileExperience {
  title: string;
  company?: string;
  /** As the page shows them ("Jan 2022 - Present · 2 yrs"). */
  dates?: string;
  description?: string;
}

export interface ProfileEducation {
  school: string;
  degree?: string;
  dates?: string;
}

/** What one LinkedIn profile page shows; absent fields were not on the page. */
export interface LinkedInProfile {
  /** The profile's path slug (`/in/<slug>/`): drafts are kept per profile under it. */
  key: string;
  url: string;
  name: string;
  headline?: string;
  location?: string;
  about?: string;
  currentRole?: string;
  currentCompany?: string;
  experience: ProfileExperience[];
  education: ProfileEducation[];
  /** Recent posts or comments, their text, when the page shows them. */
  activity: string[];
  /** Epoch ms when read. */
  readAt: number;
}

export type ProfileMessage =
  /** The tab shows this profile (sent again when more of it renders, or another profile opens). */
  | { type: 'profile/read'; profile: LinkedInProfile }
  /** The tab left profile pages (or the profile could not be read). */
  | { type: 'profile/none' };

/** storage.session key under which the background keeps the profile a tab shows. */
export function profileStorageKey(tabId: number): string {
  return `profile:${tabId}`;
}

/** From the panel to the tab's LinkedIn content script (tabs.sendMessage). */
export interface InsertDraftRequest {
  type: 'outreach/insert';
  body: string;
  /** InMail and email: filled into the subject field when the open box has one. */
  subject?: string;
}

export type InsertDraftResult =
  | { ok: true; box: 'connection_note' | 'message' | 'inmail' }
  /** `no_box`: no connection-note or message box is open on the page; `too_long`: over the box's own limit. */
  | { ok: false; reason: 'no_box' | 'too_long'; limit?: number };

export function isProfileMessage(message: unknown): message is ProfileMessage {
  if (typeof message !== 'object' || message === null) return false;
  const m = message as { type?: unknown; profile?: { key?: unknown; name?: unknown; experience?: unknown } };
  if (m.type === 'profile/none') return true;
  return (
    m.type === 'profile/read' &&
    typeof m.profile === 'object' &&
    m.profile !== null &&
    typeof m.profile.key === 'string' &&
    typeof m.profile.name === 'string' &&
    Array.isArray(m.profile.experience)
  );
}
