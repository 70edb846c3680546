import { describe, expect, it } from 'vitest';
import frontContentScript from '../../entrypoints/front.content';
import whatsappContentScript from '../../entrypoints/whatsapp.content';

describe('the support chat content scripts', () => {
  it('run on WhatsApp Web and Front only', () => {
    expect(whatsappContentScript.matches).toEqual(['https://web.whatsapp.com/*']);
    expect(frontContentScript.matches).toEqual(['https://app.frontapp.com/*']);
  });
});
