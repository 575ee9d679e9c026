import { AuthFormStore, readAuthDraft } from '../../../ui/auth/AuthFormStore';
import { formDraft } from '../../../ui/stores/sessionDrafts';
import { memoryDrafts } from '../support/memoryDrafts';

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

describe('AuthFormStore keeping what was typed in the tab', () => {
  const tabDraft = () => formDraft('auth', readAuthDraft, memoryDrafts());

  test('the tab, the name and the email come back after the privacy policy or a reload; never the password', () => {
    const draft = tabDraft();
    const form = new AuthFormStore(draft);
    form.setMode('register');
    form.set('name', '王小明');
    form.set('email', 'ming@example.com');
    form.set('password', 'secret-123');

    const back = new AuthFormStore(draft);
    back.restoreKept();
    expect(back.mode).toBe('register');
    expect(back.values).toEqual({ name: '王小明', email: 'ming@example.com', password: '' });

    back.signedIn();
    const after = new AuthFormStore(draft);
    after.restoreKept();
    expect(after.values).toEqual({ name: '', email: '', password: '' });
  });
});
