// A team's playbook: the file an admin writes (YAML, version 1), and what the engine reports from it in
// an analysis (`playbook`: the entries matched so far; `checklist`: the discovery framework's items).
// The proxy reads the file (proxy/playbook/), serves it at GET /api/playbook and matches it; the
// extension reads the matches leniently, like every analysis field.
import { z } from 'zod';

export const PLAYBOOK_VERSION = 1;

export const playbookObjectionKinds = ['price', 'timing', 'competitor', 'authority', 'need', 'other'] as const;
export const playbookEntryTypes = ['objection', 'competitor', 'procedure'] as const;
export type PlaybookEntryType = (typeof playbookEntryTypes)[number];

export const playbookLimits = {
  entries: 500,
  examples: 50,
  textChars: 4_000,
  titleChars: 200,
} as const;

const text = (what: string, max: number = playbookLimits.textChars) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .min(1, `${what} must not be empty`)
    .max(max, `${what} may be at most ${max} characters`);

const id = z
  .string({ error: 'id must be text' })
  .trim()
  .regex(/^[a-z0-9][a-z0-9._-]{0,79}$/i, 'id must be 1 to 80 letters, digits, dots, dashes or underscores');

const phrases = (what: string) =>
  z
    .array(text(what), { error: `${what} must be a list` })
    .max(playbookLimits.examples, `at most ${playbookLimits.examples} ${what} per entry`);

const source = z.url({ protocol: /^https?$/, error: 'source must be an http or https address' }).optional();

export const PlaybookObjection = z.strictObject({
  id,
  kind: z.enum(playbookObjectionKinds, { error: `kind must be one of ${playbookObjectionKinds.join(', ')}` }),
  title: text('title', playbookLimits.titleChars),
  examples: phrases('examples').default([]),
  answer: text('answer'),
  source,
});

export const PlaybookCompetitor = z.strictObject({
  id,
  name: text('name', playbookLimits.titleChars),
  aliases: phrases('aliases').default([]),
  differentiators: phrases('differentiators').default([]),
  landmines: phrases('landmines').default([]),
  source,
});

export const PlaybookChecklistItem = z.strictObject({
  id,
  label: text('label', playbookLimits.titleChars),
  ask: text('ask'),
  examples: phrases('examples').default([]),
});

export const PlaybookProcedure = z.strictObject({
  id,
  title: text('title', playbookLimits.titleChars),
  examples: phrases('examples').default([]),
  steps: phrases('steps').default([]),
  reply: text('reply'),
  source,
});

export const PlaybookFile = z
  .strictObject({
    version: z.literal(PLAYBOOK_VERSION, { error: `version must be ${PLAYBOOK_VERSION}` }),
    name: text('name', playbookLimits.titleChars).optional(),
    objections: z.array(PlaybookObjection, { error: 'objections must be a list' }).default([]),
    competitors: z.array(PlaybookCompetitor, { error: 'competitors must be a list' }).default([]),
    checklist: z
      .strictObject({
        framework: text('framework', playbookLimits.titleChars),
        items: z.array(PlaybookChecklistItem, { error: 'items must be a list' }).min(1, 'a checklist needs items'),
      })
      .optional(),
    procedures: z.array(PlaybookProcedure, { error: 'procedures must be a list' }).default([]),
  })
  .superRefine((file, ctx) => {
    const seen = new Map<string, string>();
    const sections = [
      ['objections', file.objections],
      ['competitors', file.competitors],
      ['procedures', file.procedures],
      ['checklist.items', file.checklist?.items ?? []],
    ] as const;
    let total = 0;
    for (const [section, entries] of sections) {
      total += entries.length;
      entries.forEach((entry, index) => {
        const first = seen.get(entry.id);
        if (first)
          ctx.addIssue({
            code: 'custom',
            path: [...section.split('.'), index, 'id'],
            message: `id "${entry.id}" is already used by ${first}`,
          });
        else seen.set(entry.id, `${section}[${index}]`);
      });
    }
    if (total > playbookLimits.entries)
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: `a playbook may hold at most ${playbookLimits.entries} entries`,
      });
  });
export type PlaybookFile = z.infer<typeof PlaybookFile>;
export type PlaybookObjection = z.infer<typeof PlaybookObjection>;
export type PlaybookCompetitor = z.infer<typeof PlaybookCompetitor>;
export type PlaybookProcedure = z.infer<typeof PlaybookProcedure>;
export type PlaybookChecklistItem = z.infer<typeof PlaybookChecklistItem>;

// ---------------------------------------------------------------- in an analysis

export const PlaybookMatch = z.object({
  id: z.string().describe("The playbook entry's id."),
  type: z.enum(playbookEntryTypes).describe('Which part of the playbook the entry is from.'),
  title: z.string().describe("The objection's or procedure's title, or the competitor's name."),
  answer: z
    .string()
    .describe(
      "The objection's approved answer, the procedure's reply, or the competitor's differentiators and landmines as text, verbatim.",
    ),
  source: z.string().optional().describe("The entry's link, when it has one."),
  speakerName: z.string().describe('Who said the line that matched.'),
  quote: z.string().describe('The line that matched, verbatim.'),
});
export type PlaybookMatch = z.infer<typeof PlaybookMatch>;

export const ChecklistItemState = z.object({
  id: z.string(),
  label: z.string(),
  ask: z.string().describe('The question to ask while the item is open.'),
  covered: z.boolean(),
  quote: z.string().optional().describe('The line that covered it, verbatim.'),
});
export type ChecklistItemState = z.infer<typeof ChecklistItemState>;

export const ChecklistState = z.object({
  framework: z.string().describe('The discovery framework, e.g. MEDDICC.'),
  items: z.array(ChecklistItemState),
});
export type ChecklistState = z.infer<typeof ChecklistState>;

/** Objections, competitors, procedures and checklist items: what "N entries" counts. */
export function playbookEntryCount(file: PlaybookFile): number {
  return (
    file.objections.length + file.competitors.length + file.procedures.length + (file.checklist?.items.length ?? 0)
  );
}
