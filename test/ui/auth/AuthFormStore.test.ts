import { AuthFormStore } from '../../../ui/auth/AuthFormStore';

describe('AuthFormStore (spec 5 Auth)', () => {
  test('login checks email and password only; register also the name', () => {
    const form = new AuthFormStore();
    expect(form.submit()).toBe(false);
    expect(Object.keys(form.errors).sort()).toEqual(['email', 'password']);
    expect(form.firstInvalid).toBe('email');

    form.setMode('register');
    expect(form.errors).toEqual({});
    expect(form.submit()).toBe(false);
    expect(Object.keys(form.errors).sort()).toEqual(['email', 'name', 'password']);
    expect(form.firstInvalid).toBe('name');
  });

  test('messages are zh-TW texts, and follow every change only after the first submit', () => {
    const form = new AuthFormStore();
    form.set('email', 'x');
    expect(form.errors).toEqual({});
    form.submit();
    expect(form.errors.email).toBe('電子郵件格式不正確。');
    form.set('email', 'x@example.com');
    expect(form.errors.email).toBeUndefined();
    form.set('password', 'secret123');
    expect(form.errors).toEqual({});
    expect(form.submit()).toBe(true);
  });

  test('switching tabs keeps what was typed; a server message can be set on a field', () => {
    const form = new AuthFormStore();
    form.set('email', 'a@example.com');
    form.set('password', 'secret123');
    form.setMode('register');
    form.setMode('login');
    expect(form.values).toEqual({ name: '', email: 'a@example.com', password: 'secret123' });
    form.setError('email', '此電子郵件已被註冊。');
    expect(form.firstInvalid).toBe('email');
    form.clearErrors();
    expect(form.firstInvalid).toBeNull();
  });
});
