// Objections others raise, by kind, each with a reply the coached person can adapt.
import { objectionKinds, type TranscriptMessage } from '../../../lib/api/contract.ts';
import { sentences } from './text.ts';

export type ObjectionKind = (typeof objectionKinds)[number];

export interface Objection {
  kind: ObjectionKind;
  speakerName: string;
  quote: string;
  suggestedReply: string;
}

const PATTERNS: Record<ObjectionKind, RegExp> = {
  price:
    /\b(too (expensive|pricey|much)|over (our|the) budget|(no|tight|limited|small) budget|can't afford|cannot afford|costs? too|(price|pricing|cost) (is|seems|looks) (too |a bit |very |really )?(high|steep)|cheaper)\b/i,
  timing:
    /\b(not the right time|bad time|next (quarter|year|month)|too busy|maybe later|revisit (this|it) later|not a priority (right )?now|circle back)\b/i,
  competitor:
    /\b(we already (use|have|work with)|already using|(looking at|evaluating|talking to) (other|another|a few) (vendors?|options|tools|providers)|competitor|happy with our current)\b/i,
  authority:
    /\b(check with (my|our) (boss|manager|team|cfo|ceo|director|legal)|not my (call|decision)|(need|have) to (ask|run it by|get approval)|sign[- ]off|decision maker)\b/i,
  need:
    /\b(don't (really )?need|do not need|not (really )?needed|no need|doesn't solve|not a problem for us|works fine (as it is|today)|not sure (we|it) (need|would help))\b/i,
};

/** Any kind at all: one test rules out most sentences before the per-kind tests. */
const ANY_OBJECTION = new RegExp(
  objectionKinds.map((kind) => `(?:${PATTERNS[kind].source})`).join('|'),
  'i',
);

const REPLIES: Record<ObjectionKind, string> = {
  price:
    'Acknowledge the budget concern, then tie the price to the cost of the problem: ask what it costs them today and offer a smaller first step.',
  timing:
    'Ask what makes now the wrong time and what would change by then; offer a light next step that keeps momentum without a big commitment.',
  competitor:
    'Ask what they like about their current option and where it falls short; show the one difference that matters for their case.',
  authority:
    'Ask who else is involved and what they will care about; offer to prepare a short summary or join the conversation with them.',
  need:
    'Ask how they handle this today and what happens when it goes wrong; connect one concrete outcome to something they said earlier.',
};

export function objectionIn(sentence: string): ObjectionKind | undefined {
  if (!ANY_OBJECTION.test(sentence)) return undefined;
  return objectionKinds.find((kind) => PATTERNS[kind].test(sentence));
}

/**
 * The latest `limit` objections others raised, oldest first. Scans from the end, so a long
 * call costs no more than its recent part.
 */
export function findObjections(dialogue: readonly TranscriptMessage[], currentUser: string, limit = Infinity): Objection[] {
  const found: Objection[] = [];
  for (let m = dialogue.length - 1; m >= 0 && found.length < limit; m--) {
    const message = dialogue[m]!;
    if (message.speakerName === currentUser) continue;
    const said = sentences(message.content);
    for (let s = said.length - 1; s >= 0 && found.length < limit; s--) {
      const kind = objectionIn(said[s]!);
      if (kind) found.push({ kind, speakerName: message.speakerName, quote: said[s]!, suggestedReply: REPLIES[kind] });
    }
  }
  return found.reverse();
}
