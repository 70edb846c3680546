// Next steps and decisions: sentences in which someone commits to doing something ("I'll send the
// proposal by Friday", "Dana on the onboarding team will book the engineers"), or says what was settled
// ("let's go with the annual plan"). A request ("Kim, could you send me…?") is not yet a commitment:
// the reply that takes it on is. Owners and dates come only from the words said.
import { sentences } from '../analyze/text.ts';
import { contentStems } from '../playbook/similarity.ts';
import { spoken } from './spoken.ts';

const ACTION =
  '(?:talk with|speak with|contact|inform|brief|quote|send|resend|share|email|e-mail|mail|forward|follow up|circle back|get back|loop in|loop|set up|setup|schedule|reschedule|book|put together|pull together|draft|prepare|write up|write|check|double-check|look into|confirm|ask|talk to|speak (?:to|with)|reach out|call|ping|text|update|review|sync|introduce|connect|arrange|organize|organise|create|run|test|demo|get|make sure|handle|take care|dig into|investigate|escalate|file|open|fix|push|deploy|grab|invite|circulate|compile|finalize|finalise|sign|bring|present|walk|kick off|provision|enable|add|pull|order|refund|credit|reset|process|issue|ship|submit|raise|log|note|put|give|find out|figure out|work on|touch base|clarify|coordinate|block|reserve|request|reply|respond|post|upload|install|configure|migrate|set|show|turn|chase|make|pass|hand|mention|flag|build|pencil|hold|let (?:you|them|him|her) know|keep (?:you|them) (?:posted|updated|in the loop)|go through|run through)';
/** The speaker commits: "I'll send", "we will set up", "I'm going to loop in". */
const SELF = new RegExp(
  `(?:^|[^a-z'])(?:(?:i|we) (?:will|shall|am going to|are going to|should be able to|would be happy to|am happy to|are happy to|plan to|promise to|commit to)|i am on it,? i will|i am sending|i am setting up|i am booking|i am scheduling|i am looping)(?: (?:also|just|then|definitely|quickly|personally|go ahead and|make sure to|try to|and|first|today|right away|gladly|happily|totally|certainly|absolutely|get|now))* ${ACTION}\\b`,
);
/**
 * Any other verb after "I will" is a promise too ("I'll brief the client", "I will inform the
 * supervisor"), except the verbs that say what will happen or be felt rather than be done.
 */
const NOT_AN_ACTION =
  'be|have|need|want|like|love|hate|believe|think|guess|talk about|discuss|stick|stay|go with|go for|go ahead with|take the(?!(?: [\\w-]+){1,4} to\\b)|start with|skip|leave|let (?:you|them|him|her) go|keep(?! (?:you|them|him|her|everyone)\\b)|assume|say|admit|bet|lose|miss|regret|wait|hope|never|not|probably|see|tell you what|stop|end up|struggle|notice|feel|remember|know|mean|look|sound|cost|take (?:a|the) (?:hit|risk)|lose|die|go under|fall|fail|suffer|wonder';
const ADVERB =
  'also|just|then|definitely|quickly|personally|go ahead and|make sure to|try to|first|today|right away|now';
const SELF_ANY = new RegExp(
  `(?:^|[^a-z'])(?:i|we) (?:will|shall|am going to|are going to)(?: (?:${ADVERB}))* (?!(?:${NOT_AN_ACTION}|${ADVERB})\\b)[a-z]+`,
);
/** "Let me confirm with our product team and reply by tomorrow": a promise once it comes back or has a time. */
const LET_ME = /\blet me (?!know\b|see\b|think\b|guess\b|just say\b|say\b|be\b|ask you\b)[a-z]+/;
/** "I must check if we can give it in your package": the speaker has to find something out. */
/** "I'll need to show it to the gaffer before we sign": a step the speaker must take. */
const WILL_NEED_TO = /\b(?:i|we) will need to (?!(?:be|have|know|see|think|make sure you)\b)[a-z]+/;
/** "I'd want to check that with our contracts team": a check still to make. */
const WOULD_CHECK =
  /\b(?:i|we) would (?:want|like|need|have) to (?:check|confirm|ask|verify|run it by|clear it with)\b/;
const FINDS_OUT =
  /\b(?:i|we) (?:must|need to|have to|will have to|should) (?:check|confirm|find out|ask|verify|double-check|look into)\b/;
/** "Our scheduling team will ring you": a team, nobody named, will act. */
const TEAM_WILL = new RegExp(
  `\\b(?:our|the) (?:[a-z-]+ ){0,3}(?:team|department|desk|office) will (?!(?:${NOT_AN_ACTION})\\b)[a-z]+`,
);
/** "I can spin up a sandbox tomorrow": what the speaker can do is an offer, and a promise once it has a time. */
const SELF_CAN =
  /(?:^|[^a-z'])(?:i|we) can (?:also |just |then )?(?!(?:be|see|hear|tell|say|think|imagine|understand|live|only|not|never)\b)[a-z]+/;
/** Said in the present with a time to come, as non-native speakers often do: "I send it to you tomorrow". */
const SELF_PRESENT = new RegExp(`(?:^|[^a-z'])(?:i|we) (?:also |then )?${ACTION}\\b`);
/** A time still to come: with one, "I send it" is a promise, not a habit ("we get calls on Monday"). */
const AHEAD = /tomorrow|next|later|tonight|this (?:afternoon|evening)|^(?:by|before)\b|end of|close of/i;
/** What the other side will have from the speaker, at a time said: "you'll have it tomorrow morning". */
const YOU_WILL_HAVE = /\byou will (?:have|get|receive|see) (?:it|that|this|them|those|the \w+)\b/;
/** A promise to come back, whatever the verb before it: "let me check and get back to you". */
const COMES_BACK = /\b(?:get|come) back to you\b|\bfollow up with you\b|\blet you know\b|\bkeep you posted\b/;
/**
 * Someone named does it: "Sarah will send", "Dana on the onboarding team will book", "Aoife, our
 * migration lead, she'll run the plan".
 */
const NAMED =
  /(?:^|[^A-Za-z'])([A-Z][a-z]+(?: [A-Z][a-z]+)?)(?: (?:on|from|in|at) (?:(?:the|our|their) )?[A-Za-z-]+(?: [A-Za-z-]+){0,2})?(?:, [^,.]{1,40},)?,?(?:(?: (?:she|he|they))? (?:will|is going to|is gonna)|(?: (?:she|he|they))'ll) /;
/** Work handed on by the speaker: "I'll have our trainer nicole reach out" (captions lose the capital). */
const HANDED_ON = new RegExp(
  `\\b(?:i|we) will (?:have|get) (?:our|my|the) ((?:[a-z-]+,? ){0,2}[a-z]+),? (?:to )?${ACTION}\\b`,
);
/** Work handed to someone by name: "I'll have Ray call you about the ripping". */
const HANDED_TO_NAMED = new RegExp(
  `\\b(?:I|we|We) will (?:have|get|ask) ([A-Z][a-z]+) (?:to )?(?!(?:${NOT_AN_ACTION})\\b)[a-z]+`,
);
/** Something the speaker will have with the other side: "I'll have it over to you by Monday". */
const WILL_HAVE_IT =
  /\b(?:i|we) will have (?:it|that|this|them|the \w+|a (?:[\w-]+ ){0,5}?[\w-]+) (?:over|back|ready|done|sent|with you|to you|to [a-z]+)\b|\b(?:i|we) will have a (?:word|chat|look|think|go)\b/;
/** Words for a role or a group: work handed to one of them is still the speaker's to see done. */
const ROLE =
  /^(?:team|teams|engineer|engineers|trainer|accountant|support|folks|people|guys|ops|it|legal|finance|admin|manager|lead|success|onboarding|developer|developers|devs|dev|staff|partner|rep|specialist|person|colleague|colleagues|department|office|crew|technician|technicians|installer|installers|driver|drivers|consultant|consultants|advisor|adviser|analyst|contractor|vendor|agency|assistant|cfo|ceo|cto|boss|lawyer|lawyers|counsel|security|billing|it guy)$/;
const NAMED_ACTION = new RegExp(`^(?:(?:also|just|then|definitely|personally) )*(?!(?:${NOT_AN_ACTION})\\b)[a-z]+`);
/** Named-step phrases: the next step stated outright. */
const STEP =
  /\b(?:next steps? (?:is|are|will be|would be)|action items?(?: for| is|:)|the plan is to|(?:i|we) will (?:see|talk to|speak with|meet) (?:you|each other) (?:on|next|at|then|tomorrow))\b/;
/** Not a commitment: negated, conditional, vague ("at some point") or in the past. */
const NOT_A_STEP =
  /\b(?:i|we) (?:will|can|shall) not\b|^(?:\S+ )?(?:if|unless|whether|in case)\b|\b(?:i|we) can\b.*\bif you\b|^(?:\S+ ){0,3}(?:can|could|would|will) you\b|\bso (?:that )?(?:i|we) can\b|\b(?:i|we) (?:would|might|could) have\b|\b(?:maybe|perhaps|at some point|some day|one day|down the line|in the future)\b|\bthen (?:we|i) can\b|\b(?:another|one|other) option\b|\bwhen (?:we|i) (?:are|am) ready\b/;

const WEEKDAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
/** When it is due, as said: "by Friday", "end of next week", "tomorrow morning", "on the 14th". */
const DUE = new RegExp(
  `\\b(?:(?:by|before|on|until|for|no later than|first thing|early|later|sometime|some time)\\s+)?(?:(?:the\\s+)?(?:end|close) of (?:the\\s+)?(?:day|play|business|today|this week|next week|the week|week|the month|this month|next month|month|quarter|the quarter)(?:\\s+(?:today|tomorrow|on\\s+\\w+day))?|(?:right\\s+)?after (?:this|the|our) (?:call|chat|meeting)|(?:right\\s+)?after this|(?:our|the) next (?:call|meeting|session)|(?:right\\s+)?now|in\\s+${MONTH}|eod|eow|cob|today|tonight|tomorrow(?:\\s+(?:morning|afternoon|evening|night|eod))?|this\\s+(?:week|afternoon|morning|evening|month)|next\\s+(?:week|month|${WEEKDAY})|(?:this\\s+)?${WEEKDAY}(?:\\s+(?:morning|afternoon|evening|eod))?|${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?|(?:the\\s+)?\\d{1,2}(?:st|nd|rd|th)(?:\\s+of\\s+${MONTH})?|(?:with)?in\\s+(?:a|an|one|two|three|four|five|\\d+)\\s+(?:business\\s+)?(?:days?|weeks?|hours?|minutes?)|(?:at\\s+)?\\d{1,2}(?::\\d{2})?\\s*(?:am|pm|a\\.m\\.|p\\.m\\.))`,
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
  const whole = commitmentInClause(sentence, speakerName);
  if (whole) return whole;
  // "I can't change it myself, but I'll raise a request": what follows the "but" may still promise.
  const but = /,? but /i.exec(sentence);
  return but ? commitmentInClause(sentence.slice(but.index + but[0].length), speakerName) : undefined;
}

function commitmentInClause(sentence: string, speakerName: string): Commitment | undefined {
  // A question asks for a step; only a stated one is a commitment.
  if (/\?\s*$/.test(sentence)) return undefined;
  const said = spoken(sentence);
  if (NOT_A_STEP.test(said)) return undefined;
  const due = dueIn(sentence);
  const named = namedOwner(sentence);
  if (named) return withDue({ text: sentence, owner: named }, due);
  const handedTo = HANDED_ON.exec(said)?.[1]
    ?.replace(/,/g, '')
    .split(' ')
    .filter((word) => word !== 'to')
    .at(-1);
  const handedToNamed = HANDED_TO_NAMED.exec(sentence.replace(/\b(I|we|We)'ll\b/g, '$1 will'))?.[1];
  if (handedToNamed && !NOT_A_NAME.has(handedToNamed)) return withDue({ text: sentence, owner: handedToNamed }, due);
  if (handedTo)
    return withDue({ text: sentence, owner: ROLE.test(handedTo) ? speakerName : asSaid(sentence, handedTo) }, due);
  const ahead = due !== undefined && AHEAD.test(due);
  if (
    SELF.test(said) ||
    SELF_ANY.test(said) ||
    WILL_HAVE_IT.test(said) ||
    COMES_BACK.test(said) ||
    (ahead && YOU_WILL_HAVE.test(said)) ||
    (LET_ME.test(said) &&
      (ahead ||
        /\band (?:reply|respond|email|send|call|write|text|ring|get back|come back|see|let you know|update)\b|^let me find out\W*$/.test(
          said,
        ))) ||
    FINDS_OUT.test(said) ||
    WILL_NEED_TO.test(said) ||
    WOULD_CHECK.test(said) ||
    TEAM_WILL.test(said) ||
    (ahead && (SELF_PRESENT.test(said) || SELF_CAN.test(said)))
  )
    return withDue({ text: sentence, owner: speakerName }, due);
  if (STEP.test(said)) return withDue({ text: sentence }, due);
  return undefined;
}

function namedOwner(sentence: string): string | undefined {
  const match = NAMED.exec(sentence);
  if (!match) return undefined;
  // "And Tasha from our success team will…": the name is the capitalised word after the sentence's first.
  const words = match[1]!.split(' ');
  const name = NOT_A_NAME.has(words[0]!) && words.length > 1 ? words.slice(1).join(' ') : match[1]!;
  if (NOT_A_NAME.has(name.split(' ')[0]!)) return undefined;
  const rest = spoken(sentence.slice(match.index + match[0].length));
  return NAMED_ACTION.test(rest) ? name : undefined;
}

/** A word as the sentence spells it: the owner is copied, not re-capitalised. */
function asSaid(sentence: string, word: string): string {
  return new RegExp(`\\b${word}\\b`, 'i').exec(sentence)?.[0] ?? word;
}

function withDue(commitment: Commitment, due: string | undefined): Commitment {
  return due === undefined ? commitment : { ...commitment, due };
}

const DECISION = new RegExp(
  [
    '\\blet us (?:just )?(?!(?:see|save|keep it|hope|say|be|talk|think|get you|check|not|look|wait|chat|catch|discuss|find|figure|have a|take a look|start by|first|move on|back up|recap|review|dig|keep in touch|schedule|book|set up|jump|hop|talk about|speak)\\b)[a-z]+',
    '\\bgo ahead (?:and|with)\\b|\\bplease (?:do (?:that|it|so)|go ahead(?!\\W*$)|proceed)\\b|\\b(?:is|sounds) (?:the right call|fine\\. please)\\b|^(?:\\S+ ){0,4}(?:is|are) fine\\W+please\\b',
    '^(?:(?:yes|yeah|yep|ok|okay|good|great|fine|perfect|fair point|fair enough|right)\\W+)+then\\b(?! (?:i|we)\\b)|^(?!let us|(?:i|we|you) )[^?]*\\W then\\W*$',
    '\\blet us (?:just )?(?:go with|go ahead|do|move forward|move ahead|proceed|stick with|start|lock|pick|use|plan on|go for|keep|make it|drop|skip|table|switch|leave|renew|sign|take|add|include|cut|split|run with|try|settle)\\b',
    '\\b(?:we|i) (?:have |had |all |both )?(?:agreed|decided|settled on|chose|have chosen|are aligned)\\b',
    '\\bwe (?:all |both )?agree\\b(?!.*\\?)',
    '\\bwe (?:start|begin|go) with\\b',
    '^(?:(?:yeah|yes|ok|okay|sure|fine|alright|right)\\W+)*(?:we|i) can (?:do|live with|work with|go with|accept) that\\b',
    '\\b(?:we|i) (?:will|are going to|are) (?:go|going) (?:with|ahead with|for)\\b',
    '\\b(?:we|i) will (?:start with|begin with|go with|go ahead|move forward|move ahead|proceed|stick with|stay (?:on|with)|keep (?:the|all|both|our|your)|leave (?:the|it|that|them)|take the(?!(?: [\\w-]+){1,4} to\\b)|sign|pilot|use|drop|skip|switch to|opt for|pick|roll out)\\b',
    '\\b(?:we|i) (?:are|am) (?:going to|gonna) (?:start with|begin with|move forward|proceed|stick with|sign|pilot|use|keep|switch|roll out|take the)\\b',
    '\\b(?:we are|i am) (?:moving forward|going ahead|proceeding|sticking with|signing|switching)\\b',
    '\\b(?:decision|the call|the verdict) is\\b',
    // "Ok, then we rent the hardware", "15% it is", "we can do that", "that's the model we want".
    '^(?:(?:ok|okay|yes|yeah|right|good|fine|hm|hmm)\\W+)*then we (?:will )?(?!(?:can|could|would|should|might|may|need|have to|must|are|were|have|had)\\b)[a-z]+',
    '^(?:\\S+ ){0,3}it is\\W*$|\\b(?:we|i) can (?:do|live with|work with|go with|accept) that\\W*$|\\bthat is the \\w+ (?:we|i) (?:want|will take|will go with|prefer)\\b',
    '^(?!(?:yes |ok |okay )?(?:next|this|monday|tuesday|wednesday|thursday|friday|saturday|sunday|morning|afternoon|today|tomorrow|\\d))(?:\\S+ ){1,6}(?<!\\b(?:that|this|it|everything|all) )is fine\\b|^first we (?:do|start|go|pilot)\\b|\\bwe (?:start|begin|go live) (?:in|on|from|next|this)\\b|^(?:(?:ok|okay|yes|yeah|fine)\\W+)*(?:i|we) take the\\b',
    // "Good. So thirty-six months subject to that clause.": a short summing-up of what was settled.
    '^(?:(?:that makes sense|ok|okay|good|great|right|fine|perfect)\\W+)*so (?!(?:i|we|you|they|it|that|this|what|how|if|when|each|there|yeah|um|uh|like|basically)\\b)(?:\\S+ ){1,11}\\S+\\W*$',
    '\\bwe will (?:wait (?:for|until)|do it ourselves|do that ourselves|handle it ourselves)\\b',
    '^(?:(?:yes|yeah|ok|okay)\\W+)*go on (?:then|so)\\W+\\w|\\bjust (?:the )?(?:\\w+ ){0,3}\\w+ for now\\b',
    '\\b(?:that is|it is) (?:decided|settled|agreed|a deal|a plan|a go)\\b',
    '\\bso (?:it is|we are) (?:agreed|settled|decided)\\b',
    '\\bwe have a deal\\b',
    // "Okay, agreed, no SSO for the pilot": agreement followed by what was agreed.
    '^(?:(?:yes|yeah|yep|ok|okay|right|good|fine)\\W+)*agreed\\W+(?!(?:from|on|with|by|that|this|it)\\b)\\w',
    '^(?:(?:ok|okay|right|good|great|fine)\\W+)*so\\b[^?]*\\bdone\\W*$|^(?:(?:good|ok|okay|right|fine|great|yes|yeah)\\W+)+so we (?!(?:have|had|are|were|need|want|can|could|would|should|might|may|do not|did)\\b|[a-z]+ed\\b)[a-z]+',
    '^(?:(?:ok|okay|right|good|great|fine)\\W+)+so\\b[^?]*\\bthen\\b',
    // An instruction to the person who can do it: "Ok, switch the order to the other one then."
    '^(?:(?:yes|yeah|ok|okay|sure|fine|right|great|good|perfect)\\W+)*(?:please )?(?:switch|cancel|refund|set it up|go ahead(?!\\W*$)|upgrade|downgrade|change (?:it|the|my|our)|move (?:it|us|me|the)|book (?:it|the|us|me)|put (?:it|me|us) (?:on|down)|add (?:it|them|the)|remove (?:it|them|the))\\b',
    // "Go on then, include goods in transit": told to go ahead with something named.
    '^(?:(?:yes|yeah|ok|okay)\\W+)*go on(?: then)?\\W+(?:(?:and|then|so)\\W+)?(?:do|include|add|book|send|put|sign|take|go|make|order|set|switch|use|offer)\\b',
  ].join('|'),
);
const NOT_A_DECISION =
  /\b(?:option|options|maybe|perhaps|suppose|what if|alternatively)\b|\b(?:not|never|have not|did not|can not|haven't|yet to)\s+(?:agreed|decided|go with|settled)\b|\bif we\b|\bwhen (?:we|i) (?:are|am) ready\b/;

/** Whether a sentence states something settled. */
export function isDecision(sentence: string): boolean {
  const said = spoken(sentence);
  if (NOT_A_DECISION.test(said)) return false;
  if (/\?\s*$/.test(sentence)) return false;
  return DECISION.test(said);
}

/** An answer that only agrees: "yes", "yeah okay", "fair enough". */
const AGREES =
  /^(?:(?:yes|yeah|yep|yup|ok|okay|sure|good|great|fine|perfect|right|correct|exactly|that is right|agreed|fair enough|fair point|sounds good|that works|works for me)\b\W*)+/;
/** A question about a fact ("Is the agent certified for HANA?"): a yes to it answers and settles nothing. */
const ASKS_A_FACT =
  /^(?:\S+ ){0,2}(?:is|are|does|do|did|has|have|can|could|was|were) (?:it|the|your|this|that|there|they|he|she)\b|\bwhether\b|\bor not\b/;
/** At most this many words after the agreement restate the choice ("yes, second week of January"). */
const RESTATED_WORDS = 8;
/** …and most of their content words come from what was put forward. */
const RESTATED_SHARE = 0.6;

/**
 * Whether a line accepts what the previous speaker put forward by restating it: "Yes, second week of
 * January." after "Second week of January for go-live, so?". A bare "Agreed." settles nothing new, and an
 * agreement that goes on to say something else ("yes, Harrogate is the easiest, it has 34 rooms") is a remark.
 */
export function acceptsProposal(line: string, previous: string): boolean {
  const said = spoken(line);
  const agreement = AGREES.exec(said);
  if (!agreement || ASKS_A_FACT.test(spoken(sentences(previous).at(-1) ?? previous))) return false;
  const rest = said.slice(agreement[0].length);
  // "Yep, I'll send the revised quote": a promise, not a choice.
  if (/^(?:i|we) will\b/.test(rest)) return false;
  if (rest.split(' ').filter(Boolean).length > RESTATED_WORDS || /\?/.test(rest)) return false;
  const restated = contentStems(rest);
  // "Okay, Friday.": one word restated is enough when it is all that was said.
  if (restated.length < (rest.split(' ').length <= 2 ? 1 : 2)) return false;
  const proposed = new Set(contentStems(previous));
  return restated.filter((word) => proposed.has(word)).length / restated.length >= RESTATED_SHARE;
}
