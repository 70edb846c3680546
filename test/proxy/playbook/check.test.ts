// Reading a playbook file: every problem, in words, at the line and column where it is.
import { describe, expect, it } from 'vitest';
import { checkPlaybook, type PlaybookCheck } from '../../../proxy/playbook/check.ts';

const good = `version: 1
name: Sales team
objections:
  - id: price
    kind: price
    title: Too expensive
    examples: [It costs too much]
    answer: Ask what the current process costs them.
competitors:
  - id: acme
    name: Acme
    aliases: [ACME Corp]
checklist:
  framework: MEDDICC
  items:
    - id: metrics
      label: Metrics
      ask: What does it cost you today?
procedures:
  - id: refund
    title: Refund
    reply: I have started the refund.
`;

function problems(text: string): PlaybookCheck & { ok: false } {
  const check = checkPlaybook(text, 'team.yaml');
  if (check.ok) throw new Error('expected the file to be refused');
  return check;
}

describe('checkPlaybook', () => {
  it('accepts a good file and fills in the lists it leaves out', () => {
    const check = checkPlaybook(good, 'team.yaml');
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.playbook.name).toBe('Sales team');
    expect(check.playbook.competitors[0]).toMatchObject({ name: 'Acme', differentiators: [], landmines: [] });
    expect(check.playbook.procedures[0]?.steps).toEqual([]);
    expect(checkPlaybook('version: 1\n', 'x.yaml')).toEqual({
      ok: true,
      playbook: { version: 1, objections: [], competitors: [], procedures: [] },
    });
  });

  it('names a wrong kind at its value, with the kinds there are', () => {
    expect(problems(good.replace('kind: price', 'kind: pricing')).problems).toEqual([
      {
        line: 5,
        column: 11,
        message: 'objections[0]: kind must be one of price, timing, competitor, authority, need, other',
      },
    ]);
  });

  it('says a missing answer is missing, where its entry starts', () => {
    const text = good.replace('    answer: Ask what the current process costs them.\n', '');
    expect(problems(text).problems).toEqual([{ line: 4, column: 5, message: 'objections[0]: "answer" is missing' }]);
  });

  it('points at an empty field by its key', () => {
    const text = good.replace('    answer: Ask what the current process costs them.', '    answer:');
    expect(problems(text).problems).toEqual([{ line: 8, column: 5, message: 'objections[0]: answer must be text' }]);
  });

  it('finds a duplicate id across sections, even while other fields are wrong', () => {
    const text = good.replace('  - id: refund', '  - id: price').replace('    title: Too expensive', '    title: ""');
    expect(problems(text).problems).toEqual([
      { line: 6, column: 12, message: 'objections[0]: title must not be empty' },
      { line: 20, column: 9, message: 'procedures[0]: id "price" is already used by objections[0]' },
    ]);
  });

  it('refuses a source that is not a web address', () => {
    const text = good.replace('    aliases: [ACME Corp]', '    aliases: [ACME Corp]\n    source: file:///etc/passwd');
    expect(problems(text).problems).toEqual([
      { line: 13, column: 13, message: 'competitors[0]: source must be an http or https address' },
    ]);
  });

  it('names an unknown field at its key, so a typo is found', () => {
    const text = good.replace('    answer: Ask', '    anwser: Ask');
    expect(problems(text).problems).toEqual([
      { line: 4, column: 5, message: 'objections[0]: "answer" is missing' },
      { line: 8, column: 5, message: 'objections[0]: unknown field "anwser"' },
    ]);
  });

  it('refuses another version', () => {
    expect(problems(good.replace('version: 1', 'version: 2')).problems).toEqual([
      { line: 1, column: 10, message: 'version must be 1' },
    ]);
  });

  it('reports YAML syntax errors: tabs, a repeated field, a second document, an unclosed list', () => {
    expect(problems(good.replace('    kind: price', '\tkind: price')).problems[0]).toEqual({
      line: 5,
      column: 1,
      message: 'a tab is used to indent: YAML needs spaces',
    });
    expect(problems(good.replace('name: Sales team', 'name: Sales team\nname: Again')).problems).toEqual([
      { line: 3, column: 1, message: 'this field appears twice in the same block' },
    ]);
    expect(problems(`${good}---\nversion: 1\n`).problems[0]?.message).toContain('several YAML documents');
    const unclosed = problems(good.replace('[It costs too much]', '[It costs too much'));
    expect(unclosed.problems[0]?.line).toBeGreaterThanOrEqual(7);
  });

  it('says what is wrong with an empty file or one that is not a set of fields', () => {
    expect(problems('').problems).toEqual([
      { line: 1, column: 1, message: 'the file is empty: a playbook starts with "version: 1"' },
    ]);
    expect(problems('# just a comment\n').problems[0]?.message).toContain('empty');
    expect(problems('- version: 1\n').problems[0]?.message).toContain('set of fields');
  });

  it('reports every problem at once, in the order of the file', () => {
    const text = good
      .replace('version: 1', 'version: 3')
      .replace('kind: price', 'kind: cost')
      .replace('      ask: What does it cost you today?\n', '');
    const found = problems(text).problems;
    expect(found.map((problem) => problem.line)).toEqual([1, 5, 16]);
    expect(found[2]?.message).toBe('checklist.items[0]: "ask" is missing');
  });
});
