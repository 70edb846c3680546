// The recap of a conversation: what was decided, who does what by when, what is still open, and the
// objections with whether they were answered. Every item carries `quote`, one transcript line's words
// verbatim, so a reader can check it; keepQuoted() drops whatever cannot be checked, from the engine's
// rules and from a model alike.
import { z } from 'zod';
import { AnalyzeRequest, objectionKinds, type TranscriptMessage } from './contract';
import { ChecklistState } from './playbook';

/** The recap asks what analyze asks: who is coached, and the whole conversation so far. */
export const RecapRequest = AnalyzeRequest.describe(
  'The conversation to recap. With sessionId (a conversation you own) the recap is saved with it and returned as `recap` when the conversation is read.',
);
export type RecapRequest = z.infer<typeof RecapRequest>;

const quote = z.string().describe('The transcript line the item comes from, word for word.');
const Item = z.object({ text: z.string().describe('The item in a few words.'), quote });

export const RecapNextStep = Item.extend({
  owner: z.string().optional().describe('Who committed to it or was named for it, as said.'),
  due: z.string().optional().describe('When it is due, in the words that were said ("by Friday").'),
});
export const RecapQuestion = Item.extend({ speakerName: z.string().describe('Who asked.') });
export const RecapObjection = Item.extend({
  kind: z.enum(objectionKinds).describe('What the objection is about.'),
  speakerName: z.string().describe('Who raised it.'),
  answered: z.boolean().describe('True when the coached person replied to it within the next few lines.'),
  answerQuote: z.string().optional().describe('That reply, word for word.'),
});

export const Recap = z.object({
  summary: z.array(z.string()).describe('A few short sentences: who spoke, what was decided, what comes next.'),
  decisions: z.array(Item).describe('What was agreed, in order.'),
  nextSteps: z.array(RecapNextStep).describe('Commitments, with owner and due date when they were said.'),
  openQuestions: z.array(RecapQuestion).describe('Questions no later line answered.'),
  objections: z.array(RecapObjection).describe("The other participants' objections."),
  checklist: ChecklistState.optional().describe("The team playbook's discovery checklist at the end of the call."),
});
export type Recap = z.infer<typeof Recap>;
export type RecapItem = z.infer<typeof Item>;
export type RecapNextStep = z.infer<typeof RecapNextStep>;
export type RecapQuestion = z.infer<typeof RecapQuestion>;
export type RecapObjection = z.infer<typeof RecapObjection>;

const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The recap without invented items: an item stays only when its quote is one participant line's words
 * (spacing aside, since a model may re-space it); its quote becomes that line exactly, and who asked or
 * objected becomes that line's speaker. An answer quote that is no line is dropped with its claim.
 */
export function keepQuoted(recap: Recap, transcript: readonly TranscriptMessage[]): Recap {
  const lines = new Map<string, TranscriptMessage>();
  for (const message of transcript) {
    if (message.speakerRole !== 'user') continue;
    const key = spaced(message.content);
    if (key && !lines.has(key)) lines.set(key, message);
  }
  const lineOf = (said: string | undefined) => (said === undefined ? undefined : lines.get(spaced(said)));
  function kept<T extends { quote: string }>(items: readonly T[], fix: (item: T, line: TranscriptMessage) => T): T[] {
    return items.flatMap((item) => {
      const line = lineOf(item.quote);
      return line ? [fix({ ...item, quote: line.content }, line)] : [];
    });
  }
  const same = <T>(item: T) => item;
  const result: Recap = {
    summary: recap.summary,
    decisions: kept(recap.decisions, same),
    nextSteps: kept(recap.nextSteps, same),
    openQuestions: kept(recap.openQuestions, (item, line) => ({ ...item, speakerName: line.speakerName })),
    objections: kept(recap.objections, (item, line) => {
      const answer = lineOf(item.answerQuote);
      const { answerQuote: _dropped, ...rest } = item;
      return answer
        ? { ...rest, speakerName: line.speakerName, answerQuote: answer.content }
        : { ...rest, speakerName: line.speakerName, answered: item.answerQuote === undefined && item.answered };
    }),
  };
  return recap.checklist ? { ...result, checklist: recap.checklist } : result;
}
