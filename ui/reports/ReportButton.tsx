import { useState } from 'react';
import { Button, type ButtonProps } from '../components/Button';
import { PartBoundary } from '../components/PartBoundary';
import { lazyPart } from '../components/lazyPart';
import { ErrorBox } from '../components/ErrorBox';
import type { ReportTarget } from './ReportFormStore';
import { reportButtonTexts } from './buttonTexts';

/** The form, its checks and the report use cases load when a member first opens it. */
const { Component: ReportDialog, prefetch } = lazyPart(
  () => import(/* webpackChunkName: "report-dialog" */ './ReportDialog'),
  (m) => m.ReportDialog,
);

export interface ReportButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  target: ReportTarget;
  /** The button's words; by default what it reports (檢舉這位會員). */
  label?: string;
}

/** A quiet button that opens the report form for `target`. */
export function ReportButton({ target, label, variant = 'ghost', size = 'sm', ...rest }: ReportButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        {...rest}
        variant={variant}
        size={size}
        onClick={() => setOpen(true)}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        {label ?? reportButtonTexts.open[target.kind]}
      </Button>
      {open ? (
        <PartBoundary name="the report form" fallback={<ErrorBox>{reportButtonTexts.loadFailed}</ErrorBox>}>
          <ReportDialog target={target} onClose={() => setOpen(false)} />
        </PartBoundary>
      ) : null}
    </>
  );
}
