import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { STORE_KEYS } from '../../../adapters/memory/database';
import { demoBanners, demoResources } from '../../../adapters/memory/demo/demoContent';
import { readConfig } from '../../../config/backend';
import { pageHtml, prerenderInto, prerenderTargets, SHELL_FILE } from '../../../src/build/prerenderPlugin';
import { MEMORY_SESSION_KEY, sessionMarkerKey } from '../../../src/build/sessionBoot';
import { prerenderConfig } from '../../../webpack.config';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** index.html as HtmlWebpackPlugin writes it in production (minified: attribute quotes dropped). */
const TEMPLATE =
  '<!doctype html><html lang=zh-Hant-TW><head><title>共創夥伴</title></head><body>' +
  '<div id=root><div class=boot role=status>載入中…</div></div><noscript>請開啟 JavaScript</noscript></body></html>';

/** The text a person sees inside #root (tags dropped). */
function rootText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root"'), html.indexOf('<noscript>'));
  return root.replace(/<style[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('prerendered pages (memory build)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'prerender-test-'));
  const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');

  beforeAll(async () => {
    writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
    const config = readConfig({ APP_BACKEND: 'memory' });
    const defines = { __APP_CONFIG__: JSON.stringify(config), __APP_BACKEND__: JSON.stringify(config.backend) };
    await prerenderInto(dir, prerenderConfig('production', defines), config, ROOT);
  }, 300_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a page for every route without parameters, and the shell', () => {
    const files = prerenderTargets().map((t) => t.file);
    expect(files).toEqual(expect.arrayContaining(['index.html', 'resources.html', 'home.html', 'admin/users.html', SHELL_FILE]));
    for (const file of files) expect(existsSync(path.join(dir, file))).toBe(true);
  });

  it('puts the whole sign-in page, its footer and its styles in index.html, with the session boot script', () => {
    const html = read('index.html');
    const text = rootText(html);
    for (const words of ['讓點子遇見實力', '歡迎回來', '電子郵件', '密碼', '創業資源']) expect(text).toContain(words);
    expect(html).toMatch(/<footer[^>]*>[\s\S]*隱私權政策[\s\S]*<\/footer>/);
    expect(html).toContain('<div id="root" data-prerendered="/">');
    expect(html).toMatch(/<style data-styled="true"[^>]*>[^<]*\.[a-zA-Z]+\{/);
    expect(html).toContain(`sessionStorage.getItem(${JSON.stringify(MEMORY_SESSION_KEY)})`);
  });

  it('puts /resources whole in its page: every resource of the memory build, and the same list for hydration', () => {
    const html = read('resources.html');
    const text = rootText(html);
    expect(text).toContain('創業資源');
    expect(text).toContain('整理補助計畫');
    const newestFirst = [...demoResources].sort((a, b) => b.createdAt - a.createdAt);
    for (const r of newestFirst) expect(text).toContain(r.title);
    expect(html).toMatch(new RegExp(`<img src="${newestFirst[0]?.imageUrl}"[^>]*fetchpriority="high"`, 'i'));
    const json = /<script type="application\/json" id="prerendered-content">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual({ resources: newestFirst });
    expect(html).not.toContain('data-boot');
  });

  it("paints Home's banners in its skeleton, the first at once with a high priority, and carries only them", () => {
    const html = read('home.html');
    const inOrder = [...demoBanners].sort((a, b) => a.order - b.order);
    expect(html).toMatch(new RegExp(`<img src="${inOrder[0]?.imageUrl}"[^>]*loading="eager"[^>]*fetchpriority="high"`, 'i'));
    const json = /<script type="application\/json" id="prerendered-content">([^<]*)<\/script>/.exec(html)?.[1];
    expect(Object.keys(JSON.parse(json ?? '{}'))).toEqual(['banners']);
  });

  it('a page carries content only when its markup shows it', () => {
    for (const file of ['index.html', 'explore-partners.html', 'inbox.html', SHELL_FILE]) {
      expect([file, read(file).includes('prerendered-content')]).toEqual([file, false]);
    }
  });

  it('gives a member page its shell: the header and the loading state, no member content and no sign-in form', () => {
    for (const file of ['inbox.html', SHELL_FILE]) {
      const html = read(file);
      const text = rootText(html);
      expect(html).toContain('<header');
      expect(text).toContain('正在確認登入狀態');
      expect(text).not.toContain('歡迎回來');
      expect(html).toMatch(/<main id="main-content"[^>]*>[\s\S]*data-loading="true"/);
    }
    expect(read('inbox.html')).toContain('data-prerendered="/inbox"');
    expect(read(SHELL_FILE)).not.toContain('data-prerendered');
  });

  it.each([
    ['explore-partners.html', ['探索夥伴', '依創業角色、性別與地區篩選']],
    ['home.html', ['創業夥伴媒合平臺', '找到和你互補的創業夥伴', '探索專案', '三步驟開始你的創業旅程', '開始合作']],
  ])('paints the static parts of a member page that has a skeleton (%s), hidden from a visitor by the boot script', (file, words) => {
    const html = read(file);
    const text = rootText(html);
    for (const word of words) expect(text).toContain(word);
    // No sign-in form.
    expect(text).not.toContain('電子郵件');
    expect(html).toContain(`if(!sessionStorage.getItem(${JSON.stringify(MEMORY_SESSION_KEY)}))`);
    expect(html).toContain("setAttribute('data-boot','visitor')");
    expect(html).toMatch(/html\[data-boot\] #main-content>\*\{display:none\}/);
  });

  it("looks for the memory backend's session where it keeps it", () => {
    expect(MEMORY_SESSION_KEY).toBe(STORE_KEYS.session);
    expect(sessionMarkerKey(readConfig({ APP_BACKEND: 'supabase', SUPABASE_URL: 'https://abcd.supabase.co', SUPABASE_ANON_KEY: 'k' }))).toEqual({
      storage: 'localStorage',
      key: 'sb-abcd-auth-token',
    });
  });
});

describe('the content a page carries', () => {
  it('cannot close its script: a text with </script> stays inside the JSON', () => {
    const hostile = { ...demoResources[0]!, title: '</script><script>alert(1)</script>' };
    const html = pageHtml(
      TEMPLATE,
      { path: '/resources', file: 'resources.html', hydrate: true, bootPage: null },
      { html: '<main></main>', styleTags: '', content: { resources: [hostile] } },
      readConfig({ APP_BACKEND: 'memory' }),
      '載入中…',
    );
    expect(html).not.toContain('<script>alert(1)');
    const json = /<script type="application\/json" id="prerendered-content">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual({ resources: [hostile] });
  });
});
