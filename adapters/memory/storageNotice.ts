/**
 * Telling the person about stored data the memory backend cannot use: the whole database
 * unreadable (with the choice to start over with the demo data, after downloading a copy), or
 * single records left out. A native <dialog> built with plain DOM, like the social sign-in step,
 * because the backend starts before the app's views exist.
 */
import { DomainError } from '../../core/domain';
import { STORE_KEYS } from './database';
import type { KeyValueStore } from './keyValueStore';
import { button, buttonStyle, hasDom } from './socialPrompt';

export type StorageProblem =
  /** The stored database cannot be read; `data` is what the store holds. */
  | { kind: 'unreadable'; data: string }
  /** These records (their paths, e.g. users/u-001) cannot be read and were left out. */
  | { kind: 'skipped'; records: string[] }
  /** The browser refuses the page its storage: changes last only as long as the tab. */
  | { kind: 'unsaved' };

/**
 * Says what is wrong; resolves whether the person chose to start over (unreadable data). The
 * browser's dialog waits for that choice: the app cannot run on data it cannot read.
 */
export type StorageNotice = (problem: StorageProblem) => Promise<boolean>;

const SHOWN_RECORDS = 10;

function paragraph(doc: Document, text: string): HTMLParagraphElement {
  const p = doc.createElement('p');
  p.textContent = text;
  p.style.cssText = 'margin:0 0 8px';
  return p;
}

/** The dialog in this page; false at once where there is no page to show it in. */
export function domStorageNotice(problem: StorageProblem, doc?: Document): Promise<boolean> {
  if (!doc && !hasDom()) return Promise.resolve(false);
  const d = doc ?? document;
  return new Promise((resolve) => {
    const dialog = d.createElement('dialog');
    dialog.setAttribute('aria-labelledby', 'memory-storage-title');
    dialog.setAttribute('data-testid', 'memory-storage-notice');
    dialog.style.cssText =
      'max-width:420px;width:calc(100% - 32px);padding:24px;border:none;border-radius:12px;' +
      'box-shadow:0 10px 40px rgba(0,0,0,.3);font-family:"PingFang TC","Noto Sans TC","Microsoft JhengHei",system-ui,sans-serif;' +
      'font-size:16px;line-height:1.7;color:#1f2937;background:#fff';
    const title = d.createElement('h2');
    title.id = 'memory-storage-title';
    title.style.cssText = 'margin:0 0 8px;font-size:20px;line-height:1.4';
    dialog.append(title);

    let done = false;
    const finish = (value: boolean) => {
      if (done) return;
      done = true;
      if (dialog.open) dialog.close();
      dialog.remove();
      resolve(value);
    };
    // Esc closes a report; the unreadable data waits for the person's choice.
    dialog.addEventListener('cancel', (e) => {
      e.preventDefault();
      if (problem.kind !== 'unreadable') finish(true);
    });

    let first: HTMLElement;
    if (problem.kind === 'unreadable') {
      title.textContent = '無法讀取這個瀏覽器裡的資料';
      dialog.append(
        paragraph(d, '這個瀏覽器裡儲存的資料已損毀或格式不符，無法讀取。目前還沒有變更任何資料。'),
        paragraph(
          d,
          '你可以先下載一份資料副本留存。選擇「以示範資料重新開始」後，我們會先在這個瀏覽器裡保留一份副本，再載入示範資料；原本在這裡註冊的帳號與訊息將不會出現。',
        ),
      );
      const link = d.createElement('a');
      link.textContent = '下載資料副本';
      link.style.cssText = buttonStyle(false);
      link.download = 'cofounder-local-data.json';
      link.href = URL.createObjectURL(new Blob([problem.data], { type: 'application/json' }));
      const restart = button(d, '以示範資料重新開始', true);
      restart.addEventListener('click', () => finish(true));
      dialog.append(link, restart);
      first = restart;
    } else if (problem.kind === 'unsaved') {
      title.textContent = '這個瀏覽器不允許本網站儲存資料';
      dialog.append(
        paragraph(
          d,
          '瀏覽器目前封鎖了本網站的儲存空間（例如無痕模式或封鎖網站資料的設定）。你仍然可以瀏覽與操作，但所有變更只會保留到關閉或重新整理這個分頁為止。',
        ),
      );
      const ok = button(d, '知道了', true);
      ok.addEventListener('click', () => finish(true));
      dialog.append(ok);
      first = ok;
    } else {
      const n = problem.records.length;
      title.textContent = `有 ${n} 筆資料無法讀取`;
      dialog.append(paragraph(d, `這個瀏覽器裡有 ${n} 筆資料已損毀，已略過不顯示；其他資料都能正常使用。`));
      const list = d.createElement('ul');
      list.style.cssText = 'margin:0 0 8px;padding-left:20px;font-size:14px;word-break:break-all';
      for (const path of problem.records.slice(0, SHOWN_RECORDS)) {
        const item = d.createElement('li');
        item.textContent = path;
        list.append(item);
      }
      if (n > SHOWN_RECORDS) {
        const more = d.createElement('li');
        more.textContent = `還有 ${n - SHOWN_RECORDS} 筆`;
        list.append(more);
      }
      const ok = button(d, '知道了', true);
      ok.addEventListener('click', () => finish(true));
      dialog.append(list, ok);
      first = ok;
    }
    d.body.append(dialog);
    dialog.showModal();
    first.focus();
  });
}

/**
 * The stored database cannot be read: asks whether to start over, and keeps a copy of what the
 * store holds before anything replaces it. Refuses ('unavailable') unless the person agrees.
 */
export async function agreeToStartOver(store: KeyValueStore, notice: StorageNotice = domStorageNotice): Promise<void> {
  const data = store.getItem(STORE_KEYS.db) ?? '';
  if (!(await notice({ kind: 'unreadable', data }))) {
    throw new DomainError('unavailable', 'the stored data cannot be read');
  }
  try {
    store.setItem(STORE_KEYS.unreadable, data);
  } catch {
    throw new DomainError('storage-full', 'no room to keep a copy of the unreadable data');
  }
}

/** Says what the backend carries on without: unreadable records, or the browser's storage. */
export function report(problem: StorageProblem, notice: StorageNotice = domStorageNotice): void {
  void notice(problem);
}
