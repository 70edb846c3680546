import { describe, expect, it } from 'vitest';
import { missedTargets, score, type Labels } from '../../bench/engine-scoring.ts';

const none: Labels = { objections: [], question: false };
const label = (objections: Labels['objections'], question = false): Labels => ({ objections, question });

describe('engine corpus scoring', () => {
  // Five utterances: two price objections (one found, one missed), a price flagged on a neutral
  // line, a question found, and a neutral line left alone.
  const expected = [label(['price']), label(['price', 'timing']), none, label([], true), none];
  const found = [label(['price']), label(['timing']), label(['price']), label([], true), none];
  const result = score(expected, found);

  it('counts precision and recall per kind', () => {
    expect(result.kinds.price).toMatchObject({
      truePositives: 1,
      falsePositives: 1,
      falseNegatives: 1,
      precision: 0.5,
      recall: 0.5,
    });
    expect(result.kinds.timing).toMatchObject({
      truePositives: 1,
      falsePositives: 0,
      falseNegatives: 0,
      precision: 1,
      recall: 1,
    });
    expect(result.question).toMatchObject({ truePositives: 1, precision: 1, recall: 1 });
  });

  it('counts a kind never labeled nor flagged as perfect, not as a division by zero', () => {
    expect(result.kinds.need).toMatchObject({ truePositives: 0, precision: 1, recall: 1 });
  });

  it('rates false positives over neutral utterances only', () => {
    expect(result).toMatchObject({
      items: 5,
      neutral: 2,
      neutralFlagged: 1,
      falsePositiveRate: 0.5,
      neutralObjectionFlagged: 1,
      objectionFalsePositiveRate: 0.5,
    });
    // A question flagged on a neutral line is a false positive, but not an objection.
    const questionOnly = score([none], [label([], true)]);
    expect(questionOnly).toMatchObject({ falsePositiveRate: 1, objectionFalsePositiveRate: 0 });
  });

  it('names each missed target', () => {
    expect(missedTargets(result)).toEqual([
      'price precision 50.0 % < 90.0 %',
      'price recall 50.0 % < 60.0 %',
      'objections on neutral 50.0 % > 8.0 %',
    ]);
    // Objections need 60 % recall, questions 90 %.
    const twoThirds = score(
      [label(['need'], true), label(['need'], true), label(['need'], true)],
      [label(['need'], true), label(['need'], true), label([], false)],
    );
    expect(missedTargets(twoThirds)).toEqual(['question recall 66.7 % < 90.0 %']);
    expect(missedTargets(score([label(['need'], true)], [label(['need'], true)]))).toEqual([]);
  });

  it('refuses detections that do not line up with the labels', () => {
    expect(() => score(expected, found.slice(1))).toThrow('Expected 5 detections, got 4.');
  });
});
