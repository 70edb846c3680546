// @vitest-environment node
// Every relative link in the README and the docs leads somewhere: the file exists, and an #anchor into a
// markdown file names one of its headings. Docs move as the code does; a dead link is found here, not by
// a reader.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();

/** The files whose links are checked, relative to the repository root. */
function documents(): string[] {
  const underDocs = (dir: string): string[] =>
    readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return underDocs(path);
      return entry.name.endsWith('.md') ? [path] : [];
    });
  return ['README.md', 'bench/README.md', ...underDocs('docs')];
}

/** The lines outside fenced code blocks (a fence's lines come back empty). */
function outsideFences(markdown: string): string[] {
  let fence: string | undefined;
  return markdown.split('\n').map((line) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      return '';
    }
    if (marker) {
      fence = marker;
      return '';
    }
    return line;
  });
}

/** Code blocks and inline code spans blanked: a link written there is an example, not a link. */
function withoutCode(markdown: string): string {
  return outsideFences(markdown)
    .map((line) => line.replace(/(`+)[^`]*?\1/g, ''))
    .join('\n');
}

/** Link targets as written: inline links and images, reference definitions, and HTML src/href. */
function linkTargets(markdown: string): string[] {
  const text = withoutCode(markdown);
  const targets: string[] = [];
  for (const match of text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) targets.push(match[1]!);
  for (const match of text.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$/gm)) targets.push(match[1]!);
  for (const match of text.matchAll(/\b(?:src|href)\s*=\s*"([^"]+)"/g)) targets.push(match[1]!);
  return targets;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a markdown file offers: its headings' slugs (repeats numbered as GitHub does) and HTML ids. */
function anchors(markdown: string): Set<string> {
  const found = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of outsideFences(markdown)) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count === 0 ? base : `${base}-${count}`);
  }
  for (const match of markdown.matchAll(/<a\s[^>]*(?:id|name)="([^"]+)"/g)) found.add(match[1]!);
  return found;
}

/** What is wrong with each relative link of `file` (repository-relative), in words; empty when all lead somewhere. */
function brokenLinks(file: string, markdown: string, read: (path: string) => string | undefined): string[] {
  const problems: string[] = [];
  for (const target of linkTargets(markdown)) {
    // A scheme (https:, mailto:, chrome:, about:) is not a file of the repository.
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
    const [rawPath = '', anchor] = target.split('#', 2);
    const path = decodeURIComponent(rawPath);
    const resolved = path === '' ? file : normalize(path.startsWith('/') ? path.slice(1) : join(dirname(file), path));
    if (resolved.startsWith('..')) {
      problems.push(`${file}: ${target} leads outside the repository`);
      continue;
    }
    const content = read(resolved);
    if (content === undefined) {
      problems.push(`${file}: ${target} (no ${resolved})`);
      continue;
    }
    if (anchor && resolved.endsWith('.md') && !anchors(content).has(decodeURIComponent(anchor))) {
      problems.push(`${file}: ${target} (no heading #${anchor} in ${resolved})`);
    }
  }
  return problems;
}

/** A file's text, '' for a directory, undefined when nothing is there. */
function readFromDisk(path: string): string | undefined {
  const full = join(ROOT, path);
  if (!existsSync(full)) return undefined;
  return statSync(full).isDirectory() ? '' : readFileSync(full, 'utf8');
}

describe('links in the README and the docs', () => {
  it('lead to files that exist, and anchors to headings that exist', () => {
    const files = documents();
    expect(files).toEqual(expect.arrayContaining(['README.md', 'bench/README.md', 'docs/architecture.md']));
    const problems = files.flatMap((file) => brokenLinks(file, readFileSync(join(ROOT, file), 'utf8'), readFromDisk));
    expect(problems).toEqual([]);
  });

  it('are read from every place a document can hold them, and not from code', () => {
    const markdown = [
      'See [the guide](docs/guide.md#set-up) and ![a shot](shots/a.png "A").',
      '<img src="shots/b.png" alt=""> and [ref]: docs/ref.md',
      'Not a link: `[x](code.md)`.',
      '```md',
      '[y](fenced.md)',
      '```',
    ].join('\n');
    expect(linkTargets(markdown)).toEqual(['docs/guide.md#set-up', 'shots/a.png', 'shots/b.png']);
    expect(linkTargets('[ref]: docs/ref.md')).toEqual(['docs/ref.md']);
  });

  it('slugs headings as GitHub does, numbering repeats', () => {
    expect(slug('Adding a platform')).toBe('adding-a-platform');
    expect(slug('The proxy: tokens, `REDIS_URL` and limits')).toBe('the-proxy-tokens-redis_url-and-limits');
    expect(slug('Capture → session → panel')).toBe('capture--session--panel');
    expect([...anchors('# Top\n## Notes\n## Notes\n```\n# not a heading\n```\n')]).toEqual(['top', 'notes', 'notes-1']);
  });

  it('reports a missing file, a missing heading and a way out of the repository', () => {
    const files: Record<string, string> = { 'docs/guide.md': '# Guide\n## Set up\n', 'docs/shot.png': '' };
    const read = (path: string) => files[path];
    expect(brokenLinks('README.md', '[ok](docs/guide.md#set-up) ![ok](docs/shot.png)', read)).toEqual([]);
    expect(brokenLinks('README.md', '[gone](docs/gone.md)', read)).toEqual([
      'README.md: docs/gone.md (no docs/gone.md)',
    ]);
    expect(brokenLinks('README.md', '[anchor](docs/guide.md#install)', read)).toEqual([
      'README.md: docs/guide.md#install (no heading #install in docs/guide.md)',
    ]);
    expect(brokenLinks('docs/guide.md', '[here](#set-up) [there](#nowhere)', read)).toEqual([
      'docs/guide.md: #nowhere (no heading #nowhere in docs/guide.md)',
    ]);
    expect(brokenLinks('docs/guide.md', '[up](../../x.md)', read)).toEqual([
      'docs/guide.md: ../../x.md leads outside the repository',
    ]);
    expect(brokenLinks('README.md', '[web](https://example.com/a.md) [mail](mailto:a@example.com)', read)).toEqual([]);
  });
});
