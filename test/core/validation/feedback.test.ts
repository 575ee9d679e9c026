import { validateFeedback } from '../../../core/validation/feedback';

const ok = { name: '陳先生', email: '', message: '網站很好用！' };

describe('validateFeedback', () => {
  it('accepts name and message, with or without email', () => {
    expect(validateFeedback(ok)).toEqual({});
    expect(validateFeedback({ ...ok, email: 'chen@example.com' })).toEqual({});
    expect(validateFeedback({ ...ok, email: '   ' })).toEqual({});
  });
  it.each([
    [{ name: '' }, { name: 'required' }],
    [{ name: 'a'.repeat(51) }, { name: 'too_long' }],
    [{ message: ' ' }, { message: 'required' }],
    [{ message: 'a'.repeat(5001) }, { message: 'too_long' }],
    [{ email: 'chen@' }, { email: 'email_invalid' }],
    [
      { name: '', email: 'x', message: '' },
      { name: 'required', email: 'email_invalid', message: 'required' },
    ],
  ])('%j → %j', (change, errors) => expect(validateFeedback({ ...ok, ...change })).toEqual(errors));
});
