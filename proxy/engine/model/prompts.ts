// What the model is asked, per call type. The system message says what to do and the exact
// JSON to answer with; the user message holds only the material (transcript or copy), so text
// from a call is always data to read, never the instructions.
import {
  LINKEDIN_CONNECTION_MAX_CHARS,
  objectionKinds,
  type OutreachType,
  type TranscriptMessage,
} from '../../../lib/api/contract.ts';
import { type Language, languageNames } from '../../../lib/api/language.ts';
import type { PlaybookFile } from '../../../lib/api/playbook.ts';
import { conversationLanguage } from '../language/detect.ts';
import { draftLanguage } from '../outreach/evaluate.ts';
import { outreachLanguage } from '../outreach/generate.ts';
import { splitOutreachInput } from '../outreach/profile.ts';
import { promptEntries } from '../playbook/model-entries.ts';
import type { ChatMessage } from './client.ts';

/** The latest part of a long call that is sent: about 6,000 tokens, enough for the last half hour. */
export const MAX_TRANSCRIPT_CHARS = 24_000;

const JSON_ONLY = 'Answer with one JSON object and nothing else: no prose, no code fence.';

/**
 * The prompt's line naming the language to write in: the conversation's, or the user's setting.
 * Quotes stay as said, since they are checked against the transcript word for word.
 */
export function languageLine(transcript: readonly TranscriptMessage[], currentUser: string, fixed?: Language): string {
  const name = languageNames[conversationLanguage(transcript, currentUser, fixed)];
  return `Write every text in ${name}; quotes stay word for word as said.`;
}

/** The newest lines that fit, oldest first; earlier guidance is marked as such. */
export function transcriptText(transcript: readonly TranscriptMessage[], maxChars = MAX_TRANSCRIPT_CHARS): string {
  const lines: string[] = [];
  let used = 0;
  for (let i = transcript.length - 1; i >= 0; i -= 1) {
    const message = transcript[i]!;
    const who = message.speakerRole === 'assistant' ? '(earlier guidance)' : message.speakerName;
    const line = `${who}: ${message.content.replace(/\s+/g, ' ').trim()}`;
    if (used + line.length + 1 > maxChars && lines.length > 0) break;
    lines.push(line.slice(0, maxChars));
    used += line.length + 1;
  }
  return lines.reverse().join('\n');
}

export function analyzePrompt(input: {
  transcript: readonly TranscriptMessage[];
  currentUser: string;
  callType: string;
  previousElaboration?: string;
  playbook?: PlaybookFile;
  /** The language to write in, as the rules were given it; without it, the conversation's language. */
  language?: Language;
}): ChatMessage[] {
  const { currentUser, callType } = input;
  const entries = input.playbook ? promptEntries(input.playbook, input.transcript) : [];
  const system = [
    `You coach ${currentUser} live during a ${callType} conversation. Read the transcript and tell ${currentUser} what to do next.`,
    'Each transcript line starts with the speaker\'s name. Lines starting "(earlier guidance)" are advice given before, not part of the dialogue.',
    JSON_ONLY,
    'Fields:',
    `- "elaboration": string, one to four short points for ${currentUser}, one a line, each starting with "- ", most urgent first.`,
    '- "isSame": boolean, true only when your points give the same advice as the earlier guidance.',
    `- "unansweredQuestions": array of {"speakerName": string, "question": string}: questions others asked that ${currentUser} has not answered yet.`,
    `- "objections": array of {"kind": one of ${objectionKinds.map((k) => `"${k}"`).join(', ')}, "speakerName": string, "quote": string, "suggestedReply": string}.`,
    '- "nextStep": {"agreed": boolean, "suggestion": string}: whether a concrete next step was agreed, and one to propose if not.',
    ...(entries.length > 0
      ? [
          `- "playbook": array of {"id": string, "quote": string}: the team playbook entries (listed after the transcript) that a line raises: an objection or problem another participant voiced, or a competitor named by anyone; "quote" is that line word for word. Use only listed ids; base your points on those entries.`,
        ]
      : []),
    'Quote only what was said; never invent facts.',
    languageLine(input.transcript, currentUser, input.language),
  ].join('\n');
  const earlier = input.previousElaboration ? `\n\nEarlier guidance:\n${input.previousElaboration}` : '';
  const playbook = entries.length > 0 ? `\n\nTeam playbook entries:\n${entries.join('\n')}` : '';
  return [
    { role: 'system', content: system },
    { role: 'user', content: `Transcript:\n${transcriptText(input.transcript)}${earlier}${playbook}` },
  ];
}

const typeWords: Record<OutreachType, string> = {
  email: 'a cold sales e-mail of 50 to 150 words with a subject of at most 60 characters',
  inmail: 'a LinkedIn InMail of 50 to 150 words with a subject of at most 60 characters',
  linkedin_message: 'a LinkedIn message of 30 to 120 words',
  linkedin_connection: `a LinkedIn connection note of at most ${LINKEDIN_CONNECTION_MAX_CHARS} characters`,
};

const hasSubject = (type: OutreachType) => type === 'email' || type === 'inmail';

/** Characters are counted as LinkedIn counts them, so the model is told how. */
const COUNTING = 'Characters count as LinkedIn counts them: each line break is one, an emoji two.';

/** `language`: the user's choice; without it, the profile's language. */
export function generatePrompt(input: string, type: OutreachType, language?: Language): ChatMessage[] {
  const fields = hasSubject(type) ? '{"subject": string, "body": string}' : '{"body": string}';
  const writeIn = outreachLanguage(splitOutreachInput(input).profile, language);
  const system = [
    `Write ${typeWords[type]} to the person described by the user's text: greet them by first name if known, mention one specific thing about them, offer one clear benefit, and end with one question asking for a short call.`,
    `Write it in ${languageNames[writeIn]}, as a native business writer would (the polite form of address a cold message uses in that language).`,
    'Use only facts from the text.',
    COUNTING,
    JSON_ONLY,
    `Fields: ${fields}.`,
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: input },
  ];
}

/** `language`: the user's choice; without it, the draft's language. */
export function evaluatePrompt(input: string, type: OutreachType, language?: Language): ChatMessage[] {
  const system = [
    `Evaluate the user's text as ${typeWords[type]}: is it about the reader, specific to them, easy to read, free of spam phrases, with exactly one clear ask?`,
    `Write every finding's message in ${languageNames[draftLanguage(input, language)]}.`,
    JSON_ONLY,
    'Fields: {"score": whole number 0 to 100, "findings": array of {"code": snake_case string, "severity": "info" | "warning" | "problem", "message": one sentence the writer can act on}}.',
    'List at least one finding; when nothing is wrong, one "info" finding saying what works.',
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: input },
  ];
}

/** `language`: the user's choice; without it, the text's language. */
export function shortenPrompt(input: string, limit: number, language?: Language): ChatMessage[] {
  const system = [
    `Shorten the user's text to at most ${limit} characters, spaces included. Keep the greeting, the main point and the call to action; drop filler first. Do not add anything.`,
    `Keep it in ${languageNames[draftLanguage(input, language)]}; never cut inside a word.`,
    COUNTING,
    JSON_ONLY,
    'Fields: {"text": string}.',
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: input },
  ];
}
