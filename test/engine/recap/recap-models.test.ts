import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TranscriptMessage } from '../../../lib/api/contract.ts';
import { buildRecapModel, leaveOneAuthorOut, recapModels } from '../../../bench/recap-training.ts';
import type { KindModel } from '../../../proxy/engine/analyze/model.ts';
import { DECISION_MODEL_FILE, decisionFeatures } from '../../../proxy/engine/recap/decision-model.ts';
import { askedLines, openQuestions } from '../../../proxy/engine/recap/open-items.ts';
import { QUESTION_MODEL_FILE, questionFeatures } from '../../../proxy/engine/recap/question-model.ts';

const say = (speakerName: string, content: string): TranscriptMessage => ({
  speakerRole: 'user',
  speakerName,
  content,
});

describe('the recap models', () => {
  it('are what `npm run train:recap` gives from the build parts of the corpus', () => {
    const committed = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as KindModel;
    expect(buildRecapModel(recapModels.openQuestions), 'run `npm run train:recap`').toEqual(
      committed(QUESTION_MODEL_FILE),
    );
    expect(buildRecapModel(recapModels.decisions), 'run `npm run train:recap`').toEqual(committed(DECISION_MODEL_FILE));
  }, 120_000);

  it('score each author with a model that never saw that author', () => {
    const yes = { features: ['w:yes'], label: true };
    const no = { features: ['w:no'], label: false };
    const scored = leaveOneAuthorOut(
      [
        [yes, yes, no],
        [yes, no, no],
        [yes, no],
      ],
      {
        minCount: 1,
        epochs: 30,
        learningRate: 0.3,
        l2: 0.01,
        folds: 0,
        beta: 1,
      },
    );
    expect(scored.map((rows) => rows.length)).toEqual([3, 3, 2]);
    for (const rows of scored) for (const { p, label } of rows) expect(p > 0.5).toBe(label);
  });

  it('read the reply to a question, the rules’ verdict and whether a later line answered it', () => {
    const dialogue = [
      say('Tom', 'Does it work offline?'),
      say('Dana', "Honestly I don't know, I'll check with product."),
      say('Tom', 'Okay.'),
    ];
    const [line] = askedLines(dialogue);
    const features = questionFeatures(dialogue, line!);
    expect(features).toEqual(expect.arrayContaining(['rule:open', 'reply:defers', 'r0:honestly', 'r:know']));
    expect(features).not.toContain('answered-later');
  });

  it('never keep open a question a later line answered, and always one nobody spoke after, whatever the model says', () => {
    const alwaysOpen: KindModel = { bias: 10, threshold: 0.5, weights: {} };
    const dialogue = [
      say('Tom', 'Does the drivers app work offline in dead zones?'),
      say('Dana', "Good question, I'll check with product."),
      say('Dana', 'Product says the drivers app works offline for a full shift.'),
    ];
    expect(openQuestions(dialogue, alwaysOpen)).toEqual([]);
    expect(openQuestions(dialogue.slice(0, 2), alwaysOpen)).toHaveLength(1);
    const neverOpen: KindModel = { bias: -10, threshold: 0.5, weights: {} };
    expect(openQuestions(dialogue.slice(0, 1), neverOpen).map((q) => q.quote)).toEqual([dialogue[0]!.content]);
  });

  it('read a line that settles something with the line it answers', () => {
    const dialogue = [say('Ana', 'Shall we start with the Leeds depot?'), say('Tom', 'Yes, Leeds first.')];
    expect(decisionFeatures(dialogue, 1, true)).toEqual(
      expect.arrayContaining(['rule:decision', 'w0:yes', 'p:leeds', 'previous-asks']),
    );
  });
});
