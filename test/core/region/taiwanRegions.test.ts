import * as OpenCC from 'opencc-js';
import { TAIWAN_REGIONS, cities, districtsOf, isValidAddress } from '../../../core/region/taiwanRegions';

const EXPECTED_COUNTS: Record<string, number> = {
  臺北市: 12,
  新北市: 29,
  基隆市: 7,
  桃園市: 13,
  新竹市: 3,
  新竹縣: 13,
  苗栗縣: 18,
  臺中市: 29,
  彰化縣: 26,
  南投縣: 13,
  雲林縣: 20,
  嘉義市: 2,
  嘉義縣: 18,
  臺南市: 37,
  高雄市: 38,
  屏東縣: 33,
  宜蘭縣: 12,
  花蓮縣: 13,
  臺東縣: 16,
  澎湖縣: 6,
  金門縣: 6,
  連江縣: 4,
};

describe('TAIWAN_REGIONS', () => {
  test('the expected per-city counts add up to 368 (sanity check of the table below)', () => {
    expect(Object.values(EXPECTED_COUNTS).reduce((a, b) => a + b, 0)).toBe(368);
  });

  test('has 22 cities and counties in conventional north-to-south order', () => {
    expect(TAIWAN_REGIONS).toHaveLength(22);
    expect(cities()).toEqual([
      '臺北市',
      '新北市',
      '基隆市',
      '桃園市',
      '新竹市',
      '新竹縣',
      '苗栗縣',
      '臺中市',
      '彰化縣',
      '南投縣',
      '雲林縣',
      '嘉義市',
      '嘉義縣',
      '臺南市',
      '高雄市',
      '屏東縣',
      '宜蘭縣',
      '花蓮縣',
      '臺東縣',
      '澎湖縣',
      '金門縣',
      '連江縣',
    ]);
  });

  test('6 special municipalities, 3 provincial cities and 13 counties', () => {
    const names = cities();
    const municipalities = ['臺北市', '新北市', '桃園市', '臺中市', '臺南市', '高雄市'];
    const provincialCities = names.filter((c) => c.endsWith('市') && !municipalities.includes(c));
    expect(municipalities.every((c) => names.includes(c))).toBe(true);
    expect(provincialCities.sort()).toEqual(['嘉義市', '基隆市', '新竹市'].sort());
    expect(names.filter((c) => c.endsWith('縣'))).toHaveLength(13);
  });

  test('has 368 townships and districts in total', () => {
    expect(TAIWAN_REGIONS.reduce((n, r) => n + r.districts.length, 0)).toBe(368);
  });

  test.each(Object.entries(EXPECTED_COUNTS))('%s has %i districts', (city, count) => {
    expect(districtsOf(city)).toHaveLength(count);
  });

  test('no duplicate district within a city, no empty names', () => {
    for (const r of TAIWAN_REGIONS) {
      expect(new Set(r.districts).size).toBe(r.districts.length);
      for (const d of r.districts) expect(d).toMatch(/^\S+[區市鎮鄉]$/);
    }
  });

  test('uses the official 臺 form and current names', () => {
    const all = TAIWAN_REGIONS.flatMap((r) => [r.city, ...r.districts]).join(',');
    expect(all).not.toContain('台');
    expect(districtsOf('桃園市')).toContain('桃園區');
    expect(districtsOf('新竹縣')).toContain('竹北市');
    expect(districtsOf('苗栗縣')).toContain('頭份市');
    expect(districtsOf('彰化縣')).toContain('員林市');
    expect(districtsOf('新竹市')).toEqual(['東區', '北區', '香山區']);
    expect(districtsOf('嘉義市')).toEqual(['東區', '西區']);
    expect(districtsOf('屏東縣')).toContain('霧臺鄉');
    expect(districtsOf('雲林縣')).toContain('臺西鄉');
  });

  test('leaves out islands that are not townships', () => {
    const all = TAIWAN_REGIONS.flatMap((r) => r.districts);
    for (const name of ['釣魚臺列嶼', '東沙群島', '南沙群島']) expect(all).not.toContain(name);
  });

  test('Simplified→Traditional (Taiwan) conversion changes only known proper-noun false positives', () => {
    // The converter turns 里/庄 into 裡/莊 even inside these official place names; nothing else may change.
    const toTw = OpenCC.Converter({ from: 'cn', to: 'tw' });
    const changed = TAIWAN_REGIONS.flatMap((r) => [r.city, ...r.districts]).filter((n) => toTw(n) !== n);
    expect(changed.sort()).toEqual(['南庄鄉', '水里鄉', '萬里區'].sort());
  });
});

describe('region helpers', () => {
  test('cities() returns a fresh array', () => {
    const a = cities();
    a.pop();
    expect(cities()).toHaveLength(22);
  });

  test('districtsOf an unknown or empty city is empty', () => {
    expect(districtsOf('台北市')).toEqual([]);
    expect(districtsOf('')).toEqual([]);
  });

  test('isValidAddress', () => {
    expect(isValidAddress('', '')).toBe(true);
    expect(isValidAddress('臺北市', '大安區')).toBe(true);
    expect(isValidAddress('臺中市', '大安區')).toBe(true);
    expect(isValidAddress('新北市', '大安區')).toBe(false);
    expect(isValidAddress('臺北市', '')).toBe(false);
    expect(isValidAddress('', '大安區')).toBe(false);
    expect(isValidAddress('火星市', '東區')).toBe(false);
    expect(isValidAddress('台北市', '大安區')).toBe(false);
  });
});
