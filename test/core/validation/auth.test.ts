import { LIMITS } from '../../../core/constants';
import { validateLogin, validateRegister, validateResetEmail } from '../../../core/validation/auth';

const ok = { name: '王小明', email: 'ming@example.com', password: 'secret' };

describe('validateRegister', () => {
  it('accepts a complete form', () => {
    expect(validateRegister(ok)).toEqual({});
  });

  it.each([
    [{ ...ok, name: '' }, { name: 'required' }],
    [{ ...ok, name: '   ' }, { name: 'required' }],
    [{ ...ok, name: '名'.repeat(51) }, { name: 'too_long' }],
    [{ ...ok, email: '' }, { email: 'required' }],
    [{ ...ok, email: 'ming@' }, { email: 'email_invalid' }],
    [{ ...ok, password: '' }, { password: 'required' }],
    [{ ...ok, password: '12345' }, { password: 'password_too_short' }],
    [
      { name: '', email: '', password: '' },
      { name: 'required', email: 'required', password: 'required' },
    ],
  ])('%j → %j', (input, errors) => {
    expect(validateRegister(input)).toEqual(errors);
  });

  it('accepts a password of exactly the minimum length and a name of 50 characters', () => {
    expect(LIMITS.PASSWORD_MIN_LENGTH).toBe(6);
    expect(
      validateRegister({ ...ok, name: '名'.repeat(50), password: 'x'.repeat(LIMITS.PASSWORD_MIN_LENGTH) }),
    ).toEqual({});
  });

  it('trims the email before checking it', () => {
    expect(validateRegister({ ...ok, email: '  ming@example.com ' })).toEqual({});
  });
});

describe('validateLogin', () => {
  it('accepts valid credentials', () => {
    expect(validateLogin({ email: 'a@b.co', password: '123456' })).toEqual({});
  });
  it.each([
    [{ email: '', password: '123456' }, { email: 'required' }],
    [{ email: 'nope', password: '123456' }, { email: 'email_invalid' }],
    [{ email: 'a@b.co', password: '' }, { password: 'required' }],
    [{ email: 'a@b.co', password: '12345' }, { password: 'password_too_short' }],
  ])('%j → %j', (input, errors) => expect(validateLogin(input)).toEqual(errors));
});

describe('validateResetEmail', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['not-an-email', 'email_invalid'],
    ['a@b.co', null],
  ])('%p → %p', (email, code) => expect(validateResetEmail(email)).toBe(code));
});
