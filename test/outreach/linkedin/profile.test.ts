// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://www.linkedin.com/feed/"}
// Reading LinkedIn profiles: the practice page's own markup (hashed classes, aria-labelledby headings,
// every text shown twice) in English, German and a UI language with no known headings, a sparse profile,
// older markup, and a page caught between two profiles.
import { beforeEach, describe, expect, it } from 'vitest';
import { pageShowsProfile, profileSlug, readProfile, roleFromHeadline } from '../../../lib/outreach/linkedin/profile';
import {
  PROFILES,
  UI,
  renderMoreProfiles,
  renderSections,
  renderTopCard,
} from '../../../practice/linkedin-profiles.js';

const FULL = 'maya-okafor-4b1a2c';
const SPARSE = 'sam-lee-procurement';
const GERMAN = 'jonas-weber-berlin';
const NOW = 1_790_000_000_000;
const urlOf = (slug: string) => `https://www.linkedin.com/in/${slug}/`;

/** Draws a practice profile as the practice page does: main with the top card and sections, an aside of other profiles. */
function draw(slug: string, lang: keyof typeof UI = PROFILES[slug]!.ui) {
  const profile = PROFILES[slug]!;
  const main = document.createElement('main');
  main.append(renderTopCard(document, slug, profile, UI[lang]), ...renderSections(document, slug, profile, UI[lang]));
  document.body.replaceChildren(main, renderMoreProfiles(document, slug, UI[lang]));
  return main;
}

beforeEach(() => document.body.replaceChildren());

describe('readProfile', () => {
  it('reads a full profile: top card, about, experience (a company with two roles too), education and activity, each text once', () => {
    draw(FULL);
    expect(readProfile(document, `${urlOf(FULL)}?trk=people`, NOW)).toEqual({
      key: FULL,
      url: urlOf(FULL),
      name: 'Maya Okafor',
      headline: 'Head of Revenue Operations at Northwind Logistics | Building calm, predictable pipelines',
      location: 'Rotterdam, South Holland, Netherlands',
      about:
        'I help freight and logistics teams turn messy CRM data into forecasts their boards trust. Before Northwind I ran sales ops for two SaaS start-ups and rebuilt a 40-person territory plan from scratch.',
      currentRole: 'Head of Revenue Operations',
      currentCompany: 'Northwind Logistics',
      experience: [
        {
          title: 'Head of Revenue Operations',
          company: 'Northwind Logistics',
          dates: 'Mar 2023 - Present · 2 yrs 9 mos',
          description: 'Own forecasting, territory design and the CRM for 120 sellers across six countries.',
        },
        {
          title: 'Sales Operations Manager',
          company: 'Tallyhouse',
          dates: 'Jan 2021 - Feb 2023 · 2 yrs 2 mos',
          description: 'Rebuilt the territory plan and moved the team to weekly forecast calls.',
        },
        { title: 'Sales Operations Analyst', company: 'Tallyhouse', dates: 'Feb 2019 - Dec 2020 · 1 yr 11 mos' },
        { title: 'Business Analyst', company: 'Harbourline', dates: 'Jun 2018 - Jan 2019 · 8 mos' },
      ],
      education: [
        {
          school: 'Erasmus University Rotterdam',
          degree: 'Master of Science, Supply Chain Management',
          dates: '2016 - 2018',
        },
        { school: 'University of Lagos', degree: 'Bachelor of Science, Economics', dates: '2012 - 2016' },
      ],
      activity: PROFILES[FULL]!.activity,
      readAt: NOW,
    });
  });

  it('reads a sparse profile: name, headline and location, the current role and company from "Role at Company"', () => {
    draw(SPARSE);
    expect(readProfile(document, urlOf(SPARSE), NOW)).toEqual({
      key: SPARSE,
      url: urlOf(SPARSE),
      name: 'Sam Lee',
      headline: 'Procurement Lead at Brightwell Foods',
      location: 'Leeds, England, United Kingdom',
      currentRole: 'Procurement Lead',
      currentCompany: 'Brightwell Foods',
      experience: [],
      education: [],
      activity: [],
      readAt: NOW,
    });
  });

  it('finds the sections of a German UI by their German headings, the degree "· 2." is not the headline', () => {
    draw(GERMAN);
    const profile = readProfile(document, urlOf(GERMAN), NOW)!;
    expect(profile.headline).toBe('Vertriebsleiter DACH bei Kraftwerk Software GmbH');
    expect(profile.location).toBe('Berlin, Deutschland');
    expect(profile.about).toBe(PROFILES[GERMAN]!.about);
    expect(profile.experience.map((entry) => [entry.title, entry.company])).toEqual([
      ['Vertriebsleiter DACH', 'Kraftwerk Software GmbH'],
      ['Senior Account Executive', 'Kraftwerk Software GmbH'],
      ['Account Executive', 'Datenfluss AG'],
    ]);
    expect(profile.experience[0]!.dates).toBe('Apr. 2022 – Heute · 3 J. 8 Mon.');
    expect(profile).toMatchObject({ currentRole: 'Vertriebsleiter DACH', currentCompany: 'Kraftwerk Software GmbH' });
    expect(profile.education).toEqual([
      { school: 'Technische Universität München', degree: 'Diplom, Wirtschaftsingenieurwesen', dates: '2007 – 2013' },
    ]);
    expect(profile.activity).toEqual(PROFILES[GERMAN]!.activity);
  });

  it('in a UI language with no known headings still reads name, headline and the experience (by its dated entries)', () => {
    draw(FULL, 'ja');
    const profile = readProfile(document, urlOf(FULL), NOW)!;
    expect(profile.name).toBe('Maya Okafor');
    expect(profile.headline).toBe(PROFILES[FULL]!.headline);
    expect(profile.experience.map((entry) => entry.title)).toEqual([
      'Head of Revenue Operations',
      'Sales Operations Manager',
      'Sales Operations Analyst',
      'Business Analyst',
    ]);
    expect(profile.currentCompany).toBe('Northwind Logistics');
  });

  it('reads text shown twice once, whether the copy for screen readers has a known class or only the same words', () => {
    document.body.innerHTML = `
      <main>
        <section><div><h1>Ana Lima</h1></div><div class="x1"><span aria-hidden="true">Founder at Verde Lab</span><span class="visually-hidden">Founder at Verde Lab</span></div></section>
        <section><div id="experience" class="pv-profile-card__anchor"></div>
          <div class="pvs-header__title"><span aria-hidden="true">Experiência</span><span class="visually-hidden">Experiência</span></div>
          <ul><li class="pvs-list__paged-list-item"><div>
            <div><span aria-hidden="true">Fundadora</span><span class="visually-hidden">Fundadora</span></div>
            <div><span>Verde Lab · Autônomo</span><span class="visually-hidden">Verde Lab · Autônomo</span></div>
            <div><span aria-hidden="true">jan de 2020 - o momento</span><span class="zz9">jan de 2020 - o momento</span></div>
          </div></li></ul>
        </section>
      </main>`;
    const profile = readProfile(document, urlOf('ana-lima'), NOW)!;
    expect(profile.headline).toBe('Founder at Verde Lab');
    expect(profile.experience).toEqual([
      { title: 'Fundadora', company: 'Verde Lab', dates: 'jan de 2020 - o momento' },
    ]);
    expect(profile).toMatchObject({ currentRole: 'Fundadora', currentCompany: 'Verde Lab' });
  });

  it('finds a section of older markup by its anchor when its heading is in no known language', () => {
    document.body.innerHTML = `
      <main>
        <section><h1>Ana Lima</h1><div>Designer</div></section>
        <section><div id="about"></div><div><h2>O mnie</h2></div><div><span aria-hidden="true">Designing calm tools.</span></div></section>
      </main>`;
    expect(readProfile(document, urlOf('ana-lima'), NOW)?.about).toBe('Designing calm tools.');
  });

  it('caps long texts at a word boundary', () => {
    const long = Array.from({ length: 600 }, (_, i) => `word${i}`).join(' ');
    document.body.innerHTML = `<main><section><h1>Ana Lima</h1><div>Designer</div></section><section aria-labelledby="h"><h2 id="h">About</h2><div></div></section></main>`;
    document.querySelector('section[aria-labelledby] div')!.textContent = long;
    const about = readProfile(document, urlOf('ana-lima'), NOW)!.about!;
    expect(about.length).toBeLessThanOrEqual(2_600);
    expect(about.endsWith('…')).toBe(true);
    expect(long.startsWith(about.slice(0, -1))).toBe(true);
    expect(long.split(' ')).toContain(about.slice(0, -1).split(' ').pop());
  });

  it('is null on pages that are not a profile, or without a name', () => {
    draw(FULL);
    expect(readProfile(document, 'https://www.linkedin.com/feed/', NOW)).toBeNull();
    document.querySelector('h1')!.remove();
    expect(readProfile(document, urlOf(FULL), NOW)).toBeNull();
  });
});

describe('a page between two profiles', () => {
  it('reads nothing while the address names B and the page still shows A', () => {
    draw(FULL);
    expect(pageShowsProfile(document, GERMAN)).toBe(false);
    expect(readProfile(document, urlOf(GERMAN), NOW)).toBeNull();
  });

  it("reads B's top card and leaves out A's sections still on screen", () => {
    const main = draw(FULL);
    const before = readProfile(document, urlOf(FULL), NOW)!;
    main
      .querySelector('section[data-member-card]')!
      .replaceWith(renderTopCard(document, GERMAN, PROFILES[GERMAN]!, UI.de));
    expect(pageShowsProfile(document, GERMAN)).toBe(true);
    const profile = readProfile(document, urlOf(GERMAN), NOW, before)!;
    expect(profile).toMatchObject({
      key: GERMAN,
      name: 'Jonas Weber',
      currentRole: 'Vertriebsleiter DACH',
      currentCompany: 'Kraftwerk Software GmbH',
    });
    expect(profile.experience).toEqual([]);
    expect(profile.education).toEqual([]);
    expect(profile.activity).toEqual([]);
    expect(profile.about).toBeUndefined();
    expect(JSON.stringify(profile)).not.toMatch(/Maya|Northwind|Tallyhouse|Erasmus/);
  });

  it("without links naming the profile, waits until the name is no longer the previous profile's", () => {
    document.body.innerHTML =
      '<main><section><h1>Maya Okafor</h1><div>Head of Revenue Operations at Northwind Logistics</div></section></main>';
    expect(pageShowsProfile(document, GERMAN, 'Maya Okafor')).toBe(false);
    expect(pageShowsProfile(document, FULL)).toBe(true);
    document.querySelector('h1')!.textContent = 'Jonas Weber';
    expect(pageShowsProfile(document, GERMAN, 'Maya Okafor')).toBe(true);
  });
});

describe('small readings', () => {
  it('takes the slug from profile addresses only, decoded and lower-cased', () => {
    expect(profileSlug('https://www.linkedin.com/in/Maya-Okafor-4b1a2c/overlay/contact-info/')).toBe(
      'maya-okafor-4b1a2c',
    );
    expect(profileSlug('https://www.linkedin.com/in/j%C3%BCrgen-m/')).toBe('jürgen-m');
    expect(profileSlug('https://www.linkedin.com/company/acme/')).toBeUndefined();
    expect(profileSlug('not a url')).toBeUndefined();
  });

  it('finds "Role at Company" in headlines of several languages, and nothing in other headlines', () => {
    expect(roleFromHeadline('Head of Sales at Acme | Speaker')).toEqual({ role: 'Head of Sales', company: 'Acme' });
    expect(roleFromHeadline('Vertriebsleiterin bei Kraftwerk GmbH')).toEqual({
      role: 'Vertriebsleiterin',
      company: 'Kraftwerk GmbH',
    });
    expect(roleFromHeadline('Directrice commerciale chez Lumen · Paris')).toEqual({
      role: 'Directrice commerciale',
      company: 'Lumen',
    });
    expect(roleFromHeadline('Helping founders sell')).toBeUndefined();
    expect(roleFromHeadline(undefined)).toBeUndefined();
  });
});
