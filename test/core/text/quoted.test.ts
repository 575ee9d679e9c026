import { quoted } from '../../../core/text/quoted';

describe('quoted (Taiwan usage: 「」 outside, 『』 inside)', () => {
  it('puts a text in 「」', () => {
    expect(quoted('共享廚房')).toBe('「共享廚房」');
  });
  it('turns quotes inside into the other kind, so they never nest as 「「」」', () => {
    expect(quoted('他說「好」')).toBe('「他說『好』」');
    expect(quoted('書名『創業』與「計畫」')).toBe('「書名「創業」與『計畫』」');
  });
});
