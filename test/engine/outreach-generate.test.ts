// Generate writes like a person would (issue 10, section 3): each rule on its own, then the
// agreement with Evaluate over many varied profiles.
import { describe, expect, it } from 'vitest';
import {
  INMAIL_SUBJECT_MAX_CHARS,
  OUTREACH_CHAR_LIMITS,
  outreachTypes,
  type OutreachType,
} from '../../lib/api/contract.ts';
import { WORD_RANGE, evaluateOutreach } from '../../proxy/engine/outreach/evaluate.ts';
import { generateOutreach, toSecondPerson } from '../../proxy/engine/outreach/generate.ts';
import { readProfile, readSender, splitOutreachInput } from '../../proxy/engine/outreach/profile.ts';
import { isAsk, messageParts } from '../../proxy/engine/outreach/rules.ts';
import { countWords } from '../../proxy/engine/analyze/text.ts';
import { random } from '../support/random.ts';
import { sampleProfile } from './outreach-samples.ts';

/** The panel's profile text followed by the user's "About me and my offer". */
const DANA = `Name: Dana Whitfield
Headline: VP Operations at Northwind Logistics | Scaling last-mile delivery
Location: Leeds, England, United Kingdom
Current role: VP Operations at Northwind Logistics
About: I have spent fifteen years in freight and delivery. I care about drivers and about parcels arriving on time.
Experience:
- VP Operations, Northwind Logistics (2021 - Present): Led the rollout of electric vans across 4 depots and cut failed deliveries by 18%.
- Head of Fleet, Carto Freight (2016 - 2021)
Education:
- University of Leeds, BSc Logistics
Recent activity:
- Proud of the team: our Leeds depot now runs on solar power.

About me and my offer:
I'm Alex Moreno, founder of Brightpath. We help operations teams cut failed deliveries with live route planning.`;

const PRIYA_BIO = `Priya Raman is the Head of Growth at Finch Analytics, where she built the self-serve funnel from scratch. She previously ran marketing at Orbit Labs and spoke at SaaStr 2024 about product-led growth.

About me and my offer:
I run Tallwood, a small studio. We turn webinars into pipeline for B2B teams.`;

const MARCO_PAGE = `Marco Bianchi
Senior Data Engineer at Pellucid | Streaming, Kafka, dbt
Milan, Lombardy, Italy
About
I build data platforms that teams trust.
Experience
Senior Data Engineer
Pellucid · Full-time
Jan 2022 - Present · 3 yrs
Built a streaming pipeline that processes 2 billion events a day.`;

/** What Evaluate sees: the subject as a first "Subject:" line, as the panel sends it. */
function asEvaluated(draft: { subject?: string; body: string }): string {
  return draft.subject ? `Subject: ${draft.subject}\n${draft.body}` : draft.body;
}

describe('the input convention: profile text, then "About me and my offer:"', () => {
  it.each([
    ['its own line', 'Name: Dana\n\nAbout me and my offer:\nI run Brightpath.'],
    ['the same line, after a colon', 'Name: Dana\nAbout me and my offer: I run Brightpath.'],
    ['"&" and a dash', 'Name: Dana\nAbout me & my offer - I run Brightpath.'],
    ['any case, no colon', 'Name: Dana\nABOUT ME AND MY OFFER\nI run Brightpath.'],
    ['bold, as pasted from notes', 'Name: Dana\n**About me and my offer**\nI run Brightpath.'],
  ])('splits on %s', (_, input) => {
    expect(splitOutreachInput(input)).toEqual({ profile: 'Name: Dana', sender: 'I run Brightpath.' });
  });

  it('takes the whole input as the profile without the line, and a profile "About:" is not the sender part', () => {
    const input = 'Name: Dana\nAbout: I care about me and my team.';
    expect(splitOutreachInput(input)).toEqual({ profile: input });
  });

  it("reads the sender's first name and their offer, dropping asks and spam words", () => {
    expect(
      readSender(
        "I'm Alex Moreno, founder of Brightpath. We help ops teams cut failed deliveries. Want a demo? Results guaranteed.",
      ),
    ).toEqual({
      firstName: 'Alex',
      offer: ["I'm Alex Moreno, founder of Brightpath.", 'We help ops teams cut failed deliveries.'],
      value: 'We help ops teams cut failed deliveries.',
    });
    expect(
      readSender('Name: Jo Park\nOffer: Ledgerly helps finance teams close the books in three days.'),
    ).toMatchObject({
      firstName: 'Jo',
      value: 'Ledgerly helps finance teams close the books in three days.',
    });
  });
});

describe('reading the profile however it is laid out', () => {
  it.each([
    [
      'the panel',
      DANA,
      { firstName: 'Dana', role: 'VP Operations', company: 'Northwind Logistics', detailSource: 'experience' },
    ],
    ['a pasted bio', PRIYA_BIO, { firstName: 'Priya', role: 'Head of Growth', company: 'Finch Analytics' }],
    [
      "LinkedIn's page text",
      MARCO_PAGE,
      { firstName: 'Marco', role: 'Senior Data Engineer', company: 'Pellucid', detailSource: 'experience' },
    ],
    [
      'a first-person about',
      'About: I am a product manager at Helix Health. I launched the patient app in 2023.',
      { role: 'product manager', company: 'Helix Health' },
    ],
    [
      'a headline that is only a title',
      'Name: Zoë Novak\nHeadline: Chief People Officer | Ex-Google',
      { firstName: 'Zoë', role: 'Chief People Officer' },
    ],
    [
      'descriptions under their entry',
      'Name: Aisha Okafor\nExperience:\n- Sales Director, Helix Health (2020 - Present)\n  Opened 12 new hospital accounts in 2024.\n- Account Executive, Orbit Labs',
      {
        firstName: 'Aisha',
        role: 'Sales Director',
        company: 'Helix Health',
        detail: 'Opened 12 new hospital accounts in 2024',
        detailSource: 'experience',
      },
    ],
    [
      'works at … as …',
      'Kenji Tanaka works at Orbit Labs as a senior designer. He redesigned the checkout in 2024.',
      { firstName: 'Kenji', role: 'senior designer', company: 'Orbit Labs' },
    ],
  ])('from %s', (_, input, expected) => {
    expect(readProfile(splitOutreachInput(input).profile)).toMatchObject(expected);
  });

  it('takes no role from a headline that is a slogan', () => {
    expect(
      readProfile('Name: Mei Chen\nHeadline: Helping SaaS founders hire their first sales team').role,
    ).toBeUndefined();
  });

  it('picks a concrete detail (numbers, things done) over generic lines', () => {
    expect(readProfile(DANA).detail).toBe(
      'Led the rollout of electric vans across 4 depots and cut failed deliveries by 18%',
    );
    expect(readProfile(MARCO_PAGE).detail).toBe('Built a streaming pipeline that processes 2 billion events a day');
    expect(
      readProfile(
        'Name: Lars Berg\nAbout: Passionate, results-driven leader.\nRecent activity:\n- We opened our Porto office with 12 people.',
      ).detail,
    ).toBe('We opened our Porto office with 12 people');
  });

  it('says a detail back to its subject, or not at all when a pronoun swap would not read right', () => {
    expect(toSecondPerson('She led the move to a four-day week for her team', 'Priya')).toBe(
      'led the move to a four-day week for your team',
    );
    expect(toSecondPerson('Priya Raman leads growth at Finch', 'Priya')).toBe('lead growth at Finch');
    expect(toSecondPerson('She focuses on hiring for remote teams', 'Priya')).toBe('focus on hiring for remote teams');
    expect(toSecondPerson('They run the Porto office')).toBe('run the Porto office');
    expect(toSecondPerson("I'm building a data team in Milan")).toBe('are building a data team in Milan');
    expect(toSecondPerson('Recently: opened the Porto office')).toBe('recently opened the Porto office');
    expect(toSecondPerson('We opened our third depot')).toBeUndefined();
  });
});

describe('generate', () => {
  it.each(outreachTypes)("uses the profile's facts and the sender's offer in a %s", (type) => {
    const draft = generateOutreach(DANA, type);
    expect(draft.body).toMatch(/^(Hi|Hello) Dana,/);
    expect(draft.body).toContain('VP Operations');
    expect(draft.body).toContain('Northwind Logistics');
    expect(draft.body).toContain('electric vans across 4 depots');
    expect(draft.body).toContain('We help operations teams cut failed deliveries with live route planning.');
    if (type !== 'linkedin_connection') expect(draft.body).toContain("I'm Alex Moreno, founder of Brightpath.");
    if (type === 'email' || type === 'inmail') expect(draft.body).toMatch(/Best,\nAlex$/);
  });

  it.each([
    [
      'a pasted bio',
      PRIYA_BIO,
      ['Priya', 'Head of Growth', 'Finch Analytics', 'SaaStr 2024', 'We turn webinars into pipeline'],
    ],
    ["LinkedIn's page text", MARCO_PAGE, ['Marco', 'Senior Data Engineer', 'Pellucid', '2 billion events']],
  ])('writes from %s, not only from a "Role at Company" line', (_, input, facts) => {
    const body = generateOutreach(input, 'linkedin_message').body;
    for (const fact of facts) expect(body).toContain(fact);
  });

  it.each(outreachTypes)('ends a %s with exactly one clear ask', (type) => {
    for (const input of [
      DANA,
      PRIYA_BIO,
      MARCO_PAGE,
      'Dana Cole\nHead of Support at Globex\nRecently spoke at SupportConf.',
    ]) {
      const { sentences } = messageParts(generateOutreach(input, type).body);
      expect(sentences.filter((s) => isAsk(s.text)).map((s) => s.number)).toEqual([sentences.length]);
      expect(sentences.at(-1)!.text).toMatch(/\?$/);
    }
  });

  it.each(outreachTypes)("stays within a %s's limit even from a very long profile and offer", (type) => {
    const long = `Name: Chris Long\nCurrent role: ${'Principal '.repeat(6)}Engineer at ${'Mega '.repeat(4)}Corp\nAbout: ${'Built a very large platform for many teams. '.repeat(200)}\nAbout me and my offer:\n${'We help teams ship software faster with fewer meetings and better plans. '.repeat(100)}`;
    const draft = generateOutreach(long, type);
    const limit = OUTREACH_CHAR_LIMITS[type];
    if (limit !== undefined) expect(draft.body.length).toBeLessThanOrEqual(limit);
    expect(countWords(draft.body)).toBeLessThanOrEqual(WORD_RANGE[type][1]);
    if (type === 'inmail') expect(draft.subject!.length).toBeLessThanOrEqual(INMAIL_SUBJECT_MAX_CHARS);
    expect(draft.characters).toBe(draft.body.length);
  });

  it('differs between two profiles in the detail it uses, not only in the name', () => {
    const dana = generateOutreach(DANA, 'linkedin_message').body;
    const priya = generateOutreach(PRIYA_BIO, 'linkedin_message').body;
    expect(dana).toContain('electric vans');
    expect(priya).toContain('SaaStr');
    expect(dana).not.toContain('SaaStr');
    expect(priya).not.toContain('electric vans');
    // The same profile gives the same draft.
    expect(generateOutreach(DANA, 'linkedin_message').body).toBe(dana);
  });

  it('still writes a greeting and one ask when the profile says nothing usable', () => {
    const draft = generateOutreach('nothing useful here', 'linkedin_connection');
    expect(draft.body).toMatch(/^(Hi|Hello) there, would you be open to connecting/);
  });
});

describe('generate and evaluate agree', () => {
  const samples = Array.from({ length: 120 }, (_, seed) => ({ seed, ...sampleProfile(random(seed + 1)) }));

  it.each(outreachTypes)(
    'Evaluate finds no serious problem in a %s Generate just wrote, over 120 varied profiles',
    (type: OutreachType) => {
      for (const sample of samples) {
        const draft = generateOutreach(sample.input, type);
        const where = `seed ${sample.seed + 1} (${sample.layout}):\n${asEvaluated(draft)}`;
        const result = evaluateOutreach(asEvaluated(draft), type);
        expect(
          result.findings.filter((f) => f.severity === 'problem'),
          where,
        ).toEqual([]);
        expect(result.score, where).toBeGreaterThanOrEqual(80);
        expect(result.metrics.callsToAction, where).toBe(1);
        expect(draft.body, where).toContain(sample.firstName);
        if (type !== 'linkedin_connection') {
          for (const fact of [sample.role, sample.company, sample.token]) expect(draft.body, where).toContain(fact);
          if (sample.offer) expect(draft.body, where).toContain(sample.offer);
        }
      }
    },
  );
});
