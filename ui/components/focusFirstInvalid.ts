/**
 * After a refused submit: moves focus to the first control marked aria-invalid inside `root`
 * (in document order), so keyboard and screen-reader users land on what needs fixing.
 * Returns whether a control was focused.
 */
export function focusFirstInvalid(root: HTMLElement | null): boolean {
  const target = root?.querySelector<HTMLElement>(
    'input[aria-invalid="true"], textarea[aria-invalid="true"], select[aria-invalid="true"]',
  );
  if (!target) return false;
  target.focus();
  return true;
}
