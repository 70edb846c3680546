// The store listing and the user guide's permissions text keep up with the manifest: the same name and
// short description as the messages file, and a justification for every permission it asks for.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import config from '../../wxt.config';
import English from '../../public/_locales/en/messages.json';

type Manifest = { permissions: string[]; optional_host_permissions: string[] };
const manifest = (config.manifest as (env: { browser: string }) => Manifest)({ browser: 'chrome' });
const listing = readFileSync('docs/store-listing.md', 'utf8');
const userGuide = readFileSync('docs/user-guide.md', 'utf8');

/** The text of a "## heading" section of a markdown document (the listing unless said). */
function section(heading: string, markdown = listing): string {
  return markdown.split(`\n## ${heading}\n`)[1]?.split('\n## ')[0]?.trim() ?? '';
}

describe('the store listing', () => {
  it('has the name and short description of the messages file', () => {
    expect(section('Name')).toBe(English.extName.message);
    expect(section('Short description')).toBe(English.extDescription.message);
  });

  it('justifies every permission and optional host permission of the manifest, as the user guide does', () => {
    const justified = section('Permission justifications');
    const explained = section('Permissions', userGuide);
    for (const permission of [...manifest.permissions, ...manifest.optional_host_permissions]) {
      expect(justified, permission).toContain(`\`${permission}\``);
      expect(explained, permission).toContain(`\`${permission}\``);
    }
    expect(justified).toContain('`www.linkedin.com/*`');
  });

  it('points to the privacy policy the extension ships', () => {
    expect(section('Data use disclosure')).toContain('components/PrivacyPolicy.tsx');
    expect(readFileSync('components/PrivacyPolicy.tsx', 'utf8')).toContain("t('privacyTitle')");
  });
});
