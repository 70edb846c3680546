// Types for the practice LinkedIn profiles' plain-JavaScript script, so tests can import it.
export interface PracticeRole {
  title: string;
  company?: string;
  type?: string;
  dates: string;
  place?: string;
  description?: string;
}
export interface PracticeGroup {
  company: string;
  type?: string;
  roles: PracticeRole[];
}
export interface PracticeProfile {
  ui: 'en' | 'de';
  name: string;
  pronouns?: string;
  degree: string;
  headline: string;
  location: string;
  connections: string;
  about?: string;
  activity: string[];
  experience: (PracticeRole | PracticeGroup)[];
  education: { school: string; degree?: string; dates: string }[];
}
export type PracticeUi = Record<string, string>;
export declare const PROFILES: Record<string, PracticeProfile>;
export declare const UI: Record<'en' | 'de' | 'ja', PracticeUi>;
export declare function renderTopCard(
  doc: Document,
  slug: string,
  profile: PracticeProfile,
  ui: PracticeUi,
): HTMLElement;
export declare function renderSections(
  doc: Document,
  slug: string,
  profile: PracticeProfile,
  ui: PracticeUi,
): HTMLElement[];
export declare function renderMoreProfiles(doc: Document, slug: string | undefined, ui: PracticeUi): HTMLElement;
