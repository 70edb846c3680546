import { describe, expect, it } from 'vitest';
import { contentMessageId } from '../../../lib/capture/core/message-id';

describe('content message id', () => {
  it('is the same for the same parts and differs when any part differs', () => {
    const id = contentMessageId(['customer', 'Sam', '14:02', 'Is the export fixed?']);
    expect(contentMessageId(['customer', 'Sam', '14:02', 'Is the export fixed?'])).toBe(id);
    expect(contentMessageId(['agent', 'Sam', '14:02', 'Is the export fixed?'])).not.toBe(id);
    expect(contentMessageId(['customer', 'Sam', '14:03', 'Is the export fixed?'])).not.toBe(id);
    expect(contentMessageId(['customer', 'Sam', '14:02', 'Is the export fixed'])).not.toBe(id);
    // Parts do not run into each other: "ab" + "c" is not "a" + "bc".
    expect(contentMessageId(['ab', 'c'])).not.toBe(contentMessageId(['a', 'bc']));
  });

  it('gives ten thousand different messages ten thousand ids', () => {
    const ids = new Set(
      Array.from({ length: 10_000 }, (_, i) => contentMessageId(['customer', 'Sam', undefined, `message ${i}`])),
    );
    expect(ids.size).toBe(10_000);
  });
});
