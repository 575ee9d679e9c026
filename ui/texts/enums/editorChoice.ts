/** The editor's chooser (spec 2 Editor). */
export const editorChoice = {
  idea: '我有創業點子',
  skills: '我有專業技能',
} as const;
