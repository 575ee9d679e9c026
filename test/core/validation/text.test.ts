import { memberNameOrDefault } from '../../../core/rules/defaults';
import { normalizeProfilePatch } from '../../../core/validation/profile';
import { normalizeProjectInput } from '../../../core/validation/project';
import { isBlank, nameText, trimmed } from '../../../core/validation/text';

// Characters that draw nothing: a name or message made of them looks empty on every screen.
const INVISIBLE = {
  'zero-width space': '\u200B',
  'zero-width joiner': '\u200D',
  'left-to-right mark': '\u200E',
  'right-to-left override': '\u202E',
  'word joiner': '\u2060',
  'first strong isolate': '\u2068',
  'soft hyphen': '\u00AD',
  'Hangul filler': '\u3164',
  'halfwidth Hangul filler': '\uFFA0',
  'Braille blank': '\u2800',
  'Mongolian vowel separator': '\u180E',
  'Arabic letter mark': '\u061C',
};

describe('blank text', () => {
  it.each(Object.entries(INVISIBLE))('text of only %s (and blanks) is blank', (_, ch) => {
    expect(isBlank(ch)).toBe(true);
    expect(isBlank(`${ch}\u3000${ch}${ch} `)).toBe(true);
  });

  it('whitespace as JavaScript trims it is blank; any character that shows is not', () => {
    expect(isBlank(' \t\n\u3000\u00A0\uFEFF')).toBe(true);
    for (const text of ['王', 'a', '😀', '👩‍💻', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', '❤️', '.']) expect(isBlank(text)).toBe(false);
  });
});

describe('trimmed text', () => {
  it('loses what shows nothing at either end, and keeps it between characters that show', () => {
    expect(trimmed('\u200B\u3000王小明\u202E\u2060 ')).toBe('王小明');
    expect(trimmed('\u3164小明')).toBe('小明');
    // Emoji sequences keep their joiners, tags and variation selectors.
    expect(trimmed(' 👩‍💻 ')).toBe('👩‍💻');
    expect(trimmed('蘇格蘭🏴󠁧󠁢󠁳󠁣󠁴󠁿')).toBe('蘇格蘭🏴󠁧󠁢󠁳󠁣󠁴󠁿');
    expect(trimmed('愛❤️\u200B')).toBe('愛❤️');
    expect(trimmed('王\u200B小明')).toBe('王\u200B小明');
  });

  it('is what stays the same when trimmed again', () => {
    for (const text of Object.values(INVISIBLE)) expect(trimmed(trimmed(`${text}a${text}`))).toBe('a');
  });
});

describe('a name as stored', () => {
  it('has no bidi embedding, override or isolate anywhere: shown inside a notification, it would turn the rest around', () => {
    expect(nameText('王\u202E小明')).toBe('王小明');
    expect(nameText('\u2067小明\u2069 的工作室')).toBe('小明 的工作室');
    expect(nameText(' \u202D\u202C ')).toBe('');
    // Marks that set no direction of their own stay where they are, between characters.
    expect(nameText('王\u200B小明')).toBe('王\u200B小明');
  });
});

describe('names where core makes them', () => {
  it('a registration, a profile save, a project and a social sign-in store names without bidi controls', () => {
    expect(normalizeProfilePatch({ name: '阿\u202E明' }).name).toBe('阿明');
    expect(memberNameOrDefault('阿\u2066明\u2069')).toBe('阿明');
    expect(memberNameOrDefault('\u202E')).toBe('新會員');
    const project = normalizeProjectInput({
      projectName: '共享\u202E廚房',
      headline: '',
      description: '',
      stage: 'concept',
      partnersWanted: [],
      skillsRequired: [],
    });
    expect(project.projectName).toBe('共享廚房');
  });
});
