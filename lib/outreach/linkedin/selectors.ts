// Every LinkedIn selector, heading text and pattern Sidecue reads, and nothing else. Since February 2026
// LinkedIn profiles carry obfuscated class names, the `#about`/`#experience` anchors are mostly gone, and
// text is often rendered twice (a visible `aria-hidden` copy and a visually hidden one for screen
// readers). So sections are found by their heading's text and by ARIA first, by structure next, and by
// class names or old anchors only as the last fallback. Lists are tried in order, most stable first.

export const LINKEDIN = {
  /** The page's main content: the profile lives here, asides ("More profiles for you") outside. */
  main: ['main', '[role="main"]'],
  /** The profile's name. */
  name: ['h1'],
  /** Sections of the profile; each is identified by its heading. */
  section: ['section'],
  /** A section's own heading when it names none through aria-labelledby. */
  sectionHeading: ['h2', '[role="heading"][aria-level="2"]', '.pvs-header__title', '.pv-profile-card__title'],
  /** One entry of a section's list. */
  entry: ['li'],
  /** Old layouts' section anchors (`<div id="experience">` inside the section). */
  anchors: {
    about: ['#about'],
    experience: ['#experience'],
    education: ['#education'],
    activity: ['#content_collections', '#activity'],
  },
  /** The top card's "Contact info" link: the location is the text just before it. */
  contactInfo: ['a[href*="/overlay/contact-info"]', '#top-card-text-details-contact-info'],
  /** Class-name fallbacks for the top card when its structure gives nothing. */
  headlineFallback: ['[data-generated-suggestion-target]', '.text-body-medium.break-words'],
  locationFallback: ['.text-body-small.inline.t-black--light.break-words'],
  /** Screen-reader-only copies: skipped whenever a visible copy sits beside them. */
  visuallyHidden: ['.visually-hidden', '.a11y-text', '.sr-only'],
  /** Never profile text. */
  noise: 'button, [role="button"], svg, img, script, style, template, noscript, [role="menu"], [role="dialog"]',
  /** Elements that break text into lines; everything else is inline. */
  block:
    'address, article, aside, div, dl, dt, dd, figure, footer, form, h1, h2, h3, h4, h5, h6, header, hr, li, main, nav, ol, p, section, table, tr, ul',

  /** Insert: the invitation note box, inside a modal dialog. */
  dialog: ['[role="dialog"]', 'dialog[open]'],
  noteBox: ['textarea#custom-message', 'textarea[name="message"]'],
  /** Insert: the messaging composer (a contenteditable), and an InMail's subject field beside it. */
  composer: [
    '.msg-form__contenteditable[contenteditable="true"]',
    '.msg-form [contenteditable="true"][role="textbox"]',
  ],
  composerForm: ['form', '.msg-form', '[role="dialog"]'],
  subject: ['input[name="subject"]', '.msg-form__subject input', 'input.msg-form__subject'],
} as const;

/** Heading texts per section, in the UI languages LinkedIn offers most (compared lower-cased, whole). */
const HEADINGS = {
  about: [
    'about', // en
    'info', // de, nl
    'infos', // fr
    'acerca de', // es
    'sobre', // pt
    'informazioni', // it
  ],
  experience: [
    'experience',
    'berufserfahrung',
    'erfahrung',
    'expérience',
    'experiencia',
    'experiência',
    'esperienza',
    'ervaring',
  ],
  education: [
    'education',
    'ausbildung',
    'formation',
    'educación',
    'formación',
    'formação acadêmica',
    'educação',
    'formazione',
    'opleiding',
  ],
  activity: ['activity', 'aktivitäten', 'aktivität', 'activité', 'actividad', 'atividade', 'attività', 'activiteit'],
} as const;

export type ProfileSection = keyof typeof HEADINGS;

export const LINKEDIN_FACTS = {
  headings: HEADINGS,
  /** A profile's address; the slug (percent-decoded) keys the profile. */
  profilePath: /^\/in\/([^/?#]+)/,
  /** Links inside a profile that name whose profile they belong to (`/in/<slug>/details/…`). */
  ownLink: /^\/in\/([^/?#]+)\/(details|overlay|recent-activity)\b/,
  /** Top-card bits that are not the headline: connection degree, pronouns, separators. */
  notHeadline: [/^(·\s*)?[123](st|nd|rd|th|\.|er|e|º)?\+?$/i, /^\(?[\p{L}]+\/[\p{L}]+\)?$/u, /^[·•|]$/],
  /** A line giving dates: a year, or "present" in the UI languages above. */
  dates: /\b(19|20)\d{2}\b|\b(present|heute|aujourd['’]hui|actualidad|actualmente|o momento|presente|oggi|heden)\b/i,
  /** Headline "Role at Company" in those languages. */
  roleAt: /^(.+?)\s+(?:at|bei|chez|en|em|presso|bij|@)\s+(.+)$/i,
  /** "Role at Company | Speaker": only the first part names the role. */
  headlineParts: /\s+[|•·]\s+|\s+-\s+/,
  /** Employment type after the company ("Acme · Full-time"). */
  companySeparator: ' · ',
  /** Lengths kept (LinkedIn's own caps: headline 220, about 2,600). */
  max: {
    name: 100,
    headline: 300,
    location: 120,
    about: 2_600,
    title: 200,
    company: 200,
    dates: 100,
    description: 1_000,
    post: 600,
  },
  maxEntries: { experience: 20, education: 10, activity: 5 },
  /** Shorter lines in an activity item are its header ("Maya posted this · 2w"), not the post. */
  minPostLength: 20,
} as const;
