// Varied LinkedIn profiles for outreach tests: the panel's labelled layout, sparse ones, a pasted bio,
// LinkedIn's own page text, old "Role at Company" lines and a first-person about; with or without the
// sender's "About me and my offer" part, written in the different ways the convention allows.
import type { Random } from '../support/random.ts';

export interface SampleProfile {
  input: string;
  layout: string;
  firstName: string;
  role: string;
  company: string;
  /** A word or number only this profile's detail has: the draft must carry it. */
  token: string;
  /** The sender's sentence about what they offer, when the input has a sender part. */
  offer?: string;
}

const FIRST = ['Dana', 'Priya', 'Marco', 'Aisha', 'Tomás', 'Zoë', 'Kenji', 'Olu', 'Sinéad', 'Lars', 'Mei', 'Rafael'];
const LAST = [
  'Whitfield',
  'Raman',
  'Bianchi',
  'Okafor',
  'García',
  'Novak',
  'Tanaka',
  'Adeyemi',
  "O'Brien",
  'Berg',
  'Chen',
  'Souza',
];
const ROLES = [
  'VP Operations',
  'Head of Growth',
  'Senior Data Engineer',
  'Chief People Officer',
  'Director of Customer Success',
  'Product Manager',
  'Head of Fleet',
  'Sales Director',
];
const COMPANIES = [
  'Northwind Logistics',
  'Finch Analytics',
  'Pellucid',
  'Orbit Labs',
  'Carto Freight',
  'Helix Health',
  'Tallwood Studio',
  'Ledgerly',
];
const CITIES = ['Manchester', 'Lisbon', 'Rotterdam', 'Austin', 'Nairobi', 'Kraków', 'Osaka', 'Porto'];
const EVENTS = ['SaaStr', 'Web Summit', 'LogiMAT', 'HR Tech', 'DataCouncil'];

/** A concrete thing the person did, as a verb-first line (experience), and its distinctive token. */
function achievement(r: Random): { line: string; token: string } {
  const n = r.int(3, 97);
  const city = r.pick(CITIES);
  const event = r.pick(EVENTS);
  return r.pick([
    { line: `Led the rollout of electric vans across ${n} depots`, token: `${n} depots` },
    { line: `Grew the customer base in ${city} from ${n} to ${n * 10} accounts`, token: city },
    { line: `Built a streaming pipeline that handles ${n} million events a day`, token: `${n} million` },
    { line: `Cut onboarding time by ${n}% with a new training programme`, token: `${n}%` },
    { line: `Spoke at ${event} ${2020 + (n % 6)} about hiring for remote teams`, token: event },
    { line: `Opened the ${city} office and hired the first ${n} people`, token: city },
  ]);
}

function post(r: Random): { line: string; token: string } {
  const city = r.pick(CITIES);
  const n = r.int(2, 40);
  return r.pick([
    {
      line: `We just opened our new depot in ${city}, and the team did it in six weeks. Proud of everyone.`,
      token: city,
    },
    { line: `Thrilled that our team shipped the new mobile app to ${n}k users this month.`, token: `${n}k users` },
    {
      line: `Three lessons from moving ${n} warehouses onto one system: plan early, train people, measure.`,
      token: `${n} warehouses`,
    },
  ]);
}

const SENDERS = [
  {
    text: "I'm Alex Moreno, founder of Brightpath. We help operations teams cut failed deliveries with live route planning.",
    offer: 'We help operations teams cut failed deliveries with live route planning.',
  },
  {
    text: 'I run Tallwood, a small studio. We turn webinars into pipeline for B2B teams.',
    offer: 'We turn webinars into pipeline for B2B teams.',
  },
  {
    text: 'Sam here, I coach sales managers.\nI help new managers run better one-to-ones without adding meetings.',
    offer: 'I help new managers run better one-to-ones without adding meetings.',
  },
  {
    text: 'Name: Jo Park\nCompany: Ledgerly\nOffer: Ledgerly helps finance teams close the books in three days.',
    offer: 'Ledgerly helps finance teams close the books in three days.',
  },
];
/** The ways the panel (or a person typing) may start the sender part. */
const SENDER_HEADINGS = [
  'About me and my offer:\n',
  'About me & my offer - ',
  '**About me and my offer**\n',
  'ABOUT ME AND MY OFFER:',
  'about me and my offer\n',
];

export function sampleProfile(r: Random): SampleProfile {
  const firstName = r.pick(FIRST);
  const last = r.pick(LAST);
  const role = r.pick(ROLES);
  const company = r.pick(COMPANIES);
  const { line: did, token: didToken } = achievement(r);
  const { line: posted, token: postToken } = post(r);
  const pronoun = r.pick(['She', 'He', 'They']);
  const layouts: Array<() => { layout: string; text: string; token: string }> = [
    () => ({
      layout: 'panel, full',
      token: postToken,
      text: [
        `Name: ${firstName} ${last}`,
        `Headline: ${role} at ${company} | Building calm teams`,
        `Location: ${r.pick(CITIES)}`,
        `Current role: ${role} at ${company}`,
        'About: I have spent fifteen years in this field. I care about people and about doing things properly.',
        'Experience:',
        `- ${role}, ${company} (2021 - Present): Looked after the day-to-day work of the team.`,
        '- Analyst, Carto Freight (2016 - 2021)',
        'Education:',
        '- University of Leeds, BSc Logistics',
        'Recent activity:',
        `- ${posted}`,
      ].join('\n'),
    }),
    () => ({
      layout: 'panel, experience detail',
      token: didToken,
      text: [
        `Name: ${firstName} ${last}`,
        `Headline: ${role} at ${company}`,
        'Experience:',
        `- ${role}, ${company} (2021 - Present): ${did}.`,
      ].join('\n'),
    }),
    () => ({
      layout: 'panel, sparse',
      token: didToken,
      text: [`Name: ${firstName} ${last}`, `Current role: ${role} at ${company}`, `About: ${did}.`].join('\n'),
    }),
    () => ({
      layout: 'pasted bio',
      token: didToken,
      text: `${firstName} ${last} is the ${role} at ${company}. ${pronoun} ${did.charAt(0).toLowerCase()}${did.slice(1)}. Outside work ${pronoun.toLowerCase()} enjoys hiking.`,
    }),
    () => ({
      layout: 'LinkedIn page text',
      token: didToken,
      text: [
        `${firstName} ${last}`,
        `${role} at ${company} | Speaker`,
        `${r.pick(CITIES)}, Europe`,
        'About',
        'I like hard problems and kind teams.',
        'Experience',
        role,
        `${company} · Full-time`,
        'Jan 2022 - Present · 3 yrs',
        `${did}.`,
      ].join('\n'),
    }),
    () => ({
      layout: 'role line',
      token: didToken,
      text: `${firstName} ${last}\n${role} at ${company}\nRecently: ${did.charAt(0).toLowerCase()}${did.slice(1)}.`,
    }),
  ];
  const { layout, text, token } = r.pick(layouts)();
  const sample: SampleProfile = { input: text, layout, firstName, role, company, token };
  if (r.chance(0.7)) {
    const sender = r.pick(SENDERS);
    sample.input = `${text}\n\n${r.pick(SENDER_HEADINGS)}${sender.text}`;
    sample.offer = sender.offer;
  }
  return sample;
}
