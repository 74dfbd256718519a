import { describe, expect, it } from 'vitest';
import { builtinWriter } from './email-writer';
import { makeFacts } from './outreach-fixtures';
import { openingSentence, withFirstLine, writeFirstLine } from './write-first-line';

describe('AI first line', () => {
  it('takes the opening sentence after the greeting, without a list or colon after it', () => {
    expect(openingSentence('Hi Joe,\n\nI looked at your site. It is slow.\n\nBest,\nAna')).toBe(
      'I looked at your site.',
    );
    expect(openingSentence('Hello there!\n\nA few things stood out:\n\n- No chat')).toBe(
      'A few things stood out.',
    );
    expect(openingSentence('No greeting here and no full stop')).toBe('No greeting here and no full stop');
    expect(openingSentence('Version 2.0 is out. Really.')).toBe('Version 2.0 is out.');
  });

  it('goes after a greeting line, else on top', () => {
    expect(withFirstLine('Hi there,\n\nBody.', 'Line.')).toBe('Hi there,\n\nLine.\n\nBody.');
    expect(withFirstLine('Dear {{business_name}},\nBody.', 'Line.')).toBe(
      'Dear {{business_name}},\n\nLine.\n\nBody.',
    );
    expect(withFirstLine('Body only.', 'Line.')).toBe('Line.\n\nBody only.');
  });

  it('writes a line from the lead’s facts with the fact-only writer', async () => {
    const line = await writeFirstLine(builtinWriter, makeFacts());
    expect(line).toBe("I came across Joe's Plumbing in Austin and took a look at how you show up online.");
  });
});
