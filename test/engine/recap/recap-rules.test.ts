import { describe, expect, it } from 'vitest';
import type { TranscriptMessage } from '../../../lib/api/contract.ts';
import { keepQuoted, type Recap } from '../../../lib/api/recap.ts';
import type { PlaybookFile } from '../../../lib/api/playbook.ts';
import { acceptsProposal, commitmentIn, dueIn, isDecision } from '../../../proxy/engine/recap/commitments.ts';
import { recapTranscript } from '../../../proxy/engine/recap/index.ts';
import { asks, defers, openQuestions, recapObjections } from '../../../proxy/engine/recap/open-items.ts';

const say = (speakerName: string, content: string): TranscriptMessage => ({
  speakerRole: 'user',
  speakerName,
  content,
});

const call: TranscriptMessage[] = [
  say('Dana', 'Thanks for joining. How many dispatchers do you have today?'),
  say('Marco', 'About forty across two sites.'),
  say('Marco', 'Honestly the price feels high for a team our size.'),
  say('Dana', 'I hear you: most teams recover the cost in the first quarter through fewer missed loads.'),
  say('Marco', 'Does it integrate with NetSuite?'),
  say('Dana', 'Good question, let me check with our product team and get back to you.'),
  say('Marco', "Okay. Let's go with the pilot for the Denver site then."),
  say('Dana', "Great. I'll send the proposal by Friday."),
  say('Marco', 'Priya, can you loop in legal before the 14th?'),
  say('Priya', 'Sure. Priya from the legal team will loop in our counsel before the 14th.'),
  { speakerRole: 'assistant', speakerName: 'Sidecue', content: "I'll send a summary by Monday." },
  say('Priya', 'Sure.'),
];

describe('commitments', () => {
  it('owns a commitment to the speaker and takes the date as said', () => {
    expect(commitmentIn("I'll send the proposal by Friday.", 'Dana')).toEqual({
      text: "I'll send the proposal by Friday.",
      owner: 'Dana',
      due: 'by Friday',
    });
  });

  it('owns work given to a named person to that person, and a mere request to nobody yet', () => {
    expect(commitmentIn('Dana on the onboarding team will book the engineers.', 'Marco')).toMatchObject({
      owner: 'Dana',
    });
    expect(commitmentIn('Priya, can you loop in legal before the 14th?', 'Marco')).toBeUndefined();
    expect(commitmentIn('Sarah will set up the sandbox tomorrow morning.', 'Tom')).toMatchObject({
      owner: 'Sarah',
      due: 'tomorrow morning',
    });
  });

  it('gives no date that was not said, and finds no commitment in refusals, questions or the past', () => {
    expect(commitmentIn("We'll share the security docs.", 'Dana')).toEqual({
      text: "We'll share the security docs.",
      owner: 'Dana',
    });
    expect(commitmentIn("I won't send anything until legal signs off.", 'Dana')).toBeUndefined();
    expect(commitmentIn('Will you send the deck?', 'Dana')).toBeUndefined();
    expect(commitmentIn('I sent the deck last week.', 'Dana')).toBeUndefined();
    expect(dueIn('we reviewed it together')).toBeUndefined();
    expect(commitmentIn('We should get you up to Harrogate at some point.', 'Dana')).toBeUndefined();
    // Said in the present, with a time to come.
    expect(commitmentIn('I send it to you tomorrow.', 'Sofia')).toMatchObject({ owner: 'Sofia', due: 'tomorrow' });
  });

  it('tells decisions from proposals and refusals', () => {
    expect(isDecision("Let's go with the annual plan.")).toBe(true);
    expect(isDecision('We agreed on two seats to start.')).toBe(true);
    expect(isDecision("We'll start with the Denver site.")).toBe(true);
    expect(isDecision('Should we go with the annual plan?')).toBe(false);
    expect(isDecision("We haven't decided anything yet.")).toBe(false);
  });
});

describe('open items', () => {
  it('keeps open a question nobody answered or that was put off, and not one that was answered', () => {
    const open = openQuestions(call.filter((m) => m.speakerRole === 'user'));
    expect(open.map((q) => q.quote)).toEqual(['Does it integrate with NetSuite?']);
    expect(open[0]!.speakerName).toBe('Marco');
  });

  it('marks an objection answered with the coached reply, and not when the coached person never replied', () => {
    const [objection] = recapObjections(call.slice(0, 4), 'Dana');
    expect(objection).toMatchObject({
      kind: 'price',
      speakerName: 'Marco',
      answered: true,
      answerQuote: call[3]!.content,
    });
    const [unanswered] = recapObjections(call.slice(0, 3), 'Dana');
    expect(unanswered).toMatchObject({ kind: 'price', answered: false });
    expect(unanswered).not.toHaveProperty('answerQuote');
  });
});

describe('recapTranscript', () => {
  const recap = recapTranscript(call, 'Dana');

  it('finds decisions, next steps, open questions and objections, each quoting its whole line', () => {
    expect(recap.decisions.map((d) => d.quote)).toEqual([call[6]!.content]);
    expect(recap.nextSteps).toEqual([
      // Putting a question off is a promise too.
      expect.objectContaining({ quote: call[5]!.content, owner: 'Dana' }),
      expect.objectContaining({ quote: call[7]!.content, owner: 'Dana', due: 'by Friday' }),
      expect.objectContaining({ quote: call[9]!.content, owner: 'Priya', due: 'before the 14th' }),
    ]);
    expect(recap.openQuestions.map((q) => q.quote)).toEqual([call[4]!.content]);
    expect(recap.objections.map((o) => o.kind)).toEqual(['price']);
  });

  it('never takes an item from earlier guidance', () => {
    expect(recap.nextSteps.some((s) => s.quote.includes('summary'))).toBe(false);
  });

  it('summarises from who spoke and what the sections found', () => {
    expect(recap.summary[0]).toBe('Dana, Marco and Priya spoke (11 lines).');
    expect(recap.summary).toContain('3 next steps, owned by Dana and Priya.');
    expect(recap.summary).toContain('1 question still open.');
    expect(recap.checklist).toBeUndefined();
  });

  it('adds the checklist from the team playbook', () => {
    const playbook: PlaybookFile = {
      version: 1,
      objections: [],
      competitors: [],
      procedures: [],
      checklist: {
        framework: 'Basics',
        items: [
          {
            id: 'size',
            label: 'Team size',
            ask: 'How many dispatchers?',
            examples: ['About forty dispatchers across two sites'],
          },
        ],
      },
    };
    const withChecklist = recapTranscript(call, 'Dana', { playbook });
    expect(withChecklist.checklist?.framework).toBe('Basics');
    expect(withChecklist.checklist?.items[0]).toMatchObject({ id: 'size', covered: true, quote: call[1]!.content });
  });
});

describe('keepQuoted', () => {
  it('drops items whose quote is no transcript line and fixes the rest to the line exactly', () => {
    const recap: Recap = {
      summary: ['x'],
      decisions: [
        { text: 'pilot', quote: "Okay.  Let's go with the pilot for the Denver site then." },
        { text: 'made up', quote: 'We will buy 500 seats.' },
      ],
      nextSteps: [{ text: 'summary', quote: "I'll send a summary by Monday.", owner: 'Sidecue' }],
      openQuestions: [{ text: 'q', quote: 'Does it integrate with NetSuite?', speakerName: 'Dana' }],
      objections: [
        {
          text: 'price',
          quote: call[2]!.content,
          kind: 'price',
          speakerName: 'Marco',
          answered: true,
          answerQuote: 'We are cheap.',
        },
      ],
    };
    const kept = keepQuoted(recap, call);
    expect(kept.decisions).toEqual([{ text: 'pilot', quote: call[6]!.content }]);
    // Earlier guidance is no participant's line.
    expect(kept.nextSteps).toEqual([]);
    expect(kept.openQuestions[0]!.speakerName).toBe('Marco');
    expect(kept.objections[0]).toEqual({
      text: 'price',
      quote: call[2]!.content,
      kind: 'price',
      speakerName: 'Marco',
      answered: false,
    });
  });
});

describe('owners and answers found further off', () => {
  it('owns work handed to a named colleague to them, and to a role or team to the speaker', () => {
    expect(commitmentIn("i'll have our trainer nicole reach out on monday", 'Sam')).toMatchObject({
      owner: 'nicole',
      due: 'on monday',
    });
    expect(commitmentIn("I'll have our team send the invoice.", 'Sam')).toMatchObject({ owner: 'Sam' });
    expect(commitmentIn("Aoife, our migration lead, she'll run the migration plan.", 'Sam')).toMatchObject({
      owner: 'Aoife',
    });
  });

  it('closes a put-off question that a later line answers, and leaves one open that nothing answers', () => {
    const put = [
      say('Tom', 'Does the drivers app work offline in dead zones?'),
      say('Dana', "Good question, I'll check with product."),
      say('Tom', 'Fine.'),
    ];
    expect(openQuestions(put).map((q) => q.quote)).toEqual([put[0]!.content]);
    const answered = [...put, say('Dana', 'Product says the drivers app works offline for a full shift.')];
    expect(openQuestions(answered)).toEqual([]);
  });
});

describe('promises, choices and questions said the long way round', () => {
  it('takes any action after "I will" as a promise, but not what will merely happen, nor an offer among options', () => {
    expect(commitmentIn("I'll brief the board on Thursday.", 'Ana')).toEqual({
      text: "I'll brief the board on Thursday.",
      owner: 'Ana',
      due: 'on Thursday',
    });
    expect(commitmentIn("We'll lose a week either way.", 'Ana')).toBeUndefined();
    expect(commitmentIn("I'll be honest with you.", 'Ana')).toBeUndefined();
    expect(commitmentIn('Another option: I can give you 20% off for three months.', 'Ana')).toBeUndefined();
  });

  it('takes "let me" as a promise only when it comes back or has a time', () => {
    expect(commitmentIn('Let me confirm with finance and reply by Monday.', 'Ana')).toMatchObject({
      owner: 'Ana',
      due: 'by Monday',
    });
    expect(commitmentIn('Let me pull up your account.', 'Ana')).toBeUndefined();
  });

  it('finds choices settled with "let us", "go ahead" or a restated answer, and not hopes or bare agreement', () => {
    expect(isDecision("Let's pilot it in Lyon.")).toBe(true);
    expect(isDecision('Please go ahead and cancel the second seat.')).toBe(true);
    expect(isDecision("Let's hope it never comes to that.")).toBe(false);
    expect(isDecision("Let's look at usage first, then.")).toBe(false);
    expect(acceptsProposal('Yes, the second week of March.', 'Second week of March for the launch, then?')).toBe(true);
    expect(acceptsProposal('Yes, okay.', 'Second week of March for the launch, then?')).toBe(false);
    expect(acceptsProposal('Yes, Lyon is easiest, the team there is small and keen.', "Let's pilot it in Lyon.")).toBe(
      false,
    );
  });

  it('hears questions asked without punctuation after a clause, and not statements', () => {
    expect(asks('and if we renew for two years is there a discount')).toBe(true);
    expect(asks('oh one more thing does it work offline')).toBe(true);
    expect(asks("ok i'll do it tonight")).toBe(false);
    expect(asks('We do it every week.')).toBe(false);
  });

  it('keeps open a question that was sidestepped, or followed by another before anyone replied', () => {
    expect(defers("Let's hope it never comes to that.")).toBe(true);
    expect(defers('I completely understand the frustration, Sam.')).toBe(true);
    expect(defers('Yes, it syncs every night.')).toBe(false);
    const open = openQuestions([
      say('Sam', 'I need to know whether guests can log in on their own.'),
      say('Sam', 'And what does the setup cost?'),
      say('Ana', 'Setup is free with the annual plan.'),
    ]);
    expect(open.map((q) => q.quote)).toEqual(['I need to know whether guests can log in on their own.']);
  });
});

describe('answers that do not answer, offers that become promises, choices said in passing', () => {
  it('keeps a question open when the reply only names a condition, does not know, or the asker has left', () => {
    expect(defers('It kinda depends on your setup, honestly.')).toBe(true);
    expect(defers("Honestly I don't know where that sits on the roadmap.")).toBe(true);
    expect(defers("and she's gone, sorry about that")).toBe(true);
    expect(defers('Normally three to six weeks, it depends on the load.')).toBe(false);
    expect(defers("That depends on your plan. Right now it's 24 hours, so yes.")).toBe(false);
  });

  it('takes an offer with a time, or what follows a "but", as a promise, and not a mere capability', () => {
    expect(commitmentIn('Sure, I can set up a sandbox for you tomorrow.', 'Ana')).toMatchObject({
      owner: 'Ana',
      due: 'tomorrow',
    });
    expect(commitmentIn('Yes, we can host it in Frankfurt.', 'Ana')).toBeUndefined();
    expect(commitmentIn("I can't change it myself, but I'll raise a ticket by Thursday.", 'Ana')).toMatchObject({
      owner: 'Ana',
      due: 'by Thursday',
    });
    expect(commitmentIn('Sure, Lena in our Berlin office will send the contract this afternoon.', 'Ana')).toMatchObject(
      {
        owner: 'Lena',
        due: 'this afternoon',
      },
    );
  });

  it('finds a go-ahead with what it is for, and not a bare "please do" or a concession', () => {
    expect(isDecision('Go on then, add the weekend cover to the quote.')).toBe(true);
    expect(isDecision('Ok so we go to 12 seats now.')).toBe(true);
    expect(isDecision('yeah lets offer nine fifty then')).toBe(true);
    expect(isDecision('Okay, please do.')).toBe(false);
    expect(isDecision("That's not good enough, I agree.")).toBe(false);
  });
});

describe('hand-overs, instructions and a floor passed on', () => {
  it('owns work handed to a named colleague, said with or without "our team"', () => {
    expect(commitmentIn("I'll have Ray call you about the drainage.", 'Marta')).toMatchObject({ owner: 'Ray' });
    expect(commitmentIn('Clara from customer success will run the kick-off.', 'Jonas')).toMatchObject({
      owner: 'Clara',
    });
    expect(commitmentIn("I'll have it over to you by Monday.", 'Bri')).toMatchObject({
      owner: 'Bri',
      due: 'by Monday',
    });
    expect(commitmentIn("I'll also need a signed DPA first.", 'Bri')).toBeUndefined();
  });

  it('takes an instruction or a "so we…" as settled, and not a bare go-ahead or what was liked', () => {
    expect(isDecision('Ok, switch the order to the generic one then.')).toBe(true);
    expect(isDecision('Okay, so we migrate two years and archive the rest.')).toBe(true);
    expect(isDecision('Yes, I can hear you. Go ahead.')).toBe(false);
    expect(isDecision('yeah so we liked the scheduling part most')).toBe(false);
  });

  it('passes over a reply that hands the question on, and keeps open what was not heard', () => {
    const handedOn = openQuestions([
      say('Bri', 'Do you know if your contract has an exit fee?'),
      say('Tasha', 'Hmm, good question. Randy?'),
      say('Randy', 'Man, I have no clue, that was before my time.'),
    ]);
    expect(handedOn.map((q) => q.quote)).toEqual(['Do you know if your contract has an exit fee?']);
    const notHeard = openQuestions([
      say('Marta', 'my husband was asking are the probes gonna survive the winter'),
      say('Dustin', 'sorry Marta you broke up there'),
      say('Marta', 'never mind'),
    ]);
    expect(notHeard).toHaveLength(1);
    const answered = openQuestions([
      say('Bri', 'Does the fee apply in the first year?'),
      say('Tasha', 'Randy?'),
      say('Randy', 'No, only after the first year.'),
    ]);
    expect(answered).toEqual([]);
  });
});

describe('promises to find out, echoes and plain choices', () => {
  it('keeps open a question answered by a promise to find out, and not a request granted with one', () => {
    const promised = openQuestions([
      say('Ana', 'Does the sensor work below minus twenty?'),
      say('Lukas', 'I will check with our engineers and email you tomorrow.'),
      say('Ana', 'Ok.'),
    ]);
    expect(promised).toHaveLength(1);
    const granted = openQuestions([
      say('Ana', 'Can you send me the price list?'),
      say('Lukas', "Sure, I'll email it to you today."),
    ]);
    expect(granted).toEqual([]);
  });

  it('hears no question in a figure echoed in disbelief, and one in a bare "and X?"', () => {
    expect(asks('24 hours??')).toBe(false);
    expect(asks('And GovCloud?')).toBe(true);
    expect(asks('one more thing does the portal support single sign-on')).toBe(true);
    expect(defers("Ooh, that's a good one. Um...")).toBe(true);
  });

  it('finds a choice settled with "then we", "it is" or "for now"', () => {
    expect(isDecision('Ok, then we rent the hardware.')).toBe(true);
    expect(isDecision('Ok, 15% it is.')).toBe(true);
    expect(isDecision('just the Leeds depot for now')).toBe(true);
    expect(isDecision('Then we can talk about it next week.')).toBe(false);
  });
});

describe('information promised for later, and settlements summed up', () => {
  it('keeps open a question for information answered only with a promise to send it', () => {
    const open = openQuestions([
      say('Karen', 'What does the price per set look like at our volume?'),
      say('Priya', 'I will put together a pricing sheet and send it by Tuesday.'),
    ]);
    expect(open).toHaveLength(1);
    expect(defers("I'd want to check that with our contracts team.")).toBe(true);
    expect(commitmentIn("I'd want to check that with our contracts team.", 'Priya')).toMatchObject({ owner: 'Priya' });
    expect(commitmentIn("Yep, I'll have that to Evan by Wednesday.", 'Dwayne')).toMatchObject({
      owner: 'Dwayne',
      due: 'by Wednesday',
    });
  });

  it('takes a short "so …" after agreement, or a one-word answer restated, as the choice', () => {
    expect(isDecision('Good. So thirty-six months subject to that clause.'.split('. ')[1]!)).toBe(true);
    expect(isDecision('so what I would suggest is a trial on crowns first')).toBe(false);
    expect(acceptsProposal('Okay, Friday.', 'Could you do Friday instead?')).toBe(true);
    expect(acceptsProposal('Okay, Friday.', 'We close early on Thursday.')).toBe(false);
  });
});
