// Reads a LinkedIn profile page into a LinkedInProfile. Sections are found by their heading's text (in
// several UI languages) or ARIA, then by structure, and by class names or old anchors only last: LinkedIn
// obfuscates its classes. Text shown twice (a visible copy and one for screen readers) is read once.
// A page that still shows another profile than its address names is not read: LinkedIn changes the
// address first and the content a moment later. Every selector comes from selectors.ts.
import type { LinkedInProfile, ProfileEducation, ProfileExperience } from '../../messaging/outreach-protocol';
import { firstMatch } from '../../capture/core/dom';
import { LINKEDIN, LINKEDIN_FACTS, type ProfileSection } from './selectors';

const { max } = LINKEDIN_FACTS;

/** The profile slug of a LinkedIn address (`/in/<slug>/…`), lower-cased and decoded; undefined elsewhere. */
export function profileSlug(url: string): string | undefined {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return undefined;
  }
  const raw = LINKEDIN_FACTS.profilePath.exec(path)?.[1];
  return raw ? decodeSlug(raw) : undefined;
}

function decodeSlug(raw: string): string {
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/**
 * Whether the page shows the profile `slug` names, not still the one before: its top card links to this
 * slug's own pages; or, where it links to no profile's, its name is no longer `staleName` (the name read
 * from the previous profile).
 */
export function pageShowsProfile(doc: Document, slug: string, staleName?: string): boolean {
  const h1 = nameElement(doc);
  if (!h1) return false;
  const owners = ownerSlugs(topCardOf(h1));
  if (owners.size > 0) return owners.has(slug);
  return staleName === undefined || readText(h1) !== staleName;
}

/**
 * The profile the page shows for `url`, or null when it is no profile page or shows another profile.
 * `before`: the profile the tab showed before this one. A section reading exactly as it did there is
 * still on screen from it (LinkedIn fills the new profile in part by part) and is left out.
 */
export function readProfile(doc: Document, url: string, now: number, before?: LinkedInProfile): LinkedInProfile | null {
  const slug = profileSlug(url);
  if (!slug) return null;
  const h1 = nameElement(doc);
  if (!h1) return null;
  const name = cap(readText(h1), max.name);
  if (!name) return null;
  const top = topCardOf(h1);
  const owners = ownerSlugs(top);
  if (owners.size > 0 && !owners.has(slug)) return null;

  const { headline, location } = readTopCard(top, h1);
  const sections = findSections(mainOf(doc), top, slug);
  const stale = before && before.key !== slug ? before : undefined;
  const fresh = <T>(value: T, old: T | undefined) =>
    stale && JSON.stringify(value) === JSON.stringify(old) ? undefined : value;
  const experience =
    fresh(sections.experience ? readExperienceSection(sections.experience) : [], stale?.experience) ?? [];
  const education = fresh(sections.education ? readEducationSection(sections.education) : [], stale?.education) ?? [];
  const activity = fresh(sections.activity ? readActivitySection(sections.activity) : [], stale?.activity) ?? [];
  const about = fresh(sections.about ? readAbout(sections.about) : undefined, stale?.about);
  const current = experience[0]
    ? { role: experience[0].title, company: experience[0].company }
    : roleFromHeadline(headline);

  const { origin } = new URL(url);
  return {
    key: slug,
    url: `${origin}/in/${encodeURIComponent(slug)}/`,
    name,
    ...(headline && { headline }),
    ...(location && { location }),
    ...(about && { about }),
    ...(current?.role && { currentRole: current.role }),
    ...(current?.company && { currentCompany: current.company }),
    experience,
    education,
    activity,
    readAt: now,
  };
}

// ---- Text, read once ----

const clean = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

/** Cut at a word boundary under `limit`, with an ellipsis, so no word is cut in half. */
function cap(value: string, limit: number): string {
  if (value.length <= limit) return value;
  const cut = value.slice(0, limit - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Words without any spacing: a copy with line breaks and one with spaces are the same words. */
const squash = (value: string | null) => (value ?? '').replace(/\s+/g, '');

const matchesAny = (el: Element, selectors: readonly string[]) => selectors.some((selector) => el.matches(selector));

/**
 * A screen-reader copy of text shown beside it: a sibling shows the same words with aria-hidden, or this
 * one is visually hidden and a sibling carries the shown copy.
 */
function isHiddenCopy(el: Element): boolean {
  if (el.getAttribute('aria-hidden') === 'true') return false;
  const parent = el.parentElement;
  if (!parent || parent.children.length < 2) return false;
  const srOnly = matchesAny(el, LINKEDIN.visuallyHidden);
  let own: string | undefined;
  for (const sibling of parent.children) {
    if (sibling === el) continue;
    const shownCopy = sibling.getAttribute('aria-hidden') === 'true';
    if (!shownCopy && !srOnly) continue;
    if (srOnly && shownCopy) return true;
    own ??= squash(el.textContent);
    if (own && squash(sibling.textContent) === own) return true;
  }
  return false;
}

const skipped = (el: Element) => el.matches(LINKEDIN.noise) || el.hasAttribute('hidden') || isHiddenCopy(el);

/** The element's words, one copy of each, blocks and line breaks as spaces. */
export function readText(el: Element): string {
  const parts: string[] = [];
  const walk = (node: Element) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) parts.push(child.textContent ?? '');
      else if (child.nodeType === 1) {
        const element = child as Element;
        if (element.tagName === 'BR') parts.push(' ');
        else if (!skipped(element)) {
          const block = element.matches(LINKEDIN.block);
          if (block) parts.push(' ');
          walk(element);
          if (block) parts.push(' ');
        }
      }
    }
  };
  walk(el);
  return clean(parts.join(''));
}

interface Line {
  text: string;
  el: Element;
}

/** The text lines under `root` in page order: each innermost block's words, once. `stop` leaves parts out. */
function linesOf(root: Element, stop?: (el: Element) => boolean): Line[] {
  const out: Line[] = [];
  const walk = (node: Element) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) {
        const loose = clean(child.textContent);
        if (loose) out.push({ text: loose, el: node });
        continue;
      }
      if (child.nodeType !== 1) continue;
      const element = child as Element;
      if (skipped(element) || stop?.(element)) continue;
      if (hasBlockChild(element)) walk(element);
      else {
        const words = readText(element);
        if (words) out.push({ text: words, el: element });
      }
    }
  };
  walk(root);
  return out;
}

function hasBlockChild(el: Element): boolean {
  for (const child of el.children) if (child.matches(LINKEDIN.block) && !skipped(child)) return true;
  return false;
}

// ---- Page parts ----

const mainOf = (doc: Document): Element => firstMatch(doc, LINKEDIN.main) ?? doc.body;

function nameElement(doc: Document): Element | null {
  for (const selector of LINKEDIN.name) {
    for (const el of mainOf(doc).querySelectorAll(selector)) if (readText(el)) return el;
  }
  return null;
}

/** The name's section; without one, the name's container a few levels up. */
function topCardOf(h1: Element): Element {
  const section = h1.closest(LINKEDIN.section.join(', '));
  if (section) return section;
  let card = h1;
  for (let up = 0; up < 3 && card.parentElement && card.parentElement.tagName !== 'MAIN'; up++)
    card = card.parentElement;
  return card;
}

/** Slugs of the profiles whose own pages (details, contact info, activity) `root` links to. */
function ownerSlugs(root: Element): Set<string> {
  const slugs = new Set<string>();
  for (const link of root.querySelectorAll('a[href*="/in/"]')) {
    let path: string;
    try {
      path = new URL(link.getAttribute('href') ?? '', 'https://www.linkedin.com').pathname;
    } catch {
      continue;
    }
    const raw = LINKEDIN_FACTS.ownLink.exec(path)?.[1];
    if (raw) slugs.add(decodeSlug(raw));
  }
  return slugs;
}

/** Headline: the first line right under the name that is not a degree, pronouns or a separator. Location: the line before "Contact info". */
function readTopCard(top: Element, h1: Element): { headline?: string; location?: string } {
  const lines = linesOf(top);
  const nameAt = lines.findIndex((line) => line.el === h1 || h1.contains(line.el) || line.el.contains(h1));
  const name = readText(h1);
  const isNoise = (text: string) => text === name || LINKEDIN_FACTS.notHeadline.some((pattern) => pattern.test(text));
  const headlineLine = lines.slice(nameAt + 1).find((line) => !isNoise(line.text));
  let headline = headlineLine?.text;
  if (!headline) headline = textOfFirst(top, LINKEDIN.headlineFallback);

  let location: string | undefined;
  const contact = firstMatch(top, LINKEDIN.contactInfo);
  if (contact) {
    const contactAt = lines.findIndex(
      (line) => line.el === contact || contact.contains(line.el) || line.el.contains(contact),
    );
    // The place and the link often share one line: "Berlin, Germany · Contact info".
    const shared = lines[contactAt];
    const linkText = readText(contact);
    if (shared && shared.el !== contact && linkText && shared.text.endsWith(linkText)) {
      location = shared.text.slice(0, -linkText.length).replace(/[\s·•|]+$/, '') || undefined;
    }
    for (let i = contactAt - 1; !location && i > nameAt && i >= 0; i--) {
      const line = lines[i];
      if (!line || line === headlineLine) break;
      if (!LINKEDIN_FACTS.notHeadline.some((pattern) => pattern.test(line.text))) {
        location = line.text;
        break;
      }
    }
  }
  if (!location) location = textOfFirst(top, LINKEDIN.locationFallback);
  return { headline: headline && cap(headline, max.headline), location: location && cap(location, max.location) };
}

function textOfFirst(root: Element, selectors: readonly string[]): string | undefined {
  const found = firstMatch(root, selectors);
  return (found && readText(found)) || undefined;
}

type Sections = Partial<Record<ProfileSection, Element>>;

/**
 * The profile's sections by heading text, ARIA and old anchors; sections linking to another profile's
 * own pages are left out (still on screen from the profile before). In a UI language none of the
 * headings match, the first other section listing dated entries is the experience.
 */
function findSections(main: Element, top: Element, slug: string): Sections {
  const found: Sections = {};
  const unnamed: Element[] = [];
  for (const section of main.querySelectorAll(LINKEDIN.section.join(', '))) {
    if (section === top || section.contains(top) || top.contains(section)) continue;
    const owners = ownerSlugs(section);
    if (owners.size > 0 && !owners.has(slug)) continue;
    const kind = sectionKind(section);
    if (kind) found[kind] ??= section;
    else unnamed.push(section);
  }
  if (!found.experience) {
    found.experience = unnamed.find((section) => {
      const entries = entriesOf(section);
      return (
        entries.length > 0 &&
        entries.some((entry) => linesOf(entry).some((line) => LINKEDIN_FACTS.dates.test(line.text)))
      );
    });
  }
  return found;
}

function sectionKind(section: Element): ProfileSection | undefined {
  const heading = headingText(section).toLowerCase();
  if (heading) {
    for (const [kind, texts] of Object.entries(LINKEDIN_FACTS.headings) as [ProfileSection, readonly string[]][]) {
      if (texts.includes(heading)) return kind;
    }
  }
  for (const [kind, anchors] of Object.entries(LINKEDIN.anchors) as [ProfileSection, readonly string[]][]) {
    if (anchors.some((anchor) => section.querySelector(anchor))) return kind;
  }
  return undefined;
}

/** The section's name: what aria-labelledby points at, else its own heading (not a nested section's). */
function headingText(section: Element): string {
  const ids = section.getAttribute('aria-labelledby')?.split(/\s+/).filter(Boolean) ?? [];
  const labelled = ids
    .map((id) => section.ownerDocument.getElementById(id))
    .filter((el): el is HTMLElement => el !== null);
  if (labelled.length) return clean(labelled.map(readText).join(' '));
  const sectionSelector = LINKEDIN.section.join(', ');
  for (const selector of LINKEDIN.sectionHeading) {
    for (const heading of section.querySelectorAll(selector)) {
      if (heading.parentElement?.closest(sectionSelector) === section) return readText(heading);
    }
  }
  return '';
}

/** The section's list entries, not those nested inside another entry. */
function entriesOf(section: Element): Element[] {
  const selector = LINKEDIN.entry.join(', ');
  return [...section.querySelectorAll(selector)].filter((entry) => {
    const outer = entry.parentElement?.closest(selector);
    return !outer || outer === section || !section.contains(outer);
  });
}

/** Lines of the section's text, its heading left out. */
function bodyLines(section: Element, stop?: (el: Element) => boolean): Line[] {
  const headingIds = new Set(section.getAttribute('aria-labelledby')?.split(/\s+/) ?? []);
  return linesOf(
    section,
    (el) => headingIds.has(el.id) || matchesAny(el, LINKEDIN.sectionHeading) || (stop?.(el) ?? false),
  );
}

function readAbout(section: Element): string | undefined {
  const text = bodyLines(section, (el) => el.matches('a[href*="/details/"]'))
    .map((line) => line.text)
    .join(' ');
  return text ? cap(text, max.about) : undefined;
}

const isDates = (text: string) => LINKEDIN_FACTS.dates.test(text);
/** A short line with no sentence ending: a place or a work mode, not a description. */
const isShortFact = (text: string) => text.length <= 60 && !/[.!?]$/.test(text);
const companyOf = (line: string | undefined) =>
  line ? cap((line.split(LINKEDIN_FACTS.companySeparator)[0] ?? line).trim(), max.company) : undefined;

function readExperienceSection(section: Element): ProfileExperience[] {
  const out: ProfileExperience[] = [];
  for (const entry of entriesOf(section)) {
    out.push(...readExperienceEntry(entry));
    if (out.length >= LINKEDIN_FACTS.maxEntries.experience) break;
  }
  return out.slice(0, LINKEDIN_FACTS.maxEntries.experience);
}

/** One entry: a role, or a company with several roles (its nested entries carry the dates). */
function readExperienceEntry(entry: Element): ProfileExperience[] {
  const nested = entriesOf(entry).filter((li) => li !== entry);
  const own = linesOf(entry, (el) => nested.includes(el)).map((line) => line.text);
  const roles = nested.map((li) => linesOf(li).map((line) => line.text)).filter((lines) => lines.some(isDates));
  if (roles.length > 0 && !own.some(isDates)) {
    const company = companyOf(own[0]);
    return roles.flatMap((lines) => {
      const role = readRole(lines);
      return role ? [{ ...role, ...(company && { company }) }] : [];
    });
  }
  const role = readRole(
    linesOf(entry).map((line) => line.text),
    true,
  );
  return role ? [role] : [];
}

/** Title first; then the company (when `withCompany`), the dates, a place, a description. */
function readRole(lines: string[], withCompany = false): ProfileExperience | undefined {
  const [title, ...rest] = lines;
  if (!title) return undefined;
  const datesAt = rest.findIndex(isDates);
  const dates = rest[datesAt];
  const company = withCompany && datesAt !== 0 ? companyOf(rest[0]) : undefined;
  const afterDates = datesAt >= 0 ? rest.slice(datesAt + 1) : rest.slice(company ? 1 : 0);
  const described = afterDates.filter((line, i) => !(i === 0 && isShortFact(line)));
  const description = described.join(' ');
  return {
    title: cap(title, max.title),
    ...(company && { company }),
    ...(dates && { dates: cap(dates, max.dates) }),
    ...(description && { description: cap(description, max.description) }),
  };
}

function readEducationSection(section: Element): ProfileEducation[] {
  const out: ProfileEducation[] = [];
  for (const entry of entriesOf(section).slice(0, LINKEDIN_FACTS.maxEntries.education)) {
    const [school, ...rest] = linesOf(entry).map((line) => line.text);
    if (!school) continue;
    const degree = rest[0] && !isDates(rest[0]) ? rest[0] : undefined;
    const dates = rest.find(isDates);
    out.push({
      school: cap(school, max.title),
      ...(degree && { degree: cap(degree, max.title) }),
      ...(dates && { dates: cap(dates, max.dates) }),
    });
  }
  return out;
}

/** Each shown post's text: the longest line of its entry (the rest is "… posted this · 2w" and counts). */
function readActivitySection(section: Element): string[] {
  const posts: string[] = [];
  for (const entry of entriesOf(section)) {
    const longest = linesOf(entry).reduce((best, line) => (line.text.length > best.length ? line.text : best), '');
    if (longest.length >= LINKEDIN_FACTS.minPostLength) posts.push(cap(longest, max.post));
    if (posts.length >= LINKEDIN_FACTS.maxEntries.activity) break;
  }
  return posts;
}

/** "Head of Sales at Acme | Speaker" → Head of Sales, Acme. */
export function roleFromHeadline(headline: string | undefined): { role: string; company?: string } | undefined {
  if (!headline) return undefined;
  const first = (headline.split(LINKEDIN_FACTS.headlineParts)[0] ?? headline).trim();
  const [, role, company] = LINKEDIN_FACTS.roleAt.exec(first) ?? [];
  if (!role || !company) return undefined;
  return { role: cap(role.trim(), max.title), company: cap(company.trim(), max.company) };
}
