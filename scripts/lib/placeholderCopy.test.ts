import { describe, expect, it } from 'vitest';
import { placeholderPhrases } from './placeholderCopy';

describe('placeholder copy', () => {
  it('finds the phrases that announce copy instead of being it', () => {
    expect(placeholderPhrases('Services page content will be implemented here.')).toEqual(['will be implemented']);
    expect(placeholderPhrases('A detailed page for this service is being prepared, and we are still preparing the rest.')).toEqual([
      'is being prepared',
      'still preparing',
    ]);
    expect(placeholderPhrases('Lorem ipsum dolor. Coming soon! TODO')).toEqual(['Lorem ipsum', 'Coming soon', 'TODO']);
  });

  it('leaves real copy alone', () => {
    expect(placeholderPhrases('We help you prepare before an attack; the report is prepared within five days.')).toEqual([]);
  });
});
