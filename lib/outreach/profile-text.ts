// The profile as the user sees and edits it in the Outreach tab: one labelled line a fact, so the
// engine (and a person) can read it whatever the page looked like. Absent facts leave no line.
import type { LinkedInProfile } from '../messaging/outreach-protocol';

/** One line: page text may hold line breaks and runs of spaces. */
function oneLine(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

function joined(parts: (string | undefined)[], separator: string): string {
  return parts.map(oneLine).filter(Boolean).join(separator);
}

export function formatProfile(profile: LinkedInProfile): string {
  const lines: string[] = [];
  const labelled = (label: string, value: string | undefined) => {
    if (oneLine(value)) lines.push(`${label}: ${oneLine(value)}`);
  };
  labelled('Name', profile.name);
  labelled('Headline', profile.headline);
  labelled('Location', profile.location);
  const role = oneLine(profile.currentRole);
  const company = oneLine(profile.currentCompany);
  if (role) labelled('Current role', company ? `${role} at ${company}` : role);
  else labelled('Current company', company);
  labelled('About', profile.about);

  const list = (heading: string, items: string[]) => {
    const kept = items.filter(Boolean);
    if (kept.length === 0) return;
    lines.push(`${heading}:`, ...kept.map((item) => `- ${item}`));
  };
  list(
    'Experience',
    profile.experience.map((e) => {
      const dates = oneLine(e.dates);
      const head = joined([e.title, e.company], ', ') + (dates ? ` (${dates})` : '');
      const description = oneLine(e.description);
      return head && description ? `${head}: ${description}` : head || description;
    }),
  );
  list(
    'Education',
    profile.education.map((e) => joined([e.school, e.degree], ', ')),
  );
  list('Recent activity', profile.activity.map(oneLine));
  return lines.join('\n');
}
