import {
  ARCHETYPES,
  AVAILABILITIES,
  APPLICATION_STATUSES,
  DomainError,
  ERROR_CODES,
  GENDERS,
  PARTNER_ROLES,
  PROJECT_STAGES,
  ROLES,
  ValidationError,
  YEARS_EXPERIENCE,
} from '../../../core/domain';
import { VALIDATION_CODES } from '../../../core/validation/codes';
import {
  enumLabel,
  errorText,
  fieldErrorTexts,
  inputErrorText,
  roleLabel,
  signInErrorText,
  texts,
  validationText,
} from '../../../ui/texts';
import { authTexts } from '../../../ui/auth/texts';
import { exploreTexts } from '../../../ui/explore/texts';
import { notificationTexts } from '../../../ui/notifications/texts';

describe('error texts (spec 8)', () => {
  it('every ErrorCode has its own non-empty message', () => {
    const words: Partial<Record<string, string>> = { ...texts.errors, ...texts.signInErrors };
    for (const code of ERROR_CODES) expect(words[code]?.length).toBeGreaterThan(0);
  });

  it.each([
    ['auth/email-already-in-use', '此電子郵件已註冊，請直接登入。'],
    ['auth/invalid-credential', '電子郵件或密碼錯誤。'],
    ['auth/invalid-email', '電子郵件或密碼錯誤。'],
    ['auth/user-not-found', '此帳號不存在，請確認輸入內容或註冊新帳號。'],
    ['auth/account-exists-with-different-credential', '此電子郵件已使用其他登入方式註冊。'],
    ['auth/popup-closed', '登入視窗已關閉。'],
    ['auth/user-db-create-failed', '建立會員資料時發生錯誤。'],
    ['auth/not-signed-in', '請先登入！'],
    ['unavailable', '目前無法連線，請檢查網路後再試一次。'],
    ['permission-denied', '操作失敗，請稍後再試。'],
    ['unknown', '操作失敗，請稍後再試。'],
  ] as const)('signing in: %s → %s', (code, message) => {
    expect(signInErrorText(new DomainError(code))).toBe(message);
  });

  it.each([
    ['auth/not-signed-in', '請先登入！'],
    ['permission-denied', '權限不足！'],
    ['not-found', '找不到資料，可能已被刪除。'],
    ['unknown', '操作失敗，請稍後再試。'],
    // Only the sign-in screen words the sign-in codes; anywhere else they are a fault.
    ['auth/invalid-credential', '操作失敗，請稍後再試。'],
  ] as const)('%s → %s', (code, message) => {
    expect(errorText(new DomainError(code))).toBe(message);
  });

  it('anything that is not a domain error shows the generic text, never its own message', () => {
    expect(errorText(new Error('Firebase: Error (auth/network-request-failed).'))).toBe('操作失敗，請稍後再試。');
    expect(errorText('boom')).toBe('操作失敗，請稍後再試。');
  });

  it('outside a form a ValidationError is a fault: the generic input text, or the context fallback', () => {
    expect(errorText(new ValidationError({ email: 'email_invalid' }))).toBe('輸入的內容有誤，請檢查後再試一次。');
    expect(errorText(new ValidationError({ email: 'email_invalid' }), '載入失敗')).toBe('載入失敗');
  });

  it('a context fallback replaces only codes without a meaning of their own', () => {
    expect(errorText(new DomainError('unknown'), '更新失敗，請稍後再試。')).toBe('更新失敗，請稍後再試。');
    expect(errorText(new Error('x'), '更新失敗，請稍後再試。')).toBe('更新失敗，請稍後再試。');
    expect(errorText(new DomainError('permission-denied'), '更新失敗，請稍後再試。')).toBe('權限不足！');
  });

  it('while the browser is offline, a failure without a meaning of its own names the connection', () => {
    Object.defineProperty(globalThis.navigator, 'onLine', { configurable: true, get: () => false });
    try {
      const connection = '目前無法連線，請檢查網路後再試一次。';
      for (const error of [
        new DomainError('unavailable'),
        new DomainError('deadline-exceeded'),
        new DomainError('unknown'),
        new Error('Failed to fetch'),
      ]) {
        expect(errorText(error, '更新失敗，請稍後再試。')).toBe(connection);
        expect(inputErrorText(error, '無法送出，請稍後再試。')).toBe(connection);
      }
      // What the backend refused, or what was typed wrong, is still said as it is.
      expect(errorText(new DomainError('permission-denied'), '更新失敗，請稍後再試。')).toBe('權限不足！');
      expect(inputErrorText(new ValidationError({ email: 'email_invalid' }))).toBe('電子郵件格式不正確。');
    } finally {
      delete (globalThis.navigator as { onLine?: boolean }).onLine;
    }
  });

  it('a failed save shows a ValidationError’s form-level message first, else its first field’s', () => {
    expect(
      inputErrorText(
        new ValidationError({ name: 'required', form: 'profile_name_role_required', role: 'role_required' }),
      ),
    ).toBe('請填寫姓名/暱稱並選擇創業角色！');
    expect(inputErrorText(new ValidationError({ email: 'email_invalid' }))).toBe('電子郵件格式不正確。');
    expect(inputErrorText(new DomainError('invalid-argument', undefined, ['x', 'url_invalid']))).toBe(
      '請輸入以 https:// 開頭的網址，或本站以 / 開頭的路徑。',
    );
    expect(inputErrorText(new DomainError('permission-denied'), '儲存失敗')).toBe('權限不足！');
    expect(fieldErrorTexts(new ValidationError({ email: 'required', password: 'password_too_short' }))).toEqual({
      email: '請輸入電子郵件。',
      password: '密碼至少需要 6 個字元。',
    });
  });
});

describe('validation texts (spec 5)', () => {
  it('every ValidationCode has a message', () => {
    for (const code of VALIDATION_CODES) expect(validationText(code).length).toBeGreaterThan(0);
    expect(new Set(VALIDATION_CODES.map((c) => validationText(c))).size).toBe(VALIDATION_CODES.length);
  });

  it.each([
    ['profile_name_role_required', '請填寫姓名/暱稱並選擇創業角色！'],
    ['role_required', '請務必選擇創業角色'],
    ['tag_duplicate', '這一項已經加入了！'],
    ['avatar_too_large', '檔案大小超過 1MB 限制！'],
    ['avatar_bad_type', '檔案格式僅支援 JPG 或 PNG！'],
    ['banner_image_too_large', '圖片大小超過 2MB 限制！'],
    ['image_required', '請上傳圖片！'],
  ] as const)('%s → %s', (code, message) => {
    expect(validationText(code)).toBe(message);
  });

  it('words `required` for the field when it knows it', () => {
    expect(validationText('required', 'email')).toBe('請輸入電子郵件。');
    expect(validationText('required', 'somethingElse')).toBe('此欄位為必填。');
  });

  it('the forgot-password message is the spec’s', () => {
    expect(authTexts.resetNeedsEmail).toBe('請先在電子郵件欄位輸入你的電子郵件。');
  });
});

describe('enumeration labels (glossary)', () => {
  it('labels every code of every enumeration', () => {
    const cases: [readonly string[], Record<string, string>][] = [
      [ROLES, texts.enums.role],
      [PARTNER_ROLES, texts.enums.partnerType],
      [GENDERS, texts.enums.gender],
      [YEARS_EXPERIENCE, texts.enums.yearsExperience],
      [PROJECT_STAGES, texts.enums.stage],
      [AVAILABILITIES, texts.enums.availability],
      [APPLICATION_STATUSES, texts.enums.applicationStatus],
      [ARCHETYPES, texts.enums.archetype],
    ];
    for (const [codes, labels] of cases) {
      expect(Object.keys(labels).sort()).toEqual([...codes].sort());
      for (const code of codes) expect(labels[code]?.length).toBeGreaterThan(0);
    }
  });

  it('uses the glossary words', () => {
    expect(texts.enums.role).toEqual({
      idea_holder: '我有創業點子',
      technical: '我是技術專家',
      operations: '我是營運/行銷專家',
    });
    expect(Object.values(texts.enums.gender)).toEqual(['男性', '女性', '不透露']);
    expect(Object.values(texts.enums.yearsExperience)).toEqual(['1-3 年', '3-5 年', '5-10 年', '10 年以上']);
    expect(Object.values(texts.enums.stage)).toEqual(['概念階段', '原型開發', '早期使用者']);
    expect(Object.values(texts.enums.availability)).toEqual(['全職合夥', '兼職或顧問', '皆可']);
    expect(Object.values(texts.enums.applicationStatus)).toEqual(['審核中', '已接受', '已婉拒']);
    expect(Object.values(texts.enums.archetype)).toEqual(['領航者', '開拓者', '工匠', '協作者', '夢想家']);
  });

  it('falls back for missing or unknown codes', () => {
    expect(roleLabel(null)).toBe('角色未定');
    expect(roleLabel('technical')).toBe('我是技術專家');
    expect(enumLabel(texts.enums.stage, 'nonsense' as never, '—')).toBe('—');
  });

  it('header and auth words are the glossary’s', () => {
    expect(texts.header).toMatchObject({
      home: '首頁',
      explorePartners: '探索夥伴',
      exploreProjects: '探索專案',
      assessment: '創業評測',
      agreementTemplates: '合約範本',
      contactUs: '聯絡我們',
      loginRegister: '登入 / 註冊',
      publishProject: '發布專案',
      admin: '管理後台',
      logout: '登出',
    });
    expect(texts.header.bellLabel(0)).toBe('通知中心');
    expect(notificationTexts.panelTitle).toBe('通知中心');
    expect(texts.common.processing).toBe('處理中...');
    expect(exploreTexts.results.loadMore).toBe('載入更多');
    expect(exploreTexts.filters.clear).toBe('清除所有篩選');
  });
});
