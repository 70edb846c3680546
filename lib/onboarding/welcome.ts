// The first-run walk-through's pure parts: its steps, where to resume, and whether the practice call
// can be offered.
import type { MessageKey } from '../i18n/messages';
import type { Settings } from '../settings/schema';

export const WELCOME_STEPS = ['connect', 'name', 'sites', 'practice'] as const;
export type WelcomeStep = (typeof WELCOME_STEPS)[number];

export const WELCOME_STEP_TITLES: Record<WelcomeStep, MessageKey> = {
  connect: 'welcomeStepConnect',
  name: 'welcomeStepName',
  sites: 'welcomeStepSites',
  practice: 'welcomeStepPractice',
};

/** The practice Meet call's path: `npm start` maps meet.google.com to its local practice server. */
export const PRACTICE_MEET_PATH = '/sid-ecue-prc';
export const PRACTICE_CALL_URL = `https://meet.google.com${PRACTICE_MEET_PATH}`;

/** The page opens once, right after the extension is installed (not on updates or browser restarts). */
export function opensWelcome(reason: string): boolean {
  return reason === 'install';
}

/** Resuming from the options: the first step whose setting is still missing. */
export function firstOpenStep(settings: Pick<Settings, 'proxyUrl' | 'displayName'>): WelcomeStep {
  if (!settings.proxyUrl.trim()) return 'connect';
  if (!settings.displayName.trim()) return 'name';
  return 'sites';
}

/** The practice call plays only with a proxy on this machine (the one `npm start` runs). */
export function isLocalProxy(proxyUrl: string): boolean {
  try {
    const host = new URL(proxyUrl.trim()).hostname;
    return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
  } catch {
    return false;
  }
}
