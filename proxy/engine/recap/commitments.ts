// Next steps and decisions: sentences in which someone commits to doing something ("I'll send the
// proposal by Friday"), asks a named person to ("Priya, can you loop in legal?"), or says what was
// settled ("let's go with the annual plan"). Owners and dates come only from the words said.
import { isQuestion } from '../analyze/questions.ts';
import { spoken } from './spoken.ts';

const ACTION =
  '(?:send|resend|share|email|e-mail|mail|forward|follow up|circle back|get back|loop in|loop|set up|setup|schedule|reschedule|book|put together|pull together|draft|prepare|write up|write|check|double-check|look into|look at|confirm|ask|talk to|speak (?:to|with)|reach out|call|ping|text|update|review|sync|introduce|connect|arrange|organize|organise|create|run|test|demo|get|make sure|handle|take care|dig into|investigate|escalate|file|open|fix|push|deploy|grab|invite|circulate|compile|finalize|finalise|sign|bring|present|walk|kick off|provision|enable|add|pull|order|refund|credit|reset|process|issue|ship|submit|raise|log|note|drop|put|give|find out|figure out|work on|touch base|clarify|coordinate|block|reserve|request|reply|respond|post|upload|install|configure|migrate|set|do)';
/** The speaker commits: "I'll send", "we will set up", "let me check", "I'm going to loop in". */
const SELF = new RegExp(
  `(?:^|[^a-z'])(?:(?:i|we) (?:will|shall|am going to|are going to|can|should be able to|would be happy to|am happy to|are happy to|need to|have to|got to|plan to|promise to|commit to|am on it and will)|let me|let us|i am on it,? i will|i am sending|i am setting up|i am booking|i am scheduling|i am looping)(?: (?:also|just|then|definitely|quickly|personally|go ahead and|make sure to|try to|and|first|today|right away|gladly|happily|totally|certainly|absolutely|get|now))* ${ACTION}\\b`,
);
/** Someone named does it: "Sarah will send", "Tom is going to set up", "Priya, can you loop in legal". */
const NAMED =
  /(?:^|[^A-Za-z'])([A-Z][a-z]+(?: [A-Z][a-z]+)?)(?:,? (?:(?:can|could|would|will) you(?: please)?|will|is going to|please|to)) /;
const NAMED_ACTION = new RegExp(`^(?:(?:also|just|then|please|definitely) )*${ACTION}\\b`);
/** Named-step phrases: the next step stated outright. */
const STEP =
  /\b(?:next steps? (?:is|are|will be|would be)|action items?(?: for| is|:)|the plan is to|(?:i|we) will (?:see|talk to|speak with|meet) (?:you|each other) (?:on|next|at|then|tomorrow))\b/;
/** Not a commitment: negated, refused, hypothetical or in the past. */
const NOT_A_STEP =
  /\b(?:i|we) (?:will|can|shall) not\b|\b(?:if|unless|whether|once) (?:i|we|you|they)\b.*\b(?:i|we) (?:would|might)\b|\b(?:i|we) (?:would|might|could) have\b|^(?:if|unless|whether)\b[^,]*$/;

const WEEKDAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
/** When it is due, as said: "by Friday", "end of next week", "tomorrow morning", "on the 14th". */
const DUE = new RegExp(
  `\\b(?:(?:by|before|on|until|for|no later than|first thing|early|later|sometime|some time)\\s+)?(?:(?:the\\s+)?end of (?:the\\s+)?(?:day|today|this week|next week|the week|week|the month|this month|next month|month|quarter|the quarter)|eod|eow|cob|today|tonight|tomorrow(?:\\s+(?:morning|afternoon|evening|night|eod))?|this\\s+(?:week|afternoon|morning|evening|month)|next\\s+(?:week|month|${WEEKDAY})|(?:this\\s+)?${WEEKDAY}(?:\\s+(?:morning|afternoon|evening|eod))?|${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?|(?:the\\s+)?\\d{1,2}(?:st|nd|rd|th)(?:\\s+of\\s+${MONTH})?|(?:with)?in\\s+(?:a|an|one|two|three|four|five|\\d+)\\s+(?:business\\s+)?(?:days?|weeks?|hours?|minutes?)|(?:at\\s+)?\\d{1,2}(?::\\d{2})?\\s*(?:am|pm|a\\.m\\.|p\\.m\\.))`,
  'i',
);

export function dueIn(sentence: string): string | undefined {
  return sentence.match(DUE)?.[0].trim();
}

export interface Commitment {
  /** The sentence that commits. */
  text: string;
  owner?: string;
  due?: string;
}

/** Names of people a named-owner pattern may pick up that are no people. */
const NOT_A_NAME = new Set(
  'I,We,You,They,It,That,This,Then,So,And,But,Okay,Ok,Sure,Great,Yes,Yeah,Perfect,Also,Maybe,Please,Thanks,Thank,Cool,Alright,Right,Well,Now,Next,Monday,Tuesday,Wednesday,Thursday,Friday,Saturday,Sunday,Today,Tomorrow,Support,Sales,Legal,Finance,Someone,Everyone,Nobody,Who,What,When,How,Where,Why,Which,If,Once,Our,Your,The,A,An,He,She,Let'.split(
    ',',
  ),
);

/** The commitment a sentence makes, if any; `speakerName` owns what the speaker commits to. */
export function commitmentIn(sentence: string, speakerName: string): Commitment | undefined {
  const said = spoken(sentence);
  if (NOT_A_STEP.test(said)) return undefined;
  const due = dueIn(sentence);
  const named = namedOwner(sentence);
  if (named) return withDue({ text: sentence, owner: named }, due);
  // A question asks for a step; only a stated one is a commitment.
  if (isQuestion(sentence)) return undefined;
  if (SELF.test(said)) return withDue({ text: sentence, owner: speakerName }, due);
  if (STEP.test(said)) return withDue({ text: sentence }, due);
  return undefined;
}

function namedOwner(sentence: string): string | undefined {
  const match = NAMED.exec(sentence);
  if (!match) return undefined;
  const name = match[1]!;
  if (NOT_A_NAME.has(name.split(' ')[0]!)) return undefined;
  const rest = spoken(sentence.slice(match.index + match[0].length));
  return NAMED_ACTION.test(rest) ? name : undefined;
}

function withDue(commitment: Commitment, due: string | undefined): Commitment {
  return due === undefined ? commitment : { ...commitment, due };
}

const DECISION = new RegExp(
  [
    '\\blet us (?:go with|go ahead with|do (?:it|that|the|a|an)|move forward|move ahead|proceed|stick with|start with|lock (?:in|it|that)|pick|use|plan on|go for|keep|make it|drop|skip|table|switch)\\b',
    '\\b(?:we|i) (?:have |had |all |both )?(?:agreed|decided|settled on|chose|have chosen|are aligned)\\b',
    '\\b(?:we|i) (?:will|are going to|are) (?:go|going) (?:with|ahead with|for)\\b',
    '\\b(?:we|i) will (?:start with|begin with|go with|go ahead|move forward|move ahead|proceed|stick with|take the|sign|pilot|use|keep|drop|skip|switch|opt for|pick|roll out)\\b',
    '\\b(?:we|i) (?:are|am) (?:going to|gonna) (?:start with|begin with|move forward|proceed|stick with|sign|pilot|use|keep|switch|roll out|take the)\\b',
    '\\b(?:we are|i am) (?:moving forward|going ahead|proceeding|sticking with|signing|switching)\\b',
    '\\b(?:decision|the call|the verdict) is\\b',
    '\\b(?:that is|it is) (?:decided|settled|agreed|a deal|a plan|a go)\\b',
    '^(?:ok(?:ay)?,? )?(?:agreed|deal|done deal|decided|settled)\\b',
    '\\bso (?:it is|we are) (?:agreed|settled|decided)\\b',
    '\\bwe have a deal\\b',
  ].join('|'),
);
const NOT_A_DECISION =
  /\b(?:not|never|have not|did not|can not|haven't|yet to)\s+(?:agreed|decided|go with|settled)\b|\bif we\b/;

/** Whether a sentence states something settled. */
export function isDecision(sentence: string): boolean {
  const said = spoken(sentence);
  if (NOT_A_DECISION.test(said)) return false;
  if (/\?\s*$/.test(sentence)) return false;
  return DECISION.test(said);
}
