// Drafts an outreach message of the asked type from the source text, the same way every time.
import {
  LINKEDIN_CONNECTION_MAX_CHARS,
  type GenerateOutreachResponse,
  type OutreachType,
} from '../../../lib/api/contract.ts';
import { readProfile, type ProfileFacts } from './profile.ts';
import { shortenText } from './shorten.ts';

function greeting(facts: ProfileFacts): string {
  return facts.firstName ? `Hi ${facts.firstName},` : 'Hi there,';
}

function hook(facts: ProfileFacts): string {
  if (facts.detail) return `I noticed this on your profile: ${lowerFirst(facts.detail)}.`;
  if (facts.role && facts.company) return `I see you work as ${facts.role} at ${facts.company}.`;
  return 'I came across your profile and wanted to reach out.';
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function value(facts: ProfileFacts): string {
  const team = facts.company ? `teams like ${facts.company}'s` : 'teams like yours';
  return `We help ${team} get clear guidance during sales calls, so reps handle objections and agree next steps without extra prep.`;
}

const CALL_TO_ACTION = 'Would you be open to a 15-minute call next week?';

export function generateOutreach(input: string, type: OutreachType): GenerateOutreachResponse {
  const facts = readProfile(input);
  const company = facts.company ?? 'your team';
  switch (type) {
    case 'email':
    case 'inmail': {
      const subject = `Idea for ${company}`.slice(0, 60);
      const body = [greeting(facts), '', `${hook(facts)} ${value(facts)}`, '', CALL_TO_ACTION, '', 'Best,'].join('\n');
      return { type, subject, body, characters: body.length };
    }
    case 'linkedin_message': {
      const body = [greeting(facts), `${hook(facts)} ${value(facts)}`, CALL_TO_ACTION].join('\n\n');
      return { type, body, characters: body.length };
    }
    case 'linkedin_connection': {
      const draft = `${greeting(facts)} ${hook(facts)} I work on live sales-call guidance and would like to connect.`;
      const body = shortenText(draft, LINKEDIN_CONNECTION_MAX_CHARS);
      return { type, body, characters: body.length };
    }
  }
}
