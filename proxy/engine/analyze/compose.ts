// The analysis the engine returns: structured findings plus up to four points of plain text
// for the coached person, most urgent first. Same transcript, same text.
import type { TranscriptMessage } from '../../../lib/api/contract.ts';
import type { Language } from '../../../lib/api/language.ts';
import type { ChecklistState, PlaybookFile, PlaybookMatch } from '../../../lib/api/playbook.ts';
import { matchPlaybook } from '../playbook/match.ts';
import { nextStep, type NextStep } from './next-step.ts';
import { findObjections, type Objection } from './objections.ts';
import { unansweredQuestions, type UnansweredQuestion } from './questions.ts';
import { sentimentTrend, type SentimentTrend } from './sentiment.ts';
import { talkStats, type TalkStats } from './talk.ts';
import { dialogue as dialogueOf } from './text.ts';
import { listed, PHRASES, quoted } from '../language/phrases/index.ts';

export interface Analysis {
  elaboration: string;
  isSame: boolean;
  unansweredQuestions: UnansweredQuestion[];
  objections: Objection[];
  talk: TalkStats;
  sentiment: SentimentTrend;
  nextStep: NextStep;
  callType: string;
  /** With a team playbook only. */
  playbook?: PlaybookMatch[];
  checklist?: ChecklistState;
}

/** Objections this recent (in dialogue messages) come first. */
const RECENT_MESSAGES = 6;
const MAX_POINTS = 4;
/** Listed objections and open questions: the latest few are what the coached person can act on. */
const MAX_LISTED = 5;
const TALK_SHARE_HIGH = 0.65;
const MONOLOGUE_LONG_WORDS = 250;
/** A next step matters only once the call has gone on for a while. */
const NEXT_STEP_AFTER_MESSAGES = 10;

export function analyzeTranscript(
  transcript: readonly TranscriptMessage[],
  currentUser: string,
  options: {
    callType?: string;
    previousElaboration?: string;
    playbook?: PlaybookFile;
    /** The conversation's language: objections and next steps are read in it, and the points written in it; English unless given. */
    language?: Language;
  } = {},
): Analysis {
  const dialogue = dialogueOf(transcript);
  const recent = dialogue.slice(-RECENT_MESSAGES);
  const language = options.language ?? 'en';
  const objections = findObjections(dialogue, currentUser, MAX_LISTED, language);
  const recentObjections = findObjections(recent, currentUser, Infinity, language);
  const questions = unansweredQuestions(dialogue, currentUser);
  const talk = talkStats(dialogue, currentUser);
  const sentiment = sentimentTrend(dialogue, currentUser);
  const step = nextStep(dialogue, language);

  // Each point names its finding in fixed words and puts what people said in quotes, so that
  // guidanceGist() can tell the same advice about revised wording from new advice.
  const say = PHRASES[language];
  const points: string[] = [];
  for (const objection of recentObjections) {
    points.push(
      `${say.objection(objection.speakerName, objection.kind, quoted(objection.quote, language))} ${objection.suggestedReply}`,
    );
  }
  if (questions.length > 0) {
    const listedQuestions = questions.slice(-2);
    const askers = [...new Set(listedQuestions.map((q) => q.speakerName))];
    const quotes = listedQuestions.map((q) => quoted(q.question, language));
    points.push(say.answer(listed(askers, language), askers.length > 1, listed(quotes, language)));
  }
  if (sentiment.turnedNegative) points.push(say.moodTurned);
  if (talk.currentUserShare > TALK_SHARE_HIGH && dialogue.length >= 4) {
    points.push(say.talkShare(Math.round(talk.currentUserShare * 100)));
  } else if (talk.longestMonologueWords > MONOLOGUE_LONG_WORDS) {
    points.push(say.monologue(talk.longestMonologueWords));
  }
  if (!step.agreed && dialogue.length >= NEXT_STEP_AFTER_MESSAGES && step.suggestion) points.push(step.suggestion);
  if (points.length === 0) points.push(say.keepGoing);

  const elaboration = points
    .slice(0, MAX_POINTS)
    .map((point) => `- ${point}`)
    .join('\n');
  const analysis: Analysis = {
    elaboration,
    isSame: repeats(elaboration, transcript, options.previousElaboration),
    unansweredQuestions: questions.slice(-MAX_LISTED),
    objections,
    talk,
    sentiment,
    nextStep: step,
    callType: options.callType ?? 'sales',
  };
  return options.playbook ? { ...analysis, ...matchPlaybook(options.playbook, transcript, currentUser) } : analysis;
}

/**
 * A repeat says what earlier guidance said: the transcript's earlier guidance (sent back as
 * assistant messages) or the conversation's latest saved analysis.
 */
function repeats(elaboration: string, transcript: readonly TranscriptMessage[], previous?: string): boolean {
  const gist = guidanceGist(elaboration);
  if (previous !== undefined && guidanceGist(previous) === gist) return true;
  return transcript.some((m) => m.speakerRole === 'assistant' && guidanceGist(m.content) === gist);
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** One of `sources` (regex sources), each distinct one once. */
const oneOf = (sources: readonly string[]) => `(?:${[...new Set(sources)].join('|')})`;
const catalogs = Object.values(PHRASES);
/** A quote in any language's marks: the gist does not depend on which language a guidance is in. */
const QUOTE = oneOf(catalogs.map(({ quoteMarks: [open, close] }) => `${literal(open)}[^\\n]*?${literal(close)}`));
/** Between listed quotes: a comma or a language's "and". */
const BETWEEN = oneOf(
  catalogs.flatMap(({ comma, and }) => [comma, and]).map((word) => `\\s*${literal(word.trim())}\\s*`),
);
/** Quotes listed together ("a" and "b", or "a", "b") count as one: how many were quoted is wording too. */
const QUOTED_RUN = new RegExp(`${QUOTE}(?:${BETWEEN}${QUOTE})*`, 'g');
/** The figures of the talk points: talking 71% instead of 70% is the same advice. */
const FIGURE = new RegExp(`\\d+(?=\\s*(?:%|${oneOf(catalogs.map(({ words }) => literal(words)))}))`, 'g');

/**
 * What a guidance says, without the words it quotes or the figures it cites: two guidances with
 * the same gist give the same advice about the same findings (objection kinds and who raised
 * them, who asked open questions, the mood, talk and next-step points), even when the captions
 * they quote were revised in between. It reads every language's quote marks, joining words and units.
 */
export function guidanceGist(elaboration: string): string {
  return elaboration.replace(QUOTED_RUN, '""').replace(FIGURE, '#').replace(/\s+/g, ' ').trim().toLowerCase();
}
