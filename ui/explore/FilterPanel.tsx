import { useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '../components/Button';
import { exploreTexts } from './texts';

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.typography.size.md};
`;

/** Phones: a full-width toggle with the heading and the summary of what is chosen. */
const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: 56px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: none;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  text-align: start;

  ${({ theme }) => theme.media.tablet} {
    display: none;
  }
`;

const ToggleText = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

const ToggleTitle = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Summary = styled.span`
  overflow: hidden;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Chevron = styled.span<{ $open: boolean }>`
  flex: none;
  width: 10px;
  height: 10px;
  margin-inline-end: 4px;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: ${({ $open }) => ($open ? 'translateY(3px) rotate(-135deg)' : 'translateY(-3px) rotate(45deg)')};
  transition: transform ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
`;

const DesktopHeading = styled.div`
  display: none;

  ${({ theme }) => theme.media.tablet} {
    display: flex;
    align-items: baseline;
    gap: ${({ theme }) => theme.space.sm};
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;

const Body = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  padding: ${({ theme }) => `0 ${theme.space.md} ${theme.space.md}`};

  ${({ theme }) => theme.media.tablet} {
    display: block;
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} ${theme.space.lg}`};
  }
`;

const Form = styled.form<{ $columns: number }>`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.md};
  align-items: end;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr)) auto;
  }
`;

const ClearCell = styled.div`
  display: flex;

  ${({ theme }) => theme.media.tablet} {
    grid-column: 1 / -1;
    justify-content: flex-end;
  }

  ${({ theme }) => theme.media.desktop} {
    grid-column: auto;
  }
`;

/** Phones: the last control of the open panel, which closes it onto the results below. */
const ShowResultsCell = styled.div`
  margin-top: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    display: none;
  }
`;

export interface FilterPanelProps {
  /** Accessible name of the search form (e.g. 篩選夥伴). */
  label: string;
  /** How many filters are set, and their labels for the collapsed summary. */
  activeCount: number;
  activeLabels: readonly string[];
  onClear: () => void;
  /** Phones: what the results hold now (e.g. 查看 12 位夥伴), the label of the button that closes the panel onto them. */
  showResults: string;
  /** Number of controls on one row at desktop width. */
  columns: number;
  /** The labelled selects. */
  children: ReactNode;
}

/**
 * The filters of an explore page: a search form of selects and 清除所有篩選. On phones it
 * collapses behind a toggle that shows how many filters are set (aria-expanded); from tablet
 * width it is always open. Open on a phone, the results are out of sight below it: its last
 * button says what they hold as the filters change, and closes the panel onto them.
 */
export function FilterPanel({
  label,
  activeCount,
  activeLabels,
  onClear,
  showResults,
  columns,
  children,
}: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const id = useId().replace(/:/g, '');
  const bodyId = `filters-${id}`;
  const headingId = `filters-heading-${id}`;
  const t = exploreTexts.filters;
  const summary = activeCount > 0 ? activeLabels.join(t.summarySeparator) : t.activeCount(0);

  return (
    <Section aria-labelledby={headingId}>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((v) => !v)}
      >
        <ToggleText>
          <ToggleTitle>
            {t.toggle}
            {activeCount > 0 ? `（${t.activeCount(activeCount)}）` : null}
          </ToggleTitle>
          <Summary>{summary}</Summary>
        </ToggleText>
        <Chevron $open={open} aria-hidden="true" />
      </Toggle>
      <Body id={bodyId} $open={open}>
        <DesktopHeading>
          <Heading id={headingId}>{t.heading}</Heading>
          <Summary>{activeCount > 0 ? t.activeCount(activeCount) : null}</Summary>
        </DesktopHeading>
        <Form role="search" aria-label={label} $columns={columns} onSubmit={(e) => e.preventDefault()}>
          {children}
          <ClearCell>
            <Button variant="secondary" onClick={onClear} disabled={activeCount === 0} fullWidth>
              {t.clear}
            </Button>
          </ClearCell>
        </Form>
        <ShowResultsCell>
          <Button
            onClick={() => {
              setOpen(false);
              // Focus scrolls the toggle into view: the results follow it.
              toggleRef.current?.focus();
            }}
            fullWidth
          >
            {showResults}
          </Button>
        </ShowResultsCell>
      </Body>
    </Section>
  );
}
