import { describe, expect, it } from 'vitest';
import { settingFromInput } from '#contract/ai/model-settings.ts';

describe('model settings as typed into the model form (spec §5)', () => {
  it('turns what is not a number into 0 for temperature and top-p, and 1 for maxTokens', () => {
    for (const text of ['', 'abc', ' ', 'NaN', 'Infinity']) {
      expect(settingFromInput('temperature', text)).toBe(0);
      expect(settingFromInput('topP', text)).toBe(0);
      expect(settingFromInput('maxTokens', text)).toBe(1);
    }
  });

  it('keeps numbers in range, to one decimal (temperature, top-p) or a whole number (maxTokens)', () => {
    expect(settingFromInput('temperature', '0.7')).toBe(0.7);
    expect(settingFromInput('topP', '0.44')).toBe(0.4);
    expect(settingFromInput('temperature', '1.5')).toBe(1);
    expect(settingFromInput('topP', '-2')).toBe(0);
    expect(settingFromInput('maxTokens', '300.4')).toBe(300);
    expect(settingFromInput('maxTokens', '9000')).toBe(8192);
    expect(settingFromInput('maxTokens', '0')).toBe(1);
  });
});
