import { DomainError } from '../../../core/domain';
import { ReportFormStore } from '../../../ui/reports/ReportFormStore';

describe('ReportFormStore', () => {
  const refusedWith = async (error: unknown) => {
    const form = new ReportFormStore({ kind: 'member', id: 'u-2' });
    form.setReason('scam');
    form.setDetails('他要我先匯款');
    expect(await form.submit(() => Promise.reject(error))).toBe(false);
    expect(form.details).toBe('他要我先匯款');
    return form.failure;
  };

  it('says why a report was not sent when the member can act on it, and keeps what was typed', async () => {
    expect(await refusedWith(new DomainError('auth/not-signed-in'))).toBe('請先登入！');
    expect(await refusedWith(new DomainError('unavailable'))).toBe('無法送出檢舉，請稍後再試。');
    expect(await refusedWith(new DomainError('already-exists'))).toContain('檢舉');
    // Past the day's limit: when to try again, and where to go meanwhile.
    expect(await refusedWith(new DomainError('resource-exhausted', 'report-limit'))).toBe(
      '今天的檢舉次數已達上限（10 則），請明天再試。如有緊急狀況，請透過「聯絡我們」告訴我們。',
    );
  });
});
